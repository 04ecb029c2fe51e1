"""Paraguay's strong level (engine/bots/search.py underneath): search only where a choice changes the war, steady
play everywhere else; the sampled states it searches (fog of war re-drawn, 6.4) and the score it gives them.

A game is some two thousand decisions, most of them one hex of one stack's move, so the search looks only at
the decisions that carry weight (``weighty``): which enemy stack to attack or whether to stop attacking (13.4,
13.2), whether to advance after combat (13.30), whether to burn supply in a battle (13.24), which way a
stack of four or more units starts its move (11.1: the first step, among the steady bot's best few) and, for
Paraguay, whether and which stack moves in its movement phase (11.1: on tuning seed 93502 a search of that
choice found a better one in 6 of 9 movement phases, which a search of 4 times the samples confirmed in all 6
and one of depth 100 in 4; bench/paraguay_wide_diag.py).
There the shared search plays each of the steady bot's best few choices in states sampled from what the seat
has seen, then both sides by the steady lists for a short while (``ROLLOUT_DEPTH`` decisions: a battle to its
end, a stack's move to its end), and scores what it finds with ``evaluate``.

``determinise`` draws a state the seat cannot tell from the real one: the units fog of war hides (an enemy
stack's units under its top one, the enemy's dead pile) dealt again among the same places, each place keeping
what the seat can see (a hidden unit is never slower than the stack's top unit; a vessel only on a river hex
or in the dead pile), chance re-seeded. ``evaluate`` scores a state from one side's seat: the war's end, else
the Allied score (1 a win, 0.5 a draw) that a logistic model fitted to how all-steady games end expects
(``WEIGHTS`` over ``features``, fitted by bench/paraguay_fit.py), or 1 less it for Paraguay. The model reads
``parts`` of the position: how far the war has gone (turns and segments), the Victory Points the Allies would hold
now (4.4) and the same weighed more and more as the war goes on, how near their stacks stand to the objectives
they lack, the Allied share of the strength each side has left after the attrition its stacks may expect where
they stand (7.2-7.10), and the siege of the river chain the steady Allies lay (``plan.CHAIN``: Itapirú, then
Itapúa, whose fall opens the road north as a supply line, 7.5): each of the two fallen, and the attack factors
gathered beside the first one standing against the odds the plan seeks. Tried and not kept
(bench/paraguay_bound_fit.py, docs/BENCHMARKS.md, the entry of 2026-12-03 21:17–22:55): parts for where each Allied army stands against each objective
the Allies lack (one stack to each objective; the Allied attack within 20 MP of it against the Paraguayan defence
there; that attack against a need): the fit read the late war a little better with the second, but the Allied
searches left the steady choice no more often, since after ``ROLLOUT_DEPTH`` decisions an army's first-step
candidates stand almost where the others do (bench/paraguay_bound_diag.py). Also tried and not kept (the entry of
2026-12-07 20:33–21:31): for the Paraguayan seat, ``reach`` with each objective's nearness divided by 1 + the
Paraguayan ground units on it, a stack it moves marching on an objective none of its units holds while an Allied
stack is within 12 MP of it, and the stacks nearest that goal offered to the search first: it changed 24 of 40 wars
but won 17 where it had won 18 (bench/paraguay_garrison_diag.py shows why little could come of it).

A question whose only other action is to capitulate (5.4, offered at every decision) is not searched, and
capitulation is never a candidate: a search spent on it was a search wasted (on tuning seed 86002 three of the
Paraguayan seat's first four searches were end combat or capitulate). ``SPREAD`` is this score's own floor for the
paired spread in ``search.Strong.pick``: a battle or a fortress moves the score by a few hundredths within a
roll-out, and under the shared floor (0.25) the level never left the steady choice at all (0 departures in
200 searched decisions of three tuning games, the same diagnosis). With the fitted score the width, depth and
floor were checked again by bench/paraguay_strong_diag.py on three tuning games of the Allied seat and kept: of the
15 decisions where another candidate scored 0.02 better, 6 were the third candidate (a width of 2 would miss
them), and a search of 4 times the samples and one 5 times as deep (40 decisions) agreed with 14.
"""

import math

from ...bots import common
from ...bots.search import Strong as Search, sampled_where
from . import attrition, supply, tables
from .events import mg_candidates
from .model import ALLIED, PARAGUAYAN, RIVERINE, P, late_year
from .plan import CHAIN, GARRISON, PIN_TURNS, SIEGE_ODDS
from .plan import attack as attack_factors
from .roads import field
from .twins import _busy, _named, _steady

SEARCH_WIDTH = 3
SPREAD = 0.05        # the least spread assumed of a round's paired difference (search.Strong.pick), for this score:
                     # a battle or a fortress moves it by a few hundredths, never by the shared default's quarter
ARMY = 4             # a stack of this many units or more is worth a search where it starts its move
ROLLOUT_DEPTH = 8
# evaluate's model: the Allied score (1 a win, 0.5 a draw, 0 a loss) the position leads to is
# 1 / (1 + exp(-sum(WEIGHTS * features))). Fitted by bench/paraguay_fit.py (logistic regression, Newton steps, ridge 1,
# stdlib only) on the all-steady games of seeds 92000-92099, the position before every 10th decision (15,785
# positions), played by the steady bot as it stood just after plan.py's COVER came to count only the stacks bound for
# each objective once the road north is open: ``python bench/paraguay_fit.py 92000 100 92200 25`` then printed these
# numbers from those games (and scored them on seeds 92200-92224). Later changes to the steady bot (the Allies' entry
# hex nearest the plan's work) make it play other games there. A change to the steady bot calls for a fit again.
NAMES = ("constant", "VP - 2", "VP x gone", "VP x gone^2", "reach", "reach x gone", "share - 0.5",
         "share x gone", "fallen", "fallen x gone", "besieged", "gone")
WEIGHTS = (2.4478, 1.8668, -0.3849, 2.2826, 0.5575, 1.0031, 2.9557, 2.6087, 0.6403, -0.2992, 0.0542, -5.4165)


def weighty(view, question):
    """Whether ``question`` is one the strong level searches (see the module docstring), from the seat's view."""
    board = view["board"]
    moving = (board.get("moving") or {}).get("hex")
    return _weighty(question, ((board.get("hexes") or {}).get(moving) or {}).get("units") or (), view["role"])


def _weighty(question, movers, role=None):
    """``weighty`` from the question, the seat's own moving units (public to the seat) and the seat."""
    acts = [a for a in question["actions"] if a["verb"] != "capitulate"]
    if len(acts) < 2:
        return False
    verbs = {a["verb"] for a in acts}
    if verbs & {"target", "end_combat", "advance"}:
        return True
    if role == PARAGUAYAN and "select" in verbs:
        return True
    if verbs & {"burn", "no_burn"}:
        return any(a["rule"] == "13.24" for a in acts)
    if "step" in verbs:
        return sum(1 for a in acts if a["verb"] == "step") > 1 and len(movers) >= ARMY \
            and not any(u.get("mp") for u in movers)
    return False


class Strong(Search):
    """The shared search at the weighty decisions, the steady bot's choice elsewhere."""

    width, depth, spread = SEARCH_WIDTH, ROLLOUT_DEPTH, SPREAD

    def score(self, state, role):
        return evaluate(state, role)

    def weighty(self, view, question):
        return weighty(view, question)

    def searched(self, question):
        """Capitulation is never a candidate (see ``weighty``)."""
        return dict(question, actions=[a for a in question["actions"] if a["verb"] != "capitulate"])


# ----- sampling what fog of war hides (6.4) -----
def searches(state, role):
    """Whether ``role``'s decision is one the strong level searches, from its own question and its own moving units
    (``weighty``), for the driver's samples (``determinise``: none where the level plays steady)."""
    group = state["pg"]["mv"]["group"]
    movers = [u for u in state["units"] if group and u["where"] == group["hex"] and u["side"] == role]
    return _weighty(_game().question(state, role), movers, role)


def determinise(state, role, rng):
    """The driver's sample for the strong level: ``sample`` where ``role``'s decision is weighty, else None (the
    strong level plays steady there and reads no sample; drawing one would only cost time). Whether the decision
    is weighty depends only on the role's own question and its own moving units."""
    return _SAMPLE(state, role, rng)


def sample(state, role, rng):
    """A state ``role`` could be in (see the module docstring). The units re-dealt are exactly those the twins of
    ``twins.secret_twins`` may exchange, so two twins give the very same sample."""
    s = common.reseed(common.forget_sealed(common.copy(state), role), rng)
    if s.get("result") is not None:
        return s
    frames = [f for f in s["stack"] if isinstance(f, dict) and "base" in f]
    busy = _busy(s) | _named(s["stack"])
    steady = _steady(s, frames)
    hm = _game().hexmap(s)
    for side in [x for x in (ALLIED, PARAGUAYAN) if x != role]:
        stacks = {}
        for u in s["units"]:
            if u["side"] == side and u["where"].isdigit():
                stacks.setdefault(u["where"], []).append(u)
        low = {h: min(x["mf"] for x in us) for h, us in stacks.items()}
        pool = [u for h in sorted(stacks) for u in stacks[h]
                if u["id"] not in busy and u["id"] in steady and u["mf"] > low[h] and u["type"] != "fortress"]
        pool += [u for u in s["units"] if u["side"] == side and u["where"] == "dead" and u["id"] not in busy
                 and u["id"] in steady and u["type"] != "fortress"]
        if len(pool) < 2:
            continue

        def order(slot):
            where = slot[0]
            river = where.isdigit() and bool((hm.hexes.get(where) or {}).get("river"))
            return (0 if where.isdigit() and not river else 1 if river else 2, where, slot[1])
        slots = sorted(((u["where"], u["mp"]) for u in pool), key=order)
        units = sorted(pool, key=lambda u: u["id"])
        rng_order = common.deal_again([u["id"] for u in units], rng)
        left = [next(u for u in units if u["id"] == i) for i in rng_order]
        placed = {}
        for where, mp in slots:
            on_map = where.isdigit()
            river = on_map and bool((hm.hexes.get(where) or {}).get("river"))

            def fits(u, strict):
                if u["type"] in RIVERINE and on_map and not river:
                    return False
                return not strict or not on_map or u["mf"] > low[where]
            pick = next((u for u in left if fits(u, True)), None) or next((u for u in left if fits(u, False)), None)
            if pick is None:          # cannot happen (a land place was a ground unit's), kept safe
                pick = left[0]
            left.remove(pick)
            limit = (pick["mf"] + 1) // 2 if s["pg"]["turn"] == 1 else pick["mf"]
            placed[pick["id"]] = (where, min(mp, limit))
        for units_ in [s["units"]] + [f["base"]["units"] for f in frames]:
            for u in units_:
                if u["id"] in placed:
                    u["where"], u["mp"] = placed[u["id"]]
    return s


_SAMPLE = sampled_where(searches, sample)


def _game():
    from ...registry import get
    return get("paraguay")


# ----- the score of a position -----
_ROADS = {}


def _road(goal, season):
    """The MP from every hex of the printed map to ``goal`` by the cheapest way, enemy stacks left out (computed
    once: a score is asked at the end of every roll-out and must be quick)."""
    if (goal, season) not in _ROADS:
        _ROADS[(goal, season)] = dict(field([goal], [], season))
    return _ROADS[(goal, season)]


_LOSSES = {}


def expected_losses(count, drm):
    """The units a stack of ``count`` may expect to lose at attrition with ``drm`` (7.2), over the ten rolls."""
    if (count, drm) not in _LOSSES:
        _LOSSES[(count, drm)] = sum(tables.attrition(count, attrition.clamp(r + drm)) for r in range(10)) / 10
    return _LOSSES[(count, drm)]


def allied_vp(state, p):
    """The Victory Points the Allies would have if Turn IX ended now (4.4); on Turns II-IV, with the Matto Grosso
    invasion waiting, a half (Turn IV: a whole) point more while Paraguay has no free infantry or no free cavalry
    in Paraguay to meet it (8.2)."""
    pg = state["pg"]
    vp = 1 if pg["fortress_vp"] else 0
    vp += sum(1 for h, _ in p.hm.awards if h in p.hm.hexes and p.control(h) == ALLIED)
    vp += 1 if pg["mg"].get("vp") else 0
    vp -= 1 if pg["mendoza"]["status"] == "undefeated" else 0
    mg = pg["mg"]
    if mg.get("launched") and mg.get("status") == "waiting" and pg["turn"] in PIN_TURNS:
        if not (mg_candidates(p, "infantry") and mg_candidates(p, "cavalry")):
            vp += 1 if pg["turn"] == PIN_TURNS[-1] else 0.5    # as things stand Paraguay cannot meet it (8.2)
    return vp


def siege(p, occupied):
    """How far the Allies are through the river chain (``plan.CHAIN``: Itapirú, then Itapúa, whose fall opens the
    road north as an Allied supply line, 7.5): (the chain's fortresses fallen, and for the first one still standing
    the Allied attack factors beside it against ``SIEGE_ODDS`` times the defence its hex may have, at most 1). The
    defence is guessed as the steady plan guesses it: the counter's printed defence (public, always on top) and
    ``GARRISON`` for each other unit in the hex (the stack's size is public)."""
    fallen = 0
    for h in CHAIN:
        if h not in p.hm.hexes:
            continue
        fort = p.fortress_in(h)
        if fort is None:
            fallen += 1
            continue
        need = SIEGE_ODDS * (fort["defense"] + GARRISON * (len(occupied.get(h, ())) - 1))
        have = sum(attack_factors(occupied[n]) for n in p.hm.neighbours(h)
                   if n in occupied and occupied[n][0]["side"] == ALLIED)
        return fallen, min(1.0, have / need) if need > 0 else 1.0
    return fallen, 0.0


SEGMENTS = 16        # the segments of a turn (game.SEGMENTS: Matto Grosso, Mendoza, attrition, each side's six
                     # phases, the end), for how far the war has gone


def parts(state):
    """What the score reads of a position that is not over, from the Allied side: (how far the war has gone, 0 at
    the start of Turn I and 1 at the end of Turn IX; the Allied VP if the war ended now, 4.4; how near Allied
    stacks stand to the objectives they lack, each 1 on it and 0 at 30 MP or more by the cheapest way on the
    printed map; the Allied share of both sides' strength left after the attrition each stack may expect where it
    stands, 7.2-7.10, a unit on the track at half; the river chain's fortresses fallen; the attack gathered
    against the first one standing)."""
    from ...core import Context
    game = _game()
    p = P(game, Context(state, None), frozen=True)
    occupied = p.occupied()
    vp = allied_vp(state, p)
    lines = {side: supply.Lines(p, side) for side in (ALLIED, PARAGUAYAN)}
    strength = {ALLIED: 0.0, PARAGUAYAN: 0.0}
    for h, us in occupied.items():
        side = us[0]["side"]
        ground = [u for u in us if u["type"] != "fortress"]
        if not ground:
            strength[side] += sum(u["defense"] for u in us)
            continue
        drm = sum(m[0] for m in attrition.attrition_drms(p, h, side, lines[side]))
        keep = 1 - expected_losses(len(ground), drm) / len(ground)
        strength[side] += keep * sum(u["attack"] + u["defense"] for u in ground) \
            + sum(u["defense"] for u in us if u["type"] == "fortress")
    for u in state["units"]:
        if u["where"] == "track":
            strength[u["side"]] += 0.5 * (u["attack"] + u["defense"])
    total = strength[ALLIED] + strength[PARAGUAYAN] or 1.0
    lacking = [h for h, _ in p.hm.awards if h in p.hm.hexes and p.control(h) != ALLIED]
    reach = 0.0
    if lacking and state["options"].get("map") is None:
        season = "late" if late_year(state["pg"]["turn"]) else "early"
        for g in lacking:
            f = _road(g, season)
            near = min((f.get(h, 99) for h, us in occupied.items() if us[0]["side"] == ALLIED), default=99)
            reach += max(0.0, 1 - near / 30)
    fallen, besieged = siege(p, occupied)
    gone = min(1.0, (state["pg"]["turn"] - 1 + min(state["pg"]["seg"], SEGMENTS) / SEGMENTS) / 9)
    return gone, vp, reach, strength[ALLIED] / total, fallen, besieged


def features(part):
    """``NAMES`` in order, from ``parts``."""
    gone, vp, reach, share, fallen, besieged = part
    v, s = vp - 2, share - 0.5
    return (1.0, v, v * gone, v * gone * gone, reach, reach * gone, s, s * gone, fallen, fallen * gone, besieged,
            gone)


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss, 0.5 a draw; before the end, the Allied score (1 a win,
    0.5 a draw) that the fitted model (``WEIGHTS`` over ``features``) expects from the position, or 1 less it for
    Paraguay."""
    res = state.get("result")
    if res is not None:
        if res.get("winner") == "draw":
            return 0.5
        return 1.0 if common.won(res, role) else 0.0
    z = sum(w * x for w, x in zip(WEIGHTS, features(parts(state))))
    allied = min(0.99, max(0.01, 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))))
    return allied if role == ALLIED else 1 - allied
