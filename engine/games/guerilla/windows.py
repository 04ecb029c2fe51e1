"""The response windows of out-of-turn cards (docs/GUERILLA.md 8.6, 8.7, 8.8) and the Informant's retreat.

Out-of-turn cards (Informant, Atrocities/Press, Bodyguard) are answered in windows whose opening and whose
askees depend only on public facts: every player is asked at once (a sealed ``AskEach``) and "no response" is
always an option, so a pause never tells anyone what is in a hand. (A defender's Ambush is asked in the battle
itself, attack.py.)
"""

from ...words import count
from . import supply
from .bookkeeping import holding, use_card


def can_retreat(x, tg, spec):
    """An Informant lets an attacked Rebel group retreat to its owner's hand: not an isolated group, not a
    complex (its garrison may go), not a leader who alone garrisons a complex (8.8)."""
    if tg["faction"] != "rebel" or x.isolated(tg):
        return False
    if tg["complex"]:
        return bool(tg["units"])
    return True


def retreat(x, g, rule):
    """The group's troops go back to the owner's hand; a complex stays behind (8.8)."""
    cards = ([g["leader"]] if g["leader"] else []) + list(g["units"])
    g["leader"], g["units"] = None, []
    x.hand(g["owner"]).extend(cards)
    x.log(rule, f"{x.pname(g['owner'])}'s {x.gname(g)} retreats: {count(len(cards), 'card')} back to hand"
                + (f"; {x.cname(g['complex'])} is left behind." if g["complex"] else "."))
    for v in supply.cutters_victims(x, g):
        supply.end_isolation(x, v, rule, "the Rebel group cutting its supply retreated")
    if not g["complex"]:
        x.s["groups"].remove(g)


def informant_window(x, spec, tg, effects, retreat_ok):
    """Before the battle is resolved anyone may play an Informant: cancel an Ambush, or offer the attacked
    Rebel group a retreat, which its owner may accept (8.8)."""
    questions = {}
    for q in x.seats():
        opts = [x.opt("pass", None, "No Informant", "8.8")]
        if holding(x, q, "informant"):
            for k, e in enumerate(effects):
                if e["kind"] == "ambush":
                    opts.append(x.opt("informant", ["cancel", k], f"Informant: cancel {x.pname(e['by'])}'s ambush",
                                      "8.8"))
            if retreat_ok:
                opts.append(x.opt("informant", ["retreat"], f"Informant: let {x.gname(tg)} retreat", "8.8"))
        questions[q] = ("Before the battle is resolved: play an Informant?", opts)
    answers = yield x.ask_each(questions, "8.8")
    offered = False
    for q in x.clockwise_from(spec["player"]):
        a = answers[q]
        if a["verb"] != "informant":
            continue
        card = holding(x, q, "informant")
        if a["arg"][0] == "cancel":
            e = effects[a["arg"][1]]
            if e.get("cancelled"):
                continue
            use_card(x, q, card)
            e["cancelled"] = True
            x.log("8.8", f"{x.pname(q)} plays an Informant: {x.pname(e['by'])}'s ambush is cancelled.")
        elif not offered:
            use_card(x, q, card)
            offered = True
            x.log("8.8", f"{x.pname(q)} plays an Informant on {x.gname(tg)}: it may retreat before the battle.")
    if offered:
        a = yield x.ask(tg["owner"], f"An Informant warns {x.gname(tg)}: retreat to your hand?",
                        [x.opt("retreat", True, "Retreat (the attacker's action is spent all the same)", "8.8"),
                         x.opt("retreat", False, "Stand and fight", "8.8")], "8.8")
        if a["arg"]:
            retreat(x, tg, "8.8")
            return "retreated"
        x.log("8.8", f"{x.pname(tg['owner'])} stands and fights.")
    return None


def atrocities_window(x, spec, points, loser):
    """Right after a battle with losses any player may play Atrocities (points doubled) and any player Press
    (points halved), one of each; an Atrocity moves the UN card to the loser (8.6, 8.11)."""
    questions = {}
    for q in x.seats():
        opts = [x.opt("pass", None, "Neither Atrocities nor Press", "8.6")]
        if holding(x, q, "atrocities_press"):
            opts.append(x.opt("atrocities", None, f"Atrocities: double the {count(points, 'point')} of this battle", "8.6"))
            opts.append(x.opt("press", None, f"Press: halve the {count(points, 'point')} of this battle", "8.6"))
        questions[q] = (f"The battle cost {x.pname(loser)} {count(points, 'point')} of losses: Atrocities or Press?", opts)
    answers = yield x.ask_each(questions, "8.6")
    done = {}
    for q in x.clockwise_from(spec["player"]):
        verb = answers[q]["verb"]
        if verb in ("atrocities", "press") and verb not in done:
            use_card(x, q, holding(x, q, "atrocities_press"))
            done[verb] = q
    if "atrocities" in done:
        points *= 2
        x.rnd["atrocity"] = True
        x.log("8.6", f"{x.pname(done['atrocities'])} plays Atrocities: the points are doubled, and the atrocities "
                     "marker goes in the centre of the table.")
        un = x.rnd["un"]
        if un and un["player"] != loser:
            un["player"] = loser
            x.log("8.11", f"The UN card moves to {x.pname(loser)}, who suffered the atrocity.")
    if "press" in done:
        points //= 2
        x.log("8.6", f"{x.pname(done['press'])} plays Press: the points are halved.")
    return points


def bodyguard_window(x, attacker, leader_owner):
    """Every player may play Bodyguards against an assassination: one more roll each, the lowest counts (8.7)."""
    questions = {}
    for q in x.seats():
        held = [c for c in x.hand(q) if x.kind(c) == "bodyguard"] if q != attacker else []
        opts = [x.opt("bodyguards", n, "No Bodyguard" if n == 0 else f"Play {count(n, 'Bodyguard')}", "8.7")
                for n in range(len(held) + 1)]
        questions[q] = ("An assassination is attempted: play Bodyguards?", opts)
    answers = yield x.ask_each(questions, "8.7")
    total = 0
    for q in x.clockwise_from(attacker):
        n = answers[q]["arg"]
        for c in [c for c in x.hand(q) if x.kind(c) == "bodyguard"][:n]:
            use_card(x, q, c)
        if n:
            x.log("8.7", f"{x.pname(q)} plays {count(n, 'Bodyguard')}.")
        total += n
    return total
