"""Guerilla's standing pass (8.12; figures, not pass/fail). Three checks, run from a checkout:

- ``python bench/guerilla_standing.py paired FIRST N``: per game, paired by seed (FIRST to FIRST + N - 1, 3 to 6
  players), the hand-offs to a player other than the turn's, per turn, under bench/handoffs.py's rules "after" and
  "declare": medians and an exact two-sided sign test. (The two rules play different games from one deal: the
  random answers differ.)
- ``python bench/guerilla_standing.py golden``: the golden random games of tests/engine/test_guerilla_fuzz.py, as
  the fuzzer plays them and with the standing pass left out of the random choices (the chooser otherwise the same);
  prints both digests beside the test's, and how many standing passes were declared.
- ``python bench/guerilla_standing.py records FILE write|replay``: ``write`` plays four random games (seeds
  5501-5504, 3-6 players) and writes their moves and final-state hashes to FILE; ``replay`` (on another checkout)
  replays them move by move, prints whether each final state is the same, and whether the sandbox accepts each
  as a record saved under rules version 5."""

import hashlib
import json
import math
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests" / "engine")]

from engine import apply, bridge, fuzz, get_game, prng, setup  # noqa: E402

STAND = "stand_pass"


def sign_test(k, n):
    """Exact two-sided sign test: k of n paired differences one way."""
    if n == 0:
        return 1.0
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(min(k, n - k) + 1)) / 2 ** n)


def paired(first, games):
    import handoffs
    for players in (3, 4, 5, 6):
        after, declare = [], []
        for seed in range(first, first + games):
            a = handoffs.play("guerilla", players, seed, "after", handoffs.guerilla_round_over)
            d = handoffs.play("guerilla", players, seed, "declare", handoffs.guerilla_round_over)
            after.append(a["handoffs to others"] / a["turns"])
            declare.append(d["handoffs to others"] / d["turns"])
        fewer = sum(1 for x, y in zip(after, declare) if y < x)
        more = sum(1 for x, y in zip(after, declare) if y > x)
        print(f"{players} players, seeds {first}-{first + games - 1}: hand-offs to others a turn, median after "
              f"{statistics.median(after):.2f}, declare {statistics.median(declare):.2f}; declare fewer in {fewer} "
              f"games, more in {more}, ties {games - fewer - more}; sign test p = {sign_test(fewer, fewer + more):.2g}",
              flush=True)


def golden():
    import test_guerilla_fuzz as t
    game = get_game("guerilla")
    for seed, players in t.CASES:
        chooser = prng.seed_state(seed ^ 0x5EED)       # the fuzzer's chooser (engine.fuzz.playout)

        def pick(state):
            legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
            legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
            legal = [(r, a) for r, a in legal if a["verb"] != STAND]
            return legal[prng.below(chooser, len(legal))]
        without, _ = fuzz.playout("guerilla", seed, options={"players": players}, check_every=0,
                                  check_replay=False, pick=pick)
        full, moves = fuzz.playout("guerilla", seed, options={"players": players}, check_every=0,
                                   check_replay=False)
        declared = sum(1 for m in moves if m["verb"] == STAND)
        print(f"{seed} {players} players: in the test {t.GOLDEN[(seed, players)]}; without the standing pass "
              f"{t.digest(without)}; as the fuzzer plays {t.digest(full)} ({declared} standing passes, "
              f"{len(moves)} moves)", flush=True)


def _hash(state):
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]


def records(path, mode):
    cases = [(5501, 3), (5502, 4), (5503, 5), (5504, 6)]
    if mode == "write":
        out = []
        for seed, n in cases:
            st, moves = fuzz.playout("guerilla", seed, options={"players": n}, check_every=0, check_replay=False)
            out.append({"seed": seed, "players": n, "moves": moves, "final": _hash(st)})
        pathlib.Path(path).write_text(json.dumps(out))
        return
    for rec in json.loads(pathlib.Path(path).read_text()):
        st = setup("guerilla", rec["seed"], options={"players": rec["players"]})
        for m in rec["moves"]:
            st = apply(st, m["role"], m["verb"], m["arg"])
        req = {"op": "sandbox_new", "game": "guerilla", "record": {"kind": "game", "rules": 5, "seed": rec["seed"],
               "options": {"players": rec["players"]}, "moves": rec["moves"][:400]}}
        ok = json.loads(bridge.handle(json.dumps(req))).get("ok")
        print(f"{rec['seed']} {rec['players']} players, {len(rec['moves'])} moves: written {rec['final']}, replayed "
              f"{_hash(st)} ({'the same' if _hash(st) == rec['final'] else 'DIFFERENT'}); the sandbox takes its "
              f"first 400 moves saved under rules 5: {ok}", flush=True)


if __name__ == "__main__":
    what, args = sys.argv[1], sys.argv[2:]
    if what == "paired":
        paired(int(args[0]), int(args[1]))
    elif what == "golden":
        golden()
    else:
        records(args[0], args[1])
