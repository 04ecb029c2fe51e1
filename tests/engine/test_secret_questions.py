"""The fuzzer's question check (engine.fuzz.check_questions), in every game: a question that a role sees while
another role decides names nothing that role's view hides. Each game lists what may be hidden
(``Game.secret_names``). Random play meets no such leak; the same check reports one at once when a game's private
questions are made public (their options list a hand or a hidden stack), and when a name is slipped into a public
question."""

import pytest

import bots_kit
import engine
from engine import fuzz

OPTIONS = {"uruguay": None, "junta": {"players": 4}, "guerilla": {"players": 4}, "paraguay": None}


def play(game_id, seed, moves, each):
    """Random play (bots_kit.positions, the fuzzer's way of choosing) for up to ``moves`` moves from seed ``seed``,
    calling ``each(state)`` on every state until it returns something true; returns that (or None)."""
    for state in bots_kit.positions(game_id, seed, OPTIONS[game_id], moves=moves, every=1):
        found = each(state)
        if found:
            return found
    return None


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_random_play_shows_nobody_a_hidden_name_in_a_question(game_id):
    game = engine.get_game(game_id)
    seen = []
    play(game_id, 5, 400, lambda st: seen.extend(fuzz.check_questions(game, st, f"move {st['moves']}")))
    assert seen == []


@pytest.mark.parametrize("game_id", ["junta", "guerilla", "paraguay"])
def test_private_questions_made_public_are_reported(game_id, monkeypatch):
    game = engine.get_game(game_id)
    monkeypatch.setattr(game, "is_private", lambda state, role: False)
    found = play(game_id, 5, 3000, lambda st: fuzz.check_questions(game, st, f"move {st['moves']}"))
    assert found and "which its view hides" in found[0]


def test_a_name_slipped_into_a_public_question_is_reported(monkeypatch):
    game = engine.get_game("uruguay")

    def public(st):
        for viewer in [None] + list(st["roles"]):
            q = game.question(st, viewer)
            if q["role"] not in (None, viewer) and q["actions"]:
                shown = repr(engine.view(st, viewer))
                hidden = [n for n in game.secret_names(st, viewer) if n not in shown]
                if hidden:
                    return st, viewer, hidden
        return None
    state, viewer, hidden = play("uruguay", 3, 3000, public)
    assert fuzz.check_questions(game, state, "here") == []
    asked = game.question
    monkeypatch.setattr(game, "question", lambda st, who: dict(asked(st, who), actions=asked(st, who)["actions"] + [
        {"verb": "peek", "arg": None, "label": f"Look at {hidden[0]}", "rule": "0"}]))
    problems = fuzz.check_questions(game, state, "here")
    assert problems and repr(hidden[0]) in problems[0] and (viewer or "an onlooker") in problems[0]
