"""Seeded random playouts of whole games, with invariant checks after every step (the fuzzer).

``python -m engine.fuzz uruguay --games 500 --seed 1`` plays that many games, choosing uniformly among the
legal actions with the engine's own PRNG, and reports crashes, dead ends (not over, yet nobody may act),
games that run too long, and broken invariants (each game may add its own via ``Game.invariants``).
"""

import argparse
import json
import re
import sys
import time

from . import apply, get_game, procs, prng, replay, setup  # noqa: F401
from .errors import EngineBug, IllegalAction


class FuzzFailure(Exception):
    """A playout broke something; the message has the game seed and the move number."""


def _json_same(value):
    try:
        return json.loads(json.dumps(value)) == value
    except (TypeError, ValueError):
        return False


def json_safe(state, before=None):
    """Whether ``state`` survives a JSON round trip unchanged. With ``before`` (the last state checked), the log
    entries and procedure bases it shares with ``before`` (the very same objects, never changed once written)
    are not checked again; ``json_safe(final)`` at the end checks everything once more."""
    if before is None:
        return _json_same(state)
    log, old = state["log"], before["log"]
    k = 0
    for k, (a, b) in enumerate(zip(log, old)):     # the entries both share, from the start
        if a is not b:
            break
    else:
        k = min(len(log), len(old))
    bases = {id(f["base"]) for f in before["stack"] if isinstance(f, dict) and "base" in f}
    stack = [dict(f, base=None) if isinstance(f, dict) and "base" in f and id(f["base"]) in bases else f
             for f in state["stack"]]
    return _json_same(dict(state, log=log[k:], stack=stack))


def check_secrets(game, state, where, steps=2):
    """Each role's view, question and actions must be the same in every state that differs only in other roles'
    secrets (``Game.secret_twins`` and sealed answers). For twins marked so (True, or "reveal" where a chance
    event may legitimately show the secret), the next move (any role's, among the
    first ``steps`` actions legal in both) must also meet the same chance events and leave the viewer the same
    question: whether a question is asked, or a draw made, may not depend on a secret. The running procedure is
    re-asked in both (``procs.questions_along``, since a state keeps its pending question as first asked): a
    question that differs where the viewer sees it is a problem; a twin in which another role was offered other
    options than it answered (its own secret shaped them) is not a state the game could be in, and is skipped.
    Returns the problems, those of ``check_questions`` first."""
    problems = check_questions(game, state, where)
    after = {}
    real = {}                          # the real state's moves, the same for every viewer and twin
    along = None                       # the real state's running procedure, re-asked (once, when needed)
    for viewer in [None] + list(state["roles"]):
        twins = procs.sealed_twins(game, state, viewer)
        if hasattr(game, "secret_twins"):
            twins += game.secret_twins(state, viewer)
        seen = (game.view(state, viewer), game.question(state, viewer)) if twins else None
        for label, twin, same_chance in twins:
            if (game.view(twin, viewer), game.question(twin, viewer)) != seen:
                problems.append(f"{where}: {viewer or 'an onlooker'} can tell apart states that differ only in {label}")
                continue
            if not same_chance:       # False: no step check; "reveal": the move may reveal it by chance events
                continue
            if along is None:
                along = procs.questions_along(game, state)
            top = state["stack"][-1] if state["stack"] else {}
            shown = _shown_apart(along, procs.questions_along(game, twin), viewer, len(top.get("answers", ())))
            if shown == "seen":
                problems.append(f"{where}: {viewer or 'an onlooker'} is offered other choices, or sees another "
                                f"role's, in a state differing only in {label}")
                continue
            if shown == "unfaithful":
                continue    # another role answered other options on the way here: nothing to compare
            for role in state["roles"]:
                theirs = game.actions(twin, role)
                for act in [a for a in game.actions(state, role) if a in theirs][:steps]:
                    move = (role, act["verb"], repr(act["arg"]))
                    key = (viewer, label) + move
                    if key not in after:
                        if move not in real:
                            real[move] = game.apply(state, role, act["verb"], act["arg"])
                        try:
                            after[key] = (real[move], game.apply(twin, role, act["verb"], act["arg"]))
                        except (IllegalAction, EngineBug):
                            # the twin changed a secret that this role's own earlier private answers in the
                            # running procedure depend on: that twin cannot be replayed, there is nothing to compare
                            after[key] = None
                    if after[key] is None:
                        continue
                    a, b = after[key]
                    what = f"{where}: after {role}'s {act['verb']} {act['arg']!r}, "
                    if a["rng"] != b["rng"] and same_chance == "reveal":
                        continue
                    if a["rng"] != b["rng"]:
                        problems.append(what + f"a chance event happens in only one of two states differing in {label}")
                    elif game.view(a, viewer)["log"] != game.view(b, viewer)["log"]:
                        continue               # the move revealed the secret in the log, as the rules mean it to
                    elif game.question(a, viewer) != game.question(b, viewer):
                        problems.append(what + f"{viewer or 'an onlooker'} is shown a different question in two "
                                               f"states differing only in {label}")
    return problems


def check_questions(game, state, where):
    """Every question a role receives while another role decides (an onlooker's too) names nothing that role's
    view hides: not in its prompt or facts (``key``, ``about``), nor in any option's label, argument or facts (its
    ``about``; an argument reaches every role in the move record when the question is public).
    ``Game.secret_names(state, viewer)`` lists the candidates (ids and names of things that may be hidden from
    ``viewer``); one that the viewer's view shows anyway is no secret."""
    if not hasattr(game, "secret_names"):
        return []
    problems = []
    for viewer in [None] + list(state["roles"]):
        q = game.question(state, viewer)
        if q["role"] in (None, viewer):
            continue
        text = json.dumps([q["prompt"], q.get("key"), q.get("about")]
                          + [[a["label"], a["arg"], a.get("about")] for a in q["actions"]], ensure_ascii=False)
        shown = None
        for name in game.secret_names(state, viewer):
            if name not in text:
                continue
            if shown is None:
                shown = json.dumps(game.view(state, viewer), ensure_ascii=False)
            if name not in shown and re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text):
                problems.append(f"{where}: {viewer or 'an onlooker'} is asked about {q['role']}'s choice in words "
                                f"that name {name!r}, which its view hides")
    return problems


def _shown_apart(real, twin, viewer, answered):
    """How the twin's run of the top procedure (``procs.questions_along``) differs from the real one: "seen" if
    a question differs where ``viewer`` can see it (its own, or a public one), "unfaithful" if a question some
    other role answered in private differs (its answers would mean something else: not a state the game could be
    in), else None (the pending question may differ in private for another role: it lists that role's hand)."""
    for k in range(max(len(real), len(twin))):
        a = real[k] if k < len(real) else {}
        b = twin[k] if k < len(twin) else {}
        apart = [r for r in set(a) | set(b) if a.get(r) != b.get(r)]
        if any(r == viewer or not (a.get(r) or b.get(r))[0] for r in apart):
            return "seen"
        if apart and k < answered:
            return "unfaithful"
    return None


def playout(game_id, seed, max_moves=5000, check_every=1, check_replay=True, options=None, secrets_every=0,
            plain_every=10, pick=None):
    """Play one random game; return (final state, moves). Raises FuzzFailure on any problem.
    A game may define ``fuzz_allows(state, role, action)`` to keep random play from shortcuts that would end
    most games early, ``invariants(state, baseline)`` (checked after every move against the first state)
    and ``step_invariants(before, after)`` (checked on every move). ``secrets_every``: every that many moves,
    ``check_secrets`` (0: never). ``check_replay``: replaying the moves gives the same state; for every
    ``plain_every``-th seed (seed % plain_every == 0) the replay re-runs every procedure from its base instead of
    continuing suspended ones (engine.procs), so it also proves the two ways agree. ``pick(state) -> (role, action)``
    chooses the moves instead (bots: engine/bots/fuzzing.py); an AssertionError from it is a failure."""
    game = get_game(game_id)
    state = setup(game_id, seed, options=options)
    chooser = prng.seed_state(seed ^ 0x5EED)
    moves = []
    baseline = game.invariants(state, None) if hasattr(game, "invariants") else None
    checked = None                       # the last state whose JSON safety was checked
    for n in range(max_moves):
        if state["result"] is not None:
            break
        if pick is not None:
            try:
                chosen = pick(state)
            except AssertionError as err:
                raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: {err}") from err
            legal = [chosen] if chosen else []
        else:
            legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
            if hasattr(game, "fuzz_allows"):     # a game may steer random play away from dull shortcuts
                legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        if not legal:
            raise FuzzFailure(f"{game_id} seed {seed}: dead end after {n} moves (no legal action, not over)")
        role, act = legal[prng.below(chooser, len(legal))] if pick is None else legal[0]
        before = state
        try:
            state = apply(state, role, act["verb"], act["arg"])
        except Exception as err:
            raise FuzzFailure(f"{game_id} seed {seed} move {n + 1} {role} {act['verb']} {act['arg']!r}: "
                              f"{type(err).__name__}: {err}") from err
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
        if check_every and n % check_every == 0:
            if not json_safe(state, checked):
                raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: state is not JSON-safe")
            checked = state
            if baseline is not None:
                problems = game.invariants(state, baseline)
                if problems:
                    raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: " + "; ".join(problems))
            if hasattr(game, "step_invariants"):
                problems = game.step_invariants(before, state)
                if problems:
                    raise FuzzFailure(f"{game_id} seed {seed} move {n + 1}: " + "; ".join(problems))
        if secrets_every and n % secrets_every == 0:
            problems = check_secrets(game, state, f"move {n + 1}")
            if problems:
                raise FuzzFailure(f"{game_id} seed {seed}: " + "; ".join(problems[:3]))
    else:
        raise FuzzFailure(f"{game_id} seed {seed}: not over after {max_moves} moves")
    if check_every and not json_safe(state):
        raise FuzzFailure(f"{game_id} seed {seed}: the final state is not JSON-safe")
    if check_replay:
        record = {"seed": seed, "options": options, "moves": moves}
        if plain_every and seed % plain_every == 0:
            with procs.rerunning():
                again = replay(game_id, record)
        else:
            again = replay(game_id, record)
        if again != state:
            raise FuzzFailure(f"{game_id} seed {seed}: replaying the moves gives a different state")
    return state, moves


def whole(text):
    """An argparse type: a whole number in ASCII digits ("٣", "５" and "²" are refused, as for seeds)."""
    t = text.strip()
    if not (t.isascii() and t.lstrip("-").isdigit() and len(t) <= 20):
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number (ASCII digits 0–9, at most 20)")
    return int(t)


MAX_GAMES = 100_000        # games in one run (a longer run is split with --seed)


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (what is wrong, and where the help is) and exit status 2."""

    def error(self, message):
        self.exit(2, f"error: {message} (see: {self.prog} --help)\n")


def check_args(args):
    """What is wrong with the command line's values, as one line, or None: the game, the number of games, the
    seeds they use, the player count (a game without one takes only its own: Paraguay 2) and the options."""
    try:
        game = get_game(args.game)
    except IllegalAction as err:
        return err.message
    if not 1 <= args.games <= MAX_GAMES:
        return f"--games must be a whole number from 1 to {MAX_GAMES}, got {args.games}"
    if not 0 <= args.seed or args.seed + args.games - 1 > prng.MAX_SEED:
        return (f"--seed must be a whole number from 0 to {prng.MAX_SEED} (the last game's seed too: seed + games "
                f"- 1), got {args.seed}")
    for name in ("check_every", "secrets_every", "plain_every"):
        if getattr(args, name) < 0:
            return f"--{name.replace('_', '-')} must be 0 or more, got {getattr(args, name)}"
    counts = list(getattr(game, "player_counts", ()))
    if args.players is not None and counts and args.players not in counts:
        return f"{args.game} is played by {counts[0]} to {counts[-1]} players, not {args.players}"
    if args.players is not None and not counts and args.players != len(game.roles):
        return f"{args.game} is a {len(game.roles)}-player game: --players {args.players} does not apply"
    options = {"players": args.players or counts[args.seed % len(counts)]} if counts else None
    if args.solo:
        options = {**(options or {}), "solo": True}
    try:
        setup(args.game, args.seed, options=options)
    except IllegalAction as err:
        return err.message
    return None


def main(argv=None):
    p = OneLineParser(prog="python -m engine.fuzz", description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--games", type=whole, default=100)
    p.add_argument("--seed", type=whole, default=1, help="first game seed (the next games use seed+1, ...)")
    p.add_argument("--players", type=whole, help="player count, for games that take one (junta: 2–7; "
                                                "default: cycle through them; paraguay, uruguay: 2 only)")
    p.add_argument("--check-every", type=whole, default=1, help="check invariants every N moves (default 1)")
    p.add_argument("--secrets-every", type=whole, default=0,
                   help="check every N moves that no role can tell other roles' secrets apart (0: never)")
    p.add_argument("--solo", action="store_true", help="games with a solo variant (uruguay): play it")
    p.add_argument("--plain-every", type=whole, default=10, help="replay every Nth seed re-running each procedure "
                                                                "from its base, the plain way (default 10; 0: never)")
    p.add_argument("--bots", help="bots choose the moves, one kind per seat in turn (e.g. steady,random; "
                                  "engine/bots), with a twin check of their decisions every 5 moves")
    args = p.parse_args(argv)
    problem = check_args(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    if args.bots:
        from .bots import refusal
        for kind in args.bots.split(","):
            if refusal(args.game, kind):
                print(f"error: {refusal(args.game, kind)}", file=sys.stderr)
                return 2
    start = time.perf_counter()
    results = {}
    failures = 0
    counts = list(getattr(get_game(args.game), "player_counts", ()))   # games that take a player count
    for seed in range(args.seed, args.seed + args.games):
        try:
            options = {"players": args.players or counts[seed % len(counts)]} if counts else None
            if args.solo:
                options = {**(options or {}), "solo": True}
            pick = None
            if args.bots:
                from .bots.fuzzing import picker
                pick = picker(args.game, args.bots.split(","), seed)
            state, moves = playout(args.game, seed, options=options, check_every=args.check_every,
                                   secrets_every=args.secrets_every, plain_every=args.plain_every, pick=pick)
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
