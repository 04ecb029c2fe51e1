"""Draw a Junta coup board (a role's view, never the raw state) as SVG text.

Stdlib only, so the same drawing serves the browser (the engine runs in Pyodide and hands the page an SVG
string) and the PDFs (WeasyPrint at build time). The city map is schematic and reconstructed: positions
come from ``content/junta/map.yaml`` (``at`` on a 1000x800 plan), not from any printed board.

What is drawn: roads (adjacency), spaces shaped and tinted by type with a word for the type (colour is
never the only cue), each owner's units in a space as one chip (seat number, then kind letters and counts, in as
many lines as keep it inside its space), who holds each power center, the battle space, changed spaces, the phase
track, and a legend of seats.
The Cousin's chips take El Presidente's colour with white stripes and a dashed edge. Every space has a
<title> saying its contents in words; ``describe_spaces`` gives the same words for the page's text list.
"""

from html import escape as _escape

from ...drawing import adjacent_pairs, text_width
from .model import unit_count


def escape(text):
    """Escape &, < and > for SVG text (quotes stay: the same output as xml.sax's escape, without its imports)."""
    return _escape(text, quote=False)


W, MAP_H = 1000, 800
BOX_W, BOX_H = 180, 116
COUSIN = "cousin"
# Okabe-Ito colours, one per seat p1..p7: told apart with colour blindness, and each chip also shows its seat.
SEAT_COLORS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442")
INK, MUTED, ROAD = "#1d2428", "#56616a", "#a39f93"
FILLS = {"power_center": "#f6ecd0", "palace": "#f6ecd0", "embassy": "#ece4f3", "barracks": "#e2e6d2",
         "precinct": "#dce8f4", "district": "#efede6", "harbor": "#cfe3ef"}
TYPE_WORDS = {"power_center": "Power center", "palace": "Power center · Palace", "embassy": "Embassy · no combat",
              "barracks": "Barracks", "precinct": "Police precinct", "district": "District", "harbor": "Harbor"}
ABBR = {"infantry": "I", "armor": "A", "police": "P", "palace_guard": "G", "paratroopers": "Pa", "marines": "M",
        "gunboat": "Gb", "air_force": "AF", "helicopter": "H", "crowd": "Cr"}
CONTROL = {"rebels": ("Rebels", "#8e1b12"), "presidente": ("Loyal", "#1f3a5f")}
SHORT_OFFICES = {"presidente": "El Presidente", "interior": "Minister", "general_1": "1st Brigade",
                 "general_2": "2nd Brigade", "general_3": "3rd Brigade", "admiral": "Admiral", "air_force": "Air Force"}
PHASES = ("Rebellion", "1", "2", "3", "4", "5", "6")
STATUS_WORDS = {"dead": "dead", "exiled": "in exile"}


def _t(x, y, text, size=13, anchor="middle", weight="normal", fill=INK):
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}">{escape(str(text))}</text>')


def _luminance(hex_color):
    def channel(c):
        c = int(c, 16) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(hex_color[i:i + 2]) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _ink_on(hex_color):
    """White or near-black text, whichever contrasts more with ``hex_color``."""
    lum = _luminance(hex_color)
    return "#ffffff" if (1.05 / (lum + 0.05)) > ((lum + 0.05) / (_luminance(INK) + 0.05)) else INK


class _Seats:
    """Who is who on this board: seat colours, names, El Presidente's seat, and whose units still count."""

    def __init__(self, board, role):
        self.players = board.get("players", [])
        self.by_id = {p["id"]: p for p in self.players}
        self.order = [p["id"] for p in self.players]
        self.presidente = next((p["id"] for p in self.players if "presidente" in p.get("offices", [])), None)
        self.role = role

    def color(self, owner):
        pid = self.presidente if owner == COUSIN else owner
        i = self.order.index(pid) if pid in self.order else -1
        return SEAT_COLORS[i % len(SEAT_COLORS)] if i >= 0 else "#8a949b"

    def tag(self, owner):
        if owner == COUSIN:
            return "C"
        return owner[1:] if owner.startswith("p") else owner[:2]

    def name(self, owner):
        if owner == COUSIN:
            return "El Presidente's Cousin"
        return self.by_id.get(owner, {}).get("name", owner)

    def out(self, owner):
        """'dead' or 'in exile' when the units' controller is out of the coup (1.3), else ''."""
        pid = self.presidente if owner == COUSIN else owner
        return STATUS_WORDS.get(self.by_id.get(pid, {}).get("status"), "")

    def sort(self, owners):
        rank = {pid: i for i, pid in enumerate(self.order)}
        rank[COUSIN] = rank.get(self.presidente, -1) + 0.5
        return sorted(owners, key=lambda o: (rank.get(o, len(rank)), o))


def _kinds_in(units, kind_order):
    """[(kind, n)] of one owner's units, in the order units.yaml lists the kinds; empty counts dropped."""
    rank = {k: i for i, k in enumerate(kind_order)}
    return [(k, n) for k, n in sorted(units.items(), key=lambda kn: (rank.get(kn[0], len(rank)), kn[0])) if n]


CHIP_H, CHIP_LINE = 22, 16           # a chip's height with one line of units, and each further line's
TAG_W, LABEL_X, LABEL_END = 22, 28, 6  # the seat tag's square; the units' words from x + 28, 6 to spare at the end


def _chip_lines(words, room):
    """The units' words ('I5', 'A1', ...) in lines no wider than ``room`` (one word a line at the least)."""
    lines = []
    for word in words:
        if lines and text_width(f"{lines[-1]} {word}", 13, True) <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _chip(x, y, owner, units, seats, kind_order, width=None):
    """One owner's units as a chip whose top left corner is at (x, y - 11): the seat tag, then 'I5 A1'. A chip
    wider than ``width`` breaks its words into lines (text_width: DejaVu Sans Bold's own widths), so it never
    runs past its space's box. Returns (svg, width, height)."""
    color = seats.color(owner)
    words = [f"{ABBR.get(k, k[:2].title())}{n}" for k, n in _kinds_in(units, kind_order)]
    room = None if width is None else width - LABEL_X - LABEL_END
    lines = _chip_lines(words, room) if room is not None else [" ".join(words)] if words else []
    w = LABEL_X + max(text_width(line, 13, True) for line in lines) + LABEL_END if lines else TAG_W
    w = round(w, 1)
    h = CHIP_H + CHIP_LINE * max(len(lines) - 1, 0)
    faded = ' opacity="0.45"' if seats.out(owner) else ""
    dash = ' stroke-dasharray="4 2"' if owner == COUSIN else ""
    out = [f'<g class="chip" data-owner="{escape(owner)}"{faded}>',
           f'<rect x="{x}" y="{y - 11}" width="{w}" height="{h}" rx="5" fill="#ffffff" stroke="{color}" '
           f'stroke-width="3"{dash}/>',
           f'<rect x="{x}" y="{y - 11}" width="{TAG_W}" height="{CHIP_H}" rx="5" fill="{color}"/>']
    if owner == COUSIN:
        out.append(f'<path d="M{x + 2},{y + 5} L{x + 16},{y - 9} M{x + 8},{y + 10} L{x + 21},{y - 3}" '
                   f'stroke="#ffffff" stroke-width="3"/>')
    out.append(_t(x + 11, y + 5, seats.tag(owner), 13, weight="bold", fill=_ink_on(color)))
    for i, line in enumerate(lines):
        out.append(_t(x + LABEL_X, y + 5 + CHIP_LINE * i, line, 13, anchor="start", weight="bold"))
    out.append("</g>")
    return "".join(out), w, h


def _chip_rows(x0, y0, width, stack, seats, kind_order, max_rows=3):
    """Chips of every owner in ``stack`` ({owner: {kind: n}}), flowed into rows inside ``width``: rows of one-line
    chips 24 apart, a row with a taller chip lower by its extra lines; all within ``max_rows`` rows' height. Chips
    that do not fit give way to '+n more (see the list)' at the end of the last row (the row's last chips give
    way to it too where it needs their room)."""
    drawn, x, y, row_h = [], x0, y0, 0             # drawn: (svg, x, y, where the next chip would start)
    bottom = y0 - 11 + 24 * max_rows - 2
    owners = [o for o in seats.sort(stack) if any(stack[o].values())]
    for i, owner in enumerate(owners):
        svg, w, h = _chip(x, y, owner, stack[owner], seats, kind_order, width)
        if x > x0 and x + w > x0 + width:
            x, y, row_h = x0, y + row_h + 2, 0
            svg, w, h = _chip(x, y, owner, stack[owner], seats, kind_order, width)
        if y - 11 + h > bottom:
            more = _more(len(owners) - i, drawn, x0, y0, width)          # takes off the chips it needs the room of
            return "".join(d[0] for d in drawn) + more
        drawn.append((svg, x, y, round(x + w + 6, 1)))
        x, row_h = round(x + w + 6, 1), max(row_h, h)
    return "".join(d[0] for d in drawn)


def _more(n, drawn, x0, y0, width):
    """'+n more (see the list)' (or '+n more') after the last chip of ``drawn`` that leaves room for it; the chips
    after that one are taken off ``drawn`` and counted in n."""
    while True:
        x, y = (drawn[-1][3], drawn[-1][2]) if drawn else (x0, y0)
        for words in (f"+{n} more (see the list)", f"+{n} more"):
            if x + text_width(words, 12) <= x0 + width or not drawn:
                return _t(x, y + 5, words, 12, anchor="start", fill=MUTED)
        drawn.pop()
        n += 1


def _units_words(stack, seats, kinds):
    names = {k["id"]: k["name"] for k in kinds}
    order = [k["id"] for k in kinds]
    parts = []
    for owner in seats.sort(stack):
        units = ", ".join(unit_count(names.get(k, k), n) for k, n in _kinds_in(stack[owner], order))
        if units:
            out = seats.out(owner)
            parts.append(f"{seats.name(owner)}{f' ({out}, not counted)' if out else ''}: {units}")
    return parts


def describe(space, board, seats, kinds):
    """The contents of one space in words (its <title> and the page's text list)."""
    what = TYPE_WORDS.get(space["type"], space["type"]).replace(" · ", ", ")
    held = board.get("control", {}).get(space["id"])
    if held:
        what += ", held by the Rebels" if held == "rebels" else ", held for El Presidente"
    parts = _units_words(board.get("stacks", {}).get(space["id"], {}), seats, kinds)
    text = f"{space['name']} ({what}): " + ("; ".join(parts) if parts else "empty")
    if board.get("battle") == space["id"]:
        text += ". A battle is being fought here"
    return text


def describe_spaces(board, spaces, kinds, role=None):
    """Every space of the map in words, in map order: [{"id", "text"}]."""
    seats = _Seats(board, role)
    return [{"id": s["id"], "text": describe(s, board, seats, kinds)} for s in spaces]


def _roads(spaces):
    out = []
    for s, t in adjacent_pairs(spaces):
        (x1, y1), (x2, y2) = s["at"], t["at"]
        water = s.get("water") or t.get("water")
        style = 'stroke="#6f9bb8" stroke-width="3" stroke-dasharray="3 5"' if water else \
            f'stroke="{ROAD}" stroke-width="5" stroke-linecap="round"'
        out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" {style}/>')
    return "".join(out)


def _type_line(space):
    words = TYPE_WORDS.get(space["type"], space["type"])
    if space.get("harbor_adjacent"):
        words += " · on the Harbor"
    if space.get("marine_landing"):
        words += " · Marines land"
    return words


def _space(space, board, seats, kinds, changed):
    sid, (x, y), kind = space["id"], space["at"], space["type"]
    stack = board.get("stacks", {}).get(sid, {})
    hot, battle = sid in changed, board.get("battle") == sid
    out = [f'<g class="space{" changed" if hot else ""}{" battle" if battle else ""}" data-space="{sid}">',
           f'<title>{escape(describe(space, board, seats, kinds))}</title>']
    if space.get("water"):
        out.append(f'<path class="shape" d="M150,712 C260,698 340,724 500,708 C640,694 760,722 850,706 L850,800 L150,800 Z" '
                   f'fill="{FILLS["harbor"]}" stroke="{"#f0b429" if hot else "#6f9bb8"}" '
                   f'stroke-width="{6 if hot else 2}"/>')
        out.append(_t(x, y - 6, space["name"], 15, weight="bold", fill="#2f5a78"))
        out.append(_chip_rows(x - 80, y + 24, 300, stack, seats, [k["id"] for k in kinds], 1))
        out.append("</g>")
        return "".join(out)
    left, top = x - BOX_W / 2, y - BOX_H / 2
    power = space.get("power_center")
    stroke = ('stroke="#9a7b1c" stroke-width="4"' if power else
              'stroke="#6b5b86" stroke-width="2" stroke-dasharray="7 4"' if kind == "embassy" else
              'stroke="#5b6770" stroke-width="2"')
    for on, gap, color in ((battle, 9, "#c0392b"), (hot, 4, "#f0b429")):
        if on:
            out.append(f'<rect x="{left - gap}" y="{top - gap}" width="{BOX_W + 2 * gap}" height="{BOX_H + 2 * gap}" '
                       f'rx="{12 + gap}" fill="none" stroke="{color}" stroke-width="5"/>')
    out.append(f'<rect class="shape" x="{left}" y="{top}" width="{BOX_W}" height="{BOX_H}" rx="{6 if kind == "barracks" else 12}" '
               f'fill="{FILLS.get(kind, FILLS["district"])}" {stroke}/>')
    name = ("★ " if power else "") + space["name"]
    out.append(_t(x, top + 19, name, 14 if len(name) < 22 else 12, weight="bold"))
    out.append(_t(x, top + 34, _type_line(space), 12, fill=MUTED))
    held = board.get("control", {}).get(sid)
    if held in CONTROL:
        word, color = CONTROL[held]
        out.append(f'<rect x="{left + BOX_W - 62}" y="{top - 19}" width="60" height="18" rx="9" fill="{color}"/>')
        out.append(_t(left + BOX_W - 32, top - 5, word, 12, weight="bold", fill="#ffffff"))
    if battle:
        out.append(f'<rect x="{left + 2}" y="{top - 19}" width="64" height="18" rx="9" fill="#c0392b"/>')
        out.append(_t(left + 34, top - 5, "BATTLE", 12, weight="bold", fill="#ffffff"))
    out.append(_chip_rows(left + 6, top + 52, BOX_W - 12, stack, seats, [k["id"] for k in kinds]))
    out.append("</g>")
    return "".join(out)


def _player_line(p, seats, role):
    bits = [", ".join(SHORT_OFFICES.get(o, o) for o in p.get("offices", [])) or "no office"]
    if p.get("status") in STATUS_WORDS:
        bits.append(STATUS_WORDS[p["status"]])
    elif p.get("rebel"):
        bits.append("Rebel")
    if p.get("side"):
        bits.append("sided with the Rebels" if p["side"] == "rebels" else "sided with El Presidente")
    if "hand_size" in p:
        bits.append(f"{p['hand_size']} card{'' if p['hand_size'] == 1 else 's'}")
    you = " (you)" if role == p["id"] else ""
    return f"{p['name']}{you}: " + " · ".join(bits)


def _has_cousin(board):
    places = list(board.get("stacks", {}).values()) + [board.get("offboard", {})]
    return any(any((place.get(COUSIN) or {}).values()) for place in places)


def _panel(board, seats, kinds, role, y0):
    """Phase track, seats legend, units off the map, kind letters. Returns (svg, height)."""
    out = []
    y = y0 + 26
    out.append(_t(20, y + 5, "Phase", 14, anchor="start", weight="bold"))
    for i, word in enumerate(PHASES):
        x = 80 + (0 if i == 0 else 96 + (i - 1) * 40)
        w = 92 if i == 0 else 36
        on = board.get("phase") == i
        out.append(f'<rect x="{x}" y="{y - 12}" width="{w}" height="24" rx="4" fill="{"#1f3a5f" if on else "#ffffff"}" '
                   f'stroke="#8a949b"/>')
        out.append(_t(x + w / 2, y + 5, word, 12, weight="bold" if on else "normal", fill="#ffffff" if on else INK))
    facts = [board.get("phase_name", ""), f"{board['segment']} segment" if board.get("segment") else ""]
    if board.get("leader"):
        facts.append(f"Rebel Leader: {seats.name(board['leader'])}")
    if "raids_left" in board:
        facts.append(f"Air Raids left: {board['raids_left']}")
    if "gunboat_ready" in board:
        facts.append("Gunboat ready" if board["gunboat_ready"] else "Gunboat used this phase")
    out.append(_t(430, y + 5, " · ".join(f for f in facts[:3] if f), 12.5, anchor="start"))
    y += 28
    out.append(_t(20, y + 5, " · ".join(f for f in facts[3:] if f), 12.5, anchor="start"))
    y += 34
    out.append(_t(20, y, "Seats", 14, anchor="start", weight="bold"))
    legend = [(p["id"], _player_line(p, seats, role)) for p in seats.players]
    if _has_cousin(board):
        legend.append((COUSIN, "El Presidente's Cousin: offices of a player killed before the coup; "
                               "moves in that seat's turn, fights for El Presidente (4.2)"))
    for owner, line in legend:
        y += 26
        svg, _, _ = _chip(20, y, owner, {}, seats, ())
        out.append(svg)
        out.append(_t(52, y + 5, line, 12.5, anchor="start"))
    off = board.get("offboard", {})
    if any(any(v.values()) for v in off.values()):
        y += 34
        out.append(_t(20, y + 5, "Off the map", 14, anchor="start", weight="bold"))
        out.append(_chip_rows(130, y, W - 150, off, seats, [k["id"] for k in kinds], 2))
        y += 24 if len(off) > 5 else 0
    y += 34
    letters = " · ".join(f"{ABBR.get(k['id'], k['id'][:2].title())} {k['name']}" for k in kinds)
    out.append(_t(20, y + 5, "Units", 14, anchor="start", weight="bold"))
    out.append(_t(80, y + 5, letters, 12, anchor="start"))
    y += 22
    out.append(_t(20, y + 5, "★ power center (hold 3 of 5 to win, 6.3) · Rebels / Loyal: who holds it now (6.2) · "
                             "faded chips: units of players out of the coup (1.3)", 12, anchor="start", fill=MUTED))
    height = y + 20 - y0
    panel = f'<rect x="0" y="{y0}" width="{W}" height="{height}" fill="#ffffff" stroke="#d9d4c7"/>'
    return panel + "".join(out), height


def render(board, spaces, kinds, role=None, changed=(), title="Junta city map"):
    """Return the SVG text of ``board`` (from ``view(state, role)["board"]``) on the map ``spaces``, with the
    unit ``kinds`` of units.yaml; ``changed`` spaces are outlined in gold."""
    seats = _Seats(board, role)
    body = [f'<rect x="0" y="0" width="{W}" height="{MAP_H}" fill="#f7f4ec"/>', _roads(spaces)]
    body.extend(_space(s, board, seats, kinds, set(changed)) for s in spaces)
    panel, height = _panel(board, seats, kinds, role, MAP_H + 8)
    total = MAP_H + 8 + height
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {total}" role="img" aria-labelledby="board-title" '
        f'class="board-svg" font-family="DejaVu Sans, sans-serif">',
        f'<title id="board-title">{escape(title)}</title>', *body, panel, "</svg>"])
