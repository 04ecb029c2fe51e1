"""Does a ride on the rivers bring Allied ground units to the objectives in fewer movement phases? A probe over
the printed map (figures, not pass/fail): ``python bench/paraguay_river.py [--season early|late]``.

For each start hex (the Allied entry hexes, the set-up hexes along the Paraná, where the army stands once the
road north is open) and each goal (Itapúa, the head of the one supply line into Paraguay, and the three
objectives: Asunción, Curupaity, Concepción), it prints how many movement phases an infantry unit (MF 6) and a
cavalry unit (MF 9) need on foot, and how many with a ride: at a navigable river hex the unit pays 3 MP of its own
to embark (12.4), a vessel carries it along the river up to its own MF (12: 1 MP a river hex, 2 in Paraguay,
12.3), it lands (no cost) and walks on with the MP it has left (12.5). ``rides`` is how many vessels one unit may
use in a phase (a relay, 12.4-12.5: a fresh vessel waiting in the landing hex). A vessel is assumed wherever the
unit needs it: the best the river can give, an upper bound on the gain. Every phase after the first on the way is
one more attrition check (7.1, at each turn's start). Hexes the enemy holds are never entered (11.4): the
scenarios set which fortresses stand (Humaitá, Curupayty and Angostura stood in nearly every game measured,
docs/BENCHMARKS.md, 2026-12-04 23:05 UTC).
"""

import argparse
import heapq
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.games.paraguay import bot as pbot, hexmap, tables  # noqa: E402

STARTS = (("1042", "entry, Paraná mouth"), ("1943", "entry, Paso de los Libres"), ("3244", "entry, Brazil"),
          ("1237", "set-up on the Paraná"), ("1335", "Corrientes"), ("1334", "beside Itapirú"),
          ("1434", "Itapirú"), ("1533", "Paraná above Itapirú"), ("2435", "beside Itapúa"),
          ("2534", "Itapúa"))
GOALS = (("1434+", "beside Itapirú"), ("2534+", "beside Itapúa"), ("2534", "Itapúa"), ("1826", "Asunción"),
         ("2622", "Curupaity"), ("1918", "Concepción"))
SCENARIOS = (("Itapirú and Itapúa standing", ("1434", "2534", "1433", "1432", "1827")),
             ("Itapirú fallen, Itapúa standing", ("2534", "1433", "1432", "1827")),
             ("road north open (Curupayty, Humaitá, Angostura stand)", ("1433", "1432", "1827")))
EMBARK = 3
VESSEL = 12


def one_phase(hm, costs, start, mf, enemy, rides):
    """{hex: MP left} a fresh unit at ``start`` can end the phase on (the most MP left wins), on foot and with
    up to ``rides`` rides."""
    best = {}
    heap = [(-mf, start, 0)]
    seen = {}
    while heap:
        neg, h, used = heapq.heappop(heap)
        left = -neg
        if seen.get((h, used), -1) >= left:
            continue
        seen[(h, used)] = left
        best[h] = max(best.get(h, -1), left)
        for n in hm.neighbours(h):
            if n in enemy:
                continue
            c = costs[(h, n)]
            if c <= left:
                heapq.heappush(heap, (-(left - c), n, used))
            elif left == mf and h == start:      # the minimum move: one hex with all MP (11.3)
                heapq.heappush(heap, (0, n, used))
        if used < rides and hm.hexes[h]["river"] and left >= EMBARK:
            for n, _ in sail(hm, h, enemy).items():
                if n != h:
                    heapq.heappush(heap, (-(left - EMBARK), n, used + 1))
    return best


def sail(hm, start, enemy):
    """{river hex: vessel MP spent} an Allied vessel at ``start`` reaches within its MF (12.2, 12.3)."""
    out = {start: 0}
    heap = [(0, start)]
    while heap:
        d, h = heapq.heappop(heap)
        if d > out.get(h, 99):
            continue
        for n in hm.neighbours(h):
            if not hm.navigable(h, n) or n in enemy:
                continue
            c = tables.riverine_cost(True, hm.nation(n) == "paraguay")
            if d + c <= VESSEL and d + c < out.get(n, 99):
                out[n] = d + c
                heapq.heappush(heap, (d + c, n))
    return out


def phases(hm, costs, start, mf, enemy, rides, goals, most=12):
    """{goal: movement phases from ``start`` to it} (None: not within ``most``); a goal "HHHH+" is any hex beside
    HHHH the enemy does not hold (where a siege stands), 0 when ``start`` is one."""
    done = {start: 0}
    frontier = [start]
    cache = {}
    for k in range(1, most + 1):
        nxt = []
        for h in frontier:
            if h not in cache:
                cache[h] = one_phase(hm, costs, h, mf, enemy, rides)
            for n in cache[h]:
                if n not in done:
                    done[n] = k
                    nxt.append(n)
        if all(g in done or (g.endswith("+") and any(n in done for n in hm.neighbours(g[:-1]))) for g in goals) \
                or not nxt:
            break
        frontier = nxt
    out = {}
    for g in goals:
        if g.endswith("+"):
            near = [done[n] for n in hm.neighbours(g[:-1]) if n in done and n not in enemy]
            out[g] = min(near) if near else None
        else:
            out[g] = done.get(g)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--season", default="early")
    a = ap.parse_args()
    hm = hexmap.load()
    costs = pbot.step_costs(a.season)
    goals = [g for g, _ in GOALS]
    for title, forts in SCENARIOS:
        enemy = set(forts)
        print(f"\n## {title}; season {a.season}; phases to {' / '.join(n for _, n in GOALS)}")
        print("| start | infantry on foot | infantry, 1 ride | infantry, 2 rides | cavalry on foot | cavalry, 1 ride "
              "| cavalry, 2 rides |")
        print("|---|---|---|---|---|---|---|")
        for s, name in STARTS:
            if s in enemy:
                continue
            cells = []
            for mf in (6, 9):
                for rides in (0, 1, 2):
                    got = phases(hm, costs, s, mf, enemy, rides, goals)
                    cells.append(" / ".join("-" if got[g] is None else str(got[g]) for g in goals))
            print(f"| {s} {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
