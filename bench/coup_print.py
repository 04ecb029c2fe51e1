"""The coup setup page as the browser prints it: for each seed and paper, Chromium's PDF of the page (page.pdf, print
media), its page count, each page's size (upright or sideways) and the smallest text on each page in points.

    python bench/coup_print.py [--dist DIR] SEED:PLAYERS ...

--dist: a built site (default dist/). Needs Playwright and Chromium (the browser tests' own); prints one line a PDF.
"""

import argparse
import math
import pathlib
import sys
import tempfile
import threading
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import build as b          # noqa: E402
from generator.serve import make_server   # noqa: E402

CHROMIUM = "/usr/bin/chromium"


def pages_of(pdf):
    """[(width pt, height pt, smallest text pt)] of each page of ``pdf``."""
    from pypdf import PdfReader
    out = []
    for page in PdfReader(pdf).pages:
        sizes = []

        def seen(text, cm, tm, font, size):
            if unicodedata.normalize("NFKC", text).strip():
                sizes.append(size * math.hypot(tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]))
        page.extract_text(visitor_text=seen)
        out.append((float(page.mediabox.width), float(page.mediabox.height), min(sizes) if sizes else None))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default=str(b.DIST))
    ap.add_argument("deals", nargs="+", help="SEED:PLAYERS")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright
    server = make_server(pathlib.Path(args.dist), port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/junta/scenario/index.html"
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            for deal in args.deals:
                seed, players = deal.split(":")
                for paper in ("A4", "Letter"):
                    page = browser.new_page()
                    page.goto(f"{url}?seed={seed}&players={players}")
                    page.wait_for_selector("#sheet:not([hidden])", timeout=120_000)
                    page.emulate_media(media="print")
                    pdf = pathlib.Path(tmp) / "coup.pdf"
                    page.pdf(path=str(pdf), format=paper)
                    page.close()
                    pages = pages_of(pdf)
                    shown = "; ".join(f"{'sideways' if w > h else 'upright'} {small:.2f} pt" for w, h, small in pages)
                    print(f"seed {seed}, {players} players, {paper}: {len(pages)} pages: {shown}", flush=True)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
