"""Boards drawn for a phone (issue 25, point 9): Guerilla's table in its narrow layout holds the same spaces, the
same words and the same pieces as the wide one, inside 380 units, with no text under 12 units (11 CSS px on a
390 px screen); the bridge draws it only when a request asks, and only for a game that has that layout."""

import json
import xml.etree.ElementTree as ET

import engine
from engine import bridge

import bots_kit

NS = "{http://www.w3.org/2000/svg}"
GAME = engine.get_game("guerilla")


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def _boards():
    """Views of random Guerilla games of 3, 5 and 6 seats, as a seat and as an observer."""
    for players in (3, 5, 6):
        for st in bots_kit.positions("guerilla", 40 + players, {"players": players}, moves=320, every=23):
            for role in (None, st["roles"][1]):
                yield st, role, GAME.view(st, role)["board"]


def _parts(svg):
    root = ET.fromstring(svg)
    spaces = {g.get("data-space"): (g.find(NS + "title").text if g.find(NS + "title") is not None else None)
              for g in root.iter(NS + "g") if "space" in (g.get("class") or "").split()}
    pieces = sorted(g.get("data-piece") for g in root.iter(NS + "g") if g.get("data-piece"))
    texts = [(float(t.get("x")), float(t.get("font-size")), t.get("text-anchor"), t.text or "") for t in root.iter(NS + "text")]
    return root, spaces, pieces, texts


def test_the_narrow_table_has_what_the_wide_one_has_within_380_units_and_12_unit_text():
    seen = 0
    for st, role, board in _boards():
        wide = _parts(GAME.render(board, role, ()))
        narrow = _parts(GAME.render(board, role, (), layout="narrow"))
        root = narrow[0]
        assert root.get("viewBox").split()[:3] == ["0", "0", "380"]
        assert narrow[1] == wide[1]                    # every space, with the same words
        assert narrow[2] == wide[2]                    # every piece
        # no text smaller than on the desk, every text starts inside the picture and (at DejaVu Sans' widest
        # average, 0.62 em) ends inside it
        assert min(t[1] for t in narrow[3]) >= 12
        for x, size, anchor, text in narrow[3]:
            reach = len(text) * size * 0.62
            left = {"middle": x - reach / 2, "end": x - reach}.get(anchor, x)
            right = {"middle": x + reach / 2, "end": x}.get(anchor, x + reach)
            assert left >= 0 and right <= 380 + 8, (text, x, size)
        # what the wide table says in one line the narrow one may wrap, never drop (a name cut short to fit a
        # narrower card ends in "…" and begins like a word of the wide table; its <title> has it whole)
        wide_words = {w for t in wide[3] for w in t[3].split()}
        narrow_words = {w for t in narrow[3] for w in t[3].split()}
        cut = {w for w in narrow_words if w.endswith("…")}
        assert all(any(v.startswith(w[:-1]) for v in wide_words) for w in cut), cut
        assert {w for w in wide_words if not w.endswith("…")} - narrow_words <= {v for v in wide_words
                                                                               if any(v.startswith(w[:-1]) for w in cut)}
        assert narrow_words - cut <= wide_words
        seen += 1
    assert seen >= 20


def test_the_bridge_draws_the_narrow_table_only_when_asked_and_only_where_a_game_has_it():
    a = ask(op="sandbox_new", game="guerilla", seed=5, options={"players": 4}, role=None, layout="narrow")
    assert a["ok"] and 'viewBox="0 0 380 ' in a["svg"]
    b = ask(op="sandbox_view", game="guerilla", role=None)
    assert 'viewBox="0 0 1000 ' in b["svg"] and b["spaces"] == a["spaces"]
    u = ask(op="sandbox_new", game="uruguay", seed=5, role=None, layout="narrow")
    assert u["svg"] == ask(op="sandbox_view", game="uruguay", role=None)["svg"]     # no phone drawing: the same
    bad = ask(op="sandbox_view", game="uruguay", role=None, layout=["narrow"])
    assert bad["ok"] and bad["svg"] == u["svg"]


def test_the_layout_is_drawing_only_the_same_moves_give_the_same_game():
    records = []
    for layout in ({}, {"layout": "narrow"}):
        assert ask(op="sandbox_new", game="guerilla", seed=9, options={"players": 3}, role=None, **layout)["ok"]
        for _ in range(12):
            assert ask(op="sandbox_random", game="guerilla", **layout)["ok"]
        records.append(ask(op="sandbox_export")["record"])
    assert records[0]["moves"] and records[0] == records[1]
