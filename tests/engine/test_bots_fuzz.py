"""The by-hand fuzzer's bot mode: bots play whole games under every invariant, and a bot whose samples leak a
secret is caught by the twin check."""

import pytest

from engine import bots, fuzz
from engine.bots import common, fuzzing
from engine.games.junta import bot as junta_bot


def test_bots_play_a_whole_coup_under_the_fuzzer():
    state, moves = fuzz.playout("junta", 3, options={"players": 4}, secrets_every=7,
                                pick=fuzzing.picker("junta", ["steady", "random"], 3, twins_every=3))
    assert state["result"] is not None and moves


def test_a_determiniser_that_keeps_the_real_hands_is_caught(monkeypatch):
    monkeypatch.setattr(junta_bot, "determinise", lambda s, role, rng: common.reseed(common.copy(s), rng))
    with pytest.raises(fuzz.FuzzFailure, match="determinised sample differs"):
        fuzz.playout("junta", 3, options={"players": 4},
                     pick=fuzzing.picker("junta", ["steady"], 3, twins_every=1))


def test_unknown_bot_kinds_are_refused(capsys):
    assert bots.refusal("junta", "genius")
    assert fuzz.main(["junta", "--games", "1", "--bots", "steady,genius"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown bot kind 'genius'" in err
