"""The Guerrilla Generation: Uruguay (2 players: Government, Tupamaros)."""

from . import game  # noqa: F401  (registers the game)
