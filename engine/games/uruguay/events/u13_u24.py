"""Uruguay Events U13-U24 (see events/__init__.py for the contract)."""

from ..board import GOV, TUP
from .common import limited_operations


# U23 Carlos Marighella's Writings Guide Tupamaros
def u23_top(x, role):
    yield from limited_operations(x, GOV, 2, "U23")


def u23_bottom(x, role):
    yield from x.gain_supply(2, "U23", kind="orders")


def u23_news(x, role):
    for i in range(2):
        spaces = [s for s in x.all_spaces() if x.cells(s)]
        if not spaces:
            return
        sid = yield from x.ask_space(GOV, f"U23: remove a Cell to Available ({i + 1} of 2)?", spaces, "U23",
                                     done="Remove no more")
        if sid is None:
            return
        key = "cells_a" if x.sp(sid)["cells_a"] else "cells_u"
        if x.sp(sid)["cells_a"] and x.sp(sid)["cells_u"]:
            answer = yield x.ask(GOV, "Remove an Active or an Underground Cell?",
                                 [x.opt("side", "cells_a", "Active", "U23"), x.opt("side", "cells_u", "Underground", "U23")],
                                 "U23")
            key = answer["arg"]
        x.cells_to_available(sid, 1, "U23", key=key)


EVENTS = {
    "U23": {"top": u23_top, "bottom": u23_bottom, "news": u23_news},
}
