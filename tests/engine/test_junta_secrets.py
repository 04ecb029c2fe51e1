"""Junta's hidden information: Politics cards and sealed choices. A Movement turn is a private question
(its options list the hand), every shooter is asked in every round of fire (who is still choosing shows no
sealed split), and whole coups pass the fuzzer's twin check of secrets."""

import pytest

import engine
from engine import fuzz

import junta_kit as kit

GAME = engine.get_game("junta")


def test_a_movement_turn_shows_its_options_only_to_the_player():
    st = kit.coup()
    mine = GAME.question(st, "p2")
    assert any(a["verb"] == "play" for a in mine["actions"]) and not mine["private"]
    for viewer in (None, "p1", "p3"):
        other = GAME.question(st, viewer)
        assert other == {"role": "p2", "prompt": "Waiting for Player 2 (a private choice).", "actions": [],
                         "private": True}


def test_passing_the_cards_round_changes_nothing_another_player_sees():
    st = kit.coup()
    twins = GAME.secret_twins(st, "p1")
    assert twins and twins[0][1]["players"] != st["players"]
    assert fuzz.check_secrets(GAME, st, "start") == []


@pytest.mark.parametrize("players", [3, 5, 7])
def test_whole_coups_keep_every_secret(players):
    fuzz.playout("junta", 500 + players, options={"players": players}, secrets_every=6)
