"""All-steady Guerilla games for the bench scripts that study them (guerilla_eval.py, guerilla_fit.py): each seat's
dice drawn from the seed as the arena draws them, and a look at the position every ``every`` moves."""
from engine import bots, prng
from engine.arena import apply, setup

STEADY = bots.make("guerilla", "steady")


def steady_games(first, games, players, every, look):
    """For each seed from ``first``: (the final state, its length in moves, [(move, look(state))] taken every
    ``every`` moves)."""
    for seed in range(first, first + games):
        state = setup("guerilla", seed, options={"players": players})
        mix = prng.seed_state(seed)
        rngs = {r: prng.seed_state(prng.next_u32(mix) * 2**21 + i) for i, r in enumerate(state["roles"])}
        memory = {r: {} for r in state["roles"]}
        snaps, move = [], 0
        while state["result"] is None:
            if move % every == 0:
                snaps.append((move, look(state)))
            role = bots.acting(state)
            act, _ = bots.decide(state, role, STEADY, rngs[role], memory[role])
            state = apply(state, role, act["verb"], act["arg"])
            move += 1
        yield state, move, snaps
