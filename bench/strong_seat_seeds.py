"""bench/strong_seeds.py for one seat only (figures, not pass/fail): ``python bench/strong_seat_seeds.py GAME SEAT
FIRST_SEED GAMES [ROLLOUTS]``. For each seed the all-steady game, then the strong level in SEAT (by role name) with
steady play in the others, ROLLOUTS roll-outs a decision (16 by default) and no clock; one JSON line a seed with
the keys of bench/strong_seeds.py for that seat, so bench/strong_table.py reads it. Half the time of the full
script when only one seat's level changed."""
import json
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game  # noqa: E402
game_id, role, first, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rollouts = int(sys.argv[5]) if len(sys.argv) > 5 else 16
g = get_game(game_id)
n = len(g.roles)
options = {"players": n} if list(getattr(g, "player_counts", ())) else None
for seed in range(first, first + games):
    t0 = time.perf_counter()
    base, _ = arena.play(game_id, ["steady"] * n, seed, options, rollouts, seconds=0)
    row = {"seed": seed, "baseline": [r for r in base["roles"] if base["result"] and arena.won(base["result"], r)]}
    seat = base["roles"].index(role)
    seats = ["steady"] * n
    seats[seat] = "strong"
    times = {}
    st, _ = arena.play(game_id, seats, seed, options, rollouts, times=times, seconds=0)
    row[role] = bool(st["result"] and arena.won(st["result"], role))
    row[role + "_winners"] = [r for r in st["roles"] if st["result"] and arena.won(st["result"], r)]
    row[role + "_ms"] = [round(statistics.median(times["strong"]) * 1000, 1),
                         round(arena.percentile(times["strong"], 95) * 1000, 1)]
    row["s"] = round(time.perf_counter() - t0, 1)
    print(json.dumps(row), flush=True)
