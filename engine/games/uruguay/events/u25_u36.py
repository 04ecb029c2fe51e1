"""Uruguay Events U25-U36 (see events/__init__.py for the contract).

U28 is a Tupamaros Capability: only its Breaking News lives here. U33 has a single effect, stored as "top".
U34 is printed as "P34" in the rulebook.
"""

from ....words import count
from .. import ops
from ..board import GOV, SUPPLY_TYPES, TUP, supply_label
from .common import trade_chits_for_sympathy, free_special, limited_operations, no_effect, place_sabotage


# ----- small helpers shared by this batch -----
def _discard_chosen(x, n, rule):
    """The Tupamaros discard ``n`` held Supply chits of their choice (all they hold if fewer)."""
    for i in range(n):
        kinds = [k for k in SUPPLY_TYPES if x.s["supply_held"][k]]
        if not kinds:
            x.log(rule, "No Supply chit left to discard.")
            return
        kind = kinds[0]
        if len(kinds) > 1:
            answer = yield x.ask(TUP, f"{rule}: which Supply chit do you discard ({i + 1} of {n})?",
                                 [x.opt("chit", k, supply_label(k), rule) for k in kinds], rule)
            kind = answer["arg"]
        x.discard_supply(kind, rule)


def _sabotage_news(x, spaces, rule, why):
    """Breaking News letting the Tupamaros put one Sabotage marker in one of ``spaces``."""
    if not spaces:
        x.log(rule, f"No {why}: no Sabotage marker can be placed.")
        return
    yield from place_sabotage(x, TUP, spaces, rule)


# U25 Geoffrey Jackson's Disappearance Investigated
def u25_top(x, role):
    pp = x.s["pp"]
    if pp is None:
        x.log("U25", "The People's Prison is not on the map: there is nothing to reveal.")
    else:
        # reading: the location is made public in the log; the disk itself stays face down where it is.
        x.log("U25", f"The Tupamaros reveal the People's Prison: it is in {x.name(pp)}.")
        x.s["pp_revealed"] = pp
    go = yield from x.ask_yes_no(GOV, "U25: carry out a Limited Search?", "U25", yes="Limited Search",
                                 no="No Search")
    if go:
        yield from ops.operation(x, GOV, "search", limited=True)


def u25_bottom(x, role):
    if x.s["pp"] is None:
        x.log("U25", "The People's Prison is not on the map: no Hostage is added.")
        return
    added = 0
    for _ in range(2):
        if x.add_hostage_to_pool("U25"):
            added += 1
    if added < 2:
        x.log("U25", f"Only {added} Hostage marker{'s' if added != 1 else ''} could be added (none left aside).")
    return
    yield  # pragma: no cover


# U26 "Four Soldiers" Incident Infuriates Army
def u26_top(x, role):
    if not x.tracks["military_intervention"]:
        x.log("U26", "No Military Intervention yet: no effect.")
        return
    # reading: the card lacks "may" for the Operations, so each of the 4 Limited Operations must be carried out
    # while one is possible (5.1.3); the single Special Activity stays optional, as Special Activities are (4.1),
    # may go with any one of the 4 (the card's tip) and must be one that Operation can normally take (4.1.1).
    sa_done = False
    for i in range(4):
        choices = [op for op in ops.ops_of(GOV) if ops.op_possible(x, GOV, op, limited=True)]
        if not choices:
            x.log("U26", "No Limited Operation is possible.")
            return
        opts = [x.opt("op", op, f"Limited {ops.OPS[op]['name']}", ops.OPS[op]["rule"]) for op in choices]
        extra = "" if sa_done else " (your one Special Activity may go with it)"
        answer = yield x.ask(GOV, f"U26: Limited Operation {i + 1} of 4{extra}.", opts, "U26")
        op = answer["arg"]
        # a one-space Operation that may still take the card's Special Activity
        run = ops.Run(x, GOV, op, False, not sa_done, {"max_spaces": 1})
        x.log(ops.OPS[op]["rule"], f"U26: Limited {ops.OPS[op]['name']}"
                                   f"{'' if sa_done else ', the Special Activity allowed'}.")
        yield from ops.OP_CODE[op](x, run)
        yield from run.finish()
        sa_done = sa_done or run.sa_done


def u26_bottom(x, role):
    if x.tracks["military_intervention"]:
        x.log("U26", "Military Intervention has already happened: no effect.")
        return
    x.political_will(-2, "U26", "the army demands to intervene")
    return
    yield  # pragma: no cover


def u26_news(x, role):
    most = min(2, x.s["available"]["cells"])
    if not most:
        x.log("U26", "No Cell is Available: none can be placed in the University.")
        return
    n = yield from x.ask_number(TUP, "U26: place how many Cells in the University?", 0, most, "U26", key="u26.count")
    if n:
        x.place_cells("university", n, "U26")


# U27 "Paysandú Proclamation" Suggests Escalating Violence
def u27_top(x, role):
    rural = x.spaces_of("rural")
    go = yield from x.ask_yes_no(GOV, "U27: Search in up to 2 Rural spaces, then Arrest in them?", "U27",
                                 yes="Search, then Arrest", no="Do nothing")
    if not go:
        return
    # reading: the card names the number of spaces, so no Intel chit adds a third (2.3.9 gives way, 5.1.1);
    # the Arrest that follows is in the searched spaces only.
    run = ops.Run(x, GOV, "search", False, False, {"spaces": rural, "max_spaces": 2, "no_extra": True})
    x.log("3.2.3", "U27: Search in Rural spaces.")
    yield from ops.OP_CODE["search"](x, run)
    yield from run.finish()
    searched = list(run.selected)
    options = {"spaces": searched, "max_spaces": 2, "no_extra": True}
    if not ops.op_possible(x, GOV, "arrest", options=options):
        x.log("U27", "No searched space has cubes and Active Tupamaros pieces: no Arrest.")
        return
    yield from ops.operation(x, GOV, "arrest", options=options)


def u27_bottom(x, role):
    rural = x.spaces_of("rural")
    # reading: "in Rural spaces" holds for every space an Operation selects; a Travel must take its Cells into
    # Rural spaces (its origin may be anywhere), and Rob is left out as it is an Urban-only Operation (3.3.4).
    for i in range(3):
        choices = []
        for op in ops.ops_of(TUP):
            if op == "rob":
                continue
            if op == "travel":
                if any(x.cells(s) for s in x.all_spaces()):
                    choices.append(op)
            elif ops.op_possible(x, TUP, op, limited=True, options={"spaces": rural}):
                choices.append(op)
        if not choices:
            x.log("U27", "No Limited Operation in Rural spaces is possible.")
            return
        opts = [x.opt("op", op, f"Limited {ops.OPS[op]['name']} (Rural)", ops.OPS[op]["rule"]) for op in choices]
        opts.append(x.opt("skip", None, "No more Operations", "U27"))
        answer = yield x.ask(TUP, f"U27: Limited Operation {i + 1} of 3, in Rural spaces.", opts, "U27")
        if answer["verb"] == "skip":
            return
        op = answer["arg"]
        if op == "travel":
            # a Limited Travel in full (3.3.2) whose destinations are the Rural spaces (the origin itself too,
            # when Rural); the origin may be anywhere
            run = ops.Run(x, TUP, "travel", True, False, {"destinations": rural})
            x.log("3.3.2", "U27: Limited Travel into Rural spaces.")
            yield from ops.OP_CODE["travel"](x, run)
            yield from run.finish()
        else:
            yield from ops.operation(x, TUP, op, limited=True, options={"spaces": rural})


def u27_news(x, role):
    for i in range(2):
        spaces = [s for s in x.spaces_of("urban") if x.sp(s)["sabotage"]]
        if not spaces:
            if i == 0:
                x.log("U27", "No Urban space has a Sabotage marker.")
            return
        sid = yield from x.ask_space(GOV, f"U27: remove a Sabotage marker from an Urban space ({i + 1} of 2)?",
                                     spaces, "U27", done="Remove no more")
        if sid is None:
            return
        x.sp(sid)["sabotage"] -= 1
        x.log("U27", f"Sabotage marker removed from {x.name(sid)}.")


# U28 Skillful Disguises Baffle Police (Tupamaros Capability): Breaking News
def u28_news(x, role):
    got = yield from x.gain_supply(1, "U28", kind="escape")
    if not got:
        x.log("U28", "No Escape Supply chit is left in the pool.")


# U29 Analysis of Guillén's Writings
def u29_top(x, role):
    n = x.held_supply() // 2
    if not n:
        x.log("U29", f"The Tupamaros hold {count(x.held_supply(), 'Supply chit')}: half, rounded down, is none.")
        return
    yield from _discard_chosen(x, n, "U29")


def u29_bottom(x, role):
    # reading: the number of Limited Operations is fixed by the Safe Houses (People's Prison included) on the
    # map when the Event starts.
    n = x.on_map("safe")
    if not n:
        x.log("U29", "No Safe House on the map: no Limited Operation.")
        return
    x.log("U29", f"{n} Safe House{'s' if n > 1 else ''} on the map: up to {n} Limited Operation{'s' if n > 1 else ''}.")
    yield from limited_operations(x, TUP, n, "U29")


def u29_news(x, role):
    spaces = [s for s in x.all_spaces() if x.sp(s)["sabotage"]]
    yield from _sabotage_news(x, spaces, "U29", "space holds a Sabotage marker")


# U30 Tupamaros Establish Ties with Other Guerrillas
def u30_top(x, role):
    if not x.held_supply():
        x.log("U30", "The Tupamaros hold no Supply chit.")
        return
    yield from _discard_chosen(x, 2, "U30")


def u30_bottom(x, role):
    # reading: the chits come one at a time, so the Tupamaros see each one before deciding on the next.
    for i in range(3):
        pool = x.s["supply_pool"]
        if not sum(pool.values()):
            x.log("U30", "The Supply chit pool is empty.")
            return
        go = yield from x.ask_yes_no(TUP, f"U30: take a Supply chit ({i + 1} of up to 3)?", "U30",
                                     yes="Take one", no="Take no more")
        if not go:
            return
        yield from x.gain_supply(1, "U30")


# U31 Wilson Ferreira Delivers Speech on Police Methods
def u31_top(x, role):
    if not x.tracks["military_intervention"]:
        x.log("U31", "No Military Intervention: no effect.")
        return
    x.political_will(+1, "U31", "opposition senator arrested")
    return
    yield  # pragma: no cover


def u31_bottom(x, role):
    if x.tracks["coup_threat"] == 0:
        x.log("U31", "Coup Threat is already 0: no effect.")
        return
    x.coup_threat(-1, "U31", "repression condemned")
    yield from x.shift_sympathy(+1, "U31", "repression condemned")


def u31_news(x, role):
    spaces = [s for s in x.spaces_of("urban") if not x.sp(s)["sabotage"]]
    yield from _sabotage_news(x, spaces, "U31", "Urban space is free of Sabotage markers")


# U32 Sewer Network Exploited by Guerrillas
def u32_top(x, role):
    go = yield from x.ask_yes_no(GOV, "U32: Search in up to 3 Urban spaces with the cubes already there?", "U32",
                                 yes="Search", no="No Search")
    if not go:
        return
    # reading: as in U27, the card fixes the number of spaces, so no Intel chit adds a fourth.
    x.log("U32", "Search without moving any cube.")
    options = {"spaces": x.spaces_of("urban"), "max_spaces": 3, "no_extra": True, "no_moves": True}
    yield from ops.operation(x, GOV, "search", options=options)


def u32_bottom(x, role):
    picked = []
    for i in range(2):
        spaces = [s for s in x.spaces_of("urban") if x.sp(s)["cells_a"] and s not in picked]
        if not spaces:
            if not picked:
                x.log("U32", "No Urban space has an Active Cell.")
            return
        sid = yield from x.ask_space(TUP, f"U32: flip every Cell Underground in which Urban space ({i + 1} of 2)?",
                                     spaces, "U32", done="No more spaces")
        if sid is None:
            return
        picked.append(sid)
        x.go_underground(sid, x.sp(sid)["cells_a"], "U32")


def u32_news(x, role):
    spaces = [s for s in x.spaces_of("urban") if x.econ(s) == 2 and not x.sp(s)["sabotage"]]
    yield from _sabotage_news(x, spaces, "U32", "Value 2 Urban space is free of Sabotage markers")


# U33 Prisoner Exchange Offered (a single effect, stored as "top")
def u33_top(x, role):
    if x.s["pp"] is None:
        x.log("U33", "The People's Prison is not on the map: no effect.")
        return
    prison, hostages = x.s["prison"], x.s["supply_pool"]["hostage"]
    answer = yield x.ask(GOV, "U33: refuse the exchange (Public Sympathy toward Support) or release the prisoners?",
                         [x.opt("refuse", None, "Refuse: Public Sympathy 1 step toward Support", "U33"),
                          x.opt("release", None, f"Release: {prison} Cell{'s' if prison != 1 else ''} from the Prison "
                                                 f"box to Available, {hostages} Hostage{'s' if hostages != 1 else ''} "
                                                 "out of the Supply pool", "U33")], "U33")
    if answer["verb"] == "refuse":
        yield from x.shift_sympathy(+1, "U33", "prisoner exchange refused")
        return
    # Tip: releasing is allowed with an empty Prison box; the Hostages leave the pool all the same.
    x.prison_to_available(prison, "U33")
    if hostages:
        x.s["supply_pool"]["hostage"] = 0
        x.s["hostages_aside"] += hostages
        x.log("U33", f"{hostages} Hostage marker{'s' if hostages > 1 else ''} removed from the Supply pool.")
    else:
        x.log("U33", "No Hostage marker is in the Supply pool.")


def u33_news(x, role):
    yield from free_special(x, "kidnap", "U33")


# U34 Héctor Morán Charquero Assassinated (printed "P34")
def u34_top(x, role):
    # reading: both parts are optional and independent: declining (or being unable) to Interrogate still
    # leaves the Limited Operation, which may be of any type (the card's tip).
    yield from free_special(x, "interrogate", "U34")
    yield from limited_operations(x, GOV, 1, "U34")


def u34_bottom(x, role):
    targets = ops.intimidate_targets(x)
    if not targets:
        x.log("U34", "No space has both Underground Cells and Police: Intimidate is not possible.")
        return
    sid = yield from x.ask_space(TUP, "U34: Intimidate in which space (1 Police removed, up to 2 Intel chits "
                                      "discarded)?", targets, "U34", done="No Intimidate")
    if sid is None:
        return
    x.log("4.3.3", f"U34: Intimidate in {x.name(sid)}.")
    x.remove_police(sid, 1, "4.3.3")
    for i in range(2):          # one for the Police removed, one more from the card
        kind = yield from x.choose_intel(TUP, f"U34: discard one of the Government's Intel chits ({i + 1} of 2)?",
                                         "U34")
        if not kind:
            break
        x.spend_intel(kind, "U34", why="discarded")
    yield from ops.unrestrained_violence(x)       # U16 at Expansion rolls for every Intimidate


def u34_news(x, role):
    spaces = [s for s in x.all_spaces() if x.sp(s)["safe"]]
    if not spaces:
        x.log("U34", "No Safe House on the map to flip.")
        return
    sid = yield from x.ask_space(GOV, "U34: flip a Safe House to see whether it is the People's Prison?", spaces, "U34",
                                 done="Flip none")
    if sid is None:
        return
    # reading: the disks look alike to the Government, so with two in the space the one flipped is a blind
    # draw (as for removal, 1.4.4); the result is public and the disk goes back face down where it was.
    # the draw happens with two disks in the space wherever the Prison is, so chance depends on public facts only
    is_pp = (x.chance.draw(x.disks(sid), "U34") if x.sp(sid)["safe"] > 1 else x.disks(sid)[0]) == "peoples_prison"
    if is_pp:
        x.log("U34", f"The Safe House flipped in {x.name(sid)} is the People's Prison.")
        x.s["pp_revealed"] = sid
    else:
        x.log("U34", f"The Safe House flipped in {x.name(sid)} is a plain Safe House.")


# U35 Autocratic Neighbors Wary of Escalating Unrest
def u35_top(x, role):
    if x.tracks["coup_threat"] >= 20:
        # reading: as with U31's tip, the chits are the price of a Coup Threat rise that cannot happen at 20.
        x.log("U35", "Coup Threat is at 20 and cannot rise: no Intel chit is drawn.")
        return
    go = yield from x.ask_yes_no(GOV, "U35: pay +1 Coup Threat for a draw of 4 Intel chits?", "U35",
                                 yes="Raise it, draw 4", no="Decline")
    if not go:
        return
    x.coup_threat(+1, "U35", "cooperation with neighbouring regimes")
    x.draw_intel(4, "U35")


def u35_bottom(x, role):
    if x.tracks["public_sympathy"] == 4:
        # reading: the card replaces the shift at Support, so the Support edge effect (6.6.4) does not happen.
        x.political_will(-1, "U35", "Brazil threatens intervention")
        return
    yield from x.shift_sympathy(+1, "U35", "Brazil threatens intervention")


# U36 Exposé on Financiera Monty
def u36_top(x, role):
    clean = [s for s in x.spaces_of("urban") if x.econ(s) == 2 and not x.sp(s)["sabotage"]]
    n = len(clean) // 2
    x.log("U36", f"{len(clean)} Value 2 Urban space{'s' if len(clean) != 1 else ''} without Sabotage.")
    x.political_will(+n, "U36", "elite financial institutions")
    return
    yield  # pragma: no cover


def u36_bottom(x, role):
    value2 = [s for s in x.spaces_of("urban") if x.econ(s) == 2]
    options = {"spaces": value2, "max_spaces": 1, "no_extra": True}
    if ops.op_possible(x, TUP, "rob", options=options):
        go = yield from x.ask_yes_no(TUP, "U36: Rob in a Value 2 Urban space?", "U36", yes="Rob", no="No Rob")
        if go:
            yield from ops.operation(x, TUP, "rob", options=options)
    else:
        x.log("U36", "No Value 2 Urban space has an Underground Cell: no Rob.")
    # reading: the discard does not depend on the Rob having happened.
    yield from trade_chits_for_sympathy(x, "U36", 1, 2, "bank records made public")


def u36_news(x, role):
    n = x.s["prison"] // 3
    if not n:
        x.log("U36", f"{count(x.s['prison'], 'Cell')} in the Prison box: Coup Threat does not rise.")
        return
    x.coup_threat(+n, "U36", f"{count(x.s['prison'], 'Cell')} in the Prison box")
    return
    yield  # pragma: no cover


EVENTS = {
    "U25": {"top": u25_top, "bottom": u25_bottom, "news": no_effect},
    "U26": {"top": u26_top, "bottom": u26_bottom, "news": u26_news},
    "U27": {"top": u27_top, "bottom": u27_bottom, "news": u27_news},
    "U28": {"news": u28_news},
    "U29": {"top": u29_top, "bottom": u29_bottom, "news": u29_news},
    "U30": {"top": u30_top, "bottom": u30_bottom, "news": no_effect},
    "U31": {"top": u31_top, "bottom": u31_bottom, "news": u31_news},
    "U32": {"top": u32_top, "bottom": u32_bottom, "news": u32_news},
    "U33": {"top": u33_top, "news": u33_news},
    "U34": {"top": u34_top, "bottom": u34_bottom, "news": u34_news},
    "U35": {"top": u35_top, "bottom": u35_bottom, "news": no_effect},
    "U36": {"top": u36_top, "bottom": u36_bottom, "news": u36_news},
}
