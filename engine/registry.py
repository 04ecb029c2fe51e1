"""The registry: every game, by id. A game of ``engine/games/`` is imported when first asked for."""

from . import games as _games
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
    """Return the game with this id (importing its package the first time), or raise IllegalAction('unknown_game')."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        pass
    if _games.load(game_id) and game_id in _GAMES:
        return _GAMES[game_id]
    raise IllegalAction("unknown_game", f"unknown game {game_id!r}; known: {', '.join(ids())}") from None


def ids():
    """Return the ids of every game: those registered and those of ``engine/games/`` not yet imported, sorted."""
    return sorted(set(_GAMES) | set(_games.ids()))
