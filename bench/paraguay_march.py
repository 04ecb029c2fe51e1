"""Where the steady Allies' war plan sends the army, turn by turn (figures, not pass/fail):
``python bench/paraguay_march.py SEATS SEED GAMES [--seeds S1,S2,...] [--games-detail]``, e.g. ``steady,steady
97100 20``.

Plays whole games as ``engine.arena`` does (the arena's own ``play``). At the first Allied decision of each turn
that has a stack to move with the plan (``plan.py``) built, it reads from that decision's own context (the Allied
view only) the plan's assignment of every Allied hex holding ground units: the siege (``S``), a pin (``P``), an
objective (``A`` Asunción, ``C`` Curupaity, ``K`` Concepción), or the Mendoza reserve standing beside a depot
town (``R``), with the ground units in each; the reserve units standing in hexes the siege counts among its
besiegers (``phantom``: counted, not marching); the units waiting on the Turn Record Track for Mendoza; which
objectives the Allies already control and whether Itapirú and Itapúa stand. It prints per game one line (a line a
turn more with ``--games-detail``) and, over the games, the mean ground units a turn given each task, and the turn
each objective was first held and each of the two fortresses gone, at a turn's start.
"""

import argparse
import collections
import os
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import arena  # noqa: E402
from engine.games.paraguay import bot  # noqa: E402
from engine.games.paraguay.model import ALLIED  # noqa: E402
from engine.games.paraguay.plan import ground  # noqa: E402

LETTER = {"1826": "A", "2622": "C", "1918": "K"}
AWARD = {"A": "control of Asunción", "C": "control of the town of Curupaity", "K": "control of Concepción"}
SNAP = {}      # turn -> the snapshot


def _context(self, view, question, memory):
    ctx = _ORIGINAL(self, view, question, memory)
    board = ctx["board"]
    turn = board.get("turn") or 1
    plan = ctx.get("plan")
    if ctx["role"] != ALLIED or plan is None or not ctx["moving"] or turn in SNAP:
        return ctx
    control = board.get("control") or {}
    tasks = collections.Counter()
    stacks = []
    reserve = ctx.get("reserve") or set()
    for h, cell in sorted(ctx["hexes"].items()):
        if cell.get("side") != ALLIED:
            continue
        us = ground(cell.get("units"))
        if not us:
            continue
        free = [u for u in us if u.get("id") not in reserve]
        if len(free) < len(us):
            tasks["R"] += len(us) - len(free)
            if h in plan.besiegers:    # reserve units the siege counts on but that do not march (held, 8.3)
                tasks["phantom"] += len(us) - len(free)
        if not free:
            continue
        if plan.guarding(h) or h in plan.pins:
            t = "P"
        elif h in plan.besiegers:
            t = "S"
        else:
            t = LETTER.get(plan.objective(h), "?")
        tasks[t] += len(free)
        stacks.append(f"{h}:{t}{len(free)}")
    track = sum(1 for u in ctx.get("track", {}).values() if bot.mendoza_kind(u)
                and (u.get("entry") or 99) <= turn)
    SNAP[turn] = {"tasks": tasks, "stacks": stacks, "track": track,
                  "held": "".join(LETTER[h] for h in LETTER if control.get(h) == ALLIED),
                  "siege": plan.siege, "army": sum(v for k, v in tasks.items() if len(k) == 1),
                  "forts": "".join(n for h, n in (("1434", "I"), ("2534", "U"))
                                   if ((ctx["hexes"].get(h) or {}).get("top") or {}).get("type") == "fortress")}
    return ctx


_ORIGINAL = bot.Steady.context
bot.Steady.context = _context


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seats")
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--seeds", default="", help="comma-separated seeds instead of SEED..SEED+GAMES-1")
    ap.add_argument("--games-detail", action="store_true")
    a = ap.parse_args(argv)
    seeds = [int(s) for s in a.seeds.split(",") if s] or list(range(a.seed, a.seed + a.games))
    t0 = time.time()
    by_turn = collections.defaultdict(lambda: collections.Counter())
    turns_seen = collections.Counter()
    first = collections.defaultdict(list)
    wins = collections.Counter()
    ended = collections.Counter()
    for seed in seeds:
        SNAP.clear()
        state, _ = arena.play("paraguay", a.seats.split(","), seed)
        res = state["result"] or {}
        wins[res.get("winner")] += 1
        got = {}
        end = "".join(c for c in "ACK" if AWARD[c] in (res.get("reason") or ""))
        ended.update(end)
        for f in "IU":
            fell = min((t for t, s in SNAP.items() if f not in s["forts"]), default=None)
            if fell is not None:
                first[f].append(fell)
        for t, s in sorted(SNAP.items()):
            turns_seen[t] += 1
            for k, n in s["tasks"].items():
                by_turn[t][k] += n
            by_turn[t]["track"] += s["track"]
            by_turn[t]["army"] += s["army"]
            by_turn[t]["phantom"] += s["tasks"]["phantom"]
            for c in s["held"]:
                got.setdefault(c, t)
        for c in "ACK":
            if c in got:
                first[c].append(got[c])
        print(f"seed {seed}: {res.get('winner')}, Allied VP {res.get('vp')}, objectives held at a turn's start "
              + " ".join(f"{c}@{t}" for c, t in sorted(got.items(), key=lambda x: x[1])) + f", at the end {end or '-'}"
              ", fortress gone at a "
              "turn's start " + " ".join(f"{f}@{min((t for t, s in SNAP.items() if f not in s['forts']), default='-')}"
                                         for f in "IU") + ", army " + " ".join(f"{t}:{s['army']}"
                                                                              for t, s in sorted(SNAP.items())),
              flush=True)
        if a.games_detail:
            for t, s in sorted(SNAP.items()):
                print(f"    T{t} held {s['held'] or '-'} track {s['track']} siege {s['siege']} "
                      + " ".join(f"{k}{n}" for k, n in sorted(s["tasks"].items())) + " | " + " ".join(s["stacks"]))
    n = len(seeds)
    print(f"\n{n} games, seats {a.seats}, {time.time() - t0:.0f} s, load average {os.getloadavg()[0]:.1f}; "
          f"results {dict(wins)}")
    print("  objective first held at a turn's start, I/U Itapirú/Itapúa gone (games, mean turn): " + "; ".join(
        f"{c} {len(first[c])}" + (f" (T{statistics.mean(first[c]):.1f})" if first[c] else "") for c in "ACKIU"))
    print("  objective controlled at the war's end (4.4; games): " + "; ".join(f"{c} {ended[c]}" for c in "ACK"))
    print("  mean Allied ground units at the turn's first planned move: R reserve, S siege, P pins, A/C/K "
          "objective; phantom: reserve units in the siege's hexes (counted, not marching); track = Mendoza units due "
          "and waiting on the track; army: all of them on the map")
    for t in sorted(by_turn):
        k = turns_seen[t]
        print(f"    T{t} ({k} games): " + " ".join(f"{x} {by_turn[t][x] / k:.1f}"
                                                  for x in ("R", "phantom", "S", "P", "A", "C", "K", "?", "track",
                                                            "army")))


if __name__ == "__main__":
    main()
