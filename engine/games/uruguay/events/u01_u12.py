"""Uruguay Events U1-U12 (see events/__init__.py for the contract)."""

from .. import ops
from ..board import GOV, SUPPLY_NAMES, SUPPLY_TYPES, TUP
from .common import free_special, limited_operations, no_effect, place_sabotage


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
    for _ in range(2):
        kinds = [k for k in SUPPLY_TYPES if x.s["supply_held"][k]]
        if not kinds:
            return
        answer = yield x.ask(TUP, "U1: discard a Supply chit to shift Public Sympathy toward Support?",
                             [x.opt("chit", k, SUPPLY_NAMES[k], "U1") for k in kinds]
                             + [x.opt("done", None, "Discard no more", "U1")], "U1")
        if answer["verb"] == "done":
            return
        x.discard_supply(answer["arg"], "U1")
        yield from x.shift_sympathy(+1, "U1", "food distributed")


def u1_news(x, role):
    yield from place_sabotage(x, TUP, x.spaces_of("urban"), "U1")


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
    n = yield from x.ask_number(role, "U4: remove how many Active Cells?", 0, min(2, x.sp(sid)["cells_a"]), "U4")
    x.cells_to_prison(sid, n, "U4")


def u4_bottom(x, role):
    yield from limited_operations(x, TUP, 2, "U4")


def u4_news(x, role):
    x.prison_to_available(2, "U4")
    return
    yield  # pragma: no cover


# U5 Citywide Search by Police Achieves Little
def u5_top(x, role):
    go = yield from x.ask_yes_no(GOV, "U5: raise Coup Threat by 1 to Search in up to 3 spaces, Activating 1 Cell per "
                                      "cube?", "U5")
    if not go:
        return
    x.coup_threat(+1, "U5", "military assist police")
    yield from ops.operation(x, GOV, "search", options={"per_cube": True})


def u5_bottom(x, role):
    for i in range(2):
        targets = [s for s in x.spaces_of("urban") if x.cells(s) > x.cubes(s) and x.sp(s)["safe"] < 2]
        sources = [s for s in x.all_spaces() if x.sp(s)["safe"]]
        if not targets or not sources:
            return
        src = yield from x.ask_space(TUP, f"U5: move a Safe House ({i + 1} of 2)? Choose where it leaves from.", sources,
                                     "U5", done="Move no more")
        if src is None:
            return
        dests = [d for d in targets if d != src]
        if not dests:
            continue
        dest = yield from x.ask_space(TUP, "U5: to which Urban space with more Cells than cubes?", dests, "U5")
        yield from x.move_safe_house(src, dest, "U5")


def u5_news(x, role):
    spaces = [s for s in x.spaces_of("urban") if x.econ(s) == 1 and x.can_place_safe_house(s)]
    if not spaces:
        x.log("U5", "No Safe House can be placed (none Available, or no room).")
        return
    sid = yield from x.ask_space(TUP, "U5: place a Safe House in a Value 1 Urban space?", spaces, "U5", done="Place none")
    if sid is not None:
        x.place_safe_house(sid, "U5")


EVENTS = {
    "U1": {"top": u1_top, "bottom": u1_bottom, "news": u1_news},
    "U3": {"news": u3_news},
    "U4": {"top": u4_top, "bottom": u4_bottom, "news": u4_news},
    "U5": {"top": u5_top, "bottom": u5_bottom, "news": u5_news},
    "U6": {"news": no_effect},
}
