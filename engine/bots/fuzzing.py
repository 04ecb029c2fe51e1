"""The by-hand fuzzer's bot mode (``python -m engine.fuzz GAME --bots steady,random``): bots choose the moves
instead of uniform random play, every invariant is checked as usual, and every few decisions the deciding bot
is asked again in each twin of the state (states differing only in secrets its seat may not see: sealed answers
and ``Game.secret_twins``): its decision, and the strong level's determinised samples, must be the same."""

import json

from .. import prng
from .. import procs
from . import Budget, acting, decide, game_module, make


def twin_problems(state, role, bot, rng, memory):
    """The ways ``bot``'s decision for ``role`` differs between ``state`` and its secret twins (a list)."""
    from ..registry import get as get_game
    game = get_game(state["game"])
    twins = procs.sealed_twins(game, state, role)
    if hasattr(game, "secret_twins"):
        twins += game.secret_twins(state, role)
    if not twins:
        return []
    mod = game_module(state["game"])

    def ask(s):
        act, reason = decide(s, role, bot, list(rng), json.loads(json.dumps(memory)), Budget(rollouts=4, seconds=60))
        return act["verb"], act["arg"], reason
    seen = ask(state)
    sample = json.dumps(mod.determinise(state, role, prng.seed_state(5)), sort_keys=True) \
        if hasattr(mod, "determinise") else None
    out = []
    for label, twin, _ in twins:
        if ask(twin) != seen:
            out.append(f"{role}'s {bot.kind} bot decides otherwise when only {label}")
        if sample is not None and json.dumps(mod.determinise(twin, role, prng.seed_state(5)), sort_keys=True) != sample:
            out.append(f"{role}'s determinised sample differs when only {label}")
    return out


def picker(game_id, kinds, seed, twins_every=5):
    """A ``pick(state) -> (role, action)`` for ``engine.fuzz.playout``: seat i plays kinds[i % len(kinds)]; raises
    AssertionError with the problems when a twin check fails."""
    made = {k: make(game_id, k) for k in sorted(set(kinds))}
    rngs, memory = {}, {}
    count = [0]

    def pick(state):
        role = acting(state)
        if role is None:
            return None
        kind = kinds[state["roles"].index(role) % len(kinds)]
        rng = rngs.setdefault(role, prng.seed_state((seed * 131 + state["roles"].index(role)) % prng.MAX_SEED))
        mem = memory.setdefault(role, {})
        count[0] += 1
        if twins_every and count[0] % twins_every == 0:
            problems = twin_problems(state, role, made[kind], rng, mem)
            if problems:
                raise AssertionError("; ".join(problems[:3]))
        act, _ = decide(state, role, made[kind], rng, mem, Budget(rollouts=4))
        return role, act
    return pick
