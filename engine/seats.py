"""Who plays each seat at the sandbox table (issue 27.5): a person, or a computer at a level of engine/bots.

The bridge keeps ``seats`` as ``{role: level}`` for the computer seats only (a role not named is a person), with
the game's record, so a kept game, a file or a link reopens with its computers. Everything here decides from
public facts only: which roles decide now (public, as the hot seat's hand-offs are), which seats are computers
(the page chose them) and the game's views compared with the public one. Shared code: it names no game.
"""

import operator

from . import bots
from .bots.common import headed
from .core import sees
from .errors import IllegalAction

PERSON = "person"
LEVELS = ("steady", "strong")          # the computer levels a seat may have at the table (random is the toolbar's)


def levels(game):
    """{level: None when the game offers it, else the sentence saying why not} (a game may refuse one)."""
    return {level: bots.refusal(game.id, level) for level in LEVELS}


def check(game, state, seats):
    """``seats`` as asked ({role: "person" | level}) made the bridge's own: computer seats only; IllegalAction
    ('bad_seats') naming the first role or level that is not one of this game."""
    if seats is None:
        return {}
    if not isinstance(seats, dict):
        raise IllegalAction("bad_seats", "seats name each role's player: an object {role: person, steady or strong}")
    out = {}
    offered = levels(game)
    for role, kind in seats.items():
        if role not in state["roles"]:
            raise IllegalAction("bad_seats", f"{str(role)[:40]!r} is not a player in this game; players: "
                                             f"{', '.join(state['roles'])}")
        if kind == PERSON:
            continue
        if kind not in offered:
            raise IllegalAction("bad_seats", f"{str(kind)[:40]!r} is not a seat kind; known: "
                                             f"{', '.join((PERSON,) + LEVELS)}")
        if offered[kind]:
            raise IllegalAction("bad_seats", offered[kind][:1].upper() + offered[kind][1:])
        out[role] = kind
    return {r: out[r] for r in state["roles"] if r in out}      # in seat order, whatever order they came in


def persons(state, seats):
    return [r for r in state["roles"] if r not in seats]


def seated(state, seats, held):
    """Who holds the device: with exactly one person at the table, always that person (there is nobody to hand
    it to, and no hand-off screen); else whoever last pressed "I am ..." (``held``)."""
    people = persons(state, seats)
    return people[0] if len(people) == 1 else held


def computer_next(game, state, seats):
    """The first computer seat that has a decision now (who decides is public), or None."""
    if state["result"] is not None:
        return None
    return next((r for r in game.active_roles(state) if r in seats), None)


def knows_only_public(game, state, role):
    """True when ``role``'s board and log show nothing beyond the public ones: its reasons can then tell nobody
    a secret. Whether a seat holds something unseen (a hand, a loyalty, a hidden Safe House, units in the fog)
    follows from public facts (how many cards it holds, which markers are face down)."""
    mine, public = game.view(state, role), game.view(state, None)
    return mine["board"] == public["board"] and mine.get("log") == public.get("log")


# ----- a computer's reasons, kept with its moves (issue 27.5: a reloaded game shows the same log) -----
# A computer's move in the record carries "bot" (its level), "why" (its reason, whole: the record shows every secret)
# and "open": true when its seat's view held nothing beyond the public one as it chose (knows_only_public), or when
# it chose from the public view alone (a steady list on a public question, engine/bots ``public_basis``): public
# facts, kept so that a replay need not rebuild two views per move. The bridge keeps a note per move beside the
# record: None for a person's move, else {role, level, why, open, label, rule, log}, where ``log`` is how long the
# game's whole log was after the move (the reason sits beside the last line the move wrote).
WHY_MAX = 600             # characters of a reason kept in a record (a bot's are one line)
SHOWN_LINES = 60          # the page shows the last 60 lines of the log: reasons are sent for those


def note_move(game, state, role, act, level, reason, basis=False):
    """The fields a computer's move adds to the record, and its note (``state``: the position it chose in;
    ``basis``: it decided from the public view alone, engine/bots ``public_basis``)."""
    fields = {"bot": level, "why": str(reason)[:WHY_MAX]}
    if basis or knows_only_public(game, state, role):
        fields["open"] = True
    label = act.get("label", act["verb"])
    return fields, {"role": role, "level": level, "why": fields["why"], "open": bool(fields.get("open")),
                    "label": label, "rule": act.get("rule"), **_asked(game, state, role, label)}


def replayed_note(game, state, move):
    """The note of a recorded move (``state``: the position before it), None for a person's: the chosen action's
    label and rule are looked up among the legal ones, the rest is in the move."""
    if "bot" not in move or "why" not in move:
        return None
    act = next((a for a in game.actions(state, move["role"])
                if a["verb"] == move["verb"] and a.get("arg") == move.get("arg")), {"verb": move["verb"]})
    label = act.get("label", act["verb"])
    return {"role": move["role"], "level": move["bot"], "why": move["why"], "open": bool(move.get("open")),
            "label": label, "rule": act.get("rule"), **_asked(game, state, move["role"], label)}


def rewritten_from(before, after):
    """Where the log ``after`` a move stops repeating the log ``before`` it (an index), or None when ``before`` is
    all there at its start. An answer that completes a sealed question has its procedure write its lines again
    from where it began (engine/procs): the "has chosen" lines of the earlier answers go, the revealed ones come.
    A log line is never changed once written and a move's log shares the lines before it (core.clone, procs.run:
    the lines up to where the procedure began, then its own run's), so when ``after`` holds the very line that
    ended ``before`` at the same place, the move only added lines: known at once, without comparing the whole
    log (a reload does this for every move). Else the lines the two logs share (the very same objects, found at
    C speed) are passed over and the rest compared line by line."""
    n = len(before)
    if n == 0 or (len(after) >= n and after[n - 1] is before[n - 1]):
        return None
    shared = list(map(operator.is_, before, after))     # as long as the shorter log
    try:
        k = shared.index(False)
    except ValueError:
        k = len(shared)
    for i in range(k, n):
        if i >= len(after) or before[i] != after[i]:
            return i
    return None


def own_lines(game, role, after, start, heading=None, rules=None):
    """(first, last) from 1 in ``after``: the line a sealed answer of ``role`` wrote once the answers are revealed,
    the first line from index ``start`` on that is the seat's own (shown to it alone) or opens with its name, or
    names it first after a heading ("Exchange 1 in the Palace: Player 2 fires 3 dice at Player 4."); when there
    is none (its answer wrote nothing, as a pass), (start + 1, start): beside the line before the reveal. With a
    ``heading`` (the seat's previous answer was told under it), only a line under that same heading. Words before
    a colon that open with a seat's name are that seat's sentence, no heading: "Player 3 plays an Informant:
    Player 4's ambush is cancelled." is Player 3's line, not Player 4's (whose "No Informant" wrote none).
    ``rules`` (None: any): the rules a line without a heading may carry to count (``told_under``): the move that
    revealed the answers goes on past them, and its later lines may open with the seat's name too ("Player 4
    loses Unit G2/R1" in the battle after an Informant window, "Player 4 scores 12 points" after Atrocities)."""
    name, names = game.role_name(role), _names(game)
    for i in range(start, len(after)):
        e, text = after[i], after[i]["text"]
        head, rest = _headed(names, text)
        if heading is not None:
            if head == heading and name in _opening(names, rest):
                return i + 1, i + 1
        elif head is not None and name in _opening(names, rest):
            return i + 1, i + 1
        elif (e.get("to") == [role] or role in e.get("own", ()) or name in _opening(names, text)) \
                and (rules is None or e.get("rule") in rules):
            return i + 1, i + 1
    return start + 1, start


def told_under(before, start):
    """The rules of the lines of ``before`` from index ``start`` on, which a reveal took away: the sealed
    question's ("has chosen"). A sealed answer's own line, once told, carries one of them or the rule the answer
    was chosen under (a standing pass declared aloud is its own rule's line)."""
    return {before[i].get("rule") for i in range(start, len(before))}


def _leads(text, name):
    """Whether ``text`` opens with the seat's ``name`` as a word ("Player 2 fires", "Player 2's group 3"), not as
    part of a longer one."""
    return text.startswith(name) and text[len(name):len(name) + 1] in (" ", ":", ",", "'")


def _opening(names, text):
    """The seats' names (of ``names``) that open ``text``: one ("Player 2 fires", "Player 2's group 3"), or a list of
    them, each a seat's answer ("Player 2, Player 3 refused.", "Player 1 and Player 4 let the others stay"). A
    line that one question's answers wrote together is the line of every seat it lists."""
    out, rest = [], text
    while True:
        name = max((n for n in names if _leads(rest, n)), key=len, default=None)
        if name is None:
            return out
        out.append(name)
        rest = rest[len(name):]
        sep = next((s for s in (", ", " and ") if rest.startswith(s)), None)
        if sep is None:
            return out
        rest = rest[len(sep):]


def _names(game):
    """The names of every seat the game can have (``game.roles``), whichever take part in this one."""
    return [game.role_name(r) for r in game.roles]


def _headed(names, text):
    """(heading, the words after it) of a log line that opens with a heading ("Exchange 1 in the Palace: Player 2
    fires …"), else (None, the words after its first colon, or ""): words before the colon that open with a seat's
    name (one of ``names``) are that seat's sentence ("Player 3 plays an Informant: …"), no heading."""
    head, sep, rest = text.partition(": ")
    if not sep or any(_leads(head, n) for n in names):
        return None, rest
    return head, rest


def _heading(game, role, line):
    """The heading a seat's answer was told under ("Exchange 1 in the Palace" of "Exchange 1 in the Palace: Player
    2 fires …"), or None when the line opens with a seat's name or has no heading."""
    names = _names(game)
    head, rest = _headed(names, line["text"])
    return head if head is not None and game.role_name(role) in _opening(names, rest) else None


def move_lines(game, role, before, after, rule=None):
    """(first, last): the lines a move of ``role`` wrote, from 1 in the log ``after`` it (first > last: none). As a
    rule, the lines past the end of the log ``before`` it; an answer that revealed a sealed question's answers
    rewrote the lines from the first "has chosen" on, and its own line is found among them (own_lines; ``rule``:
    the rule its action was chosen under, told_under)."""
    where = placed(game, role, before, after, rule)
    return where["first"], where["log"]


def placed(game, role, before, after, rule=None, moved=()):
    """A computer's note's place, {first, log[, told]}, as move_lines finds it. ``moved``: the notes the same move
    placed again (relocated); the lines they took, other seats' answers told later (_told_later), are not this
    move's own: a choice that let the telling go on ("which unit does your 6 eliminate?") goes beside the first line
    after them. An answer that revealed its question's answers is ``revealed`` as theirs are (relocated): if it wrote
    no line yet (Junta's first dice of an exchange, the foes still to come), a later reveal of the same telling places
    it again. ``told``: the answer revealed its question but its own line is not yet written (_pending)."""
    start = rewritten_from(before, after)
    if start is None:
        taken = {n["first"] for n in moved if n["role"] != role and n["first"] <= n["log"]}
        first = len(before) + 1
        while first in taken and first <= len(after):
            first += 1
        return {"first": first, "log": len(after)}
    first, last = own_lines(game, role, after, start, rules=told_under(before, start) | {rule})
    return {"first": first, "log": last, "revealed": True, **_pending(game, after, first > last)}


def _seat_heading(names, line):
    """The heading of a log line told under one with a seat's name after it ("Exchange 1 in Central Bank" of
    "Exchange 1 in Central Bank: Player 4 fires 1 die at Player 3"), else None."""
    head, rest = _headed(names, line["text"])
    return head if head is not None and _opening(names, rest) else None


def _pending(game, after, silent):
    """{"told": the log's length} for an answer revealed without a line of its own while the telling stopped at a
    question under a heading of seats' lines (Junta's exchange: a shooter's 6 asks which unit it eliminates before
    the next shooter's dice are told), else {}: its line may come in the moves that go on under that heading."""
    if silent and after and _seat_heading(_names(game), after[-1]) is not None:
        return {"told": len(after)}
    return {}


def _told_later(game, notes, before, after):
    """{index: note}: answers revealed without their lines (``told``, _pending) whose lines a move that only added
    lines wrote: it goes on under the heading the log stopped at, and the answer's line is the first of its seat
    under it (a seat's second answer without one of its own goes beside its first). Only while the lines since the
    reveal's last one are all under that heading: a line of another kind ends the telling. Walks back over the
    notes since that run began (the moves that went on under it and the question's answers) only."""
    names = _names(game)
    if not before or len(after) <= len(before):
        return {}
    head = _seat_heading(names, before[-1])
    if head is None or _headed(names, after[len(before)]["text"])[0] != head:
        return {}
    run = len(before) - 1                   # where the lines under that heading began
    while run > 0 and _headed(names, before[run - 1]["text"])[0] == head:
        run -= 1
    waiting = []
    for i in range(len(notes) - 1, -1, -1):
        n = notes[i]
        if n is None:
            continue
        if "told" in n:
            if n["told"] - 1 < run:
                break                       # revealed before this run: an earlier question's
            waiting.append(i)
        elif not (n.get("revealed") or n.get("start", -1) >= run):
            break
    out, taken = {}, {}
    for i in reversed(waiting):
        n, role = notes[i], notes[i]["role"]
        prev = taken.get(role)
        first, last = own_lines(game, role, after, prev or len(before), head)
        if first > last:
            if not prev:
                continue                    # still to come (another 6 asks first), or never (no dice)
            first = last = prev
        taken[role] = first
        out[i] = {**{k: v for k, v in n.items() if k != "told"}, "first": first, "log": last}
    return out


def relocated(game, notes, before, after):
    """{index: note}: the notes of earlier moves whose lines a move rewrote (``before`` and ``after``: the log around
    it), each with its lines found again in ``after`` (own_lines), so a reason stays beside its own move's line once
    "Player 2 has chosen." has become "Player 2 plays Press". Empty when nothing was rewritten. The notes are
    placed in the order their moves were made, each on its seat's next line after the one its previous note took
    (a seat that answered twice, as Junta's battle dice, finds its two lines, or only the first has one). A note
    placed by an earlier reveal beside the line before it (its answers not yet told) is placed again. Walks back
    from the last note only as far as needed: the first line a move wrote rises with its moves, but for notes
    already moved by an earlier reveal (``revealed``), so the walk stops at the first other note whose lines begin
    before the rewritten part (a reload of a long game would otherwise look at every note at every reveal)."""
    start = rewritten_from(before, after)
    if start is None:
        return _told_later(game, notes, before, after)
    moved = []
    for i in range(len(notes) - 1, -1, -1):
        n = notes[i]
        if n is None:
            continue
        first = n.get("first", n["log"])
        if first > n["log"] and not (n.get("revealed") and first > start):
            continue        # it wrote nothing: it sits beside a line before the question, which stays
        if first <= start:
            if n.get("revealed"):
                continue
            break
        moved.append(i)     # a note whose lines were rewritten (a sealed answer's "has chosen")
    out, taken, asked = {}, {}, told_under(before, start)
    for i in reversed(moved):
        n, role = notes[i], notes[i]["role"]
        prev = taken.get(role)
        head = _heading(game, role, after[prev - 1]) if prev else None
        first, last = own_lines(game, role, after, prev or start, head, asked | {n.get("rule")})
        if first > last and head is not None:
            first = last = prev             # a later answer to the same heading that wrote no line of its own (no
                                            # dice at this foe): beside the seat's line under that heading
        if first <= last:
            taken[role] = first             # its seat's next note looks after this line
        else:
            first, last = start + 1, start
        out[i] = {**{k: v for k, v in n.items() if k != "told"}, "first": first, "log": last, "revealed": True,
                  **_pending(game, after, first > last)}
    return out


def seen_reason(note, private, viewer, unseen=False):
    """(text, rule) of a computer's reason as ``viewer`` may read it, beside the seat's own name (the log tags it:
    "Paraguayan player (computer, steady): made a private choice"; the text names no seat, since the page's name
    for it may not be the engine's). A bot reasons from its whole view, so its
    words may rest on its own secrets ("we back the Government side"): they reach another seat only when the bot's
    view held nothing beyond the public one as it chose (``open``); else the line is a sentence saying what was
    chosen, under which rule, and that the why stays with that side, since it weighed what only that side knows
    (``KEPT_WHY``; before: "Aguada: why stays hidden, 3.3.3", a fragment). A private choice (``private``) shows
    another seat only that it was made, not even under which rule; ``unseen``: the move wrote no line the viewer
    sees, and the words say so too (``PRIVATE_UNSEEN``)."""
    role = note["role"]
    if viewer == role or (note["open"] and not private):
        return note["why"], note["rule"]
    if private:
        return (PRIVATE_UNSEEN if unseen else PRIVATE_CHOICE), None
    head = headed(note["label"]).strip()    # a card by its name; a bare number as it is
    what = head if head.lstrip("-").isdigit() else f"“{head}”"
    rule = f" ({note['rule']})" if note["rule"] else ""
    return f"chose {what}{rule}. {KEPT_WHY}.", note["rule"]


# Another seat's private choice as the viewer reads it (seen_reason), and the same when the move wrote no line the
# viewer sees (``unseen``, from reasons_shown: a line of its own, so it must not read as the run beside the lines
# such moves wrote).
PRIVATE_CHOICE = "made a private choice"
PRIVATE_UNSEEN = "made a private choice that left no line in your log"

# The end of a computer's reason that another seat may not read (seen_reason): why, in a player's words.
KEPT_WHY = "Its reason stays with its own side: it rests on what only that side knows"


def reasons_shown(log, notes, private, viewer, shown, since=None, earlier=0, everyone=False):
    """The computers' reasons beside the last SHOWN_LINES lines of ``viewer``'s log, and those of every move after
    move ``since`` (the index of a person's last decision: the page keeps every line since, however long the
    computers' run), and of the ``earlier`` lines above those that the page was asked to show, as that viewer may
    read them (``everyone``: once the game is over, every reason whole, whoever reads):
    [{move, log, role, level, rule, text[, silent, what]}], ``log`` the number of the line (from 1, in the viewer's
    log of ``shown`` lines, ``log`` the game's whole log) the reason sits beside: the first line its move wrote that
    the viewer sees (a move that also ends a card, or the game, writes lines after its own), else the viewer's last
    line before it, and then ``silent`` is true and ``what`` says what it chose (silent_what: None for another
    seat's private choice, whose words then say it left no line there), so the page shows it as a line of its own
    naming the seat, not as that line's reason. Silent is told from the viewer's own log, not from the whole one:
    whether a move wrote lines only its seat reads
    (an Allied unit lost under fog of war, 6.4) is not for another seat to learn. A note gives the move's lines as
    ``first`` and ``log`` (its last). Walks back from the end only as far as needed: the notes' lines rise with
    their moves, but for the answers to one sealed question, found again among the lines the last answer rewrote
    (``revealed``, relocated): the walk stops at a note of another kind."""
    out = []
    seen, at = shown, len(log)          # lines of the viewer's log among the whole log's first ``at``
    upto = {at: seen}                   # the same count for every ``at`` passed so far

    def count(line):
        nonlocal seen, at
        while at > line:
            at -= 1
            e = log[at]
            if sees(e, viewer):
                seen -= 1
            upto[at] = seen
        return upto[max(0, min(line, len(log)))]
    floor = shown - SHOWN_LINES - earlier      # the last line above what the page shows
    for i in range(len(notes) - 1, -1, -1):
        n = notes[i]
        if n is None:
            continue
        last = count(n["log"])           # the viewer's lines up to the move's last one
        before = count(min(n.get("first", n["log"] + 1), n["log"] + 1) - 1)
        where = before + 1 if last > before else last
        if since is not None and i > since:           # the run since the person's last decision starts lower
            floor = min(floor, where - 1 - earlier)
        if where <= floor and (since is None or i <= since):
            if n.get("revealed") or _revealed_before(notes, i):     # among one sealed question's answers, whose
                continue                                            # lines were found again anywhere in its lines
            break
        silent = last <= before         # the move wrote no line this viewer sees: the page gives it one of its own
        text, rule = (n["why"], n["rule"]) if everyone else seen_reason(n, private[i], viewer, unseen=silent)
        shown_reason = {"move": i + 1, "log": max(1, where), "role": n["role"], "level": n["level"], "rule": rule,
                        "text": text}
        if silent:
            shown_reason.update(silent=True, what=silent_what(n, private[i], viewer, everyone))
        out.append(shown_reason)
    return out[::-1]


def silent_what(note, private, viewer, everyone=False):
    """What a computer's move that wrote no line the viewer sees chose, in a few words ("No Arrest", "End
    Patrol", "2"), for the line of its own the page gives it (beside the last line before it, that line may be
    another seat's or the person's own: the reason must not read as that line's). None for a private choice seen
    by another seat: even its action stays unsaid."""
    if private and not everyone and viewer != note["role"]:
        return None
    mine = everyone or viewer == note["role"] or note["open"]        # its question's words may hold its secrets
    return headed(note["label"], note.get("asked", "") if mine else "").strip() or None


def _asked(game, state, role, label):
    """The question a bare number answered ("How many units move?"), for the note: "2" alone says nothing."""
    return {"asked": game.question(state, role)["prompt"]} if str(label).strip().lstrip("-").isdigit() else {}


def _revealed_before(notes, i):
    """Whether the computer's note before note ``i`` (persons' moves have none) was found again among revealed
    lines: then ``i`` answered the same sealed question, and the notes before it may sit lower or higher."""
    for j in range(i - 1, -1, -1):
        if notes[j] is not None:
            return bool(notes[j].get("revealed"))
    return False


def last_decision(moves, seats):
    """The index of the last move a person decided, or None: a person's move joined to the one before it (a public
    forced step the table took with it, or a map move's later steps) is no decision of its own."""
    return next((i for i in range(len(moves) - 1, -1, -1)
                 if moves[i]["role"] not in seats and not moves[i].get("joined")), None)


def since_line(log, notes, since, viewer, shown):
    """The index in ``viewer``'s log (``shown`` lines) of its first line written after move ``since``, a person's
    last decision, by the computers' moves that followed it; None when no computer has moved since (or ``since``
    is None: no person, or only persons, at the table). Kept by the engine, not the page, so a reload in the
    middle of the computers' run, a link or a file still marks every line since. A note's ``start`` is the length
    of the whole log before its move; a sealed question's answers told later may have rewritten lines from
    further up (relocated), so the earliest line any of the run's moves now holds counts too."""
    if since is None:
        return None
    run = [n for n in notes[since + 1:] if n is not None]
    if not run:
        return None
    start = min([run[0]["start"]] + [n["first"] - 1 for n in run if n["first"] <= n["log"]])
    after = sum(1 for e in log[start:] if sees(e, viewer))
    return shown - after if after else None


def undo_depth(moves, seats, history, floor):
    """How many moves ``Undo`` takes back: with computers at the table, every move since the last person's
    decision and that decision (the person decides again; a forced step taken with the move before it is none),
    and 0 while no person has decided; else one. A move made in one action with the moves
    before it ("joined": a map move's steps after the stack was taken up) goes back with them, as far as undo may
    go. 0 when a die roll or a hidden draw lies in between (undo never goes back past one)."""
    depth = 1
    if seats:
        last = last_decision(moves, seats)
        if last is None:
            return 0        # only the computers have moved: rewound, they would play the very same moves again
        depth = len(moves) - last
    if depth < 1 or len(history) - depth < floor:
        return 0
    start = len(moves) - depth
    while start > 0 and moves[start].get("joined") and len(history) - (len(moves) - start + 1) >= floor:
        start -= 1
    return len(moves) - start


# What a greyed Undo says (the sandbox's own policy, in no game's rules): a chance outcome stands once it is seen.
CHANCE_STANDS = "a die roll or a hidden draw is never taken back, so nobody can try a chance again"


def undo_takes(game, roles, moves, seats, depth):
    """What Undo takes back when it is on (``depth`` moves), in a line for its button, else None: whose decision
    (with two people at one device it may be the other person's) and how many computer moves since. Public facts
    only, as ``undo_reason``: whose each move was and which seats are computers."""
    if not depth:
        return None
    first = len(moves) - depth
    role = moves[first]["role"]
    alone = bool(seats) and len(persons({"roles": roles}, seats)) == 1
    whose = "your last decision" if alone and role not in seats else f"{game.role_name(role)}'s last decision"
    theirs = sum(1 for m in moves[first + 1:] if m["role"] in seats)
    since = (f", and the computers' {theirs} moves since" if theirs > 1 else
             ", and a computer's move since" if theirs else "")
    return f"Undo takes back {whose} (move {first + 1}){since}."


def undo_reason(game, roles, moves, seats, floor, depth):
    """Why Undo is off, or None when it is on (``depth``: what undo_depth gives). From public facts only: the
    game's roles, how many moves there are and whose each was (public even for a sealed choice), which seats are
    computers, and ``floor``, the number of the last move that rolled a die or drew a hidden card (which moves did
    is public: the page's Undo has shown it after every move). Never a move's content, so it reads the same on every
    seat and on twins that differ only in secrets."""
    if depth:
        return None
    if not moves:
        return "Nothing to take back yet: no move has been played in this game."
    last = last_decision(moves, seats) if seats else None
    if seats and last is None:
        if len(persons({"roles": roles}, seats)) == 1:
            return "Nothing of yours to take back yet: only the computers have moved."
        return "Nothing to take back yet: only the computers have moved, no person has decided."
    by = moves[floor - 1]["role"]
    chance = f"move {floor} ({game.role_name(by)}{', computer' if by in seats else ''})"
    policy = f"Sandbox policy: {CHANCE_STANDS}."
    if not seats:
        return f"The last move, {chance}, rolled a die or drew a hidden card. {policy}"
    whose = "your last decision" if len(persons({"roles": roles}, seats)) == 1 else "the last decision a person made"
    if last + 1 == floor:
        return f"Undo goes back to {whose} (move {floor}), and that move rolled a die or drew a hidden card. {policy}"
    return (f"Undo would go back to {whose} (move {last + 1}), but {chance} rolled a die or drew a hidden card "
            f"after it. {policy}")
