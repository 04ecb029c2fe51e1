"""Seeded random playouts of whole games, with invariant checks after every step (the fuzzer).

``python -m engine.fuzz uruguay --games 500 --seed 1`` plays that many games, choosing uniformly among the
legal actions with the engine's own PRNG, and reports crashes, dead ends (not over, yet nobody may act),
games that run too long, and broken invariants (each game may add its own via ``Game.invariants``).
"""

import argparse
import json
import sys
import time

from . import apply, get_game, prng, replay, setup  # noqa: F401


class FuzzFailure(Exception):
    """A playout broke something; the message has the game seed and the move number."""


def playout(game_id, seed, max_moves=5000, check_every=1, check_replay=True, options=None):
    """Play one random game; return (final state, moves). Raises FuzzFailure on any problem.
    A game may define ``fuzz_allows(state, role, action)`` to keep random play from shortcuts that would end
    most games early, ``invariants(state, baseline)`` (checked after every move against the first state)
    and ``step_invariants(before, after)`` (checked on every move)."""
    game = get_game(game_id)
    state = setup(game_id, seed, options=options)
    chooser = prng.seed_state(seed ^ 0x5EED)
    moves = []
    baseline = game.invariants(state, None) if hasattr(game, "invariants") else None
    for n in range(max_moves):
        if state["result"] is not None:
            break
        legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
        if hasattr(game, "fuzz_allows"):     # a game may steer random play away from dull shortcuts
            legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        if not legal:
            raise FuzzFailure(f"{game_id} seed {seed}: dead end after {n} moves (no legal action, not over)")
        role, act = legal[prng.below(chooser, len(legal))]
        before = state
        try:
            state = apply(state, role, act["verb"], act["arg"])
        except Exception as err:
            raise FuzzFailure(f"{game_id} seed {seed} move {n + 1} {role} {act['verb']} {act['arg']!r}: "
                              f"{type(err).__name__}: {err}") from err
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
        if check_every and n % check_every == 0:
            if json.loads(json.dumps(state)) != state:
                raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: state is not JSON-safe")
            if baseline is not None:
                problems = game.invariants(state, baseline)
                if problems:
                    raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: " + "; ".join(problems))
            if hasattr(game, "step_invariants"):
                problems = game.step_invariants(before, state)
                if problems:
                    raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: " + "; ".join(problems))
    else:
        raise FuzzFailure(f"{game_id} seed {seed}: not over after {max_moves} moves")
    if check_replay and replay(game_id, {"seed": seed, "options": options, "moves": moves}) != state:
        raise FuzzFailure(f"{game_id} seed {seed}: replaying the moves gives a different state")
    return state, moves


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m engine.fuzz", description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1, help="first game seed (the next games use seed+1, ...)")
    p.add_argument("--players", type=int, help="player count, for games that take one (junta: 2-7; "
                                                "default: cycle through them)")
    p.add_argument("--check-every", type=int, default=1, help="check invariants every N moves (default 1)")
    args = p.parse_args(argv)
    start = time.perf_counter()
    results = {}
    failures = 0
    counts = list(getattr(get_game(args.game), "player_counts", ()))   # games that take a player count
    for seed in range(args.seed, args.seed + args.games):
        try:
            options = {"players": args.players or counts[seed % len(counts)]} if counts else None
            state, moves = playout(args.game, seed, options=options, check_every=args.check_every)
            winner = state["result"]["winner"]
            results[winner] = results.get(winner, 0) + 1
        except FuzzFailure as err:
            failures += 1
            print(f"FAIL {err}", file=sys.stderr)
    took = time.perf_counter() - start
    print(f"{args.games} games in {took:.1f} s ({took / args.games * 1000:.0f} ms a game); "
          f"winners: {json.dumps(results, sort_keys=True)}; failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
