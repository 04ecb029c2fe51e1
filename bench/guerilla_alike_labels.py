"""Questions whose options read alike (issue 27; figures, not pass/fail):
``python bench/guerilla_alike_labels.py FIRST COUNT`` plays COUNT random legal Guerilla games (3-6 players by
seed, the engine's PRNG choosing among all legal actions) from seed FIRST and, before every move, looks at every
role's options: prints how many decisions offered two or more options with one label, by the question's kind
(its prompt up to the first colon or digit), and how many such pairs were not alike: choosing one is not the
same as choosing the other once the copies of a card are made one (every card id read as its card's name,
lists as multisets; the log and the procedure stack left out)."""
import collections
import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import apply, get_game, prng, setup  # noqa: E402

GAME = get_game("guerilla")


def kind(prompt):
    return re.split(r"[:\d(]", prompt)[0].strip()


NAMES = {cid: c["name"] for cid, c in GAME.catalog().items()}


def _blind(v):
    """Plain data with every card id (value or key) read as its card's name, and every list as a multiset: the
    copies of a card, and the order of like things, made one."""
    if isinstance(v, dict):
        return {NAMES.get(k, k): _blind(w) for k, w in v.items()}
    if isinstance(v, list):
        return sorted((_blind(w) for w in v), key=lambda w: json.dumps(w, sort_keys=True))
    return NAMES.get(v, v) if isinstance(v, str) else v


def alike(state, role, a, b):
    """Whether ``a`` and ``b`` lead to the same state but for which copies of a card are where (the log and the
    procedure stack aside)."""
    after = [_blind({k: v for k, v in apply(state, role, act["verb"], act["arg"]).items() if k not in ("log", "stack")})
             for act in (a, b)]
    return after[0] == after[1]


def main(first, count):
    decisions, repeated, unlike = collections.Counter(), collections.Counter(), collections.Counter()
    example = {}
    for seed in range(first, first + count):
        st = setup("guerilla", seed, options={"players": 3 + seed % 4})
        chooser = prng.seed_state(seed)
        while st["result"] is None:
            for role in st["roles"]:
                acts = GAME.actions(st, role)
                if len(acts) < 2:
                    continue
                k = kind(GAME.question(st, role)["prompt"])
                decisions[k] += 1
                by = collections.defaultdict(list)
                for act in acts:
                    by[act["label"]].append(act)
                same = [v for v in by.values() if len(v) > 1]
                if same:
                    repeated[k] += 1
                    if not all(alike(st, role, v[0], v[1]) for v in same):
                        unlike[k] += 1
                        example.setdefault(k, (seed, same[0][0]["label"]))
            legal = [(r, act) for r in st["roles"] for act in GAME.actions(st, r)]
            role, act = legal[prng.below(chooser, len(legal))]
            st = apply(st, role, act["verb"], act["arg"])
    print(f"seeds {first}-{first + count - 1}: {sum(decisions.values())} decisions of two or more options, "
          f"{sum(repeated.values())} with a repeated label, {sum(unlike.values())} of them not alike")
    for k, n in repeated.most_common():
        print(f"  {n:6d} of {decisions[k]:6d}  {k}" + (f"   (not alike: {unlike[k]}, e.g. seed {example[k][0]}: "
                                                         f"{example[k][1]!r})" if unlike[k] else ""))


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
