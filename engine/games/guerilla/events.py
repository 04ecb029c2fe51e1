"""The event cards a player plays in his own turn (docs/GUERILLA.md 8.1-8.11): the Assassin and the Policia,
the Arms Cache's demolition raid, the Recon Patrol and UN Intervention, and what each phase offers of the
events and the complexes' abilities. Supply Cut's life cycle is in supply.py, Air Assault and the Armor Column
in airborne.py, the red cards and complexes in red.py, the out-of-turn cards' response windows in windows.py.
"""

from ...words import number, signed
from . import attack, red, supply
from .airborne import air_assault, air_assault_options, armor, armor_card, armor_card_ok
from .bookkeeping import can_pay, holding, letter_ok, pay, played_letter, touch, use_card
from .deployment import deployable
from .model import OTHER
from .windows import bodyguard_window


# ---------------------------------------------------------------- Assassin and Policia (8.5, 9.6)


def assassinate(x, g, by_pid, score_faction, rule):
    """Roll (more dice with Bodyguards, the lowest counts), subtract the leader's modifier: above 5 kills."""
    lead = g["leader"]
    guards = yield from attack.under_way(x, [g["id"]], bodyguard_window(x, by_pid, g["owner"]))
    rolls = [x.die(rule) for _ in range(1 + guards)]
    roll = min(rolls)
    net = roll - x.modifier(lead)
    shown = f"{min(rolls)} (lowest of {', '.join(map(str, rolls))})" if guards else str(roll)
    x.log(rule, f"Assassination attempt on {x.label(lead, g['faction'])}: {shown} minus {signed(x.modifier(lead))} "
                f"= {number(net)}.")
    if net > 5:
        g["leader"] = None
        x.discard([lead])
        x.log(rule, f"{x.label(lead)} is dead.")
        x.score(by_pid, score_faction, x.leader_points(lead, g["faction"]), rule, "an assassination")
        touch(x, g["id"])
    else:
        x.log(rule, "The attempt fails.")


def assassin(x, cid):
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
    pid = x.turn["player"]
    pol = x.ability_group(pid, "assassination")
    opts = [x.opt("leader", g["id"], f"{x.label(g['leader'], g['faction'])} of {x.pname(g['owner'])}", "9.6")
            for g in red.policia_targets(x, pid, pol)]
    a = yield x.ask(pid, "Policia: whose leader?", opts, "9.6")
    pay(x, pol["faction"], "9.6")
    x.turn["used"].append("policia")
    yield from assassinate(x, x.group(a["arg"]), pid, pol["faction"], "9.6")


# ---------------------------------------------------------------- Arms Cache demolition (8.4 use 4)


def demolition_groups(x, pid, card=None):
    """Rebel infantry groups of ``pid`` that may raid with the Arms Cache ``card``: not isolated, and, the raid
    being the group's attack, one that has attacked this turn only with a second Arms Cache for use 1 (8.4; 6.11
    reads destroying a complex as an attack the same way)."""
    return [g for g in x.groups_of(pid) if g["faction"] == "rebel" and not g["complex"] and not x.isolated(g)
            and (g["id"] not in x.turn["attacked"] or _spare_cache(x, g, card))]


def _spare_cache(x, g, card):
    """An Arms Cache other than the raid's own ``card`` that gives ``g`` its second attack (8.4 use 1), or None."""
    if g["id"] in x.turn.get("second", []):
        return None
    return next((c for c in x.hand(g["owner"]) if x.kind(c) == "arms_cache" and c != card and letter_ok(x, c)),
                None)


def demolition_targets(x, pid):
    """Government complexes a Rebel raid may hit: never one of the raider's own, for no player ever attacks his
    own groups (6.1); the UN does not stop demolition (8.11)."""
    return [g for g in x.groups() if g["complex"] and g["faction"] == "government" and g["owner"] != pid]


def demolition(x, cid):
    """6 plus a die against DF plus a die; the difference is damage; the garrison does not defend (8.4)."""
    pid = x.turn["player"]
    opts = [x.opt("demolish", [g["id"], t["id"]], f"{x.gname(g, True)} raids {x.pname(t['owner'])}'s "
                                                  f"{x.cname(t['complex'])}", "8.4")
            for g in demolition_groups(x, pid, cid) for t in demolition_targets(x, pid)]
    a = yield x.ask(pid, "Arms Cache demolition: which group raids which complex?", opts, "8.4")
    g, t = x.group(a["arg"][0]), x.group(a["arg"][1])
    pay(x, "rebel", "8.4")
    if g["id"] in x.turn["attacked"]:                   # its second attack: another Arms Cache (8.4 use 1)
        spare = _spare_cache(x, g, cid)
        use_card(x, pid, spare)
        x.turn.setdefault("second", []).append(g["id"])
        x.log("8.4", f"{x.pname(pid)} plays an Arms Cache to act with {x.gname(g['id'])} again.")
    use_card(x, pid, cid)
    x.turn["attacked"].append(g["id"])
    ad, dd = x.die("8.4"), x.die("8.4")
    att, dfn = 6 + ad, x.card(t["complex"])["df"] + dd
    x.log("8.4", f"Demolition raid on {x.cname(t['complex'])}: 6 + die {ad} = {att} against DF "
                 f"{x.card(t['complex'])['df']} + die {dd} = {dfn}.")
    supply.after_attack(x, g)
    if att > dfn:
        red.damage_complex(x, t, att - dfn, "rebel", pid, "8.4")
    else:
        x.log("8.4", "The raid does no damage.")


# ---------------------------------------------------------------- Recon Patrol (8.9)


def recon_choices(x, pid):
    """Who may patrol (8.9): a one-unit Government infantry group as it stands, ``(group, None)``, or a one-unit
    sortie from a bigger one, ``(group, cards)`` (6.5: the part left behind keeps a legal size; an isolated group
    neither sorties nor patrols); never a group that has attacked this turn, nor one of the UN's player: the patrol
    is an attack (8.2 calls its group "the attacking group"), which he may not make (8.11)."""
    whole, parts = [], []
    if pid == x.un_player():
        return []
    for g in x.groups_of(pid):
        if (g["faction"] != "government" or g["complex"] or x.isolated(g) or x.is_armor_group(g)
                or g["id"] in x.turn["attacked"]):
            continue
        if len(g["units"]) == 1:
            whole.append((g, None))
        else:
            parts += [(g, sub) for sub in attack.sortie_splits(x, g) if sum(1 for c in sub if not x.is_leader(c)) == 1]
    return whole + parts


def _split_patrol(x, g, cards):
    """The single-unit sortie that goes on patrol: a new group of ``cards``; the rest has used its attack (6.5)."""
    lead = next((c for c in cards if x.is_leader(c)), None)
    for c in cards:
        x.remove_from_group(g, c)
    new = x.new_group(g["owner"], g["faction"], lead, [c for c in cards if not x.is_leader(c)])
    x.turn["attacked"].append(g["id"])
    x.log("6.5", f"{x.pname(g['owner'])} splits {x.gname(g)}: {x.gname(new)} sorties "
                 f"({', '.join(x.label(c, g['faction']) for c in cards)}) as a Recon Patrol.")
    return new


def recon(x, cid):
    """A one-unit Government group scouts another player's hand; the player may answer with an Ambush and a
    one-unit Rebel group attacking at double strength (8.9, 8.2)."""
    pid = x.turn["player"]
    opts = []
    for g, cards in recon_choices(x, pid):
        who = x.gname(g, True) if cards is None else \
            f"A sortie of {', '.join(x.label(c, g['faction']) for c in cards)} from {x.gname(g)}"
        opts += [x.opt("patrol", [g["id"], q] + ([cards] if cards else []), f"{who} scouts {x.pname(q)}'s hand", "8.9")
                 for q in x.seats() if q != pid and q != x.un_player()]      # nor against him (8.11)
    a = yield x.ask(pid, "Recon Patrol: which group scouts whom?", opts, "8.9")
    gid, q = a["arg"][:2]
    if len(a["arg"]) > 2:
        gid = _split_patrol(x, x.group(gid), a["arg"][2])["id"]
    use_card(x, pid, cid)
    x.turn["attacked"].append(gid)
    x.log("8.9", f"{x.pname(pid)} sends {x.gname(gid)} on a Recon Patrol against {x.pname(q)}.")
    supply.after_attack(x, x.group(gid))      # the patrol is the group's attack: a supply it cut runs again (8.10)
    counter = [x.opt("counter", None, "Let the patrol through", "8.9")]
    if holding(x, q, "ambush"):
        free = deployable(x, q, "rebel")            # a card the Barracks bound to the Government stays out (9.4)
        units = [c for c in free if x.card(c)["type"] == "unit"]
        leaders = [None] + [c for c in free if x.is_leader(c)]
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
        x.log("8.2", f"{x.pname(q)} ambushes the patrol: Rebel {x.gname(rg)} attacks at double strength.")
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
    x.log("8.9", f"{x.pname(pid)} inspects {x.pname(q)}'s hand in secret.",
          own={pid: ("8.9", f"{x.pname(pid)} inspects {x.pname(q)}'s hand in secret: "
                            f"{', '.join(x.label(c) for c in x.hand(q)) or 'it is empty'}.")})
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
        said = f"{x.pname(pid)} takes a card from {x.pname(q)}'s hand"
        x.log("8.9", f"{said}.", own={r: ("8.9", f"{said}: {x.label(a['arg'])}.") for r in (pid, q)})
    else:
        x.hand(q).remove(a["arg"])
        x.discard([a["arg"]])
        x.log("8.9", f"{x.pname(pid)} makes {x.pname(q)} discard {x.label(a['arg'])}.")


# ---------------------------------------------------------------- UN Intervention (8.11)


def un_card(x, cid):
    pid = x.turn["player"]
    opts = [x.opt("player", q, f"Place the UN with {x.pname(q)}", "8.11") for q in x.seats()]
    a = yield x.ask(pid, "UN Intervention: which player do the peacekeepers protect?", opts, "8.11")
    pay(x, "either", "8.11")
    x.hand(pid).remove(cid)
    played_letter(x, cid)
    x.rnd["un"] = {"player": a["arg"], "card": cid}
    x.log("8.11", f"{x.pname(pid)} plays UN Intervention: {x.pname(a['arg'])} may no longer attack or be attacked "
                  "(except by assassins, the Policia, demolition and propaganda).")


# ---------------------------------------------------------------- what each phase offers


def attack_phase_options(x):
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
    if card and recon_choices(x, pid):
        out.append(x.opt("recon", card, "Play a Recon Patrol with a one-unit Government group or sortie", "8.9"))
    card = holding(x, pid, "arms_cache", True)
    if card and can_pay(x, "rebel") and demolition_groups(x, pid, card) and demolition_targets(x, pid):
        out.append(x.opt("demolition", card, "Arms Cache: demolition raid on a Government complex (1 action)", "8.4"))
    out += air_assault_options(x)
    card = holding(x, pid, "armor_column", True)
    if card and armor_card_ok(x):
        out.append(x.opt("armor_card", card, "Play the Armor Column: it enters play and attacks (1 action for "
                                             "the whole chain)", "8.3"))
    return out


def deployment_options(x):
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

