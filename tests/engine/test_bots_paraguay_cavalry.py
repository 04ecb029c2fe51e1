"""The steady Allies' cavalry once the road north is open (engine/games/paraguay/plan.py, ``Plan.far``): a stack of
cavalry alone seeks the lacking objective farthest from it by road that no enemy stack stands on, and a fresh
stack of cavalry and slower units leaves the slower ones behind so the cavalry rides there at its own pace; while
Itapúa stands the stack keeps together, as before. Hand-made views of the printed map, as the Allied seat sees
them."""

from engine import prng
from engine.games.paraguay import bot, hexmap
from engine.games.paraguay.bot import Steady
from engine.games.paraguay.plan import Plan

ASUNCIÓN, CURUPAITY, CONCEPCIÓN = "1826", "2622", "1918"
LEAD, NEXT, LAST = "2027", "2133", "2534"    # from Curupaity / Concepción by road: 8 / 9, 16 / 17, 17 / 19 MP


def _unit(uid, kind="infantry", side="allied"):
    mf = 9 if kind == "cavalry" else 6
    return {"id": uid, "nation": "brazil" if side == "allied" else "paraguay", "type": kind, "name": uid,
            "attack": 2, "defense": 2, "mf": mf, "gn": False, "mp": 0}


def _stack(side, units):
    top = min(units, key=lambda u: u["mf"])
    return {"side": side, "count": len(units), "top": top, **({"units": units} if side == "allied" else {})}


def _fort(defense):
    return {"side": "paraguayan", "count": 1, "top": {"type": "fortress", "attack": 0, "defense": defense, "mf": 0}}


def _hexes(army, itapúa_stands=False):
    """Curupayty, Humaitá and Angostura stand, Itapirú has fallen, Itapúa as asked; a Paraguayan infantry unit
    holds Asunción, so only Curupaity and Concepción are free."""
    out = {"1433": _fort(8), "1432": _fort(16), "1827": _fort(10),
           ASUNCIÓN: _stack("paraguayan", [_unit("p0", side="paraguayan")])}
    if itapúa_stands:
        out["2534"] = _fort(6)
    out.update(army)
    return out


def _board(hexes, moving=None):
    return {"turn": 6, "season": "early", "control": {}, "hexes": hexes, "moving": moving}


def test_a_stack_of_cavalry_alone_seeks_the_farthest_free_objective_once_the_road_is_open():
    plan = Plan(_board(_hexes({LEAD: _stack("allied", [_unit("c1", "cavalry"), _unit("c2", "cavalry")])})),
                bot.field, list(bot.AWARDS))
    assert plan.road(CURUPAITY, LEAD) < plan.road(CONCEPCIÓN, LEAD) < 99
    assert plan.far(LEAD) == CONCEPCIÓN and plan.objective(LEAD) == CONCEPCIÓN     # not the nearer Curupaity
    foot = Plan(_board(_hexes({LEAD: _stack("allied", [_unit("i1"), _unit("i2")])})), bot.field, list(bot.AWARDS))
    assert foot.objective(LEAD) == CURUPAITY                                          # infantry: the nearest
    shut = Plan(_board(_hexes({LEAD: _stack("allied", [_unit("c1", "cavalry")])}, itapúa_stands=True)),
                bot.field, list(bot.AWARDS))
    assert shut.far(LEAD) is None and shut.objective(LEAD) == CURUPAITY               # the road is not open yet


def _move(hexes, here, group):
    """The Allied seat's question while the stack ``group`` at ``here`` moves: its drops, its steps, stop."""
    acts = [{"verb": "drop", "arg": u["id"], "label": f"Leave {u['id']} here", "rule": "11.6"} for u in group]
    acts += [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"}
             for n in hexmap.load().neighbours(here) if n not in hexes]
    acts.append({"verb": "finish", "arg": None, "label": "Stop this stack", "rule": "11.2"})
    view = {"role": "allied", "log": [], "board": _board(hexes, {"hex": here, "count": len(group), "kind": "ground"})}
    return Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))


def test_a_mixed_stack_leaves_its_infantry_and_the_cavalry_rides_on_to_the_far_objective():
    group = [_unit("c1", "cavalry"), _unit("i1"), _unit("i2")]
    # while Itapúa stands the stack keeps together (the infantry keeps the cavalry's pace), as before
    act, _ = _move(_hexes({LEAD: _stack("allied", group)}, itapúa_stands=True), LEAD, group)
    assert act["verb"] == "step"
    # the road open: the infantry is left behind, one unit at a time, the reason naming the far objective
    hexes = _hexes({LEAD: _stack("allied", group)})
    act, reason = _move(hexes, LEAD, group)
    assert act["verb"] == "drop" and act["arg"] in ("i1", "i2")
    assert "Concepción" in reason and "11.6" in reason
    # the cavalry alone steps toward Concepción, not toward the nearer Curupaity
    act, reason = _move(hexes, LEAD, group[:1])
    assert act["verb"] == "step"
    to_k = bot.field([CONCEPCIÓN], [ASUNCIÓN], "early")
    assert to_k[act["arg"]] < to_k[LEAD]
    assert "Concepción" in reason and "farthest" in reason and "7.2" in reason
    # a stack that has already stepped this phase is not split on the way (its infantry would have spent as much)
    moved = [dict(u, mp=2) for u in group]
    act, _ = _move(_hexes({LEAD: _stack("allied", moved)}), LEAD, moved)
    assert act["verb"] == "step"


def test_a_mixed_stack_bound_for_an_objective_the_enemy_holds_keeps_its_cavalry():
    group = [_unit("c1", "cavalry"), _unit("i1"), _unit("i2")]
    foot = {h: _stack("allied", [_unit(f"{h}-1"), _unit(f"{h}-2")]) for h in (LEAD, NEXT)}
    hexes = _hexes({**foot, LAST: _stack("allied", group)})
    plan = Plan(_board(hexes), bot.field, list(bot.AWARDS))
    assert plan.objective(LAST) == ASUNCIÓN and ASUNCIÓN in plan.held    # Curupaity and Concepción are sought
    act, _ = _move(hexes, LAST, group)
    assert act["verb"] == "step"                                          # the stack keeps together for the attack
    del hexes[NEXT]                                                       # Concepción is free to seek: it splits
    act, reason = _move(hexes, LAST, group)
    assert act["verb"] == "drop" and "Concepción" in reason
