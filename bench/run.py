"""Benchmarks (figures, not pass/fail): run with ./build.sh bench, paste the output into docs/BENCHMARKS.md.

Measures: Uruguay decks per second (CPython), engine-ready time of the deck page in headless Chromium
(cold: a fresh browser context; warm: a reload in the same context), setup-sheet PDF render time, the
full build time, and Paraguay's engine figures (bench/paraguay.py). Every figure is the median of several runs, printed with the date and machine.

``bench/run.py pages [--old DIR]`` measures only the page start-up figures (issue 10) with a persistent
browser profile (cold: a new profile; warm: the next visit in the same profile, whose disk cache keeps the
files and the compiled WebAssembly), and with ``--old`` the same figures for another build (e.g. dist/ of an
older commit) in the same run, alternating, with the ratio new/old.
"""

import datetime
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from generator import build as b  # noqa: E402
from generator import content  # noqa: E402
from generator.serve import make_server  # noqa: E402
from host import machine  # noqa: E402

RUNS = 5


def median_of(fn, runs=RUNS):
    values = [fn() for _ in range(runs)]
    return statistics.median(values), values


def decks_per_second(n=2000):
    start = time.perf_counter()
    for seed in range(n):
        engine.setup("uruguay", seed)
    return n / (time.perf_counter() - start)


def pdf_seconds(ctx):
    sheet = engine.get_game("uruguay").setup_sheet(engine.setup("uruguay", 42))
    start = time.perf_counter()
    b.sheet_pdf(ctx, sheet, "A4")
    return time.perf_counter() - start


def packet_pdf_seconds(tables=64):
    """The whole command: python -m generator packet uruguay --tables 64 --pdf (one document); (wall, CPU)
    seconds, CPU being user + system time of the command (a busy shared machine inflates the wall time)."""
    import resource
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "generator", "packet", "uruguay", "--event-seed", "2026", "--tables",
                        str(tables), "--pdf", f"{tmp}/p.pdf"], cwd=ROOT, check=True, capture_output=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def packet_list_seconds(tables=64, runs=RUNS):
    """The packet page: from the form's submit (engine ready) to the 64-table list shown, in headless Chromium."""
    from engine import packet
    from playwright.sync_api import sync_playwright
    server = make_server(b.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/uruguay/packet/index.html?event_seed=1&tables=1"
    times = []
    with sync_playwright() as p:
        kwargs = {"args": ["--no-sandbox", "--disable-gpu"]}
        if os.path.exists("/usr/bin/chromium"):
            kwargs["executable_path"] = "/usr/bin/chromium"
        browser = p.chromium.launch(**kwargs)
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-printable]", timeout=120_000)
        for event in range(100, 100 + runs):
            fp = packet.packet("uruguay", event, tables, full=False)["fingerprint"]
            page.fill("#event_seed", str(event))
            page.fill("#tables", str(tables))
            start = time.perf_counter()
            page.click("button[type=submit]")
            page.wait_for_selector(f"body[data-packet='{fp}']", state="attached", timeout=120_000)
            times.append(time.perf_counter() - start)
            page.wait_for_selector(f"body[data-printable='{fp}']", state="attached", timeout=120_000)
        browser.close()
    server.shutdown()
    return times


def build_seconds():
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "generator", "build"], cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - start


def game_seconds(game="uruguay", options=None):
    from engine import fuzz
    times = []
    for seed in range(1, 21):
        start = time.perf_counter()
        fuzz.playout(game, seed, check_every=0, check_replay=False, options=options)
        times.append(time.perf_counter() - start)
    return times


def pyodide_games(game="uruguay", players=0):
    out = subprocess.run(["node", str(ROOT / "bench" / "pyodide_fuzz.mjs"), "20", game, str(players)], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    import json
    return json.loads(out.stdout.strip().splitlines()[-1])


def browser_ready(path="uruguay/deck/?seed=42", ready="#sheet[data-seed='42']"):
    from playwright.sync_api import sync_playwright
    server = make_server(b.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{path}"
    cold, warm = [], []
    with sync_playwright() as p:
        kwargs = {"args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                           "--disable-component-update", "--disable-sync", "--no-first-run"]}
        if os.path.exists("/usr/bin/chromium"):
            kwargs["executable_path"] = "/usr/bin/chromium"
        browser = p.chromium.launch(**kwargs)
        for _ in range(RUNS):
            context = browser.new_context()
            page = context.new_page()
            for bucket in (cold, warm):
                start = time.perf_counter()
                if bucket is cold:
                    page.goto(url)
                else:
                    page.reload()         # a real second load (a same-URL goto with a #hash would not reload)
                page.wait_for_selector(ready, timeout=120_000)
                bucket.append(time.perf_counter() - start)
            context.close()
        browser.close()
    server.shutdown()
    return cold, warm


def main():
    print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"Machine: {machine()}")
    dps, runs = median_of(decks_per_second)
    print(f"Uruguay decks per second (CPython, engine.setup, 2,000 seeds a run): median {dps:,.0f} "
          f"(runs: {', '.join(f'{v:,.0f}' for v in runs)})")
    ctx = b.gather(content.load(), b.DEFAULT_BASE_URL)
    pdf_seconds(ctx)  # first render loads fonts; measured separately below
    med, runs = median_of(lambda: pdf_seconds(ctx))
    print(f"Setup sheet PDF render (A4, warm process): median {med * 1000:.0f} ms "
          f"(runs: {', '.join(f'{v * 1000:.0f}' for v in runs)})")
    runs = [packet_pdf_seconds() for _ in range(3)]
    print(f"Tournament packet, Uruguay, 64 tables, one PDF (the whole CLI command): median wall "
          f"{statistics.median(w for w, _ in runs):.1f} s, median CPU {statistics.median(c for _, c in runs):.1f} s "
          f"(runs, wall/CPU: {', '.join(f'{w:.1f}/{c:.1f}' for w, c in runs)})")
    print_bench(runs=3)                 # every sheet and packet from the command line (issue 26.7)
    browser_packet_print()              # the packet page's own print of 16 Paraguay tables (issue 26.4)
    times = packet_list_seconds()
    print(f"Packet page, 64-table list after the engine is ready (submit -> list shown, headless Chromium): median "
          f"{statistics.median(times):.2f} s (runs: {', '.join(f'{v:.2f}' for v in times)})")
    med, runs = median_of(build_seconds)
    print(f"Full build (python -m generator build: pages, 8 PDFs, search index): median {med:.2f} s "
          f"(runs: {', '.join(f'{v:.2f}' for v in runs)})")
    times = game_seconds()
    print(f"Uruguay random game, CPython (engine.fuzz playout, 20 games): median {statistics.median(times) * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})")
    py = pyodide_games()
    print(f"Uruguay random game inside Pyodide {py['python']} (Node, 20 games): median {py['median_ms']:.0f} ms "
          f"(min {py['min_ms']:.0f}, max {py['max_ms']:.0f}; median {py['median_moves']:.0f} moves a game)")
    for n in (2, 4, 7):
        times = game_seconds("junta", {"players": n})
        print(f"Junta random whole coup, {n} players, CPython (20 coups): median {statistics.median(times) * 1000:.0f} ms "
              f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})")
        py = pyodide_games("junta", n)
        print(f"Junta random whole coup, {n} players, inside Pyodide (Node, 20 coups): median {py['median_ms']:.0f} ms "
              f"(min {py['min_ms']:.0f}, max {py['max_ms']:.0f}; median {py['median_moves']:.0f} moves a coup)")
    sys.path.insert(0, str(ROOT / "bench"))
    import paraguay                     # noqa: E402  (bench/paraguay.py: its own figures, printed here)
    paraguay.report(5, 3)
    cold, warm = browser_ready("uruguay/examples/example-of-play/index.html#step-16", "#stepper[data-shown='16']")
    print(f"Example stepper, navigation to a usable board at step 16 (headless Chromium): cold median "
          f"{statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); warm median "
          f"{statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")
    cold, warm = browser_ready("junta/scenario/index.html?seed=42&players=5", "#sheet[data-seed='42']")
    print(f"Junta coup setup page, navigation to sheet shown (headless Chromium): cold median "
          f"{statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); warm median "
          f"{statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")
    cold, warm = browser_ready("junta/examples/a-complete-coup/index.html#step-10", "#stepper[data-shown='10']")
    print(f"Junta example stepper, navigation to a usable board at step 10: cold median "
          f"{statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); warm median "
          f"{statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")
    cold, warm = browser_ready("paraguay/examples/a-whole-turn/index.html#step-11", "#stepper[data-shown='11']")
    print(f"Paraguay example stepper (whole turn), navigation to a usable map at step 11: cold median "
          f"{statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); warm median "
          f"{statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")
    cold, warm = browser_ready()
    print(f"Deck page, navigation to deck shown (headless Chromium, localhost): cold median "
          f"{statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); warm median "
          f"{statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")


# (label, path, what shows it is done) for the page figures; the example figure also counts bytes
PAGES = [
    ("example stepper usable at step 16 (Uruguay, example of play)",
     "uruguay/examples/example-of-play/index.html#step-16", "#stepper[data-shown='16']"),
    ("engine ready, Uruguay sandbox", "uruguay/sandbox/index.html?seed=42", "body[data-engine='ready']"),
    ("deck shown for ?seed=42", "uruguay/deck/index.html?seed=42", "#sheet[data-seed='42']"),
    ("coup sheet shown for ?seed=42&players=5", "junta/scenario/index.html?seed=42&players=5", "#sheet[data-seed='42']"),
    ("example stepper usable at step 11 (Paraguay, whole turn)",
     "paraguay/examples/a-whole-turn/index.html#step-11", "#stepper[data-shown='11']"),
]


def _chromium_kwargs():
    kwargs = {"args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                       "--disable-component-update", "--disable-sync", "--no-first-run"]}
    if os.path.exists("/usr/bin/chromium"):
        kwargs["executable_path"] = "/usr/bin/chromium"
    return kwargs


def page_visits(p, base, path, ready):
    """One new browser profile: a cold visit, then a warm one (the next visit in the same profile, after a
    restart of the browser so only the disk cache helps). Returns (cold s, warm s, bytes before ready cold)."""
    import tempfile
    out = []
    with tempfile.TemporaryDirectory(prefix="tablero-profile-") as profile:
        for visit in ("cold", "warm"):
            context = p.chromium.launch_persistent_context(profile, **_chromium_kwargs())
            page = context.pages[0] if context.pages else context.new_page()
            finished = []
            context.on("requestfinished", lambda r: finished.append(r))
            page.goto("about:blank")
            start = time.perf_counter()
            page.goto(base + path)
            page.wait_for_selector(ready, timeout=180_000)
            seconds = time.perf_counter() - start
            before = list(finished)
            page.wait_for_selector("body[data-engine]", timeout=180_000)   # let the engine finish before closing
            size = 0
            for r in before:
                try:
                    size += r.sizes()["responseBodySize"]
                except Exception:
                    pass
            out.append((seconds, size))
            context.close()
    return out[0][0], out[1][0], out[0][1]


# Notes, from inside the page, the moment the ready selector first matches (performance.now(): milliseconds
# since that navigation started), so the figure is the page's own and holds none of the harness's overhead.
READY_CLOCK = """(() => { const sel = %s; const note = () => { if (window.__tableroReady === undefined
  && document.querySelector(sel)) window.__tableroReady = performance.now(); };
  new MutationObserver(note).observe(document, { subtree: true, attributes: true, childList: true }); })();"""


def visitor_visits(p, base, elsewhere, path, ready, pause=3.0):
    """A visitor's browser, already running (it has just shown a page of another site, ``elsewhere``), with a
    new profile: a cold visit, a few seconds' reading, the site's home page, then the same page again (warm,
    from the browser's cache, without a restart). Returns ((cold in-page s, cold wall s), (warm in-page s,
    warm wall s)); in-page is the page's own clock from navigation start to the ready selector."""
    import json
    import tempfile
    out = []
    with tempfile.TemporaryDirectory(prefix="tablero-profile-") as profile:
        context = p.chromium.launch_persistent_context(profile, **_chromium_kwargs())
        context.add_init_script(READY_CLOCK % json.dumps(ready))
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(elsewhere)
        time.sleep(1.0)                         # the browser has been up a while, as a visitor's has
        for _ in ("cold", "warm"):
            start = time.perf_counter()
            page.goto(base + path)
            page.wait_for_selector(ready, timeout=180_000)
            wall = time.perf_counter() - start
            out.append((page.evaluate("window.__tableroReady") / 1000, wall))
            page.wait_for_selector("body[data-engine]", timeout=180_000)
            time.sleep(pause)                   # reading the page: the browser may write its caches meanwhile
            page.goto(base + "index.html")
        context.close()
    return out[0], out[1]


def visitor_bench(runs=RUNS):
    """The start-up figures as a visitor meets them (``visitor_visits``), medians of ``runs``."""
    import tempfile
    from playwright.sync_api import sync_playwright
    other = pathlib.Path(tempfile.mkdtemp(prefix="tablero-elsewhere-"))
    (other / "index.html").write_text("<!doctype html><title>Another site</title><p>Another site.", encoding="utf-8")
    servers = []
    for folder in (b.DIST, other):
        server = make_server(folder, port=0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
    base = f"http://127.0.0.1:{servers[0].server_address[1]}/"
    elsewhere = f"http://127.0.0.1:{servers[1].server_address[1]}/"       # another origin: no cache shared
    results = {label: {"cold": [], "warm": [], "cold_wall": [], "warm_wall": []} for label, _, _ in PAGES}
    with sync_playwright() as p:
        for _ in range(runs):
            for label, path, ready in PAGES:
                (cold, cold_wall), (warm, warm_wall) = visitor_visits(p, base, elsewhere, path, ready)
                r = results[label]
                r["cold"].append(cold)
                r["warm"].append(warm)
                r["cold_wall"].append(cold_wall)
                r["warm_wall"].append(warm_wall)
    for server in servers:
        server.shutdown()
    shutil.rmtree(other)
    med = statistics.median
    runs_of = lambda xs: ", ".join(f"{v:.2f}" for v in xs)           # noqa: E731
    for label, _, _ in PAGES:
        r = results[label]
        print(f"{label} [a visitor's running browser, in-page clock]: cold median {med(r['cold']):.2f} s (runs: "
              f"{runs_of(r['cold'])}); warm median {med(r['warm']):.2f} s (runs: {runs_of(r['warm'])}); "
              f"harness wall: cold {med(r['cold_wall']):.2f} s, warm {med(r['warm_wall']):.2f} s")
    return results


def pages_bench(old=None, runs=RUNS):
    """Start-up figures of the built site (and of ``old``, another build, in the same run)."""
    from playwright.sync_api import sync_playwright
    sites = {"new": b.DIST}
    if old:
        sites["old"] = pathlib.Path(old)
    servers, bases = [], {}
    for name, folder in sites.items():
        server = make_server(folder, port=0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        bases[name] = f"http://127.0.0.1:{server.server_address[1]}/"
    results = {(name, label): {"cold": [], "warm": [], "bytes": []} for name in sites for label, _, _ in PAGES}
    with sync_playwright() as p:
        for _ in range(runs):
            for label, path, ready in PAGES:
                for name in sites:                  # alternate new and old so both see the same machine load
                    cold, warm, size = page_visits(p, bases[name], path, ready)
                    r = results[(name, label)]
                    r["cold"].append(cold)
                    r["warm"].append(warm)
                    r["bytes"].append(size)
    for server in servers:
        server.shutdown()
    med = statistics.median
    for label, _, _ in PAGES:
        for name in sites:
            r = results[(name, label)]
            print(f"{label} [{name}]: cold median {med(r['cold']):.2f} s (runs: "
                  f"{', '.join(f'{v:.2f}' for v in r['cold'])}); warm median {med(r['warm']):.2f} s (runs: "
                  f"{', '.join(f'{v:.2f}' for v in r['warm'])}); bytes before it showed, cold: median "
                  f"{med(r['bytes']) / 1e6:.2f} MB")
        if old:
            n, o = results[("new", label)], results[("old", label)]
            print(f"  ratio new/old: cold {med(n['cold']) / med(o['cold']):.3f}, warm {med(n['warm']) / med(o['warm']):.3f}, "
                  f"bytes {med(n['bytes']) / max(med(o['bytes']), 1):.3f}")
    return results


# ----- printing (issue 26.7): the whole CLI process, as a user runs it -----
PRINT_SHEETS = [("Uruguay deck sheet", ["deck", "uruguay", "--seed", "42"]),
                ("Junta coup sheet, 5 players", ["scenario", "--seed", "42", "--players", "5"]),
                ("Guerilla deal sheet (default players)", ["deal", "guerilla", "--seed", "42"]),
                ("Paraguay setup sheet", ["setup", "paraguay", "--seed", "42"])]
PRINT_PACKETS = [("Paraguay packet, 16 tables", "paraguay", 16)] + [
    (f"{g.capitalize()} packet, 64 tables", g, 64) for g in ("uruguay", "junta", "guerilla", "paraguay")]


def cli_run(tree, args, out):
    """One ``python -m generator ARGS --pdf OUT`` in ``tree``: (wall s, CPU s of the process, PDF bytes)."""
    import resource
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "generator", *args, "--pdf", out], cwd=tree, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, os.path.getsize(out)


def print_bench(old=None, runs=3, only=None):
    """Sheets and packets from the command line, medians of ``runs``; with ``old`` (another checkout, e.g. the
    commit before) the same commands there, alternating run by run, so both meet the same load."""
    import tempfile
    trees = [("new", ROOT)] + ([("old", pathlib.Path(old))] if old else [])
    cases = [(label, args) for label, args in PRINT_SHEETS] + [
        (label, ["packet", game, "--event-seed", "2026", "--tables", str(n)]) for label, game, n in PRINT_PACKETS]
    med = statistics.median
    with tempfile.TemporaryDirectory() as tmp:
        for label, args in cases:
            if only and not any(word.lower() in label.lower() for word in only):
                continue
            got = {name: [] for name, _ in trees}
            for _ in range(runs):
                for name, tree in trees:
                    got[name].append(cli_run(tree, args, f"{tmp}/{name}.pdf"))
            for name, _ in trees:
                rs = got[name]
                print(f"{label} ({name}): `python -m generator {' '.join(args)} --pdf F`: median wall "
                      f"{med(r[0] for r in rs):.2f} s, CPU {med(r[1] for r in rs):.2f} s, {rs[-1][2] / 1e6:.2f} MB "
                      f"(runs wall/CPU: {', '.join(f'{w:.1f}/{c:.1f}' for w, c, _ in rs)}); "
                      f"load {os.getloadavg()[0]:.1f}", flush=True)


def browser_packet_print(tables=16, runs=3):
    """The packet page's own print (Playwright's page.pdf, headless Chromium) of a Paraguay packet: seconds and MB
    (issue 26.4: under 30 MB for 16 tables), from the page ready to print (every map's picture drawn)."""
    from playwright.sync_api import sync_playwright
    import tempfile
    server = make_server(b.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = (f"http://127.0.0.1:{server.server_address[1]}/paraguay/packet/index.html?event_seed=2026&tables={tables}"
           "&same=0&paper=a4")
    got = []
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
            browser = p.chromium.launch(**_chromium_kwargs())
            for _ in range(runs):
                page = browser.new_page()
                page.goto(url)
                page.wait_for_selector("body[data-printable]", state="attached", timeout=600_000)
                page.wait_for_function("() => document.querySelectorAll('.packet-table .sheet').length > 0 && "
                                       "[...document.querySelectorAll('.packet-table .sheet')].every("
                                       "s => s.dataset.printMap === 'ready')", timeout=600_000)
                page.emulate_media(media="print")
                start = time.perf_counter()
                page.pdf(path=f"{tmp}/p.pdf", format="A4")
                got.append((time.perf_counter() - start, os.path.getsize(f"{tmp}/p.pdf")))
                page.close()
            browser.close()
    finally:
        server.shutdown()
    med = statistics.median
    print(f"Paraguay packet page, {tables} tables, the browser's print (page.pdf, headless Chromium): median "
          f"{med(t for t, _ in got):.1f} s, {med(n for _, n in got) / 1e6:.1f} MB (runs: "
          f"{', '.join(f'{t:.1f} s/{n / 1e6:.1f} MB' for t, n in got)}); load {os.getloadavg()[0]:.1f}", flush=True)
    return got


def snapshot_transfer(runs=RUNS):
    """Localhost: fetching the gzipped snapshot and inflating it in the browser vs fetching it raw (a fresh
    browser context each time, so nothing comes from the cache). Returns (gz runs, raw runs) in seconds."""
    import gzip
    import re
    from playwright.sync_api import sync_playwright
    page_html = (b.DIST / "uruguay" / "deck" / "index.html").read_text(encoding="utf-8")
    gz = re.search(r'"snapshot": "(?:\.\./)*([^"]+)"', page_html).group(1)
    raw = "assets/engine/snapshot-raw-bench.bin"
    (b.DIST / raw).write_bytes(gzip.decompress((b.DIST / gz).read_bytes()))
    server = make_server(b.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    times = {"gz": [], "raw": []}
    js = """async (url) => { const t = performance.now(); const r = await fetch(url);
      let body = r.body; if (url.endsWith('.gz')) body = body.pipeThrough(new DecompressionStream('gzip'));
      const n = (await new Response(body).arrayBuffer()).byteLength; return [performance.now() - t, n]; }"""
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**_chromium_kwargs())
            for _ in range(runs):
                for kind, path in (("gz", gz), ("raw", raw)):
                    context = browser.new_context()
                    page = context.new_page()
                    page.goto(base + "index.html")
                    ms, n = page.evaluate(js, base + path)
                    times[kind].append(ms / 1000)
                    context.close()
            browser.close()
    finally:
        server.shutdown()
        (b.DIST / raw).unlink()
    med = statistics.median
    print(f"Snapshot transfer on localhost: gzip ({(b.DIST / gz).stat().st_size / 1e6:.1f} MB) + inflate median "
          f"{med(times['gz']):.3f} s (runs: {', '.join(f'{v:.3f}' for v in times['gz'])}); raw ({n / 1e6:.1f} MB) median "
          f"{med(times['raw']):.3f} s (runs: {', '.join(f'{v:.3f}' for v in times['raw'])})")
    return times


if __name__ == "__main__":
    if sys.argv[1:2] == ["bots"]:
        sys.path.insert(0, str(ROOT / "bench"))
        import bots as bots_bench         # bench/bots.py: strength and speed of the computer opponents
        bots_bench.main(sys.argv[2:])
    elif sys.argv[1:2] == ["print"]:       # bench/run.py print [--old DIR] [--runs N] [--only WORD,...]
        rest = sys.argv[2:]
        print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
        print(f"Machine: {machine()}; load average {os.getloadavg()[0]:.1f} at the start")
        if "--browser" in rest:
            browser_packet_print()
        print_bench(rest[rest.index("--old") + 1] if "--old" in rest else None,
                    int(rest[rest.index("--runs") + 1]) if "--runs" in rest else 3,
                    rest[rest.index("--only") + 1].split(",") if "--only" in rest else None)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
    elif sys.argv[1:2] == ["transfer"]:
        snapshot_transfer()
    elif sys.argv[1:2] == ["pages"]:
        print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
        print(f"Machine: {machine()}; load average {os.getloadavg()[0]:.1f} at the start")
        rest = sys.argv[2:]
        if "--visitor" in rest:
            visitor_bench()
        else:
            pages_bench(rest[rest.index("--old") + 1] if "--old" in rest else None)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
    else:
        main()
