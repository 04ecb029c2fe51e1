"""The red cards (docs/GUERILLA.md 9.1-9.11): drawn complexes, Bad Weather, the Revolution and the Traitors,
and the complexes' abilities: air strikes, the Policia, the TV Station's propaganda, the Port's and the
Barracks' retrievals, the Presidential Palace's leader, and damage and destruction of complexes."""

from itertools import combinations

from ...words import number, signed
from . import supply
from .bookkeeping import can_pay, choose_command, owners_rearrange, pay, touch
from .deployment import bound_faction
from .model import FNAME, OTHER

# ---------------------------------------------------------------- red cards drawn (7.6, 7.7, 9.2, 9.9, 9.10)


def play_red(x, pid, cid):
    """A red card drawn is played at once (7.6); until it has found its place it lies face up on the table
    (``round.playing``), so that every card is somewhere at every question."""
    x.rnd["playing"] = cid
    yield from _play_red(x, pid, cid)
    x.rnd["playing"] = None


def _play_red(x, pid, cid):
    kind = x.card(cid)["type"]
    if kind == "complex":
        yield from drawn_complex(x, pid, cid)
    elif x.kind(cid) == "bad_weather":
        x.rnd["bad_weather"] = {"player": pid, "card": cid, "turn": x.turn["no"]}
        x.log("9.2", f"Bad Weather is placed before {x.pname(pid)}: no air assaults or air strikes until it clears.")
    elif x.kind(cid) == "revolution":
        yield from revolution(x, pid, cid)
    else:
        yield from traitor(x, pid, cid)


def drawn_complex(x, pid, cid):
    """A drawn complex joins a one-unit, un-isolated Government group of the drawer without a complex, or
    stands alone; it starts under Government control (7.7)."""
    hosts = [g for g in x.groups_of(pid) if g["faction"] == "government" and len(g["units"]) == 1
             and not g["complex"] and not x.isolated(g) and not x.is_armor_group(g)]
    target = None
    if hosts:
        opts = [x.opt("host", g["id"], f"Add it to {x.gname(g)} (its unit becomes the garrison)", "7.7")
                for g in hosts]
        opts.append(x.opt("host", None, "Deploy it on its own", "7.7"))
        a = yield x.ask(pid, f"You drew {x.cname(cid)}: where does it go?", opts, "7.7")
        target = x.group(a["arg"]) if a["arg"] else None
    if target:
        target["complex"] = cid
        x.log("7.7", f"{x.pname(pid)} deploys {x.cname(cid)} with {x.gname(target)} (Government control).")
    else:
        g = x.new_group(pid, "government", None, [], cid)
        x.log("7.7", f"{x.pname(pid)} deploys {x.cname(cid)} on its own as {x.gname(g)} (Government control).")


def revolution(x, pid, cid):
    """The drawer may swap two players' loyalty markers, then turns one Government group Rebel; players holding
    the working Presidential Palace are left out of both (9.9)."""
    free = [q for q in x.seats() if not x.palace_immune(q)]
    opts = [x.opt("swap", None, "Exchange no loyalty markers", "9.9")]
    for a, b in combinations(free, 2):
        opts.append(x.opt("swap", [a, b], f"Exchange the markers of {x.pname(a)} and {x.pname(b)}", "9.9"))
    ans = yield x.ask(pid, "Revolution! Exchange the loyalty markers of two players?", opts, "9.9")
    if ans["arg"]:
        a, b = ans["arg"]
        pa, pb = x.player(a), x.player(b)
        pa["loyalty"], pb["loyalty"] = pb["loyalty"], pa["loyalty"]
        said = f"{x.pname(pid)} exchanges the loyalty markers of {x.pname(a)} and {x.pname(b)}"
        x.log("9.9", f"{said}.", own={q: ("9.9", f"{said}: yours is now {x.player(q)['loyalty'].title()}.")
                                      for q in (a, b)})
    else:
        x.log("9.9", f"{x.pname(pid)} exchanges no loyalty markers.")
    groups = [g for g in x.groups() if g["faction"] == "government" and g["owner"] in free
              and not x.is_armor_group(g)]
    if groups:
        ans = yield x.ask(pid, "Revolution: which Government group turns Rebel?",
                          [x.opt("group", g["id"], f"{x.pname(g['owner'])}'s {x.gname(g)}", "9.9") for g in groups],
                          "9.9")
        yield from change_faction(x, x.group(ans["arg"]), "9.9")
    else:
        x.log("9.9", "No Government group can change sides.")
    x.discard([cid])


def change_faction(x, g, rule):
    old = g["faction"]
    g["faction"] = OTHER[old]
    x.log(rule, f"{x.pname(g['owner'])}'s {x.gname(g)} changes sides: it is now {FNAME[g['faction']]}.")
    supply.faction_changed(x, g, old, rule)
    if x.turn is not None and g["id"] not in x.turn["touched"]:
        x.turn["touched"].append(g["id"])
    if g in x.groups():
        # 3.5: rearranged right after the change, by its owner, whoever's turn it is (a drawn red card ends the
        # drawer's turn, 7.6, so even his own group would otherwise wait for his next turn); asked only when the
        # choice could change anything
        yield from choose_command(x, g, f"{x.gname(g, True)} has changed sides")


def traitor(x, pid, cid):
    """A Traitor on a deployed complex or leader: roll plus the leader's modifier above 5 turns the whole
    group; otherwise the leader is shot (no points). Palace holders are immune (9.10)."""
    targets = [g for g in x.groups() if (g["leader"] or g["complex"]) and not x.palace_immune(g["owner"])
               and not x.is_armor_group(g)]
    if not targets:
        x.log("9.10", "A Traitor is drawn but there is no leader or complex it could be played on: discarded.")
        x.discard([cid])
        return
    opts = [x.opt("group", g["id"], f"{x.pname(g['owner'])}'s {x.gname(g)}: "
                                    + (x.label(g["leader"], g["faction"]) if g["leader"] else x.cname(g["complex"])),
                  "9.10") for g in targets]
    ans = yield x.ask(pid, "Traitors: on which leader or complex?", opts, "9.10")
    g = x.group(ans["arg"])
    roll = x.die("9.10")
    mod = x.modifier(g["leader"]) if g["leader"] else 0
    if roll + mod > 5:
        x.log("9.10", f"Traitors: {roll} {signed(mod)} = {roll + mod}, more than 5: the group goes over.")
        yield from change_faction(x, g, "9.10")        # its owner may be asked (3.5): the card is still being played
        x.discard([cid])
        return
    x.discard([cid])
    if g["leader"]:
        lead = g["leader"]
        g["leader"] = None
        x.discard([lead])
        x.log("9.10", f"Traitors: {roll} {signed(mod)} = {number(roll + mod)}: {x.label(lead)} is shot as a traitor "
                      "(no points).")
    else:
        x.log("9.10", f"Traitors: {roll}: the complex stays loyal.")


# ---------------------------------------------------------------- damage to complexes (8.4, 9.1)


def damage_complex(x, g, amount, by_faction, by_player, rule):
    """Add damage; damage beyond the DF destroys the complex (8.4, 9.1)."""
    g["damage"] += amount
    df = x.card(g["complex"])["df"]
    x.log(rule, f"{x.cname(g['complex'])} takes {amount} damage ({g['damage']} in all, DF {df}).")
    if g["damage"] > df:
        complex_destroyed(x, g, by_faction, by_player, rule)


def complex_destroyed(x, g, by_faction, by_player, rule):
    """A destroyed complex: Rebels score its VP, the Government nothing (10.3); its garrison stays on as a
    group, a lone leader is eliminated (reading) and scores for the other side when it struck (10.3)."""
    cplx = g["complex"]
    g["complex"] = None
    g["damage"] = 0
    x.discard([cplx])
    x.log(rule, f"{x.cname(cplx)} is destroyed.")
    if by_faction == "rebel":
        x.score(by_player, "rebel", x.card(cplx)["vp"], "10.3", f"{x.cname(cplx)} destroyed by the Rebels")
    if g["leader"] and not g["units"]:
        lead, faction = g["leader"], g["faction"]
        x.discard([lead])
        x.log("3.2", f"{x.label(lead)} is left without troops and is eliminated.")
        g["leader"] = None
        if by_player != g["owner"]:        # struck down by the other side: an eliminated leader (10.3)
            x.score(by_player, by_faction, x.card_points(lead, faction), "10.3", "a leader eliminated")
    if not g["units"]:
        x.s["groups"].remove(g)
        supply.group_gone(x, g, "destroyed")


# ---------------------------------------------------------------- abilities in the Attack phase (9.1, 9.6, 9.11)


def air_strike_targets(x, pid, own):
    """Units and complexes of the other faction, not the striker's own, nobody the UN protects (9.1, 8.11)."""
    un = x.un_player()
    out = []
    for g in x.groups():
        if g["faction"] != OTHER[own["faction"]] or g["owner"] in (pid, un):
            continue
        for u in g["units"]:
            out.append(["unit", g["id"], u])
        if g["complex"]:
            out.append(["complex", g["id"], g["complex"]])
    return out


def _iso_words(x, g):
    """The isolation modifier of a defending group as a battle line sets it (" − 2 isolation"), or nothing."""
    return f" \u2212 {x.iso_mod(g)} isolation" if x.iso_mod(g) else ""


def air_strike(x, arg):
    """The Airfield's air strike: 6 plus a die against the target's defence (9.1)."""
    pid = x.turn["player"]
    own = x.ability_group(pid, "air_strike")
    opts = []
    for kind, gid, c in air_strike_targets(x, pid, own):
        g = x.group(gid)
        label = x.unit_label(c, g["faction"]) if kind == "unit" else x.cname(c)
        opts.append(x.opt("target", [kind, gid, c], f"Strike {label} of {x.pname(g['owner'])}'s {x.gname(g)}", "9.1"))
    a = yield x.ask(pid, "Air strike: choose the target.", opts, "9.1", key="air_strike.target")
    kind, gid, c = a["arg"]
    pay(x, own["faction"], "9.1")
    x.turn["used"].append("air_strike")
    g = x.group(gid)
    att_die = x.die("9.1")
    def_die = x.die("9.1")
    att = 6 + att_die
    if kind == "unit":
        mod = x.modifier(g["leader"]) if g["leader"] else 0
        d = x.strength(c, g["faction"]) + mod + def_die - x.iso_mod(g)
        x.log("9.1", f"Air strike on {x.unit_label(c, g['faction'])}: 6 + die {att_die} = {att} against "
                     f"{x.strength(c, g['faction'])} strength {signed(mod)} + die {def_die}{_iso_words(x, g)} = "
                     f"{number(d)}.")
        if att > d:
            eliminate_unit(x, g, c, pid, own["faction"], "9.1", "an air strike")
        else:
            x.log("9.1", "The unit survives the air strike.")
    else:
        d = x.card(c)["df"] + def_die - x.iso_mod(g)
        x.log("9.1", f"Air strike on {x.cname(c)}: 6 + die {att_die} = {att} against DF {x.card(c)['df']} + die "
                     f"{def_die}{_iso_words(x, g)} = {number(d)}.")
        if att > d:
            damage_complex(x, g, att - d, own["faction"], pid, "9.1")
        else:
            x.log("9.1", "No damage.")


def eliminate_unit(x, g, u, by_pid, by_faction, rule, why, how="combat"):
    """One unit eliminated outside a battle (air strike, propaganda): points to the eliminator; a leader left
    alone falls with it and scores for the eliminator like any eliminated leader (6.9, 10.3)."""
    x.remove_from_group(g, u)
    x.discard([u])
    x.log(rule, f"{x.unit_label(u, g['faction'])} of {x.pname(g['owner'])} is eliminated.")
    x.score(by_pid, by_faction, x.strength(u, g["faction"]), rule, why)
    if g["leader"] and not g["units"] and not g["complex"]:
        lead = g["leader"]
        x.discard([lead])
        x.log("6.9", f"{x.label(lead)} is left alone and is eliminated.")
        g["leader"] = None
        x.score(by_pid, by_faction, x.card_points(lead, g["faction"]), "10.3", f"a leader eliminated by {why}")
    if not (g["units"] or g["leader"] or g["complex"]):
        x.s["groups"].remove(g)
        supply.group_gone(x, g, how, 0)


def propaganda_targets(x, pid, tv):
    """The weakest units of the faction opposing the TV Station, the attacker's own excluded (9.11)."""
    scored = []
    for g in x.groups():
        if g["faction"] != OTHER[tv["faction"]] or g["owner"] == pid:
            continue
        mod = x.modifier(g["leader"]) if g["leader"] else 0
        for u in g["units"]:
            scored.append((x.strength(u, g["faction"]) + mod - x.iso_mod(g), g["id"], u))
    if not scored:
        return []
    low = min(s for s, _, _ in scored)
    return [[gid, u] for s, gid, u in scored if s == low]


def propaganda(x, arg):
    """The TV Station's propaganda attack: a die less the unit's strength and its leader's modifier; above 0
    eliminates it. No action (9.11)."""
    pid = x.turn["player"]
    tv = x.ability_group(pid, "propaganda")
    targets = propaganda_targets(x, pid, tv)
    if len(targets) > 1:
        opts = [x.opt("target", t, f"{x.unit_label(t[1], x.group(t[0])['faction'])} of "
                                   f"{x.pname(x.group(t[0])['owner'])}'s {x.gname(x.group(t[0]))}", "9.11") for t in targets]
        a = yield x.ask(pid, "Propaganda: the weakest units tie; choose one.", opts, "9.11", key="propaganda.target")
        gid, u = a["arg"]
    else:
        gid, u = targets[0]
    x.turn["used"].append("tv")
    g = x.group(gid)
    mod = x.modifier(g["leader"]) if g["leader"] else 0
    roll = x.die("9.11")
    net = roll - (x.strength(u, g["faction"]) + mod)
    x.log("9.11", f"Propaganda on {x.unit_label(u, g['faction'])}: {roll} − ({x.strength(u, g['faction'])} "
                  f"{signed(mod)}) = {number(net)}.")
    if net > 0:
        eliminate_unit(x, g, u, pid, tv["faction"], "9.11", "a propaganda attack", how="propaganda")
    else:
        x.log("9.11", "The propaganda attack fails.")


def policia_targets(x, pid, pol):
    return [g for g in x.groups() if g["leader"] and g["faction"] == pol["faction"] and g["owner"] != pid]


# ---------------------------------------------------------------- abilities in the Deployment and Draw phases


def palace_leader(x, arg):
    """The Presidential Palace: 1 action, a leader from hand onto any player's group of the Palace's faction;
    a leader already there goes to the discard pile; no points (9.8)."""
    pid = x.turn["player"]
    pal = x.ability_group(pid, "palace")
    leaders = palace_leaders(x, pid, pal)
    groups = palace_groups(x, pal)
    opts = [x.opt("place", [c, g["id"]], f"{x.label(c, pal['faction'])} takes command of {x.pname(g['owner'])}'s "
                                         f"{x.gname(g)}", "9.8") for c in leaders for g in groups]
    a = yield x.ask(pid, "Presidential Palace: which leader goes to which group?", opts, "9.8")
    c, gid = a["arg"]
    g = x.group(gid)
    pay(x, pal["faction"], "9.8")
    x.hand(pid).remove(c)
    x.player(pid)["bound"].pop(c, None)
    old = g["leader"]
    g["leader"] = c
    if old:
        x.discard([old])
    touch(x, gid)
    x.log("9.8", f"{x.pname(pid)} sends {x.label(c, g['faction'])} from the Palace to {x.gname(gid)}"
                 + (f"; {x.label(old)} goes to the discard pile (no points)." if old else "."))
    yield from owners_rearrange(x, [gid], f"{x.gname(g, True)} has a new leader")


def palace_leaders(x, pid, pal):
    """The leaders of ``pid``'s hand the Palace may send: not one the Barracks bound to the other faction (9.4)."""
    return [c for c in x.hand(pid) if x.is_leader(c) and bound_faction(x, pid, c) in (None, pal["faction"])]


def palace_groups(x, pal):
    """The groups the Palace may send a leader to: any player's, of the Palace's faction, not the Armor Column;
    never an isolated group, which only an Air Assault may reinforce (9.8, 8.1)."""
    return [g for g in x.groups() if g["faction"] == pal["faction"] and not x.is_armor_group(g)
            and not x.isolated(g) and (g["units"] or g["complex"])]


def palace_options(x):
    pid = x.turn["player"]
    pal = x.ability_group(pid, "palace")
    if pal and can_pay(x, pal["faction"]) and palace_leaders(x, pid, pal) and palace_groups(x, pal):
        return [x.opt("palace", None, "Presidential Palace: send a leader from your hand to a group (1 action)",
                      "9.8")]
    return []


def retrieval_options(x):
    pid = x.turn["player"]
    out = []
    port = x.ability_group(pid, "retrieve_event")
    if port and can_pay(x, port["faction"]) and x.s["discard"]:      # as often as actions last (9.7)
        out.append(x.opt("port", None, "Port: take the topmost "
                                       + ("Arms Cache" if port["faction"] == "rebel" else "Armor Column or Air Assault")
                                       + " from the discard pile (1 action; you cannot look first)", "9.7"))
    bar = x.ability_group(pid, "retrieve_unit")
    if bar and "barracks" not in x.turn["used"] and x.s["discard"]:     # one free pick a Draw phase (9.4, reading)
        out.append(x.opt("barracks", None, "Barracks: take the topmost unit, leader or Recon Patrol from the "
                                           "discard pile (no action)", "9.4"))
    return out


def port(x, arg):
    pid = x.turn["player"]
    g = x.ability_group(pid, "retrieve_event")
    pay(x, g["faction"], "9.7")
    kinds = ("arms_cache",) if g["faction"] == "rebel" else ("armor_column", "air_assault")
    found = next((c for c in reversed(x.s["discard"]) if x.kind(c) in kinds), None)
    if found is None:
        x.log("9.7", f"{x.pname(pid)} searches the discard pile from the Port: nothing to take (the action is spent).")
        return
    x.s["discard"].remove(found)
    x.hand(pid).append(found)
    # a card below the top lay face down (7.4) and goes into a hidden hand: only its taker learns which it is
    said = f"{x.pname(pid)} takes a card from the discard pile through the Port"
    x.log("9.7", f"{said}.", own={pid: ("9.7", f"{said}: {x.cname(found)}.")})
    return
    yield


def barracks(x, arg):
    pid = x.turn["player"]
    g = x.ability_group(pid, "retrieve_unit")
    x.turn["used"].append("barracks")

    def fits(c):
        if x.card(c)["type"] in ("unit", "leader"):
            return True
        return x.kind(c) == "recon_patrol" and g["faction"] == "government"
    found = next((c for c in reversed(x.s["discard"]) if fits(c)), None)
    if found is None:
        x.log("9.4", f"{x.pname(pid)} finds nothing for the Barracks in the discard pile.")
        return
    x.s["discard"].remove(found)
    x.hand(pid).append(found)
    if x.card(found)["type"] in ("unit", "leader"):
        x.player(pid)["bound"][found] = g["faction"]
    # the card lies face down until deployed (and a card below the top lay face down, 7.4): the others see that
    # a card was taken, and by the face-down card that the Barracks bound it, never which card; its taker is told
    said = f"{x.pname(pid)} takes a card from the discard pile into the Barracks"
    bound = f" (face down: it must first be deployed on the {FNAME[g['faction']]} side)" \
        if found in x.player(pid)["bound"] else ""
    x.log("9.4", f"{said}{bound}.", own={pid: ("9.4", f"{said}{bound}: {x.label(found)}.")})
    return
    yield


def ability_options(x):
    """The complexes' Attack-phase abilities open now (9.1, 9.6, 9.11)."""
    pid = x.turn["player"]
    out = []
    used = x.turn["used"]
    air = x.ability_group(pid, "air_strike")
    # an air strike is an attack, which the UN's player may not make (8.11: only assassins, the Policia,
    # demolition and propaganda are left him)
    if (air and "air_strike" not in used and not x.bad_weather() and can_pay(x, air["faction"])
            and pid != x.un_player() and air_strike_targets(x, pid, air)):
        # its arg names nothing (the target is asked next); ``at``: the Airfield's group, outlined on the board
        out.append(x.opt("air_strike", None, "Airfield: make an air strike (1 action)", "9.1", at=air["id"]))
    pol = x.ability_group(pid, "assassination")
    if pol and "policia" not in used and can_pay(x, pol["faction"]) and policia_targets(x, pid, pol):
        out.append(x.opt("policia", None, "Policia: try to assassinate a leader of its own faction (1 action)",
                         "9.6", at=pol["id"]))          # the leader is asked next; ``at``: the Policia's group
    tv = x.ability_group(pid, "propaganda")
    if tv and "tv" not in used and propaganda_targets(x, pid, tv):
        out.append(x.opt("propaganda", None, "TV Station: make a propaganda attack on the weakest enemy unit "
                                             "(no action)", "9.11", at=tv["id"]))      # ``at``: the TV Station's group
    return out

