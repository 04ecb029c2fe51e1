"""Prebuilt example frames: every example's steps and move-by-move boards, as the engine's bridge answers them.

The stepper shows these files at once, with no engine. They are the bridge's own JSON text (ops ``example``
and ``example_moves``), so the browser's engine, asked the same, gives the same bytes; the build records
their SHA-256 in ``engine/data/frames.json`` (shipped in the wheel) and ``tests/engine/test_example_frames.py``
recomputes them in CPython and in Pyodide.
"""

import hashlib
import json

DIGESTS = "frames.json"


def _text(op, game, eid):
    from engine import bridge
    text = bridge.handle(json.dumps({"op": op, "game": game, "id": eid}))
    if not json.loads(text)["ok"]:
        raise RuntimeError(f"the engine could not replay {game}/{eid}: {text[:300]}")
    return text


def sha(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def example_files(learn):
    """Return ({path: bytes} of every example's frames and moves files, {game: {id: {steps, moves}}} of their
    page-relative names, {game: {id: {steps, moves}}} of SHA-256 digests)."""
    from engine import bridge
    files, names, digests = {}, {}, {}
    for gid, data in sorted(learn.items()):
        for ex in data["examples"]:
            eid = ex["id"]
            texts = {"steps": _text("example", gid, eid), "moves": _text("example_moves", gid, eid)}
            digests.setdefault(gid, {})[eid] = {k: sha(t) for k, t in texts.items()}
            for kind, text in texts.items():
                name = f"{kind}.{digests[gid][eid][kind][:12]}.json"
                files[f"{gid}/examples/{eid}/{name}"] = text.encode("utf-8")
                names.setdefault(gid, {}).setdefault(eid, {})[kind] = name
        bridge.EXAMPLES.clear()
    return files, names, digests


def write_digests(digests, data_dir):
    """Record the digests beside the engine's compiled content (so the wheel carries them)."""
    (data_dir / DIGESTS).write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def prebuild(ctx):
    """Make every example's frames files, name them in ``ctx`` (``learn[game]["frames"]``) and record their
    digests with the engine's data; return {path: bytes}."""
    from engine import content
    files, names, digests = example_files(ctx["learn"])
    for gid, learn in ctx["learn"].items():
        learn["frames"] = names.get(gid, {})
    write_digests(digests, content.DATA_DIR)
    return files
