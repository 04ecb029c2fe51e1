"""Shared checks of the computer opponents (engine/bots) for the per-game tests test_bots_<game>.py: positions
from random play, the fairness twins, determinism, legality and reasons. Stdlib only (runs in Pyodide too)."""

import json

import engine
from engine import arena, bots, procs, prng

GAMES = {}


def positions(game_id, seed, options=None, moves=400, every=7):
    """States met along one random game (the fuzzer's way of choosing), every ``every``-th one."""
    game = engine.get_game(game_id)
    state = engine.setup(game_id, seed, options=options)
    chooser = prng.seed_state(seed ^ 0x5EED)
    for n in range(moves):
        if state["result"] is not None:
            return
        if n % every == 0:
            yield state
        legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
        if hasattr(game, "fuzz_allows"):
            legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        role, act = legal[prng.below(chooser, len(legal))]
        state = engine.apply(state, role, act["verb"], act["arg"])


def twins_of(state, role):
    """States differing from ``state`` only in secrets ``role`` may not see (sealed answers and the game's own)."""
    game = engine.get_game(state["game"])
    out = procs.sealed_twins(game, state, role)
    if hasattr(game, "secret_twins"):
        out += game.secret_twins(state, role)
    return [(label, twin) for label, twin, _ in out]


def decision(state, role, kind, seed=7, rollouts=4):
    act, reason = bots.decide(state, role, bots.make(state["game"], kind), prng.seed_state(seed), {},
                              bots.Budget(rollouts=rollouts, seconds=60))
    return act["verb"], json.dumps(act["arg"]), reason


def fairness(game_id, seeds, options=None, kinds=("steady",), strong=0, moves=400, every=7):
    """Run each kind's decision on every twin of positions met in random games and require the same decision
    with the same rng seed; ``strong`` twins also get a strong decision (slow) and every twin's determinised
    samples must be equal. Returns how many (state, twin) pairs were checked."""
    checked = strong_done = 0
    mod = bots.game_module(game_id)
    for seed in seeds:
        for state in positions(game_id, seed, options, moves, every):
            role = bots.acting(state)
            if role is None or not engine.get_game(game_id).question(state, role)["actions"]:
                continue
            for label, twin in twins_of(state, role):
                for kind in kinds:
                    assert decision(state, role, kind) == decision(twin, role, kind), \
                        f"seed {seed}: {kind} decides differently when only {label}"
                if hasattr(mod, "determinise"):
                    a = mod.determinise(state, role, prng.seed_state(3))
                    b = mod.determinise(twin, role, prng.seed_state(3))
                    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True), \
                        f"seed {seed}: the sample for {role} shows that {label}"
                if strong_done < strong:
                    strong_done += 1
                    assert decision(state, role, "strong") == decision(twin, role, "strong"), \
                        f"seed {seed}: strong decides differently when only {label}"
                checked += 1
    return checked


def legal_and_explained(game_id, seed, options=None, kinds=("steady",), moves=300):
    """Bots of ``kinds`` play every seat for ``moves`` moves: each choice is legal and its reason names its rule;
    the same seeds give the same moves again. Returns the moves made."""
    def one_run():
        state = engine.setup(game_id, seed, options=options)
        made = [bots.make(game_id, k) for k in kinds]
        rngs = {r: prng.seed_state(i + 1) for i, r in enumerate(state["roles"])}
        seats = {r: made[i % len(made)] for i, r in enumerate(state["roles"])}
        mem = {r: {} for r in state["roles"]}
        out = []
        for _ in range(moves):
            role = bots.acting(state)
            if state["result"] is not None or role is None:
                break
            act, reason = bots.decide(state, role, seats[role], rngs[role], mem[role], bots.Budget(rollouts=4))
            assert act in engine.get_game(game_id).actions(state, role)
            assert act["rule"] and act["rule"] in reason, f"reason {reason!r} names no rule ({act['rule']})"
            state = engine.apply(state, role, act["verb"], act["arg"])
            out.append((role, act["verb"], json.dumps(act["arg"]), reason))
        return out, state
    first, state = one_run()
    again, _ = one_run()
    assert first == again, "the same seeds gave other decisions"
    return first, state


def whole_games(game_id, seats, games=2, seed=1, players=None, max_moves=20000):
    """Short arena runs: every game ends (or reaches ``max_moves``) with a result the arena counts."""
    out = arena.run(game_id, seats, games, seed, players, rollouts=4, max_moves=max_moves)
    assert sum(out["wins"].values()) + out["draws"] >= games
    return out
