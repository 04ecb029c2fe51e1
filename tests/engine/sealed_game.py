"""A test-only game built on procedures, for sealed (simultaneous) questions: "sealed bids".

Three players each secretly bid 1-3 at once (AskEach). Then the highest bidder (ties: earlier seat) is
asked, alone, whether to double; doubling wins on a die roll of 4+, else the lowest bidder wins.
"""

from engine import procs, registry
from engine.core import Game

ROLES = ("north", "east", "south")


def sealed_round(x):
    st = x.state
    questions = {r: (f"{r}: choose your sealed bid.", [procs.option("bid", n, f"Bid {n}", "S1") for n in (1, 2, 3)])
                 for r in st["roles"]}
    bids = yield procs.AskEach(questions, "S1")
    st["bids"] = {r: bids[r]["arg"] for r in st["roles"]}
    x.log("S1", "Bids revealed: " + ", ".join(f"{r} {st['bids'][r]}" for r in st["roles"]))
    order = sorted(st["roles"], key=lambda r: (-st["bids"][r], st["roles"].index(r)))
    top = order[0]
    answer = yield procs.Ask(top, "Double?", [procs.option("double", True, "Double", "S2"),
                                              procs.option("double", False, "Stand", "S2")], "S2")
    if answer["arg"]:
        die = x.chance.die(6, "S2")
        winner = top if die >= 4 else order[-1]
    else:
        winner = top
    st["result"] = {"winner": winner, "reason": f"bids {st['bids']}", "rule": "S2"}


class Sealed(Game):
    id = "test-sealed"
    title = "Sealed bids (test game)"
    roles = ROLES
    steps = {procs.ProcStep.name: procs.ProcStep()}
    procedures = {"round": sealed_round}

    def start(self, ctx, scenario, options):
        ctx.state["bids"] = {}
        procs.start(self, ctx, "round")

    def board(self, state, role):
        return {"bids": dict(state["bids"])}


if "test-sealed" not in registry.ids():
    registry.register(Sealed)
