"""Who Paraguay waits for is named as its log names the sides (engine/core.py ``role_phrase``): the sides' names
are adjectives, so a waiting line reads "the Paraguayan player", never "Waiting for Paraguayan". The shared code
names no game: the game supplies the words; a game whose role names are nouns keeps them."""

import engine

GAME = engine.get_game("paraguay")


def test_waiting_line_names_the_player_of_the_side():
    st = GAME.setup(1)
    assert GAME.active_roles(st) == ["paraguayan"]
    for viewer in ("allied", None, "observer"):
        q = GAME.question(st, viewer)
        assert q["private"] and q["prompt"] == "Waiting for the Paraguayan player (a private choice).", q
    assert GAME.why_not(st, "allied", "1040")["reason"] == "It is not your decision now: waiting for the Paraguayan player"
    try:
        GAME.apply(st, "allied", "end", None)
    except engine.IllegalAction as err:
        assert err.code == "not_your_turn" and err.message == (
            "it is not the Allied player's decision now: waiting for the Paraguayan player"), err.message
    else:
        raise AssertionError("the Allied player moved out of turn")


def test_other_games_keep_their_role_names_or_give_their_own_phrase():
    uru = engine.get_game("uruguay")
    assert uru.role_phrase("tupamaros") == "the Tupamaros" and uru.role_phrase("government") == "the Government"
    assert engine.get_game("junta").role_phrase("p2") == "Player 2"
