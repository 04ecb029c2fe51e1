"""Benchmarks (figures, not pass/fail): run with ./build.sh bench, paste the output into docs/BENCHMARKS.md.

Measures: Uruguay decks per second (CPython), engine-ready time of the deck page in headless Chromium
(cold: a fresh browser context; warm: a reload in the same context), setup-sheet PDF render time, and the
full build time. Every figure is the median of several runs, printed with the date and machine.
"""

import datetime
import os
import pathlib
import platform
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

RUNS = 5


def machine():
    cpu = "unknown CPU"
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{os.cpu_count()} cores, {cpu}, {mem:.0f} GiB, {platform.system()} {platform.release()}, " \
           f"Python {platform.python_version()}"


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
    cold, warm = browser_ready()
    print(f"Deck page, navigation to deck shown (headless Chromium, localhost): cold median "
          f"{statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); warm median "
          f"{statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")


if __name__ == "__main__":
    main()
