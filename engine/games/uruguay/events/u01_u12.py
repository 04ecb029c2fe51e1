"""Uruguay Events U1-U12 (see events/__init__.py for the contract)."""

from ....words import agree, count
from .. import ops
from ..board import GOV, TUP
from .common import trade_chits_for_sympathy, free_special, limited_operations, no_effect, place_sabotage


# U1 "Robin Hood Guerrillas" or Criminals?
def u1_top(x, role):
    spaces = [s for s in x.all_spaces() if x.sp(s)["sabotage"]]
    if not spaces:
        x.log("U1", "No Sabotage marker to remove.")
        return
    sid = yield from x.ask_space(GOV, "U1: remove a Sabotage marker (Public Sympathy then shifts toward Disgust)?",
                                 spaces, "U1", done="Remove none")
    if sid is None:
        return
    x.sp(sid)["sabotage"] -= 1
    x.log("U1", f"Sabotage marker removed from {x.name(sid)}.")
    yield from x.shift_sympathy(-1, "U1", "turn toward violence")


def u1_bottom(x, role):
    yield from trade_chits_for_sympathy(x, "U1", 2, 1, "food distributed")


def u1_news(x, role):
    yield from place_sabotage(x, TUP, x.spaces_of("urban"), "U1")


# U2 Jorge Pacheco Takes Office
def _limited_op(x, op, sa_left, rule):
    """One Limited Operation for the Government (2.3.5) which, while ``sa_left``, may carry the card's single
    Special Activity before, during or after it (4.1; only one its type allows, 4.1.1). Returns True if the
    Special Activity was used. ``ops.operation`` bars Special Activities from Limited Operations, so the
    Operation is run here with its own ``Run``."""
    run = ops.Run(x, GOV, op, True, False, None)
    if sa_left:
        run.sa_allowed = list(ops.OPS[op]["sas"])
    x.log(ops.OPS[op]["rule"], f"Limited {ops.OPS[op]['name']} ({rule})"
                               f"{', a Special Activity may go with it' if run.sa_options() else ''}.")
    yield from ops.OP_CODE[op](x, run)
    yield from run.finish()
    return run.sa_done


def u2_top(x, role):
    # reading: the Government pays the Coup Threat only if the track can actually go up (as the card's tip
    # demands for the bottom effect's decrease); at 20 the offer lapses.
    if x.tracks["coup_threat"] >= 20:
        x.log("U2", "Coup Threat is already at 20: it cannot be raised to pay for the Operations.")
        return
    go = yield from x.ask_yes_no(GOV, "U2: pay 1 Coup Threat for two Limited Operations and one Special Activity?",
                                 "U2", yes="Pay 1 Coup Threat", no="Decline")
    if not go:
        x.log("U2", "The Government declines to expand executive power.")
        return
    x.coup_threat(+1, "U2", "executive power expanded")
    sa_left = True
    for i in range(2):
        choices = [op for op in ops.ops_of(GOV) if ops.op_possible(x, GOV, op, limited=True)]
        if not choices:
            x.log("U2", "No Limited Operation is possible.")
            return
        opts = []
        for op in choices:
            sas = [ops.SAS[sa]["name"] for sa in ops.OPS[op]["sas"] if sa_left and ops.sa_possible(x, sa)]
            extra = f" (may add {' or '.join(sas)})" if sas else ""
            opts.append(x.opt("op", op, f"Limited {ops.OPS[op]['name']}{extra}", ops.OPS[op]["rule"]))
        opts.append(x.opt("skip", None, "No more Operations", "U2"))
        answer = yield x.ask(GOV, f"U2: Limited Operation {i + 1} of 2"
                                  f"{' (the Special Activity is still unused)' if sa_left else ''}.", opts, "U2")
        if answer["verb"] == "skip":
            return
        used = yield from _limited_op(x, answer["arg"], sa_left, "U2")
        sa_left = sa_left and not used


def u2_bottom(x, role):
    if x.tracks["coup_threat"] <= 0:
        x.log("U2", "Coup Threat is at 0 and cannot drop, so Public Sympathy does not move.")
        return
    x.coup_threat(-1, "U2", "backlash against repression")
    yield from x.shift_sympathy(+2, "U2", "backlash against repression")


def u2_news(x, role):
    go = yield from x.ask_yes_no(GOV, "U2: carry out a free Censor?", "U2", yes="Censor", no="Do not Censor")
    if not go:
        x.log("U2", "The Government does not Censor.")
        return
    x.log("4.2.1", "Censor (U2).")
    # reading: Censor's final step (marking the Breaking News blocked) is left out, since the Censor is itself
    # the Breaking News being resolved and nothing is left to block; so U15's roll-or-block choice is moot too.
    # At Disgust each roll becomes one Activation (6.6.4).
    yield from ops.censor_rolls(x, "4.2.1")


# U3 Ratoneras Terrorize Neighborhoods (Government Capability): Breaking News
def u3_news(x, role):
    yield from free_special(x, "interrogate", "U3")


# U4 Alicia Rey Captured
def u4_top(x, role):
    spaces = [s for s in x.all_spaces() if x.sp(s)["cells_a"] and x.cubes(s) > x.cells(s)]
    if not spaces:
        x.log("U4", "No space with Active Cells and more cubes than Cells.")
        return
    sid = yield from x.ask_space(role, "U4: remove up to 2 Active Cells to the Prison box from which space?", spaces, "U4")
    n = yield from x.ask_number(role, "U4: remove how many Active Cells?", 0, min(2, x.sp(sid)["cells_a"]), "U4",
                                key="u4.count")
    x.cells_to_prison(sid, n, "U4")


def u4_bottom(x, role):
    yield from limited_operations(x, TUP, 2, "U4")


def u4_news(x, role):
    x.prison_to_available(2, "U4")
    return
    yield  # pragma: no cover


# U5 Citywide Search by Police Achieves Little
def u5_top(x, role):
    # reading (as for U2's and U35's upper texts): the Coup Threat is the price of the Search, so at 20, where
    # the track cannot go up, nothing is bought.
    if x.tracks["coup_threat"] >= 20:
        x.log("U5", "Coup Threat is already at 20: it cannot be raised to pay for the Search.")
        return
    go = yield from x.ask_yes_no(GOV, "U5: pay 1 Coup Threat for a Search of as many as 3 spaces, where every cube "
                                      "Activates a Cell?", "U5")
    if not go:
        return
    x.coup_threat(+1, "U5", "military assist police")
    yield from ops.operation(x, GOV, "search", options={"per_cube": True})


def u5_bottom(x, role):
    # "up to 2 Safe Houses": two disks, each moving once (a disk that has arrived stays, as in 6.4.2)
    arrived = {}
    for i in range(2):
        targets = [s for s in x.spaces_of("urban") if x.cells(s) > x.cubes(s) and x.sp(s)["safe"] < 2]
        sources = [s for s in x.all_spaces() if x.sp(s)["safe"] > arrived.get(s, 0)]
        if not targets or not sources:
            return
        src = yield from x.ask_space(TUP, f"U5: move a Safe House ({i + 1} of 2)? Choose where it leaves from.", sources,
                                     "U5", done="Move no more", key="u5.house_from")
        if src is None:
            return
        dests = [d for d in targets if d != src]
        if not dests:
            continue
        dest = yield from x.ask_space(TUP, "U5: to which Urban space with more Cells than cubes?", dests, "U5")
        yield from x.move_safe_house(src, dest, "U5")
        arrived[dest] = arrived.get(dest, 0) + 1


def u5_news(x, role):
    spaces = [s for s in x.spaces_of("urban") if x.econ(s) == 1 and x.can_place_safe_house(s)]
    if not spaces:
        x.log("U5", "No Safe House can be placed (none Available, or no room).")
        return
    sid = yield from x.ask_space(TUP, "U5: put a Safe House into an Urban space of Economic Value 1?", spaces, "U5",
                                 done="Place none", key="u5.house_to")
    if sid is not None:
        x.place_safe_house(sid, "U5")


# U7 Metropolitan Guard Patrols Intensify (Government Capability): Breaking News
def u7_news(x, role):
    x.coup_threat(+1, "U7", "military approval rises")
    return
    yield  # pragma: no cover


# U8 CNT Demands Better Deal
def u8_top(x, role):
    spaces = [s for s in x.all_spaces() if x.sp(s)["sabotage"]]
    if not spaces:
        x.log("U8", "No Sabotage marker on the map to remove.")
        return
    # reading: the cost must be payable; at Political Will 0 the Government cannot give anything up.
    if x.tracks["political_will"] <= 0:
        x.log("U8", "Political Will is at 0: the Government has nothing to concede.")
        return
    go = yield from x.ask_yes_no(GOV, "U8: give up 1 Political Will to take as many as 3 Sabotage markers off the map?",
                                 "U8", yes="Give up 1 Political Will", no="Decline")
    if not go:
        x.log("U8", "The Government makes no concession.")
        return
    x.political_will(-1, "U8", "union demands met")
    for i in range(3):
        spaces = [s for s in x.all_spaces() if x.sp(s)["sabotage"]]
        if not spaces:
            return
        # reading: having paid, the Government removes at least one marker; after that it may stop.
        sid = yield from x.ask_space(GOV, f"U8: remove a Sabotage marker ({i + 1} of 3) from which space?", spaces,
                                     "U8", done="Remove no more" if i else None)
        if sid is None:
            return
        x.sp(sid)["sabotage"] -= 1
        x.log("U8", f"Sabotage marker removed from {x.name(sid)}.")


def u8_bottom(x, role):
    chosen = []
    for i in range(3):
        spaces = [s for s in x.spaces_of("urban") if s not in chosen]
        sid = yield from x.ask_space(TUP, f"U8: general strike: Sabotage marker {i + 1} of 3 into which Urban space "
                                          "(one per space)?", spaces, "U8", done="Place no more", key="sabotage.u8")
        if sid is None:
            return
        chosen.append(sid)
        x.sp(sid)["sabotage"] += 1
        x.log("U8", f"Sabotage marker placed in {x.name(sid)}.")


def u8_news(x, role):
    # The University's own Strategic Center effect (1.3.4) belongs to the Sabotage Operation, not to this card.
    yield from place_sabotage(x, TUP, ["university"] + list(x.adjacent("university")), "U8")


# U9 Tupamaras Keep Movement Going
def u9_top(x, role):
    spaces = [s for s in x.all_spaces() if x.cells(s) >= 2]
    if not spaces:
        x.log("U9", "No space holds 2 or more Cells: half of them rounds down to nothing.")
        return
    sid = yield from x.ask_space(role, "U9: in which space do half the Cells (rounded down) go back to Available?",
                                 spaces, "U9")
    sp = x.sp(sid)
    n = x.cells(sid) // 2
    # The executing faction picks the pieces (5.1): how many of the n are Active.
    low, high = max(0, n - sp["cells_u"]), min(n, sp["cells_a"])
    active = high
    if low < high:
        leave = agree(count(n, "Cell"), "leave", n != 1)
        active = yield from x.ask_number(role, f"U9: {leave} {x.name(sid)}; how many of "
                                               "them are Active ones?", low, high, "U9", key="u9.active")
    x.cells_to_available(sid, active, "U9", key="cells_a")
    x.cells_to_available(sid, n - active, "U9", key="cells_u")


def u9_bottom(x, role):
    spaces = [s for s in x.spaces_of("urban") if x.sp(s)["safe"]]
    if not spaces:
        x.log("U9", "No Urban space has a Safe House.")
        return
    if x.s["available"]["cells"] >= len(spaces):
        for sid in spaces:
            x.place_cells(sid, 1, "U9")
        return
    # Too few Available Cells for every space (5.1.1): the executing faction chooses where they go.
    while x.s["available"]["cells"] and spaces:
        sid = yield from x.ask_space(role, f"U9: only {count(x.s['available']['cells'], 'Cell')} Available; place one in "
                                           "which Urban space with a Safe House?", spaces, "U9")
        spaces = [s for s in spaces if s != sid]
        x.place_cells(sid, 1, "U9")
    if not x.s["available"]["cells"] and spaces:
        x.log("U9", "No Cell left Available for: " + ", ".join(x.name(s) for s in spaces) + ".")


def u9_news(x, role):
    if not x.s["supply_pool"]["hostage"]:
        x.log("U9", "No Hostage in the Supply chit pool: Public Sympathy does not move.")
        return
    x.s["supply_pool"]["hostage"] -= 1
    x.s["hostages_aside"] += 1
    x.log("U9", "A Hostage marker is taken out of the Supply chit pool and set aside.")
    yield from x.shift_sympathy(-1, "U9", "hostage executed")


# U10 Major Raid on Navy Base
def u10_top(x, role):
    area = ["armory"] + list(x.adjacent("armory"))
    for sid in area:
        x.activate(sid, x.sp(sid)["cells_u"], "U10")
    # reading: the Arrest is a one-space Arrest Operation (3.2.4) limited to these spaces, so whatever changes
    # Arrest (U7's Elite police unit) applies; no Intel chit can add a second space.
    options = {"spaces": area, "no_extra": True}
    if not ops.op_possible(x, GOV, "arrest", limited=True, options=options):
        x.log("U10", "No space in or next to the Armory has both cubes and Active Tupamaros pieces to Arrest.")
        return
    go = yield from x.ask_yes_no(GOV, "U10: Arrest in one space, the Armory or next to it?", "U10",
                                 yes="Arrest", no="No Arrest")
    if not go:
        x.log("U10", "The Government does not Arrest.")
        return
    yield from ops.operation(x, GOV, "arrest", limited=True, options=options)


def u10_bottom(x, role):
    # No Strategic Center effect (1.3.4): the Arms chit comes from the card itself.
    x.sp("armory")["sabotage"] += 1
    x.log("U10", f"Sabotage marker placed in {x.name('armory')}.")
    got = yield from x.gain_supply(1, "U10", kind="arms")
    if not got:
        x.log("U10", "No Arms chit is left in the Supply chit pool.")


# U11 Dan Mitrione Location Still Unknown
def u11_top(x, role):
    n = x.s["supply_pool"]["hostage"]
    if not n:
        x.log("U11", "No Hostage in the Supply chit pool: Public Sympathy does not move.")
        return
    # reading: the Hostages stay in the pool; only Public Sympathy moves (one step per Hostage, 6.6.4 at the edge).
    yield from x.shift_sympathy(-n, "U11", f"{n} Hostage{'s' if n > 1 else ''} held")


def u11_bottom(x, role):
    if x.s["pp"] is None:
        x.log("U11", "The People's Prison is not on the map: no effect.")
        return
    if not x.add_hostage_to_pool("U11"):
        # reading: 5.1.3, the Political Will loss still happens when no Hostage marker is left to add.
        x.log("U11", "No Hostage marker is left to add to the Supply chit pool.")
    x.political_will(-1, "U11", "US official kidnapped")
    return
    yield  # pragma: no cover


def u11_news(x, role):
    if x.s["pp"] is None:
        x.log("U11", "The People's Prison is not on the map: no effect.")
    elif not x.add_hostage_to_pool("U11"):
        x.log("U11", "No Hostage marker is left to add to the Supply chit pool.")
    return
    yield  # pragma: no cover


EVENTS = {
    "U1": {"top": u1_top, "bottom": u1_bottom, "news": u1_news},
    "U2": {"top": u2_top, "bottom": u2_bottom, "news": u2_news},
    "U3": {"news": u3_news},
    "U4": {"top": u4_top, "bottom": u4_bottom, "news": u4_news},
    "U5": {"top": u5_top, "bottom": u5_bottom, "news": u5_news},
    "U6": {"news": no_effect},
    "U7": {"news": u7_news},
    "U8": {"top": u8_top, "bottom": u8_bottom, "news": u8_news},
    "U9": {"top": u9_top, "bottom": u9_bottom, "news": u9_news},
    "U10": {"top": u10_top, "bottom": u10_bottom, "news": no_effect},
    "U11": {"top": u11_top, "bottom": u11_bottom, "news": u11_news},
    "U12": {"news": no_effect},
}
