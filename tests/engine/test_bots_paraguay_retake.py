"""A Paraguayan stack that moves (the strong level chooses to move one; the steady side stays put) marches on the
nearest objective the Allies hold, which a unit of its side entering takes back (3.6, 4.4); with none held it seeks
the sudden-death hexes as before. Hand-made views of the printed map, as the Paraguayan seat sees them."""

from engine import prng
from engine.games.paraguay import bot
from engine.games.paraguay.bot import Steady
from engine.games.paraguay.roads import field

CURUPAITY = "2622"
START = "2625"


def _foot(uid):
    return {"id": uid, "nation": "paraguay", "type": "infantry", "name": uid, "attack": 2, "defense": 3, "mf": 6,
            "gn": False, "mp": 0}


def _view(control):
    units = [_foot("p1"), _foot("p2")]
    hexes = {START: {"side": "paraguayan", "count": 2, "top": units[0], "units": units}}
    board = {"turn": 9, "season": "early", "control": control, "hexes": hexes,
             "moving": {"hex": START, "count": 2, "kind": "ground"}}
    return {"role": "paraguayan", "log": [], "board": board}


def _question():
    acts = [{"verb": "step", "arg": n, "label": f"Step to {n}", "rule": "11.1"} for n in bot.neighbours(START)]
    acts.append({"verb": "finish", "arg": None, "label": "Stop here", "rule": "11.2"})
    return {"role": "paraguayan", "prompt": "Move", "actions": acts}


def test_a_moving_paraguayan_stack_steps_toward_the_objective_the_allies_hold():
    road = field([CURUPAITY], [], "early")
    act, reason = Steady().choose(_view({CURUPAITY: "allied"}), _question(), {}, prng.seed_state(1))
    assert act["verb"] == "step"
    assert road[act["arg"]] < road[START]                     # nearer Curupaity by the cheapest road
    assert "takes back" in reason and "3.6" in reason and "4.4" in reason


def test_with_no_objective_held_by_the_allies_it_seeks_the_sudden_death_hexes_as_before():
    act, reason = Steady().choose(_view({}), _question(), {}, prng.seed_state(1))
    assert "takes back" not in reason
    goals = bot.targets("paraguayan")
    if act["verb"] == "step":
        near = min(bot.distance(act["arg"], g) for g in goals)
        assert near < min(bot.distance(START, g) for g in goals)
