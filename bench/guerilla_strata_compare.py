"""Two runs of bench/guerilla_strata_pairs.py (or strong_strata.py) on the same seeds read side by side (figures,
not pass/fail): ``python bench/guerilla_strata_compare.py BEFORE.jsonl AFTER.jsonl``.

Only the seat-games both runs have played count, so a run stopped early is compared on what it shares. For each run:
strong's wins in each stratum (Wilson 95 % ranges), the estimate of strong's win rate (each stratum's rate weighted by
its share of the all-steady seat-games, from the runs' first line), the pairing to the all-steady seat (won where
steady lost / lost where steady won) with the exact two-sided sign test; then the runs against each other, seat-game
by seat-game (after won where before lost / before won where after lost), and the median wall time of a game.

The sign tests count each stratum's seat-games alike, though the strata are sampled in equal numbers while the
all-steady seat-games are mostly of one stratum (at 5 players some 80 % steady-lost): against the all-steady seat a
strong level that only re-deals the game's luck (the same win rate as steady) wins about w of the steady-lost and
loses about 1 - w of the steady-won seat-games (w the steady seat's rate), some 4 to 16 of 20 and 20, and the
sign test calls that significantly worse. So each line also gives the stratum-weighted difference (each stratum's
mean weighted by its share of the all-steady seat-games, as the estimate is) with its standard error and a 95 %
range: strong's rate less the all-steady seat's, and after's less before's, seat-game by seat-game.

``python bench/guerilla_strata_compare.py --pool RUN.jsonl RUN.jsonl ...`` reads runs of one table size on different
seeds as one: the strata's shares from all their all-steady seat-games together, each stratum's seat-games from all
the runs, and the same estimate and stratum-weighted difference against the all-steady seat."""
import json
import math
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from engine.arena import wilson  # noqa: E402
from strong_table import sign_test  # noqa: E402


def load(path):
    """The run's first line (the all-steady counts) and its strong games by (stratum, seed, seat)."""
    head, games = None, {}
    for line in open(path):
        if not line.strip():
            continue
        row = json.loads(line)
        if "stratum" in row:
            games[(row["stratum"], row["seed"], row["seat"])] = row
        elif head is None:
            head = row
    return head, games


def weighted(shares, diffs):
    """The stratum-weighted mean of per-seat-game differences ``diffs`` (stratum -> list) and its standard error."""
    mean = var = 0.0
    for stratum, share in shares.items():
        xs = diffs[stratum]
        if not xs:
            continue
        m = sum(xs) / len(xs)
        mean += share * m
        var += share ** 2 * (sum((x - m) ** 2 for x in xs) / (len(xs) - 1) if len(xs) > 1 else 0.25) / len(xs)
    return mean, math.sqrt(var)


def said(mean, se):
    return f"{mean:+.1%} (SE {se:.1%}; 95 % {mean - 1.96 * se:+.1%} to {mean + 1.96 * se:+.1%})"


def main(before_path, after_path):
    head, before = load(before_path)
    head_after, after = load(after_path)
    assert head == head_after, (head, head_after)
    common = sorted(set(before) & set(after))
    share_lost = head["steady_lost"] / head["seat_games"]
    shares = {"steady_lost": share_lost, "steady_won": 1 - share_lost}
    print(f"{head['players']} players, seeds {head['seeds'][0]}-{head['seeds'][1]}: the steady seat won "
          f"{head['seat_games'] - head['steady_lost']} of {head['seat_games']} seat-games; "
          f"{len(common)} seat-games played by both runs")
    for label, run in (("before", before), ("after", after)):
        cells = []
        rates = {}
        for stratum in ("steady_lost", "steady_won"):
            keys = [k for k in common if k[0] == stratum]
            won = sum(run[k]["strong_won"] for k in keys)
            low, high = wilson(won, len(keys))
            rates[stratum] = won / len(keys) if keys else 0.0
            cells.append(f"{stratum} {won}/{len(keys)} ({low:.0%}-{high:.0%})")
        estimate = share_lost * rates["steady_lost"] + (1 - share_lost) * rates["steady_won"]
        gained = sum(run[k]["strong_won"] for k in common if k[0] == "steady_lost")
        lost = sum(not run[k]["strong_won"] for k in common if k[0] == "steady_won")
        wall = statistics.median(run[k]["s"] for k in common) if common else 0
        print(f"{label}: {'; '.join(cells)}; estimate {estimate:.0%}; against the all-steady seat "
              f"{gained} won / {lost} lost (p = {sign_test(gained, lost):.3f}); median wall {wall:.0f} s")
        # against the all-steady seat: a win where steady lost is +1, a loss where steady won -1
        diffs = {st: [int(run[k]["strong_won"]) - (st == "steady_won") for k in common if k[0] == st]
                 for st in shares}
        print(f"  {label}, stratum-weighted, strong's rate less the all-steady seat's: {said(*weighted(shares, diffs))}")
    up = sum(after[k]["strong_won"] and not before[k]["strong_won"] for k in common)
    down = sum(before[k]["strong_won"] and not after[k]["strong_won"] for k in common)
    print(f"after against before: {up} won that before lost, {down} lost that before won "
          f"(p = {sign_test(up, down):.3f}); stratum-weighted, after's rate less before's: "
          f"{said(*weighted(shares, {st: [int(after[k]['strong_won']) - int(before[k]['strong_won']) for k in common if k[0] == st] for st in shares}))}")


def pool(paths):
    heads, games = [], {}
    for path in paths:
        head, run = load(path)
        heads.append(head)
        games.update(run)
    players = {h["players"] for h in heads}
    assert len(players) == 1, f"runs of different table sizes: {sorted(players)}"
    seat_games = sum(h["seat_games"] for h in heads)
    steady_lost = sum(h["steady_lost"] for h in heads)
    share_lost = steady_lost / seat_games
    shares = {"steady_lost": share_lost, "steady_won": 1 - share_lost}
    seeds = ", ".join(f"{h['seeds'][0]}-{h['seeds'][1]}" for h in heads)
    print(f"{players.pop()} players, {len(heads)} runs pooled (seeds {seeds}): the steady seat won "
          f"{seat_games - steady_lost} of {seat_games} seat-games ({1 - share_lost:.1%})")
    rates, cells, diffs = {}, [], {}
    for stratum in shares:
        keys = [k for k in games if k[0] == stratum]
        won = sum(games[k]["strong_won"] for k in keys)
        low, high = wilson(won, len(keys))
        rates[stratum] = won / len(keys) if keys else 0.0
        cells.append(f"{stratum} {won}/{len(keys)} ({low:.0%}-{high:.0%})")
        diffs[stratum] = [int(games[k]["strong_won"]) - (stratum == "steady_won") for k in keys]
    estimate = share_lost * rates["steady_lost"] + (1 - share_lost) * rates["steady_won"]
    print(f"strong: {'; '.join(cells)}; estimate {estimate:.1%}")
    print(f"  stratum-weighted, strong's rate less the all-steady seat's: {said(*weighted(shares, diffs))}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--pool"]:
        pool(sys.argv[2:])
    else:
        main(*sys.argv[1:3])
