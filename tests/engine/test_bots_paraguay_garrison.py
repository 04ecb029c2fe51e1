"""With no objective in Allied hands, a Paraguayan stack that moves (the strong level's choice; the steady side stays
put) marches on an objective no Paraguayan ground unit holds while an Allied stack stands within ``bot.THREAT`` MP
of it: a unit there must be attacked, not walked past (3.6, 4.4). The stacks nearest such a hex are offered to the
search first, still below ending the phase, and the Paraguayan seat's score counts its garrisons. Hand-made views
of the printed map, as the Paraguayan seat sees them."""

import engine
from engine import prng
from engine.games.paraguay import bot, strong
from engine.games.paraguay.bot import Steady
from engine.games.paraguay.roads import field

CURUPAITY = "2622"
START, FAR = "2625", "1432"
FOE = "2719"             # 6 MP from Curupaity by the printed roads


def _foot(uid, nation="paraguay"):
    return {"id": uid, "nation": nation, "type": "infantry", "name": uid, "attack": 2, "defense": 3, "mf": 6,
            "gn": False, "mp": 0}


def _hexes(garrison=False):
    ours, foe = [_foot("p1"), _foot("p2")], _foot("b1", "brazil")
    hexes = {START: {"side": "paraguayan", "count": 2, "top": ours[0], "units": ours},
             FOE: {"side": "allied", "count": 3, "top": foe}}
    if garrison:
        hexes[CURUPAITY] = {"side": "paraguayan", "count": 1, "top": _foot("p3"), "units": [_foot("p3")]}
    return hexes


def _move_view(garrison=False):
    board = {"turn": 9, "season": "early", "control": {}, "hexes": _hexes(garrison),
             "moving": {"hex": START, "count": 2, "kind": "ground"}}
    return {"role": "paraguayan", "log": [], "board": board}


def _move_question():
    acts = [{"verb": "step", "arg": n, "label": f"Step to {n}", "rule": "11.1"} for n in bot.neighbours(START)]
    acts.append({"verb": "finish", "arg": None, "label": "Stop here", "rule": "11.2"})
    return {"role": "paraguayan", "prompt": "Move", "actions": acts}


def test_an_objective_with_an_allied_stack_near_and_none_of_ours_on_it_is_exposed():
    assert field([CURUPAITY], [], "early")[FOE] <= bot.THREAT
    assert CURUPAITY in bot.exposed(_hexes(), {}, "early")
    assert CURUPAITY not in bot.exposed(_hexes(garrison=True), {}, "early")      # a unit of ours stands there
    assert CURUPAITY not in bot.exposed(_hexes(), {CURUPAITY: "allied"}, "early")  # theirs: retaken, not guarded
    far = {h: c for h, c in _hexes().items() if h != FOE}
    assert bot.exposed(far, {}, "early") == []                                   # no Allied stack near any


def test_a_moving_stack_steps_toward_the_exposed_objective_and_says_why():
    road = field([CURUPAITY], [FOE], "early")
    act, reason = Steady().choose(_move_view(), _move_question(), {}, prng.seed_state(1))
    assert act["verb"] == "step" and road[act["arg"]] < road[START]
    assert "must be attacked" in reason and "3.6" in reason and "4.4" in reason
    others = bot.exposed(_hexes(garrison=True), {}, "early")      # held by a unit of ours: the other exposed ones
    assert CURUPAITY not in others
    act, reason = Steady().choose(_move_view(garrison=True), _move_question(), {}, prng.seed_state(1))
    if others:
        road = field(others, [FOE], "early")
        assert "must be attacked" in reason and road[act["arg"]] < road[START]
    else:
        assert "must be attacked" not in reason


def test_the_stack_nearest_the_exposed_objective_is_offered_first_but_steady_play_ends_the_phase():
    hexes = _hexes()
    hexes[FAR] = {"side": "paraguayan", "count": 1, "top": _foot("p9"), "units": [_foot("p9")]}
    board = {"turn": 9, "season": "early", "control": {}, "hexes": hexes}
    view = {"role": "paraguayan", "log": [], "board": board}
    acts = [{"verb": "select", "arg": {"hex": h, "kind": "ground"}, "label": f"Move {h}", "rule": "11.1"}
            for h in (FAR, START)]
    acts.append({"verb": "end_phase", "arg": None, "label": "End movement", "rule": "5.2"})
    ranked = Steady().rank(view, {"role": "paraguayan", "prompt": "Move", "actions": acts}, {})
    assert [a["verb"] for _, a, _ in ranked][0] == "end_phase"
    prio = {a["arg"]["hex"]: p for p, a, _ in ranked if a["verb"] == "select"}
    assert 2 < prio[START] < 3 and prio[FAR] < prio[START]


def test_the_paraguayan_score_counts_a_garrison_on_an_objective_the_allies_near():
    state = engine.setup("paraguay", 4)
    asuncion = "1826"
    assert any(u["where"] == asuncion and u["side"] == "paraguayan" for u in state["units"])
    road = field([asuncion], [], "early")
    taken = {u["where"] for u in state["units"]}
    near = min(h for h in road if road[h] == 6 and h not in taken)
    foe = next(u for u in state["units"] if u["side"] == "allied" and u["type"] == "infantry")
    foe["where"] = near
    ours = sum(1 for u in state["units"] if u["where"] == asuncion and u["side"] == "paraguayan"
               and u["type"] != "fortress")
    plain, held = strong.parts(state)[2], strong.parts(state, garrisons=True)[2]
    # Asunción's nearness (1 - 6/30) counts divided by 1 + the garrison; the others' as before
    assert ours >= 1 and abs((plain - held) - (1 - 6 / 30) * (1 - 1 / (1 + ours))) < 1e-9
    assert strong.evaluate(state, "paraguayan") > 1 - strong.evaluate(state, "allied")
