""""Why not?": one line saying why a space, piece or card a player clicked is not a legal choice now.

``why_not(game, state, role, target)`` answers ``None`` when ``target`` is a legal choice for ``role`` now (a
legal action names it in its ``arg`` or its ``at``, exactly as the sandbox's board marks it), else
``{"reason", "rule"}``. The answer is built from the checks that build the legal actions, in this order:

1. the game's own explanations (``engine/games/<game>/whynot.py``, function ``explain``) when it has any;
2. the top step's ``refuse`` for each verb on offer that takes a space or piece (Paraguay's movement and combat
   refusals name their rule);
3. what the decision is: "not your decision now" (the game's ``TURN_RULE``), "not one of the N choices on the
   board" with the rule those choices carry, or, when the board outlines none, "pick from the list" with the rule of
   the question asked.

A choice is on the board when its action names a space the board draws for ``role`` (``outlined``, as the page's
board-click.mjs outlines it), never because its ``arg`` is a text: a phase's letter, an Operation, a card in hand or
a chit is chosen from the list.

Only what ``role`` may see goes into an answer: the game's explanations read the role's own view, and the
generic answers use only the role's own legal actions, board drawing and question, and who is to decide (public
facts).
"""

import importlib
import re

from .errors import IllegalAction, excerpt

MAX_TARGET = 80          # characters of a target id the engine accepts (ids on the boards are short)


def tokens(arg, out=None):
    """Every text inside an action's ``arg`` (as the page's board-click.mjs reads it)."""
    out = [] if out is None else out
    if isinstance(arg, str):
        out.append(arg)
    elif isinstance(arg, list):
        for a in arg:
            tokens(a, out)
    elif isinstance(arg, dict):
        for a in arg.values():
            tokens(a, out)
    return out


def names(action):
    """The board ids one legal action is about: the texts in its ``arg``, plus its ``at``."""
    out = tokens(action.get("arg"))
    if action.get("at") is not None:
        out.append(action["at"])
    return out


def drawing(game, state, role):
    """The board as drawn for ``role`` (the SVG the page shows), or "" for a game that draws none."""
    return game.render(game.view(state, role)["board"], role, ()) if hasattr(game, "render") else ""


def clickable(game, state, role):
    """Everything ``role`` can click on the board as drawn for them: the ids of its spaces and pieces."""
    found = re.findall(r'data-(?:space|piece)="([^"]+)"', drawing(game, state, role))
    return sorted(set(found))


SPACE_TAG = re.compile(r"<g\b[^>]*>")


def drawn_spaces(svg):
    """The ids of the spaces in a drawing: its ``<g class="space" data-space="...">`` (what the page outlines)."""
    out = set()
    for tag in SPACE_TAG.findall(svg):
        sid = re.search(r'\sdata-space="([^"]+)"', tag)
        if sid and re.search(r'\sclass="(?:[^"]* )?space[ "]', tag):
            out.add(sid.group(1))
    return out


def outlined(game, state, role, legal):
    """The spaces the page outlines for ``role``: those of its board that one of ``legal`` names (arg or ``at``)."""
    named = {t for a in legal for t in names(a)}
    return named & drawn_spaces(drawing(game, state, role)) if named else set()


def question_rule(state, role):
    """The rule of the question the top procedure asks ``role`` (engine/procs.py's ``Ask``), or None."""
    frame = state["stack"][-1] if state["stack"] else None
    ask = (frame or {}).get("ask") or {}
    asked = role in ask["each"] if "each" in ask else ask.get("role") == role
    return ask.get("rule") if asked else None


def game_module(game):
    """The game's ``whynot`` module (next to its game module), or None when it has none."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.whynot")
    except ModuleNotFoundError as err:
        if err.name != f"{package}.whynot":
            raise
        return None


def target_name(game, state, role, target):
    """What a player calls ``target``: the space's printed name as the board text gives it, else the id."""
    mod = game_module(game)
    if mod is not None and hasattr(mod, "name"):
        found = mod.name(game, state, role, target)
        if found:
            return found
    if hasattr(game, "describe_spaces"):
        for s in game.describe_spaces(game.view(state, role)["board"], role):
            if s.get("id") == target:
                return re.split(r" \(|:", s["text"])[0]
    return target


def why_not(game, state, role, target):
    """None when ``target`` is a legal choice for ``role`` now, else {"reason": one line, "rule": section}."""
    game._check_role(state, role)
    if not isinstance(target, str) or not target or len(target) > MAX_TARGET:
        raise IllegalAction("bad_request", f"a target is the id of a space, piece or card (a short text), "
                                           f"not {excerpt(repr(target))}")
    over = state.get("result")
    if over is not None:
        return {"reason": "The game is over: nothing more can be chosen", "rule": over.get("rule")}
    legal = game.actions(state, role)
    if any(target in names(a) for a in legal):
        return None
    mod = game_module(game)
    found = mod.explain(game, state, role, target, legal) if mod is not None and hasattr(mod, "explain") else None
    found = found or _from_refuse(game, state, role, target, legal) or _generic(game, state, role, target, legal, mod)
    reason, rule = found
    return {"reason": reason[:1].upper() + reason[1:], "rule": rule}


def _from_refuse(game, state, role, target, legal):
    """The step's own refusal of ``target`` for a verb on offer that takes one space or piece, if it names a rule."""
    frame = state["stack"][-1] if state["stack"] else None
    if frame is None:
        return None
    step = game.steps[frame["step"]]
    for verb in dict.fromkeys(a["verb"] for a in legal if isinstance(a.get("arg"), str)):
        err = step.refuse(game, state, frame, role, verb, target, legal)
        if err.rule:
            return err.message, err.rule
    return None


def _generic(game, state, role, target, legal, mod):
    """What the decision is, when nothing more particular says why (always with a rule)."""
    turn_rule = getattr(mod, "TURN_RULE", None) if mod is not None else None
    what = target_name(game, state, role, target)
    if not legal:
        waiting = [r for r in game.active_roles(state) if r != role]
        if waiting:
            who = " and ".join(game.role_phrase(r) for r in waiting)
            return f"it is not your decision now: waiting for {who}", turn_rule
        return "you have nothing to decide now", turn_rule
    spaces = outlined(game, state, role, legal)
    on_board = [a for a in legal if spaces.intersection(names(a))]
    rules = [a["rule"] for a in (on_board or legal) if a.get("rule")]
    rule = max(dict.fromkeys(rules), key=rules.count) if rules else turn_rule
    if not on_board:
        # no brackets of its own: the page sets the rule in brackets after the reason
        listed = ", which holds one choice" if len(legal) == 1 else f" of {len(legal)} choices"
        return f"{what} is not part of this decision: pick from the list{listed}", question_rule(state, role) or rule
    n = len(spaces)
    return (f"{what} is not the one choice on the board now" if n == 1
            else f"{what} is not one of the {n} choices on the board now"), rule
