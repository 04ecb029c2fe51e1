"""Cheap proxies for Guerilla's strong search, on the strong seat's weighty decisions of one all-steady game (4
players unless PLAYERS is given; figures, not pass/fail; the real measure is whole games, bench/strong_seeds.py and
bench/strong_strata.py):

``python bench/guerilla_search_proxy.py screen SEED SEAT``: option (a) of issue 27's search work: every legal
action applied to 8 samples and scored by ``evaluate`` at once (no roll-out); how often the screen separates the
actions at all.

``python bench/guerilla_search_proxy.py spread SEED SEAT EVERY``: at every EVERY-th weighty decision, the 16
roll-out search; the median spread (SD) and mean of the runner-up's paired differences to the steady choice.

``python bench/guerilla_search_proxy.py floor SEED SEAT [DEPTH [PLAYERS [REF_DEPTH [REF_ROLLOUTS]]]]``: where the 16
roll-out search (roll-outs of DEPTH moves, "-" for strong.py's own) would take the runner-up with the SD floor at
0.05 (and whether at 0.1), a reference search of REF_ROLLOUTS roll-outs (64 by default; other samples) of REF_DEPTH
moves (DEPTH by default) gives the runner-up's paired gain: what those departures are worth by a larger or deeper
search. A DEPTH given is used at every count of players.

``python bench/guerilla_search_proxy.py deeper SEED SEAT PLAYERS DEPTH DEEP REF_DEPTH [REF_ROLLOUTS [FROM]]``: at
each weighty decision of the seat from ``gone`` FROM (0.5) on, whether the 16 roll-out search leaves the steady
choice with roll-outs of DEPTH moves and of DEEP moves, and where either does, a reference search's paired gain of
the runner-up (REF_ROLLOUTS, 32 by default, of REF_DEPTH moves): which depth's departures the reference supports.

``python bench/guerilla_search_proxy.py time SEED SEAT PLAYERS [EVERY]``: the strong decision's time (16 roll-outs,
no clock, CPython) at every EVERY-th weighty decision of the seat: one JSON line with the median, p95 and longest,
of the wall clock and of the process's CPU time (the latter less moved by other work on the machine).

``python bench/guerilla_search_proxy.py loyalty FILE...``: bench/strong_seeds.py lines read again by the seat's
loyalty marker (dealt at setup from the seed): strong's and the all-steady seat's wins as Government, Rebel..."""
import collections
import json
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import bots, get_game, prng  # noqa: E402
from engine.arena import setup  # noqa: E402
import search_watch  # noqa: E402
from engine.errors import EngineBug, IllegalAction  # noqa: E402
from engine.games.guerilla import bot as gbot, strong  # noqa: E402
from guerilla_games import steady_moves  # noqa: E402

game = get_game("guerilla")
LOG = search_watch.LOG


def departs(cands, rounds, floor):
    """Whether Strong.pick leaves the steady first choice for these rounds with the SD floor ``floor``."""
    return search_watch.PICK(cands, rounds, floor)[0] is not cands[0][0]


PLAYERS = [4]       # the count of players of the games studied (the command line may change it)


def positions(seed, seat):
    """(state, role, k, memory) at each weighty decision of ``seat`` in the all-steady game of ``seed``."""
    k = 0
    for state, role, mem in steady_moves(seed, PLAYERS[0]):
        if role == state["roles"][seat] and strong.weighty(game.question(state, role)):
            k += 1
            yield state, role, k, dict(mem)


def searched(state, role, memory, rollouts, seed):
    """The strong search's (candidates, rounds) at this decision, or None when it searched nothing."""
    LOG.clear()
    bots.decide(state, role, bots.make("guerilla", "strong"), prng.seed_state(seed), memory,
                bots.Budget(rollouts=rollouts, seconds=0))
    return LOG[0] if LOG else None


def diffs(found):
    """The runner-up's paired differences to the steady first choice, round by round."""
    return [r[1] - r[0] for r in found[1]] if found else None


def screen(seed, seat):
    stats, tied = collections.Counter(), collections.Counter()
    for state, role, k, _ in positions(seed, seat):
        q = game.question(state, role)
        samples = [gbot.redraw(state, role, prng.seed_state(seed * 1000 + k)) for _ in range(8)]
        vals = []
        for a in q["actions"]:
            total = 0.0
            for s in samples:
                try:
                    total += strong.evaluate(game.apply(s, role, a["verb"], a["arg"]), role)
                except (IllegalAction, EngineBug):
                    total -= 1
            vals.append(round(total / 8, 4))
        stats["weighty decisions"] += 1
        if len(set(vals)) == 1:
            stats["every action scored alike"] += 1
            tied[q["actions"][0]["verb"]] += 1
        if max(vals) - min(vals) >= 0.02:
            stats["spread of 0.02 or more"] += 1
    print(json.dumps({"seed": seed, "seat": seat + 1, **stats, "alike at (first offered verb)": tied}))


def spread(seed, seat, every):
    rows = []
    for state, role, k, memory in positions(seed, seat):
        if k % every == 0:
            d = diffs(searched(state, role, memory, 16, seed * 1000 + k))
            if d and len(d) >= 2:
                rows.append((statistics.mean(d), statistics.stdev(d)))
    print(json.dumps({"seed": seed, "seat": seat + 1, "depth": strong.Strong.depth, "searched": len(rows),
                      "median SD": round(statistics.median(r[1] for r in rows), 3),
                      "median |mean|": round(statistics.median(abs(r[0]) for r in rows), 3)}))


def depth_is(depth):
    """Every roll-out of the strong search from now on plays ``depth`` moves (None: strong.py's own)."""
    if depth is None or ORIGINAL_DEPTH is None:
        if ORIGINAL_DEPTH is not None:
            strong.Strong.rollout_depth = ORIGINAL_DEPTH
    else:
        strong.Strong.rollout_depth = lambda self, state, given: depth


ORIGINAL_DEPTH = getattr(strong.Strong, "rollout_depth", None)     # None: a strong.py before the depth by count


def floor(seed, seat, depth=None, ref_depth=None, ref_rollouts=64):
    for state, role, k, memory in positions(seed, seat):
        depth_is(depth)
        found = searched(state, role, memory, 16, seed * 1000 + k)
        if found and departs(*found, 0.05):
            depth_is(ref_depth or depth)
            d, ref = diffs(found), diffs(searched(state, role, memory, ref_rollouts, seed * 1000 + k + 500))
            f = strong.features(state, role)
            print(json.dumps({"seed": seed, "seat": seat + 1, "players": PLAYERS[0], "depth": depth,
                              "ref": [ref_rollouts, ref_depth or depth], "k": k, "gone": round(f[8], 3),
                              "sudden": round(f[9], 3), "verb": found[0][0][0]["verb"],
                              "gain16": round(statistics.mean(d), 3),
                              "sd16": round(statistics.stdev(d), 3), "at_0.1": departs(*found, 0.1),
                              "ref_gain": round(statistics.mean(ref), 3),
                              "ref_se": round(statistics.stdev(ref) / len(ref) ** .5, 3)}), flush=True)


def deeper(seed, seat, depth, deep, ref_depth, ref_rollouts=32, start=0.5):
    """At each weighty decision of the seat from ``gone`` ``start`` on: the 16 roll-out search with roll-outs of
    ``depth`` moves and again of ``deep`` moves (the same samples and dice); where either leaves the steady choice,
    a reference search (``ref_rollouts`` of ``ref_depth`` moves, other samples) gives the runner-up's paired gain."""
    for state, role, k, memory in positions(seed, seat):
        far = strong.features(state, role)[8]
        if far < start:
            continue
        went = []
        for d in (depth, deep):
            depth_is(d)
            found = searched(state, role, dict(memory), 16, seed * 1000 + k)
            went.append(bool(found and departs(*found, 0.05)))
        if any(went):
            depth_is(ref_depth)
            ref = diffs(searched(state, role, dict(memory), ref_rollouts, seed * 1000 + k + 500))
            print(json.dumps({"seed": seed, "seat": seat + 1, "players": PLAYERS[0], "k": k, "gone": round(far, 3),
                              "verb": found[0][0][0]["verb"], "departs": dict(zip((depth, deep), went)),
                              "ref": [ref_rollouts, ref_depth], "ref_gain": round(statistics.mean(ref), 3),
                              "ref_se": round(statistics.stdev(ref) / len(ref) ** .5, 3)}), flush=True)


def timed(seed, seat, every):
    import time
    times, cpu = [], []
    for state, role, k, memory in positions(seed, seat):
        if k % every == 0:
            t, c = time.perf_counter(), time.process_time()
            searched(state, role, memory, 16, seed * 1000 + k)
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)

    def p95(xs):
        return round(sorted(xs)[min(len(xs) - 1, int(0.95 * len(xs)))], 1)
    print(json.dumps({"seed": seed, "seat": seat + 1, "players": PLAYERS[0], "decisions": len(times),
                      "median_ms": round(statistics.median(times), 1), "p95_ms": p95(times),
                      "longest_ms": round(max(times), 1), "cpu_median_ms": round(statistics.median(cpu), 1),
                      "cpu_p95_ms": p95(cpu), "cpu_longest_ms": round(max(cpu), 1)}), flush=True)


def loyalty(paths):
    for path in paths:
        rows = [json.loads(line) for line in open(path) if line.strip()]
        n = len([k for k in rows[0] if k.startswith("p") and "_" not in k])
        by = collections.defaultdict(lambda: [0, 0, 0])
        for r in rows:
            for p in setup("guerilla", r["seed"], options={"players": n})["players"]:
                v = by[p["loyalty"]]
                v[0], v[1], v[2] = v[0] + 1, v[1] + r[p["id"]], v[2] + (p["id"] in r["baseline"])
        print(path, f"{n} players, {len(rows)} seeds:", "; ".join(
            f"{k}: strong {v[1]}/{v[0]}, all-steady {v[2]}/{v[0]}" for k, v in sorted(by.items())))


if __name__ == "__main__":
    search_watch.watch(lambda cands, rounds, act: (cands, rounds))
    what, args = sys.argv[1], sys.argv[2:]
    if what == "loyalty":
        loyalty(args)
    elif what == "screen":
        screen(int(args[0]), int(args[1]))
    elif what == "spread":
        spread(int(args[0]), int(args[1]), int(args[2]))
    elif what == "floor":
        depth = int(args[2]) if len(args) > 2 and args[2] != "-" else None
        PLAYERS[0] = int(args[3]) if len(args) > 3 else 4
        floor(int(args[0]), int(args[1]), depth, int(args[4]) if len(args) > 4 else None,
              int(args[5]) if len(args) > 5 else 64)
    elif what == "deeper":
        PLAYERS[0] = int(args[2])
        deeper(int(args[0]), int(args[1]), *(int(a) for a in args[3:7]), *(float(a) for a in args[7:8]))
    elif what == "time":
        PLAYERS[0] = int(args[2])
        timed(int(args[0]), int(args[1]), int(args[3]) if len(args) > 3 else 1)
    else:
        sys.exit("usage: guerilla_search_proxy.py screen|spread|floor|deeper|time|loyalty ...")
