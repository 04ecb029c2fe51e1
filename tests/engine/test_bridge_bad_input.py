"""Huge input at the bridge (issue 23, point 6): a value the engine was given comes back as a short excerpt,
a record over MAX_RECORD_BYTES is refused before a move is replayed, and a long legal record still replays."""

import json
import sys
import time

import pytest

import engine
from engine import bridge, prng, records

BIG = "x" * 1_400_000
CUT = "(1,400,002 characters)"            # repr() of BIG: the quotes count


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


@pytest.fixture
def uruguay():
    """A running Uruguay sandbox; returns (acting role, a legal verb) and checks afterwards it was left alone."""
    start = ask(op="sandbox_new", game="uruguay", seed=1, role="acting")
    assert start["ok"]
    start = ask(op="sandbox_view", role="acting", seated=start["acting"])   # the hot seat's player takes the device
    before = json.dumps(bridge.SANDBOX["state"], sort_keys=True)
    yield start["acting"], start["actions"][0]["verb"]
    assert json.dumps(bridge.SANDBOX["state"], sort_keys=True) == before, "a refused request changed the game"


def test_excerpt_keeps_short_values_and_cuts_long_ones():
    from engine.errors import excerpt
    assert excerpt("'abc'") == "'abc'"
    assert excerpt("y" * 61) == "y" * 60 + "… (61 characters)"
    assert excerpt(["z" * 100], 10) == "['zzzzzzzz… (104 characters)"


@pytest.mark.parametrize("field", ["verb", "arg", "role"])
def test_a_huge_verb_argument_or_role_comes_back_as_an_excerpt(uruguay, field):
    role, verb = uruguay
    req = {"role": role, "verb": verb, "arg": None, field: BIG}
    t = time.perf_counter()
    answer = ask(op="sandbox_act", **req)
    assert time.perf_counter() - t < 5
    assert not answer["ok"] and answer["error"] in ("unknown_verb", "bad_arg", "bad_role")
    assert len(answer["message"]) < 400 and CUT in answer["message"], answer["message"][:300]
    assert "x" * 61 not in answer["message"]


@pytest.mark.parametrize("req, code", [
    ({"op": "example", "game": "uruguay", "id": BIG}, "unknown_example"),
    ({"op": "sandbox_new", "game": BIG, "seed": 1}, "unknown_game"),
    ({"op": "sheet", "game": BIG, "seed": 1}, "unknown_game"),
    ({"op": "sandbox_new", "game": "uruguay", "record": {"kind": BIG, "seed": 1}}, "bad_record"),
    ({"op": "sandbox_new", "game": "uruguay", "record": {"game": BIG, "seed": 1}}, "bad_record"),
    ({"op": "sandbox_new", "game": "uruguay", "record": {"seed": 1, "moves": [{"role": BIG, "verb": "x"}]}},
     "bad_role"),
    ({"op": "sandbox_new", "game": "uruguay", "record": {"seed": 1, "moves": [{"role": "tupamaros", "verb": BIG}]}},
     "unknown_verb"),
])
def test_every_echoed_value_is_cut(req, code):
    answer = ask(**req)
    assert not answer["ok"] and answer["error"] == code, answer
    assert len(answer["message"]) < 400 and "characters)" in answer["message"], answer["message"][:300]


def test_a_long_message_from_a_game_keeps_its_start_and_its_end():
    text = "start " + "y" * 50_000 + " is not a hex of the map"
    clipped = bridge._clip(text)
    assert len(clipped) <= bridge.MAX_MESSAGE and clipped.startswith("start ")
    assert clipped.endswith(" is not a hex of the map") and "characters left out" in clipped
    assert bridge._clip("short") == "short"


def test_a_record_over_the_size_cap_is_refused_before_any_move_is_replayed():
    ask(op="sandbox_new", game="uruguay", seed=5)
    kept = bridge.SANDBOX["state"]
    moves = [{"role": "tupamaros", "verb": "space", "arg": "p" * 200}] * 11_000      # about 2.4 MB
    t = time.perf_counter()
    answer = ask(op="sandbox_new", game="uruguay", record={"seed": 1, "moves": moves})
    assert time.perf_counter() - t < 5
    assert answer["error"] == "bad_record" and "bytes long; at most 2,000,000 are accepted" in answer["message"]
    assert bridge.SANDBOX["state"] is kept, "the running game must stay when a record is refused"


def long_paraguay_record(n=bridge.MAX_MOVES):
    """A legal Paraguay record of ``n`` moves: random legal moves until a combat target may be cancelled, then
    that target chosen and cancelled again and again (each pair is legal and changes nothing but the count)."""
    game = engine.get_game("paraguay")
    state, moves, chooser = engine.setup("paraguay", 7), [], prng.seed_state(99)
    while True:
        legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
        cancel = [(r, a) for r, a in legal if a["verb"] == "cancel"]
        if cancel and moves and moves[-1]["verb"] == "target":
            break
        legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        role, act = legal[prng.below(chooser, len(legal))]
        state = game.apply(state, role, act["verb"], act["arg"])
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
        assert len(moves) < 5000 and state["result"] is None
    target, undo = moves[-1], {"role": cancel[0][0], "verb": "cancel", "arg": None}
    while len(moves) < n:
        moves += [dict(undo), dict(target)]
    return {"kind": "game", "game": "paraguay", "seed": 7, "moves": moves[:n]}


@pytest.fixture(scope="module")
def long_record():
    return long_paraguay_record()


def test_a_long_legal_record_passes_the_limits(long_record):
    assert len(long_record["moves"]) == bridge.MAX_MOVES
    assert len(json.dumps(long_record, separators=(",", ":"))) < bridge.MAX_RECORD_BYTES * 0.7
    assert records.within_size(long_record) is long_record
    assert len(bridge.check_record(engine.get_game("paraguay"), long_record)["moves"]) == bridge.MAX_MOVES


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "emscripten", reason="minutes more inside Pyodide; the limits are checked there")
def test_a_long_legal_record_replays_through_the_bridge(long_record):
    """Two to four minutes in CPython on the shared 2-core machine (bench/long_record.py times it)."""
    answer = ask(op="sandbox_new", game="paraguay", record=long_record)
    assert answer["ok"], answer.get("message")
    assert answer["moves"] == bridge.MAX_MOVES


def _paraguay_in_movement():
    """A Paraguay state where a stack is moving (its refusals are the game's own, e.g. 11.20 off the map)."""
    from engine import get_game
    game = get_game("paraguay")
    st = engine.setup("paraguay", 3)
    for _ in range(3000):
        role = game.active_roles(st)[0]
        acts = game.actions(st, role)
        if any(a["verb"] == "step" for a in acts):
            return st, role
        pick = next((a for a in acts if a["verb"] == "select"), acts[0])
        st = engine.apply(st, role, pick["verb"], pick["arg"])
    pytest.fail("no movement step reached")


def test_a_games_own_refusal_to_a_direct_caller_is_short_too():
    """engine.apply from Python (not the bridge): Paraguay's movement refusal names the bad hex as an excerpt, and
    core cuts any game's refusal to REFUSAL_LIMIT characters."""
    from engine.core import REFUSAL_LIMIT
    from engine.errors import IllegalAction
    st, role = _paraguay_in_movement()
    before = json.dumps(st, sort_keys=True)
    with pytest.raises(IllegalAction) as refused:
        engine.apply(st, role, "step", BIG)
    assert refused.value.code == "off_map" and refused.value.rule == "11.20"
    assert len(refused.value.message) < 200 and CUT in refused.value.message
    assert json.dumps(st, sort_keys=True) == before


def test_core_cuts_any_long_refusal(monkeypatch):
    """Whatever a game's ``refuse`` writes, the message raised is at most REFUSAL_LIMIT characters and more."""
    from engine.core import REFUSAL_LIMIT
    from engine.errors import IllegalAction
    game = engine.get_game("uruguay")
    st = engine.setup("uruguay", 1)
    step = game.steps[st["stack"][-1]["step"]]
    monkeypatch.setattr(type(step), "refuse", lambda *a: IllegalAction("bad_arg", "y" * 50_000, "1.1"))
    role = game.active_roles(st)[0]
    with pytest.raises(IllegalAction) as refused:
        engine.apply(st, role, "no such verb", None)
    assert refused.value.rule == "1.1" and "(50,000 characters)" in refused.value.message
    assert len(refused.value.message) < REFUSAL_LIMIT + 40
