"""The steady Allies' late siege (engine/games/paraguay/plan.py, ``LATE``): once Itapirú and Itapúa have fallen (the
road north is open), the stacks that can no longer reach an objective they lack before the war ends go to the first
of Humaitá, Curupayty and Angostura still standing (all five fallen are a Victory Point, 4.4); a stack that can
still reach one marches on as before. Hand-made views of the printed map, as the Allied seat sees them."""

from engine import prng
from engine.games.paraguay import bot
from engine.games.paraguay.bot import Steady
from engine.games.paraguay import plan as war
from engine.games.paraguay.plan import Plan

SOUTH, LEAD = "1336", "2027"      # beside Corrientes: 18 MP by road from Asunción; 3 MP from it


def _foot(uid, attack=2, mf=6):
    return {"id": uid, "nation": "brazil", "type": "infantry", "name": uid, "attack": attack, "defense": 2, "mf": mf,
            "gn": False}


def _stack(units):
    return {"side": "allied", "count": len(units), "top": units[0], "units": units}


def _fort(defense, garrison=0):
    return {"side": "paraguayan", "count": 1 + garrison, "top": {"type": "fortress", "attack": 0, "defense": defense,
                                                                  "mf": 0}}


def _late(**over):
    """Itapirú and Itapúa fallen; Humaitá with two more units, Curupayty and Angostura alone, unless told."""
    out = {"1432": _fort(16, 2), "1433": _fort(8), "1827": _fort(10)}
    out.update(over)
    return {h: v for h, v in out.items() if v is not None}


def _board(hexes, turn):
    return {"turn": turn, "season": "early", "control": {}, "hexes": hexes, "moving": None}


def _plan(hexes, turn):
    return Plan(_board(hexes, turn), bot.field, list(bot.AWARDS))


def _army(where, n=10, mf=6):
    return {where: _stack([_foot(f"{where}-{i}", mf=mf) for i in range(n)])}


def test_a_stack_too_far_from_every_objective_besieges_humaitá():
    plan = _plan({**_late(), **_army(SOUTH)}, turn=8)         # 2 turns x 6 MP = 12 < 18
    assert plan.opened() and plan.siege == "1432" and plan.besiegers == {SOUTH}
    assert plan.objective(SOUTH) == "1432" and plan.name("1432") == "Humaitá"


def test_a_stack_that_can_still_reach_an_objective_marches_on():
    plan = _plan({**_late(), **_army(SOUTH)}, turn=7)         # 3 turns x 6 MP = 18: Asunción still in reach
    assert plan.siege is None and plan.objective(SOUTH) in bot.AWARDS
    plan = _plan({**_late(), **_army(SOUTH), **_army(LEAD)}, turn=8)
    assert plan.besiegers == {SOUTH} and plan.objective(LEAD) in bot.AWARDS
    plan = _plan({**_late(), **_army(SOUTH, mf=9)}, turn=8)   # cavalry: 2 x 9 = 18 MP, in reach
    assert plan.siege is None


def test_humaitá_then_curupayty_then_angostura():
    plan = _plan({**_late(**{"1432": None}), **_army(SOUTH)}, turn=8)
    assert plan.siege == "1433" and plan.besiegers == {SOUTH}
    plan = _plan({**_late(**{"1432": None, "1433": None}), **_army(SOUTH)}, turn=8)
    assert plan.siege == "1827" and plan.name("1827") == "Angostura"
    assert war.LATE == ("1432", "1433", "1827")
    # while Itapúa stands the old chain comes first, whatever the turn
    plan = _plan({**_late(), "2534": _fort(6), **_army(SOUTH, n=12)}, turn=8)     # 24 = 4 x 6
    assert plan.siege == "2534"


def test_the_late_siege_names_its_rules():
    view = {"role": "allied", "log": [], "board": _board({**_late(), **_army(SOUTH)}, turn=8)}
    acts = [{"verb": "select", "arg": {"hex": SOUTH, "kind": "ground"}, "label": "Move ground units", "rule": "11.5"},
            {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    assert act["verb"] == "select" and "Humaitá" in reason and "4.4" in reason and "5.4" in reason
