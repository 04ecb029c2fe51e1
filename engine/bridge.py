"""JSON in, JSON out: the one door between the browser (or any other caller) and the engine.

``handle(text)`` takes ``{"op": ..., ...}`` as a JSON string and returns a JSON string: ``{"ok": true,
...}`` or ``{"ok": false, "error": code, "message": ..., "rule": ...}``. A refused action is an answer,
not a crash; an internal error is reported with ``"error": "internal"``.
"""

import json

from . import apply, get_game, game_ids, replay, setup, view
from .errors import IllegalAction


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
    state = game.setup(req["seed"], req.get("scenario"), req.get("options"))
    return {"sheet": game.setup_sheet(state)}


OPS = {"games": _games, "setup": _setup, "view": _view, "apply": _apply, "replay": _replay, "sheet": _sheet}


def handle(text):
    """Answer one JSON request (see the module doc)."""
    try:
        try:
            req = json.loads(text)
        except ValueError:
            raise IllegalAction("bad_request", "the request is not valid JSON") from None
        if not isinstance(req, dict) or req.get("op") not in OPS:
            raise IllegalAction("bad_request", f"unknown op; known: {', '.join(sorted(OPS))}")
        answer = OPS[req["op"]](req)
        answer["ok"] = True
    except IllegalAction as err:
        answer = {"ok": False, **err.as_dict()}
    except KeyError as err:
        answer = {"ok": False, "error": "bad_request", "message": f"missing field {err}", "rule": None}
    except Exception as err:  # a bug: report it rather than kill the worker
        answer = {"ok": False, "error": "internal", "message": f"{type(err).__name__}: {err}", "rule": None}
    return json.dumps(answer)
