"""Guerilla's state model: the card catalogue, players, groups, factions and strengths (docs/GUERILLA.md).

Every procedure works through ``G``: the state, chance and questions, plus the questions the rules keep
asking (what strength does this card have for its faction, which units are under command, is a complex's
ability working, what is a player's hand capacity). Card instances are ids such as ``u23_4`` (the fourth
Government 2 / Rebel 3 unit), ``ambush_2`` or ``bastidas``; ``catalog`` says what each one is.
"""

from ...procs import Ask, SeatHelpers
from ...words import count, signed

FACTIONS = ("government", "rebel")
OTHER = {"government": "rebel", "rebel": "government"}
FNAME = {"government": "Government", "rebel": "Rebel"}
FSIDE = {"government": "the Government", "rebel": "the Rebels"}     # a faction as a noun: singular, plural
PHASES = "ABCDEF"
PHASE_NAMES = {"A": "Withdrawal", "B": "Attack", "C": "Deployment", "D": "Trade", "E": "Discard and Repair",
               "F": "Draw"}
PHASE_RULES = {"A": "5.4", "B": "6.1", "C": "7.1", "D": "7.3", "E": "7.4", "F": "7.6"}
DIE = 10
ACTIONS_PER_TURN = 2
NEUTRAL = "either"        # an action the Banco's extra action may pay for whatever the faction (9.3)


def build_catalog(data):
    """Every card instance of the 128: id -> {type, kind, name, and the record's values}."""
    cat = {}

    def add(prefix, rec, typ, count, **extra):
        for k in range(count):
            cid = prefix if count == 1 else f"{prefix}_{k + 1}"
            cat[cid] = {"id": cid, "type": typ, "kind": rec["id"], **extra}
    for rec in data["units"]:
        add(rec["id"], rec, "unit", rec["count"], government=rec["government"], rebel=rec["rebel"],
            name=f"Unit G{rec['government']}/R{rec['rebel']}")
    for rec in data["leaders"]:
        add(rec["id"], rec, "leader", 1, government=rec["government"], rebel=rec["rebel"],
            modifier=rec["modifier"], name=f"{rec['rank']} {rec['name']}")
    for rec in data["complexes"]:
        add(rec["id"], rec, "complex", 1, df=rec["df"], vp=rec["vp"], ability=rec["ability"], name=rec["name"])
    for rec in data["events"]:
        extra = {"strength": rec["strength"]} if "strength" in rec else {}
        add(rec["id"], rec, "event", rec["count"], letter=rec["letter"], cost=rec["cost"], timing=rec["timing"],
            name=rec["name"], **extra)
    for rec in data["specials"]:
        add(rec["id"], rec, "special", rec["count"], name=rec["name"])
    return cat


class G(SeatHelpers):
    """What a Guerilla procedure works with."""

    def __init__(self, game, ctx):
        self.game = game
        self.ctx = ctx
        self.s = ctx.state
        self.map = None
        self.cat = game.catalog()

    @staticmethod
    def ask(role, prompt, options, rule, private=True, key=None, about=None):
        """A question, private by default: nearly every Guerilla choice lists what the asker's hand allows (a
        card to play, a unit to deploy), so only the asker may see its options; others see whom it waits for.
        ``key``, ``about``: engine/procs.py ``Ask``."""
        return Ask(role, prompt, options, rule, private, key, about)

    # ----- cards -----
    def card(self, cid):
        return self.cat[cid]

    def kind(self, cid):
        return self.cat[cid]["kind"]

    def cname(self, cid):
        return self.cat[cid]["name"]

    def is_red(self, cid):
        return self.cat[cid]["type"] in ("complex", "special")

    def is_unit(self, cid):
        return self.cat[cid]["type"] == "unit" or self.kind(cid) == "armor_column"

    def is_leader(self, cid):
        return self.cat[cid]["type"] == "leader"

    def is_armor(self, cid):
        return self.kind(cid) == "armor_column"

    def strength(self, cid, faction):
        """Printed strength of a unit card on its ``faction`` half (the Armor Column: its own strength)."""
        c = self.cat[cid]
        if c["type"] == "unit":
            return c[faction]
        return c.get("strength", 0)

    def rating(self, cid, faction):
        return self.cat[cid][faction]

    def modifier(self, cid):
        return self.cat[cid]["modifier"]

    def leader_points(self, cid, faction):
        """Points for eliminating a leader: command rating plus modifier (10.3), never below 0."""
        return max(0, self.rating(cid, faction) + self.modifier(cid))

    def unit_label(self, cid, faction):
        """A unit by the name printed on it and its strength on the ``faction`` half: "Unit G2/R3 (Rebel 3)"."""
        if self.is_armor(cid):
            return f"Armor Column ({self.strength(cid, faction)})"
        return f"{self.cat[cid]['name']} ({FNAME[faction]} {self.strength(cid, faction)})"

    def label(self, cid, faction=None):
        """A card by its printed name (content/guerilla/cards.yaml), with its values on ``faction``'s half when
        it stands in a group; never its id (the copies of a card are alike)."""
        c = self.cat[cid]
        if c["type"] == "unit" and faction:
            return self.unit_label(cid, faction)
        if c["type"] == "leader" and faction:
            return f"{c['name']} ({FNAME[faction]} rating {c[faction]}, {signed(c['modifier'])})"
        return c["name"]

    @staticmethod
    def gname(g, capital=False):
        """A group by the number the table shows on it (svg.py): "group 6" for ``g6``."""
        gid = g if isinstance(g, str) else g["id"]
        return f"{'G' if capital else 'g'}roup {gid[1:]}"

    # ----- players -----
    def pname(self, pid):
        return self.game.role_name(pid)

    def hand(self, pid):
        return self.player(pid)["hand"]

    # ----- groups -----
    def groups(self):
        return self.s["groups"]

    def group(self, gid):
        for g in self.s["groups"]:
            if g["id"] == gid:
                return g
        return None

    def groups_of(self, pid):
        return [g for g in self.s["groups"] if g["owner"] == pid]

    def new_group(self, owner, faction, leader=None, units=(), cplx=None):
        self.s["next_group"] += 1
        g = {"id": f"g{self.s['next_group']}", "owner": owner, "faction": faction, "leader": leader,
             "units": list(units), "complex": cplx, "damage": 0, "iso": None, "cut_by": None, "cut_card": None}
        self.s["groups"].append(g)
        return g

    def cards_of(self, g):
        return ([g["leader"]] if g["leader"] else []) + list(g["units"]) + ([g["complex"]] if g["complex"] else [])

    def commanded(self, g):
        """The units that function as part of the group: all of them without a leader (though only one may
        fight, 6.4), else as many as the leader's rating; the rest are turned sideways (3.4)."""
        if not g["leader"]:
            return list(g["units"])
        return list(g["units"][:self.rating(g["leader"], g["faction"])])

    def sideways(self, g):
        if not g["leader"]:
            return []
        return list(g["units"][self.rating(g["leader"], g["faction"]):])

    def is_armor_group(self, g):
        return any(self.is_armor(u) for u in g["units"])

    def isolated(self, g):
        return g["iso"] is not None

    def iso_mod(self, g):
        """The isolation die roll modifier, as a positive number to subtract (8.10)."""
        return g["iso"] or 0

    def complex_works(self, g):
        """A complex's special ability works only while it is undamaged and not isolated (8.4, 8.10)."""
        return bool(g and g["complex"]) and g["damage"] == 0 and g["iso"] is None

    def ability_group(self, pid, ability):
        """The group of ``pid`` whose working complex has ``ability`` (or None)."""
        for g in self.groups_of(pid):
            if self.complex_works(g) and self.cat[g["complex"]]["ability"] == ability:
                return g
        return None

    def complex_group(self, kind):
        return next((g for g in self.s["groups"] if g["complex"] and self.kind(g["complex"]) == kind), None)

    def palace_immune(self, pid):
        """Whoever holds the Presidential Palace, undamaged and not isolated, cannot be touched (9.8)."""
        return self.ability_group(pid, "palace") is not None

    def capacity(self, pid):
        """Hand capacity: 8 with both factions deployed, else 7; +1 for a working Port (2.1, 9.7)."""
        factions = {g["faction"] for g in self.groups_of(pid)}
        cap = 8 if len(factions) == 2 else 7
        return cap + (1 if self.ability_group(pid, "retrieve_event") else 0)

    def valid_group(self, leader, units, cplx):
        """The composition limits (3.1-3.3): leader and/or up to three units, or a complex with a garrison of
        at most one unit and/or a leader; never a leader alone; the Armor Column only alone."""
        if any(self.is_armor(u) for u in units):
            return leader is None and cplx is None and len(units) == 1
        if cplx:
            return len(units) <= 1
        return 1 <= len(units) <= 3

    def un_player(self):
        un = self.s["round"]["un"]
        return un["player"] if un else None

    def bad_weather(self):
        return self.s["round"]["bad_weather"] is not None

    # ----- moving cards -----
    def discard(self, cids):
        self.s["discard"].extend(cids)

    def remove_from_group(self, g, cid):
        if g["leader"] == cid:
            g["leader"] = None
        elif cid in g["units"]:
            g["units"].remove(cid)
        elif g["complex"] == cid:
            g["complex"] = None

    def drop_group_if_empty(self, g):
        """A group with nothing left goes; a leader left alone is eliminated (6.9); returns the cards lost."""
        lost = []
        if g["leader"] and not g["units"] and not g["complex"]:
            lost.append(g["leader"])
            g["leader"] = None
        if not g["units"] and not g["complex"] and not g["leader"]:
            self.s["groups"].remove(g)
        return lost

    def card_points(self, cid, faction):
        """Points for eliminating a card (10.3): a leader's rating plus modifier, a unit's printed strength."""
        return self.leader_points(cid, faction) if self.is_leader(cid) else self.strength(cid, faction)

    def score(self, pid, faction, points, rule, why):
        """Add points to a player's round score and to a faction's (10.3)."""
        if points <= 0:
            return
        self.player(pid)["score"] += points
        self.s["faction_score"][faction] += points
        self.log(rule, f"{self.pname(pid)} scores {count(points, 'point')} for {FSIDE[faction]} ({why}).")

    def die(self, rule):
        return self.chance.die(DIE, rule)

    @property
    def turn(self):
        return self.s["turn"]

    @property
    def rnd(self):
        return self.s["round"]


def subsets(items):
    """All non-empty subsets of ``items``, in a fixed order."""
    out = [[]]
    for it in items:
        out += [s + [it] for s in out]
    return [s for s in out if s]
