"""Draw a Uruguay board (a role's view, never the raw state) as SVG text.

Stdlib only, so the very same drawing serves the browser (the engine runs in Pyodide and hands the page an
SVG string) and the PDFs (WeasyPrint at build time). The map is schematic: positions come from
``content/uruguay/map.yaml`` (``at``), not from the board's art. Every space has a <title> describing its
contents in words, and the page shows the same facts as text beside it.
"""

from html import escape as _escape

from ...drawing import adjacent_pairs, text_width
from ...words import count


def escape(text):
    """Escape &, < and > for SVG text (quotes stay: the same output as xml.sax's escape, without its imports)."""
    return _escape(text, quote=False)


W, H = 1000, 1086
SPACE_W, SPACE_H, CENTER_R = 170, 108, 66
COLORS = {"urban": "#e4e2dc", "rural": "#d3e6c3", "center": "#f3ead2"}
POLICE, TROOPS, CELL, SAFE = "#7fb3e0", "#1f4e8c", "#c0392b", "#8e1b12"
SYMPATHY = ["Disgust", "1", "2", "3", "Support"]
SUPPLY = {"arms": "Arms", "escape": "Escape", "orders": "Orders"}
INTEL = {"info": "Info", "info_draw": "Info+Draw", "false_info": "False Info"}


def _t(x, y, text, size=15, anchor="middle", weight="normal", fill="#1d2428", cls=""):
    c = f' class="{cls}"' if cls else ""
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}"{c}>{escape(str(text))}</text>')


def describe(name, sp, kind, econ, pp_here):
    """The contents of one space in words (the <title> and the page's text summary)."""
    parts = []
    for key, word in (("police", "Police"), ("troops", "Troops")):
        if sp[key]:
            parts.append(f"{sp[key]} {word}")
    if sp["cells_u"]:
        parts.append(f"{sp['cells_u']} Underground Cell{'s' if sp['cells_u'] > 1 else ''}")
    if sp["cells_a"]:
        parts.append(f"{sp['cells_a']} Active Cell{'s' if sp['cells_a'] > 1 else ''}")
    if sp["safe"]:
        parts.append(f"{sp['safe']} Safe House{'s' if sp['safe'] > 1 else ''}" + (" (one is the People's Prison)"
                                                                                 if pp_here else ""))
    if sp["sabotage"]:
        parts.append(f"{sp['sabotage']} Sabotage")
    if sp["unrest"]:
        parts.append("Unrest")
    label = {"urban": f"Urban, value {econ}", "rural": f"Rural, value {econ}", "center": "Strategic Center"}[kind]
    return f"{name} ({label}): " + (", ".join(parts) if parts else "empty")


ORDER = ("police", "troops", "cells_u", "cells_a", "safe", "sabotage")
# the id a drawn piece or marker carries (data-piece), where its state key is also an action's id: "sabotage" names
# the Sabotage Operation (3.3.3), so a tap on the marker must not read as that choice ("why not?", board-click.mjs)
DRAWN_ID = {"sabotage": "sabotage_marker"}


def piece_id(key):
    """The id a piece or marker of state key ``key`` is drawn with."""
    return DRAWN_ID.get(key, key)
# each icon's half width, its outline included (the Safe House disk is the widest)
HALF = {"police": 10.5, "troops": 10.5, "cells_u": 12, "cells_a": 11.5, "safe": 14.5, "sabotage": 11}
COUNT_SIZE, PRINT_SIZE, GAP = 14, 14.5, 6      # a count is laid out as wide as it prints (14.5)


def _icon(key, cx, y, pp_here=False):
    """One piece's or marker's icon centred at (cx, y)."""
    if key == "police":
        return f'<rect x="{cx - 10}" y="{y - 10}" width="20" height="20" fill="{POLICE}" stroke="#2b4d6b"/>'
    if key == "troops":
        return f'<rect x="{cx - 10}" y="{y - 10}" width="20" height="20" fill="{TROOPS}" stroke="#0d2547"/>'
    if key == "cells_u":
        return f'<circle cx="{cx}" cy="{y}" r="10" fill="#fff" stroke="{CELL}" stroke-width="4"/>'
    if key == "cells_a":
        return f'<circle cx="{cx}" cy="{y}" r="11" fill="{CELL}" stroke="#6d1a12"/>'
    if key == "safe":
        return (f'<ellipse cx="{cx}" cy="{y}" rx="14" ry="8" fill="{SAFE}" stroke="#3d0a06"/>'
                + (_t(cx, y + 5, "★", 13, fill="#f5c518") if pp_here else ""))
    return (f'<path d="M{cx - 9},{y - 9} L{cx + 9},{y + 9} M{cx + 9},{y - 9} L{cx - 9},{y + 9}" '
            f'stroke="#111" stroke-width="4"/>')


def _item_width(key, n):
    return 2 * HALF[key] + 3 + text_width(str(n), PRINT_SIZE, True)


def _rows(items, room, most):
    """``items`` [(key, count)] in as few rows as fit (at most ``most``): ``room(k, i)`` is the width row ``i`` of
    ``k`` rows has. Should none fit, ``most`` rows as even as can be."""
    if not items:
        return []
    for k in range(1, min(most, len(items)) + 1):
        rows, rest = [], list(items)
        for i in range(k):
            row = []
            while rest and sum(_item_width(*it) for it in row + rest[:1]) + GAP * len(row) <= room(k, i):
                row.append(rest.pop(0))
            rows.append(row)
        if not rest:
            return [r for r in rows if r]
    per = -(-len(items) // most)
    return [items[i:i + per] for i in range(0, len(items), per)]


def _pieces(x, y, sp, pp_here, room=lambda k, i: 158, tops=(6,)):
    """The space's pieces and markers as icons, each with its count to its right, in rows centred on ``x``: row
    ``i`` of ``k`` at ``y + tops[k - 1][i]`` (``tops[0]`` a number when one row), as wide as ``room(k, i)``
    allows, in as few rows as fit."""
    items = [(key, sp[key]) for key in ORDER if sp[key]]
    out = []
    rows = _rows(items, room, len(tops))
    for i, row in enumerate(rows):
        at = tops[len(rows) - 1]
        cy = y + (at if len(rows) == 1 else at[i])
        left = x - (sum(_item_width(*it) for it in row) + GAP * (len(row) - 1)) / 2
        for key, n in row:
            cx = left + HALF[key]
            out.append(f'<g class="piece" data-piece="{piece_id(key)}">')
            out.append(_icon(key, cx, cy, pp_here and key == "safe"))
            out.append(_t(cx + HALF[key] + 3, cy + 5, n, COUNT_SIZE, anchor="start", weight="bold"))
            out.append("</g>")
            left += _item_width(key, n) + GAP
    return "".join(out)


def _chord(r, dy_top, dy_bottom, margin=3):
    """The width of a circle of radius ``r`` across a band from ``dy_top`` to ``dy_bottom`` off its centre."""
    far = max(abs(dy_top), abs(dy_bottom))
    return 2 * ((r * r - far * far) ** 0.5 - margin) if far < r else 0


# where a space's rows of pieces sit (their centres, off the space's centre): a box holds two rows of up to three, a
# Strategic Center's circle up to three rows, as wide as the circle is across each row (icons reach 12 up and down)
BOX_ROWS = (6, (-12, 14))
CENTER_ROWS = (6, (-4, 22), (-8, 18, 44))


def _center_room(k, i):
    at = CENTER_ROWS[k - 1] if k > 1 else (CENTER_ROWS[0],)
    return _chord(CENTER_R, at[i] - 12, at[i] + 12)


def render(board, spaces, role=None, changed=(), title="Uruguay board", still=False):
    """Return the SVG text of ``board`` (from ``view(state, role)["board"]``) on the map ``spaces``; ``still``: a
    picture no move has changed (a setup, a page's sample), whose key says nothing of the last move's outline."""
    pp = board.get("peoples_prison") if role == "tupamaros" else None
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img" '
           f'aria-labelledby="board-title" class="board-svg" font-family="DejaVu Sans, sans-serif">',
           f'<title id="board-title">{escape(title)}</title>',
           f'<rect x="0" y="0" width="{W}" height="{H}" fill="#f7f4ec"/>',
           '<path d="M0,760 C200,720 420,770 640,780 C800,790 900,760 1000,740 L1000,815 L0,815 Z" fill="#cfe3ef"/>',
           _t(985, 805, "Río de la Plata", 13, anchor="end", fill="#4a6f86")]
    for s, t in adjacent_pairs(spaces):
        (x1, y1), (x2, y2) = s["at"], t["at"]
        out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#a39f93" stroke-width="2" '
                   f'stroke-dasharray="5 4"/>')
    for s in spaces:
        sid, (x, y), kind = s["id"], s["at"], s["type"]
        sp = board["spaces"][sid]
        hot = sid in changed
        stroke = ' stroke="#f0b429" stroke-width="6"' if hot else ' stroke="#5b6770" stroke-width="2"'
        out.append(f'<g class="space{" changed" if hot else ""}" data-space="{sid}">')
        out.append(f'<title>{escape(describe(s["name"], sp, kind, s.get("econ"), pp == sid))}</title>')
        if kind == "center":
            out.append(f'<circle class="shape" cx="{x}" cy="{y}" r="{CENTER_R}" fill="{COLORS[kind]}"{stroke}/>')
            out.append(_t(x, y - 30, s["name"], 14, weight="bold"))
            out.append(_pieces(x, y, sp, pp == sid, _center_room, CENTER_ROWS))
        else:
            w, h = SPACE_W, SPACE_H
            fill = "#f2c9a8" if sp["unrest"] else COLORS[kind]
            out.append(f'<rect class="shape" x="{x - w / 2}" y="{y - h / 2}" width="{w}" height="{h}" rx="14" fill="{fill}"{stroke}/>')
            out.append(_t(x, y - h / 2 + 20, s["name"], 15 if len(s["name"]) < 15 else 13, weight="bold"))
            out.append(_t(x + w / 2 - 12, y + h / 2 - 8, s.get("econ", ""), 13, anchor="end", fill="#56616a"))
            if sp["unrest"]:
                out.append(_t(x - w / 2 + 10, y + h / 2 - 8, "UNREST", 12, anchor="start", weight="bold", fill="#8a1c1c"))
            out.append(_pieces(x, y, sp, pp == sid, lambda k, i: w - 12, BOX_ROWS))
        out.append("</g>")
    out.append(_panel(board, role, still))
    out.append("</svg>")
    return "".join(out)


def _panel(board, role, still=False):
    """Tracks, eligibility, boxes and chits along the bottom, and the key (``still``: as ``render``)."""
    t = board["tracks"]
    y0 = 835
    out = [f'<rect x="0" y="{y0 - 20}" width="{W}" height="{H - y0 + 20}" fill="#ffffff" stroke="#d9d4c7"/>']
    # Political Will and Coup Threat on a 0..20 track
    out.append(_t(20, y0 + 8, "Political Will", 14, anchor="start", weight="bold"))
    for v in range(21):
        x = 150 + v * 30
        on_pw, on_ct = v == t["political_will"], v == t["coup_threat"]
        fill = "#1f5f8b" if on_pw else "#ffffff"
        out.append(f'<rect x="{x}" y="{y0 - 8}" width="26" height="24" fill="{fill}" stroke="#8a949b"/>')
        out.append(_t(x + 13, y0 + 9, v, 12, fill="#fff" if on_pw else "#1d2428"))
        if on_ct:
            out.append(f'<polygon points="{x + 13},{y0 + 20} {x + 4},{y0 + 34} {x + 22},{y0 + 34}" '
                       f'fill="{"#c0392b" if t["military_intervention"] else "#1f4e8c"}"/>')
    out.append(_t(800, y0 + 8, f"Coup Threat ▲ {t['coup_threat']}"
                               f"{' (Military Intervention)' if t['military_intervention'] else ''}", 13, anchor="start"))
    y1 = y0 + 60
    out.append(_t(20, y1 + 8, "Public Sympathy", 14, anchor="start", weight="bold"))
    for v, name in enumerate(SYMPATHY):
        x = 162 + v * 92                # the label above ends at 152 (14 bold): its "y" ran under the first box
        on = v == t["public_sympathy"]
        out.append(f'<rect x="{x}" y="{y1 - 8}" width="88" height="24" fill="{"#8a1c1c" if on else "#fff"}" stroke="#8a949b"/>')
        out.append(_t(x + 44, y1 + 9, name, 12, fill="#fff" if on else "#1d2428"))
    elig = board.get("eligibility", [])
    names = {"government": "Government", "tupamaros": "Tupamaros"}
    if elig:
        out.append(_t(640, y1 + 8, f"1st Eligible: {names.get(elig[0], elig[0])} · 2nd: {names.get(elig[1], elig[1])}",
                      13, anchor="start"))
    y2 = y1 + 45
    held = ", ".join(f"{n} {SUPPLY[k]}" for k, n in board["supply_held"].items() if n) or "none"
    intel = ", ".join(f"{n} {INTEL[k]}" for k, n in board["intel_held"].items() if n) or "none"
    out.append(_t(20, y2, f"Supply chits held: {held}  ·  Hostages in pool: {board['supply_pool']['hostage']}", 13,
                  anchor="start"))
    out.append(_t(20, y2 + 24, f"Intel chits held: {intel}", 13, anchor="start"))
    av = board["available"]
    out.append(_t(520, y2, f"Available — Police {av['police']}, Troops {av['troops']}, Cells {av['cells']}, "
                           f"Safe Houses {av['safe']}", 13, anchor="start"))
    out.append(_t(520, y2 + 24, f"Prison box: {count(board['prison'], 'Cell')}  ·  "
                                f"Structure: {t['structure'].title()}", 13,
                  anchor="start"))
    out.append(_t(20, y2 + 48, f"Card: {board.get('current') or '—'}  ·  deck {board.get('deck_size', 0)} left"
                               f"{'  ·  Breaking News blocked' if board.get('news_blocked') else ''}", 13, anchor="start"))
    out.append(_legend(20, y2 + 82, still))
    return "".join(out)


LEGEND = (("police", "Police"), ("troops", "Troops"), ("cells_u", "Underground Cell"), ("cells_a", "Active Cell"),
          ("safe", "Safe House"), ("sabotage", "Sabotage"))


def _legend(x, y, still=False):
    """One row naming every piece and marker the map uses; under it, from the left edge like every line above it
    (at 64, under the first icon, it ran 2 units past the drawing's right edge when printed at 14.5), the marks
    (``still``: without the last move's gold outline)."""
    out = [_t(x, y + 5, "Key", 13, anchor="start", weight="bold")]
    left, x = x, x + 44
    for key, word in LEGEND:
        out.append(f'<g class="key" data-piece="{piece_id(key)}">{_icon(key, x + 12, y)}</g>')
        out.append(_t(x + 30, y + 5, word, 13, anchor="start"))
        x += 44 + len(word) * 8
    out.append(_t(left, y + 31, "★ on a Safe House: the People's Prison (Tupamaros only) · corner digit: Economic Value"
                              + ("" if still else " · gold outline: changed by the last move"), 13, anchor="start"))
    return "".join(out)
