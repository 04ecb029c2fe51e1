"""Paraguay's page benchmarks (figures, not pass/fail): ``python bench/paraguay_pages.py [runs]`` on a built dist/.

Measures: the map drawn for a view (CPython, first drawing of the process and later ones) and its size; the
setup-sheet PDF (WeasyPrint, A4); in headless Chromium, the sandbox page until its first answer is shown (cold:
a fresh browser context), one random move and one "play on to the next segment" round trip, and the setup page
until its sheet and map are filled. Every figure is the median of ``runs`` (default 3), with the machine.
"""

import datetime
import os
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import engine  # noqa: E402
from bench.host import machine  # noqa: E402
from generator import build as b  # noqa: E402
from generator import content  # noqa: E402
from generator.serve import make_server  # noqa: E402

SEED = 1865
T = 180_000


def map_render():
    """(first drawing s, median later drawing s, SVG characters) for the Paraguayan view of a set-up."""
    from engine.games.paraguay import svg
    game = engine.get_game("paraguay")
    board = game.view(engine.setup("paraguay", SEED), "paraguayan")["board"]
    svg._CACHE.clear()
    start = time.perf_counter()
    text = game.render(board, "paraguayan", ())
    first = time.perf_counter() - start
    later = []
    for _ in range(10):
        start = time.perf_counter()
        game.render(board, "paraguayan", ())
        later.append(time.perf_counter() - start)
    return first, statistics.median(later), len(text)


def sheet_pdf(runs):
    ctx = b.gather(content.load(), None)
    sheet = b.setup_sheet("paraguay", {"seed": SEED})
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        b.sheet_pdf(ctx, sheet, "A4")
        times.append(time.perf_counter() - start)
    return times


def browser(runs):
    """Sandbox ready (cold), random move, next segment, setup page filled: lists of seconds."""
    from playwright.sync_api import sync_playwright
    server = make_server(b.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/paraguay/"
    out = {"sandbox ready": [], "random move": [], "next segment": [], "setup page filled": []}
    with sync_playwright() as p:
        kwargs = {"args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]}
        if os.path.exists("/usr/bin/chromium"):
            kwargs["executable_path"] = "/usr/bin/chromium"
        br = p.chromium.launch(**kwargs)
        for k in range(runs):
            ctx = br.new_context()
            page = ctx.new_page()
            start = time.perf_counter()
            page.goto(f"{base}sandbox/index.html?seed={SEED + k}&view=paraguayan")
            page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)
            out["sandbox ready"].append(time.perf_counter() - start)
            for key, button in (("random move", "#random-move"), ("next segment", "#next-card")):
                moves = page.get_attribute("#sandbox", "data-moves")
                start = time.perf_counter()
                page.click(button)
                page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'",
                                       timeout=T)
                out[key].append(time.perf_counter() - start)
            page.goto(f"{base}setup/index.html?seed={SEED + k}")
            start = time.perf_counter()
            page.wait_for_selector(f"#sheet[data-seed='{SEED + k}'] .setup-diagram svg", timeout=T)
            out["setup page filled"].append(time.perf_counter() - start)
            ctx.close()
        br.close()
    server.shutdown()
    return out


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    load = os.getloadavg()[0]
    print(f"## {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC — Paraguay pages — {machine()}, "
          f"load {load:.1f}")
    first, later, size = map_render()
    print(f"- map drawn for a view (CPython): first {first * 1000:.0f} ms, then {later * 1000:.0f} ms median; "
          f"{size / 1000:.0f} kB of SVG")
    times = sheet_pdf(runs)
    print(f"- setup-sheet PDF, A4 (WeasyPrint): {statistics.median(times):.1f} s median "
          f"({', '.join(f'{t:.1f}' for t in times)})")
    for key, values in browser(runs).items():
        print(f"- {key} (headless Chromium): {statistics.median(values):.2f} s median "
              f"({', '.join(f'{t:.2f}' for t in values)})")


if __name__ == "__main__":
    main()
