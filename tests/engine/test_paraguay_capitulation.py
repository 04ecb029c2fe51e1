"""Capitulation (4.3, 5.4): the side with a decision may give up the war; the other side wins at once."""

import pytest

import engine
import paraguay_kit as kit

PY, AL = "paraguayan", "allied"
GAME = kit.GAME


def position():
    return kit.game([kit.inf("py-a", "paraguay", "1531"), kit.inf("br-a", "brazil", "1530")], turn=4,
                    segment="move:paraguayan")


def test_the_deciding_side_is_offered_capitulation_with_its_rule():
    st = position()
    offer = [a for a in kit.actions(st, PY) if a["verb"] == "capitulate"]
    assert offer == [{"verb": "capitulate", "arg": None, "rule": "5.4",
                      "label": "Capitulate: the Allied player wins the war (4.3, 5.4)",
                      "confirm": "The war ends now and the Allied player wins it; this cannot be undone."}]
    assert kit.actions(st, AL) == []                      # not his decision: nothing, capitulation included


def test_capitulating_ends_the_game_for_the_other_side():
    st = kit.act(position(), PY, "capitulate")
    assert st["result"]["winner"] == AL and st["result"]["rule"] == "5.4" and st["result"]["turn"] == 4
    assert "The Paraguayan player capitulates on Turn IV: the Allied player wins." in kit.log(st)
    assert kit.actions(st, PY) == [] and kit.actions(st, AL) == []
    with pytest.raises(engine.IllegalAction, match="over"):
        kit.act(st, AL, "capitulate")


def test_a_side_without_a_decision_cannot_capitulate_and_the_state_is_untouched():
    st = position()
    before = engine.view(st, None)
    with pytest.raises(engine.IllegalAction) as err:
        kit.act(st, AL, "capitulate")
    assert err.value.rule == "5.4" and engine.view(st, None) == before
    with pytest.raises(engine.IllegalAction) as err:
        kit.act(st, PY, "capitulate", "now")
    assert err.value.rule == "5.4"


def test_random_play_never_capitulates_and_keeps_its_old_choices():
    st = position()
    allowed = [a["verb"] for a in kit.actions(st, PY) if GAME.fuzz_allows(st, PY, a)]
    assert "capitulate" not in allowed and allowed
    # only a fortress to "move": ending the phase is all there is, and random play, which ends phases only
    # every fourth move, must still take it rather than fall back on every action, capitulation included
    st = kit.game([kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, "1531", code="1531"),
                   kit.inf("br-a", "brazil", "1530")], segment="move:paraguayan")
    st = dict(st, moves=1)
    verdict = {a["verb"]: GAME.fuzz_allows(st, PY, a) for a in kit.actions(st, PY)}
    assert verdict == {"end_phase": True, "capitulate": False}


def test_a_player_reads_every_turn_in_the_roman_numerals_of_the_turn_record_track():
    """The movement prompt said "Turn 4" and the end screen "ended on Turn 4" while the log says "Turn IV"."""
    st = position()
    assert engine.view(st, PY)["prompt"].startswith("Turn IV, Paraguayan movement:")
    st = kit.act(st, PY, "capitulate")
    from engine import endgame
    total = endgame.summary(GAME, st)["scores"][0]["total"]
    assert "the game ended on Turn IV by rule 5.4" in total


def test_after_a_capitulation_the_board_says_the_war_is_over():
    """Before this fix, after a capitulation the sandbox's in-play box still read "end of the game turn (5.2)"
    and "Moving now: the stack at 2330", and the end title had two colons ("The end: Allied victory: the Paraguayan
    player capitulates"). The board now says the war is over and names no moving stack, for every viewer."""
    st = kit.act(position(), PY, "capitulate")
    for role in (None, AL, PY):
        board = engine.view(st, role)["board"]
        assert board["now"] == "over" and board["moving"] is None
    assert st["result"]["title"] == "Allied victory by the Paraguayan player's capitulation"
    assert ":" not in st["result"]["title"]
