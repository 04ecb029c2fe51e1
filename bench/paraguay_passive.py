"""Paraguay against a side that never moves (figures, not pass/fail): ``python bench/paraguay_passive.py SEATS
SEED GAMES [--detail]``, e.g. ``steady,passive 98000 50`` (the steady Allies against a passive Paraguayan) or
``passive,steady 98000 50``.

A measuring stick, not a bot kind of the engine (the sandbox never offers it): the ``passive`` seat always takes
the action that ends its phase or declines (``done``, ``end_phase``, ``finish``, ``no_burn``, ``let_in``,
``ignore``, the Matto Grosso invasion not launched ...), else the first legal action that is not a
capitulation: it brings no reinforcement on, never moves, never attacks, never meets an event. That is what a
new player who clicks "End the phase" and "Done" all game does. The ``lazy`` seat is the person of the sandbox
walk that raised issue 27: where a choice ends the phase or declines, that choice 7 times in 10, else a random
legal one (not a capitulation); it meets the Matto Grosso invasion half the time and takes some replacements.
The other seats are the engine's own kinds
(``steady``, ``random``, ``strong``), with the same seat rngs as ``python -m engine.arena`` gives them.

For each game it prints the result, the Allied VP and its awards (4.4), and with ``--detail`` a line for each
turn's end: the objectives the Allies control (``A`` Asunción, ``C`` Curupaity, ``K`` Concepción), the
fortresses still standing (``I`` Itapirú, ``U`` Itapúa, ``Y`` Curupayty, ``H`` Humaitá, ``N`` Angostura), the
Allied ground units and attack factors on the map and how many of them are in Paraguay, the cheapest road (MP,
going round Paraguayan stacks, the steady bot's own ``field``) from the nearest Allied ground unit to each
objective the Allies lack, and the units each side lost that turn by cause (attrition, combat, burnt supply,
the rest). Over the games it prints the wins, draws and losses with a Wilson 95 % interval, the mean Allied VP,
how many games had each award, and per turn the mean of each of those figures.
"""

import argparse
import collections
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import apply, arena, bots, get_game, prng, setup  # noqa: E402
from engine.bots.common import PASSIVE  # noqa: E402
from engine.core import Context  # noqa: E402
from engine.games.paraguay import bot as pbot, hexmap, model, victory  # noqa: E402
from paraguay_results import print_outcomes  # noqa: E402

OBJECTIVES = (("1826", "A"), ("2622", "C"), ("1918", "K"))
FORTS = (("1434", "I"), ("2534", "U"), ("1433", "Y"), ("1432", "H"), ("1827", "N"))
DECLINE = ("no_burn", "let_in", "ignore", "no")
CAUSES = ("attrition", "combat", "burnt", "other")


class Passive:
    """The measuring stick: ends every phase, declines every offer, else the first legal action."""

    kind = "passive"

    def choose(self, view, question, memory, rng, budget=None):
        acts = [a for a in question["actions"] if a["verb"] != "capitulate"] or question["actions"]
        for verbs in (PASSIVE, DECLINE):
            for a in acts:
                if a["verb"] in verbs:
                    return a, f"{a['label']}: the passive seat ends or declines, {a['rule']}"
        for a in acts:
            if a["verb"] == "matto" and a["arg"] is False:
                return a, f"{a['label']}: the passive seat declines, {a['rule']}"
        return acts[0], f"{acts[0]['label']}: the passive seat's first legal choice, {acts[0]['rule']}"


class Lazy(Passive):
    """The person of the sandbox walk (issue 27): 7 times in 10 the passive seat's choice when one ends the phase
    or declines, else a random legal choice that is not a capitulation (from the seat's own rng)."""

    kind = "lazy"

    def choose(self, view, question, memory, rng, budget=None):
        acts = [a for a in question["actions"] if a["verb"] != "capitulate"] or question["actions"]
        ends = any(a["verb"] in PASSIVE or a["verb"] in DECLINE for a in acts)
        if ends and prng.below(rng, 10) < 7:
            return super().choose(view, question, memory, rng, budget)
        act = acts[prng.below(rng, len(acts))]
        return act, f"{act['label']}: the lazy seat's random choice, {act['rule']}"


LOST = []          # (turn, side, cause, riverine) of every unit eliminated in the game under way
ENDS = {}          # turn -> snapshot at that turn's end


def _eliminate(self, u, rule, why):
    if u["type"] != "fortress":
        cause = why if why in CAUSES else "combat" if why in ("below 1:3", "sunk") else "other"
        LOST.append((self.turn, u["side"], cause, model.riverine(u)))
    return _ELIMINATE(self, u, rule, why)


def snapshot(p):
    hm = hexmap.load()
    units = p.units()
    ground = [u for u in units if u["side"] == model.ALLIED and p.on_map(u) and not model.riverine(u)
              and u["type"] != "fortress"]
    enemy = sorted({u["where"] for u in units if u["side"] == model.PARAGUAYAN and p.on_map(u)})
    mine = sorted({u["where"] for u in ground})
    lacking = [(h, k) for h, k in OBJECTIVES if p.control(h) != model.ALLIED]
    road = {}
    for h, k in lacking:
        f = pbot.field([h], enemy, model.season(p.turn))
        road[k] = min((f.get(x, 99) for x in mine), default=99)
    lost = collections.Counter((side, cause) for t, side, cause, _ in LOST if t == p.turn)
    return {"held": "".join(k for h, k in OBJECTIVES if p.control(h) == model.ALLIED),
            "forts": "".join(k for h, k in FORTS if p.fortress_in(h)),
            "units": len(ground), "attack": sum(u["attack"] for u in ground),
            "in_py": sum(1 for u in ground if hm.nation(u["where"]) == "paraguay"),
            "py": sum(1 for u in units if u["side"] == model.PARAGUAYAN and p.on_map(u) and u["type"] != "fortress"),
            "road": road, "lost": lost}


def _end_turn(self, p):
    ENDS[p.turn] = snapshot(p)
    return _END_TURN(self, p)


game_cls = type(get_game("paraguay"))
_END_TURN = game_cls._end_turn
game_cls._end_turn = _end_turn
_ELIMINATE = model.P.eliminate
model.P.eliminate = _eliminate


OURS = {"passive": Passive, "lazy": Lazy}


def play(seats, seed, times):
    """One game as ``engine.arena.play`` plays it, with ``passive`` and ``lazy`` as further seat kinds."""
    state = setup("paraguay", seed)
    roles = state["roles"]
    kind_of = dict(zip(roles, seats))
    made = {k: OURS[k]() if k in OURS else bots.make("paraguay", k) for k in sorted(set(seats))}
    rngs = arena.seat_rngs(seed, roles)
    memory = {r: {} for r in roles}
    for _ in range(20000):
        if state["result"] is not None:
            break
        role = bots.acting(state)
        if role is None:
            break
        kind = kind_of[role]
        start = time.perf_counter()
        act, _ = bots.decide(state, role, made[kind], rngs[role], memory[role],
                             bots.Budget(rollouts=16, seconds=0, clock=None))
        times.setdefault(kind, []).append(time.perf_counter() - start)
        state = apply(state, role, act["verb"], act["arg"])
    return state


def line(t, s):
    lost = " ".join(f"{side[0].upper()}:{'/'.join(str(s['lost'].get((side, c), 0)) for c in CAUSES)}"
                    for side in (model.ALLIED, model.PARAGUAYAN))
    road = " ".join(f"{k}{v}" for k, v in s["road"].items())
    return (f"  {model.ROMAN[t]:>4} held {s['held'] or '-':3} forts {s['forts'] or '-':5} Allied {s['units']:3} "
            f"units / {s['attack']:3} AF, {s['in_py']:3} in Paraguay; Paraguay {s['py']:3}; road {road or '-':14} "
            f"lost (attrition/combat/burnt/other) {lost}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seats")
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--detail", action="store_true", help="a line for each turn's end")
    a = ap.parse_args(argv)
    seats = a.seats.split(",")
    t0 = time.time()
    wins, awards, vps, times = collections.Counter(), collections.Counter(), [], {}
    turns = collections.defaultdict(list)
    for seed in range(a.seed, a.seed + a.games):
        LOST.clear()
        ENDS.clear()
        state = play(seats, seed, times)
        res = state["result"] or {}
        winner = res.get("winner") or "unfinished"
        wins[winner] += 1
        vps.append(res.get("vp") or 0)
        items = victory.final_vp(model.P(get_game("paraguay"), Context(state, None), frozen=True))[1]
        for _, why in items:
            awards[why.split(" (")[0]] += 1
        for t, s in ENDS.items():
            turns[t].append(s)
        last = ENDS.get(max(ENDS, default=0), {})
        print(f"seed {seed}: {winner}, Allied VP {res.get('vp')}, turn {res.get('turn')}, held {last.get('held')}, "
              f"forts {last.get('forts')}, awards " + ("; ".join(f"{v:+d} {why.split(' (')[0]}" for v, why in items)
                                                        or "none"), flush=True)
        if a.detail:
            for t, s in sorted(ENDS.items()):
                print(line(t, s))
    n = a.games
    print_outcomes(wins, n, a.seats, a.seed, t0)
    print(f"  mean Allied VP {statistics.mean(vps):.2f}; VP histogram "
          + " ".join(f"{v}:{c}" for v, c in sorted(collections.Counter(vps).items())))
    print("  VP awards and debits (4.4), games: " + "; ".join(f"{why} {k}" for why, k in sorted(awards.items())))
    print("  by turn's end, mean over the games (held: games with the objective; forts: games it stands; "
          "road: mean MP of the games lacking it; lost: Allied attrition/combat/burnt/other, Paraguay the same):")
    for t, ss in sorted(turns.items()):
        held = " ".join(f"{k}{sum(k in s['held'] for s in ss)}" for _, k in OBJECTIVES)
        forts = " ".join(f"{k}{sum(k in s['forts'] for s in ss)}" for _, k in FORTS)
        road = " ".join(f"{k}{statistics.mean(r):.0f}" for _, k in OBJECTIVES
                        for r in [[s['road'][k] for s in ss if k in s['road']]] if r)
        lost = " ".join(f"{side[0].upper()}:" + "/".join(
            f"{statistics.mean(s['lost'].get((side, c), 0) for s in ss):.1f}" for c in CAUSES)
            for side in (model.ALLIED, model.PARAGUAYAN))
        print(f"  {model.ROMAN[t]:>4} ({len(ss)}) held {held}; forts {forts}; Allied "
              f"{statistics.mean(s['units'] for s in ss):.1f} units / "
              f"{statistics.mean(s['attack'] for s in ss):.0f} AF,"
              f" {statistics.mean(s['in_py'] for s in ss):.1f} in Paraguay; Paraguay "
              f"{statistics.mean(s['py'] for s in ss):.1f}; road {road}; lost {lost}")
    for k, ts in sorted(times.items()):
        print(f"  {k} decisions: median {1000 * statistics.median(ts):.2f} ms, p95 "
              f"{1000 * arena.percentile(ts, 95):.2f} ms ({len(ts)})")


if __name__ == "__main__":
    main()
