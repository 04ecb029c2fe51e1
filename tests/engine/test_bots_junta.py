"""Junta's computer opponents: legal and explained moves, the same decision in states that differ only in the
other players' Politics cards or their sealed fire (which a seat may not see), determinism, and whole coups."""

import bots_kit as kit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("junta", 3, {"players": 4}, kinds=("steady", "random"), moves=200)
    assert len(moves) >= 50


def test_bots_decide_alike_in_twins_differing_only_in_secrets():
    n = kit.fairness("junta", [1, 2], {"players": 5}, kinds=("steady", "random"), strong=1, every=3)
    assert n >= 3


def test_whole_coups_between_bots_end_with_a_side_winning():
    out = kit.whole_games("junta", ["steady", "random", "random"], games=3)
    assert out["draws"] == 0, out
