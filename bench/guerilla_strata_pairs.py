"""bench/strong_strata.py's seat-games, played in another order (figures, not pass/fail): ``python
bench/guerilla_strata_pairs.py FIRST_SEED GAMES LOST WON PLAYERS [ROLLOUTS [DONE.jsonl]]``.

The same all-steady games and the same seat-games sampled from each stratum as ``strong_strata.py guerilla FIRST_SEED
GAMES LOST WON PLAYERS ROLLOUTS`` (taken evenly through each list), but played alternately, one from the seat-games
steady lost, then one it won, so that a run stopped early still has both strata. Seat-games already in DONE (lines
of either script, from the same tree) are printed again and not played. One JSON line a strong game, in the other
script's form; no summary line (the strata, the estimate and the pairing are a few lines of arithmetic)."""
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena  # noqa: E402


def main(argv):
    first, games, k_lost, k_won, n = (int(a) for a in argv[:5])
    rollouts = int(argv[5]) if len(argv) > 5 else 16
    done = {}
    if len(argv) > 6:
        for line in open(argv[6]):
            row = json.loads(line)
            if "stratum" in row:
                done[(row["seed"], row["seat"])] = row
    options = {"players": n}
    lost, won = [], []
    for seed in range(first, first + games):
        st, _ = arena.play("guerilla", ["steady"] * n, seed, options, rollouts, seconds=0)
        for i, role in enumerate(st["roles"]):
            (won if st["result"] and arena.won(st["result"], role) else lost).append((seed, i, role))
    print(json.dumps({"game": "guerilla", "players": n, "seeds": [first, first + games - 1],
                      "seat_games": len(lost) + len(won), "steady_lost": len(lost)}), flush=True)
    picked = {}
    for label, rows, k in (("steady_lost", lost, k_lost), ("steady_won", won, k_won)):
        step = max(1, len(rows) // k) if k else 1
        picked[label] = rows[::step][:k]
    order = []
    for j in range(max(len(p) for p in picked.values())):
        order += [(label, p[j]) for label, p in picked.items() if j < len(p)]
    for label, (seed, i, role) in order:
        if (seed, role) in done:
            print(json.dumps(done[(seed, role)]), flush=True)
            continue
        seats = ["steady"] * n
        seats[i] = "strong"
        t0 = time.perf_counter()
        st, _ = arena.play("guerilla", seats, seed, options, rollouts, seconds=0)
        print(json.dumps({"stratum": label, "seed": seed, "seat": role,
                          "strong_won": bool(st["result"] and arena.won(st["result"], role)),
                          "s": round(time.perf_counter() - t0, 1)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
