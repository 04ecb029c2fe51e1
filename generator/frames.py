"""Prebuilt example frames: every example's steps and move-by-move boards, as the engine's bridge answers them.

The stepper shows these files at once, with no engine. They are the bridge's own JSON text (ops ``example``
and ``example_moves``), so the browser's engine, asked the same, gives the same bytes; the build records
their SHA-256 in ``engine/data/frames.json`` (shipped in the wheel) and ``tests/engine/test_example_frames.py``
recomputes them in CPython and in Pyodide.

Big pictures (a hex map of hundreds of hexes) are shipped lean: when a file's pictures average more than
``PACK_MIN`` characters, the file carries the first one once (``svg_base``) and each board only the pieces
that differ from it (its ``svg`` becomes a list: ``[i, j]`` copies base pieces i..j-1, a string is new text;
pieces are the text split before each ``<``). ``unpack`` (and board-view.mjs's ``unpackBoards``) gives back
the bridge's answer exactly, keys in their order.
"""

import hashlib
import json
import re

from . import content as content_mod

DIGESTS = "frames.json"
PACK_MIN = 60_000


def _text(op, game, eid):
    from engine import bridge
    text = bridge.handle(json.dumps({"op": op, "game": game, "id": eid}))
    if not json.loads(text)["ok"]:
        raise RuntimeError(f"the engine could not replay {game}/{eid}: {text[:300]}")
    return text


def sha(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _pieces(svg):
    return [t for t in re.split(r"(?=<)", svg) if t]


def _patch(base, where, svg):
    """``svg`` as runs copied from ``base`` and new text. ``where``: piece -> its index in ``base`` when it
    occurs there once (a run starts at such a piece and goes on while the pieces agree)."""
    out, start, i = [], None, None
    for t in _pieces(svg):
        if i is not None and i < len(base) and base[i] == t:
            i += 1
            continue
        if i is not None:
            out.append([start, i])
            i = None
        k = where.get(t, -1)
        if k >= 0:
            start, i = k, k + 1
        elif out and isinstance(out[-1], str):
            out[-1] += t
        else:
            out.append(t)
    if i is not None:
        out.append([start, i])
    return out


def pack(text, key):
    """The file text of a bridge answer: as it is, or with its boards' pictures as patches of one base."""
    answer = json.loads(text)
    boards = [b for group in answer[key] for b in (group if isinstance(group, list) else [group]) if b.get("svg")]
    if not boards or sum(len(b["svg"]) for b in boards) / len(boards) <= PACK_MIN:
        return text
    base_text = boards[0]["svg"]
    base = _pieces(base_text)
    where = {}
    for k, t in enumerate(base):
        where[t] = -1 if t in where else k
    for b in boards:
        b["svg"] = _patch(base, where, b["svg"])
    answer["svg_base"] = base_text
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"))


def unpack(text, key):
    """A packed file's answer with every picture whole again (what the stepper does in the browser)."""
    answer = json.loads(text)
    if "svg_base" not in answer:
        return answer
    base = _pieces(answer.pop("svg_base"))
    for group in answer[key]:
        for b in group if isinstance(group, list) else [group]:
            if isinstance(b.get("svg"), list):
                b["svg"] = "".join(p if isinstance(p, str) else "".join(base[p[0]:p[1]]) for p in b["svg"])
    return answer


def example_files(learn, firsts=None):
    """Return ({path: bytes} of every example's frames and moves files, {game: {id: {steps, moves}}} of their
    page-relative names, {game: {id: {steps, moves}}} of SHA-256 digests). ``firsts``: a dict that receives
    {game: {id: step 1's board picture}}, the very text the steps file gives the stepper."""
    from engine import bridge
    files, names, digests = {}, {}, {}
    for gid, data in sorted(learn.items()):
        for ex in data["examples"]:
            eid = ex["id"]
            texts = {"steps": _text("example", gid, eid), "moves": _text("example_moves", gid, eid)}
            if firsts is not None:
                steps = json.loads(texts["steps"])["steps"]
                firsts.setdefault(gid, {})[eid] = steps[0].get("svg", "") if steps else ""
            digests.setdefault(gid, {})[eid] = {k: sha(t) for k, t in texts.items()}
            for kind, text in texts.items():
                name = f"{kind}.{digests[gid][eid][kind][:12]}.json"
                files[f"{gid}/examples/{eid}/{name}"] = pack(text, kind).encode("utf-8")
                names.setdefault(gid, {}).setdefault(eid, {})[kind] = name
        bridge.EXAMPLES.clear()
    return files, names, digests


def digests_text(digests):
    """The text of ``engine/data/frames.json``."""
    return json.dumps(digests, indent=1, sort_keys=True) + "\n"


def write_digests(digests, data_dir):
    """Record the digests beside the engine's compiled content (so the wheel carries them): atomically, only when
    changed, as the content is written."""
    content_mod.write_engine_data({DIGESTS: digests_text(digests)}, data_dir)


def prebuild(ctx, data=None):
    """Make every example's frames files, name them in ``ctx`` (``learn[game]["frames"]``) and record their
    digests with the engine's data; return {path: bytes}. ``data``: a dict that receives {DIGESTS: text}
    instead (a build into another folder leaves the checkout's engine/data alone). Each example page is given
    step 1's board as the steps file has it (``learn[game]["example_boards"]``), so its board is in the page's
    HTML, painted before any script runs, and the stepper keeps it (issue 25.11)."""
    from engine import content
    firsts = {}
    files, names, digests = example_files(ctx["learn"], firsts)
    for gid, learn in ctx["learn"].items():
        learn["frames"] = names.get(gid, {})
        learn["example_boards"] = {**learn.get("example_boards", {}), **firsts.get(gid, {})}
    if data is None:
        write_digests(digests, content.DATA_DIR)
    else:
        data[DIGESTS] = digests_text(digests)
    return files
