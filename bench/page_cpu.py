"""The main thread's CPU time while a page opens (issue 25.11): layout, style, parse and the longest tasks.

    python bench/page_cpu.py [--dist DIR] [--width W] [--height H] [--wait S] [--runs N] PAGE ...

Lighthouse's simulated throttling scales the wall-clock time of every task it sees, so on a shared machine its
scores follow the load more than the page. This reads Chromium's own trace instead and sums each event's *thread*
time (tdur: CPU time of the page's main thread, which other processes on the machine do not inflate), from the
start of the load until --wait seconds after it: the time spent laying out (and how many layouts cost more than
2 ms), recalculating style, parsing HTML and running script, and the longest tasks. Medians of --runs, each in
a fresh browser context (nothing cached). Figures, never pass/fail; record them in docs/BENCHMARKS.md.
"""

import argparse
import json
import os
import pathlib
import statistics
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.serve import make_server  # noqa: E402
from host import machine  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
KINDS = {"Layout": "layout", "UpdateLayoutTree": "style", "ParseHTML": "parse", "FunctionCall": "script",
         "EvaluateScript": "script", "v8.compile": "script"}


def one_load(browser, base, path, size, wait):
    """One load of ``path``: CPU ms by kind on the page's main thread, the layouts over 2 ms and the tasks."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    browser.start_tracing(page=page, categories=["devtools.timeline", "disabled-by-default-devtools.timeline"])
    page.goto(base + path, wait_until="load")
    page.wait_for_timeout(wait * 1000)
    events = json.loads(browser.stop_tracing())["traceEvents"]
    context.close()
    url = path.split("?")[0]
    main = next((e["tid"] for e in events if e.get("name") == "ParseHTML"
                 and url in str(e.get("args", {}).get("beginData", {}).get("url", ""))), None)
    ms = {"layout": 0.0, "style": 0.0, "parse": 0.0, "script": 0.0}
    layouts, tasks = [], []
    for e in events:
        if e.get("ph") != "X" or e.get("tid") != main:
            continue
        cpu = e.get("tdur", e.get("dur", 0)) / 1000
        if e["name"] in KINDS:
            ms[KINDS[e["name"]]] += cpu
        if e["name"] == "Layout" and cpu > 2:
            layouts.append(cpu)
        if e["name"] in ("RunTask", "ThreadControllerImpl::RunTask"):
            tasks.append(cpu)
    return ms, layouts, sorted(tasks, reverse=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default=str(ROOT / "dist"))
    ap.add_argument("--width", type=int, default=412)          # Lighthouse's mobile screen
    ap.add_argument("--height", type=int, default=823)
    ap.add_argument("--wait", type=float, default=4.0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("pages", nargs="+", metavar="PAGE", help="paths under the site, e.g. paraguay/index.html")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright
    chrome = "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None
    server = make_server(pathlib.Path(args.dist), port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Main-thread CPU time while a page opens, {args.width}x{args.height}, median of {args.runs}, "
          f"{machine()}, load average {os.getloadavg()[0]:.1f}")
    print(f"{'layout ms':>9} {'layouts':>7} {'style ms':>8} {'parse ms':>8} {'script ms':>9} {'longest tasks ms':>18}  page")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chrome, args=ARGS)
            for path in args.pages:
                runs = [one_load(browser, base, path, (args.width, args.height), args.wait) for _ in range(args.runs)]
                med = {k: statistics.median(r[0][k] for r in runs) for k in runs[0][0]}
                count = statistics.median(len(r[1]) for r in runs)
                longest = [statistics.median(r[2][i] if len(r[2]) > i else 0 for r in runs) for i in range(3)]
                print(f"{med['layout']:>9.0f} {count:>7.0f} {med['style']:>8.0f} {med['parse']:>8.0f} "
                      f"{med['script']:>9.0f} {', '.join(f'{t:.0f}' for t in longest):>18}  {path}", flush=True)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
