"""Fits the strong level's evaluation of a Guerilla position (``strong.WEIGHTS``) to how all-steady games end, and
scores it on other games (figures, not pass/fail): ``python bench/guerilla_fit.py TRAIN_FIRST TRAIN_GAMES HELD_FIRST
HELD_GAMES [PLAYERS,...]``. It plays all-steady games at each count of players given (default 4), records
``strong.features`` for every seat every 20th move and whether that seat went on to win, fits a logistic regression
by Newton steps (bench/logistic.py: a small ridge on every weight but the constant), and prints the weights in
``strong.NAMES`` order, ready to paste. Then, on the held-out games, the Brier score by quarter of the game (0 = its
first quarter of moves) of the fitted model, of the weights now in strong.py, of the evaluation before this fit
(``previous``, kept here to compare; it read every marker of the state, which the fitted model may not) and of the
constant guess, with how often a seat went on to win for each tenth of the fitted score; then, for each count, the
whole held-out Brier and the Brier by the seat's loyalty marker (the Mercenary's points count by the factions'
margin, 10.5), each against the constant guess for that part."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import get_game  # noqa: E402
from engine.bots import common  # noqa: E402
from engine.games.guerilla import strong  # noqa: E402
from guerilla_games import steady_games  # noqa: E402
import logistic  # noqa: E402
from logistic import chance  # noqa: E402

EVERY = 20
RIDGE = 1.0
game = get_game("guerilla")
cat = game.catalog()


def previous(state, role):
    """The evaluation before the fit (measured in docs/BENCHMARKS.md, 2026-12-03 00:21 UTC): the round's end read
    as it would fall now, every marker of the state read, a player's points counted between half and full by the
    faction lead, printed strength at a quarter point a point; the seat's expected total against the best rival's,
    40 points a side of 0.5."""
    res = state.get("result")
    if res is not None:
        return 1.0 if common.won(res, role) else 0.0
    held = {p["id"]: 0 for p in state["players"]}
    fs = dict(state["faction_score"])
    for g in state["groups"]:
        held[g["owner"]] = held.get(g["owner"], 0) + 0.25 * strong._printed(cat, g)
        if g["complex"]:
            vp = max(0, cat[g["complex"]]["vp"] - g["damage"] - (g["iso"] or 0))
            held[g["owner"]] = held.get(g["owner"], 0) + vp
            fs[g["faction"]] = fs.get(g["faction"], 0) + vp
    margin = fs.get("rebel", 0) - fs.get("government", 0)
    rebel = 1 / (1 + 3 ** (-(margin - 0.5) / 12))
    chance = {"rebel": rebel, "government": 1 - rebel, "mercenary": 1.0 if abs(margin) < 20 else 0.5}

    def expect(p):
        return p["total"] + (p["score"] + held.get(p["id"], 0)) * (0.5 + chance.get(p["loyalty"], 0.5) / 2)
    mine = next(expect(p) for p in state["players"] if p["id"] == role)
    best = max(expect(p) for p in state["players"] if p["id"] != role)
    return min(0.98, max(0.02, 0.5 + (mine - best) / 80))


def rows(first, games, players):
    """(fraction of the game gone, features, previous score, won, the seat's loyalty marker) for every seat every
    EVERY moves."""
    out = []
    look = lambda state: [(strong.features(state, r), previous(state, r)) for r in state["roles"]]  # noqa: E731
    for state, move, snaps in steady_games(first, games, players, EVERY, look):
        marker = {p["id"]: p["loyalty"] for p in state["players"]}
        for t, seats in snaps:
            out += [(t / move, x, old, common.won(state["result"], r), marker[r])
                    for r, (x, old) in zip(state["roles"], seats)]
    return out


def fit(data):
    """The logistic regression (bench/logistic.py) of whether the seat won on its features."""
    return logistic.fit([r[1] for r in data], [r[3] for r in data], RIDGE)


def brier(part, score):
    return logistic.brier((score(row), row[3]) for row in part)


def main():
    tf, tn, hf, hn = (int(a) for a in sys.argv[1:5])
    counts = [int(c) for c in sys.argv[5].split(",")] if len(sys.argv) > 5 else [4]
    train = [r for n in counts for r in rows(tf, tn, n)]
    w = fit(train)
    print(f"trained on {len(train)} positions: seeds {tf}-{tf + tn - 1}, players {counts}, every {EVERY}th move")
    logistic.show(strong.NAMES, w)
    for n in counts:
        held = rows(hf, hn, n)
        print(f"held out: {n} players, seeds {hf}-{hf + hn - 1}, {len(held)} positions")
        for q in range(4):
            part = [r for r in held if q / 4 <= r[0] < (q + 1) / 4]
            base = sum(r[3] for r in part) / len(part)
            bins = logistic.tenths((chance(w, r[1]), r[3]) for r in part)
            print(f"  quarter {q}: Brier fitted {brier(part, lambda r: chance(w, r[1])):.3f}, in strong.py "
                  f"{brier(part, lambda r: chance(strong.WEIGHTS, r[1])):.3f}, previous "
                  f"{brier(part, lambda r: r[2]):.3f}, constant {brier(part, lambda r: base):.3f}; fitted score -> "
                  f"won: " + " ".join(f"{k / 10:.1f}:{v[0]}/{v[1]}" for k, v in bins))
        parts = [("all", held)] + [(m, [r for r in held if r[4] == m]) for m in ("government", "rebel", "mercenary")]
        for label, part in parts:
            if part:
                base = sum(r[3] for r in part) / len(part)
                print(f"  {label}: {len(part)} positions, Brier fitted {brier(part, lambda r: chance(w, r[1])):.4f}, "
                      f"in strong.py {brier(part, lambda r: chance(strong.WEIGHTS, r[1])):.4f}, constant "
                      f"{brier(part, lambda r: base):.4f}")


if __name__ == "__main__":
    main()
