"""Stage 1 and 2 of the build: load every content file (plus an optional overlay), then validate it all.

Layout: ``content/<game>/<name>.yaml``. each game's ``GameSite.files`` (``generator/games/<game>/``) says which files a game has and what
they hold. An overlay folder (``--overlay DIR``) may hold ``DIR/<game>/<name>.yaml`` files in the same
shape: mappings replace keys, and lists of records with an ``id`` are merged record by record (an
overlay record changes only the keys it names). That is how an owner of the printed game supplies printed
values for reconstructed data without touching code; the result is validated like the original.
"""

import json
import os
import pathlib
import tempfile

from . import yamlsrc
from .problems import ContentError, Problem
from .games import SITES

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTENT_DIR = ROOT / "content"
ENGINE_DATA_DIR = ROOT / "engine" / "data"
FOLDERS = ("examples", "reference")
OPTIONAL = ("glossary", "aids")      # the site leaves out what these feed when they are absent   # content/<game>/<folder>/*.yaml: several documents of one kind


def _rel(path):
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def _merge(base, over, problems, where):
    """Merge overlay data ``over`` into ``base`` (both from YAML), in place where possible; return the result."""
    if isinstance(base, dict) and isinstance(over, dict):
        for key, value in over.items():
            if key in base and _is_records(base[key]) and _is_records(value):
                _merge_records(base[key], value, problems, f"{where}.{key}")
            else:
                base[key] = value
                if hasattr(base, "key_lines") and hasattr(over, "key_lines"):
                    base.key_lines[key] = over.key_lines[key]
        return base
    return over


def _is_records(value):
    return isinstance(value, list) and all(isinstance(v, dict) and "id" in v for v in value)


def _merge_records(base_list, over_list, problems, where):
    by_id = {rec["id"]: rec for rec in base_list}
    for rec in over_list:
        target = by_id.get(rec["id"])
        if target is None:
            file, line = rec.where("id")
            problems.append(Problem(file, line, f"{where}: overlay names id {rec['id']!r}, which the content lacks"))
            continue
        _merge(target, rec, problems, f"{where}[{rec['id']}]")


def load(content_dir=CONTENT_DIR, overlay=None):
    """Load and validate all content; return {game: {name: plain data}} or raise ContentError listing all problems."""
    content_dir = pathlib.Path(content_dir)
    problems = []
    raw = {}
    if not content_dir.is_dir():
        raise ContentError([Problem(_rel(content_dir), 0, "content folder not found")])
    for game_dir in sorted(p for p in content_dir.iterdir() if p.is_dir()):
        game = game_dir.name
        if game not in SITES:
            problems.append(Problem(_rel(game_dir), 0, f"unknown game folder (known: {', '.join(sorted(SITES))})"))
            continue
        files = {}
        for path in sorted(game_dir.glob("*.y*ml")):
            data, found = yamlsrc.load(path, _rel(path))
            problems.extend(found)
            if path.stem not in SITES[game].files:
                problems.append(Problem(_rel(path), 0, f"no schema for a file named {path.stem!r} in {game}"))
            elif data is not None:
                files[path.stem] = data
        for folder in FOLDERS:
            if folder in SITES[game].files:
                docs = []
                for path in sorted((game_dir / folder).glob("*.y*ml")):
                    data, found = yamlsrc.load(path, _rel(path))
                    problems.extend(found)
                    if data is not None:
                        docs.append(data)
                files[folder] = docs
        for stem in SITES[game].files:
            if stem in FOLDERS or stem in OPTIONAL:
                continue
            if stem not in files and not any(p.file.endswith(f"/{stem}.yaml") for p in problems):
                problems.append(Problem(_rel(game_dir / f"{stem}.yaml"), 0, "required content file is missing"))
        raw[game] = files
    if overlay is not None:
        _apply_overlay(pathlib.Path(overlay), raw, problems)
    for game, files in raw.items():
        for stem, data in files.items():
            schema, cross = SITES[game].files[stem]
            docs = data if stem in FOLDERS else [data]
            for doc in docs:
                src = getattr(doc, "src", f"content/{game}/{stem}.yaml")
                before = len(problems)
                schema.check(doc, stem, _Top(src), None, problems)
                if cross and len(problems) == before:
                    cross(doc, problems)
    if not problems:
        for game, files in raw.items():
            if SITES[game].check and set(SITES[game].files) - set(OPTIONAL) <= set(files):
                SITES[game].check(files, problems)
    if problems:
        raise ContentError(problems)
    return {game: {stem: yamlsrc.plain(data) for stem, data in files.items()} for game, files in raw.items()}


class _Top(yamlsrc.LDict):
    """Stand-in parent of a file's top node, so that a wrong top-level type names the file."""

    def __init__(self, src):
        super().__init__()
        self.src, self.line = src, 1


def _apply_overlay(overlay_dir, raw, problems):
    if not overlay_dir.is_dir():
        problems.append(Problem(str(overlay_dir), 0, "overlay folder not found"))
        return
    for path in sorted(overlay_dir.glob("*/*.y*ml")):
        game, stem = path.parent.name, path.stem
        if game not in raw or stem not in raw[game]:
            problems.append(Problem(str(path), 0, f"overlay file matches no content file content/{game}/{stem}.yaml"))
            continue
        data, found = yamlsrc.load(path, str(path))
        problems.extend(found)
        if data is not None:
            raw[game][stem] = _merge(raw[game][stem], data, problems, stem)


def engine_bundle(game, files):
    """Return the JSON the engine loads for ``game`` (its content files, keyed by their data)."""
    bundle = {"game": files["game"], "examples": files.get("examples", [])}
    for stem, data in sorted(files.items()):
        if stem in ("game", "reference", "glossary", "aids") or stem in FOLDERS:
            continue       # prose for the site, not rules data: the engine does not ship it
        if isinstance(data, dict):
            bundle.update(data)
    return bundle


def compile_to_engine(content, out_dir=ENGINE_DATA_DIR):
    """Write ``engine/data/<game>.json`` for every game (atomically, only when changed); return the paths."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for game, files in sorted(content.items()):
        text = json.dumps(engine_bundle(game, files), ensure_ascii=False, sort_keys=True, indent=1) + "\n"
        path = out_dir / f"{game}.json"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            fd, tmp = tempfile.mkstemp(dir=out_dir, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.replace(tmp, path)
        written.append(path)
    try:
        from engine import content as engine_content
        engine_content.clear_cache()
    except ImportError:
        pass
    return written
