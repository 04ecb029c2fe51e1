"""War of the Triple Alliance: Paraguay (2 players: allied, paraguayan; hex-and-counter, d10 read 0-9)."""

from . import game  # noqa: F401  (registers the game)
