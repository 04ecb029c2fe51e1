"""The build: load -> validate -> gather -> render -> write.

Everything is rendered into a temporary folder beside the output; only a complete build replaces the old
output (by renaming), so a failed build leaves the previous site exactly as it was.

Every game with a site gets the same learning pages (rules reference, glossary, examples, print, reconstructed
data) from the shared templates in ``site/templates/learn/``; what only one game has comes from that game's
``GameSite`` (``generator/games/<game>/``): its page data, its own pages and its printed setup sheet.
"""

import contextlib
import hashlib
import json
import os
import pathlib
import shutil
import sys
import tempfile
import time

from . import computer as computer_mod
from . import content as content_mod
from . import games as game_sites
from . import fingerprint as fingerprint_mod
from . import packet as packet_mod
from . import render as render_mod
from . import frames as frames_mod
from . import snapshot as snapshot_mod
from .pdf import PAPERS, board_html, render_pdf

ROOT = content_mod.ROOT
DIST = ROOT / "dist"
STATIC = render_mod.STATIC
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
DEFAULT_BASE_URL = None     # no public address: sheets print the page's path, and no QR code


def is_loopback(url):
    """Whether the address ``url`` names this very machine (127.0.0.0/8, localhost, ::1, 0.0.0.0): a link
    nobody else can open, so never worth printing."""
    import ipaddress
    from urllib.parse import urlsplit
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return False
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    return ip.is_loopback or ip.is_unspecified


def public_base(base_url, warn=None):
    """The site's public address (``--base-url``) ending in '/', or None: links and QR codes need one.

    A loopback address counts as none (paper carries the seed, fingerprint and command instead); ``warn``,
    when given, is told so in one line."""
    if not base_url:
        return None
    text = str(base_url).strip()
    if not text.startswith(("http://", "https://")) or len(text) > 300 or any(c.isspace() for c in text):
        raise ValueError(f"--base-url must be an http:// or https:// address, got {text[:60]!r}")
    if is_loopback(text):
        if warn:
            warn(f"warning: --base-url {text[:60]} is a loopback address only this machine can open: the printed "
                 "pages carry the seed, fingerprint and the page's path, and no link or QR code")
        return None
    return text.rstrip("/") + "/"


def _warn(message):
    print(message, file=sys.stderr)


class BuildError(Exception):
    """The build cannot go on (a missing tool or file); the message says what to do."""


# Kept as names of this module for the CLI, the tests and the benchmarks.
SheetKind, new_state, setup_sheet, _json_script = (game_sites.SheetKind, game_sites.new_state, game_sites.setup_sheet,
                                                   game_sites.json_script)


def sheet_kind(gid):
    """The printed setup sheet of the game ``gid``, or None."""
    site = game_sites.SITES.get(gid)
    return site.sheet if site else None


def _rule_key(rid):
    return [int(n) for n in rid.split(".")]


def other_forms(term):
    """The other forms a glossary term links from, as its entry lists them: its aliases in order, less any that is
    only the headword (or an earlier alias) in other letters (before: "Cell (cell)")."""
    seen, forms = {term["term"].lower()}, []
    for alias in term.get("aliases", []):
        if alias.lower() not in seen:
            seen.add(alias.lower())
            forms.append(alias)
    return forms


def learn_data(gid, files):
    """What every game's learning pages share: reference sections (sorted, with depth and examples), glossary
    terms (by name, each with its rules in the rulebook's order), scripted examples, player aids."""
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
    # A rulebook section that the reference does not hold but an example replays whole (Uruguay's 8.0, the
    # rulebook's example of play): its number links to that example, like any other rule number.
    known = {sec["id"] for sec in sections}
    replayed = {ex["rule"]: f"{gid}/examples/{ex['id']}/index.html" for ex in scripts
                if ex.get("rule") and ex["rule"] not in known}
    return {"id": gid, "sections": sections, "examples": scripts, "replayed": replayed, "aids": files.get("aids", {}).get("aids", []),
            "terms": sorted(({**t, "forms": other_forms(t), "rules": sorted(t.get("rules", []), key=_rule_key)}
                             for t in files.get("glossary", {}).get("terms", [])), key=lambda t: t["term"].lower()),
            "roles": {r["id"]: r["name"] for r in game.get("roles", [])},
            "computer": computer_mod.data(files),
            "spaces": files.get("map", {}).get("spaces", [])}


def gather(content, base_url, pages=True):
    """Stage 3: collect what the pages need, computed once (``pages=False``: a sheet's or packet's PDF only)."""
    import engine
    from engine import content as engine_content
    from engine import examples
    engine_content.clear_cache()
    games, learn, samples = [], {}, {}
    for gid, files in sorted(content.items()):
        info = dict(files["game"])
        info["cards_by_id"] = {c["id"]: c for c in files.get("cards", {}).get("cards", [])}
        info["has_site"] = ((render_mod.TEMPLATES / gid / "index.html").is_file() and gid in engine.game_ids()
                            and gid in game_sites.SITES and game_sites.SITES[gid].data is not None)
        games.append(info)
        for script in files.get("examples", []) if pages else ():
            try:
                examples.play(gid, script)          # an example the engine cannot replay stops the build here
            except examples.ExampleError as err:
                raise BuildError(f"content/{gid}/examples: {err}") from None
        if info["has_site"]:
            # each example page's first board (step 1's, as its steps file has it) is added by frames.prebuild
            learn[gid] = {**learn_data(gid, files), **game_sites.SITES[gid].data(engine, files), "example_boards": {}}
            computer_mod.add_nav(learn[gid])
            kind = sheet_kind(gid)
            samples[gid] = [setup_sheet(gid, args) for args in kind.samples] if kind and pages else []
    return {"games": games, "by_id": {g["id"]: g for g in games}, "base_url": public_base(base_url, _warn),
            "samples": samples, "seed_help": engine.SEED_HELP, "learn": learn}


def _qr(link):
    import segno
    return segno.make(link, error="m").png_data_uri(scale=4, border=2)


def render_sheet_html(env, ctx, sheet, paper):
    """Return a setup sheet's standalone HTML: its permalink and QR code with a public address, else its path."""
    gid = sheet["game"]
    kind = sheet_kind(gid)
    link = kind.permalink(ctx["base_url"] or "", sheet)
    return env.get_template(kind.template).render(
        root=str(STATIC.parent) + "/", css_dir=(STATIC / "css").as_uri() + "/", game=ctx["by_id"][gid],
        learn=ctx["learn"][gid], sheet=sheet, paper=paper, permalink=link, qr=_qr(link) if ctx["base_url"] else None,
        board_svg=board_html(kind.board(ctx, sheet), paper=paper))


def sheet_pdf(ctx, sheet, paper):
    """Return PDF bytes of the setup sheet record ``sheet`` on ``paper`` ('A4' or 'letter')."""
    env = render_mod.environment()
    return render_pdf(render_sheet_html(env, ctx, sheet, paper), base_url=STATIC.as_uri() + "/")


def _sample_sheets(ctx, gid, out, pdf):
    """Write the sample setup sheets of ``gid`` as PDFs (A4 and Letter; none with ``pdf`` false); return their list
    for the pages, each with its PDFs' file names (``files``) and the query of its web page (``query``)."""
    kind, samples = sheet_kind(gid), []
    for sheet in ctx["samples"][gid]:
        files = {}
        for paper, css in PAPERS.items() if pdf else ():
            name = kind.page + kind.file_name(sheet, paper)
            out[name] = sheet_pdf(ctx, sheet, css)
            files[paper] = name.split("/")[-1]
        query = "&".join(f"{k}={v}" for k, v in kind.args(sheet).items())       # the sheet's page: ?seed=…
        samples.append({**kind.args(sheet), "fingerprint": sheet["fingerprint"], "files": files, "query": query})
    return samples


def _learning_pages(ctx, env, page, out, gid, pdf):
    """The pages every game with a site has (templates in learn/, or the game's own when it has one)."""
    learn, game = ctx["learn"][gid], ctx["by_id"][gid]
    linker = render_mod.Linker(f"{gid}/rules/index.html", f"{gid}/cards/index.html", f"{gid}/glossary/index.html",
                               [sec["id"] for sec in learn["sections"]],
                               learn.get("card_links", []), learn["terms"], learn.get("card_name_links", []),
                               learn.get("replayed", {}))
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
                css_dir=(STATIC / "css").as_uri() + "/", aid=aid, game=game, paper=css, tables=learn.get("aid_tables", {}))
            out[name] = render_pdf(html, base_url=STATIC.as_uri() + "/")
            printables.append({"aid": aid["id"], "paper": paper, "file": name.split("/")[-1]})
        path = f"{gid}/print/aid-{aid['id']}.html"      # the same aid as a web page, printed by the browser alike
        out[path] = env.get_template("learn/aid.html").render(
            css_dir=render_mod.page_root(path) + "assets/css/", aid=aid, game=game, paper="A4",
            tables=learn.get("aid_tables", {})).encode("utf-8")
    solo = computer_mod.print_aid(env, gid, learn, game, out, pdf, STATIC)      # the computer's lists, printed
    samples = _sample_sheets(ctx, gid, out, pdf)
    page(f"{gid}/print/index.html", template("print"), title=f"Print: {short}", printables=printables,
         samples=samples, solo=solo, pdfs=pdf, **common)
    if game_sites.SITES[gid].pages:
        game_sites.SITES[gid].pages(ctx, page, samples, common)
    packet_mod.page(ctx, page, gid, common)
    computer_mod.page(ctx, page, gid, common, printed=solo)


def render_site(ctx, wheel_name, wheel_bytes, pdf=True, boots=None):
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
            root=root, page_path=path, games=ctx["games"], wheel_url=wheel_url,
            engine_boot=snapshot_mod.boot_json(root, wheel_url, (boots or {}).get(path.split("/")[0], {})), **extra)
        out[path] = html.encode("utf-8")

    page("index.html", "index.html", title="Tablero")
    page("search/index.html", "search.html", title="Search", lookup=_search_lookup(ctx))
    for game in ctx["games"]:
        if game["has_site"]:
            _learning_pages(ctx, env, page, out, game["id"], pdf)
            out.update(ctx["learn"][game["id"]].get("files", {}))       # a game's own files ({path: bytes})
    return out


def _copy_tree(src, dst):
    for path in sorted(src.rglob("*")):
        if path.is_file():
            target = dst / path.relative_to(src)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)


def _search_lookup(ctx):
    """What a rule number or card id typed into search opens first: [game, id, title, page] of every rule
    section and card of every game with a site."""
    rows = []
    for gid, learn in sorted(ctx["learn"].items()):
        short = ctx["by_id"][gid]["short_title"]
        rows += [[short, sec["id"], sec["title"], f"{gid}/rules/index.html#{sec['id']}"] for sec in learn["sections"]]
        if learn.get("card_links"):
            rows += [[short, c["id"], c["title"], f"{gid}/cards/index.html#{c['id']}"] for c in learn["cards"]]
    return rows


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


def write(files, out, pyodide_dir=PYODIDE_DIR, sections=("uruguay",), before_swap=None):
    """Stage 5: write ``files`` plus static assets and Pyodide into a temp folder, index the game
    ``sections`` for search, then swap it in. ``before_swap``: called when all is written, just before the swap
    (a failure there leaves the old output, and so does a swap that fails: the old output is put back)."""
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
        try:
            fingerprint_mod.apply(tmp)                          # hashed script URLs, module preloads
        except fingerprint_mod.FingerprintError as err:
            raise BuildError(str(err)) from None
        for name in PYODIDE_FILES:
            (tmp / "pyodide").mkdir(exist_ok=True)
            shutil.copy2(pyodide_dir / name, tmp / "pyodide" / name)
        _search_index(tmp, sections)
        (tmp / "build-info.json").write_text(json.dumps(
            {"files": sorted(files), "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}, indent=1) + "\n")
        if before_swap is not None:
            before_swap()
        old = None
        try:
            if out.exists():
                old = out.parent / f".{out.name}-old-{os.getpid()}"
                os.rename(out, old)
            os.rename(tmp, out)
        except OSError as err:
            if old is not None and not out.exists():
                os.rename(old, out)                 # the old output back where it was, with its files
            raise BuildError(f"the new site could not be put in place at {out} ({err.strerror or err}); "
                             "the old output is kept") from None
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out


def build(out=DIST, overlay=None, base_url=DEFAULT_BASE_URL, pdf=True, pyodide_dir=None, checkout=True):
    """Run the whole build; return {out, seconds, files}. Raises ContentError or BuildError, output untouched.
    The engine's data (``engine/data``'s files) is made and shipped from memory; the checkout's engine/data is
    written only once the whole site is written, just before it is swapped in, so a build that fails or is
    stopped on the way leaves it as it was. ``checkout=False`` (a build into a folder of one's own, ``--out``):
    the checkout's engine/data and .cache/ are left as they are (new snapshots are not cached)."""
    start = time.perf_counter()
    pyodide_dir = pyodide_dir or PYODIDE_DIR
    content = content_mod.load(overlay=overlay)                 # 1-2: load and validate (raises on problems)
    from engine import content as engine_content
    texts = content_mod.engine_texts(content)                   # the engine's data, from the same content:
    engine_content.stage(texts)                                 # used from memory until the build has gone well
    data = {f"{gid}.json": text for gid, text in texts.items()}
    try:
        ctx = gather(content, base_url)                         # 3: gather
        extra = frames_mod.prebuild(ctx, data)                  # example frames beside their pages
        wheel_name, wheel_bytes, engine_files, boots, warning = snapshot_mod.engine_assets(
            pyodide_dir, ROOT / "engine", sorted(ctx["learn"]), data=data, keep=checkout)
        if warning:
            print(f"warning: {warning}", file=sys.stderr)
        files = {**render_site(ctx, wheel_name, wheel_bytes, pdf=pdf, boots=boots), **extra, **engine_files}  # 4
        with content_mod.EngineDataTransaction() if checkout else contextlib.nullcontext():   # on failure: old data
            write(files, out, pathlib.Path(pyodide_dir), sorted(ctx["learn"]),           # 5: write (atomic swap)
                  before_swap=(lambda: content_mod.write_engine_data(data)) if checkout else None)
    finally:
        engine_content.unstage()
    return {"out": str(out), "seconds": time.perf_counter() - start, "files": len(files)}
