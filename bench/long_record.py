"""A long legal link through the bridge (issue 23.6; figures, not pass/fail): ``python bench/long_record.py
[runs]`` builds a legal 20,000-move Paraguay record (tests/engine/test_bridge_bad_input.py's
``long_paraguay_record``: random moves until a combat target may be cancelled, then target and cancel in turn),
prints its size as the bridge measures it against MAX_RECORD_BYTES, and times ``sandbox_new`` replaying it
(the whole answer, as the worker gets it), with the date, the machine and the load average."""

import datetime
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
from test_bridge_bad_input import long_paraguay_record  # noqa: E402


def main(runs=1):
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {machine()}, "
          f"load average {os.getloadavg()[0]:.1f}")
    start = time.perf_counter()
    record = long_paraguay_record()
    made = time.perf_counter() - start
    size = len(json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    print(f"record: {len(record['moves']):,} moves, {size:,} bytes of JSON (cap {bridge.MAX_RECORD_BYTES:,}); "
          f"made in {made:.1f} s")
    request = json.dumps({"op": "sandbox_new", "game": "paraguay", "record": record})
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        answer = json.loads(bridge.handle(request))
        times.append(time.perf_counter() - start)
        assert answer["ok"] and answer["moves"] == len(record["moves"]), answer.get("message")
    print(f"replay through the bridge (sandbox_new), CPython: median {statistics.median(times):.1f} s "
          f"({', '.join(f'{t:.1f}' for t in times)}), {statistics.median(times) / len(record['moves']) * 1000:.2f} "
          f"ms a move; load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
