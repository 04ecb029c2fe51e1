"""How long a reload of a whole game with computers at every seat takes (figures, not pass/fail):
``python bench/reload_time.py GAME SEED [runs] [OPTIONS]`` plays one game from ``SEED`` with a steady computer in
every seat (as the sandbox's computer seats play: each move's level, reason and "open" go into the record), then
times ``sandbox_new`` replaying that record through the bridge (the whole answer, as the worker gets it) ``runs``
times (default 5) and prints the medians of wall and CPU time, every run, the record's size and a hash of it (the
same game on both sides of a comparison), with the date, the machine and the load average. ``OPTIONS``: the game's options as
JSON (Guerilla's '{"players": 5, "rounds": 2}'), none by default. A reload also puts the reasons of a sealed
question's answers beside their own lines once they are revealed (engine/seats.py): it prints how many moves
did so. The record is made by tests/engine/test_reload_reasons.py ``bot_record``."""

import datetime
import hashlib
import json
import os
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests" / "engine")]

from engine import bridge  # noqa: E402
from host import machine  # noqa: E402
from test_reload_reasons import bot_record  # noqa: E402


def main(game_id, seed, runs=5, options=None):
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {machine()}, "
          f"load average {os.getloadavg()[0]:.1f}")
    start = time.perf_counter()
    record = bot_record(game_id, seed, options)[0]
    made = time.perf_counter() - start
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(text.encode()).hexdigest()[:12]
    print(f"{game_id} seed {seed}{f', options {json.dumps(options)}' if options else ''}: "
          f"{len(record['moves']):,} moves, {len(text):,} bytes, sha256 {digest}; played in {made:.1f} s")
    request = json.dumps({"op": "sandbox_new", "game": game_id, "record": record, "role": "acting"})
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        answer = json.loads(bridge.handle(request))
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        assert answer["ok"] and answer["moves"] == len(record["moves"]), answer.get("message")
    moved = len(bridge.SANDBOX.get("renotes", {}))
    log = len(bridge.SANDBOX["state"]["log"])
    print(f"reload (sandbox_new with the record), CPython, {runs} runs: median wall {statistics.median(walls):.3f} s "
          f"({', '.join(f'{t:.3f}' for t in walls)}), median CPU {statistics.median(cpus):.3f} s "
          f"({', '.join(f'{t:.3f}' for t in cpus)}); log {log:,} lines; {moved} moves revealed sealed answers; "
          f"load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[0], int(args[1]), int(args[2]) if len(args) > 2 else 5, json.loads(args[3]) if len(args) > 3 else None)
