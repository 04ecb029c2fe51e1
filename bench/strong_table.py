"""Reads bench/strong_seeds.py's JSON lines (figures, not pass/fail): ``python bench/strong_table.py FILE
[FILE_BEFORE]``. Per seat, and over every seat: the strong level's wins with a Wilson 95 % interval; the all-steady
game's wins in that seat on the same seeds, and the ratio of strong's rate to it and to one in as many as there are
players; and a pairwise reading (ours, not the issue's words): over the games in which either the strong seat or a
given steady seat won, the strong seat's share. Where the lines name each game's winners it is given against every
steady seat (the lowest and the share over all of them); without them (older lines) only against an average steady
seat, each steady seat taken to have won an equal part of the games strong lost. With FILE_BEFORE, only the seeds
in both files are read, and the seat-games won in one and lost in the other are counted."""
import json
import math
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine.arena import wilson  # noqa: E402


def sign_test(a, b):
    """Two-sided exact sign test: the chance of a split at least as uneven as a:b when each side is 1/2 (McNemar's
    exact test, on paired wins)."""
    n, k = a + b, min(a, b)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n) if n else 1.0


def load(path):
    return {r["seed"]: r for r in (json.loads(line) for line in open(path) if line.strip())}


def seats_of(rows):
    first = next(iter(rows.values()))
    return [k for k in first if k not in ("seed", "baseline", "s", "players") and not k.endswith(("_ms", "_winners"))]


def table(rows, label):
    seats = seats_of(rows)
    # lines of one seat say how many play (bench/strong_seat_seeds.py); older ones do not, and then the share of
    # one seat in n is not given
    n = next(iter(rows.values())).get("players", len(seats) if len(seats) > 1 else None)
    print(f"{label}: {len(rows)} seeds ({min(rows)}-{max(rows)}), {len(seats)} of {n or 'an unknown count of'} seats")
    for seat in seats + ["all"]:
        pick = seats if seat == "all" else [seat]
        w = sum(r[s] for r in rows.values() for s in pick)
        g = len(rows) * len(pick)
        base = sum(s in r["baseline"] for r in rows.values() for s in pick)
        lo, hi = wilson(w, g)
        line = (f"  {seat}: strong {w}/{g} = {w / g:.1%} ({lo:.0%}-{hi:.0%}); all-steady {base}/{g}; ratio to it "
                f"{(w / base if base else float('nan')):.2f}")
        if n:
            mean_share = w / (w + (g - w) / (n - 1)) if w or g - w else float("nan")
            line += f", to 1/{n} {w / g * n:.2f}; pairwise vs an average steady seat {mean_share:.1%}"
        only = sum(r[s] and s not in r["baseline"] for r in rows.values() for s in pick)
        steady_only = sum(s in r["baseline"] and not r[s] for r in rows.values() for s in pick)
        line += f"; seed by seed, strong won {only} the all-steady seat lost and lost {steady_only} it won"
        if all(s + "_winners" in r for r in rows.values() for s in pick):
            shares = []
            for other in seats:
                games = [(r, s) for r in rows.values() for s in pick if s != other]
                sw = sum(r[s] for r, s in games)
                ow = sum(other in r[s + "_winners"] for r, s in games)
                if sw + ow:
                    shares.append((sw / (sw + ow), other, sw, ow))
            if shares and seat != "all":         # lines of one seat name no other seat to set it against
                low = min(shares)
                line += f"; vs each steady seat: lowest {low[0]:.1%} ({low[2]}:{low[3]} against {low[1]})"
        print(line)


def paired(after, before):
    seats = seats_of(after)
    gained = sum(after[k][s] and not before[k][s] for k in after for s in seats)
    lost = sum(before[k][s] and not after[k][s] for k in after for s in seats)
    same_base = sum(after[k]["baseline"] == before[k]["baseline"] for k in after)
    print(f"after against before, same seeds: {gained} seat-games won that were lost, {lost} lost that were won; "
          f"all-steady winners agree on {same_base}/{len(after)} seeds")


def times(rows, label):
    seats = seats_of(rows)
    med = sorted(r[s + "_ms"][0] for r in rows.values() for s in seats)
    p95 = sorted(r[s + "_ms"][1] for r in rows.values() for s in seats)
    secs = sorted(r["s"] for r in rows.values())
    print(f"{label}: strong decisions (ms, per seat-game): median of medians {med[len(med) // 2]}, median of p95s "
          f"{p95[len(p95) // 2]}, largest p95 {p95[-1]}; a seed's games {secs[len(secs) // 2]} s (median)")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        raise SystemExit(2)
    after = load(sys.argv[1])
    if len(sys.argv) > 2:
        before = load(sys.argv[2])
        common = set(after) & set(before)
        after = {k: after[k] for k in sorted(common)}
        before = {k: before[k] for k in sorted(common)}
        table(before, "before")
        times(before, "before")
    table(after, "after" if len(sys.argv) > 2 else sys.argv[1])
    times(after, "after" if len(sys.argv) > 2 else sys.argv[1])
    if len(sys.argv) > 2:
        paired(after, before)


if __name__ == "__main__":
    main()
