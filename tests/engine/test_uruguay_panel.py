"""Uruguay's board panel (the tracks along the bottom): on 2026-12-06 "Public Sympathy" was seen running under
its track's first box ("Disgust"), its "y" hidden, on every Uruguay board (hub, sandbox, examples, sheets). Each
label set from its left end ends before any box of its own row begins."""

import xml.etree.ElementTree as ET

import engine
from engine.drawing import text_width

NS = "{http://www.w3.org/2000/svg}"


def test_no_track_label_runs_under_a_box():
    game = engine.get_game("uruguay")
    st = engine.setup("uruguay", 7)
    root = ET.fromstring(game.render(game.view(st, None)["board"]))
    rects = [(float(r.get("x")), float(r.get("y")), float(r.get("width")), float(r.get("height")))
             for r in root.iter(NS + "rect") if r.get("x") and r.get("width")]
    labels = [t for t in root.iter(NS + "text") if t.get("text-anchor") == "start" and t.text in
              ("Political Will", "Public Sympathy")]
    assert len(labels) == 2
    for t in labels:
        x, y, size = float(t.get("x")), float(t.get("y")), float(t.get("font-size"))
        end = x + text_width(t.text, size, t.get("font-weight") == "bold")
        row = [r for r in rects if r[1] < y and y - size < r[1] + r[3] and r[2] < 200]     # boxes beside it
        assert row, t.text
        assert all(r[0] >= end + 2 or r[0] + r[2] <= x for r in row), (t.text, end, min(r[0] for r in row))
