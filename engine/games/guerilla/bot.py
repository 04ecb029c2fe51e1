"""Guerilla's computer opponents (engine/bots): the steady bot's priority lists for any seat, the evaluation a
searching bot scores roll-outs with, and the determiniser that re-draws what a seat may not see (the other
players' loyalty markers, their hands and the draw pile). docs/BOTS.md lists the priorities in plain words."""

from ...bots import common
from ...bots.common import PriorityBot
from ...registry import get as get_game
from .twins import strings

SEARCH_WIDTH = 4
ROLLOUT_DEPTH = 60

# verb -> (priority, why): the menu's choices, most wanted first (a turn: attack, deploy, draw, then move on)
MENU = {
    "draw": (8, "refill the hand to its capacity before anything else in the Draw phase"),
    "attack": (7, "attack: battles won are personal points"),
    "deploy": (6, "a new group on the table can hold a complex and score"),
    "reinforce": (5, "a stronger group wins its battles"),
    "complex": (7, "every complex must be placed, and a placed complex scores"),
    "place": (6, "every complex must be placed, and a placed complex scores"),
    "add": (5, "a fuller group defends itself better"),
    "repair": (5, "a repaired complex scores in full"),
    "barracks": (5, "one more unit from the Barracks"),
    "assassin": (5, "an Assassin removes a rival's leader"),
    "armor_card": (5, "the Armor Column attacks at once"),
    "armor": (5, "the Armor Column attacks at once"),
    "air_assault": (5, "an Air Assault puts a group where it can strike"),
    "air_strike": (5, "the Airfield's strike is free damage"),
    "supply_cut": (4, "a cut supply weakens a rival group"),
    "cut": (4, "a cut supply weakens a rival group"),
    "demolition": (4, "a raid damages a rival complex"),
    "demolish": (4, "a raid damages a rival complex"),
    "propaganda": (4, "a propaganda attack on the weakest enemy unit"),
    "policia": (3, "the Policia strikes at a leader"),
    "ambush": (5, "an Ambush doubles a unit in this battle"),
    "arms_cache": (5, "an Arms Cache adds strength in this battle"),
    "bodyguards": (5, "Bodyguards save the leader"),
    "counter": (4, "an Ambush stops the patrol"),
    "informant": (3, "an Informant changes the battle's odds"),
    "next": (4, "nothing more worth doing in this phase: on to the next"),
    "end": (3, "the turn is done"),
    "done": (3, "nothing more to add here"),
    "close": (3, "the group is complete"),
    "pass": (3, "neither is worth a card here"),
    "recon": (3, "a patrol shows a rival's hand"),
    "patrol": (3, "a patrol shows a rival's hand"),
    "garrison": (3, "a garrison keeps the complex"),
    "un": (2, "the peacekeepers go where they protect us"),
    "take": (4, "a card from the open hand"),
    "throw": (3, "one of the open hand's cards discarded"),
    "ambush_marker": (2, "an ambush point costs an action that attacks would use better"),
    "marker": (4, "the ambush marker may stop the attack"),
    "sortie": (2, "a sortie splits the group; a whole group is stronger"),
    "withdraw": (1, "a group on the table is worth more than cards in hand"),
    "rearrange": (1, "the command stays as it is"),
    "discard": (2, "the hand is kept for the next turns"),
    "card": (2, "the card is kept"),
    "trade": (1, "a trade spends an action and shows our cards"),
    "misdeal": (1, "the deal stands"),
    "destroy": (0, "our own complex is worth keeping"),
    "swap": (3, "the loyalty markers stay as they are"),
    "retreat": (2, "the group stands and fights"),
    "refuse": (3, "the group fights"),
    "accept": (2, "an offer taken only when nothing else is offered"),
}


class Steady(PriorityBot):
    """The steady Guerilla player: attack, keep groups and complexes on the table, back its own faction."""

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        board = ctx["board"]
        me = next((p for p in board["players"] if p["id"] == ctx["role"]), {})
        ctx["loyalty"] = loyal = me.get("loyalty")
        fs = board.get("faction_score") or {"government": 0, "rebel": 0}
        ctx["side"] = loyal if loyal in ("government", "rebel") else \
            ("rebel" if fs["rebel"] < fs["government"] else "government")     # a Mercenary narrows the margin
        ctx["groups"] = {g["id"]: g for g in board.get("groups") or ()}
        return ctx

    def attack(self, ctx, act):
        """Attack only with a group of our side at least as strong as the weakest enemy group it could meet."""
        cat = get_game("guerilla").catalog()
        g = ctx["groups"].get(act["arg"])
        if not g or g["faction"] != ctx["side"]:
            return 1, f"{act['label']}: that group fights for the other side"
        foes = [_defence(cat, t) - (2 if t["complex"] and g["faction"] == "rebel" else 0)
                for t in ctx["groups"].values() if t["faction"] != g["faction"] and t["owner"] != ctx["role"]]
        if not foes:
            return 1, f"{act['label']}: no enemy group to meet"
        gain = _attack(cat, g) - min(foes)
        if gain < 0:
            return 1, f"{act['label']}: strength {_attack(cat, g)} is below the weakest target's {min(foes)}"
        return 7 + gain / 20, f"{act['label']}: strength {_attack(cat, g)} against a weakest target of {min(foes)}"

    def score(self, ctx, act):
        verb, arg = act["verb"], act["arg"]
        loyal = ctx["loyalty"]
        if verb == "attack":
            return self.attack(ctx, act)
        if verb == "destroy" and ctx["side"] == "rebel":
            return 6, f"{act['label']}: a destroyed complex scores for the Rebels"
        if verb in ("deploy", "group") and arg in ("government", "rebel"):
            if loyal in (arg, "mercenary"):
                return 6, f"{act['label']}: we back the {arg} side"
            return 2, f"{act['label']}: the other side from the one we back"
        if verb == "bodyguards":
            return (5, f"{act['label']}: Bodyguards save the leader") if arg else (2, f"{act['label']}: none to play")
        if verb == "atrocities":
            return 2, f"{act['label']}: Atrocities bring the peacekeepers in"
        if verb == "press":
            return 3, f"{act['label']}: Press halves what the battle cost"
        if verb in ("refuse", "retreat") and arg is False:
            return 4, f"{act['label']}: the group stands and fights"
        if verb in MENU:
            prio, why = MENU[verb]
            return prio, f"{act['label']}: {why}"
        if verb in ("target", "cards", "command", "unit", "leader", "losses", "group", "player", "host",
                    "port", "palace", "relieve", "offer", "want", "return", "stop"):
            return 3, f"{act['label']}: one of the choices, none preferred"
        if verb in common.PASSIVE:
            return 2, f"{act['label']}: nothing better is offered here"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"


def _strength(cat, cid, faction):
    c = cat.get(cid) or {"type": "other"}
    return c[faction] if c["type"] == "unit" else c.get("strength", 0)


def _attack(cat, g):
    """A group's attacking strength from the printed values (a leaderless group fights with its best unit)."""
    f = g["faction"]
    if g["leader"]:
        lead = cat[g["leader"]]
        total = sum(_strength(cat, u, f) for u in g["units"][:lead[f]]) + lead["modifier"]
    else:
        total = max((_strength(cat, u, f) for u in g["units"]), default=0)
    return total // 2 if g["iso"] is not None else total


def _defence(cat, g):
    """A group's defending strength from the printed values, a complex's own defence included."""
    f = g["faction"]
    mod = cat[g["leader"]]["modifier"] if g["leader"] else 0
    if g["complex"]:
        return sum(_strength(cat, u, f) for u in g["units"]) + cat[g["complex"]]["df"] + mod - (g["iso"] or 0)
    if not g["leader"]:
        return min((_strength(cat, u, f) for u in g["units"]), default=0)
    rated = g["units"][:cat[g["leader"]][f]]
    return sum(_strength(cat, u, f) for u in rated) + mod - (g["iso"] or 0)


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss; otherwise its total so far plus this round's points
    (in full if its loyalty's faction leads, else half, 10.5) against the best rival's."""
    res = state.get("result")
    if res is not None:
        return 1.0 if common.won(res, role) else 0.0
    fs = state["faction_score"]
    lead = "rebel" if fs["rebel"] > fs["government"] else "government"
    margin = abs(fs["rebel"] - fs["government"])

    def expect(p):
        full = p["loyalty"] == lead or (p["loyalty"] == "mercenary" and margin < 25)
        return p["total"] + (p["score"] if full else p["score"] // 2)
    mine = next(expect(p) for p in state["players"] if p["id"] == role)
    best = max(expect(p) for p in state["players"] if p["id"] != role)
    return min(0.95, max(0.05, 0.5 + (mine - best) / 60))


def determinise(state, role, rng):
    """A state ``role`` could be in: the other players' loyalty markers shuffled among them; the cards it cannot
    see (other hands, the draw pile, the discards under the top one; red cards and cards named in the running
    procedure aside) dealt again, each hand keeping its size; other players' sealed answers forgotten; chance
    re-seeded."""
    s = common.forget_sealed(common.copy(state), role)
    cat = get_game("guerilla").catalog()
    bases = common.bases(s)
    others = [i for i, p in enumerate(s["players"]) if p["id"] != role]
    if all([p["loyalty"] for p in b["players"]] == [p["loyalty"] for p in s["players"]] for b in bases):
        marks = common.deal_again([s["players"][i]["loyalty"] for i in others], rng)
        for i, m in zip(others, marks):
            s["players"][i]["loyalty"] = m
            for b in bases:
                b["players"][i]["loyalty"] = m
    named = set(strings([f.get("answers") for f in s["stack"]] + [f.get("sealed") for f in s["stack"]]))

    def free(c, p=None):        # where a card may be re-dealt: never by whose hand holds it (twins move them)
        return c not in named and cat[c]["type"] not in ("complex", "special")
    same = all([p["hand"] for p in b["players"]] == [p["hand"] for p in s["players"]] for b in bases)
    if s["trade"] is None and same:
        slots = [("hand", i, k) for i in others for k, c in enumerate(s["players"][i]["hand"]) if free(c)]
        if all(b["deck"] == s["deck"] for b in bases):
            slots += [("deck", None, k) for k, c in enumerate(s["deck"]) if free(c)]
        if all(b["discard"] == s["discard"] for b in bases):
            slots += [("discard", None, k) for k, c in enumerate(s["discard"][:-1]) if free(c)]   # the top shows

        def at(slot, where):
            kind, i, k = slot
            return where["players"][i]["hand"] if kind == "hand" else where[kind]
        cards = common.deal_again([at(sl, s)[sl[2]] for sl in slots], rng)
        for sl, c in zip(slots, cards):
            at(sl, s)[sl[2]] = c
            for b in bases:
                at(sl, b)[sl[2]] = c
    return common.reseed(s, rng)
