"""Junta's city map: every chip (one owner's units in a space) lies inside its space's box, and its words inside
the chip, however crowded the space (widths from engine.drawing.text_width, DejaVu Sans's own)."""

import copy
import re
import xml.etree.ElementTree as ET

import engine
from engine.drawing import text_width

NS = "{http://www.w3.org/2000/svg}"


def _board(seed=4444, players=4):
    return engine.view(engine.setup("junta", seed, options={"players": players}), None)["board"]


def _crowded():
    """The end of a 4-player coup: Parliament holds one player's six kinds (the chip 'I5 A1 P1 Pa1 M1 Cr3') and
    three more players' units; the Central Bank every kind of one player; the Harbor's row full."""
    board = copy.deepcopy(_board())
    stacks = board["stacks"]
    stacks["parliament"] = {"p1": {"infantry": 5, "armor": 1, "police": 1, "paratroopers": 1, "marines": 1, "crowd": 3},
                            "p2": {"infantry": 2, "police": 1}, "p3": {"palace_guard": 2}, "p4": {"crowd": 1}}
    stacks["central_bank"] = {"p4": {"infantry": 12, "armor": 3, "police": 2, "palace_guard": 4, "paratroopers": 1,
                                     "marines": 1, "gunboat": 1, "air_force": 1, "helicopter": 1, "crowd": 3}}
    stacks["harbor"] = {"p4": {"gunboat": 1, "marines": 2}, "p2": {"infantry": 1}}
    return board


def _render(board):
    return engine.get_game("junta").render(board)


def _chips_outside(text):
    """[(space, owner, what)] for each chip past its space's box, or words past their chip."""
    root = ET.fromstring(text)
    bad = []
    for space in root.iter(NS + "g"):
        if "space" not in (space.get("class") or "").split():
            continue
        shape = next(e for e in space if "shape" in (e.get("class") or ""))
        if shape.tag == NS + "rect":
            box = [float(shape.get(a)) for a in ("x", "y", "width", "height")]
        else:                                               # the Harbor: its band across the foot of the map
            box = [150.0, 694.0, 700.0, 106.0]
        for t in space.findall(NS + "text"):                   # the name, the type, '+n more'
            if "more" in t.text and float(t.get("x")) + text_width(t.text, 12) > box[0] + box[2]:
                bad.append((space.get("data-space"), "", f"{t.text!r} past the box"))
            if "more" in t.text and float(t.get("y")) + 3 > box[1] + box[3]:
                bad.append((space.get("data-space"), "", f"{t.text!r} under the box"))
        for chip in space.iter(NS + "g"):
            if chip.get("class") != "chip":
                continue
            rect = chip.find(NS + "rect")
            x, y, w, h = (float(rect.get(a)) for a in ("x", "y", "width", "height"))
            where = (space.get("data-space"), chip.get("data-owner"))
            if x < box[0] or y < box[1] or x + w > box[0] + box[2] + 0.01 or y + h > box[1] + box[3]:
                bad.append((*where, f"chip {x},{y} {w}x{h} past the box {box}"))
            for t in chip.findall(NS + "text")[1:]:            # the first is the seat tag in its square
                right = float(t.get("x")) + text_width(t.text, float(t.get("font-size")), t.get("font-weight") == "bold")
                baseline = float(t.get("y"))
                if right > x + w + 0.01 or baseline + 3 > y + h:
                    bad.append((*where, f"words {t.text!r} end at {right:.1f}, {baseline} past the chip"))
    return bad


def test_every_chip_of_a_crowded_board_fits_its_space():
    text = _render(_crowded())
    assert 'data-owner="p1"' in text.split('data-space="parliament"')[1].split("</g></g>")[0]
    assert _chips_outside(text) == []
    assert "+2 more" in text.split('data-space="parliament"')[1].split('data-space=')[0]     # inside the box


def test_a_long_chip_breaks_into_two_lines_not_into_two_chips():
    text = _render(_crowded())
    parliament = text.split('data-space="parliament"')[1].split('data-space=')[0]
    chip = re.search(r'<g class="chip" data-owner="p1">(.*?)</g>', parliament).group(1)
    words = re.findall(r">([^<>]+)</text>", chip)
    assert words[0] == "1" and " ".join(words[1:]) == "I5 A1 P1 Pa1 M1 Cr3" and len(words) == 3
    assert parliament.count('data-owner="p1"') == 1


def test_every_chip_of_dealt_coups_fits_its_space():
    for seed, players in ((4444, 4), (1978, 5), (42, 7), (7, 3)):
        assert _chips_outside(_render(_board(seed, players))) == [], (seed, players)
