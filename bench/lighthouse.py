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
    "example": "paraguay/examples/the-odds/index.html",
    "sandbox": "paraguay/sandbox/index.html",
    "seed-page": "uruguay/deck/index.html",
    "packet": "junta/packet/index.html",
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
            "lcp": a["largest-contentful-paint"]["numericValue"], "bytes": a["total-byte-weight"]["numericValue"]}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default=str(ROOT / "dist"))
    ap.add_argument("--runs", type=int, default=3)
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
    print(f"{'page kind':<10} {'score':>5} {'CLS':>6} {'TBT ms':>7} {'LCP s':>6} {'KB':>8}  page")
    try:
        for kind in args.kinds or PAGES:
            runs = [figures(audit(base + PAGES[kind], chrome)) for _ in range(args.runs)]
            med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
            print(f"{kind:<10} {med['score']:>5.0f} {med['cls']:>6.3f} {med['tbt']:>7.0f} {med['lcp'] / 1000:>6.1f} "
                  f"{med['bytes'] / 1024:>8.0f}  {PAGES[kind]} (scores {', '.join(str(r['score']) for r in runs)}; "
                  f"load {os.getloadavg()[0]:.1f})",
                  flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
