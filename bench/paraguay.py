"""Paraguay engine benchmarks (figures, not pass/fail): ``python bench/paraguay.py [games]``.

Measures, in CPython: a whole random game (engine.fuzz playout without checks, median of N seeds), one
mutual attrition phase on the content map from a drawn set-up, one supply-line computation for each side on
that map, and the legal moves of a 26-unit stack. Each figure is a median, printed with date and machine;
docs/PARAGUAY.md records the runs.
"""

import datetime
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import engine  # noqa: E402
from engine import fuzz  # noqa: E402
from engine.core import Context  # noqa: E402
from engine.games.paraguay import supply  # noqa: E402
from engine.games.paraguay.model import P  # noqa: E402
from run import machine  # noqa: E402

GAME = engine.get_game("paraguay")


def timed(fn, runs=7):
    values = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        values.append(time.perf_counter() - start)
    return statistics.median(values), values


def whole_games(n):
    times, moves = [], []
    for seed in range(1, n + 1):
        start = time.perf_counter()
        _, played = fuzz.playout("paraguay", seed, max_moves=20000, check_every=0, check_replay=False)
        times.append(time.perf_counter() - start)
        moves.append(len(played))
    return times, moves


def attrition_state():
    """A Turn II state at the start of its attrition segment, from a drawn set-up."""
    st = engine.setup("paraguay", 1)
    units = [{k: u[k] for k in ("id", "nation", "type", "attack", "defense", "mf", "where", "gn", "code")}
             for u in st["units"]]
    return units


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"Machine: {machine()}")
    times, moves = whole_games(n)
    print(f"Paraguay random whole game, CPython ({n} games): median {statistics.median(times):.2f} s "
          f"(min {min(times):.2f}, max {max(times):.2f}; median {statistics.median(moves):.0f} moves a game)")
    units = attrition_state()
    opts = {"units": units, "start": {"turn": 2, "segment": "attrition", "mendoza": {"status": "defeated"}}}
    med, _ = timed(lambda: engine.setup("paraguay", 5, options=opts))
    st = engine.setup("paraguay", 5, options=opts)
    checks = sum(1 for e in st["log"] if e["rule"] == "7.2" and e["text"].startswith("Attrition at"))
    print(f"Paraguay attrition phase on the content map (set-up of seed 1, {checks} hexes checked before the "
          f"first question, start included): median {med * 1000:.0f} ms")
    p = P(GAME, Context(engine.setup("paraguay", 1), None))
    med, _ = timed(lambda: (supply.Lines(p, "allied"), supply.Lines(p, "paraguayan")), runs=21)
    print(f"Paraguay supply lines, both sides, content map: median {med * 1000:.1f} ms")
    stack = [{"id": f"py-{k}", "nation": "paraguay", "type": "infantry", "attack": 2, "defense": 3, "mf": 6,
              "where": "1730"} for k in range(26)]
    st = engine.setup("paraguay", 1, options={"units": stack, "start": {"turn": 3, "segment": "move:paraguayan"}})
    st = engine.apply(st, "paraguayan", "select", {"hex": "1730", "kind": "ground"})
    med, _ = timed(lambda: engine.actions(st, "paraguayan"), runs=21)
    print(f"Paraguay legal moves of a moving 26-unit stack ({len(engine.actions(st, 'paraguayan'))} actions): "
          f"median {med * 1000:.1f} ms")


if __name__ == "__main__":
    main()
