"""Marks the sandbox keeps on moves (engine/bridge.py, engine/seats.py): a map move made with one tap is played as
one group ("joined") that one Undo takes back whole, before and after a reload, and a refused step leaves the game
as it was; a computer's reason is kept with its move ("bot", "why", "open"), so a reloaded game shows the same
reasons, masked for other seats exactly as they were when the computer moved (issue 27.5)."""

import json
import re

from engine import bridge
from engine import seats as seats_mod


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


# Paraguay, seed 5: the Paraguayan player moves first; the cavalry at 1730 can ride nine hexes to 1826 (11.1)
PATH = ["1729", "1829", "1928", "1927", "2027", "2026", "2025", "1925", "1826"]
TAP = [{"verb": "select", "arg": {"hex": "1730", "kind": "ground"}}] + [{"verb": "step", "arg": h} for h in PATH]


def test_one_undo_takes_back_a_whole_map_move_also_after_a_reload():
    first = ask(op="sandbox_new", game="paraguay", seed=5, role="paraguayan")
    assert first["moves"] == 0 and any(a["verb"] == "select" for a in first["actions"])
    moved = ask(op="sandbox_act", game="paraguay", role="paraguayan", moves=TAP)
    assert moved["ok"] and moved["moves"] == len(TAP) and moved["can_undo"]
    rec = ask(op="sandbox_export", game="paraguay")["record"]
    assert [m.get("joined", False) for m in rec["moves"]] == [False] + [True] * len(PATH)
    back = ask(op="sandbox_undo", game="paraguay")
    assert back["ok"] and back["moves"] == 0 and back["view"] == first["view"]
    # a reload (the kept record) keeps the group: one undo still takes the whole move back
    ask(op="sandbox_new", game="paraguay", record=rec, role="paraguayan")
    assert ask(op="sandbox_export", game="paraguay")["record"] == rec
    back = ask(op="sandbox_undo", game="paraguay")
    assert back["moves"] == 0 and back["view"] == first["view"]
    # moves made one by one (the list's buttons) go back one by one, as before
    ask(op="sandbox_act", game="paraguay", role="paraguayan", **TAP[0])
    ask(op="sandbox_act", game="paraguay", role="paraguayan", **TAP[1])
    assert ask(op="sandbox_undo", game="paraguay")["moves"] == 1


def test_a_refused_step_leaves_the_game_as_it_was():
    first = ask(op="sandbox_new", game="paraguay", seed=5, role="paraguayan")
    before = ask(op="sandbox_export", game="paraguay")["record"]
    bad = TAP[:3] + [{"verb": "step", "arg": "9999"}]
    a = ask(op="sandbox_act", game="paraguay", role="paraguayan", moves=bad)
    assert not a["ok"] and a["error"] != "internal", a
    assert ask(op="sandbox_export", game="paraguay")["record"] == before
    view = ask(op="sandbox_view", game="paraguay", role="paraguayan")
    assert view["view"] == first["view"] and not view["can_undo"]
    for moves in ([], "select", [1]):
        a = ask(op="sandbox_act", game="paraguay", role="paraguayan", moves=moves)
        assert not a["ok"] and a["error"] == "bad_request", a


def test_marks_in_a_record_are_checked():
    ask(op="sandbox_new", game="paraguay", seed=5, role="paraguayan")
    ask(op="sandbox_act", game="paraguay", role="paraguayan", moves=TAP[:2])
    rec = ask(op="sandbox_export", game="paraguay")["record"]
    for move, words in [({"joined": "yes"}, "joined is true"), ({"bot": "genius"}, "bot names"),
                        ({"why": "no level"}, "with its bot"), ({"bot": "steady", "why": "x" * 601}, "at most 600"),
                        ({"bot": "steady", "open": True}, "open is true")]:
        bad = {**rec, "moves": [rec["moves"][0], {**rec["moves"][1], **move}]}
        a = ask(op="sandbox_new", game="paraguay", record=bad, role="paraguayan")
        assert not a["ok"] and a["error"] == "bad_record" and words in a["message"], a
    first_joined = {**rec, "moves": [{**rec["moves"][0], "joined": True}, rec["moves"][1]]}
    assert ask(op="sandbox_new", game="paraguay", record=first_joined)["error"] == "bad_record"


def play_with_computers(game, seed, players, seats, person, decisions):
    """The person takes the first option ``decisions`` times, the computers answer; every reason the live answers
    gave, by move number."""
    options = {"players": players} if players else None
    a = ask(op="sandbox_new", game=game, seed=seed, role="acting", options=options, seats=seats)
    live = {}
    for _ in range(decisions):
        while a["computer"] and not a["view"]["result"]:
            a = ask(op="sandbox_bot", game=game, role="computer")
            live[a["moves"]] = (a["reason"], a["bot"]["rule"])
        if a["view"]["result"]:
            break
        act = a["actions"][0]
        a = ask(op="sandbox_act", game=game, role=person, verb=act["verb"], arg=act["arg"])
    return a, live


def test_a_reloaded_game_shows_the_computers_reasons_as_they_were():
    for game, seed, players, seats, person in [
            ("uruguay", 5, None, {"government": "steady"}, "tupamaros"),      # the Government: reasons shown whole
            ("guerilla", 12, 3, {"p2": "steady", "p3": "steady"}, "p1")]:     # hidden loyalties: masked
        a, live = play_with_computers(game, seed, players, seats, person, 12)
        assert live and a["reasons"]
        # the answer's reasons are the live ones (a private choice that wrote no line the person sees says so)
        shown = {r["move"]: (seats_mod.PRIVATE_CHOICE if r.get("silent") and r["text"] == seats_mod.PRIVATE_UNSEEN
                             else r["text"], r["rule"]) for r in a["reasons"]}
        assert shown == {m: live[m] for m in shown}
        assert all(r.get("silent") for r in a["reasons"] if r["text"] == seats_mod.PRIVATE_UNSEEN)
        assert all(r["role"] in seats and r["level"] == "steady" for r in a["reasons"])
        rec = ask(op="sandbox_export", game=game)["record"]
        kept = [m for m in rec["moves"] if "bot" in m]
        assert kept and all(m["why"] for m in kept)
        assert all("why" not in m for m in a["record"]["moves"])       # the page's copy holds no reason
        back = ask(op="sandbox_new", game=game, record=rec, role="acting")
        assert back["reasons"] == a["reasons"] and back["view"]["log"] == a["view"]["log"]
        masked = [r for r in back["reasons"] if "stays with its own side" in r["text"] or "private choice" in r["text"]]
        if game == "guerilla":
            assert len(masked) == len(back["reasons"])
        else:
            assert not masked
        # every reason sits beside a line of the log the person sees, in the order of the moves
        lines = [r["log"] for r in back["reasons"]]
        assert lines == sorted(lines) and all(1 <= n <= len(back["view"]["log"]) for n in lines)
        # undo takes the undone moves' reasons along
        undone = ask(op="sandbox_undo", game=game)
        assert all(r["move"] <= undone["moves"] for r in undone["reasons"])


def test_a_steady_reason_on_a_public_question_is_shown_to_every_seat_and_a_strong_one_only_to_its_own():
    """Junta: the steady list decides a public question from the public table (engine/bots ``public_basis``), so
    its reason reaches every seat whole; a sealed choice shows others only that it was made; the strong level
    weighs futures imagined with its own cards, so its why reaches only its own seat."""
    seats = {"p2": "steady", "p3": "steady", "p4": "strong"}
    a, live = play_with_computers("junta", 8, 4, seats, "p1", 12)
    assert live and not a["view"]["result"]      # (once the game is over every reason is told whole, to anyone)
    # the computer's own seat as the engine words its reasons for it (the sandbox never sends a computer seat's view)
    sb = bridge.SANDBOX
    mine = seats_mod.reasons_shown(sb["state"]["log"], sb["notes"], sb["private"], "p2",
                                   len(sb["game"].view(sb["state"], "p2")["log"]))
    other = ask(op="sandbox_view", game="junta", role="p1")["reasons"]
    assert [r["move"] for r in mine] == [r["move"] for r in other]
    rec = ask(op="sandbox_export", game="junta")["record"]["moves"]
    whole = hidden = 0
    for m, o in zip(mine, other):
        move = rec[m["move"] - 1]
        if m["role"] == "p2":
            assert "stays with its own side" not in m["text"] and "private choice" not in m["text"]
        if seats[o["role"]] == "strong":
            assert "stays with its own side" in o["text"] or "private choice" in o["text"], o
            hidden += "stays with its own side" in o["text"]
        elif move.get("open"):
            assert o["text"] == m["text"] == move["why"], (m, o, move)
            whole += 1
        else:           # a steady seat's sealed choice: only that it was made
            said = seats_mod.PRIVATE_UNSEEN if o.get("silent") else seats_mod.PRIVATE_CHOICE
            assert o["text"].endswith(said), o
    assert whole and hidden        # both kinds met in these twelve decisions


GOLD = re.compile(r'class="space changed[^"]*" data-space="([^"]+)"')


def test_a_reopened_game_outlines_the_last_moves_places_in_gold_again_when_the_page_gives_them_back():
    """A reload mid-turn: the page keeps the places its last picture outlined in gold (the computer's last move's)
    and gives them back with its first view of the reopened game (``changed``); that picture is then the one drawn
    before the reload, and without them it has no gold at all. A bad ``changed`` is refused, the game untouched."""
    live, _ = play_with_computers("uruguay", 5, None, {"government": "steady"}, "tupamaros", 5)
    assert live["computer"]
    ids = []
    while live["computer"] and not ids:      # the Government's run, to its first move that changes the board
        live = ask(op="sandbox_bot", game="uruguay", role="computer")
        ids = sorted(set(GOLD.findall(live["svg"])))
    assert ids, "the computer's run changed nothing drawn"
    rec = ask(op="sandbox_export", game="uruguay")["record"]
    ask(op="sandbox_new", game="uruguay", record=rec, role="acting")
    assert GOLD.findall(ask(op="sandbox_view", game="uruguay", role="acting")["svg"]) == []
    again = ask(op="sandbox_view", game="uruguay", role="acting", changed=ids)
    assert again["svg"] == live["svg"] and again["view"] == live["view"]
    for bad in ("all", [1], [""], ["x" * 81], ["c"] * 501):
        refused = ask(op="sandbox_view", game="uruguay", role="acting", changed=bad)
        assert not refused["ok"] and refused["error"] == "bad_request", refused
    assert ask(op="sandbox_export", game="uruguay")["record"] == rec
