"""Procedures (engine/procs.py): sealed simultaneous questions, through the test game "sealed bids"; suspended
procedures continue to exactly the states a re-run gives; the fuzzer's cheaper JSON check."""

import copy
import json

import pytest

import engine
from engine import IllegalAction, fuzz, prng, procs

import sealed_game  # noqa: F401  (registers "test-sealed")

G = "test-sealed"


def test_every_player_may_answer_a_sealed_question_in_any_order():
    s = engine.setup(G, 1)
    assert sorted(engine.view(s, None)["active"]) == ["east", "north", "south"]
    s = engine.apply(s, "south", "bid", 3)
    assert engine.actions(s, "south") == []                       # sealed: no second answer
    assert [a["arg"] for a in engine.actions(s, "north")] == [1, 2, 3]
    s = engine.apply(s, "north", "bid", 1)
    s = engine.apply(s, "east", "bid", 2)
    assert s["bids"] == {"north": 1, "east": 2, "south": 3}
    assert engine.view(s, "south")["prompt"] == "Double?"


def test_nobody_sees_another_sealed_choice_before_all_have_chosen():
    s = engine.apply(engine.setup(G, 2), "east", "bid", 3)
    assert s["stack"][-1]["sealed"] == {"east": ["bid", 3]}           # kept in the state...
    for role in ("north", "south", None):
        view = engine.view(s, role)
        seen = json.dumps(view)
        assert '"sealed"' not in seen and '["bid", 3]' not in seen   # ...but in no other role's view
        assert view["board"]["bids"] == {}
        assert not any("3" in e["text"] for e in view["log"])
    assert "sealed" in engine.view(s, "east")["prompt"] and "North" in engine.view(s, "east")["prompt"]
    assert engine.view(s, "north")["prompt"] == "north: choose your sealed bid."
    assert any(e["text"] == "East has chosen." for e in engine.view(s, "north")["log"])


def test_a_second_answer_or_a_bad_one_is_refused_and_changes_nothing():
    s = engine.apply(engine.setup(G, 3), "east", "bid", 2)
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, "east", "bid", 1)
    assert err.value.code == "not_your_turn" and s == before
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, "north", "bid", 9)
    assert err.value.code == "bad_arg" and s == before


def test_order_of_sealed_answers_does_not_matter_and_replay_agrees():
    moves_a = [("north", 2), ("east", 2), ("south", 1)]
    moves_b = [("south", 1), ("north", 2), ("east", 2)]
    finals = []
    for moves in (moves_a, moves_b):
        s = engine.setup(G, 4)
        for role, bid in moves:
            s = engine.apply(s, role, "bid", bid)
        s = engine.apply(s, "north", "double", True, chance=[{"die": 5}])
        finals.append(engine.result(s))
        record = {"seed": 4, "moves": [{"role": r, "verb": "bid", "arg": b} for r, b in moves]
                  + [{"role": "north", "verb": "double", "arg": True, "chance": [{"die": 5}]}]}
        assert engine.replay(G, record) == s
    assert finals[0] == finals[1] == {"winner": "north", "reason": "bids {'north': 2, 'east': 2, 'south': 1}",
                                      "rule": "S2"}


def test_the_last_sealed_answer_resumes_the_procedure_with_every_choice():
    s = engine.setup(G, 5)
    for role, bid in (("north", 1), ("east", 1), ("south", 1)):
        s = engine.apply(s, role, "bid", bid)
    assert engine.view(s, "north")["prompt"] == "Double?"        # tie: the earliest seat
    s = engine.apply(s, "north", "double", True, chance=[{"die": 1}])
    assert engine.result(s)["winner"] == "south"


def _both_ways(state, role, verb, arg, chance=None):
    """The state after a move, continuing a suspended procedure if there is one, and re-run from its base."""
    with procs.rerunning():
        plain = engine.apply(state, role, verb, arg, chance)
    return engine.apply(state, role, verb, arg, chance), plain


@pytest.mark.parametrize("game,seed,options", [("guerilla", 7, {"players": 3}), ("junta", 5, {"players": 4})])
def test_a_suspended_procedure_continues_to_the_state_a_re_run_gives(game, seed, options):
    g = engine.get_game(game)
    s = engine.setup(game, seed, options=options)
    chooser = prng.seed_state(seed)
    for n in range(120):
        legal = [(r, a) for r in s["roles"] for a in g.actions(s, r)]
        role, act = legal[prng.below(chooser, len(legal))]
        if n % 9 == 4:              # a branch first: the suspended run is used by one state only
            other = legal[(legal.index((role, act)) + 1) % len(legal)]
            got, plain = _both_ways(s, other[0], other[1]["verb"], other[1]["arg"])
            assert json.dumps(got) == json.dumps(plain)
        if n % 13 == 6:             # a state that went through JSON: a new base object, so a re-run
            s = json.loads(json.dumps(s))
        before = json.dumps(s)
        if n % 11 == 3:
            with pytest.raises(IllegalAction):
                engine.apply(s, role, act["verb"], "no such choice")
        got, plain = _both_ways(s, role, act["verb"], act["arg"])
        assert json.dumps(got) == json.dumps(plain) and json.dumps(s) == before
        s = got
        if s["result"] is not None:
            break


def test_the_fuzzers_json_check_finds_what_a_full_round_trip_finds():
    s = engine.setup(G, 6)
    assert fuzz.json_safe(s) and fuzz.json_safe(s, s)
    grown = dict(s, log=s["log"] + [{"rule": "S1", "text": ("a", "tuple")}])
    assert not fuzz.json_safe(grown, s) and not fuzz.json_safe(grown)
    assert not fuzz.json_safe(dict(s, bids={1: 2}), s)
    rebased = dict(s, stack=[dict(f, base=dict(f["base"], bids={"north": {3}})) for f in s["stack"]])
    assert not fuzz.json_safe(rebased, s)
    assert fuzz.json_safe(dict(s, log=list(s["log"])), s)


@pytest.mark.parametrize("game,seed,options", [("uruguay", 3, None), ("guerilla", 7, {"players": 4}),
                                               ("junta", 5, {"players": 4}), ("paraguay", 2, None)])
def test_shared_states_follow_the_game_move_for_move(game, seed, options):
    """Inside ``procs.sharing`` a question hands out a state that shares its parts with the procedure's working
    state: a chain of states each applied to once (a roll-out's way) goes through the very states copies give."""
    g = engine.get_game(game)

    def chain(shared):
        s = engine.setup(game, seed, options=options)
        chooser, seen = prng.seed_state(seed), []
        for _ in range(150):
            legal = [(r, a) for r in s["roles"] for a in g.actions(s, r) if not a.get("confirm")]  # no capitulation
            if s["result"] is not None or not legal:
                break
            role, act = legal[prng.below(chooser, len(legal))]
            seen.append(json.dumps(s, sort_keys=True))        # read before the state is applied to
            if shared:
                with procs.sharing():
                    s = engine.apply(s, role, act["verb"], act["arg"])
            else:
                s = engine.apply(s, role, act["verb"], act["arg"])
        return seen + [json.dumps(s, sort_keys=True)]

    plain = chain(False)
    assert len(plain) > 100 and chain(True) == plain
