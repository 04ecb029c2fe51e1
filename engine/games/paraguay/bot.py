"""Paraguay's computer opponents (engine/bots): the steady bot's priority lists for the Allies and Paraguay.
The strong level is not offered for Paraguay yet (see ``STRONG_REFUSED``). docs/BOTS.md lists the priorities in
plain words."""

from ...bots import common
from ...bots.common import PriorityBot
from .hexmap import DIRECTIONS, cube, step
from .model import ALLIED, PARAGUAYAN, SUDDEN_DEATH
from .victory import END_AWARDS

STRONG_REFUSED = ("a whole game is thousands of hex-by-hex moves and sampling the hidden stacks of fog of war "
                  "(6.4) is not written yet, so only random and steady play Paraguay")
AWARDS = tuple(h for h, _ in END_AWARDS)
TARGETS = {ALLIED: AWARDS, PARAGUAYAN: tuple(h for h in SUDDEN_DEATH if h not in AWARDS)}
HOLD = {ALLIED: tuple(h for h in SUDDEN_DEATH if h not in AWARDS), PARAGUAYAN: AWARDS}


def distance(a, b):
    x1, y1, z1 = cube(a)
    x2, y2, z2 = cube(b)
    return max(abs(x1 - x2), abs(y1 - y2), abs(z1 - z2))


def neighbours(h):
    return [n for n in (step(h, d) for d in DIRECTIONS) if n]


class Steady(PriorityBot):
    """The steady Paraguay player: march on the objectives the other side holds, keep a garrison on its own,
    attack only at good odds, bring every reinforcement on."""

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        board = ctx["board"]
        side = ctx["role"]
        control = board.get("control") or {}
        ctx["goals"] = [h for h in TARGETS[side] if control.get(h) != side] or list(TARGETS[side])
        ctx["hexes"] = board.get("hexes") or {}
        ctx["moving"] = (board.get("moving") or {}).get("hex")
        return ctx

    def near(self, ctx, h):
        return min(distance(h, g) for g in ctx["goals"])

    def score(self, ctx, act):
        verb, arg, side = act["verb"], act["arg"], ctx["role"]
        hexes = ctx["hexes"]
        if verb in ("enter", "replace", "matto", "place"):
            return 6, f"{act['label']}: every unit that may come on the map comes on"
        if verb == "auto":
            return 5, f"{act['label']}: the rest placed within their ranges"
        if verb == "select" and isinstance(arg, dict):
            h = arg.get("hex")
            if h in HOLD[side]:
                return 2, f"{act['label']}: it garrisons an objective of ours, so it stays"
            if side == PARAGUAYAN:
                return 2, f"{act['label']}: Paraguay stands on the defensive, the Allies must come to it"
            return 4 + 1 / (1 + self.near(ctx, h)), f"{act['label']}: on toward the nearest objective"
        if verb == "step" and isinstance(arg, str) and ctx["moving"]:
            before, after = self.near(ctx, ctx["moving"]), self.near(ctx, arg)
            if after < before:
                return 6, f"{act['label']}: one hex nearer the objective ({after} hexes to go)"
            return 1, f"{act['label']}: it brings the stack no nearer the objective"
        if verb == "finish":
            return 3, f"{act['label']}: no step brings it nearer the objective"
        if verb == "target" and isinstance(arg, str):
            return self.target(ctx, act)
        if verb in ("add", "add_all"):
            return 5, f"{act['label']}: every able unit joins the attack"
        if verb == "declare":
            return 4, f"{act['label']}: the attackers are chosen"
        if verb == "advance":
            return 4, f"{act['label']}: into the hex the defender left"
        if verb == "burn":
            return 4, f"{act['label']}: a supply unit burnt for the better roll"
        if verb == "lose" and isinstance(arg, str):
            return 4 - self.worth(hexes, arg) / 10, f"{act['label']}: the weakest unit is lost first"
        if verb in ("defeat", "meet"):
            return 5, f"{act['label']}: the event is met so the other side gains no Victory Point"
        if verb in ("capitulate",):
            return -5, f"{act['label']}: we never give up the war"
        if verb in ("cancel", "remove", "drop", "untow", "unload", "embark", "tow"):
            return 1, f"{act['label']}: the stack stays as it is"
        if verb in ("end_phase", "end_combat", "done"):
            return 3, f"{act['label']}: nothing more worth doing in this phase"
        if verb in common.PASSIVE or verb in ("no_burn", "ignore", "let_in", "stop"):
            return 2, f"{act['label']}: nothing better is offered here"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"

    @staticmethod
    def worth(hexes, uid):
        for cell in hexes.values():
            for u in cell.get("units") or ():
                if u.get("id") == uid:
                    return u.get("attack", 0) + u.get("defense", 0)
        return 0

    def target(self, ctx, act):
        side, hexes, h = ctx["role"], ctx["hexes"], act["arg"]
        foe = hexes.get(h) or {}
        top = foe.get("top") or {}
        defence = (top.get("defense") or 1) * max(1, foe.get("count", 1))
        attack = sum(u.get("attack", 0) for n in neighbours(h) for u in (hexes.get(n) or {}).get("units") or ()
                     if (hexes.get(n) or {}).get("side") == side)
        if attack >= 2 * defence:
            return 5, f"{act['label']}: {attack} attack factors next to it against about {defence} in defence"
        return 1, f"{act['label']}: only {attack} attack factors against about {defence}, too weak"


def evaluate(state, role):
    """1 a win, 0 a loss, 0.5 otherwise (the strong level does not search Paraguay)."""
    res = state.get("result")
    if res is None or res.get("winner") == "draw":
        return 0.5
    return 1.0 if common.won(res, role) else 0.0
