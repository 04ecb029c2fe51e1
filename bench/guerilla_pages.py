"""Guerilla page benchmarks: sandbox engine ready, first decision shown, a round played to its scoring screen
(the "play to the end of the round" button), and the deal sheet shown, each the median of RUNS fresh browser
contexts on a built site (``python -m generator build`` first). Run: ``python bench/guerilla_pages.py``."""

import statistics
import sys
import threading
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from generator import build as b  # noqa: E402
from generator.serve import make_server  # noqa: E402

RUNS = 3
T = 300_000


def timed(page, url, steps):
    """Seconds from navigation to each step's selector (steps: [(label, action or None, selector)])."""
    start = time.perf_counter()
    page.goto(url)
    out = {}
    for label, action, selector in steps:
        if action:
            t0 = time.perf_counter()
            action(page)
        else:
            t0 = start
        page.wait_for_selector(selector, timeout=T) if not selector.startswith("()") else \
            page.wait_for_function(selector, timeout=T)
        out[label] = time.perf_counter() - t0
    return out


def main():
    from playwright.sync_api import sync_playwright
    server = make_server(b.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/guerilla/"
    sandbox = [("sandbox: engine ready", None, "body[data-engine='ready']"),
               ("sandbox: hand-off screen shown", None, "#handoff:not([hidden])"),
               ("sandbox: round played to the scoring screen (3 players)",
                lambda p: (p.click("#handoff-show"), p.wait_for_selector("#actions li"), p.click("#next-card")),
                "() => document.querySelector('#sandbox').dataset.over")]
    deal = [("deal sheet shown for ?seed=42&players=5", None, "#sheet[data-seed='42']")]
    results = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        for _ in range(RUNS):
            for url, steps in ((base + "sandbox/index.html?seed=5&players=3", sandbox),
                               (base + "deal/index.html?seed=42&players=5", deal)):
                context = browser.new_context()
                for k, v in timed(context.new_page(), url, steps).items():
                    results.setdefault(k, []).append(v)
                context.close()
        browser.close()
    server.shutdown()
    for k, v in results.items():
        print(f"| {k} | {statistics.median(v):.2f} s ({' · '.join(f'{x:.2f}' for x in v)}) |")


if __name__ == "__main__":
    main()
