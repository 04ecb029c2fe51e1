"""The event cards (docs/GUERILLA.md 8.1-8.11) and the response windows of out-of-turn cards.

Out-of-turn cards (Ambush in defence, Informant, Atrocities/Press, Bodyguard) are answered in windows whose
opening and whose askees depend only on public facts: every player is asked at once (a sealed ``AskEach``)
and "no response" is always an option, so a pause never tells anyone what is in a hand.
"""

from . import red, supply
from .model import OTHER
from .red import complex_destroyed, play_red  # noqa: F401  (re-exported for attack.py and turn.py)
from .supply import after_attack, faction_changed, group_gone, grow_isolation  # noqa: F401


def holding(x, pid, kind, check_letter=False):
    from .turn import letter_ok
    return next((c for c in x.hand(pid) if x.kind(c) == kind and (not check_letter or letter_ok(x, c))), None)


def use_card(x, pid, cid):
    from .turn import played_letter
    x.hand(pid).remove(cid)
    x.discard([cid])
    if x.card(cid)["timing"] == "in_turn":
        played_letter(x, cid)


# ---------------------------------------------------------------- response windows (8.2, 8.6, 8.7, 8.8)


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
    x.log(rule, f"{x.pname(g['owner'])}'s group {g['id']} retreats: {len(cards)} card(s) back to hand"
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
                opts.append(x.opt("informant", ["retreat"], f"Informant: let group {tg['id']} retreat", "8.8"))
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
            x.log("8.8", f"{x.pname(q)} plays an Informant on group {tg['id']}: it may retreat before the battle.")
    if offered:
        a = yield x.ask(tg["owner"], f"An Informant warns group {tg['id']}: retreat to your hand?",
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
            opts.append(x.opt("atrocities", None, f"Atrocities: double the {points} point(s) of this battle", "8.6"))
            opts.append(x.opt("press", None, f"Press: halve the {points} point(s) of this battle", "8.6"))
        questions[q] = (f"The battle cost {x.pname(loser)} {points} point(s) of losses: Atrocities or Press?", opts)
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
        opts = [x.opt("bodyguards", n, "No Bodyguard" if n == 0 else f"Play {n} Bodyguard(s)", "8.7")
                for n in range(len(held) + 1)]
        questions[q] = ("An assassination is attempted: play Bodyguards?", opts)
    answers = yield x.ask_each(questions, "8.7")
    total = 0
    for q in x.clockwise_from(attacker):
        n = answers[q]["arg"]
        for c in [c for c in x.hand(q) if x.kind(c) == "bodyguard"][:n]:
            use_card(x, q, c)
        if n:
            x.log("8.7", f"{x.pname(q)} plays {n} Bodyguard(s).")
        total += n
    return total


# ---------------------------------------------------------------- Assassin and Policia (8.5, 9.6)


def assassinate(x, g, by_pid, score_faction, rule):
    """Roll (more dice with Bodyguards, the lowest counts), subtract the leader's modifier: above 5 kills."""
    lead = g["leader"]
    guards = yield from bodyguard_window(x, by_pid, g["owner"])
    rolls = [x.die(rule) for _ in range(1 + guards)]
    roll = min(rolls)
    net = roll - x.modifier(lead)
    shown = f"{min(rolls)} (lowest of {', '.join(map(str, rolls))})" if guards else str(roll)
    x.log(rule, f"Assassination attempt on {x.label(lead, g['faction'])}: {shown} minus {x.modifier(lead):+d} = {net}.")
    if net > 5:
        g["leader"] = None
        x.discard([lead])
        x.log(rule, f"{x.label(lead)} is dead.")
        x.score(by_pid, score_faction, x.leader_points(lead, g["faction"]), rule, "an assassination")
        from .turn import touch
        touch(x, g["id"])
    else:
        x.log(rule, "The attempt fails.")


def assassin(x, cid):
    from .turn import pay
    pid = x.turn["player"]
    targets = [g for g in x.groups() if g["leader"] and g["owner"] != pid]
    opts = [x.opt("leader", g["id"], f"{x.label(g['leader'], g['faction'])} of {x.pname(g['owner'])}", "8.5")
            for g in targets]
    a = yield x.ask(pid, "Assassin: whose leader?", opts, "8.5")
    g = x.group(a["arg"])
    pay(x, "none", "8.5")
    use_card(x, pid, cid)
    x.log("8.5", f"{x.pname(pid)} sends an Assassin after {x.label(g['leader'], g['faction'])}.")
    yield from assassinate(x, g, pid, OTHER[g["faction"]], "8.5")


def policia(x, arg):
    from .turn import pay
    pid = x.turn["player"]
    pol = x.ability_group(pid, "assassination")
    opts = [x.opt("leader", g["id"], f"{x.label(g['leader'], g['faction'])} of {x.pname(g['owner'])}", "9.6")
            for g in red.policia_targets(x, pid, pol)]
    a = yield x.ask(pid, "Policia: whose leader?", opts, "9.6")
    pay(x, pol["faction"], "9.6")
    x.turn["used"].append("policia")
    yield from assassinate(x, x.group(a["arg"]), pid, pol["faction"], "9.6")


# ---------------------------------------------------------------- Arms Cache demolition (8.4 use 4)


def demolition_groups(x, pid):
    return [g for g in x.groups_of(pid) if g["faction"] == "rebel" and not g["complex"] and not x.isolated(g)
            and g["id"] not in x.turn["attacked"]]


def demolition_targets(x):
    return [g for g in x.groups() if g["complex"] and g["faction"] == "government"]


def demolition(x, cid):
    """6 plus a die against DF plus a die; the difference is damage; the garrison does not defend (8.4)."""
    from .turn import pay
    pid = x.turn["player"]
    opts = [x.opt("demolish", [g["id"], t["id"]], f"Group {g['id']} raids {x.pname(t['owner'])}'s "
                                                  f"{x.cname(t['complex'])}", "8.4")
            for g in demolition_groups(x, pid) for t in demolition_targets(x)]
    a = yield x.ask(pid, "Arms Cache demolition: which group raids which complex?", opts, "8.4")
    g, t = x.group(a["arg"][0]), x.group(a["arg"][1])
    pay(x, "rebel", "8.4")
    use_card(x, pid, cid)
    x.turn["attacked"].append(g["id"])
    ad, dd = x.die("8.4"), x.die("8.4")
    att, dfn = 6 + ad, x.card(t["complex"])["df"] + dd
    x.log("8.4", f"Demolition raid on {x.cname(t['complex'])}: 6 + {ad} = {att} against DF + {dd} = {dfn}.")
    supply.after_attack(x, g)
    if att > dfn:
        red.damage_complex(x, t, att - dfn, "rebel", pid, "8.4")
    else:
        x.log("8.4", "The raid does no damage.")


# ---------------------------------------------------------------- Recon Patrol (8.9)


def recon_groups(x, pid):
    return [g for g in x.groups_of(pid) if g["faction"] == "government" and len(g["units"]) == 1
            and not g["complex"] and not x.isolated(g) and not x.is_armor_group(g) and g["id"] not in x.turn["attacked"]]


def recon(x, cid):
    """A one-unit Government group scouts another player's hand; the player may answer with an Ambush and a
    one-unit Rebel group attacking at double strength (8.9, 8.2)."""
    from . import attack
    pid = x.turn["player"]
    opts = [x.opt("patrol", [g["id"], q], f"Group {g['id']} scouts {x.pname(q)}'s hand", "8.9")
            for g in recon_groups(x, pid) for q in x.seats() if q != pid]
    a = yield x.ask(pid, "Recon Patrol: which group scouts whom?", opts, "8.9")
    gid, q = a["arg"]
    use_card(x, pid, cid)
    x.turn["attacked"].append(gid)
    x.log("8.9", f"{x.pname(pid)} sends group {gid} on a Recon Patrol against {x.pname(q)}.")
    counter = [x.opt("counter", None, "Let the patrol through", "8.9")]
    if holding(x, q, "ambush"):
        units = [c for c in x.hand(q) if x.card(c)["type"] == "unit"]
        leaders = [None] + [c for c in x.hand(q) if x.is_leader(c)]
        for u in units:
            for lead in leaders:
                label = x.unit_label(u, "rebel") + (f" led by {x.label(lead, 'rebel')}" if lead else "")
                counter.append(x.opt("counter", [u, lead], f"Ambush the patrol with {label}", "8.2"))
    ans = yield x.ask(q, f"{x.pname(pid)}'s Recon Patrol is coming: counter it with an Ambush?", counter, "8.9")
    if ans["arg"]:
        u, lead = ans["arg"]
        use_card(x, q, holding(x, q, "ambush"))
        for c in [u] + ([lead] if lead else []):
            x.hand(q).remove(c)
        rg = x.new_group(q, "rebel", lead, [u])
        x.log("8.2", f"{x.pname(q)} ambushes the patrol: a Rebel group {rg['id']} attacks at double strength.")
        spec = attack.make_spec(x, [{"group": rg["id"], "units": [u], "leader": lead}], gid,
                                {"units": [x.group(gid)["units"][0]], "leader": x.group(gid)["leader"],
                                 "complex": False})
        spec["player"], spec["faction"] = q, "rebel"
        spec["mult_fixed"] = {u: True}
        yield from attack.fight(x, spec, kind="recon_counter")
        if x.group(rg["id"]) is not None:
            x.log("8.9", "The Rebel ambushers survive: the Recon Patrol fails.")
            return
        if x.group(gid) is None:
            x.log("8.9", "The patrol is wiped out: the Recon Patrol fails.")
            return
        x.log("8.9", "The ambushers are eliminated: the patrol goes on.")
    x.log("8.9", f"{x.pname(pid)} inspects {x.pname(q)}'s hand in secret.")
    x.log("8.9", f"{x.pname(q)}'s hand: {', '.join(x.label(c) for c in x.hand(q)) or 'empty'}.", to=[pid])
    wanted = [c for c in x.hand(q) if x.kind(c) in ("arms_cache", "ambush", "assassin")]
    opts = [x.opt("take", c, f"Take {x.label(c)}", "8.9") for c in wanted]
    opts += [x.opt("throw", c, f"Discard {x.label(c)}", "8.9") for c in wanted]
    opts.append(x.opt("take", None, "Leave the hand as it is", "8.9"))
    a = yield x.ask(pid, f"{x.pname(q)}'s hand lies open to you: take or discard one card?", opts, "8.9")
    if a["arg"] is None:
        x.log("8.9", f"{x.pname(pid)} leaves {x.pname(q)}'s hand untouched.")
    elif a["verb"] == "take":
        x.hand(q).remove(a["arg"])
        x.hand(pid).append(a["arg"])
        x.log("8.9", f"{x.pname(pid)} takes a card from {x.pname(q)}'s hand.")
        x.log("8.9", f"The card taken: {x.label(a['arg'])}.", to=[pid, q])
    else:
        x.hand(q).remove(a["arg"])
        x.discard([a["arg"]])
        x.log("8.9", f"{x.pname(pid)} makes {x.pname(q)} discard {x.label(a['arg'])}.")


# ---------------------------------------------------------------- UN Intervention (8.11)


def un_card(x, cid):
    from .turn import pay
    pid = x.turn["player"]
    opts = [x.opt("player", q, f"Place the UN with {x.pname(q)}", "8.11") for q in x.seats()]
    a = yield x.ask(pid, "UN Intervention: which player do the peacekeepers protect?", opts, "8.11")
    pay(x, "either", "8.11")
    x.hand(pid).remove(cid)
    from .turn import played_letter
    played_letter(x, cid)
    x.rnd["un"] = {"player": a["arg"], "card": cid}
    x.log("8.11", f"{x.pname(pid)} plays UN Intervention: {x.pname(a['arg'])} may no longer attack or be attacked "
                  "(except by assassins, the Policia, demolition and propaganda).")


# ---------------------------------------------------------------- Air Assault (8.1) and the Armor Column (8.3)

from .airborne import (air_assault, air_assault_options, armor, armor_card, armor_card_ok,  # noqa: E402,F401
                       armor_targets)


# ---------------------------------------------------------------- what each phase offers


def attack_phase_options(x):
    from .turn import can_pay
    pid = x.turn["player"]
    out = red.ability_options(x)
    un = x.un_player()
    card = holding(x, pid, "assassin", True)
    if card and can_pay(x, "none") and any(g["leader"] and g["owner"] != pid for g in x.groups()):
        out.append(x.opt("assassin", card, "Play an Assassin (1 action)", "8.5"))
    card = holding(x, pid, "supply_cut", True)
    if card and pid != un and any(can_pay(x, g["faction"]) and supply.can_cut(x, g) and supply.cut_targets(x, g)
                                  for g in x.groups_of(pid)):
        out.append(x.opt("supply_cut", card, "Play Supply Cut: an infantry group cuts an enemy group's supply "
                                             "(1 action, instead of its attack)", "8.10"))
    card = holding(x, pid, "recon_patrol", True)
    if card and recon_groups(x, pid):
        out.append(x.opt("recon", card, "Play a Recon Patrol with a one-unit Government group", "8.9"))
    card = holding(x, pid, "arms_cache", True)
    if card and can_pay(x, "rebel") and demolition_groups(x, pid) and demolition_targets(x):
        out.append(x.opt("demolition", card, "Arms Cache: demolition raid on a Government complex (1 action)", "8.4"))
    out += air_assault_options(x)
    card = holding(x, pid, "armor_column", True)
    if card and armor_card_ok(x):
        out.append(x.opt("armor_card", card, "Play the Armor Column: it enters play and attacks (1 action for "
                                             "the whole chain)", "8.3"))
    return out


def deployment_options(x):
    from .turn import can_pay
    pid = x.turn["player"]
    out = red.palace_options(x)
    card = holding(x, pid, "un_intervention", True)
    if card and x.rnd["atrocity"] and x.rnd["un"] is None and can_pay(x, "either"):
        out.append(x.opt("un", card, "Play UN Intervention on a player (1 action; an atrocity has occurred)", "8.11"))
    card = holding(x, pid, "arms_cache", True)
    if card and can_pay(x, "rebel") and supply.arms_cache_relief_groups(x, pid):
        out.append(x.opt("relieve", card, "Arms Cache: relieve an isolated Rebel group (1 action)", "8.4"))
    return out


def draw_phase_options(x):
    return red.retrieval_options(x)


HANDLERS = {"assassin": assassin, "policia": policia, "supply_cut": supply.supply_cut, "recon": recon,
            "demolition": demolition, "un": un_card, "relieve": supply.relieve, "air_strike": red.air_strike,
            "propaganda": red.propaganda, "palace": red.palace_leader, "port": red.port, "barracks": red.barracks,
            "air_assault": air_assault, "armor": armor, "armor_card": armor_card}

