"""How long the steady bot takes to decide (figures, not pass/fail): ``python bench/steady_time.py GAME [--players N]
SEED [SEED ...]`` plays the all-steady game of each seed (bench/steady_hash.py's games) and prints the median and
95th percentile of one decision in ms over all of them, with the decisions counted, their total and the games' total seconds.
Run it from two checkouts, turn about, to compare two versions on the very same games (when their hashes match)."""
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from bench.steady_args import steady_args  # noqa: E402
from engine import arena  # noqa: E402
from engine.arena import percentile  # noqa: E402

game_id, options, args, n = steady_args(sys.argv[1:])
times = {}
start = time.perf_counter()
for seed in map(int, args):
    arena.play(game_id, ["steady"] * n, seed, options, 16, times=times, seconds=0)
took = time.perf_counter() - start
ms = sorted(t * 1000 for t in times["steady"])
print(f"{game_id} seeds {' '.join(args)}: {len(ms)} decisions, median {statistics.median(ms):.2f} ms, "
      f"p95 {percentile(ms, 95):.2f} ms, all decisions {sum(ms) / 1000:.1f} s, games {took:.1f} s")
