"""Uruguay Events U13-U24 (see events/__init__.py for the contract)."""

from .. import ops
from ..board import GOV, TUP
from ..structure import switch_structure
from .common import trade_chits_for_sympathy, free_special, limited_operations, no_effect, place_sabotage


# ----- helpers shared by this batch -----
def _relay(gen, auto):
    """Run the sub-procedure ``gen`` inside a card, passing its questions to the players, except those that
    ``auto(ask)`` settles itself (it returns the option to choose, or None to ask). Returns ``gen``'s result."""
    try:
        ask = next(gen)
        while True:
            chosen = auto(ask)
            if chosen is None:
                chosen = yield ask
            ask = gen.send(chosen)
    except StopIteration as stop:
        return stop.value


def _forced_space(sid):
    """An ``auto`` for ``_relay``: answer a question whose only option is the space ``sid`` (the card has
    already named the space, so asking again would be an empty formality)."""
    def auto(ask):
        if len(ask.options) == 1 and ask.options[0]["verb"] == "space" and ask.options[0]["arg"] == sid:
            return ask.options[0]
        return None
    return auto


def _keep_news(ask):
    """An ``auto`` for ``_relay``: while a Breaking News is resolving, a Special Activity it grants cannot
    block that same Breaking News (5.4), so the blocking question is answered "let it run"."""
    verbs = [o["verb"] for o in ask.options]
    if verbs == ["yes", "no"] and ask.rule in ("4.2.1", "4.3.2") and ask.key == "news.block":
        return ask.options[1]
    return None


def _news_special(x, sa, rule):
    """A free Special Activity granted by a Breaking News: like ``free_special``, without the blocking step."""
    if not ops.sa_possible(x, sa):
        x.log(rule, f"{ops.SAS[sa]['name']} is not possible now.")
        return
    role = ops.SAS[sa]["role"]
    go = yield from x.ask_yes_no(role, f"{rule}: carry out a free {ops.SAS[sa]['name']}?", rule)
    if go:
        yield from _relay(ops.special_activity(x, sa), _keep_news)


def _any_two_specials(x, role, rule):
    """``role`` carries out up to 2 Special Activities of its choice, one after the other; the same kind may be
    chosen twice and the same pieces may take part in both."""
    for i in range(2):
        choices = [sa for sa, info in ops.SAS.items() if info["role"] == role and ops.sa_possible(x, sa)]
        if not choices:
            x.log(rule, "No Special Activity is possible now.")
            return
        opts = [x.opt("special", sa, ops.SAS[sa]["name"], ops.SAS[sa]["rule"]) for sa in choices]
        opts.append(x.opt("done", None, "No more Special Activities", rule))
        answer = yield x.ask(role, f"{rule}: free Special Activity {i + 1} of 2.", opts, rule)
        if answer["verb"] == "done":
            return
        yield from ops.special_activity(x, answer["arg"])


def _raidable(x, sid):
    return x.sp(sid)["safe"] > 0 and x.cubes(sid) > x.cells(sid)


# U13 General Motors Complex Destroyed
def u13_top(x, role):
    hit = [s for s in x.all_spaces() if x.sp(s)["sabotage"] >= 2]
    if not hit:
        x.log("U13", "No space holds 2 or more Sabotage markers: Public Sympathy stays.")
        return
    x.log("U13", f"{x.name(hit[0])} holds {x.sp(hit[0])['sabotage']} Sabotage markers.")
    yield from x.shift_sympathy(-1, "U13", "many jobs lost")


def u13_bottom(x, role):
    # reading: this is a Sabotage (3.3.3) confined to one Urban space with an Underground Cell; the card turns its
    # 1 marker into 3, and an Arms chit may still add one more, as for any Sabotage (1.8.1).
    spaces = [s for s in x.spaces_of("urban") if x.sp(s)["cells_u"]]
    if not spaces:
        x.log("U13", "No Urban space holds an Underground Cell: no Sabotage is possible.")
        return
    sid = yield from x.ask_space(TUP, "U13: Sabotage in which Urban space (3 markers in place of 1)?", spaces, "U13",
                                 done="No Sabotage", key="sabotage.u13")
    if sid is None:
        return
    before = x.sp(sid)["sabotage"]
    yield from _relay(ops.operation(x, TUP, "sabotage", options={"spaces": [sid], "max_spaces": 1, "no_extra": True}),
                      _forced_space(sid))
    if x.sp(sid)["sabotage"] > before:
        x.sp(sid)["sabotage"] += 2
        x.log("U13", f"2 more Sabotage markers placed in {x.name(sid)} (3 in place of 1).")


def u13_news(x, role):
    yield from _news_special(x, "propagandize", "U13")


# U14 Tupamaros Strike Rural Town
def u14_top(x, role):
    hit = [s for s in x.spaces_of("rural") if x.sp(s)["sabotage"]]
    if not hit:
        x.log("U14", "No Rural space holds a Sabotage marker: Public Sympathy stays.")
        return
    x.log("U14", f"Sabotage in {x.name(hit[0])}.")
    yield from x.shift_sympathy(-2, "U14", "violence horrifies the public")


def u14_bottom(x, role):
    if x.structure == "control":
        go = yield from x.ask_yes_no(TUP, "U14: switch the Organizational Structure to Expansion?", "U14",
                                     yes="Switch to Expansion", no="Stay at Control", key="structure.switch")
        if go:
            yield from switch_structure(x, "expansion", "U14")
    else:
        x.log("U14", "The Tupamaros are already at Expansion.")
    if not (x.s["available"]["cells"] or x.s["available"]["safe"]):
        x.log("U14", "No Cell or Safe House is Available: Recruit could place nothing.")
        return
    go = yield from x.ask_yes_no(TUP, "U14: Recruit in up to 3 spaces?", "U14", yes="Recruit", no="No Recruit")
    if go:
        # reading: the card grants up to 3 spaces even at Expansion (it overrides U6's 2-space limit, 5.1.2); an
        # Orders chit may add a space as for any Operation (2.3.9).
        yield from ops.operation(x, TUP, "recruit", options={"max_spaces": 3})


def u14_news(x, role):
    # reading: the Raid keeps its usual target condition (4.2.2: a Safe House there, and cubes outnumbering
    # Cells); the card only waives the 2 Intel chits.
    spaces = [s for s in x.adjacent("university") if _raidable(x, s)]
    if not spaces:
        x.log("U14", "No space next to the University holds a Safe House with cubes outnumbering its Cells.")
        return
    sid = yield from x.ask_space(GOV, "U14: Raid next to the University without spending Intel?", spaces, "U14",
                                 done="No Raid")
    if sid is not None:
        yield from ops.raid_in(x, sid, "U14", pay=False)


# U15 (a Government Capability): its Breaking News does nothing.


# U16 Tupamaros Debate Plan Cacao (Tupamaros Capability): Breaking News
def u16_news(x, role):
    yield from free_special(x, "intimidate", "U16")


# U17 Massive Prison Break Embarrasses Police
def u17_top(x, role):
    for sid in ["prison"] + list(x.adjacent("prison")):
        x.activate(sid, x.sp(sid)["cells_u"], "U17")
    sp = x.sp("prison")
    if not (x.cubes("prison") and sp["cells_a"]):
        x.log("U17", "No Arrest is possible in the Prison (it needs cubes and Active Cells).")
        return
    go = yield from x.ask_yes_no(GOV, "U17: Arrest in the Prison?", "U17", yes="Arrest", no="No Arrest")
    if go:
        yield from ops.arrest_in(x, "prison")


def u17_bottom(x, role):
    n = x.s["prison"] // 2
    if n:
        x.prison_to_available(n, "U17")
    else:
        x.log("U17", "Fewer than 2 Cells in the Prison box: none return.")
    if x.structure == "expansion":
        go = yield from x.ask_yes_no(TUP, "U17: switch the Organizational Structure to Control?", "U17",
                                     yes="Switch to Control", no="Stay at Expansion", key="structure.switch")
        if go:
            yield from switch_structure(x, "control", "U17")
    else:
        x.log("U17", "The Tupamaros are already at Control.")


def u17_news(x, role):
    spaces = [s for s in x.spaces_of("urban") if x.sp(s)["cells_u"]]
    if not spaces:
        x.log("U17", "No Urban space holds an Underground Cell.")
        return
    sid = yield from x.ask_space(GOV, "U17: Activate every Cell in which Urban space?", spaces, "U17",
                                 done="Activate none")
    if sid is not None:
        x.activate(sid, x.sp(sid)["cells_u"], "U17")


# U18 Héctor Amodio Pérez's Actions Stun City
def u18_top(x, role):
    n = x.s["prison"]
    if not n:
        x.log("U18", "The Prison box is empty: no Intel chit is drawn.")
        return
    x.log("U18", f"{n} Cell{'s' if n > 1 else ''} in the Prison box: {n} Intel chit{'s' if n > 1 else ''} drawn.")
    x.draw_intel(n, "U18")
    return
    yield  # pragma: no cover


def u18_bottom(x, role):
    yield from _any_two_specials(x, TUP, "U18")


def u18_news(x, role):
    yield from trade_chits_for_sympathy(x, "U18", 1, 1, "wages returned")


# U19 (a Tupamaros Capability): its Breaking News does nothing.


# U20 Radio Sarandí Seized, Propaganda Broadcast
def u20_top(x, role):
    yield from x.shift_sympathy(-1, "U20", "broadcast shut off")


def u20_bottom(x, role):
    for _ in range(2):
        yield from free_special(x, "propagandize", "U20")


def u20_news(x, role):
    # reading: a space qualifies when it borders a space holding a Cell (any space type, Strategic Centers too);
    # a Cell's own space counts only if it also borders another space with a Cell. No Strategic Center effect.
    spaces = [s for s in x.all_spaces() if any(x.cells(a) for a in x.adjacent(s))]
    if not spaces:
        x.log("U20", "No Cell on the map: no space qualifies.")
        return
    yield from place_sabotage(x, TUP, spaces, "U20")


# U21 Police Close In On Raúl Sendic
def u21_top(x, role):
    yield from free_special(x, "raid", "U21")
    if x.structure == "control":
        yield from switch_structure(x, "expansion", "U21")
    else:
        x.log("U21", "The Tupamaros are already at Expansion.")


def u21_bottom(x, role):
    n = x.held_intel() // 2
    if not n:
        x.log("U21", "The Government holds fewer than 2 Intel chits: none discarded.")
        return
    for _ in range(n):
        kind = yield from x.choose_intel(GOV, "U21: discard which Intel chit?", "U21", optional=False)
        x.spend_intel(kind, "U21", why="discarded")


def u21_news(x, role):
    if not x.s["prison"]:
        x.log("U21", "The Prison box is empty: no hunger striker to release.")
        return
    go = yield from x.ask_yes_no(TUP, "U21: remove a Cell from the Prison box to Available and shift Public Sympathy "
                                      "toward Support?", "U21", yes="Remove one", no="Decline")
    if not go:
        return
    x.prison_to_available(1, "U21")
    yield from x.shift_sympathy(+1, "U21", "hunger strike")


# U22 Election Results Declared
def u22_top(x, role):
    go = yield from x.ask_yes_no(GOV, "U22: accept a Public Sympathy step toward Support in return for 2 free "
                                      "Special Activities?", "U22", yes="Accept", no="Decline")
    if not go:
        return
    yield from x.shift_sympathy(+1, "U22", "price of 2 Special Activities")
    yield from _any_two_specials(x, GOV, "U22")


def u22_bottom(x, role):
    yield from x.shift_sympathy(+2, "U22", "strong showing for the Broad Front")


def u22_news(x, role):
    x.political_will(+2, "U22", "leftist parties banned")
    x.coup_threat(+1, "U22", "leftist parties banned")
    return
    yield  # pragma: no cover


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


# U24 Plan Tatú Uncovered
def u24_top(x, role):
    # reading: the Raid is an ordinary one (it costs 2 Intel chits and, once the Search is over, needs a Safe
    # House there with cubes outnumbering Cells), unlike U14 which waives the Intel; the Government may stop
    # after the Search.
    sid = yield from x.ask_space(GOV, "U24: Search, then Raid, in which Rural space?", x.spaces_of("rural"), "U24",
                                 done="Decline")
    if sid is None:
        return
    yield from _relay(ops.operation(x, GOV, "search", options={"spaces": [sid], "max_spaces": 1, "no_extra": True}),
                      _forced_space(sid))
    if not _raidable(x, sid):
        x.log("U24", f"No Raid in {x.name(sid)}: no Safe House there, or the cubes do not outnumber the Cells.")
        return
    if x.held_intel() < 2:
        x.log("U24", "No Raid: the Government holds fewer than 2 Intel chits.")
        return
    go = yield from x.ask_yes_no(GOV, f"U24: Raid in {x.name(sid)} (2 Intel chits)?", "U24", yes="Raid", no="No Raid")
    if not go:
        return
    x.log("4.2.2", f"Raid in {x.name(sid)}.")
    removed = yield from ops.raid_in(x, sid, "U24", pay=True)
    if removed:
        x.political_will(+1, "U24", "a rural hideout uncovered")


def u24_bottom(x, role):
    # reading: once the Tupamaros accept, a Safe House moves if one can (5.1.3); when none can (no Urban Safe
    # House, or the Rural space is full), the Underground Cells may still go. Each Cell may leave a different
    # Urban space.
    sources = [s for s in x.spaces_of("urban") if x.sp(s)["safe"]]
    cells_can_go = any(x.sp(s)["cells_u"] for s in x.spaces_of("urban"))
    rural = [r for r in x.spaces_of("rural") if cells_can_go or (sources and x.sp(r)["safe"] < 2)]
    if not rural:
        x.log("U24", "Nothing can move: no Urban Safe House with room for it in a Rural space, and no Urban "
                     "Underground Cell.")
        return
    dest = yield from x.ask_space(TUP, "U24: set up a rural base in which Rural space?", rural, "U24", done="Decline")
    if dest is None:
        return
    if sources and x.sp(dest)["safe"] < 2:
        src = yield from x.ask_space(TUP, f"U24: move a Safe House to {x.name(dest)} from which Urban space?", sources,
                                     "U24")
        yield from x.move_safe_house(src, dest, "U24")
    else:
        x.log("U24", f"No Safe House can move to {x.name(dest)}.")
    for i in range(2):
        cells = [s for s in x.spaces_of("urban") if x.sp(s)["cells_u"]]
        if not cells:
            return
        src = yield from x.ask_space(TUP, f"U24: move an Underground Cell to {x.name(dest)} ({i + 1} of 2)?", cells,
                                     "U24", done="Move no more")
        if src is None:
            return
        x.sp(src)["cells_u"] -= 1
        x.sp(dest)["cells_u"] += 1
        x.log("U24", f"An Underground Cell moves from {x.name(src)} to {x.name(dest)}.")


EVENTS = {
    "U13": {"top": u13_top, "bottom": u13_bottom, "news": u13_news},
    "U14": {"top": u14_top, "bottom": u14_bottom, "news": u14_news},
    "U15": {"news": no_effect},
    "U16": {"news": u16_news},
    "U17": {"top": u17_top, "bottom": u17_bottom, "news": u17_news},
    "U18": {"top": u18_top, "bottom": u18_bottom, "news": u18_news},
    "U19": {"news": no_effect},
    "U20": {"top": u20_top, "bottom": u20_bottom, "news": u20_news},
    "U21": {"top": u21_top, "bottom": u21_bottom, "news": u21_news},
    "U22": {"top": u22_top, "bottom": u22_bottom, "news": u22_news},
    "U23": {"top": u23_top, "bottom": u23_bottom, "news": u23_news},
    "U24": {"top": u24_top, "bottom": u24_bottom, "news": no_effect},
}
