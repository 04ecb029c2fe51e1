"""Where Guerilla's strong level leaves the steady choice, and where its game parts from the all-steady game
(figures, not pass/fail): ``python bench/guerilla_strong_diag.py FIRST_SEED GAMES [PLAYERS]``. For each seed it
plays the all-steady game, then strong in each seat in turn (16 roll-outs, no clock), and prints one JSON line a
seat-game: who won each, the first move at which the two games differ (and whose move it was), how many decisions
were searched and the searched decisions at which strong left the steady first choice (verb, the candidates' mean
scores, the rounds)."""
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import bots, get_game  # noqa: E402
from engine.arena import apply, seat_rngs, setup  # noqa: E402
from engine.bots import common  # noqa: E402
from search_watch import chosen, means, watch  # noqa: E402

game = get_game("guerilla")
LOG = watch(lambda cands, rounds, act: {"verbs": [a["verb"] for a, _ in cands],
                                        "means": [round(m, 3) for m in means(cands, rounds)],
                                        "runs": len(rounds), "idx": chosen(cands, act)})


def play(seed, seats, players):
    state = setup("guerilla", seed, options={"players": players})
    made = {k: bots.make("guerilla", k) for k in set(seats)}
    roles = state["roles"]
    kind = dict(zip(roles, seats))
    rngs = seat_rngs(seed, roles)
    memory = {r: {} for r in roles}
    moves = []
    while state["result"] is None:
        role = bots.acting(state)
        LOG.clear()
        act, _ = bots.decide(state, role, made[kind[role]], rngs[role], memory[role],
                             bots.Budget(rollouts=16, seconds=0, clock=None))
        moves.append((role, act["verb"], repr(act["arg"]), LOG[0] if LOG else None))
        state = apply(state, role, act["verb"], act["arg"])
    return state, moves


first, games = int(sys.argv[1]), int(sys.argv[2])
players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
for seed in range(first, first + games):
    base, base_moves = play(seed, ["steady"] * players, players)
    for seat in range(players):
        seats = ["steady"] * players
        seats[seat] = "strong"
        t = time.perf_counter()
        st, moves = play(seed, seats, players)
        role = st["roles"][seat]
        part = next((i for i, (a, b) in enumerate(zip(base_moves, moves)) if a[:3] != b[:3]), None)
        left = [(i, m[1], m[3]) for i, m in enumerate(moves) if m[3] and m[3]["idx"] != 0]
        print(json.dumps({"seed": seed, "seat": role, "base_win": common.won(base["result"], role),
                          "strong_win": common.won(st["result"], role), "parted_at": part,
                          "parted_move": moves[part][:3] if part is not None else None,
                          "searched": sum(1 for m in moves if m[3]), "left": left,
                          "s": round(time.perf_counter() - t, 1)}), flush=True)
