"""Guerilla through the sandbox bridge: a saved game (its options as the engine normalised them) reopens, and
"play to the end of the round" stops at the round's end."""

import json

from engine import bridge


def ask(op, **req):
    return json.loads(bridge.handle(json.dumps({"op": op, **req})))


def test_an_exported_game_reopens_with_its_normalised_options():
    assert ask("sandbox_new", game="guerilla", seed=5, options={"players": 3})["ok"]
    for _ in range(25):
        ask("sandbox_random")
    rec = ask("sandbox_export")["record"]
    assert rec["options"]["sudden_death_start"] == 10 and len(rec["moves"]) == 25
    again = ask("sandbox_new", game="guerilla", record=rec)
    assert again["ok"] and again["moves"] == 25
    assert ask("sandbox_export")["record"] == rec
    bad = dict(rec, options=dict(rec["options"], sudden_death_start=7))
    refused = ask("sandbox_new", game="guerilla", record=bad)
    assert not refused["ok"] and "starts on 10" in refused["message"] and refused["rule"] == "10.2"
