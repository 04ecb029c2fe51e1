"""The attack (docs/GUERILLA.md 6.1-6.12): which groups may attack whom, the chance-of-success test, sorties,
the battle with its response windows (Ambush, ambush markers, Informant, Atrocities/Press), losses, the
victor's discard order, capture of complexes and destroying a Rebel complex.

A battle is described by a ``spec``: the attacking parts (group, units, leader), the defending group (or
"un" for the UN card), the defending units and leader, whether the complex's DF counts, and the units that
are not halved although isolated (fresh Air Assault reinforcements, 8.1).
"""

from ...words import number, signed
from . import supply, windows
from .bookkeeping import can_pay, letter_ok, owners_rearrange, pay, played_letter, touch
from .model import DIE, FSIDE, OTHER, subsets
from .red import complex_destroyed

# ---------------------------------------------------------------- who may attack whom (6.1-6.6)


def attacker_parts(x, g):
    """The ways group ``g`` can attack: with a leader, him and the units under command; without one, any one
    unit of the owner's choice (6.4)."""
    if g["leader"]:
        return [{"group": g["id"], "units": x.commanded(g), "leader": g["leader"]}]
    return [{"group": g["id"], "units": [u], "leader": None} for u in g["units"]]


def defence_specs(x, tg):
    """How group ``tg`` can be attacked: a complex with its garrison; a led group (three choices when some
    units are sideways, 6.6); a leaderless group, one unit of the attacker's choice (6.4)."""
    if tg["complex"]:
        return [{"units": list(tg["units"]), "leader": tg["leader"], "complex": True,
                 "label": f"{x.cname(tg['complex'])} and its garrison"}]
    if tg["leader"]:
        side = x.sideways(tg)
        if not side:
            return [{"units": list(tg["units"]), "leader": tg["leader"], "complex": False, "label": "the group"}]
        out = [{"units": [u], "leader": None, "complex": False,
                "label": f"only the sideways {x.unit_label(u, tg['faction'])}"} for u in side]
        out.append({"units": x.commanded(tg), "leader": tg["leader"], "complex": False,
                    "label": "the units under command"})
        out.append({"units": list(tg["units"]), "leader": tg["leader"], "complex": False, "label": "all its units"})
        return out
    return [{"units": [u], "leader": None, "complex": False, "label": f"the {x.unit_label(u, tg['faction'])}"}
            for u in tg["units"]]       # "attacks the Unit G2/R1 (Government 2) of Player 2's group 4" (not "its")


def target_groups(x, g):
    """Groups ``g`` may attack: the other faction, never its own player's, nobody under the UN's protection;
    an isolated group only its supply cutter (6.1, 8.10, 8.11)."""
    pid = g["owner"]
    un = x.un_player()
    if un == pid:
        return []
    if x.isolated(g):
        cutter = x.group(g["cut_by"])
        return [cutter] if cutter and cutter["owner"] != pid and cutter["owner"] != un else []
    return [t for t in x.groups() if t["faction"] == OTHER[g["faction"]] and t["owner"] != pid
            and t["owner"] != un]


def strength_of(x, parts_or_units, faction, spec=None, fresh=(), isolated=False):
    total = 0
    mult = (spec or {}).get("mult", {})
    for u in parts_or_units:
        s = x.strength(u, faction)
        if isolated and u not in fresh:
            s //= 2
        total += s * (2 if mult.get(u) else 1)
    return total


def command_modifier(x, parts):
    """One leader: his modifier. Two groups combined (8.1): the lower of two leaders' modifiers; one leader's
    only if it is negative."""
    leaders = [p["leader"] for p in parts if p["leader"]]
    if len(parts) == 1:
        return x.modifier(leaders[0]) if leaders else 0
    mods = [x.modifier(lead) for lead in leaders]
    if len(mods) == 2:
        return min(mods)
    return min(0, mods[0]) if mods else 0


def ambush_allowed(x, spec):
    """No Ambush in a battle against a group holding a complex, whichever of its cards is attacked (the
    Armor Column meeting its garrison too); against the Armor Column only in defence (8.2, reading). Against
    the UN card the attacker may double one of his own units: no card changes the UN's strength (8.11), and
    there is no defending group to ambush with or to single out."""
    if spec["target"] == "un":
        return True
    tg = x.group(spec["target"])
    return not (spec["complex"] or (tg is not None and tg["complex"]))


def can_succeed(x, spec):
    """Whether the attack has any chance: the best attack total beats the worst defence total. An Ambush or
    Arms Cache the attacker holds counts; the defender's possible cards do not (6.2, WBC errata 8.15)."""
    pid = spec["player"]
    faction = spec["faction"]
    units = [u for p in spec["att"] for u in p["units"]]
    iso = any(x.isolated(x.group(p["group"])) for p in spec["att"])
    att = strength_of(x, units, faction, None, spec.get("fresh", ()), iso)
    hand_kinds = {x.kind(c) for c in x.hand(pid)}
    armor = any(x.is_armor(u) for u in units)
    can_double = (("ambush" in hand_kinds and ambush_allowed(x, spec) and not armor)
                  or ("arms_cache" in hand_kinds and faction == "rebel"))
    if can_double and units:
        best = max(units, key=lambda u: x.strength(u, faction))
        s = x.strength(best, faction)
        att += s // 2 if iso and best not in spec.get("fresh", ()) else s
    att += command_modifier(x, spec["att"]) + DIE - max(x.iso_mod(x.group(p["group"])) for p in spec["att"])
    return att > worst_defence(x, spec, "ambush" in hand_kinds and ambush_allowed(x, spec) and not armor)


def worst_defence(x, spec, single=False):
    if spec["target"] == "un":
        return 10 + 1
    tg = x.group(spec["target"])
    units = spec["def_units"]
    if single and len(units) > 1:
        units = [min(units, key=lambda u: x.strength(u, tg["faction"]))]
    total = strength_of(x, units, tg["faction"])
    if spec["complex"]:
        total += x.card(tg["complex"])["df"]
    if spec["def_leader"] and not (single and len(spec["def_units"]) > 1):
        total += x.modifier(spec["def_leader"])
    return total + 1 - x.iso_mod(tg)


def armor_candidates(x, t):
    """What the Armor Column meets in group ``t``: the garrison's units first, else the complex, else the
    group's units (the defender picks which, 8.3)."""
    if t["units"]:
        return [("unit", u) for u in t["units"]]
    if t["complex"]:
        return [("complex", t["complex"])]
    return []


def _defence_floor(x, t, what):
    kind, c = what
    mod = x.modifier(t["leader"]) if t["leader"] else 0
    base = x.strength(c, t["faction"]) if kind == "unit" else x.card(c)["df"]
    return base + mod + 1 - x.iso_mod(t)


def armor_targets(x, g, strength=None):
    """Rebel groups the Armor Column can attack with a chance against the defender's best choice (6.2, 8.3)."""
    pid = g["owner"] if g else x.turn["player"]
    un = x.un_player()
    if pid == un:
        return []
    if g is not None:
        armor_unit = g["units"][0]
        s = x.strength(armor_unit, "government") // (2 if x.isolated(g) else 1)
        iso = x.iso_mod(g)
        pool = [x.group(g["cut_by"])] if x.isolated(g) else x.groups()
    else:
        s, iso, pool = strength, 0, x.groups()
    out = []
    for t in pool:
        if t is None or t["faction"] != "rebel" or t["owner"] in (pid, un):
            continue
        cands = armor_candidates(x, t)
        if cands and s + DIE - iso > max(_defence_floor(x, t, w) for w in cands):
            out.append(t)
    return out


def make_spec(x, parts, target, d, fresh=()):
    g = x.group(parts[0]["group"])
    return {"player": g["owner"], "faction": g["faction"], "att": parts, "target": target,
            "def_units": list(d["units"]) if d else [], "def_leader": d["leader"] if d else None,
            "complex": bool(d and d["complex"]), "fresh": list(fresh), "mult": {}}


def attack_choices(x, g, fresh=(), first=False):
    """Every (attacking part, target, defence) open to ``g`` with a chance of success, as specs (``first``: stop
    at the first one, for "may it attack at all?")."""
    out = []
    for part in attacker_parts(x, g):
        for tg in target_groups(x, g):
            for d in defence_specs(x, tg):
                spec = make_spec(x, [part], tg["id"], d, fresh)
                spec["label"] = f"{d['label']} of {x.pname(tg['owner'])}'s {x.gname(tg)}"
                if can_succeed(x, spec):
                    out.append(spec)
                    if first:
                        return out
        un = x.rnd["un"]
        if un and un["player"] != g["owner"] and not x.isolated(g):
            spec = make_spec(x, [part], "un", None, fresh)
            spec["label"] = f"the UN peacekeepers in front of {x.pname(un['player'])}"
            if can_succeed(x, spec):
                out.append(spec)
                if first:
                    return out
    return out


def battle_facts(spec):
    """What an attack's choice of target stands for, as its label says it (the option's ``about``, for programs):
    the attacking group and, when no leader leads it, its one unit (6.4); the target, a group's id or "un" for the
    UN card (8.11); and, of a group, the cards that defend (its units, its leader or None) and whether its complex
    counts (6.6, 6.9). All of it lies open on the table."""
    part = spec["att"][0]
    out = {"attacker": part["group"], "unit": None if part["leader"] else part["units"][0], "target": spec["target"]}
    if spec["target"] != "un":
        out.update(units=list(spec["def_units"]), leader=spec["def_leader"], complex=spec["complex"])
    return out


def may_attack(x, g):
    t = x.turn
    if g["complex"] or g["owner"] != t["player"]:
        return False
    if g["id"] in t["attacked"]:
        return second_attack_card(x, g) is not None
    return True


def second_attack_card(x, g):
    """An Arms Cache lets a Rebel group attack a second time (8.4 use 1)."""
    if g["faction"] != "rebel" or g["id"] in x.turn.get("second", []):
        return None
    return next((c for c in x.hand(g["owner"]) if x.kind(c) == "arms_cache" and letter_ok(x, c)), None)


def options(x):
    out = []
    pid = x.turn["player"]
    for g in x.groups_of(pid):
        if not may_attack(x, g) or not can_pay(x, g["faction"]):
            continue
        if x.is_armor_group(g):
            if armor_targets(x, g):
                out.append(x.opt("armor", g["id"], f"Attack with the Armor Column ({x.gname(g)}, 1 action for the "
                                                   "whole chain of attacks)", "8.3"))
            continue
        if attack_choices(x, g, first=True):
            again = " again, playing an Arms Cache" if g["id"] in x.turn["attacked"] else ""
            out.append(x.opt("attack", g["id"], f"Attack with {x.gname(g)}{again} (1 action)", "6.1"))
        if not x.isolated(g) and g["id"] not in x.turn["attacked"] and len(g["units"]) >= 2 and sortie_choices(x, g, True):
            out.append(x.opt("sortie", g["id"], f"Sortie: split {x.gname(g)} in two, one part attacks", "6.5"))
    for g in x.groups_of(pid):
        if (g["complex"] and g["faction"] == "rebel" and can_pay(x, "rebel")
                and (g["id"] not in x.turn["attacked"] or second_attack_card(x, g))):
            out.append(x.opt("destroy", g["id"], f"Destroy your Rebel {x.cname(g['complex'])} (1 action, counts "
                                                 "as the group's attack)", "6.11"))
    return out


# ---------------------------------------------------------------- making an attack


def attack(x, gid, fresh=(), paid=False):
    """Attack with group ``gid``: choose who attacks and whom, then fight (6.1-6.7)."""
    g = x.group(gid)
    choices = attack_choices(x, g, fresh)
    opts = [x.opt("target", k, f"{x.unit_label(s['att'][0]['units'][0], g['faction']) if not s['att'][0]['leader'] else 'The group'}"
                  f" attacks {s['label']}", "6.1", about=battle_facts(s)) for k, s in enumerate(choices)]
    a = yield x.ask(g["owner"], f"{x.gname(gid, True)} attacks: choose the attacker and the target.", opts, "6.1",
                    key="attack.target", about=gid)
    spec = choices[a["arg"]]
    if gid in x.turn["attacked"]:
        card = second_attack_card(x, g)
        x.hand(g["owner"]).remove(card)
        x.discard([card])
        x.turn.setdefault("second", []).append(gid)
        x.log("8.4", f"{x.pname(g['owner'])} plays an Arms Cache: {x.gname(gid)} attacks a second time.")
    if not paid:
        pay(x, g["faction"], "6.1")
    x.turn["attacked"].append(gid)
    touch(x, gid)
    yield from fight(x, spec)


def sortie_splits(x, g):
    cards = ([g["leader"]] if g["leader"] else []) + list(g["units"])
    out = []
    for sub in subsets(cards):
        if len(sub) == len(cards):
            continue
        lead = next((c for c in sub if x.is_leader(c)), None)
        units = [u for u in sub if not x.is_leader(u)]
        rest_units = [u for u in g["units"] if u not in units]
        rest_lead = None if lead else g["leader"]
        if units and rest_units and x.valid_group(lead, units, None) and x.valid_group(rest_lead, rest_units, None):
            out.append(sub)
    return out


def sortie_choices(x, g, first=False):
    """The splits of ``g`` whose sortie part has an attack with a chance (6.5); ``first``: stop at the first."""
    out = []
    for sub in sortie_splits(x, g):
        lead = next((c for c in sub if x.is_leader(c)), None)
        units = [u for u in sub if not x.is_leader(u)]
        trial = {"id": "sortie", "owner": g["owner"], "faction": g["faction"], "leader": lead, "units": units,
                 "complex": None, "iso": None}
        x.s["groups"].append(trial)
        ok = bool(attack_choices(x, trial, first=True))
        x.s["groups"].remove(trial)
        if ok:
            out.append(sub)
            if first:
                return out
    return out


def sortie(x, gid):
    """A group splits in two before attacking; the new part must attack now; the part left behind has used
    the group's attack for this turn (6.5, reading)."""
    g = x.group(gid)
    opts = [x.opt("cards", sub, "Sortie with " + ", ".join(x.label(c, g["faction"]) for c in sub), "6.5")
            for sub in sortie_choices(x, g)]
    a = yield x.ask(g["owner"], f"Which cards of {x.gname(gid)} sortie?", opts, "6.5")
    lead = next((c for c in a["arg"] if x.is_leader(c)), None)
    units = [u for u in a["arg"] if not x.is_leader(u)]
    for c in a["arg"]:
        x.remove_from_group(g, c)
    new = x.new_group(g["owner"], g["faction"], lead, units)
    x.turn["attacked"].append(gid)
    x.log("6.5", f"{x.pname(g['owner'])} splits {x.gname(gid)}: {x.gname(new)} sorties "
                 f"({', '.join(x.label(c, g['faction']) for c in a['arg'])}).")
    yield from attack(x, new["id"])


# ---------------------------------------------------------------- the battle (6.7-6.10)


def fight(x, spec, kind="attack"):
    """Resolve one battle with its response windows; returns {"winner": "att"|"def"|None, "lost": [...]}.
    Whether each window opens depends on public facts only (who fights, factions, complexes, cards played).
    While it is decided the turn names its groups (``battle``: the table draws them so, and a player's view goes
    there)."""
    groups = [p["group"] for p in spec["att"]] + ([] if spec["target"] == "un" else [spec["target"]])
    result = yield from under_way(x, groups, _fight(x, spec, kind))
    return result


def under_way(x, groups, proc):
    """Run ``proc`` with the turn naming ``groups`` as the battle (or assassination) under way (public facts)."""
    t = x.turn
    was = t.get("battle") if t is not None else None
    if t is not None:
        t["battle"] = list(groups)
    result = yield from proc
    if t is not None:
        if was is None:
            t.pop("battle", None)
        else:
            t["battle"] = was
    return result


def _fight(x, spec, kind):
    pid, faction = spec["player"], spec["faction"]
    tg = None if spec["target"] == "un" else x.group(spec["target"])
    defender = x.rnd["un"]["player"] if tg is None else tg["owner"]
    armor = any(x.is_armor(u) for p in spec["att"] for u in p["units"])
    effects = []                      # ambush/arms cache effects in play: {"by", "card", "use", "unit"}
    allowed = ambush_allowed(x, spec)
    # the attacker's cards (in turn: Ambush, Arms Cache; 8.2, 8.4)
    if kind != "recon_counter":
        yield from _attacker_cards(x, spec, effects, allowed and not armor)
    # the defender answers: ambush marker, Ambush cards (6.12, 8.2)
    if tg is not None and allowed:
        yield from _defender_cards(x, spec, tg, effects)
    # anyone may play an Informant before the battle is resolved (8.8)
    retreat_ok = tg is not None and tg["faction"] == "rebel" and windows.can_retreat(x, tg, spec)
    if any(e["kind"] == "ambush" for e in effects) or retreat_ok:
        outcome = yield from windows.informant_window(x, spec, tg, effects, retreat_ok)
        if outcome == "retreated":
            if not (tg in x.groups() and tg["complex"]):
                return {"winner": None, "lost": [], "retreated": True}
            spec["def_units"], spec["def_leader"] = [], None
    spec["mult"] = dict(spec.get("mult_fixed", {}))
    for e in effects:
        if e.get("unit") and not e.get("cancelled"):
            spec["mult"][e["unit"]] = True
    if any(e.get("single") and not e.get("cancelled") for e in effects):
        single = next(e["single"] for e in effects if e.get("single") and not e.get("cancelled"))
        spec["def_units"], spec["def_leader"] = [single], None
    if tg is not None and x.isolated(tg):
        tg["limit"] = supply.overrun_limit(x, tg)     # fixed before any loss is taken (8.10)
    att_total, def_total, text = _totals(x, spec, tg)
    x.log("6.7", text)
    if att_total == def_total:
        x.log("6.8", "The totals are tied: no losses.")
        return {"winner": None, "lost": []}
    diff = abs(att_total - def_total)
    if att_total > def_total:
        lost = yield from _losses(x, spec, tg, "def", diff)
        winner, victor, vfaction, loser = "att", pid, faction, defender
    else:
        lost = yield from _losses(x, spec, tg, "att", diff)
        winner, victor = "def", defender
        vfaction = tg["faction"] if tg is not None else None
        loser = pid
    yield from _after(x, spec, tg, winner, victor, vfaction, loser, lost, diff, rearrange=kind != "armor")
    return {"winner": winner, "lost": lost}


def _attacker_cards(x, spec, effects, ambush_ok):
    pid, faction = spec["player"], spec["faction"]
    while True:
        units = [u for p in spec["att"] for u in p["units"]]
        doubled = {e["unit"] for e in effects if e.get("unit")}
        opts = []
        hand = x.hand(pid)
        amb = next((c for c in hand if x.kind(c) == "ambush"), None)
        cache = next((c for c in hand if x.kind(c) == "arms_cache" and letter_ok(x, c)), None)
        for u in units:
            if u in doubled:
                continue
            if amb and ambush_ok:
                opts.append(x.opt("ambush", ["double", u], f"Ambush: double {x.unit_label(u, faction)}", "8.2"))
            if cache and faction == "rebel" and not x.is_armor(u):
                opts.append(x.opt("arms_cache", u, f"Arms Cache: double {x.unit_label(u, faction)}", "8.4"))
        if amb and ambush_ok and len(spec["def_units"]) > 1 and not any(e.get("single") for e in effects):
            tf = x.group(spec["target"])["faction"]
            for d in spec["def_units"]:
                opts.append(x.opt("ambush", ["single", d], f"Ambush: only {x.unit_label(d, tf)} defends", "8.2"))
        if not _could_play(x, spec, effects, ambush_ok):
            return                    # no card could be played here, whatever the hand: nothing to ask
        opts.append(x.opt("done", None, "No (more) cards: on to the defence", "6.7"))
        a = yield x.ask(pid, "Before the battle: play an Ambush or Arms Cache?", opts, "8.2")
        if a["verb"] == "done":
            return
        card = amb if a["verb"] == "ambush" else cache
        hand.remove(card)
        x.discard([card])
        if a["verb"] == "arms_cache":
            played_letter(x, card)
            effects.append({"kind": "arms_cache", "by": pid, "card": card, "unit": a["arg"]})
            x.log("8.4", f"{x.pname(pid)} plays an Arms Cache: {x.unit_label(a['arg'], faction)} fights at double "
                         "strength.")
        elif a["arg"][0] == "double":
            effects.append({"kind": "ambush", "by": pid, "card": card, "unit": a["arg"][1]})
            x.log("8.2", f"{x.pname(pid)} springs an Ambush: {x.unit_label(a['arg'][1], faction)} fights at double "
                         "strength.")
        else:
            effects.append({"kind": "ambush", "by": pid, "card": card, "single": a["arg"][1]})
            x.log("8.2", f"{x.pname(pid)} springs an Ambush: only one unit of the defending group may defend.")


def _could_play(x, spec, effects, ambush_ok):
    """Whether a hand could still play an Ambush or Arms Cache before the defence, judged on public facts only
    (the hand's size, the units not yet doubled, the letter reached this turn), never on which cards the hand
    holds: being asked again after a card must not tell the others that a second one is there (8.2, 8.4)."""
    if not x.hand(spec["player"]):
        return False
    doubled = {e["unit"] for e in effects if e.get("unit")}
    free = [u for p in spec["att"] for u in p["units"] if u not in doubled]
    single = len(spec["def_units"]) > 1 and not any(e.get("single") for e in effects)
    if ambush_ok and (free or single):
        return True
    caches = [c for c in x.game.catalog() if x.kind(c) == "arms_cache"]
    return (spec["faction"] == "rebel" and any(not x.is_armor(u) for u in free)
            and any(letter_ok(x, c) for c in caches))


def _defender_cards(x, spec, tg, effects):
    """The defender's ambush marker and Ambush cards (6.12, 8.2), asked on public facts only: whenever a marker
    roll or an Ambush could still be played (a unit not yet doubled, a card in hand), with the same options
    whether or not the hand holds an Ambush; one chosen without the card counts as no (more) ambush."""
    owner = tg["owner"]
    p = x.player(owner)
    marker_tried = False
    while True:
        doubled = {e["unit"] for e in effects if e.get("unit")}
        free = [u for u in spec["def_units"] if u not in doubled]
        marker = p["ambush"] > 0 and not marker_tried and free
        if not (marker or (free and x.hand(owner))):
            return                    # nothing could be played, whatever the hand holds: nothing to ask
        opts = []
        if marker:
            opts.append(x.opt("marker", None, f"Roll for your ambush marker ({p['ambush']}: a roll of {p['ambush']} "
                                              "or less works)", "6.12"))
        if x.hand(owner):
            for u in free:
                opts.append(x.opt("ambush", u, f"Ambush: double {x.unit_label(u, tg['faction'])}", "8.2"))
        opts.append(x.opt("done", None, "No (more) defensive ambush", "6.7"))
        # told apart as asked: the marks his hand puts on these (windows.marked) must come after, ending the words
        a = yield x.ask(owner, f"Your {x.gname(tg)} is attacked by {x.pname(spec['player'])}: ambush? (A card you do "
                               "not hold counts as none.)", windows.apart(opts), "8.2")
        if a["verb"] == "done":
            return
        if a["verb"] == "marker":
            marker_tried = True
            roll = x.die("6.12")
            if roll > p["ambush"]:
                x.log("6.12", f"{x.pname(owner)} rolls {roll} for the ambush marker ({p['ambush']}): no ambush.")
                continue
            p["ambush"] -= 1
            pick = yield x.ask(owner, "Your ambush marker works: which unit fights at double strength?",
                               [x.opt("unit", u, x.unit_label(u, tg["faction"]), "6.12") for u in free], "6.12")
            effects.append({"kind": "ambush", "by": owner, "card": None, "unit": pick["arg"]})
            x.log("6.12", f"{x.pname(owner)} rolls {roll} for the ambush marker: an ambush! "
                          f"{x.unit_label(pick['arg'], tg['faction'])} fights at double strength; the marker "
                          f"drops to {p['ambush']}.")
            continue
        amb = next((c for c in x.hand(owner) if x.kind(c) == "ambush"), None)
        if amb is None:
            x.log("8.2", "You hold no Ambush: no ambush is sprung.", to=[owner])
            return
        x.hand(owner).remove(amb)
        x.discard([amb])
        effects.append({"kind": "ambush", "by": owner, "card": amb, "unit": a["arg"]})
        x.log("8.2", f"{x.pname(owner)} springs an Ambush in defence: {x.unit_label(a['arg'], tg['faction'])} "
                     "fights at double strength.")


def _totals(x, spec, tg):
    faction = spec["faction"]
    units = [u for p in spec["att"] for u in p["units"]]
    att_iso = max(x.iso_mod(x.group(p["group"])) for p in spec["att"])
    iso = any(x.isolated(x.group(p["group"])) for p in spec["att"])
    a_str = strength_of(x, units, faction, spec, spec["fresh"], iso)
    a_mod = command_modifier(x, spec["att"])
    a_die = x.die("6.7")
    att = a_str + a_mod + a_die - att_iso
    if tg is None:
        d_die = x.die("6.7")
        dfn = 10 + d_die
        return att, dfn, (f"Battle: attack {a_str} strength {signed(a_mod)} + die {a_die}"
                          f"{f' − {att_iso} isolation' if att_iso else ''} = {number(att)}; the UN holds with "
                          f"10 + die {d_die} = {dfn}.")
    d_str = strength_of(x, spec["def_units"], tg["faction"], spec)
    df = x.card(tg["complex"])["df"] if spec["complex"] and tg["complex"] else 0
    d_mod = x.modifier(spec["def_leader"]) if spec["def_leader"] else 0
    d_die = x.die("6.7")
    d_iso = x.iso_mod(tg)
    dfn = d_str + df + d_mod + d_die - d_iso
    return att, dfn, (f"Battle: attack {a_str} strength {signed(a_mod)} + die {a_die}"
                      f"{f' − {att_iso} isolation' if att_iso else ''} = {number(att)}; defence {d_str} strength"
                      f"{f' + DF {df}' if df else ''} {signed(d_mod)} + die {d_die}"
                      f"{f' − {d_iso} isolation' if d_iso else ''} = {number(dfn)}.")


def loss_sets(x, cards, faction, need):
    """The choices of losses: sets of cards whose printed strength (a leader: 1 point) covers ``need``, none
    bigger than needed; everything when even all of them fall short (6.8)."""

    def value(c):
        return 1 if x.is_leader(c) else x.strength(c, faction)
    total = sum(value(c) for c in cards)
    if total <= need:
        return [list(cards)]
    out = []
    for sub in subsets(cards):
        s = sum(value(c) for c in sub)
        if s >= need and all(s - value(c) < need for c in sub):
            out.append(sub)
    return out


def _losses(x, spec, tg, side, diff):
    """The loser picks his losses; a garrison pays first and a complex that would pay is captured (6.8, 6.10)."""
    if side == "def":
        if tg is None:
            x.log("8.11", "The UN peacekeepers are beaten: the UN card is eliminated (no points are scored).")
            x.discard([x.rnd["un"]["card"]])
            x.rnd["un"] = None
            return []
        cards = ([spec["def_leader"]] if spec["def_leader"] else []) + list(spec["def_units"])
        faction, owner = tg["faction"], tg["owner"]
        if spec["complex"]:
            value = sum(1 if x.is_leader(c) else x.strength(c, faction) for c in cards)
            if value < diff:
                for c in cards:
                    x.remove_from_group(tg, c)
                spec["captured"] = True
                return cards
    else:
        cards = [c for p in spec["att"] for c in ([p["leader"]] if p["leader"] else []) + p["units"]]
        faction, owner = spec["faction"], spec["player"]
    sets = loss_sets(x, cards, faction, diff)
    if len(sets) == 1:
        chosen = sets[0]
    else:
        a = yield x.ask(owner, f"You lost by {diff}: choose cards of at least {diff} printed strength to eliminate "
                               "(a leader counts 1).",
                        [x.opt("losses", s, ", ".join(x.label(c, faction) for c in s), "6.8") for s in sets], "6.8")
        chosen = a["arg"]
    for c in chosen:
        g = _group_holding(x, c)
        x.remove_from_group(g, c)
    return chosen


def _group_holding(x, cid):
    return next(g for g in x.groups() if cid in x.cards_of(g))


def _after(x, spec, tg, winner, victor, vfaction, loser, lost, diff, rearrange=True):
    """Lone leaders, the discard order, points with Atrocities/Press, capture, Supply Cut bookkeeping, and the
    owners' rearranging (3.5; an Armor Column's chain asks once, when it ends: ``rearrange`` False). The
    eliminated cards go onto the discard pile at once, so that the board stays whole at every question."""
    lfaction = spec["faction"] if winner == "def" else (tg["faction"] if tg else None)
    touched = [x.group(p["group"]) for p in spec["att"]] + ([tg] if tg else [])
    for g in touched:
        if g is not None and g in x.groups():
            extra = [g["leader"]] if g["leader"] and not g["units"] and not g["complex"] else []
            if extra:
                x.remove_from_group(g, extra[0])
                lost = lost + extra
                x.log("6.9", f"{x.label(extra[0])} is left alone and is eliminated.")
    start = len(x.s["discard"])
    x.discard(lost)
    for g in touched:
        if g is None:
            continue
        if g in x.groups() and not (g["units"] or g["leader"] or g["complex"]):
            x.s["groups"].remove(g)
            supply.group_gone(x, g, "combat", diff)
        g.pop("limit", None)
    if lost:
        x.log("6.8", f"{x.pname(loser)} loses " + ", ".join(x.label(c, lfaction) for c in lost) + ".")
        order = yield from _discard_order(x, victor, lost, lfaction)
        x.s["discard"][start:start + len(order)] = order
    points = sum(x.card_points(c, lfaction) for c in lost)
    un_battle = tg is None
    if lost and not un_battle:
        points = yield from windows.atrocities_window(x, spec, points, loser, tg["owner"], lfaction)
        x.score(victor, vfaction, points, "10.3", "losses inflicted in battle")
    elif un_battle and lost:
        x.log("8.11", "No points are scored in a battle with the UN card.")
    if tg is not None and spec.get("captured") and tg in x.groups():
        yield from capture(x, spec, tg, diff)
    for p in spec["att"]:
        g = x.group(p["group"])
        if g is not None:
            supply.after_attack(x, g)
    ids = [g["id"] for g in touched if g is not None and g in x.groups()]
    touch(x, *ids)
    if rearrange:
        yield from owners_rearrange(x, ids, "The battle is over")


def _discard_order(x, victor, lost, faction):
    """The victor decides the order the eliminated cards go onto the discard pile (6.9)."""
    left = list(lost)
    order = []
    while len(left) > 1:
        a = yield x.ask(victor, "You won: which eliminated card goes onto the discard pile next (the last is on "
                                "top)?", [x.opt("card", c, x.label(c, faction), "6.9") for c in left], "6.9")
        order.append(a["arg"])
        left.remove(a["arg"])
    return order + left


def capture(x, spec, tg, diff):
    """The attacking group takes the complex and may put a unit and/or a leader in as garrison (6.10)."""
    old_owner, old_faction = tg["owner"], tg["faction"]
    tg["owner"], tg["faction"] = spec["player"], spec["faction"]
    x.log("6.10", f"{x.pname(spec['player'])} captures {x.cname(tg['complex'])} for {FSIDE[spec['faction']]}.")
    if tg["id"] not in x.turn["attacked"]:
        x.turn["attacked"].append(tg["id"])   # the capture was its attack this turn: destroying it needs a 2nd (6.11)
    supply.faction_changed(x, tg, old_faction, "6.10", old_owner=old_owner, captured_by_losses=diff)
    t = x.turn
    if (x.kind(tg["complex"]) == "banco" and spec["player"] == t["player"] and not t["bank"]
            and x.complex_works(tg)):
        t["bank"] = 1                         # its ability is the new owner's at once (6.10): this turn's action too
        x.log("9.3", f"The Banco de Nationale works for {x.pname(spec['player'])} at once: an extra action this turn "
                     f"for {FSIDE[spec['faction']]}.")
    # the garrison comes from the attacking group: in a combined attack (8.1) both groups attack as one, so either
    # may give it (reading); the Armor Column never stands with a complex (8.3)
    groups = [g for g in (x.group(p["group"]) for p in spec["att"]) if g is not None and not x.is_armor_group(g)]
    if not groups:
        return
    opts = [x.opt("garrison", [], "Leave the complex without a garrison", "6.10")]
    opts += [x.opt("garrison", cards, f"Garrison: {words}", "6.10") for cards, words in _garrisons(x, groups)]
    a = yield x.ask(spec["player"], f"Put a garrison in {x.cname(tg['complex'])}?", opts, "6.10")
    for c in a["arg"]:
        x.remove_from_group(_group_holding(x, c), c)
        if x.is_leader(c):
            tg["leader"] = c
        else:
            tg["units"].append(c)
    if a["arg"]:
        x.log("6.10", f"Garrison of {x.cname(tg['complex'])}: {', '.join(x.label(c, tg['faction']) for c in a['arg'])}.")
    for g in groups:
        if not (g["units"] or g["leader"]):
            supply.after_attack(x, g)          # it attacked (8.10) before all of it went into the garrison
            x.s["groups"].remove(g)
            supply.group_gone(x, g, "moved into a garrison")


def _garrisons(x, groups):
    """A unit and/or a leader of the attacking group(s), as (cards, words), never leaving a leader alone in his
    group (6.10, 6.9); with two groups (8.1) the words say which group each card leaves."""
    def words(g, c):
        where = f" from group {g['id'][1:]}" if len(groups) > 1 else ""
        return (x.label(c) if x.is_leader(c) else x.unit_label(c, g["faction"])) + where

    def lone_leader(picks):
        return any(g["leader"] and g["leader"] not in picks and all(u in picks for u in g["units"]) for g in groups)

    leaders = [(g, g["leader"]) for g in groups if g["leader"]]
    out = []
    for g, u in [(g, u) for g in groups for u in g["units"]]:
        if not lone_leader([u]):
            out.append(([u], words(g, u)))
        for lg, lead in leaders:
            if not lone_leader([lead, u]):
                out.append(([lead, u], f"{words(lg, lead)} and {words(g, u)}"))
    for lg, lead in leaders:
        if lg["units"] and not lone_leader([lead]):
            out.append(([lead], f"{words(lg, lead)} alone"))
    return out


def destroy(x, gid):
    """The Rebel owner destroys his own complex in the Attack phase: 1 action, the group's attack (6.11)."""
    g = x.group(gid)
    if gid in x.turn["attacked"]:
        card = second_attack_card(x, g)
        x.hand(g["owner"]).remove(card)
        x.discard([card])
        x.turn.setdefault("second", []).append(gid)
        x.log("8.4", f"{x.pname(g['owner'])} plays an Arms Cache to act with {x.gname(gid)} again.")
    pay(x, "rebel", "6.11")
    x.turn["attacked"].append(gid)
    cplx = g["complex"]
    vp = x.card(cplx)["vp"]
    x.log("6.11", f"{x.pname(g['owner'])} blows up the Rebel-held {x.cname(cplx)}.")
    complex_destroyed(x, g, "rebel", g["owner"], "6.11")
    return vp
    yield


HANDLERS = {"attack": attack, "sortie": sortie, "destroy": destroy}
