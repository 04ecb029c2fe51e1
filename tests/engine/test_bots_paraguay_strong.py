"""Paraguay's strong level (engine/games/paraguay/strong.py): its score is each side's chance of winning (a draw wins
nothing), read from a model fitted to how all-steady games end that reads the siege of the river chain (the
fortresses fallen, the attack gathered beside the first one standing) and weighs the Allied VP more as the war goes
on; capitulation is never a decision it searches nor a candidate, and
its own SPREAD lets a clear gain of a few hundredths of its score count."""
import math

import engine
from engine import bots, prng
from engine.bots.search import SPREAD as SHARED_SPREAD
from engine.bots.search import Strong as Search
from engine.core import Context
from engine.games.paraguay import strong
from engine.games.paraguay.model import P
from engine.games.paraguay.plan import GARRISON, SIEGE_ODDS, attack

import bots_kit as kit


def _p(state):
    return P(engine.get_game("paraguay"), Context(state, None), frozen=True)


def _allied_ground(state, n):
    return [u for u in state["units"] if u["side"] == "allied" and u["where"].isdigit()
            and u["type"] not in ("fortress", "warship", "transport", "armed_raft", "monitor", "ironclad")
            and u["attack"] > 0][:n]


def _model(part):
    """Each side's chance of winning as the ordered model reads it from the fitted model's sum for ``strong.parts``,
    (Allies, Paraguay), each held in [0.01, 0.99] as evaluate holds it."""
    z = sum(w * x for w, x in zip(strong.WEIGHTS, strong.features(part)))

    def held(x):
        return min(0.99, max(0.01, 1 / (1 + math.exp(-x))))
    return held(strong.SCALE * z - strong.CUT), held(-strong.SCALE * z - strong.CUT)


def test_the_score_sees_the_attack_gathered_beside_itapirú():
    state = engine.setup("paraguay", 3)
    p = _p(state)
    assert strong.siege(p, p.occupied()) == (0, 0.0)
    units = _allied_ground(state, 3)
    for u in units:
        u["where"] = "1435"                               # beside Itapirú (1434), defence 4, alone on its hex
    p = _p(state)
    fallen, part = strong.siege(p, p.occupied())
    need = SIEGE_ODDS * 4
    assert fallen == 0 and 0 < part < 1
    assert abs(part - min(1.0, attack(units) / need)) < 1e-9
    assert strong.parts(state)[4:] == (0, part)               # what the score reads of the siege
    allied, paraguayan = _model(strong.parts(state))
    assert abs(strong.evaluate(state, "allied") - allied) < 1e-12
    assert abs(strong.evaluate(state, "paraguayan") - paraguayan) < 1e-12


def test_itapirú_fallen_counts_and_the_siege_moves_on_to_itapúa():
    state = engine.setup("paraguay", 3)
    fort = next(u for u in state["units"] if u["where"] == "1434")
    fort["where"] = "dead"
    for u in _allied_ground(state, 2):
        u["where"] = "2535"                               # beside Itapúa (2534), defence 6
    p = _p(state)
    fallen, part = strong.siege(p, p.occupied())
    assert fallen == 1 and 0 < part <= 1
    garrison = sum(1 for u in state["units"] if u["where"] == "2534") - 1
    have = attack([u for u in state["units"] if u["where"] == "2535"])
    assert abs(part - min(1.0, have / (SIEGE_ODDS * (6 + GARRISON * garrison)))) < 1e-9
    assert strong.parts(state)[4:] == (1, part)
    next(u for u in state["units"] if u["where"] == "2534" and u["type"] == "fortress")["where"] = "dead"
    p = _p(state)
    assert strong.siege(p, p.occupied()) == (2, 0.0)
    assert strong.parts(state)[4:] == (2, 0.0)


def test_capitulation_is_never_searched_nor_a_candidate():
    end = {"verb": "end_combat", "arg": None, "rule": "13.2", "label": "end combat"}
    cap = {"verb": "capitulate", "arg": None, "rule": "5.4", "label": "capitulate"}
    target = {"verb": "target", "arg": "1434", "rule": "13.4", "label": "attack"}
    assert not strong._weighty({"actions": [end, cap]}, ())       # one real choice: steady play, no search
    assert strong._weighty({"actions": [end, target, cap]}, ())
    game = engine.get_game("paraguay")
    state, steady, rng = engine.setup("paraguay", 3), bots.make("paraguay", "steady"), prng.seed_state(2)
    seen = 0
    for _ in range(900):
        role = bots.acting(state)
        q = game.question(state, role)
        if any(a["verb"] == "capitulate" for a in q["actions"]) and strong.weighty(game.view(state, role), q):
            seen += 1
            budget = bots.Budget(rollouts=4, seconds=0, clock=None)
            act, why = bots.decide(state, role, bots.make("paraguay", "strong"), prng.seed_state(seen), {}, budget)
            assert act["verb"] != "capitulate" and "capitulate" not in why
            if seen >= 2:
                break
        act, _ = bots.decide(state, role, steady, rng, {})
        state = engine.apply(state, role, act["verb"], act["arg"])
    assert seen >= 1


def test_a_clear_gain_of_a_few_hundredths_leaves_the_steady_choice():
    cands = [({"label": "steady first"}, "why"), ({"label": "other"}, "why")]
    rounds = [[0.40, 0.43], [0.41, 0.44], [0.42, 0.45], [0.40, 0.435], [0.43, 0.46]]
    assert Search.pick(cands, rounds, strong.SPREAD)[0]["label"] == "other"
    assert Search.pick(cands, rounds, SHARED_SPREAD)[0]["label"] == "steady first"      # the old floor: never


def test_the_search_reads_paraguays_own_spread():
    # the bot the driver builds carries Paraguay's own floor, not the shared one
    assert bots.make("paraguay", "strong").spread == strong.SPREAD < SHARED_SPREAD


def _at_turn(turn, held=()):
    """Seed 3's opening board with the turn set to ``turn`` and the Allies controlling ``held`` (4.4's awards)."""
    state = engine.setup("paraguay", 3)
    state["pg"]["turn"] = turn
    for h in held:
        state["pg"]["flip"][h] = "allied"
    return state


def test_late_in_the_war_each_side_weighs_most_the_objective_that_crosses_its_own_threshold():
    curupaity, asunción, concepción = "2622", "1826", "1918"      # the three Allied objectives (4.4)
    objectives = [curupaity, asunción, concepción]

    def step(turn, k, role):
        """What the k-th objective held changes in ``role``'s score at ``turn``."""
        before = strong.evaluate(_at_turn(turn, objectives[:k - 1]), role)
        return strong.evaluate(_at_turn(turn, objectives[:k]), role) - before
    # the third objective takes the Allies from a draw (2 VP) to a win (4.3): late, nothing is worth more to them
    assert 0 < step(2, 3, "allied") < step(8, 3, "allied")
    assert step(8, 2, "allied") < step(8, 3, "allied")
    # the second takes Paraguay from a win (1 VP) to a draw, which it counts as nothing: late, it costs most
    assert step(8, 2, "paraguayan") < step(2, 2, "paraguayan") < 0
    assert step(8, 2, "paraguayan") < step(8, 3, "paraguayan")
    assert strong.evaluate(_at_turn(8, [curupaity]), "allied") > strong.evaluate(_at_turn(8), "allied")


def test_a_draw_is_worth_nothing_to_either_side_and_a_win_is_worth_one():
    state = engine.setup("paraguay", 3)
    state["result"] = {"winner": "draw", "vp": 2, "rule": "4.3"}
    assert strong.evaluate(state, "allied") == strong.evaluate(state, "paraguayan") == 0.0
    state["result"] = {"winner": "paraguayan", "vp": 1, "rule": "4.3"}
    assert (strong.evaluate(state, "allied"), strong.evaluate(state, "paraguayan")) == (0.0, 1.0)
    state["result"] = {"winner": "allied", "vp": 3, "rule": "4.3"}
    assert (strong.evaluate(state, "allied"), strong.evaluate(state, "paraguayan")) == (1.0, 0.0)


def test_the_score_is_each_sides_chance_and_leaves_room_for_a_draw():
    game = engine.get_game("paraguay")
    state, steady, rng = engine.setup("paraguay", 4), bots.make("paraguay", "steady"), prng.seed_state(4)
    seen = 0
    for move in range(600):
        if move % 50 == 0:
            allied, paraguayan = strong.evaluate(state, "allied"), strong.evaluate(state, "paraguayan")
            assert 0 < allied < 1 and 0 < paraguayan < 1 and allied + paraguayan < 1     # the draw band between
            assert (allied, paraguayan) == _model(strong.parts(state))
            seen += 1
        role = bots.acting(state)
        act, _ = bots.decide(state, role, steady, rng, {})
        state = game.apply(state, role, act["verb"], act["arg"])
    assert seen == 12 and len(strong.WEIGHTS) == len(strong.NAMES) == len(strong.features(strong.parts(state)))


def test_twins_give_the_same_sample_and_the_same_score():
    game = engine.get_game("paraguay")
    state, steady, rng = engine.setup("paraguay", 3), bots.make("paraguay", "steady"), prng.seed_state(2)
    for _ in range(300):
        role = bots.acting(state)
        act, _ = bots.decide(state, role, steady, rng, {})
        state = game.apply(state, role, act["verb"], act["arg"])
    twins = kit.twins_of(state, "allied")
    assert twins
    first = strong.sample(state, "allied", prng.seed_state(9))
    for label, twin in twins[:3]:
        other = strong.sample(twin, "allied", prng.seed_state(9))
        assert strong.parts(other) == strong.parts(first), label
        assert strong.evaluate(other, "allied") == strong.evaluate(first, "allied"), label


def test_paraguay_searches_whether_and_which_stack_moves_the_allies_do_not():
    game = engine.get_game("paraguay")
    state, steady, rng = engine.setup("paraguay", 3), bots.make("paraguay", "steady"), prng.seed_state(2)
    seen = set()
    for _ in range(2000):
        role = bots.acting(state)
        q = game.question(state, role)
        if "select" in {a["verb"] for a in q["actions"]} and len(q["actions"]) > 1 and role not in seen:
            seen.add(role)
            view = game.view(state, role)
            assert strong.weighty(view, q) == (role == "paraguayan")
            if role == "paraguayan":
                assert strong.determinise(state, role, prng.seed_state(1)) is not None
                act, why = bots.decide(state, role, bots.make("paraguay", "strong"), prng.seed_state(1), {},
                                       bots.Budget(rollouts=6, seconds=0, clock=None))
                assert "searched" in why and act["verb"] in ("select", "end_phase")
        if seen == {"allied", "paraguayan"}:
            break
        act, _ = bots.decide(state, role, steady, rng, {})
        state = game.apply(state, role, act["verb"], act["arg"])
    assert seen == {"allied", "paraguayan"}
