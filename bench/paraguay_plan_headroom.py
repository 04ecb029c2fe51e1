"""Reads bench/paraguay_plan_variants.py's lines (figures, not pass/fail): ``python bench/paraguay_plan_headroom.py
FILE.jsonl [FILE ...] [--variants a,b,...] [--noise base,salt1,...]``.

Over the seeds every named arm finished, it prints each arm's Allied wins, draws and losses (Wilson 95 %
intervals) and mean Allied VP; each variant against ``base`` paired by seed (mean VP difference with a normal 95 %
interval, results better / worse with an exact sign test); and the oracle: on each seed the best result of the
variants (Paraguayan < draw < Allied, then the VP), against ``base`` and against the best of the noise arms
(``base`` and the same plan with other Allied tie-break dice, as many arms as the variants), so the part of the
oracle's gain that chance alone gives is seen beside it.
"""

import argparse
import json
import math
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import arena  # noqa: E402

RANK = {"paraguayan": 0, "draw": 1, "allied": 2}


def key(rec):
    return (RANK.get(rec["winner"], -1), rec["vp"] or 0)


def sign_p(better, worse):
    """Two-sided exact sign test."""
    n = better + worse
    if n == 0:
        return 1.0
    k = min(better, worse)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n)


def paired(a, b):
    """Mean of a - b, its normal 95 % interval, results better / worse, sign-test p."""
    d = [x[1] - y[1] for x, y in zip(a, b)]
    m = statistics.mean(d)
    se = statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
    better = sum(1 for x, y in zip(a, b) if x[0] > y[0])        # the result (not the VP) better
    worse = sum(1 for x, y in zip(a, b) if x[0] < y[0])
    return m, m - 1.96 * se, m + 1.96 * se, better, worse, sign_p(better, worse)


def row(name, recs):
    n = len(recs)
    w = sum(1 for r in recs if r[0] == 2)
    dr = sum(1 for r in recs if r[0] == 1)
    lo, hi = arena.wilson(w, n)
    return (f"  {name:18} Allied {w:2}/{n} ({100 * lo:.0f}-{100 * hi:.0f} %), draws {dr:2}, Paraguayan "
            f"{n - w - dr:2}; mean Allied VP {statistics.mean(r[1] for r in recs):.2f}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--variants", default="base,cover1,cover3,nosiege,odds6")
    ap.add_argument("--noise", default="base,salt1,salt2,salt3,salt4")
    a = ap.parse_args(argv)
    variants, noise = a.variants.split(","), a.noise.split(",")
    by = {}
    for f in a.files:
        for line in pathlib.Path(f).read_text().splitlines():
            if line.strip():
                r = json.loads(line)
                by.setdefault(r["seed"], {})[r["arm"]] = key(r)
    arms = list(dict.fromkeys(variants + noise))
    seeds = sorted(s for s, d in by.items() if all(x in d for x in arms))
    print(f"{len(seeds)} seeds with every arm ({seeds[0] if seeds else '-'}-{seeds[-1] if seeds else '-'})")
    if not seeds:
        return
    col = {x: [by[s][x] for s in seeds] for x in arms}
    for x in arms:
        print(row(x, col[x]))
    print("  paired with base (mean VP difference, 95 % CI; results better / worse, sign test p):")
    for x in arms:
        if x != "base":
            m, lo, hi, b, w, p = paired(col[x], col["base"])
            print(f"    {x:10} {m:+.2f} ({lo:+.2f} to {hi:+.2f}); {b} / {w} (p {p:.2f})")
    oracle = [max(by[s][x] for x in variants) for s in seeds]
    chance = [max(by[s][x] for x in noise) for s in seeds]
    print(row(f"oracle of {len(variants)}", oracle))
    print(row(f"noise oracle of {len(noise)}", chance))
    for name, a_, b_ in (("oracle - base", oracle, col["base"]), ("noise oracle - base", chance, col["base"]),
                         ("oracle - noise oracle", oracle, chance)):
        m, lo, hi, b, w, p = paired(a_, b_)
        print(f"  {name:22} VP {m:+.2f} ({lo:+.2f} to {hi:+.2f}); results better / worse {b} / {w} (p {p:.2f})")
    best = {}
    for s in seeds:
        top = max(by[s][x] for x in variants)
        for x in variants:
            if by[s][x] == top:
                best[x] = best.get(x, 0) + 1
    print("  seeds on which each variant is (one of) the best: " + ", ".join(f"{x} {best.get(x, 0)}" for x in variants))


if __name__ == "__main__":
    main()
