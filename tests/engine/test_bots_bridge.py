"""The computer opponents through the sandbox bridge (sandbox_bot) and the arena's command line."""

import json

from engine import arena, bridge


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def test_a_bot_move_is_an_ordinary_move_of_the_record_with_its_reason():
    ask(op="sandbox_new", game="uruguay", seed=5, role="government")
    for _ in range(6):
        a = ask(op="sandbox_bot", role="acting", level="steady")
        assert a["ok"], a
        assert a["reason"]
    assert a["moves"] == 6 and len(a["record"]["moves"]) == 6
    exported = ask(op="sandbox_export")["record"]
    again = ask(op="sandbox_new", game="uruguay", record=exported)
    assert again["ok"] and again["moves"] == 6


def test_a_private_choice_of_the_computer_shows_no_reason_to_another_seat():
    ask(op="sandbox_new", game="uruguay", seed=5, role="government")
    a = ask(op="sandbox_bot", role="tupamaros", level="steady")      # the secret People's Prison (2.1)
    assert a["ok"] and a["reason"] == "made a private choice"   # beside the seat's own tag
    assert a["record"]["moves"] == [{"role": "tupamaros", "private": True}]


def test_the_same_position_gets_the_same_bot_move():
    first = []
    for _ in range(2):
        ask(op="sandbox_new", game="junta", seed=9, options={"players": 3}, role="observer")
        first.append([ask(op="sandbox_bot", level="steady")["reason"] for _ in range(5)])
    assert first[0] == first[1]


def test_bad_bot_requests_are_refused_in_words():
    ask(op="sandbox_new", game="paraguay", seed=2)
    a = ask(op="sandbox_bot", level="strong")                 # every game offers strong now, Paraguay too
    assert a["ok"] and a["reason"], a
    assert ask(op="sandbox_bot", level="genius")["error"] == "bad_bot"
    assert ask(op="sandbox_bot", role="nobody", level="steady")["error"] == "not_your_turn"


def test_the_arena_refuses_bad_arguments_in_one_line(capsys):
    for argv in (["nope", "--seats", "steady"], ["uruguay", "--seats", "steady"], ["uruguay", "--seats", "a,b"],
                 ["junta", "--seats", "steady,random", "--players", "9"], ["uruguay", "--seats", "steady,random",
                                                                        "--games", "x"], ["uruguay"]):
        assert arena.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err, err


def test_the_arena_json_object(capsys):
    assert arena.main(["junta", "--seats", "steady,random,random", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "games", "seats", "wins", "wins_by_role", "draws", "decision_ms"}
    assert out["games"] == 2 and set(out["decision_ms"]) == {"steady", "random"}
    assert set(out["decision_ms"]["steady"]) == {"median", "p95"}
    assert sum(out["wins_by_role"].values()) == sum(out["wins"].values())


def test_wilson_interval():
    lo, hi = arena.wilson(9, 10)
    assert 0.59 < lo < 0.6 and 0.98 < hi < 0.99


def test_the_arenas_look_sees_every_decision_before_it_is_made_and_leaves_the_game_as_it_was():
    seen = []
    state, _ = arena.play("junta", ["steady", "random", "random"], 7, {"players": 3}, seconds=0,
                          look=lambda move, s: seen.append((move, len(s["log"]), s["result"])))
    again, _ = arena.play("junta", ["steady", "random", "random"], 7, {"players": 3}, seconds=0)
    assert state == again                                   # looking changes nothing
    assert [m for m, _, _ in seen] == list(range(len(seen))) and seen
    assert all(result is None for _, _, result in seen)     # each call comes before a decision, never after the end
    assert seen[-1][1] < len(state["log"])                  # the last decision's move is not yet in what it saw
