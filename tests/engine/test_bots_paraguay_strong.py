"""Paraguay's strong level (engine/games/paraguay/strong.py): its score is a model fitted to how all-steady games end
that reads the siege of the river chain (the fortresses fallen, the attack gathered beside the first one standing)
and weighs the Allied VP more as the war goes on; capitulation is never a decision it searches nor a candidate, and
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
    """The Allied score the fitted model gives ``strong.parts``, held in [0.01, 0.99] as evaluate holds it."""
    z = sum(w * x for w, x in zip(strong.WEIGHTS, strong.features(part)))
    return min(0.99, max(0.01, 1 / (1 + math.exp(-z))))


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
    full = strong.evaluate(state, "allied")
    assert abs(full - _model(strong.parts(state))) < 1e-12
    assert strong.evaluate(state, "paraguayan") == 1 - full


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


def test_a_second_objective_held_late_in_the_war_is_worth_more_than_early():
    curupaity, asunción = "2622", "1826"                        # two of the three Allied objectives (4.4)

    def gain(turn):
        one = strong.evaluate(_at_turn(turn, [curupaity]), "allied")
        return strong.evaluate(_at_turn(turn, [curupaity, asunción]), "allied") - one
    assert 0 < gain(2) < gain(8)                                # late, it is the step from a draw towards a win
    assert strong.evaluate(_at_turn(8, [curupaity]), "allied") > strong.evaluate(_at_turn(8), "allied")
    two = strong.evaluate(_at_turn(8, [curupaity, asunción]), "allied")
    assert strong.evaluate(_at_turn(8, [curupaity, asunción]), "paraguayan") == 1 - two


def test_the_score_is_the_fitted_model_in_0_1_and_the_seats_scores_sum_to_one():
    game = engine.get_game("paraguay")
    state, steady, rng = engine.setup("paraguay", 4), bots.make("paraguay", "steady"), prng.seed_state(4)
    seen = 0
    for move in range(600):
        if move % 50 == 0:
            allied = strong.evaluate(state, "allied")
            assert 0 < allied < 1 and strong.evaluate(state, "paraguayan") == 1 - allied
            assert abs(allied - _model(strong.parts(state))) < 1e-12
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
