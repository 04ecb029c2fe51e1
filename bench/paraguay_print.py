"""Paraguay's printed map: for each setup seed and each packet event seed, on A4 and Letter, the PDF the command line
writes (`python -m generator setup paraguay --seed S --pdf`, `python -m generator packet paraguay --event-seed E
--tables 1 --pdf`), its page count, the pages that carry the map's hex numbers, the smallest hex number and the
smallest word in points, and the time the command took.

    python bench/paraguay_print.py [--setup SEED ...] [--packet EVENT_SEED ...] [--out DIR]

Sizes are measured as the tests measure them (tests/generator/test_packet_print.py ``word_sizes``): pdftotext's word
boxes, scaled by the page number's line, which is set at 8 pt. A hex number is a word of four digits, 1016-3244,
on a page of the map (one with more than 100 of them). Prints one line a PDF; --out keeps the PDFs.
"""

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def timed_pdf(cmd, paper, pdf):
    """Run ``python -m generator CMD --paper PAPER --pdf PDF`` in the checkout; the seconds it took."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "generator", *cmd, "--paper", paper, "--pdf", str(pdf)],
                   cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - t0


def word_sizes(pdf):
    """Per page: [(size pt, word, inside)], as pdftotext's word boxes give them against the 8 pt page-number line;
    ``inside``: the word lies between the page's margins (not the running header or the page number)."""
    from pypdf import PdfReader
    pages = []
    for n in range(1, len(PdfReader(pdf).pages) + 1):
        out = subprocess.run(["pdftotext", "-bbox", "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True,
                             text=True, check=True).stdout
        page_h = float(re.search(r'<page width="[\d.]+" height="([\d.]+)"', out).group(1))
        words = [(float(y0), float(y1), w) for y0, y1, w in
                 re.findall(r'<word [^>]*yMin="([\d.]+)"[^>]*yMax="([\d.]+)">([^<]*)</word>', out)]
        footer = next(y1 - y0 for y0, y1, w in words if w == "Tablero")
        margin = 13 / 25.4 * 72
        pages.append([((y1 - y0) / footer * 8, w, y0 > margin and y1 < page_h - margin) for y0, y1, w in words])
    return pages


def measure(pdf):
    """(pages, map pages, smallest hex number pt, smallest word pt)."""
    pages = word_sizes(pdf)
    hexes = [[s for s, w, inside in page if inside and re.fullmatch(r"[1-3]\d[1-4]\d", w)] for page in pages]
    maps = [n for n, h in enumerate(hexes, 1) if len(h) > 100]
    return (len(pages), maps, min(min(hexes[n - 1]) for n in maps) if maps else None,
            min(s for page in pages for s, _, _ in page))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--setup", nargs="*", type=int, default=[])
    ap.add_argument("--packet", nargs="*", type=int, default=[])
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(args.out or tmp)
        out.mkdir(parents=True, exist_ok=True)
        jobs = [("setup", s, ["setup", "paraguay", "--seed", str(s)]) for s in args.setup]
        jobs += [("packet", e, ["packet", "paraguay", "--event-seed", str(e), "--tables", "1"]) for e in args.packet]
        for kind, seed, cmd in jobs:
            for paper in ("a4", "letter"):
                pdf = out / f"{kind}-{seed}-{paper}.pdf"
                took = timed_pdf(cmd, paper, pdf)
                n, maps, hex_pt, word_pt = measure(pdf)
                print(f"{kind} {seed} {paper}: {n} pages, map on pages {maps}, smallest hex number "
                      f"{hex_pt:.2f} pt, smallest word {word_pt:.2f} pt, {took:.1f} s", flush=True)


if __name__ == "__main__":
    main()
