"""Whether all-steady play changed (figures, not pass/fail): ``python bench/steady_hash.py GAME [--players N]
SEED [SEED ...]`` prints, for each seed, the all-steady game's result, the first 16 hex digits of the sha256 of
its final state's JSON (keys sorted) and the log's length; ``--players``: that many players, for a game that takes
a count (else its default). Run it from two checkouts: equal lines, the same games move for move."""
import hashlib
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from bench.steady_args import steady_args  # noqa: E402
from engine import arena  # noqa: E402

game_id, options, args, n = steady_args(sys.argv[1:])
for seed in map(int, args):
    st, _ = arena.play(game_id, ["steady"] * n, seed, options, 16, seconds=0)
    digest = hashlib.sha256(json.dumps(st, sort_keys=True).encode()).hexdigest()[:16]
    print(seed, st["result"], digest, len(st["log"]))
