"""The shared engine interface, exercised through the test-only game "duel" (tests/engine/duel.py)."""

import copy
import json

import pytest

import engine
from engine import IllegalAction
from engine.core import parse_seed

import duel_game  # noqa: F401  (registers "test-duel")

GAME = "test-duel"


def fresh(seed=5, players=2, chance=None):
    return engine.setup(GAME, seed, options={"players": players}, chance=chance)


def test_registry_lists_real_games_and_refuses_unknown_ones():
    assert "uruguay" in engine.game_ids()
    with pytest.raises(IllegalAction) as err:
        engine.setup("chess", 1)
    assert err.value.code == "unknown_game"


def test_same_seed_same_state_and_json_safe():
    a, b = fresh(11), fresh(11)
    assert a == b
    assert json.loads(json.dumps(a)) == a
    assert a["roles"] == ["red", "blue"]


def test_options_choose_the_roles_and_bad_options_are_refused():
    assert fresh(players=3)["roles"] == ["red", "blue", "green"]
    with pytest.raises(IllegalAction) as err:
        engine.setup(GAME, 1, options={"players": 9})
    assert err.value.code == "bad_option"


def test_hidden_information_stays_with_its_owner():
    s = fresh(3, chance=[4, 2])
    red, blue = engine.view(s, "red"), engine.view(s, "blue")
    assert red["board"]["my_strength"] == 4 and blue["board"]["my_strength"] == 2
    assert "strength is 2" not in json.dumps(red) and "strength is 4" not in json.dumps(blue)
    public = engine.view(s, None)
    assert public["board"]["my_strength"] is None and public["actions"] == []
    assert not any("strength" in e["text"] for e in public["log"])


def test_simultaneous_choices_are_not_revealed_before_everyone_chose():
    s = fresh(players=3)
    s = engine.apply(s, "red", "bid", 3)
    blue_view = engine.view(s, "blue")
    assert blue_view["board"]["bids"] == {} and blue_view["board"]["have_bid"] == ["red"]
    assert "bids 3" not in json.dumps(blue_view)
    assert engine.view(s, "red")["board"]["bids"] == {"red": 3}
    assert engine.actions(s, "red") == []
    assert sorted(engine.view(s, None)["active"]) == ["blue", "green"]
    s = engine.apply(s, "blue", "bid", 1)
    s = engine.apply(s, "green", "bid", 2)
    assert engine.view(s, "blue")["board"]["bids"] == {"red": 3, "blue": 1, "green": 2}


def test_every_action_names_its_rule():
    s = fresh()
    for act in engine.actions(s, "red"):
        assert set(act) == {"verb", "arg", "label", "rule"} and act["rule"]


def test_supplied_chance_is_used_in_order():
    s = fresh(chance=[6, 1])
    assert s["strength"] == {"red": 6, "blue": 1}
    s = engine.apply(engine.apply(s, "red", "bid", 2), "blue", "bid", 1)
    done = engine.apply(s, "red", "roll", None, chance=[{"die": 1}])
    assert engine.result(done) == {"winner": "red", "reason": "red totalled 7", "rule": "D3"}
    assert engine.result(engine.apply(s, "red", "roll", None, chance=[{"die": 2}]))["winner"] == "red"


@pytest.mark.parametrize("chance, code", [
    ([{"die": 7}], "bad_chance"),
    ([{"draw": 3}], "chance_mismatch"),
    ([2, 3], "unused_chance"),
    ("six", "bad_chance"),
])
def test_impossible_or_extra_chance_is_refused_and_changes_nothing(chance, code):
    s = engine.apply(engine.apply(fresh(chance=[1, 1]), "red", "bid", 2), "blue", "bid", 1)
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, "red", "roll", None, chance=chance)
    assert err.value.code == code
    assert s == before


def test_roll_result_depends_on_die_and_hidden_strength():
    s = engine.apply(engine.apply(fresh(chance=[2, 5]), "red", "bid", 1), "blue", "bid", 3)
    assert engine.result(engine.apply(s, "blue", "roll", None, chance=[2]))["winner"] == "blue"
    assert engine.result(engine.apply(s, "blue", "roll", None, chance=[1]))["winner"] == "red"


@pytest.mark.parametrize("role, verb, arg, code", [
    ("red", "bid", 4, "bad_arg"),
    ("red", "fold", None, "unknown_verb"),
    ("purple", "bid", 1, "bad_role"),
    ("green", "bid", 1, "bad_role"),   # not seated in a 2-player game
])
def test_illegal_actions_leave_the_state_untouched(role, verb, arg, code):
    s = fresh()
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, role, verb, arg)
    assert err.value.code == code and err.value.message
    assert s == before


def test_not_your_turn_and_game_over():
    s = engine.apply(fresh(), "red", "bid", 1)
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, "red", "bid", 2)
    assert err.value.code == "not_your_turn" and "it is not Red's decision now: waiting for Blue" in err.value.message
    s = engine.apply(s, "blue", "bid", 2)
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, "red", "roll")
    assert err.value.code == "not_your_turn" and "Blue" in err.value.message
    s = engine.apply(s, "blue", "roll")
    assert engine.result(s) is not None
    with pytest.raises(IllegalAction) as err:
        engine.apply(s, "blue", "roll")
    assert err.value.code == "game_over"


def test_apply_returns_a_new_state():
    s = fresh()
    before = copy.deepcopy(s)
    t = engine.apply(s, "red", "bid", 2)
    assert s == before and t is not s and t["moves"] == 1


def test_replay_reproduces_the_state():
    record = {"seed": 77, "options": {"players": 3}, "moves": [
        {"role": "green", "verb": "bid", "arg": 3}, {"role": "red", "verb": "bid", "arg": 3},
        {"role": "blue", "verb": "bid", "arg": 1}, {"role": "red", "verb": "roll"}]}
    s = engine.setup(GAME, 77, options={"players": 3})
    for m in record["moves"]:
        s = engine.apply(s, m["role"], m["verb"], m.get("arg"))
    assert engine.replay(GAME, record) == s
    assert engine.result(s)["reason"].startswith("red")  # tie on 3: the earlier seat rolls


def test_replay_names_the_failing_move():
    with pytest.raises(IllegalAction) as err:
        engine.replay(GAME, {"seed": 1, "moves": [{"role": "red", "verb": "bid", "arg": 9}]})
    assert err.value.message.startswith("move 1:")


@pytest.mark.parametrize("text, seed", [("0", 0), (" 42 ", 42), ("9007199254740991", 2**53 - 1), (17, 17)])
def test_parse_seed_accepts(text, seed):
    assert parse_seed(text) == seed


@pytest.mark.parametrize("text, words", [
    ("abc", "not a whole number"), ("-5", "negative"), ("9007199254740992", "too large"),
    ("1" * 400, "far too large"), ("", "no seed"), ("4.5", "not a whole number"), (True, "seed must be"),
    ("٣", "not a whole number"),
])
def test_parse_seed_explains_refusals(text, words):
    with pytest.raises(IllegalAction) as err:
        parse_seed(text)
    assert err.value.code == "bad_seed" and words in err.value.message and "2^53" in err.value.message
