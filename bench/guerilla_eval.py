"""How well the strong level's roll-out score reads a Guerilla game (figures, not pass/fail):
``python bench/guerilla_eval.py FIRST_SEED GAMES [PLAYERS]``. It plays all-steady games and every 20th move scores
the position with ``strong.evaluate`` for every seat; at the end it prints the games' length in moves (against
``ROLLOUT_DEPTH``), then, by the game's quarter (0 = its first quarter of moves), how often a seat went on to win
for each tenth of the score (and the Brier score against the constant guess), and how often the Rebels went on to
win the round for each faction lead (complexes held counted, 10.3) against the chance the evaluation before
bench/guerilla_fit.py gave it (``LEAD``)."""
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import get_game  # noqa: E402
from engine.bots import common  # noqa: E402
from engine.games.guerilla import strong  # noqa: E402
from guerilla_games import steady_games  # noqa: E402

first, games = int(sys.argv[1]), int(sys.argv[2])
players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
game = get_game("guerilla")
cat = game.catalog()
LEAD = 12       # the faction chance of the evaluation before bench/guerilla_fit.py (a lead of 12: three in four)


def lead(state):
    fs = dict(state["faction_score"])
    for g in state["groups"]:
        if g["complex"]:
            fs[g["faction"]] += max(0, cat[g["complex"]]["vp"] - g["damage"] - (g["iso"] or 0))
    return fs["rebel"] - fs["government"]


scores, leads, lengths = [], [], []
look = lambda state: ({r: strong.evaluate(state, r) for r in state["roles"]}, lead(state))  # noqa: E731
for state, move, snaps in steady_games(first, games, players, 20, look):
    snaps = [(t, ev, m) for t, (ev, m) in snaps]
    lengths.append(move)
    rebels = state["rounds"][0]["winner"] == "rebel"
    for t, ev, m in snaps:
        scores += [(t / move, ev[r], common.won(state["result"], r)) for r in state["roles"]]
        leads.append((t / move, m, rebels))
print(f"{players} players, {games} all-steady games from seed {first}: moves a game median "
      f"{statistics.median(lengths)} ({min(lengths)}-{max(lengths)}); ROLLOUT_DEPTH {strong.ROLLOUT_DEPTH}")
for q in range(4):
    part = [s for s in scores if q / 4 <= s[0] < (q + 1) / 4]
    base = sum(w for *_, w in part) / len(part)
    brier = sum((e - w) ** 2 for _, e, w in part) / len(part)
    const = sum((base - w) ** 2 for *_, w in part) / len(part)
    bins = {}
    for _, e, w in part:
        b = bins.setdefault(min(9, int(e * 10)), [0, 0])
        b[0] += w
        b[1] += 1
    print(f"quarter {q}: score -> seat won: " + " ".join(f"{k / 10:.1f}:{v[0]}/{v[1]}" for k, v in sorted(bins.items()))
          + f"; Brier {brier:.3f} (constant guess {const:.3f})")
for q in range(4):
    part = [s for s in leads if q / 4 <= s[0] < (q + 1) / 4]
    bins = {}
    for _, m, w in part:
        b = bins.setdefault(max(-4, min(4, round(m / 8))), [0, 0])
        b[0] += w
        b[1] += 1
    print(f"quarter {q}: Rebel lead -> Rebels won the round (the chance before the fit): " + " ".join(
        f"{8 * k:+d}:{v[0]}/{v[1]}={v[0] / v[1]:.2f}({1 / (1 + 3 ** (-(8 * k - 0.5) / LEAD)):.2f})"
        for k, v in sorted(bins.items())))
