"""What "Show earlier lines" costs the engine (figures, not pass/fail): ``python bench/sandbox_reasons.py [--seed 7]
[--moves 1000] [--game paraguay] [--runs 15]`` opens in the sandbox bridge the all-steady game of that seed cut at
``--moves`` moves, its first role a person and the others steady computers (each move with a reason kept, as the
sandbox keeps them), and times ``sandbox_reasons`` (every
line asked for, ``earlier``) and, for comparison, ``sandbox_view`` (the whole answer): medians and ranges, in ms."""
import argparse
import json
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import apply, bots, bridge, setup  # noqa: E402


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="paraguay")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--moves", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=15)
    a = ap.parse_args()
    state = setup(a.game, a.seed)
    made = bots.make(a.game, "steady")
    memory = {r: {} for r in state["roles"]}
    moves = []
    while state["result"] is None and len(moves) < a.moves:
        role = bots.acting(state)
        act, _ = bots.decide(state, role, made, bots.seat_rng(role, state["moves"]), memory[role], bots.Budget())
        state = apply(state, role, act["verb"], act["arg"])
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
    seats = {r: "steady" for r in state["roles"][1:]}
    moves = [dict(m, bot="steady", why=f"A kept reason of move {i}.", open=True) if m["role"] in seats else m
             for i, m in enumerate(moves, 1)]            # as the sandbox keeps a computer's move and its reason
    rec = {"game": a.game, "kind": "game", "seed": a.seed, "moves": moves, "seats": seats}
    opened = ask(op="sandbox_new", game=a.game, record=rec, role="acting")
    assert opened["ok"], opened
    lines = len(opened["view"]["log"])
    print(f"{a.game} seed {a.seed}, {len(moves)} moves, {lines} log lines; earlier = {lines}")
    for op in ("sandbox_reasons", "sandbox_view"):
        times = []
        for _ in range(a.runs):
            t0 = time.perf_counter()
            got = ask(op=op, game=a.game, earlier=lines, **({"role": "acting"} if op == "sandbox_view" else {}))
            times.append((time.perf_counter() - t0) * 1000)
            assert got["ok"], got
        print(f"  {op}: median {statistics.median(times):.1f} ms (range {min(times):.1f}-{max(times):.1f}), "
              f"{len(got['reasons'])} reasons")


if __name__ == "__main__":
    main()
