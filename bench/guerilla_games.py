"""All-steady Guerilla games for the bench scripts that study them (guerilla_eval.py, guerilla_fit.py,
guerilla_search_proxy.py): each seat's dice drawn from the seed as the arena draws them."""
from engine import bots
from engine.arena import apply, seat_rngs, setup

STEADY = bots.make("guerilla", "steady")


def steady_moves(seed, players):
    """Every position of the all-steady game of ``seed`` before its move: (state, the seat to move, that seat's
    memory); last (the final state, None, None)."""
    state = setup("guerilla", seed, options={"players": players})
    rngs = seat_rngs(seed, state["roles"])
    memory = {r: {} for r in state["roles"]}
    while state["result"] is None:
        role = bots.acting(state)
        yield state, role, memory[role]
        act, _ = bots.decide(state, role, STEADY, rngs[role], memory[role])
        state = apply(state, role, act["verb"], act["arg"])
    yield state, None, None


def steady_games(first, games, players, every, look):
    """For each seed from ``first``: (the final state, its length in moves, [(move, look(state))] taken every
    ``every`` moves)."""
    for seed in range(first, first + games):
        snaps, move = [], 0
        for state, role, _ in steady_moves(seed, players):
            if role is None:
                break
            if move % every == 0:
                snaps.append((move, look(state)))
            move += 1
        yield state, move, snaps
