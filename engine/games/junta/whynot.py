""""Why not?" for Junta (engine/whynot.py asks ``explain`` first, then falls back on the shared answers: the offered
choices and their rules; a click while another player decides names the phase order of the coup, 2.1).

The game's own answers cover the space questions of the Movement Phase, read from the question asked (its rule, key
and about: engine/procs.py ``Ask``; never its prompt's words) and the asker's own view of the board (where units
stand is public in Junta): a stack picked to move where the player has no unit that may still move (4.1), a
destination not next to the stack's space or under water (4.1), the Helicopter's extra space (4.3), where
Paratroopers may drop (4.5) and Marines land (4.6), where a Politics card's units may arrive (4.7), and the space of
a transfer (4.4).
"""

TURN_RULE = "2.1"
MOVE_RULES = ("4.1", "4.2")          # the player's own move, the Cousin's units moved for him


def explain(game, state, role, target, legal):
    spaces = game.map()["by_id"]
    if target not in spaces:
        return None
    offered = [a for a in legal if a["verb"] == "space"]
    if not offered:
        return None
    rule = offered[0]["rule"]
    question = game.question(state, role)
    key, about = question.get("key"), question.get("about")
    name = spaces[target]["name"]
    units = game.view(state, role)["board"]["units"]
    if rule in MOVE_RULES and key == "move.from":
        owner = "cousin" if rule == "4.2" else role
        return _origin(game, units, target, name, owner, rule)
    if rule in MOVE_RULES and key == "move.to" and about in spaces:
        return _step(spaces, target, name, spaces[about]["name"], "units move to a space next to the one they leave",
                     rule)
    if rule == "4.3":
        at = next((u["where"] for u in units if u["kind"] == "helicopter" and u["where"] in spaces
                   and any(a["arg"] in spaces[u["where"]]["adjacent"] for a in offered)), None)
        if at is not None:
            return _step(spaces, target, name, spaces[at]["name"], "the Helicopter flies one space further",
                         "4.3")
    if rule == "4.5":
        if spaces[target].get("water"):
            return f"Paratroopers drop on land only: {name} is water", "4.5"
        return None
    if rule == "4.7" and key == "arrive.space":
        return _arrival(game, spaces, units, target, name, about, role)
    if rule == "4.6":
        return (f"Marines land only in a space beside the Harbor or at the First Army Brigade Base: {name} is "
                f"neither"), "4.6"
    if rule == "4.4" and key == "transfer.from":
        if not any(u["owner"] == role and u["where"] == target for u in units):
            return f"you have no units in {name} to transfer", "4.4"
    return None


# where a Politics card lets its units arrive when the player chooses (4.7; content/junta/cards.yaml "where")
ARRIVE = {"any_district": "a district",
          "any_space": "any land space but an Embassy",
          "own_unit_space": "a space where you have units taking part in the coup"}


def _arrival(game, spaces, units, target, name, card_id, role):
    """Why the units of Politics card ``card_id`` may not arrive in ``target`` (4.7), by the card's own arrival
    rule."""
    card = next((c for c in game.content()["cards"] if c["id"] == card_id), None)
    where = next((b["where"] for b in (card or {}).get("brings", ()) if b["where"] in ARRIVE), None)
    if where is None:
        return None
    how = f"the {card['name']} card brings its units to {ARRIVE[where]}"
    space = spaces[target]
    if space.get("water"):
        return f"{how}: {name} is water", "4.7"
    if where == "any_district":
        return f"{how}: {name} is not a district", "4.7"
    if where == "any_space":
        return f"{how}: {name} is an Embassy", "4.7"
    mine = [u for u in units if u["where"] == target and u["owner"] == role]
    if mine and not any(u.get("active", True) for u in mine):
        return f"{how}: yours in {name} no longer take part", "4.7"
    return f"{how}: you have none in {name}", "4.7"


def _origin(game, units, target, name, owner, rule):
    whose = "the Cousin's" if owner == "cousin" else "your"
    here = [u for u in units if u["where"] == target and u["owner"] == owner]
    if not here:
        return f"{whose} units are not in {name}: a move starts where they stand", rule
    if all(u["moved"] for u in here):
        return f"{whose} units in {name} have moved already this phase (one move each)", rule
    if not any(u.get("active", True) for u in here):
        return f"{whose} units in {name} no longer take part in the coup", rule
    return f"{whose} units in {name} do not move on the map", rule


def _step(spaces, target, name, origin_name, how, rule):
    origin = next((sid for sid, s in spaces.items() if s["name"] == origin_name), None)
    if origin == target:
        return f"the units are in {name} already: {how}", rule
    if origin is not None and target not in spaces[origin]["adjacent"]:
        return f"{name} is not next to {origin_name}: {how}", rule
    if spaces[target].get("water"):
        return f"{name} is water: units move on land only", rule
    return None
