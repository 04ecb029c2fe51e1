"""Whether a third Paraguayan fortress is within the steady Allies' reach (figures, not pass/fail):
``python bench/paraguay_forts.py SEATS SEED GAMES``, e.g. ``steady,steady 97100 20``.

Plays whole games as ``engine.arena`` does and, at each turn's first attrition check (7.1), reads for each of the
five fortresses (4.4: all five fallen are a Victory Point) whether it stands and how many units its hex holds,
and the Allied ground units and attack factors on the map (artillery counted at its printed attack). It prints
the turn each fortress fell (mean over the games where it fell, and how many), and for each turn the mean units
in each standing fortress hex, the defence the siege plan would guess for it (printed defence plus ``GARRISON`` a
unit, ``plan.py``) times ``SIEGE_ODDS``, and the mean Allied ground attack factors on the map.
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

from engine import arena, get_game  # noqa: E402
from engine.games.paraguay import model  # noqa: E402
from engine.games.paraguay.plan import GARRISON, SIEGE_ODDS  # noqa: E402

FORTS = {"1434": "Itapirú", "2534": "Itapúa", "1433": "Curupayty", "1432": "Humaitá", "1827": "Angostura"}
SEEN = {}


def _traced(p, hex_id):
    if p.turn not in SEEN:
        forts = {}
        for h in FORTS:
            fort = p.fortress_in(h)
            forts[h] = (len(p.at(h)), fort["defense"]) if fort else None
        ground = [u for u in p.units() if u["side"] == model.ALLIED and p.on_map(u) and not model.riverine(u)]
        SEEN[p.turn] = {"forts": forts, "units": len(ground), "attack": sum(u["attack"] for u in ground)}
    return (yield from _ORIGINAL(p, hex_id))


game_cls = type(get_game("paraguay"))
_ORIGINAL = game_cls.procedures["attrition_hex"]
game_cls.procedures["attrition_hex"] = _traced


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seats")
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    a = ap.parse_args(argv)
    t0 = time.time()
    fell = collections.defaultdict(list)
    by_turn = collections.defaultdict(list)
    for seed in range(a.seed, a.seed + a.games):
        SEEN.clear()
        state, _ = arena.play("paraguay", a.seats.split(","), seed)
        for t, rec in SEEN.items():
            by_turn[t].append(rec)
        gone = {h: min((t for t, rec in SEEN.items() if rec["forts"][h] is None), default=None) for h in FORTS}
        for h, t in gone.items():
            if t is not None:
                fell[h].append(t)
        print(f"seed {seed}: {(state['result'] or {}).get('winner')}, fallen by the turn's attrition: "
              + ", ".join(f"{FORTS[h]} {t}" for h, t in gone.items() if t is not None), flush=True)
    n = a.games
    print(f"\n{n} games, seats {a.seats}, seeds {a.seed}-{a.seed + n - 1}, {time.time() - t0:.0f} s, "
          f"load average {os.getloadavg()[0]:.1f}")
    for h, name in FORTS.items():
        ts = fell.get(h, [])
        print(f"  {name} ({h}) fell in {len(ts)}/{n} games" + (f", by Turn {statistics.mean(ts):.1f} on average"
                                                              if ts else ""))
    print("  by turn: Allied ground units / attack factors on the map; each fortress standing: games, mean units "
          "in the hex, the siege's need (SIEGE_ODDS x guessed defence)")
    for t, recs in sorted(by_turn.items()):
        parts = []
        for h, name in FORTS.items():
            up = [r["forts"][h] for r in recs if r["forts"][h]]
            if up:
                need = statistics.mean(SIEGE_ODDS * (d + GARRISON * (k - 1)) for k, d in up)
                parts.append(f"{name} {len(up)}: {statistics.mean(k for k, _ in up):.1f} units, need {need:.0f}")
        print(f"    Turn {t}: {statistics.mean(r['units'] for r in recs):.0f} / "
              f"{statistics.mean(r['attack'] for r in recs):.0f}; " + "; ".join(parts))


if __name__ == "__main__":
    main()
