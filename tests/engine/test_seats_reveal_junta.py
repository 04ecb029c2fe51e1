"""Junta's sealed answers keep their reasons beside the lines that tell them (engine/seats.py). Two placements
were wrong before: a vote refused by several seats is told on one line ("The coup goes on: Player 1, Player 3
refused."), which counted as the first seat's only, so the second refusal sat beside the line before as a silent
move; and a shooter whose dice were told only after another shooter chose which unit its 6 eliminated kept its
reason beside the line before the exchange, while the victim choice's reason sat beside that shooter's line."""

import json
import re

import junta_kit as kit
from engine import bridge, get_game, seats

GAME = get_game("junta")
NOTE = {"level": "steady", "why": "w", "open": False, "rule": "5.6", "revealed": True}


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def test_a_line_listing_several_refusals_is_each_listed_seats_line():
    before = [{"rule": "2.4", "text": "Player 2 proposes to stop the coup now and choose sides."},
              {"rule": "2.4", "text": "Player 1 has chosen."}, {"rule": "2.4", "text": "Player 3 has chosen."}]
    after = before[:1] + [{"rule": "2.4", "text": "The coup goes on: Player 1, Player 3 refused."}]
    notes = [dict(NOTE, role="p1", rule="2.4", first=2, log=2), dict(NOTE, role="p3", rule="2.4", first=3, log=3)]
    moved = seats.relocated(GAME, notes, before, after)
    assert [(moved[i]["first"], moved[i]["log"]) for i in (0, 1)] == [(2, 2), (2, 2)]     # before: p3 (2, 1)
    assert seats.move_lines(GAME, "p4", before, after, "2.4") == (2, 1)       # it agreed: no line of its own
    assert seats.own_lines(GAME, "p3", [{"text": "Player 1 and Player 3 let the others stay in Parliament."}],
                           0) == (1, 1)
    assert seats.own_lines(GAME, "p2", after, 1) == (2, 1)


FIRED = [{"rule": "5.2", "text": "Battle in Central Bank."},
         {"rule": "5.7", "text": "Exchange 1 in Central Bank: Player 3 fires 5 dice at Player 4: 4 2 2 2 6 (1 hit)."},
         {"rule": "5.7", "text": "Exchange 1 in Central Bank: Player 4 fires 1 die at Player 3: 6 (1 hit)."}]
LATER = [{"rule": "5.7", "text": "Exchange 1 in Central Bank: Player 1 fires 1 die at Player 4: 2 (0 hits)."},
         {"rule": "5.7", "text": "Player 4 loses 1 Paratroopers unit."},
         {"rule": "5.7", "text": "Player 3 loses 1 Palace Guard."}]


def test_dice_told_after_another_seats_victim_choice_go_beside_their_exchange_line():
    """Player 1 answered first, Player 3 and Player 4 after it; Player 4's 6 asks which unit it eliminates before
    Player 1's dice are told. Player 1's answer waits (``told``), and Player 4's choice writes its line."""
    asked = FIRED[:1] + [{"rule": "5.6", "text": f"Player {k} has chosen."} for k in (1, 3)]
    p1 = dict(NOTE, role="p1", first=2, log=2, revealed=False)
    p3 = dict(NOTE, role="p3", first=3, log=3, revealed=False)
    moved = seats.relocated(GAME, [p1, p3], asked, FIRED)
    assert (moved[0]["first"], moved[0]["log"], moved[0]["told"]) == (2, 1, 3)     # silent for now
    assert (moved[1]["first"], moved[1]["log"]) == (2, 2) and "told" not in moved[1]
    p4 = dict(NOTE, role="p4", **seats.placed(GAME, "p4", asked, FIRED, "5.6"))
    assert (p4["first"], p4["log"]) == (3, 3) and "told" not in p4
    notes = [moved[0], moved[1], p4]
    told = seats.relocated(GAME, notes, FIRED, FIRED + LATER)
    assert sorted(told) == [0] and (told[0]["first"], told[0]["log"]) == (4, 4)   # before: nothing moved
    assert "told" not in told[0]
    # the victim choice's own reason goes beside the first line it wrote that no other seat's answer took
    assert seats.placed(GAME, "p4", FIRED, FIRED + LATER, "5.7", told.values()) == {"first": 5, "log": 6}
    assert seats.move_lines(GAME, "p4", FIRED, FIRED + LATER, "5.7") == (4, 6)


def test_a_waiting_answer_is_not_placed_once_the_telling_has_ended():
    """Lines of another kind since the reveal (the losses, the next exchange) end the telling: a later move's lines
    under a heading do not take an older answer, even one under the same heading."""
    waiting = dict(NOTE, role="p1", first=2, log=1, told=3)
    ended = FIRED + LATER[1:2]
    assert seats.relocated(GAME, [waiting], ended, ended + LATER[:1]) == {}
    assert seats.relocated(GAME, [waiting], FIRED, FIRED + LATER[1:]) == {}


def _played(seed, players=4):
    """Junta ``seed``, steady computers in every seat, to the end: the notes, the whole log and the moves."""
    roles = [f"p{k}" for k in range(1, players + 1)]
    a = ask(op="sandbox_new", game="junta", seed=seed, role="acting", options={"players": players},
            seats={r: "steady" for r in roles})
    while not a["view"]["result"]:
        a = ask(op="sandbox_bot", game="junta", role="computer")
        assert a["ok"], a
    return bridge.SANDBOX["notes"], bridge.SANDBOX["state"]["log"], bridge.SANDBOX["record"]["moves"]


SEAT_LIST = re.compile(r"^(Player \d)((?:, | and )Player \d)*")


def _named_first(text):
    """The seats a Junta log line names first (after a heading such as "Exchange 1 in Central Bank:")."""
    head, sep, rest = text.partition(": ")
    if sep and not head.startswith("Player "):
        text = rest
    m = SEAT_LIST.match(text)
    return set(re.findall(r"Player \d", m.group(0))) if m else set()


def test_whole_seeded_games_keep_no_reason_beside_another_seats_line():
    """Seed 5 (four players): moves 24 and 25 refuse Player 2's proposal, told on one line; Player 4's dice (move
    79, the answer that revealed the exchange) are told only after Player 1 chose which unit its 6 eliminates (move
    80). Seed 1: Player 1's dice (moves 138 and 141) are told after Player 4's choice (move 144). Over the whole
    games: every sealed vote or dice answer sits beside a line that names its seat first, or is silent; no two
    seats' reasons share a line that does not name them both; a victim choice never sits beside another seat's
    exchange line. A reload places every reason as the game played live did."""
    for seed, checks in ((5, {24: "The coup goes on: Player 1, Player 3 refused.",
                              25: "The coup goes on: Player 1, Player 3 refused.",
                              79: "Exchange 1 in Central Bank: Player 4 fires 2 dice at Player 1: 4 3 (0 hits)."}),
                         (1, {138: "Exchange 1 in Central Bank: Player 1 fires 1 die at Player 4: 2 (0 hits).",
                              141: "Exchange 1 in Central Bank: Player 1 fires 1 die at Player 4: 2 (0 hits)."})):
        notes, log, moves = _played(seed)
        line = {i + 1: log[n["first"] - 1]["text"] for i, n in enumerate(notes) if n and n["first"] <= n["log"]}
        for move, text in checks.items():
            assert line.get(move) == text, (seed, move, line.get(move), notes[move - 1])
        at = {}
        answers = 0
        for i, n in enumerate(notes):
            if n is None or i + 1 not in line:
                continue
            name, text = GAME.role_name(n["role"]), line[i + 1]
            if moves[i]["verb"] in ("dice", "agree", "refuse"):
                answers += 1
                assert name in _named_first(text), (seed, i + 1, n, text)
                at.setdefault(n["first"], set()).add(name)
            elif moves[i]["verb"] == "hit":
                assert not (text.startswith("Exchange") and name not in _named_first(text)), (seed, i + 1, text)
        for first, names in at.items():
            assert len(names) == 1 or names <= _named_first(log[first - 1]["text"]), (seed, first, names)
        assert answers > 20, answers          # votes and dice told on lines of their own
        record = ask(op="sandbox_export", game="junta")["record"]
        again = ask(op="sandbox_new", game="junta", record=record, role="acting")
        assert again["ok"] and bridge.SANDBOX["notes"] == notes


def test_a_reason_beside_a_refusal_line_reads_as_before_to_each_viewer():
    """Who may read a reason does not change: beside the line, another seat reads that a private choice was made;
    the seat itself and the game's end read it whole."""
    notes, log, _ = _played(5)
    state = bridge.SANDBOX["state"]
    i = 24 - 1                                                          # Player 1's refusal (seed 5)
    for viewer in (None, "p1", "p2"):
        shown = len(GAME.view(state, viewer)["log"])
        r = next(r for r in seats.reasons_shown(log, notes, bridge.SANDBOX["private"], viewer, shown, earlier=10 ** 4)
                 if r["move"] == i + 1)
        assert not r.get("silent")
        assert r["text"] == seats.seen_reason(notes[i], bridge.SANDBOX["private"][i], viewer)[0]
        assert (r["text"] == notes[i]["why"]) == (viewer == "p1" or notes[i]["open"] and
                                                  not bridge.SANDBOX["private"][i])


def test_dice_held_back_in_a_quiet_exchange_keep_their_reasons_beside_its_line():
    """An exchange where nobody fires names its shooters ("Exchange 2 in Central Bank: Player 1, Player 4 hold fire:
    nobody fires."), so each computer's reason for holding fire sits beside that line; before, the line named no
    seat and every such answer was silent. Seed 1 (four players): two quiet exchanges in Central Bank; seed 4: three
    in the Presidential Palace."""
    for seed, quiet in ((1, 2), (4, 3)):
        notes, log, moves = _played(seed)
        lines = [i + 1 for i, line in enumerate(log) if line["text"].endswith("nobody fires.")]
        assert len(lines) == quiet, (seed, lines)
        for first in lines:
            beside = [i for i, n in enumerate(notes) if n and n["first"] == first and n["first"] <= n["log"]]
            named = _named_first(log[first - 1]["text"])
            assert beside and len(beside) == len(named), (seed, first, log[first - 1]["text"], beside)
            assert {GAME.role_name(notes[i]["role"]) for i in beside} == named
            assert all(moves[i]["verb"] == "dice" and moves[i]["arg"][1] == 0 for i in beside)


def test_an_agreement_to_stop_names_every_voter_so_their_reasons_have_a_line():
    """"Everyone agrees …" named no seat: the voters' reasons had no line. Now the line lists them, and each
    listed seat's agreement goes beside it (steady computers rarely agree, so the lines are built here)."""
    before = [{"rule": "2.4", "text": "Player 2 proposes to stop the coup now and choose sides."},
              {"rule": "2.4", "text": "Player 1 has chosen."}, {"rule": "2.4", "text": "Player 3 has chosen."}]
    after = before[:1] + [{"rule": "2.4", "text": "Player 1, Player 3, Player 4 agree to stop the coup here."}]
    notes = [dict(NOTE, role="p1", rule="2.4", first=2, log=2), dict(NOTE, role="p3", rule="2.4", first=3, log=3)]
    moved = seats.relocated(GAME, notes, before, after)
    assert [(moved[i]["first"], moved[i]["log"]) for i in (0, 1)] == [(2, 2), (2, 2)]
    assert seats.move_lines(GAME, "p4", before, after, "2.4") == (2, 2)
    st = kit.act(kit.coup(), "p2", "propose_end")
    for q in ("p1", "p3", "p4"):
        st = kit.act(st, q, "agree")
    assert "Player 1, Player 3, Player 4 agree to stop the coup here." in kit.log_text(st)
