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

This module lays the table out (the markers, the piles and new-group slots, a trade, the seats, the key) and
answers for its spaces; the pieces it places (a hand card, a group, a face-down group), the words for them and the
text primitives are drawn in ``cards_svg.py``, which imports nothing from here.
"""

from ...words import count
from ...drawing import text_width
from .cards_svg import (FACTION, GOV, GROUP_GAP, HAND_GAP, HAND_H, HAND_W, INK, MUTED, REB, RED, W, X0, Table,
                        _backs, _card_back, _card_face, _fit, _fitted, _group, _lines, _mark, _t, escape)

PHASES = (("A", "Withdrawal"), ("B", "Attack"), ("C", "Deployment"), ("D", "Trade"), ("E", "Discard"),
          ("F", "Draw"))
LOYALTY = {"rebel": "Rebel", "government": "Government", "mercenary": "Mercenary"}
WANTS = {"anything": "anything", "units": "units", "leaders": "leaders", "events": "event cards"}


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
    # the title says the same in both layouts (where the tag goes is the layout's business)
    words = f"{head}: " + ", ".join(facts) + (f"; {STANDING_TITLE}" if p.get("standing") else "")
    stand = ""                      # a standing pass (8.12), declared aloud: a tag after the name, for every viewer
    if p.get("standing"):
        stand, tag_w = _standing_tag(46 + text_width(head, 14, True) + 8, y + 6)
        room = (tb.w - 24) if tb.narrow else (W - 24 - text_width(" · ".join(facts), 12.5))
        if 46 + text_width(head, 14, True) + 8 + tag_w > room:      # a long name: the words go with the facts
            stand = ""
            facts.insert(0, STANDING_WORDS)
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


def _markers(tb, y, changed):
    """Round, dealer, turn, the phase track, actions, sudden death and the round's markers. Returns (svg, height)."""
    b = tb.b
    r = b.get("round") or {}
    turn = b.get("turn")
    if tb.narrow:
        return _markers_narrow(tb, y, changed, r, turn)
    head = (f"Round {r.get('number', 1)} · dealer {tb.names.get(r.get('dealer'), '—')}"
            + (f" · turn of {tb.name(turn['player'])}" if turn else ""))
    fs = b.get("faction_score") or {}
    out = [_whole(X0, y + 6, W - 2 * X0, 19, "".join([
        _t(X0, y + 20, head, 15, weight="bold"),
        _t(W - 270, y + 20, "Round points:", 12.5, anchor="end", fill=MUTED),
        _mark(W - 258, y + 15, "government", 11),
        _t(W - 248, y + 20, f"Government {fs.get('government', 0)}", 13, weight="bold", fill=GOV),
        _mark(W - 112, y + 15, "rebel", 11),
        _t(W - 102, y + 20, f"Rebels {fs.get('rebel', 0)}", 13, weight="bold", fill=REB)]))]
    y += 32
    phase = turn.get("phase") if turn else None
    track = len(out)                      # the phase track and the actions beside it: one band, whole or out
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
    out[track:] = [_whole(X0, y, W - 2 * X0, 40, "".join(out[track:]))]
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
    out = [_whole(X0, y + 6, room, 19 * n, svg, fact="round")]
    y += 19 * n + 8
    fs = b.get("faction_score") or {}
    # (data-fact: what the page's score strip says in words while the view leaves it out, score-strip.mjs)
    out.append('<g data-fact="round-points">')
    out.append(_t(X0, y + 14, "Round points:", 12.5, fill=MUTED))
    out.append(_mark(X0 + 100, y + 9, "government", 11))
    out.append(_t(X0 + 110, y + 14, f"Government {fs.get('government', 0)}", 13, weight="bold", fill=GOV))
    out.append(_mark(X0 + 250, y + 9, "rebel", 11))
    out.append(_t(X0 + 260, y + 14, f"Rebels {fs.get('rebel', 0)}", 13, weight="bold", fill=REB))
    out.append("</g>")
    y += 24
    phase = turn.get("phase") if turn else None
    bw = (room - 12) // 3
    track = len(out)                      # the phase track's two rows: whole in a view or out of it
    for i, (letter, name) in enumerate(PHASES):
        x, yy = X0 + (i % 3) * (bw + 6), y + (i // 3) * 46
        on = letter == phase
        out.append(f'<rect x="{x}" y="{yy}" width="{bw}" height="40" rx="5" fill="{"#1f3a5f" if on else "#ffffff"}" '
                   f'stroke="#8a949b"/>')
        fill = "#ffffff" if on else INK
        out.append(_t(x + bw / 2, yy + 17, letter, 14, anchor="middle", weight="bold", fill=fill))
        out.append(_t(x + bw / 2, yy + 33, name, 12, anchor="middle", fill=fill))
    out[track:] = [_whole(X0, y, room, 86, "".join(out[track:]))]
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


def _whole(x, y, width, height, inner, fact=None):
    """Words a zoomed view (map-zoom) shows whole or leaves out, about an unseen rect of their size marked
    data-whole (so that the round's heading and the phase track are not cut in two at the top of a phone's view of
    the hub's table); ``fact``: the page's name for what they say (data-fact)."""
    named = f' data-fact="{fact}"' if fact else ""
    return (f'<g data-whole=""{named}><rect x="{x}" y="{y}" width="{round(width, 1)}" height="{height}" fill="none"/>'
            f'{inner}</g>')


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


def _key(y, still=False):
    """What the drawing's signs mean (``still``: without the last move's gold outline). Returns (svg, height)."""
    out = [f'<rect x="0" y="{y}" width="{W}" height="96" fill="#ffffff" stroke="#d9d4c7"/>',
           _t(X0, y + 20, "Key", 14, weight="bold"),
           _mark(X0 + 46, y + 15, "government", 11), _t(X0 + 56, y + 20, "Government half (square)", 12),
           _mark(X0 + 256, y + 15, "rebel", 11), _t(X0 + 266, y + 20, "Rebel half (circle)", 12),
           _t(X0 + 420, y + 20, "★ leader: cmd rating, modifier · dashed: sideways unit, not counting (3.4)", 12),
           _t(X0, y + 42, "Red edge: complex or red card · CUT −n: isolated by a Supply Cut (8.10) · hand cards show "
                          "letter · cost · turn/any (in or out of turn, 1.5)", 12, fill=MUTED),
           _t(X0, y + 62, "Green-ink titles: out-of-turn events · B: bound by the Barracks (9.4)"
                          + ("" if still else " · gold outline: changed by the last move"), 12, fill=MUTED),
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


def render(board, catalog, leaders, role=None, changed=(), title="Guerilla table", layout=None, still=False):
    """Return the SVG text of ``board`` (from ``view(state, role)["board"]``); ``changed`` spaces in gold;
    ``layout="narrow"`` draws it for a phone (see the module doc); ``still``: a picture no move has changed (a
    deal, a page's sample), whose key says nothing of the last move's outline."""
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
    key, h = _key_narrow(tb, y) if tb.narrow else _key(y, still)
    body.append(key)
    y += h
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {tb.w} {y}" role="img" aria-labelledby="board-title" '
        f'class="board-svg" font-family="DejaVu Sans, sans-serif">',
        f'<title id="board-title">{escape(title)}</title>', *body, "</svg>"])
