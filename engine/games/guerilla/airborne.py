"""Air Assault's three uses (docs/GUERILLA.md 8.1) and the Armor Column's chain of attacks (8.3)."""

from . import attack
from .bookkeeping import can_pay, holding, owners_rearrange, pay, played_letter, touch, use_card
from .deployment import add_to_group, build_group, deployable, place
from .windows import can_retreat, retreat


def _card(x):
    return holding(x, x.turn["player"], "air_assault", True)


def _drop_ok(x, pid):
    return (any(x.card(c)["type"] == "unit" for c in deployable(x, pid, "government"))
            and any(t["faction"] == "rebel" and t["owner"] not in (pid, x.un_player()) for t in x.groups()))


def combined_choices(x, pid):
    """Two deployed Government groups that attack as one (8.1 use 2), as battle specs with a chance. The Armor
    Column combines with an infantry group only, never with the other Armor Column (8.3)."""
    groups = [g for g in x.groups_of(pid) if g["faction"] == "government" and not g["complex"]
              and not x.isolated(g) and g["id"] not in x.turn["attacked"]]
    out = []
    for i, g1 in enumerate(groups):
        for g2 in groups[i + 1:]:
            if x.is_armor_group(g1) and x.is_armor_group(g2):
                continue
            for p1 in attack.attacker_parts(x, g1):
                for p2 in attack.attacker_parts(x, g2):
                    for tg in attack.target_groups(x, g1):
                        for d in attack.defence_specs(x, tg):
                            spec = attack.make_spec(x, [p1, p2], tg["id"], d)
                            if attack.can_succeed(x, spec):
                                spec["label"] = (f"groups {g1['id'][1:]} and {g2['id'][1:]} attack {d['label']} of "
                                                 f"{x.pname(tg['owner'])}'s {x.gname(tg)}")
                                out.append(spec)
    return out


def _relief_groups(x, pid):
    units = [c for c in deployable(x, pid, "government") if x.card(c)["type"] == "unit"]
    return [g for g in x.groups_of(pid) if g["faction"] == "government" and x.isolated(g)
            and not x.is_armor_group(g) and g["id"] not in x.turn["attacked"]
            and any(x.valid_group(g["leader"], g["units"] + [u], g["complex"]) for u in units)]


def air_assault_options(x):
    pid = x.turn["player"]
    card = _card(x)
    if not card or x.bad_weather() or not can_pay(x, "government") or pid == x.un_player():
        return []
    out = []
    if _drop_ok(x, pid):
        out.append(x.opt("air_assault", [card, "drop"], "Air Assault: drop a Government group (or units) from your "
                                                        "hand into an attack (1 action)", "8.1"))
    if combined_choices(x, pid):
        out.append(x.opt("air_assault", [card, "combine"], "Air Assault: two of your Government groups attack as "
                                                           "one (1 action)", "8.1"))
    if _relief_groups(x, pid):
        out.append(x.opt("air_assault", [card, "relief"], "Air Assault: reinforce an isolated Government group, "
                                                          "which then attacks its supply cutter (1 action)", "8.1"))
    return out


def air_assault(x, arg):
    """Air Assault: Government only, never in Bad Weather (8.1)."""
    cid, use = arg
    pid = x.turn["player"]
    if use == "drop":
        leader, units = yield from build_group(x, pid, "government", None, "8.1")
        pay(x, "government", "8.1")
        use_card(x, pid, cid)
        g = place(x, pid, "government", leader, units)
        x.log("8.1", f"{x.pname(pid)} plays Air Assault: {x.gname(g)} "
                     f"({', '.join(x.label(c, 'government') for c in x.cards_of(g))}) lands and attacks.")
        yield from _landed(x, pid, g)
    elif use == "combine":
        choices = combined_choices(x, pid)
        a = yield x.ask(pid, "Air Assault: which two groups attack whom?",
                        [x.opt("target", k, s["label"], "8.1") for k, s in enumerate(choices)], "8.1",
                        key="air_assault.target")
        yield from _combined(x, pid, cid, choices[a["arg"]])
    else:
        groups = _relief_groups(x, pid)
        a = yield x.ask(pid, "Air Assault: reinforce which isolated group?",
                        [x.opt("group", g["id"], x.gname(g, True), "8.1") for g in groups], "8.1")
        g = x.group(a["arg"])
        leader, units = yield from build_group(x, pid, "government", g, "8.1")
        pay(x, "government", "8.1")
        use_card(x, pid, cid)
        add_to_group(x, pid, g, leader, units)
        x.log("8.1", f"{x.pname(pid)} plays Air Assault: {x.gname(g)} is reinforced from the air and must "
                     "attack the group cutting its supply.")
        if attack.attack_choices(x, g, units, first=True):
            yield from attack.attack(x, g["id"], fresh=units, paid=True)
        else:
            x.log("6.2", f"{x.gname(g, True)} has no attack on its supply cutter with a chance of success.")


def _combined(x, pid, cid, spec):
    """Two groups attack as one, paid by the Air Assault ``cid`` (8.1 use 2)."""
    pay(x, "government", "8.1")
    use_card(x, pid, cid)
    for p in spec["att"]:
        x.turn["attacked"].append(p["group"])
    touch(x, *[p["group"] for p in spec["att"]])
    x.log("8.1", f"{x.pname(pid)} plays Air Assault: {spec['label']}.")
    yield from attack.fight(x, spec)


def _landed(x, pid, g):
    """The dropped group attacks: alone, or, with a second Air Assault played (one more action), as one with
    another of the player's groups (8.1: a group deployed and attacking combined in one turn needs two cards)."""
    alone = bool(attack.attack_choices(x, g, first=True))
    # asked on public facts (a pair with a chance, an action left, cards in hand), whatever the hand holds: the
    # question's coming must not tell the others that a second Air Assault is there; only its options do, to him
    pairs = [s for s in combined_choices(x, pid) if any(p["group"] == g["id"] for p in s["att"])] \
        if x.hand(pid) and can_pay(x, "government") else []
    if pairs:
        second = _card(x)
        opts = [x.opt("landed", None, f"{x.gname(g, True)} attacks alone" if alone else
                      f"No attack: {x.gname(g)} stays where it landed", "8.1" if alone else "6.2")]
        opts += [x.opt("landed", k, f"Play a second Air Assault (1 action): {s['label']}", "8.1")
                 for k, s in enumerate(pairs)] if second else []
        a = yield x.ask(pid, f"{x.gname(g, True)} has landed: attack alone, or with another group through a "
                             "second Air Assault?", opts, "8.1")
        if a["arg"] is not None:
            yield from _combined(x, pid, second, pairs[a["arg"]])
            return
    if alone:
        yield from attack.attack(x, g["id"], paid=True)
    else:
        x.log("6.2", f"{x.gname(g, True)} has no attack with a chance of success and stays where it landed.")


# ---------------------------------------------------------------- the Armor Column (8.3)


def armor_card_ok(x):
    pid = x.turn["player"]
    strength = x.card(next(c for c in x.hand(pid) if x.kind(c) == "armor_column"))["strength"]
    return pid != x.un_player() and can_pay(x, "government") and bool(attack.armor_targets(x, None, strength))


def armor_card(x, cid):
    """The Armor Column enters play as a Government group of its own and attacks (8.3)."""
    pid = x.turn["player"]
    pay(x, "government", "8.3")
    played_letter(x, cid)
    x.hand(pid).remove(cid)
    g = x.new_group(pid, "government", None, [cid])
    x.log("8.3", f"{x.pname(pid)} plays the Armor Column: it rolls out as {x.gname(g)}.")
    x.turn["attacked"].append(g["id"])
    yield from chain(x, g["id"])


def armor(x, gid):
    pay(x, "government", "8.3")
    x.turn["attacked"].append(gid)
    x.log("8.3", f"{x.pname(x.turn['player'])}'s Armor Column ({x.gname(gid)}) attacks (1 action for the whole chain).")
    yield from chain(x, gid)


def chain(x, gid):
    """One Rebel unit or complex at a time, all against the Rebel group picked first: the chain goes on while
    each attack eliminates a unit or leader, and stops only when one fails, the Rebels refuse combat, or that
    group has nothing left the Column could attack with a chance (8.3, 6.2). Its owner may rearrange the attacked
    group once, when the chain is over (3.5): nothing in the chain reads who serves under the leader, for each link
    meets the one unit the defender picks (any of the group's, sideways or not) with the leader's modifier, so a
    choice made between links would change nothing before the next one."""
    target = None
    while x.group(gid) is not None:
        g = x.group(gid)
        targets = [t for t in attack.armor_targets(x, g) if target is None or t["id"] == target]
        if not targets:
            if target is not None:
                x.log("8.3", f"The Armor Column ({x.gname(gid)}) has no more attacks on {x.gname(target)}: the chain ends.")
            break
        if target is None:
            opts = [x.opt("target", t["id"], f"Attack {x.pname(t['owner'])}'s Rebel {x.gname(t)}", "8.3")
                    for t in targets]
            a = yield x.ask(g["owner"], "Armor Column: attack which Rebel group?", opts, "8.3", key="armor.target")
            target = a["arg"]
        else:
            x.log("8.3", f"The Armor Column ({x.gname(gid)}) won: its chain goes on against {x.gname(target)}.")
        t = x.group(target)
        if t["units"] and can_retreat(x, t, None):
            what = "its garrison leaves the complex as a group of its own" if t["complex"] else "retreat to hand"
            r = yield x.ask(t["owner"], f"The Armor Column attacks your {x.gname(t)}: refuse combat?",
                            [x.opt("refuse", True, f"Refuse combat ({what})", "8.3"),
                             x.opt("refuse", False, "Fight", "8.3")], "8.3")
            if r["arg"]:
                if not t["complex"]:
                    x.log("8.3", f"{x.pname(t['owner'])}'s {x.gname(t)} refuses combat with the Armor Column.")
                    retreat(x, t, "8.3")
                    break
                new = x.new_group(t["owner"], "rebel", t["leader"], t["units"])
                t["leader"], t["units"] = None, []
                x.log("8.3", f"The garrison of {x.cname(t['complex'])} refuses combat and becomes {x.gname(new)}; "
                             "the complex cannot refuse and is attacked (8.8).")
        cands = attack.armor_candidates(x, t)
        if len(cands) > 1:
            pick = yield x.ask(t["owner"], "The Armor Column attacks one unit: which one meets it?",
                               [x.opt("unit", c, x.unit_label(c, "rebel"), "8.3") for _, c in cands], "8.3")
            what = ("unit", pick["arg"])
        else:
            what = cands[0]
        if what[0] == "unit":
            d = {"units": [what[1]], "leader": t["leader"], "complex": False}
        else:
            d = {"units": [], "leader": t["leader"], "complex": True}
        spec = attack.make_spec(x, [{"group": gid, "units": list(g["units"]), "leader": None}], t["id"], d)
        result = yield from attack.fight(x, spec, kind="armor")
        if result["winner"] != "att" or not (result["lost"] or spec.get("captured")):
            break
    if target is not None:
        yield from owners_rearrange(x, [target], "The Armor Column's chain is over")
