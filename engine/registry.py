"""The registry: every game, by id."""

from .errors import IllegalAction

_GAMES = {}


def register(game_class):
    """Class decorator: make one instance of the game available under its id."""
    game = game_class()
    if not game.id or game.id in _GAMES:
        raise AssertionError(f"game id {game.id!r} is empty or registered twice")
    _GAMES[game.id] = game
    return game_class


def get(game_id):
    """Return the game with this id, or raise IllegalAction('unknown_game')."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise IllegalAction("unknown_game", f"unknown game {game_id!r}; known: {', '.join(ids())}") from None


def ids():
    """Return the registered game ids, sorted."""
    return sorted(_GAMES)
