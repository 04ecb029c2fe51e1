"""What the bridge's answers share (engine/bridge.py, engine/sandbox.py): the drawing of a view, the spaces a move
changed, and the scripted examples, each replayed once and kept for move-by-move stepping."""

import re

from . import content
from .errors import IllegalAction, excerpt


LAYOUT = [None]     # the drawing the request asked for ("layout": "narrow" from a phone; a game's LAYOUTS); no rule
# The page's own still pictures of the board's ground ("terrain": {"ground": URL, "top": URL}, relative URLs of
# the site's SVG files), for a game whose drawing can leave its ground to them (GROUND_APART); no rule
TERRAIN = [None]
_URL = re.compile(r"(?:\.\./)*[A-Za-z0-9_][A-Za-z0-9_./-]{0,200}\.svg")


def terrain(value):
    """A request's "terrain" checked: None, or {"ground", "top"} each a relative URL of an SVG file of the site."""
    if value is None:
        return None
    if not (isinstance(value, dict) and set(value) == {"ground", "top"}
            and all(isinstance(v, str) and _URL.fullmatch(v) and "//" not in v for v in value.values())):
        raise IllegalAction("bad_request", "\"terrain\" must be {\"ground\": URL, \"top\": URL}, each the relative "
                                           "address of one of the site's .svg files")
    return dict(value)


def picture(game, view, role, changed=(), still=False):
    """The drawable parts of a view: SVG and the text description of every space (when the game draws);
    ``still``: a picture no move made and no one picks on (a setup page's), its key without those marks."""
    if not hasattr(game, "render"):
        return {}
    layout = {"layout": LAYOUT[0]} if LAYOUT[0] in getattr(game, "LAYOUTS", ()) else {}
    if still:
        layout["still"] = True
    if TERRAIN[0] and getattr(game, "GROUND_APART", False):
        layout["terrain"] = TERRAIN[0]
    return {"svg": game.render(view["board"], role, changed, **layout),
            "spaces": game.describe_spaces(view["board"], role)}


def changed(before, after, game=None):
    """Spaces whose contents differ between two boards (a game may say how, with ``changed_spaces``)."""
    if before and hasattr(game, "changed_spaces"):
        return game.changed_spaces(before, after)
    if not before or "spaces" not in after:
        return []
    return [sid for sid, sp in after["spaces"].items() if before["spaces"].get(sid) != sp]


EXAMPLES = {}   # (game, id, role) -> [(step, state, frames)]: kept for move-by-move stepping


def example_frames(req):
    from . import examples
    key = (req["game"], req.get("id"), req.get("role"))
    if key not in EXAMPLES:
        scripts = {ex["id"]: ex for ex in content.load(req["game"]).get("examples", [])}
        if req.get("id") not in scripts:
            raise IllegalAction("unknown_example", f"no example {excerpt(repr(req.get('id')))}; "
                                                      f"known: {', '.join(sorted(scripts))}")
        EXAMPLES[key] = (scripts[req["id"]], examples.play(req["game"], scripts[req["id"]], with_moves=True))
    return EXAMPLES[key]


def example_position(rec, game_id):
    """The state at one position of a scripted example (a sandbox record of kind "example"): after step
    ``step``, or after its move ``move`` when given."""
    _, played = example_frames({"game": game_id, "id": rec.get("example")})
    n, m = rec.get("step"), rec.get("move") or 0
    if not isinstance(n, int) or not isinstance(m, int) or not 1 <= n <= len(played) \
            or not 0 <= m <= len(played[n - 1][2]):
        raise IllegalAction("bad_record", f"the example {excerpt(rec.get('example'))} has no step "
                                          f"{excerpt(repr(n))}, move {excerpt(repr(m))}")
    return played[n - 1][2][m - 1]["state"] if m else played[n - 1][1]
