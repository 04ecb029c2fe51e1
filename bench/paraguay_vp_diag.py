"""Where a Paraguay war is decided (figures, not pass/fail): ``python bench/paraguay_vp_diag.py FIRST_SEED GAMES
[SEATS]``. SEATS is two kinds in seat order (Allied, Paraguayan; ``steady,steady`` by default). For each seed it
plays the war (16 roll-outs a strong decision, no clock: the arena's very games) and records, at the first decision
of every turn and at the end, what the Allies' Victory Points would be if Turn IX ended there (4.4) part by part:
the fortress point, each end-of-war objective held, the Matto Grosso point, the Mendoza debit. One JSON line a seed:
``seed``, ``winner``, ``vp`` (final), ``parts`` (turn -> [fortress, objectives held by name, mg, mendoza]) and
``final`` (the same at the end). With CACHE.jsonl (all-steady wars only) each war's positions are also written there
as bench/paraguay_fit.py keeps them (``strong.parts`` before every 10th decision, the Allied score at the end), so
one set of wars serves a fit as well."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game  # noqa: E402
from engine.core import Context  # noqa: E402
from engine.games.paraguay import strong  # noqa: E402
from engine.games.paraguay.model import ALLIED, P  # noqa: E402

game = get_game("paraguay")


def vp_parts(state):
    """[fortress point, [objectives the Allies hold], Matto Grosso point, Mendoza debit] as the position stands."""
    p = P(game, Context(state, None), frozen=True)
    pg = state["pg"]
    held = [name for h, name in p.hm.awards if h in p.hm.hexes and p.control(h) == ALLIED]
    return [1 if pg["fortress_vp"] else 0, held, 1 if pg["mg"].get("vp") else 0,
            -1 if pg["mendoza"]["status"] == "undefeated" else 0]


SCORE = {"allied": 1.0, "draw": 0.5, "paraguayan": 0.0}


def war(seed, seats):
    seen, rows, moves = {}, [], [0]

    def look(move, state):
        t = state["pg"]["turn"]
        moves[0] = move + 1
        if t not in seen:
            seen[t] = vp_parts(state)
        if move % 10 == 0:
            rows.append([move, *strong.parts(state)])
    state, _ = arena.play("paraguay", seats, seed, seconds=0, look=look)
    res = state["result"]
    return ({"seed": seed, "winner": res["winner"], "vp": res.get("vp"), "turn": res.get("turn"),
             "parts": seen, "final": vp_parts(state)},
            {"seed": seed, "score": SCORE[res["winner"]], "moves": moves[0], "rows": rows})


def main():
    first, count = int(sys.argv[1]), int(sys.argv[2])
    seats = sys.argv[3].split(",") if len(sys.argv) > 3 else ["steady", "steady"]
    cache = sys.argv[4] if len(sys.argv) > 4 else None
    for seed in range(first, first + count):
        line, fit = war(seed, seats)
        print(json.dumps(line), flush=True)
        if cache:
            with open(cache, "a") as f:
                f.write(json.dumps(fit) + "\n")


if __name__ == "__main__":
    main()
