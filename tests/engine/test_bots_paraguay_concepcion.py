"""The steady Allies once the road north is open (engine/games/paraguay/plan.py, ``Plan._deal``): with Itapirú and
Itapúa fallen, ``COVER`` counts only the units of nearer stacks that seek an objective, so a stack behind one bound
for Curupaity heads for Concepción; while Itapúa stands, every nearer unit counts, as before. Hand-made views of
the printed map, as the Allied seat sees them."""

from engine import prng
from engine.games.paraguay import bot
from engine.games.paraguay.bot import Steady
from engine.games.paraguay.plan import COVER, Plan

ASUNCIÓN, CURUPAITY, CONCEPCIÓN = "1826", "2622", "1918"
LEAD, NEXT, LAST, REAR = "2027", "2133", "2534", "1943"   # from Curupaity/Concepción by road 8/9, 16/17, 17/19, 28/29


def _foot(uid, side="allied"):
    return {"id": uid, "nation": "brazil" if side == "allied" else "paraguay", "type": "infantry", "name": uid,
            "attack": 2, "defense": 3, "mf": 6, "gn": False}


def _stack(side, units):
    return {"side": side, "count": len(units), "top": units[0], **({"units": units} if side == "allied" else {})}


def _fort(defense):
    return {"side": "paraguayan", "count": 1, "top": {"type": "fortress", "attack": 0, "defense": defense, "mf": 0}}


def _hexes(army, itapúa_stands=False):
    """Curupayty, Humaitá and Angostura stand (never besieged), Itapirú has fallen, Itapúa as asked; a Paraguayan
    infantry unit holds Asunción, so the empty Curupaity and Concepción come first in every stack's order."""
    out = {"1433": _fort(8), "1432": _fort(16), "1827": _fort(10),
           ASUNCIÓN: _stack("paraguayan", [_foot("p0", "paraguayan")])}
    if itapúa_stands:
        out["2534"] = _fort(6)
    out.update(army)
    return out


def _board(hexes):
    return {"turn": 6, "season": "early", "control": {}, "hexes": hexes, "moving": None}


def _plan(hexes):
    return Plan(_board(hexes), bot.field, list(bot.awards()))


def _army(*where):
    return {h: _stack("allied", [_foot(f"{h}-{i}") for i in range(COVER)]) for h in where}


def test_after_itapúas_fall_a_stack_behind_the_one_bound_for_curupaity_heads_for_concepción():
    plan = _plan(_hexes(_army(LEAD, NEXT)))
    assert plan.siege is None and plan.objective(LEAD) == CURUPAITY
    # the lead stack is nearer every objective, but only Curupaity is sought by it
    assert all(plan.road(g, LEAD) < plan.road(g, NEXT) for g in bot.awards())
    assert plan.objective(NEXT) == CONCEPCIÓN
    # while Itapúa stands every nearer unit counts, as before: the second stack follows the first
    plan = _plan(_hexes(_army(LEAD, NEXT), itapúa_stands=True))
    assert plan.siege is None                                # 8 attack factors, far short of 4 x 6
    assert plan.objective(LEAD) == plan.objective(NEXT) == CURUPAITY


def test_once_each_objective_is_sought_the_rest_go_to_the_first_of_their_order():
    lone = {"1335": _stack("allied", [_foot("garrison")])}  # a lone unit on Corrientes stays (4.2): not counted
    plan = _plan(_hexes({**_army(LEAD, NEXT, LAST, REAR), **lone}))
    assert [plan.objective(h) for h in (LEAD, NEXT, LAST)] == [CURUPAITY, CONCEPCIÓN, ASUNCIÓN]  # held: last
    assert plan.objective(REAR) == CURUPAITY                 # empty and nearer than Concepción
    assert plan.road(CURUPAITY, REAR) < plan.road(CONCEPCIÓN, REAR)
    assert "1335" not in plan.dealt and plan.objective(NEXT) == CONCEPCIÓN


def test_the_stack_sent_to_concepción_says_why_and_names_its_rules():
    hexes = _hexes(_army(LEAD, NEXT))
    acts = [{"verb": "select", "arg": {"hex": NEXT, "kind": "ground"}, "label": f"Move the stack at {NEXT}",
             "rule": "11.5"},
            {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    view = {"role": "allied", "log": [], "board": _board(hexes)}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {},
                                  prng.seed_state(1))
    assert act["arg"]["hex"] == NEXT
    assert "Concepción" in reason and "7.5" in reason and "4.4" in reason
