"""Procedures: multi-step rules written as plain Python generators, stored as JSON-safe data.

A procedure (an Operation, an Event, a Propaganda phase) is a generator function ``proc(x, **args)`` that
``yield``s an ``Ask`` whenever a player must decide, and receives the chosen option back::

    def rob(x, limited):
        space = (yield x.ask("tupamaros", "Rob where?", [option("space", s, s, "3.3.4") for s in ...]))["arg"]
        ...

A generator cannot be saved in a JSON state, so the state keeps, for the procedure that is running: its name
and arguments, the state as it was when it started (``base``), the answers given so far, and the chance
outcomes it has met. To apply the next answer the engine restores ``base`` and runs the procedure again
from the top with all the answers (replaying the same chance outcomes) until it asks something new or
ends. The code that lists the legal options is the code that acts on the choice, so they cannot drift apart.
As a shortcut with the same result, the engine keeps the last few procedures suspended at their question and
continues one when the state it handed out comes back (``run``); the fuzzer's replay re-runs now and then.

Rules of the road for procedure code: it must be deterministic given the state, the answers and the chance
outcomes (no clocks, no ``set`` iteration order), and every ``Ask`` needs at least one option.
"""

import contextlib
import json
import marshal
import pickle

from .core import Context, Step, action
from .errors import EngineBug, IllegalAction


class Ask:
    """A question to one role: a prompt, the legal options (action dicts) and the rule it comes from.

    ``private``: the options show something only ``role`` may know (their hand, where their secret piece is),
    so other roles see only that ``role`` is deciding. Whether a question is asked at all must depend on
    public facts only; the fuzzer checks both (``engine.fuzz``, ``Game.secret_twins``).

    ``key`` and ``about``: what the question is, as facts a program reads (the prompt is for people): ``key`` a
    short fixed name of the kind of question (``"patrol.from"``), ``about`` the id of the thing it concerns when
    the options alone do not say (the space Police come into). Both reach whoever sees the prompt, so they may hold
    only what the prompt says; a computer player decides from them, never from the prompt's words (docs/BOTS.md).
    """

    def __init__(self, role, prompt, options, rule, private=False, key=None, about=None):
        if not options:
            raise EngineBug(f"a question with no options: {prompt!r}")
        self.role, self.prompt, self.options, self.rule = role, prompt, options, rule
        self.private = bool(private)
        self.key, self.about = key, about

    def as_dict(self):
        out = {"role": self.role, "prompt": self.prompt, "options": self.options, "rule": self.rule}
        if self.private:
            out["private"] = True
        out.update(facts_of(self))
        return out


def facts_of(ask):
    """The question's facts for programs (``Ask``'s ``key`` and ``about``), only those it has: {} for none."""
    out = {}
    if ask.key is not None:
        out["key"] = ask.key
    if ask.about is not None:
        out["about"] = ask.about
    return out


class AskEach:
    """A sealed question to several roles at once (simultaneous choices: fire allocations, secret bids).

    ``questions`` maps each role to ``(prompt, options)``. Each role answers in any order; until all have,
    a role's view shows only its own pending question (or that it has chosen), never another's choice. The
    procedure then receives ``{role: chosen option}`` for all of them at once.

    ``last``: a role among them the procedure goes on with afterwards, told from public facts (the player whose
    turn it is); a hot seat that passes one device round asks that role last, so the device stays there.
    ``key`` and ``about``: as ``Ask``'s, the same for every role asked.
    """

    def __init__(self, questions, rule, last=None, key=None, about=None):
        if not questions or any(not opts for _, opts in questions.values()):
            raise EngineBug("a sealed question needs at least one role, each with options")
        if last is not None and last not in questions:
            raise EngineBug(f"a sealed question's last role {last!r} is not asked")
        self.questions, self.rule, self.last, self.key, self.about = questions, rule, last, key, about

    def as_dict(self):
        out = {"each": {r: {"prompt": p, "options": o} for r, (p, o) in sorted(self.questions.items())},
               "rule": self.rule}
        if self.last is not None:
            out["last"] = self.last
        out.update(facts_of(self))
        return out


def option(verb, arg, label, rule, at=None, about=None):
    """One answer a player may give (the same shape as every legal action; ``about``: ``core.action``)."""
    return action(verb, arg, label, rule, at, about)


class Helpers:
    """The base of what a game's procedures receive (``Game.procedure_context``): the state, the map, chance,
    questions and the log. Games subclass it with their own rules helpers (Uruguay's ``X``, Junta's ``J``)."""

    def __init__(self, game, ctx):
        self.game = game
        self.ctx = ctx
        self.s = ctx.state
        self.map = game.map()

    @staticmethod
    def ask(role, prompt, options, rule, private=False, key=None, about=None):
        """Build a question (``yield`` it; the answer is the chosen option dict); see ``Ask`` for ``private``,
        ``key`` and ``about``."""
        return Ask(role, prompt, options, rule, private, key, about)

    @staticmethod
    def ask_each(questions, rule, last=None, key=None, about=None):
        """Build a sealed question to several roles (``yield`` it; the answer is {role: option}); see ``AskEach``
        for ``last``, ``key`` and ``about``."""
        return AskEach(questions, rule, last, key, about)

    @staticmethod
    def opt(verb, arg, label, rule, at=None, about=None):
        return option(verb, arg, label, rule, at, about)

    def log(self, rule, text, to=None, **extra):
        self.ctx.log(rule, text, to=to, **extra)

    @property
    def chance(self):
        return self.ctx.chance

    def name(self, sid):
        return self.map["by_id"][sid]["name"]

    def adjacent(self, sid):
        return self.map["by_id"][sid]["adjacent"]


class SeatHelpers(Helpers):
    """Helpers for games whose state lists its players in seat order (``state["players"]``: {"id", ...})."""

    def player(self, pid):
        for p in self.s["players"]:
            if p["id"] == pid:
                return p
        raise StopIteration       # as next() over no match did

    def seats(self):
        return [p["id"] for p in self.s["players"]]

    def clockwise_from(self, pid):
        """Every seat, starting with ``pid`` and going round in seat order."""
        seats = self.seats()
        i = seats.index(pid)
        return seats[i:] + seats[:i]


class _Replay:
    """The chance source while a procedure is re-run: recorded outcomes first, then the live source."""

    def __init__(self, records, live, rng):
        self.records = records
        self.next = 0
        self.live = live
        self.rng = rng
        self.used = []

    def event(self, kind, draw, check, rule=None):
        if self.next < len(self.records):
            rec = self.records[self.next]
            self.next += 1
            if rec["kind"] != kind:
                raise EngineBug(f"replay met a {kind!r} chance event where a {rec['kind']!r} was recorded")
            value = rec["outcome"] if rec["supplied"] else draw(self.rng)
            if value != rec["outcome"]:
                raise EngineBug("replay drew a different chance outcome than recorded")
            self.used.append(rec)
            return value
        self.live._rng = self.rng
        before = len(self.live.events)
        value = self.live.event(kind, draw, check, rule)
        self.used.append(self.live.events[before])
        return value

    # the same helpers as engine.chance.Chance, built on event()
    def die(self, sides=6, rule=None):
        from .chance import Chance
        return Chance.die(self, sides, rule)

    def draw(self, pool, rule=None):
        from .chance import Chance
        return Chance.draw(self, pool, rule)

    def shuffle(self, items, rule=None):
        from .chance import Chance
        return Chance.shuffle(self, items, rule)


class ProcStep(Step):
    """The engine step that hosts a running procedure (the top of the stack while it asks)."""

    name = "proc"

    def prompt(self, game, state, frame, role):
        ask = frame["ask"]
        if "each" in ask:
            waiting = [r for r in ask["each"] if r not in frame.get("sealed", {})]
            names = " and ".join(game.role_phrase(r) for r in waiting)
            if role in waiting:
                return ask["each"][role]["prompt"]
            if role in ask["each"]:
                return f"Your choice is made and sealed; waiting for {names}."
            return f"Waiting for {names} to choose."
        if role == ask["role"]:
            return ask["prompt"]
        return f"Waiting for {game.role_phrase(ask['role'])}."

    def facts(self, game, state, frame, role):
        """The pending question's ``key`` and ``about`` (``Ask``) when ``role`` is asked it, else {}."""
        ask = frame["ask"]
        asked = role in ask["each"] and role not in frame.get("sealed", {}) if "each" in ask else role == ask["role"]
        return {k: ask[k] for k in ("key", "about") if k in ask} if asked else {}

    def private(self, game, state, frame, role):
        """A sealed question is always private; a plain one when the procedure marked it so."""
        ask = frame["ask"]
        return "each" in ask or bool(ask.get("private"))

    def last(self, game, state, frame):
        """The role a sealed question would have answer last (``AskEach``'s ``last``), or None."""
        return frame["ask"].get("last") if "each" in frame["ask"] else None

    def actions(self, game, state, frame, role):
        ask = frame["ask"]
        if "each" in ask:
            pending = role in ask["each"] and role not in frame.get("sealed", {})
            return list(ask["each"][role]["options"]) if pending else []
        return list(ask["options"]) if role == ask["role"] else []

    def copy_state(self, state):
        """``run`` rebuilds everything but the log and the stack from the frame's base, and only reassigns
        the top frame's fields, so a shallow copy keeps the input state untouched at a fraction of the cost."""
        new = dict(state)
        new["stack"] = state["stack"][:-1] + [dict(state["stack"][-1])]
        new["log"] = list(state["log"])     # a sealed answer logs without re-running: never touch the input's log
        return new

    def on(self, game, ctx, frame, verb, arg):
        ask = frame["ask"]
        if "each" in ask:
            sealed = dict(frame.get("sealed", {}))
            sealed[ctx.role] = [verb, arg]
            if len(sealed) < len(ask["each"]):
                frame["sealed"] = sealed                  # kept in the state, never shown in any view
                ctx.log(ask["rule"], f"{game.role_name(ctx.role)} has chosen.")
                return
            run(game, ctx, frame["answers"] + [["sealed", sealed]])
            return
        run(game, ctx, frame["answers"] + [[verb, arg]])


def start(game, ctx, name, **args):
    """Start procedure ``name`` with ``args`` on top of the stack and run it to its first question or end."""
    if name not in game.procedures:
        raise EngineBug(f"unknown procedure {name!r}")
    state = ctx.state
    base = {k: v if type(v) in _SCALARS else marshal.loads(marshal.dumps(v))    # each key copied on its own
            for k, v in state.items() if k not in ("log", "stack")}
    frame = {"step": ProcStep.name, "proc": name, "args": args, "answers": [], "chance": [],
             "base": base, "log_len": len(state["log"]), "ask": None}
    state["stack"].append(frame)
    run(game, ctx, [])


# Procedures suspended at their last question, so that the next answer continues the generator instead of
# re-running it from its base (the result is the same: procedures are deterministic given their base, answers
# and chance). A suspended run is used only for a state whose frame has the very base object it ran from (a
# base is never changed once made: edits copy the state first) and the same procedure, arguments, answers,
# chance and log position; it is used once (a branch from the same state re-runs). Copies are marshal's (plain
# data, shared parts stay shared, like pickle's). CONTINUE = False re-runs always (``rerunning``).
CONTINUE = True
_SCALARS = (str, int, float, bool, type(None))
_SUSPENDED = {}
_SUSPENDED_MAX = 8
_SHARING = False        # ``sharing``


class _Suspended:
    """A procedure waiting at a question: its generator, private working state and what it was run from."""

    __slots__ = ("base", "given", "check", "gen", "work", "wctx", "replay", "ask")


def _run_from(frame, answers):
    """Pickled: what a re-run of ``frame`` with ``answers`` depends on, besides its base and the log before it."""
    return pickle.dumps((frame["proc"], frame["args"], answers, frame["chance"], frame["log_len"]), 4)


def _resume(frame, answers):
    """The suspended run of ``frame`` that is waiting for the last of ``answers``, or None (taken out either way)."""
    sus = _SUSPENDED.pop((id(frame["base"]), len(answers) - 1), None)
    if sus is None or sus.base is not frame["base"] or sus.check != _run_from(frame, answers[:-1]):
        return None
    return sus


@contextlib.contextmanager
def rerunning():
    """Inside the block every answer re-runs its procedure from the base, the plain way (no suspended runs)."""
    global CONTINUE
    was, CONTINUE = CONTINUE, False
    try:
        yield
    finally:
        CONTINUE = was


@contextlib.contextmanager
def sharing():
    """Inside the block a procedure's question hands out a state that shares its parts (the board, the tracks,
    the rng) with the procedure's own working state instead of a copy of them: the same state at a fraction of the
    cost, for a caller that applies each state it gets at most once and then reads it no more (a roll-out,
    engine/bots/search.py), as the next answer to it goes on in the working state and so changes it. A state that
    comes out of the block must not be applied to again."""
    global _SHARING
    was, _SHARING = _SHARING, True
    try:
        yield
    finally:
        _SHARING = was


def _suspend(sus):
    key = (id(sus.base), sus.given)
    _SUSPENDED.pop(key, None)
    _SUSPENDED[key] = sus
    while len(_SUSPENDED) > _SUSPENDED_MAX:
        del _SUSPENDED[next(iter(_SUSPENDED))]


def run(game, ctx, answers):
    """(Re-)run the top procedure from its base with ``answers``; leave it asking, or finished and popped.
    The procedure works on a private copy of the state; ``ctx.state`` gets a copy of it at each question."""
    state = ctx.state
    frame = state["stack"][-1]
    live = ctx.chance
    sus = _resume(frame, answers) if CONTINUE and answers else None
    if sus is None:
        work, wctx, replay = _from_base(frame, state["log"], state["stack"], live, ctx.role)
        todo, given = answers, 0
    else:
        work, wctx, replay = sus.work, sus.wctx, sus.replay
        work["log"] = state["log"][:frame["log_len"]] + work["log"][frame["log_len"]:]
        work["stack"] = state["stack"]
        wctx.role = ctx.role
        replay.live = live
        todo, given = answers[-1:], len(answers) - 1
    try:
        if sus is None:
            gen = game.procedures[frame["proc"]](game.procedure_context(wctx), **frame["args"])
            ask = next(gen)
        else:
            gen, ask = sus.gen, sus.ask
        for verb, arg in todo:
            chosen = _chosen(ask, verb, arg)
            if chosen is None:
                if given < len(answers) - 1:
                    raise EngineBug(f"replay of {frame['proc']!r} diverged at answer {given + 1}")
                raise IllegalAction("bad_arg", f"{json.dumps(arg)} is not a legal choice for {verb!r} here")
            given += 1
            ask = gen.send(chosen)
        if not isinstance(ask, AskEach):
            _match(ask, None, None)  # type check of the last question
    except StopIteration:
        if given < len(answers):
            raise EngineBug(f"procedure {frame['proc']!r} ended before using all its answers") from None
        state.clear()
        state.update(work)
        state["stack"].pop()
        live._rng = state["rng"]
        game.advance(ctx)
        return
    body = dict(work)
    if _SHARING:        # ``sharing``: the state handed out shares its parts with the procedure's working state
        out, asked = body, ask.as_dict()
    else:
        body["log"] = body["stack"] = None                      # kept in place: the keys' order stays
        out, asked = marshal.loads(marshal.dumps((body, ask.as_dict())))
    out["log"], out["stack"] = list(work["log"]), work["stack"]
    state.clear()
    state.update(out)
    live._rng = state["rng"]
    frame["answers"] = [list(a) for a in answers]
    frame["chance"] = list(replay.used)
    frame["ask"] = asked
    frame["sealed"] = {}
    if CONTINUE:
        sus = _Suspended()
        sus.base, sus.given = frame["base"], len(answers)
        sus.check = _run_from(frame, frame["answers"])
        sus.gen, sus.work, sus.wctx, sus.replay, sus.ask = gen, work, wctx, replay, ask
        _suspend(sus)


def _from_base(frame, log, stack, live, role=None):
    """A fresh run's working state (a deep copy of the frame's base, the log as it was when the procedure
    started), its context and its chance source (recorded outcomes first, then ``live``)."""
    work = marshal.loads(marshal.dumps(frame["base"]))     # a fast deep copy of plain data
    work["log"], work["stack"] = log[:frame["log_len"]], stack
    replay = _Replay(frame["chance"], live, work["rng"])
    return work, Context(work, replay, role), replay


def _chosen(ask, verb, arg):
    """The option an answer picks in ``ask`` (a sealed question's: {role: option}), or None."""
    return _match_each(ask, arg) if isinstance(ask, AskEach) and verb == "sealed" else _match(ask, verb, arg)


def _match_each(ask, sealed):
    """The options chosen in a sealed question, {role: option}, or None if any is not among its role's."""
    if set(sealed) != set(ask.questions):
        return None
    chosen = {}
    for role, (verb, arg) in sealed.items():
        opt = next((o for o in ask.questions[role][1] if o["verb"] == verb and o["arg"] == arg), None)
        if opt is None:
            return None
        chosen[role] = opt
    return chosen


def _match(ask, verb, arg):
    if not isinstance(ask, Ask):
        raise EngineBug(f"a procedure yielded {ask!r}, not an Ask")
    for opt in ask.options:
        if opt["verb"] == verb and opt["arg"] == arg:
            return opt
    return None


def sealed_twins(game, state, viewer):
    """States that differ from ``state`` only in sealed answers of roles other than ``viewer`` (each other role's
    answer replaced by another of its options): what ``viewer`` sees must be the same in all (the fuzzer checks)."""
    frame = state["stack"][-1] if state["stack"] else None
    if not frame or frame.get("step") != ProcStep.name or "each" not in (frame.get("ask") or {}):
        return []
    twins = []
    for role, (verb, arg) in sorted(frame.get("sealed", {}).items()):
        if role == viewer:
            continue
        for opt in frame["ask"]["each"][role]["options"]:
            if [opt["verb"], opt["arg"]] != [verb, arg]:
                twin = dict(state)
                top = dict(frame)
                top["sealed"] = {**frame["sealed"], role: [opt["verb"], opt["arg"]]}
                twin["stack"] = state["stack"][:-1] + [top]
                twins.append((f"{role}'s sealed answer {opt['verb']} {opt['arg']!r}", twin, "reveal"))
                break
    return twins


def questions_along(game, state):
    """The questions the top procedure asks, re-run from its base with its answers: a list with one entry per
    answer given and, last, one for the pending question; each entry is ``{role: (private?, [(verb, arg,
    label), ...])}`` (a sealed question has several roles, always private). A run that diverges or ends early
    stops the list there. Nothing in ``state`` changes. For the fuzzer's secret twins: a changed state is a
    faithful twin only if each role was shown the options it answered, and a question must not differ where the
    viewer can see it."""
    from .chance import Chance
    frame = state["stack"][-1] if state["stack"] else None
    if not frame or frame.get("step") != ProcStep.name:
        return []
    _, wctx, _ = _from_base(frame, state["log"], list(state["stack"]), Chance(list(frame["base"]["rng"])))
    out = []

    def shown(ask):
        if isinstance(ask, AskEach):
            return {r: (True, [(o["verb"], o["arg"], o["label"]) for o in opts])
                    for r, (_, opts) in sorted(ask.questions.items())}
        return {ask.role: (bool(ask.private), [(o["verb"], o["arg"], o["label"]) for o in ask.options])}
    try:
        gen = game.procedures[frame["proc"]](game.procedure_context(wctx), **frame["args"])
        ask = next(gen)
        for verb, arg in frame["answers"]:
            out.append(shown(ask))
            chosen = _chosen(ask, verb, arg)
            if chosen is None:
                return out
            ask = gen.send(chosen)
        out.append(shown(ask))
    except (StopIteration, EngineBug, IllegalAction):
        pass
    return out
