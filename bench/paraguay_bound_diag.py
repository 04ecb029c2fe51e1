"""Whether a score tells the Allied searched candidates apart (figures, not pass/fail): ``python
bench/paraguay_bound_diag.py FIRST_SEED GAMES [ROLLOUTS [WEIGHTS.json]]``. It plays the all-steady games of those
seeds (no search plays a move, so every score meets the very same decisions), and at each decision the Allied
seat's strong level would search (``strong.weighty``) runs that search as the level does (the steady bot's best
``SEARCH_WIDTH``, ROLLOUTS roll-outs, 16 by default, over samples drawn by ``strong.sample``, roll-outs of
``ROLLOUT_DEPTH``), keeping each roll-out's end, and scores those ends twice: by ``strong.WEIGHTS`` as they stand and
by the weights in WEIGHTS.json ({"set": a feature set of bench/paraguay_bound_fit.py, "weights": its weights, as
that script prints them}; the same weights and features when none is given). For each
kind of decision (``paraguay_strong_diag.kind``'s kinds) and each score it prints how many searches there were, in
how many the candidates' means differed at all (by 1e-6), in how many the best other candidate gained 0.005 and
0.02 (``search.MARGIN``) over the steady first choice, in how many ``Strong.pick`` would leave it, and the median
and largest spread of the candidates' means (best less worst)."""
import json
import math
import statistics
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import bots, get_game, prng  # noqa: E402
from engine.arena import apply, seat_rngs, setup  # noqa: E402
from engine.bots.search import Strong as Search  # noqa: E402
from engine.games.paraguay import strong as pstrong  # noqa: E402
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import paraguay_bound_fit as bound  # noqa: E402

game = get_game("paraguay")


def kind(cands):
    verbs = {a["verb"] for a, _ in cands}
    if verbs & {"target", "end_combat"}:
        return "target"
    for v in ("advance", "burn", "step"):
        if verbs & ({v, "no_burn"} if v == "burn" else {v}):
            return v
    return "other"


class Ends(pstrong.Strong):
    """The level's search, each roll-out's end kept (its result, or its parts) rather than scored."""

    def score(self, state, role):
        res = state.get("result")
        if res is not None:
            return ("end", pstrong.evaluate(state, role))
        return ("parts", bound.parts(state))


def score(weights, feats, end):
    if end == -1.0:
        return -1.0
    if end[0] == "end":
        return end[1]
    z = sum(w * x for w, x in zip(weights, feats(end[1])))
    return min(0.99, max(0.01, 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))))


def main():
    first, games = int(sys.argv[1]), int(sys.argv[2])
    rollouts = int(sys.argv[3]) if len(sys.argv) > 3 else 16
    other = json.load(open(sys.argv[4])) if len(sys.argv) > 4 else {"set": "base", "weights": pstrong.WEIGHTS}
    scores = {"now": (pstrong.WEIGHTS, bound.base), "other": (other["weights"], bound.SETS[other["set"]])}
    tally = {}
    for seed in range(first, first + games):
        state = setup("paraguay", seed)
        steady = bots.make("paraguay", "steady")
        rngs = seat_rngs(seed, state["roles"])
        memory = {r: {} for r in state["roles"]}
        search_rng = prng.seed_state(seed * 31 + 7)
        while state["result"] is None:
            role = bots.acting(state)
            q = game.question(state, role)
            if role == "allied" and pstrong.weighty(game.view(state, role), q):
                real = [a for a in q["actions"] if a["verb"] != "capitulate"]
                view = game.view(state, role)
                ranked = steady.rank(view, dict(q, actions=real), {})
                cands, seen = [], set()
                for _, act, why in ranked:
                    if (act["verb"], repr(act["arg"])) not in seen:
                        seen.add((act["verb"], repr(act["arg"])))
                        cands.append((act, why))
                    if len(cands) >= pstrong.SEARCH_WIDTH:
                        break
                if len(cands) > 1:
                    budget = bots.Budget(rollouts=rollouts, seconds=0, clock=None)
                    budget.start()
                    budget.game, budget.role = game, role
                    budget.samples = [pstrong.sample(state, role, search_rng)
                                      for _ in range(max(1, rollouts // len(cands)))]
                    rounds = Ends(steady).search(game, role, cands, search_rng, budget, pstrong.ROLLOUT_DEPTH)
                    k = kind(cands)
                    for name, (w, feats) in scores.items():
                        rs = [[score(w, feats, e) for e in r] for r in rounds]
                        ms = [sum(r[i] for r in rs) / len(rs) for i in range(len(cands))]
                        best = max(range(len(cands)), key=lambda i: (ms[i], -i))
                        act, _ = Search.pick(cands, rs, pstrong.SPREAD)
                        t = tally.setdefault(k, {}).setdefault(name, [0, 0, 0, 0, 0, []])
                        t[5].append(round(max(ms) - min(ms), 4))
                        t[0] += 1
                        t[1] += max(ms) - min(ms) > 1e-6
                        t[2] += best != 0 and ms[best] - ms[0] >= 0.005
                        t[3] += best != 0 and ms[best] - ms[0] >= 0.02
                        t[4] += act is not cands[0][0]
            act, _ = bots.decide(state, role, steady, rngs[role], memory[role])
            state = apply(state, role, act["verb"], act["arg"])
        print(json.dumps({"seed": seed, "winner": state["result"]["winner"],
                          "tally": {k: {n: t[:5] for n, t in v.items()} for k, v in tally.items()}}), flush=True)
    for k, v in sorted(tally.items()):
        for name, t in v.items():
            print(f"{k:8s} {name:6s} searched {t[0]:4d}, differ {t[1]:4d}, gain>=0.005 {t[2]:4d}, gain>=0.02 "
                  f"{t[3]:4d}, pick leaves steady {t[4]:4d}, spread median {statistics.median(t[5]):.4f} "
                  f"largest {max(t[5]):.4f}")


if __name__ == "__main__":
    main()
