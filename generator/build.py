"""The build: load -> validate -> gather -> render -> write.

Everything is rendered into a temporary folder beside the output; only a complete build replaces the old
output (by renaming), so a failed build leaves the previous site exactly as it was.
"""

import hashlib
import json
import os
import pathlib
import shutil
import tempfile
import time

from . import content as content_mod
from . import render as render_mod
from .pdf import render_pdf
from .wheel import build_wheel

ROOT = content_mod.ROOT
DIST = ROOT / "dist"
STATIC = ROOT / "site" / "static"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
DEFAULT_BASE_URL = "http://127.0.0.1:8000/"
SAMPLE_SEEDS = (1968,)  # setup sheets the build prints for the site (any other seed: the CLI or the page)


class BuildError(Exception):
    """The build cannot go on (a missing tool or file); the message says what to do."""


def gather(content, base_url):
    """Stage 3: collect everything the pages need, computed once, before anything is rendered."""
    import engine
    from engine import content as engine_content
    engine_content.clear_cache()
    games = []
    for gid, files in sorted(content.items()):
        info = dict(files["game"])
        info["cards_by_id"] = {c["id"]: c for c in files.get("cards", {}).get("cards", [])}
        info["has_site"] = (render_mod.TEMPLATES / gid / "index.html").is_file() and gid in engine.game_ids()
        games.append(info)
    from engine import examples
    for gid, files in sorted(content.items()):
        for script in files.get("examples", []):
            try:
                examples.play(gid, script)
            except examples.ExampleError as err:
                raise BuildError(f"content/{gid}/examples: {err}") from None
    uruguay = engine.get_game("uruguay")
    samples = []
    for seed in SAMPLE_SEEDS:
        sheet = uruguay.setup_sheet(engine.setup("uruguay", seed))
        samples.append(sheet)
    uru = content["uruguay"]
    sections = sorted((sec for doc in uru.get("reference", []) for sec in doc["sections"]),
                      key=lambda sec: [int(n) for n in sec["id"].split(".")])
    terms = sorted(uru.get("glossary", {}).get("terms", []), key=lambda t: t["term"].lower())
    scripts = uru.get("examples", [])
    for sec in sections:
        sec["depth"] = len(sec["id"].split(".")) - (1 if sec["id"].endswith(".0") else 0)
        sec["examples"] = [ex for ex in scripts if ex.get("rule") == sec["id"]]
    learn = {
        "sections": sections, "terms": terms, "examples": scripts, "aids": uru.get("aids", {}).get("aids", []),
        "spaces": uru["map"]["spaces"], "sympathy": uru["tracks"]["public_sympathy"],
        "cards": sorted(uru["cards"]["cards"], key=lambda c: c["number"]),
        "initial_svg": _initial_board_svg(engine),
    }
    return {"games": games, "by_id": {g["id"]: g for g in games}, "base_url": base_url.rstrip("/") + "/",
            "samples": {"uruguay": samples}, "seed_max": engine.MAX_SEED, "seed_help": engine.SEED_HELP,
            "uruguay": learn}


def _initial_board_svg(engine):
    """The standard setup (2.1) drawn from the public view: the setup diagram of sheets and pages."""
    game = engine.get_game("uruguay")
    state = engine.setup("uruguay", 0)
    return game.render(game.view(state, None)["board"], None, (), "Uruguay: the standard setup (2.1)")


def deck_permalink(base_url, seed):
    """Return the printed permalink of a Uruguay deck."""
    return f"{base_url}uruguay/deck/?seed={seed}"


def render_sheet_html(env, ctx, sheet, paper):
    """Return the standalone HTML of a Uruguay setup sheet (what WeasyPrint prints): deck order, set-aside
    cards, the setup diagram, tracks at start, fingerprint and a QR code of the permalink."""
    import segno
    game = ctx["by_id"]["uruguay"]
    link = deck_permalink(ctx["base_url"], sheet["seed"])
    qr = segno.make(link, error="m").png_data_uri(scale=4, border=2)
    return env.get_template("uruguay/deck_sheet_pdf.html").render(
        root=str(STATIC.parent) + "/", css_dir=(STATIC / "css").as_uri() + "/", game=game, sheet=sheet,
        paper=paper, permalink=link, qr=qr, board_svg=ctx["uruguay"]["initial_svg"],
        sympathy=ctx["uruguay"]["sympathy"])


def sheet_pdf(ctx, sheet, paper):
    """Return PDF bytes of the Uruguay setup sheet for ``sheet`` on ``paper`` ('A4' or 'letter')."""
    env = render_mod.environment()
    return render_pdf(render_sheet_html(env, ctx, sheet, paper), base_url=STATIC.as_uri() + "/")


def render_site(ctx, wheel_name, wheel_bytes, pdf=True):
    """Stage 4: return {relative path: bytes} of every generated file."""
    env = render_mod.environment()
    out = {}
    wheel_path = f"assets/engine/{wheel_name}"
    out[wheel_path] = wheel_bytes
    wheel_hash = hashlib.sha256(wheel_bytes).hexdigest()[:12]

    def page(path, template, **extra):
        root = render_mod.page_root(path)
        html = env.get_template(template).render(
            root=root, games=ctx["games"], wheel_url=f"{root}{wheel_path}?h={wheel_hash}", **extra)
        out[path] = html.encode("utf-8")

    page("index.html", "index.html", title="Tablero")
    uru = ctx["by_id"]["uruguay"]
    samples = []
    for sheet in ctx["samples"]["uruguay"]:
        files = {}
        if pdf:
            for paper, css in (("a4", "A4"), ("letter", "letter")):
                name = f"uruguay/deck/setup-sheet-seed-{sheet['seed']}-{paper}.pdf"
                out[name] = sheet_pdf(ctx, sheet, css)
                files[paper] = name.split("/")[-1]
        samples.append({"seed": sheet["seed"], "fingerprint": sheet["fingerprint"], "files": files})
    learn = ctx["uruguay"]
    from .render import Linker
    linker = Linker("uruguay/rules/index.html", "uruguay/cards/index.html", "uruguay/glossary/index.html",
                    [sec["id"] for sec in learn["sections"]],
                    [c["id"] for c in learn["cards"]], learn["terms"])
    env.filters["link"] = lambda html, root, terms=True, self_rule=None: linker(html, root, terms, self_rule)
    common = {"game": uru, "learn": learn}
    page("uruguay/index.html", "uruguay/index.html", title=uru["title"], **common)
    page("uruguay/rules/index.html", "uruguay/rules.html", title=f"Rules reference: {uru['short_title']}", **common)
    page("uruguay/glossary/index.html", "uruguay/glossary.html", title=f"Glossary: {uru['short_title']}", **common)
    page("uruguay/cards/index.html", "uruguay/cards.html", title=f"Cards: {uru['short_title']}", **common)
    page("uruguay/reconstructed/index.html", "uruguay/reconstructed.html",
         title=f"Reconstructed data: {uru['short_title']}", **common)
    page("uruguay/examples/index.html", "uruguay/examples.html", title=f"Examples of play: {uru['short_title']}",
         **common)
    for ex in learn["examples"]:
        page(f"uruguay/examples/{ex['id']}/index.html", "uruguay/example.html", title=ex["title"], example=ex,
             **common)
    page("uruguay/sandbox/index.html", "uruguay/sandbox.html", title=f"Sandbox: {uru['short_title']}",
         seed_max=ctx["seed_max"], **common)
    printables = []
    if pdf:
        for aid in learn["aids"]:
            for paper, css in (("a4", "A4"), ("letter", "letter")):
                name = f"uruguay/print/aid-{aid['id']}-{paper}.pdf"
                html = env.get_template("uruguay/aid_pdf.html").render(
                    css_dir=(STATIC / "css").as_uri() + "/", aid=aid, game=uru, paper=css)
                out[name] = render_pdf(html, base_url=STATIC.as_uri() + "/")
                printables.append({"aid": aid["id"], "paper": paper, "file": name.split("/")[-1]})
    for aid in learn["aids"]:      # the same aid as a web page: one template, printed by the browser alike
        path = f"uruguay/print/aid-{aid['id']}.html"
        out[path] = env.get_template("uruguay/aid_pdf.html").render(
            css_dir=render_mod.page_root(path) + "assets/css/", aid=aid, game=uru, paper="A4").encode("utf-8")
    page("uruguay/print/index.html", "uruguay/print.html", title=f"Print: {uru['short_title']}", printables=printables,
         samples=[], **common)
    page("search/index.html", "search.html", title="Search")
    page("uruguay/deck/index.html", "uruguay/deck.html", title=f"Deck generator: {uru['short_title']}", game=uru,
         learn=ctx["uruguay"],
         samples=samples, seed_max=ctx["seed_max"], seed_help=ctx["seed_help"],
         cards_json=json.dumps({cid: {"title": c["title"], "kind": c["kind"]} for cid, c in uru["cards_by_id"].items()},
                              ensure_ascii=False).replace("</", "<\\/"))
    return out


def _copy_tree(src, dst):
    for path in sorted(src.rglob("*")):
        if path.is_file():
            target = dst / path.relative_to(src)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)


def _search_index(site):
    """Build the offline search index (Pagefind) into ``site/pagefind``; the search page loads it from there."""
    import subprocess
    import sys
    run = subprocess.run([sys.executable, "-m", "pagefind", "--site", str(site), "--output-subdir", "pagefind",
                          "--glob", "{index.html,uruguay/**/index.html}"], capture_output=True, text=True)
    if run.returncode != 0:
        raise BuildError(f"the search index failed: {run.stderr.strip() or run.stdout.strip()}")


def write(files, out, pyodide_dir=PYODIDE_DIR):
    """Stage 5: write ``files`` plus static assets and Pyodide into a temp folder, then swap it in."""
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
        _search_index(tmp)
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
    wheel_name, wheel_bytes = build_wheel(ROOT / "engine")
    files = render_site(ctx, wheel_name, wheel_bytes, pdf=pdf)  # 4: render
    write(files, out, pathlib.Path(pyodide_dir))                # 5: write (atomic swap)
    return {"out": str(out), "seconds": time.perf_counter() - start, "files": len(files)}
