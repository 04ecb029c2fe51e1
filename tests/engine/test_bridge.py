"""The JSON bridge the browser worker calls: answers, refusals and internal errors are all plain JSON."""

import json

import engine
from engine import bridge


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def test_games_lists_uruguay():
    answer = ask(op="games")
    assert answer["ok"] and "uruguay" in [g["id"] for g in answer["games"]]


def test_sheet_matches_the_engine():
    answer = ask(op="sheet", game="uruguay", seed=42)
    assert answer["ok"]
    assert answer["sheet"]["deck"] == engine.setup("uruguay", 42)["deck"]
    assert answer["sheet"]["legal"] is True


def test_bad_seed_is_an_answer_not_a_crash():
    answer = ask(op="sheet", game="uruguay", seed="abc")
    assert answer == {"ok": False, "error": "bad_seed", "message": answer["message"], "rule": None}
    assert "whole number" in answer["message"]


def test_setup_apply_view_round_trip():
    answer = ask(op="setup", game="uruguay", seed=3, role="tupamaros")
    assert answer["ok"] and answer["view"]["role"] == "tupamaros"
    refused = ask(op="apply", state=answer["state"], role="tupamaros", verb="pass")
    assert refused["ok"] is False and refused["error"] == "unknown_verb"
    done = ask(op="apply", state=answer["state"], role="tupamaros", verb="space", arg="malvin")
    assert done["ok"] and done["view"]["board"]["peoples_prison"] == "malvin"


def test_malformed_requests():
    assert ask(op="nope")["error"] == "bad_request"
    assert ask(op="sheet")["error"] == "bad_request"
    assert json.loads(bridge.handle("{not json"))["error"] == "bad_request"


def test_example_steps_carry_their_moves_and_each_move_has_a_board():
    answer = ask(op="example", game="uruguay", id="example-of-play")
    assert answer["ok"] and len(answer["steps"]) == 16
    moves = answer["steps"][1]["moves"]
    assert [(m["role"], m["label"], m["rule"]) for m in moves[:3]] == [
        ("tupamaros", "Operation & Special Activity", "2.3.2"), ("tupamaros", "Sabotage", "3.3.3"),
        ("tupamaros", "Kidnap now", "4.3.1")]
    assert moves[0]["prompt"].startswith("1st Eligible")
    frame = ask(op="example_move", game="uruguay", id="example-of-play", step=2, move=4)
    assert frame["ok"] and frame["board"]["spaces"]["prado"]["cells_a"] == 1 and "<svg" in frame["svg"]
    assert ask(op="example_move", game="uruguay", id="example-of-play", step=2, move=99)["error"] == "bad_request"
    assert ask(op="example", game="uruguay", id="nope")["error"] == "unknown_example"


def test_the_deal_pages_two_mercenary_choice_reaches_the_deal():
    answer = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "guerilla", "seed": 42, "players": 4,
                                                  "mercenaries": 2})))
    assert answer["ok"] and answer["sheet"]["markers"] == {"government": 1, "rebel": 1, "mercenary": 2}
    odd = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "guerilla", "seed": 42, "players": 5,
                                               "mercenaries": 2})))
    assert not odd["ok"] and odd["rule"] == "4.3"
