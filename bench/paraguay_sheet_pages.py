"""Paraguay's printed setup sheet and packet, part by part: how many pages the open part (the stacks as both players
see them), the map (four parts and the legend) and each side's private part take, on A4 and Letter, from the PDFs
the command line writes; and which seeds have the most rows to print.

    python bench/paraguay_sheet_pages.py rows FROM TO              # the seeds FROM..TO-1 with the most rows
    python bench/paraguay_sheet_pages.py pages [--setup SEED ...] [--packet EVENT_SEED:TABLES ...] [--out DIR]

A page's part is read from its text (pdftotext): the open part runs from the first page to the one before "part 1
of 4"; the map from there to the legend; a private part from the page that names its side ("Allied player only",
"Paraguayan player only") to the next. Prints one line a PDF.
"""

import argparse
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from paraguay_print import timed_pdf  # noqa: E402


def rows(lo, hi):
    """For seeds lo..hi-1: the open part's rows (Allied stacks, Paraguayan stacks, track turns) and each side's
    private rows; prints the medians, the largest and their seeds."""
    from generator import build as b
    from generator.games.paraguay import site as pg
    out = []
    for seed in range(lo, hi):
        sheet = b.setup_sheet("paraguay", {"seed": seed})
        opened = pg.open_rows(sheet)
        private = {side: pg.placements([u for u in sheet["units"] if u["side"] == side]) for side in pg.SIDES}
        out.append({"seed": seed, "open allied": len(opened["allied"]), "open paraguayan": len(opened["paraguayan"]),
                    "open all": len(opened["allied"]) + len(opened["paraguayan"]) + len(sheet["open"]["track"])
                    + len(pg.open_boxes(sheet)),
                    "private allied": len(private["allied"]), "private paraguayan": len(private["paraguayan"])})
    for key in [k for k in out[0] if k != "seed"]:
        vals = sorted(r[key] for r in out)
        top = sorted(out, key=lambda r: (-r[key], r["seed"]))[:3]
        print(f"{key}: median {vals[len(vals) // 2]}, least {vals[0]}, most {vals[-1]} (seeds "
              f"{', '.join(str(r['seed']) for r in top)})")


def page_texts(pdf):
    from pypdf import PdfReader
    n = len(PdfReader(pdf).pages)
    return [" ".join(subprocess.run(["pdftotext", "-raw", "-f", str(k), "-l", str(k), str(pdf), "-"],
                                    capture_output=True, text=True, check=True).stdout.split()) for k in range(1, n + 1)]


def parts(texts):
    """[(part, pages)] in order, for one setup sheet's pages (or one packet table's)."""
    marks = []
    for k, t in enumerate(texts):
        if "part 1 of 4: the north-west" in t:
            marks.append((k, "map"))
        elif "Allied player: every unit and where it starts" in t and not any(m[1] == "allied" for m in marks):
            marks.append((k, "allied"))
        elif "Paraguayan player: every unit and where it starts" in t and not any(m[1] == "paraguayan" for m in marks):
            marks.append((k, "paraguayan"))
    # the private parts' head and the organiser's line sit above the Allied part on its page
    out, start = [], 0
    names = ["open"] + [m[1] for m in marks]
    bounds = [m[0] for m in marks] + [len(texts)]
    for name, end in zip(names, bounds):
        out.append((name, end - start))
        start = end
    return out


def pages(setups, packets, out_dir):
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(out_dir or tmp)
        out.mkdir(parents=True, exist_ok=True)
        jobs = [(f"setup {s}", ["setup", "paraguay", "--seed", str(s)]) for s in setups]
        jobs += [(f"packet {p}", ["packet", "paraguay", "--event-seed", p.split(":")[0], "--tables", p.split(":")[1]])
                 for p in packets]
        for name, cmd in jobs:
            for paper in ("a4", "letter"):
                pdf = out / f"{name.replace(' ', '-').replace(':', '-')}-{paper}.pdf"
                took = timed_pdf(cmd, paper, pdf)
                texts = page_texts(pdf)
                if name.startswith("setup"):
                    print(f"{name} {paper}: {len(texts)} pages: "
                          + ", ".join(f"{part} {n}" for part, n in parts(texts)) + f"; {took:.1f} s", flush=True)
                else:
                    starts = [k for k, t in enumerate(texts) if "Table copy: no secret on it" in t]
                    tables = [parts(texts[a:b]) for a, b in zip(starts, starts[1:] + [len(texts)])]
                    per = sorted({sum(n for _, n in t) for t in tables})
                    print(f"{name} {paper}: {len(texts)} pages, {len(tables)} tables, pages a table {per}; first "
                          f"table: " + ", ".join(f"{part} {n}" for part, n in tables[0]) + f"; {took:.1f} s",
                          flush=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="what", required=True)
    r = sub.add_parser("rows")
    r.add_argument("lo", type=int)
    r.add_argument("hi", type=int)
    p = sub.add_parser("pages")
    p.add_argument("--setup", nargs="*", type=int, default=[])
    p.add_argument("--packet", nargs="*", default=[], help="EVENT_SEED:TABLES")
    p.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    if args.what == "rows":
        rows(args.lo, args.hi)
    else:
        pages(args.setup, args.packet, args.out)


if __name__ == "__main__":
    main()
