"""The Paraguay map drawing: valid SVG, every hex and place drawn once, fog of war, clickable hexes, speed."""

import re
import sys
import time
import xml.etree.ElementTree as ET

import pytest

from engine.games.paraguay import counters_svg, hexmap, svg

NS = "{http://www.w3.org/2000/svg}"
HM = hexmap.load()
INF = {"name": "7", "type": "infantry", "size": "II", "attack": 2, "defense": 3, "movement": 6, "nation": "paraguay"}
CAV = {"name": "AC", "type": "cavalry", "size": "III", "attack": 2, "defense": 2, "mf": 9, "nation": "paraguay"}
ARG = {"name": "CP9", "type": "infantry", "size": "II", "attack": 2, "defense": 2, "movement": 6, "nation": "argentina"}
SHIP = {"name": "Te", "type": "warship", "attack": 3, "defense": 3, "movement": 12, "nation": "paraguay"}


def _stacks():
    return [
        {"hex": "1826", "nation": "paraguay", "top": INF, "count": 3, "units": [INF, CAV, SHIP]},
        {"hex": "1335", "nation": "argentina", "top": ARG, "count": 4, "units": None},
        {"hex": "1432", "nation": "paraguay", "top": SHIP, "count": 1, "units": [SHIP]},
    ]


def _tree(text):
    return ET.fromstring(text)


def _all(root, tag, cls=None):
    return [e for e in root.iter(NS + tag) if cls is None or cls in (e.get("class") or "").split()]


def test_valid_svg_that_scales_and_has_a_title():
    root = _tree(svg.draw(_stacks(), title="Turn III <Allied>", turn=3))
    assert root.tag == NS + "svg" and root.get("viewBox") and "width" not in root.attrib and "height" not in root.attrib
    title = root.find(NS + "title")
    assert title is not None and title.text == "Turn III <Allied>"
    assert root.get("aria-labelledby") == title.get("id")


def test_every_hex_is_drawn_once_and_ids_are_readable_at_1280px():
    root = _tree(svg.draw([]))
    ids = [e.get("data-hex") for e in _all(root, "polygon") if e.get("data-hex") and not e.get("class")]
    assert sorted(ids) == sorted(HM.hexes) and len(ids) == len(set(ids)) == 637
    group = _all(root, "g", "hex-ids")[0]
    labels = [t.text for t in group.iter(NS + "text")]
    assert sorted(labels) == sorted(HM.hexes)
    width = float(root.get("viewBox").split()[2])
    assert float(group.get("font-size")) * 1280 / width >= 11          # px when the map is shown 1280 px wide


def test_every_fortress_supply_source_depot_and_town_is_drawn():
    root = _tree(svg.draw([]))
    places = _all(root, "g", "places")[0]                               # the map's marks, not the legend's
    forts = sorted(e.get("data-hex") for e in _all(places, "g", "fortress"))
    assert forts == sorted(h for h, r in HM.hexes.items() if r["fortress"]) == ["1432", "1433", "1434", "1827", "2534"]
    towns = sorted(e.get("data-hex") for e in _all(places, "rect", "town"))
    assert towns == sorted(h for h, r in HM.hexes.items() if r["town"] and not r["fortress"])
    supply = sorted(e.get("data-side") for e in _all(places, "g", "supply-source"))
    assert supply == ["allied"] * 3 + ["paraguayan"] * 3
    assert len(_all(places, "g", "depot")) == 2 and len(_all(places, "g", "sudden-death")) == 5
    names = {t.text for t in _all(root, "g", "place-names")[1].iter(NS + "text")}         # [0] is the halo
    assert names == {r["name"] for r in HM.hexes.values() if r["name"]}
    assert any("RECONSTRUCTED MAP" == t.text for t in root.iter(NS + "text"))
    rivers = sorted(e.get("data-river") for e in _all(root, "path", "river"))
    assert rivers == ["paraguay", "parana"] and _all(root, "path", "railroad") and len(_all(root, "path", "road")) == 8
    assert _all(root, "path", "minor-river") and _all(root, "path", "border") and _all(root, "path", "mg-edge")


def test_a_fogged_stack_shows_only_its_top_unit_and_size():
    root = _tree(svg.draw(_stacks()))
    enemy = [g for g in _all(root, "g", "stack") if g.get("data-hex") == "1335"][0]
    texts = [t.text for t in enemy.iter(NS + "text")]
    assert "CP9" in texts and "4" in texts                              # top unit's name and the stack size
    words = enemy.find(NS + "title").text
    assert "4 units, top unit" in words and "hidden (6.4)" in words
    own = [g for g in _all(root, "g", "stack") if g.get("data-hex") == "1826"][0]
    assert "AC" in own.find(NS + "title").text and "Te" in own.find(NS + "title").text
    assert "AC" not in [t.text for t in own.iter(NS + "text")]           # the counter itself shows the top unit only


def test_hidden_contents_cannot_reach_the_picture():
    # the caller gives only what its role may see: whatever else sits in a fogged record is never drawn
    fogged = {"hex": "1541", "nation": "argentina", "top": ARG, "count": 6, "units": None,
              "secret": "Legion Militar", "ids": ["ar-lm-1"]}
    text = svg.draw([fogged], highlights=["1541"])
    assert "Legion Militar" not in text and "ar-lm-1" not in text and "CP9" in text
    assert svg.stack_words(fogged).startswith("6 units, top unit Argentine infantry battalion CP9")
    odd = dict(fogged, top=dict(ARG, name='A&"<B'))
    root = _tree(svg.draw([odd], highlights=["1541"]))                # names are escaped in text and attributes
    assert 'A&"<B' in [t.text for t in root.iter(NS + "text")]
    assert 'A&"<B' in [g for g in root.iter(NS + "g") if g.get("role") == "button"][0].get("aria-label")


def test_highlighted_hexes_are_focusable_buttons_with_data_space():
    root = _tree(svg.draw(_stacks(), highlights=["1730", "1826", "9999"], selected="1432"))
    buttons = [g for g in root.iter(NS + "g") if g.get("role") == "button"]
    assert [g.get("data-space") for g in buttons] == ["1730", "1826"]     # hexes off the map are left out
    for g in buttons:
        assert g.get("role") == "button" and g.get("tabindex") == "0"
        assert g.get("aria-label").startswith(g.get("data-space"))
    assert "Asunción" in buttons[1].get("aria-label") and "3 units" in buttons[1].get("aria-label")
    assert len(_all(root, "g", "selected")) == 1
    assert not [e for e in root.iter() if e.get("tabindex") and not e.get("data-space")]


def test_track_boxes_and_markers():
    boxes = {"allied": [None, {"nation": "brazil", "top": ARG, "count": 2, "units": None}],
             "paraguayan": [{"nation": "paraguay", "top": INF, "count": 1, "units": [INF]}],
             "track": {"IV": {"brazil": 15, "argentina": 3}}, "off_map": [{"label": "Matto Grosso force", "count": 5}]}
    markers = {"no_depot": ["1541"], "control": {"1335": "paraguayan"}}
    root = _tree(svg.draw([], turn="IV", boxes=boxes, markers=markers))
    turns = _all(root, "g", "turn-box")
    assert [g.get("data-turn") for g in turns] == ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
    marked = [g.get("data-turn") for g in turns if _all(g, "g", "game-turn-marker")]
    assert marked == ["IV"]
    held = _all(root, "g", "holding-box")
    assert len(held) == 18 and "2 units, top unit" in held[1].find(NS + "title").text
    assert "empty" in held[0].find(NS + "title").text
    assert len(_all(root, "g", "no-depot")) == 2                        # the marker and its legend sample
    assert any(t.text == "+18 arriving" for t in root.iter(NS + "text"))


def test_counter_colours_follow_2_6():
    assert counters_svg.counter_color({"nation": "argentina", "type": "infantry", "gn": True}) == "#8fd0ee"
    assert counters_svg.counter_color({"nation": "brazil", "type": "warship"}) == "#48a565"
    assert counters_svg.counter_color({"nation": "paraguay", "type": "armed_raft"}) == "#f4a09a"
    assert counters_svg.counter_color({"nation": "uruguay", "type": "cavalry"}) == "#a3a3a3"


def test_describe_names_what_a_hex_holds():
    text = svg.describe("1826")
    for words in ("Asunción", "Paraguayan ultimate supply source (7.13)", "sudden-death hex (4.2)",
                  "railroad to 1925", "Paraguay River"):
        assert words in text
    assert "the Chaco (7.10)" in svg.describe("1021") and "Matto Grosso edge" in svg.describe("2819")
    assert "not a hex" in svg.describe("0101")


def test_output_is_deterministic_and_fast():
    svg._CACHE.clear()
    start = time.perf_counter()
    first = svg.draw(_stacks(), highlights=["1730"], turn=2)
    cold = time.perf_counter() - start
    assert first == svg.draw(list(reversed(_stacks())), highlights=["1730"], turn=2)
    assert cold < (3.0 if sys.platform == "emscripten" else 1.0)


def test_an_engine_board_maps_onto_the_drawing():
    board = {"turn": 3, "hexes": {"1335": {"side": "allied", "count": 2, "top": ARG},
                                  "1826": {"side": "paraguayan", "count": 1, "top": INF, "units": [INF]}},
             "off_map": {"allied": {"mg": 5, "track": 9}, "paraguayan": {"dead": [INF]}},
             "track": {"IV": 18}, "control": {"1541": "paraguayan"}, "depots_lost": ["1541"]}
    root = _tree(svg.draw_board(board, "paraguayan", ["1335"], highlights=["1335"]))
    assert [g.get("data-hex") for g in _all(root, "g", "stack")] == ["1335", "1826"]
    assert [g.get("data-space") for g in root.iter(NS + "g") if g.get("role") == "button"] == ["1335"]
    texts = [t.text for t in root.iter(NS + "text")]
    assert "+18 arriving" in texts and any("Allied Matto Grosso force (8.2): 5" in (t or "") for t in texts)
    held = [(g.get("data-hex"), g.find(NS + "g").get("data-side")) for g in _all(root, "g", "held")]
    assert held == [("1541", "paraguayan")]
    listed = svg.describe_board(board)
    assert [x["id"] for x in listed] == sorted(x["id"] for x in listed) and "1335" in [x["id"] for x in listed]
    assert "2 units, top unit" in [x["text"] for x in listed if x["id"] == "1335"][0]


def test_a_real_setup_drawn_for_each_side_hides_the_other_sides_stacks():
    import engine
    state = engine.setup("paraguay", 7)
    for role, enemy in (("allied", "paraguayan"), ("paraguayan", "allied")):
        board = engine.view(state, role)["board"]
        root = _tree(svg.draw_board(board, role))
        drawn = {g.get("data-hex"): g for g in _all(root, "g", "stack")}
        assert sorted(drawn) == sorted(board["hexes"])
        for h, row in board["hexes"].items():
            words = drawn[h].find(NS + "title").text
            if row["side"] == enemy and row["count"] > 1:
                assert "hidden (6.4)" in words
            elif row["side"] == role:
                listed = words.split(f"{row['count']} unit")[1]
                assert "hidden" not in words and listed.count(";") == row["count"] - 1
        sizes = [t.text for g in drawn.values() for t in g.iter(NS + "text") if t.text in ("II", "III", "XX")]
        assert sizes                                                        # printed sizes filled in from the manifest


def test_a_board_drawing_says_whose_view_it_is():
    root = _tree(svg.draw_board({"turn": 2, "turn_name": "II", "hexes": {}, "moving": {"hex": "1432", "count": 3}},
                                "allied"))
    assert [g.get("data-hex") for g in _all(root, "g", "selected")] == ["1432"]
    assert root.find(NS + "title").text == "War of the Triple Alliance: the map, Turn II, as the Allied player sees it (6.4)"


def _text_box(t, size, top, bottom=0.0, bold=False):
    """A text's box: its advance width about its anchor, from ``top`` em above the baseline to ``bottom`` em below."""
    x, y, s = float(t.get("x")), float(t.get("y")), float(size)
    w = counters_svg.text_width(t.text, s, t.get("font-weight") == "bold" or bold)
    left = x - {"middle": w / 2, "end": w}.get(t.get("text-anchor") or "middle", 0)
    return left, y - top * s, left + w, y + bottom * s


def _meet(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_every_hex_number_stays_clear_of_its_stack_and_of_place_names():
    """At a phone's zoom, counters and place names used to hide hex numbers. With a stack of three in every hex,
    no hex number's ink (DejaVu's digits: 0.73 em tall on the baseline) meets a shape of its hex's stack (counter,
    shadows, badge), no place name (0.76 em up, 0.24 em down) meets any hex number or a word of its own hex's
    counter, and the gold outline of a changed hex leaves its number clear; the counters keep every word at MIN_TEXT
    or more. (A long name may still cross a counter of the hex beside it, as before.)"""
    stacks = [{"hex": h, "nation": "paraguay", "top": INF, "count": 3 + 10 * (i % 2), "units": None}
              for i, h in enumerate(HM.hexes)]          # badges of one digit and of two
    root = _tree(svg.draw(stacks, changed=list(HM.hexes)))
    ids = _all(root, "g", "hex-ids")[0]
    numbers = {t.text: _text_box(t, ids.get("font-size"), 0.73) for t in ids.iter(NS + "text")}
    assert len(numbers) == 637
    names = [g for g in _all(root, "g", "place-names") if not g.get("data-halo")][0]
    _, pos, _, _, _ = svg._geom()
    at = {(round(x), round(y + svg.S * 3 ** 0.5 / 2)): h for h, (x, y) in pos.items()}      # a hex by its foot
    def hex_of(t):          # the hex whose foot is nearest the name's baseline
        x, y = float(t.get("x")), float(t.get("y"))
        return min(at.items(), key=lambda kv: abs(kv[0][0] - x) + abs(kv[0][1] - y))[1]
    name_boxes = [(t.text, _text_box(t, names.get("font-size"), 0.76, 0.24, bold=True), hex_of(t))
                  for t in names.iter(NS + "text")]
    assert len(name_boxes) > 20
    named = {e.get("data-hex"): e for e in _all(root, "g", "stack")}
    assert len(named) == 637
    words = {}
    for h, g in named.items():
        rects = [(float(r.get("x")), float(r.get("y")), float(r.get("x")) + float(r.get("width")),
                  float(r.get("y")) + float(r.get("height"))) for r in g.iter(NS + "rect")]
        hit = [r for r in rects if _meet(r, numbers[h])]
        assert not hit, (h, numbers[h], hit)
        assert all(float(t.get("font-size")) >= counters_svg.MIN_TEXT for t in g.iter(NS + "text"))
        words[h] = [_text_box(t, t.get("font-size"), 0.73) for t in g.iter(NS + "text")]
    for outline in _all(root, "polygon", "changed"):
        top = min(float(p.split(",")[1]) for p in outline.get("points").split())
        assert top + float(outline.get("stroke-width")) / 2 <= numbers[outline.get("data-hex")][1]
    for name, box, h in name_boxes:
        assert HM.hexes[h]["name"] == name
        assert not [n for n, b in numbers.items() if _meet(box, b)], name
        assert not [w for w in words[h] if _meet(box, w)], name


def test_a_control_pennant_never_hides_a_counter_or_a_place_name():
    """Issue 27: at Humaitá on a phone the Allied pennants sat on the counters' factors and over the place
    names, and their rings across the stacks' counts. The hexes held (3.6) are drawn under the stacks and the
    names, and in a hex with a stack the pennant's letter keeps clear of the counter (36 wide, centred)."""
    markers = {"control": {"1432": "allied", "1241": "paraguayan"}}
    text = svg.draw(_stacks(), markers=markers)
    assert text.index('class="held"') < text.index('<g class="stacks">') < text.index('class="place-names"')
    root = _tree(text)
    letters = {}
    for g in _all(root, "g", "held"):
        letters[g.get("data-hex")] = float(next(g.iter(NS + "text")).get("x"))
    from engine.games.paraguay.terrain_svg import _at
    x1432, x1241 = _at("1432")[0], _at("1241")[0]
    assert letters["1432"] - 4 >= x1432 + counters_svg.COUNTER_SIZE / 2      # its letter (7.5 wide) beside the counter
    assert letters["1241"] == x1241 - 21.5                                  # a hex with no stack: as before


def _box(e):
    """The box of a rect, a circle, a text (its letters, 7.5 wide and 7.7 tall) or a path of M, V, L and Z."""
    if e.tag == NS + "rect":
        x, y = float(e.get("x")), float(e.get("y"))
        return x, y, x + float(e.get("width")), y + float(e.get("height"))
    if e.tag == NS + "circle":
        x, y, r = float(e.get("cx")), float(e.get("cy")), float(e.get("r"))
        return x - r, y - r, x + r, y + r
    if e.tag == NS + "text":
        x, y = float(e.get("x")), float(e.get("y"))
        return x - 3.75, y - 7.7, x + 3.75, y
    xs, ys, x = [], [], 0.0
    for op, a, b in re.findall(r"([MVL])([\d.-]+)(?:,([\d.-]+))?", e.get("d")):
        x, y = (float(a), float(b)) if op in "ML" else (x, float(a))
        xs.append(x)
        ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def test_a_control_pennant_and_a_supply_source_mark_never_hide_each_other():
    """In a hex held against its nation that is a supply source (7.12-7.13), the pennant (3.6) used to sit on the
    source's lettered circle, with a stack there or not. Every source hex, held by the other side, with a stack of
    three and without: the pennant (its flag) meets neither the circle nor, with a stack, its letter a counter, a
    shadow or the count; and a hex that is no source keeps its pennant where it was."""
    sources = {h: r["supply"] for h, r in HM.hexes.items() if r["supply"]}
    assert len(sources) == 6
    other = {"allied": "paraguayan", "paraguayan": "allied"}
    for stacked in (False, True):
        stacks = [{"hex": h, "nation": "paraguay", "top": INF, "count": 3, "units": None} for h in sources] \
            if stacked else []
        root = _tree(svg.draw(stacks, markers={"control": {h: other[s] for h, s in sources.items()}}))
        marks = {}
        for g in _all(root, "g", "supply-source"):
            circle = next(g.iter(NS + "circle"))
            near = min(sources, key=lambda h: abs(svg._geom()[1][h][0] - float(circle.get("cx")))
                       + abs(svg._geom()[1][h][1] - float(circle.get("cy"))))
            marks[near] = _box(circle)
        assert sorted(marks) == sorted(sources)
        shapes = {g.get("data-hex"): [_box(e) for e in g.iter() if e.tag in (NS + "rect", NS + "circle")]
                  for g in _all(root, "g", "stack")}
        for g in _all(root, "g", "held"):
            h = g.get("data-hex")
            flag, letter = _box(next(g.iter(NS + "path"))), _box(next(g.iter(NS + "text")))
            assert not _meet(flag, marks[h]), (h, stacked, flag, marks[h])
            assert not [s for s in shapes.get(h, []) if _meet(letter, s)], (h, letter)


def test_a_long_place_name_never_covers_the_count_of_a_stack_beside_it():
    """A long place name (over the stacks, with its paper halo) used to run into the count badge of a stack in a hex
    beside it ("Paso de los Libres" into the stack in 1844). With a stack of three in every hex, every badge that a
    name's box (its ink and halo) meets is drawn again, the stack's own count, above the place names; a badge that no
    name meets is not, and a stack of one has none."""
    stacks = [{"hex": h, "nation": "paraguay", "top": INF, "count": 3 + (h == "1844") + (h == "1826") * 10,
               "units": None} for h in HM.hexes]
    text = svg.draw(stacks)
    root = _tree(text)
    names = [g for g in _all(root, "g", "place-names") if not g.get("data-halo")][0]
    name_boxes = [_text_box(t, names.get("font-size"), 0.76, 0.24, bold=True) for t in names.iter(NS + "text")]
    name_boxes = [(a - 1.6, b - 1.6, c + 1.6, d + 1.6) for a, b, c, d in name_boxes]           # the halo, 3.2 wide
    met = {}
    for g in _all(root, "g", "stack"):
        pill = [r for r in g.iter(NS + "rect") if r.get("rx") == "7"]
        assert len(pill) == 1
        if any(_meet(_box(pill[0]), b) for b in name_boxes):
            after = list(g.iter())[list(g.iter()).index(pill[0]):]                   # the count: the pill's text
            met[g.get("data-hex")] = next(e.text for e in after if e.tag == NS + "text")
    assert "1844" in met and "1826" in met and len(met) < 60
    counts = _all(root, "g", "counts")
    assert len(counts) == 1 and text.index('class="counts"') > text.index('class="place-names"')
    drawn = {g.get("data-hex"): next(g.iter(NS + "text")).text for g in counts[0] if g.get("data-hex")}
    assert drawn == met and drawn["1844"] == "4" and drawn["1826"] == "13"
    alone = _tree(svg.draw([{"hex": "1844", "nation": "paraguay", "top": INF, "count": 1, "units": None}]))
    assert not _all(alone, "g", "counts")


def _clear(a, b, gap):
    return a[2] + gap <= b[0] or b[2] + gap <= a[0] or a[3] + gap <= b[1] or b[3] + gap <= a[1]


@pytest.mark.parametrize("stacked", [False, True])
def test_a_control_pennants_letter_keeps_clear_of_every_place_name_and_hex_number(stacked):
    """Before this fix, in Asunción (1826) held by the Allies with a stack there, the pennant's "A" (3.6) ran
    under "Luque", the name of the hex beside it; with a stack in a hex, sixteen pennants' letters lay under a
    neighbour's name. Every hex held against its nation, with a stack of three in every hex and with none: each
    pennant's letter (7.5 wide, 7.7 tall) stays 2 units clear of every place name's ink and halo and of every hex
    number, and never meets a counter, a shadow or a count of its own hex's stack."""
    stacks = [{"hex": h, "nation": "paraguay", "top": INF, "count": 3, "units": None} for h in HM.hexes] \
        if stacked else []
    held = {h: "allied" for h in HM.hexes}
    root = _tree(svg.draw(stacks, markers={"control": held}))
    names = [g for g in _all(root, "g", "place-names") if not g.get("data-halo")][0]
    name_boxes = [_text_box(t, names.get("font-size"), 0.76, 0.24, bold=True) for t in names.iter(NS + "text")]
    name_boxes = [(a - 1.6, b - 1.6, c + 1.6, d + 1.6) for a, b, c, d in name_boxes]
    ids = _all(root, "g", "hex-ids")[0]
    numbers = [_text_box(t, ids.get("font-size"), 0.73) for t in ids.iter(NS + "text")]
    shapes = {g.get("data-hex"): [_box(e) for e in g.iter() if e.tag in (NS + "rect", NS + "circle")]
              for g in _all(root, "g", "stack")}
    pennants = _all(root, "g", "held")
    assert len(pennants) == len(HM.hexes)
    for g in pennants:
        h = g.get("data-hex")
        letter = _box(next(g.iter(NS + "text")))
        assert all(_clear(letter, b, 2) for b in name_boxes), (h, letter)
        assert all(_clear(letter, b, 2) for b in numbers), (h, letter)
        assert not [s for s in shapes.get(h, []) if _meet(letter, s)], (h, letter)


def _facings(group):
    """Which ways the pennants (3.6) in ``group`` fly: +1 right, -1 left (a pennant's path runs from the top of its
    staff down it, then to its tip)."""
    out = set()
    for g in _all(group, "g", "control"):
        staff, tip = (float(v) for v in re.match(r"M([-\d.]+),[-\d.]+V[-\d.]+L([-\d.]+),",
                                                 next(g.iter(NS + "path")).get("d")).groups())
        out.add(1 if tip > staff else -1)
    return out


def test_the_legend_shows_a_held_hexs_pennant_flying_each_way_the_map_flies_it():
    """A pennant flies left where the right has no room (Asunción held by the Allies with a stack there), but the
    key used to show it flying right only. The map's legend and the printed one (legend_svg)
    show it both ways, every way the map flies one with every hex held, with a stack in each and without."""
    held = {h: "allied" for h in HM.hexes}
    on_map = set()
    for stacked in (False, True):
        stacks = [{"hex": h, "nation": "paraguay", "top": INF, "count": 3, "units": None} for h in HM.hexes] \
            if stacked else []
        root = _tree(svg.draw(stacks, markers={"control": held}))
        on_map |= set().union(*(_facings(g) for g in _all(root, "g", "held")))
        assert _facings(_all(root, "g", "legend")[0]) == {1, -1}
    assert on_map == {1, -1}
    assert _facings(_all(_tree(svg.legend_svg(900)), "g", "legend")[0]) == {1, -1}
