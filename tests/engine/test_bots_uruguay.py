"""Uruguay's computer opponents: legal and explained moves, the same decision in states that differ only in
where the People's Prison is (the Government may not know), determinism, and whole bot games."""

import engine
from engine import bots, prng

import bots_kit as kit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("uruguay", 5, kinds=("steady", "random"), moves=250)
    assert len(moves) == 250


def test_bots_decide_alike_in_twins_differing_only_in_the_prison():
    assert kit.fairness("uruguay", [1, 2], kinds=("steady", "random"), strong=1, every=5) >= 3


def test_steady_beats_random_in_a_few_games():
    out = kit.whole_games("uruguay", ["steady", "random"], games=3)
    assert out["wins"]["steady"] >= 2, out


def test_strong_searches_and_names_its_rule():
    state = engine.setup("uruguay", 4)
    while True:
        role = bots.acting(state)
        q = engine.get_game("uruguay").question(state, role)
        if len(q["actions"]) > 2:
            break
        state = engine.apply(state, role, q["actions"][0]["verb"], q["actions"][0]["arg"])
    act, reason = bots.decide(state, role, bots.make("uruguay", "strong"), prng.seed_state(1), {},
                              bots.Budget(rollouts=8, seconds=60))
    assert "searched" in reason and act["rule"] in reason
