"""Which objective a Paraguay war's Allies took, when, and what Paraguayan garrison could have stood there (figures,
not pass/fail): ``python bench/paraguay_garrison_diag.py SEATS SEED [SEED...]``. SEATS is two kinds in seat order
(Allied, Paraguayan), e.g. ``steady,strong``. For each seed it plays the war (16 roll-outs a strong decision, no
clock: the arena's very games) and, for each end-of-war objective (4.4) that passes into Allied hands, prints the
turn and segment it fell, the Allied stack that took it, and at the first decision of that turn: the nearest Allied
stack's MP to it by the printed roads, and every Paraguayan ground stack within 12 MP of it (hex, units, MP) with
the MP the Paraguayan stack's slowest unit has a turn. One JSON line a seed, with the war's winner and the
objectives held at the end."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game  # noqa: E402
from engine.core import Context  # noqa: E402
from engine.games.paraguay import strong  # noqa: E402
from engine.games.paraguay.model import ALLIED, PARAGUAYAN, P, late_year  # noqa: E402

game = get_game("paraguay")


def snapshot(state):
    p = P(game, Context(state, None), frozen=True)
    season = "late" if late_year(state["pg"]["turn"]) else "early"
    occ = p.occupied()
    out = {}
    for h, name in p.hm.awards:
        road = strong._road(h, season)
        allied = min((road.get(x, 99) for x, us in occ.items() if us[0]["side"] == ALLIED), default=99)
        para = sorted((road.get(x, 99), x, len([u for u in us if u["type"] != "fortress"]),
                       min((u["mf"] for u in us if u["type"] != "fortress"), default=0))
                      for x, us in occ.items() if us[0]["side"] == PARAGUAYAN and road.get(x, 99) <= 12
                      and any(u["type"] != "fortress" for u in us))
        out[name] = {"control": p.control(h), "allied_mp": allied, "paraguayan": para}
    return out


def war(seed, seats):
    falls, starts, last = [], {}, {}

    def look(move, state):
        t = state["pg"]["turn"]
        if t not in starts:
            starts[t] = snapshot(state)
        p = P(game, Context(state, None), frozen=True)
        for h, name in p.hm.awards:
            c = p.control(h)
            if last.get(name) not in (None, c) and c == ALLIED:
                takers = [u["id"] for u in state["units"] if u["where"] == h]
                falls.append({"objective": name, "turn": t, "seg": state["pg"]["seg"], "by": takers,
                              "turn_start": starts[t][name]})
            elif last.get(name) not in (None, c):
                falls.append({"objective": name, "retaken_turn": t})
            last[name] = c

    st, _ = arena.play("paraguay", seats, seed, None, 16, look=look, seconds=0)
    p = P(game, Context(st, None), frozen=True)
    res = st["result"] or {}
    return {"seed": seed, "winner": res.get("winner"), "held": [n for h, n in p.hm.awards if p.control(h) == ALLIED],
            "falls": falls}


if __name__ == "__main__":
    seats = sys.argv[1].split(",")
    for s in sys.argv[2:]:
        print(json.dumps(war(int(s), seats)), flush=True)
