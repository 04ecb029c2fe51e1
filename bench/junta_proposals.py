"""How often Junta's players propose to stop the coup (2.4), and how often a proposal is agreed: whole coups played
by engine.arena's ``play`` (the same seeds and seat rngs as ``python -m engine.arena``), counted from the log.

    python bench/junta_proposals.py SEATS FIRST_SEED GAMES      (SEATS: kinds in seat order, e.g. steady,random,random)

Prints one JSON line: games, proposals in all and per coup (median, most), proposals by steady seats, proposals
agreed, coups stopped early, and the wins of each kind (as the arena counts them)."""

import json
import pathlib
import re
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine.arena import play  # noqa: E402
from engine.bots.common import won  # noqa: E402

PROPOSES = re.compile(r"^Player (\d+) proposes to stop the coup")


def main(seats, first, games):
    per_game, by_kind, agreed, wins = [], {}, 0, {k: 0 for k in seats}
    for seed in range(first, first + games):
        state, kind_of = play("junta", seats, seed, {"players": len(seats)})
        n = 0
        for entry in state["log"]:
            m = PROPOSES.match(entry["text"])
            if m:
                n += 1
                kind = kind_of[f"p{m.group(1)}"]
                by_kind[kind] = by_kind.get(kind, 0) + 1
            elif entry["text"].startswith("Everyone agrees to stop the coup"):
                agreed += 1
        per_game.append(n)
        for r in state["roles"]:
            if state["result"] is not None and won(state["result"], r):
                wins[kind_of[r]] += 1
    return {"seats": seats, "first_seed": first, "games": games, "proposals": sum(per_game),
            "per_coup_median": statistics.median(per_game), "per_coup_most": max(per_game),
            "by_kind": dict(sorted(by_kind.items())), "agreed": agreed, "wins": wins}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1].split(","), int(sys.argv[2]), int(sys.argv[3]))))
