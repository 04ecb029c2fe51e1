"""Guerilla (Avalon Hill 1994): the rules engine for 3-6 players (docs/GUERILLA.md)."""

from . import game  # noqa: F401
