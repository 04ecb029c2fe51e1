"""Draw a Guerilla table (a role's board, never the raw state) as SVG text.

Stdlib only, so the same drawing serves the browser (Pyodide) and the PDFs. Guerilla has no map: the table is
the markers (round, dealer, turn, phases A-F, actions, sudden death, Bad Weather, UN, atrocities), the draw
pile and the discard, a trade in progress, and one band per seat with its hand (face up only for its owner,
else face-down backs) and its groups drawn as stacks of cards; in the sealed deployment, a finished player's
groups waiting for the reveal too (face up for him, for the others backs only, ``face_down`` in the view).
Government halves carry a square, Rebel halves a circle (as the printed cards do), so colour is never the only
cue. Clickable things are spaces: every group (``g4``), every card of the viewer's hand (its card id), every
seat (``p2``), the two new-group slots (``government``, ``rebel``), the draw pile and the discard; a face-down
group is none.

Two layouts of the same drawing: the table 1000 units wide (a desk), and ``layout="narrow"``, 380 units wide for a
phone held upright, where the seats' groups go two to a row, hand cards three, and long lines wrap, so the
smallest text (12 units) is still 11 CSS px on a 390 px screen without zooming. Only the placing differs.
"""

from html import escape as _escape

from ...words import count
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
INK, MUTED, LINE = "#1d2428", "#56616a", "#b9b3a5"
GOV, REB, RED, OOT = "#2e6b3a", "#7a4a21", "#a3201a", "#5d6b00"
FACTION = {"government": ("Government", GOV, "#e3efe2"), "rebel": ("Rebel", REB, "#f2e6da")}
PHASES = (("A", "Withdrawal"), ("B", "Attack"), ("C", "Deployment"), ("D", "Trade"), ("E", "Discard"),
          ("F", "Draw"))
LOYALTY = {"rebel": "Rebel", "government": "Government", "mercenary": "Mercenary"}
SHORT = {"Presidential Palace": "Palace", "Banco de Nationale": "Banco"}
WANTS = {"anything": "anything", "units": "units", "leaders": "leaders", "events": "event cards"}


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
                return f"{c['name']} ({FACTION[faction][0]} rating {c[faction]}, modifier {c['modifier']:+d})"
            return f"{c['name']} (ratings Government {c['government']}, Rebel {c['rebel']}, modifier {c['modifier']:+d})"
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
            cards.append(f"isolated by a Supply Cut from group {str(g.get('cut_by'))[1:]}, die modifier -{g['iso']}")
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
        rows.append((g["leader"], "★ " + tb.surname.get(c["kind"], c["name"]), f"cmd {rating} {c['modifier']:+d}", INK, False))
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


def _seat(p, tb, turn, y, hot, changed):
    """One seat: its header (a space), its hand, its groups. Returns (svg, height)."""
    pid = p["id"]
    color = tb.color(pid)
    out = []
    acting = bool(turn) and turn.get("player") == pid
    held = len(p["hand"]) if p.get("laying") else p.get("hand_size", 0)      # his own, less what he has laid so far
    facts = [f"{held} card{'' if held == 1 else 's'} in hand",
             f"ambush {p.get('ambush', 0)}", f"round points {p.get('score', 0)}"]
    if p.get("total"):
        facts.append(f"total {p['total']}")
    if p.get("bound"):
        facts.append(f"{p['bound']} bound (Barracks)")
    if (p.get("face_down") or {}).get("cards"):
        facts.append(f"{p['face_down']['cards']} laid face down")
    if p.get("loyalty"):
        facts.append(f"loyalty {LOYALTY[p['loyalty']]}" + (" (secret)" if pid == tb.role else ""))
    head = f"{tb.name(pid)}{' · taking a turn' if acting else ''}"
    stand = ""                      # a standing pass (8.12), declared aloud: a tag after the name, for every viewer
    if p.get("standing"):
        stand, tag_w = _standing_tag(46 + text_width(head, 14, True) + 8, y + 6)
        room = (tb.w - 24) if tb.narrow else (W - 24 - text_width(" · ".join(facts), 12.5))
        if 46 + text_width(head, 14, True) + 8 + tag_w > room:      # a long name: the words go with the facts
            stand = ""
            facts.insert(0, STANDING_WORDS)
    words = f"{head}: " + ", ".join(facts) + (f"; {STANDING_TITLE}" if p.get("standing") else "")
    # (.acting: the seat whose turn it is, which a zoomed view goes to when nothing changed: site/static/js/map-zoom.mjs)
    out.append(f'<g class="space{" changed" if hot else ""}{" acting" if acting else ""}" data-space="{escape(pid)}">'
               f'<title>{escape(words)}</title>')
    if tb.narrow:            # the facts under the name, wrapped
        fact_svg, n = _lines(46, y + 38, " · ".join(facts), tb.w - 62, 12.5, em=0.62, fill=MUTED)
        head_h = 30 + 16 * n
    else:
        fact_svg, head_h = _t(W - 16, y + 20, " · ".join(facts), 12.5, anchor="end", fill=MUTED), 30
    out.append(f'<rect class="shape" x="8" y="{y}" width="{tb.w - 16}" height="{head_h}" rx="6" fill="{"#fff6dc" if acting else "#ffffff"}" '
               f'stroke="{"#f0b429" if hot else color}" stroke-width="{4 if hot or acting else 2}"/>')
    out.append(f'<rect x="8" y="{y}" width="30" height="30" rx="6" fill="{color}"/>')
    out.append(_t(23, y + 20, pid[1:], 14, anchor="middle", weight="bold", fill="#ffffff" if color in (
        "#0072B2", "#009E73", "#D55E00") else INK))
    out.append(_t(46, y + 20, head, 14, weight="bold"))
    out.append(stand)
    out.append(fact_svg)
    out.append("</g>")
    y0 = y
    y += head_h + 8
    hand = p.get("hand")
    if hand is not None:
        bound = set(p.get("bound_cards") or [])
        hw = tb.hand_w
        per = (tb.w - X0) // (hw + HAND_GAP)
        for i, cid in enumerate(hand):
            cx = X0 + (i % per) * (hw + HAND_GAP)
            cy = y + (i // per) * (HAND_H + 6)
            out.append(f'<g class="space{" changed" if cid in changed else ""}" data-space="{escape(cid)}">'
                       f'<title>{escape("In your hand: " + tb.words(cid))}</title>'
                       f'{_card_face(cx, cy, hw, HAND_H, tb, cid, cid in changed, cid in bound)}</g>')
        rows = (len(hand) + per - 1) // per
        y += rows * (HAND_H + 6) + (4 if rows else 0)
    elif p.get("hand_size"):
        n = p["hand_size"]
        for i in range(min(n, 10)):
            out.append(_card_back(X0 + i * 14, y, 34, 24))
        out.append(_t(X0 + min(n, 10) * 14 + 30, y + 17, f"{n} card{'' if n == 1 else 's'} in hand", 12.5, fill=MUTED))
        y += 32
    groups = [g for g in tb.b.get("groups", []) if g["owner"] == pid]
    down = p.get("face_down")
    if down:                     # a finished sealed deployment (4.6): his own groups face up to him, backs to others
        svg, n = _lines(X0, y + 14, tb.down_words(p), tb.w - 2 * X0, 12.5, 17, em=0.62, fill=MUTED)
        out.append(svg)
        y += 17 * n + 8
        groups += p.get("face_down_groups") or [None] * down["groups"]
    elif p.get("laying"):        # his own sitting in progress: the cards he has laid so far, to him alone
        svg, n = _lines(X0, y + 14, tb.laying_words(p), tb.w - 2 * X0, 12.5, 17, em=0.62, fill=MUTED)
        out.append(svg)
        y += 17 * n + 8
        groups += p["laying"]
    elif not groups:
        out.append(_t(X0, y + 14, "No groups on the table.", 12.5, fill=MUTED))
        y += 26
    row_h = 0
    for i, g in enumerate(groups):
        if i and i % tb.per_row == 0:
            y += row_h + GROUP_GAP
            row_h = 0
        gx = X0 + (i % tb.per_row) * (tb.group_w + GROUP_GAP)
        svg, h = _group(gx, y, g, tb, turn, g.get("id") in changed) if g else _backs(gx, y, tb, p)
        out.append(svg)
        row_h = max(row_h, h)
    y += row_h + 12
    return "".join(out), y - y0


STANDING_WORDS = "standing pass"
STANDING_TITLE = ("standing pass (8.12, a convenience of this site): answers no response window until their next "
                  "turn, unless their own group or leader is attacked")


def _standing_tag(x, y):
    """The tag a seat with a standing pass wears after its name (8.12): its words in a pill, a ``<title>`` saying
    what it means. Returns (svg, width)."""
    w = text_width(STANDING_WORDS, 12, True) + 14
    return (f'<g class="standing"><title>{escape(STANDING_TITLE[0].upper() + STANDING_TITLE[1:])}.</title>'
            f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="19" rx="9.5" fill="#e8edf2" stroke="{MUTED}" '
            f'stroke-dasharray="3 2"/>{_t(x + 7, y + 14, STANDING_WORDS, 12, weight="bold", fill=INK)}</g>'), w


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


def _markers(tb, y, changed):
    """Round, dealer, turn, the phase track, actions, sudden death and the round's markers. Returns (svg, height)."""
    b = tb.b
    r = b.get("round") or {}
    turn = b.get("turn")
    if tb.narrow:
        return _markers_narrow(tb, y, changed, r, turn)
    out = [_t(X0, y + 20, f"Round {r.get('number', 1)} · dealer {tb.names.get(r.get('dealer'), '—')}"
                          + (f" · turn of {tb.name(turn['player'])}" if turn else ""), 15, weight="bold")]
    fs = b.get("faction_score") or {}
    out.append(_t(W - 270, y + 20, "Round points:", 12.5, anchor="end", fill=MUTED))
    out.append(_mark(W - 258, y + 15, "government", 11))
    out.append(_t(W - 248, y + 20, f"Government {fs.get('government', 0)}", 13, weight="bold", fill=GOV))
    out.append(_mark(W - 112, y + 15, "rebel", 11))
    out.append(_t(W - 102, y + 20, f"Rebels {fs.get('rebel', 0)}", 13, weight="bold", fill=REB))
    y += 32
    phase = turn.get("phase") if turn else None
    for i, (letter, name) in enumerate(PHASES):
        x = X0 + i * 104
        on = letter == phase
        out.append(f'<rect x="{x}" y="{y}" width="98" height="40" rx="5" fill="{"#1f3a5f" if on else "#ffffff"}" '
                   f'stroke="#8a949b"/>')
        fill = "#ffffff" if on else INK
        out.append(_t(x + 49, y + 17, letter, 14, anchor="middle", weight="bold", fill=fill))
        out.append(_t(x + 49, y + 33, name, 12, anchor="middle", fill=fill))
    if turn:
        acts = f"{turn.get('actions', 0)} action{'' if turn.get('actions') == 1 else 's'} left"
        if turn.get("bank"):
            acts += f" + {turn['bank']} Banco"
        out.append(_t(X0 + 630, y + 17, acts, 13, weight="bold"))
        extra = []
        if turn.get("letter"):
            extra.append(f"cards played up to letter {turn['letter']}")
        if turn.get("repaired"):
            extra.append("repaired")
        out.append(_t(X0 + 630, y + 34, " · ".join(extra) or "no card played yet", 12, fill=MUTED))
    else:
        out.append(_t(X0 + 630, y + 25, {"deploy": "Initial deployment (sealed)", "over": "The game is over"}.get(
            b.get("stage"), "Preparation"), 13, weight="bold"))
    y += 50
    out.append(_t(X0, y + 14, " · ".join(_round_facts(tb, r)), 12.5))
    y += 24
    out.append(_piles(tb, y, changed))
    y += 66
    return "".join(out), y


def _round_facts(tb, r):
    facts = [f"Sudden death: {r['sudden']}" if r.get("sudden") is not None else "Sudden death: not yet (pile not out)",
             f"Pile passes: {r.get('passes', 0)}"]
    if r.get("bad_weather"):
        facts.append(f"Bad Weather ({tb.names.get(r['bad_weather'].get('player'), '?')})")
    if r.get("un"):
        facts.append(f"UN Intervention protects {tb.names.get(r['un'].get('player'), '?')}")
    if r.get("atrocity"):
        facts.append("Atrocity this round")
    return facts


def _markers_narrow(tb, y, changed, r, turn):
    """The markers on a phone: the same facts, wrapped, the phase track in two rows of three."""
    b, room = tb.b, tb.w - 2 * X0
    head = (f"Round {r.get('number', 1)} · dealer {tb.names.get(r.get('dealer'), '—')}"
            + (f" · turn of {tb.name(turn['player'])}" if turn else ""))
    svg, n = _lines(X0, y + 20, head, room, 15, 19, 0.7, weight="bold")
    out = [svg]
    y += 19 * n + 8
    fs = b.get("faction_score") or {}
    out.append(_t(X0, y + 14, "Round points:", 12.5, fill=MUTED))
    out.append(_mark(X0 + 100, y + 9, "government", 11))
    out.append(_t(X0 + 110, y + 14, f"Government {fs.get('government', 0)}", 13, weight="bold", fill=GOV))
    out.append(_mark(X0 + 250, y + 9, "rebel", 11))
    out.append(_t(X0 + 260, y + 14, f"Rebels {fs.get('rebel', 0)}", 13, weight="bold", fill=REB))
    y += 24
    phase = turn.get("phase") if turn else None
    bw = (room - 12) // 3
    for i, (letter, name) in enumerate(PHASES):
        x, yy = X0 + (i % 3) * (bw + 6), y + (i // 3) * 46
        on = letter == phase
        out.append(f'<rect x="{x}" y="{yy}" width="{bw}" height="40" rx="5" fill="{"#1f3a5f" if on else "#ffffff"}" '
                   f'stroke="#8a949b"/>')
        fill = "#ffffff" if on else INK
        out.append(_t(x + bw / 2, yy + 17, letter, 14, anchor="middle", weight="bold", fill=fill))
        out.append(_t(x + bw / 2, yy + 33, name, 12, anchor="middle", fill=fill))
    y += 92
    if turn:
        acts = f"{turn.get('actions', 0)} action{'' if turn.get('actions') == 1 else 's'} left"
        if turn.get("bank"):
            acts += f" + {turn['bank']} Banco"
        out.append(_t(X0, y + 14, acts, 13, weight="bold"))
        extra = []
        if turn.get("letter"):
            extra.append(f"cards played up to letter {turn['letter']}")
        if turn.get("repaired"):
            extra.append("repaired")
        svg, n = _lines(X0, y + 31, " · ".join(extra) or "no card played yet", room, 12, 16, fill=MUTED)
        out.append(svg)
        y += 22 + 16 * n
    else:
        out.append(_t(X0, y + 14, {"deploy": "Initial deployment (sealed)", "over": "The game is over"}.get(
            b.get("stage"), "Preparation"), 13, weight="bold"))
        y += 24
    svg, n = _lines(X0, y + 14, " · ".join(_round_facts(tb, r)), room, 12.5, 17)
    out.append(svg)
    y += 17 * n + 8
    piles, h = _piles_narrow(tb, y, changed)
    out.append(piles)
    return "".join(out), y + h


def _piles_narrow(tb, y, changed):
    """The piles on a phone: draw pile and discard on one row, the two new-group slots under them."""
    out = [_piles(tb, y, changed, slots=False)]
    y += HAND_H + 10
    out.append(_label(X0, y + 13, "New group:"))
    sw = (tb.w - 2 * X0 - 8) // 2
    for i, faction in enumerate(("government", "rebel")):
        out.append(_slot(X0 + i * (sw + 8), y + 20, sw, faction))
    return "".join(out), HAND_H + 10 + 20 + HAND_H + 14


def _label(x, y, words):
    """A label of the slots beside or under it, about a rect of its size marked data-whole: a zoomed view (the
    sandbox's map-zoom) slides, where it can, to show it whole or leave it out, not its lower half at its top."""
    return (f'<g data-whole=""><rect x="{x}" y="{y - 13}" width="{round(len(words) * 12.5 * 0.62)}" height="17" '
            f'fill="none"/>{_t(x, y, words, 12.5, fill=MUTED)}</g>')


def _slot(sx, y, width, faction):
    fac, color, fill = FACTION[faction]
    return "".join([f'<g class="space" data-space="{faction}"><title>A new {fac} group (deployed from a hand)</title>',
                    f'<rect class="shape" x="{sx}" y="{y}" width="{width}" height="{HAND_H}" rx="7" fill="{fill}" '
                    f'stroke="{color}" stroke-width="2" stroke-dasharray="6 4"/>',
                    _mark(sx + 16, y + 26, faction, 12),
                    _t(sx + 28, y + 31, f"+ {fac}", 13, weight="bold", fill=color), "</g>"])


def _piles(tb, y, changed, slots=True):
    """The draw pile (face down, its count), the discard pile (its top card), the two new-group slots."""
    b, hw = tb.b, tb.hand_w
    out = []
    n = b.get("deck_size", 0)
    hot = "deck" in changed
    out.append(f'<g class="space{" changed" if hot else ""}" data-space="deck"><title>Draw pile: {n} card'
               f'{"" if n == 1 else "s"}, face down</title>')
    out.append(f'<rect class="shape" x="{X0}" y="{y}" width="{hw}" height="{HAND_H}" rx="6" fill="#3b4a57" '
               f'stroke="{"#f0b429" if hot else "#ffffff"}" stroke-width="{4 if hot else 1}"/>')
    out.append(_t(X0 + hw / 2, y + 22, "Draw pile", 13, anchor="middle", weight="bold", fill="#ffffff"))
    out.append(_t(X0 + hw / 2, y + 40, count(n, "card"), 13, anchor="middle", fill="#ffffff"))
    out.append("</g>")
    top = b.get("discard_top")
    m = b.get("discard_size", 0)
    x = X0 + hw + 12
    hot = "discard" in changed
    words = f"Discard pile: {m} card{'' if m == 1 else 's'}" + (f", on top {tb.words(top)}" if top else "")
    out.append(f'<g class="space{" changed" if hot else ""}" data-space="discard"><title>{escape(words)}</title>')
    if top:
        out.append(f'<g data-piece="{escape(top)}">{_card_face(x, y, hw, HAND_H, tb, top, hot)}</g>')
    else:
        out.append(f'<rect class="shape" x="{x}" y="{y}" width="{hw}" height="{HAND_H}" rx="6" fill="#ffffff" '
                   f'stroke="#8a949b" stroke-dasharray="5 4"/>')
        out.append(_t(x + hw / 2, y + 30, "Discard: empty", 12, anchor="middle", fill=MUTED))
    out.append("</g>")
    out.append(_t(x + hw + 8, y + 30, f"{m} discarded", 12.5, fill=MUTED))
    if not slots:
        return "".join(out)
    x = 420
    out.append(_label(x, y + 14, "New group:"))
    for i, faction in enumerate(("government", "rebel")):
        out.append(_slot(x + 80 + i * 150, y, 140, faction))
    return "".join(out)


def _trade(tb, y):
    """A trade in progress: the offer and each counter-offer, face-down cards as backs. Returns (svg, height)."""
    t = tb.b.get("trade")
    if not t:
        return "", 0
    out = [f'<rect x="8" y="{y}" width="{W - 16}" height="10" fill="none"/>',
           _t(X0, y + 16, f"Trade (7.3): {tb.name(t['offerer'])} offers, wanting {WANTS.get(t.get('want'), t.get('want') or 'not said yet')}",
              13.5, weight="bold")]
    y0 = y
    y += 24
    lots = [(t["offerer"], t.get("offer") or [])] + list((t.get("counters") or {}).items())
    if tb.narrow:
        return _trade_narrow(tb, t, lots, y0)
    for pid, cards in lots:
        out.append(_t(X0, y + 18, _fit(tb.name(pid), 150, 12.5, True), 12.5, weight="bold", fill=tb.color(pid)))
        if not cards:
            out.append(_t(X0 + 160, y + 18, "nothing yet", 12.5, fill=MUTED))
        for i, cid in enumerate(cards[:7]):
            cx = X0 + 160 + i * (HAND_W + 6)
            out.append(_card_back(cx, y, HAND_W, 28) if cid is None else
                       f'<rect x="{cx}" y="{y}" width="{HAND_W}" height="28" rx="5" fill="#ffffff" stroke="#6d675b"/>'
                       + _fitted(cx + 6, y + 19, tb.cat[cid]["name"], HAND_W - 10, 12))
        y += 34
    return "".join(out), y - y0 + 6


def _trade_narrow(tb, t, lots, y):
    """The trade on a phone: the heading wrapped, each lot's name over its cards, three to a row."""
    y0, hw = y, tb.hand_w
    head = f"Trade (7.3): {tb.name(t['offerer'])} offers, wanting {WANTS.get(t.get('want'), t.get('want') or 'not said yet')}"
    svg, n = _lines(X0, y + 16, head, tb.w - 2 * X0, 13.5, 18, 0.7, weight="bold")
    out = [svg]
    y += 6 + 18 * n
    for pid, cards in lots:
        out.append(_t(X0, y + 14, _fit(tb.name(pid), tb.w - 2 * X0, 12.5, True), 12.5, weight="bold",
                      fill=tb.color(pid)))
        if not cards:
            out.append(_t(X0 + 8, y + 32, "nothing yet", 12.5, fill=MUTED))
        y += 20
        for i, cid in enumerate(cards[:7]):
            cx, cy = X0 + (i % 3) * (hw + 6), y + (i // 3) * 34
            out.append(_card_back(cx, cy, hw, 28) if cid is None else
                       f'<rect x="{cx}" y="{cy}" width="{hw}" height="28" rx="5" fill="#ffffff" stroke="#6d675b"/>'
                       + _fitted(cx + 6, cy + 19, tb.cat[cid]["name"], hw - 10, 12))
        y += 34 * max(1, (min(len(cards), 7) + 2) // 3)
    return "".join(out), y - y0 + 6


KEY_WORDS = ("★ leader: cmd rating, modifier · dashed: sideways unit, not counting (3.4)",
             "Red edge: complex or red card · CUT −n: isolated by a Supply Cut (8.10) · hand cards show letter · cost "
             "· turn/any (in or out of turn, 1.5)",
             "Green-ink titles: out-of-turn events · B: bound by the Barracks (9.4) · gold outline: changed by the last "
             "move")


# the outline a group of the battle being decided carries (_group), drawn small in the key beside its words
BATTLE_WORDS = "dashed red outline: a group in the battle being decided (its top line says \u201cin battle\u201d)"


def _battle_sign(x, y):
    """The key's sample of a battle's outline: the same red dashes as on the groups, about a small card."""
    return (f'<rect x="{x + 2}" y="{y}" width="30" height="12" rx="3" fill="#ffffff" stroke="#8a8478"/>'
            f'<rect class="battle-sign" x="{x}" y="{y - 2}" width="34" height="16" rx="4" fill="none" stroke="{RED}" '
            f'stroke-width="2.5" stroke-dasharray="7 4"/>')


def _key_narrow(tb, y):
    """The key on a phone: one sign a line, the rest wrapped."""
    out = [_t(X0, y + 20, "Key", 14, weight="bold"),
           _mark(X0 + 6, y + 37, "government", 11), _t(X0 + 16, y + 42, "Government half (square)", 12),
           _mark(X0 + 6, y + 55, "rebel", 11), _t(X0 + 16, y + 60, "Rebel half (circle)", 12)]
    yy = y + 80
    for i, words in enumerate(KEY_WORDS):
        svg, n = _lines(X0, yy, words, tb.w - 2 * X0, 12, 16, fill=INK if i == 0 else MUTED)
        out.append(svg)
        yy += 16 * n + 4
    out.append(_battle_sign(X0, yy - 8))
    svg, n = _lines(X0 + 42, yy, BATTLE_WORDS, tb.w - 2 * X0 - 42, 12, 16, em=0.62)
    out.append(svg)
    yy += 16 * n + 4
    h = yy - y
    return f'<rect x="0" y="{y}" width="{tb.w}" height="{h}" fill="#ffffff" stroke="#d9d4c7"/>' + "".join(out), h + 4


def _key(y):
    """What the drawing's signs mean. Returns (svg, height)."""
    out = [f'<rect x="0" y="{y}" width="{W}" height="96" fill="#ffffff" stroke="#d9d4c7"/>',
           _t(X0, y + 20, "Key", 14, weight="bold"),
           _mark(X0 + 46, y + 15, "government", 11), _t(X0 + 56, y + 20, "Government half (square)", 12),
           _mark(X0 + 256, y + 15, "rebel", 11), _t(X0 + 266, y + 20, "Rebel half (circle)", 12),
           _t(X0 + 420, y + 20, "★ leader: cmd rating, modifier · dashed: sideways unit, not counting (3.4)", 12),
           _t(X0, y + 42, "Red edge: complex or red card · CUT −n: isolated by a Supply Cut (8.10) · hand cards show "
                          "letter · cost · turn/any (in or out of turn, 1.5)", 12, fill=MUTED),
           _t(X0, y + 62, "Green-ink titles: out-of-turn events · B: bound by the Barracks (9.4) · gold outline: "
                          "changed by the last move", 12, fill=MUTED),
           _battle_sign(X0, y + 74), _t(X0 + 42, y + 82, BATTLE_WORDS, 12)]
    return "".join(out), 100


def spaces_of(board):
    """Every space's id in drawing order: the piles, the new-group slots, then each seat, its hand, its groups."""
    ids = ["deck", "discard", "government", "rebel"]
    for p in board.get("players", []):
        ids.append(p["id"])
        ids += list(p.get("hand") or [])
        ids += [g["id"] for g in board.get("groups", []) if g["owner"] == p["id"]]
    return ids


def describe_spaces(board, catalog, leaders, role=None):
    """Every space of the table in words, in drawing order: [{"id", "text"}]."""
    tb = Table(board, catalog, leaders, role)
    turn = board.get("turn")
    n = board.get("deck_size", 0)
    top = board.get("discard_top")
    out = [{"id": "deck", "text": f"Draw pile: {n} card{'' if n == 1 else 's'}, face down"},
           {"id": "discard", "text": f"Discard pile: {count(board.get('discard_size', 0), 'card')}"
                                     + (f", on top {tb.words(top)}" if top else "")},
           {"id": "government", "text": "New Government group (from a hand)"},
           {"id": "rebel", "text": "New Rebel group (from a hand)"}]
    for p in board.get("players", []):
        loyal = f", loyalty {LOYALTY[p['loyalty']]}" if p.get("loyalty") else ""
        held = len(p["hand"]) if p.get("laying") else p.get("hand_size", 0)
        out.append({"id": p["id"], "text": f"{tb.name(p['id'])}: {count(held, 'card')} in hand, ambush "
                                           f"{p.get('ambush', 0)}, round points {p.get('score', 0)}, total "
                                           f"{p.get('total', 0)}{loyal}"})
        # his own face-down groups: finished (their counts public, 4.6) or, in his sitting, laid so far
        own = (("face down", p.get("face_down_groups") or (), tb.down_words(p)) if p.get("face_down") else
               ("so far", p["laying"], tb.laying_words(p)) if p.get("laying") else None)
        if own:
            how, groups, words = own
            mine = [f"your {FACTION[g['faction']][0]} group {how}: " + ", ".join(tb.words(c, g["faction"]) for c in
                    ([g["complex"]] if g["complex"] else []) + ([g["leader"]] if g["leader"] else []) + g["units"])
                    for g in groups]
            out[-1]["text"] += "; " + "; ".join([words[0].lower() + words[1:]] + mine)
        for cid in p.get("hand") or []:
            out.append({"id": cid, "text": "In your hand: " + tb.words(cid)})
        for g in board.get("groups", []):
            if g["owner"] == p["id"]:
                out.append({"id": g["id"], "text": tb.group_words(g, turn)})
    return out


def changed_spaces(before, after):
    """Spaces whose contents differ between two boards: groups, seats, piles, the viewer's hand cards."""
    def index(board):
        out = {"deck": board.get("deck_size"), "discard": (board.get("discard_size"), board.get("discard_top"))}
        for g in board.get("groups", []):
            out[g["id"]] = g
        for p in board.get("players", []):
            out[p["id"]] = {k: p.get(k) for k in ("hand_size", "ambush", "score", "total", "bound", "face_down")}
            for cid in p.get("hand") or []:
                out[cid] = p["id"]
        return out
    a, b = index(before or {}), index(after or {})
    return [sid for sid in spaces_of(after) if a.get(sid) != b.get(sid)]


def render(board, catalog, leaders, role=None, changed=(), title="Guerilla table", layout=None):
    """Return the SVG text of ``board`` (from ``view(state, role)["board"]``); ``changed`` spaces in gold;
    ``layout="narrow"`` draws it for a phone (see the module doc)."""
    tb = Table(board, catalog, leaders, role, layout)
    changed = set(changed)
    turn = board.get("turn")
    markers, y = _markers(tb, 8, changed)
    body = [f'<rect x="0" y="0" width="{tb.w}" height="{y}" fill="#f7f4ec"/>', markers]
    trade, h = _trade(tb, y)
    body.append(trade)
    y += h
    for p in board.get("players", []):
        svg, h = _seat(p, tb, turn, y, p["id"] in changed, changed)
        body.append(svg)
        y += h
    key, h = _key_narrow(tb, y) if tb.narrow else _key(y)
    body.append(key)
    y += h
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {tb.w} {y}" role="img" aria-labelledby="board-title" '
        f'class="board-svg" font-family="DejaVu Sans, sans-serif">',
        f'<title id="board-title">{escape(title)}</title>', *body, "</svg>"])
