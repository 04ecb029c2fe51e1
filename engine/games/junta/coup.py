"""The Coup d'État as procedures (engine.procs): a player's Movement turn, attack declarations, the choice of
the next battle, a battle, and choosing sides. Rule numbers are Tablero's own (docs/JUNTA.md); readings the
rulebook leaves open are marked ``# reading:``. ``game.py`` strings these together phase by phase."""

from ...words import count
from .model import COUSIN, PHASE_NAMES

# ---------------------------------------------------------------- movement (4.x)


def movement_turn(j, player, cousin=False):
    """One player's Movement turn: cards, landings, transfers, one move, exile, a proposal to stop (4.1-4.9).
    With ``cousin``: El Presidente's extra move with the Cousin's units in this seat's turn (4.2)."""
    c = j.coup
    if cousin:
        yield from _cousin_turn(j, player)
        return
    p = j.player(player)
    if p["status"] == "exiled":
        # reading: a player in exile when the coup began may come back once, at their turn in Coup Phase 1-6
        answer = yield j.ask(player, f"{PHASE_NAMES[c['phase']]}: you are in exile. Come back now?",
                             [j.opt("return", None, "Return from exile: your units count again", "4.9"),
                              j.opt("done", None, "Stay in exile this phase", "4.9")], "4.9")
        if answer["verb"] == "done":
            return
        p["status"] = "active"
        for u in j.units():
            if j.controller(u) == player:
                u["moved"] = False
        j.log("4.9", f"{j.pname(player)} returns from exile; their units take part in the coup again.")
    moved = False
    while True:
        opts = []
        rebellion = j.rebellion()
        for cid in p["hand"]:
            card = j.game.card(cid)
            if _card_playable(j, player, card):
                opts.append(j.opt("play", cid, f"Play {card['name']}: {card['text']}", "4.7"))
        opts += _landing_opts(j, player)
        if not moved and _origins(j, player):
            opts.append(j.opt("move", None, "Move the units of one space (your one move this phase)", "4.1"))
        if _giveable(j, player) and _recipients(j, player):
            opts.append(j.opt("give", None, "Transfer units to another player", "4.4"))
        if any(j.is_embassy(u["where"]) for u in j.units() if j.on_map(u) and j.active(u)
               and j.controller(u) == player):
            opts.append(j.opt("exile", None, "Go into exile from the Embassy (your units leave the coup)", "4.9"))
        if player not in c["proposed"] and len([q for q in j.seats() if j.in_coup(q)]) > 1:
            opts.append(j.opt("propose_end", None, "Propose to stop the coup here and choose sides", "2.4"))
        if rebellion and not p["rebel"]:
            done = j.opt("done", None, "Stay loyal: sit out the Rebellion Phase", "3.4")
        else:
            done = j.opt("done", None, "End your Movement turn", "4.1")
        opts.append(done)
        prompt = (f"{PHASE_NAMES[c['phase']]}, Movement: act, or stay loyal and do nothing."
                  if rebellion and not p["rebel"] else f"{PHASE_NAMES[c['phase']]}, Movement: your turn.")
        answer = yield j.ask(player, prompt, opts, "4.1", private=True)     # private: the options show the hand
        verb = answer["verb"]
        if verb == "done":
            if rebellion and not p["rebel"]:
                j.log("3.4", f"{j.pname(player)} stays loyal and sits out the Rebellion Phase.")
            return
        if verb == "play":
            if rebellion:
                j.make_rebel(player, "3.1", "acts in the Rebellion Phase")
            yield from play_card(j, player, answer["arg"])
        elif verb == "land":
            if rebellion:
                j.make_rebel(player, "3.1", "acts in the Rebellion Phase")
            yield from land(j, player, answer["arg"])
        elif verb == "move":
            went = yield from move_stack(j, player, player, "4.1")
            if went:
                moved = True
                if rebellion:
                    j.make_rebel(player, "3.1", "moves units in the Rebellion Phase")
        elif verb == "give":
            yield from give(j, player)
        elif verb == "exile":
            p["status"] = "exiled"
            p["exiled_here"] = True
            j.log("4.9", f"{j.pname(player)} goes into exile from an Embassy; from now on their units are "
                         "ignored (1.3).")
            return
        elif verb == "propose_end":
            c["proposed"].append(player)
            agreed = yield from propose_end(j, player)
            if agreed:
                return


def _landings(j, owner):
    """``owner``'s Marines and Paratroopers still waiting off the map (4.5, 4.6: one landing each a coup)."""
    return [u for u in j.units() if u["owner"] == owner and u["where"] == "offboard" and j.active(u)
            and j.kind(u["kind"]).get("lands")]


def _landing_opts(j, owner):
    whose = "the Cousin's " if owner == COUSIN else "the "
    return [j.opt("land", u["id"], f"Land {whose}{j.kind_name(u['kind'])} (not a move)",
                  "4.5" if u["kind"] == "paratroopers" else "4.6") for u in _landings(j, owner)]


def _cousin_turn(j, player):
    """El Presidente commands the Cousin's units in the turn of the seat whose office the Cousin holds (4.2):
    one extra move, and the landing of the Cousin's Marines or Paratroopers, which is not a move (4.5, 4.6)."""
    c = j.coup
    pres = j.presidente()
    moved = False
    while True:
        opts = _landing_opts(j, COUSIN)
        if not moved and _origins(j, COUSIN):
            opts.append(j.opt("move", None, "Move the Cousin's units of one space", "4.2"))
        if not opts:
            if not moved:
                j.log("4.2", f"The Cousin's units have nothing that can move in {j.pname(player)}'s turn.")
            return
        opts.append(j.opt("done", None, "Leave the Cousin's units where they are", "4.2"))
        answer = yield j.ask(pres, f"{PHASE_NAMES[c['phase']]}: your Cousin holds {j.pname(player)}'s office; "
                                   "make an extra move with the Cousin's units?", opts, "4.2")
        if answer["verb"] == "done":
            return
        if answer["verb"] == "land":
            yield from land(j, pres, answer["arg"], cousin=True)
        else:
            moved = yield from move_stack(j, pres, COUSIN, "4.2")


def _movable(j, unit, owner):
    return (unit["owner"] == owner and j.on_map(unit) and j.active(unit) and not unit["moved"]
            and j.kind(unit["kind"])["moves"] > 0)


def _origins(j, owner):
    spaces = {u["where"] for u in j.units() if _movable(j, u, owner)}
    return [sid for sid in j.map["order"] if sid in spaces]


def _destinations(j, sid):
    return [a for a in j.adjacent(sid) if j.is_land(a)]


def _pick_counts(j, role, units, prompt, rule, at_least_one=True, most=None, key=None):
    """Ask how many of each kind of ``units`` to take, ``most`` in all if given; returns the chosen units. ``key``:
    the questions' key, each question about its kind of unit (engine/procs.py ``Ask``)."""
    kinds = []
    for u in units:
        if u["kind"] not in kinds:
            kinds.append(u["kind"])
    if at_least_one and len(units) == 1:
        return list(units)
    chosen = []
    for i, kid in enumerate(kinds):
        room = len(units) if most is None else most - len(chosen)
        if room <= 0:
            break
        group = [u for u in units if u["kind"] == kid]
        low = 1 if at_least_one and not chosen and i == len(kinds) - 1 else 0
        n = yield j.ask(role, f"{prompt}: how many {j.kind_name(kid, 2)} (of {len(group)})?",
                        [j.opt("number", k, j.kind_count(kid, k), rule)
                         for k in range(low, min(len(group), room) + 1)], rule, key=key, about=kid)
        chosen += group[:n["arg"]]
    return chosen


def move_stack(j, role, owner, rule):
    """Move some or all of ``owner``'s unmoved units in one space to an adjacent space (4.1), with the
    Helicopter's second space (4.3). Returns True (a move was made)."""
    origins = _origins(j, owner)
    answer = yield j.ask(role, "Move from which space?",
                         [j.opt("space", sid, j.name(sid), rule) for sid in origins], rule, key="move.from")
    origin = answer["arg"]
    here = [u for u in j.units() if u["where"] == origin and _movable(j, u, owner)]
    group = yield from _pick_counts(j, role, here, f"Moving from {j.name(origin)}", rule, key="move.count")
    answer = yield j.ask(role, f"Move {j.count_text(group)} from {j.name(origin)} to which space?",
                         [j.opt("space", sid, j.name(sid), rule) for sid in _destinations(j, origin)], rule,
                         key="move.to", about=origin)
    dest = answer["arg"]
    for u in group:
        u["where"] = dest
        u["moved"] = True
    j.log(rule, f"{j.pname(role)}{' (the Cousin)' if owner == COUSIN else ''} moves {j.count_text(group)} "
                f"from {j.name(origin)} to {j.name(dest)}.")
    heli = next((u for u in group if u["kind"] == "helicopter"), None)
    if heli is not None:
        yield from _helicopter_on(j, role, owner, heli, dest, alone=len(group) == 1)
    return True


def _helicopter_on(j, role, owner, heli, at, alone):
    """The Helicopter's second space (4.3). Having come alone, it may pick up one unmoved unit of its owner
    where it landed and take it one space on; having come with units, it flies on alone."""
    opts = [j.opt("space", sid, f"Fly on to {j.name(sid)}", "4.3") for sid in _destinations(j, at)]
    opts.append(j.opt("done", None, f"The Helicopter stays in {j.name(at)}", "4.3"))
    answer = yield j.ask(role, "The Helicopter may fly one more space.", opts, "4.3")
    if answer["verb"] == "done":
        return
    dest = answer["arg"]
    riders = []
    if alone:
        waiting = [u for u in j.units() if u["where"] == at and u is not heli and _movable(j, u, owner)]
        if waiting:
            # 4.3: the second way lifts a single waiting unit of its owner, never the whole stack there
            riders = yield from _pick_counts(j, role, waiting, f"Take along from {j.name(at)} (one unit at most)",
                                             "4.3", at_least_one=False, most=1, key="ride.count")
    for u in [heli] + riders:
        u["where"] = dest
        u["moved"] = True
    extra = f" carrying {j.count_text(riders)}" if riders else ""
    j.log("4.3", f"The Helicopter flies on from {j.name(at)} to {j.name(dest)}{extra}.")


def _card_playable(j, player, card):
    if card["who"] != "any" and card["who"] not in j.player(player)["offices"]:
        return False
    wheres = [b["where"] for b in card["brings"]]
    if "own_unit_space" in wheres and not _own_spaces(j, player):
        return False
    return True


def _own_spaces(j, player):
    spaces = {u["where"] for u in j.units() if j.on_map(u) and j.active(u) and u["owner"] == player}
    return [sid for sid in j.map["order"] if sid in spaces]


def play_card(j, player, cid):
    """A Politics card brings new units (4.7); the crowd cards in the Rebellion Phase let the Minister of
    Internal Security send Police after them (4.8)."""
    card = j.game.card(cid)
    j.player(player)["hand"].remove(cid)
    j.s["discard"].append(cid)
    arrived = []
    for b in card["brings"]:
        where = b["where"]
        if where in ("any_district", "any_space", "own_unit_space"):
            if where == "any_district":
                choices = [s for s in j.map["order"] if j.space(s)["type"] == "district"]
            elif where == "any_space":
                choices = [s for s in j.land_spaces() if not j.is_embassy(s)]
            else:
                choices = _own_spaces(j, player)
            answer = yield j.ask(player, f"{card['name']}: where do the {j.kind_name(b['kind'], 2)} arrive?",
                                 [j.opt("space", s, j.name(s), "4.7") for s in choices], "4.7", key="arrive.space",
                                 about=cid)
            where = answer["arg"]
        for _ in range(b["count"]):
            j.s["next_unit"] += 1
            unit = {"id": f"{cid}_{j.s['next_unit']}", "kind": b["kind"], "office": None, "owner": player,
                    "where": where, "moved": False}
            j.units().append(unit)
            arrived.append(unit)
        j.log("4.7", f"{j.pname(player)} plays {card['name']}: {j.kind_count(b['kind'], b['count'])} "
                     f"arrive{'s' * (b['count'] == 1)} in {j.name(where)}.", card=cid)
    if card.get("police_reaction") and j.rebellion():
        yield from police_reaction(j, player, sorted({u["where"] for u in arrived}))


def police_reaction(j, player, targets):
    """The Minister of Internal Security may send any of his Police to the new units (4.8), free of the
    one-move limit and whether Rebel or loyal."""
    minister = j.holder("interior")
    if minister in (None, COUSIN, player, j.presidente()) or not j.in_coup(minister):
        # reading: El Presidente does nothing in the Rebellion Phase (3.4), so neither the Cousin's Police nor
        # those of a Ministry he holds himself (a hand-written deal) answer the crowds
        return
    while True:
        police = [u for u in j.units() if u["kind"] == "police" and u["owner"] == minister and j.on_map(u)
                  and j.active(u)]
        opts = []
        for t in targets:
            for sid in j.map["order"]:
                if sid != t and any(u["where"] == sid for u in police):
                    opts.append(j.opt("send", [sid, t], f"Send 1 Police from {j.name(sid)} to {j.name(t)}", "4.8"))
        if not opts:
            return
        opts.append(j.opt("done", None, "Send no more Police", "4.8"))
        answer = yield j.ask(minister, f"Police reaction: {j.pname(player)} brought new units into "
                                       f"{', '.join(j.name(t) for t in targets)}. Send Police after them?",
                             opts, "4.8")
        if answer["verb"] == "done":
            return
        src, dest = answer["arg"]
        unit = next(u for u in police if u["where"] == src)
        unit["where"] = dest
        j.log("4.8", f"Police reaction: {j.pname(minister)} sends 1 Police from {j.name(src)} to {j.name(dest)}.")


def land(j, player, uid, cousin=False):
    """Paratroopers drop on any land space, Embassies included (4.5); Marines land beside the Harbor or at the
    First Army Brigade base (4.6). Once per coup, and not a move. With ``cousin``: El Presidente lands the
    Cousin's unit (4.2)."""
    unit = j.unit(uid)
    if unit["kind"] == "paratroopers":
        rule, choices = "4.5", j.land_spaces()          # "any spot on the map": Embassies too
    else:
        rule = "4.6"
        choices = [s for s in j.map["order"] if j.space(s).get("harbor_adjacent") or j.space(s).get("marine_landing")]
    answer = yield j.ask(player, f"Land the {j.kind_name(unit['kind'])} where?",
                         [j.opt("space", s, j.name(s), rule) for s in choices], rule)
    unit["where"] = answer["arg"]
    j.log(rule, f"{j.pname(player)}{' (the Cousin)' if cousin else ''} lands the {j.kind_name(unit['kind'])} "
                f"in {j.name(answer['arg'])}.")


def _giveable(j, player):
    return [u for u in j.units() if u["owner"] == player and j.on_map(u) and j.active(u)]


def _recipients(j, player):
    return [q for q in j.seats() if q != player and j.in_coup(q)]


def give(j, player):
    """Hand units over to another player (4.4): they keep this phase's 'moved' mark."""
    units = _giveable(j, player)
    spaces = [s for s in j.map["order"] if any(u["where"] == s for u in units)]
    answer = yield j.ask(player, "Transfer units from which space?",
                         [j.opt("space", s, j.name(s), "4.4") for s in spaces], "4.4", key="transfer.from")
    here = [u for u in units if u["where"] == answer["arg"]]
    group = yield from _pick_counts(j, player, here, f"Transferring in {j.name(answer['arg'])}", "4.4",
                                    key="transfer.count")
    # the space named too: on a phone the units may lie out of the board's view
    answer2 = yield j.ask(player, f"Give {j.count_text(group)} in {j.name(answer['arg'])} to whom?",
                          [j.opt("player", q, j.pname(q), "4.4") for q in _recipients(j, player)], "4.4")
    for u in group:
        u["owner"] = answer2["arg"]
    j.log("4.4", f"{j.pname(player)} transfers {j.count_text(group)} in {j.name(answer['arg'])} "
                 f"to {j.pname(answer2['arg'])}.")


def propose_end(j, player):
    """Ask everybody else still in the coup, sealed, whether to stop here (2.4); True if all agree."""
    voters = [q for q in j.seats() if q != player and j.in_coup(q)]
    j.log("2.4", f"{j.pname(player)} proposes to stop the coup now and choose sides.")
    opts = [j.opt("agree", None, "Agree: stop the coup now", "2.4"),
            j.opt("refuse", None, "Refuse: fight on", "2.4")]
    votes = yield j.ask_each({q: (f"{j.pname(player)} proposes to stop the coup now. Agree?", opts)
                              for q in voters}, "2.4", key="stop.vote", about=player)
    refusers = [q for q in voters if votes[q]["verb"] != "agree"]
    if refusers:
        j.log("2.4", "The coup goes on: " + ", ".join(j.pname(q) for q in refusers) + " refused.")
        return False
    j.coup["ended_early"] = True
    # each voter named, first on the line, so a computer's reason for its vote goes beside it (engine/seats.py)
    j.log("2.4", ", ".join(j.pname(q) for q in voters) + f" {'agrees' if len(voters) == 1 else 'agree'} "
                 "to stop the coup here.")
    return True


# ---------------------------------------------------------------- battle (5.x)


def attack_options(j, player):
    """The attacks ``player`` may still declare this phase (5.3, 5.4, 5.5)."""
    c = j.coup
    opts = []
    mine = {(d["with"], sid) for sid, ds in c["declared"].items() for d in ds if d["by"] == player}
    for sid in j.map["order"]:
        if j.is_embassy(sid) or not j.is_land(sid):
            continue
        present = j.controllers_at(sid)
        if player in present and len(present) > 1 and ("units", sid) not in mine:
            opts.append(j.opt("attack", sid, f"Attack in {j.name(sid)}", "5.3"))
    for kind, rule in (("gunboat", "5.4"), ("air_force", "5.5")):
        unit = next((u for u in j.units() if u["kind"] == kind and j.active(u) and j.controller(u) == player), None)
        if unit is None:
            continue
        if kind == "gunboat" and c["gunboat_used"]:
            continue
        if kind == "air_force" and (c["raid_declared"] or c["raids_used"] >= 3):
            continue
        for sid in j.map["order"]:
            if j.is_embassy(sid) or not j.is_land(sid):
                continue
            # reading (docs/JUNTA.md, 5.4): the Gunboat lies in the Harbor and reaches the spaces on its shore
            if kind == "gunboat" and not j.space(sid).get("harbor_adjacent"):
                continue
            if any(q != player for q in j.controllers_at(sid)):
                label = f"Gunboat shells {j.name(sid)} (3 dice)" if kind == "gunboat" else \
                    f"Air Raid on {j.name(sid)} (6 dice; {3 - c['raids_used']} left)"
                opts.append(j.opt("gunboat" if kind == "gunboat" else "air_raid", sid, label, rule))
    return opts


def declare(j, player):
    """A player's attack declarations, in order from El Presidente (5.3)."""
    c = j.coup
    while True:
        opts = attack_options(j, player)
        if not opts:
            return
        opts.append(j.opt("done", None, "Declare no more attacks", "5.3"))
        answer = yield j.ask(player, f"{PHASE_NAMES[c['phase']]}, Battle: declare your attacks.", opts, "5.3")
        verb, sid = answer["verb"], answer["arg"]
        if verb == "done":
            return
        if j.rebellion():
            j.make_rebel(player, "3.1", "attacks in the Rebellion Phase")
        what = {"attack": "units", "gunboat": "gunboat", "air_raid": "air"}[verb]
        c["declared"].setdefault(sid, []).append({"by": player, "with": what})
        if what == "gunboat":
            c["gunboat_used"] = True
            j.log("5.4", f"{j.pname(player)} orders the Gunboat to shell {j.name(sid)}.")
        elif what == "air":
            c["raid_declared"] = True
            j.log("5.5", f"{j.pname(player)} calls an Air Raid on {j.name(sid)}.")
        else:
            j.log("5.3", f"{j.pname(player)} declares an attack in {j.name(sid)}.")


def orderer(j):
    """Who orders the battles: the Rebel Leader, El Presidente if the leader is out (5.2)."""
    for pid in (j.s["leader"], j.presidente()):
        if j.in_coup(pid):
            return pid
    return next((q for q in j.clockwise_from(j.s["leader"]) if j.in_coup(q)), None)


def choose_battle(j):
    """Once the battle spaces are known, the Rebel Leader (or El Presidente) sets the order they are fought in
    (5.2): the first, then the next, until one is left; then the battles are fought in that order."""
    c = j.coup
    left = list(c["battles"])
    who = orderer(j)
    order = []
    while len(left) > 1:
        n = len(order) + 1
        answer = yield j.ask(who, f"Order of battles: which battle is fought {_ordinal(n)}?",
                             [j.opt("space", s, j.name(s), "5.2") for s in left], "5.2", key="battle.order")
        order.append(answer["arg"])
        left.remove(answer["arg"])
    order += left
    c["battles"] = order
    c["battle_chosen"] = True
    j.log("5.2", f"{j.pname(who)} sets the order of battles: " + ", ".join(j.name(s) for s in order) + ".")


def _ordinal(n):
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"number {n}")


def _victim(j, firer, candidates, rule, why, space):
    """The firer picks which unit a 6 eliminates (5.7); asked only when there is a real choice."""
    groups = []
    for u in candidates:
        key = [j.controller(u), u["kind"]]
        if key not in groups:
            groups.append(key)
    if len(groups) == 1:
        key = groups[0]
    else:
        answer = yield j.ask(firer, f"{why}: which unit is eliminated?",
                             [j.opt("hit", g, f"{j.pname(g[0])}'s {j.kind_name(g[1])}", rule, at=space) for g in groups],
                             rule)
        key = answer["arg"]
    return next(u for u in reversed(candidates) if [j.controller(u), u["kind"]] == key)


def battle(j, space):
    """One battle: shelling, then up to three exchanges of simultaneous fire, then retreat (5.4-5.8)."""
    c = j.coup
    decl = c["declared"].get(space, [])
    name = j.name(space)
    j.log("5.2", f"Battle in {name}.", space=space)
    c["battle"] = space
    losses = {}
    # shelling comes first and cannot be answered (5.4, 5.5)
    for d in decl:
        if d["with"] not in ("gunboat", "air") or not j.in_coup(d["by"]):
            continue
        firer = d["by"]
        n, rule, what = (3, "5.4", "The Gunboat") if d["with"] == "gunboat" else (6, "5.5", "The Air Raid")
        if d["with"] == "air":
            c["raids_used"] += 1
            c["raid_phases"].append(c["phase"])
        rolls = [j.chance.die(6, rule) for _ in range(n)]
        hits = rolls.count(6)
        j.log(rule, f"{what} fires on {name}: {' '.join(map(str, rolls))} ({hits} hit{'s' * (hits != 1)}).")
        for _ in range(hits):
            targets = [u for u in j.units_at(space) if j.controller(u) != firer]
            if not targets:
                break
            why = f"{what} scored a hit in {name}"
            if any(j.has_palace_guard(space, j.controller(u)) for u in targets) \
                    and firer != j.presidente() and not j.player(firer)["rebel"]:
                why += " (a hit on a player whose units here include the Palace Guard makes you a Rebel)"
            unit = yield from _victim(j, firer, targets, rule, why, space)
            if j.has_palace_guard(space, j.controller(unit)):
                # 3.2 (reading): a shelling hit on the units of a player who has the Guard here fires on the Guard
                j.make_rebel(firer, "3.2", "fires on the Palace Guard")
            _eliminate(j, unit, losses, firer, rule)
    # once anyone declares in a space, everyone there may fire (5.3): three exchanges follow any declaration,
    # shelling included, and after them a retreat if two or more players are still there (5.8)
    yield from exchanges(j, space, losses)
    if len(j.controllers_at(space)) > 1:
        yield from retreat(j, space, losses)
    c["battle"] = None


def _eliminate(j, unit, losses, firer, rule):
    owner = j.controller(unit)
    if unit["kind"] == "palace_guard":
        j.make_rebel(firer, "3.2", "fires on the Palace Guard")
    unit["where"] = "eliminated"
    losses[owner] = losses.get(owner, 0) + 1
    j.log(rule, f"{j.pname(owner)} loses {j.kind_count(unit['kind'], 1)}.")


def exchanges(j, space, losses):
    """Three exchanges of fire (5.6): each player splits their dice among the others there, all sealed
    and at once; then every 6 eliminates a unit of the firer's choice (5.7). Units hit still fire in that
    exchange. A quiet exchange (nobody fires) still counts as one of the three. Returns True if anybody fired."""
    c = j.coup
    name = j.name(space)
    fought = False
    for ex in (1, 2, 3):
        present = j.controllers_at(space)
        if len(present) < 2:
            break
        order = [q for q in c["seat_order"] if q in present]
        dice = {q: j.dice_at(space, q) for q in order}
        shooters = [q for q in order if dice[q] > 0 and not (j.rebellion() and q == j.presidente())]
        if not shooters:
            j.log("5.6", f"Exchange {ex} in {name}: nobody there can fire.")
            break
        alloc = {q: {} for q in shooters}
        left = dict(dice)
        k = 0
        while True:
            questions = {}
            for q in shooters:
                foes = [o for o in order if o != q]
                # asked while foes remain even with no dice left: who is still asked must not show a sealed split
                if k < len(foes):
                    foe = foes[k]
                    pg = " (firing on the Palace Guard makes you a Rebel)" if j.has_palace_guard(space, foe) \
                        and q != j.presidente() and not j.player(q)["rebel"] else ""
                    questions[q] = (
                        f"Exchange {ex} in {name}: you have {count(left[q], 'die', 'dice')} to fire; how many at "
                        f"{j.pname(foe)}'s {j.count_text(j.units_at(space, foe))}?{pg}",
                        [j.opt("dice", [foe, n], f"{n} at {j.pname(foe)}", "5.6", at=space) for n in range(left[q] + 1)])
            if not questions:
                break
            answers = yield j.ask_each(questions, "5.6")
            for q, a in answers.items():
                foe, n = a["arg"]
                if n:
                    alloc[q][foe] = n
                    left[q] -= n
            k += 1
        if not any(alloc[q] for q in shooters):
            # the shooters named, as a vote's answers are, so each one's reason for holding fire has its line
            j.log("5.6", f"Exchange {ex} in {name}: " + ", ".join(j.pname(q) for q in shooters)
                  + f" {'holds' if len(shooters) == 1 else 'hold'} fire: nobody fires.")
            continue          # a quiet exchange is still one of the three (5.6): the next one follows
        fought = True
        for q in shooters:
            for foe in alloc[q]:
                if j.rebellion():
                    j.make_rebel(q, "3.1", "fires in the Rebellion Phase")
                if j.has_palace_guard(space, foe):
                    j.make_rebel(q, "3.2", "fires on the Palace Guard")
        marked = []
        for q in shooters:
            if not alloc[q]:          # its sealed answer was no dice at anyone: told in its turn, like the others'
                j.log("5.6", f"Exchange {ex} in {name}: {j.pname(q)} holds fire "
                             f"({count(dice[q], 'die', 'dice')} unused).")
            for foe, n in alloc[q].items():
                rolls = [j.chance.die(6, "5.7") for _ in range(n)]
                hits = rolls.count(6)
                j.log("5.7", f"Exchange {ex} in {name}: {j.pname(q)} fires {n} "
                             f"di{'ce' if n != 1 else 'e'} at {j.pname(foe)}: {' '.join(map(str, rolls))} "
                             f"({hits} hit{'s' * (hits != 1)}).")
                for _ in range(hits):
                    taken = [m["id"] for m, _ in marked]
                    targets = [u for u in j.units_at(space, foe) if u["id"] not in taken]
                    if not targets:
                        break
                    unit = yield from _victim(j, q, targets, "5.7", f"Your 6 at {j.pname(foe)} in {name}",
                                               space)
                    marked.append((unit, q))
        for unit, q in marked:            # removed only now: hit units have fired in this exchange (5.6)
            _eliminate(j, unit, losses, q, "5.7")
    return fought


def retreat(j, space, losses):
    """After the exchanges, the player(s) with the fewest losses decide whether the others retreat (5.8)."""
    c = j.coup
    name = j.name(space)
    present = [q for q in c["seat_order"] if q in j.controllers_at(space)]
    low = min(losses.get(q, 0) for q in present)
    deciders = [q for q in present if losses.get(q, 0) == low]
    others = [q for q in present if q not in deciders]
    if not others:
        j.log("5.8", f"In {name} everyone lost the same number of units: nobody has to retreat.")
        return
    opts = [j.opt("hold", None, "Let them stay: the fight goes on next phase", "5.8"),
            j.opt("expel", None, "Make the others retreat", "5.8")]
    votes = yield j.ask_each({q: (f"You lost the fewest units in {name}. Must "
                                  f"{', '.join(j.pname(o) for o in others)} retreat?", opts) for q in deciders}, "5.8")
    if all(votes[q]["verb"] == "hold" for q in deciders):
        j.log("5.8", f"{', '.join(j.pname(q) for q in deciders)} let the others stay in {name}.")
        return
    # reading: unless every player with the fewest losses lets them stay, the others must retreat
    j.log("5.8", f"{', '.join(j.pname(o) for o in others)} must retreat from {name}.")
    for q in others:
        yield from retreat_one(j, q, space)


def retreat_one(j, player, space):
    """All of a player's units leave together: to a free adjacent space, an Embassy, or a space whose
    occupants all let them in; with nowhere to go they are removed (5.8, 5.9)."""
    refused = []
    units = j.units_at(space, player)
    while True:
        opts = []
        for sid in _destinations(j, space):
            others = [q for q in j.controllers_at(sid) if q != player]
            if not others or j.is_embassy(sid):
                opts.append(j.opt("space", sid, f"Retreat to {j.name(sid)}", "5.8"))
            elif sid not in refused:
                opts.append(j.opt("ask", sid, f"Ask {', '.join(j.pname(o) for o in others)} to let you into "
                                              f"{j.name(sid)}", "5.8"))
        if not opts:
            j.log("5.8", f"{j.pname(player)}'s {j.count_text(units)} have nowhere to retreat from "
                         f"{j.name(space)} and are removed.")
            for u in units:
                u["where"] = "eliminated"
            return
        answer = yield j.ask(player, f"Retreat your {j.count_text(units)} from {j.name(space)} to where?", opts, "5.8",
                             key="retreat.to")
        sid = answer["arg"]
        if answer["verb"] == "ask":
            hosts = [q for q in j.controllers_at(sid) if q != player]
            votes = yield j.ask_each({q: (f"{j.pname(player)} asks to retreat into {j.name(sid)}. Let them in?",
                                          [j.opt("admit", None, "Let them in", "5.8"),
                                           j.opt("refuse", None, "Refuse", "5.8")]) for q in hosts}, "5.8")
            if any(votes[q]["verb"] != "admit" for q in hosts):
                refused.append(sid)
                j.log("5.8", f"{j.pname(player)} is refused entry into {j.name(sid)}.")
                continue
        for u in units:
            u["where"] = sid
        j.log("5.8", f"{j.pname(player)} retreats {j.count_text(units)} from {j.name(space)} to {j.name(sid)}.")
        return


# ---------------------------------------------------------------- the end (6.x)


def choose_side(j, player):
    """Each player still in the coup picks a side, from the Rebel Leader clockwise (6.1)."""
    p = j.player(player)
    now = "a Rebel" if p["rebel"] else "loyal"
    answer = yield j.ask(player, f"The coup is over. You are {now}: which side do you take?",
                         [j.opt("side", "rebels", "Join the Rebels", "6.1"),
                          j.opt("side", "presidente", "Stand with El Presidente", "6.1")], "6.1")
    p["side"] = answer["arg"]
    j.log("6.1", f"{j.pname(player)} sides with {'the Rebels' if p['side'] == 'rebels' else 'El Presidente'}.")
