"""Paired all-steady (or any seats) results of two runs of bench/uruguay_propaganda.py on the same seeds (figures,
not pass/fail): ``python bench/uruguay_paired.py BEFORE AFTER [ROLE]``. Wins of ROLE (tupamaros by default) in each,
with Wilson 95 % ranges, the seeds won in one and lost in the other, and the exact sign test on those."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from strong_table import sign_test  # noqa: E402
from engine.arena import wilson  # noqa: E402


def wins(path, role):
    return {r["seed"]: r["winner"] == role for r in (json.loads(line) for line in open(path) if line.strip())}


if __name__ == "__main__":
    role = sys.argv[3] if len(sys.argv) > 3 else "tupamaros"
    a, b = wins(sys.argv[1], role), wins(sys.argv[2], role)
    seeds = sorted(set(a) & set(b))
    for label, w in (("before", a), ("after", b)):
        k = sum(w[s] for s in seeds)
        lo, hi = wilson(k, len(seeds))
        print(f"{label}: {role} {k}/{len(seeds)} = {k / len(seeds):.1%} ({lo:.1%}-{hi:.1%})")
    up = sum(b[s] and not a[s] for s in seeds)
    down = sum(a[s] and not b[s] for s in seeds)
    print(f"seeds {seeds[0]}-{seeds[-1]}: after won, before lost {up}; the reverse {down}; sign test p = "
          f"{sign_test(up, down):.2g}")
