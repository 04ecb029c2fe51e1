"""The sequence of play (2.0) and the Propaganda Round (6.0), as procedures plus the card loop.

Card loop (``advance``): reveal the next card (2.2, 2.3.8); a Propaganda card starts a Propaganda Round
(2.4); an Event card gives the 1st and then the 2nd Eligible faction a turn (2.3.2), then its Breaking News
runs unless blocked (2.3.6), then eligibility is reset from the boxes chosen (2.3.7).
"""

from . import ops
from .board import GOV, SUPPLY_TYPES, TUP, supply_label
from .events import EVENTS
from .structure import structure_choice

BOXES = ("limited", "event", "op_sa")          # left to right on the Initiative Track
BOX_NAMES = {"limited": "Limited Operation", "event": "Event", "op_sa": "Operation & Special Activity"}
OTHER = {GOV: TUP, TUP: GOV}
# which of an Event card's two texts an option plays, as a player reading the card finds it: the upper and the
# lower Event text, both above the Breaking News at the card's foot (5.2, 5.4)
TEXT_WORDS = {"top": "upper Event text", "bottom": "lower Event text"}


def card(x, cid):
    return x.game.card(cid)


# ----- setup -----
def peoples_prison_setup(x):
    """2.1 / 1.4.4: the Tupamaros secretly swap the People's Prison for one of their Safe Houses on the map."""
    yield from place_peoples_prison(x, "2.1")
    x.s["turn"]["phase"] = "reveal"


def place_peoples_prison(x, rule):
    """The Tupamaros' secret choice of the Safe House that is the People's Prison; in multi-hand solo (the
    note under 2.1) the disks are shuffled face down instead, so nobody knows which one it is."""
    spaces = [s for s in x.all_spaces() if x.sp(s)["safe"]]
    if not spaces:
        return
    if x.solo:
        pool = [s for s in spaces for _ in range(x.sp(s)["safe"])]      # one entry per disk
        sid = x.chance.draw(pool, rule)
        x.log(rule, "Multi-hand solo: the People's Prison is shuffled in among the Safe Houses on the map, face "
                    "down; nobody knows which disk it is.")
    else:
        answer = yield x.ask(TUP, "Secretly choose the Safe House that becomes the People's Prison.",
                             [x.opt("space", s, x.name(s), rule) for s in spaces], rule, private=True)
        sid = answer["arg"]
        x.log(rule, "The Tupamaros secretly swap the People's Prison for one of their Safe Houses on the map.")
    x.s["pp"] = sid
    x.s["pp_revealed"] = None
    x.s["pp_box"] = "safe_house"
    if not x.solo:
        x.log(rule, f"The People's Prison is placed, face down, in {x.name(sid)}.", to=x.pp_knowers())


# ----- an Event card turn -----
def faction_turn(x, role, slot):
    """One faction's go on the current card: choose a box, then act in it or pass (2.3.2, 2.3.3)."""
    t = x.s["turn"]
    taken = [b for b in t["boxes"].values()]
    boxes = [b for b in BOXES if b not in taken]
    cid = x.s["current"]
    answer = yield x.ask(role, f"{'1st' if slot == 0 else '2nd'} Eligible: choose a box on the Initiative Track.",
                         [x.opt("box", b, BOX_NAMES[b], "2.3.2") for b in boxes], "2.3.2")
    box = answer["arg"]
    t["boxes"][role] = box
    x.log("2.3.2", f"{x.game.says(role, 'choose')} the {BOX_NAMES[box]} box.")
    opts = []
    if box in ("limited", "op_sa"):
        for op in ops.ops_of(role):
            if ops.op_possible(x, role, op, limited=(box == "limited")):
                opts.append(x.opt("op", op, ops.OPS[op]["name"], ops.OPS[op]["rule"]))
    else:
        c = card(x, cid)
        impl = EVENTS.get(cid, {})
        if c["kind"] == "capability" and c.get("capability") == "tupamaros":
            opts.append(x.opt("event", "capability", f"Put {cid} in play (Tupamaros Capability)", "5.3"))
        else:
            for side in ("top", "bottom"):     # a Government Capability's chosen effect lasts (5.3): no one-off text
                if side in c and (side in impl or c["kind"] == "capability"):
                    opts.append(x.opt("event", side, f"{c[side]['heading']} ({TEXT_WORDS[side]})", "5.2"))
    opts.append(x.opt("pass", None, "Pass", "2.3.3"))
    if role == GOV and not x.s["mi_used"] and x.tracks["political_will"] < 12:
        opts.append(x.opt("intervene", None, "Military Intervention (pass)", "2.3.4"))
    answer = yield x.ask(role, f"{BOX_NAMES[box]}: what do you do?", opts, "2.3.2", key=f"box.{box}")
    verb = answer["verb"]
    if verb == "op":
        yield from ops.operation(x, role, answer["arg"], limited=(box == "limited"), with_sa=(box == "op_sa"))
    elif verb == "event":
        yield from execute_event(x, role, cid, answer["arg"])
    elif verb == "pass":
        yield from do_pass(x, role)
    else:
        yield from military_intervention(x)
    t["phase"] = "second" if slot == 0 else "news"


def execute_event(x, role, cid, side):
    c = card(x, cid)
    x.log("5.1", f"{x.game.says(role, 'execute')} {cid} {c['title']}"
                 f"{'' if side == 'capability' else ' — ' + c[side]['heading']}.")
    if c["kind"] == "capability":
        x.s["capabilities"][cid] = "structure" if side == "capability" else side
        x.log("5.3", f"{cid} is now a lasting Capability.")
        return
    yield from EVENTS[cid][side](x, role)


def effect(x, cid, side, role):
    """Run one card side on its own, then halt the card loop: for tests, examples and study positions."""
    c = card(x, cid)
    if c["kind"] == "capability" and side in ("top", "bottom", "capability"):
        yield from execute_event(x, role, cid, side)
    else:
        yield from EVENTS[cid][side](x, role)
    x.s["turn"]["phase"] = "halt"


def op_alone(x, role, op, limited, with_sa):
    """Run one Operation on its own, then halt the card loop (tests, examples)."""
    yield from ops.operation(x, role, op, limited=limited, with_sa=with_sa)
    x.s["turn"]["phase"] = "halt"


def do_pass(x, role):
    x.log("2.3.3", f"{x.game.says(role, 'pass')}.")
    if role == GOV:
        x.draw_intel(1, "2.3.3")
    else:
        yield from x.gain_supply(1, "2.3.3")


def military_intervention(x):
    """2.3.4: Coup Threat +6, 10 Troops into Urban spaces, a stronger Censor; once per game."""
    rule = "2.3.4"
    x.s["mi_used"] = True
    x.tracks["military_intervention"] = True
    x.log(rule, "The Government calls in the military: Military Intervention.")
    x.coup_threat(+6, rule, "Military Intervention")
    x.s["available"]["troops"] += x.s["mi_box"]["troops"]
    x.s["mi_box"]["troops"] = 0
    while x.s["available"]["troops"]:
        left = x.s["available"]["troops"]
        sid = yield from x.ask_space(GOV, f"Place a Troop in an Urban space ({left} to place).", x.spaces_of("urban"),
                                     rule)
        x.s["available"]["troops"] -= 1
        x.sp(sid)["troops"] += 1
        x.log(rule, f"A Troop is placed in {x.name(sid)}.")


def breaking_news(x, cid):
    c = card(x, cid)
    x.log("5.4", f"Breaking News: {c['breaking_news']['heading']}.")
    yield from EVENTS[cid]["news"](x, None)
    x.s["turn"]["phase"] = "adjust"


# ----- Propaganda Round -----
def propaganda_round(x, final):
    """6.1-6.5; ``final``: no Propaganda card is left in the deck after this one (6.2.8)."""
    s, t = x.s, x.tracks
    # 6.1 Unrest
    for sid in x.spaces_of("urban", "rural"):
        if x.cells(sid) + x.sp(sid)["sabotage"] > x.cubes(sid):
            x.sp(sid)["unrest"] = True
            x.log("6.1.1", f"Unrest in {x.name(sid)}.")
    # 6.2 Political Will: the net of every adjustment, then one move
    unrest = [sid for sid in x.spaces_of("urban", "rural") if x.sp(sid)["unrest"]]
    parts = [
        ("6.2.1", -sum(x.econ(sid) for sid in unrest), "Unrest"),
        ("6.2.2", -sum(1 for sid in x.spaces_of("center") if x.sp(sid)["sabotage"]), "Daring Actions"),
        ("6.2.3", -t["public_sympathy"], "Public Sympathy"),
        ("6.2.4", sum(1 for sid in x.spaces_of("urban") if not x.sp(sid)["unrest"]) // 2, "Urban Calm"),
        ("6.2.5", 2 if not any(x.sp(sid)["safe"] for sid in x.spaces_of("rural")) else 0, "Rural Expansion Contained"),
        ("6.2.6", s["prison"] // 6, "Organization Decimated"),
    ]
    net = sum(p[1] for p in parts)
    x.log("6.2", "Political Will: " + ", ".join(f"{name} {v:+d}" for _, v, name in parts) + f" = net {net:+d}.")
    x.political_will(net, "6.2", "Propaganda Round")
    if t["political_will"] == 0:
        finish(x, TUP, "Political Will reached 0 in a Propaganda Round", "7.0.1")
        return
    if final:
        if t["military_intervention"] and t["political_will"] < t["coup_threat"]:
            finish(x, TUP, f"Political Will {t['political_will']} is below Coup Threat {t['coup_threat']} after "
                           "Military Intervention: democracy dies, a Tupamaros moral victory", "7.0.2")
        else:
            finish(x, GOV, f"the last Propaganda Round ends with Political Will {t['political_will']}"
                           + (f" and Coup Threat {t['coup_threat']}" if t["military_intervention"] else ""), "7.0.2")
        return
    # 6.3 Resources
    safe = x.on_map("safe")
    while x.held_supply() > safe:
        kinds = [k for k in SUPPLY_TYPES if s["supply_held"][k]]
        answer = yield x.ask(TUP, f"Wasted Supplies: discard down to {safe} Supply chit{'s' if safe != 1 else ''}.",
                             [x.opt("chit", k, supply_label(k), "6.3.1") for k in kinds], "6.3.1",
                             key="supplies.wasted")
        x.discard_supply(answer["arg"], "6.3.1")
    for _ in range(x.held_intel() // 2):
        kind = yield from x.choose_intel(GOV, "Outdated Intel: discard an Intel chit.", "6.3.2", optional=False,
                                         key="intel.outdated")
        x.spend_intel(kind, "6.3.2", why="discarded")
    row = x.game.sympathy_row(t["public_sympathy"])
    if row["intel"]:
        x.draw_intel(row["intel"], "6.3.3")
    if row["supply"]:
        yield from x.gain_supply(row["supply"], "6.3.3")
    # 6.4 Redeploy
    yield from redeploy_government(x)
    yield from redeploy_tupamaros(x)
    yield from structure_choice(x, "6.4.3")
    # 6.5 Reset
    yield from x.shift_sympathy(-1, "6.5.1", "Public Fatigue")
    x.prison_to_available(s["prison"] // 2, "6.5.2")
    for sid in x.all_spaces():
        sp = x.sp(sid)
        sp["sabotage"] = 0
        sp["unrest"] = False
        sp["cells_u"] += sp["cells_a"]
        sp["cells_a"] = 0
    s["eligibility"] = [TUP, GOV]
    x.log("6.5", "Sabotage and Unrest removed, every Cell Underground; Tupamaros 1st Eligible, Government 2nd.")
    s["turn"]["phase"] = "reveal"


def finish(x, winner, reason, rule):
    title = x.game.says(winner, "win")
    x.s["result"] = {"winner": winner, "title": title, "reason": reason, "rule": rule}
    x.log(rule, f"{title}: {reason}.")
    x.s["turn"]["phase"] = "over"


def redeploy_government(x):
    """6.4.1: any Police on the map may go to a Strategic Center. Each Police moves once in the phase (a Police
    that has arrived stays), so the phase always ends."""
    rule = "6.4.1"
    centers = x.spaces_of("center")
    arrived = {}
    while True:
        sources = [sid for sid in x.all_spaces() if x.sp(sid)["police"] > arrived.get(sid, 0)
                   and any(c != sid for c in centers)]
        if not sources:
            return
        src = yield from x.ask_space(GOV, "Redeploy: move a Police to a Strategic Center? Choose where it leaves from.",
                                     sources, rule, done="Done redeploying", key="redeploy.police_from")
        if src is None:
            return
        dest = yield from x.ask_space(GOV, f"Move the Police from {x.name(src)} to which Strategic Center?",
                                      [c for c in centers if c != src], rule)
        x.sp(src)["police"] -= 1
        x.sp(dest)["police"] += 1
        arrived[dest] = arrived.get(dest, 0) + 1
        x.log(rule, f"A Police redeploys from {x.name(src)} to {x.name(dest)}.")


def redeploy_tupamaros(x):
    rule = "6.4.2"
    arrived = {}        # Safe Houses moved this phase, by where they went: each moves once, so the phase ends
    while True:
        targets = [sid for sid in x.spaces_of("urban", "rural") if x.cells(sid) > x.cubes(sid) and x.sp(sid)["safe"] < 2]
        sources = [sid for sid in x.all_spaces() if x.sp(sid)["safe"] > arrived.get(sid, 0)
                   and any(d != sid for d in targets)]
        if not sources:
            break
        src = yield from x.ask_space(TUP, "Redeploy: move a Safe House? Choose where it leaves from.", sources, rule,
                                     done="Move no more Safe Houses", key="redeploy.house_from")
        if src is None:
            break
        dest = yield from x.ask_space(TUP, "Move it to which space with more Cells than cubes?",
                                      [d for d in targets if d != src], rule, key="redeploy.house_to")
        yield from x.move_safe_house(src, dest, rule)
        arrived[dest] = arrived.get(dest, 0) + 1
    for center in x.spaces_of("center"):
        while x.cells(center):
            homes = [sid for sid in x.all_spaces() if x.sp(sid)["safe"]] or x.spaces_of("urban")
            dest = yield from x.ask_space(TUP, f"Redeploy: a Cell must leave {x.name(center)}; move it to?", homes,
                                          rule, key="redeploy.cell_out")
            key = "cells_u" if x.sp(center)["cells_u"] else "cells_a"
            x.sp(center)[key] -= 1
            x.sp(dest)[key] += 1
            x.log(rule, f"A Cell leaves {x.name(center)} for {x.name(dest)}.")
    if x.s["pp"] is None and x.on_map("safe"):
        yield from place_peoples_prison(x, rule)


