"""How much a choice of war plan could give the Allies (figures, not pass/fail): ``python
bench/paraguay_plan_variants.py SEED GAMES [--arms a,b,...] [--out FILE.jsonl]`` plays, for each seed, the all-steady
war once for each arm: the steady Allies with a named variant of their war plan (engine/games/paraguay/plan.py)
fixed from the first move to the last, against steady Paraguay. Each line of output (and of ``--out``) is one war:
the seed, the arm, the result, the Allied VP, its awards (4.4) and a hash of the final state.

The variants are what the steady plan's own parameters can say (set here for the Allied seat only, put back
after each war; the Paraguayan list reads no plan):

- ``base``: the plan as it is.
- ``cover1``, ``cover3``: ``COVER`` 1 or 3 (how many Allied units nearer an objective leave a stack free to seek
  another: 1 spreads the army thinner over the three objectives, 3 sends more to the first).
- ``odds3``, ``odds6``: ``SIEGE_ODDS`` 3 or 6 (a lighter siege of Itapirú and Itapúa, more stacks free to march;
  or a heavier one, quicker to fall).
- ``nosiege``: no siege (``Plan._siege`` finds none): every stack seeks an objective.
- ``nopins``: no Matto Grosso pins (``Plan._pins`` finds none).
- ``nodeal``: once the road north is open, objectives still shared out as before it (``Plan._deal`` gives none).

The noise arms ``salt1`` ... ``saltN`` play ``base`` with the Allied seat's own dice (its tie-breaks) drawn from
another rng: the same plan, a different course. The best of k arms on a seed ("oracle") is better than one arm by
chance alone, since a war's course once changed meets other dice; the best of ``base`` and k-1 salted arms says
how much better, so the variants' oracle is read against it.
"""

import argparse
import contextlib
import hashlib
import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import apply, arena, bots, get_game, prng, setup  # noqa: E402
from engine.core import Context  # noqa: E402
from engine.games.paraguay import model, plan, victory  # noqa: E402

VARIANTS = ("base", "cover1", "cover3", "odds3", "odds6", "nosiege", "nopins", "nodeal")


@contextlib.contextmanager
def variant(name):
    """The plan's parameters set for ``name`` (see the module docstring), put back on leaving."""
    saved = {k: getattr(plan, k) for k in ("COVER", "SIEGE_ODDS")}
    methods = {k: getattr(plan.Plan, k) for k in ("_siege", "_pins", "_deal")}
    try:
        if name == "cover1":
            plan.COVER = 1
        elif name == "cover3":
            plan.COVER = 3
        elif name == "odds3":
            plan.SIEGE_ODDS = 3
        elif name == "odds6":
            plan.SIEGE_ODDS = 6
        elif name == "nosiege":
            plan.Plan._siege = lambda self, field, enemy, season: (None, set())
        elif name == "nopins":
            def nopins(self, board, field, enemy, season):
                self.pin_roads, self.targets, self.guards = {}, [], {}
                return {}
            plan.Plan._pins = nopins
        elif name == "nodeal":
            plan.Plan._deal = lambda self: {}
        elif name != "base" and not name.startswith("salt"):
            raise SystemExit(f"unknown arm {name!r}")
        yield
    finally:
        for k, v in saved.items():
            setattr(plan, k, v)
        for k, v in methods.items():
            setattr(plan.Plan, k, v)


def play(seed, arm):
    state = setup("paraguay", seed)
    roles = state["roles"]
    steady = bots.make("paraguay", "steady")
    rngs = arena.seat_rngs(seed, roles)
    if arm.startswith("salt"):
        rngs[model.ALLIED] = prng.seed_state(seed * 1000 + int(arm[4:]) * 7919 + 12345)
    memory = {r: {} for r in roles}
    with variant(arm):
        return run(state, rngs, steady, memory)


def run(state, rngs, steady, memory, stop=None):
    """Play ``state`` on by the bots (``steady`` in every seat) to the war's end, or to where ``stop(state, role)``
    says."""
    for _ in range(20000):
        if state["result"] is not None:
            break
        role = bots.acting(state)
        if role is None:
            break
        if stop is not None and stop(state, role):
            return state
        act, _ = bots.decide(state, role, steady, rngs[role], memory[role], bots.Budget(rollouts=16, seconds=0))
        state = apply(state, role, act["verb"], act["arg"])
    return state


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--arms", default=",".join(VARIANTS))
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    arms = a.arms.split(",")
    out = open(a.out, "a") if a.out else None
    for seed in range(a.seed, a.seed + a.games):
        for arm in arms:
            t0 = time.time()
            state = play(seed, arm)
            res = state["result"] or {}
            items = victory.final_vp(model.P(get_game("paraguay"), Context(state, None), frozen=True))[1]
            rec = {"seed": seed, "arm": arm, "winner": res.get("winner") or "unfinished", "vp": res.get("vp"),
                   "turn": res.get("turn"), "awards": [[v, why.split(" (")[0]] for v, why in items],
                   "hash": hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16],
                   "s": round(time.time() - t0, 1)}
            print(json.dumps(rec, ensure_ascii=False), flush=True)
            if out:
                out.write(json.dumps(rec, ensure_ascii=False) + "\n")
                out.flush()


if __name__ == "__main__":
    main()
