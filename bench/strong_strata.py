"""Strong against steady where a whole run per seat would be too dear (figures, not pass/fail):
``python bench/strong_strata.py GAME FIRST_SEED GAMES LOST WON [PLAYERS] [ROLLOUTS]``.

It plays GAMES all-steady games (seeds FIRST_SEED onward) and sorts their seat-games into those the steady seat won
and those it lost. Then it seats the strong level (ROLLOUTS roll-outs a decision, 16 by default, no clock, so the
same on any machine) in the seat of up to LOST of the lost seat-games and of WON of the won ones (taken evenly
through the list), every other seat steady, same seed, and counts how many strong wins. Each stratum's rate, with a
Wilson 95 % interval, weighted by its share of the all-steady seat-games, estimates the rate strong would have over
all of them (none when a stratum that occurs went unsampled); the seat-games steady won and strong lost, and the
reverse, say whether strong is the better player in that seat (a paired reading: same seed, same seat, only the
level differs). One JSON line per strong game as it ends (a long run stopped keeps what it played), then a summary
line."""
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game  # noqa: E402


def main(argv):
    game_id, first, games, k_lost, k_won = argv[0], int(argv[1]), int(argv[2]), int(argv[3]), int(argv[4])
    g = get_game(game_id)
    n = int(argv[5]) if len(argv) > 5 and argv[5] != "-" else len(g.roles)
    rollouts = int(argv[6]) if len(argv) > 6 else 16
    options = {"players": n} if getattr(g, "player_counts", ()) else None
    lost, won = [], []
    for seed in range(first, first + games):
        st, _ = arena.play(game_id, ["steady"] * n, seed, options, rollouts, seconds=0)
        for i, role in enumerate(st["roles"]):
            (won if st["result"] and arena.won(st["result"], role) else lost).append((seed, i, role))
    total = len(lost) + len(won)
    print(json.dumps({"game": game_id, "players": n, "seeds": [first, first + games - 1], "seat_games": total,
                      "steady_lost": len(lost)}), flush=True)
    strata = {}
    for label, rows, k in (("steady_lost", lost, k_lost), ("steady_won", won, k_won)):
        step = max(1, len(rows) // k) if k else 1
        picked = rows[::step][:k]
        hits = 0
        for seed, i, role in picked:
            seats = ["steady"] * n
            seats[i] = "strong"
            t0 = time.perf_counter()
            st, _ = arena.play(game_id, seats, seed, options, rollouts, seconds=0)
            win = bool(st["result"] and arena.won(st["result"], role))
            hits += win
            print(json.dumps({"stratum": label, "seed": seed, "seat": role, "strong_won": win,
                              "s": round(time.perf_counter() - t0, 1)}), flush=True)
        strata[label] = (hits, len(picked), len(rows))
    whole = all(m for _, m, size in strata.values() if size)      # every stratum that occurs was sampled
    estimate = sum(h / m * size / total for h, m, size in strata.values() if m) if whole else None
    summary = {"estimate_strong_rate": estimate and round(estimate, 4), "steady_rate": round(len(won) / total, 4)}
    for label, (h, m, size) in strata.items():
        summary[label] = {"strong_won": h, "of": m, "share": round(size / total, 4),
                          "wilson95": [round(x, 3) for x in arena.wilson(h, m)] if m else None}
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
