"""Set-up (3.1-3.4, 8.2): the Allied side first (the Matto Grosso declaration, reinforcements onto the Turn Record
Track, the on-map forces within their ranges and national territory), then the Paraguayan side (fortresses,
the 11 riverine units at 1432, the rest anywhere in Paraguay within stacking). Drawn from the seed, or
given whole in the options (``placements``: unit id -> hex), which are then checked against the same rules.

Setup codes (printed on the counters' backs): ``CCRR-N`` (within N hexes of CCRR, counted from the next hex
out, inside the unit's own country or the country named after it), ``1237 & South`` (the Paraná hexes from
1237 down to 1042), ``Any Brazil`` (the main body of Brazil, not the enclaves), ``Available`` (set aside),
a hex id (placed there), a Roman numeral (a reinforcement; Uruguayans enter at 2044), or none (Paraguayan
free set-up).
"""

import re

from ...errors import IllegalAction
from ...words import count
from .model import ALLIED, PARAGUAYAN, ROMAN, STACK_LIMIT, FastStep

RANGE = re.compile(r"^(\d{4})-(\d+)(?:\s+(\w+))?$")


def kind_of(code, river=None):
    """A setup code as a tuple: (range, centre, n, nation), (parana), (brazil), (available), (hex, h), (turn, t), (free).
    ``river``: the id of the content's river set-up group (``HexMap.river_group``), whose units are (parana); a
    caller that leaves it out reads that group's code as (free), as it does any code it does not place on the map."""
    code = (code or "").strip()
    if river is not None and code == river:
        return ("parana",)
    m = RANGE.match(code)
    if m:
        return ("range", m.group(1), int(m.group(2)), (m.group(3) or "").lower() or None)
    low = code.lower()
    if low.startswith("any brazil"):
        return ("brazil",)
    if low.startswith("available"):
        return ("available",)
    if re.fullmatch(r"\d{4}", code):
        return ("hex", code)
    head = code.split()[0] if code else ""
    if head in ROMAN[1:]:
        return ("turn", ROMAN.index(head))
    return ("free",)


def allowed_hexes(p, u):
    """Every hex where ``u`` may be set up (3.3, 3.4), in id order; [] for units that start off the map."""
    hm = p.hm
    k = kind_of(u.get("code"), hm.river_group)
    if k[0] == "range":
        centre, n, nation = k[1], k[2], k[3] or u["nation"]
        return [h for h in sorted(hm.hexes) if hm.in_grid(h) and hm.nation(h) == nation and hm.distance(centre, h) <= n]
    if k[0] == "parana":
        return p.game.parana(hm)
    if k[0] == "brazil":
        return p.game.main_brazil(hm)
    if k[0] == "hex":
        return [k[1]]
    if k[0] == "free" and u["side"] == PARAGUAYAN:
        return [h for h in sorted(hm.hexes) if hm.in_grid(h) and hm.nation(h) == "paraguay"]
    return []


def offmap_start(u):
    """Where a unit that is not set up on the map starts: the track, or set aside (3.2, 3.3, 3.4, 10.5)."""
    k = kind_of(u.get("code"))
    if k[0] == "turn":
        return "track"
    if k[0] == "available":
        return "dead"
    return None


def mg_pool(p):
    """What the Matto Grosso force is chosen from (8.2): the Available Brazilian supply units and the Brazilian
    infantry of Turn I, still off the map; ([supply], [infantry])."""
    units = [u for u in p.units() if u["nation"] == "brazil" and u["where"] in ("unplaced", "dead", "track")]
    supply = [u for u in units if u["type"] == "supply" and offmap_start(u) == "dead"]
    infantry = [u for u in units if u["type"] == "infantry" and offmap_start(u) == "track" and u["entry"] == 1]
    return supply, infantry


def can_launch(p):
    """The invasion needs one Available Brazilian supply unit and two Turn I Brazilian infantry (8.2)."""
    supply, infantry = mg_pool(p)
    return bool(supply) and len(infantry) >= 2


def declare(p, matto):
    """The Allied declaration of the Matto Grosso invasion, the track and the set-aside units (3.2, 3.3, 8.2)."""
    if matto and not can_launch(p):
        raise IllegalAction("no_force", "the Matto Grosso invasion needs an Available Brazilian supply unit and two "
                                        "Brazilian infantry units of Turn I, and they are not all there", "8.2")
    units = p.units()
    p.pg["mg"] = {"launched": bool(matto), "status": "waiting" if matto else "none"}
    p.log("8.2", "The Allied player declares the Matto Grosso invasion." if matto
          else "The Allied player declares that there will be no Matto Grosso invasion.")
    for u in units:
        where = offmap_start(u)
        if where:
            u["where"] = where
    p.log("3.2", "Allied reinforcements go onto the Turn Record Track.")


def force_choices(p):
    """The units the Allied player may still add to the Matto Grosso force: a supply unit first, then infantry."""
    supply, infantry = mg_pool(p)
    chosen = [u for u in p.units() if u["where"] == "mg"]
    if not any(u["type"] == "supply" for u in chosen):
        return supply
    if sum(1 for u in chosen if u["type"] == "infantry") < 2:
        return infantry
    return []


def send(p, u):
    """One unit of the Matto Grosso force is set aside until Turn V (8.2)."""
    u["where"] = "mg"
    if not force_choices(p):
        p.log("8.2", "The Matto Grosso force (3 Brazilian units) is set aside until Turn V.")


def pick_force(p, chance, placements):
    """The force of a set-up not made by hand: the units ``placements`` sends to "mg", the rest drawn (8.2)."""
    given = sorted(i for i, h in placements.items() if h == "mg")
    if given and not p.pg["mg"]["launched"]:
        raise IllegalAction("bad_setup", "there is no Matto Grosso force without the invasion", "8.2")
    supply, infantry = ([u["id"] for u in us] for us in mg_pool(p))
    sup, inf = [i for i in given if i in supply], [i for i in given if i in infantry]
    if len(sup) + len(inf) != len(given) or len(sup) > 1 or len(inf) > 2:
        raise IllegalAction("bad_setup", f"the Matto Grosso force is one Available Brazilian supply unit and two "
                                         f"Brazilian infantry units of Turn I, not {', '.join(given)}", "8.2")
    for uid in sup + inf:
        send(p, p.unit(uid))
    while p.pg["mg"]["launched"] and force_choices(p):
        send(p, p.unit(chance.draw([u["id"] for u in force_choices(p)], "8.2")))


def place_side(p, chance, side, placements, ranges=None):
    """Place every unplaced unit of ``side`` where ``placements`` says, else drawn in range (3.3, 3.4)."""
    units = p.units()
    counts = {}
    for u in units:
        if u["where"].isdigit() and u["side"] == side:
            counts[u["where"]] = counts.get(u["where"], 0) + 1
    ranges = {} if ranges is None else ranges
    rule = "3.4" if side == PARAGUAYAN else "3.3"
    todo = [u for u in units if u["side"] == side and u["where"] == "unplaced"]
    for u in todo:
        key = (u["code"], u["nation"], u["side"])
        if key not in ranges:
            ranges[key] = allowed_hexes(p, u)
        allowed = ranges[key]
        if not allowed:
            raise IllegalAction("bad_setup", f"{u['id']} has no legal setup hex (code {u.get('code')!r})", rule)
        if u["id"] in placements:
            h = placements[u["id"]]
            if h not in allowed:
                raise IllegalAction("bad_setup", f"{u['id']} may not set up in {h} (code {u.get('code')!r})", rule)
        elif len(allowed) == 1:
            h = allowed[0]
        else:
            room = [x for x in allowed if counts.get(x, 0) < STACK_LIMIT]
            h = chance.draw(room or allowed, rule)
        u["where"] = h
        counts[h] = counts.get(h, 0) + 1
        if counts[h] > STACK_LIMIT:
            raise IllegalAction("bad_setup", f"{h} would hold more than {STACK_LIMIT} units", "6.1")
    p.log(rule, f"The {p.side_name(side)} player sets up {count(len(todo), 'unit')} on the map.")


def prepare(p, chance, matto, placements):
    """Fill in where every unit starts (3.1-3.4, 8.2). ``matto`` None draws the declaration from the seed."""
    if matto is None:
        matto = chance.draw([True, False], "8.2") if can_launch(p) else False
    declare(p, matto)
    for side in (ALLIED, PARAGUAYAN):
        place_side(p, chance, side, placements)
    pick_force(p, chance, placements)         # drawn last, so a seed's placements stay as they were


class SetupStep(FastStep):
    """Set-up by hand (option ``by_hand``): Allied declaration and placements, then Paraguay (3.1)."""

    name = "setup"

    def prompt(self, game, state, frame, role):
        side = frame["side"]
        if role != side:
            return f"Waiting for the {game.role_name(side)} setup."
        if frame["stage"] == "declare":
            return "Setup: first declare whether the Matto Grosso invasion will be launched (8.2)."
        if frame["stage"] == "force":
            return "Setup: choose the Matto Grosso force, one Available supply unit and two Turn I infantry (8.2)."
        nxt = next_unit(state, side)
        return f"Setup: place {nxt['name']} ({nxt['type'].replace('_', ' ')}, setup code {nxt['code']!r})."

    def actions(self, game, state, frame, role):
        side = frame["side"]
        if role != side:
            return []
        from .model import P, unit_label
        from ...core import Context
        p = P(game, Context(state, None), frozen=True)
        if frame["stage"] == "declare":
            return ([p.opt("matto", True, "Launch the Matto Grosso invasion", "8.2")] if can_launch(p) else []) \
                + [p.opt("matto", False, "No Matto Grosso invasion", "8.2")]
        if frame["stage"] == "force":
            return [p.opt("force", u["id"], f"Send {unit_label(u)} with the Matto Grosso invasion", "8.2")
                    for u in force_choices(p)]
        u = next_unit(state, side)
        rule = "3.4" if side == PARAGUAYAN else "3.3"
        out = [p.opt("place", h, f"Place {unit_label(u)} in {p.hname(h)}", rule)
               for h in allowed_hexes(p, u) if p.stack_count(h, side) < STACK_LIMIT]
        out.append(p.opt("auto", None, "Let the engine place the rest of your units (drawn within their ranges)", rule))
        return out

    def on(self, game, ctx, frame, verb, arg):
        from .model import P
        p = P(game, ctx)
        side = frame["side"]
        if verb == "matto":
            declare(p, arg)
            frame["stage"] = "force" if arg else "place"
        elif verb == "force":
            send(p, p.unit(arg))
            if not force_choices(p):
                frame["stage"] = "place"
        elif verb == "place":
            u = next_unit(ctx.state, side)
            u["where"] = arg
            p.log("3.4" if side == PARAGUAYAN else "3.3", f"The {p.side_name(side)} player places a unit.")
        elif verb == "auto":
            place_side(p, ctx.chance, side, {})
        fixed = [u for u in p.units() if u["side"] == side and u["where"] == "unplaced"
                 and len(allowed_hexes(p, u)) == 1]
        for u in fixed:            # fortresses and the 1432 flotilla have one hex only (3.4)
            u["where"] = allowed_hexes(p, u)[0]
        if frame["stage"] == "place" and next_unit(ctx.state, side) is None:
            if side == ALLIED:
                frame["side"] = PARAGUAYAN
                fixed = [u for u in p.units() if u["side"] == PARAGUAYAN and u["where"] == "unplaced"
                         and len(allowed_hexes(p, u)) == 1]
                for u in fixed:
                    u["where"] = allowed_hexes(p, u)[0]
                p.log("3.4", "The Paraguayan fortresses and the flotilla at 1432 are placed; the Paraguayan "
                             "player sets up the rest.")
            if frame["side"] == PARAGUAYAN and next_unit(ctx.state, PARAGUAYAN) is None:
                ctx.pop()
                game.begin(ctx)


def next_unit(state, side):
    """The next unit of ``side`` still to be placed (counter order), or None."""
    return next((u for u in state["units"] if u["side"] == side and u["where"] == "unplaced"), None)


def new_unit(rec):
    """A state unit from a counter record (``strength``, ``setup``) or a test's (``attack``, ``code``)."""
    code = rec.get("setup", rec.get("code", ""))
    a, d, m = rec["strength"] if "strength" in rec else (rec["attack"], rec["defense"], rec["mf"])
    k = kind_of(code)
    u = {"id": rec["id"], "side": rec.get("side") or (PARAGUAYAN if rec["nation"] == "paraguay" else ALLIED),
         "nation": rec["nation"], "type": rec["type"], "name": rec.get("name", rec["id"]),
         "attack": a, "defense": d, "mf": m, "gn": bool(rec.get("gn")), "code": code,
         "entry": k[1] if k[0] == "turn" else rec.get("entry"), "where": rec.get("where", "unplaced"),
         "mp": 0, "started": False, "entered": rec.get("entered", 0)}
    if rec.get("reinforcement"):
        u["reinforcement"] = True
    if rec.get("back"):
        u["back"] = rec["back"]
    if rec["type"] == "fortress":
        u["home"] = k[1] if k[0] == "hex" else rec.get("where")
    return u


__all__ = ["prepare", "declare", "place_side", "pick_force", "can_launch", "SetupStep", "new_unit", "allowed_hexes",
           "kind_of"]
