"""Paraguay's computer opponents: legal and explained moves, the same decision in states that differ only in
hidden units under the top of a stack (fog of war), determinism, and the strong level refused in words."""

import pytest

import engine
from engine import arena, bots

import bots_kit as kit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("paraguay", 2, kinds=("steady", "random"), moves=120)
    assert len(moves) == 120


def test_bots_decide_alike_in_twins_differing_only_in_hidden_stacks():
    assert kit.fairness("paraguay", [1], kinds=("steady", "random"), moves=600, every=9) >= 3


def test_strong_is_refused_with_a_reason():
    with pytest.raises(engine.IllegalAction) as err:
        bots.make("paraguay", "strong")
    assert "fog of war" in err.value.message
    assert arena.main(["paraguay", "--seats", "strong,random", "--games", "1"]) == 2


def test_part_of_a_game_between_bots():
    out = kit.whole_games("paraguay", ["steady", "random"], games=1, max_moves=200)
    assert out["games"] == 1
