"""Where Paraguay's strong level leaves, or nearly leaves, the steady choice, and whether that would pay (figures,
not pass/fail): ``python bench/paraguay_strong_diag.py SEAT FIRST_SEED GAMES [LONG [GAIN]]``. SEAT is allied or
paraguayan. For each seed it plays strong in SEAT against steady (16 roll-outs, no clock, the arena's rngs: the
very games of bench/strong_seeds.py) and logs every searched decision: its kind (target: choosing a target or
ending combat; advance; burn; step: an army's first step; other), the candidates' mean scores, the best one's mean
gain over the steady first choice and the paired differences' spread. Where the best is not the steady first
choice and gains GAIN at least (0.005 by default; whether or not ``Strong.pick`` took it), it searches the two
again from the same state with fresh samples: 32 samples at the level's own roll-out depth (4x the roll-outs: the
noise check) and 8 samples at depth LONG (200 by default; deeper sees a battle or a march end: the horizon
check), both scored by the level's ``evaluate``. One JSON line a seat-game, then a summary line per kind
("left": such decisions; "ref_agrees"/"long_agrees": how many of them the re-search also scored better)."""
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import bots, get_game, prng  # noqa: E402
from engine.arena import apply, seat_rngs, setup  # noqa: E402
from engine.bots import common  # noqa: E402
from search_watch import chosen, means, watch  # noqa: E402
from engine.games.paraguay import strong as pstrong  # noqa: E402
from paraguay_bound_diag import kind  # noqa: E402  (the kind of a searched decision: target, advance, burn, step)

game = get_game("paraguay")


def entry(cands, rounds, act):
    """What the diagnosis keeps of a pick: the means, the one played, the best, its gain and the paired spread."""
    runs, ms = len(rounds), means(cands, rounds)
    best = max(range(len(cands)), key=lambda k: (ms[k], -k))
    diffs = [r[best] - r[0] for r in rounds]
    gain = ms[best] - ms[0]
    sd = (sum((d - gain) ** 2 for d in diffs) / (runs - 1)) ** 0.5 if runs > 1 else 0.0
    return {"cands": cands, "means": [round(m, 3) for m in ms], "runs": runs, "idx": chosen(cands, act),
            "best": best, "gain": round(gain, 4), "sd": round(sd, 4)}


LOG = watch(entry)


def research(state, role, cands, samples, depth, salt):
    """Mean scores of ``cands`` from ``state`` over ``samples`` fresh samples at roll-out ``depth``."""
    rng = prng.seed_state(salt)
    budget = bots.Budget(rollouts=samples * len(cands), seconds=0, clock=None)
    budget.start()
    budget.game, budget.role = game, role
    budget.samples = [pstrong.sample(state, role, rng) for _ in range(samples)]
    s = pstrong.Strong(bots.make("paraguay", "steady"))
    rounds = s.search(game, role, cands, rng, budget, depth)
    return [round(sum(r[k] for r in rounds) / len(rounds), 3) for k in range(len(cands))]


def play(seed, seat, long_depth):
    state = setup("paraguay", seed)
    roles = state["roles"]
    made = {"steady": bots.make("paraguay", "steady"), "strong": bots.make("paraguay", "strong")}
    rngs = seat_rngs(seed, roles)
    memory = {r: {} for r in roles}
    rows = []
    while state["result"] is None:
        role = bots.acting(state)
        LOG.clear()
        kind_ = "strong" if role == seat else "steady"
        act, _ = bots.decide(state, role, made[kind_], rngs[role], memory[role],
                             bots.Budget(rollouts=16, seconds=0, clock=None))
        if LOG:
            e = LOG[0]
            row = {"kind": kind(e["cands"]), "turn": state["pg"]["turn"], "left": e["idx"] != 0,
                   "means": e["means"], "gain": e["gain"], "sd": e["sd"], "taken": e["idx"] != 0}
            if e["best"] and e["gain"] >= GAIN:
                row["left"] = True
                pair = [e["cands"][0], e["cands"][e["best"]]]
                salt = seed * 7919 + len(rows)
                row["ref"] = research(state, role, pair, 32, pstrong.Strong.depth, salt)
                row["long"] = research(state, role, pair, 8, long_depth, salt + 1)
            rows.append(row)
        state = apply(state, role, act["verb"], act["arg"])
    return state, rows


seat, first, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
long_depth = int(sys.argv[4]) if len(sys.argv) > 4 else 200
GAIN = float(sys.argv[5]) if len(sys.argv) > 5 else 0.005
tally = {}
for seed in range(first, first + games):
    t = time.perf_counter()
    st, rows = play(seed, seat, long_depth)
    deps = [r for r in rows if r["left"]]
    for r in rows:
        k = tally.setdefault(r["kind"], {"searched": 0, "left": 0, "ref_agrees": 0, "long_agrees": 0,
                                         "ref_gain": 0.0, "long_gain": 0.0})
        k["searched"] += 1
        if r["left"]:
            k["left"] += 1
        if "ref" in r:
            k["ref_agrees"] += r["ref"][1] > r["ref"][0]
            k["long_agrees"] += r["long"][1] > r["long"][0]
            k["ref_gain"] += r["ref"][1] - r["ref"][0]
            k["long_gain"] += r["long"][1] - r["long"][0]
    kinds = {k: sum(r["kind"] == k for r in rows) for k in sorted({r["kind"] for r in rows})}
    keys = ("kind", "turn", "means", "gain", "sd", "taken", "ref", "long")
    print(json.dumps({"seed": seed, "seat": seat, "won": common.won(st["result"], seat),
                      "winner": st["result"].get("winner"), "searched": len(rows), "left": len(deps), "kinds": kinds,
                      "deps": [{k: r[k] for k in keys if k in r} for r in deps],
                      "gains": sorted(r["gain"] for r in rows)[-8:], "taken": sum(r["taken"] for r in rows),
                      "s": round(time.perf_counter() - t, 1)}), flush=True)
for k, v in sorted(tally.items()):
    n = v["left"] or 1
    print(json.dumps({"kind": k, "searched": v["searched"], "left": v["left"], "ref_agrees": v["ref_agrees"],
                      "long_agrees": v["long_agrees"], "ref_gain_mean": round(v["ref_gain"] / n, 4),
                      "long_gain_mean": round(v["long_gain"] / n, 4)}), flush=True)
