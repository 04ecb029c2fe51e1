"""Static game data (maps, cards, tables), compiled from ``content/`` by the generator.

The engine is stdlib only and also runs in the browser, where there is no YAML parser, so the build
compiles each game's YAML into ``engine/data/<game>.json`` (``python -m generator compile``; ``./build.sh``
does it). That file is build output: it is not committed.
"""

import json
import pathlib

DATA_DIR = pathlib.Path(__file__).resolve().parent / "data"
_CACHE = {}
_STAGED = {}     # game -> compiled JSON text the generator is still checking (see ``stage``)


class MissingContent(RuntimeError):
    """The compiled content for a game is not there: the build has not been run."""


def load(game_id):
    """Return the compiled content dict of ``game_id`` (cached; treat it as read-only)."""
    if game_id not in _CACHE and game_id in _STAGED:
        _CACHE[game_id] = json.loads(_STAGED[game_id])
    if game_id not in _CACHE:
        path = DATA_DIR / f"{game_id}.json"
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise MissingContent(
                f"{path} is missing: compile the content first (python -m generator compile, or ./build.sh)"
            ) from None
        _CACHE[game_id] = json.loads(text)
    return _CACHE[game_id]


def stage(texts):
    """Serve ``texts`` ({game: compiled JSON}) instead of the files until ``unstage``: the generator checks a
    build's content with the engine before it writes anything to ``engine/data``."""
    _STAGED.clear()
    _STAGED.update(texts)
    _CACHE.clear()


def unstage():
    """Go back to the compiled files."""
    _STAGED.clear()
    _CACHE.clear()


def clear_cache():
    """Forget loaded content (after the generator recompiled it in the same process)."""
    _CACHE.clear()
