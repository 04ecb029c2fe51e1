"""A sealed answer that wrote nothing (Guerilla's "No Informant") keeps its reason beside the line before the
question once the answers are revealed, even when another seat's revealed line names it after a colon ("Player 3
plays an Informant: Player 4's ambush is cancelled."). Before, engine/seats.py ``own_lines`` took the words before
any colon for a heading (as Junta's "Exchange 1 in Presidential Palace: Player 5 fires ..."), so that line counted
as the passing seat's own and its reason sat beside another seat's move, where it reads as that seat's reason."""

import json

from engine import bridge, get_game, seats


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


GAME = get_game("guerilla")
NOTE = {"level": "steady", "why": "w", "open": True, "label": "No Informant", "rule": "8.8"}
ASKED = [{"rule": "5.1", "text": "Player 4's turn begins: 2 actions."},
         {"rule": "8.2", "text": "Player 4 springs an Ambush: Unit G3/R2 (Government 3) fights at double strength."}]
CANCELLED = {"rule": "8.8", "text": "Player 3 plays an Informant: Player 4's ambush is cancelled."}
BATTLE = {"rule": "6.7", "text": "Battle: attack 3 strength +0 + die 8 = 11; defence 1 strength −1 + die 3 = 3."}


def test_the_answer_that_reveals_and_wrote_nothing_stays_beside_the_line_before_the_question():
    """Player 4 answers last, "No Informant": its move rewrote the "has chosen" lines, and none of the lines it
    revealed is its own, though Player 3's names it after the colon."""
    before = ASKED + [{"rule": "8.8", "text": f"Player {k} has chosen."} for k in (1, 2, 3)]
    after = ASKED + [CANCELLED, BATTLE]
    assert seats.move_lines(GAME, "p4", before, after) == (3, 2)      # before: (3, 3), Player 3's line
    assert seats.move_lines(GAME, "p3", before, after) == (3, 3)      # the Informant's own line


def test_an_earlier_answer_that_wrote_nothing_is_placed_again_beside_the_line_before_the_question():
    """Player 4 answered "No Informant" first; Player 3's answer reveals both."""
    before = ASKED + [{"rule": "8.8", "text": "Player 4 has chosen."}]
    after = ASKED + [CANCELLED, BATTLE]
    notes = [dict(NOTE, role="p4", first=2, log=2), None, dict(NOTE, role="p4", first=3, log=3)]
    moved = seats.relocated(GAME, notes, before, after)
    assert sorted(moved) == [2]
    assert (moved[2]["first"], moved[2]["log"]) == (3, 2)               # before: (3, 3), Player 3's line


def test_a_line_that_opens_with_a_seats_name_has_no_heading_but_a_heading_still_leads_to_the_seat():
    """Whatever seat's name opens the words before the colon, they are that seat's sentence, not a heading
    ("Player 1 plays UN Intervention: Player 3 may ...", "Player 2 holds more than 7 cards: Player 5 picks ...");
    Junta's "Exchange 1 in Presidential Palace: Player 5 fires 8 dice at Player 4." still leads to Player 5, and its
    second answer under that heading to its own line there."""
    lines = [{"text": "Player 1 plays UN Intervention: Player 3 may no longer attack or be attacked."},
             {"text": "Player 2 holds more than 7 cards: Player 5 picks 1 at random."},
             {"text": "Player 6's turn begins: 2 actions."}]
    assert seats.own_lines(GAME, "p3", lines, 0) == (1, 0)
    assert seats.own_lines(GAME, "p5", lines, 0) == (1, 0)
    assert seats.own_lines(GAME, "p6", lines, 0) == (3, 3)
    assert seats.own_lines(GAME, "p1", lines, 0) == (1, 1)
    junta = get_game("junta")
    fired = [{"text": "Battle in Presidential Palace."},
             {"text": "Exchange 1 in Presidential Palace: Player 5 fires 8 dice at Player 4."},
             {"text": "Exchange 1 in Presidential Palace: Player 4 fires 2 dice at Player 5."},
             {"text": "Exchange 2 in Presidential Palace: Player 5 fires 3 dice at Player 4."}]
    assert seats.own_lines(junta, "p5", fired, 0) == (2, 2)
    assert seats.own_lines(junta, "p4", fired, 0) == (3, 3)
    assert seats.own_lines(junta, "p5", fired, 2, "Exchange 1 in Presidential Palace") == (3, 2)
    assert seats.own_lines(junta, "p5", fired, 1, "Exchange 2 in Presidential Palace") == (4, 4)


def _beside(moves, players):
    """Guerilla seed 6, steady computers in every seat, ``moves`` moves (or to the end): the notes, the whole log,
    and the reasons as the public log places them ({move: (silent, the text of the line it sits beside)})."""
    roles = [f"p{k}" for k in range(1, players + 1)]
    a = ask(op="sandbox_new", game="guerilla", seed=6, role="acting", options={"players": players},
            seats={r: "steady" for r in roles})
    while a["moves"] < moves and not a["view"]["result"]:
        a = ask(op="sandbox_bot", game="guerilla", role="computer")
        assert a["ok"], a
    log = bridge.SANDBOX["state"]["log"]
    public = GAME.view(bridge.SANDBOX["state"], None)["log"]
    shown = {r["move"]: (bool(r.get("silent")), public[r["log"] - 1]["text"])
             for r in seats.reasons_shown(log, bridge.SANDBOX["notes"], bridge.SANDBOX["private"], None,
                                          len(public), everyone=True)}
    return bridge.SANDBOX["notes"], log, shown


def test_a_seed_6_game_keeps_each_no_informant_beside_the_line_before_its_question():
    """Four players, move 69: Player 4, whose ambush Player 3's Informant cancels, answers "No Informant" last and
    reveals the window; five players, move 51: Player 3 answered "No Informant" before Player 5's Informant on its
    ambush was revealed (the first by ``move_lines``, the second by ``relocated``)."""
    for players, move, role, informant in ((4, 69, "p4", "Player 3"), (5, 53, "p3", "Player 5")):
        notes, log, shown = _beside(move, players)
        cancel = next(i for i, e in enumerate(log) if e["text"].startswith(f"{informant} plays an Informant: "
                                                                          f"{GAME.role_name(role)}'s ambush"))
        ambush = cancel - 1                     # the ambush line, the last before the window's question
        assert log[ambush]["text"].startswith(f"{GAME.role_name(role)} springs an Ambush")
        passed = [i for i, n in enumerate(notes) if n and n["role"] == role and n["label"] == "No Informant"
                  and n["log"] >= ambush]
        assert passed, (players, move)
        for i in passed:
            assert (notes[i]["first"], notes[i]["log"]) == (ambush + 2, ambush + 1), (players, i, notes[i])
            assert shown[i + 1] == (True, log[ambush]["text"]), shown[i + 1]     # a line of its own, below it
        # a reload places them as the game played live did
        again = ask(op="sandbox_new", game="guerilla", record=ask(op="sandbox_export", game="guerilla")["record"],
                    role="acting")
        assert again["ok"] and bridge.SANDBOX["notes"] == notes


LOST = {"rule": "6.8", "text": "Player 3 loses Unit G1/R3 (Rebel 3)."}


def test_a_pass_is_not_placed_beside_a_later_line_of_the_revealing_move_that_opens_with_its_name():
    """Atrocities/Press: Player 4 passed, Player 1's Atrocities reveals both, and the move goes on ("Player 4 scores
    7 points", 10.3): that line is no answer to the window (before: Player 4's pass sat beside it, where it read as
    the reason for the points). The answer's own line carries the question's rule or the rule it was chosen under:
    a standing pass declared as the window closes (8.12) is found."""
    asked = ASKED + [LOST, {"rule": "8.6", "text": "Player 4 has chosen."}]
    told = ASKED + [LOST, {"rule": "8.6", "text": "Player 1 plays Atrocities: the points are doubled."},
                    {"rule": "10.3", "text": "Player 4 scores 7 points for the Rebels (losses inflicted in battle)."}]
    passed = dict(NOTE, role="p4", label="Neither Atrocities nor Press", rule="8.6", first=4, log=4)
    moved = seats.relocated(GAME, [passed], asked, told)
    assert (moved[0]["first"], moved[0]["log"]) == (4, 3)                # beside "Player 3 loses ...", silent
    asked = ASKED + [LOST, {"rule": "8.6", "text": "Player 1 has chosen."}]
    assert seats.move_lines(GAME, "p4", asked, told, "8.6") == (4, 3)
    assert seats.move_lines(GAME, "p1", asked, told, "8.6") == (4, 4)
    stood = told[:3] + [{"rule": "8.12", "text": "Player 4 passes now and in every response window until their next "
                                                 "turn."}] + told[3:]
    assert seats.move_lines(GAME, "p4", asked, stood, "8.12") == (4, 4)
    assert seats.move_lines(GAME, "p4", asked, stood, "8.6") == (4, 3)     # a pass that declared nothing


def test_every_pass_in_a_revealed_window_of_a_seed_6_game_sits_beside_no_line_of_its_own():
    """Four players, a whole game: every "No Informant" or "Neither Atrocities nor Press" of a computer is
    silent once its window is revealed (its note beside the line before the question, the page gives it a line of
    its own), or still beside its "has chosen" line; every card played in a window sits beside a line that opens
    with its seat's name and carries the window's rule."""
    notes, log, _ = _beside(10 ** 4, 4)
    moves = bridge.SANDBOX["record"]["moves"]
    passes = played = 0
    for i, n in enumerate(notes):
        if n is None or n["rule"] not in ("8.6", "8.8"):
            continue
        line = log[n["first"] - 1] if n["first"] <= n["log"] else None
        if line is not None and line["text"] == f"{GAME.role_name(n['role'])} has chosen.":
            continue
        if moves[i]["verb"] == "pass":
            passes += 1
            assert line is None, (i, n, line)
        elif moves[i]["verb"] in ("informant", "atrocities", "press") and n["first"] <= n["log"]:
            played += 1
            assert line["rule"] == n["rule"], (i, n, line)
            assert line["text"].startswith(GAME.role_name(n["role"])) or line.get("to") == [n["role"]], (i, n, line)
    assert passes > 40 and played > 3, (passes, played)
    assert bridge.SANDBOX["state"]["result"] is not None


def test_junta_dice_answer_sits_beside_its_exchange_line_not_the_rebel_line_its_fire_wrote_first():
    """Junta's sealed dice (5.6): firing on the Palace Guard writes "Player 2 fires on the Palace Guard and is now a
    Rebel: ..." (3.2) before the exchange's lines; Player 2's answer is told on its own Exchange line (before: the
    Rebel line, which opens with its name, took its reason). Uruguay and Paraguay ask no sealed question, so no move
    of theirs rewrites the log."""
    junta = get_game("junta")
    asked = [{"rule": "5.2", "text": "Battle in Presidential Palace."},
             {"rule": "5.6", "text": "Player 1 has chosen."}, {"rule": "5.6", "text": "Player 2 has chosen."}]
    told = asked[:1] + [
        {"rule": "3.2", "text": "Player 2 fires on the Palace Guard and is now a Rebel: the office cards turn to their "
                                "Revolution side."},
        {"rule": "5.7", "text": "Exchange 1 in Presidential Palace: Player 1 fires 2 dice at Player 2: 6 1 (1 hit)."},
        {"rule": "5.7", "text": "Exchange 1 in Presidential Palace: Player 2 fires 3 dice at Player 1: 2 3 4 "
                                "(0 hits)."},
        {"rule": "5.7", "text": "Player 2 loses 1 infantry."}]
    dice = dict(NOTE, role="p1", label="2 at Player 2", rule="5.6", first=2, log=2)
    moved = seats.relocated(junta, [dice], asked[:2], told)
    assert (moved[0]["first"], moved[0]["log"]) == (3, 3)
    assert seats.move_lines(junta, "p2", asked, told, "5.6") == (4, 4)
    assert seats.own_lines(junta, "p2", told, 1) == (2, 2)                  # any rule: the Rebel line
