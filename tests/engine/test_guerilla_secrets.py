"""Guerilla's hidden information in questions: the options of a player's choice (which cards he may play or
deploy) are seen by him alone, and the fuzzer's twins (other players' loyalty markers exchanged, their hand
cards passed round) leave every other role's view and question unchanged."""

import sys

import pytest

from engine import fuzz

import guerilla_kit as kit

IN_PYODIDE = sys.platform == "emscripten"


def attack_phase(hand):
    return kit.position(hands={"p1": hand, "p2": ["u22_3"], "p3": ["informant_1"], "p4": ["u21_3"]},
                        groups=[{"owner": "p1", "faction": "rebel", "leader": "soliz", "units": ["u14_1"]},
                                {"owner": "p2", "faction": "government", "leader": "bastidas", "units": ["u41_1"]},
                                {"owner": "p3", "faction": "rebel", "units": ["u13_1"]}],
                        phase="B")


def test_the_turn_menu_shows_its_options_only_to_the_player_whose_turn_it_is():
    st = attack_phase(["assassin_1", "u22_1"])
    own = kit.GAME.question(st, "p1")
    assert any(a["verb"] == "assassin" for a in own["actions"]) and not own["private"]
    for other in (None, "p2", "p3"):
        q = kit.GAME.question(st, other)
        assert q["private"] and q["actions"] == [] and "Assassin" not in q["prompt"]
        assert q["prompt"] == "Waiting for Player 1 (a private choice)."


def test_other_players_cannot_tell_what_the_deciding_player_holds():
    with_card, without = attack_phase(["assassin_1", "u22_1"]), attack_phase(["bodyguard_1", "u22_1"])
    for other in (None, "p2", "p3", "p4"):
        assert kit.GAME.question(with_card, other) == kit.GAME.question(without, other)
        assert kit.GAME.view(with_card, other) == kit.GAME.view(without, other)


def test_twins_exchange_loyalty_and_pass_hand_cards_round_and_nobody_can_tell():
    st = attack_phase(["assassin_1", "u22_1"])
    twins = kit.GAME.secret_twins(st, "p3")
    labels = [label for label, _, _ in twins]
    assert labels == ["two other players' loyalty markers exchanged", "the other players' hand cards passed round"]
    loyal, passed = twins[0][1], twins[1][1]
    assert [p["loyalty"] for p in loyal["players"]] != [p["loyalty"] for p in st["players"]]
    assert kit.hand(passed, "p3") == kit.hand(st, "p3") and kit.hand(passed, "p1") != kit.hand(st, "p1")
    assert sorted(len(p["hand"]) for p in passed["players"]) == sorted(len(p["hand"]) for p in st["players"])
    assert fuzz.check_secrets(kit.GAME, st, "attack phase") == []


def test_no_twins_once_the_game_is_over_or_while_a_trade_is_open():
    st = kit.position(hands={"p1": ["u22_1", "ambush_1"], "p2": ["u41_1"], "p3": ["u13_1"], "p4": ["u21_1"]},
                      phase="D")
    st = kit.act(st, "p1", "trade")
    assert [label for label, _, _ in kit.GAME.secret_twins(st, "p2")] == ["two other players' loyalty markers exchanged"]
    assert fuzz.check_secrets(kit.GAME, st, "a trade being offered") == []


@pytest.mark.skipif(IN_PYODIDE, reason="a whole game with the secrets check: CPython only (about 15 s)")
def test_a_whole_game_passes_the_secrets_check():
    state, _ = fuzz.playout("guerilla", 3304, options={"players": 3}, check_every=0, check_replay=False,
                            secrets_every=40)
    assert state["result"]["rule"] == "10.6"


@pytest.mark.skipif(IN_PYODIDE, reason="two whole 6-player games with the secrets check: CPython only (about 6 s)")
@pytest.mark.parametrize("seed", [930199, 920387])
def test_a_twin_whose_attacker_was_offered_other_attacks_is_not_compared(seed):
    # The attacker's choice of attack is an index into options that his own Ambush may widen (6.2), so a twin
    # that passes his hand cards round makes his answer mean another attack: once two false alarms of the check
    state, _ = fuzz.playout("guerilla", seed, options={"players": 6}, check_every=0, check_replay=False,
                            secrets_every=25)
    assert state["result"] is not None


def test_the_secrets_check_tells_a_seen_difference_from_an_unfaithful_twin():
    mine, theirs = {"p1": (True, [("a", 1, "A")])}, {"p1": (True, [("b", 2, "B")])}
    public = {"p1": (False, [("a", 1, "A")])}
    assert fuzz._shown_apart([mine, mine], [mine, mine], "p2", 1) is None
    assert fuzz._shown_apart([mine, mine], [theirs, mine], "p2", 1) == "unfaithful"   # p1 answered other options
    assert fuzz._shown_apart([mine], [theirs], "p2", 0) is None        # p1's pending question lists his hand
    assert fuzz._shown_apart([mine], [theirs], "p1", 0) == "seen"      # the viewer's own question changed
    assert fuzz._shown_apart([public], [{"p1": (False, [])}], "p2", 0) == "seen"   # public options changed
