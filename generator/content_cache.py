"""One game's content, loaded and validated once and kept in ``.cache/content/`` for the commands that print
(issue 26.7: a sheet's whole command in under 2 s; the checks of Paraguay's map and counters alone took 0.24 s).

The cache holds only content that passed every check, under a key that hashes everything the result depends on:
every file of ``content/GAME/``, the names in ``content/`` (an unknown folder is a problem), the code that loads
and checks content (every ``.py`` of ``generator/`` and ``engine/``), the YAML and Markdown libraries and the
Python version. Any change to any of them is another key, so the content is loaded and checked again, and a
problem is reported as ever: a stale entry can never hide an error. Content with problems is never kept. An
overlay is never cached. A cache that cannot be read or written is passed by in silence (the content is then
loaded as without it). ``build`` and ``check`` always load and check everything.
"""

import hashlib
import importlib.util
import pathlib
import pickle
import sys

from . import content as content_mod
from . import files

VERSION = b"tablero content cache 1"
CACHE_DIR = content_mod.ROOT / ".cache" / "content"
CODE_DIRS = (content_mod.ROOT / "generator", content_mod.ROOT / "engine")
LIBRARIES = ("yaml", "markdown_it")


def _tree(h, folder, pattern):
    for path in sorted(p for p in pathlib.Path(folder).rglob(pattern) if p.is_file()):
        data = path.read_bytes()
        h.update(f"{path.relative_to(folder)}\0{len(data)}\0".encode())
        h.update(data)


def key(game, content_dir=content_mod.CONTENT_DIR):
    """The hash naming the checked content of ``game`` as the files and code are now."""
    content_dir = pathlib.Path(content_dir)
    h = hashlib.sha256(VERSION + sys.version.encode() + str(content_dir.resolve()).encode())
    h.update("\0".join(sorted(f"{p.name}/" if p.is_dir() else p.name for p in content_dir.iterdir())).encode())
    _tree(h, content_dir / game, "*")
    for folder in CODE_DIRS:
        _tree(h, folder, "*.py")
    for name in LIBRARIES:
        spec = importlib.util.find_spec(name)
        h.update(pathlib.Path(spec.origin).read_bytes() if spec and spec.origin else b"-")
    return h.hexdigest()


def load(game, content_dir=content_mod.CONTENT_DIR, cache_dir=CACHE_DIR):
    """``content.load(games=(game,))``, from the cache when this very content and code were checked before."""
    content_dir = pathlib.Path(content_dir)
    if not (content_dir / game).is_dir():
        return content_mod.load(content_dir, games=(game,))      # whatever is wrong, said as ever
    path = pathlib.Path(cache_dir) / f"{game}-{key(game, content_dir)}.pickle"
    try:
        with open(path, "rb") as f:
            return pickle.load(f)
    except Exception:          # no entry yet, or one that cannot be read: load and check
        pass
    loaded = content_mod.load(content_dir, games=(game,))       # raises ContentError: nothing is kept
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(f"{game}-*.pickle"):         # one entry a game: older ones are of no use
            old.unlink(missing_ok=True)
        files.write_atomic(path, pickle.dumps(loaded, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:
        pass
    return loaded
