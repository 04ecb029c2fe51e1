"""One log entry, two readings (engine/core.py ``Context.log(..., own=...)``, ``reading``): every reader of the log
picks each viewer's reading through the same filter. The owner reads his own words in place of the public line;
another role, a bot of another role and an onlooker read the public words, and the owner's never reach them. Checked
on a toy entry in the test-only game "duel", through every path that reads the log: the view, the view a deciding
bot gets, the public basis of a steady bot, the question, the computers' reasons beside the lines and the
since-your-last-turn mark (engine/seats.py), the secrets check of the fuzzer."""

import json

import engine
from engine import bots, fuzz, seats
from engine.core import Context, reading, readings, sees

import duel_game  # noqa: F401  (registers "test-duel")

GAME = "test-duel"
SECRET = "red's own words: strength 7"


def with_entry(to=None):
    """A fresh duel with one entry of two readings at the end of its log: red reads SECRET."""
    st = engine.setup(GAME, 5, options={"players": 3})
    Context(st, None).log("1.1", "Red moves.", to=to, own={"red": ("1.2", f"Red moves ({SECRET}).")})
    return st


def texts(log):
    return [e["text"] for e in log]


def test_the_entry_is_json_safe_and_keeps_both_readings():
    st = with_entry()
    entry = st["log"][-1]
    assert json.loads(json.dumps(entry)) == entry
    assert entry == {"rule": "1.1", "text": "Red moves.", "own": {"red": {"rule": "1.2",
                                                                          "text": f"Red moves ({SECRET})."}}}
    assert readings(entry) == ["Red moves.", f"Red moves ({SECRET})."]


def test_the_owner_reads_his_words_everyone_else_the_public_ones_and_no_one_the_own_key():
    st = with_entry()
    game = engine.get_game(GAME)
    mine = engine.view(st, "red")["log"]
    assert mine[-1] == {"rule": "1.2", "text": f"Red moves ({SECRET})."}
    for viewer in ("blue", "green", None, "observer"):
        log = engine.view(st, viewer)["log"]
        assert log[-1] == {"rule": "1.1", "text": "Red moves."}, viewer
        public = [e for e in log if "to" not in e]      # one line each: apart from the lines written to one role
        assert len(public) == len([e for e in mine if "to" not in e])      # alone, the count agrees
        assert SECRET not in json.dumps(engine.view(st, viewer)) and SECRET not in json.dumps(
            game.question(st, viewer)), viewer
    assert all("own" not in e for v in ("red", "blue", None) for e in game.visible_log(st, v))
    assert st["log"][-1]["own"]                         # the filter hands out copies: the state keeps its entry


def test_a_deciding_bot_and_a_bot_on_the_public_basis_read_only_their_own_reading():
    st = with_entry()
    game = engine.get_game(GAME)
    found = game.deciding(st)
    assert found is not None
    question, view = found
    assert view == engine.view(st, question["role"])
    if question["role"] != "red":
        assert SECRET not in json.dumps(view)
    public = bots.public_view(game, st, question)
    assert SECRET not in json.dumps(public) and public["log"][-1]["text"] == "Red moves."


def test_an_entry_written_to_some_roles_gives_the_others_nothing_and_its_owner_his_words():
    st = with_entry(to=["red", "blue"])
    entry = st["log"][-1]
    assert reading(entry, "green") is None and reading(entry, None) is None and not sees(entry, "green")
    assert reading(entry, "blue")["text"] == "Red moves." and reading(entry, "red")["text"].endswith(f"({SECRET}).")
    assert len(engine.view(st, "green")["log"]) == len(engine.view(st, "red")["log"]) - 1


def test_reasons_and_the_since_mark_count_the_entry_once_for_every_viewer():
    """A computer's note placed on the entry: its reason sits beside that line in every viewer's log, and the
    since-your-last-turn mark counts it as one line for each; only the owner's log reads his words there."""
    st = with_entry()
    game = engine.get_game(GAME)
    n = len(st["log"])
    note = {"role": "red", "level": "steady", "why": "because", "open": False, "label": "Move", "rule": "1.1",
            "first": n, "log": n, "start": n - 1}
    for viewer in ("red", "blue", None):
        shown = len(game.visible_log(st, viewer))
        [reason] = seats.reasons_shown(st["log"], [None, note], [False, False], viewer, shown)
        assert reason["log"] == shown and "silent" not in reason, viewer       # beside the entry, its last line
        assert seats.since_line(st["log"], [None, note], 0, viewer, shown) == shown - 1
        line = game.visible_log(st, viewer)[reason["log"] - 1]["text"]
        assert (SECRET in line) == (viewer == "red")


def test_twins_that_differ_only_in_the_owners_words_look_the_same_to_everyone_else():
    """Two states that differ only in red's own words: blue's, green's and the onlooker's views agree, red's do not
    (the views are what the fuzzer's secrets check compares between twins)."""
    a, b = with_entry(), with_entry()
    b["log"][-1] = dict(b["log"][-1], own={"red": {"rule": "1.2", "text": "Red moves (strength 3)."}})
    for viewer in ("blue", "green", None):
        assert engine.view(a, viewer) == engine.view(b, viewer), viewer
    assert engine.view(a, "red")["log"] != engine.view(b, "red")["log"]
    assert fuzz.json_safe(a) and fuzz.json_safe(b)
