"""Off-map events (8.1-8.3): the Matto Grosso invasion on Turn V and the Mendoza rebellion from Turn II.

Readings: the Paraguayan units that meet the invasion must stand in Paraguay with no Allied unit next to
them; if he has no such infantry and cavalry he cannot meet it. The Argentine units sent against Mendoza
are chosen one at a time and come back as reinforcements on the next turn.
"""

from .model import ALLIED, ARTILLERY, PARAGUAYAN, unit_label


def mg_candidates(p, kind):
    """Paraguayan units of ``kind`` in Paraguay with no Allied unit adjacent (8.2)."""
    allied = {u["where"] for u in p.units() if u["side"] == ALLIED and p.on_map(u)}
    out = []
    for u in p.units():
        if u["side"] == PARAGUAYAN and u["type"] == kind and p.on_map(u) and p.hm.nation(u["where"]) == "paraguay" \
                and not any(n in allied for n in p.hm.neighbours(u["where"])):
            out.append(u)
    return out


def matto_grosso(p):
    """Turn V: the Paraguayan player meets and defeats the invasion, or lets it in (8.2, 4.4)."""
    mg = p.pg["mg"]
    inf, cav = mg_candidates(p, "infantry"), mg_candidates(p, "cavalry")
    opts = [p.opt("let_in", None, "Do not meet it: the three Brazilian units enter this turn and the Allies "
                                  "gain 1 VP at the end of Turn V", "8.2")]
    if inf and cav:
        opts.insert(0, p.opt("meet", None, "Meet and defeat it: send one infantry and one cavalry unit away "
                                           "until Turn VI", "8.2"))
    a = yield p.ask(PARAGUAYAN, "The Matto Grosso invasion arrives (Turn V). Meet and defeat it?", opts, "8.2",
                    private=True)
    if a["verb"] == "let_in":
        mg["status"] = "entering"
        # whether he could have met it depends on what his stacks hide: told to him alone (6.4)
        own = {} if inf and cav else {PARAGUAYAN: ("8.2", "The Paraguayan player does not meet the Matto Grosso "
                                                          "invasion, having no free infantry and cavalry to meet it: "
                                                          "it enters in the Allied player turn.")}
        p.log("8.2", "The Paraguayan player does not meet the Matto Grosso invasion: it enters in the Allied "
                     "player turn.", own=own)
        return
    a = yield p.ask(PARAGUAYAN, "Choose the infantry unit that meets the invasion.",
                    [p.opt("unit", u["id"], f"{unit_label(u)} at {p.hname(u['where'])}", "8.2") for u in inf], "8.2",
                    private=True)
    i = p.unit(a["arg"])
    a = yield p.ask(PARAGUAYAN, "Choose the cavalry unit that meets the invasion.",
                    [p.opt("unit", u["id"], f"{unit_label(u)} at {p.hname(u['where'])}", "8.2") for u in cav], "8.2",
                    private=True)
    c = p.unit(a["arg"])
    for u in sorted((i, c), key=lambda u: u["where"]):
        # the other side sees a unit leave each stack, not which one it is (6.4): its kind is for its owner, and
        # the public lines go in hex order (infantry first would tell which hex held it)
        p.log("8.2", f"A Paraguayan unit leaves {p.hname(u['where'])} to meet the invasion.",
              own={PARAGUAYAN: ("8.2", f"{unit_label(u)} leaves {p.hname(u['where'])} to meet the invasion.")})
        u["where"] = "away"
        u["back"] = 6
    for u in p.units():
        if u["where"] == "mg":
            u["where"] = "dead"
    mg["status"] = "defeated"
    p.log("8.2", "The Matto Grosso invasion is defeated: its three Brazilian units go to the dead pile; the two "
                 "Paraguayan units come back on Turn VI.")


def mendoza_pool(p, group):
    """Non-GN Argentine units free to go: on the map away from Paraguayans, or due this turn (8.3)."""
    py = {u["where"] for u in p.units() if u["side"] == PARAGUAYAN and p.on_map(u)}
    out = []
    for u in p.units():
        if u["nation"] != "argentina" or u.get("gn"):
            continue
        if group == "infantry" and u["type"] != "infantry":
            continue
        if group == "mounted" and u["type"] not in ("cavalry",) + ARTILLERY:
            continue
        if p.on_map(u) and not any(n in py for n in p.hm.neighbours(u["where"])):
            out.append(u)
        elif u["where"] == "track" and u["entry"] <= p.turn:
            out.append(u)
    return out


def mendoza(p):
    """From Turn II until it happens: a roll of 0-2 starts the rebellion; defeat it at once or lose 1 VP (8.3)."""
    roll = p.d10("8.3")
    if roll > 2:
        p.log("8.3", f"Mendoza: roll {roll}, no rebellion this turn.")
        return
    md = p.pg["mendoza"]
    md["status"] = "broke_out"
    md["turn"] = p.turn
    p.log("8.3", f"Mendoza: roll {roll}, the rebellion breaks out.")
    infantry, mounted = mendoza_pool(p, "infantry"), mendoza_pool(p, "mounted")
    opts = [p.opt("ignore", None, "Leave it: the Allies lose 1 VP", "8.3")]
    if len(infantry) >= 6 and len(mounted) >= 4:
        opts.insert(0, p.opt("defeat", None, "Defeat it: send 6 Argentine infantry and 4 Argentine cavalry or "
                                             "artillery (not GN) away until next turn", "8.3"))
    a = yield p.ask(ALLIED, "The Mendoza rebellion: defeat it now?", opts, "8.3", private=True)
    if a["verb"] == "ignore":
        md["status"] = "undefeated"
        p.pg["vp"] -= 1
        # whether he could have put it down depends on what his stacks hide: told to him alone (6.4)
        own = {} if len(infantry) >= 6 and len(mounted) >= 4 else {
            ALLIED: ("8.3", "The rebellion is not put down, as not enough free Argentine units could be sent against "
                            "it: the Allies lose 1 VP (4.4).")}
        p.log("8.3", "The rebellion is not put down: the Allies lose 1 VP (4.4).", own=own)
        return
    sent = []
    for group, n, what in (("infantry", 6, "infantry"), ("mounted", 4, "cavalry or artillery")):
        for k in range(n):
            pool = [u for u in mendoza_pool(p, group) if u not in sent]
            a = yield p.ask(ALLIED, f"Mendoza: choose Argentine {what} unit {k + 1} of {n}.",
                            [p.opt("unit", u["id"], f"{unit_label(u)} ({p.hname(u['where'])})", "8.3")
                             for u in pool], "8.3",
                            private=True)
            sent.append(p.unit(a["arg"]))
    for u in sent:
        u["where"] = "away"
        u["back"] = p.turn + 1
    md["status"] = "defeated"
    p.log("8.3", "Ten Argentine units march against Mendoza; they return as reinforcements next turn.")


__all__ = ["matto_grosso", "mendoza", "mg_candidates", "mendoza_pool"]
