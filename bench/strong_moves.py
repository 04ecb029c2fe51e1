"""One strong seat's game move by move (figures, not pass/fail): ``python bench/strong_moves.py GAME SEAT SEED
[--players N] [--rollouts R] [--moves M] [--profile FILE]``. The strong level plays SEAT (a role name) with R
roll-outs a decision (16 by default) and no clock, steady play in the other seats, with the seat rngs and memories
of ``engine.arena.play`` (so the game is the one bench/strong_seat_seeds.py plays); M moves at most (the whole
game by default). It prints one line a move (its number, role, verb, argument and reason), then the sha256 of the
final state, the strong decisions' count and their CPU time (``time.process_time``). Two checkouts give the same
lines when the bots decide alike; the last line's CPU time is the one to compare. ``--profile FILE``: the run under
cProfile, its statistics written to FILE (read them with ``pstats``). ``--engine DIR``: play with the engine of the
checkout DIR instead of this one (bench/strong_cpu_pair.py times two checkouts so)."""
import argparse
import hashlib
import json
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
if "--engine" in sys.argv:
    ROOT = pathlib.Path(sys.argv[sys.argv.index("--engine") + 1]).resolve()
sys.path.insert(0, str(ROOT))
from engine import apply, arena, bots, get_game, setup  # noqa: E402


def play(game_id, seat, seed, players=None, rollouts=16, moves=None, out=print):
    """Play the game, calling ``out`` with each move's line; return (final state, strong decisions, their CPU s)."""
    g = get_game(game_id)
    options = {"players": players} if players else None
    state = setup(game_id, seed, options=options)
    roles = state["roles"]
    made = {"steady": bots.make(game_id, "steady"), "strong": bots.make(game_id, "strong")}
    rngs = arena.seat_rngs(seed, roles)
    memory = {r: {} for r in roles}
    n_strong, cpu = 0, 0.0
    for move in range(moves if moves is not None else 20000):
        if state["result"] is not None:
            break
        role = bots.acting(state)
        if role is None:
            break
        kind = "strong" if role == seat else "steady"
        t0 = time.process_time()
        act, why = bots.decide(state, role, made[kind], rngs[role], memory[role], bots.Budget(rollouts=rollouts))
        if kind == "strong":
            cpu += time.process_time() - t0
            n_strong += 1
        out(f"{move} {role} {act['verb']} {json.dumps(act['arg'], sort_keys=True)} | {why}")
        state = apply(state, role, act["verb"], act["arg"])
    assert g.id == state["game"]
    return state, n_strong, cpu


def main(argv):
    p = argparse.ArgumentParser(prog="bench/strong_moves.py")
    p.add_argument("game")
    p.add_argument("seat")
    p.add_argument("seed", type=int)
    p.add_argument("--players", type=int)
    p.add_argument("--rollouts", type=int, default=16)
    p.add_argument("--moves", type=int)
    p.add_argument("--profile")
    p.add_argument("--engine", help="the checkout whose engine plays (this one by default)")
    a = p.parse_args(argv)

    def run():
        return play(a.game, a.seat, a.seed, a.players, a.rollouts, a.moves)
    if a.profile:
        import cProfile
        prof = cProfile.Profile(time.process_time)
        state, n, cpu = prof.runcall(run)
        prof.dump_stats(a.profile)
    else:
        state, n, cpu = run()
    digest = hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]
    print(f"final {digest} result {json.dumps(state['result'], sort_keys=True)} "
          f"strong decisions {n} cpu {cpu:.2f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
