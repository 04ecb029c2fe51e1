"""The steady Allies' siege of the river fortresses (engine/games/paraguay/plan.py, bot.py): the first fortress of
the chain still standing (Itapirú, then Itapúa) draws the stacks nearest it until they bring SIEGE_ODDS times the
defence it may have; a stack so sent marches there and names the rule; the attack on a fortress counts the
fortress counter's printed defence and an ordinary unit's for each other unit. Hand-made views of the printed
map, as the Allied seat sees them."""

from engine import prng
from engine.games.paraguay import bot, hexmap
from engine.games.paraguay.bot import Steady
from engine.games.paraguay.fleet import lined
from engine.games.paraguay.plan import GARRISON, SIEGE_ODDS, Plan


def _foot(uid, attack=2):
    return {"id": uid, "nation": "brazil", "type": "infantry", "name": uid, "attack": attack, "defense": 2, "mf": 6,
            "gn": False}


def _stack(side, units):
    return {"side": side, "count": len(units), "top": units[0], **({"units": units} if side == "allied" else {})}


def _fort(defense, garrison=0):
    """A Paraguayan fortress hex as the Allies see it: the fortress on top (it never moves, 3.5), and its size."""
    top = {"type": "fortress", "attack": 0, "defense": defense, "mf": 0}
    return {"side": "paraguayan", "count": 1 + garrison, "top": top}


def _forts(**over):
    out = {"1434": _fort(4), "2534": _fort(6), "1433": _fort(8), "1432": _fort(16, 10), "1827": _fort(10)}
    out.update(over)
    return {h: v for h, v in out.items() if v is not None}


def _board(hexes, turn=3):
    return {"turn": turn, "season": "early", "control": {}, "hexes": hexes, "moving": None}


def _plan(hexes):
    return Plan(_board(hexes), bot.field, list(bot.awards()))


def test_itapirú_first_then_itapúa_and_their_fall_opens_the_road_north():
    army = {"1336": _stack("allied", [_foot(f"a{i}") for i in range(12)])}     # 24 attack factors: 4 x 6
    plan = _plan({**_forts(), **army})
    assert plan.siege == "1434" and plan.besiegers == {"1336"}
    assert plan.objective("1336") == "1434" and plan.name("1434") == "Itapirú"
    plan = _plan({**_forts(**{"1434": None}), **army})
    assert plan.siege == "2534" and plan.objective("1336") == "2534"
    # why: with both fallen the Allied supply line runs up the road from Itapúa to the three objectives (7.5)
    hm = hexmap.load()
    standing = set(_forts())
    assert not any(g in lined(hm, standing) for g in bot.awards())
    assert all(g in lined(hm, standing - {"1434", "2534"}) for g in bot.awards())


def test_only_the_nearest_stacks_go_until_the_odds_are_gathered():
    near = _stack("allied", [_foot(f"n{i}", 3) for i in range(6)])        # 18 attack factors, beside Corrientes
    far = _stack("allied", [_foot(f"f{i}", 3) for i in range(6)])         # the same, far to the east
    plan = _plan({**_forts(), "1336": near, "2843": far})
    assert SIEGE_ODDS * 4 <= 18
    assert plan.besiegers == {"1336"}                          # 18 >= 4 x 4: the far stack seeks an objective
    assert plan.objective("2843") in bot.awards()
    thin = _stack("allied", [_foot("t0", 1)])                  # 1 attack factor: not enough alone
    plan = _plan({**_forts(), "1336": thin, "2843": far})
    assert plan.besiegers == {"1336", "2843"}


def test_no_siege_when_the_whole_army_cannot_bring_the_odds():
    army = {"1336": _stack("allied", [_foot("a0"), _foot("a1")])}         # 4 attack factors against 4 x 4
    plan = _plan({**_forts(), **army})
    assert plan.siege is None and plan.besiegers == set()
    assert plan.objective("1336") in bot.awards()
    big = _forts(**{"1434": None, "2534": None})                          # Curupayty and Humaitá are not sought
    plan = _plan({**big, "1336": _stack("allied", [_foot(f"a{i}") for i in range(20)])})
    assert plan.siege is None


def test_a_besieging_stack_marches_on_the_fortress_and_says_why():
    units = [_foot(f"a{i}") for i in range(8)]
    hexes = {**_forts(), "1336": _stack("allied", units)}
    acts = [{"verb": "select", "arg": {"hex": "1336", "kind": "ground"}, "label": "Move ground units", "rule": "11.5"},
            {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    view = {"role": "allied", "log": [], "board": _board(hexes)}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    assert act["verb"] == "select" and "Itapirú" in reason and "7.5" in reason
    hm = hexmap.load()
    moving = dict(view, board=dict(view["board"], moving={"hex": "1336", "count": 8, "kind": "ground"}))
    steps = [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"} for n in hm.neighbours("1336")]
    steps.append({"verb": "finish", "arg": None, "label": "Stop", "rule": "11.2"})
    act, reason = Steady().choose(moving, {"role": "allied", "prompt": "Move", "actions": steps}, {},
                                  prng.seed_state(1))
    road = bot.field([n for n in hm.neighbours("1434") if n not in ("1433",)], set(_forts()), "early")
    assert act["verb"] == "step" and road[act["arg"]] < road["1336"] and "fortress this stack besieges" in reason


def test_the_attack_on_a_fortress_counts_its_printed_defence_and_its_garrison():
    # 20 attack factors next to Humaitá (16) with one other unit: 16 + 3 = 19 in defence, too weak at 2:1
    att = {"1331": _stack("allied", [_foot(f"a{i}") for i in range(10)])}
    view = {"role": "allied", "log": [], "board": _board({**_forts(**{"1432": _fort(16, 1)}), **att})}
    q = {"role": "allied", "prompt": "Attack", "actions": [
        {"verb": "target", "arg": "1432", "label": "Attack 1432", "rule": "13.1"},
        {"verb": "end_combat", "arg": None, "label": "End the combat phase", "rule": "5.2"}]}
    act, reason = Steady().choose(view, q, {}, prng.seed_state(1))
    assert act["verb"] == "end_combat"
    # 40 against 19: it strikes; the old reckoning (16 a unit, 32) would have held back
    att = {"1331": _stack("allied", [_foot(f"a{i}", 4) for i in range(10)])}
    view = {"role": "allied", "log": [], "board": _board({**_forts(**{"1432": _fort(16, 1)}), **att})}
    act, reason = Steady().choose(view, q, {}, prng.seed_state(1))
    assert act["verb"] == "target" and f"about {16 + GARRISON}" in reason
