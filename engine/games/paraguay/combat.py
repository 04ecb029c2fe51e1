"""Combat (13.x): three combat phases a player turn; each attack picks one target hex, gathers attackers from
the hexes around it, is declared (for good, 6.4) and then resolved as a procedure: supply burning, running
the guns, odds, every DRM, the roll, losses (defender first), advance after combat, weapons captures.

Readings: burning supply is announced first (13.24), then the guns are run (13.18), then odds and the DRM,
supply lines included, are taken at that instant (13.25). A supply unit "on hand" is one in the defending
hex or in a hex the attack comes from. A hex whose defenders total 0 defense factors is attacked as if it
had 1. An attack whose counted factors are 0 (artillery alone, 13.26) cannot be declared.
"""

from ...core import Context
from ...errors import IllegalAction
from ...words import count, number, signed
from . import supply
from .model import (FastStep, ALLIED, ARTILLERY, OTHER, PARAGUAYAN, P, STACK_LIMIT, burn_options, count_text, ground,
                    riverine, unit_label)

PHASE_DRM = {1: 1, 2: 0, 3: -1}                   # 13.15
ROUGH = ("rough", "forest", "marsh")


# ---------------------------------------------------------------- odds and DRM

def counted_attack(attackers):
    """Attack factors that count: artillery no more than the other ground factors (13.26); riverine apart."""
    art = sum(u["attack"] for u in attackers if u["type"] in ARTILLERY)
    other = sum(u["attack"] for u in attackers if ground(u) and u["type"] not in ARTILLERY)
    ships = sum(u["attack"] for u in attackers if riverine(u))
    return other + min(art, other) + ships, max(0, art - other)


def can_attack_from(p, u, a, t):
    """Can ``u`` in hex ``a`` attack hex ``t`` (12.2, 12.6, 13.31)?"""
    if u["attack"] <= 0:
        return False
    if riverine(u):
        return bool(p.hm.hexes[a].get("river") and p.hm.hexes[t].get("river") and p.hm.navigable(a, t))
    return True


def rafts_ok(attackers):
    """Armed rafts attack only in tow: no more rafts than other Paraguayan riverine units from their hexes (12.6)."""
    for h in {u["where"] for u in attackers}:
        rafts = sum(1 for u in attackers if u["where"] == h and u["type"] == "armed_raft")
        towers = sum(1 for u in attackers if u["where"] == h and u["type"] in ("warship", "transport"))
        if rafts > towers:
            return False
    return True


def drms(p, side, target, attackers, defenders, extra, burns):
    """Every DRM of a battle, as (value, reason, rule) (13.11-13.25)."""
    hm = p.hm
    out = []
    phase = p.pg["cb"]["phase"]
    if PHASE_DRM[phase]:
        out.append((PHASE_DRM[phase], f"combat phase {phase}", "13.15"))
    rec = hm.hexes[target]
    if rec.get("terrain") in ROUGH:
        out.append((-1, f"defender in {rec['terrain']}", "13.14"))
    fort = p.fortress_in(target)
    if side == ALLIED and fort:
        home = fort.get("home") or target
        out.append((p.game.fortress_drm(home) or -2, f"fortress {fort['name']}", "13.16"))
        if any(u["type"] == "siege_artillery" for u in attackers):
            out.append((1, "siege artillery against a fortress", "13.17"))
        if any(u["type"] == "engineer" for u in attackers):
            out.append((1, "engineers against a fortress", "13.17"))
    if rec.get("river") and not fort:
        out.append((-1, "defender in a navigable river hex", "13.22"))
    if side == ALLIED:
        n = len({u["nation"] for u in attackers})
        if n >= 2:
            out.append((-(n - 1), f"joint attack of {n} Allied nations", "13.19"))
        if all(ground(u) and u.get("gn") for u in attackers):
            out.append((-1, "only Guardia Nacional attacking", "13.20"))
    else:
        n = len({u["nation"] for u in defenders})
        if n >= 2:
            out.append((n - 1, f"joint defence of {n} Allied nations", "13.19"))
        # an emptied hex (its lone supply unit burnt, 13.24) holds no force of "only GN ground units" at all
        if defenders and all(ground(u) and u.get("gn") for u in defenders):
            out.append((1, "only Guardia Nacional defending", "13.20"))
        if any(u["type"] == "rocket_artillery" for u in attackers) and rec.get("terrain", "clear") == "clear":
            out.append((1, "Congreve rockets against clear terrain", "13.23"))
    if all(ground(u) and (hm.hexside(u["where"], target) or {}).get("minor_river") for u in attackers):
        out.append((-1, "every attacker crosses a minor river", "13.21"))
    if burns.get("attacker"):
        out.append((3, "attacker burns supply", "13.24"))
    if burns.get("defender"):
        out.append((-3, "defender burns supply", "13.24"))
    if not supply.has_line(p, OTHER[side], target):
        out.append((3, "defender has no supply line", "13.25"))
    mine = supply.Lines(p, side)
    if any(not mine.has(h) for h in sorted({u["where"] for u in attackers})):
        out.append((-3, "an attacking hex has no supply line", "13.25"))
    if extra:
        out.append((extra, "odds above 6:1", "13.12"))
    return out


def preview(p, side, target, att, burns):
    """The odds and every DRM of a declared attack as they stand now, in words, for the questions before the roll."""
    defenders = p.at(target, OTHER[side])
    a_factors, ignored = counted_attack(att)
    a_factors += sum(c["award"] for c in p.pg["cb"]["captures"] if c["phase"] == p.pg["cb"]["phase"]
                     and not c["used"] and any(u["id"] in c["units"] for u in att))
    d_factors = sum(u["defense"] for u in defenders)
    column, extra, auto = p.game.odds(a_factors, d_factors)
    head = f"Odds now: {a_factors} against {d_factors}" + (f" ({ignored} artillery not counted, 13.26)"
                                                           if ignored else "")
    if auto:
        return f"{head}, worse than 1:3: every attacker would be eliminated (13.12)."
    mods = drms(p, side, target, att, defenders, extra, burns)
    total = sum(m[0] for m in mods)
    words = ", ".join(f"{signed(v)} {why} ({r})" for v, why, r in mods) or "none"
    return f"{head}, column {column} (13.9); DRM {signed(total)}: {words}."


# ---------------------------------------------------------------- the combat phase step

class CombatStep(FastStep):
    """One combat phase of the side whose player turn it is: pick a target, gather attackers, declare."""

    name = "combat"

    def prompt(self, game, state, frame, role):
        cb = state["pg"]["cb"]
        if role != frame["side"]:
            return f"Waiting for the {game.role_name(frame['side'])} combat phase {cb['phase']}."
        if cb["target"]:
            return f"Attack on {cb['target']}: add or remove attackers, then declare (13.4)."
        return f"Combat phase {cb['phase']}: choose a hex to attack, or end the phase (13.2)."

    def actions(self, game, state, frame, role):
        if role != frame["side"] or state.get("result"):
            return []
        p = P(game, Context(state, None), frozen=True)
        cb = p.pg["cb"]
        return target_actions(p, role) if cb["target"] is None else attacker_actions(p, role, cb["target"])

    def refuse(self, game, state, frame, role, verb, arg, legal):
        """Say which rule forbids a target or an attacker that is not offered (13.1, 13.2, 13.31, 12.2)."""
        cb = state["pg"]["cb"]
        if role == frame["side"] and isinstance(arg, str):
            p = P(game, Context(state, None), frozen=True)
            if verb == "target" and cb["target"] is None and p.hm.in_grid(arg):
                if not p.enemy_in(arg, role):
                    return IllegalAction("no_enemy", f"{arg} holds no enemy unit to attack", "13.1")
                if any(u["id"] in cb["hit"] for u in p.at(arg)):
                    return IllegalAction("attacked", f"the units in {arg} were attacked this phase already", "13.2")
                return IllegalAction("no_attacker", f"none of your units next to {arg} can attack it now", "13.1")
            if verb == "add" and cb["target"] and any(u["id"] == arg for u in state["units"]):
                u = p.unit(arg)
                if u["id"] in cb["used"]:
                    return IllegalAction("attacked", f"{arg} has attacked this phase already", "13.2")
                if u["attack"] <= 0:
                    return IllegalAction("zero_attack", f"{arg} has no attack factor and never attacks", "13.31")
                if u["where"] not in p.hm.neighbours(cb["target"]):
                    return IllegalAction("not_adjacent", f"{arg} is not next to {cb['target']}", "13.1")
                return IllegalAction("not_by_river", f"{arg} can attack only across a river hexside", "12.2")
        return super().refuse(game, state, frame, role, verb, arg, legal)

    def on(self, game, ctx, frame, verb, arg):
        p = P(game, ctx)
        cb = p.pg["cb"]
        side = frame["side"]
        if verb == "target":
            cb["target"] = arg
            cb["attackers"] = []
        elif verb == "cancel":
            cb["target"] = None
            cb["attackers"] = []
        elif verb == "add":
            cb["attackers"].append(arg)
        elif verb == "add_all":
            for u in eligible(p, side, cb["target"]):
                if u["where"] == arg and u["id"] not in cb["attackers"]:
                    cb["attackers"].append(u["id"])
        elif verb == "remove":
            cb["attackers"].remove(arg)
        elif verb == "declare":
            target, attackers = cb["target"], list(cb["attackers"])
            cb["target"], cb["attackers"] = None, []
            cb["used"] += attackers
            defenders = [u["id"] for u in p.at(target)]
            cb["hit"] += defenders
            cb["revealed"] = {target: defenders}
            from ... import procs
            procs.start(game, ctx, "battle", side=side, target=target, attackers=attackers)
        elif verb == "end_combat":
            ctx.pop()
            p.log("13.2", f"The {p.side_name(side)} combat phase {cb['phase']} ends.")
            game.advance(ctx)


def eligible(p, side, t):
    """Units of ``side`` that may join an attack on ``t`` now (13.2, 13.4, 13.31, 12.2)."""
    used = set(p.pg["cb"]["used"])
    out = []
    for a in p.hm.neighbours(t):
        for u in p.at(a, side):
            if u["id"] not in used and can_attack_from(p, u, a, t):
                out.append(u)
    return out


def in_contact(p, side):
    """Does a stack of ``side`` stand next to an enemy stack? Where stacks stand is public (6.4), what they hold
    may not be: a combat phase is played whenever this holds, even when no unit of the side could attack, so
    that whether a phase is played never tells the other player what a stack hides (13.2)."""
    occupied = p.occupied()
    ours = {h for h, us in occupied.items() if us[0]["side"] == side}
    return any(us[0]["side"] != side and ours.intersection(p.hm.neighbours(h)) for h, us in occupied.items())


def target_actions(p, side):
    cb = p.pg["cb"]
    hit = set(cb["hit"])
    out = []
    for h, us in p.occupied().items():
        if us[0]["side"] == side or any(u["id"] in hit for u in us):
            continue
        if any(u["type"] not in ARTILLERY + ("armed_raft",) for u in eligible(p, side, h)):   # a declarable attack
            out.append(p.opt("target", h, f"Attack {p.hname(h)} (an enemy stack of {count(len(us), 'unit')})", "13.4"))
    out.append(p.opt("end_combat", None, f"End combat phase {cb['phase']}", "13.2"))
    return out


def attacker_actions(p, side, t):
    cb = p.pg["cb"]
    chosen = [p.unit(i) for i in cb["attackers"]]
    out = []
    pool = eligible(p, side, t)
    by_hex = {}
    for u in pool:
        if u["id"] not in cb["attackers"]:
            by_hex.setdefault(u["where"], []).append(u)
            out.append(p.opt("add", u["id"], f"Attack with {unit_label(u)} from {p.hname(u['where'])}", "13.7"))
    for h, us in sorted(by_hex.items()):
        if len(us) > 1:
            out.append(p.opt("add_all", h, f"Attack with every able unit from {p.hname(h)} ({len(us)})", "13.7"))
    for u in chosen:
        out.append(p.opt("remove", u["id"], f"Leave {unit_label(u)} out of the attack", "13.7"))
    if chosen and rafts_ok(chosen) and counted_attack(chosen)[0] > 0:
        a, _ = counted_attack(chosen)
        out.append(p.opt("declare", None, f"Declare the attack on {p.hname(t)} with {count(len(chosen), 'unit')}, "
                                          f"{a} attack factors (irrevocable, 6.4)", "6.4"))
    out.append(p.opt("cancel", None, "Choose another target", "13.6"))
    return out


# ---------------------------------------------------------------- one battle (a procedure)

def pick_losses(p, role, units, n, prompt, rule):
    """Ask ``role`` to choose ``n`` of ``units`` one at a time; all of them when ``n`` covers them. Whether a
    question comes depends only on the counts (public); it comes even when every candidate is alike, and it is
    private, since its options name units that fog of war may hide from the other side (6.4)."""
    units = list(units)
    if n >= len(units):
        return units
    chosen = []
    for k in range(n):
        left = [u for u in units if u not in chosen]
        answer = yield p.ask(role, f"{prompt} ({k + 1} of {n})",
                             [p.opt("lose", u["id"], unit_label(u), rule) for u in left], rule, private=True)
        chosen.append(p.unit(answer["arg"]))
    return chosen


def battle(p, side, target, attackers):
    """Resolve one declared attack (13.9-13.30)."""
    foe = OTHER[side]
    cb = p.pg["cb"]
    att = [p.unit(i) for i in attackers]
    # the declaration (6.4): both sides read the attack, for good; the attacker's reading of the same line adds the
    # defending units he now sees under the stack, which the defender knows already
    said = (f"{p.side_name(side)} attack on {p.hname(target)}: {count_text(att)} from "
            f"{', '.join(sorted({u['where'] for u in att}))}, declared for good")
    looked = "; ".join(unit_label(p.unit(i)) for i in cb["revealed"].get(target, []))
    p.log("13.9", f"{said}.", own={side: ("6.4", f"{said}. Defenders: {looked}.")} if looked else None)
    burns = {}
    from_hexes = sorted({u["where"] for u in att})
    mine = [u for h in from_hexes for u in p.at(h, side) if u["type"] == "supply"]
    # the attacker always announces (13.24), so whether he is asked never tells the defender what he has
    opts = burn_options(mine, "+3", "13.24", where=p.hname)
    guns = " Allied vessels must still run the fortress's guns (13.18)." if side == ALLIED and p.fortress_in(target) \
        and any(riverine(u) for u in att) else ""
    a = yield p.ask(side, "Burn a supply unit for this attack (+3)? You announce first. "
                    + preview(p, side, target, att, burns) + guns,
                    opts + [p.opt("no_burn", None, "Do not burn supply", "13.24")], "13.24", private=True)
    if a["verb"] == "burn":
        burns["attacker"] = True
        p.eliminate(p.unit(a["arg"]), "13.24", "burnt")
        p.log("13.24", f"The {p.side_name(side)} player burns a supply unit for the attack (+3).")
    theirs = [u for u in p.at(target, foe) if u["type"] == "supply"]
    if theirs:
        a = yield p.ask(foe, "The attacker has announced. Burn a supply unit for the defence (−3)? "
                        + preview(p, side, target, att, burns) + guns,
                        burn_options(theirs, "−3", "13.24")
                        + [p.opt("no_burn", None, "Do not burn supply", "13.24")], "13.24", private=True)
        if a["verb"] == "burn":
            burns["defender"] = True
            p.eliminate(p.unit(a["arg"]), "13.24", "burnt")
            p.log("13.24", f"The {p.side_name(foe)} player burns a supply unit for the defence (−3).")
    ships = [u for u in att if riverine(u)]
    if side == ALLIED and ships and p.fortress_in(target):
        roll = p.d10("13.18")
        sunk = min(len(ships), p.game.guns_losses(roll, len(ships)))
        p.log("13.18", f"Running the guns of {p.hname(target)}: roll {roll}, {count(sunk, 'vessel')} lost.")
        lost = yield from pick_losses(p, side, ships, sunk, "Running the guns: choose a vessel to lose", "13.18")
        for u in lost:
            p.eliminate(u, "13.18", "sunk")
        att = [u for u in att if u["where"] != "dead"]
    if not att:
        p.log("13.18", "No attacker is left: the attack is over.")
        return
    defenders = p.at(target, foe)
    a_factors, ignored = counted_attack(att)
    for cap in cb["captures"]:
        if cap["phase"] == cb["phase"] and not cap["used"] and any(u["id"] in cap["units"] for u in att):
            cap["used"] = True
            a_factors += cap["award"]
            p.log("13.27", f"Captured weapons add {cap['award']} attack factors.")
    d_factors = sum(u["defense"] for u in defenders)
    column, extra, auto = p.game.odds(a_factors, d_factors)
    note = f" ({ignored} artillery factors not counted, 13.26)" if ignored else ""
    if auto:
        p.log("13.12", f"{a_factors} against {d_factors}{note}: worse than 1:3, every attacker is eliminated.")
        for u in att:
            p.eliminate(u, "13.12", "below 1:3")
        return
    mods = drms(p, side, target, att, defenders, extra, burns)
    total = sum(m[0] for m in mods)
    roll = p.d10("13.28")
    a_loss, d_loss = p.game.crt_result(column, roll + total)
    p.log("13.28", f"{a_factors} against {d_factors}{note}: {column}; DRM {signed(total)} ("
                   + (", ".join(f"{signed(v)} {why} {r}" for v, why, r in mods) or "none")
                   + f"); roll {roll}, modified {number(roll + total)}: {a_loss}/{d_loss}.")
    lost = yield from pick_losses(p, foe, defenders, d_loss, "Combat losses: choose a defending unit to lose",
                                  "13.29")
    for u in lost:
        p.eliminate(u, "13.29", "combat")
    if lost:
        p.log("13.29", f"The defender loses {count_text(lost)}.")
    lost = yield from pick_losses(p, side, att, a_loss, "Combat losses: choose an attacking unit to lose", "13.29")
    for u in lost:
        p.eliminate(u, "13.29", "combat")
    if lost:
        p.log("13.29", f"The attacker loses {count_text(lost)}.")
    alive = [u for u in att if u["where"] != "dead"]
    if p.at(target) or not alive or p.s["result"]:
        return
    went = []
    while len(went) < STACK_LIMIT:
        able = [u for u in alive if u not in went and u["mf"] > 0 and u["type"] != "fortress"
                and (ground(u) or (p.hm.hexes[target].get("river") and p.hm.navigable(u["where"], target)))]
        if not able:
            break
        opts = [p.opt("advance", u["id"], f"Advance {unit_label(u)} from {p.hname(u['where'])}", "13.30") for u in able]
        if went:
            opts.append(p.opt("stop", None, "No more units advance", "13.30"))
        a = yield p.ask(side, f"Advance after combat into {p.hname(target)}: at least one unit.", opts, "13.30",
                        private=True)
        if a["verb"] == "stop":
            break
        went.append(p.unit(a["arg"]))
    for u in went:
        u["where"] = target
    if went:
        p.log("13.30", f"{count(len(went), 'unit')} advance{'s' if len(went) == 1 else ''} into {p.hname(target)}.")
        p.enter(target, side, "13.30")
    # every unit in the hex when the attack came, a supply unit the defender burnt (13.24) among them (13.27)
    held = len(cb["revealed"].get(target, defenders))
    if side == PARAGUAYAN and went and held >= 4:
        roll = p.d10("13.27")          # every capture is rolled as it happens, the third phase's too
        award = min(roll, sum(u["attack"] for u in alive))
        if cb["phase"] < 3:
            cb["captures"].append({"units": [u["id"] for u in alive], "award": award, "phase": cb["phase"] + 1,
                                   "used": False})
            p.log("13.27", f"Weapons and supply captured: roll {roll}, +{award} attack factors for this force's "
                           "attack next phase.")
        else:
            p.log("13.27", f"Weapons and supply captured: roll {roll}, +{award} attack factors, but no combat "
                           "phase follows this turn and an award never carries over: it lapses.")


def reset_phase(p, phase):
    p.pg["cb"] = {"phase": phase, "target": None, "attackers": [], "used": [], "hit": [], "revealed": {},
                  "captures": p.pg.get("cb", {}).get("captures", []) if phase > 1 else []}


__all__ = ["CombatStep", "battle", "counted_attack", "drms", "in_contact", "reset_phase", "PARAGUAYAN"]
