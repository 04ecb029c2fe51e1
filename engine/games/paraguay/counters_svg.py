"""Counters and map symbols for the Paraguay drawing (engine/games/paraguay/svg.py): SVG snippets as text.

Stdlib only. A counter shows its nation's colour (2.6), name, size (2.8), unit-type symbol (2.9) and
attack-defense-movement (2.10, 2.11); a stack shows its top counter, shadows and a count badge, nothing more.
No text of the drawing is smaller than MIN_TEXT picture units (issue 25.9: board text readable at the default
zoom): a word too wide for its room keeps its height and is drawn narrower (``textLength``), never smaller.
"""

import html
import math

INK, MUTED = "#1d2428", "#56616a"
MIN_TEXT = 10.5                 # picture units: the smallest text of the map (the page's zoom reads it from the SVG)
COUNTER_SIZE = 36.0             # a counter on the map, in picture units (a hex is 64 wide and 55 high)
SIDE_COLOR = {"allied": "#1f3a93", "paraguayan": "#c41e1e"}
RIVERINE = ("warship", "transport", "armed_raft")
# 2.6: background colour by nation, National Guard ground units and riverine units apart.
COUNTER = {("paraguay", "ground"): "#d7261e", ("paraguay", "riverine"): "#f4a09a",
           ("argentina", "ground"): "#1f3a93", ("argentina", "gn"): "#8fd0ee", ("argentina", "riverine"): "#4f86d6",
           ("brazil", "ground"): "#1d6b36", ("brazil", "gn"): "#aedf93", ("brazil", "riverine"): "#48a565",
           ("uruguay", "ground"): "#a3a3a3", ("uruguay", "gn"): "#a3a3a3", ("uruguay", "riverine"): "#a3a3a3"}
COUNTER_WORDS = (("paraguay", "ground", "Paraguayan ground (scarlet)"),
                 ("paraguay", "riverine", "Paraguayan riverine (light red)"),
                 ("argentina", "ground", "Argentine regular (dark blue)"),
                 ("argentina", "gn", "Argentine National Guard (sky blue)"),
                 ("argentina", "riverine", "Argentine riverine (medium blue)"),
                 ("brazil", "ground", "Brazilian regular (dark green)"),
                 ("brazil", "gn", "Brazilian National Guard (light green)"),
                 ("brazil", "riverine", "Brazilian riverine (medium green)"),
                 ("uruguay", "ground", "Uruguayan (grey)"))
TYPE_WORDS = {"infantry": "infantry", "cavalry": "cavalry", "field_artillery": "field artillery",
              "siege_artillery": "siege artillery", "rocket_artillery": "rocket artillery", "engineer": "engineer",
              "supply": "supply", "fortress": "fortress", "warship": "warship", "transport": "transport",
              "armed_raft": "armed raft", "substitute": "substitute"}
SIZE_WORDS = {"II": "battalion", "III": "regiment", "X": "brigade", "XX": "division"}


def _esc(s):
    return html.escape(str(s), quote=False)


def _attr(s):
    return html.escape(str(s), quote=True)


def _f(v):
    text = "%.1f" % v
    return text[:-2] if text.endswith(".0") else text


# DejaVu Sans advance widths in em (bold, regular), near enough to know when a word needs squeezing
_NARROW, _WIDE = set("Iijlt.,:;'!|()[]-·"), set("MWmw@%")


def text_width(text, size, bold=False):
    """About how wide ``text`` is drawn at ``size`` in DejaVu Sans (bold or regular), in the same units."""
    em = 0.0
    for ch in str(text):
        if ch in _NARROW:
            em += 0.38 if bold else 0.32
        elif ch in _WIDE:
            em += 1.0 if bold else 0.92
        elif ch.isdigit():
            em += 0.7 if bold else 0.64
        elif ch.isupper():
            em += 0.8 if bold else 0.7
        elif ch == " ":
            em += 0.35 if bold else 0.32
        else:
            em += 0.66 if bold else 0.6
    return em * float(size)


def _t(x, y, text, size=12, anchor="middle", weight="normal", fill=INK, extra="", room=None):
    """One text; with ``room``, a text wider than that is drawn narrower to fit it (its height stays)."""
    fit = ""
    if room and text_width(text, size, weight == "bold") > room:
        fit = f' textLength="{_f(room)}" lengthAdjust="spacingAndGlyphs"'
    return (f'<text x="{_f(x)}" y="{_f(y)}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}"{fit}{extra}>{_esc(text)}</text>')


def _ink_on(color):
    """White or near-black text, whichever reads better on ``color``."""
    r, g, b = (int(color[i:i + 2], 16) for i in (1, 3, 5))
    return "#ffffff" if 0.299 * r + 0.587 * g + 0.114 * b < 150 else INK


def _fort(x, y, r=8.0, fill=INK):
    """A star fort: an eight-pointed bastion outline."""
    pts = []
    for i in range(16):
        rad = r if i % 2 == 0 else r * 0.55
        a = math.pi * i / 8
        pts.append(f"{_f(x + rad * math.cos(a))},{_f(y + rad * math.sin(a))}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}" stroke="#ffffff" stroke-width="1"/>'


def _skull(x, y):
    """The sudden-death hex mark (4.2): a small skull over crossed bones."""
    return (f'<g class="sudden-death"><path d="M{_f(x - 5)},{_f(y + 5)}L{_f(x + 5)},{_f(y - 1)}M{_f(x - 5)},{_f(y - 1)}'
            f'L{_f(x + 5)},{_f(y + 5)}" stroke="{INK}" stroke-width="1.8"/>'
            f'<circle cx="{_f(x)}" cy="{_f(y - 2.5)}" r="3.8" fill="#ffffff" stroke="{INK}" stroke-width="1.2"/>'
            f'<circle cx="{_f(x - 1.4)}" cy="{_f(y - 2.8)}" r="0.9" fill="{INK}"/>'
            f'<circle cx="{_f(x + 1.4)}" cy="{_f(y - 2.8)}" r="0.9" fill="{INK}"/></g>')


def _supply_mark(x, y, side):
    c = SIDE_COLOR[side]
    letter = "A" if side == "allied" else "P"
    return (f'<g class="supply-source" data-side="{side}"><circle cx="{_f(x)}" cy="{_f(y)}" r="8" fill="#ffffff" '
            f'stroke="{c}" stroke-width="2.6"/>' + _t(x, y + 3.8, letter, MIN_TEXT, weight="bold", fill=c) + "</g>")


def _depot_mark(x, y):
    return (f'<g class="depot"><rect x="{_f(x - 7)}" y="{_f(y - 7)}" width="14" height="14" fill="#ffffff" '
            f'stroke="{SIDE_COLOR["allied"]}" stroke-width="2"/>'
            + _t(x, y + 3.8, "D", MIN_TEXT, weight="bold", fill=SIDE_COLOR["allied"]) + "</g>")


def _vp_mark(x, y):
    pts = []
    for i in range(10):
        rad = 6 if i % 2 == 0 else 2.6
        a = math.pi * i / 5 - math.pi / 2
        pts.append(f"{_f(x + rad * math.cos(a))},{_f(y + rad * math.sin(a))}")
    return f'<polygon class="vp" points="{" ".join(pts)}" fill="#e0a800" stroke="{INK}" stroke-width="0.9"/>'


def _kind(unit):
    """'ground', 'gn' or 'riverine': which of a nation's 2.6 colours a unit wears."""
    if unit.get("type") in RIVERINE:
        return "riverine"
    return "gn" if unit.get("gn") else "ground"


def counter_color(unit, nation=None):
    """The background colour of a unit-counter (2.6)."""
    return COUNTER.get((unit.get("nation") or nation, _kind(unit)), "#cfcfcf")


def _factors(unit):
    move = unit.get("movement", unit.get("mf"))
    parts = [unit.get("attack"), unit.get("defense"), move]
    return "-".join("?" if v is None else str(v) for v in parts)


def _symbol(kind, bx, by, w, h, ink):
    """The unit-type symbol in a box whose top-left corner is (bx, by)."""
    cx, cy = bx + w / 2, by + h / 2
    box = (f'<rect x="{_f(bx)}" y="{_f(by)}" width="{_f(w)}" height="{_f(h)}" fill="#ffffff" stroke="{INK}" '
           f'stroke-width="1"/>')
    line = f'stroke="{INK}" stroke-width="1.1" fill="none"'
    r, b = bx + w, by + h
    if kind == "infantry":
        return box + f'<path d="M{_f(bx)},{_f(by)}L{_f(r)},{_f(b)}M{_f(bx)},{_f(b)}L{_f(r)},{_f(by)}" {line}/>'
    if kind == "cavalry":
        return box + f'<path d="M{_f(bx)},{_f(b)}L{_f(r)},{_f(by)}" {line}/>'
    if kind == "field_artillery":
        return box + f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="2.6" fill="{INK}"/>'
    if kind == "siege_artillery":
        return box + (f'<circle cx="{_f(cx - 3.6)}" cy="{_f(cy)}" r="2.3" fill="{INK}"/>'
                      f'<circle cx="{_f(cx + 3.6)}" cy="{_f(cy)}" r="2.3" fill="{INK}"/>')
    if kind == "rocket_artillery":
        return box + (f'<circle cx="{_f(cx - 3)}" cy="{_f(cy + 1.5)}" r="2" fill="{INK}"/>'
                      f'<path d="M{_f(cx - 1)},{_f(cy + 0.5)}L{_f(cx + 6)},{_f(by + 1.5)}M{_f(cx + 2.5)},{_f(by + 1.5)}'
                      f'H{_f(cx + 6)}V{_f(by + 5)}" {line}/>')
    if kind == "engineer":
        return box + (f'<path d="M{_f(cx - 5)},{_f(cy + 3)}V{_f(cy - 2)}H{_f(cx + 5)}V{_f(cy + 3)}'
                      f'M{_f(cx)},{_f(cy - 2)}V{_f(cy + 3)}" {line}/>')
    if kind == "supply":
        return box + f'<path d="M{_f(bx)},{_f(by + h * 0.68)}H{_f(r)}" {line}/>'
    if kind == "fortress":
        return _fort(cx, cy, h * 0.62, fill=ink)
    if kind in ("warship", "transport", "armed_raft"):
        hull = (f'<path d="M{_f(bx)},{_f(cy + 1)}H{_f(r)}L{_f(r - 3)},{_f(b)}H{_f(bx + 3)}Z" fill="{ink}"/>'
                if kind != "armed_raft" else
                f'<rect x="{_f(bx + 1)}" y="{_f(cy + 1)}" width="{_f(w - 2)}" height="{_f(h / 2 - 1)}" fill="{ink}"/>')
        if kind == "warship":
            top = (f'<rect x="{_f(cx - 2)}" y="{_f(by)}" width="4" height="{_f(h / 2 + 1)}" fill="{ink}"/>'
                   f'<rect x="{_f(cx - 6.5)}" y="{_f(cy - 2)}" width="13" height="3" fill="{ink}"/>')
        elif kind == "transport":
            top = f'<rect x="{_f(cx - 6)}" y="{_f(by + 1.5)}" width="12" height="{_f(h / 2 - 1)}" fill="{ink}"/>'
        else:
            top = f'<path d="M{_f(cx - 2)},{_f(cy)}L{_f(cx + 7)},{_f(by + 1)}" stroke="{ink}" stroke-width="2"/>'
        return hull + top
    word = TYPE_WORDS.get(kind, str(kind))[:3].upper()
    return box + _t(cx, cy + 3.8, word, MIN_TEXT, weight="bold", room=w - 2)


def counter(unit, x, y, size=COUNTER_SIZE, nation=None):
    """One unit-counter with its top-left corner at (x, y): colour (2.6), name, type box and size, factors.
    Three rows, every text MIN_TEXT units or more at the map's size: the name; the type symbol with the size
    (II, III, X, XX) beside it; attack-defense-movement."""
    color = counter_color(unit, nation)
    ink = _ink_on(color)
    k = size / COUNTER_SIZE
    font = _f(MIN_TEXT * k)
    out = [f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(size)}" height="{_f(size)}" rx="{_f(2.5 * k)}" fill="{color}" '
           f'stroke="{INK}" stroke-width="1"/>']
    name, grade = str(unit.get("name", "")), str(unit.get("size") or "")
    out.append(_t(x + 2.5 * k, y + 10.5 * k, name, font, "start", "bold", ink, room=31 * k))
    out.append(_symbol(unit.get("type"), x + 2.5 * k, y + 13 * k, (14 if grade else 20) * k, 9.5 * k, ink))
    if grade:
        out.append(_t(x + size - 2 * k, y + 21.8 * k, grade, font, "end", "bold", ink, room=16.5 * k))
    out.append(_t(x + size / 2, y + size - 2.6 * k, _factors(unit), _f(11 * k), "middle", "bold", ink, room=33 * k))
    return "".join(out)


def _nation(stack):
    return stack.get("nation") or (stack.get("top") or {}).get("nation")


def _stack(stack, x, y, size=COUNTER_SIZE):
    """A stack whose top counter's top-left corner is (x, y): shadows for the units beneath, and a count badge."""
    top, count = stack.get("top") or {}, int(stack.get("count") or 1)
    nation = _nation(stack)
    out = []
    for i in range(min(count - 1, 2), 0, -1):
        out.append(f'<rect x="{_f(x + 2.4 * i)}" y="{_f(y + 2.4 * i)}" width="{_f(size)}" height="{_f(size)}" '
                   f'rx="2.5" fill="{counter_color(top, nation)}" stroke="{INK}" stroke-width="0.8"/>')
    out.append(counter(top, x, y, size, nation))
    if count > 1:
        out.append(_badge(x + size + 6, y + 3, count))
    return "".join(out)


def unit_words(unit, nation=None):
    """One unit in words: 'Paraguayan infantry battalion 1, 2-3-6'."""
    nat = unit.get("nation") or nation
    adj = {"paraguay": "Paraguayan", "argentina": "Argentine", "brazil": "Brazilian", "uruguay": "Uruguayan"}
    bits = [adj.get(nat, str(nat or "").title())]
    if unit.get("gn"):
        bits.append("National Guard")
    bits.append(TYPE_WORDS.get(unit.get("type"), str(unit.get("type", "unit")).replace("_", " ")))
    if unit.get("size") in SIZE_WORDS:
        bits.append(SIZE_WORDS[unit["size"]])
    return f'{" ".join(bits)} {unit.get("name", "")}, {_factors(unit)}'


def stack_words(stack):
    """A stack in words: every unit when they are given, otherwise the top unit and the stack size (6.4)."""
    count = int(stack.get("count") or 1)
    nation = _nation(stack)
    units = stack.get("units")
    if units:
        return f"{count} unit{'s' if count != 1 else ''}: " + "; ".join(unit_words(u, nation) for u in units)
    top = unit_words(stack.get("top") or {}, nation)
    if count == 1:
        return f"1 unit: {top}"
    return f"{count} units, top unit {top}; the rest are hidden (6.4)"


def _no_depot(x, y):
    return (f'<g class="no-depot"><rect x="{_f(x - 8)}" y="{_f(y - 8)}" width="16" height="16" fill="#ffffff" '
            f'stroke="#b4410f" stroke-width="2"/><path d="M{_f(x - 6)},{_f(y - 6)}L{_f(x + 6)},{_f(y + 6)}" '
            f'stroke="#b4410f" stroke-width="2"/>' + _t(x, y + 3.8, "D", MIN_TEXT, weight="bold", fill="#b4410f") + "</g>")


def _control(x, y, side, ring=None, facing=1):
    """A hex held against its nation's side (3.6): a lettered pennant, and the hex edged when ``ring`` is given;
    ``facing`` -1: the pennant flies to the left (its staff on the right), its letter by the staff."""
    c = SIDE_COLOR.get(side, MUTED)
    edge = (f'<polygon points="{ring}" fill="none" stroke="{c}" stroke-width="3.5" stroke-opacity="0.9"/>'
            if ring else "")
    staff, tip, letter = (x - 6, x + 11, x - 0.5) if facing > 0 else (x + 6, x - 11, x + 1.5)
    return (f'<g class="control" data-side="{_attr(side)}">{edge}<path d="M{_f(staff)},{_f(y - 8.5)}V{_f(y + 8.5)}'
            f'L{_f(tip)},{_f(y)}Z" fill="{c}" stroke="#ffffff" stroke-width="1"/>'
            + _t(letter, y + 3.8, "A" if side == "allied" else "P", MIN_TEXT, weight="bold", fill="#ffffff")
            + "</g>")


def _badge(x, y, n):
    """The number of units in a stack, in a white pill centred at (x, y)."""
    label = str(n)
    w = 13 + 6.5 * (len(label) - 1)
    return (f'<rect x="{_f(x - w / 2)}" y="{_f(y - 7.5)}" width="{_f(w)}" height="15" rx="7" fill="#ffffff" '
            f'stroke="{INK}" stroke-width="1.2"/>' + _t(x, y + 3.8, label, MIN_TEXT, weight="bold"))
