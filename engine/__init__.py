"""Tablero's rules engine: stdlib only; runs on CPython 3.11+ and in Pyodide.

The public interface, the same for every game::

    state = setup(game_id, seed, scenario=None, options=None, chance=None)
    actions(state, role)            -> [{verb, arg, label, rule}, ...]
    state2 = apply(state, role, verb, arg=None, chance=None)   # input untouched; IllegalAction if not legal
    view(state, role)               -> what that role may see (prompt, actions, log, board, result)
    result(state)                   -> None or {winner, reason, rule}
    replay(game_id, record)         -> the state a record of moves leads to

``chance`` is an optional list of outcomes to use instead of the PRNG (see ``engine.chance``).
"""

from . import content, registry  # noqa: F401  (engine.content is public: callers load game data through it)
from .core import action, parse_seed, replay as _replay, SEED_HELP
from .errors import EngineBug, IllegalAction
from .prng import ALGORITHM as PRNG_ALGORITHM, MAX_SEED
from . import games  # noqa: F401  (every game, imported when first asked for: engine.registry)

__all__ = ["setup", "actions", "apply", "view", "result", "replay", "game_ids", "get_game", "parse_seed",
           "IllegalAction", "EngineBug", "MAX_SEED", "PRNG_ALGORITHM", "SEED_HELP", "action"]


def get_game(game_id):
    """Return the registered Game object for ``game_id``."""
    return registry.get(game_id)


def game_ids():
    """Return the ids of every game (imported or not yet: engine.registry)."""
    return registry.ids()


def setup(game_id, seed, scenario=None, options=None, chance=None):
    """Return a new game state for ``game_id`` from ``seed``."""
    return registry.get(game_id).setup(seed, scenario, options, chance)


def _game_of(state):
    if not isinstance(state, dict) or "game" not in state:
        raise IllegalAction("bad_state", "this is not a game state")
    return registry.get(state["game"])


def actions(state, role):
    """Return the legal actions of ``role``."""
    return _game_of(state).actions(state, role)


def apply(state, role, verb, arg=None, chance=None):
    """Return the new state after a legal action (the given state is never changed)."""
    return _game_of(state).apply(state, role, verb, arg, chance)


def view(state, role=None):
    """Return what ``role`` may see (None: the public view)."""
    return _game_of(state).view(state, role)


def result(state):
    """Return the result, or None while the game goes on."""
    return _game_of(state).result(state)


def replay(game_id, record):
    """Rebuild the state that a record ({seed, scenario, options, setup_chance, moves}) leads to."""
    return _replay(registry.get(game_id), record)
