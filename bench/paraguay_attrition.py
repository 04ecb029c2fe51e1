"""Where the Paraguay attrition losses fall (figures, not pass/fail):
``python bench/paraguay_attrition.py SEATS SEED GAMES``, e.g. ``steady,random 95000 100``.

Plays ``GAMES`` whole games from ``SEED`` (then SEED+1, ...) exactly as ``python -m engine.arena paraguay --seats
SEATS --games GAMES --seed SEED`` does (the arena's own ``play``, no strong seat's clock), with every attrition
check (7.2) recorded: the side, the turn, the hex, the units there, whether they are all riverine, the DRMs, a
supply unit burnt, the units lost. It prints the wins by role with a Wilson 95 % interval, the mean Allied VP, the
Mendoza rebellions not put down (and the turn each broke out), the Victory Point awards and debits of each game
(4.4) and how many games had each, the Mendoza pool (8.3: free non-GN Argentine infantry / cavalry-and-artillery, 6
+ 4 needed; how many of them wait on the Turn Record Track) at each turn's first attrition check, per game and
averaged, and first the Attrition Table's share lost by stack size and DRM; the units each side lost to attrition a
game (burnt supply apart) by kind of check, and the steady bot's decision median and 95th percentile.
"""

import argparse
import collections
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import arena, get_game  # noqa: E402
from engine.core import Context  # noqa: E402
from engine.games.paraguay import attrition, events, model, tables, victory  # noqa: E402
from paraguay_results import print_outcomes  # noqa: E402

CHECKS = []
GONE = []
POOL = {}      # turn -> (infantry, mounted) free for Mendoza at that turn's first attrition check


def _traced(p, hex_id):
    if p.turn not in POOL:
        POOL[p.turn] = (len(events.mendoza_pool(p, "infantry")), len(events.mendoza_pool(p, "mounted")),
                        sum(u["where"] == "track" for g in ("infantry", "mounted") for u in events.mendoza_pool(p, g)))
    units = [u for u in p.at(hex_id) if u["type"] != "fortress"]
    rec = None
    if units and attrition.needs_check(p, hex_id):
        side = units[0]["side"]
        drms = attrition.attrition_drms(p, hex_id, side)
        rec = {"side": side, "turn": p.turn, "hex": hex_id, "count": len(p.at(hex_id)),
               "river": all(model.riverine(u) for u in units),
               "line": not any(r == "7.5" for _, _, r in drms),
               "depot": any(r in ("7.9", "7.8") for _, _, r in drms),
               "terrain": next((why for _, why, r in drms if r == "7.7"), "clear"),
               "drm": sum(v for v, _, _ in drms)}
    GONE.clear()
    yield from _ORIGINAL(p, hex_id)
    if rec is not None:
        rec["lost"] = sum(1 for why in GONE if why == "attrition")
        rec["burnt"] = sum(1 for why in GONE if why == "burnt")
        CHECKS.append(rec)


def _eliminate(self, u, rule, why):
    GONE.append(why)
    return _ELIMINATE(self, u, rule, why)


game_cls = type(get_game("paraguay"))
_ORIGINAL = game_cls.procedures["attrition_hex"]
game_cls.procedures["attrition_hex"] = _traced
_ELIMINATE = model.P.eliminate
model.P.eliminate = _eliminate


def kind(rec):
    size = "lone" if rec["count"] == 1 else "2-4" if rec["count"] <= 4 else "5-9" if rec["count"] <= 9 else "10+"
    what = "river" if rec["river"] else "ground"
    return f"{what} {size} {'line' if rec['line'] else 'no line'}"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seats")
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    a = ap.parse_args(argv)
    print("Attrition Table (7.2, reconstructed): share of the units lost a check, by DRM and units in the hex")
    for drm in (3, 2, 0, -1, -3):
        print(f"  DRM {drm:+d}: " + "  ".join(
            f"{n}: {100 * sum(tables.attrition(n, attrition.clamp(r + drm)) for r in range(10)) / 10 / n:3.0f} %"
            for n in (1, 2, 3, 4, 6, 8)))
    seats = a.seats.split(",")
    t0 = time.time()
    wins = collections.Counter()
    vps, mendoza_lost = [], 0
    times = {}
    by_kind = collections.defaultdict(lambda: [0, 0, 0])     # checks, units at the checks, units lost
    per_game = {model.ALLIED: [], model.PARAGUAYAN: []}
    pools = collections.defaultdict(list)
    awards = collections.Counter()      # the VP awards and debits at the end (4.4), by kind
    burnt = {model.ALLIED: 0, model.PARAGUAYAN: 0}
    for seed in range(a.seed, a.seed + a.games):
        CHECKS.clear()
        POOL.clear()
        state, kind_of = arena.play("paraguay", seats, seed, times=times)
        res = state["result"] or {}
        winner = res.get("winner") or "unfinished"
        wins[winner] += 1
        vps.append(res.get("vp") or 0)
        mendoza_lost += state["pg"]["mendoza"]["status"] == "undefeated"       # not put down: -1 VP (8.3)
        lost = collections.Counter()
        for rec in CHECKS:
            lost[rec["side"]] += rec["lost"]
            burnt[rec["side"]] += rec["burnt"]
            if rec["side"] == model.ALLIED:
                k = by_kind[kind(rec)]
                k[0] += 1
                k[1] += rec["count"]
                k[2] += rec["lost"]
        for side in per_game:
            per_game[side].append(lost[side])
        for t, v in POOL.items():
            pools[t].append(v)
        md = state["pg"]["mendoza"]
        items = victory.final_vp(model.P(get_game("paraguay"), Context(state, None), frozen=True))[1]
        for _, why in items:
            awards[why.split(" (")[0]] += 1
        print(f"seed {seed}: {winner}, Allied VP {res.get('vp')}, Mendoza {md['status']} (turn {md.get('turn')}), "
              f"attrition Allied {lost[model.ALLIED]} Paraguay {lost[model.PARAGUAYAN]}, awards "
              + ("; ".join(f"{v:+d} {why.split(' (')[0]}" for v, why in items) or "none") + ", pool "
              + " ".join(f"{t}:{i}/{m}" for t, (i, m, _) in sorted(POOL.items())) + ", of them on the track "
              + " ".join(f"{t}:{k}" for t, (_, _, k) in sorted(POOL.items())), flush=True)
    n = a.games
    print_outcomes(wins, n, a.seats, a.seed, t0)
    print(f"  mean Allied VP {statistics.mean(vps):.2f}; Mendoza rebellions not put down {mendoza_lost}")
    print("  VP awards and debits (4.4), games: " + "; ".join(f"{why} {k}" for why, k in sorted(awards.items())))
    print("  Mendoza pool by turn (mean infantry/mounted; games with 6+4 free; mean on the track): " + " ".join(
        f"{t}:{statistics.mean(i for i, _, _ in v):.1f}/{statistics.mean(m for _, m, _ in v):.1f}"
        f"({sum(i >= 6 and m >= 4 for i, m, _ in v)}; {statistics.mean(k for _, _, k in v):.1f})"
        for t, v in sorted(pools.items())))
    for side, xs in per_game.items():
        print(f"  {side} units lost to attrition a game: mean {statistics.mean(xs):.1f}, median "
              f"{statistics.median(xs)}; supply units burnt {burnt[side] / n:.1f} a game")
    print("  Allied checks by kind (a game: checks, units at the checks, units lost; share lost):")
    for key in sorted(by_kind):
        c, u, lo = by_kind[key]
        print(f"    {key:24s} {c / n:6.1f} {u / n:7.1f} {lo / n:6.1f}  {100 * lo / max(1, u):4.0f} %")
    for k, ts in sorted(times.items()):
        print(f"  {k} decisions: median {1000 * statistics.median(ts):.2f} ms, p95 "
              f"{1000 * arena.percentile(ts, 95):.2f} ms ({len(ts)})")


if __name__ == "__main__":
    main()
