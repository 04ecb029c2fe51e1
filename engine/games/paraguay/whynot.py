""""Why not?" for Paraguay (engine/whynot.py asks ``explain`` first, then the steps' own ``refuse``).

Movement and combat already explain a refused hex or unit (``MoveStep.refuse``, ``CombatStep.refuse``); this
module adds what they leave out: a hex chosen to start a move (11.5, 11.6) and a click on a unit or hex while
a stack is moving or an attack is being gathered. Only the asking side's own units and what stands on the map
are read: which enemy units are where is never told beyond "an enemy stack" (fog of war, 6.4).
"""

from ...core import Context
from .model import P
from .movement import movable

TURN_RULE = "5.2"


def explain(game, state, role, target, legal):
    frame = state["stack"][-1] if state["stack"] else None
    if frame is None or role != frame.get("side"):
        return None
    p = P(game, Context(state, None), frozen=True)
    unit = next((u for u in state["units"] if u["id"] == target), None)
    if frame["step"] == "move":
        g = state["pg"]["mv"]["group"]
        if unit is not None:
            if unit["side"] != role:
                return "that is an enemy unit: you move only your own units", "11.1"
            target = unit["where"]
        if g:
            if target == g["hex"]:
                return f"the moving stack is in {target} already: step on to a next hex, split or finish", "11.2"
            return None          # a hex to step into: MoveStep.refuse says why not (11.1, 11.4, 12.2, 11.2)
        if not p.hm.in_grid(target):
            return None
        mine = p.at(target, role)
        if not mine:
            return f"you have no unit in {target} to move", "11.5"
        if not any(movable(p, u, role) for u in mine):
            return (f"your units in {target} cannot move (more) this phase: they have moved already, have no "
                    f"movement points, or never move (forts, rafts)"), "11.6"
        return None
    if frame["step"] == "combat":
        cb = state["pg"]["cb"]
        if unit is not None:
            if cb["target"] is None:
                if unit["side"] == role:
                    return "choose an enemy stack to attack first, then your attackers", "13.4"
                return None      # the hex it stands in: CombatStep.refuse says why not
            if unit["side"] != role:
                return f"the attack on {cb['target']} is being gathered: add your own units next to it", "13.7"
            return None          # CombatStep.refuse says why this unit may not join (13.1, 13.2, 13.31, 12.2)
        if cb["target"] is not None and p.hm.in_grid(target):
            if target == cb["target"]:
                return f"{target} is the hex under attack: add attackers next to it, then declare", "13.4"
            if not any(u["id"] not in cb["attackers"] for u in p.at(target, role)):
                return f"you have no unit in {target} that could join the attack on {cb['target']}", "13.1"
            return f"none of your units in {target} can attack {cb['target']} now", "13.1"
    return None


def name(game, state, role, target):
    unit = next((u for u in state["units"] if u["id"] == target), None)
    return f"unit {target}" if unit is not None else None
