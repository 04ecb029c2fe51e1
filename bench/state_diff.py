"""Which parts of the state a change touched, move by move (figures, not pass/fail).

``python bench/state_diff.py dump ROOT GAME SEED PLAYERS OUT`` plays an all-steady game with the engine of the
checkout at ROOT (the sandbox's seating: ``bots.decide`` with ``seat_rng``, each seat its own memory) and writes
the state after each move as JSON lines; ``python bench/state_diff.py diff A B`` compares two such files: how many
states, whether any move differs, and each path where the states differ (list indices and seat ids generalised)
with its count and a first example. Run ``dump`` from two checkouts on the same seed, then ``diff``."""
import json
import re
import sys
from collections import Counter


def dump(root, game_id, seed, players, out):
    sys.path.insert(0, root)
    from engine import apply, bots, setup
    state = setup(game_id, seed, options={"players": players} if players else None)
    made = bots.make(game_id, "steady")
    memory = {r: {} for r in state["roles"]}
    with open(out, "w") as f:
        f.write(json.dumps({"move": None, "state": state}, sort_keys=True) + "\n")
        while state["result"] is None:
            role = bots.acting(state)
            act, _ = bots.decide(state, role, made, bots.seat_rng(role, state["moves"]), memory[role], bots.Budget())
            state = apply(state, role, act["verb"], act["arg"])
            f.write(json.dumps({"move": [role, act["verb"], act["arg"]], "state": state}, sort_keys=True) + "\n")


def walk(a, b, path, out):
    if type(a) is not type(b):
        out.append((path, a, b))
    elif isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append((f"{path}.{k}", a.get(k, "<absent>"), b.get(k, "<absent>")))
            else:
                walk(a[k], b[k], f"{path}.{k}", out)
    elif isinstance(a, list):
        if len(a) != len(b):
            out.append((path + "[len]", len(a), len(b)))
        for i, (x, y) in enumerate(zip(a, b)):
            walk(x, y, f"{path}[{i}]", out)
    elif a != b:
        out.append((path, a, b))


def diff(file_a, file_b):
    paths, examples, moves, n = Counter(), {}, 0, 0
    with open(file_a) as fa, open(file_b) as fb:
        for la, lb in zip(fa, fb):
            a, b = json.loads(la), json.loads(lb)
            n += 1
            moves += a["move"] != b["move"]
            found = []
            walk(a["state"], b["state"], "", found)
            for p, x, y in found:
                g = re.sub(r"\[\d+\]", "[*]", re.sub(r"\.p\d\b", ".pN", p))
                paths[g] += 1
                examples.setdefault(g, (p, str(x)[:120], str(y)[:120]))
        rest = [len(fa.read().splitlines()), len(fb.read().splitlines())]
    print(f"{n} states compared; moves that differ: {moves}; states left over in A, B: {rest}")
    for g, c in paths.most_common():
        print(f"{c:6d} {g}\n       e.g. {examples[g]}")


if __name__ == "__main__":
    if sys.argv[1] == "dump":
        dump(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]) if sys.argv[5] != "-" else None, sys.argv[6])
    else:
        diff(sys.argv[2], sys.argv[3])
