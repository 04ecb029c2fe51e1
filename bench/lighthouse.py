"""Lighthouse's mobile audit of every page kind (issue 25.11): figures, not pass/fail, and never part of CI.

    python bench/lighthouse.py [--dist DIR] [--runs N] [KIND ...]

Serves the built site (dist/ unless --dist) on 127.0.0.1, runs the Lighthouse CLI from node_modules (a dev
dependency, pinned) in its default mobile mode with its default simulated throttling, on Chromium (Debian's
/usr/bin/chromium when present, else $CHROME_PATH), and prints per page kind the median performance score, the
cumulative layout shift, the total blocking time and the bytes fetched, with the date and machine. Record the
output in docs/BENCHMARKS.md.
"""

import argparse
import datetime
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.serve import make_server  # noqa: E402
from host import machine  # noqa: E402

PAGES = {
    "home": "index.html",
    "hub": "paraguay/index.html",
    "rules": "paraguay/rules/index.html",
    "glossary": "paraguay/glossary/index.html",
    "cards": "guerilla/cards/index.html",
    "example": "paraguay/examples/the-odds/index.html",
    "example-uy": "uruguay/examples/example-of-play/index.html",
    "sandbox": "paraguay/sandbox/index.html",
    "sandbox-uy": "uruguay/sandbox/index.html",
    "sandbox-ju": "junta/sandbox/index.html",
    "sandbox-gu": "guerilla/sandbox/index.html",
    "seed-page": "uruguay/deck/index.html",
    "deal": "guerilla/deal/index.html",
    "setup": "paraguay/setup/index.html",
    "scenario": "junta/scenario/index.html",
    "packet": "junta/packet/index.html",
    "search": "search/index.html",
    "computer": "paraguay/computer/index.html",
}
LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking " \
               "--disable-component-update --disable-sync --no-first-run"


def audit(url, chrome):
    """One Lighthouse run (mobile, default throttling, performance only): the parsed report."""
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "report.json"
        env = {**os.environ, "CHROME_PATH": chrome}
        subprocess.run(["node", str(LIGHTHOUSE), url, "--only-categories=performance", "--output=json",
                        f"--output-path={out}", "--quiet", f"--chrome-flags={CHROME_FLAGS}"],
                       check=True, env=env, cwd=tmp, timeout=600)
        return json.loads(out.read_text())


def figures(report):
    a = report["audits"]
    return {"score": round(report["categories"]["performance"]["score"] * 100),
            "cls": a["cumulative-layout-shift"]["numericValue"], "tbt": a["total-blocking-time"]["numericValue"],
            "lcp": a["largest-contentful-paint"]["numericValue"], "bytes": a["total-byte-weight"]["numericValue"],
            "fcp": a["first-contentful-paint"]["numericValue"], "si": a["speed-index"]["numericValue"],
            "bench": report["environment"]["benchmarkIndex"]}


def detail(report):
    """Where the time goes: Lighthouse's main-thread breakdown, the longest tasks, the largest fetches."""
    a = report["audits"]
    work = a["mainthread-work-breakdown"].get("details", {}).get("items", [])
    lines = ["    main thread: " + ", ".join(f"{w['groupLabel']} {w['duration']:.0f} ms" for w in work[:5])]
    boot = a["bootup-time"].get("details", {}).get("items", [])
    lines.append("    scripts: " + ", ".join(f"{b['url'].rsplit('/', 1)[-1] or b['url']} {b['total']:.0f} ms"
                                            for b in boot[:4]))
    heavy = a["network-requests"].get("details", {}).get("items", [])
    heavy = sorted(heavy, key=lambda r: -r.get("transferSize", 0))[:4]
    lines.append("    largest fetches: " + ", ".join(f"{r['url'].rsplit('/', 1)[-1] or 'page'} "
                                                    f"{r.get('transferSize', 0) / 1024:.0f} KB" for r in heavy))
    lcp = a.get("largest-contentful-paint-element", {}).get("details", {}).get("items", [])
    if lcp and lcp[0].get("items"):
        node = lcp[0]["items"][0].get("node", {})
        lines.append(f"    LCP element: {node.get('snippet', '?')[:100]}")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default=str(ROOT / "dist"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--detail", action="store_true", help="also print where each page's time and bytes go")
    ap.add_argument("kinds", nargs="*", metavar="KIND", help=f"page kinds (default: all): {', '.join(PAGES)}")
    args = ap.parse_args(argv)
    unknown = [k for k in args.kinds if k not in PAGES]
    if unknown:
        ap.error(f"unknown page kind {unknown[0]!r}; known: {', '.join(PAGES)}")
    if not LIGHTHOUSE.is_file():
        sys.exit("Lighthouse is not installed: run npm ci (it is a dev dependency in package.json)")
    chrome = "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else os.environ.get("CHROME_PATH")
    if not chrome:
        sys.exit("no Chromium: install Debian's chromium or set CHROME_PATH")
    server = make_server(pathlib.Path(args.dist), port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Lighthouse mobile audit (default simulated throttling), median of {args.runs}, "
          f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {machine()}, "
          f"load average {os.getloadavg()[0]:.1f} (Lighthouse's simulated throttling scales the CPU time it sees: "
          f"on a busy machine the scores fall)")
    print(f"{'page kind':<10} {'score':>5} {'CLS':>6} {'TBT ms':>7} {'FCP s':>6} {'LCP s':>6} {'SI s':>6} "
          f"{'KB':>8}  page")
    try:
        for kind in args.kinds or PAGES:
            reports = [audit(base + PAGES[kind], chrome) for _ in range(args.runs)]
            runs = [figures(r) for r in reports]
            med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
            print(f"{kind:<10} {med['score']:>5.0f} {med['cls']:>6.3f} {med['tbt']:>7.0f} {med['fcp'] / 1000:>6.1f} "
                  f"{med['lcp'] / 1000:>6.1f} {med['si'] / 1000:>6.1f} {med['bytes'] / 1024:>8.0f}  {PAGES[kind]} "
                  f"(scores {', '.join(str(r['score']) for r in runs)}; CPU benchmark index "
                  f"{med['bench']:.0f}; load {os.getloadavg()[0]:.1f})", flush=True)
            if args.detail:
                print(detail(reports[len(reports) // 2]), flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
