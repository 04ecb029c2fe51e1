"""Draw the Paraguay hex map with its stacks, track and boxes as SVG text (browser and PDFs alike).

Stdlib only (it runs in Pyodide too). Everything comes from the compiled content through ``hexmap.load()``;
the stacks come from the caller, and the drawing shows only what it is given, so a role's view must already
have dropped what 6.4 hides. The call::

    draw(stacks, *, highlights=(), selected=None, title="", turn=None, boxes=None, changed=(), markers=None,
         spaces=True, parts=PARTS, reusable=False)

- ``stacks``: [{"hex": "CCRR", "nation": ..., "top": {"name", "type", "size", "attack", "defense",
  "movement"}, "count": n, "units": [unit, ...] or None}]; ``units`` is None for an enemy stack under fog of
  war (6.4), which then shows only its top unit and its size. A unit may carry ``gn`` (National Guard colours,
  2.6) and ``mf`` instead of ``movement``; ``nation`` falls back to the top unit's.
- ``highlights``: hex ids the player may pick; each becomes ``<g data-space="CCRR" role="button" tabindex="0"
  aria-label=...>`` on top of everything. Every other hex carries ``data-hex`` only (not a tab stop).
- ``spaces``: every hex also as a sandbox space, ``<g class="space" data-space="CCRR">`` with its outline
  ``class="shape"`` and, when something is in it (a stack, a name, a source, a fortress), a ``<title>`` (the page makes the ones a legal action names clickable); stacks carry
  ``data-owner`` (the side) and ``data-piece`` (the top unit's id, the one unit anyone may see).
- ``selected``: one hex outlined heavily; ``changed``: hexes outlined in gold (the stepper's changes).
- ``turn``: 1-9 or "I".."IX", the Game Turn marker's box on the Turn Record Track.
- ``boxes``: {"allied": [9 entries], "paraguayan": [9 entries]} for the holding boxes of 3.5 (an entry is
  None or a stack record without "hex"), "track": {"II": n or {"allied": n, ...}} reinforcements waiting on
  the track, "off_map": [{"label", "count", "side"}] for other areas (Matto Grosso force, eliminated ...).
- ``markers``: {"no_depot": [hex, ...] (7.9), "control": {hex: "allied"|"paraguayan"} (hexes whose
  control differs from their nation's side)}.
- ``reusable``: for paper, each stack drawn about its own corner, its group moved into place and marked
  ``data-print-reuse`` (its drawing needs nothing from outside it) and without the hover title, so that a printer
  may draw each different stack once and place it again wherever it recurs (generator/pdf_fast.py); the
  picture looks the same.

No text is smaller than ``MIN_TEXT`` (10.5 units; the root's ``data-min-text`` says so, for the page's zoom): on a
1160-unit-wide picture that is 11 px when the map is drawn 1216 px wide, so a desk opens it zoomed a little (at most
1.5 times) and a phone about 3.4 times, on what the last move changed. ``describe(hex_id, stack=None)`` gives a hex's text for screen readers.
For the Game's hooks: ``draw_board(board, role, changed, highlights=..., selected=..., title=...)`` draws a view's
board (its "hexes", "turn", "track", "off_map", "control", "depots_lost"), ``describe_board(board)`` lists every
hex with a stack or a named place as [{"id", "text"}].
"""

from . import hexmap
from .counters_svg import (
    COUNTER, COUNTER_SIZE, COUNTER_WORDS, INK, MIN_TEXT, MUTED, SIDE_COLOR, TYPE_WORDS, _attr, _badge, _control,
    _depot_mark, _esc, _f, _fort, _nation, _no_depot, _skull, _stack, _supply_mark, _symbol, _t, _vp_mark, counter,
    stack_words, text_width)
from .terrain_svg import (  # noqa: F401  (_CACHE, S: the names tests and benches know from here)
    BORDER, EDGE_MG, HH, ID_LINE, MARGIN, NAME_LINE, NATION_WORD, PAPER, RAIL, RIVER_HEX, ROAD, S, STACK_TOP, TERRAIN,
    WATER, WATER_EDGE, _CACHE, _content, _defs, _geom, _points, _static, band, whole_marks)

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")


def _style():
    return ('<style>.legal{cursor:pointer}.legal .hl{fill:#f5c518;fill-opacity:.22;stroke:#c98a00;stroke-width:3.5}'
            '.legal:hover .hl{fill-opacity:.4}.legal:focus{outline:none}'
            '.legal:focus .hl,.legal:focus-visible .hl{stroke:#111;stroke-width:5;fill-opacity:.4}'
            '</style>')


def _printed(unit):
    """A unit with its printed size filled in from the counter manifest when the caller left it out (2.8)."""
    if not unit or unit.get("size") or not unit.get("id"):
        return unit
    if "sizes" not in _CACHE:
        _CACHE["sizes"] = {u["id"]: u.get("size") for u in _content().get("units", [])}
    size = _CACHE["sizes"].get(unit["id"])
    return dict(unit, size=size) if size else unit


def _shown(stack):
    """A stack record as drawn: its units completed by ``_printed``."""
    if not stack:
        return stack
    units = stack.get("units")
    return dict(stack, top=_printed(stack.get("top") or {}), units=[_printed(u) for u in units] if units else units)


# ----- words -----
TERRAIN_WORDS = {"clear": "clear", "rough": "rough", "forest": "forest", "marsh": "marsh"}


def describe(hex_id, stack=None):
    """A hex in words for screen readers and the page's text list; with ``stack``, what stands in it too."""
    hm = hexmap.load()
    rec = hm.hexes.get(hex_id)
    if rec is None:
        return f"{hex_id}: not a hex of the map (2.2)"
    data = _content()
    obj = data.get("objectives", {})
    head = f"{hex_id} {rec['name']}" if rec["name"] else hex_id
    ground = "navigable river hex (11.14)" if rec["river"] else f"{TERRAIN_WORDS.get(rec['terrain'], rec['terrain'])}"
    place = NATION_WORD.get(rec["nation"], str(rec["nation"]))
    if rec["enclave"]:
        place += " (Matto Grosso enclave)" if rec["enclave"] == "northeast" else " (Paraná enclave)"
    bits = [f"{ground}, {place}"]
    if rec["chaco"]:
        bits.append("the Chaco (7.10)")
    if rec["fortress"]:
        bits.append("fortress (3.4)")
    elif rec["town"]:
        bits.append("town")
    if rec["supply"] == "allied":
        bits.append("Allied ultimate supply source (7.12)")
    elif rec["supply"] == "paraguayan":
        bits.append("Paraguayan ultimate supply source (7.13)")
    if rec["depot"]:
        bits.append("Allied depot town (7.9)")
    if hex_id in obj.get("sudden_death", {}).get("hexes", []):
        bits.append("sudden-death hex (4.2)")
    if hex_id in obj.get("victory_points", {}).get("hexes", []):
        bits.append("victory-point hex (4.4)")
    if rec["edge"] == "matto_grosso":
        bits.append("Matto Grosso edge (8.2)")
    rivers = [r["name"] for r in data.get("navigable_rivers", []) if hex_id in r["hexes"]]
    if rivers:
        bits.append("on the " + " and the ".join(rivers))
    sides = {"railroad": [], "road": [], "minor_river": []}
    for n in hm.neighbours(hex_id):
        side = hm.hexside(hex_id, n)
        for key in sides:
            if side[key]:
                sides[key].append(n)
    for key, word in (("railroad", "railroad to"), ("road", "road to"), ("minor_river", "minor river on the side to")):
        if sides[key]:
            bits.append(f"{word} {', '.join(sides[key])}")
    text = f"{head}: " + "; ".join(bits)
    if stack:
        text += ". " + stack_words(_shown(stack))
    return text


# ----- the panel under the map: track, holding boxes, legend -----
def _heading(y, words, fill=INK):
    """A panel's title, about a rect of its size marked data-whole: a zoomed view (map-zoom) slides, where it
    can, to show it whole or leave it out (issue 27's table walk: the track's title cut at a phone's edge)."""
    w = text_width(words, 13, True)
    return (f'<g data-whole=""><rect x="{_f(MARGIN - 2)}" y="{_f(y)}" width="{_f(w + 4)}" height="19" fill="none"/>'
            + _t(MARGIN, y + 14, words, 13, "start", "bold", fill) + "</g>")


def _track(y, width, turn, track):
    turns = _content().get("turns") or [{"id": r, "dates": "", "season": ""} for r in ROMAN]
    current = ROMAN[turn - 1] if isinstance(turn, int) and 1 <= turn <= 9 else turn
    bw = (width - 2 * MARGIN - 8 * 6) / 9
    out = [_heading(y, "Turn Record Track (5.0; early or late year, 7.6)")]
    y += 22
    for i, t in enumerate(turns[:9]):
        x = MARGIN + i * (bw + 6)
        on = t["id"] == current
        out.append(f'<g class="turn-box" data-turn="{t["id"]}" data-whole=""><rect x="{_f(x)}" y="{_f(y)}" width="{_f(bw)}" '
                   f'height="88" rx="4" fill="{"#fff2c2" if on else "#ffffff"}" '
                   f'stroke="{"#b07d00" if on else "#8a949b"}" '
                   f'stroke-width="{3 if on else 1.2}"/>')
        out.append(_t(x + 8, y + 24, t["id"], 18, "start", "bold"))
        room = bw - 12
        out.append(_t(x + 8, y + 44, t.get("dates", ""), MIN_TEXT, "start", fill=MUTED, room=room))
        out.append(_t(x + 8, y + 57, f'{t.get("season", "")} year', MIN_TEXT, "start", fill=MUTED, room=room))
        waiting = (track or {}).get(t["id"])
        if waiting:
            parts = {"": waiting} if isinstance(waiting, int) else {k: n for k, n in sorted(waiting.items()) if n}
            out.append(_t(x + 8, y + 71, f"+{sum(parts.values())} arriving", MIN_TEXT, "start", "bold", room=room))
            if len(parts) > 1 or "" not in parts:
                out.append(_t(x + 8, y + 84, " · ".join(f"{k[:3].title()} {n}" for k, n in parts.items()), MIN_TEXT,
                              "start", room=room))
        if on:
            out.append(f'<g class="game-turn-marker"><rect x="{_f(x + bw - 46)}" y="{_f(y + 4)}" width="42" '
                       f'height="31" '
                       f'rx="2.5" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
                       + _t(x + bw - 25, y + 17, "GAME", MIN_TEXT, weight="bold", room=38)
                       + _t(x + bw - 25, y + 30, "TURN", MIN_TEXT, weight="bold", room=38) + "</g>")
        out.append("</g>")
    return "".join(out), 22 + 88 + 18


def _holding(y, width, side, entries):
    word = "Allied" if side == "allied" else "Paraguayan"
    bw = (width - 2 * MARGIN - 8 * 6) / 9
    out = [_heading(y, f"{word} holding boxes (3.5): each box matches the substitute counter of its number",
                    SIDE_COLOR[side])]
    y += 22
    entries = list(entries or [])
    for i in range(9):
        x = MARGIN + i * (bw + 6)
        entry = _shown(entries[i]) if i < len(entries) else None
        label = f"{word} holding box {i + 1}: " + (stack_words(entry) if entry else "empty")
        out.append(f'<g class="holding-box" data-box="{side}-{i + 1}" data-whole=""><title>{_esc(label)}</title>'
                   f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(bw)}" height="62" rx="4" fill="#ffffff" '
                   f'stroke="{SIDE_COLOR[side]}" stroke-width="1.4"/>'
                   + _t(x + 8, y + 18, str(i + 1), 15, "start", "bold", SIDE_COLOR[side]))
        if entry:
            out.append(_stack(entry, x + bw - COUNTER_SIZE - 18, y + 20))
        else:
            out.append(_t(x + 8, y + 50, "empty", MIN_TEXT, "start", fill=MUTED))
        out.append("</g>")
    return "".join(out), 22 + 62 + 16


def _off_map(y, items):
    if not items:
        return "", 0
    words = " · ".join(f'{it.get("label", "")}: {it.get("count", 0)}' for it in items)
    return _t(MARGIN, y + 14, "Off the map — " + words, 12, "start", "bold"), 26


def _legend_hex(x, y, terrain):
    base, pattern = TERRAIN[terrain] if terrain in TERRAIN else (RIVER_HEX, None)
    out = f'<polygon points="{_points(x, y, 11)}" fill="{base}" stroke="#8c8672"/>'
    if pattern:
        out += f'<polygon points="{_points(x, y, 11)}" fill="url(#{pattern})"/>'
    if terrain == "chaco":
        out = (f'<polygon points="{_points(x, y, 11)}" fill="{TERRAIN["clear"][0]}" stroke="#8c8672"/>'
               f'<polygon points="{_points(x, y, 11)}" fill="url(#t-chaco)"/>')
    if terrain == "river":
        out += f'<path d="M{_f(x - 11)},{_f(y)}H{_f(x + 11)}" stroke="{WATER}" stroke-width="6"/>'
    return out


def _legend_line(x, y, what):
    a, b = x - 16, x + 16
    if what == "river":
        return (f'<path d="M{a},{y}H{b}" stroke="{WATER_EDGE}" stroke-width="11"/>'
                f'<path d="M{a},{y}H{b}" stroke="{WATER}" stroke-width="8"/>')
    styles = {"minor": f'stroke="{WATER}" stroke-width="3.2"', "road": f'stroke="{ROAD}" stroke-width="3.2"',
              "border": f'stroke="{BORDER}" stroke-width="3" stroke-dasharray="9 3 2 3"',
              "mg": f'stroke="{EDGE_MG}" stroke-width="7" stroke-dasharray="10 5"'}
    if what == "rail":
        return (f'<path d="M{a},{y}H{b}" stroke="{RAIL}" stroke-width="6"/>'
                f'<path d="M{a},{y}H{b}" stroke="#ffffff" stroke-width="2.6" stroke-dasharray="6 6"/>')
    return f'<path d="M{a},{y}H{b}" {styles[what]}/>'


def _legend_columns(printed=False):
    """The legend's four groups of (drawing, words); ``printed``: without the screen's marks for a hex to pick, the
    selected hex and the last move's changes (nothing on paper is picked or changed)."""
    screen = () if printed else (
        (lambda x, yy: _outline(x, yy, "legal"), "Hex you may pick (Tab, Enter)"),
        (lambda x, yy: _outline(x, yy, "selected"), "Selected hex"),
        (lambda x, yy: _outline(x, yy, "changed"), "Changed by the last move"))
    return [
        ("Terrain (11.8–11.19)", [(lambda x, yy, t=t: _legend_hex(x, yy, t), w) for t, w in (
            ("clear", "Clear"), ("rough", "Rough (peaks)"), ("forest", "Forest (trees)"), ("marsh", "Marsh (reeds)"),
            ("river", "Navigable river hex (11.14)"), ("chaco", "The Chaco, hatched (7.10)"))]),
        ("Lines", [(lambda x, yy, t=t: _legend_line(x, yy, t), w) for t, w in (
            ("river", "Navigable river, hex to hex (12.2)"), ("minor", "Minor river, along hexsides"),
            ("road", "Road (11.17)"), ("rail", "Railroad (11.18)"), ("border", "National border"),
            ("mg", "Matto Grosso edge (8.2)"))]),
        ("Places", [
            (lambda x, yy: f'<rect x="{x - 5}" y="{yy - 5}" width="10" height="10" fill="{INK}"/>', "Town"),
            (lambda x, yy: _fort(x, yy), "Fortress (3.4)"),
            (lambda x, yy: _supply_mark(x, yy, "allied"), "Allied supply source (7.12)"),
            (lambda x, yy: _supply_mark(x, yy, "paraguayan"), "Paraguayan supply source (7.13)"),
            (lambda x, yy: _depot_mark(x, yy), "Allied depot town (7.9)"),
            (lambda x, yy: _no_depot(x, yy), "No Depot marker (7.9)"),
            (lambda x, yy: _skull(x, yy + 2), "Sudden-death hex (4.2)"),
            (lambda x, yy: _vp_mark(x, yy), "Victory-point hex (4.4)")]),
        # a hex held against its nation: its pennant flies right, or left where the right has no room
        # (_control_place), so the key shows it both ways
        ("On the map", [
            *screen,
            (lambda x, yy: _badge(x, yy, 5), "Units in the stack (6.4)"),
            (lambda x, yy: _control(x - 1, yy, "paraguayan", _points(x, yy, 11)),
             "Held by the other side, P or A (3.6)"),
            (lambda x, yy: _control(x + 1, yy, "allied", _points(x, yy, 11), -1),
             "Its pennant flies to the side with room")]),
    ]


def _legend(y, width, across=4, printed=False):
    """The legend, its four groups ``across`` a band (4: one band, the map's width; 2: two bands, for a narrower
    picture such as the printed sheet's legend page), the counter colours and unit types in rows under them;
    ``printed``: as ``_legend_columns``."""
    col = (width - 2 * MARGIN) / across
    out = [_t(MARGIN + 12, y + 24, "Legend", 15, "start", "bold")]
    cols = _legend_columns(printed)
    by, sample = y, None
    for first in range(0, len(cols), across):
        band = cols[first:first + across]
        for i, (head, rows) in enumerate(band):
            x = MARGIN + 12 + i * col
            out.append(_t(x, by + 48, head, 12.5, "start", "bold"))
            for j, (draw_one, words) in enumerate(rows):
                yy = by + 72 + j * 24
                out.append(draw_one(x + 18, yy))
                out.append(_t(x + 42, yy + 4, words, 11, "start"))
            if first + i == 3:
                sample = (x, by + 72 + len(rows) * 24 + 4)       # a sample counter under the fourth group
        ty = by + 72 + max(len(rows) for _, rows in band) * 24 + 8
        if first + len(band) > 3:                                 # the band that holds it clears it by 20
            ty = max(ty, sample[1] + 76)
        by = ty - 40
    x, cy = sample
    unit = {"name": "11GN", "type": "infantry", "size": "II", "attack": 1, "defense": 2, "movement": 6,
            "nation": "brazil", "gn": True}
    out.append(counter(unit, x, cy, 56))
    for k, words in enumerate(("name (2.7)", "type (2.9), size (2.8)", "attack-defense-", "movement (2.10, 2.11)")):
        out.append(_t(x + 64, cy + 12 + k * 14, words, MIN_TEXT, "start"))
    out.append(_t(MARGIN + 12, ty, "Counter colours (2.6)", 12.5, "start", "bold"))
    per_row = 3 if across > 2 else 2
    step = (width - 2 * MARGIN - 24) / per_row
    for k, (nat, kind, words) in enumerate(COUNTER_WORDS):
        x = MARGIN + 12 + (k % per_row) * step
        yy = ty + 12 + (k // per_row) * 22
        out.append(f'<rect x="{_f(x)}" y="{_f(yy)}" width="18" height="16" rx="2" fill="{COUNTER[(nat, kind)]}" '
                   f'stroke="{INK}"/>' + _t(x + 26, yy + 12, words, 11, "start"))
    ty += 12 + -(-len(COUNTER_WORDS) // per_row) * 22 + 20
    out.append(_t(MARGIN + 12, ty, "Unit types (2.9)", 12.5, "start", "bold"))
    kinds = ("infantry", "cavalry", "field_artillery", "siege_artillery", "rocket_artillery", "engineer", "supply",
             "fortress", "warship", "transport", "armed_raft")
    per_row *= 2
    step = (width - 2 * MARGIN - 24) / per_row
    for k, kind in enumerate(kinds):
        x = MARGIN + 12 + (k % per_row) * step
        yy = ty + 12 + (k // per_row) * 26
        out.append(f'<rect x="{_f(x)}" y="{_f(yy)}" width="26" height="19" rx="2" fill="#7d7d7d"/>')
        out.append(_symbol(kind, x + 3, yy + 4, 20, 11, "#ffffff"))
        out.append(_t(x + 34, yy + 14, TYPE_WORDS[kind], 11, "start"))
    height = ty + 12 + -(-len(kinds) // per_row) * 26 + 10 - y
    frame = (f'<rect x="{MARGIN}" y="{_f(y)}" width="{_f(width - 2 * MARGIN)}" height="{_f(height)}" rx="6" '
             f'fill="#ffffff" stroke="#d9d4c7"/>')
    return '<g class="legend">' + frame + "".join(out) + "</g>", height + 12


def legend_svg(width, across=2):
    """The legend alone, ``width`` picture units wide (its groups ``across`` a band, as ``_legend``): a printed
    sheet sets it on a page of its own at the map's scale, so it keys only what paper shows (``printed``)."""
    body, height = _legend(MARGIN, width, across, printed=True)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height + MARGIN)}" '
            f'class="paraguay-legend" font-family="DejaVu Sans, sans-serif"><title>Legend of the Paraguay map</title>'
            f'{_defs()}{body}</svg>')


def _outline(x, y, kind):
    pts = _points(x, y, 11)
    if kind == "legal":
        return f'<polygon points="{pts}" fill="#f5c518" fill-opacity="0.3" stroke="#c98a00" stroke-width="2.5"/>'
    if kind == "selected":
        return f'<polygon points="{pts}" fill="none" stroke="#111" stroke-width="4"/>' \
               f'<polygon points="{pts}" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="3 2"/>'
    return f'<polygon points="{pts}" fill="none" stroke="#e67e00" stroke-width="3" stroke-dasharray="5 3"/>'


def _spaces(by_hex, grid=True):
    """Every hex as a sandbox space: ``<g class="space" data-space>`` with its words and its outline (``shape``);
    the outlines are the map's hex grid too (drawn under the lines, places and stacks). Unless ``grid``: the grid
    is in the ground's picture, and a space carries its outline's points only (``data-points``), of which the page
    makes its ``shape`` when it marks the space (board-click.mjs, shapeOf): half the elements to lay out."""
    hm, pos, _, _, _ = _geom()
    cache = _CACHE.setdefault("space_g" if grid else "space_lazy", {})
    out = ['<g class="spaces grid" fill="none" stroke="#8c8672" stroke-width="0.8" data-hit="shape">' if grid
           else '<g class="spaces" fill="none" stroke="none" stroke-width="0.8" pointer-events="stroke" '
                'data-hit="shape">']
    for h in hm.hexes:
        st = by_hex.get(h)
        if st is None and h in cache:
            out.append(cache[h])
            continue
        rec = hm.hexes[h]
        # words for a hex with something in it; a plain hex is named by its id (and the choice's own label)
        words = f'<title>{_esc(describe(h, st))}</title>' if st or rec["name"] or rec["supply"] or rec["fortress"] \
            else ""
        pts = _points(*pos[h])
        g = (f'<g class="space" data-space="{h}">{words}<polygon class="shape" points="{pts}"/></g>' if grid
             else f'<g class="space" data-space="{h}" data-points="{pts}">{words}</g>')
        if st is None:
            cache[h] = g
        out.append(g)
    out.append("</g>")
    return "".join(out)


# ----- the whole picture -----
PARTS = ("track", "holding", "off_map", "legend")       # what is drawn under the map, top to bottom


def _name_boxes():
    """Every place name's box on the map with its halo (terrain_svg._names: bold, MIN_TEXT, 0.76 em up and 0.24 em
    down from its baseline, the halo 1.6 round), cached: [(x0, y0, x1, y1)]."""
    if "name_boxes" not in _CACHE:
        hm, pos, _, _, _ = _geom()
        boxes = []
        for h, rec in hm.hexes.items():
            if rec["name"]:
                half, base = text_width(rec["name"], MIN_TEXT, True) / 2 + 1.6, pos[h][1] + HH - NAME_LINE
                boxes.append((pos[h][0] - half, base - 0.76 * MIN_TEXT - 1.6, pos[h][0] + half,
                              base + 0.24 * MIN_TEXT + 1.6))
        _CACHE["name_boxes"] = boxes
    return _CACHE["name_boxes"]


def _counts_over_names(by_hex, pos):
    """The count of each stack whose badge a place name of a hex beside it (or its halo) meets, drawn again above
    the names (before, "Paso de los Libres" ran into the count of the stack in 1844); the stack keeps its own."""
    over = []
    for h in sorted(by_hex):
        n = int(by_hex[h].get("count") or 1)
        if n < 2:
            continue
        x, y = pos[h][0] + COUNTER_SIZE / 2 + 6, pos[h][1] - HH + STACK_TOP + 3      # as _stack places it
        half = (13 + 6.5 * (len(str(n)) - 1)) / 2 + 0.6
        if any(x - half < b[2] and b[0] < x + half and y - 8.1 < b[3] and b[1] < y + 8.1 for b in _name_boxes()):
            over.append(f'<g data-hex="{h}">{_badge(x, y, n)}</g>')
    return f'<g class="counts" aria-hidden="true" pointer-events="none">{"".join(over)}</g>' if over else ""


# a control pennant's place, (dx, dy) from its hex's centre, by (a stack in the hex, a supply-source mark in it):
# left of the centre, and higher when a stack is there, its letter clear of the counter and of the count of the
# stack in the hex below and to the left; where the hex's supply-source mark (7.12-7.13) holds the left, on the
# right (on the left it covered the mark), with a stack under the count and right of the shadows, its tip clear of the
# number of the hex below and to the right
CONTROL_AT = {(False, False): (-21, 11), (True, False): (-24.5, 1), (False, True): (17, 11), (True, True): (27.5, 1.5)}


def _control_place(h, stacked):
    """Where hex ``h``'s pennant flies, (dx, dy, facing), cached: at CONTROL_AT, unless its letter would come within 2
    units of a place name (its halo included) or a hex number, as with a stack in a hex beside a long name (the walk
    of 2026-12-06: in Asunción the "A" ran under "Luque"); then the nearest place up or down the same side, or, on
    the right, flying to the left from a staff by the hex's edge, where the letter keeps that space, meets no counter,
    shadow or count of a stack there nor a mark of the hex, and the flag no hex number nor mark."""
    key = ("control_place", h, stacked)
    if key not in _CACHE:
        _CACHE[key] = _find_control_place(h, stacked)
    return _CACHE[key]


def _find_control_place(h, stacked):
    hm, pos, _, _, _ = _geom()
    x, y = pos[h]
    rec = hm.hexes[h]
    dx0, dy0 = CONTROL_AT[stacked, bool(rec["supply"])]
    names = [b for b in _name_boxes() if abs(b[0] - x) < 160 and abs(b[1] - y) < 80]
    numbers = [b for b in _number_boxes() if abs(b[0] - x) < 160 and abs(b[1] - y) < 80]
    marks = []
    if rec["supply"]:
        marks.append((x - 31.3, y - 10.3, x - 12.7, y + 8.3))                     # _places' source circle, r 8
    if rec["depot"]:
        marks.append((x + 14, y - 7, x + 30, y + 9))
    stack = []
    if stacked:
        left, top = x - COUNTER_SIZE / 2, y - HH + STACK_TOP
        stack = [(left, top, left + COUNTER_SIZE + 4.8, top + COUNTER_SIZE + 4.8),    # the counter and two shadows
                 (left + COUNTER_SIZE - 4, top - 5, left + COUNTER_SIZE + 16, top + 11)]       # the count

    def clear(a, b, gap):
        return a[2] + gap <= b[0] or b[2] + gap <= a[0] or a[3] + gap <= b[1] or b[3] + gap <= a[1]

    def fits(dx, dy, facing):
        px, py = x + dx, y + dy
        lx = px - 0.5 if facing > 0 else px + 1.5
        letter = (lx - 3.75, py - 7.7 + 3.8, lx + 3.75, py + 3.8)
        staff = px - 6 if facing > 0 else px + 6

        def flag_clear(b):                  # the flag, a triangle 17 long from a staff 17 tall, misses box b
            lo, hi = sorted((staff, staff + 17 * facing))
            if b[2] <= lo or hi <= b[0]:
                return True
            half = 8.5 * (1 - min(abs(v - staff) for v in (max(b[0], lo), min(b[2], hi))) / 17)
            return b[3] <= py - half or py + half <= b[1]
        return (all(clear(letter, b, 2) for b in names + numbers) and all(clear(letter, b, 0) for b in stack + marks)
                and all(flag_clear(b) for b in numbers + marks))

    if fits(dx0, dy0, 1):
        return dx0, dy0, 1
    steps = sorted((k / 2 for k in range(-24, 29)), key=lambda d: (abs(d - dy0), d))
    for dx, facing in ((dx0, 1),) + (((26.5, -1),) if dx0 > 0 else ()):
        for dy in steps:
            if fits(dx, dy, facing):
                return dx, dy, facing
    return dx0, dy0, 1


def _number_boxes():
    """Every hex number's box (terrain_svg._ids: MIN_TEXT, its digits 0.73 em tall on the baseline), cached."""
    if "number_boxes" not in _CACHE:
        hm, pos, _, _, _ = _geom()
        _CACHE["number_boxes"] = [(pos[h][0] - text_width(h, MIN_TEXT) / 2, pos[h][1] - HH + ID_LINE - 0.73 * MIN_TEXT,
                                   pos[h][0] + text_width(h, MIN_TEXT) / 2, pos[h][1] - HH + ID_LINE)
                                  for h in hm.hexes]
    return _CACHE["number_boxes"]


def draw(stacks, *, highlights=(), selected=None, title="", turn=None, boxes=None, changed=(), markers=None,
         spaces=True, parts=PARTS, reusable=False, terrain=None, still=False):
    """The SVG text of the map with ``stacks`` on it (see the module docstring for every argument); ``parts``:
    which of the track, holding boxes, off-map areas and legend go under the map (a printed sheet that lists
    the track and boxes in words keeps only the legend, so the map itself prints larger); ``terrain``:
    {"ground": URL, "top": URL} of ``terrain_svg.layer``'s two pictures, drawn as images in place of the map's
    ground and of what lies on it under the stacks (a page's drawing: the same look, far fewer elements);
    ``still``: a map no one picks on and no move has changed (a setup), its legend without those marks."""
    hm, pos, width, bottom, _ = _geom()
    static, names = _static()
    boxes, markers = boxes or {}, markers or {}
    subtitle = title or "Paraguay against Argentina, Brazil and Uruguay · rows 16–44, columns 10–32 (2.2)"
    title = title or "War of the Triple Alliance: the Paraguay map"
    by_hex = {}
    for st in stacks:
        if st.get("hex") in pos:
            by_hex.setdefault(st["hex"], _shown(st))
    out = [_defs(), _style(), f'<rect x="0" y="0" width="{_f(width)}" height="{{H}}" fill="{PAPER}"/>',
           _t(MARGIN, 30, "War of the Triple Alliance, 1865–1870", 20, "start", "bold"),
           _t(MARGIN, 50, subtitle, 11.5, "start", fill=MUTED)]
    if terrain:
        box = (f'x="0" y="0" width="{_f(width)}" height="{_f(band())}" preserveAspectRatio="none" '
               'pointer-events="none" aria-hidden="true"')
        out += [f'<image class="terrain ground" href="{_attr(terrain["ground"])}" {box}/>',
                _spaces(by_hex, grid=False) if spaces else "",
                f'<image class="terrain top" href="{_attr(terrain["top"])}" {box}/>']
    else:
        out += [_CACHE["ground"], _spaces(by_hex) if spaces else _CACHE["grid"], static]
    # who holds a hex against its nation (3.6) lies under the stacks and the names, so it never hides a counter's
    # factors, its count or a place's name (issue 27's walk: at Humaitá the pennant sat on the counter's factors and
    # the ring across the counts); with a stack in the hex the pennant keeps beside the counter (CONTROL_AT)
    for h, side in sorted((markers.get("control") or {}).items()):
        if h in pos:
            dx, dy, facing = _control_place(h, h in by_hex)
            mark = _control(pos[h][0] + dx, pos[h][1] + dy, side, _points(*pos[h], S - 3), facing)
            out.append(f'<g class="held" data-hex="{h}">{mark}</g>')
    out.append('<g class="stacks">')
    for h in sorted(by_hex):
        st = by_hex[h]
        x, y = pos[h]
        top_id = (st.get("top") or {}).get("id")
        piece = f' data-piece="{_attr(top_id)}"' if top_id else ""
        head = (f'<g class="stack" data-hex="{h}" data-nation="{_attr(_nation(st) or "")}" '
                f'data-owner="{_attr(st.get("side") or "")}"{piece}')
        x, y = x - COUNTER_SIZE / 2, y - HH + STACK_TOP
        if reusable:
            out.append(f'{head} transform="translate({_f(x)} {_f(y)})" data-print-reuse="">{_stack(st, 0, 0)}</g>')
        else:
            out.append(f'{head}><title>{_esc(describe(h, st))}</title>{_stack(st, x, y)}</g>')
    out.append("</g>")
    for h in sorted(set(changed) & set(pos)):
        out.append(f'<polygon class="changed" data-hex="{h}" points="{_points(*pos[h], S - 2)}" fill="none" '
                   f'stroke="#e67e00" stroke-width="3.5" stroke-dasharray="7 4"/>')
    if selected in pos:
        pts = _points(*pos[selected], S - 2)
        out.append(f'<g class="selected" data-hex="{selected}"><polygon points="{pts}" fill="none" stroke="#111" '
                   f'stroke-width="5"/><polygon points="{pts}" fill="none" stroke="#ffffff" stroke-width="2" '
                   f'stroke-dasharray="5 4"/></g>')
    out.append(names)
    out.append(_counts_over_names(by_hex, pos))
    out.append(whole_marks())
    for h in sorted(markers.get("no_depot", [])):
        if h in pos:
            out.append(_no_depot(pos[h][0] + 23, pos[h][1] + 2))
    for h in sorted(set(highlights) & set(pos)):
        label = describe(h, by_hex.get(h))
        out.append(f'<g class="legal" data-space="{h}" role="button" tabindex="0" aria-label="{_attr(label)}">'
                   f'<polygon class="hl" points="{_points(*pos[h], S - 2)}"/></g>')
    y = bottom + 24
    if "track" in parts:
        svg, hgt = _track(y, width, turn, boxes.get("track"))
        out.append(svg)
        y += hgt
    for side in ("allied", "paraguayan") if "holding" in parts else ():
        svg, hgt = _holding(y, width, side, boxes.get(side))
        out.append(svg)
        y += hgt
    if "off_map" in parts:
        svg, hgt = _off_map(y, boxes.get("off_map"))
        out.append(svg)
        y += hgt
    if "legend" in parts:
        svg, hgt = _legend(y, width, printed=still)
        out.append(svg)
        y += hgt
    height = y + 8
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(width)} {_f(height)}" role="group" '
            f'aria-labelledby="pg-map-title" class="board-svg paraguay-map" font-family="DejaVu Sans, sans-serif" '
            f'preserveAspectRatio="xMidYMin meet" data-min-text="{_f(MIN_TEXT)}">'
            f'<title id="pg-map-title">{_esc(title)}</title>')
    body = "".join(out).replace('height="{H}"', f'height="{_f(height)}"', 1)
    return head + body + "</svg>"


def stacks_from_board(board):
    """The ``stacks`` list of a Paraguay view's board (``board["hexes"]``: hex -> side, count, top, units)."""
    out = []
    for h, row in sorted((board.get("hexes") or {}).items()):
        out.append({"hex": h, "nation": (row.get("top") or {}).get("nation"), "top": row.get("top") or {},
                    "count": row.get("count", 1), "units": row.get("units"), "side": row.get("side")})
    return out


OFF_MAP_WORDS = {"dead": "eliminated or set aside", "mg": "Matto Grosso force (8.2)", "away": "away (8.3)",
                 "unplaced": "not yet placed", "available": "available"}


def draw_board(board, role=None, changed=(), *, highlights=(), selected=None, title="", spaces=True, parts=PARTS,
               reusable=False, terrain=None, still=False):
    """``draw`` for a view's board: stacks, turn, track, off-map areas, lost depots, control, the moving stack."""
    off = []
    for side in ("allied", "paraguayan"):
        for where, v in sorted(((board.get("off_map") or {}).get(side) or {}).items()):
            n = len(v) if isinstance(v, list) else int(v or 0)
            if where != "track" and n:
                word = "Allied" if side == "allied" else "Paraguayan"
                off.append({"label": f"{word} {OFF_MAP_WORDS.get(where, where)}", "count": n, "side": side})
    boxes = {"track": board.get("track") or {}, "off_map": off}
    markers = {"no_depot": list(board.get("depots_lost") or []), "control": dict(board.get("control") or {})}
    if not title:
        turn = board.get("turn_name") or board.get("turn")
        seen = {"allied": ", as the Allied player sees it (6.4)",
                "paraguayan": ", as the Paraguayan player sees it (6.4)"}.get(role, "")
        title = f"War of the Triple Alliance: the map, Turn {turn}{seen}" if turn else ""
    if selected is None and board.get("moving"):
        selected = board["moving"].get("hex")                # the stack now moving (11.5)
    return draw(stacks_from_board(board), highlights=highlights, selected=selected, title=title,
                turn=board.get("turn"), boxes=boxes, changed=changed, markers=markers, spaces=spaces, parts=parts,
                reusable=reusable, terrain=terrain, still=still)


def describe_board(board):
    """The page's text list: every hex with a stack or a named place, in id order: [{"id", "text"}]."""
    hm = hexmap.load()
    stacks = {st["hex"]: st for st in stacks_from_board(board)}
    ids = sorted(set(stacks) | {h for h, r in hm.hexes.items() if r["name"] or r["supply"]})
    return [{"id": h, "text": describe(h, stacks.get(h))} for h in ids if h in hm.hexes]
