"""Paraguay's computer opponents: legal and explained moves, the same decision in states that differ only in
hidden units under the top of a stack (fog of war), determinism, and the strong level: it searches the weighty
decisions only, samples only what fog of war hides and names its rule."""

import functools

import engine
from engine import bots, prng

import bots_kit as kit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("paraguay", 2, kinds=("steady", "random"), moves=120)
    assert len(moves) == 120


def test_bots_decide_alike_in_twins_differing_only_in_hidden_stacks():
    assert kit.fairness("paraguay", [1], kinds=("steady", "random"), moves=600, every=9) >= 3


@functools.lru_cache(maxsize=1)
def _weighty_position():
    """Steady play from seed 3 until the Allies start a stack of four or more moving (a decision strong searches)."""
    from engine.games.paraguay import strong
    game = engine.get_game("paraguay")
    state, steady, rng = engine.setup("paraguay", 3), bots.make("paraguay", "steady"), prng.seed_state(2)
    for _ in range(400):
        role = bots.acting(state)
        q = game.question(state, role)
        if role == "allied" and len(q["actions"]) > 1 and strong.weighty(game.view(state, role), q):
            return state
        act, _ = bots.decide(state, role, steady, rng, {})
        state = engine.apply(state, role, act["verb"], act["arg"])
    raise AssertionError("no weighty Allied decision in 400 moves")


def _strong(state, seed=5):
    return bots.decide(state, "allied", bots.make("paraguay", "strong"), prng.seed_state(seed), {},
                       bots.Budget(rollouts=3, seconds=60))


def test_strong_is_offered_and_searches_the_first_step_of_an_army():
    assert bots.refusal("paraguay", "strong") is None
    state = _weighty_position()
    act, reason = _strong(state)
    assert (act, reason) == _strong(state)                            # the same rng, the same decision
    assert act in engine.get_game("paraguay").actions(state, "allied") and act["rule"] in reason
    assert "searched" in reason


def test_strong_decides_alike_in_twins_differing_only_in_hidden_units():
    state = _weighty_position()
    twins = kit.twins_of(state, "allied")
    assert twins, "no Paraguayan stack hides a unit here"
    seen = _strong(state)
    for label, twin in twins[:2]:
        assert _strong(twin) == seen, f"strong decides differently when only {label}"


def test_strong_plays_steady_where_nothing_weighs():
    from engine.games.paraguay import strong
    game = engine.get_game("paraguay")
    state = engine.setup("paraguay", 3)
    role = bots.acting(state)
    q = game.question(state, role)
    while len(q["actions"]) == 1 or strong.weighty(game.view(state, role), q):  # searched
        act, _ = bots.decide(state, role, bots.make("paraguay", "steady"), prng.seed_state(1), {})
        state = engine.apply(state, role, act["verb"], act["arg"])
        role = bots.acting(state)
        q = game.question(state, role)
    strong_act, strong_why = bots.decide(state, role, bots.make("paraguay", "strong"), prng.seed_state(1), {})
    steady_act, steady_why = bots.decide(state, role, bots.make("paraguay", "steady"), prng.seed_state(1), {})
    assert len(q["actions"]) == 1 or (strong_act, strong_why) == (steady_act, steady_why)


def test_a_sample_shows_the_seat_exactly_what_the_real_state_shows():
    """determinise re-deals hidden units only: the seat's view of a sample is its view of the real state, and
    the sample is a state the engine plays on (its invariants hold)."""
    from engine.games.paraguay import strong
    game = engine.get_game("paraguay")
    base = None
    moved = 0
    for state in kit.positions("paraguay", 4, moves=300, every=60):
        role = bots.acting(state)
        if role is None:
            continue
        base = base or game.invariants(state, None)
        sample = strong.sample(state, role, prng.seed_state(11))
        assert game.view(sample, role)["board"] == game.view(state, role)["board"]
        assert game.invariants(sample, base) == []
        for label, twin in kit.twins_of(state, role):
            assert strong.sample(twin, role, prng.seed_state(11)) == sample, f"the sample shows that {label}"
        foe = [u for u in state["units"] if u["side"] != role]
        moved += sum(1 for u, v in zip(foe, [u for u in sample["units"] if u["side"] != role]) if u["where"] != v["where"])
        game.question(sample, role)
    assert moved > 0, "no hidden unit was ever re-dealt"


def test_part_of_a_game_between_bots():
    out = kit.whole_games("paraguay", ["steady", "random"], games=1, max_moves=200)
    assert out["games"] == 1


# ----- the steady Allies on hand-made views of the printed map (engine/games/paraguay/bot.py)

def _unit(uid, attack=2, defense=2, mf=6, kind="infantry"):
    return {"id": uid, "nation": "brazil", "type": kind, "name": uid, "attack": attack, "defense": defense,
            "mf": mf, "gn": False}


def _choose_allied(hexes, moving, actions):
    from engine import prng
    from engine.games.paraguay.bot import Steady
    view = {"role": "allied", "log": [], "board": {
        "turn": 3, "season": "early", "control": {}, "hexes": hexes,
        "moving": {"hex": moving, "count": len(hexes[moving]["units"])}}}
    question = {"role": "allied", "prompt": "Move the stack", "actions": actions}
    return Steady().choose(view, question, {}, prng.seed_state(1))


def _stack(side, units):
    top = min(units, key=lambda u: u["mf"])
    return {"side": side, "count": len(units), "top": top, **({"units": units} if side == "allied" else {})}


def test_the_allies_step_along_the_cheapest_way_and_go_round_enemy_stacks():
    from engine.games.paraguay import bot, hexmap
    hm = hexmap.load()
    here = "2032"
    steps = [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"} for n in hm.neighbours(here)]
    steps.append({"verb": "finish", "arg": None, "label": "Stop this stack", "rule": "11.2"})
    hexes = {here: _stack("allied", [_unit("a1", mf=9, kind="cavalry")])}
    act, reason = _choose_allied(hexes, here, steps)
    free = bot.field(["1826", "2622", "1918"], [], "early")
    assert act["verb"] == "step" and free[act["arg"]] == min(free[s["arg"]] for s in steps[:-1]) < free[here]
    assert "MP to go" in reason and "11.1" in reason
    blocked = act["arg"]                          # an enemy stack there: the engine offers no step into it
    hexes[blocked] = _stack("paraguayan", [_unit("p1", mf=6)])
    act2, _ = _choose_allied(hexes, here, [s for s in steps if s["arg"] != blocked])
    round_ = bot.field(["1826", "2622", "1918"], [blocked], "early")
    assert act2["verb"] == "step" and act2["arg"] != blocked and round_[act2["arg"]] < round_[here]


def test_a_stack_leaving_a_sudden_death_hex_leaves_its_weakest_unit_there():
    here = "1335"                                 # Corrientes, held by the Allies
    units = [_unit("strong", 3, 3), _unit("weak", 1, 1)]
    acts = [{"verb": "drop", "arg": u["id"], "label": f"Leave {u['id']} here", "rule": "11.6"} for u in units]
    acts.append({"verb": "step", "arg": "1336", "label": "Move to 1336", "rule": "11.1"})
    act, reason = _choose_allied({here: _stack("allied", units)}, here, acts)
    assert act == acts[1] and "hold an objective" in reason


# ----- the Allied war plan (engine/games/paraguay/plan.py)

def _plan(hexes):
    from engine.games.paraguay import bot
    from engine.games.paraguay.plan import Plan
    board = {"turn": 3, "season": "early", "control": {}, "hexes": hexes}
    return Plan(board, bot.field, ["1826", "2622", "1918"])


def _by_road(here, enemy=()):
    from engine.games.paraguay import bot
    return sorted(["1826", "2622", "1918"], key=lambda g: (bot.field([g], list(enemy), "early").get(here, 99), g))


def test_each_allied_stack_seeks_the_nearest_objective_not_already_sought_by_nearer_stacks():
    from engine.games.paraguay import bot, hexmap
    from engine.games.paraguay.plan import COVER
    here = "2032"
    first, second, _ = _by_road(here)
    hexes = {here: _stack("allied", [_unit("a1")])}
    assert _plan(hexes).objective(here) == first
    one, two = bot.field([first], [], "early"), bot.field([second], [], "early")
    # a hex nearer the first objective than ours, but not nearer the second
    near = min((h for h in sorted(hexmap.load().hexes) if one.get(h, 99) < one[here] and two.get(h, 99) >= two[here]),
               key=lambda h: one[h])
    hexes[near] = _stack("allied", [_unit(f"b{i}") for i in range(COVER - 1)])
    assert _plan(hexes).objective(here) == first                         # one unit too few to cover it
    hexes[near] = _stack("allied", [_unit(f"b{i}") for i in range(COVER)])
    assert _plan(hexes).objective(here) == second
    assert _plan(hexes).objective(near) == first                         # the nearer stack keeps its own


def test_an_objective_an_enemy_stack_stands_on_is_sought_after_the_empty_ones():
    here = "2032"
    first, _, _ = _by_road(here)
    hexes = {here: _stack("allied", [_unit("a1")]), first: _stack("paraguayan", [_unit("p1")])}
    empty = [g for g in _by_road(here, [first]) if g != first]
    assert _plan(hexes).objective(here) == empty[0]


def test_a_stack_is_taken_up_for_its_own_objective_and_the_reason_names_it():
    from engine.games.paraguay import hexmap
    names = dict(hexmap.load().awards)
    here = "2032"
    first, _, _ = _by_road(here)
    hexes = {here: _stack("allied", [_unit("a1")])}
    acts = [{"verb": "select", "arg": {"hex": here, "kind": "ground"}, "label": "Move ground units", "rule": "11.5"},
            {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    from engine import prng
    from engine.games.paraguay.bot import Steady
    view = {"role": "allied", "log": [], "board": {"turn": 3, "season": "early", "control": {}, "hexes": hexes,
                                                   "moving": None}}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    assert act == acts[0] and names[first] in reason and "3.6" in reason
    assert names == {"1826": "Asunción", "2622": "the town of Curupaity", "1918": "Concepción"}     # the map's (4.4)


# ----- the moving stack's kind, and the Matto Grosso pins (plan.py)

def test_the_view_tells_a_moving_stacks_kind_to_its_own_side_only():
    game = engine.get_game("paraguay")
    state = _weighty_position()                   # an Allied ground stack of four or more is moving
    mine = game.view(state, "allied")["board"]["moving"]
    theirs = game.view(state, "paraguayan")["board"]["moving"]
    assert mine["kind"] == "ground" and mine["hex"] == theirs["hex"] and mine["count"] == theirs["count"]
    assert "kind" not in theirs


def test_a_river_stack_is_told_from_the_views_moving_kind_not_from_a_label():
    from engine import prng
    from engine.games.paraguay import hexmap
    from engine.games.paraguay.bot import Steady
    here = "2032"
    hexes = {here: _stack("allied", [_unit("a1", mf=9, kind="cavalry")])}
    steps = [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"} for n in hexmap.load().neighbours(here)]
    reasons = {}
    for kind in ("ground", "river"):
        view = {"role": "allied", "log": [], "board": {"turn": 3, "season": "early", "control": {}, "hexes": hexes,
                                                       "moving": {"hex": here, "count": 1, "kind": kind}}}
        _, reasons[kind] = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": steps}, {},
                                           prng.seed_state(1))
    assert "the objective of this stack" in reasons["ground"]          # a ground stack follows the war plan
    assert "the objective of this stack" not in reasons["river"]       # a river group only the nearest objective


def _pin_board(hexes, turn=4, status="waiting"):
    return {"turn": turn, "season": "late", "control": {}, "hexes": hexes,
            "matto_grosso": {"launched": True, "status": status}}


def _pin_hexes():
    """One Paraguayan cavalry stack (1730) and two infantry ones (1833, 2127), all in Paraguay."""
    return {"1730": _stack("paraguayan", [_unit("pc", mf=9, kind="cavalry")]),
            "1833": _stack("paraguayan", [_unit("pi1")]), "2127": _stack("paraguayan", [_unit("pi2")])}


def test_before_the_invasion_the_nearest_stack_that_can_reach_it_pins_the_fewer_kind():
    from engine.games.paraguay import bot, hexmap
    from engine.games.paraguay.plan import Plan
    hm = hexmap.load()
    assert all(hm.nation(h) == "paraguay" for h in _pin_hexes())
    road = bot.field([n for n in hm.neighbours("1730") if n not in _pin_hexes()], list(_pin_hexes()), "late")
    fast = min((h for h in sorted(road) if 7 <= road[h] <= 9 and h not in _pin_hexes()
                and not any(n in _pin_hexes() for n in hm.neighbours(h))), key=lambda h: (road[h], h))
    hexes = dict(_pin_hexes(), **{fast: _stack("allied", [_unit("c", mf=9, kind="cavalry"), _unit("i")])})
    plan = Plan(_pin_board(hexes), bot.field, ["1826", "2622", "1918"])
    assert plan.targets == ["1730"] and plan.pins == {fast: "1730"}   # one cavalry stack against two of infantry
    # its infantry alone (6 MP a turn) could not get there on Turn IV: then nobody goes
    slow = dict(_pin_hexes(), **{fast: _stack("allied", [_unit("i")])})
    assert Plan(_pin_board(slow), bot.field, ["1826", "2622", "1918"]).pins == {}
    # on Turn III the same infantry has two turns
    assert Plan(_pin_board(slow, turn=3), bot.field, ["1826", "2622", "1918"]).pins == {fast: "1730"}
    # once Paraguay has met the invasion, no pins
    assert Plan(_pin_board(hexes, status="defeated"), bot.field, ["1826", "2622", "1918"]).pins == {}


def test_a_stack_beside_a_pinned_stack_leaves_one_unit_there_and_a_lone_one_stays():
    from engine.games.paraguay import hexmap
    hm = hexmap.load()
    beside = next(n for n in hm.neighbours("1730") if n not in _pin_hexes()
                  and not any(m in ("1833", "2127") for m in hm.neighbours(n)))
    units = [_unit("strong", 3, 3), _unit("weak", 1, 1)]
    hexes = dict(_pin_hexes(), **{beside: _stack("allied", units)})
    acts = [{"verb": "drop", "arg": u["id"], "label": f"Leave {u['id']} here", "rule": "11.6"} for u in units]
    acts += [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"} for n in hm.neighbours(beside)
             if n not in _pin_hexes()]
    from engine import prng
    from engine.games.paraguay.bot import Steady
    view = {"role": "allied", "log": [], "board": dict(_pin_board(hexes), moving={"hex": beside, "count": 2,
                                                                                  "kind": "ground"})}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    assert act == acts[1] and "Matto Grosso" in reason and "8.2" in reason
    lone = dict(_pin_hexes(), **{beside: _stack("allied", [_unit("c", mf=9, kind="cavalry")])})
    sel = [{"verb": "select", "arg": {"hex": beside, "kind": "ground"}, "label": "Move ground units", "rule": "11.5"},
           {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    view = {"role": "allied", "log": [], "board": dict(_pin_board(lone), moving=None)}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": sel}, {}, prng.seed_state(1))
    assert act == sel[1]                                                  # the lone unit is not taken up


# ----- the march's pace, the Mendoza reserve and taking up a stack again (bot.py)

def _drops_and_steps(here, units):
    from engine.games.paraguay import hexmap
    acts = [{"verb": "drop", "arg": u["id"], "label": f"Leave {u['id']} here", "rule": "11.6"} for u in units]
    acts += [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"} for n in hexmap.load().neighbours(here)]
    return acts + [{"verb": "finish", "arg": None, "label": "Stop this stack", "rule": "11.2"}]


def test_infantry_keeps_the_cavalrys_pace_and_only_a_unit_at_half_the_pace_is_left_to_follow():
    here = "2032"
    units = [_unit("c", mf=9, kind="cavalry"), _unit("i"), _unit("a", 3, 1, mf=5, kind="field_artillery")]
    act, _ = _choose_allied({here: _stack("allied", units)}, here, _drops_and_steps(here, units))
    assert act["verb"] == "step"                                  # 6 and 5 MP keep up with 9: the stack stays whole
    units.append(_unit("s", 4, 1, mf=3, kind="siege_artillery"))
    act, reason = _choose_allied({here: _stack("allied", units)}, here, _drops_and_steps(here, units))
    assert act == {"verb": "drop", "arg": "s", "label": "Leave s here", "rule": "11.6"} and "half" in reason


def _argentine(uid, kind="infantry"):
    return dict(_unit(uid, kind=kind, mf=9 if kind == "cavalry" else 6), nation="argentina")


def test_the_mendoza_reserve_stands_one_unit_to_a_hex_beside_the_depot_towns():
    from engine.games.paraguay import bot
    from engine.games.paraguay.hexmap import load
    depots = load().depots
    here = bot.neighbours(depots[0])[0]                          # a hex beside Corrientes
    units = [_argentine("r1"), _argentine("r2"), _argentine("r3", "cavalry")]
    act, reason = _choose_allied({here: _stack("allied", units)}, here, _drops_and_steps(here, units))
    assert act["verb"] == "drop" and "8.3" in reason and "7.9" in reason
    # one has stayed (the hex holds 3, the moving stack 2): the rest go on toward another free hex beside a depot
    view_hexes = {here: _stack("allied", units)}
    from engine import prng
    from engine.games.paraguay.bot import Steady
    view = {"role": "allied", "log": [], "board": {"turn": 3, "season": "early", "control": {}, "hexes": view_hexes,
                                                   "moving": {"hex": here, "count": 2, "kind": "ground"}}}
    acts = _drops_and_steps(here, units[1:])
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    spare = bot.field([h for h in bot.neighbours(depots[0]) + [depots[0]] if h != here], [], "early")
    assert act["verb"] == "step" and spare[act["arg"]] < spare[here] and "depot" in reason
    # once the rebellion is met, the same units march like the rest
    view["board"]["mendoza"] = {"status": "defeated"}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    assert act["verb"] == "step" and "objective" in reason


def test_a_stack_that_may_go_on_is_taken_up_before_a_fresh_one():
    from engine import prng
    from engine.games.paraguay.bot import Steady
    hexes = {"2032": _stack("allied", [_unit("a1")]), "2033": _stack("allied", [_unit("b1")])}
    acts = [{"verb": "select", "arg": {"hex": "2032", "kind": "ground"}, "label": "Move ground units", "rule": "11.5"},
            {"verb": "resume", "arg": {"hex": "2033", "kind": "ground"}, "label": "Go on moving", "rule": "11.6"},
            {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    view = {"role": "allied", "log": [], "board": {"turn": 3, "season": "early", "control": {}, "hexes": hexes,
                                                   "moving": None}}
    act, reason = Steady().choose(view, {"role": "allied", "prompt": "Move", "actions": acts}, {}, prng.seed_state(1))
    assert act == acts[1] and "11.6" in reason
