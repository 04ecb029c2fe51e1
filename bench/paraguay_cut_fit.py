"""Fits the two numbers that turn the strong level's Allied score into each side's chance of winning (figures, not
pass/fail): ``python bench/paraguay_cut_fit.py CACHE.jsonl [FIRST_HELD]``. CACHE holds all-steady wars as
bench/paraguay_fit.py (or bench/paraguay_vp_diag.py) keeps them: ``strong.parts`` before every 10th decision and how
the war ended. With z the fitted model's sum (``strong.WEIGHTS`` over ``strong.features``), an ordered logistic
model reads the three endings: the Allies win with 1 / (1 + exp(-(SCALE z - CUT))), Paraguay with
1 / (1 + exp(SCALE z + CUT)), a draw the rest. SCALE and CUT are found by the greatest likelihood on a grid (then a
finer one) over the wars before FIRST_HELD (all of them when not given), and printed with the log-loss of the
three endings on the wars from FIRST_HELD on, beside that of the constant guess (each ending's share of the
training positions)."""
import json
import math
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine.games.paraguay import strong  # noqa: E402


def sig(x):
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, x))))


def rows(path, keep):
    out = []
    for line in open(path):
        if not line.strip():
            continue
        g = json.loads(line)
        if not keep(g["seed"]):
            continue
        end = {1.0: "allied", 0.5: "draw", 0.0: "paraguayan"}[g["score"]]
        for r in g["rows"]:
            out.append((sum(w * x for w, x in zip(strong.WEIGHTS, strong.features(tuple(r[1:])))), end))
    return out


def loss(data, scale, cut):
    total = 0.0
    for z, end in data:
        a, p = sig(scale * z - cut), sig(-scale * z - cut)
        q = a if end == "allied" else p if end == "paraguayan" else 1 - a - p
        total -= math.log(max(q, 1e-9))
    return total / len(data)


def constant(train, data):
    """The log-loss on ``data`` of guessing each ending at its share of ``train``."""
    share = {e: sum(1 for _, x in train if x == e) / len(train) for e in ("allied", "draw", "paraguayan")}
    return -sum(math.log(max(share[e], 1e-9)) for _, e in data) / len(data)


def best(data, scales, cuts):
    return min(((loss(data, s, c), s, c) for s in scales for c in cuts))


def main():
    path = sys.argv[1]
    held = int(sys.argv[2]) if len(sys.argv) > 2 else None
    train = rows(path, lambda s: held is None or s < held)
    _, s0, c0 = best(train, [x / 10 for x in range(2, 31)], [x / 10 for x in range(0, 41)])
    value, scale, cut = best(train, [s0 + x / 100 for x in range(-10, 11)],
                             [max(0.0, c0 + x / 100) for x in range(-10, 11)])
    print(f"trained on {len(train)} positions: SCALE {scale:.2f}, CUT {cut:.2f}, log-loss {value:.4f} "
          f"(constant guess {constant(train, train):.4f})")
    if held is not None:
        test = rows(path, lambda s: s >= held)
        if test:
            print(f"held out {len(test)} positions: log-loss {loss(test, scale, cut):.4f} "
                  f"(constant guess {constant(train, test):.4f})")


if __name__ == "__main__":
    main()
