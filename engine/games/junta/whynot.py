""""Why not?" for Junta (engine/whynot.py asks ``explain`` first, then falls back on the shared answers: the offered
choices and their rules; a click while another player decides names the phase order of the coup, 2.1).

The game's own answers cover the space questions of the Movement Phase, read from the question asked (its rule and
prompt) and the asker's own view of the board (where units stand is public in Junta): a stack picked to move where
the player has no unit that may still move (4.1), a destination not next to the stack's space or under water (4.1),
the Helicopter's extra space (4.3), where Marines may land (4.6), and the space of a transfer (4.4).
"""

import re

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
    prompt = game.question(state, role)["prompt"]
    name = spaces[target]["name"]
    units = game.view(state, role)["board"]["units"]
    if rule in MOVE_RULES and prompt == "Move from which space?":
        owner = "cousin" if rule == "4.2" else role
        return _origin(game, units, target, name, owner, rule)
    found = re.search(r" from (.+) to which space\?$", prompt)
    if rule in MOVE_RULES and found:
        return _step(spaces, target, name, found.group(1), "units move to a space next to the one they leave", rule)
    if rule == "4.3":
        at = next((u["where"] for u in units if u["kind"] == "helicopter" and u["where"] in spaces
                   and any(a["arg"] in spaces[u["where"]]["adjacent"] for a in offered)), None)
        if at is not None:
            return _step(spaces, target, name, spaces[at]["name"], "the Helicopter flies one space further",
                         "4.3")
    if rule == "4.6":
        return (f"Marines land only in a space beside the Harbor or at the First Army Brigade Base: {name} is "
                f"neither"), "4.6"
    if rule == "4.4" and prompt == "Transfer units from which space?":
        if not any(u["owner"] == role and u["where"] == target for u in units):
            return f"you have no units in {name} to transfer", "4.4"
    return None


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
