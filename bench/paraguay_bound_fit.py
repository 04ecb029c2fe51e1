"""Would the Paraguay score read the Allied positions better if it saw where each army stands against each objective
the Allies lack? (figures, not pass/fail): ``python bench/paraguay_bound_fit.py TRAIN_FIRST TRAIN_GAMES HELD_FIRST
HELD_GAMES CACHE.jsonl [RIDGE]``. It plays (or reads back from CACHE) the all-steady games of those seeds as
bench/paraguay_fit.py does, recording ``strong.parts`` of every ``EVERY``th position followed by three candidate
parts (``candidates``), then fits the logistic model of the Allied score with ``strong.features`` alone and with each
candidate added (the part and the part times how far the war has gone), and prints each fit's held-out Brier score
by quarter of the war, and its weights. The candidates, for the objectives the Allies lack (4.4), by the cheapest
road on the printed map (``strong._road``), a stack's attack factors as ``plan.attack`` counts them:

- ``bound``: each objective paired with its own Allied stack, nearest pairs first, a stack used once: the sum of
  1 - MP / 30 over the pairs nearer than 30 MP (``reach`` lets one stack count for every objective);
- ``force``: for each objective, the Allied attack factors weighed by 1 - MP / ``NEAR`` (nothing from ``NEAR`` MP
  on) against that and the Paraguayan defence factors weighed the same way, summed over the objectives;
- ``mass``: for each objective the same weighed Allied attack factors against ``NEED``, at most 1, summed.

The variant ``bound-for-reach`` puts ``bound`` in ``reach``'s place. The candidates are read from the state as the
score reads it (in a search, a sample the seat could be in), so the strong level could use any of them as it is."""
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
from engine.core import Context  # noqa: E402
from engine.games.paraguay import strong  # noqa: E402
from engine.games.paraguay.model import ALLIED, PARAGUAYAN, P, late_year  # noqa: E402
from engine.games.paraguay.plan import attack  # noqa: E402
import logistic  # noqa: E402
from logistic import chance  # noqa: E402
import paraguay_fit  # noqa: E402

NEAR = 20
NEED = 24
PARTS = strong.parts


def candidates(state):
    """(bound, force, mass) of a position that is not over (see the module docstring)."""
    p = P(strong._game(), Context(state, None), frozen=True)
    occupied = p.occupied()
    lacking = [h for h, _ in p.hm.awards if h in p.hm.hexes and p.control(h) != ALLIED]
    bound = force = mass = 0.0
    if not lacking or state["options"].get("map") is not None:
        return bound, force, mass
    season = "late" if late_year(state["pg"]["turn"]) else "early"
    armies = [(h, attack(us)) for h, us in occupied.items() if us[0]["side"] == ALLIED]
    armies = [(h, a) for h, a in armies if a > 0]
    foes = [(h, sum(u["defense"] for u in us)) for h, us in occupied.items() if us[0]["side"] == PARAGUAYAN]
    pairs = []
    for g in lacking:
        f = strong._road(g, season)
        mine = sum(a * max(0.0, 1 - f.get(h, 99) / NEAR) for h, a in armies)
        theirs = sum(d * max(0.0, 1 - f.get(h, 99) / NEAR) for h, d in foes)
        force += mine / (mine + theirs + 1)
        mass += min(1.0, mine / NEED)
        pairs += [(f.get(h, 99), g, h) for h, _ in armies]
    used = set()
    for d, g, h in sorted(pairs):
        if d < 30 and g not in used and h not in used:
            used |= {g, h}
            bound += 1 - d / 30
    return bound, force, mass


def parts(state):
    """``strong.parts`` and then ``candidates``."""
    return tuple(PARTS(state)) + candidates(state)


def base(part):
    return list(strong.features(tuple(part[:6])))


def swapped(part):
    f = base(part)
    f[4], f[5] = part[6], part[6] * part[0]
    return f


SETS = {
    "base": base,
    "+bound": lambda part: base(part) + [part[6], part[6] * part[0]],
    "+force": lambda part: base(part) + [part[7], part[7] * part[0]],
    "+mass": lambda part: base(part) + [part[8], part[8] * part[0]],
    "bound-for-reach": swapped,
}


def main():
    tf, tn, hf, hn = (int(a) for a in sys.argv[1:5])
    cache = sys.argv[5]
    ridge = float(sys.argv[6]) if len(sys.argv) > 6 else logistic.RIDGE
    strong.parts = parts                   # for paraguay_fit.game's records only; the score itself is not changed
    train = [(tuple(r[1:]), g["score"]) for g in paraguay_fit.games(tf, tn, cache) for r in g["rows"]]
    held = [(tuple(r[1:]), g["score"]) for g in paraguay_fit.games(hf, hn, cache) for r in g["rows"]]
    print(f"train: seeds {tf}-{tf + tn - 1}, {len(train)} positions; held out: seeds {hf}-{hf + hn - 1}, "
          f"{len(held)} positions; ridge {ridge}; Brier of the Allied score by quarter of the war, then all")
    for name, f in SETS.items():
        w = logistic.fit([f(x) for x, _ in train], [y for _, y in train], ridge)
        out = []
        for q in range(4):
            part = [(x, y) for x, y in held if q / 4 <= x[0] < (q + 1) / 4 or (q == 3 and x[0] >= 1)]
            out.append(logistic.brier((chance(w, f(x)), y) for x, y in part))
        out.append(logistic.brier((chance(w, f(x)), y) for x, y in held))
        weights = json.dumps([round(v, 4) for v in w])
        print(f"  {name:16s} " + " ".join(f"{b:.4f}" for b in out) + "   weights " + weights)


if __name__ == "__main__":
    main()
