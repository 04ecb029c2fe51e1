"""Uruguay's computer opponents (engine/bots): the steady bot's priority lists for the Government and the
Tupamaros, the evaluation a searching bot scores roll-outs with, and the determiniser that re-draws what a
seat may not see (the People's Prison among the Safe Houses, the order of each pile of the draw deck).
docs/BOTS.md lists the priorities in plain words."""

from ... import content, prng
from ...bots import common
from ...bots.common import PriorityBot
from ...bots.search import Strong as Search
from ...words import count

GOV, TUP = "government", "tupamaros"
PILE = 9

BOX_PRIO = {"op_sa": (8, "the Operation with a Special Activity box does the most with this card"),
            "event": (6, "the Event box: play the card itself"),
            "limited": (5, "a Limited Operation still acts this card")}
OPS_GOV = {"arrest": 9, "search": 8, "deploy": 6, "patrol": 5}
OPS_TUP = {"sabotage": 8, "recruit": 7, "rob": 6, "travel": 5}


def _spaces():
    return {s["id"]: s for s in content.load("uruguay")["spaces"]}


def _cubes(sp):
    return sp["police"] + sp["troops"]


def _cells(sp):
    return sp["cells_u"] + sp["cells_a"]


class Steady(PriorityBot):
    """The steady Uruguay player: one priority list per kind of decision, for either faction."""

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        ctx["static"] = _spaces()
        ctx["what"] = question["prompt"].split(":")[0].strip()
        return ctx

    def score(self, ctx, act):
        role, board, verb, arg = ctx["role"], ctx["board"], act["verb"], act["arg"]
        gov = role == GOV
        if verb == "box":
            prio, why = BOX_PRIO.get(arg, (3, "the only box left"))
            return prio, f"{act['label']}: {why}"
        if verb == "op":
            return self.op(ctx, act, gov)
        if verb == "special":
            return 7, f"{act['label']}: a Special Activity is free action on top of the Operation"
        if verb == "event":
            return 5, f"{act['label']}: the Event chosen, both sides are open to {'the Government' if gov else 'us'}"
        if verb == "intervene":
            return 0, "Military Intervention only as a last resort: it lets the Coup Threat decide the game"
        if verb == "space" and isinstance(arg, str) and arg in board["spaces"]:
            return self.space(ctx, act, gov)
        if verb == "number" and isinstance(arg, int) and not gov and ctx["what"].startswith("How many") \
                and self.wants_home(ctx) is None and any(ctx["prompt"].endswith(f" {st['name']}?")
                                                         for st in ctx["static"].values() if st["type"] == "rural"):
            return 7 - abs(arg - 2) / 10, f"{act['label']}: two Cells are enough to hold the countryside (6.2.5)"
        if verb == "number" and isinstance(arg, int):
            return 3 + arg / 10, f"{act['label']}: as many as may go, to mass our forces"
        if verb == "which":
            keep = arg != "peoples_prison"
            return (6 if keep else 2), (f"{act['label']}: the People's Prison stays hidden" if keep
                                        else f"{act['label']}: the Prison leaves only if it must")
        if verb == "intel" and ctx["what"] == "Outdated Intel":
            return 6, f"{act['label']}: one Intel chit must go, any of them, by the die"
        if verb in ("orders", "lead", "intel"):
            return 6, f"{act['label']}: one more space acted in is worth the chit"
        if verb == "move":
            return 6, f"{act['label']}: every cube that may come in joins the Operation"
        if verb == "yes":
            return 5, f"{act['label']}: the extra effect helps {'the Government' if gov else 'the Tupamaros'}"
        if verb == "chit" and ctx["what"] == "Wasted Supplies":
            lose = {"escape": 6, "arms": 5, "orders": 4}.get(arg, 5)
            return lose, f"{act['label']}: Escape goes first, then Arms; Orders are kept"
        if verb == "chit":
            want = {"orders": 6, "arms": 5, "escape": 4}.get(arg, 4) if not gov else 4
            return want, f"{act['label']}: Orders buy extra spaces, Arms and Escape come next"
        if verb == "place" and not gov and self.wants_home(ctx, arg):
            return 7, f"{act['label']}: a Safe House in the countryside denies the Government its +2 (6.2.5)"
        if verb in common.PASSIVE and ctx["what"] == "Redeploy":
            return 5, f"{act['label']}: our pieces already stand where they are needed"
        if verb in common.PASSIVE:
            return 2, f"{act['label']}: nothing better is offered here"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"

    def wants_home(self, ctx, sid=None):
        """No Safe House of ours stands in a Rural space (so 6.2.5 gives the Government +2) and ``sid`` is a Rural
        space (any one, without ``sid``, that has more Cells than cubes and room for a Safe House)."""
        board, static = ctx["board"]["spaces"], ctx["static"]
        if any(sp["safe"] for k, sp in board.items() if static[k]["type"] == "rural"):
            return False
        if sid is not None:
            return sid in static and static[sid]["type"] == "rural"
        # without sid: True when a Rural space is ready for a Safe House, None when none is (Cells must go first)
        return any(static[k]["type"] == "rural" and _cells(sp) > _cubes(sp) for k, sp in board.items()) or None

    def op(self, ctx, act, gov):
        spaces = ctx["board"]["spaces"].values()
        if gov:
            exposed = sum(1 for sp in spaces if sp["cells_a"] and sp["police"])
            hidden = sum(1 for sp in spaces if sp["cells_u"])
            if act["arg"] == "arrest" and exposed:
                return 9, f"Arrest: Active Cells stand with Police in {count(exposed, 'space')}"
            if act["arg"] == "search" and hidden:
                return 8, (f"Search: {count(hidden, 'space')} {'hides' if hidden == 1 else 'hide'} Underground Cells "
                           "to bring into the open")
            return OPS_GOV.get(act["arg"], 4) - 3, f"{act['label']}: to spread the cubes where the Cells are"
        avail = ctx["board"]["available"]["cells"]
        if act["arg"] == "travel" and self.wants_home(ctx) is None:
            return 8.5, "Travel: Cells to the countryside first, to make room for a Safe House there (6.2.5)"
        if act["arg"] == "sabotage":
            return 8, "Sabotage: strike where our Cells outnumber the cubes"
        if act["arg"] == "recruit" and avail >= 2:
            return 7, f"Recruit: {avail} Cells wait in Available"
        held = sum(ctx["board"]["supply_held"].values())
        if act["arg"] == "rob" and held < 2:
            return 7, f"Rob: only {held} Supply chit(s) in hand"
        return OPS_TUP.get(act["arg"], 4) - 2, f"{act['label']}: to move the Cells where the Police are few"

    def space(self, ctx, act, gov):
        sp = ctx["board"]["spaces"][act["arg"]]
        st = ctx["static"][act["arg"]]
        econ = st.get("econ") or 0
        name = st["name"]
        what = ctx["what"]
        if "leaves from" in ctx["prompt"] or "must leave" in ctx["prompt"]:
            held = _cells(sp) if gov else _cubes(sp)
            if not gov and "Safe House" in ctx["prompt"] and st["type"] != "rural" and self.wants_home(ctx):
                return 6 - held / 10, (f"{what}: a Safe House from {name} goes to the countryside, where none of "
                                       "ours stands yet (6.2.5)")
            return 4 - held / 10, f"{what}: from {name}, where it is least needed ({held} foes there)"
        if gov:
            value = 3 * sp["cells_a"] + 2 * sp["cells_u"] + 2 * sp["safe"] + econ
            return 4 + value / 10, (f"{what} in {name}: the most Tupamaros there among the choices "
                                    f"({_cells(sp)} Cells, {sp['safe']} Safe Houses)")
        cubes = _cubes(sp)
        if what.startswith("Intimidate"):
            return 4 + sp["police"] / 5, f"Intimidate in {name}: {sp['police']} Police to drive off"
        prompt = ctx["prompt"]
        if what == "Travel" and "origin" in prompt and self.wants_home(ctx):
            return 1, f"Travel from {name}: Cells already wait in the countryside, the others stay (6.2.5)"
        if what == "Travel" and "to where" in prompt and self.wants_home(ctx, act["arg"]) \
                and self.wants_home(ctx) is None:
            return 7, f"Travel to {name}: Cells into the countryside, where a Safe House may then go (6.2.5)"
        if self.wants_home(ctx, act["arg"]) and (what == "Recruit" or _house_question(prompt)):
            if what == "Recruit" and not _house_question(prompt) and not _cells(sp):
                return 1, f"Recruit in {name}: without a Safe House or a Cell there, nothing would be placed"
            return 7, (f"{what} in {name}: a Safe House in the countryside denies the Government its +2 at the "
                       "Propaganda Round (6.2.5)")
        if what == "Recruit" and st["type"] == "rural" and not sp["safe"] and not _house_question(prompt):
            return 1, f"Recruit in {name}: with no Safe House there, no Cell would be placed"
        if "Sabotage" in prompt:
            if st["type"] == "center" and not sp["sabotage"]:
                extra = 0.2 if act["arg"] == "government" else 0
                return 5.1 + extra, (f"Sabotage in {name}: a Daring Action, one less Political Will at the "
                                     "Propaganda Round (6.2.2)")
            if st["type"] != "center" and _cells(sp) + sp["sabotage"] == cubes:
                return 5 + econ / 10 + (0.05 if st["type"] == "urban" else 0), (
                    f"Sabotage in {name}: the marker tips it into Unrest, Economic Value {econ} off Political Will "
                    "(6.1.1)")
        value = econ + _cells(sp) / 2 + sp["safe"] - 2 * cubes + (2 if st["type"] == "center" else 0)
        return 4 + value / 10, f"{what} in {name}: {cubes} Government cubes there, the fewest worth the risk"


def _house_question(prompt):
    """Whether ``prompt`` asks where a Safe House goes (not where one leaves from, nor the People's Prison)."""
    return ("Safe House" in prompt and "Prison" not in prompt) or prompt.startswith("Move it to which space")


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss; otherwise Political Will against the Coup Threat and
    the Cells on the map (the Tupamaros win by bringing Political Will down, 7.0)."""
    res = state.get("result")
    if res is not None:
        return 1.0 if res.get("winner") == role else 0.0
    t = state["tracks"]
    cells = sum(_cells(sp) for sp in state["spaces"].values())
    cubes = sum(_cubes(sp) for sp in state["spaces"].values())
    tup = 0.5 + 0.04 * (10 - t["political_will"]) + 0.01 * (cells - cubes) - 0.01 * state["prison"]
    if t["military_intervention"]:
        tup += 0.04 * (t["coup_threat"] - t["political_will"])
    tup = min(0.95, max(0.05, tup))
    return tup if role == TUP else 1 - tup


class Strong(Search):
    """The strong level: the shared search (engine/bots/search.py) over the steady bot's best four, roll-outs of
    40 moves, scored by ``evaluate``."""

    width, depth, score = 4, 40, staticmethod(evaluate)


def determinise(state, role, rng):
    """A state ``role`` could be in, drawn with ``rng``: the People's Prison placed afresh among the Safe Houses
    (unless ``role`` knows where it is), each pile of the draw deck shuffled again, chance re-seeded (the inverse
    of ``Game.secret_twins``: whatever the hidden truth, the same draws give the same sample)."""
    s = common.copy(state)
    bases = common.bases(s)
    solo = s["options"].get("solo")
    if s["pp"] is not None and s.get("pp_revealed") != s["pp"] and (role != TUP or solo) \
            and all(b.get("pp") == s["pp"] for b in bases):
        places = sorted(sid for sid, sp in s["spaces"].items() if sp["safe"])
        weights = [sid for sid in places for _ in range(s["spaces"][sid]["safe"])] if solo else places
        if weights:
            pp = weights[prng.below(rng, len(weights))]
            s["pp"] = pp
            for b in bases:
                b["pp"] = pp
    deck = s["deck"]
    if all(b.get("deck") == deck for b in bases):
        start = len(s["played"])
        new = []
        k = 0
        while k < len(deck):
            end = k + (PILE - (start + k) % PILE)
            new += common.deal_again(deck[k:end], rng)
            k = end
        s["deck"] = new
        for b in bases:
            b["deck"] = list(new)
    return common.reseed(s, rng)
