"""Uruguay Events (see events/__init__.py for the contract)."""

EVENTS = {}
