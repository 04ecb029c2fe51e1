"""What the Allied war plan reaches (figures, not pass/fail):
``python bench/paraguay_allied.py SEATS SEED GAMES [--rollouts N]``, e.g. ``steady,steady 54000 20``.

Plays ``GAMES`` whole Paraguay games from ``SEED`` (then SEED+1, ...) exactly as ``python -m engine.arena paraguay
--seats SEATS --seed SEED --seconds 0`` does (the arena's own ``play``, the count of roll-outs alone bounding a
strong seat, so a game is the same on every machine), and prints for each game the winner, the Allied Victory
Points and where they came from (which objectives the Allies control, the Matto Grosso and Mendoza outcomes, the
fortresses left), then the wins by role with a Wilson 95 % interval, the mean Allied VP, the time and the load.
The arena prints only who won; this shows how near the Allies came.
"""

import argparse
import datetime
import os
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import arena  # noqa: E402
from engine.games.paraguay import hexmap  # noqa: E402


def one(seats, seed, rollouts):
    state, _ = arena.play("paraguay", seats, seed, rollouts=rollouts, seconds=0)
    res = state["result"] or {"winner": "unfinished", "vp": None}
    pg = state["pg"]
    held = [name for h, name in hexmap.load().awards if pg["flip"].get(h) == "allied"]
    forts = sum(1 for u in state["units"] if u["type"] == "fortress" and u["where"].isdigit())
    return res["winner"], res.get("vp"), held, pg["mg"].get("status"), pg["mendoza"]["status"], forts


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seats")
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--rollouts", type=int, default=16)
    a = ap.parse_args(argv)
    seats = a.seats.split(",")
    start, load0 = time.time(), os.getloadavg()
    wins, vps = {}, []
    for k in range(a.games):
        t = time.time()
        winner, vp, held, mg, mendoza, forts = one(seats, a.seed + k, a.rollouts)
        wins[winner] = wins.get(winner, 0) + 1
        if vp is not None:
            vps.append(vp)
        print(f"seed {a.seed + k}: {winner}, {vp} VP; Allied: {', '.join(held) or 'no objective'}; Matto Grosso "
              f"{mg}; Mendoza {mendoza}; {forts} fortresses left ({time.time() - t:.1f} s)", flush=True)
    for role in ("allied", "paraguayan", "draw"):
        lo, hi = arena.wilson(wins.get(role, 0), a.games)
        print(f"{role}: {wins.get(role, 0)}/{a.games} (95 % CI {100 * lo:.0f}-{100 * hi:.0f} %)")
    print(f"mean Allied VP {statistics.mean(vps):.2f} over {len(vps)} finished games" if vps else "no game finished")
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {time.time() - start:.0f} s, load "
          f"{load0[0]:.1f} -> {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
