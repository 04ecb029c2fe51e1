"""Fits the strong level's evaluation of a Paraguay position (``strong.WEIGHTS``) to how all-steady games end, and
scores it on other games (figures, not pass/fail): ``python bench/paraguay_fit.py TRAIN_FIRST TRAIN_GAMES HELD_FIRST
HELD_GAMES [CACHE.jsonl [RIDGE]]``. It plays the all-steady games of those seeds, records ``strong.parts`` of the
position before every ``EVERY``th decision and the Allied score the game ended with (1 an Allied win, 0.5 a draw, 0
a Paraguayan win), fits one logistic regression of that score on ``strong.features`` (bench/logistic.py, ridge
RIDGE, 1 by default; the draws are targets of 0.5), and prints the weights in ``strong.NAMES`` order, ready to
paste. One model of the Allied score serves both seats: Paraguay's score is 1 less it, so the Paraguayan seat's
Brier scores are the Allied seat's. Then, on the held-out games, the Brier score by quarter of the war (turns) of
the fitted model, of the weights now in strong.py, of the score before this fit (``previous``) and of the constant
guess (the training games' mean score in that quarter), with the mean outcome for each tenth of the fitted score.
With CACHE, each game's positions are kept there by seed and read back rather than played again (a change of
``features`` needs no new games)."""
import json
import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena  # noqa: E402
from engine.games.paraguay import strong  # noqa: E402
import logistic  # noqa: E402
from logistic import chance  # noqa: E402

EVERY = 10
SCORE = {"allied": 1.0, "draw": 0.5, "paraguayan": 0.0}


def previous(part):
    """The score before this fit (its siege terms: docs/BENCHMARKS.md, 2026-12-03 11:37 UTC), from the Allied side,
    read from the same parts."""
    gone, vp, reach, share, fallen, besieged = part
    allied = 0.5 + 0.12 * (vp - 2.5) + 0.04 * reach + 0.3 * (share - 0.5) + 0.05 * (fallen - 1) + 0.03 * besieged
    return min(0.97, max(0.03, allied))


def game(seed):
    """The all-steady game of ``seed``: {"seed", "score": the Allied score, "moves", "rows": [[move, *parts]]}."""
    rows, seen = [], [0]

    def look(move, state):
        seen[0] = move + 1
        if move % EVERY == 0:
            rows.append([move, *strong.parts(state)])
    state, _ = arena.play("paraguay", ["steady", "steady"], seed, seconds=0, look=look)
    return {"seed": seed, "score": SCORE[state["result"]["winner"]], "moves": seen[0], "rows": rows}


def games(first, count, cache):
    kept = {}
    if cache and os.path.exists(cache):
        kept = {g["seed"]: g for g in (json.loads(line) for line in open(cache) if line.strip())}
    for seed in range(first, first + count):
        if seed not in kept:
            kept[seed] = game(seed)
            if cache:
                with open(cache, "a") as f:
                    f.write(json.dumps(kept[seed]) + "\n")
        yield kept[seed]


def rows(first, count, cache):
    """(parts, features, the Allied score the game ended with) for every position recorded."""
    return [(tuple(r[1:]), strong.features(tuple(r[1:])), g["score"]) for g in games(first, count, cache)
            for r in g["rows"]]


def main():
    tf, tn, hf, hn = (int(a) for a in sys.argv[1:5])
    cache = sys.argv[5] if len(sys.argv) > 5 else None
    ridge = float(sys.argv[6]) if len(sys.argv) > 6 else logistic.RIDGE
    train = rows(tf, tn, cache)
    w = logistic.fit([r[1] for r in train], [r[2] for r in train], ridge)
    ends = [g["score"] for g in games(tf, tn, cache)]
    print(f"trained on {len(train)} positions: seeds {tf}-{tf + tn - 1} (Allied {ends.count(1.0)}, draws "
          f"{ends.count(0.5)}, Paraguayan {ends.count(0.0)}), every {EVERY}th decision, ridge {ridge}")
    logistic.show(strong.NAMES, w)
    held = rows(hf, hn, cache)
    ends = [g["score"] for g in games(hf, hn, cache)]
    print(f"held out: seeds {hf}-{hf + hn - 1} (Allied {ends.count(1.0)}, draws {ends.count(0.5)}, Paraguayan "
          f"{ends.count(0.0)}), {len(held)} positions; Brier of the Allied score (the Paraguayan seat's is the same)")
    def quarter(data, q):
        return [r for r in data if q / 4 <= r[0][0] < (q + 1) / 4 or (q == 3 and r[0][0] >= 1)]
    for q in range(4):
        part, known = quarter(held, q), quarter(train, q)
        if not part:
            continue
        base = sum(r[2] for r in known) / len(known)
        bins = logistic.tenths((chance(w, r[1]), r[2]) for r in part)
        print(f"  quarter {q} ({len(part)}): Brier fitted {logistic.brier((chance(w, r[1]), r[2]) for r in part):.4f}"
              f", in strong.py {logistic.brier((chance(strong.WEIGHTS, r[1]), r[2]) for r in part):.4f}, previous "
              f"{logistic.brier((previous(r[0]), r[2]) for r in part):.4f}, constant "
              f"{logistic.brier((base, r[2]) for r in part):.4f}; fitted score -> mean Allied score: "
              + " ".join(f"{k / 10:.1f}:{v[0] / v[1]:.2f}/{v[1]}" for k, v in bins))


if __name__ == "__main__":
    main()
