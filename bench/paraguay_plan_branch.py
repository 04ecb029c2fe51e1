"""Whether a war plan chosen part way through a war could pay (figures, not pass/fail): ``python
bench/paraguay_plan_branch.py SEED GAMES --turn T [--reps K] [--arms a,b,...] [--out FILE.jsonl]``.

For each seed it plays the all-steady war up to the Allies' first decision of the movement phase of Turn ``T``
(the plan point), then from that very state plays the war to its end ``K`` times for each arm (the plan
variants of bench/paraguay_plan_variants.py, steady play on both sides), each time with the state's chance and
both seats' dice drawn again from (seed, T, rep): the same ``K`` draws for every arm (common random numbers), so
the arms differ only by the plan. The state is the real one (no fog): this is what a plan search would see at
best, an upper bound. Each line is one branch: seed, turn, arm, rep, result, Allied VP.

bench/paraguay_plan_headroom.py ``--branch`` reads the lines: per position each arm's mean, and a plan chosen on
half the draws and judged on the other half (so chance in the choice does not count as gain).
"""

import argparse
import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import arena, bots, prng, setup  # noqa: E402
from engine.bots import common  # noqa: E402
from engine.games.paraguay import model  # noqa: E402
from engine.games.paraguay.game import SEGMENTS  # noqa: E402
from paraguay_plan_variants import run, variant  # noqa: E402

MOVE = SEGMENTS.index(f"move:{model.ALLIED}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--turn", type=int, required=True)
    ap.add_argument("--reps", type=int, default=6)
    ap.add_argument("--arms", default="base,cover1,cover3,nosiege,odds6")
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    out = open(a.out, "a") if a.out else None
    steady = bots.make("paraguay", "steady")
    for seed in range(a.seed, a.seed + a.games):
        state = setup("paraguay", seed)
        roles = state["roles"]
        memory = {r: {} for r in roles}

        def at_point(s, role):
            return role == model.ALLIED and s["pg"]["turn"] == a.turn and s["pg"]["seg"] == MOVE + 1
        state = run(state, arena.seat_rngs(seed, roles), steady, memory, at_point)
        if state["result"] is not None:
            print(json.dumps({"seed": seed, "turn": a.turn, "over": True}), flush=True)
            continue
        for rep in range(a.reps):
            for arm in a.arms.split(","):
                t0 = time.time()
                mix = prng.seed_state(seed * 100003 + a.turn * 1009 + rep)
                s = common.reseed(common.copy(state), mix)
                rngs = {r: prng.seed_state(prng.next_u32(mix) * 2**21 + i) for i, r in enumerate(roles)}
                with variant(arm):
                    s = run(s, rngs, steady, {r: {} for r in roles})
                res = s["result"] or {}
                rec = {"seed": seed, "turn": a.turn, "arm": arm, "rep": rep, "winner": res.get("winner") or
                       "unfinished", "vp": res.get("vp"), "s": round(time.time() - t0, 1)}
                print(json.dumps(rec), flush=True)
                if out:
                    out.write(json.dumps(rec) + "\n")
                    out.flush()


if __name__ == "__main__":
    main()
