"""Computer opponents against each other (engine/bots): whole games, win rates and decision times.

``python -m engine.arena GAME --seats steady,random --games N [--players P] [--seed S] [--json]`` plays N games
(seeds S, S+1, ...), one seat per listed kind in seat order (``random`` plays uniformly among the legal actions,
``steady`` by the game's priority lists, ``strong`` searches on top of steady). It prints the wins by seat kind and
by role with a 95 % confidence interval (Wilson), the draws, and the median and 95th percentile of the decision
time per kind. ``--json`` prints one object: {"game", "games", "seats", "wins": {KIND: n}, "wins_by_role":
{ROLE: n}, "draws", "decision_ms": {KIND: {"median", "p95"}}} (a win counts once for the kind of each winning
seat; a game still unfinished after ``--max-moves`` counts as a draw).
"""

import argparse
import json
import math
import statistics
import sys
import time

from . import apply, get_game, game_ids, prng, setup
from . import bots
from .bots.common import won
from .errors import IllegalAction
from .words import count


class ArgError(Exception):
    """A bad argument: one line for the user."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise ArgError(message)


def wilson(k, n, z=1.96):
    """The 95 % Wilson score interval of k successes in n trials, as (low, high)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def percentile(values, q):
    """The q-th percentile (nearest rank) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


def seat_rngs(seed, roles):
    """Each seat's own rng for a game of ``seed`` (bench scripts that step a game themselves use the same)."""
    mix = prng.seed_state(seed)
    return {r: prng.seed_state(prng.next_u32(mix) * 2**21 + i) for i, r in enumerate(roles)}


def play(game_id, seats, seed, options=None, rollouts=16, max_moves=20000, times=None, seconds=1.0, look=None,
         wrap=None, moves=None):
    """Play one game with ``seats`` (kinds, in seat order); return (final state, {role: kind}). Decision times
    (seconds) are added to ``times[kind]``. A strong seat plays at most ``rollouts`` roll-outs a decision and,
    when ``seconds`` is not 0, stops at that time by this process's clock (then the game depends on the
    machine's speed; with 0 the count alone decides and the game is the same everywhere). ``look(move, state)``,
    when given, is called before each decision (move 0 first): a bench script reads positions there. ``wrap(bot)``,
    when given, is what plays instead of each kind's bot (a test hands it other questions); ``moves``, a list, gets
    each move as [role, verb, arg], in order."""
    clock = time.perf_counter if seconds else None
    state = setup(game_id, seed, options=options)
    roles = state["roles"]
    kind_of = dict(zip(roles, seats))
    made = {k: bots.make(game_id, k) for k in sorted(set(seats))}
    if wrap is not None:
        made = {k: wrap(bot) for k, bot in made.items()}
    rngs = seat_rngs(seed, roles)
    memory = {r: {} for r in roles}
    for move in range(max_moves):
        if state["result"] is not None:
            break
        role = bots.acting(state)
        if role is None:
            break
        if look is not None:
            look(move, state)
        kind = kind_of[role]
        start = time.perf_counter()
        act, _ = bots.decide(state, role, made[kind], rngs[role], memory[role],
                             bots.Budget(rollouts=rollouts, seconds=seconds, clock=clock))
        if times is not None:
            times.setdefault(kind, []).append(time.perf_counter() - start)
        if moves is not None:
            moves.append([role, act["verb"], act["arg"]])
        state = apply(state, role, act["verb"], act["arg"])
    return state, kind_of


def run(game_id, seats, games, seed=1, players=None, rollouts=16, max_moves=20000, seconds=1.0):
    """Play ``games`` games; return the summary object (the --json output)."""
    counts = list(getattr(get_game(game_id), "player_counts", ()))
    options = {"players": players or len(seats)} if counts else None
    wins = {k: 0 for k in seats}
    by_role = {}
    draws = 0
    times = {}
    for g in range(games):
        state, kind_of = play(game_id, seats, seed + g, options, rollouts, max_moves, times, seconds)
        res = state["result"]
        winners = [r for r in state["roles"] if res is not None and won(res, r)]
        for r in state["roles"]:
            by_role.setdefault(r, 0)
        if not winners:
            draws += 1
        for r in winners:
            wins[kind_of[r]] += 1
            by_role[r] += 1
    return {"game": game_id, "games": games, "seats": list(seats), "wins": wins, "wins_by_role": by_role,
            "draws": draws,
            "decision_ms": {k: {"median": round(statistics.median(v) * 1000, 3),
                                "p95": round(percentile(v, 95) * 1000, 3)} for k, v in sorted(times.items())}}


def report(out):
    """The summary in words (the default output)."""
    n = out["games"]
    seats = out["seats"]
    lines = [f"{out['game']}: {count(n, 'game')}, seats {', '.join(seats)}"]
    lines.append("wins by seat kind (a win counts once for each winning seat):")
    for kind in sorted(set(seats)):
        k, m = out["wins"][kind], n * seats.count(kind)
        lo, hi = wilson(k, m)
        lines.append(f"  {kind:7} {k:4} of {m:4} seat-games  {k / m:6.1%}  (95% CI {lo:.1%}–{hi:.1%})")
    lines.append("wins by role:")
    for i, (role, k) in enumerate(out["wins_by_role"].items()):
        lo, hi = wilson(k, n)
        lines.append(f"  {role:11} ({seats[i] if i < len(seats) else '?'})  {k:4} of {n:4}  {k / n:6.1%}  "
                     f"(95% CI {lo:.1%}–{hi:.1%})")
    lines.append(f"draws or unfinished: {out['draws']}")
    lines.append("decision time per kind (ms):")
    for kind, t in out["decision_ms"].items():
        lines.append(f"  {kind:7} median {t['median']:.2f}  p95 {t['p95']:.2f}")
    return "\n".join(lines)


def whole(text):
    t = text.strip()
    if not (t.isascii() and t.isdigit()):
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number (ASCII digits 0–9)")
    return int(t)


def parse(argv):
    p = _Parser(prog="python -m engine.arena", description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--seats", required=True, help="bot kinds, one per seat in seat order: random, steady, strong")
    p.add_argument("--games", type=whole, default=10)
    p.add_argument("--players", type=whole, help="player count, for games that take one (default: one per seat)")
    p.add_argument("--seed", type=whole, default=1, help="first game seed (the next games use seed+1, ...)")
    p.add_argument("--rollouts", type=whole, default=16, help="the strong bot's roll-outs per decision")
    p.add_argument("--seconds", type=float, default=1.0,
                   help="the strong bot's time a decision, by the clock (0: no clock, the roll-out count alone)")
    p.add_argument("--max-moves", type=whole, default=20000, help="a game not over after this many moves is a draw")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.game not in game_ids():
        raise ArgError(f"unknown game {args.game!r}; known: {', '.join(game_ids())}")
    args.seats = [s.strip() for s in args.seats.split(",")]
    for kind in args.seats:
        why = bots.refusal(args.game, kind)
        if why:
            raise ArgError(why)
    game = get_game(args.game)
    counts = list(getattr(game, "player_counts", ()))
    if counts:
        players = args.players or len(args.seats)
        if players not in counts:
            raise ArgError(f"{args.game} takes {min(counts)} to {max(counts)} players, not {players}")
        if len(args.seats) != players:
            raise ArgError(f"{players} players need {players} seats, {len(args.seats)} given in --seats")
        args.players = players
    else:
        if args.players is not None:
            raise ArgError(f"{args.game} takes no player count")
        need = len(game.roles)
        if len(args.seats) != need:
            raise ArgError(f"{args.game} has {need} seats ({', '.join(game.roles)}), {len(args.seats)} given in --seats")
    if not (0 <= args.seconds <= 3600):
        raise ArgError("--seconds must be between 0 and 3600")
    if args.games < 1:
        raise ArgError("--games must be at least 1")
    if args.seed > prng.MAX_SEED - args.games:
        raise ArgError(f"--seed must be at most {prng.MAX_SEED - args.games}")
    return args


def main(argv=None):
    try:
        args = parse(argv)
    except ArgError as err:
        print(f"python -m engine.arena: {err}", file=sys.stderr)
        return 2
    try:
        out = run(args.game, args.seats, args.games, args.seed, args.players, args.rollouts, args.max_moves,
                  args.seconds)
    except IllegalAction as err:
        print(f"python -m engine.arena: {err.message}", file=sys.stderr)
        return 2
    print(json.dumps(out, sort_keys=False) if args.json else report(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
