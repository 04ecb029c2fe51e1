"""Junta's state model: players and their offices, units, who controls what, and dice (docs/JUNTA.md).

Every procedure works through ``J``: the state, the map, chance and questions, plus the questions the rules
keep asking (who controls this unit, is it still in the coup, who is in this space, how many dice).
"""

from ...procs import SeatHelpers
from ...words import count

OFFICES = ("presidente", "interior", "general_1", "general_2", "general_3", "admiral", "air_force")
OFFICE_NAMES = {
    "presidente": "El Presidente",
    "interior": "Minister of Internal Security",
    "general_1": "General, First Army Brigade",
    "general_2": "General, Second Army Brigade",
    "general_3": "General, Third Army Brigade",
    "admiral": "Admiral of the Navy",
    "air_force": "Air Force Commander",
}
PHASE_NAMES = ["Rebellion Phase"] + [f"Coup Phase {n}" for n in range(1, 7)]
POLICE_REACTION_RULE = "4.8"
COUSIN = "cousin"
ON_MAP_EXCLUDED = ("offboard", "eliminated")
TAKES_S = ("Crowd", "Helicopter", "Palace Guard", "Gunboat")     # the other kinds' names read the same for many


def kind_words(name, n):
    """A kind's name for ``n`` units: 'Crowds', 'Infantry', 'Marines'."""
    return name + "s" if n != 1 and name in TAKES_S else name


def unit_count(name, n):
    """``n`` units of a kind: '2 Infantry', '1 Palace Guard', '3 Crowds'; a kind named by a plural noun is
    counted in units: '1 Marines unit', '1 Paratroopers unit'."""
    if name.endswith("s"):
        return count(n, f"{name} unit")
    return count(n, name, kind_words(name, n))


class J(SeatHelpers):
    """What a Junta procedure works with."""

    # ----- map -----
    def space(self, sid):
        return self.map["by_id"][sid]

    def is_land(self, sid):
        return not self.map["by_id"][sid].get("water")

    def is_embassy(self, sid):
        return self.map["by_id"][sid]["type"] == "embassy"

    def land_spaces(self):
        return [sid for sid in self.map["order"] if self.is_land(sid)]

    # ----- players -----
    def pname(self, pid):
        return self.game.player_name(self.s, pid)

    def in_coup(self, pid):
        """Still taking part: alive and not in exile (1.3)."""
        return pid not in (None, COUSIN) and self.player(pid)["status"] == "active"

    def presidente(self):
        return self.s["offices"]["presidente"]

    def holder(self, office):
        return self.s["offices"].get(office)

    # ----- units -----
    def units(self):
        return self.s["units"]

    def unit(self, uid):
        return next(u for u in self.s["units"] if u["id"] == uid)

    def controller(self, unit):
        """The player who decides for a unit: its owner, or El Presidente for the Cousin's units (4.2)."""
        return self.presidente() if unit["owner"] == COUSIN else unit["owner"]

    def active(self, unit):
        """A unit counts in the coup: on the map (or waiting offboard) and its controller is still in it (1.3)."""
        return unit["where"] != "eliminated" and self.in_coup(self.controller(unit))

    def on_map(self, unit):
        return unit["where"] not in ON_MAP_EXCLUDED

    def units_at(self, sid, controller=None):
        return [u for u in self.s["units"] if u["where"] == sid and self.active(u)
                and (controller is None or self.controller(u) == controller)]

    def controllers_at(self, sid):
        """The players with active units in ``sid``, in seat order."""
        present = {self.controller(u) for u in self.units_at(sid)}
        return [pid for pid in self.seats() if pid in present]

    def kind(self, kid):
        return self.game.kinds()[kid]

    def kind_name(self, kid, n=1):
        return kind_words(self.kind(kid)["name"], n)

    def kind_count(self, kid, n):
        return unit_count(self.kind(kid)["name"], n)

    def count_text(self, units):
        """'2 Infantry, 1 Armor, 1 Marines unit' for a list of units."""
        counts = {}
        for u in units:
            counts[u["kind"]] = counts.get(u["kind"], 0) + 1
        return ", ".join(self.kind_count(k, n) for k, n in counts.items()) or "no units"

    def dice_at(self, sid, pid):
        """Dice a player's units in ``sid`` roll in one exchange (1.4): (1) one each; (1/2) one per two,
        rounded down; the Palace Guard two each inside the Presidential Palace."""
        armed = halves = 0
        palace = self.space(sid)["type"] == "palace"
        for u in self.units_at(sid, pid):
            rating = self.kind(u["kind"])["dice"]
            if rating == "1/2":
                halves += 1
            elif rating == "2-in-palace":
                armed += 2 if palace else 1
            elif not self.kind(u["kind"]).get("immune"):
                armed += int(rating)
        return armed + halves // 2

    def has_palace_guard(self, sid, pid):
        return any(u["kind"] == "palace_guard" for u in self.units_at(sid, pid))

    # ----- rebels -----
    def make_rebel(self, pid, rule, why):
        """Turn a player into a Rebel (3.1, 3.2); El Presidente never becomes one (3.3)."""
        if pid == self.presidente():
            return
        p = self.player(pid)
        if not p["rebel"]:
            p["rebel"] = True
            self.log(rule, f"{self.pname(pid)} {why} and is now a Rebel: the office cards turn to their Revolution side.")

    @property
    def coup(self):
        return self.s["coup"]

    def rebellion(self):
        return self.coup["phase"] == 0
