"""The closing lines of a Paraguay bench script that plays whole games (bench/paraguay_attrition.py,
bench/paraguay_passive.py): how many games, of which seats and seeds, how long they took under what load, then
each result's share with its Wilson 95 % interval. Importing it changes nothing in the engine."""

import os
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import arena  # noqa: E402
from engine.games.paraguay import model  # noqa: E402


def print_outcomes(wins, n, seats, seed, t0):
    """``wins``: result -> games (a side, or "draw"); ``seats`` as given; games on seeds ``seed`` on; ``t0`` their
    start (time.time())."""
    print(f"\n{n} games, seats {seats}, seeds {seed}-{seed + n - 1}, {time.time() - t0:.0f} s, "
          f"load average {os.getloadavg()[0]:.1f}")
    for who in (model.ALLIED, "draw", model.PARAGUAYAN):
        k = wins.get(who, 0)
        lo, hi = arena.wilson(k, n)
        print(f"  {who}: {k}/{n} = {100 * k / n:.0f} % (CI {100 * lo:.0f}-{100 * hi:.0f} %)")
    other = {w: c for w, c in wins.items() if w not in (model.ALLIED, "draw", model.PARAGUAYAN)}
    if other:
        print(f"  other results: {other}")
