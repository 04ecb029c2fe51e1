"""What ``bench/strong_seeds.py`` runs add up to (figures, not pass/fail): ``python bench/strong_summary.py FILE
[FILE ...]``. Reads the JSON lines those runs wrote (one a seed; a seed met twice counts once, its first line),
and prints, per role: how often strong won in that seat (Wilson 95 %), how often the same seat won the all-steady
game on the same seeds, their ratio, and the seed-by-seed pairing (strong won where steady lost, and the reverse).
With three seats or more it adds a pairwise reading, ours and not the issue's words: of the pairs (the strong
seat, one steady rival) where one of the two won the game strong played, the strong seat's share."""
import json
import sys
import pathlib

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine.arena import wilson


def rows(paths):
    seen, out = set(), []
    for path in paths:
        for line in pathlib.Path(path).read_text().splitlines():
            line = line.strip()
            if not line.startswith("{"):
                continue
            row = json.loads(line)
            if row["seed"] not in seen:
                seen.add(row["seed"])
                out.append(row)
    return out


def roles_of(rows_):
    first = rows_[0]
    return [k for k, v in first.items() if isinstance(v, bool)]


def pct(k, n):
    lo, hi = wilson(k, n)
    return f"{k}/{n} = {100 * k / n:.1f} % ({100 * lo:.0f}–{100 * hi:.0f} %)"


def pairwise(rows_, roles):
    """The strong seat against each steady rival in the games strong played: a pair is won when the strong seat
    won and that rival did not, lost when the rival won and the strong seat did not. Needs the winners of each
    strong game (``ROLE_won_by``, written by strong_seeds.py since 2026-12-03); rows without them are left out."""
    won = lost = used = 0
    for r in rows_:
        for role in roles:
            winners = r.get(role + "_won_by")
            if winners is None:
                continue
            used += 1
            for rival in roles:
                if rival != role:
                    won += role in winners and rival not in winners
                    lost += rival in winners and role not in winners
    if not won + lost:
        return "pairwise: no row records the strong games' winners"
    return (f"pairwise (our reading, {used} strong games): pairs of the strong seat and one steady rival that "
            f"either won: {pct(won, won + lost)} to the strong seat")


def summary(rows_):
    roles = roles_of(rows_)
    n = len(rows_)
    seeds = sorted(r["seed"] for r in rows_)
    lines = [f"{n} seeds, {seeds[0]}–{seeds[-1]}" + ("" if seeds[-1] - seeds[0] + 1 == n else " (with gaps)")]
    lines.append("| seat | strong wins | all-steady wins in that seat | ratio | strong only / steady only |")
    lines.append("|---|---|---|---|---|")
    total_k = total_b = 0
    for role in roles:
        k = sum(r[role] for r in rows_)
        b = sum(role in r["baseline"] for r in rows_)
        only_strong = sum(r[role] and role not in r["baseline"] for r in rows_)
        only_steady = sum(role in r["baseline"] and not r[role] for r in rows_)
        ratio = f"{k / b:.2f}" if b else "—"
        lines.append(f"| {role} | {pct(k, n)} | {b}/{n} | {ratio} | {only_strong} / {only_steady} |")
        total_k, total_b = total_k + k, total_b + b
    if len(roles) > 1:
        ratio = f"{total_k / total_b:.2f}" if total_b else "—"
        lines.append(f"| all | {pct(total_k, n * len(roles))} | {total_b}/{n * len(roles)} | {ratio} | |")
    if len(roles) > 2:
        lines.append(pairwise(rows_, roles))
    return "\n".join(lines)


def main(argv):
    if not argv:
        print(__doc__)
        return 2
    found = rows(argv)
    if not found:
        print("no JSON lines in " + ", ".join(argv))
        return 1
    print(summary(found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
