"""A sandbox game reopened from its saved record (a reload, a link, a file) is the same game: same view, and undo
goes back exactly as far as it could before (never past a die roll or a hidden draw)."""

import json

from engine import bridge


def ask(**req):
    answer = json.loads(bridge.handle(json.dumps(req)))
    assert answer["ok"], answer
    return answer


def play(game, seed, moves, options=None, role=None):
    """Start a game and make ``moves`` random legal moves; return (answers after each move, the whole record)."""
    seen = [ask(op="sandbox_new", game=game, seed=seed, options=options, role=role)]
    for _ in range(moves):
        seen.append(ask(op="sandbox_random", game=game))
    return seen, ask(op="sandbox_export", game=game)["record"]


def undo_depth(game):
    """How many moves undo can take back now (it stops at a roll or a draw), and the views it passes through."""
    views = []
    while True:
        answer = json.loads(bridge.handle(json.dumps({"op": "sandbox_undo", "game": game})))
        if not answer["ok"]:
            assert answer["error"] == "no_undo"
            return views
        views.append((answer["view"], answer["moves"]))


def test_undo_after_reopening_a_saved_game_matches_undo_before():
    for game, seed, options, role in (("uruguay", 5, None, "tupamaros"), ("junta", 12, {"players": 4}, "acting")):
        seen, whole = play(game, seed, 25, options, role)
        before = undo_depth(game)
        reopened = ask(op="sandbox_new", game=game, record=whole, role=role)
        assert reopened["view"] == seen[-1]["view"] and reopened["moves"] == 25
        assert reopened["can_undo"] == bool(before)
        assert undo_depth(game) == before, game


def test_undo_works_after_a_reload_in_the_first_moves_of_uruguay():
    ask(op="sandbox_new", game="uruguay", seed=5, role="tupamaros")
    ask(op="sandbox_act", game="uruguay", role="tupamaros", verb="space", arg="malvin")
    whole = ask(op="sandbox_export", game="uruguay")["record"]
    reopened = ask(op="sandbox_new", game="uruguay", record=whole, role="tupamaros")
    assert reopened["can_undo"]
    back = ask(op="sandbox_undo", game="uruguay")
    assert back["moves"] == 0 and {a["arg"] for a in back["actions"]} >= {"malvin"}


def test_play_on_stops_at_the_games_own_move_budget(monkeypatch):
    """'Play on' makes at most the game's milestone_moves random moves in one call, then answers."""
    import engine
    game = engine.get_game("uruguay")
    monkeypatch.setattr(type(game), "milestone_moves", 3, raising=False)
    monkeypatch.setattr(type(game), "milestone", staticmethod(lambda state: 0), raising=False)   # never reached
    ask(op="sandbox_new", game="uruguay", seed=5, role="tupamaros")
    assert ask(op="sandbox_next_card", game="uruguay")["moves"] == 3
    assert engine.get_game("guerilla").milestone_moves > 3813          # the longest random round seen (a fuzz run)
