"""Every game the engine knows: one package per game, named by its id.

A game's code is imported the first time it is asked for (``engine.registry.get``; its package registers the
game), so a command about one game loads that game only. ``ids()`` lists the packages here without importing
them: the same in CPython and Pyodide (the wheel unpacks these folders into site-packages).
"""

import importlib
import pkgutil

_IDS = []


def ids():
    """The ids of the games in this folder (its sub-packages), sorted; nothing is imported."""
    if not _IDS:
        _IDS.extend(sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg))
    return list(_IDS)


def load(game_id):
    """Import the game ``game_id`` (which registers it); False when no package here has that name."""
    if not isinstance(game_id, str) or game_id not in ids():
        return False
    importlib.import_module(f"{__name__}.{game_id}")
    return True
