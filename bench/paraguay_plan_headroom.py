"""Reads bench/paraguay_plan_variants.py's lines (figures, not pass/fail): ``python bench/paraguay_plan_headroom.py
FILE.jsonl [FILE ...] [--variants a,b,...] [--noise base,salt1,...]``, or ``--branch FILE.jsonl [FILE ...]`` for
bench/paraguay_plan_branch.py's lines.

Over the seeds every named arm finished, it prints each arm's Allied wins, draws and losses (Wilson 95 %
intervals) and mean Allied VP; each variant against ``base`` paired by seed (mean VP difference with a normal 95 %
interval, results better / worse with an exact sign test); and the oracle: on each seed the best result of the
variants (Paraguayan < draw < Allied, then the VP), against ``base`` and against the best of the noise arms
(``base`` and the same plan with other Allied tie-break dice, as many arms as the variants), so the part of the
oracle's gain that chance alone gives is seen beside it.

With ``--branch``: over the positions (seed, turn) where every arm has every draw, each arm's mean Allied VP and
score (1 a win, 0.5 a draw) and each arm paired with ``base`` over the same draws (and position by position, the draws of one position
not being independent of each other); then a plan chosen at each
position by its mean Allied VP over the even draws (``base`` on a tie) and judged on the odd ones against
``base`` there, and the other way round (cross-validated: the choice's luck is not its gain), with a normal 95 %
interval over the positions; beside it the same choice judged on the very draws it was made on (biased upward).
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


def points(rec):
    return {"allied": 1.0, "draw": 0.5}.get(rec["winner"], 0.0)


def ci(xs):
    m = statistics.mean(xs)
    se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return f"{m:+.2f} ({m - 1.96 * se:+.2f} to {m + 1.96 * se:+.2f})"


def branch(files):
    pos = {}
    for f in files:
        for line in pathlib.Path(f).read_text().splitlines():
            r = json.loads(line) if line.strip() else None
            if r and "arm" in r:
                pos.setdefault((r["seed"], r["turn"]), {}).setdefault(r["arm"], {})[r["rep"]] = r
    arms = sorted({x for d in pos.values() for x in d}, key=lambda x: (x != "base", x))
    full = {}
    for k, d in sorted(pos.items()):
        reps = set.intersection(*(set(d.get(x, {})) for x in arms))
        if len(reps) >= 2:
            full[k] = sorted(reps)
    print(f"{len(full)} positions with every arm, draws each: " + ", ".join(f"{s}/T{t}:{len(r)}"
                                                                            for (s, t), r in full.items()))
    if not full:
        return
    for x in arms:
        vps = [pos[k][x][r]["vp"] for k, reps in full.items() for r in reps]
        pts = [points(pos[k][x][r]) for k, reps in full.items() for r in reps]
        line = f"  {x:8} mean Allied VP {statistics.mean(vps):.2f}, score {statistics.mean(pts):.2f} ({len(vps)})"
        if x != "base":
            d = [pos[k][x][r]["vp"] - pos[k]["base"][r]["vp"] for k, reps in full.items() for r in reps]
            dp = [points(pos[k][x][r]) - points(pos[k]["base"][r]) for k, reps in full.items() for r in reps]
            by_pos = [statistics.mean(pos[k][x][r]["vp"] - pos[k]["base"][r]["vp"] for r in reps)
                      for k, reps in full.items()]
            line += f"; paired with base VP {ci(d)}, score {ci(dp)}; VP over positions {ci(by_pos)}"
        print(line)
    print("  per position, mean Allied VP by arm (" + " ".join(arms) + "):")
    for k, reps in full.items():
        print(f"    {k[0]} T{k[1]}: " + " ".join(f"{statistics.mean(pos[k][x][r]['vp'] for r in reps):.2f}"
                                          for x in arms))
    cv, cvp, biased, chosen = [], [], [], {}
    for k, reps in full.items():
        halves = ([r for r in reps if r % 2 == 0], [r for r in reps if r % 2 == 1])
        gains, gp = [], []
        for pick, judge in (halves, halves[::-1]):
            if not pick or not judge:
                continue
            mean = {x: statistics.mean(pos[k][x][r]["vp"] for r in pick) for x in arms}
            best = max(arms, key=lambda x: (mean[x], x == "base"))
            chosen[best] = chosen.get(best, 0) + 1
            gains.append(statistics.mean(pos[k][best][r]["vp"] - pos[k]["base"][r]["vp"] for r in judge))
            gp.append(statistics.mean(points(pos[k][best][r]) - points(pos[k]["base"][r]) for r in judge))
        cv.append(statistics.mean(gains))
        cvp.append(statistics.mean(gp))
        mean = {x: statistics.mean(pos[k][x][r]["vp"] for r in reps) for x in arms}
        biased.append(max(mean.values()) - mean["base"])
    print(f"  a plan chosen on half the draws, judged on the other half, against base: VP {ci(cv)}, "
          f"score {ci(cvp)} over {len(cv)} positions; chosen " + ", ".join(f"{x} {n}" for x, n in chosen.items()))
    print(f"  the same judged on the draws it was chosen on (biased upward): VP {ci(biased)}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--variants", default="base,cover1,cover3,nosiege,odds6")
    ap.add_argument("--noise", default="base,salt1,salt2,salt3,salt4")
    ap.add_argument("--branch", action="store_true", help="bench/paraguay_plan_branch.py's lines")
    a = ap.parse_args(argv)
    if a.branch:
        return branch(a.files)
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
