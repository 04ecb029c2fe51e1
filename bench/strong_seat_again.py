"""bench/strong_seat_seeds.py again after a change to the strong level only (figures, not pass/fail): ``python
bench/strong_seat_again.py GAME SEAT FIRST_SEED GAMES [ROLLOUTS]`` plays for each seed only the strong level in
SEAT against steady play, ROLLOUTS roll-outs a decision (16 by default) and no clock, and prints a line with
bench/strong_seat_seeds.py's keys for that game but no ``baseline`` (the all-steady game is not played again: half
the time). ``python bench/strong_seat_again.py --join AFTER.jsonl BEFORE.jsonl`` then prints AFTER's lines with
the all-steady winners copied from BEFORE (lines of bench/strong_seat_seeds.py on the same seeds), for
bench/strong_pair.py; that is sound only when the steady bot is the same in both trees (bench/steady_hash.py)."""
import json
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game  # noqa: E402


def play(game_id, role, first, games, rollouts):
    roles = get_game(game_id).roles
    for seed in range(first, first + games):
        t0 = time.perf_counter()
        seats = ["strong" if r == role else "steady" for r in roles]
        times = {}
        st, _ = arena.play(game_id, seats, seed, None, rollouts, times=times, seconds=0)
        yield {"seed": seed, "players": len(roles), role: bool(st["result"] and arena.won(st["result"], role)),
               role + "_winners": [r for r in st["roles"] if st["result"] and arena.won(st["result"], r)],
               role + "_ms": [round(statistics.median(times["strong"]) * 1000, 1),
                              round(arena.percentile(times["strong"], 95) * 1000, 1)],
               "s": round(time.perf_counter() - t0, 1)}


def join(after, before):
    base = {r["seed"]: r["baseline"] for r in (json.loads(x) for x in open(before) if x.strip())}
    for line in open(after):
        if line.strip():
            row = json.loads(line)
            if row["seed"] in base:
                yield dict(row, baseline=base[row["seed"]])


if __name__ == "__main__":
    if sys.argv[1] == "--join":
        rows = join(sys.argv[2], sys.argv[3])
    else:
        rows = play(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]),
                    int(sys.argv[5]) if len(sys.argv) > 5 else 16)
    for row in rows:
        print(json.dumps(row), flush=True)
