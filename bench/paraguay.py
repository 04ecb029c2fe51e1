"""Paraguay engine benchmarks (figures, not pass/fail): ``python bench/paraguay.py [games] [pyodide_games]``;
``bench/run.py`` calls ``report``.

Measures: a whole random game in CPython (engine.fuzz playout without checks, median of N seeds) and inside
Pyodide under Node (bench/pyodide_fuzz.mjs, needs a built wheel), a whole mutual attrition phase on the content
map from a drawn set-up (every question answered: no supply burnt, the first unit lost), one supply-line
computation for each side on that map, and the legal moves of a 26-unit stack. Each figure is a median,
printed with date and machine; docs/BENCHMARKS.md records the runs.
"""

import datetime
import json
import pathlib
import statistics
import subprocess
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
from host import machine  # noqa: E402

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


def attrition_phase(opts):
    """Set up at the start of Turn II's attrition and answer every question until the phase is over."""
    st = engine.setup("paraguay", 5, options=opts)
    while st["pg"]["seg"] <= 2 and st["result"] is None:        # SEGMENTS[2] is "attrition"
        role = engine.view(st, None)["active"][0]
        acts = engine.actions(st, role)
        pick = next((a for a in acts if a["verb"] == "no_burn"), acts[0])
        st = engine.apply(st, role, pick["verb"], pick["arg"])
    return st


def pyodide_games(n):
    out = subprocess.run(["node", str(ROOT / "bench" / "pyodide_fuzz.mjs"), str(n), "paraguay", "0"], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def report(n=5, py_n=3):
    """Print every Paraguay figure (``n`` CPython games, ``py_n`` Pyodide games; 0 skips Pyodide)."""
    times, moves = whole_games(n)
    print(f"Paraguay random whole game, CPython ({n} games): median {statistics.median(times):.2f} s "
          f"(min {min(times):.2f}, max {max(times):.2f}; median {statistics.median(moves):.0f} moves a game)")
    if py_n:
        py = pyodide_games(py_n)
        print(f"Paraguay random whole game inside Pyodide {py['python']} (Node, {py_n} games): median "
              f"{py['median_ms'] / 1000:.2f} s (min {py['min_ms'] / 1000:.2f}, max {py['max_ms'] / 1000:.2f}; "
              f"median {py['median_moves']:.0f} moves a game)")
    units = attrition_state()
    opts = {"units": units, "start": {"turn": 2, "segment": "attrition", "mendoza": {"status": "defeated"}}}
    med, _ = timed(lambda: attrition_phase(opts), runs=5)
    st = attrition_phase(opts)
    checks = sum(1 for e in st["log"] if e["rule"] == "7.2" and e["text"].startswith("Attrition at"))
    print(f"Paraguay whole attrition phase on the content map (set-up of seed 1, {checks} hexes checked, every "
          f"question answered, start included): median {med * 1000:.0f} ms")
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


def main():
    print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"Machine: {machine()}")
    report(int(sys.argv[1]) if len(sys.argv) > 1 else 5, int(sys.argv[2]) if len(sys.argv) > 2 else 3)


if __name__ == "__main__":
    main()
