"""Room on Uruguay's map: on 2026-12-06 Villa del Cerro's Sabotage count was seen hidden under Ciudad Vieja's
box (the two boxes overlapped, and a row of five or six kinds of piece ran past its own box). With every kind of
piece and marker in every space that may hold it, at one count and at two digits, on the screen's drawing and on the
printed one (its small text raised to 14.5): no two spaces' shapes meet, and every piece, count and word a space
draws lies inside its own shape and clear of every other word and piece (widths from engine.drawing.text_width)."""

import math
import sys
import xml.etree.ElementTree as ET

import pytest

import engine
from engine.drawing import text_width

IN_PYODIDE = sys.platform == "emscripten"
# the printed case raises small text as the generator prints it; the generator is not in the engine wheel that the
# engine's tests run from inside Pyodide
PRINTED = [False, pytest.param(True, marks=pytest.mark.skipif(IN_PYODIDE, reason="the generator is not in the wheel"))]


def _printed(svg):
    from generator.pdf import text_floor
    return text_floor(svg, 14.5)


NS = "{http://www.w3.org/2000/svg}"
GAME = engine.get_game("uruguay")
SPACES = {s["id"]: s for s in GAME.content()["spaces"]}
KINDS = ("police", "troops", "cells_u", "cells_a", "safe", "sabotage")


def _crowded(n):
    """The standard setup's board with ``n`` of every kind of piece and marker wherever the rules let it stand
    (no Safe House in a Strategic Center, 1.4; Unrest only in cities and countryside, 6.1), the People's Prison
    shown."""
    st = engine.setup("uruguay", 0)
    board = GAME.view(st, "tupamaros")["board"]
    for sid, sp in board["spaces"].items():
        center = SPACES[sid]["type"] == "center"
        sp.update({k: (0 if k == "safe" and center else n) for k in KINDS}, unrest=not center)
    board["peoples_prison"] = "villa_del_cerro"
    return board


def _box_of_text(t):
    x, y, size = float(t.get("x")), float(t.get("y")), float(t.get("font-size"))
    w = text_width(t.text or "", size, t.get("font-weight") == "bold")
    left = {"middle": x - w / 2, "end": x - w}.get(t.get("text-anchor"), x)
    return (left, y - 0.76 * size, left + w, y + 0.24 * size)


def _box_of(el):
    """The box of one drawn element (a text, a rect, a circle, an ellipse or the Sabotage cross), stroke included."""
    tag = el.tag[len(NS):]
    half = float(el.get("stroke-width", 1)) / 2
    if tag == "text":
        return _box_of_text(el)
    if tag == "rect":
        x, y, w, h = (float(el.get(k)) for k in ("x", "y", "width", "height"))
        return (x - half, y - half, x + w + half, y + h + half)
    if tag in ("circle", "ellipse"):
        cx, cy = float(el.get("cx")), float(el.get("cy"))
        rx, ry = (float(el.get("r")),) * 2 if tag == "circle" else (float(el.get("rx")), float(el.get("ry")))
        return (cx - rx - half, cy - ry - half, cx + rx + half, cy + ry + half)
    if tag == "path":
        nums = [float(v) for v in el.get("d").replace("M", " ").replace("L", " ").replace(",", " ").split()]
        xs, ys = nums[0::2], nums[1::2]
        return (min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half)
    raise AssertionError(tag)


def _inside(box, shape):
    """Whether ``box`` lies inside the space's shape (a rounded box, its corners' radius allowed for, or a circle)."""
    x0, y0, x1, y1 = box
    if shape.tag == NS + "circle":
        cx, cy, r = float(shape.get("cx")), float(shape.get("cy")), float(shape.get("r"))
        return all(math.hypot(px - cx, py - cy) <= r for px in (x0, x1) for py in (y0, y1))
    x, y, w, h, rx = (float(shape.get(k)) for k in ("x", "y", "width", "height", "rx"))
    if not (x <= x0 and x1 <= x + w and y <= y0 and y1 <= y + h):
        return False
    for cx in (x + rx, x + w - rx):                   # a corner of the box beyond a rounded corner's arc
        for cy in (y + rx, y + h - rx):
            px, py = (x0 if cx == x + rx else x1), (y0 if cy == y + rx else y1)
            if (px - cx) * (cx - (x + w / 2)) > 0 and (py - cy) * (cy - (y + h / 2)) > 0 \
                    and math.hypot(px - cx, py - cy) > rx:
                return False
    return True


def _meet(a, b, gap=0.0):
    return a[0] < b[2] + gap and b[0] < a[2] + gap and a[1] < b[3] + gap and b[1] < a[3] + gap


def _spaces(svg):
    root = ET.fromstring(svg)
    return {g.get("data-space"): g for g in root.iter(NS + "g") if "space" in (g.get("class") or "").split()}


def _drawn(g):
    """Every piece icon, count and word a space draws, as (what, box): a piece's parts make one box."""
    out = [(t.text, _box_of(t)) for t in g.findall(NS + "text")]
    for piece in g.findall(NS + "g"):
        for el in piece:
            out.append((f"{piece.get('data-piece')} {el.text or el.tag[len(NS):]}", _box_of(el)))
    return out


@pytest.mark.parametrize("n", [1, 12])
@pytest.mark.parametrize("printed", PRINTED)
def test_every_piece_count_and_word_stays_in_its_own_space(n, printed):
    svg = GAME.render(_crowded(n), "tupamaros", ())
    if printed:
        svg = _printed(svg)                  # what generator/games/uruguay/site.py prints
    spaces = _spaces(svg)
    assert set(spaces) == set(SPACES)
    shapes = {sid: g.find(NS + "*[@class='shape']") for sid, g in spaces.items()}
    drawn = {sid: _drawn(g) for sid, g in spaces.items()}
    assert all(len([w for w, _ in drawn[sid] if w.startswith(k)]) for sid in drawn for k in KINDS
               if not (k == "safe" and SPACES[sid]["type"] == "center"))
    for sid, items in drawn.items():
        for what, box in items:
            assert _inside(box, shapes[sid]), (sid, what, box)
        for other, shape in shapes.items():          # a changed space's outline is 6 wide: 3 outside its shape
            if other != sid:
                assert _apart(shape, shapes[sid], 3), (sid, other)
    for sid, items in drawn.items():
        for i, (w1, b1) in enumerate(items):         # nothing a space draws runs into another thing it draws
            for w2, b2 in items[i + 1:]:
                if w1.split()[0] == w2.split()[0] and w1.split()[0] in KINDS:
                    continue                          # an icon's own parts (the People's Prison's star on its disk)
                assert not _meet(b1, b2), (sid, w1, b1, w2, b2)


def _apart(a, b, gap):
    """Whether two spaces' shapes (rounded boxes or circles) stay ``gap`` apart, their outlines included."""
    def poly(s):
        if s.tag == NS + "circle":
            cx, cy, r = float(s.get("cx")), float(s.get("cy")), float(s.get("r"))
            return [(cx + r * math.cos(k * math.pi / 90), cy + r * math.sin(k * math.pi / 90)) for k in range(180)]
        x, y, w, h = (float(s.get(k)) for k in ("x", "y", "width", "height"))
        return [(x + w * i / 40, y) for i in range(41)] + [(x + w * i / 40, y + h) for i in range(41)] + \
            [(x, y + h * i / 30) for i in range(31)] + [(x + w, y + h * i / 30) for i in range(31)]
    return not any(_inside((px - gap, py - gap, px + gap, py + gap), b) or
                   _inside((px, py, px, py), b) for px, py in poly(a))


def test_a_space_without_pieces_draws_none():
    """The rows of pieces laid out for an empty space (the drawing's first version divided by its empty rows)."""
    svg = GAME.render(_crowded(0), None, ())
    spaces = _spaces(svg)
    assert len(spaces) == len(SPACES) and not [g for g in spaces.values() if g.findall(NS + "g")]


@pytest.mark.parametrize("printed", PRINTED)
def test_every_word_stays_inside_the_drawing(printed):
    """The key's last line ("★ on a Safe House: … changed by the last move") ran 2 units past the drawing's right
    edge when printed (its 13 raised to 14.5): every text, the key's included, lies inside the picture's width."""
    svg = GAME.render(_crowded(12), "tupamaros", ())
    if printed:
        svg = _printed(svg)
    root = ET.fromstring(svg)
    width = float(root.get("viewBox").split()[2])
    texts = list(root.iter(NS + "text"))
    assert any((t.text or "").startswith("★ on a Safe House") for t in texts)
    for t in texts:
        x0, _, x1, _ = _box_of_text(t)
        assert 0 <= x0 and x1 <= width, (t.text, x0, x1)
