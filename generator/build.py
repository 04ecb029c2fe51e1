"""The build: load -> validate -> gather -> render -> write.

Everything is rendered into a temporary folder beside the output; only a complete build replaces the old
output (by renaming), so a failed build leaves the previous site exactly as it was.

Every game with a site gets the same learning pages (rules reference, glossary, examples, print, reconstructed
data) from the shared templates in ``site/templates/learn/``; what only one game has (Uruguay's cards, sandbox
and deck generator; Junta's coup scenario page) is added by that game's page function (``GAME_PAGES``).
"""

import hashlib
import json
import os
import pathlib
import shutil
import sys
import tempfile
import time

from . import content as content_mod
from . import render as render_mod
from . import frames as frames_mod
from . import snapshot as snapshot_mod
from .pdf import PAPERS, render_pdf

ROOT = content_mod.ROOT
DIST = ROOT / "dist"
STATIC = ROOT / "site" / "static"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
DEFAULT_BASE_URL = "http://127.0.0.1:8000/"


class BuildError(Exception):
    """The build cannot go on (a missing tool or file); the message says what to do."""


class SheetKind:
    """A game's printed setup sheet: the page that makes one, the query that names it, its PDF template and
    file names. Every other seed is on the page or the command line."""

    def __init__(self, page, keys, template, file, samples, board):
        self.page, self.keys, self.template, self.file, self.samples = page, keys, template, file, samples
        self.board = board          # board(ctx, sheet) -> the SVG the sheet prints

    def args(self, sheet):
        """The query of a sheet, e.g. {"seed": 7, "players": 3}."""
        return {k: sheet[k] for k in self.keys}

    def permalink(self, base_url, sheet):
        return f"{base_url}{self.page}?" + "&".join(f"{k}={v}" for k, v in self.args(sheet).items())

    def file_name(self, sheet, paper):
        return self.file.format(paper=paper, **self.args(sheet))


SHEETS = {
    "uruguay": SheetKind("uruguay/deck/", ("seed",), "uruguay/deck_sheet_pdf.html",
                         "setup-sheet-seed-{seed}-{paper}.pdf", ({"seed": 1968},),
                         lambda ctx, sheet: ctx["learn"]["uruguay"]["initial_svg"]),
    "junta": SheetKind("junta/scenario/", ("seed", "players"), "junta/scenario_sheet_pdf.html",
                       "setup-sheet-seed-{seed}-{players}p-{paper}.pdf",
                       ({"seed": 1978, "players": 5}, {"seed": 7, "players": 3}, {"seed": 42, "players": 7}),
                       lambda ctx, sheet: junta_board_svg(SHEETS["junta"].args(sheet))),
}


def new_state(game_id, args):
    """A fresh state from a sheet query: the seed, plus any other key (Junta's players) as an option."""
    import engine
    options = {k: v for k, v in args.items() if k != "seed"}
    return engine.setup(game_id, args["seed"], options=options or None)


def setup_sheet(game_id, args):
    """The setup sheet record of the game ``game_id`` for the query ``args``."""
    import engine
    return engine.get_game(game_id).setup_sheet(new_state(game_id, args))


def _rule_key(rid):
    return [int(n) for n in rid.split(".")]


def learn_data(gid, files):
    """What every game's learning pages share: reference sections (sorted, with depth and examples), glossary
    terms, scripted examples, player aids."""
    sections = sorted((sec for doc in files.get("reference", []) for sec in doc["sections"]),
                      key=lambda sec: _rule_key(sec["id"]))
    scripts = files.get("examples", [])
    raw = [len(sec["id"].split(".")) - (1 if sec["id"].endswith(".0") else 0) for sec in sections]
    for sec, depth in zip(sections, raw):
        sec["depth"] = depth - min(raw) + 1
        sec["examples"] = [{"id": ex["id"], "title": ex["title"], "step": None} for ex in scripts
                           if ex.get("rule") == sec["id"]]
        if sec.get("example"):        # a section may point at one step of an example: "id#step"
            eid, _, step = sec["example"].partition("#")
            ex = next((e for e in scripts if e["id"] == eid), None)
            if ex is None or (step and not 1 <= int(step) <= len(ex["steps"])):
                raise BuildError(f"content/{gid}/reference: section {sec['id']} points at example "
                                 f"{sec['example']!r}, which does not exist")
            if not any(e["id"] == eid for e in sec["examples"]) or step:
                title = f"{ex['title']}, step {step}" if step else ex["title"]
                sec["examples"].append({"id": eid, "title": title, "step": int(step) if step else None})
    game = files["game"]
    return {"id": gid, "sections": sections, "examples": scripts, "aids": files.get("aids", {}).get("aids", []),
            "terms": sorted(files.get("glossary", {}).get("terms", []), key=lambda t: t["term"].lower()),
            "roles": {r["id"]: r["name"] for r in game.get("roles", [])}, "spaces": files["map"]["spaces"]}


def _uruguay_data(engine, files):
    game = engine.get_game("uruguay")
    state = engine.setup("uruguay", 0)
    return {
        "sympathy": files["tracks"]["public_sympathy"],
        "cards": sorted(files["cards"]["cards"], key=lambda c: c["number"]),
        "card_links": [c["id"] for c in files["cards"]["cards"]],      # "U12" in a text links to the card
        "initial_svg": game.render(game.view(state, None)["board"], None, (), "Uruguay: the standard setup (2.1)"),
        "nav": [("Overview", "index.html"), ("Rules", "rules/index.html"), ("Glossary", "glossary/index.html"),
                ("Cards", "cards/index.html"), ("Examples", "examples/index.html"), ("Sandbox", "sandbox/index.html"),
                ("Deck generator", "deck/index.html"), ("Print", "print/index.html"),
                ("Reconstructed data", "reconstructed/index.html")],
    }


def junta_board_svg(args, title=None):
    """The city map with every unit where it starts, for a coup scenario query {seed, players}."""
    import engine
    game = engine.get_game("junta")
    title = title or f"Junta: the city as the coup begins (seed {args['seed']}, {args['players']} players)"
    return game.render(game.view(new_state("junta", args), None)["board"], None, (), title)


# Phrases of the coup setup sheet, shared by its template and by scenario-page.mjs (as JSON in the page).
JUNTA_WORDS = {
    "leader": "Rebel Leader",
    "cousin": "El Presidente's Cousin",
    "status": {"active": "In the coup", "dead": "Dead before the coup (1.3)", "exiled": "In exile (1.3, 4.9)"},
    "budget": {"yes": "passed: all the Police start in Parliament (1.5)",
               "no": "not passed: the Police start in their Precincts (1.5)"},
    "space_types": {"power_center": "Power center", "palace": "Palace", "embassy": "Embassy", "barracks": "Barracks",
                    "precinct": "Police precinct", "district": "District", "harbor": "Harbor (water)"},
}


def _junta_data(engine, files):
    lo, hi = (int(n) for n in files["game"]["players"].split("-"))
    sample = SHEETS["junta"].samples[0]
    roles = {r["id"]: r["name"] for r in files["game"]["roles"]}
    return {
        "players": list(range(lo, hi + 1)), "default_players": sample["players"], "sample": sample,
        "words": JUNTA_WORDS, "words_json": _json_script(JUNTA_WORDS),
        "offices": roles, "kinds": files["units"]["kinds"], "units": files["units"]["units"],
        "cards": files["cards"]["cards"], "initial_svg": junta_board_svg(sample),
        "card_names": {c["id"]: f"{c['name']}: {c['text']}" for c in files["cards"]["cards"]},
        # the stepper names a seat by its player; the Cousin moves for El Presidente
        "roles": {**{f"p{n}": f"Player {n}" for n in range(1, hi + 1)}, "cousin": "El Presidente's Cousin"},
        "nav": [("Overview", "index.html"), ("Rules", "rules/index.html"), ("Glossary", "glossary/index.html"),
                ("Examples", "examples/index.html"), ("Sandbox", "sandbox/index.html"), ("Coup setup", "scenario/index.html"),
                ("Print", "print/index.html"), ("Reconstructed data", "reconstructed/index.html")],
    }


GAME_DATA = {"uruguay": _uruguay_data, "junta": _junta_data}


def gather(content, base_url):
    """Stage 3: collect everything the pages need, computed once, before anything is rendered."""
    import engine
    from engine import content as engine_content
    from engine import examples
    engine_content.clear_cache()
    games, learn, samples = [], {}, {}
    for gid, files in sorted(content.items()):
        info = dict(files["game"])
        info["cards_by_id"] = {c["id"]: c for c in files.get("cards", {}).get("cards", [])}
        info["has_site"] = ((render_mod.TEMPLATES / gid / "index.html").is_file() and gid in engine.game_ids()
                            and gid in GAME_DATA)
        games.append(info)
        first = {}          # example id -> the board after its first step (what its page shows before the engine)
        for script in files.get("examples", []):
            try:
                first[script["id"]] = examples.play(gid, script)[0][1]
            except examples.ExampleError as err:
                raise BuildError(f"content/{gid}/examples: {err}") from None
        if info["has_site"]:
            game = engine.get_game(gid)
            learn[gid] = {**learn_data(gid, files), **GAME_DATA[gid](engine, files), "example_boards": {
                eid: game.render(game.view(state, None)["board"], None, (), "The board after the first step")
                for eid, state in first.items()}}
            samples[gid] = [setup_sheet(gid, args) for args in SHEETS[gid].samples] if gid in SHEETS else []
    return {"games": games, "by_id": {g["id"]: g for g in games}, "base_url": base_url.rstrip("/") + "/",
            "samples": samples, "seed_max": engine.MAX_SEED, "seed_help": engine.SEED_HELP, "learn": learn}


def _qr(link):
    import segno
    return segno.make(link, error="m").png_data_uri(scale=4, border=2)


def render_sheet_html(env, ctx, sheet, paper):
    """Return the standalone HTML of a setup sheet (what WeasyPrint prints), with the permalink as a QR code:
    Uruguay's deck order with the setup diagram, or Junta's coup setup with the city map."""
    gid = sheet["game"]
    kind = SHEETS[gid]
    link = kind.permalink(ctx["base_url"], sheet)
    return env.get_template(kind.template).render(
        root=str(STATIC.parent) + "/", css_dir=(STATIC / "css").as_uri() + "/", game=ctx["by_id"][gid],
        learn=ctx["learn"][gid], sheet=sheet, paper=paper, permalink=link, qr=_qr(link),
        board_svg=kind.board(ctx, sheet))


def sheet_pdf(ctx, sheet, paper):
    """Return PDF bytes of the setup sheet record ``sheet`` on ``paper`` ('A4' or 'letter')."""
    env = render_mod.environment()
    return render_pdf(render_sheet_html(env, ctx, sheet, paper), base_url=STATIC.as_uri() + "/")


def _sample_sheets(ctx, gid, out, pdf):
    """Write the sample setup sheets of ``gid`` as PDFs (A4 and Letter); return their list for the pages."""
    kind, samples = SHEETS.get(gid), []
    for sheet in ctx["samples"][gid]:
        files = {}
        for paper, css in PAPERS.items() if pdf else ():
            name = kind.page + kind.file_name(sheet, paper)
            out[name] = sheet_pdf(ctx, sheet, css)
            files[paper] = name.split("/")[-1]
        samples.append({**kind.args(sheet), "fingerprint": sheet["fingerprint"], "files": files})
    return samples


def _learning_pages(ctx, env, page, out, gid, pdf):
    """The pages every game with a site has (templates in learn/, or the game's own when it has one)."""
    learn, game = ctx["learn"][gid], ctx["by_id"][gid]
    linker = render_mod.Linker(f"{gid}/rules/index.html", f"{gid}/cards/index.html", f"{gid}/glossary/index.html",
                               [sec["id"] for sec in learn["sections"]],
                               learn.get("card_links", []), learn["terms"])
    common = {"game": game, "learn": learn, "linker": linker}

    def template(name):
        own = f"{gid}/{name}.html"
        return own if (render_mod.TEMPLATES / own).is_file() else f"learn/{name}.html"

    short = game["short_title"]
    page(f"{gid}/index.html", f"{gid}/index.html", title=game["title"], **common)
    for name, title in (("rules", "Rules reference"), ("glossary", "Glossary"), ("examples", "Examples of play"),
                        ("reconstructed", "Reconstructed data")):
        page(f"{gid}/{name}/index.html", template(name), title=f"{title}: {short}", **common)
    for ex in learn["examples"]:
        page(f"{gid}/examples/{ex['id']}/index.html", template("example"), title=ex["title"], example=ex, **common)
    printables = []
    for aid in learn["aids"]:
        for paper, css in PAPERS.items() if pdf else ():
            name = f"{gid}/print/aid-{aid['id']}-{paper}.pdf"
            html = env.get_template("learn/aid.html").render(
                css_dir=(STATIC / "css").as_uri() + "/", aid=aid, game=game, paper=css)
            out[name] = render_pdf(html, base_url=STATIC.as_uri() + "/")
            printables.append({"aid": aid["id"], "paper": paper, "file": name.split("/")[-1]})
        path = f"{gid}/print/aid-{aid['id']}.html"      # the same aid as a web page, printed by the browser alike
        out[path] = env.get_template("learn/aid.html").render(
            css_dir=render_mod.page_root(path) + "assets/css/", aid=aid, game=game, paper="A4").encode("utf-8")
    samples = _sample_sheets(ctx, gid, out, pdf)
    page(f"{gid}/print/index.html", template("print"), title=f"Print: {short}", printables=printables,
         samples=samples, **common)
    if gid in GAME_PAGES:
        GAME_PAGES[gid](ctx, page, samples, common)


def _uruguay_pages(ctx, page, samples, common):
    uru = common["game"]
    page("uruguay/cards/index.html", "uruguay/cards.html", title=f"Cards: {uru['short_title']}", **common)
    page("uruguay/sandbox/index.html", "uruguay/sandbox.html", title=f"Sandbox: {uru['short_title']}",
         seed_max=ctx["seed_max"], **common)
    page("uruguay/deck/index.html", "uruguay/deck.html", title=f"Deck generator: {uru['short_title']}",
         samples=samples, seed_max=ctx["seed_max"], seed_help=ctx["seed_help"],
         cards_json=_json_script({cid: {"title": c["title"], "kind": c["kind"]}
                                  for cid, c in uru["cards_by_id"].items()}),
         **common)


def _junta_pages(ctx, page, samples, common):
    page("junta/scenario/index.html", "junta/scenario.html", title=f"Coup setup: {common['game']['short_title']}",
         samples=samples, seed_max=ctx["seed_max"], seed_help=ctx["seed_help"], **common)
    page("junta/sandbox/index.html", "junta/sandbox.html", title=f"Sandbox: {common['game']['short_title']}",
         seed_max=ctx["seed_max"], **common)


GAME_PAGES = {"uruguay": _uruguay_pages, "junta": _junta_pages}


def _json_script(data):
    """JSON safe to place inside <script type="application/json">."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def render_site(ctx, wheel_name, wheel_bytes, pdf=True, boot=None):
    """Stage 4: return {relative path: bytes} of every generated file."""
    env = render_mod.environment()
    out = {}
    wheel_path = f"assets/engine/{wheel_name}"
    out[wheel_path] = wheel_bytes
    wheel_hash = hashlib.sha256(wheel_bytes).hexdigest()[:12]

    def page(path, template, **extra):
        root = render_mod.page_root(path)
        wheel_url = f"{root}{wheel_path}?h={wheel_hash}"
        html = env.get_template(template).render(
            root=root, games=ctx["games"], wheel_url=wheel_url,
            engine_boot=snapshot_mod.boot_json(root, wheel_url, boot or {}), **extra)
        out[path] = html.encode("utf-8")

    page("index.html", "index.html", title="Tablero")
    page("search/index.html", "search.html", title="Search")
    for game in ctx["games"]:
        if game["has_site"]:
            _learning_pages(ctx, env, page, out, game["id"], pdf)
    return out


def _copy_tree(src, dst):
    for path in sorted(src.rglob("*")):
        if path.is_file():
            target = dst / path.relative_to(src)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)


def _search_index(site, sections):
    """Build the offline search index (Pagefind) of the home page and every game's pages into
    ``site/pagefind``; the search page loads it from there."""
    import subprocess
    import sys
    pattern = "{" + ",".join(["index.html"] + [f"{gid}/**/index.html" for gid in sections]) + "}"
    run = subprocess.run([sys.executable, "-m", "pagefind", "--site", str(site), "--output-subdir", "pagefind",
                          "--glob", pattern], capture_output=True, text=True)
    if run.returncode != 0:
        raise BuildError(f"the search index failed: {run.stderr.strip() or run.stdout.strip()}")


def write(files, out, pyodide_dir=PYODIDE_DIR, sections=("uruguay",)):
    """Stage 5: write ``files`` plus static assets and Pyodide into a temp folder, index the game
    ``sections`` for search, then swap it in."""
    out = pathlib.Path(out)
    missing = [f for f in PYODIDE_FILES if not (pyodide_dir / f).is_file()]
    if missing:
        raise BuildError(f"Pyodide is not installed ({pyodide_dir} lacks {', '.join(missing)}): run ./build.sh, "
                         "or 'npm ci' in the project folder")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = pathlib.Path(tempfile.mkdtemp(prefix=f".{out.name}-new-", dir=out.parent))
    try:
        for rel, data in sorted(files.items()):
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        _copy_tree(STATIC, tmp / "assets")
        for name in PYODIDE_FILES:
            (tmp / "pyodide").mkdir(exist_ok=True)
            shutil.copy2(pyodide_dir / name, tmp / "pyodide" / name)
        _search_index(tmp, sections)
        (tmp / "build-info.json").write_text(json.dumps(
            {"files": sorted(files), "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}, indent=1) + "\n")
        old = None
        if out.exists():
            old = out.parent / f".{out.name}-old-{os.getpid()}"
            os.rename(out, old)
        os.rename(tmp, out)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out


def build(out=DIST, overlay=None, base_url=DEFAULT_BASE_URL, pdf=True, pyodide_dir=PYODIDE_DIR):
    """Run the whole build; return {out, seconds, files}. Raises ContentError or BuildError, output untouched."""
    start = time.perf_counter()
    content = content_mod.load(overlay=overlay)                 # 1-2: load and validate (raises on problems)
    content_mod.compile_to_engine(content)                      # the engine's data, from the same content
    ctx = gather(content, base_url)                             # 3: gather
    extra = frames_mod.prebuild(ctx)                            # example frames beside their pages
    wheel_name, wheel_bytes, engine_files, boot, warning = snapshot_mod.engine_assets(pyodide_dir, ROOT / "engine")
    if warning:
        print(f"warning: {warning}", file=sys.stderr)
    files = {**render_site(ctx, wheel_name, wheel_bytes, pdf=pdf, boot=boot), **extra, **engine_files}  # 4: render
    write(files, out, pathlib.Path(pyodide_dir), sorted(ctx["learn"]))   # 5: write (atomic swap)
    return {"out": str(out), "seconds": time.perf_counter() - start, "files": len(files)}
