"""Paraguay's strong level at the decisions it searches (figures, not pass/fail):
``python bench/paraguay_strong.py [decisions] [seed] [--rollouts N] [--seconds S]``.

Plays steady against steady from ``seed`` (then seed+1, ...) and, at every weighty decision on the way
(engine/games/paraguay/strong.py ``weighty``: the ones the strong level searches), times a strong decision of
the deciding side with the arena's budget (16 roll-outs, 1 s by ``time.perf_counter`` unless told), until
``decisions`` are timed. Prints the median, the 95th percentile and the longest, how many of them finished at
least one round of samples (the rest fell back to the steady choice and said so), the date, the machine and
the load. Everywhere else the strong level plays the steady choice, so its other decisions cost what steady's do
(the arena's own decision times).
"""

import argparse
import datetime
import os
import pathlib
import re
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import engine  # noqa: E402
from engine import arena, bots, prng  # noqa: E402
from engine.games.paraguay import strong  # noqa: E402


def measure(want=40, seed=40000, rollouts=16, seconds=1.0, rounds=None):
    """(times in seconds, how many searched) over ``want`` weighty decisions met in steady games; ``rounds``, a
    list, gets the rounds of samples each searched decision finished (read from its reason)."""
    game = engine.get_game("paraguay")
    steady, searcher = bots.make("paraguay", "steady"), bots.make("paraguay", "strong")
    times, searched = [], 0
    while len(times) < want:
        state, rng = engine.setup("paraguay", seed), prng.seed_state(seed)
        memory = {r: {} for r in state["roles"]}
        while state["result"] is None and len(times) < want:
            role = bots.acting(state)
            if strong.weighty(game.view(state, role), game.question(state, role)):
                start = time.perf_counter()
                _, why = bots.decide(state, role, searcher, prng.seed_state(len(times)), {},
                                     bots.Budget(rollouts=rollouts, seconds=seconds, clock=time.perf_counter))
                times.append(time.perf_counter() - start)
                searched += "searched" in why
                runs = re.search(r"over (\d+) sampled futures", why)
                if rounds is not None and runs:
                    rounds.append(int(runs.group(1)))
            act, _ = bots.decide(state, role, steady, rng, memory[role])
            state = engine.apply(state, role, act["verb"], act["arg"])
        seed += 1
    return times, searched


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("decisions", type=int, nargs="?", default=40)
    p.add_argument("seed", type=int, nargs="?", default=40000)
    p.add_argument("--rollouts", type=int, default=16)
    p.add_argument("--seconds", type=float, default=1.0)
    a = p.parse_args(argv)
    from host import machine      # here, not at the top: bench/pyodide_paraguay_strong.mjs imports measure alone
    rounds = []
    times, searched = measure(a.decisions, a.seed, a.rollouts, a.seconds, rounds)
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC — {machine()}, load average "
          f"{os.getloadavg()[0]:.1f}")
    print(f"Paraguay strong, {len(times)} weighty decisions (steady games from seed {a.seed}), budget {a.rollouts} "
          f"roll-outs and {a.seconds:g} s: median {statistics.median(times) * 1000:.0f} ms, p95 "
          f"{arena.percentile(times, 95) * 1000:.0f} ms, longest {max(times) * 1000:.0f} ms; {searched} finished "
          f"at least one round of samples (rounds finished: median {statistics.median(rounds or [0]):g}, "
          f"least {min(rounds or [0])}, most {max(rounds or [0])})")


if __name__ == "__main__":
    main()
