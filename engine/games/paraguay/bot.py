"""Paraguay's computer opponents (engine/bots): the steady bot's priority lists for the Allies and Paraguay.
The strong level (search at the weighty decisions, steady play elsewhere) is in strong.py. docs/BOTS.md lists the
priorities in plain words."""

from ...bots import common
from ...bots.common import PriorityBot
from ...words import count
from . import hexmap as maps
from .fleet import Fleet, lined
from .model import ALLIED, ARTILLERY, LAST_TURN, PARAGUAYAN, RIVERINE, STACK_LIMIT
from .plan import GARRISON, Plan
from .roads import distance, field, neighbours


def awards():
    """The hexes of the end-of-game awards (4.4), the map's, in its order."""
    return tuple(h for h, _ in maps.load().awards)


def targets(side):
    """The hexes ``side`` seeks: the Allies the end-of-game awards (4.4), Paraguay the other sudden-death hexes
    of the map (4.2)."""
    won = awards()
    return won if side == ALLIED else tuple(h for h in maps.load().sudden_death if h not in won)


def hold(side):
    """The hexes ``side`` keeps a garrison on: what the other side seeks."""
    return targets(PARAGUAYAN if side == ALLIED else ALLIED)


HARSH = {"rough": 1, "forest": 2, "marsh": 3}     # the terrain attrition DRMs (7.7), negated


def mendoza_kind(u):
    """Whether a unit of ours could be sent against the Mendoza rebellion: Argentine, not Guardia Nacional,
    infantry, cavalry or artillery (8.3)."""
    return bool(u) and u.get("nation") == "argentina" and not u.get("gn") \
        and (u.get("type") in ("infantry", "cavalry") or u.get("type") in ARTILLERY)


KEEP = {"infantry": 8, "other": 9}   # the Mendoza reserve on the map: 6 infantry and 4 cavalry or artillery, and spares
NEED = {"infantry": 6, "other": 4}   # what the rebellion takes (8.3)


def mendoza_group(u):
    return "infantry" if u.get("type") == "infantry" else "other"


def track_reserve(track, turn):
    """The Mendoza reserve kept off the map (8.3, 9.2, 7.1): a reinforcement may wait on the Turn Record Track as
    long as its owner likes, suffers no attrition there, and one due this turn may be sent against the rebellion.
    So while the rebellion waits, enough Argentine reinforcements stay on the track that, with those due next
    turn, 6 infantry and 4 cavalry or artillery are there at the next roll. Returns (due, hold, covered) by group
    ("infantry", "other"): the units of ours on the track due by this turn, how many of them wait, and whether
    the track alone holds what the next roll needs (then no unit of the map is kept back)."""
    due, nxt = {"infantry": 0, "other": 0}, {"infantry": 0, "other": 0}
    for u in track:
        if isinstance(u, dict) and mendoza_kind(u):
            entry = u.get("entry") or 99
            if entry <= turn:
                due[mendoza_group(u)] += 1
            elif entry == turn + 1:
                nxt[mendoza_group(u)] += 1
    hold = {k: max(0, NEED[k] - nxt[k]) for k in NEED}
    covered = {k: min(due[k], hold[k]) + nxt[k] >= NEED[k] for k in NEED}
    return due, hold, covered


def reserve(hexes, rear, enemy, season, printed, keep=None):
    """The ids of the Argentine units kept on the map for the Mendoza rebellion (8.3): of the units that could be
    sent, the ``keep`` (by default ``KEEP``) infantry and cavalry or artillery nearest the depot towns' rear hexes
    (ties by id), so that the reserve stays the same from one decision to the next and a unit lost is made good by
    the next nearest; the rest of the Argentine army marches with the others. Only what the track does not hold
    (``track_reserve``) is kept here: on the map even a lone unit beside a depot town loses one turn in ten, in
    a late-year turn one in five (7.2, 7.6, 7.9)."""
    keep = KEEP if keep is None else keep
    if printed:
        road = field(rear, enemy, season)
        far = lambda h: road.get(h, 99)                            # noqa: E731
    else:
        far = lambda h: min(distance(h, r) for r in rear)         # noqa: E731  (a hand-made test map)
    ranked = sorted((far(h), u.get("id"), u) for h, cell in hexes.items() if cell.get("side") == ALLIED
                    for u in cell.get("units") or () if mendoza_kind(u))
    out, taken = set(), {"infantry": 0, "other": 0}
    for _, uid, u in ranked:
        k = mendoza_group(u)
        if taken[k] < keep[k]:
            taken[k] += 1
            out.add(uid)
    return out


class Steady(PriorityBot):
    """The steady Paraguay player. The Allies march on the objectives they do not hold along the cheapest road
    (going round the enemy's stacks), leave one unit on each sudden-death hex they hold and attack stacks at
    two to one or better; Paraguay holds its ground and strikes only at three to one or better. Both bring every
    unit on (but the Allies' Mendoza reserve, which waits on the track), burn supply for the better roll and lose
    the weakest unit first."""

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        board = ctx["board"]
        side = ctx["role"]
        control = board.get("control") or {}
        ctx["goals"] = [h for h in targets(side) if control.get(h) != side] or list(targets(side))
        ctx["hexes"] = hexes = board.get("hexes") or {}
        ctx["moving"] = (board.get("moving") or {}).get("hex")
        ctx["moving_count"] = (board.get("moving") or {}).get("count", 0)
        ctx["mendoza_waits"] = side == ALLIED and (board.get("mendoza") or {}).get("status", "none") == "none" \
            and (board.get("turn") or 1) < LAST_TURN
        enemy = {h for h, cell in hexes.items() if cell.get("side") != side}
        hm = maps.load()
        ctx["field"] = None
        if side == ALLIED and all(h in hm.hexes for h in ctx["goals"]) and all(h in hm.hexes for h in hexes):
            ctx["field"] = field(ctx["goals"], enemy, board.get("season") or "early")
        # Argentine units kept for Mendoza wait beside a depot town that still works: +3 at attrition (7.9)
        # ... and next to no enemy stack: a unit next to one may not be sent against Mendoza (8.3)
        ctx["rear"] = sorted({n for d in hm.depots if d not in (board.get("depots_lost") or ())
                              for n in [d] + neighbours(d) if n in hm.hexes
                              and n not in enemy and not any(m in enemy for m in neighbours(n))})
        mover = (hexes.get(ctx["moving"]) or {}).get("units") or () if ctx["moving"] else ()
        # ... but first on the Turn Record Track, where no attrition reaches them (track_reserve)
        ctx["track"] = {u.get("id"): u for u in ((board.get("off_map") or {}).get(side) or {}).get("track") or ()
                        if isinstance(u, dict)} if side == ALLIED else {}
        ctx["due"], ctx["hold"], ctx["covered"] = track_reserve(ctx["track"].values(), board.get("turn") or 1)
        keep = {k: 0 if ctx["covered"][k] else KEEP[k] - min(ctx["due"][k], ctx["hold"][k]) for k in KEEP}
        ctx["reserve"] = reserve(hexes, ctx["rear"], enemy, board.get("season") or "early",
                                 ctx["field"] is not None, keep) if ctx["mendoza_waits"] and ctx["rear"] else set()
        going = [a["arg"] for a in question["actions"] if a["verb"] == "drop" and isinstance(a["arg"], str)]
        if not going and mover and (hexes.get(ctx["moving"]) or {}).get("count", 0) <= ctx["moving_count"]:
            going = [u.get("id") for u in mover]
        ctx["held"] = bool(ctx["reserve"] and going and all(i in ctx["reserve"] for i in going))
        # the reserve stands one unit to a hex beside the depot towns (7.2, 7.9): the hexes no other unit of ours holds
        ctx["spare"] = [h for h in ctx["rear"] if not (hexes.get(h) or {}).get("count", 0)
                        or (h == ctx["moving"] and (hexes.get(h) or {}).get("count", 0) <= ctx["moving_count"])]
        if ctx["held"] and ctx["field"] is not None:
            ctx["field"] = field(ctx["spare"] or ctx["rear"], enemy, board.get("season") or "early")
        # the war plan (plan.py): each ground stack marches on its own objective
        ctx["plan"] = ctx["aim"] = ctx["pin"] = None
        ctx["stay"] = False
        lacking = [h for h in awards() if control.get(h) != ALLIED]
        if side == ALLIED and ctx["field"] is not None and lacking:
            ctx["plan"] = plan = Plan(board, field, lacking)
            river = (board.get("moving") or {}).get("kind") == "river"
            guard = plan.guarding(ctx["moving"]) if mover and not river else None
            if guard and (hexes.get(ctx["moving"]) or {}).get("count", 0) <= ctx["moving_count"]:
                ctx["pin"], ctx["stay"] = guard, True
                ctx["field"] = {ctx["moving"]: 0}
            elif mover and not ctx["held"] and not river and plan.pins.get(ctx["moving"]) in plan.pin_roads:
                ctx["pin"] = plan.pins[ctx["moving"]]
                ctx["field"] = plan.pin_roads[ctx["pin"]]
            elif mover and not ctx["held"] and not river:
                ctx["aim"] = plan.objective(ctx["moving"])
                ctx["field"] = plan.roads[ctx["aim"]]
        # a Paraguayan stack that moves (the strong level's choice: the steady side stays put) marches on the
        # nearest objective the Allies hold, which a unit of ours entering takes back (3.6, 4.4)
        ctx["retake"] = None
        if side == PARAGUAYAN and mover and (board.get("moving") or {}).get("kind") != "river" \
                and all(h in hm.hexes for h in hexes):
            taken = [h for h in awards() if control.get(h) == ALLIED and h in hm.hexes]
            if taken:
                ctx["retake"] = taken
                ctx["field"] = field(taken, enemy, board.get("season") or "early")
        # the fleet (fleet.py): one vessel to a hex along the supplied river
        ctx["fleet"] = ctx["berths"] = None
        river = (board.get("moving") or {}).get("kind") == "river"
        if side == ALLIED and ctx["field"] is not None and (river or any(
                a["verb"] in ("select", "resume") and isinstance(a["arg"], dict) and a["arg"].get("kind") == "river"
                for a in question["actions"])):
            ctx["fleet"] = fleet = Fleet(board, hm)
            if river and ctx["moving"]:
                ctx["berths"] = fleet.goals(ctx["moving"], ctx["moving_count"])
                ctx["field"] = fleet.road(ctx["berths"])
                ctx["alone"] = ctx["moving"] in fleet.free(ctx["moving"], ctx["moving_count"])
        return ctx

    def near(self, ctx, h):
        """How far ``h`` is from the nearest objective: MP along the cheapest road where the map is the printed
        one, else hexes counted (a hand-made test map)."""
        f = ctx["field"]
        if f is not None:
            return f.get(h, 99)
        return 2 * min(distance(h, g) for g in ctx["goals"])

    def score(self, ctx, act):
        verb, arg, side = act["verb"], act["arg"], ctx["role"]
        hexes = ctx["hexes"]
        if verb == "matto" and isinstance(arg, bool):
            return (7, f"{act['label']}: unless Paraguay meets it, the invasion is a Victory Point") if arg else \
                (1, f"{act['label']}: a Victory Point not sought")
        if verb == "replace" and isinstance(arg, dict) and ctx["mendoza_waits"]:
            short = self.short(ctx, arg.get("unit"))
            if short:
                return 6.5 + self.toward_rear(ctx, arg.get("hex")), f"{act['label']}: replaced first, as the " \
                    f"Argentine units kept for the Mendoza rebellion are short of {short} (8.3, 10.4)"
        if verb == "enter" and isinstance(arg, dict) and ctx["mendoza_waits"] and arg.get("unit") in ctx["track"]:
            u = ctx["track"][arg["unit"]]
            if mendoza_kind(u):
                k = mendoza_group(u)
                if ctx["due"][k] - 1 < ctx["hold"][k]:
                    return 1.5, f"{act['label']}: not yet: it waits on the Turn Record Track (9.2), where it suffers " \
                        "no attrition (7.1) and may still be sent against the Mendoza rebellion, which takes 6 " \
                        "Argentine infantry and 4 cavalry or artillery (8.3)"
                near, why = self.entry(ctx, arg.get("hex"))
                return 6 + self.worth_of(u) / 100 + near, f"{act['label']}: every unit that may come on the map " \
                    f"comes on, the stronger Argentine ones first (the weaker wait for the Mendoza rebellion, 8.3){why}"
        if verb == "unit" and isinstance(arg, str) and act.get("rule") == "8.3":
            if arg in ctx["track"]:
                return 5 - self.worth_of(ctx["track"][arg]) / 100, f"{act['label']}: sent from the Turn Record " \
                    "Track, where it waited for the rebellion: no unit leaves the front (8.3, 9.2)"
            return 4 - self.worth(hexes, arg) / 100, f"{act['label']}: sent from the map, the weakest first (8.3)"
        if verb in ("enter", "replace") and isinstance(arg, dict):
            near, why = self.entry(ctx, arg.get("hex"))
            return 6 + near, f"{act['label']}: every unit that may come on the map comes on{why}"
        if verb in ("enter", "replace", "matto", "place"):
            return 6, f"{act['label']}: every unit that may come on the map comes on"
        if verb == "auto":
            return 5, f"{act['label']}: the rest placed within their ranges"
        if verb == "resume" and isinstance(arg, dict):
            prio, why = self.select(ctx, act)
            if prio >= 3:           # now or never: once another stack moves, these units stop for good (11.6)
                return prio + 2, why + " (now, before another stack moves and these stop for good, 11.6)"
            return prio, why
        if verb == "select" and isinstance(arg, dict):
            return self.select(ctx, act)
        if verb == "step" and isinstance(arg, str) and ctx["moving"] and ctx["berths"] is not None:
            before, after = self.near(ctx, ctx["moving"]), self.near(ctx, arg)
            if after < before:
                return 6 + (before - after) / 100, f"{act['label']}: toward a hex of the supplied river where a " \
                    f"vessel may stand alone ({after} to go; 7.2, 7.5)"
            return 1, f"{act['label']}: it brings the vessels no nearer a free hex of the supplied river"
        if verb == "step" and isinstance(arg, str) and ctx["moving"]:
            before, after = self.near(ctx, ctx["moving"]), self.near(ctx, arg)
            if after < before and ctx["field"] is not None:     # of steps that gain alike, the kinder ground
                before -= self.harsh(ctx, arg)
            if after < before and ctx["held"]:
                return 6 + (before - after) / 100, f"{act['label']}: back toward a depot town ({after} MP to go)"
            if after < before and ctx["pin"]:
                return 6 + (before - after) / 100, f"{act['label']}: toward the Paraguayan stack at {ctx['pin']}, " \
                    f"so that it cannot meet the Matto Grosso invasion (8.2; {after} MP to go)"
            if after < before and ctx["aim"]:
                return 6 + (before - after) / 100, \
                    f"{act['label']}: nearer {ctx['plan'].name(ctx['aim'])}, the " + \
                    ("fortress this stack besieges" if ctx["aim"] == ctx["plan"].siege else "objective of this stack") + \
                    f" ({after} MP to go)"
            if after < before and ctx["retake"]:
                return 6 + (before - after) / 100, f"{act['label']}: toward an objective the Allies hold, which a " \
                    f"Paraguayan unit entering it takes back ({after} MP to go; 3.6, 4.4)"
            if after < before:
                return 6 + (before - after) / 100, f"{act['label']}: nearer the objective ({after} MP to go)"
            return 1, f"{act['label']}: it brings the stack no nearer the objective"
        if verb == "drop" and ctx["moving"]:
            return self.garrison(ctx, act)
        if verb == "finish" and ctx["berths"] is not None and self.near(ctx, ctx["moving"]) == 0 \
                and not (ctx["alone"] and ctx["moving_count"] > 1):
            return 7, f"{act['label']}: the vessels stop here, " + \
                ("alone on the supplied river (7.2, 7.5)" if ctx["alone"] else "where the rest of the fleet gathers "
                 "(no hex of the supplied river is left free; 7.2, 7.9)")
        if verb == "finish":
            return 3, f"{act['label']}: no step brings it nearer the objective"
        if verb == "target" and isinstance(arg, str):
            return self.target(ctx, act)
        if verb in ("add", "add_all"):
            return 5 + (0.1 if verb == "add_all" else 0), \
                f"{act['label']}: every able unit joins the attack (mass for the odds)"
        if verb == "declare":
            return 4, f"{act['label']}: the attackers are chosen"
        if verb == "advance":
            if side == ALLIED:
                return 4, f"{act['label']}: into the hex the defender left"
            return 1, f"{act['label']}: Paraguay keeps its ground"
        if verb == "burn":
            return 4, f"{act['label']}: a supply unit burnt for the better roll"
        if verb == "lose" and isinstance(arg, str):
            if arg in ctx["reserve"]:
                return 3 - self.worth(hexes, arg) / 10, \
                    f"{act['label']}: lost only after the rest, as it is kept for the Mendoza rebellion (8.3)"
            return 4 - self.worth(hexes, arg) / 10, f"{act['label']}: the weakest unit is lost first"
        if verb in ("defeat", "meet"):
            return 5, f"{act['label']}: the event is met so the other side gains no Victory Point"
        if verb in ("capitulate",):
            return -5, f"{act['label']}: we never give up the war"
        if verb == "join":
            return -100, f"{act['label']}: units met on the way move on their own, in their own turn of moving"
        if verb in ("cancel", "remove", "drop", "untow", "unload", "embark", "tow"):
            return 1, f"{act['label']}: the stack stays as it is"
        if verb in ("end_phase", "end_combat", "done"):
            return 3, f"{act['label']}: nothing more worth doing in this phase"
        if verb in common.PASSIVE or verb in ("no_burn", "ignore", "let_in", "stop"):
            return 2, f"{act['label']}: nothing better is offered here"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"

    def select(self, ctx, act):
        """Which stack moves: for the Allies, the ones nearest an objective first; Paraguay stays put."""
        side, h = ctx["role"], act["arg"].get("hex")
        if side == PARAGUAYAN:
            return 2, f"{act['label']}: Paraguay stands on the defensive, the Allies must come to it"
        if ctx["fleet"] is not None and act["arg"].get("kind") == "river":
            return self.sail(ctx, act)
        dist = self.near(ctx, h)
        units = (ctx["hexes"].get(h) or {}).get("units") or ()
        if ctx["reserve"] and units and all(u.get("id") in ctx["reserve"] for u in units):
            if h in ctx["rear"] and (len(units) == 1 or not [x for x in ctx["spare"] if x != h]):
                return 2, f"{act['label']}: Argentine units kept back to put down the Mendoza rebellion when it comes"
            if h in ctx["rear"]:
                return 3.5, f"{act['label']}: the Argentine units kept for Mendoza spread one to a hex beside the " \
                    "depot towns, where a lone unit loses far less to attrition than a stack (8.3, 7.2, 7.9)"
            return 3.5, f"{act['label']}: Argentine units kept for Mendoza go back beside a depot town (8.3, 7.9)"
        if h in hold(side) and (ctx["hexes"].get(h) or {}).get("count", 0) <= 1:
            return 2, f"{act['label']}: the last unit garrisons an objective of ours, so it stays"
        plan = ctx["plan"]
        guard = plan.guarding(h) if plan is not None and act["arg"].get("kind") == "ground" else None
        if guard and plan.army.get(h, 0) <= 1:
            return 2, f"{act['label']}: it stays next to the Paraguayan stack at {guard}, which then cannot meet " \
                "the Matto Grosso invasion (8.2)"
        if plan is not None and act["arg"].get("kind") == "ground" and h in plan.pins:
            t = plan.pins[h]
            dist = plan.pin_roads[t].get(h, 99)
            return 4.6 + 1 / (1 + dist), f"{act['label']}: next to the Paraguayan stack at {t} ({dist} MP away), " \
                "so that it cannot meet the Matto Grosso invasion (8.2)"
        if plan is not None and act["arg"].get("kind") == "ground":
            g = plan.objective(h)
            dist = plan.road(g, h)
            if g == plan.siege:
                return 4 + 1 / (1 + dist), f"{act['label']}: to the fortress of {plan.name(g)} ({dist} MP away), " \
                    "the next on the river: while it stands, the river and the roads north of it give the Allies " \
                    "no supply line (7.5), and all five fallen are a Victory Point (4.4)"
            if h in plan.dealt:
                return 4 + 1 / (1 + dist), f"{act['label']}: on toward {plan.name(g)} ({dist} MP away): with Itapirú " \
                    "and Itapúa fallen the road north is a supply line (7.5), and the objectives are shared out " \
                    "counting only the nearer stacks that seek each one; entering it is enough (3.6, 4.4)"
            return 4 + 1 / (1 + dist), f"{act['label']}: on toward {plan.name(g)} ({dist} MP away), an objective not " \
                "already sought by nearer stacks; entering it is enough (3.6, 4.4)"
        return 4 + 1 / (1 + dist), f"{act['label']}: on toward the nearest objective ({dist} MP away)"

    def sail(self, ctx, act):
        """Which river stack moves (fleet.py): vessels alone on a station of the supplied river, or the fleet's
        rest gathered where no station is left free, stay; the others spread out, after the ground stacks have
        moved (a ground unit that stops on a vessel's hex takes away the +3 of 7.2)."""
        h = act["arg"].get("hex")
        count = (ctx["hexes"].get(h) or {}).get("count", 0)
        if ctx["fleet"].settled(h, count):
            why = "alone on the supplied river, it loses a unit to attrition about one turn in ten (one in five in " \
                "a late-year turn)" if count <= 1 else \
                "no hex of the supplied river is left free, so the rest of the fleet waits here"
            return 2, f"{act['label']}: the vessels stay: {why} (7.2, 7.5)"
        return 3.4, f"{act['label']}: the vessels spread one to a hex along the supplied river, where a lone vessel " \
            "loses a unit to attrition one turn in ten or five and a fleet some 30 % of its vessels a turn (7.2, 7.5)"

    def short(self, ctx, uid):
        """The kind the Mendoza reserve lacks ("infantry" or "cavalry or artillery") that the dead unit ``uid`` is,
        if any: the track does not hold what the next roll needs and fewer such units (non-GN Argentine) wait on the
        track and the map than ``KEEP`` (8.3); read from our own dead pile."""
        dead = ((ctx["board"].get("off_map") or {}).get(ctx["role"]) or {}).get("dead") or ()
        u = next((x for x in dead if isinstance(x, dict) and x.get("id") == uid), None)
        if not mendoza_kind(u):
            return None
        k = mendoza_group(u)
        if ctx["covered"][k]:           # the track holds what the next roll needs
            return None
        have = min(ctx["due"][k], ctx["hold"][k]) + sum(
            1 for cell in ctx["hexes"].values() if cell.get("side") == ALLIED for x in cell.get("units") or ()
            if mendoza_kind(x) and mendoza_group(x) == k)
        return None if have >= KEEP[k] else ("infantry" if k == "infantry" else "cavalry or artillery")

    def entry(self, ctx, h):
        """A tie-break under 0.005 for the Allies' entry hex (9.2, 10.4): the one with the fewest MP by road to where
        the war plan sends its stacks (the hexes beside the besieged fortress while a siege is laid, else the
        nearest objective the Allies lack), so a unit walks fewer turns and meets fewer attrition checks on its
        way (7.1, 7.2); from Paso de los Libres (1943) the army is one or two moves nearer than from 1042 or 3244
        (bench/paraguay_river.py). An entry hex already holding a full stack (6.1) gets none. Returns (bonus,
        words for the reason)."""
        plan = ctx["plan"]
        if ctx["role"] != ALLIED or plan is None or h not in maps.load().hexes:
            return 0, ""
        if (ctx["hexes"].get(h) or {}).get("count", 0) >= STACK_LIMIT:
            return 0, ""
        if plan.siege:
            d, goal = plan.roads[plan.siege].get(h, 99), f"the siege of {plan.name(plan.siege)}"
        else:
            d, g = min((plan.road(g, h), g) for g in plan.lacking)
            goal = plan.name(g)
        if d >= 99:
            return 0, ""
        return 0.004 / (1 + d), f"; here {d} MP by road from {goal}, so fewer turns of attrition on the way (7.2)"

    def toward_rear(self, ctx, h):
        """A tie-break under 0.1: the entry hex nearer the depot towns' rear, where the reserve waits (7.9)."""
        if not ctx["rear"] or h not in maps.load().hexes:
            return 0
        return 0.05 / (1 + min(distance(h, r) for r in ctx["rear"]))

    def harsh(self, ctx, h):
        """A tie-break under 1 MP (0 to 0.9): how much worse attrition is on ``h`` for our side: its terrain (7.7),
        the Chaco (7.10), no supply line there (7.5, Allies only: read from the map and the enemy's stacks)."""
        hm = maps.load()
        rec = hm.hexes.get(h) or {}
        worse = HARSH.get(rec.get("terrain"), 0) + (3 if rec.get("chaco") else 0)
        if ctx["role"] == ALLIED:
            enemy = [x for x, cell in ctx["hexes"].items() if cell.get("side") not in (None, ALLIED)]
            worse += 0 if h in lined(hm, enemy) else 3
        return worse / 10

    def garrison(self, ctx, act):
        """Leaving a sudden-death hex the Allies hold, the moving stack drops its weakest unit as the garrison; a
        unit much slower than the rest (siege artillery) is left to follow, so the stack keeps its pace (11.6)."""
        h, side = ctx["moving"], ctx["role"]
        cell = ctx["hexes"].get(h) or {}
        if h in hold(side) and cell.get("count", 0) <= ctx["moving_count"]:
            return 7 - self.worth(ctx["hexes"], act["arg"]) / 100, \
                f"{act['label']}: one unit stays to hold an objective of ours"
        if ctx["berths"] is not None:
            if ctx["alone"] and ctx["moving_count"] > 1:
                return 7 - self.worth(ctx["hexes"], act["arg"]) / 100, f"{act['label']}: one vessel stays on " \
                    "this hex of the supplied river, alone: it loses a unit about one turn in ten (one in five in " \
                    "a late-year turn), a fleet some 30 % of its vessels a turn (7.2, 7.5)"
            return 1, f"{act['label']}: the vessels go on together to the next free hex"
        if ctx["stay"]:
            if ctx["moving_count"] > 1:
                return 7 - self.worth(ctx["hexes"], act["arg"]) / 100, f"{act['label']}: one unit stays next to the " \
                    f"Paraguayan stack at {ctx['pin']}, so that it cannot meet the Matto Grosso invasion (8.2)"
            return 1, f"{act['label']}: the stack stays whole"
        if ctx["pin"]:
            units = {u.get("id"): u for u in cell.get("units") or ()}
            going = [units[a["arg"]] for a in ctx["question"]["actions"] if a["verb"] == "drop" and a["arg"] in units
                     and units[a["arg"]].get("type") not in RIVERINE]
            runner = max(going, key=lambda u: (u.get("mf", 0), u.get("id")), default=None)
            if runner is not None and act["arg"] != runner.get("id"):
                return 6.6, f"{act['label']}: one fast unit is enough to stand next to the Paraguayan stack at " \
                    f"{ctx['pin']} (8.2); the rest stays to march on later"
        if side == ALLIED:
            units = {u.get("id"): u for u in cell.get("units") or ()}
            mine = units.get(act["arg"]) or {}
            if ctx["held"]:
                if h in ctx["spare"] and ctx["moving_count"] > 1:
                    return 7 - self.worth(ctx["hexes"], act["arg"]) / 100, f"{act['label']}: one unit of the " \
                        "Mendoza reserve to a hex beside the depot town: alone there it loses a unit to attrition " \
                        "about one turn in seven, a stack loses some 30 % of its units a turn (8.3, 7.2, 7.9)"
                return 1, f"{act['label']}: the stack stays whole"
            if act["arg"] in ctx["reserve"]:
                return 6.4, f"{act['label']}: Argentine units stay back until the Mendoza rebellion is met (8.3)"
            moving = [units[a["arg"]] for a in ctx["question"]["actions"] if a["verb"] == "drop" and a["arg"] in units
                      and a["arg"] not in ctx["reserve"]]
            fastest = max((u.get("mf", 0) for u in moving), default=0)
            if mine and 2 * mine.get("mf", 0) <= fastest and mine.get("type") != "supply":
                return 6.5, f"{act['label']}: at half the stack's pace or slower, it follows on its own"
        return 1, f"{act['label']}: the stack stays whole"

    @staticmethod
    def unit(hexes, uid):
        for cell in hexes.values():
            for u in cell.get("units") or ():
                if u.get("id") == uid:
                    return u
        return {}

    def worth(self, hexes, uid):
        return self.worth_of(self.unit(hexes, uid))

    @staticmethod
    def worth_of(u):
        return u.get("attack", 0) + u.get("defense", 0)

    def target(self, ctx, act):
        side, hexes, h = ctx["role"], ctx["hexes"], act["arg"]
        foe = hexes.get(h) or {}
        top = foe.get("top") or {}
        defence = (top.get("defense") or 1) * max(1, foe.get("count", 1))
        if top.get("type") == "fortress":       # the fortress counter is on top (3.5): the rest, ordinary units
            defence = (top.get("defense") or 1) + GARRISON * (max(1, foe.get("count", 1)) - 1)
        attack = sum(u.get("attack", 0) for n in neighbours(h) for u in (hexes.get(n) or {}).get("units") or ()
                     if (hexes.get(n) or {}).get("side") == side)
        need = 2 if side == ALLIED else 3
        if attack >= need * defence:
            bonus = 1 if h in ctx["goals"] else 0
            return 5 + bonus, (f"{act['label']}: {count(attack, 'attack factor')} next to it against about {defence} "
                               "in defence")
        return 1, f"{act['label']}: only {count(attack, 'attack factor')} against about {defence}, too weak"


from .strong import Strong, determinise, sample  # noqa: E402  (strong)
