"""Why Undo is greyed, and the computers' pause kept with the game (the sandbox through the bridge,
engine/seats.py ``undo_reason``): a reason whenever Undo is off and none when it is on, from public facts only (the
same words on every seat and on twins that differ only in secrets), and Pause kept in the record across a reload."""

import json

import pytest

from engine import bridge, procs, sandbox, seats


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def test_a_greyed_undo_says_why_and_an_open_one_says_nothing():
    a = ask(op="sandbox_new", game="uruguay", seed=3, role="acting")
    assert not a["can_undo"] and a["undo_why"] == "Nothing to take back yet: no move has been played in this game."
    greyed = 0
    for _ in range(80):
        a = ask(op="sandbox_random", game="uruguay")
        assert (a["undo_why"] is None) == a["can_undo"], a["undo_why"]
        if not a["can_undo"]:
            greyed += 1
            # hot seat: undo takes back one move, so the move that stops it is the last one, named by number and side
            assert a["undo_why"].startswith(f"The last move, move {a['moves']} (") and "Sandbox policy:" in a["undo_why"]
            refused = ask(op="sandbox_undo", game="uruguay")
            assert not refused["ok"] and refused["error"] == "no_undo" and refused["message"] == a["undo_why"]
    assert greyed


def _reasons_on_every_seat_and_twin(game_id):
    """The reason as each seat, the observer and the hot seat see it, and with the game's state swapped for each
    secret twin of each seat (the same public position, other secrets): one text."""
    game, state = bridge.SANDBOX["game"], bridge.SANDBOX["state"]
    twinned = 0
    texts = {ask(op="sandbox_view", game=game_id, role=r)["undo_why"] for r in state["roles"] + [None, "observer"]}
    for viewer in state["roles"]:
        twins = procs.sealed_twins(game, state, viewer) + game.secret_twins(state, viewer)
        for _, twin, _ in twins:
            bridge.SANDBOX["state"] = twin
            texts.add(ask(op="sandbox_view", game=game_id, role=viewer)["undo_why"])
            twinned += 1
        bridge.SANDBOX["state"] = state
        # the words read only whose each move was: the record as this seat may know it (others' sealed answers
        # hidden) gives the same text as the whole record
        masked = sandbox._record_for(viewer)["moves"]
        texts.add(seats.undo_reason(game, state["roles"], masked, bridge.SANDBOX["seats"], bridge.SANDBOX["floor"],
                                    sandbox._undo_depth()))
    ask(op="sandbox_view", game=game_id, role="acting")
    return texts, twinned


@pytest.mark.parametrize("game_id, options, computers, seed", [
    ("junta", {"players": 4}, {"p2": "steady", "p3": "steady", "p4": "steady"}, 7),
    ("guerilla", {"players": 3}, {"p2": "steady", "p3": "steady"}, 12),
    ("uruguay", None, {"government": "steady"}, 5),
])
def test_with_computers_the_reason_names_the_persons_last_decision_and_keeps_every_secret(game_id, options,
                                                                                        computers, seed):
    args = {"options": options} if options else {}
    a = ask(op="sandbox_new", game=game_id, seed=seed, role="acting", seats=computers, **args)
    forms, twinned = set(), 0
    for _ in range(400):
        if a["view"]["result"]:
            break
        if a["computer"]:
            a = ask(op="sandbox_bot", game=game_id, role="computer")
        else:
            act = a["actions"][0]
            a = ask(op="sandbox_act", game=game_id, role=a["acting"], verb=act["verb"], arg=act["arg"])
        assert a["ok"] and (a["undo_why"] is None) == a["can_undo"]
        if a["undo_why"] and a["moves"]:
            assert a["undo_why"].startswith(("Nothing of yours to take back yet: only the computers have moved.",
                                             "Undo goes back to your last decision (move ",
                                             "Undo would go back to your last decision (move "))
            assert "Sandbox policy:" in a["undo_why"] or a["undo_why"].startswith("Nothing of yours")
            texts, n = _reasons_on_every_seat_and_twin(game_id)
            assert texts == {a["undo_why"]}
            twinned += n
            forms.add("after it" if "after it" in a["undo_why"] else "that move" if "that move" in a["undo_why"]
                      else "no person yet")
            if len(forms) >= 2:
                break
    assert forms, "no greyed Undo came in the game"
    assert twinned, "no secret twin was tried"


def test_pause_is_kept_with_the_game_and_goes_back_with_it():
    a = ask(op="sandbox_new", game="uruguay", seed=5, role="acting", seats={"government": "steady"})
    assert a["paused"] is False
    a = ask(op="sandbox_pause", game="uruguay", paused=True)
    assert a["ok"] and a["paused"] is True
    act = a["actions"][0]
    ask(op="sandbox_act", game="uruguay", role="tupamaros", verb=act["verb"], arg=act["arg"])
    a = ask(op="sandbox_undo", game="uruguay")
    assert a["ok"] and a["paused"] is True and a["record"]["paused"] is True      # undo takes moves back, not it
    rec = ask(op="sandbox_export", game="uruguay")["record"]
    assert rec["paused"] is True
    back = ask(op="sandbox_new", game="uruguay", record=rec, role="acting")      # a reload, a file, a link
    assert back["ok"] and back["paused"] is True and back["seats"] == {"government": "steady"}
    # the page's own word wins for a game it deals or opens while paused or not
    assert ask(op="sandbox_new", game="uruguay", record=rec, role="acting", paused=False)["paused"] is False
    assert ask(op="sandbox_new", game="uruguay", seed=6, role="acting", paused=True)["paused"] is True
    a = ask(op="sandbox_pause", game="uruguay", paused=False)
    assert a["paused"] is False and "paused" not in ask(op="sandbox_export", game="uruguay")["record"]
    for bad in ("yes", None, 1):
        refused = ask(op="sandbox_pause", game="uruguay", paused=bad)
        assert not refused["ok"] and refused["error"] == "bad_request"
    refused = ask(op="sandbox_new", game="uruguay", record={**rec, "paused": "yes"}, role="acting")
    assert not refused["ok"] and "paused must be true or false" in refused["message"]


def test_undo_is_off_while_only_the_computers_have_moved():
    """Issue 27: at a table whose computers move first, Undo at the person's first decision rewound to move 0
    and the computers played the very same moves again. The engine now says there is nothing to take back."""
    a = ask(op="sandbox_new", game="junta", seed=8585, role="acting", seats={"p2": "steady", "p3": "steady",
                                                                             "p4": "steady"}, options={"players": 4})
    for _ in range(200):
        if not a["computer"]:
            break
        a = ask(op="sandbox_bot", game="junta", role="computer")
    assert a["moves"] and not a["computer"], a["moves"]
    assert not a["can_undo"] and a["undo_why"] == "Nothing of yours to take back yet: only the computers have moved."
    act = a["actions"][0]
    a = ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
    assert a["can_undo"] or "Sandbox policy:" in a["undo_why"]


@pytest.mark.parametrize("computers, alone", [({"p3": "steady", "p4": "steady"}, False),
                                              ({"p2": "steady", "p3": "steady", "p4": "steady"}, True)])
def test_an_open_undo_says_whose_decision_it_takes_back(computers, alone):
    """Issue 27: with two people at one device, Player 1's Undo took back Player 2's move, and nothing
    said so. An open Undo names whose decision goes back (yours, for one person alone) and the computer moves
    since; the undo then lands on that decision."""
    from engine import prng
    a = ask(op="sandbox_new", game="junta", seed=777, role="acting", options={"players": 4}, seats=computers)
    pick, checked = prng.seed_state(1), 0
    for _ in range(2000):
        if a["view"]["result"] or checked >= 4:
            break
        assert (a["undo_what"] is None) == (not a["can_undo"])
        if a["undo_what"] and not a["computer"] and a["seated"] == a["acting"] and prng.below(pick, 2) == 0:
            moves = list(bridge.SANDBOX["record"]["moves"])         # as they were before the undo
            what = a["undo_what"]
            b = ask(op="sandbox_undo", game="junta")
            back = moves[b["moves"]]["role"]                         # whose move the undo took back first
            assert what.startswith("Undo takes back your last decision (move " if alone else
                                   f"Undo takes back Player {back[1:]}'s last decision (move {b['moves'] + 1})"), what
            assert b["acting"] == back
            checked += 1
            a = b
        if a["computer"]:
            a = ask(op="sandbox_bot", game="junta", role="computer")
        elif a["seated"] != a["acting"]:
            a = ask(op="sandbox_view", game="junta", role="acting", seated=a["acting"])
        else:
            act = a["actions"][prng.below(pick, len(a["actions"]))]
            a = ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
    assert checked >= 4
