"""One small interface for every game, and the machinery they share.

A game is a ``Game`` subclass with a table of named ``Step`` objects. The state is one JSON-safe dict; its
``stack`` holds the open steps (a Propaganda Round inside a campaign, a battle inside a coup phase), each a
small dict ``{"step": name, ...}``. The top step answers both questions that matter: which actions are
legal for a role now (``Step.actions``) and what an action does (``Step.on``). ``Game.apply`` only accepts
an action that ``Game.actions`` lists, so "offered" and "allowed" cannot drift apart.

Every public call is pure: ``apply`` returns a new state and leaves its input untouched, also when it
raises ``IllegalAction``.
"""

import json
import pickle

from . import content, prng
from .chance import Chance
from .errors import EngineBug, IllegalAction, excerpt
from .words import counts as count_span

REFUSAL_LIMIT = 2000    # characters of a refusal's message at most, whatever a game's ``refuse`` wrote

SEED_HELP = f"a whole number from 0 to {prng.MAX_SEED} (2^53 − 1, exact in JavaScript too)"


def parse_seed(value):
    """Return ``value`` as a valid seed int, or raise IllegalAction('bad_seed') saying what is accepted."""
    if isinstance(value, bool):
        raise IllegalAction("bad_seed", f"seed must be {SEED_HELP}")
    if isinstance(value, int):
        seed = value
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise IllegalAction("bad_seed", f"no seed given: the seed is {SEED_HELP}")
        if not text.isascii() or not text.lstrip("-").isdigit():
            raise IllegalAction("bad_seed", f"seed {value[:40]!r} is not a whole number: the seed is {SEED_HELP}")
        if len(text.lstrip("-")) > 30:
            raise IllegalAction("bad_seed", f"seed is far too large: the seed is {SEED_HELP}")
        seed = int(text)
    else:
        raise IllegalAction("bad_seed", f"seed must be {SEED_HELP}")
    if seed < 0:
        raise IllegalAction("bad_seed", f"seed {seed} is negative: the seed is {SEED_HELP}")
    if seed > prng.MAX_SEED:
        raise IllegalAction("bad_seed", f"seed {seed} is too large: the seed is {SEED_HELP}")
    return seed


def action(verb, arg, label, rule, at=None, about=None):
    """Build one legal-action record: what to send back, what to show, and the rule that allows it; ``at``
    names the space a choice is about when its ``arg`` names none (a unit hit in a battle), for the board;
    ``about`` says what the choice stands for, as facts a program reads (a dict of ids), when its ``arg`` does not
    (an index into a list of battles): only what the label says (engine/procs.py ``Ask``)."""
    out = {"verb": verb, "arg": arg, "label": label, "rule": rule}
    if at is not None:
        out["at"] = at
    if about is not None:
        out["about"] = about
    return out


def card_names(ids, names):
    """Candidates for a game's ``secret_names`` (the fuzzer's question check): every id in ``ids`` and the name
    (``names``: id -> printed name) of each whose name no other id in ``names`` shares."""
    ids = list(ids)
    count = {}
    for n in names.values():
        count[n] = count.get(n, 0) + 1
    return ids + [names[i] for i in ids if count.get(names.get(i), 0) == 1]


def possessive(phrase):
    """``phrase`` as an owner: "Player 2's", a plural name ending in s "the Tupamaros'"."""
    return f"{phrase}'" if phrase.endswith("s") else f"{phrase}'s"


def clone(value):
    """Deep-copy JSON-style data. Log entries are never changed once written, so a state's log list is
    copied but its entries are shared (the log only grows)."""
    if isinstance(value, dict) and "log" in value and "stack" in value:
        out = pickle.loads(pickle.dumps({k: v for k, v in value.items() if k != "log"}, 4))
        out["log"] = list(value["log"])
        return out
    return pickle.loads(pickle.dumps(value, 4))


def sees(entry, who):
    """Whether ``who`` (a role; None: an onlooker) reads the log ``entry`` at all: a public one, or one written to
    them (``to``). Every line counted per viewer goes through here or ``reading``."""
    return "to" not in entry or (who is not None and who in entry["to"])


def reading(entry, who):
    """The log ``entry`` as ``who`` (a role; None: an onlooker) reads it, None when it is not theirs to read. An entry
    with two readings ({rule, text, own: {role: {rule, text}}}) gives a role named in ``own`` its own words, anyone
    else the public ``rule`` and ``text``; ``own`` itself never leaves here."""
    if not sees(entry, who):
        return None
    own = entry.get("own")
    if own is None:
        return entry
    out = {k: v for k, v in entry.items() if k != "own"}
    mine = own.get(who) if who is not None else None
    if mine is not None:
        out.update(rule=mine["rule"], text=mine["text"])
    return out


def readings(entry):
    """Every text of the log ``entry``: the public one and each role's own (for checks that look at the whole log,
    such as an example's ``logged``)."""
    return [entry["text"]] + [r["text"] for r in entry.get("own", {}).values()]


class Context:
    """What a step handler may touch while applying one action or setting up a game."""

    def __init__(self, state, chance, role=None):
        self.state = state
        self.chance = chance
        self.role = role

    def log(self, rule, text, to=None, own=None, **extra):
        """Add a log line; ``to`` limits it to some roles (hidden information), None means everyone. ``own``:
        {role: (rule, text)}, the line as those roles read it instead (the public words and what only they know,
        as one sentence); everyone else reads ``rule`` and ``text`` (see ``reading``)."""
        entry = {"rule": rule, "text": text}
        if to is not None:
            entry["to"] = sorted(to)
        if own:
            entry["own"] = {r: {"rule": own[r][0], "text": own[r][1]} for r in sorted(own)}
        entry.update(extra)
        self.state["log"].append(entry)

    def push(self, step, **data):
        """Open a nested step on top of the stack."""
        self.state["stack"].append({"step": step, **data})

    def pop(self):
        """Close the top step and return it."""
        return self.state["stack"].pop()

    @property
    def frame(self):
        """The top step's dict, or None when nothing is open."""
        stack = self.state["stack"]
        return stack[-1] if stack else None


class Step:
    """One named state of a game's flow. Subclasses list legal actions and apply them."""

    name = ""

    def prompt(self, game, state, frame, role):
        """Return the sentence that tells ``role`` what is being decided (or what they are waiting for)."""
        return ""

    def actions(self, game, state, frame, role):
        """Return the legal actions for ``role`` (an empty list when it is not their decision)."""
        return []

    def private(self, game, state, frame, role):
        """True when ``role``'s options here show something other roles may not see (see ``Game.question``)."""
        return False

    def facts(self, game, state, frame, role):
        """What ``role``'s question is, for programs (engine/procs.py ``Ask``: ``key``, ``about``): {} for none."""
        return {}

    def last(self, game, state, frame):
        """The role that should answer last when several answer in any order (public), or None."""
        return None

    def on(self, game, ctx, frame, verb, arg):
        """Apply one legal action; only ever called with an action that ``actions`` listed."""
        raise EngineBug(f"step {self.name!r} has no handler for {verb!r}")

    def copy_state(self, state):
        """Return the working copy ``on`` may change (the input state must stay untouched)."""
        return clone(state)

    def refuse(self, game, state, frame, role, verb, arg, legal):
        """Explain why ``verb``/``arg`` is not legal now; returns an IllegalAction to raise."""
        if not legal:
            waiting = game.active_roles(state)
            if waiting and role not in waiting:
                who = " and ".join(game.role_phrase(r) for r in waiting)
                return IllegalAction("not_your_turn", f"it is not {possessive(excerpt(game.role_phrase(role)))} "
                                                      f"decision now: waiting for {who}")
            return IllegalAction("no_action", f"{excerpt(role)} has nothing to decide now")
        verbs = sorted({a["verb"] for a in legal})
        if verb not in verbs:
            return IllegalAction("unknown_verb",
                                 f"{excerpt(repr(verb))} is not possible now; possible: {', '.join(verbs)}")
        args = [a["arg"] for a in legal if a["verb"] == verb]
        shown = ", ".join(json.dumps(a) for a in args[:12]) + (" …" if len(args) > 12 else "")
        return IllegalAction("bad_arg",
                             f"{excerpt(json.dumps(arg))} is not a legal choice for {verb!r}; legal: {shown}")


def refuse_for_players(choice, value, players):
    """Raise IllegalAction when the value ``value`` (one of ``choice``'s "values") is not for ``players`` players."""
    if "players" in value and players not in value["players"]:
        rule = f" ({choice['rule']})" if choice.get("rule") else ""
        raise IllegalAction("bad_option", f"{choice['label']}: {value['value']} ({value['label']}) is an option for "
                                          f"{count_span(value['players'])} players only{rule}, not {players}",
                            choice.get("rule"))


class Game:
    """Base class of every game. Subclasses set the class attributes and implement ``start`` and ``board``."""

    id = ""
    title = ""
    roles = ()                 # every role the game can have, in seating order
    scenarios = {"standard": "Standard game"}
    default_scenario = "standard"
    steps = {}                 # step name -> Step instance
    procedures = {}            # procedure name -> generator function (see engine.procs)
    # Which rules a saved game's moves were recorded under (records carry it: engine/bridge.py). Bump it when a
    # change makes recorded moves replay differently (a random game's golden digest changes on purpose), so that
    # an old link that no longer replays can say why.
    rules_version = 1
    # The choices a seeded setup offers beyond the number of players, for tournament packets (engine/packet.py) and
    # their page and command line: each {"name", "label", "rule", "usual": what leaving it out gives, "values": [{
    # "value", "label", "says", "players": the player counts that allow it, "engine"}]}; the name is the setup
    # option's and "value" its value as the seed page's address and the command line spell it (e.g. "yes"), "engine"
    # the value ``setup`` takes when it differs (e.g. True). "usual_value" (optional): the value that asks for the
    # usual setup in so many words (e.g. "no"), taken as if the choice were not given. JSON-safe, so a page gets them
    # as they are. A value asked for at a number of players it is not for is refused (``check_choice_counts``).
    setup_choices = ()

    # ----- the interface -----
    def setup(self, seed, scenario=None, options=None, chance=None):
        """Return the initial state for ``seed`` (and an optional scenario, options and supplied chance)."""
        seed = parse_seed(seed)
        scenario = self.default_scenario if scenario is None else scenario
        if scenario not in self.scenarios:
            raise IllegalAction("bad_scenario", f"unknown scenario {excerpt(repr(scenario))}; "
                                                f"known: {', '.join(sorted(self.scenarios))}")
        options = self.check_options(dict(options or {}))
        self.check_choice_counts(options)
        state = {
            "game": self.id,
            "seed": seed,
            "scenario": scenario,
            "options": options,
            "rng": prng.seed_state(seed),
            "stack": [],
            "log": [],
            "moves": 0,
            "result": None,
        }
        state["roles"] = list(self.seat_roles(state))
        chances = Chance(state["rng"], chance)
        self.start(Context(state, chances), scenario, options)
        chances.finish()
        return json.loads(json.dumps(state))   # a fresh state, proven JSON-safe

    def actions(self, state, role):
        """Return the legal actions of ``role`` in ``state`` (each: verb, arg, label, rule)."""
        self._check_role(state, role)
        frame = self._top(state)
        if frame is None:
            return []
        return self.steps[frame["step"]].actions(self, state, frame, role)

    def apply(self, state, role, verb, arg=None, chance=None):
        """Return the state after ``role`` does ``verb``/``arg``; raise IllegalAction and change nothing if not legal."""
        self._check_role(state, role)
        if state.get("result") is not None:
            raise IllegalAction("game_over", "the game is over")
        try:
            arg = json.loads(json.dumps(arg)) if isinstance(arg, (list, dict, tuple)) else arg
            if not isinstance(arg, (str, int, float, bool, list, dict, type(None))):
                raise TypeError
        except (TypeError, ValueError):
            raise IllegalAction("bad_arg", "the action's argument is not plain data") from None
        frame = self._top(state)
        if frame is None:
            raise IllegalAction("no_action", "nothing is being decided now")
        step = self.steps[frame["step"]]
        legal = step.actions(self, state, frame, role)
        if not any(a["verb"] == verb and a["arg"] == arg for a in legal):
            refusal = step.refuse(self, state, frame, role, verb, arg, legal)
            if len(refusal.message) > REFUSAL_LIMIT:      # a game's own reason must not echo a huge value back
                refusal = IllegalAction(refusal.code, excerpt(refusal.message, REFUSAL_LIMIT), refusal.rule)
            raise refusal
        new = step.copy_state(state)
        chances = Chance(new["rng"], chance)
        ctx = Context(new, chances, role)
        step.on(self, ctx, new["stack"][-1], verb, arg)
        chances.finish()
        new["moves"] += 1
        return new

    def view(self, state, role):
        """Return what ``role`` may see (``None`` or "observer": public only): prompt, actions, log, board."""
        if role not in (None, "observer"):
            self._check_role(state, role)
        who = None if role in (None, "observer") else role
        frame = self._top(state)
        step = self.steps[frame["step"]] if frame else None
        return {
            "game": self.id,
            "role": who,
            "roles": list(state["roles"]),
            "active": self.active_roles(state),
            "prompt": step.prompt(self, state, frame, who) if step else "",
            "actions": self.actions(state, who) if who else [],
            "log": self.visible_log(state, who),
            "board": self.board(state, who),
            "result": state.get("result"),
        }

    def deciding(self, state):
        """For the first role that decides now: (its ``question``, its ``view``), each as those two calls give it, or
        None when nobody decides. A roll-out asks for both at every move, and each call would work out every role's
        legal actions again to find who is deciding: here they are worked out once (a game that has its own
        ``question``, ``view`` or ``active_roles`` gets the two calls)."""
        active = self.active_roles(state)
        if not active:
            return None
        role = active[0]
        if (type(self).question, type(self).view, type(self).active_roles) != (Game.question, Game.view,
                                                                                Game.active_roles):
            return self.question(state, role), self.view(state, role)
        frame = self._top(state)
        if frame is None:
            return self.question(state, role), self.view(state, role)
        step = self.steps[frame["step"]]
        prompt, acts = step.prompt(self, state, frame, role), self.actions(state, role)
        question = {"role": role, "prompt": prompt, "actions": acts, "private": False,
                    **step.facts(self, state, frame, role)}
        return question, {"game": self.id, "role": role, "roles": list(state["roles"]), "active": active,
                          "prompt": prompt, "actions": list(acts), "log": self.visible_log(state, role),
                          "board": self.board(state, role), "result": state.get("result")}

    @staticmethod
    def visible_log(state, who):
        """The log lines ``who`` (a role; None: nobody's) may read, as they read them (``reading``): the public ones
        and those written to them."""
        out = []
        for e in state["log"]:
            if "to" in e and (who is None or who not in e["to"]):
                continue
            out.append(reading(e, who) if "own" in e else e)
        return out

    def result(self, state):
        """Return None while the game goes on, else {winner, reason, rule}."""
        return state.get("result")

    def question(self, state, viewer):
        """What ``viewer`` (a role; None or "observer": nobody's) may see of the pending decision:
        {role, prompt, actions, private}, and the question's ``key`` and ``about`` where it has them (engine/procs.py
        ``Ask``). A viewer who must decide sees their own question; otherwise the first deciding role's, its prompt,
        options and facts only when they are public, else "waiting for ... (a private choice)" and no options."""
        who = None if viewer in (None, "observer") else viewer
        if who is not None:
            self._check_role(state, who)
        active = self.active_roles(state)
        frame = self._top(state)
        if not active or frame is None:
            prompt = self.steps[frame["step"]].prompt(self, state, frame, who) if frame else ""
            return {"role": None, "prompt": prompt, "actions": [], "private": False}
        role = who if who in active else active[0]
        step = self.steps[frame["step"]]
        if role == who or not self.is_private(state, role):
            return {"role": role, "prompt": step.prompt(self, state, frame, role),
                    "actions": self.actions(state, role), "private": False, **step.facts(self, state, frame, role)}
        names = " and ".join(self.role_phrase(r) for r in active)
        what = "private choices" if len(active) > 1 else "a private choice"
        return {"role": role, "prompt": f"Waiting for {names} ({what}).", "actions": [], "private": True}

    def why_not(self, state, role, target):
        """None when ``target`` (a space, piece or card id) is a legal choice for ``role`` now, else {reason, rule}:
        see engine/whynot.py (a game adds its own explanations in its package's ``whynot`` module)."""
        from .whynot import why_not
        return why_not(self, state, role, target)

    def is_private(self, state, role):
        """True when ``role``'s pending options are for their eyes only (a sealed or secret choice)."""
        frame = self._top(state)
        return bool(frame) and self.steps[frame["step"]].private(self, state, frame, role)

    def answers_last(self, state):
        """Of several roles answering in any order, the one the game goes on with, to be asked last (a hot seat
        ends its round there); None when the order is all the same. Public, like who is asked."""
        frame = self._top(state)
        return self.steps[frame["step"]].last(self, state, frame) if frame else None

    # ----- what a game fills in -----
    def seat_roles(self, state):
        """Return the roles taking part in this game (all by default; player-count games override)."""
        return self.roles

    def check_options(self, options):
        """Validate and complete the options dict; raise IllegalAction on a bad one."""
        if options:
            raise IllegalAction("bad_option", f"{self.id} takes no options, got {excerpt(sorted(options))}")
        return options

    def check_choice_counts(self, options):
        """Refuse a setup choice (``setup_choices``) that checked ``options`` ask for at a number of players it is
        not for (a deal that would ignore it): the one message a seed page, a packet and the command line give."""
        for choice in self.setup_choices:
            given = options.get(choice["name"])
            for value in choice["values"]:
                form = value.get("engine", value["value"])
                if given == form and type(given) is type(form):
                    refuse_for_players(choice, value, options.get("players"))

    def sheet_options(self, fields):
        """The options of a setup sheet asked for with a page's flat fields (``players`` and whatever choices the
        game's sheet page offers); games with such choices extend this."""
        return {"players": fields["players"]}

    def start(self, ctx, scenario, options):
        """Fill in a fresh state (pieces, deck, first step); chance comes from ``ctx.chance``."""
        raise NotImplementedError

    def board(self, state, role):
        """Return the board as ``role`` may see it (None = public); must hide every secret of other roles."""
        raise NotImplementedError

    def role_name(self, role):
        """Return the display name of a role."""
        return str(role).replace("_", " ").title()

    def role_phrase(self, role):
        """How a sentence names the player of ``role`` ("waiting for ...", "it is not ...'s decision"): the display
        name, unless the game's role names are not nouns (a side named by an adjective gives "the ... player")."""
        return self.role_name(role)

    def procedure_context(self, ctx):
        """Return the object a procedure generator receives (games wrap ``ctx`` with their own helpers)."""
        return ctx

    def advance(self, ctx):
        """Called when a procedure has finished: move the game's flow on (start the next step or procedure)."""

    def active_roles(self, state):
        """Return the roles that have a decision to make now."""
        return [r for r in state["roles"] if self.actions(state, r)]

    # ----- static data (compiled from content/<game>/, see engine.content) -----
    def content(self):
        """The game's compiled content (cached, read-only)."""
        return content.load(self.id)

    def index(self, key):
        """The records of content list ``key`` by id (built once, cached with the content)."""
        data = self.content()
        name = f"_{key}_by_id"
        if name not in data:
            data[name] = {r["id"]: r for r in data[key]}
        return data[name]

    def map(self):
        """The map's spaces: {"order": [ids in content order], "by_id": {id: space}}."""
        data = self.content()
        if "_map" not in data:
            data["_map"] = {"order": [s["id"] for s in data["spaces"]], "by_id": self.index("spaces")}
        return data["_map"]

    # ----- helpers -----
    def _check_role(self, state, role):
        if role not in state["roles"]:
            raise IllegalAction("bad_role", f"{excerpt(repr(role))} is not a role in this game; "
                                            f"roles: {', '.join(state['roles'])}")

    @staticmethod
    def _top(state):
        stack = state["stack"]
        return stack[-1] if stack else None


def replay(game, record):
    """Rebuild a state from a record: {seed, scenario?, options?, setup_chance?, moves: [{role, verb, arg?, chance?}]}."""
    state = game.setup(record["seed"], record.get("scenario"), record.get("options"), record.get("setup_chance"))
    for i, move in enumerate(record.get("moves", [])):
        try:
            state = game.apply(state, move["role"], move["verb"], move.get("arg"), move.get("chance"))
        except IllegalAction as err:
            raise IllegalAction(err.code, f"move {i + 1}: {err.message}", err.rule) from None
    return state
