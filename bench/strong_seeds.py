"""Strong against steady, seed by seed (figures, not pass/fail): ``python bench/strong_seeds.py GAME FIRST_SEED
GAMES [ROLLOUTS] [PLAYERS]``. For each seed it plays the all-steady game, then the strong level in each seat in
turn with steady play in the others, at ROLLOUTS roll-outs a decision (16 by default, the sandbox's count) and no
clock, so every game is the same on any machine; it prints one JSON line a seed (who won the all-steady game,
whether strong won in each seat and who won that game, the strong decisions' median and 95th percentile in ms),
so that a long run that is stopped keeps what it played. bench/bots.py gives the same figures per seat in one go."""
import json
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game
game_id, first, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rollouts = int(sys.argv[4]) if len(sys.argv) > 4 else 16
players = int(sys.argv[5]) if len(sys.argv) > 5 else None
g = get_game(game_id)
counts = list(getattr(g, "player_counts", ()))
n = players or len(g.roles)
options = {"players": n} if counts else None
for seed in range(first, first + games):
    t0 = time.perf_counter()
    base, _ = arena.play(game_id, ["steady"] * n, seed, options, rollouts, seconds=0)
    row = {"seed": seed, "baseline": [r for r in base["roles"] if base["result"] and arena.won(base["result"], r)]}
    for seat in range(n):
        seats = ["steady"] * n
        seats[seat] = "strong"
        times = {}
        st, kind_of = arena.play(game_id, seats, seed, options, rollouts, times=times, seconds=0)
        role = st["roles"][seat]
        row[role] = bool(st["result"] and arena.won(st["result"], role))
        row[role + "_winners"] = [r for r in st["roles"] if st["result"] and arena.won(st["result"], r)]
        row[role + "_ms"] = [round(statistics.median(times["strong"]) * 1000, 1),
                             round(arena.percentile(times["strong"], 95) * 1000, 1)]
    row["s"] = round(time.perf_counter() - t0, 1)
    print(json.dumps(row), flush=True)
