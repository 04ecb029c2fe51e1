"""The sandbox: one game kept here, in the worker; the page only ever receives views (the ``sandbox_*`` ops of
engine/bridge.py, listed in ``OPS``). It keeps the move record, the states undo may go back to, who sits where (hot
seat, computer seats) and the computers' reasons; saved games and links come back through ``records.check_record``
(engine/records.py: what a record holds and the checks it passes)."""

import os
import time

from . import answers, get_game, records, setup, seats as table, whynot
from .bots import memory as botmem
from .errors import IllegalAction, excerpt
from .records import MAX_MOVES


SANDBOX = {}
MARK_EVERY = 25           # every 25th state of the game is kept, so the replay at its end rebuilds at most 24 moves


def _record_for(role):
    """The move record as ``role`` may know it: other roles' private answers show only that they answered (and
    whether with the move before: one tap on the map, or a step with nothing to choose that a one-person table takes
    by itself, _forced_tail, which nobody but that person sees). Positions set up by hand keep their setup out of
    the page (it may hold every hand)."""
    rec = SANDBOX["record"]
    moves = [{k: v for k, v in m.items() if k not in ("why", "open", "mem")} if not private or m["role"] == role
             else {"role": m["role"], "private": True, **({"joined": True} if m.get("joined") else {})}
             for m, private in zip(rec["moves"], SANDBOX["private"])]       # the reasons come as ``reasons``
    out = {"kind": rec["kind"], "seed": None if rec.get("hidden_seed") else rec["seed"], "moves": moves}
    if rec.get("hidden_seed"):
        out["hidden_seed"] = True
    out.update({k: rec[k] for k in ("example", "step", "move", "seats", "paused") if k in rec})
    fixed = getattr(SANDBOX["game"], "setup_options", ())
    options = {k: v for k, v in rec.get("options", {}).items() if k not in fixed}
    if options:
        out["options"] = options
    return out


def hot_seat_next(game, state, seated):
    """Whom the hot seat gives the device to (issue 25.3), from public facts only (who has a decision): the seated
    player while they still have a decision of their own (a sealed question answered in any order, their next
    card), else the first player after them round the table who has one (so a sealed window goes round once);
    None when nobody decides. A sealed question that names whom the game goes on with (``Game.answers_last``)
    hears that player last, even when seated (the others first), so the round ends where play goes on."""
    active = game.active_roles(state)
    if not active:
        return None
    last = game.answers_last(state) if len(active) > 1 else None
    if seated in active and seated != last:
        return seated
    roles = state["roles"]
    i = roles.index(seated) + 1 if seated in roles else 0
    ahead = [r for r in roles[i:] + roles[:i] if r in active and r != last]
    return ahead[0] if ahead else active[0]


def forced(game, state, role, seated):
    """``role``'s only action when it is forced (one option, not an end that needs confirming) and may be taken
    without a hand-off: the seated player's own (they hold the device), anyone else's only when it is public.
    The hot seat takes a run of them with one "go on to the next decision"; else None."""
    if role is None or (role != seated and game.is_private(state, role)):
        return None
    acts = game.actions(state, role)
    return acts[0] if len(acts) == 1 and not acts[0].get("confirm") else None


def _seated():
    """Who holds the device (seats.seated: the one person at a table of computers, else who pressed "I am")."""
    return table.seated(SANDBOX["state"], SANDBOX.get("seats", {}), SANDBOX.get("seated"))


def _asker(role):
    """Whom a "why not?" or a map aid answers for the page's ``role``: a hot-seat page ("acting") speaks for who
    holds the device (_seated: at a table of one person and computers, that person, though nobody pressed "I am")
    while the next decision is theirs, as _viewer shows their own board then; else for nobody (None, the public).
    Any other role is the page's own choice, as asked."""
    if role != "acting":
        return role
    game, state, seats = SANDBOX["game"], SANDBOX["state"], SANDBOX.get("seats", {})
    seated = _seated()
    if seated is None or seated in seats:
        return None
    nxt = table.computer_next(game, state, seats) or hot_seat_next(game, state, seated)
    return seated if nxt == seated else None


def _viewer():
    """Whose view the page gets now: (that role, None for the public one; whether the page shows the hot seat;
    the seat that decides next there, else None; the computer seat that decides first, if any; who holds the
    device; the view asked for and refused, if any). A computer seat's own view is never sent while the game is on
    (issue 27): the hot seat's instead, and the page's choice is kept so; once the game is over, secrets end."""
    game, state = SANDBOX["game"], SANDBOX["state"]
    role = SANDBOX.get("role")
    seats = SANDBOX.get("seats", {})
    seated = _seated()
    computer = table.computer_next(game, state, seats)    # a computer seat decides first: the page asks its move
    refused = None
    if role in seats and state["result"] is None:
        refused, role = role, "acting"
        SANDBOX["role"] = role
    hot = role == "acting"
    nxt = None
    if hot:                    # hot seat: the decider's own board (their hand, their sealed choice) only once they
        nxt = computer or hot_seat_next(game, state, seated)    # have taken the device; until then the public one
        role = seated if nxt is not None and (nxt == seated or computer) else None    # (computers take no device)
        if role in seats:      # who held the device has since become a computer: nobody holds it now
            refused, role = role, None
            SANDBOX["seated"] = None
    return role, hot, nxt, computer, seated, refused


def _sandbox_answer(changed=()):
    game, state = SANDBOX["game"], SANDBOX["state"]
    seats = SANDBOX.get("seats", {})
    depth = _undo_depth()
    role, hot, nxt, computer, seated, refused = _viewer()
    view = game.view(state, role)
    q = game.question(state, role)
    if hot and role is None and nxt is not None and not game.is_private(state, nxt):
        q = game.question(state, nxt)        # a public question: anyone may see it (and it names who decides)
    go_on = forced(game, state, q["role"], seated) if hot and q["role"] == nxt and not q["private"] else None
    actions = [] if q["role"] in seats else q["actions"]           # nobody clicks for a computer
    since = _since_person()
    return {"view": view, "role": role, "acting": nxt if hot else q["role"], "actions": actions,
            "prompt": q["prompt"], "private": q["private"], "forced": go_on is not None and not computer,
            "can_undo": depth > 0, "undo_why": _undo_why(depth),
            "undo_what": table.undo_takes(game, state["roles"], SANDBOX["record"]["moves"], seats, depth),
            "paused": bool(SANDBOX["record"].get("paused")),
            "moves": len(SANDBOX["record"]["moves"]), "record": _record_for(role), "seated": seated,
            "seats": seats, "levels": table.levels(game), "computer": computer, "refused_view": refused,
            "reasons": _reasons(state, role, len(view["log"])),
            "since_line": table.since_line(state["log"], SANDBOX["notes"], since, role,
                                           len(view["log"])),      # the first line since the person last decided
            "since_start": since == -1,     # the person has not decided yet: the run since is since the game began
            **answers.picture(game, view, role, changed)}


def _reasons(state, role, shown):
    """The computers' reasons beside the lines the page shows (seats.reasons_shown), as ``role`` may read them."""
    return table.reasons_shown(state["log"], SANDBOX["notes"], SANDBOX["private"], role, shown, _since_person(),
                               EARLIER[0], everyone=state["result"] is not None)     # the game over: all told


def _sandbox_reasons(req):
    """Only the reasons, for the lines the page shows once "Show earlier lines" asked for ``earlier`` more (sent
    with every request, see ``_asked``): the rest of the answer is as it was, so only whose view it is and how long
    that view's log is are worked out (not the view's board, its picture, the question or the record)."""
    state = SANDBOX["state"]
    role = _viewer()[0]
    return {"reasons": _reasons(state, role, len(SANDBOX["game"].visible_log(state, role)))}


def _since_person():
    """The index of a person's last decision at a table with computers and persons (the page keeps the log's lines
    since), -1 when no person has decided yet (the computers' run began with the game), else None."""
    seats = SANDBOX.get("seats") or {}
    if not seats or len(seats) == len(SANDBOX["state"]["roles"]):
        return None
    last = table.last_decision(SANDBOX["record"]["moves"], seats)
    return -1 if last is None else last


def _undo_depth():
    return table.undo_depth(SANDBOX["record"]["moves"], SANDBOX.get("seats", {}), SANDBOX["history"],
                            SANDBOX["floor"])


def _undo_why(depth):
    """Why Undo is off now (seats.undo_reason: public facts only), or None when it is on."""
    return table.undo_reason(SANDBOX["game"], SANDBOX["state"]["roles"], SANDBOX["record"]["moves"],
                             SANDBOX.get("seats", {}), SANDBOX["floor"], depth)


def _check_view_role(game, state, role):
    if role not in (None, "acting", "observer") and role not in state["roles"]:
        raise IllegalAction("bad_role", f"{excerpt(repr(role))} is not a player in this game; players: "
                                        f"{', '.join(state['roles'])}")
    return role


def drawn_seed():
    """A seed from the system's randomness (the browser's crypto in Pyodide), 0 to 2**53 - 1, for a game whose
    seed nobody may know: it fixes every hidden card and die roll to come."""
    return int.from_bytes(os.urandom(7), "big") >> 3


def _sandbox_new(req):
    game = get_game(req["game"])
    private = []            # which answers were private (for the per-role record)
    notes = []              # the computers' reasons, move by move (engine/seats.py)
    renotes = {}            # {move number: {index: the note as it was}}: notes a move's rewritten lines moved
    if "record" in req:
        record = records.check_record(game, records.within_size(req["record"]))
        state = records.start_state(game, record)
        if record["kind"] == "example":
            record["seed"] = state["seed"]
        history, floor = [], 0      # kept as if played here, so undo works after a reload or from a link
        marks = {0: state}
        for i, m in enumerate(record["moves"], 1):
            private.append(m["role"] in state["roles"] and game.is_private(state, m["role"]))
            try:
                note = table.replayed_note(game, state, m)
                new = game.apply(state, m["role"], m["verb"], m.get("arg"), m.get("chance"))
            except IllegalAction as err:
                raise IllegalAction(err.code, f"this saved game cannot be replayed: move {i}: {err.message}"
                                    + records.version_hint(game, record["rules"]), err.rule) from None
            moved = table.relocated(game, notes, state["log"], new["log"])
            for j, there in moved.items():
                renotes.setdefault(i, {})[j] = notes[j]     # a sealed question's answers revealed (_sandbox_do)
                notes[j] = there
            if note:                # the lines the move wrote: the first and the last (table.reasons_shown)
                note.update(table.placed(game, m["role"], state["log"], new["log"], note["rule"], moved.values()),
                            start=len(state["log"]))
            notes.append(note)
            history.append(state)
            if new["rng"] != state["rng"]:
                floor = len(history)
                history[:floor] = [None] * floor      # past a die roll or a hidden draw undo never goes back
            state = new
            if i % MARK_EVERY == 0:
                marks[i] = state
        record.pop("options", None)
        if state["options"] and record["kind"] != "example":
            record["options"] = state["options"]
        record["rules"] = game.rules_version         # it replayed under today's rules: from now on it is theirs
    else:
        hidden = req.get("seed") is None             # no seed given: the engine draws one nobody sees
        state = setup(req["game"], drawn_seed() if hidden else req["seed"], options=req.get("options"))
        history, floor = [], 0
        marks = {0: state}
        record = {"kind": "game", "rules": game.rules_version, "seed": state["seed"], "moves": []}
        if hidden:
            record["hidden_seed"] = True
        if state["options"]:
            record["options"] = state["options"]
    role = _check_view_role(game, state, req.get("role"))
    seats = table.check(game, state, req["seats"] if "seats" in req else record.pop("seats", None))
    record.pop("seats", None)
    if seats:
        record["seats"] = seats
    paused = record.pop("paused", False)
    if "paused" in req:
        paused = req["paused"] is True
    if paused:                 # the page's Pause goes on into a game it deals or opens; else the record's own
        record["paused"] = True
    SANDBOX.clear()
    SANDBOX.update(game=game, state=state, history=history, floor=floor, record=record, private=private, role=role,
                   marks=marks, seats=seats, notes=notes, renotes=renotes,
                   bot_memory=botmem.replay(record["moves"]))      # each computer's memory as it was at that move
    return _sandbox_answer()


def _sandbox_seats(req):
    """Who plays each seat from now on (issue 27.5): {role: person | steady | strong}; kept with the record."""
    seats = table.check(SANDBOX["game"], SANDBOX["state"], req["seats"])
    changed = _page_changed(req.get("changed"))         # checked before anything changes
    SANDBOX["seats"] = seats
    SANDBOX["record"].pop("seats", None)
    if seats:
        SANDBOX["record"]["seats"] = seats
    return _sandbox_answer(changed=changed)             # the same position: its gold again


def _sandbox_pause(req):
    """The computers' play paused (``paused`` true) or resumed at the table: kept with the record, so a reload finds
    the game as it was left (the page times the computers' moves; the engine only keeps the word)."""
    if not isinstance(req.get("paused"), bool):
        raise IllegalAction("bad_request", "paused is true or false")
    changed = _page_changed(req.get("changed"))         # checked before anything changes
    SANDBOX["record"].pop("paused", None)
    if req["paused"]:
        SANDBOX["record"]["paused"] = True
    return _sandbox_answer(changed=changed)             # the same position: its gold again


def _sandbox_do(role, verb, arg):
    game, state = SANDBOX["game"], SANDBOX["state"]
    if not isinstance(verb, str):
        raise IllegalAction("bad_request", "an action's verb is a text")
    private = game.is_private(state, role) if role in state["roles"] else False
    new = game.apply(state, role, verb, arg)
    SANDBOX["history"].append(state)
    SANDBOX["record"]["moves"].append({"role": role, "verb": verb, "arg": arg})
    SANDBOX["private"].append(private)
    SANDBOX["notes"].append(None)
    moved = table.relocated(game, SANDBOX["notes"], state["log"], new["log"])
    if moved:                 # a sealed question's answers revealed: earlier reasons go beside their own lines
        SANDBOX["renotes"][len(SANDBOX["record"]["moves"])] = {j: SANDBOX["notes"][j] for j in moved}
        for j, note in moved.items():
            SANDBOX["notes"][j] = note
    if new["rng"] != state["rng"]:        # a die roll or a hidden draw: undo may not go back past it
        SANDBOX["floor"] = len(SANDBOX["history"])
        _forget_below_floor()
    SANDBOX["state"] = new
    if len(SANDBOX["record"]["moves"]) % MARK_EVERY == 0:
        SANDBOX["marks"][len(SANDBOX["record"]["moves"])] = new
    return answers.changed(game.board(state, None), game.board(new, None), game)     # the public boards (as view gives them)


def _forget_below_floor():
    """States undo can never reach again are dropped (a long game would otherwise keep every one in memory)."""
    history = SANDBOX["history"]
    for i in range(SANDBOX["floor"] - 1, -1, -1):
        if history[i] is None:
            break
        history[i] = None


def _sandbox_act(req):
    """One move, or ``moves`` ([{verb, arg}, ...], one tap on the map: a stack taken up and its steps) played in
    order as one: the moves after the first are marked joined, so one undo takes them all back; when one is refused
    the game is as it was before the first."""
    if "moves" not in req:
        return _sandbox_answer(changed=_forced_tail(_sandbox_do(req["role"], req["verb"], req.get("arg"))))
    group = req["moves"]
    if not isinstance(group, list) or not group or not all(isinstance(m, dict) for m in group):
        raise IllegalAction("bad_request", "moves is a list of {verb, arg}, at least one")
    kept = {k: SANDBOX[k] for k in ("state", "floor")}
    lists = {k: list(SANDBOX[k]) for k in ("history", "private", "notes")}
    lists["renotes"] = dict(SANDBOX["renotes"])
    moves, marks = SANDBOX["record"]["moves"], dict(SANDBOX["marks"])
    size = len(moves)
    changed = set()
    try:
        for m in group:
            changed.update(_sandbox_do(req["role"], m.get("verb"), m.get("arg")))
            if len(moves) > size + 1:
                moves[-1]["joined"] = True
    except IllegalAction:
        del moves[size:]
        SANDBOX.update(kept, marks=marks, **lists)
        raise
    return _sandbox_answer(changed=_forced_tail(changed))


def _forced_tail(changed):
    """With computers in every other seat, the one person's steps that offer nothing to choose (forced: one option)
    are taken at once after a move, joined to it, up to the next real decision, a computer's turn or the end: no
    "go on" click for each (a Guerilla game had one in three of the person's decisions so), nor any question whose
    every answer his hand makes the same nothing (``Game.nothing_to_choose``: Guerilla's window for a card he does
    not hold). Undo treats them as part of the move before (seats.undo_depth). A table of persons only keeps its "go on" (issue 25.3). ``changed``: the
    spaces changed so far; returned sorted with the forced steps' own."""
    changed = set(changed)
    seats = SANDBOX.get("seats", {})
    if not seats or len(table.persons(SANDBOX["state"], seats)) != 1:
        return sorted(changed)          # (whether a step is forced may rest on its seat's secrets: with a second
                                        # person at the table, one who sees it skipped would learn them)
    game, moves = SANDBOX["game"], SANDBOX["record"]["moves"]
    for _ in range(getattr(game, "milestone_moves", 2000)):
        state = SANDBOX["state"]
        if state["result"] is not None or table.computer_next(game, state, SANDBOX["seats"]):
            break
        role = hot_seat_next(game, state, _seated())
        act = forced(game, state, role, _seated())
        if act is None and role == _seated() and hasattr(game, "nothing_to_choose"):
            act = game.nothing_to_choose(state, role)      # every answer comes to nothing: his pass, taken so
        if act is None:
            break
        changed.update(_sandbox_do(role, act["verb"], act["arg"]))
        moves[-1]["joined"] = True
    return sorted(changed)


def _sandbox_export(req):
    """The whole game, every secret included: only for a deliberate export (a file, a link)."""
    return {"record": {"game": SANDBOX["game"].id, **SANDBOX["record"]}}


def _random_move():
    """One random legal move of a person's seat (a computer's seat plays its own moves: a random one there would
    make its secret choices for it, in the person's hands); [] when no person has one."""
    from . import prng
    game, state = SANDBOX["game"], SANDBOX["state"]
    seats = SANDBOX.get("seats", {})
    legal = [(r, a) for r in state["roles"] if r not in seats for a in game.actions(state, r)]
    if hasattr(game, "fuzz_allows"):
        legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
    if not legal:
        return []
    chooser = SANDBOX.setdefault("chooser", prng.seed_state(state["seed"] ^ 0xC0FFEE))
    role, act = legal[prng.below(chooser, len(legal))]
    return _sandbox_do(role, act["verb"], act["arg"])


def _sandbox_random(req):
    _persons_turn("Random legal move")
    return _sandbox_answer(changed=_random_move())


def _persons_turn(what):
    """Refuse a hot-seat tool while a computer decides: it plays only persons' seats (the computers play their own
    moves, at their pace; Pause stops them)."""
    game, state = SANDBOX["game"], SANDBOX["state"]
    if table.computer_next(game, state, SANDBOX.get("seats", {})) is not None:
        raise IllegalAction("computer_decides", f"a computer decides now: {what} plays only a person's seat, and "
                                                "the computers play their own moves")


def _sandbox_bot(req):
    """A computer's move for ``role`` (``"acting"``: whoever decides now) at ``level`` (random, steady, strong;
    engine/bots): the bot gets that role's view and question only, its move is played as an ordinary move (the
    record holds it like any other), and the answer adds ``reason``, the bot's one line with its rule (a choice
    private to that role shows the viewer only that it was made). Its rng comes from public facts (the role and
    the move count), so the same position gets the same move."""
    from . import bots
    game, state = SANDBOX["game"], SANDBOX["state"]
    role = req.get("role", "acting")
    if role == "computer":     # the table's computer seat that decides now (seats.py); none: nothing to play
        role = table.computer_next(game, state, SANDBOX.get("seats", {}))
        if role is None:
            return dict(_sandbox_answer(), bot=None)
    if role == "acting":
        role = bots.acting(state)
    if role not in state["roles"] or not game.question(state, role)["actions"]:
        raise IllegalAction("not_your_turn", f"{str(role)[:40]!r} has nothing to decide now")
    level = req.get("level", SANDBOX.get("seats", {}).get(role, "steady"))
    bot = bots.make(game.id, level if isinstance(level, str) else "")
    memory = SANDBOX.setdefault("bot_memory", {}).setdefault(role, {})
    before = botmem.snapshot(memory)
    private = game.is_private(state, role)
    began = time.perf_counter()          # how long the decision took (bench/bots_browser.py); never decides
    act, reason = bots.decide(state, role, bot, bots.seat_rng(role, state["moves"]), memory,
                              bots.Budget(rollouts=16, seconds=1.0, clock=_clock()))
    took = round((time.perf_counter() - began) * 1000, 1)
    basis = bots.public_basis(game, state, bot, game.question(state, role))    # chosen from the public view alone
    fields, note = table.note_move(game, state, role, act, level, reason, basis)  # kept with the move (a reload)
    mem = botmem.change(before, memory)      # and what it changed in the seat's memory (a reload plays on alike)
    if mem:
        fields["mem"] = mem
    changed = _sandbox_do(role, act["verb"], act["arg"])
    SANDBOX["record"]["moves"][-1].update(fields)
    moved = [SANDBOX["notes"][j] for j in SANDBOX["renotes"].get(len(SANDBOX["record"]["moves"]), {})]
    where = table.placed(game, role, state["log"], SANDBOX["state"]["log"], note["rule"], moved)   # (reasons_shown)
    note = SANDBOX["notes"][-1] = {**note, **where, "start": len(state["log"])}
    answer = _sandbox_answer(changed=_forced_tail(changed))       # (the person's forced steps after it: no notes)
    # its words may rest on its own secrets: only for a viewer who may know them (a private choice: not even its rule)
    reason, rule = table.seen_reason(note, private, answer["role"])
    answer.update(reason=reason, bot={"role": role, "level": level, "rule": rule, "ms": took})
    if not private or answer["role"] == role:      # how many choices it had, for a viewer who may see them
        answer["bot"]["choices"] = len(game.question(state, role)["actions"])
    return answer


def _clock():
    """The host's clock for a strong bot's time budget (the engine itself reads none; engine/bots Budget)."""
    import time
    return time.perf_counter


def _milestone(game, state):
    """Where the game stands, coarsely (a game's ``milestone``: Uruguay's card, Junta's phase)."""
    return game.milestone(state) if hasattr(game, "milestone") else len(state.get("played", []))


def _sandbox_next_card(req):
    """Random legal moves until the game reaches its next milestone (a new card, a new phase) or ends, or a
    computer's seat decides (only persons' seats are played at random); at most the game's ``milestone_moves``
    moves in one call (2000 unless the game says more)."""
    game, state = SANDBOX["game"], SANDBOX["state"]
    _persons_turn("Play to the next card")
    start = _milestone(game, state)
    changed = set()
    for _ in range(getattr(game, "milestone_moves", 2000)):
        state = SANDBOX["state"]
        if state["result"] is not None or _milestone(game, state) != start:
            break
        if table.computer_next(game, state, SANDBOX.get("seats", {})) is not None:
            break                   # a computer decides: it plays its own move, at its pace
        changed.update(_random_move())
    return _sandbox_answer(changed=sorted(changed))


def _sandbox_go_on(req):
    """Hot seat: take every public forced choice in a row (one option, nothing hidden), whoever's it is, up to the
    next real decision or the game's end: phases with nothing to choose pass in one click (issue 25.3). The moves
    after the first are marked joined, so one undo takes back all that one click did (as far as undo may go)."""
    game = SANDBOX["game"]
    moves = SANDBOX["record"]["moves"]
    size = len(moves)
    changed = set()
    for _ in range(getattr(game, "milestone_moves", 2000)):
        state = SANDBOX["state"]
        if state["result"] is not None:
            break
        role = hot_seat_next(game, state, _seated())
        act = forced(game, state, role, _seated())
        if act is None or table.computer_next(game, state, SANDBOX.get("seats", {})):
            break
        changed.update(_sandbox_do(role, act["verb"], act["arg"]))
        if len(moves) > size + 1:
            moves[-1]["joined"] = True
    return _sandbox_answer(changed=sorted(changed))


def _handing_over():
    """Whether the hot seat waits for the device to change hands now: a person decides who is not the one who
    holds it (the page shows "Pass the device to ..."), so whoever holds it may be either of them."""
    game, state = SANDBOX["game"], SANDBOX["state"]
    if SANDBOX.get("role") != "acting" or table.computer_next(game, state, SANDBOX.get("seats", {})):
        return False
    nxt = hot_seat_next(game, state, _seated())
    return nxt is not None and nxt != _seated()


def _sandbox_undo(req):
    """One move back; with computers at the table, back to the person's last decision (seats.undo_depth). Pressed
    while the device changes hands, nobody holds it afterwards: the decision taken back waits for its player to say
    "I am ..." again (the one who pressed may be the next player, who must not see the last one's screen)."""
    depth = _undo_depth()
    if not depth:
        raise IllegalAction("no_undo", _undo_why(depth))
    if _handing_over():
        SANDBOX["seated"] = None
    for _ in range(depth):
        SANDBOX["state"] = SANDBOX["history"].pop()
        SANDBOX["record"]["moves"].pop()
        SANDBOX["private"].pop()
        SANDBOX["notes"].pop()
        for j, note in SANDBOX["renotes"].pop(len(SANDBOX["record"]["moves"]) + 1, {}).items():
            SANDBOX["notes"][j] = note          # where the move being taken back had moved them from
        SANDBOX["marks"].pop(len(SANDBOX["record"]["moves"]) + 1, None)
    SANDBOX["bot_memory"] = botmem.replay(SANDBOX["record"]["moves"])     # as the computers remembered it then
    return _sandbox_answer()


def _sandbox_view(req):
    changed = _page_changed(req.get("changed"))         # checked before anything changes
    SANDBOX["role"] = _check_view_role(SANDBOX["game"], SANDBOX["state"], req.get("role"))
    if "seated" in req:        # hot seat: who pressed "I am ...", i.e. who holds the device now (None: nobody yet)
        seated = req["seated"]
        SANDBOX["seated"] = seated if seated in SANDBOX["state"]["roles"] else None
    return _sandbox_answer(changed=changed)


def _page_changed(value):
    """The places a picture of the same position outlines in gold again (a reopened game, another view, a change of
    seats, a pause): those the page's own last picture outlined (it keeps them with the game,
    site/static/js/since-marks.mjs), so nothing the page did not already hold. They are
    only drawn where this view's picture draws them (a game's render outlines the places it draws); no rule."""
    if value is None:
        return ()
    if not (isinstance(value, list) and len(value) <= 500
            and all(isinstance(v, str) and 0 < len(v) <= 80 for v in value)):
        raise IllegalAction("bad_request", "changed is a list of place ids (short texts), at most 500")
    return sorted(set(value))


def _not_a_computer(role):
    """Refuse a question asked as a seat a computer plays: its answer could rest on that seat's secrets (issue 27)."""
    if isinstance(role, str) and role in (SANDBOX.get("seats") or {}):
        raise IllegalAction("computer_seat", "a computer plays that seat: nobody asks as it")


def _sandbox_why_not(req):
    """Why ``target`` (a space, piece or card the player clicked) is not a legal choice for ``role`` now: reason
    None when it is one (engine/whynot.py). Hot seat ("acting"): only the seated decider is answered as
    themselves; anyone else gets what the public may know."""
    game, state = SANDBOX["game"], SANDBOX["state"]
    role = _asker(req.get("role"))
    _not_a_computer(role)
    if role in (None, "observer"):
        return {"target": req.get("target"), "reason": "Only a player can choose: view the game as one of them",
                "rule": None} if isinstance(req.get("target"), str) else {"target": None, "reason": None, "rule": None}
    target = _about(game, state, role, req["target"], req.get("space"))
    answer = game.why_not(state, role, target)
    return {"target": target, "reason": answer and answer["reason"], "rule": answer and answer["rule"]}


def _about(game, state, role, piece, space):
    """What a tap on ``piece`` drawn in ``space`` asks about. The board offers its choices by space, a piece only
    narrowing its space's choices (board-click.mjs), so the answer is about the space, unless a legal action names
    that piece in that very space (then the piece, a legal choice). Asked by the piece alone, the Police in the
    Armory, tapped while the People's Prison was placed, answered "Police is not one of the 3 choices", about a
    kind of piece that says nothing of where it stands."""
    if space is None:
        return piece
    if not isinstance(space, str) or not space or len(space) > whynot.MAX_TARGET:
        raise IllegalAction("bad_request", f"space is the id of the space under the piece (a short text), not "
                                           f"{excerpt(repr(space))}")
    both = any(piece in n and space in n for n in map(whynot.names, game.actions(state, role)))
    return piece if both else space


def _sandbox_aid(req):
    """The map's aids for the decider (a game's ``table_aid``: Paraguay's reach of a stack and odds before an
    attack), for ``role`` as ``_asker`` resolves it; ``select`` names a stack pointed at, not taken up. No aid
    comes with ``why``, which the page shows."""
    game, state = SANDBOX["game"], SANDBOX["state"]
    role = _asker(req.get("role"))
    _not_a_computer(role)
    if not hasattr(game, "table_aid"):
        return {"aid": None, "why": "this game's map has no aids"}
    if role not in state["roles"]:          # said, never silent: a page that asks the wrong seat shows why
        return {"aid": None, "why": "the map's aids are for the player who decides now, on their own screen"}
    select = req.get("select")
    if select is not None and not (isinstance(select, dict) and isinstance(select.get("hex"), str)
                                   and isinstance(select.get("kind"), str)
                                   and isinstance(select.get("verb", ""), str)):
        raise IllegalAction("bad_request", "select is {hex, kind, verb?}, as a select or resume action")
    return {"aid": game.table_aid(state, role, select)}


def _sandbox_summary(req):
    """The end of the game (engine/endgame.py): who won and why, the score by source, every secret revealed;
    refused (not_over) while the game goes on."""
    from . import endgame
    return {"summary": {**endgame.summary(SANDBOX["game"], SANDBOX["state"]), "moves": len(SANDBOX["record"]["moves"])}}


def _sandbox_replay(req):
    """Move ``move`` (0: the start) of a finished game, replayed from its record: the public view and picture
    after it, and who made it with the move's label and rule; refused (not_over) while the game goes on."""
    from . import endgame
    game, state = SANDBOX["game"], SANDBOX["state"]
    kept = SANDBOX.get("replay")
    if kept is None or kept[0] is not state:
        endgame.require_over(state, "its replay")
        rec = SANDBOX["record"]
        kept = SANDBOX["replay"] = (state, endgame.Replay(game, SANDBOX["marks"], rec["moves"], state))
    frame = kept[1].frame(req.get("move"))
    return {**frame, **answers.picture(game, frame["view"], None)}


EARLIER = [0]       # lines the page shows above its usual window ("Show earlier lines"), this request's


def _asked(op):
    """A sandbox op that first reads ``earlier`` from its request (a whole number; absent: 0)."""
    def run(req):
        earlier = req.get("earlier", 0)
        if type(earlier) is not int or not 0 <= earlier <= MAX_MOVES * 100:
            raise IllegalAction("bad_request", "earlier is a whole number of log lines, from 0")
        EARLIER[0] = earlier
        return op(req)
    return run


OPS = {"sandbox_new": _sandbox_new, "sandbox_act": _sandbox_act, "sandbox_random": _sandbox_random,
       "sandbox_bot": _sandbox_bot, "sandbox_next_card": _sandbox_next_card, "sandbox_undo": _sandbox_undo,
       "sandbox_view": _sandbox_view, "sandbox_go_on": _sandbox_go_on, "sandbox_export": _sandbox_export,
       "sandbox_why_not": _sandbox_why_not, "sandbox_aid": _sandbox_aid, "sandbox_summary": _sandbox_summary,
       "sandbox_replay": _sandbox_replay, "sandbox_seats": _sandbox_seats,
       "sandbox_pause": _sandbox_pause, "sandbox_reasons": _sandbox_reasons}
OPS = {name: _asked(op) for name, op in OPS.items()}
