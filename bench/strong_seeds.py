"""Strong against steady, seed by seed (figures, not pass/fail): ``python bench/strong_seeds.py GAME FIRST_SEED
GAMES [ROLLOUTS] [PLAYERS]``. For each seed it plays the all-steady game, then the strong level in each seat in
turn with steady play in the others, at ROLLOUTS roll-outs a decision (16 by default, the sandbox's count) and no
clock, so every game is the same on any machine; it prints one JSON line a seed (who won the all-steady game,
whether strong won in each seat and who won that game, the strong decisions' median and 95th percentile in ms),
so that a long run that is stopped keeps what it played. bench/bots.py gives the same figures per seat in one go."""
import json
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game  # noqa: E402


def rows(game_id, first, games, rollouts=16, players=None, roles=None):
    """One dict a seed (printed as a JSON line): the all-steady game's winners, then for each of ``roles`` (every
    seat by default) whether strong won in that seat, who won that game and its decision times."""
    g = get_game(game_id)
    n = players or len(g.roles)
    options = {"players": n} if list(getattr(g, "player_counts", ())) else None
    for seed in range(first, first + games):
        t0 = time.perf_counter()
        base, _ = arena.play(game_id, ["steady"] * n, seed, options, rollouts, seconds=0)
        row = {"seed": seed,
               "baseline": [r for r in base["roles"] if base["result"] and arena.won(base["result"], r)]}
        if roles is not None:
            row["players"] = n           # bench/strong_table.py cannot count the seats from one seat's lines
        for seat, role in enumerate(base["roles"]):
            if roles is not None and role not in roles:
                continue
            seats = ["steady"] * n
            seats[seat] = "strong"
            times = {}
            st, _ = arena.play(game_id, seats, seed, options, rollouts, times=times, seconds=0)
            row[role] = bool(st["result"] and arena.won(st["result"], role))
            row[role + "_winners"] = [r for r in st["roles"] if st["result"] and arena.won(st["result"], r)]
            row[role + "_ms"] = [round(statistics.median(times["strong"]) * 1000, 1),
                                 round(arena.percentile(times["strong"], 95) * 1000, 1)]
        row["s"] = round(time.perf_counter() - t0, 1)
        yield row


if __name__ == "__main__":
    for line in rows(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 16,
                     int(sys.argv[5]) if len(sys.argv) > 5 else None):
        print(json.dumps(line), flush=True)
