"""Paraguay's map on paper, in four layers (issue 26.7): the ground under the stacks (terrain, lines, places,
hex numbers), the stacks of one setup, what lies over them (place names), and over the names the counts of the
stacks whose badge a name beside them would cover; the legend prints apart, on a page of its own (``windows``).

The ground and the top layer are the same for every seed, so a packet of many tables holds each once (the PDF
draws an image used again only once, generator/pdf_fast.py) and only the stacks and their counts change from
table to table. The
stacks are drawn for paper (``reusable``: each about its own corner, moved into place, no hover title), so the
PDF draws each different stack once however many tables show it (a 64-table packet: 5,457 stacks, 249 drawings).
The layers are cut from the one drawing the engine makes (``engine/games/paraguay/svg.py``), so paper and screen
show the same map; stacked, they give that drawing back.
"""

import re

from .board import board_svg

STACKS = '<g class="stacks">'
COUNTS = '<g class="counts"'      # a stack's count drawn again over a name beside it (engine svg.py)


def _group_end(svg, start):
    """Where the ``<g>`` opened at ``start`` closes (just after its ``</g>``)."""
    depth = 0
    for m in re.finditer(r"<g\b|</g>", svg[start:]):
        depth += 1 if m.group() != "</g>" else -1
        if depth == 0:
            return start + m.end()
    raise ValueError("the map's stacks group is not closed")


def split(svg, subtitle):
    """(ground, stacks, top, over): four SVGs of the same size from one map drawing; ``subtitle`` (the line naming
    the seed under the map's title) goes with the stacks, so that the ground is the same for every seed, and the
    stacks' counts drawn again above the names beside them (``COUNTS``) go over the top layer, so that it too is."""
    head = svg[:svg.index(">") + 1]
    defs = svg[svg.index("<defs>"):svg.index("</defs>") + len("</defs>")]
    start = svg.index(STACKS)
    end = _group_end(svg, start)
    ground = svg[:start]
    line_end = ground.index(f">{subtitle}</text>") + len(f">{subtitle}</text>")
    line_start = ground.rindex("<text", 0, line_end)
    line = ground[line_start:line_end]
    ground = ground[:line_start] + ground[line_end:] + "</svg>"
    ground = ground.replace(f">{subtitle}</title>", "></title>", 1)     # the map's name (not printed) names the seed
    stacks = head + line + svg[start:end] + "</svg>"
    top = head + defs + svg[end:]
    over = ""
    if COUNTS in top:
        at = top.index(COUNTS)
        close = _group_end(top, at)
        top, over = top[:at] + top[close:], top[at:close]
    return ground, stacks, top, head + over + "</svg>"


MM = 0.254                  # millimetres a picture unit on paper: the map's smallest text (10.5 units) at 7.56 pt
# a part's box at most, by paper (pdf.PAPERS' names): the page's width inside its margins (12 mm a side), and what the
# page holds under a label and its key (the first part's page has the heading "The map at the start" too): A4's
# 297 mm leave 17 mm more than Letter's 279 mm, so an A4 part is 17 mm taller (the page no longer 30 mm empty)
PART_MM = {"A4": (186, 242), "letter": (191, 225)}
KEY_MM = 16                 # the height of the little map beside each part's label that shows where the part lies


def map_title(fingerprint):
    """The printed map's title: it names the setup by its fingerprint, which two tables compare, and not by its
    seed, which draws both sides' units again (6.4): the map prints on pages that lie open on the table."""
    return f"Paraguay: the setup with fingerprint {fingerprint} (3.1–3.4)"


def layers(args, fingerprint):
    """The printed sheet's map of the setup ``args`` ({"seed": N}), whose sheet has ``fingerprint``, as its four
    layers (the legend prints apart, ``windows``)."""
    from html import escape
    title = map_title(fingerprint)
    return split(board_svg(args, title=title, parts=(), reusable=True), escape(title, quote=False))


def windows(svg, titles=(), words=()):
    """The printed map for each paper ({paper: parts}, PART_MM's papers) in four parts, two across and two down,
    each a page's width and on a page of its own, then the legend on a page of its own: [{"label", "box": (left,
    top, right, bottom)} in the drawing's units, with a "key" (a little map of the four parts, this one shaded)],
    then {"label", "picture": the legend's SVG}; each at ``MM`` millimetres a unit, so that every hex number prints
    at 7.5 pt or more (before: 4.8 pt across 186 mm in two parts, 2-3 pt whole). Neighbouring parts overlap by some
    hex columns or rows, so every hex is whole on one part at least; each label names the hex columns and rows
    whole on its part. A part's edge cuts no hex number and no title line of ``titles`` (``title_lines``, ``clear``);
    a name of ``words`` (``labels``) that an edge cuts is printed whole just inside it, on a plate over the cut one
    (the part's "over", ``plates``)."""
    return {paper: _windows(svg, size, titles, words) for paper, size in PART_MM.items()}


def _windows(svg, size, titles, words=()):
    """``windows`` on one paper, whose parts are at most ``size`` (width, height) millimetres."""
    from engine.games.paraguay import svg as board
    _, _, width, height = (float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())
    w, h = min(size[0] / MM, width), min(size[1] / MM, height)
    lefts, tops = (0.0, width - w), (0.0, height - h)
    names = (("north-west", "north-east"), ("south-west", "south-east"))
    boxes = [clear((lefts[c], tops[r], lefts[c] + w, tops[r] + h), titles)
             for r in range(2) for c in range(2)]
    out = []
    for n, box in enumerate(boxes):
        cols, rows = whole(box)
        out.append({"label": f"The map, part {n + 1} of 4: the {names[n // 2][n % 2]}, hex columns {cols[0]}–{cols[1]}"
                             f", rows {rows[0]}–{rows[1]} (parts overlap; the legend follows part 4)",
                    "box": box, "key": key(boxes, n, width, height)})
        over = plates(svg, box, words)
        if over:
            out[-1]["over"] = over
    out.append({"label": "Legend of the map (all four parts)", "picture": board.legend_svg(round(w))})
    return out


# A hex number's ink about its anchor (the middle of its baseline), in picture units: four digits of 10.5 units
# (DejaVu Sans: 0.64 em a digit, 0.73 em tall), with half a unit to spare.
NUMBER_HALF_W, NUMBER_UP, NUMBER_DOWN = 2 * 0.64 * 10.5 + 0.5, 0.73 * 10.5 + 0.5, 0.5


def number_boxes():
    """(left, top, right, bottom) of every hex number's ink, in the drawing's units."""
    from engine.games.paraguay import svg as board
    from engine.games.paraguay import terrain_svg
    _, pos, _, _, _ = board._geom()
    base = -terrain_svg.HH + terrain_svg.ID_LINE           # the number's baseline under the hex's centre
    return [(x - NUMBER_HALF_W, y + base - NUMBER_UP, x + NUMBER_HALF_W, y + base + NUMBER_DOWN)
            for x, y in pos.values()]


def title_lines(svgs):
    """The lines of the map's title band (above ``terrain_svg.TOP``: the title and the line naming the setup) in
    the layers ``svgs``: [(x, baseline, size, words, bold)], each set from its left end (svg.draw)."""
    from html import unescape
    from engine.games.paraguay import terrain_svg
    found = []
    for svg in svgs:
        svg = svg.split(STACKS)[0]                  # the counters' words are each set about their own corner
        for m in re.finditer(r'<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)" text-anchor="start" '
                             r'font-weight="(\w+)"[^>]*>([^<]*)</text>', svg):
            x, y, size = (float(v) for v in m.group(1, 2, 3))
            if y < terrain_svg.TOP:
                found.append((x, y, size, unescape(m.group(5)), m.group(4) == "bold"))
    return found


def title_boxes(lines):
    """(left, top, right, bottom) of each title line's ink (``title_lines``), a few units to spare across."""
    from engine.games.paraguay.counters_svg import text_width
    return [(x, y - 0.8 * size, x + text_width(words, size, bold) + 4, y + 0.25 * size)
            for x, y, size, words, bold in lines]


def clear(box, titles=()):
    """``box`` made smaller, if need be, so that its edges cut no hex number (each is whole on the part or not on
    it at all: "816" showed at a part's edge) and no line of ``titles`` (the east parts showed the title's last "9"):
    an edge that runs through a number moves inwards past it; a title line cut by the box's side takes the box's
    top below it. A number's ink lies wholly inside its hex, clear of the hex's edges, so an edge moved out of it
    leaves every hex that was whole on the part whole (the overlap of the parts holds)."""
    left, top, right, bottom = box
    for _ in range(8):              # an edge moved may meet another number: again until none is cut (2 rounds)
        before = (left, top, right, bottom)
        for x0, y0, x1, y1 in title_boxes(titles):
            if y0 < bottom and y1 > top and x0 < right and x1 > left and not (left <= x0 and x1 <= right):
                top = max(top, y1)
        for x0, y0, x1, y1 in number_boxes():
            if not (y0 < bottom and y1 > top and x0 < right and x1 > left):
                continue                                    # not on the part at all
            if x0 < left < x1:
                left = x1
            if x0 < right < x1:
                right = x0
            if y0 < top < y1:
                top = y1
            if y0 < bottom < y1:
                bottom = y0
        if (left, top, right, bottom) == before:
            return before
    raise AssertionError(f"the part {box} cannot be cleared of cut hex numbers")


LABELS = ("place-names", "river-names", "mg-label")   # the groups of names a part's edge must leave whole


def labels(svgs):
    """The map's names in the layers ``svgs`` that a part's edge must not cut: places, rivers and the words on the
    map's edges (the Matto Grosso edge, Uruguay south of the map), each once (not its halo): [(x, y, words,
    attributes)], the attributes its group's and its own (size, weight, style, anchor, fill). The big faint names of
    countries and regions, the hex numbers (``clear``) and the counters are not among them."""
    import xml.etree.ElementTree as ET
    from engine.games.paraguay import terrain_svg
    edges = (terrain_svg.MG_WORDS, terrain_svg.SOUTH_WORDS)
    found = []

    def walk(node, inherited, named):
        for child in node:
            if child.get("data-halo") or child.get("class") == "stacks":
                continue
            attrs = {**inherited, **{k: v for k, v in child.attrib.items() if k not in ("x", "y", "class")}}
            if child.tag.endswith("}text"):
                if named or child.text in edges:
                    found.append((float(child.get("x")), float(child.get("y")), child.text or "", attrs))
            else:
                walk(child, attrs, named or child.get("class") in LABELS)
    for svg in svgs:
        walk(ET.fromstring(svg), {}, False)
    return found


def label_box(x, y, words, attrs):
    """(left, top, right, bottom) of a name's ink (``labels``) with its paper halo, in the drawing's units."""
    from engine.games.paraguay.counters_svg import text_width
    size = float(attrs.get("font-size", 10.5))
    w = text_width(words, size, attrs.get("font-weight") == "bold")
    anchor = attrs.get("text-anchor", "start")
    x0 = x - w / 2 if anchor == "middle" else x - w if anchor == "end" else x
    return x0 - 2, y - 0.8 * size - 2, x0 + w + 2, y + 0.25 * size + 2


def plates(svg, box, words):
    """An SVG the size of the map (``svg``) to lay over the part ``box``: each name of ``words`` that an edge of the
    box cuts (cut: "Santo Tomé" read "Sa", "▼ URUGUAY (S") moved just inside that edge, on a paper plate that
    covers the cut one; None when the box cuts no name."""
    from html import escape
    from engine.games.paraguay import terrain_svg
    left, top, right, bottom = box
    out = []
    for x, y, text, attrs in words:
        x0, y0, x1, y1 = label_box(x, y, text, attrs)
        if (left <= x0 and x1 <= right and top <= y0 and y1 <= bottom) or \
                x1 <= left or right <= x0 or y1 <= top or bottom <= y0:
            continue                                    # wholly on the part, or wholly off it
        dx = left + 1 - x0 if x0 < left else right - 1 - x1 if x1 > right else 0
        dy = top + 1 - y0 if y0 < top else bottom - 1 - y1 if y1 > bottom else 0
        plate = (min(x0 + dx, max(x0, left)) - 0.2, min(y0 + dy, max(y0, top)) - 0.2,      # 0.2: rounding
                 max(x1 + dx, min(x1, right)) + 0.2, max(y1 + dy, min(y1, bottom)) + 0.2)
        out.append(f'<rect x="{plate[0]:.1f}" y="{plate[1]:.1f}" width="{plate[2] - plate[0]:.1f}" '
                   f'height="{plate[3] - plate[1]:.1f}" rx="2" fill="{terrain_svg.PAPER}" stroke="#8c8672" '
                   f'stroke-width="0.8"/>')
        style = "".join(f' {k}="{escape(v)}"' for k, v in sorted(attrs.items()) if not k.startswith("{"))
        out.append(f'<text x="{x + dx:.1f}" y="{y + dy:.1f}"{style}>{escape(text, quote=False)}</text>')
    if not out:
        return None
    view = re.search(r'viewBox="([^"]+)"', svg).group(1)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view}" preserveAspectRatio="xMidYMin meet" '
            f'font-family="DejaVu Sans, sans-serif" class="map-plates">' + "".join(out) + "</svg>")


def whole(box):
    """((first, last) hex column, (first, last) hex row) of the hexes whole inside ``box``: a column counts when
    every hex of it is inside across, a row when every hex of it is inside down."""
    import math
    from engine.games.paraguay import svg as board
    _, pos, _, _, _ = board._geom()
    half_w, half_h = board.S + 1, board.S * math.sqrt(3) / 2 + 1
    left, top, right, bottom = box
    cols, rows = {}, {}
    for hx, (x, y) in pos.items():
        cols.setdefault(int(hx[:2]), []).append(left <= x - half_w and x + half_w <= right)
        rows.setdefault(int(hx[2:]), []).append(top <= y - half_h and y + half_h <= bottom)
    inside = lambda d: [k for k, v in sorted(d.items()) if all(v)]       # noqa: E731
    return (min(inside(cols)), max(inside(cols))), (min(inside(rows)), max(inside(rows)))


def key(boxes, n, width, height):
    """A little map of the parts (``boxes``) as an SVG, part ``n`` shaded, each numbered where no other part
    lies over it; printed ``KEY_MM`` tall, its numbers about 9 pt."""
    size = 9 / 72 * 25.4 / KEY_MM * height               # 9 pt in the key's units
    rects, nums = [], []
    for i, (left, top, right, bottom) in enumerate(boxes):
        shade = "#f5c518" if i == n else "none"
        rects.append(f'<rect x="{left:.0f}" y="{top:.0f}" width="{right - left:.0f}" height="{bottom - top:.0f}" '
                     f'fill="{shade}" fill-opacity="0.6" stroke="#1d2428" stroke-width="{height / 120:.0f}"/>')
        cx = width / 4 if i % 2 == 0 else width * 3 / 4
        cy = height / 4 if i < 2 else height * 3 / 4
        nums.append(f'<text x="{cx:.0f}" y="{cy + size * 0.36:.0f}" font-size="{size:.0f}" text-anchor="middle" '
                    f'font-weight="{"bold" if i == n else "normal"}" fill="#1d2428">{i + 1}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
            f'font-family="DejaVu Sans, sans-serif"><rect width="{width:.0f}" height="{height:.0f}" fill="#f4efe0"/>'
            + "".join(rects) + "".join(nums) + "</svg>")
