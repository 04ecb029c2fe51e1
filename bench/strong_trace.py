"""Whether the strong level's decisions changed (figures, not pass/fail): ``python bench/strong_trace.py GAME SEED
MOVES [ROLLOUTS] [--players N]`` plays the first MOVES decisions of a game of ``SEED`` with every seat at the strong
level, the search bounded by its count of roll-outs alone (no clock: the same decisions on every machine), and
prints the decisions searched, those where the search left the steady choice, and the first 16 hex digits of the
sha256 of every decision (role, verb, argument, reason) and of every seat's memory at the end. Run it from two
checkouts: equal lines, the same decisions for the same reasons."""
import hashlib
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, bots, get_game, setup  # noqa: E402

args = sys.argv[1:]
options = None
if "--players" in args:
    k = args.index("--players")
    options, args = {"players": int(args[k + 1])}, args[:k] + args[k + 2:]
game_id, seed, moves = args[0], int(args[1]), int(args[2])
rollouts = int(args[3]) if len(args) > 3 else 8
game = get_game(game_id)
state = setup(game_id, seed, options=options)
strong = bots.make(game_id, "strong")
rngs = arena.seat_rngs(seed, state["roles"])
memory = {r: {} for r in state["roles"]}
digest = hashlib.sha256()
searched = left = 0
start = time.perf_counter()
for move in range(moves):
    if state["result"] is not None:
        break
    role = bots.acting(state)
    if role is None:
        break
    act, why = bots.decide(state, role, strong, rngs[role], memory[role],
                           bots.Budget(rollouts=rollouts, seconds=0, clock=None))
    searched += "searched" in why
    left += "against" in why and "for the steady first choice" in why
    digest.update(json.dumps([role, act["verb"], act["arg"], why], sort_keys=True).encode("utf-8"))
    state = game.apply(state, role, act["verb"], act["arg"])
digest.update(json.dumps(memory, sort_keys=True).encode("utf-8"))
print(game_id, seed, f"decisions {move + 1}", f"searched {searched}", f"left steady {left}",
      digest.hexdigest()[:16], f"{time.perf_counter() - start:.0f} s")
