"""One seat, after against before, seed by seed (figures, not pass/fail): ``python bench/strong_pair.py SEAT
AFTER[,AFTER...] BEFORE[,BEFORE...]``, each a comma-separated list of JSON-line files of bench/strong_seeds.py or
bench/strong_seat_seeds.py. Over the seeds in both: the strong seat's wins before and after with Wilson 95 %
intervals, the all-steady seat's wins, and the seeds won after and lost before (and the reverse) with the two-sided
exact sign test on them; the same against the all-steady game of each seed."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine.arena import wilson  # noqa: E402
from strong_table import sign_test  # noqa: E402


def load(paths):
    rows = {}
    for path in paths.split(","):
        for line in open(path):
            if line.strip():
                r = json.loads(line)
                rows[r["seed"]] = r
    return rows



seat, after, before = sys.argv[1], load(sys.argv[2]), load(sys.argv[3])
seeds = sorted(set(after) & set(before))
n = len(seeds)


def line(label, won):
    lo, hi = wilson(won, n)
    print(f"  {label}: {won}/{n} = {won / n:.0%} (Wilson {lo:.0%}-{hi:.0%})")


print(f"{seat}: {n} seeds ({seeds[0]}-{seeds[-1]})")
line("strong before", sum(before[s][seat] for s in seeds))
line("strong after", sum(after[s][seat] for s in seeds))
line("all-steady", sum(seat in after[s]["baseline"] for s in seeds))
agree = sum(after[s]["baseline"] == before[s]["baseline"] for s in seeds)
up = [s for s in seeds if after[s][seat] and not before[s][seat]]
down = [s for s in seeds if before[s][seat] and not after[s][seat]]
print(f"  after against before: won {len(up)} lost before, lost {len(down)} won before, sign test p = "
      f"{sign_test(len(up), len(down)):.3f}; all-steady winners agree on {agree}/{n}")
for when, rows in (("before", before), ("after", after)):
    w = sum(1 for s in seeds if rows[s][seat] and seat not in rows[s]["baseline"])
    lost = sum(1 for s in seeds if not rows[s][seat] and seat in rows[s]["baseline"])
    print(f"  strong {when} against all-steady: won {w} steady lost, lost {lost} steady won, sign test p = "
          f"{sign_test(w, lost):.3f}")
