"""Computer opponents: one interface for every game, a registry of bot kinds, and the driver that seats them.

A bot is an object with one call::

    choose(view, question, memory, rng, budget) -> (action, reason)

``view`` is ``Game.view(state, role)`` (the board, the log as that role sees it), ``question`` is
``Game.question(state, role)`` (the role's own pending decision), ``memory`` a dict the bot may keep between
its own decisions (its seat's, never shared), ``rng`` a xoshiro state (``engine.prng``) owned by the seat,
``budget`` a ``Budget`` (for searching bots). The answer is one of ``question["actions"]`` and a one-line reason
in our words that names the rule.

A bot never gets the state nor the seed: ``decide`` (the driver) holds the state, builds the view and the
question and hands only those over. A searching bot (``strong``) also needs whole states to play forward; the
driver draws them before calling it (``Budget.samples``): states in which everything the seat may not see has
been drawn afresh from the bot's own rng (``engine/games/<game>/bot.py`` ``determinise``: other
hands dealt again from the unseen cards, hidden places and the draw pile's order re-drawn, the chance generator
re-seeded), so two states that differ only in secrets give the very same samples (tests/engine/test_bots_*.py).

Kinds (``KINDS``): ``random`` (uniform among the legal actions, as the fuzzer plays), ``steady`` (the game's
priority lists, engine/games/<game>/bot.py) and ``strong`` (engine/bots/search.py: flat Monte Carlo over sampled
states with steady roll-outs). Shared code here names no game.
"""

import importlib

from .. import prng
from ..errors import IllegalAction
from ..registry import get as get_game

KINDS = ("random", "steady", "strong")


class Budget:
    """What a searching bot may spend. ``rollouts`` is the most roll-outs it plays (the count); ``seconds`` and
    ``clock`` bound its time. The engine keeps no clock of its own: ``clock`` is a function the caller supplies
    (``time.perf_counter`` in the arena, the bench and the sandbox bridge), returning seconds. Without a clock the
    count alone decides, and a decision is the same on every machine, in CPython and Pyodide alike; with one, the
    search stops once ``seconds`` have passed (checked before each candidate and at every move of a roll-out), so
    a slow machine plays fewer roll-outs and may choose differently. The driver fills in ``samples``
    (determinised states, see the module's docstring), ``game`` and ``role``."""

    def __init__(self, rollouts=16, seconds=1.0, clock=None):
        self.rollouts = rollouts
        self.seconds = seconds
        self.clock = clock
        self.samples = []
        self.game = self.role = None
        self.started = None

    def start(self):
        """Start the time budget now (the driver calls it as it takes the decision)."""
        if self.clock is not None:
            self.started = self.clock()

    def elapsed(self):
        """Seconds since the start (0 without a clock)."""
        if self.clock is None:
            return 0.0
        if self.started is None:
            self.start()
        return self.clock() - self.started

    def left(self):
        """Seconds left (infinite without a clock)."""
        return float("inf") if self.clock is None else self.seconds - self.elapsed()

    def spent(self):
        """Whether the time budget is used up (never, without a clock)."""
        return self.left() <= 0


class RandomBot:
    """Today's random legal play: uniform among the legal actions, never a confirmed game-ending one (a
    capitulation) unless nothing else is offered."""

    kind = "random"

    def choose(self, view, question, memory, rng, budget=None):
        acts = question["actions"]
        calm = [a for a in acts if not a.get("confirm")] or acts
        act = calm[prng.below(rng, len(calm))]
        return act, f"{act['label']}: a random legal choice, {act['rule']}"


def game_module(game_id):
    """The game's bot module (engine/games/<game>/bot.py)."""
    get_game(game_id)
    return importlib.import_module(f"engine.games.{game_id}.bot")


def refusal(game_id, kind):
    """None when ``kind`` can play ``game_id``, else the sentence saying why not."""
    if kind not in KINDS:
        return f"unknown bot kind {kind!r}; known: {', '.join(KINDS)}"
    if kind == "strong" and not hasattr(game_module(game_id), "Strong"):
        return f"the strong level is not offered for {game_id}: its bot module defines no search"
    return None


def make(game_id, kind):
    """A bot of ``kind`` for ``game_id``; IllegalAction('bad_bot') saying why when there is none."""
    why = refusal(game_id, kind)
    if why:
        raise IllegalAction("bad_bot", why)
    if kind == "random":
        return RandomBot()
    mod = game_module(game_id)
    if kind == "steady":
        return mod.Steady()
    return mod.Strong(mod.Steady())      # engine/bots/search.py's Strong with the game's settings and score


def decide(state, role, bot, rng, memory=None, budget=None):
    """The driver: ask ``bot`` for ``role``'s decision in ``state``, giving it only the role's view (the public
    view, for a steady list that decides this question from the public table: ``public_basis``), its question,
    its own memory, its rng and a budget (for the strong kind, with states sampled by re-drawing every secret the
    role may not see: the bot never holds a reference to ``state``). Returns
    (action, reason); the action is checked against the legal ones (a bot cannot make an illegal move)."""
    if budget is None:
        budget = Budget()
    budget.start()          # the seat's question and view are part of the decision's time
    game = get_game(state["game"])
    question = game.question(state, role)
    if question["role"] != role or not question["actions"]:
        raise IllegalAction("not_your_turn", f"{game.role_name(role)} has nothing to decide now")
    mod = game_module(state["game"])
    basis = public_basis(game, state, bot, question)
    view = public_view(game, state, question) if basis else game.view(state, role)
    budget.game, budget.role, budget.samples = game, role, []
    if len(question["actions"]) == 1 and getattr(bot, "kind", "") != "random":
        act = question["actions"][0]
        if basis:       # its reason as the list gives it: "the only choice" would tell how many the seat had
            return act, bot.rank(view, question, memory if memory is not None else {})[0][2]
        return act, f"{act['label']}: the only choice, {act['rule']}"
    if getattr(bot, "kind", "") == "strong" and hasattr(mod, "determinise"):
        # the samples are drawn here, before the bot is called: it gets states with every secret re-drawn, never
        # a reference to the real one
        width = min(bot.width, len(question["actions"]))
        for _ in range(max(1, budget.rollouts // width)):
            budget.samples.append(mod.determinise(state, role, rng))
            if budget.spent():
                break
    act, reason = bot.choose(view, question, memory if memory is not None else {}, rng, budget)
    if not any(a["verb"] == act["verb"] and a["arg"] == act["arg"] for a in question["actions"]):
        raise AssertionError(f"bot chose an action not offered: {act!r}")
    return act, reason


def public_basis(game, state, bot, question):
    """Whether ``bot`` decides ``question`` from the public table alone: a steady bot whose game's bot module
    declares (``PUBLIC_BASIS``) that its priority lists read nothing only the seat may see when the choice itself is
    public (not a sealed or secret one, ``Game.is_private``). The driver then hands it the public view
    (``public_view``), so its reason rests on public facts and the chosen move only and may be shown to every seat
    (engine/seats.py). The answer depends only on the game, the level and whether the choice is private, all
    public: whether a reason is shown tells nobody a secret."""
    if getattr(bot, "kind", "") != "steady" or not getattr(game_module(game.id), "PUBLIC_BASIS", False):
        return False
    return not game.is_private(state, question["role"])


def public_view(game, state, question):
    """The view a decision on the public basis is made from: the onlooker's board and log, with the seat's own
    role and question (its options are its own; what it chooses is for the move to show)."""
    view = game.view(state, None)
    return dict(view, role=question["role"], prompt=question["prompt"], actions=question["actions"])


def acting(state):
    """The role that decides next (the first active one), or None when nobody does."""
    game = get_game(state["game"])
    active = game.active_roles(state)
    return active[0] if active else None


def seat_rng(role, moves, salt=0):
    """A bot's rng for one decision from public facts only (the role and the move number), for callers that keep
    no rng between decisions (the sandbox bridge)."""
    text = f"{role}:{moves}:{salt}"
    seed = 0
    for ch in text.encode("utf-8"):
        seed = (seed * 131 + ch) % prng.MAX_SEED
    return prng.seed_state(seed)
