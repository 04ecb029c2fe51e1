"""JSON in, JSON out: the one door between the browser (or any other caller) and the engine.

``handle(text)`` takes ``{"op": ..., ...}`` as a JSON string and returns a JSON string: ``{"ok": true,
...}`` or ``{"ok": false, "error": code, "message": ..., "rule": ...}``. A refused action is an answer,
not a crash; an internal error is reported with ``"error": "internal"``.
"""

import json

from . import answers, apply, get_game, game_ids, replay, sandbox, setup, view
from .errors import IllegalAction, excerpt

# The sandbox's ops live in engine/sandbox.py, its records' checks in engine/records.py; these names stay readable
# here as before (tests, bench, the build).
from .answers import EXAMPLES, LAYOUT  # noqa: F401
from .records import MAX_MOVES, MAX_RECORD_BYTES, check_record  # noqa: F401
from .sandbox import SANDBOX, forced, hot_seat_next  # noqa: F401


def _games(req):
    return {"games": [{"id": g, "title": get_game(g).title, "roles": list(get_game(g).roles)} for g in game_ids()]}


def _setup(req):
    state = setup(req["game"], req["seed"], req.get("scenario"), req.get("options"), req.get("chance"))
    return {"state": state, "view": view(state, req.get("role"))}


def _view(req):
    return {"view": view(req["state"], req.get("role"))}


def _apply(req):
    state = apply(req["state"], req["role"], req["verb"], req.get("arg"), req.get("chance"))
    return {"state": state, "view": view(state, req.get("view_role", req["role"]))}


def _replay(req):
    state = replay(req["game"], req["record"])
    return {"state": state, "view": view(state, req.get("role"))}


def _sheet(req):
    game = get_game(req["game"])
    if not hasattr(game, "setup_sheet"):
        raise IllegalAction("no_sheet", f"{req['game']} has no setup sheet yet")
    options = req.get("options")
    if options is None and "players" in req:
        options = game.sheet_options(req)
    state = game.setup(req["seed"], req.get("scenario"), options)
    return {"sheet": game.setup_sheet(state), **answers.picture(game, game.view(state, None), None, still=True)}


def _packet(req):
    """A packet (engine/packet.py): the table list; ``full`` adds sheets and slips, ``pictures`` the boards;
    ``options``: the game's setup choices for every table."""
    from . import packet
    rec = packet.packet(req["game"], req["event_seed"], req["tables"], bool(req.get("same")), req.get("players"),
                        full=bool(req.get("full")), options=req.get("options"))
    game = get_game(req["game"])
    if req.get("full") and req.get("pictures") and hasattr(game, "render"):
        options = packet.setup_options(game, req.get("players"), req.get("options"))
        drawn = {}
        for t in rec["list"]:
            svg = game.render(game.view(game.setup(t["seed"], None, options or None), None)["board"], None, (),
                              still=True)
            t["svg"] = drawn.setdefault(svg, len(drawn))
        rec["svgs"] = list(drawn)
    return {"packet": rec}


def _example(req):
    """Replay a scripted example through the engine; every step with its view (the request's ``role``, else the
    script's ``seen_by``, else an onlooker's), picture, new log lines, and its moves (who, the legal action's label
    and rule, and the log lines each produced)."""
    from . import examples
    game = get_game(req["game"])
    script, played = answers.example_frames(req)
    role = req["role"] if "role" in req else examples.viewer(req["game"], script)
    # step 1's gold outlines are what it changed on the set-up board, like every later step's on the one before
    steps, before, seen = [], game.view(examples.start(req["game"], script), role)["board"], 0
    for step, state, frames in played:
        view = game.view(state, role)
        changed = answers.changed(before, view["board"], game)
        moves, mseen = [], seen
        for f in frames:
            log = game.view(f["state"], role)["log"]
            moves.append({"role": f["role"], "prompt": f["prompt"], "label": f["label"], "rule": f["rule"],
                          "log": log[mseen:]})
            mseen = len(log)
        steps.append({"title": step["title"], "say": step["say"], "rules": step.get("rules", []),
                      "moves": moves, "board": view["board"], "log": view["log"][seen:],
                      "result": view["result"], **answers.picture(game, view, role, changed), "changed": changed})
        before, seen = view["board"], len(view["log"])
    return {"example": {k: script[k] for k in ("id", "title", "summary") if k in script}, "steps": steps}


def _example_move(req):
    """The board after one move of one step (1-based), with the spaces that move changed."""
    from . import examples
    game = get_game(req["game"])
    script, played = answers.example_frames(req)
    n, m = int(req["step"]), int(req["move"])
    if not 1 <= n <= len(played) or not 1 <= m <= len(played[n - 1][2]):
        raise IllegalAction("bad_request", f"no move {m} in step {n}")
    role = req["role"] if "role" in req else examples.viewer(req["game"], script)
    prev_state = played[n - 1][2][m - 2]["state"] if m > 1 else (played[n - 2][1] if n > 1
                                                                 else examples.start(req["game"], script))
    state = played[n - 1][2][m - 1]["state"]
    view = game.view(state, role)
    before = game.view(prev_state, role)["board"]
    return {"board": view["board"], **answers.picture(game, view, role, answers.changed(before, view["board"], game))}


def _example_moves(req):
    """Every move's board of an example at once: ``moves[n-1][k-1]`` is what ``example_move`` gives for
    step n, move k (the build ships it beside the page, so stepping move by move needs no engine)."""
    _, played = answers.example_frames(req)
    return {"moves": [[_example_move({**req, "step": n, "move": m}) for m in range(1, len(frames) + 1)]
                      for n, (_, _, frames) in enumerate(played, 1)]}


MAX_DEPTH = 40            # nesting of any request: a record, a move's argument (the engine's own never pass 10)
MAX_MESSAGE = 1500             # characters of an answer's message: a longer one keeps its start and end only


def _depth(value, limit=MAX_DEPTH):
    """True when ``value`` nests no deeper than ``limit`` (checked without recursion)."""
    todo = [(value, 1)]
    while todo:
        item, d = todo.pop()
        if isinstance(item, (dict, list)):
            if d > limit:
                return False
            todo.extend((v, d + 1) for v in (item.values() if isinstance(item, dict) else item))
    return True


def _clip(message):
    """An answer's message, its middle left out when it is longer than MAX_MESSAGE (a message that repeats a
    huge value the engine was given keeps its start and the end that says what is wrong)."""
    message = str(message)
    if len(message) <= MAX_MESSAGE:
        return message
    return f"{message[:1000]} … ({len(message) - 1200:,} characters left out) … {message[-200:]}"


OPS = {"games": _games, "setup": _setup, "view": _view, "apply": _apply, "replay": _replay, "sheet": _sheet,
       "packet": _packet, "example": _example, "example_move": _example_move, "example_moves": _example_moves,
       **sandbox.OPS}


def handle(text):
    """Answer one JSON request (see the module doc)."""
    try:
        try:
            req = json.loads(text)
        except RecursionError:
            raise IllegalAction("bad_request", f"the request nests deeper than {MAX_DEPTH} levels") from None
        except ValueError:
            raise IllegalAction("bad_request", "the request is not valid JSON") from None
        if not _depth(req, MAX_DEPTH + 2):
            raise IllegalAction("bad_request", f"the request nests deeper than {MAX_DEPTH} levels")
        if not isinstance(req, dict) or req.get("op") not in OPS:
            raise IllegalAction("bad_request", f"unknown op; known: {', '.join(sorted(OPS))}")
        if "game" in req and req["game"] not in game_ids():
            raise IllegalAction("unknown_game", f"unknown game {excerpt(repr(req['game']))}; "
                                                f"known: {', '.join(game_ids())}")
        if req["op"].startswith("sandbox_") and req["op"] != "sandbox_new" and not SANDBOX:
            raise IllegalAction("no_sandbox", "no sandbox game is running: start one first")
        LAYOUT[0] = req.get("layout") if isinstance(req.get("layout"), str) else None
        answers.TERRAIN[0] = None
        answers.TERRAIN[0] = answers.terrain(req.get("terrain"))
        answer = OPS[req["op"]](req)
        answer["ok"] = True
    except IllegalAction as err:
        answer = {"ok": False, **err.as_dict()}
    except KeyError as err:
        answer = {"ok": False, "error": "bad_request", "message": f"missing field {excerpt(err)}", "rule": None}
    except RecursionError:
        answer = {"ok": False, "error": "bad_request", "message": "the request nests too deeply", "rule": None}
    except Exception as err:  # a bug: report it rather than kill the worker
        answer = {"ok": False, "error": "internal", "message": f"{type(err).__name__}: {err}", "rule": None}
    if not answer["ok"]:
        answer["message"] = _clip(answer["message"])
    return json.dumps(answer)
