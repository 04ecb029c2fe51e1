"""The steady Uruguay bot's reasons in all-steady games, counted (figures, not pass/fail):
``python bench/uruguay_reasons.py FIRST GAMES [PATTERN]``. Plays seeds FIRST.. as the arena does (no clock) and
prints each distinct reason whose text matches the regular expression PATTERN (all by default), digits replaced
by N, with how often each seat gave it: a quick check that every reason reads well and names its rule."""
import collections
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import bots  # noqa: E402
from engine.arena import apply, seat_rngs, setup  # noqa: E402


def reasons(first, games, pattern=""):
    """Counter of (role, reason with digits as N) over the seeds first .. first + games - 1."""
    out = collections.Counter()
    for seed in range(first, first + games):
        state = setup("uruguay", seed)
        made = bots.make("uruguay", "steady")
        rngs = seat_rngs(seed, state["roles"])
        memory = {r: {} for r in state["roles"]}
        while state["result"] is None:
            role = bots.acting(state)
            if role is None:
                break
            act, why = bots.decide(state, role, made, rngs[role], memory[role],
                                   bots.Budget(rollouts=4, seconds=0, clock=None))
            if re.search(pattern, why):
                out[(role, re.sub(r"\d+", "N", why))] += 1
            state = apply(state, role, act["verb"], act["arg"])
    return out


if __name__ == "__main__":
    counts = reasons(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else "")
    for (role, why), n in sorted(counts.items()):
        print(f"{n:6d}  {role:10s}  {why}")
