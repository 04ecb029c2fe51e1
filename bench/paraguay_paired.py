"""Two runs of ``bench/paraguay_attrition.py`` on the same seeds, compared seed by seed (figures, not pass/fail):
``python bench/paraguay_paired.py BEFORE.log AFTER.log``.

Reads each log's per-game lines (``seed N: WINNER, Allied VP V, Mendoza STATUS ..., attrition Allied A ...``) and
prints, over the seeds both hold: wins, draws and losses of each with a Wilson 95 % interval, the Mendoza
rebellions not put down, the mean Allied VP and attrition, and the paired differences (after minus before) of
the Allied VP and the Allied units lost to attrition with a 95 % interval (normal approximation over the seeds),
how many seeds went up or down, how many results got better or worse for the Allies (Paraguayan win < draw <
Allied win) with an exact sign test, the Allied wins gained and lost with McNemar's exact test; the games with
each Victory Point award (4.4: the three objectives, the Matto Grosso invasion) in each, how many gained or lost
it, and the draws by what they held; where both logs give the pool at each turn (8.3), for each turn's roll the
games whose rebellion had not broken out before it and how many of them had 6 infantry and 4 cavalry or artillery
free then.
"""

import collections
import math
import re
import statistics
import sys
import pathlib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from engine.arena import wilson  # noqa: E402
from strong_table import sign_test  # noqa: E402

LINE = re.compile(r"^seed (\d+): (\w+), Allied VP (-?\d+|None), Mendoza (\w+).*?attrition Allied (\d+)")
RANK = {"paraguayan": 0, "draw": 1, "unfinished": 1, "allied": 2}
AWARDS = (("A", "control of Asunción"), ("C", "control of the town of Curupaity"), ("K", "control of Concepción"),
          ("M", "Matto Grosso"))


def read(path):
    out = {}
    for line in pathlib.Path(path).read_text().splitlines():
        m = LINE.match(line)
        if m:
            seed, winner, vp, mendoza, lost = m.groups()
            turn = re.search(r"Mendoza \w+ \(turn (\d+|None)\)", line)
            pool = re.search(r", pool ((?:\d+:\d+/\d+ ?)+)", line)
            awards = re.search(r", awards (.*?)(?:, pool|$)", line)
            out[int(seed)] = {"winner": winner, "vp": 0 if vp == "None" else int(vp), "mendoza": mendoza,
                              "lost": int(lost),
                              "awards": "".join(k for k, w in AWARDS if awards and w in awards.group(1)),
                              "turn": int(turn.group(1)) if turn and turn.group(1) != "None"
                              else (99 if turn else None),
                              "pool": {int(t): tuple(map(int, im.split("/"))) for t, im in
                                       (x.split(":") for x in pool.group(1).split())} if pool else {}}
    return out


def paired(xs):
    mean = statistics.mean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return f"{mean:+.2f} (95 % CI {mean - half:+.2f} to {mean + half:+.2f})"



def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        sys.exit("usage: python bench/paraguay_paired.py BEFORE.log AFTER.log")
    before, after = read(argv[0]), read(argv[1])
    seeds = sorted(set(before) & set(after))
    if not seeds:
        sys.exit("no seed is in both logs")
    n = len(seeds)
    print(f"{n} seeds in both ({seeds[0]}-{seeds[-1]})")
    for name, run in (("before", before), ("after", after)):
        games = [run[s] for s in seeds]
        parts = []
        for who in ("allied", "draw", "paraguayan"):
            k = sum(g["winner"] == who for g in games)
            lo, hi = wilson(k, n)
            parts.append(f"{who} {k}/{n} (CI {100 * lo:.0f}-{100 * hi:.0f} %)")
        print(f"  {name}: " + ", ".join(parts) + f"; Mendoza not put down "
              f"{sum(g['mendoza'] == 'undefeated' for g in games)}; mean Allied VP "
              f"{statistics.mean(g['vp'] for g in games):.2f}; Allied attrition a game "
              f"{statistics.mean(g['lost'] for g in games):.1f}")
    dv = [after[s]["vp"] - before[s]["vp"] for s in seeds]
    da = [after[s]["lost"] - before[s]["lost"] for s in seeds]
    dr = [RANK[after[s]["winner"]] - RANK[before[s]["winner"]] for s in seeds]
    print(f"  Allied VP, after - before: {paired(dv)}; higher in {sum(d > 0 for d in dv)}, lower in "
          f"{sum(d < 0 for d in dv)}")
    print(f"  result for the Allies: better in {sum(d > 0 for d in dr)}, worse in {sum(d < 0 for d in dr)} "
          f"(exact two-sided sign test p {sign_test(sum(d > 0 for d in dr), sum(d < 0 for d in dr)):.3f})")
    won = sum(after[s]["winner"] == "allied" != before[s]["winner"] for s in seeds)
    gone = sum(before[s]["winner"] == "allied" != after[s]["winner"] for s in seeds)
    print(f"  Allied wins gained {won}, lost {gone} (exact McNemar p {sign_test(won, gone):.3f})")
    print(f"  Allied units lost to attrition a game, after - before: {paired(da)}")
    print("  awards (4.4; A Asunción, C Curupaity, K Concepción, M Matto Grosso), games before -> after (gained / "
          "lost): " + "; ".join(f"{k} {sum(k in before[s]['awards'] for s in seeds)} -> "
                                f"{sum(k in after[s]['awards'] for s in seeds)} "
                                f"(+{sum(k in after[s]['awards'] and k not in before[s]['awards'] for s in seeds)} / "
                                f"-{sum(k in before[s]['awards'] and k not in after[s]['awards'] for s in seeds)})"
                                for k, _ in AWARDS))
    for name, run in (("before", before), ("after", after)):
        draws = collections.Counter(run[s]["awards"] for s in seeds if run[s]["winner"] == "draw")
        print(f"  {name}, draws by their awards: " + ", ".join(f"{k or '-'} {v}" for k, v in sorted(draws.items())))
    lost_b = {s for s in seeds if before[s]["mendoza"] == "undefeated"}
    lost_a = {s for s in seeds if after[s]["mendoza"] == "undefeated"}
    if all(run[s]["turn"] is not None and run[s]["pool"] for run in (before, after) for s in seeds):
        for name, run in (("before", before), ("after", after)):
            parts = []
            for t in range(2, 10):
                # at turn t's roll: a game still waiting then (no rebellion before t) had 6 + 4 free if its
                # rebellion broke out then and was put down, or if it did not and the pool read at that turn's
                # first attrition check (after the roll, before any loss of that turn) held 6 + 4
                waiting = [s for s in seeds if run[s]["turn"] >= t and t in run[s]["pool"]]
                free = sum(run[s]["mendoza"] == "defeated" if run[s]["turn"] == t else
                           run[s]["pool"][t][0] >= 6 and run[s]["pool"][t][1] >= 4 for s in waiting)
                if waiting:
                    parts.append(f"{t}: {free}/{len(waiting)}")
            print(f"  {name}, at each turn T's roll, the games still waiting for the rebellion with 6 + 4 free: "
                  + ", ".join(parts))
    print(f"  Mendoza not put down: before only {len(lost_b - lost_a)}, after only {len(lost_a - lost_b)}, "
          f"both {len(lost_a & lost_b)}")


if __name__ == "__main__":
    main()
