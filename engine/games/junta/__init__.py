"""Junta: the Coup d'État sub-game (2-7 players; seats p1..pN holding the offices)."""

from . import game  # noqa: F401  (registers the game)
