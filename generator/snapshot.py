"""Fast engine start in the browser: bytecode and a warm memory snapshot, both made by Pyodide itself under Node.

``stdlib_bytecode`` compiles Pyodide's standard library to 3.14 bytecode (cached per Pyodide version).
``engine_start`` installs the engine wheel in Pyodide, compiles it to bytecode, warms one call of each kind
one game's pages make and saves a memory snapshot (``generator/pyodide_tool.mjs``); it returns the bytecode
files for the wheel and the snapshot, cached under ``.cache/`` by a hash of every input that can reach it.
Each game has its own snapshot, holding the shared engine and that game only, so a page downloads and
restores no other game's modules and data, and another game's change does not remake it. The snapshot API
is private to Pyodide: the worker checks the version and build id and starts normally on any mismatch.
"""

import gzip
import hashlib
import io
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOOL = pathlib.Path(__file__).resolve().parent / "pyodide_tool.mjs"
CACHE = ROOT / ".cache" / "engine-start"
PYODIDE_VERSION = "314.0.7"     # the snapshot format is private to this version: pinned in package.json too


class SnapshotError(Exception):
    """Pyodide could not make the bytecode or the snapshot; the message says why."""


def _sha(*parts):
    h = hashlib.sha256()
    for part in parts:
        h.update(hashlib.sha256(part).digest())
    return h.hexdigest()


def pyodide_version(pyodide_dir):
    """The installed Pyodide's version (from its package.json)."""
    try:
        return json.loads((pathlib.Path(pyodide_dir) / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError) as err:
        raise SnapshotError(f"no Pyodide in {pyodide_dir} ({err})") from None


def _node(args, what):
    try:
        run = subprocess.run(["node", str(TOOL), *args], cwd=ROOT, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise SnapshotError(f"{what}: {err}") from None
    if run.returncode != 0:
        raise SnapshotError(f"{what} failed: {(run.stderr or run.stdout).strip()[-2000:]}")


def _check_version(pyodide_dir):
    version = pyodide_version(pyodide_dir)
    if version != PYODIDE_VERSION:
        raise SnapshotError(f"Pyodide {version} is installed, the snapshot code is pinned to {PYODIDE_VERSION}")
    return version


def stdlib_bytecode(pyodide_dir, keep=True):
    """Return the bytes of Pyodide's stdlib zip with every module as 3.14 bytecode (cached; ``keep=False``: the
    cache is only read, a missing entry is made in a temporary folder and not kept)."""
    version = _check_version(pyodide_dir)
    source = (pathlib.Path(pyodide_dir) / "python_stdlib.zip").read_bytes()
    cached = CACHE / f"stdlib-{version}-{_sha(source, TOOL.read_bytes())[:16]}.zip"
    if not cached.is_file() and not keep:
        with tempfile.TemporaryDirectory() as tmp:
            _node(["stdlib", str(pathlib.Path(tmp) / "stdlib.zip")], "compiling the standard library to bytecode")
            return (pathlib.Path(tmp) / "stdlib.zip").read_bytes()
    if not cached.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(".tmp")
        _node(["stdlib", str(tmp)], "compiling the standard library to bytecode")
        tmp.replace(cached)
    return cached.read_bytes()


GAME_DATA = re.compile(r"engine/data/([a-z0-9_]+)\.json$")


def wheel_digest(wheel, game):
    """A hash of what of the wheel ``wheel`` can reach ``game``'s snapshot: every file but other games' data."""
    with zipfile.ZipFile(io.BytesIO(wheel)) as z:
        parts = []
        for info in sorted(z.infolist(), key=lambda i: i.filename):
            other = GAME_DATA.search(info.filename)
            if other and other.group(1) != game and other.group(1) != "frames":
                continue
            parts += [info.filename.encode(), z.read(info.filename)]
    return _sha(*parts).encode()


def engine_start(pyodide_dir, stdlib, wheel, game, keep=True):
    """Return {pyc: [(arc name, bytes)], snapshot: bytes (gzip), meta: {...}} for the engine wheel ``wheel``
    started on the bytecode ``stdlib``, warmed for ``game``; cached by a hash of all that can reach it, the
    Pyodide version and the tool (``keep=False``: the cache is only read; a missing entry is made in a
    temporary folder and not kept)."""
    version = _check_version(pyodide_dir)
    key = _sha(version.encode(), stdlib, wheel_digest(wheel, game), TOOL.read_bytes(), game.encode())[:16]
    folder = CACHE / f"start-{key}"
    if not (folder / "snapshot.json").is_file() and not keep:
        with tempfile.TemporaryDirectory() as tmp:
            return _read_start(_make_start(pathlib.Path(tmp), stdlib, wheel, game), key)
    if not (folder / "snapshot.json").is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in sorted(CACHE.glob("start-*"), key=lambda p: p.stat().st_mtime)[:-12]:
            shutil.rmtree(old, ignore_errors=True)          # keep the last few of each game
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            out = _make_start(pathlib.Path(tmp), stdlib, wheel, game)
            if folder.exists():
                shutil.rmtree(folder)
            shutil.move(str(out), folder)
    elif keep:
        os.utime(folder)                                     # recently used: kept when old ones are pruned
    return _read_start(folder, key)


def _make_start(tmp, stdlib, wheel, game):
    """Make the bytecode and snapshot of ``game`` in the folder ``tmp``; return the folder holding them."""
    (tmp / "stdlib.zip").write_bytes(stdlib)
    (tmp / "engine.whl").write_bytes(wheel)
    _node(["snapshot", str(tmp / "stdlib.zip"), str(tmp / "engine.whl"), str(tmp / "out"), game],
          "making the engine snapshot")
    out = tmp / "out"
    raw = (out / "snapshot.bin").read_bytes()
    (out / "snapshot.bin.gz").write_bytes(gzip.compress(raw, compresslevel=6, mtime=0))
    (out / "snapshot.bin").unlink()
    return out


def _read_start(folder, key):
    meta = {**json.loads((folder / "snapshot.json").read_text()), "key": key}
    pyc = [(rel, (folder / "pyc" / rel).read_bytes()) for rel in meta["pyc"]]
    return {"pyc": pyc, "snapshot": (folder / "snapshot.bin.gz").read_bytes(), "meta": meta}


def hashed(name, data):
    """``name`` with a content hash before its extension: ``snapshot.bin.gz`` -> ``snapshot.1a2b3c4d5e6f.bin.gz``."""
    stem, _, ext = name.partition(".")
    return f"{stem}.{hashlib.sha256(data).hexdigest()[:12]}.{ext}"


def engine_assets(pyodide_dir, engine_dir, games, data=None, keep=True):
    """Return (wheel name, wheel bytes, {site path: bytes}, {game: boot facts}, warning) for the built site: the
    wheel with the engine's bytecode, the bytecode stdlib and one snapshot per game of ``games`` (those with
    pages). When Pyodide cannot make them (no Node, another Pyodide version) the plain wheel ships alone, pages
    start Python normally, and ``warning`` says why. ``data``: the engine's data files to ship instead of those
    in engine/data (``build_wheel``); ``keep=False``: nothing new is kept in the cache (``engine_start``)."""
    from .wheel import build_wheel
    name, plain = build_wheel(engine_dir, data=data)
    try:
        stdlib = stdlib_bytecode(pyodide_dir, keep)
        made = {gid: engine_start(pyodide_dir, stdlib, plain, gid, keep) for gid in sorted(games)}
    except SnapshotError as err:
        return name, plain, {}, {}, f"no engine snapshot: {err}; pages will start Python normally (slower)"
    if not made:
        return name, plain, {}, {}, None
    name, wheel = build_wheel(engine_dir, extra=next(iter(made.values()))["pyc"], data=data)
    stdlib_path = "assets/engine/" + hashed("python-stdlib.zip", stdlib)
    files, boots, failed = {stdlib_path: stdlib}, {}, []
    for gid, one in made.items():
        meta = one["meta"]
        failed += [f"{what}: {why}" for what, why in sorted(meta.get("failed", {}).items())]
        snap_path = f"assets/engine/snapshot-{gid}.{meta['key'][:12]}.bin.gz"
        files[snap_path] = one["snapshot"]
        boots[gid] = {"stdlib": stdlib_path, "snapshot": snap_path, "pyodide": meta["pyodide"],
                      "heap": meta["heap"], "bytes": meta["bytes"], "build_id": meta["build_id"]}
    warning = f"the snapshot is not warmed for {'; '.join(failed)} (first calls there are slower)" if failed else None
    return name, wheel, files, boots, warning


def boot_json(root, wheel_url, boot):
    """The page's #engine-boot JSON: what the worker loads, every path relative to the page at ``root``."""
    paths = {k: root + v for k, v in boot.items() if k in ("stdlib", "snapshot")}
    data = {"wheel": wheel_url, "index": f"{root}pyodide/", **boot, **paths}
    return json.dumps(data, sort_keys=True).replace("</", "<\\/")
