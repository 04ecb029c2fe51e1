"""Guerilla's computer opponents: legal and explained moves, the same decision in states that differ only in
other players' loyalty markers, hands or sealed deployment (which a seat may not see), determinism, a whole
game between bots."""

import bots_kit as kit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("guerilla", 2, {"players": 4}, kinds=("steady", "random"), moves=300)
    assert len(moves) == 300


def test_bots_decide_alike_in_twins_differing_only_in_secrets():
    n = kit.fairness("guerilla", [1, 2], {"players": 4}, kinds=("steady", "random"), strong=1, moves=300,
                     every=11)
    assert n >= 3


def test_a_whole_game_between_bots_has_a_winner():
    out = kit.whole_games("guerilla", ["steady", "random", "random"], games=1, seed=4)
    assert sum(out["wins"].values()) == 1, out


def test_bots_in_play_decide_alike_in_every_twin():
    """Bots' own games reach positions random play rarely does (a discard inside a running turn): every 3rd
    decision of 190 is asked again in each twin, and the determinised samples compared (engine/bots/fuzzing.py)."""
    import engine
    from engine.bots import fuzzing
    pick = fuzzing.picker("guerilla", ["steady", "random"], 1, twins_every=3)
    state = engine.setup("guerilla", 1, options={"players": 5})
    for _ in range(190):
        role, act = pick(state)
        state = engine.apply(state, role, act["verb"], act["arg"])
