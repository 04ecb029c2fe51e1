"""Cards and groups of the Guerilla drawing (engine/games/guerilla/svg.py lays out the table): SVG snippets as text.

Stdlib only. The catalogue's words for a card and a group (``Table``, which also knows the table's width and the
seats' colours and names), the text primitives every part of the drawing uses (fitted, wrapped and two-line
titles at no less than SMALLEST), the faction marks (Government a green square, Rebel a brown circle, as the
printed cards), a hand card face up or as a back, a group as a stack of its cards, and another player's face-down
group of the sealed deployment (backs only, 4.6). Sizes differ between the desk's layout and a phone's
(``layout="narrow"``) only through ``Table``.
"""

from html import escape as _escape

from ...words import count, signed
from ...drawing import cut_to, text_width
from .deal import planned_cards

W = 1000
NARROW_W = 380                 # the phone layout's width (see the module doc)
X0 = 16
GROUP_W, GROUP_GAP, PER_ROW = 186, 8, 5
HAND_W, HAND_H, HAND_GAP = 114, 52, 8
ROW_H = 26
TALL_EXTRA = 16             # added to a group's row set on two lines (_group: a name too long to share its line)
SEAT_COLORS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")
INK, MUTED = "#1d2428", "#56616a"
GOV, REB, RED, OOT = "#2e6b3a", "#7a4a21", "#a3201a", "#5d6b00"
FACTION = {"government": ("Government", GOV, "#e3efe2"), "rebel": ("Rebel", REB, "#f2e6da")}
SHORT = {"Presidential Palace": "Palace", "Banco de Nationale": "Banco"}


def escape(text):
    """Escape &, < and > for SVG text."""
    return _escape(str(text), quote=False)


SMALLEST = 12      # the least size a name is set at to read whole before it is cut (_fitted): the board's least


def _t(x, y, text, size=13, anchor="start", weight="normal", fill=INK, style=""):
    extra = f' font-style="{style}"' if style else ""
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}"{extra}>{escape(text)}</text>')


def _fit(text, width, size=12, bold=False):
    """``text`` cut with an ellipsis to fit ``width`` units at ``size`` (drawing.text_width: DejaVu Sans's own widths)."""
    return cut_to(text, width, size, bold)


def _fitted(x, y, text, width, size=12, bold=False, **kw):
    """A <text> of ``text`` in ``width`` units: whole where it fits; set a little smaller (down to SMALLEST) where
    that is enough, so "Air Assault" reads whole, and a bold one in the book face where that is (bold DejaVu Sans
    is a sixth wider: "Atrocities/Press" reads whole on a phone's card); cut with an ellipsis beyond."""
    for heavy in (bold, False) if bold else (False,):
        wide = text_width(text, size, heavy)
        if wide <= width:
            return _t(x, y, text, size, weight="bold" if heavy else "normal", **kw)
        small = max(SMALLEST, int(size * width / wide * 10) / 10)
        if text_width(text, small, heavy) <= width or not heavy:
            return _t(x, y, _fit(text, width, small, heavy), small, weight="bold" if heavy else "normal", **kw)


def _title(x, y, text, width, size, **kw):
    """A card's bold title (``_fitted``), or in two lines of the book face at SMALLEST, the second under the first,
    when one line would cut it and a space can part it ("Presidential / Palace"; the card keeps room for it)."""
    if text_width(text, SMALLEST, False) <= width or " " not in text:
        return _fitted(x, y, text, width, size, True, **kw)
    words = text.split(" ")
    parts = min(((" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))),
                key=lambda p: max(text_width(p[0], SMALLEST), text_width(p[1], SMALLEST)))
    return "".join(_fitted(x, y - 3 + i * (SMALLEST + 0.5), part, width, SMALLEST, **kw)      # (a little higher:
                   for i, part in enumerate(parts))                                    # the values keep their room)


def _wrap(text, width, size=12, em=0.56):
    """``text`` in lines of at most ``width`` units at ``size``: cut between its " · " parts when it can, else at
    spaces (a word longer than a line keeps a line of its own)."""
    room = max(8, int(width / (size * em)))
    lines, line = [], ""
    for part in text.split(" · "):
        joined = f"{line} · {part}" if line else part
        if len(joined) <= room:
            line = joined
            continue
        if line:
            lines.append(line)
        line = ""
        for word in part.split(" "):
            if line and len(line) + 1 + len(word) > room:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


def _lines(x, y, text, width, size=12, step=16, em=0.56, **kw):
    """Wrapped text from (x, y) down, a line every ``step``. Returns (svg, number of lines)."""
    lines = _wrap(text, width, size, em)
    return "".join(_t(x, y + i * step, line, size, **kw) for i, line in enumerate(lines)), len(lines)


def _mark(x, y, faction, size=10):
    """The faction's symbol: a green square (Government) or a brown circle (Rebel), centred at (x, y)."""
    color = FACTION[faction][1]
    if faction == "government":
        return f'<rect x="{x - size / 2}" y="{y - size / 2}" width="{size}" height="{size}" fill="{color}"/>'
    return f'<circle cx="{x}" cy="{y}" r="{size / 2}" fill="{color}"/>'


class Table:
    """The catalogue and the board's seats, with the words every card and group is described by."""

    def __init__(self, board, catalog, leaders, role, layout=None):
        self.b, self.cat, self.role = board, catalog, role
        self.narrow = layout == "narrow"
        self.w = NARROW_W if self.narrow else W
        # groups two to a row and hand cards three on a phone; five and as many as fit on a desk
        self.per_row = 2 if self.narrow else PER_ROW
        self.group_w = (self.w - 2 * X0 - GROUP_GAP) // 2 if self.narrow else GROUP_W
        self.hand_w = (self.w - 2 * X0 - 2 * HAND_GAP) // 3 if self.narrow else HAND_W
        self.surname = {rec["id"]: rec["name"].split()[-1] for rec in leaders}
        self.order = [p["id"] for p in board.get("players", [])]
        self.names = {p["id"]: p.get("name", p["id"]) for p in board.get("players", [])}

    def target(self, turn):
        """The group a battle being decided is against: the turn names the attacking groups, then the target
        (attack.fight), which fights for the other faction; None in an assassination or an attack on no group."""
        battle = list((turn or {}).get("battle") or ())
        faction = {g["id"]: g["faction"] for g in self.b.get("groups", [])}
        if len(battle) >= 2 and faction.get(battle[-1]) not in (None, faction.get(battle[0])):
            return battle[-1]
        return None

    def color(self, pid):
        return SEAT_COLORS[self.order.index(pid) % len(SEAT_COLORS)] if pid in self.order else "#8a949b"

    def name(self, pid):
        return self.names.get(pid, str(pid)) + (" (you)" if pid == self.role else "")

    def words(self, cid, faction=None):
        """A card in words: 'Rebel unit 3', 'General Aurelio Bastidas (Government rating 3, +2)', 'Port (DF 2, VP 3)'."""
        c = self.cat[cid]
        if c["type"] == "unit":
            if faction:
                return f"{FACTION[faction][0]} unit {c[faction]}"
            return f"Unit card (Government {c['government']}, Rebel {c['rebel']})"
        if c["type"] == "leader":
            if faction:
                return f"{c['name']} ({FACTION[faction][0]} rating {c[faction]}, modifier {signed(c['modifier'])})"
            return f"{c['name']} (ratings Government {c['government']}, Rebel {c['rebel']}, modifier {signed(c['modifier'])})"
        if c["type"] == "complex":
            return f"{c['name']} (DF {c['df']}, VP {c['vp']})"
        if c["type"] == "event":
            when = "in your turn" if c["timing"] == "in_turn" else "out of turn"
            extra = f", strength {c['strength']}" if "strength" in c else ""
            return f"{c['name']} (event {c['letter']}, cost {c['cost']}, {when}{extra})"
        return f"{c['name']} (red card)"

    def down_words(self, p):
        """A finished sealed deployment in words: its counts, which all may know (4.6)."""
        down = p["face_down"]
        return (f"Finished deploying: {count(down['cards'], 'card')} face down in {count(down['groups'], 'group')}, "
                f"turned up when everyone has finished (4.7)")

    @staticmethod
    def laying_words(p):
        """The viewer's own sitting of the sealed deployment in progress, in words (4.6)."""
        n = sum(len(planned_cards(g)) for g in p["laying"])
        return (f"Laying face down so far: {count(n, 'card')} in {count(len(p['laying']), 'group')}, not yet "
                f"finished; turned up when everyone has finished (4.6, 4.7)")

    def group_words(self, g, turn):
        fac = FACTION[g["faction"]][0]
        bits = [f"{fac} group {g['id'][1:]} of {self.names.get(g['owner'], g['owner'])}" if g.get("id") else
                f"{fac} group you laid face down, turned up when everyone has finished (4.7)"]
        cards = []
        if g.get("complex"):
            dmg = f", damage {g['damage']}" if g.get("damage") else ""
            cards.append(self.words(g["complex"]) + dmg)
        if g.get("leader"):
            cards.append("leader " + self.words(g["leader"], g["faction"]))
        rating = self.cat[g["leader"]][g["faction"]] if g.get("leader") else None
        for i, u in enumerate(g.get("units", [])):
            side = " (sideways, not counting)" if rating is not None and i >= rating else ""
            cards.append(("Armor Column, strength " + str(self.cat[u].get("strength", 0)))
                         if self.cat[u]["kind"] == "armor_column" else self.words(u, g["faction"]) + side)
        if g.get("iso") is not None:
            cards.append(f"isolated by a Supply Cut from group {str(g.get('cut_by'))[1:]}, die modifier −{g['iso']}")
        if turn and g["id"] in (turn.get("attacked") or []):
            cards.append("has attacked this turn")
        return bits[0] + ": " + "; ".join(cards)


def _card_face(x, y, w, h, tb, cid, hot=False, bound=False):
    """One card of a hand, face up: its name, then its values (strengths, ratings, letter and cost)."""
    c = tb.cat[cid]
    typ = c["type"]
    red = typ in ("complex", "special")
    edge = RED if red else ("#f0b429" if hot else "#6d675b")
    out = [f'<rect class="shape" x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{"#fbeceb" if red else "#ffffff"}" '
           f'stroke="{edge}" stroke-width="{3 if red or hot else 1.5}"/>']
    if typ == "unit":
        title, title_color = "Unit", INK
        out.append(_mark(x + 10, y + h - 14, "government"))
        out.append(_t(x + 19, y + h - 9, c["government"], 13, weight="bold", fill=GOV))
        out.append(_mark(x + 44, y + h - 14, "rebel"))
        out.append(_t(x + 53, y + h - 9, c["rebel"], 13, weight="bold", fill=REB))
    elif typ == "leader":
        title, title_color = tb.surname.get(c["kind"], c["name"]), INK
        out.append(_mark(x + 10, y + h - 14, "government"))
        out.append(_t(x + 19, y + h - 9, c["government"], 13, weight="bold", fill=GOV))
        out.append(_mark(x + 40, y + h - 14, "rebel"))
        out.append(_t(x + 49, y + h - 9, c["rebel"], 13, weight="bold", fill=REB))
        out.append(_t(x + w - 8, y + h - 9, f"{c['modifier']:+d}", 13, anchor="end", weight="bold"))
    elif typ == "complex":
        title, title_color = c["name"], RED
        out.append(_t(x + 8, y + h - 9, f"DF {c['df']} · VP {c['vp']}", 12))
    elif typ == "event":
        title = c["name"]
        title_color = INK if c["timing"] == "in_turn" else OOT
        when = "turn" if c["timing"] == "in_turn" else "any"
        out.append(_t(x + 8, y + h - 9, f"{c['letter']} · cost {c['cost']} · {when}", 12))
    else:
        title, title_color = c["name"], RED
        out.append(_t(x + 8, y + h - 9, "red card", 12, fill=RED))
    out.insert(1, _title(x + 8, y + 18, title, w - 14, 12.5, fill=title_color))
    if bound:
        out.append(_t(x + w - 8, y + 18, "B", 12, anchor="end", weight="bold", fill=MUTED))
    return "".join(out)


def _card_back(x, y, w, h):
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#3b4a57" stroke="#ffffff" stroke-width="2"/>'
            f'<rect x="{x + 5}" y="{y + 5}" width="{w - 10}" height="{h - 10}" rx="4" fill="none" stroke="#8fa3b3" '
            f'stroke-dasharray="3 3"/>')


def _group(x, y, g, tb, turn, hot):
    """A group as a stack of cards: complex, leader on top, units (sideways ones dashed). Returns (svg, height)."""
    fac, color, fill = FACTION[g["faction"]]
    gw = tb.group_w
    rows = []
    if g.get("complex"):
        c = tb.cat[g["complex"]]
        right = f"DF{c['df']}·VP{c['vp']}" + (f" −{g['damage']}" if g.get("damage") else "")
        rows.append((g["complex"], SHORT.get(c["name"], c["name"]), right, RED, False))
    rating = None
    if g.get("leader"):
        c = tb.cat[g["leader"]]
        rating = c[g["faction"]]
        rows.append((g["leader"], "★ " + tb.surname.get(c["kind"], c["name"]), f"cmd {rating} {signed(c['modifier'])}", INK, False))
    for i, u in enumerate(g.get("units", [])):
        c = tb.cat[u]
        side = rating is not None and i >= rating
        if c["kind"] == "armor_column":
            rows.append((u, "Armor Column", str(c.get("strength", 0)), INK, False))
        else:
            rows.append((u, "sideways" if side else "Unit", str(c[g["faction"]]), MUTED if side else INK, side))
    # a row whose name cannot be read whole beside its figures at the least size (a leader's surname beside
    # "cmd 2 +1" in a phone's narrow group) takes two lines: the name across the card, the figures under it
    tall = [TALL_EXTRA * (text_width(left, SMALLEST) > gw - 44 - text_width(right, 12.5, True)) for _, left, right, *_ in rows]
    h = 26 + sum(ROW_H + t for t in tall) + 4
    # a group of the battle (or assassination) being decided is "selected": a player's view goes there (the
    # sandbox's map-zoom), and it carries a dashed outline and the words "in battle"
    gid = g.get("id")          # None: the viewer's own group of the sealed deployment, not on the table yet
    fighting = bool(turn) and gid in (turn.get("battle") or ())
    # the battle's target is the group the question is about: a view that cannot hold both sides holds it
    classes = "space" + (" changed" if hot else "") + (" selected" if fighting else "") \
        + (" target" if fighting and gid == tb.target(turn) else "")
    words = tb.group_words(g, turn) + ("; in the battle being decided" if fighting else "")
    out = [f'<g class="{classes}" data-space="{escape(gid)}">' if gid else '<g class="face-down">',
           f'<title>{escape(words)}</title>']
    if hot:
        out.append(f'<rect x="{x - 4}" y="{y - 4}" width="{gw + 8}" height="{h + 8}" rx="10" fill="none" '
                   f'stroke="#f0b429" stroke-width="5"/>')
    if fighting:
        out.append(f'<rect x="{x - 2}" y="{y - 2}" width="{gw + 4}" height="{h + 4}" rx="9" fill="none" '
                   f'stroke="{RED}" stroke-width="2.5" stroke-dasharray="7 4"/>')
    out.append(f'<rect class="shape" x="{x}" y="{y}" width="{gw}" height="{h}" rx="7" fill="{fill}" '
               f'stroke="{color}" stroke-width="2"/>')
    out.append(_mark(x + 12, y + 13, g["faction"], 11))
    flags = []
    if g.get("iso") is not None:
        flags.append(f"CUT −{g['iso']}")
    if fighting:
        flags.append("in battle")
    elif turn and g["id"] in (turn.get("attacked") or []):
        flags.append("attacked")
    # the number the labels and the log use ("group 6"); the faction's name only where the flags leave room
    # (and where it fits: "Group 13 · Government" ran past the group's right edge; the mark says the faction too)
    title = f"Group {gid[1:]}" if gid else "Face down"
    if not flags and len(f"{title} · {fac}") * 12.5 * 0.63 <= gw - 27:
        title += f" · {fac}"
    out.append(_t(x + 23, y + 18, title, 12.5, weight="bold", fill=color))
    if flags:
        out.append(_t(x + gw - 6, y + 18, " ".join(flags), 12, anchor="end", weight="bold",
                      fill=RED if g.get("iso") is not None else MUTED))
    cy = y + 24
    for (cid, left, right, ink, side), two in zip(rows, tall):
        dash = ' stroke-dasharray="4 3"' if side else ""
        piece = f' data-piece="{escape(cid)}"' if gid else ""      # a face-down group's cards are no choice yet
        row_h = ROW_H + two
        out.append(f'<g{piece}><rect x="{x + 5}" y="{cy}" width="{gw - 10}" height="{row_h - 3}" rx="4" '
                   f'fill="#ffffff" stroke="{RED if ink == RED else "#8a8478"}"{dash}/>')
        if ink != RED:
            out.append(_mark(x + 15, cy + 11.5, g["faction"], 8))
        room = gw - 34 if two else gw - 44 - text_width(right, 12.5, True)
        out.append(_fitted(x + 24, cy + 16, left, room, 12.5, not side, fill=ink, style="italic" if side else ""))
        out.append(_t(x + gw - 10, cy + 16 + two, right, 12.5, anchor="end", weight="bold", fill=ink))
        out.append("</g>")
        cy += row_h
    out.append("</g>")
    return "".join(out), h


def _backs(x, y, tb, p):
    """One face-down group of another player's sealed deployment: card backs only, neither its cards nor its
    faction nor its size (4.6). Returns (svg, height)."""
    gw, h = tb.group_w, 26 + ROW_H * 2 + 4
    out = [f'<g class="face-down"><title>{escape(tb.down_words(p))}</title>',
           f'<rect class="shape" x="{x}" y="{y}" width="{gw}" height="{h}" rx="7" fill="#e9e6de" '
           f'stroke="{tb.color(p["id"])}" stroke-width="2" stroke-dasharray="6 4"/>',
           _t(x + 10, y + 18, "Face down", 12.5, weight="bold", fill=MUTED)]
    for i in range(3):
        out.append(_card_back(x + 10 + i * 16, y + 28, 40, ROW_H * 2 - 8))
    out.append("</g>")
    return "".join(out), h
