"""Stage 1 and 2 of the build: load every content file (plus an optional overlay), then validate it all.

Layout: ``content/<game>/<name>.yaml``. each game's ``GameSite.files`` (``generator/games/<game>/``) says which files a game has and what
they hold. An overlay folder (``--overlay DIR``) may hold ``DIR/<game>/<name>.yaml`` files in the same
shape: mappings replace keys, and lists of records with an ``id`` are merged record by record (an
overlay record changes only the keys it names). That is how an owner of the printed game supplies printed
values for reconstructed data without touching code; the result is validated like the original.
"""

import json
import pathlib
import urllib.parse

from . import computer, files, yamlsrc
from .problems import ContentError, Problem
from .games import SITES

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTENT_DIR = ROOT / "content"
ENGINE_DATA_DIR = ROOT / "engine" / "data"
FOLDERS = ("examples", "reference")
OPTIONAL = ("glossary", "aids", "computer")      # the site leaves out what these feed when they are absent   # content/<game>/<folder>/*.yaml: several documents of one kind


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


def _plain_id(rec, problems, where):
    """True when a record's id is a word or number; else a Problem at the id (a list or mapping id)."""
    if isinstance(rec["id"], (str, int)) and not isinstance(rec["id"], bool):
        return True
    file, line = rec.where("id") if hasattr(rec, "where") else ("content", 0)
    kind = "a list" if isinstance(rec["id"], list) else "a mapping" if isinstance(rec["id"], dict) else repr(rec["id"])
    problems.append(Problem(file, line, f"{where}: an id must be a word or number, not {kind}"))
    return False


def _merge_records(base_list, over_list, problems, where):
    by_id = {rec["id"]: rec for rec in base_list if _plain_id(rec, problems, where)}
    for rec in over_list:
        if not _plain_id(rec, problems, where):
            continue
        target = by_id.get(rec["id"])
        if target is None:
            file, line = rec.where("id")
            problems.append(Problem(file, line, f"{where}: overlay names id {rec['id']!r}, which the content lacks"))
            continue
        _merge(target, rec, problems, f"{where}[{rec['id']}]")


def load(content_dir=CONTENT_DIR, overlay=None, games=None):
    """Load and validate all content (or only the ``games`` named: what one game's command needs); return
    {game: {name: plain data}} or raise ContentError listing all problems."""
    content_dir = pathlib.Path(content_dir)
    problems = []
    raw = {}
    if not content_dir.is_dir():
        raise ContentError([Problem(_rel(content_dir), 0, "content folder not found")])
    for game_dir in sorted(p for p in content_dir.iterdir() if p.is_dir()):
        game = game_dir.name
        if games is not None and game in SITES and game not in games:
            continue
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
        _apply_overlay(pathlib.Path(overlay), raw, problems, games)
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
                    if stem == "computer":
                        computer.check_game(files, problems)      # its roles and rules against the game's files
    for game, files in raw.items():
        for stem, data in files.items():
            _check_images(data, problems)
    if not problems:
        for game, files in raw.items():
            if SITES[game].check and set(SITES[game].files) - set(OPTIONAL) <= set(files):
                SITES[game].check(files, problems)
    if problems:
        raise ContentError(problems)
    return {game: {stem: yamlsrc.plain(data) for stem, data in files.items()} for game, files in raw.items()}


def _image_sources(text):
    """The src of every Markdown image in ``text`` (inline or by reference), as the site's Markdown sees them."""
    from .render import _MD
    todo, out = list(_MD.parse(text)), []
    while todo:
        tok = todo.pop()
        if tok.type == "image":
            out.append(tok.attrGet("src") or "")
        todo.extend(tok.children or [])
    return out


def _bad_image(src):
    """Why an image source may not be used (it must stay inside the site), or None."""
    if src.startswith("data:image/"):
        return None
    parts = urllib.parse.urlsplit(src)
    if parts.scheme or parts.netloc or src.startswith(("/", "\\")) or ".." in parts.path.replace("\\", "/").split("/"):
        return "images must be files of the site given by a relative path (or data:image/ URLs)"
    return None


def _check_images(node, problems):
    """Refuse Markdown images in content that point outside the site (absolute paths, file:, http:, ..)."""
    todo = [(node, None, None)]
    while todo:
        item, parent, key = todo.pop()
        if isinstance(item, dict):
            todo.extend((v, item, k) for k, v in item.items())
        elif isinstance(item, list):
            todo.extend((v, item, None) for v in item)
        elif isinstance(item, str) and "![" in item:
            for src in _image_sources(item):
                why = _bad_image(src)
                if why:
                    file, line = parent.where(key) if hasattr(parent, "where") else ("content", 0)
                    problems.append(Problem(file, line, f"image {src[:80]!r} refused: {why}"))


class _Top(yamlsrc.LDict):
    """Stand-in parent of a file's top node, so that a wrong top-level type names the file."""

    def __init__(self, src):
        super().__init__()
        self.src, self.line = src, 1


def _apply_overlay(overlay_dir, raw, problems, games=None):
    """Merge ``DIR/<game>/<name>.yaml`` into ``content/<game>/<name>.yaml``, and a folder's documents
    ``DIR/<game>/<folder>/<name>.yaml`` into ``content/<game>/<folder>/<name>.yaml`` (examples, reference)."""
    if not overlay_dir.is_dir():
        problems.append(Problem(str(overlay_dir), 0, "overlay folder not found"))
        return
    skipped = set(SITES) - set(games) if games is not None else set()     # games not loaded this time
    for path in sorted(overlay_dir.glob("*/*.y*ml")):
        game, stem = path.parent.name, path.stem
        if game in skipped:
            continue
        if game in raw and stem in FOLDERS:
            problems.append(Problem(str(path), 0, f"content/{game}/{stem}/ is a folder of documents: an overlay "
                                                  f"changes one of them as {overlay_dir}/{game}/{stem}/<name>.yaml, "
                                                  f"named like content/{game}/{stem}/<name>.yaml"))
            continue
        if game not in raw or stem not in raw[game]:
            problems.append(Problem(str(path), 0, f"overlay file matches no content file content/{game}/{stem}.yaml"))
            continue
        data, found = yamlsrc.load(path, str(path), inside=overlay_dir)
        problems.extend(found)
        if data is not None:
            raw[game][stem] = _merge(raw[game][stem], data, problems, stem)
    for folder in FOLDERS:
        for path in sorted(overlay_dir.glob(f"*/{folder}/*.y*ml")):
            game = path.parent.parent.name
            if game in skipped:
                continue
            docs = raw.get(game, {}).get(folder)
            k = next((i for i, d in enumerate(docs or []) if pathlib.PurePath(getattr(d, "src", "")).stem == path.stem),
                     None)
            if k is None:
                problems.append(Problem(str(path), 0, f"overlay file matches no content file "
                                                      f"content/{game}/{folder}/{path.stem}.yaml"))
                continue
            data, found = yamlsrc.load(path, str(path), inside=overlay_dir)
            problems.extend(found)
            if data is not None and not isinstance(data, dict):
                problems.append(Problem(str(path), 1, f"an overlay of content/{game}/{folder}/{path.stem}.yaml "
                                                      "must be a mapping of the keys it changes"))
            elif data is not None:
                docs[k] = _merge(docs[k], data, problems, f"{folder}/{path.stem}")


def engine_bundle(game, files):
    """Return the JSON the engine loads for ``game`` (its content files, keyed by their data)."""
    bundle = {"game": files["game"], "examples": files.get("examples", [])}
    for stem, data in sorted(files.items()):
        if stem in ("game", "reference", "glossary", "aids", "computer") or stem in FOLDERS:
            continue       # prose for the site, not rules data: the engine does not ship it
        if isinstance(data, dict):
            bundle.update(data)
    return bundle


def engine_texts(content):
    """The text of ``engine/data/<game>.json`` for every game: {game: text} (nothing is written)."""
    return {game: json.dumps(engine_bundle(game, files), ensure_ascii=False, sort_keys=True, indent=1) + "\n"
            for game, files in sorted(content.items())}




def write_engine_data(texts, out_dir=ENGINE_DATA_DIR):
    """Write {file name: text} into ``engine/data``, each file atomically (a reader never sees half of one) and
    only when changed; return the paths."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in sorted(texts.items()):
        path = out_dir / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            files.write_atomic(path, text.encode("utf-8"))
        written.append(path)
    try:
        from engine import content as engine_content
        engine_content.clear_cache()
    except ImportError:
        pass
    return written


def compile_to_engine(content, out_dir=ENGINE_DATA_DIR):
    """Write ``engine/data/<game>.json`` for every game (atomically, only when changed); return the paths."""
    return write_engine_data({f"{game}.json": text for game, text in engine_texts(content).items()}, out_dir)


class EngineDataTransaction:
    """``with EngineDataTransaction():`` keeps a copy of every file in ``engine/data`` and puts it back, and
    removes files that were not there, if the block fails: a refused build never changes the engine's data."""

    def __init__(self, data_dir=ENGINE_DATA_DIR):
        self.dir = pathlib.Path(data_dir)

    def __enter__(self):
        self.dir.mkdir(parents=True, exist_ok=True)
        self.saved = {p.name: p.read_bytes() for p in self.dir.iterdir() if p.is_file() and p.suffix == ".json"}
        return self

    def __exit__(self, kind, err, tb):
        if kind is None:
            return False
        for p in self.dir.iterdir():
            if p.is_file() and p.suffix == ".json" and p.name not in self.saved:
                p.unlink()
        for name, data in self.saved.items():
            path = self.dir / name
            if not path.exists() or path.read_bytes() != data:
                files.write_atomic(path, data)
        try:
            from engine import content as engine_content
            engine_content.clear_cache()
        except ImportError:
            pass
        return False
