""""Why not?" for Guerilla: the shared answers (engine/whynot.py) read the offered choices and their rules; a
click while another player decides names the order of play (5.1). The game's own answers: why the player's
Airfield, clicked at his phase menu (its card, or in the Attack phase its group), makes no air strike now; and, for
the Airfield, the Policia and the TV Station, that an ability on offer is picked on the complex's group. The offer
names that group in its ``at`` (red.ability_options): the group is then outlined and a legal choice, and only a
question about the complex's card itself reaches ``explain`` then."""

from ...core import Context
from . import red
from .bookkeeping import can_pay
from .model import G

TURN_RULE = "5.1"
AIR = "air_strike"
# a complex's ability picked on its group (``at``): ability -> (the verb offering it, what the offer makes)
ON_GROUP = {AIR: (AIR, "the air strike"), "assassination": ("policia", "the assassination"),
            "propaganda": ("propaganda", "the propaganda attack")}
MENU = ("next", "end")           # the verbs only the phase menu offers (turn.phase_menu)


def name(game, state, role, target):
    """A card by its printed name (the catalogue is public; where a card lies is not told here)."""
    card = game.catalog().get(target)
    return card["name"] if card else None


def explain(game, state, role, target, legal):
    """(reason, rule) for the player's own Airfield at his phase menu, or None (the shared answers then). It reads
    public facts only: the table, the markers of the round, what this turn has spent and done (9.1)."""
    if not any(a["verb"] in MENU for a in legal):
        return None              # another question is being answered: the Airfield is not what it is about
    x = G(game, Context(state, None))
    g = next((g for g in x.groups_of(role) if g["complex"] and target in (g["complex"], g["id"])
              and (x.cat.get(g["complex"]) or {}).get("ability") in ON_GROUP), None)
    if g is None or (target == g["id"] and x.turn["phase"] != "B"):
        return None              # a group clicked outside the Attack phase is about deploying, trading ...
    verb, what = ON_GROUP[x.cat[g["complex"]]["ability"]]
    offered = next((a for a in legal if a["verb"] == verb and a.get("at") == g["id"]), None)
    if offered:              # the card itself names no choice: its group, outlined on the board (``at``), does
        return (f"{what} is chosen on the {x.cname(g['complex'])}'s group ({x.gname(g)}) or from the list: "
                f"\"{offered['label']}\""), offered["rule"]
    if verb != AIR:
        return None              # why the Policia or the TV Station may not act: the shared answers
    if x.turn["phase"] != "B":
        return "the Airfield strikes in the Attack phase (phase B) only", "9.1"
    if g["damage"]:
        return f"the Airfield is damaged ({g['damage']}): until it is repaired, it has no special ability", "9.1"
    if g["iso"] is not None:
        return "the Airfield is isolated: while its supply is cut, it has no special ability", "8.10"
    if x.un_player() == role:
        return "the UN card protects you, and a player it protects may attack nobody: an air strike is an attack", "8.11"
    if x.bad_weather():
        return "Bad Weather grounds every aircraft: no air strike until the weather clears", "9.2"
    if AIR in x.turn["used"]:
        return "the Airfield has made its one air strike of this turn", "9.1"
    if not can_pay(x, g["faction"]):
        return f"an air strike costs an action, and none is left for the {g['faction'].title()} side", "5.2"
    if not red.air_strike_targets(x, role, g):
        return ("the Airfield has nothing to strike: no unit or complex of the other side outside your own groups "
                "and out of the UN's protection"), "9.1"
    return None
