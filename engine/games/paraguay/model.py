"""Paraguay's state model: sides, units, hex control, stacking and the questions every rule asks (P).

A unit is one dict in ``state["units"]`` holding its printed values and where it is: a hex id, ``track``
(an Allied reinforcement not yet in play), ``dead`` (the dead pile, or a supply unit set aside), ``mg``
(the Matto Grosso force waiting off the map), ``away`` (units sent off the map by 8.2 or 8.3, returning).
"""

import pickle

from ...core import Step
from ...errors import IllegalAction

ALLIED, PARAGUAYAN = "allied", "paraguayan"
SIDES = (PARAGUAYAN, ALLIED)
OTHER = {ALLIED: PARAGUAYAN, PARAGUAYAN: ALLIED}
SIDE_NAMES = {ALLIED: "Allied", PARAGUAYAN: "Paraguayan"}
NATIONS = ("paraguay", "argentina", "brazil", "uruguay")
NATION_NAMES = {"paraguay": "Paraguayan", "argentina": "Argentine", "brazil": "Brazilian", "uruguay": "Uruguayan"}
COUNTRY_NAMES = {"paraguay": "Paraguay", "argentina": "Argentina", "brazil": "Brazil", "uruguay": "Uruguay"}
ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
LAST_TURN = 9
STACK_LIMIT = 26                                   # 6.1
RIVERINE = ("warship", "transport", "armed_raft")        # 2.9
ARTILLERY = ("field_artillery", "siege_artillery", "rocket_artillery")
GROUND = ("infantry", "engineer", "cavalry", "supply", "fortress", "sapper") + ARTILLERY
# the sudden-death hexes (4.2), the fortresses (3.4, 7.8) and the supply sources (7.12, 7.13) are the map's
# (hexmap.HexMap: ``sudden_death``, each hex's ``fortress``, ``sources``), as are the depot towns (7.9), the
# end-of-war objectives (4.4: ``awards``), the entry hexes (10.7: ``py_entry``; 9.2: ``uruguay_entry``,
# ``river_entry``) and the towns that cut the Paraguayan replacement rate (10.3: ``rate_towns``)
TYPE_NAMES = {"infantry": "infantry", "engineer": "engineer", "cavalry": "cavalry", "supply": "supply",
              "fortress": "fortress", "sapper": "sapper", "field_artillery": "field artillery",
              "siege_artillery": "siege artillery", "rocket_artillery": "rocket artillery",
              "warship": "warship", "transport": "transport", "armed_raft": "armed raft"}


def overstack_shown(state):
    """Hexes whose stacks the opponent examines while a running over-stacking removal (6.2) lasts: every
    over-stacked hex of the side that over-stacked. Choosing which units to remove means seeing them, as
    declaring an attack does (6.4), so both players see those stacks until the removal is done."""
    top = state["stack"][-1] if state["stack"] else None
    if not top or top.get("step") != "proc" or top.get("proc") != "overstack":
        return {}
    side = top["args"]["side"]
    held = {}
    for u in state["units"]:
        if u["side"] == side and len(u["where"]) == 4 and u["where"].isdigit():
            held.setdefault(u["where"], []).append(u["id"])
    return {h: ids for h, ids in sorted(held.items()) if len(ids) > STACK_LIMIT}


def side_of_nation(nation):
    """The side a nation fights for (2.6)."""
    return PARAGUAYAN if nation == "paraguay" else ALLIED


def late_year(turn):
    """Even-numbered turns are late-year (winter) turns (7.6)."""
    return turn % 2 == 0


def season(turn):
    return "late" if late_year(turn) else "early"


def riverine(u):
    return u["type"] in RIVERINE


def ground(u):
    return u["type"] not in RIVERINE


def unit_label(u):
    """'Brazilian infantry 7 (2-3-4)' for a unit."""
    return (f"{NATION_NAMES[u['nation']]} {TYPE_NAMES.get(u['type'], u['type'])} {u['name']}"
            f"{' (GN)' if u.get('gn') else ''} ({u['attack']}-{u['defense']}-{u['mf']})")


def burn_options(units, drm, rule, where=None):
    """One option per supply unit that may be burnt (13.24, 7.4): which one goes is the owner's choice;
    ``where`` (``P.hname``) names the unit's hex in the label."""
    return [P.opt("burn", u["id"], f"Burn {unit_label(u)}" + (f" at {where(u['where'])}" if where else "")
                  + f" ({drm})", rule) for u in units if u["type"] == "supply"]


def count_text(units):
    """'3 infantry, 1 cavalry' for a list of units."""
    counts = {}
    for u in units:
        key = TYPE_NAMES.get(u["type"], u["type"])
        counts[key] = counts.get(key, 0) + 1
    return ", ".join(f"{n} {k}" for k, n in counts.items()) or "no units"


class FastStep(Step):
    """A step whose working copy copies the flat unit records instead of deep-copying the state."""

    def private(self, game, state, frame, role):
        """Moving, attacking and arrivals list the mover's own units, which the other side may not see (6.4)."""
        return True

    def copy_state(self, state):
        new = dict(state)
        new["units"] = [dict(u) for u in state["units"]]
        new["pg"] = pickle.loads(pickle.dumps(state["pg"], 4))
        new["stack"] = pickle.loads(pickle.dumps(state["stack"], 4))
        new["rng"] = pickle.loads(pickle.dumps(state["rng"], 4))
        new["log"] = list(state["log"])
        return new


class P:
    """What Paraguay's rules work with: the state, the hex map, chance, questions and the log."""

    def __init__(self, game, ctx, frozen=False):
        self.game = game
        self.ctx = ctx
        self.s = ctx.state
        self.hm = game.hexmap(ctx.state)
        self.frozen = frozen          # read-only use (listing actions): who stands where may be cached
        self._occ = None

    # ----- questions and log (the shape engine.procs expects) -----
    @staticmethod
    def ask(role, prompt, options, rule, private=False):
        from ...procs import Ask
        return Ask(role, prompt, options, rule, private)

    @staticmethod
    def opt(verb, arg, label, rule, at=None):
        """One option; ``at``: the hex it is about when ``arg`` names none (the sandbox outlines and shows it)."""
        out = {"verb": verb, "arg": arg, "label": label, "rule": rule}
        if at is not None:
            out["at"] = at
        return out

    def log(self, rule, text, to=None, **extra):
        self.ctx.log(rule, text, to=to, **extra)

    @property
    def chance(self):
        return self.ctx.chance

    def d10(self, rule):
        """One ten-sided die read 0 to 9 (1.4)."""
        return self.ctx.chance.die(10, rule) - 1

    @property
    def pg(self):
        return self.s["pg"]

    @property
    def turn(self):
        return self.s["pg"]["turn"]

    # ----- units -----
    def units(self):
        return self.s["units"]

    def unit(self, uid):
        units = self.s["units"]
        if getattr(self, "_src", None) is not units:
            self._src = units
            self._idx = {u["id"]: u for u in units}
        return self._idx[uid]

    def at(self, hex_id, side=None):
        """Units in a hex (of one side, or all), in the state's order."""
        return [u for u in self.s["units"] if u["where"] == hex_id and (side is None or u["side"] == side)]

    def occupied(self):
        """{hex: [units]} for every hex holding units, hexes in id order."""
        out = {}
        for u in self.s["units"]:
            w = u["where"]
            if len(w) == 4 and w.isdigit():
                out.setdefault(w, []).append(u)
        return {h: out[h] for h in sorted(out)}

    _last = [None, None]        # (units list, occupancy) of the last frozen look: states are never changed

    def _occupancy(self):
        units = self.s["units"]
        if P._last[0] is units:
            return P._last[1]
        occ = {}
        for u in units:
            here = occ.get(u["where"])
            if here is None:
                here = occ[u["where"]] = {}
            here[u["side"]] = here.get(u["side"], 0) + 1
        P._last = [units, occ]
        return occ

    def side_at(self, hex_id):
        """The side with units in ``hex_id`` (never both, 11.4), or None."""
        if self.frozen:
            if self._occ is None:
                self._occ = self._occupancy()
            here = self._occ.get(hex_id)
            return next(iter(here)) if here else None
        for u in self.s["units"]:
            if u["where"] == hex_id:
                return u["side"]
        return None

    def enemy_in(self, hex_id, side):
        if self.frozen:
            if self._occ is None:
                self._occ = self._occupancy()
            return any(k != side for k in self._occ.get(hex_id, ()))
        return any(u["where"] == hex_id and u["side"] != side for u in self.s["units"])

    def on_map(self, u):
        w = u["where"]
        return len(w) == 4 and w.isdigit()

    # ----- hex control (3.6) -----
    def default_control(self, hex_id):
        if hex_id not in self.hm.hexes:
            return ALLIED
        return PARAGUAYAN if self.hm.nation(hex_id) == "paraguay" else ALLIED

    def control(self, hex_id):
        return self.pg["flip"].get(hex_id, self.default_control(hex_id))

    def ever_allied(self, hex_id):
        """Has this hex ever been under Allied control (7.13, 10.3, 10.7)?"""
        return hex_id in self.pg["ever_allied"] or self.default_control(hex_id) == ALLIED

    def enter(self, hex_id, side, rule):
        """A unit of ``side`` enters a hex: control (3.6) and what hangs on it (4.2, 7.9, 7.13, 10.3, 11.18)."""
        pg = self.pg
        if side == ALLIED and not pg["rail_entered"] and hex_id in self.game.rail_hexes(self.hm):
            pg["rail_entered"] = True
            self.log("11.18", f"An Allied unit enters the railroad at {self.hname(hex_id)}: from now on it is an "
                              "ordinary road for both sides.")
        if self.control(hex_id) == side:
            return
        if side == self.default_control(hex_id):
            pg["flip"].pop(hex_id, None)
        else:
            pg["flip"][hex_id] = side
        self.log(rule, f"{self.hname(hex_id)} comes under {SIDE_NAMES[side]} control.")
        if side == ALLIED and hex_id not in pg["ever_allied"] and self.default_control(hex_id) == PARAGUAYAN:
            pg["ever_allied"].append(hex_id)
            pg["ever_allied"].sort()
            if hex_id in self.hm.sources[PARAGUAYAN]:
                self.log("7.13", f"{self.hname(hex_id)} loses its Paraguayan supply-source capacity for good.")
            if hex_id in self.hm.rate_towns:
                self.log("10.3", f"Paraguayan replacements fall to {self.py_rate()} a turn for good.")
        if side == PARAGUAYAN and hex_id in self.hm.depots and hex_id not in pg["depots_lost"]:
            pg["depots_lost"].append(hex_id)
            self.log("7.9", f"{self.hname(hex_id)} loses its depot-town status for good (No Depot marker).")
        self.game.check_sudden_death(self)

    # ----- names -----
    def hname(self, hex_id):
        h = self.hm.hexes.get(hex_id, {})
        return f"{h.get('name')} ({hex_id})" if h.get("name") else hex_id

    def side_name(self, side):
        return SIDE_NAMES[side]

    # ----- stacking (6.1) -----
    def stack_count(self, hex_id, side):
        if self.frozen:
            if self._occ is None:
                self._occ = self._occupancy()
            return self._occ.get(hex_id, {}).get(side, 0)
        return sum(1 for u in self.s["units"] if u["where"] == hex_id and u["side"] == side)

    def room(self, hex_id, side):
        return STACK_LIMIT - self.stack_count(hex_id, side)

    def overstacked(self):
        """[(hex, side, excess)] for every hex over the stacking limit (6.2), in hex order."""
        out = []
        for h, us in self.occupied().items():
            if len(us) > STACK_LIMIT:
                out.append((h, us[0]["side"], len(us) - STACK_LIMIT))
        return out

    # ----- movement factors -----
    def mf(self, u):
        """A unit's movement factor this turn: halved, rounded up, on Turn I (5.3)."""
        return (u["mf"] + 1) // 2 if self.turn == 1 else u["mf"]

    # ----- replacements (10.3) -----
    def py_rate(self):
        lost = sum(1 for h in self.hm.rate_towns if h in self.pg["ever_allied"])
        return max(0, 2 - lost)       # 2 steps a turn, one fewer for each town lost

    # ----- fortresses -----
    def fortresses_left(self):
        return [u for u in self.s["units"] if u["type"] == "fortress" and u["side"] == PARAGUAYAN
                and u["where"] != "dead"]

    def fortress_in(self, hex_id):
        return next((u for u in self.s["units"] if u["where"] == hex_id and u["type"] == "fortress"), None)

    def eliminate(self, u, rule, why):
        """Send a unit to the dead pile; fortresses are gone for good (4.4)."""
        u["where"] = "dead"
        u["mp"] = 0
        if u["type"] == "fortress":
            left = self.fortresses_left()
            if not left and not self.pg["fortress_vp"]:
                self.pg["fortress_vp"] = True
                self.pg["vp"] += 1
                self.log("4.4", "The last Paraguayan fortress falls: the Allies gain 1 VP, for good.")

    def refuse(self, code, message, rule):
        return IllegalAction(code, message, rule)
