"""The Paraguay map that never changes in a game, drawn as SVG text: the hex geometry, the terrain, the lines
(rivers, roads, railroad, borders), places, names and hex numbers (engine/games/paraguay/svg.py draws the rest).

Stdlib only (it runs in Pyodide too). ``layer()`` is this ground as a picture of its own, the size of the map's band
of the whole drawing and in its units, which a page loads once as an image under the live drawing of
``svg.draw(terrain=URL)`` (issue 25.11: the browser then lays out and styles only what changes: stacks, markers,
names over the stacks, the spaces one may pick). Stacked, the two look as ``svg.draw()`` alone.
"""

from . import hexmap
from .model import COUNTRY_NAMES
from .counters_svg import (
    INK, MIN_TEXT, SIDE_COLOR, _attr, _depot_mark, _esc, _f, _fort, _skull, _supply_mark, _t, _vp_mark, text_width)

S = 32.0                                     # hex side = centre-to-corner distance, in picture units
HH = S * 3 ** 0.5 / 2                        # half the flat-to-flat height
# A hex (55.4 units high) holds, top to bottom, its number, a stack's top counter and a place name (so that at a
# phone's zoom no counter hides a number): the number's baseline ID_LINE under the hex's top side (its digits 7.7
# tall, clear of the gold outline of a changed hex), the counter's top STACK_TOP under it (36 tall, its shadows to
# the right and down), a name's baseline NAME_LINE above the bottom side (its capitals clear the counter's factors,
# its tails and their halo the number of the hex below; the name lies over the counter's foot).
ID_LINE, STACK_TOP, NAME_LINE = 11.3, 12.1, 0.8
ID_INK = 0.73 * MIN_TEXT + 0.3               # the digits' height above their baseline, with a little slack
MARGIN, TOP = 20.0, 64.0                     # left/right margin; title band above the map
PAPER = "#fbf8ef"
TERRAIN = {"clear": ("#f4efd9", None), "rough": ("#e3cfa2", "t-rough"), "forest": ("#bcdba5", "t-forest"),
           "marsh": ("#d4e6e2", "t-marsh")}
WATER, WATER_EDGE, RIVER_HEX = "#5c9bd5", "#2d5f8f", "#d7e7f4"
ROAD, RAIL, BORDER, EDGE_MG = "#8b3a1a", "#111111", "#5b2a6e", "#d9822b"
NATION_WORD = COUNTRY_NAMES
_CACHE = {}


# ----- geometry -----
def _geom():
    """Picture coordinates of every hex centre and the picture's size (cached per process)."""
    if "geom" not in _CACHE:
        hm = hexmap.load()
        raw = {h: hexmap.centre(h, S) for h in hm.hexes}
        x0 = min(x for x, _ in raw.values()) - S - MARGIN
        y0 = min(y for _, y in raw.values()) - HH - TOP
        pos = {h: (x - x0, y - y0) for h, (x, y) in raw.items()}
        width = max(x for x, _ in pos.values()) + S + MARGIN
        map_bottom = max(y for _, y in pos.values()) + HH
        _CACHE["geom"] = (hm, pos, width, map_bottom, (x0, y0))
    return _CACHE["geom"]


def _at(h):
    """Picture position of any hex id, on the map or just off it."""
    _, pos, _, _, (x0, y0) = _geom()
    if h in pos:
        return pos[h]
    x, y = hexmap.centre(h, S)
    return x - x0, y - y0


def _corners(x, y, s=S):
    h = s * 3 ** 0.5 / 2
    return ((x + s, y), (x + s / 2, y + h), (x - s / 2, y + h), (x - s, y), (x - s / 2, y - h), (x + s / 2, y - h))


def _points(x, y, s=S):
    return " ".join(f"{_f(a)},{_f(b)}" for a, b in _corners(x, y, s))


def _side(a, b):
    """The two ends of the hexside between hexes ``a`` and ``b`` (given as ids)."""
    (xa, ya), (xb, yb) = _at(a), _at(b)
    mx, my = (xa + xb) / 2, (ya + yb) / 2
    d = ((xb - xa) ** 2 + (yb - ya) ** 2) ** 0.5
    px, py = -(yb - ya) / d * S / 2, (xb - xa) / d * S / 2
    return (mx - px, my - py), (mx + px, my + py)


def _side_path(pairs):
    return "".join(f"M{_f(p[0])},{_f(p[1])}L{_f(q[0])},{_f(q[1])}" for p, q in (_side(a, b) for a, b in pairs))


def _line_path(hexes):
    pts = [_at(h) for h in hexes]
    return "M" + "L".join(f"{_f(x)},{_f(y)}" for x, y in pts)


# ----- the static map -----
def _defs():
    return ('<defs>'
            '<pattern id="t-rough" patternUnits="userSpaceOnUse" width="16" height="14">'
            '<path d="M2,10 L5,5 L8,10 M10,4 L13,-1 L16,4" fill="none" stroke="#7a5a2a" stroke-width="1.3"/></pattern>'
            '<pattern id="t-forest" patternUnits="userSpaceOnUse" width="14" height="12">'
            '<circle cx="4" cy="4" r="2.3" fill="#6e9c58"/><circle cx="11" cy="10" r="2.3" fill="#6e9c58"/></pattern>'
            '<pattern id="t-marsh" patternUnits="userSpaceOnUse" width="18" height="10">'
            '<path d="M2,6 H9 M5.5,6 V2.5 M3.5,6 L2.5,3.5 M7.5,6 L8.5,3.5 M11,1 H17" fill="none" stroke="#3d7383" '
            'stroke-width="1.1"/></pattern>'
            '<pattern id="t-chaco" patternUnits="userSpaceOnUse" width="11" height="11" '
            'patternTransform="rotate(45)"><path d="M0,0 V11" stroke="#8b5a2b" stroke-width="1.2" '
            'stroke-opacity="0.45"/></pattern>'
            '</defs>')


def _components(hm, nation):
    """Connected areas of one nation's hexes, largest first, each a sorted list of ids."""
    todo = sorted(h for h, r in hm.hexes.items() if r["nation"] == nation)
    seen, out = set(), []
    for start in todo:
        if start in seen:
            continue
        seen.add(start)
        area, queue = [], [start]
        while queue:
            h = queue.pop()
            area.append(h)
            for n in hm.neighbours(h):
                if n not in seen and hm.hexes[n]["nation"] == nation:
                    seen.add(n)
                    queue.append(n)
        out.append(sorted(area))
    return sorted(out, key=lambda a: (-len(a), a[0]))


def _busy(hm, data):
    """Hexes with a place, a river or a line in them: where a country's name should not go."""
    busy = {h for h, r in hm.hexes.items() if r["name"] or r["river"] or r["supply"] or r["edge"]}
    for key in hm.sides():
        busy.update(key.split("-"))
    return busy


def _near(hm, h, reach):
    """``h`` and every hex at most ``reach`` steps away (on the map)."""
    ring, seen = [h], {h}
    for _ in range(reach):
        ring = [n for x in ring for n in hm.neighbours(x) if n not in seen and not seen.add(n)]
    return sorted(seen)


def _label_hex(hm, area, busy):
    """The quietest hex near the middle of ``area``: nothing busy within two hexes, else within one."""
    cx = sum(_at(h)[0] for h in area) / len(area)
    cy = sum(_at(h)[1] for h in area) / len(area)
    inside = set(area)
    order = sorted(area, key=lambda a: ((_at(a)[0] - cx) ** 2 + (_at(a)[1] - cy) ** 2, a))
    for reach in (2, 1):
        for h in order:
            if all(n in inside and n not in busy for n in _near(hm, h, reach)):
                return h
    return order[0]


def _nation_labels(hm, data):
    busy = _busy(hm, data)
    out = ['<g font-size="30" font-weight="bold" fill="#3b2f4a" fill-opacity="0.28" letter-spacing="6" '
           'text-anchor="middle" aria-hidden="true">']
    for nation in ("paraguay", "argentina", "brazil"):
        for area in _components(hm, nation):
            if len(area) < 8:
                continue
            h = _label_hex(hm, area, busy)
            word = NATION_WORD[nation].upper()
            enclave = hm.hexes[h]["enclave"]
            size = "" if len(area) > 40 else ' font-size="14" letter-spacing="1.5"'
            x, y = _at(h)
            out.append(f'<text x="{_f(x)}" y="{_f(y + 10)}"{size}>{word}</text>')
            if enclave:
                out.append(f'<text x="{_f(x)}" y="{_f(y + 24)}" font-size="10.5" letter-spacing="0.5">'
                           f'({"Matto Grosso" if enclave == "northeast" else "Paraná"})</text>')
    chaco = sorted(h for h, r in hm.hexes.items() if r["chaco"])
    if chaco:
        x, y = _at(_label_hex(hm, chaco, busy))
        out.append(f'<text x="{_f(x)}" y="{_f(y + 8)}" font-size="20" font-style="italic" fill="#6b3f12" '
                   f'fill-opacity="0.5" letter-spacing="3">THE CHACO</text>')
    out.append("</g>")
    return "".join(out)


def _hexes(hm):
    fills, chaco, grid = [], [], []
    for h, rec in hm.hexes.items():
        pts = _points(*_at(h))
        base, pattern = TERRAIN.get(rec["terrain"], TERRAIN["clear"])
        if rec["river"]:
            base, pattern = RIVER_HEX, None
        fills.append(f'<polygon data-hex="{h}" points="{pts}" fill="{base}"/>')
        if pattern:
            fills.append(f'<polygon points="{pts}" fill="url(#{pattern})"/>')
        if rec["chaco"]:
            chaco.append(f'<polygon points="{pts}"/>')
        grid.append(f'<polygon points="{pts}"/>')
    return ('<g class="terrain" stroke="none">' + "".join(fills) + "</g>"
            '<g class="chaco" fill="url(#t-chaco)" stroke="none">' + "".join(chaco) + "</g>",
            '<g class="grid" fill="none" stroke="#8c8672" stroke-width="0.8">' + "".join(grid) + "</g>")


def _merged_ground(hm):
    """The ground and the grid as ``_hexes`` draws them, but one path a paint (each hex a closed piece of it): a
    dozen elements instead of two thousand polygons, which a browser lays out far faster (the still picture)."""
    fills, chaco, grid = {}, [], []
    for h, rec in hm.hexes.items():
        piece = "M" + "L".join(f"{_f(a)},{_f(b)}" for a, b in _corners(*_at(h))) + "Z"
        base, pattern = TERRAIN.get(rec["terrain"], TERRAIN["clear"])
        if rec["river"]:
            base, pattern = RIVER_HEX, None
        fills.setdefault(base, []).append(piece)
        if pattern:
            fills.setdefault(f"url(#{pattern})", []).append(piece)
        if rec["chaco"]:
            chaco.append(piece)
        grid.append(piece)
    order = sorted(fills, key=lambda paint: paint.startswith("url"))       # colours first, the patterns over them
    paths = "".join(f'<path fill="{paint}" d="{"".join(fills[paint])}"/>' for paint in order)
    return ('<g class="terrain" stroke="none">' + paths + "</g>"
            f'<g class="chaco" fill="url(#t-chaco)" stroke="none"><path d="{"".join(chaco)}"/></g>'
            f'<g class="grid" fill="none" stroke="#8c8672" stroke-width="0.8"><path d="{"".join(grid)}"/></g>')


def _lines(hm, data):
    out = []
    borders = []
    for h in hm.hexes:
        for n in hm.neighbours(h):
            if h < n and hm.hexes[h]["nation"] != hm.hexes[n]["nation"]:
                borders.append((h, n))
    mg = [(h, o) for h in sorted(hm.hexes) if hm.hexes[h]["edge"] == "matto_grosso"
          for o in (hexmap.step(h, d) for d in hexmap.DIRECTIONS) if o and o not in hm.hexes]
    out.append(f'<path class="mg-edge" d="{_side_path(mg)}" fill="none" stroke="{EDGE_MG}" stroke-width="7" '
               f'stroke-dasharray="10 5"/>')
    minor = [tuple(k.split("-")) for r in data.get("minor_rivers", []) for k in r["hexsides"]]
    out.append(f'<path class="minor-river" d="{_side_path(minor)}" fill="none" stroke="{WATER}" stroke-width="3.2" '
               f'stroke-linecap="round"/>')
    out.append(f'<path class="border" d="{_side_path(borders)}" fill="none" stroke="{BORDER}" stroke-width="3" '
               f'stroke-dasharray="9 3 2 3" stroke-opacity="0.9"/>')
    for river in data.get("navigable_rivers", []):
        d = _line_path(river["hexes"])
        out.append(f'<path class="river" data-river="{_attr(river["id"])}" d="{d}" fill="none" stroke="{WATER_EDGE}" '
                   f'stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>'
                   f'<path d="{d}" fill="none" stroke="{WATER}" stroke-width="9.5" stroke-linecap="round" '
                   f'stroke-linejoin="round"/>')
    for road in data.get("roads", []):
        d = _line_path(road["hexes"])
        out.append(f'<path d="{d}" fill="none" stroke="#fbf8ef" stroke-width="6" stroke-linejoin="round" '
                   f'stroke-opacity="0.8"/><path class="road" d="{d}" fill="none" stroke="{ROAD}" '
                   f'stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>')
    rail = data.get("railroad")
    if rail:
        d = _line_path(rail["hexes"])
        out.append(f'<path class="railroad" d="{d}" fill="none" stroke="{RAIL}" stroke-width="6" '
                   f'stroke-linejoin="round"/><path d="{d}" fill="none" stroke="#ffffff" stroke-width="2.6" '
                   f'stroke-dasharray="6 6" stroke-linejoin="round"/>')
    return "".join(out)


def _haloed(attrs, texts):
    """Texts with a paper halo: stroked once, then filled on top (WeasyPrint ignores paint-order)."""
    body = "".join(texts)
    return (f'<g {attrs} stroke="{PAPER}" stroke-width="3.2" stroke-linejoin="round" aria-hidden="true" '
            f'data-halo="1">{body}</g><g {attrs}>{body}</g>')


def _river_names(hm, data):
    texts = []
    for river in data.get("navigable_rivers", []):
        path = river["hexes"]
        a, b = path[len(path) // 2 - 1], path[len(path) // 2]
        (xa, ya), (xb, yb) = _at(a), _at(b)
        texts.append(f'<text x="{_f((xa + xb) / 2 + 6)}" y="{_f((ya + yb) / 2)}" font-size="11" font-weight="bold" '
                     f'text-anchor="start">{_esc(river["name"].split(" (")[0])}</text>')
    for river in data.get("minor_rivers", []):
        sides = river["hexsides"]
        (p, q) = _side(*sides[len(sides) // 2].split("-"))
        texts.append(f'<text x="{_f((p[0] + q[0]) / 2)}" y="{_f((p[1] + q[1]) / 2 - 4)}">'
                     f'{_esc(river["name"].split(" (")[0])}</text>')
    return _haloed(f'class="river-names" font-size="{MIN_TEXT}" font-style="italic" fill="#1f4f7a" '
                   'text-anchor="middle"',
                   texts)


def _places(hm, data):
    sudden = set(data.get("objectives", {}).get("sudden_death", {}).get("hexes", []))
    vps = set(data.get("objectives", {}).get("victory_points", {}).get("hexes", []))
    out = ['<g class="places">']
    for h, rec in hm.hexes.items():
        x, y = _at(h)
        if rec["fortress"]:
            out.append(f'<g class="fortress" data-hex="{h}">{_fort(x, y - 1)}</g>')
        elif rec["town"]:
            out.append(f'<rect class="town" data-hex="{h}" x="{_f(x - 5)}" y="{_f(y - 6)}" width="10" height="10" '
                       f'fill="{INK}" stroke="#ffffff" stroke-width="1"/>')
        if rec["supply"] in SIDE_COLOR or rec["supply"] in ("allied", "paraguayan"):
            out.append(_supply_mark(x - 22, y - 1, rec["supply"]))
        if rec["depot"]:
            out.append(_depot_mark(x + 22, y + 1))
        if h in sudden:
            out.append(_skull(x + 19, y - 13))
        if h in vps:
            out.append(_vp_mark(x - 19, y - 13))
    out.append("</g>")
    return "".join(out)


def _ids(hm):
    out = [f'<g class="hex-ids" font-size="{MIN_TEXT}" text-anchor="middle" fill="#4a4436" aria-hidden="true">']
    for h in hm.hexes:
        x, y = _at(h)
        out.append(f'<text x="{_f(x)}" y="{_f(y - HH + ID_LINE)}">{h}</text>')
    out.append("</g>")
    return "".join(out)


def _names(hm):
    texts = []
    for h, rec in hm.hexes.items():
        if rec["name"]:
            x, y = _at(h)
            texts.append(f'<text x="{_f(x)}" y="{_f(y + HH - NAME_LINE)}">{_esc(rec["name"])}</text>')
    return _haloed(f'class="place-names" font-size="{MIN_TEXT}" font-weight="bold" text-anchor="middle" fill="#111"',
                   texts)


MG_WORDS, SOUTH_WORDS = "Matto Grosso edge (8.2) ▼", "▼ URUGUAY (south of the map)"


def _mg_at(hm):
    """Where the Matto Grosso label ends (its text is drawn leftwards from there), or None without that edge."""
    edge = sorted(h for h, r in hm.hexes.items() if r["edge"] == "matto_grosso")
    if not edge:
        return None
    _, _, width, _, _ = _geom()
    return width - MARGIN, _at(edge[0])[1] - HH - 14


def _mg_label(hm):
    at = _mg_at(hm)
    if not at:
        return ""
    return _haloed('class="mg-label" font-size="11.5" font-weight="bold" text-anchor="end" fill="#8a4a10"',
                   [f'<text x="{_f(at[0])}" y="{_f(at[1])}">{MG_WORDS}</text>'])


def _south_at(hm):
    _, _, _, bottom, _ = _geom()
    x, _ = _at("2244") if "2244" in hm.hexes else (_geom()[2] / 2, 0)
    return x, bottom + 14


def _south_label(hm):
    """Uruguay has no hex: its name goes under the bottom edge, south of Uruguayana."""
    x, y = _south_at(hm)
    return _t(x, y, SOUTH_WORDS, 11, "start", "bold", "#3b2f4a")


def whole_marks():
    """The labels and the box of the map's still picture that a zoomed view shows whole or leaves out (the side
    labels, the places' names, the reconstructed-map mark: issue 27's table walk, "▼ URUGUAY" cut at a phone's
    edge), as unseen rects marked data-whole (map-zoom.mjs reads them; the picture itself may be an image, whose
    words it cannot see)."""
    hm, _, width, _, _ = _geom()
    boxes = []
    at = _mg_at(hm)
    if at:
        w = text_width(MG_WORDS, 11.5, True)
        boxes.append((at[0] - w - 2, at[1] - 12, w + 4, 16))
    x, y = _south_at(hm)
    boxes.append((x - 2, y - 11, text_width(SOUTH_WORDS, 11, True) + 4, 15))
    boxes.append((width - MARGIN - 236, TOP + 6, 236, 96))
    for h, rec in hm.hexes.items():
        if rec["name"]:
            x, y = _at(h)
            w = text_width(rec["name"], MIN_TEXT, True)
            boxes.append((x - w / 2 - 2, y + HH - 12, w + 4, 15))
    rects = "".join(f'<rect data-whole="" x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}"/>'
                    for x, y, w, h in boxes)
    # each row of hex numbers, across the map, as a line a view's top or foot should not slice (at 390 px the hub's
    # view once cut 1816, 2016 and 2216 in half at its top): the digits' ink, 0.73 em tall on the baseline, to a
    # fifth of a unit under it (a counter's top lies 0.8 under it: an edge between the two cuts neither)
    rows = sorted({round(y - HH + ID_LINE, 1) for _, y in (_at(h) for h in hm.hexes)})
    lines = "".join(f'<rect data-line="" x="{_f(MARGIN)}" y="{_f(y - ID_INK)}" width="{_f(width - 2 * MARGIN)}" '
                    f'height="{_f(ID_INK + 0.2)}"/>' for y in rows)
    return f'<g class="whole-marks" fill="none" stroke="none" aria-hidden="true">{rects}{lines}</g>'


def _stamp(width):
    """The reconstructed-map mark, in the empty corner north-east of the Matto Grosso edge."""
    x = width - MARGIN - 236
    return (f'<g class="reconstructed-mark"><rect x="{_f(x)}" y="{TOP + 6}" width="236" height="96" rx="6" '
            f'fill="#fff4e6" stroke="#b4410f" stroke-width="2.5" stroke-dasharray="7 3"/>'
            + _t(x + 118, TOP + 30, "RECONSTRUCTED MAP", 15, weight="bold", fill="#b4410f")
            + _t(x + 118, TOP + 51, "The rulebook prints no map: this one", MIN_TEXT, fill=INK, room=224)
            + _t(x + 118, TOP + 66, "is rebuilt from the hexes its rules name.", MIN_TEXT, fill=INK, room=224)
            + _t(x + 118, TOP + 88, "North (row 16): Paraguayan side ▲", MIN_TEXT, weight="bold", fill=INK, room=224)
            + "</g>")


def _static():
    """The map without stacks: terrain, lines, places, names, ids (cached, it never changes)."""
    if "static" not in _CACHE:
        hm, pos, width, bottom, _ = _geom()
        data = _content()
        ground, _CACHE["grid"] = _hexes(hm)
        _CACHE["ground"] = ground
        _CACHE["static"] = "".join([
            _nation_labels(hm, data), _lines(hm, data), _river_names(hm, data), _places(hm, data),
            _ids(hm), _mg_label(hm), _south_label(hm), _stamp(width)])
        _CACHE["names"] = _names(hm)
    return _CACHE["static"], _CACHE["names"]


def _content():
    from ... import content
    return content.load("paraguay")


def band():
    """The height of the map's band of the drawing (the title, the map and the names under it): the part that
    ``layer()`` covers, from the top of the drawing."""
    _, _, _, bottom, _ = _geom()
    return bottom + 24


def layer(part):
    """One of the map's two still pictures as a standalone SVG file (bytes), in the drawing's own units, for
    ``<image x="0" y="0" width=W height=band()>``: "ground" (terrain and the hex grid, under the spaces' outlines)
    or "top" (lines, places, labels, hex numbers: over the outlines, under the stacks)."""
    _, _, width, _, _ = _geom()
    static, _ = _static()
    height = band()
    body = _defs() + _merged_ground(_geom()[0]) if part == "ground" else static
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height)}" width="{_f(width)}" '
            f'height="{_f(height)}" font-family="DejaVu Sans, sans-serif">{body}</svg>\n').encode("utf-8")
