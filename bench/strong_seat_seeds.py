"""bench/strong_seeds.py for one seat only (figures, not pass/fail): ``python bench/strong_seat_seeds.py GAME SEAT
FIRST_SEED GAMES [ROLLOUTS]``. For each seed the all-steady game, then the strong level in SEAT (by role name) with
steady play in the others, ROLLOUTS roll-outs a decision (16 by default) and no clock; one JSON line a seed with
the keys of bench/strong_seeds.py for that seat, so bench/strong_table.py reads it. Half the time of the full
script when only one seat's level changed."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from strong_seeds import rows  # noqa: E402

for line in rows(sys.argv[1], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]) if len(sys.argv) > 5 else 16,
                 roles={sys.argv[2]}):
    print(json.dumps(line), flush=True)
