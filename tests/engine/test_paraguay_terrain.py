"""Paraguay's map drawn over its still ground (issue 25.11): the two pictures (terrain_svg.layer) and the live
drawing (svg.draw(terrain=...)) between and over them give the drawing svg.draw makes alone, with what a page
needs to play on it (spaces, stacks, titles), and the bridge draws it so only when asked with site addresses."""

import json
import re
import xml.etree.ElementTree as ET

import pytest

from engine import bridge
from engine.games.paraguay import hexmap, svg, terrain_svg

NS = "{http://www.w3.org/2000/svg}"
URLS = {"ground": "../../assets/img/paraguay-ground.0123456789ab.svg",
        "top": "../../assets/img/paraguay-top.0123456789ab.svg"}
INF = {"name": "7", "type": "infantry", "size": "II", "attack": 2, "defense": 3, "movement": 6, "nation": "paraguay"}
STACKS = [{"hex": "1826", "nation": "paraguay", "top": INF, "count": 2, "units": [INF, INF]}]


def _group(text, start):
    """The text of the ``<g>`` that opens with ``start`` (through its closing tag)."""
    at = text.index(start)
    depth = 0
    for m in re.finditer(r"<g\b|</g>", text[at:]):
        depth += 1 if m.group() != "</g>" else -1
        if depth == 0:
            return text[at:at + m.end()]
    raise AssertionError("unclosed group")


def test_the_two_pictures_are_the_maps_band_in_its_own_units():
    whole = ET.fromstring(svg.draw([]))
    width = float(whole.get("viewBox").split()[2])
    for part in ("ground", "top"):
        root = ET.fromstring(terrain_svg.layer(part))
        x, y, w, h = (float(v) for v in root.get("viewBox").split())
        assert (x, y, w) == (0, 0, width) and h == pytest.approx(terrain_svg.band(), abs=0.05)
        assert float(root.get("width")) == width                  # an image of its own size, for the <image> box
    ground = ET.fromstring(terrain_svg.layer("ground"))
    # every terrain paint is one path (a piece per hex), not a polygon a hex
    assert not list(ground.iter(NS + "polygon")) and len(list(ground.iter(NS + "path"))) < 20
    pieces = sum(p.get("d").count("M") for p in ground.iter(NS + "path") if p.get("fill", "").startswith("#"))
    assert pieces == len(hexmap.load().hexes)                     # each hex filled once with its ground colour
    top = terrain_svg.layer("top").decode()
    assert 'class="hex-ids"' in top and 'class="river"' in top and 'class="fortress"' in top
    assert terrain_svg.layer("top") == terrain_svg.layer("top")   # the same bytes every build


def test_the_live_drawing_keeps_what_changes_and_leaves_the_rest_to_the_pictures():
    plain = svg.draw(STACKS, highlights=["1826"], selected="1826", changed=["1826"])
    live = svg.draw(STACKS, highlights=["1826"], selected="1826", changed=["1826"], terrain=URLS)
    root = ET.fromstring(live)
    images = [e for e in root.iter(NS + "image")]
    assert [e.get("href") for e in images] == [URLS["ground"], URLS["top"]]
    assert all(e.get("pointer-events") == "none" and e.get("x") == "0" and e.get("y") == "0" for e in images)
    assert 'class="hex-ids"' not in live and 'class="terrain"' not in live and 'class="river"' not in live
    assert root.get("viewBox") == ET.fromstring(plain).get("viewBox")
    # stacks, names over them, markers, the panel: as the whole drawing has them
    for start in ('<g class="stacks">', '<g class="selected"', '<g class="legal"', '<g class="legend">'):
        assert _group(live, start) == _group(plain, start)
    assert len(live) < len(plain) * 0.75


def test_every_hex_is_still_a_space_whose_outline_the_page_can_make():
    root = ET.fromstring(svg.draw(STACKS, terrain=URLS))
    spaces = [g for g in root.iter(NS + "g") if g.get("class") == "space"]
    assert len(spaces) == len(hexmap.load().hexes)
    plain = {g.get("data-space"): g for g in ET.fromstring(svg.draw(STACKS)).iter(NS + "g")
             if g.get("class") == "space"}
    for g in spaces:
        shape = plain[g.get("data-space")].find(NS + "polygon")
        assert g.get("data-points") == shape.get("points") and g.find(NS + "polygon") is None
        old_title, title = plain[g.get("data-space")].find(NS + "title"), g.find(NS + "title")
        assert (old_title is None and title is None) or old_title.text == title.text


def _ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def test_the_bridge_draws_over_the_pictures_only_when_asked():
    sheet = _ask(op="sheet", game="paraguay", seed=7, terrain=URLS)
    assert sheet["ok"] and f'href="{URLS["ground"]}"' in sheet["svg"] and 'class="hex-ids"' not in sheet["svg"]
    plain = _ask(op="sheet", game="paraguay", seed=7)
    assert plain["ok"] and "<image" not in plain["svg"] and 'class="hex-ids"' in plain["svg"]
    uruguay = _ask(op="sheet", game="uruguay", seed=7, terrain=URLS)     # a game that draws its ground whole
    assert uruguay["ok"] and "<image" not in uruguay.get("svg", "")


@pytest.mark.parametrize("terrain", [
    "x.svg", {"ground": "x.svg"}, {"ground": "https://elsewhere.example/x.svg", "top": "y.svg"},
    {"ground": "//elsewhere/x.svg", "top": "y.svg"}, {"ground": 'x.svg" onload="', "top": "y.svg"},
    {"ground": "javascript:alert(1)//.svg", "top": "y.svg"}, {"ground": "x.png", "top": "y.svg"}])
def test_a_bad_terrain_is_refused_clearly(terrain):
    answer = _ask(op="sheet", game="paraguay", seed=7, terrain=terrain)
    assert not answer["ok"] and answer["error"] == "bad_request" and "terrain" in answer["message"]
