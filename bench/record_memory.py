"""What keeping the computers' memory with the game costs a saved record (engine/bots/memory.py): whole games with
a steady computer in every seat, played through the sandbox bridge as the page plays them, and each record's size
as JSON with and without the moves' "mem" fields.

    python bench/record_memory.py [SEED]
"""

import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from engine import bridge  # noqa: E402
from host import machine  # noqa: E402

TABLES = [("guerilla", {"players": 4}), ("junta", {"players": 6}), ("uruguay", None), ("paraguay", None)]


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def main(seed):
    print(machine())
    for game, options in TABLES:
        a = ask(op="sandbox_new", game=game, seed=seed, role="acting", **({"options": options} if options else {}))
        a = ask(op="sandbox_seats", game=game, seats={r: "steady" for r in a["view"]["roles"]})
        for _ in range(20000):
            if a["view"]["result"]:
                break
            a = ask(op="sandbox_bot", game=game, role="computer")
            assert a["ok"], a
        rec = ask(op="sandbox_export", game=game)["record"]
        whole = len(json.dumps(rec))
        bare = len(json.dumps({**rec, "moves": [{k: v for k, v in m.items() if k != "mem"} for m in rec["moves"]]}))
        carried = sum("mem" in m for m in rec["moves"])
        print(f"{game} seed {seed}: {len(rec['moves'])} moves, {carried} with mem; {whole} bytes, {bare} without "
              f"mem (+{100 * (whole - bare) / bare:.1f} %)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
