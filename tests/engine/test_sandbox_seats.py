"""Seat kinds at the sandbox table (issue 27.5, engine/seats.py through the bridge): computer seats kept with the
record, the one person's own view throughout, computers' reasons only as far as the viewer may know them, undo
back to the person's last decision, bad seat requests refused without touching the game."""

import json

import pytest

import engine
from engine import bridge, prng, seats


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def play_until_person(game, limit=200):
    """Let the computer seats move (sandbox_bot "computer") until a person decides; the answers seen."""
    seen = []
    a = ask(op="sandbox_view", game=game, role="acting")
    for _ in range(limit):
        if not a["computer"] or a["view"]["result"]:
            return a, seen
        a = ask(op="sandbox_bot", game=game, role="computer")
        assert a["ok"], a
        seen.append(a)
    raise AssertionError("the computers never stopped")


def test_computer_seats_go_with_the_record_and_the_person_keeps_their_view():
    a = ask(op="sandbox_new", game="uruguay", seed=5, role="acting", seats={"government": "steady",
                                                                            "tupamaros": "person"})
    assert a["ok"] and a["seats"] == {"government": "steady"}
    assert a["seated"] == "tupamaros" and a["role"] == "tupamaros"       # the one person: no hand-off, own view
    for _ in range(6):                 # the person decides, the computer answers
        a, seen = play_until_person("uruguay")
        assert a["role"] == "tupamaros" and a["acting"] == "tupamaros" and a["actions"]
        for s in seen:
            assert s["role"] == "tupamaros" and s["bot"]["role"] == "government" and s["reason"]
            assert s["bot"]["rule"] and s["bot"]["level"] == "steady"
        act = a["actions"][0]
        a = ask(op="sandbox_act", game="uruguay", role="tupamaros", verb=act["verb"], arg=act["arg"])
        assert a["ok"]
    rec = ask(op="sandbox_export", game="uruguay")["record"]
    assert rec["seats"] == {"government": "steady"} and a["record"]["seats"] == {"government": "steady"}
    back = ask(op="sandbox_new", game="uruguay", record=rec, role="acting")      # a reload, a link, a file
    assert back["ok"] and back["seats"] == {"government": "steady"} and back["moves"] == len(rec["moves"])
    assert back["role"] == "tupamaros"


def test_undo_goes_back_to_the_persons_last_decision():
    ask(op="sandbox_new", game="junta", seed=7, role="acting", options={"players": 4},
        seats={"p2": "steady", "p3": "steady", "p4": "steady"})
    for _ in range(40):
        a, seen = play_until_person("junta")
        assert not a["view"]["result"]
        act = a["actions"][0]
        before = a["moves"]
        a = ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
        a, seen = play_until_person("junta")
        if seen and a["can_undo"]:
            undone = ask(op="sandbox_undo", game="junta")
            assert undone["ok"] and undone["moves"] == before       # every computer move since, and the decision
            assert undone["acting"] == "p1" and any(x["verb"] == act["verb"] and x["arg"] == act["arg"]
                                                    for x in undone["actions"])
            return
    raise AssertionError("no computer move came between two of the person's decisions that undo may pass")


def test_a_computers_reason_rests_on_public_facts_or_stays_hidden():
    ask(op="sandbox_new", game="guerilla", seed=12, role="acting", options={"players": 3},
        seats={"p2": "steady", "p3": "steady"})
    shown = 0
    for _ in range(30):
        a, seen = play_until_person("guerilla")
        for s in seen:
            shown += 1
            # every Guerilla seat holds a hidden loyalty: no reason of another seat reaches the person
            assert "stays with its own side" in s["reason"] or "private choice" in s["reason"], s["reason"]
        if a["view"]["result"]:
            break
        act = a["actions"][0]
        ask(op="sandbox_act", game="guerilla", role=a["acting"], verb=act["verb"], arg=act["arg"])
    assert shown
    # the Uruguay Government knows nothing the public does not: its reasons are shown whole
    ask(op="sandbox_new", game="uruguay", seed=5, role="acting", seats={"government": "steady"})
    seen = []
    while not seen:
        a = ask(op="sandbox_view", game="uruguay", role="acting")
        ask(op="sandbox_act", game="uruguay", role="tupamaros", verb=a["actions"][0]["verb"],
            arg=a["actions"][0]["arg"])
        a, seen = play_until_person("uruguay")
    assert all("stays with its own side" not in s["reason"] for s in seen)


def test_bad_seats_are_refused_and_the_game_is_untouched(monkeypatch):
    from engine.games.paraguay import bot as paraguay_bot
    ask(op="sandbox_new", game="paraguay", seed=3, role="acting")
    before = ask(op="sandbox_export", game="paraguay")["record"]
    assert seats.levels(bridge.SANDBOX["game"])["strong"] is None          # Paraguay offers both levels
    # a game without a search refuses the level (bots.refusal): the page greys it out and the bridge refuses the
    # seat in words
    monkeypatch.delattr(paraguay_bot, "Strong")
    for bad, words in [({"allied": "strong"}, "not offered for paraguay"), ({"allies": "steady"}, "not a player"),
                       ({"allied": "genius"}, "not a seat kind"), (["allied"], "an object")]:
        a = ask(op="sandbox_seats", game="paraguay", seats=bad)
        assert not a["ok"] and a["error"] == "bad_seats" and words in a["message"], a
        assert ask(op="sandbox_export", game="paraguay")["record"] == before
    a = ask(op="sandbox_new", game="paraguay", record={**before, "seats": {"allied": 3}}, role="acting")
    assert not a["ok"] and a["error"] == "bad_record"
    assert seats.levels(bridge.SANDBOX["game"])["strong"]           # the page greys the strong option out
    monkeypatch.undo()
    a = ask(op="sandbox_seats", game="paraguay", seats={"allied": "steady", "paraguayan": "person"})
    assert a["ok"] and a["seats"] == {"allied": "steady"} and a["seated"] == "paraguayan"


def test_a_reason_opens_with_what_was_chosen_in_words_of_its_own():
    """A bare number's reason says which question it answers (a "how many" question and its answer as one statement:
    "3 Infantry move", not "How many Infantry move? 3"), a card's names the card without its whole text, and
    a hidden reason of a bare number says who chose it (the log shows a reason away from its question)."""
    from engine.bots.common import PriorityBot, said

    count = {"verb": "number", "arg": 3, "label": "3", "rule": "4.1"}
    assert said(count, "3: all the units move together", "How many Infantry move?") == \
        "3 Infantry move: all the units move together, 4.1"
    one = {"verb": "number", "arg": 1, "label": "1", "rule": "3.3.2"}
    assert said(one, "1: the space tips into Unrest", "Place how many Cells in Malvín?") == \
        "Place 1 Cell in Malvín: the space tips into Unrest, 3.3.2"
    assert said(one, "1: one goes", "How many Active Cells move to Prado?") == "1 Active Cell moves to Prado: one goes, 3.3.2"
    assert said(count, "3: the largest stack", "Which stack?") == "Which stack? 3: the largest stack, 4.1"
    card = {"verb": "play", "arg": "c", "rule": "4.7",
            "label": "Play Secret Police: The Minister reveals one plain-clothes Police unit where it is needed."}
    assert said(card, card["label"] + ": more units help our side") == \
        "Play Secret Police: more units help our side, 4.7"
    plain = {"verb": "op", "arg": "x", "label": "Arrest", "rule": "3.2.4"}
    assert said(plain, "Arrest: Cells with Police", "Which Operation?") == "Arrest: Cells with Police, 3.2.4"

    class Counting(PriorityBot):
        def score(self, ctx, act):
            return act["arg"], f"{act['label']}: the most"

    question = {"prompt": "How many Cells travel?", "actions": [dict(count, arg=n, label=str(n)) for n in (1, 2)]}
    ranked = Counting().rank({"board": {}, "role": "r"}, question, None)
    assert ranked[0][2] == "2 Cells travel: the most, 4.1"

    # a reason another seat may not read is a sentence: what was chosen, its rule, and why the why stays with that
    # side (before: "chose 1: why stays hidden, 3.3.2", "Aguada: why stays hidden, 3.3.3", fragments)
    note = {"role": "tupamaros", "label": "1", "rule": "3.3.2", "open": False, "why": "secret"}
    text, rule = seats.seen_reason(note, False, "government")
    assert text == "chose 1 (3.3.2). Its reason stays with its own side: it rests on what only that side knows."
    assert rule == "3.3.2"
    assert seats.seen_reason(note, True, "government") == ("made a private choice", None)
    # a move that wrote no line the viewer sees says so (told by a flag, not by comparing the words afterwards)
    assert seats.seen_reason(note, True, "government", unseen=True) == (
        "made a private choice that left no line in your log", None)
    assert seats.seen_reason(note, True, "tupamaros", unseen=True) == ("secret", "3.3.2")       # its own seat
    assert seats.seen_reason(note, False, "government", unseen=True)[0].startswith("chose 1 (3.3.2). ")
    assert seats.seen_reason(dict(note, label="Aguada", rule="3.3.3"), False, "government")[0].startswith(
        "chose “Aguada” (3.3.3). Its reason stays with its own side")
    note = dict(note, label=card["label"])
    assert seats.seen_reason(note, False, "government")[0].startswith("chose “Play Secret Police” (3.3.2). ")


def test_random_play_never_makes_a_computers_moves():
    """"Random legal move" and "Play to the next card" play only persons' seats: while a computer decides they are
    refused, the game untouched (before: they made the computer's secret choices at random, the People's Prison's
    among them), and "to the next card" stops where a computer decides."""
    a = ask(op="sandbox_new", game="uruguay", seed=5, role="acting", seats={"government": "steady"})
    assert a["ok"] and a["computer"] is None and a["seated"] == "tupamaros"
    for _ in range(30):
        a = ask(op="sandbox_view", game="uruguay", role="acting")
        if a["computer"]:
            refused = ask(op="sandbox_random", game="uruguay")
            assert not refused["ok"] and refused["error"] == "computer_decides", refused
            assert ask(op="sandbox_next_card", game="uruguay")["ok"] is False
            assert ask(op="sandbox_view", game="uruguay", role="acting")["moves"] == a["moves"]   # untouched
            a = ask(op="sandbox_bot", game="uruguay", role="computer")
            assert a["ok"], a
        else:
            before = a["moves"]
            a = ask(op="sandbox_next_card", game="uruguay")
            assert a["ok"] and a["moves"] > before
            rec = ask(op="sandbox_export", game="uruguay")["record"]
            assert all(m["role"] == "tupamaros" for m in rec["moves"][before:]), rec["moves"][before:]
    assert any(m["role"] == "government" for m in ask(op="sandbox_export", game="uruguay")["record"]["moves"])


def test_a_reason_sits_beside_the_first_line_its_move_wrote():
    """A move that also ends a card or the game writes lines after its own: its reason goes beside the first line
    the move wrote that the viewer sees (before: beside the last, "Government win" or a card revealed), else beside
    the viewer's last line before the move."""
    log = [{"text": "earlier"}, {"text": "Patrol into Prado"}, {"text": "only the computer sees this", "to": ["b"]},
           {"text": "Card revealed"}, {"text": "a line of the person's move"}]
    note = {"role": "b", "level": "steady", "why": "Patrol: the cubes go where the Cells are", "open": True,
            "label": "Patrol", "rule": "3.2.2", "first": 2, "log": 4}
    quiet = dict(note, first=5, log=4)                     # a move that wrote nothing
    hidden_first = dict(note, first=3, log=4)              # its first line is the computer's own
    for n, viewer, shown, want in ((note, "a", 4, 2), (note, "b", 5, 2), (quiet, "a", 4, 3),
                                   (hidden_first, "a", 4, 3), (hidden_first, "b", 5, 3)):
        got = seats.reasons_shown(log, [None, n, None], [False, False, False], viewer, shown)
        assert [r["log"] for r in got] == [want], (n, viewer, got)
    old = {k: v for k, v in note.items() if k != "first"}  # a note without its first line: beside its last
    assert seats.reasons_shown(log, [None, old, None], [False] * 3, "a", 4)[0]["log"] == 3


def test_a_move_that_wrote_no_line_is_told_as_its_own_not_as_the_line_before():
    """A computer's move that writes no line the viewer sees (End Patrol, No Arrest, how many units) sits after the
    viewer's last line before it, which may be another seat's or the person's own: the reason says it wrote none
    and what it chose, so the page gives it a line of its own naming the seat (issue 27: Junta's "Player 2
    moves ... to Central Police Precinct" carried four of Player 3's reasons). A private choice stays unsaid."""
    log = [{"text": "Player 2 moves 1 Infantry to Central Police Precinct"}, {"text": "Player 3 moves 2 Armor"}]
    quiet = {"role": "p3", "level": "steady", "why": "No Arrest: no Cell is in reach", "open": True,
             "label": "No Arrest", "rule": "3.2.4", "first": 2, "log": 1}
    wrote = dict(quiet, first=2, log=2, label="Move", why="Move: toward the Palace")
    count = dict(quiet, label="2", asked="How many units move?", why="2: enough to hold it", first=3, log=2)
    got = seats.reasons_shown(log, [None, quiet, wrote, count], [False] * 4, "p2", 2)
    assert [(r["log"], r.get("silent"), r.get("what")) for r in got] == [
        (1, True, "No Arrest"), (2, None, None), (2, True, "2 units move")], got
    # a private choice: another seat learns only that a choice was made, never which; its own seat reads it all
    secret = dict(quiet, label="Aguada", open=False, why="Aguada: the Cells are safe there")
    other = seats.reasons_shown(log, [None, secret], [False, True], "p2", 2)
    assert [(r.get("silent"), r["what"], r["text"]) for r in other] == [
        (True, None, "made a private choice that left no line in your log")]      # not the words of one beside a line
    assert seats.reasons_shown(log, [None, secret], [False, True], "p3", 2)[0]["what"] == "Aguada"
    assert seats.reasons_shown(log, [None, secret], [False, True], "p2", 2, everyone=True)[0]["what"] == "Aguada"
    # the words of a question a closed seat answered with a number are not told to another seat (they may hold
    # its secrets): the number alone
    closed = dict(count, open=False)
    assert seats.reasons_shown(log, [None, closed], [False, False], "p2", 2)[0]["what"] == "2"


def test_a_computers_note_keeps_the_question_a_bare_number_answered():
    """The how-many question a number answered is kept with the computer's note (seats.note_move, and again on a
    reload, replayed_note), so the line of its own a silent count gets reads "3 Cells move", not "3"."""
    game = bridge.get_game("uruguay")
    state = bridge.setup("uruguay", 1)
    role = game.active_roles(state)[0]
    act = game.actions(state, role)[0]
    _, note = seats.note_move(game, state, role, dict(act, label="3"), "steady", "3: the most")
    assert note["asked"] == game.question(state, role)["prompt"]
    _, note = seats.note_move(game, state, role, dict(act, label="Patrol"), "steady", "why")
    assert "asked" not in note                  # a label that says what it is needs no question beside it


def test_with_computers_the_persons_forced_steps_are_taken_with_the_move_before():
    """Guerilla, one person and two computers: a step of the person's with one option ("Phase B (Attack): 0 actions
    left") is taken at once after the move before it, joined to it, so the person is never asked to "go on" through
    it (before: one decision in three was such a click); undo still goes back to a real decision. (With a second
    person at the table their "go on" stays: whether a step is forced may rest on its seat's secrets.)"""
    import engine
    a = ask(op="sandbox_new", game="guerilla", seed=12, role="acting", options={"players": 3},
            seats={"p2": "steady", "p3": "steady"})
    state, game = engine.setup("guerilla", 12, options={"players": 3}), engine.get_game("guerilla")
    joined, moves = 0, []
    for _ in range(300):
        if a["view"]["result"]:
            break
        if a["computer"]:
            a = ask(op="sandbox_bot", game="guerilla", role="computer")
        else:                                                   # a "go on" is never asked
            assert not a["forced"] and len(game.actions(state, a["acting"])) > 1, a["prompt"]
            act = a["actions"][0]
            a = ask(op="sandbox_act", game="guerilla", role=a["acting"], verb=act["verb"], arg=act["arg"])
        assert a["ok"], a
        done = len(moves)
        moves = ask(op="sandbox_export", game="guerilla")["record"]["moves"]
        for m in moves[done:]:
            state = engine.apply(state, m["role"], m["verb"], m.get("arg"), m.get("chance"))
        joined = sum(1 for m in moves if m.get("joined") and m["role"] == "p1" and m["verb"] == "next")
        if joined >= 5 and not a["computer"] and a["can_undo"]:
            break
    assert joined >= 5                             # phases passed with nothing to do: taken, not asked
    depth_from = len(moves)
    back = ask(op="sandbox_undo", game="guerilla")
    assert back["ok"] and back["moves"] < depth_from
    last = ask(op="sandbox_export", game="guerilla")["record"]["moves"]
    taken = moves[len(last)]                       # the first move undone: the person's own decision
    assert taken["role"] == "p1" and not taken.get("joined"), taken


def test_a_reason_stays_beside_its_own_line_once_sealed_answers_are_revealed(monkeypatch):
    """Guerilla, one person and two computers: the computers answer a sealed window first ("Player 2 has chosen.",
    "Player 3 has chosen."), then the person's answer reveals them and the lines are written again ("Player 2 plays
    an Informant: ..."). Each reason then sits beside its own move's revealed line, or, for an answer that wrote
    nothing (a pass), beside the line before the reveal (before: at its old place, beside whatever line now had
    that number: the battle's dice). Undo puts them back beside "has chosen"; a reload shows the same. (The person
    here holds none of the window's cards, so the table would now pass for him; he is asked as a person
    holding one would be, which keeps this game's moves, undo included, as they were. Seed 8 since Guerilla's fourth
    audit, whose rules changed the person's random choices of seed 12 before its windows.)"""
    monkeypatch.delattr(type(engine.get_game("guerilla")), "nothing_to_choose")
    a = ask(op="sandbox_new", game="guerilla", seed=8, role="acting", options={"players": 3},
            seats={"p2": "steady", "p3": "steady"})
    while a["moves"] < 62:
        a = ask(op="sandbox_bot", game="guerilla", role="computer") if a["computer"] else ask(op="sandbox_random",
                                                                                                game="guerilla")
    beside = {r["move"]: a["view"]["log"][r["log"] - 1]["text"] for r in a["reasons"]}
    assert beside[61] == "Player 2 has chosen." and beside[62] == "Player 3 has chosen."
    texts = [e["text"] for e in a["view"]["log"]]
    before = texts[texts.index("Player 2 has chosen.") - 1]          # the line the window's question follows
    assert a["acting"] == "p1" and not a["computer"]
    a = ask(op="sandbox_act", game="guerilla", role="p1", verb="pass")
    log = a["view"]["log"]
    beside = {r["move"]: log[r["log"] - 1]["text"] for r in a["reasons"]}
    assert beside[61].startswith("Player 2 plays an Informant"), beside[61]
    assert beside[62] == before
    while a["moves"] < 65:                     # a second window: Atrocities/Press, no die rolled, undo may go back
        a = ask(op="sandbox_bot", game="guerilla", role="computer") if a["computer"] else ask(op="sandbox_random",
                                                                                                game="guerilla")
    a = ask(op="sandbox_act", game="guerilla", role="p1", verb="pass")
    log = a["view"]["log"]
    beside = {r["move"]: log[r["log"] - 1]["text"] for r in a["reasons"]}
    assert beside[64].startswith("Player 2 plays Press") and "has chosen" not in beside[65]
    record = ask(op="sandbox_export", game="guerilla")["record"]
    again = ask(op="sandbox_new", game="guerilla", record=record, role="acting")
    assert again["reasons"] == a["reasons"]
    back = ask(op="sandbox_undo", game="guerilla")
    assert back["ok"] and back["moves"] == 65
    beside = {r["move"]: back["view"]["log"][r["log"] - 1]["text"] for r in back["reasons"]}
    assert beside[64] == "Player 2 has chosen." and beside[65] == "Player 3 has chosen."
    assert beside[61].startswith("Player 2 plays an Informant")


def test_only_the_sealed_answers_lines_are_found_again_after_a_reveal():
    """seats.relocated on a log whose last lines a reveal rewrote: an answer's "has chosen" line gives way to the
    line that opens with its seat's name (or is shown to it alone); an answer that wrote nothing visible goes beside
    the line before the reveal; a move made before the question that wrote nothing stays where it was, even when
    its seat's name opens a revealed line."""
    import engine
    game = engine.get_game("guerilla")
    before = [{"text": "Player 1 attacks."}, {"text": "Player 2 has chosen."}, {"text": "Player 3 has chosen."}]
    after = [{"text": "Player 1 attacks."}, {"text": "Player 3 plays Press."}, {"text": "Only yours", "to": ["p4"]},
             {"text": "Battle: 9 against 12."}]
    note = {"level": "steady", "why": "w", "open": True, "label": "x", "rule": "8.8"}
    quiet = dict(note, role="p3", first=2, log=1)        # a move before the question that wrote nothing
    p2 = dict(note, role="p2", first=2, log=2)
    p3 = dict(note, role="p3", first=3, log=3)
    moved = seats.relocated(game, [quiet, None, p2, p3], before, after)
    assert sorted(moved) == [2, 3]
    assert (moved[2]["first"], moved[2]["log"]) == (2, 1)        # wrote nothing now shown: beside line 1
    assert (moved[3]["first"], moved[3]["log"]) == (2, 2)        # "Player 3 plays Press."
    assert seats.move_lines(game, "p4", before, after) == (3, 3)  # the revealing answer: the line shown to it alone
    assert seats.move_lines(game, "p4", before, before + after[3:]) == (4, 4)   # nothing rewritten: its new lines


def test_every_move_since_the_persons_last_decision_brings_its_reason(monkeypatch):
    """The page keeps every log line since the person's last move, however long the computers' run (issue 27:
    a Paraguay computer turn of 144 lines); the reasons come for every move of that run, not only those beside the
    log's last SHOWN_LINES lines (before: the page kept earlier answers' reasons itself, and lost them on a reload)."""
    monkeypatch.setattr(seats, "SHOWN_LINES", 10)          # a window of 10 lines: runs longer than it come soon
    a = ask(op="sandbox_new", game="paraguay", seed=7, role="acting", seats={"paraguayan": "steady"})
    long_runs = 0
    for _ in range(900):
        if a["view"]["result"] or long_runs >= 2:
            break
        if a["computer"]:
            a = ask(op="sandbox_bot", game="paraguay", role="computer")
        else:
            acts = [x for x in a["actions"] if x["verb"] != "capitulate"]     # the person ends each phase at once
            act = ([x for x in acts if x["verb"] in ("end", "done", "finish", "next", "pass", "stop")] or acts)[0]
            a = ask(op="sandbox_act", game="paraguay", role=a["acting"], verb=act["verb"], arg=act["arg"])
        moves = a["record"]["moves"]
        last = seats.last_decision(moves, {"paraguayan": "steady"})
        run = [i + 1 for i in range(last + 1 if last is not None else 0, len(moves))]
        notes = bridge.SANDBOX["notes"]
        shown = len(a["view"]["log"])
        told = {r["move"] for r in seats.reasons_shown(bridge.SANDBOX["state"]["log"], notes, bridge.SANDBOX["private"],
                                                        "allied", shown)}          # the window's alone
        if {m for m in run if notes[m - 1]} - told:
            long_runs += 1
            assert {r["move"] for r in a["reasons"]} >= {m for m in run if notes[m - 1]}, len(run)
    assert long_runs, "no computers' run longer than the log's last lines came"


def test_a_computer_seats_own_view_is_never_sent():
    """Issue 27: with a computer in a seat, asking for that seat's view (the page's "View as", a link's ?view=)
    gives the hot seat's instead, naming the seat refused; a "why not" or a map aid asked as that seat is refused."""
    junta = {"players": 4}
    a = ask(op="sandbox_new", game="junta", seed=8585, role="p2", options=junta)
    assert a["role"] == "p2" == a["view"]["role"] and a["refused_view"] is None
    a = ask(op="sandbox_seats", game="junta", seats={"p2": "steady", "p3": "steady", "p4": "steady"})
    assert a["refused_view"] == "p2" and a["role"] != "p2", a["role"]
    assert a["view"]["role"] in (None, "p1")
    a = ask(op="sandbox_view", game="junta", role="p3")
    assert a["refused_view"] == "p3" and a["role"] != "p3" and a["view"]["role"] in (None, "p1")
    for op in ("sandbox_why_not", "sandbox_aid"):
        got = ask(op=op, game="junta", role="p4", target="parliament")
        assert not got["ok"] and got["error"] == "computer_seat", got
    a = ask(op="sandbox_view", game="junta", role="p1")
    assert a["role"] == "p1" and a["refused_view"] is None


def test_show_earlier_lines_brings_the_computers_reasons_for_those_lines_too(monkeypatch):
    """"Show earlier lines" adds lines above the page's window (200 a click); every request then says how many
    (``earlier``) and the reasons come for those lines as well (before: a computer's move up there showed no why)."""
    monkeypatch.setattr(seats, "SHOWN_LINES", 10)          # a window of 10 lines: a short game has lines above it
    ask(op="sandbox_new", game="junta", seed=11, role="acting", options={"players": 5},
        seats={"p2": "steady", "p3": "steady", "p4": "steady", "p5": "steady"})
    for _ in range(600):
        a, _ = play_until_person("junta")
        if len(a["view"]["log"]) > 100 or a["view"]["result"]:
            break
        act = a["actions"][0]
        ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
    a, _ = play_until_person("junta")
    lines = len(a["view"]["log"])
    assert lines > 100 and not a["view"]["result"]
    everything = seats.reasons_shown(bridge.SANDBOX["state"]["log"], bridge.SANDBOX["notes"],
                                     bridge.SANDBOX["private"], a["role"], lines, earlier=lines)
    last = seats.last_decision(bridge.SANDBOX["record"]["moves"], bridge.SANDBOX["seats"])
    since = min([r["log"] - 1 for r in everything if r["move"] > last + 1], default=lines)   # the computers' run
    for earlier in (0, 20, 40):
        top = max(0, min(lines - seats.SHOWN_LINES, since) - earlier)         # the page's first line shown
        wanted = [r for r in everything if r["log"] > top]
        assert ask(op="sandbox_reasons", game="junta", earlier=earlier)["reasons"] == wanted
        act = a["actions"][0]                           # and the next answer, asked with the same count, likewise
        b = ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"], earlier=earlier)
        after = max(0, len(b["view"]["log"]) - seats.SHOWN_LINES - earlier)     # the person moved: no run since
        assert {r["move"] for r in b["reasons"]} == {r["move"] for r in everything if r["log"] > after}
        ask(op="sandbox_undo", game="junta")
    assert len([r for r in everything if r["log"] <= lines - seats.SHOWN_LINES]) > 10     # there were some to bring
    bad = ask(op="sandbox_reasons", game="junta", earlier=-1)
    assert not bad["ok"] and bad["error"] == "bad_request"


def test_a_sealed_answers_reason_sits_beside_the_line_that_tells_it():
    """Junta's battle dice are answered sealed (5.7): once revealed, "Exchange 1 in Presidential Palace: Player 5
    fires 8 dice at Player 4" tells the computer's answer, and its reason sits beside that line (before: beside
    the line before the reveal, or beside a later line that opened with the seat's name). An answer of no dice at
    a foe sits beside its seat's line of that exchange: "… Player 3 fires 2 dice at Player 4" when it fired at
    another, "… Player 3 holds fire (2 dice unused)." when it fired at nobody (before: beside "Player 3 loses 1
    Police", a line of the battle's end)."""
    ask(op="sandbox_new", game="junta", seed=11, role="acting", options={"players": 5},
        seats={"p2": "steady", "p3": "steady", "p4": "steady", "p5": "steady"})
    checked, held = set(), set()
    for _ in range(600):
        a, _ = play_until_person("junta")
        if a["view"]["result"] or (len(checked) >= 12 and len(held) >= 2):
            break
        act = a["actions"][0]
        ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
        log, notes, moves = bridge.SANDBOX["state"]["log"], bridge.SANDBOX["notes"], bridge.SANDBOX["record"]["moves"]
        for i, (m, n) in enumerate(zip(moves, notes)):
            if n is None or m["verb"] != "dice" or i in checked or i in held:
                continue
            if not m["arg"][1]:            # no dice at this foe: beside its seat's own line of the exchange
                beside = log[n["log"] - 1]["text"]
                if n.get("revealed") and not beside.endswith("has chosen."):
                    shooter = f"Player {m['role'][1:]}"
                    assert beside.startswith("Exchange ") and f": {shooter} " in beside, (i, beside)
                    held.add(i)
                continue
            shooter, target = (f"Player {r[1:]}" for r in (m["role"], m["arg"][0]))
            told = f"{shooter} fires {m['arg'][1]} di"
            if not any(told in e["text"] and f"at {target}" in e["text"] for e in log):
                continue        # its battle not yet revealed
            assert told in log[n["log"] - 1]["text"], (i, log[n["log"] - 1]["text"], told)
            checked.add(i)
    assert len(checked) >= 12 and len(held) >= 2, (len(checked), len(held))


@pytest.mark.parametrize("game_id, options, seats_, seed", [
    ("junta", {"players": 4}, {"p3": "steady", "p4": "steady"}, 777),     # two people and two computers
    ("junta", {"players": 3}, {}, 5),                                     # people only
])
def test_undo_while_the_device_changes_hands_shows_nobodys_screen(game_id, options, seats_, seed):
    """Issue 27: at "Pass the device to Player 1", Undo took back Player 2's decision and opened
    Player 2's own screen at once (their cards), to whoever held the device: maybe Player 1. Now nobody holds it
    after such an undo: the public screen, and a hand-off to the player whose decision came back."""
    ask(op="sandbox_new", game=game_id, seed=seed, role="acting", options=options, seats=seats_)
    persons = [r for r in bridge.SANDBOX["state"]["roles"] if r not in seats_]
    checked, pick = 0, prng.seed_state(seed)
    for _ in range(300):
        a, _ = play_until_person(game_id)
        if a["view"]["result"] or checked >= 3:
            break
        if a["seated"] != a["acting"]:            # the hand-off screen: the public view, nobody's own
            assert a["role"] is None and not a["view"]["board"]["players"][0].get("hand"), a["role"]
            if a["can_undo"]:
                b = ask(op="sandbox_undo", game=game_id)
                assert b["ok"] and b["seated"] is None and b["role"] is None, (b["seated"], b["role"])
                assert b["acting"] in persons
                assert not any(p.get("hand") for p in b["view"]["board"]["players"]), "someone's hand is shown"
                checked, a = checked + 1, b
            a = ask(op="sandbox_view", game=game_id, role="acting", seated=a["acting"])     # "I am ..."
        act = a["actions"][prng.below(pick, len(a["actions"]))]          # (the first one may go round and round)
        ask(op="sandbox_act", game=game_id, role=a["acting"], verb=act["verb"], arg=act["arg"])
    assert checked >= 3


def test_once_the_game_is_over_the_computers_views_and_reasons_are_open():
    """Issue 27: the end says "to see the cards a player held at the end, choose that player in View
    as", but a computer's seat stayed refused, and its private choices kept their reasons hidden. Once the game is
    over nothing is secret: its view is sent and every reason is told whole (while it is on, neither)."""
    computers = {"p2": "steady", "p3": "steady"}
    ask(op="sandbox_new", game="junta", seed=21, role="acting", options={"players": 3}, seats=computers)
    a = ask(op="sandbox_view", game="junta", role="acting")
    hidden_before_end = 0
    for _ in range(3000):
        if a["view"]["result"]:
            break
        notes = bridge.SANDBOX["notes"]
        hidden_before_end += sum(r["text"] != notes[r["move"] - 1]["why"] for r in a["reasons"])
        a = ask(op="sandbox_bot", game="junta", role="acting" if not a["computer"] else "computer", level="steady")
        assert a["ok"], a
    assert a["view"]["result"] and hidden_before_end > 0
    notes = bridge.SANDBOX["notes"]
    assert a["reasons"] and all(r["text"] == notes[r["move"] - 1]["why"] for r in a["reasons"])
    seen = ask(op="sandbox_view", game="junta", role="p2")
    assert seen["ok"] and seen["role"] == "p2" and seen["refused_view"] is None
    assert "hand" in next(p for p in seen["view"]["board"]["players"] if p["id"] == "p2")


@pytest.mark.parametrize("game, seats_, options", [
    ("uruguay", {"government": "steady"}, None),
    ("junta", {"p2": "steady", "p3": "steady", "p4": "steady"}, {"players": 4}),
])
def test_the_first_line_since_the_persons_last_move_is_kept_with_the_game(game, seats_, options):
    """"Since your last move" starts at the first line the computers wrote after the person's last decision: the
    engine says where (``since_line``, seats.since_line), so a reload, a link or a file opened in the middle of the
    computers' run marks the same line (before: the page counted from where it was when the run began, and after a
    reload only the lines written after it). None once the person has decided again, or before any computer moved."""
    extra = {"options": options} if options else {}
    a = ask(op="sandbox_new", game=game, seed=31, role="acting", seats=seats_, **extra)
    assert a["since_start"] is True                    # nobody has decided: the run is since the game began
    checked = reloaded = 0
    for _ in range(400):
        if a["view"]["result"] or reloaded >= 3:
            break
        if a["computer"]:
            a = ask(op="sandbox_bot", game=game, role="computer")
            continue
        act = a["actions"][0]
        a = ask(op="sandbox_act", game=game, role=a["acting"], verb=act["verb"], arg=act["arg"])
        if not a["computer"] or a["view"]["result"]:
            continue
        assert a["since_line"] is None                 # the person has just decided: no computer has moved since
        assert a["since_start"] is False               # ... and the run to come is since that move
        expected = len(a["view"]["log"])               # the computers' first line will come after these
        for step in range(60):
            a = ask(op="sandbox_bot", game=game, role="computer")
            assert a["ok"], a
            if game == "uruguay":                      # no sealed question rewrites lines above: exactly there
                assert a["since_line"] == expected, (step, a["since_line"], expected)
            else:                                      # a sealed reveal may rewrite from a line further up
                assert a["since_line"] is not None and a["since_line"] <= expected
            checked += 1
            if step == 1 and a["computer"]:            # a reload in the middle of the run: the same line
                rec = ask(op="sandbox_export", game=game)["record"]
                back = ask(op="sandbox_new", game=game, record=rec, role="acting")
                assert back["ok"] and back["since_line"] == a["since_line"]
                assert back["view"]["log"] == a["view"]["log"]
                reloaded += 1
                a = back
            if not a["computer"] or a["view"]["result"]:
                break
    assert reloaded >= 2 and checked >= 6, (reloaded, checked)


def test_the_reasons_alone_are_those_of_the_whole_answer_and_no_board_is_drawn_for_them(monkeypatch):
    """``sandbox_reasons`` (after "Show earlier lines") gives the reasons the whole answer would give, for every view
    the page may be on (the hot seat, a person's own, the public one, a computer's refused), without building the
    board, its picture or the rest of the answer (before: the whole answer was built and all but its reasons thrown
    away)."""
    from engine import answers, get_game
    monkeypatch.setattr(seats, "SHOWN_LINES", 10)
    ask(op="sandbox_new", game="junta", seed=12, role="acting", options={"players": 5},
        seats={"p2": "steady", "p3": "steady", "p4": "steady"})
    drawn = []
    board, picture = type(get_game("junta")).board, answers.picture
    monkeypatch.setattr(type(get_game("junta")), "board", lambda *a, **k: drawn.append("board") or board(*a, **k))
    monkeypatch.setattr(answers, "picture", lambda *a, **k: drawn.append("picture") or picture(*a, **k))
    compared = 0
    for turn in range(30):
        a, _ = play_until_person("junta")
        if a["view"]["result"]:
            break
        for view in ("acting", "p1", "p5", None, "p3"):
            for earlier in (0, 30):
                whole = ask(op="sandbox_view", game="junta", role=view, earlier=earlier)
                drawn.clear()
                alone = ask(op="sandbox_reasons", game="junta", earlier=earlier)
                assert alone == {"ok": True, "reasons": whole["reasons"]}, (turn, view, earlier)
                assert drawn == [], (turn, view, earlier)
                compared += bool(whole["reasons"])
        a = ask(op="sandbox_view", game="junta", role="acting")
        a = ask(op="sandbox_view", game="junta", role="acting", seated=a["acting"])     # the device handed over
        act = a["actions"][0]
        ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
    assert compared > 20


def _window_with_one_person(p3_card, seats_):
    """Guerilla: Player 1 attacks Player 2's Rebel group (moves as a record), Player 3 (a person) holds ``p3_card``;
    the computers answer the Informant window (8.8) in turn. The record once they have."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    import guerilla_kit as kit
    groups = [{"owner": "p1", "faction": "government", "leader": "bastidas", "units": ["u41_1"]},
              {"owner": "p2", "faction": "rebel", "leader": "carcamo", "units": ["u12_1", "u13_1"]}]
    hands = {"p1": ["u32_1", "u22_1"], "p2": ["u22_2"], "p3": [p3_card, "u21_1"], "p4": ["u31_1"]}
    st = kit.act(kit.position(groups=groups, phase="B", hands=hands), "p1", "attack", "g1")
    target = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab)
    pos = {"hands": hands, "groups": groups, "deck": [], "discard": [], "player": "p1", "phase": "B"}
    rec = {"game": "guerilla", "kind": "game", "seed": 1, "options": {"players": 4, "dealer": "p1", "position": pos},
           "moves": [{"role": "p1", "verb": "attack", "arg": "g1"}, {"role": "p1", "verb": "target", "arg": target},
                     {"role": "p1", "verb": "done", "arg": None}], "seats": seats_}
    a = ask(op="sandbox_new", game="guerilla", record=rec, role="acting")
    assert a["ok"], a
    for _ in range(4):                # the defender's ambush question, then the window's computers
        if not a["computer"]:
            break
        a = ask(op="sandbox_bot", game="guerilla", role="computer")
    return a, ask(op="sandbox_export", game="guerilla")["record"]["moves"]


def test_alone_with_computers_a_window_whose_every_answer_is_nothing_is_passed_for_the_person():
    """Alone against computers, the person was asked to play an Informant he did not hold ("you hold none"),
    then Atrocities/Press the same way. Nobody else sees his screen, so his pass is taken for him, in the record as
    if clicked (joined to the move before); holding the card, he is asked as before."""
    computers = {"p1": "steady", "p2": "steady", "p4": "steady"}
    a, moves = _window_with_one_person("u12_2", computers)
    mine = [m for m in moves if m["role"] == "p3"]
    assert mine and mine[0]["verb"] == "pass" and mine[0].get("joined"), moves
    assert not any("Informant" in x["label"] for x in a["actions"]), a["actions"]
    a, moves = _window_with_one_person("informant_1", computers)
    assert a["acting"] == "p3" and not a["computer"] and not any(m["role"] == "p3" for m in moves)
    assert [x["label"] for x in a["actions"]][:2] == ["No Informant", "Informant: let group 2 retreat"]


def test_two_persons_at_the_table_are_each_asked_even_with_nothing_to_play():
    """With a second person at the table (Player 4), who is asked must not depend on a hand: Player 3 holding no
    Informant is still asked, his answers marked on his own screen only."""
    a, moves = _window_with_one_person("u12_2", {"p1": "steady", "p2": "steady"})
    assert not any(m["role"] == "p3" for m in moves), moves
    a = ask(op="sandbox_view", game="guerilla", role="acting", seated="p3")
    assert a["acting"] == "p3" and [x["verb"] for x in a["actions"]] == ["pass", "informant", "stand_pass"], a
