"""Scripted examples of play: replay a script move by move through the engine and check what it claims.

A script (content/<game>/examples/*.yaml) has ``setup`` ({seed, deck?}) and ``steps``; each step has its
narration, ``moves`` ([role, verb, arg] or [role, verb, arg, [chance outcomes]]) and ``expect``: a partial
picture of the state after the step (only the keys given are compared; dicts compare key by key). ``seen_by``
(optional): the role whose view the example's pages show (its log lines, its map), named as the moves name
roles; without it they show what any onlooker sees.
"""

from . import actions, apply, get_game, setup, view
from .errors import IllegalAction

ALIASES = {"peoples_prison": "pp"}


class ExampleError(Exception):
    """A scripted move was illegal or an expectation did not hold; says which step and why."""


def _compare(want, got, path, out):
    if isinstance(want, dict) and isinstance(got, dict):
        for k, v in want.items():
            if k not in got:
                out.append(f"{path}.{k}: missing")
            else:
                _compare(v, got[k], f"{path}.{k}", out)
    elif want != got:
        out.append(f"{path}: expected {want!r}, found {got!r}")


def mismatches(expect, state, facts=None):
    """Return the list of ways ``state`` differs from ``expect`` (empty when all hold). ``facts``: derived
    values a game offers for scripts to check (``Game.example_facts``), looked up before the state's keys."""
    out = []
    for key, want in (expect or {}).items():
        if facts and key in facts:
            _compare(want, facts[key], key, out)
            continue
        real = ALIASES.get(key, key)
        if real not in state:
            out.append(f"{key}: not in the state")
        else:
            _compare(want, state[real], key, out)
    return out


def viewer(game_id, script):
    """The role whose view ``script``'s pages show (``seen_by``), None for an onlooker; or raise ExampleError."""
    role = script.get("seen_by")
    roles = get_game(game_id).roles
    if role is not None and role not in roles:
        raise ExampleError(f"{script['id']}: seen_by {role!r} is not a role of {game_id}; its roles are "
                           f"{', '.join(roles)} (as the moves name them)")
    return role


def start(game_id, script):
    """The state ``script`` starts from, before its first move (its set-up), or raise ExampleError."""
    viewer(game_id, script)
    chance = [{"deck": script["setup"]["deck"]}] if "deck" in script["setup"] else None
    try:
        return setup(game_id, script["setup"]["seed"], script["setup"].get("scenario"),
                     script["setup"].get("options"), chance=chance)
    except IllegalAction as err:
        raise ExampleError(f"{script['id']} set-up: {err}") from None


def play(game_id, script, with_moves=False):
    """Replay ``script``; return [(step, state after it)], or raise ExampleError at the first problem.
    ``with_moves``: [(step, state, moves)] where moves lists, for every move, who made it, the legal
    action's label and rule, and the state after it (for stepping through an example move by move)."""
    state = start(game_id, script)
    out = []
    for n, step in enumerate(script["steps"], 1):
        frames = []
        for m, move in enumerate(step["moves"], 1):
            role, verb, arg = move[0], move[1], move[2]
            outcomes = move[3] if len(move) > 3 else None
            legal = prompt = None
            if with_moves:
                legal = next((a for a in actions(state, role) if a["verb"] == verb and a["arg"] == arg), None)
                prompt = view(state, role)["prompt"]
            try:
                state = apply(state, role, verb, arg, outcomes)
            except IllegalAction as err:
                raise ExampleError(f"{script['id']} step {n} ({step['title']}), move {m} {move!r}: {err}") from None
            if with_moves:
                frames.append({"role": role, "prompt": prompt, "label": legal["label"], "rule": legal["rule"],
                               "state": state})
        game = get_game(game_id)
        facts = game.example_facts(state) if hasattr(game, "example_facts") else None
        bad = mismatches(step.get("expect"), state, facts)
        if bad:
            raise ExampleError(f"{script['id']} step {n} ({step['title']}): " + "; ".join(bad))
        out.append((step, state, frames) if with_moves else (step, state))
    return out
