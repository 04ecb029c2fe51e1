""""Why not?" for Guerilla: the shared answers (engine/whynot.py) read the offered choices and their rules; a
click while another player decides names the order of play (5.1). The game's own answers: why the player's
Airfield, clicked at his phase menu (its card, or in the Attack phase its group), makes no air strike now; and, for
the Airfield, the Policia and the TV Station, that an ability on offer is picked on the complex's group. The offer
names that group in its ``at`` (red.ability_options): the group is then outlined and a legal choice, and only a
question about the complex's card itself reaches ``explain`` then. While the player builds a group (the sealed
initial deployment, or a deployment, reinforcement or Air Assault in his turn), a card of his own hand that may not
go in says why: an event card is played, not laid (its phase, whose turn, its cost and what it does, from the
catalogue), a complex starts a group of its own, and at the sealed deployment, where his open group is his to see,
what the group already holds. At his phase menu, an event card of his hand says in which phase it is played (or
that it is played out of turn) when that is not the phase he is in; in its own phase, when it is not on offer, it
names the first thing it lacks (``in_phase``), with that thing's rule."""

from ...core import Context
from ...words import count
from . import deal, events, red, supply
from .bookkeeping import can_pay, holding, letter_ok
from .model import PHASE_NAMES, G

TURN_RULE = "5.1"
AIR = "air_strike"
# a complex's ability picked on its group (``at``): ability -> (the verb offering it, what the offer makes)
ON_GROUP = {AIR: (AIR, "the air strike"), "assassination": ("policia", "the assassination"),
            "propaganda": ("propaganda", "the propaganda attack")}
MENU = ("next", "end")           # the verbs only the phase menu offers (turn.phase_menu)
# the rules of the options of a group being built in a turn (deployment.build_group: a card, or "That is all")
BUILD_RULES = {"3.1", "3.2", "7.1", "7.2", "8.1"}


def name(game, state, role, target):
    """A card by its printed name (the catalogue is public; where a card lies is not told here)."""
    card = game.catalog().get(target)
    return card["name"] if card else None


def explain(game, state, role, target, legal):
    """(reason, rule) for the player's own Airfield at his phase menu, or None (the shared answers then). It reads
    public facts only: the table, the markers of the round, what this turn has spent and done (9.1)."""
    building = _building(game, state, role, target, legal)
    if building:
        return building
    if not any(a["verb"] in MENU for a in legal):
        return None              # another question is being answered: the Airfield is not what it is about
    x = G(game, Context(state, None))
    card = game.catalog().get(target)
    if card and card["type"] == "event" and target in x.hand(role) and (
            card["timing"] != "in_turn" or card["letter"] != x.turn["phase"]):
        if not (card["kind"] == "arms_cache" and x.turn["phase"] == "C"):      # its relief is a phase C use
            now = x.turn["phase"]
            return _event_card(game, card, f"this is Phase {now} ({PHASE_NAMES[now]})")
    if card and card["type"] == "event" and target in x.hand(role):
        return in_phase(x, role, target)
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


def _building(game, state, role, target, legal):
    """(reason, rule) for a card of ``role``'s own hand that the group he is building does not take, or None. The
    sealed initial deployment's open group (deal.laying) is his own to see; in a turn the group's content is not
    kept apart from the question, so there only the card's kind answers."""
    card = game.catalog().get(target)
    mine = next((p for p in game.view(state, role)["board"]["players"] if p["id"] == role), {})
    sitting = deal.laying(game, state, role)
    laid = [c for g in (sitting["groups"] + [sitting["open"]] if sitting else []) if g for c in deal.planned_cards(g)]
    if card is None or target not in list(mine.get("hand", ())) + laid:
        return None
    group = sitting["open"] if sitting else None
    in_turn = bool(legal) and all(a["verb"] in ("card", "done") and a.get("rule") in BUILD_RULES for a in legal)
    if group is None and not in_turn:
        return None
    if card["type"] == "event":
        return _event_card(game, card)
    if card["type"] == "complex":
        if group is not None:
            return f"{card['name']} is a complex: it starts a group of its own. Close this group first, then place it", "4.6"
        return None
    if group is None:
        return None
    if target in laid:
        where = "this group" if target in deal.planned_cards(group) else "another of your face-down groups"
        return f"{card['name']} is laid in {where} already", "4.6"
    if card["type"] == "leader" and group["leader"]:
        return (f"this group has its leader already ({game.catalog()[group['leader']]['name']}): a group takes one "
                "leader, on top"), "3.2"
    if card["type"] == "unit":
        if group["complex"]:
            return ("a complex's group takes at most one unit besides the complex, and this one has it "
                    f"({game.catalog()[group['complex']]['name']})"), "3.1"
        if len(group["units"]) >= 3:
            return "this group holds three units already, the most a group may hold", "3.1"
    return None


def _event_card(game, card, now=None):
    """When an event card is played (its letter, timing and cost) and what it does: at the phase menu, against
    ``now`` (the phase it is); else, why it goes into no group."""
    rec = next(r for r in game.content()["events"] if r["id"] == card["kind"])
    letter = card["letter"]
    phase = f"Phase {letter} ({PHASE_NAMES[letter]})"
    cost = count(card["cost"], "action") if card["cost"] else "no action"
    if card["timing"] == "in_turn":
        when = f"played in {phase} of your own turn, for {cost}"
    else:
        when = f"played out of turn, in anyone's turn, when its moment comes, for {cost}"
    what = rec["text"][:1].lower() + rec["text"][1:].rstrip(".")
    if now and card["timing"] == "in_turn":
        lead = f"{card['name']} is {when}, and {now}"
    elif now:
        lead = f"{card['name']} is not played from the phase menu: it is {when}"
    else:
        lead = f"{card['name']} is an event card, and a group takes only units and a leader (3.1): it is {when}"
    return f"{lead}. What it does: {what}", rec["rules"][0]


def in_phase(x, role, cid):
    """(reason, rule): why an in-turn event card of ``role``'s hand is not on offer in its own phase. The checks
    follow the ones that offer it (events.attack_phase_options, events.deployment_options, airborne), first
    failure first; every fact they read is on the table or in the turn's public record."""
    card = x.card(cid)
    kind, name = card["kind"], card["name"]
    if not letter_ok(x, cid):
        return (f"the cards of one turn go in letter order: a card lettered {x.turn['letter']} was played this turn, "
                f"and {name} is lettered {card['letter']}"), "5.3"
    side = {"assassin": "none", "supply_cut": None, "arms_cache": "rebel", "air_assault": "government",
            "armor_column": "government", "un_intervention": "either"}.get(kind)
    un = x.un_player() == role
    lacks = {"assassin": _assassin, "supply_cut": _supply_cut, "recon_patrol": _recon,
             "arms_cache": _arms_cache, "air_assault": _air_assault, "armor_column": _armor,
             "un_intervention": _un}[kind]
    if un and kind in ("supply_cut", "recon_patrol", "air_assault", "armor_column"):
        return (f"the UN card protects you, and a player it protects attacks nobody: {name} makes an attack"), "8.11"
    if side and side != "none" and not can_pay(x, side):
        whose = "" if side == "either" else f" for the {side.title()} side"
        return f"{name} costs an action, and none is left{whose}", "5.2"
    if side == "none" and not can_pay(x, "none"):
        return f"{name} costs an action, and none is left", "5.2"
    return lacks(x, role)


def _assassin(x, role):
    return "there is no leader of another player's in play for the Assassin to aim at", "8.5"


def _supply_cut(x, role):
    able = [g for g in x.groups_of(role) if supply.can_cut(x, g)]
    if not able:
        return ("a supply is cut by an infantry group of yours (no complex, not the Armor Column) that is not "
                "isolated and has not attacked this turn, and you have none"), "8.10"
    with_targets = [g for g in able if supply.cut_targets(x, g)]
    if not with_targets:
        return ("your infantry groups have nothing to cut: no group of the other side of another player (outside the "
                "UN's protection) whose supply runs"), "8.10"
    return "a cut costs its group's side an action, and none is left for the side of a group that could cut", "5.2"


def _recon(x, role):
    return ("a Recon Patrol goes out with a one-unit Government infantry group of yours, or a one-unit sortie of a "
            "bigger one, not isolated and that has not attacked this turn, and you have none"), "8.9"


def _arms_cache(x, role):
    if x.turn["phase"] == "C":
        return "in the Deployment phase an Arms Cache relieves an isolated Rebel group of yours, and you have none", "8.4"
    card = holding(x, role, "arms_cache")
    if not events.demolition_groups(x, role, card):
        return ("from the menu an Arms Cache makes a demolition raid, with a Rebel infantry group of yours that is not "
                "isolated and has not attacked this turn (or, after its attack, with a second Arms Cache for its "
                "second attack), and you have none; its other uses (a second attack, a doubled unit) are offered "
                "during a battle"), "8.4"
    return "there is no Government complex of another player for a demolition raid", "8.4"


def _air_assault(x, role):
    if x.bad_weather():
        return "Bad Weather grounds every aircraft: no Air Assault until the weather clears", "9.2"
    return ("none of its three uses is open: no Government unit of your hand to drop on a Rebel group, no two "
            "Government groups of yours that could attack one together with a chance, no isolated Government group "
            "of yours to reinforce"), "8.1"


def _armor(x, role):
    return ("there is no Rebel unit or complex of another player that the Armor Column could attack with a chance "
            "of success"), "8.3"


def _un(x, role):
    if x.rnd["un"] is not None:
        return f"the UN card is in play already, protecting {x.pname(x.un_player())}", "8.11"
    return "UN Intervention is played only after an Atrocities card (not Press) this round, and none has been", "8.11"
