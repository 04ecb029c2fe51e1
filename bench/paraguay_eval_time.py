"""The cost of Paraguay's strong ``evaluate`` (figures, not pass/fail): ``python bench/paraguay_eval_time.py SEED
[EVERY [REPEAT]]``. It plays the all-steady game of SEED, and before every EVERYth decision (20 by default) times
``strong.evaluate`` from the Allied seat REPEAT times (5); it prints the median and 95th percentile of one call in ms
over all of them, and the mean score. Run it from two checkouts to compare two versions on the very same positions
(steady play does not read the score)."""
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena  # noqa: E402
from engine.arena import percentile  # noqa: E402
from engine.games.paraguay import strong  # noqa: E402

seed = int(sys.argv[1])
every = int(sys.argv[2]) if len(sys.argv) > 2 else 20
repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 5
times, scores = [], []


def look(move, state):
    if move % every == 0:
        for _ in range(repeat):
            t = time.perf_counter()
            score = strong.evaluate(state, "allied")
            times.append(time.perf_counter() - t)
        scores.append(score)


state, _ = arena.play("paraguay", ["steady", "steady"], seed, seconds=0, look=look)
print(f"seed {seed}: {len(scores)} positions x {repeat}: evaluate median {statistics.median(times) * 1000:.3f} ms, "
      f"p95 {percentile(times, 95) * 1000:.3f} ms; mean Allied score {sum(scores) / len(scores):.4f}; "
      f"result {state['result']['winner']}")
