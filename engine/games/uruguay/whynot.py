""""Why not?" for Uruguay (engine/whynot.py asks ``explain`` first).

While an Operation picks its spaces (3.2, 3.3) the question's rule says which Operation it is, and the same
conditions its candidate lists use (``ops._<op>_candidates``: Cells for Patrol and Travel, Underground Cells for
Sabotage and Rob, cubes and an Active Cell or a Safe House for Arrest, Urban or Rural for Deploy and Recruit)
say why a space is not one of them. Everything is read from the asking role's own view of the board, so the
People's Prison, hidden from the Government, never enters an answer.
"""

from .ops import OPS
from .svg import piece_id

TURN_RULE = "2.0"
# the pieces and markers the board and its key draw, by the id they are drawn with (svg.piece_id), named as a tap
# on one alone (no space under it, as in the key) is answered: the marker is never taken for the Operation
PIECES = {piece_id(key): word for key, word in (
    ("police", "a Police cube"), ("troops", "a Troops cube"), ("cells_u", "an Underground Cell"),
    ("cells_a", "an Active Cell"), ("safe", "a Safe House"), ("sabotage", "the Sabotage marker"))}

# rule of an Operation's space question -> (which spaces it may pick, what the rule asks, in one phrase)
NEEDS = {
    "deploy": (lambda sp, kind: kind in ("urban", "rural"), "goes only to Urban or Rural spaces"),
    "patrol": (lambda sp, kind: sp["cells_u"] + sp["cells_a"] > 0 or kind == "center",
               "needs Cells in the space, or a Strategic Center"),
    "search": (lambda sp, kind: True, "may pick any space"),
    "arrest": (lambda sp, kind: sp["police"] + sp["troops"] > 0 and (sp["cells_a"] or sp["safe"]),
               "needs Police or Troops in the space and an Active Cell or a Safe House there"),
    "recruit": (lambda sp, kind: kind in ("urban", "rural"), "goes only to Urban or Rural spaces"),
    "travel": (lambda sp, kind: sp["cells_u"] + sp["cells_a"] > 0, "starts only where Cells are"),
    "sabotage": (lambda sp, kind: sp["cells_u"] > 0, "needs an Underground Cell in the space"),
    "rob": (lambda sp, kind: kind == "urban" and sp["cells_u"] > 0,
            "needs an Underground Cell in an Urban space"),
}


def explain(game, state, role, target, legal):
    board = game.view(state, role)["board"]
    sp = board["spaces"].get(target)
    if sp is None:
        return None          # a piece alone (as in the key): the shared answers, naming it as ``name`` does
    ops = {OPS[k]["rule"]: k for k in OPS}
    rules = [a["rule"] for a in legal if a["verb"] == "space"]
    if "2.1" in rules and not sp["safe"]:          # the People's Prison is one of the Tupamaros' Safe Houses
        return f"the People's Prison goes under one of your Safe Houses: {game.map()['by_id'][target]['name']} " \
               f"has none", "2.1"
    op = next((ops[r] for r in rules if r in ops), None)
    if op is None:
        return None
    allowed, needs = NEEDS[op]
    name = game.map()["by_id"][target]["name"]
    op_name = OPS[op]["name"]
    if not allowed(sp, game.map()["by_id"][target]["type"]):
        return f"{op_name} {needs}: {name} does not qualify", OPS[op]["rule"]
    if op == "travel":
        return (f"{name} is not open to this Travel: it was picked already, its Cells arrived in this Travel where "
                f"no Safe House stands (they move no further), or the card in play limits the spaces"), "3.3.2"
    return (f"{name} is not open to this {op_name}: it was picked already, or the card in play limits the "
            f"spaces"), OPS[op]["rule"]


def name(game, state, role, target):
    space = game.map()["by_id"].get(target)
    return space["name"] if space else PIECES.get(target)
