"""Seeded random playouts of whole Uruguay games (engine.fuzz), with every invariant checked after every
move: piece and chit totals constant, tracks in bounds, stacking, People's Prison bookkeeping, JSON-safe
state, no dead end, the game ends, and replaying the moves gives the same state. More games on demand:
``python -m engine.fuzz uruguay --games 2000``."""

import json
import sys

import pytest

import engine
from engine import fuzz

IN_PYODIDE = sys.platform == "emscripten"
GAMES = 20 if IN_PYODIDE else 50      # a few in CI; the long runs are by hand (engine.fuzz, above)


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_every_invariant(block):
    per = GAMES // 10
    for seed in range(block * per + 1, block * per + per + 1):
        state, moves = fuzz.playout("uruguay", seed)
        result = engine.result(state)
        assert result["winner"] in ("government", "tupamaros") and result["rule"] in ("7.0.1", "7.0.2")
        assert state["propaganda_played"] == 3 or result["rule"] == "7.0.1"
        assert moves


def test_the_government_view_never_shows_the_peoples_prison():
    for seed in (3, 4, 5):
        state = engine.setup("uruguay", seed)
        chooser = engine.prng.seed_state(seed)
        game = engine.get_game("uruguay")
        while state["result"] is None:
            gov = engine.view(state, "government")
            where = state["pp"]
            assert "peoples_prison" not in gov["board"]
            if where and state.get("pp_revealed") != where:   # U25 and U34 may reveal it, by design
                name = game.map()["by_id"][where]["name"]
                assert not any("People's Prison" in e["text"] and name in e["text"] and e["rule"] not in ("U25", "U34")
                               for e in gov["log"]), where
            assert '"base":' not in json.dumps(gov)
            legal = [(r, a) for r in state["roles"] for a in engine.actions(state, r)]
            role, act = legal[engine.prng.below(chooser, len(legal))]
            state = engine.apply(state, role, act["verb"], act["arg"])


def test_a_fuzz_failure_is_reported_with_its_seed():
    with pytest.raises(fuzz.FuzzFailure) as err:
        fuzz.playout("uruguay", 9, max_moves=5)
    assert "seed 9" in str(err.value) and "not over after 5 moves" in str(err.value)
