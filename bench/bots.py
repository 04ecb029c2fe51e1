"""Computer-opponent benchmarks (figures, not pass/fail): ``python bench/bots.py [games] [strong_games]
[--only GAME,GAME] [--rollouts N] [--seconds S] [--seed K]`` (S: the strong bot's time a decision by the clock, 1
by default; 0 for the roll-out count alone, which makes every game the same on any machine; K: the strong games'
first seed in every seat, 1000 x the seat's number by default); ``./build.sh bench bots`` runs it through
bench/run.py.

Strength, per game and per seat: the steady bot in that seat against random play in every other seat, beside the
same seat's result when every seat plays randomly (the baseline the issue's "3x as often" compares with; one
all-random run of as many games serves every seat), and the strong bot in that seat against steady play in every
other, beside the same seat's result on the same seeds when every seat plays steady (a game whose bot offers no
strong level says so in words). Every rate comes with its 95 % Wilson interval. Speed: the median and 95th
percentile of a decision per kind, as the arena measures them (CPython). Printed with date and machine;
docs/BENCHMARKS.md records runs.
"""

import datetime
import os
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from engine import arena, bots, get_game  # noqa: E402
from host import machine  # noqa: E402

PLAYERS = {"junta": 4, "guerilla": 4}
ORDER = ("uruguay", "junta", "guerilla", "paraguay")


def seats_for(game_id):
    game = get_game(game_id)
    n = PLAYERS.get(game_id) or len(game.roles)
    return n, (list(game.roles) if not hasattr(game, "player_counts") else [f"p{i + 1}" for i in range(n)])


def rate(k, n):
    lo, hi = arena.wilson(k, n)
    return f"{k}/{n} = {k / n:.0%} (95% CI {lo:.0%}-{hi:.0%})"


def line(game_id, mine, others, games, seat, rollouts, seconds=1.0, seed=None):
    n, roles = seats_for(game_id)
    seats = [others] * n
    seats[seat] = mine
    start = time.perf_counter()
    out = arena.run(game_id, seats, games, seed=seed or 1000 * (seat + 1), players=PLAYERS.get(game_id),
                    rollouts=rollouts, seconds=seconds)
    return out["wins_by_role"][roles[seat]], out, time.perf_counter() - start


def report(games=20, strong_games=4, only=ORDER, rollouts=16, seconds=1.0, seed=None):
    for game_id in only:
        n, roles = seats_for(game_id)
        print(f"\n## {game_id} ({n} seats)")
        speed = {}
        baseline = None
        for seat in range(n):
            if not games:
                continue
            k, out, took = line(game_id, "steady", "random", games, seat, rollouts)
            if baseline is None:       # one all-random run serves every seat (its wins by role)
                _, baseline, _ = line(game_id, "random", "random", games, 0, rollouts)
            base = baseline["wins_by_role"][roles[seat]]
            for kind, t in out["decision_ms"].items():
                speed.setdefault(kind, []).append(t)
            print(f"{roles[seat]:11} steady vs random: {rate(k, games)}; all-random baseline in this seat "
                  f"{rate(base, games)}  [{took:.0f} s]", flush=True)
        why = bots.refusal(game_id, "strong")
        if why:
            print(f"strong: {why}")
        elif strong_games:
            for seat in range(n):
                k, out, took = line(game_id, "strong", "steady", strong_games, seat, rollouts, seconds, seed)
                # the same seat and seeds with every seat steady: what a steady player wins there (a seat's
                # share of wins depends on the game's balance and, with more than two players, on their number)
                same, _, _ = line(game_id, "steady", "steady", strong_games, seat, rollouts, seconds, seed)
                for kind, t in out["decision_ms"].items():
                    speed.setdefault(kind, []).append(t)
                budget = f"at most {rollouts} roll-outs" + (f" and {seconds:g} s" if seconds else "")
                print(f"{roles[seat]:11} strong vs steady ({budget} a decision): {rate(k, strong_games)}; "
                      f"all-steady baseline in this seat {rate(same, strong_games)}  [{took:.0f} s]", flush=True)
        for kind, ts in sorted(speed.items()):
            med = sorted(t["median"] for t in ts)[len(ts) // 2]
            p95 = max(t["p95"] for t in ts)
            print(f"decision time, {kind}: median {med:.2f} ms (the middle run's), p95 up to {p95:.1f} ms")


def main(argv):
    flags = ("--only", "--rollouts", "--seconds", "--seed")
    nums = [int(a) for i, a in enumerate(argv) if a.isdigit() and (i == 0 or argv[i - 1] not in flags)]
    only = ORDER
    rollouts = 16
    if "--only" in argv:
        only = argv[argv.index("--only") + 1].split(",")
    if "--rollouts" in argv:
        rollouts = int(argv[argv.index("--rollouts") + 1])
    seconds = float(argv[argv.index("--seconds") + 1]) if "--seconds" in argv else 1.0
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else None
    print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"Machine: {machine()}; load average {os.getloadavg()[0]:.1f} at the start")
    report(nums[0] if nums else 20, nums[1] if len(nums) > 1 else 4, only, rollouts, seconds, seed)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main(sys.argv[1:])
