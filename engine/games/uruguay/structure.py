"""The Tupamaros' Organizational Structure, Control or Expansion (rule 6.4.3): the Propaganda Round's choice
to switch, and the switch itself with the 6 Cells and 1 Safe House it moves (the events U14, U17 and U21
switch it too)."""

from ...words import count
from .board import TUP


def structure_choice(x, rule):
    """6.4.3: the Tupamaros may switch between Control and Expansion."""
    now = x.structure
    other = "expansion" if now == "control" else "control"
    switch = yield from x.ask_yes_no(TUP, f"Organizational Structure is {now.title()}: switch to {other.title()}?", rule,
                                     yes=f"Switch to {other.title()}", no=f"Stay at {now.title()}",
                                     key="structure.switch")
    if switch:
        yield from switch_structure(x, other, rule)


def switch_structure(x, to, rule):
    s = x.s
    s["tracks"]["structure"] = to
    x.log(rule, f"Organizational Structure: {to.title()}.")
    if to == "expansion":
        s["available"]["cells"] += s["expansion"]["cells"]
        s["available"]["safe"] += s["expansion"]["safe"]
        s["expansion"] = {"cells": 0, "safe": 0}
        return
    # to Control: 6 Cells and 1 Safe House into the Expansion box, from Available, then the map, then Prison.
    # Each piece goes into the box as soon as it is taken, so the board is whole at every question.
    box = s["expansion"]
    need_c, need_s = 6 - box["cells"], 1 - box["safe"]
    take = min(need_c, s["available"]["cells"])
    s["available"]["cells"] -= take
    box["cells"] += take
    need_c -= take
    take = min(need_s, s["available"]["safe"])
    s["available"]["safe"] -= take
    box["safe"] += take
    need_s -= take
    while need_c and x.on_map("cells_u") + x.on_map("cells_a"):
        spaces = [sid for sid in x.all_spaces() if x.cells(sid)]
        sid = yield from x.ask_space(TUP, f"Control: take a Cell off the map ({need_c} still needed).", spaces, rule)
        key = "cells_a" if x.sp(sid)["cells_a"] else "cells_u"
        x.sp(sid)[key] -= 1
        box["cells"] += 1
        need_c -= 1
    take = min(need_c, s["prison"])
    s["prison"] -= take
    box["cells"] += take
    while need_s:
        if x.solo:
            taken = yield from _solo_take_safe_house(x, rule)
            if not taken:
                break
            box["safe"] += 1
            need_s -= 1
            continue
        spaces = [sid for sid in x.all_spaces() if x.sp(sid)["safe"] > (1 if s["pp"] == sid else 0)]
        if not spaces:
            break
        # private: the spaces offered leave out the People's Prison when it stands alone
        answer = yield x.ask(TUP, "Control: take a Safe House off the map.",
                             [x.opt("space", sid, x.name(sid), rule) for sid in spaces], rule, private=True)
        sid = answer["arg"]
        x.sp(sid)["safe"] -= 1
        box["safe"] += 1
        need_s -= 1
    x.log(rule, f"The Expansion box now holds {count(box['cells'], 'Cell')} and {count(box['safe'], 'Safe House')}.")


def _solo_take_safe_house(x, rule):
    """Multi-hand solo, 6.4.3 to Control: nobody knows which disk is the People's Prison, so the player picks a
    space and a blind draw picks the disk there. Reading: the People's Prison may not go to the Expansion box,
    so a disk that turns out to be it is put back face up (now known to all) and the player picks again."""
    while True:
        spaces = [sid for sid in x.all_spaces()
                  if x.sp(sid)["safe"] > (1 if x.s.get("pp_revealed") == sid else 0)]
        if not spaces:
            return False
        answer = yield x.ask(TUP, "Control: take a Safe House off the map (the disk is picked blind).",
                             [x.opt("space", sid, x.name(sid), rule) for sid in spaces], rule)
        sid = answer["arg"]
        if x.s.get("pp_revealed") == sid:          # the People's Prison lies face up: take a plain disk
            disk = "safe_house"
        else:
            disk = x.chance.draw(x.disks(sid), rule) if x.sp(sid)["safe"] > 1 else x.disks(sid)[0]
        if disk != "peoples_prison":
            x.sp(sid)["safe"] -= 1
            return True
        x.s["pp_revealed"] = sid
        x.log(rule, f"The disk picked in {x.name(sid)} is the People's Prison: it stays, face up, and another "
                    "Safe House must go.")
