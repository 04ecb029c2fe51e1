"""Paraguay's map on paper, in three layers (issue 26.7): the ground under the stacks (terrain, lines, places,
hex numbers), the stacks of one set-up, and what lies over them (place names and the legend).

The ground and the top layer are the same for every seed, so a packet of many tables holds each once (the PDF
draws an image used again only once, generator/pdf_fast.py) and only the stacks change from table to table. The
stacks are drawn for paper (``reusable``: each about its own corner, moved into place, no hover title), so the
PDF draws each different stack once however many tables show it (a 64-table packet: 5,457 stacks, 249 drawings).
The layers are cut from the one drawing the engine makes (``engine/games/paraguay/svg.py``), so paper and screen
show the same map; stacked, they give that drawing back.
"""

import re

from .site import board_svg

STACKS = '<g class="stacks">'


def _group_end(svg, start):
    """Where the ``<g>`` opened at ``start`` closes (just after its ``</g>``)."""
    depth = 0
    for m in re.finditer(r"<g\b|</g>", svg[start:]):
        depth += 1 if m.group() != "</g>" else -1
        if depth == 0:
            return start + m.end()
    raise ValueError("the map's stacks group is not closed")


def split(svg, subtitle):
    """(ground, stacks, top): three SVGs of the same size from one map drawing; ``subtitle`` (the line naming the
    seed under the map's title) goes with the stacks, so that the ground is the same for every seed."""
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
    return ground, stacks, top


def layers(args):
    """The printed sheet's map of the set-up ``args`` ({"seed": N}) as its three layers."""
    from html import escape
    title = f"Paraguay: the set-up of seed {args['seed']} (3.1-3.4)"
    return split(board_svg(args, title=title, parts=("legend",), reusable=True), escape(title, quote=False))


def windows(svg, top=None):
    """The printed map in two parts, each the page's width (issue 27's walk: whole, 226 mm tall, it filled half the
    page's width and its hex numbers came out about 3 pt): [(label, top, bottom)] in the drawing's units. The north
    part runs from the title to a hex row near the middle, the south part from that row (printed on both, so every
    hex is whole on one part at least) to the legend's foot. The row is the one that makes the taller part least
    tall.

    Given the ``top`` layer (which holds the legend), the legend's last rows, the key to the counters (their
    colours, 2.6, and unit types, 2.9), print again at the foot of the north part's page, which that part left
    empty (about 70 mm): each page of the map has the key to its counters under it."""
    import math
    from engine.games.paraguay import svg as board
    _, _, _, height = (float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())
    _, pos, _, _, _ = board._geom()
    half = board.S * math.sqrt(3) / 2 + 2           # a hex's half height, and a little for its outline
    rows = {}
    for h, (_, y) in pos.items():
        rows.setdefault(int(h[2:]), []).append(y)
    first, last = min(rows), max(rows)
    cut = min(sorted(rows)[1:-1], key=lambda r: max(max(rows[r]) + half, height - (min(rows[r]) - half)))
    top_end, foot_start = max(rows[cut]) + half, min(rows[cut]) - half
    key = _counter_key(top) if top else None
    return [(f"The map, part 1 of 2: the north, hex rows {first}-{cut}", 0.0, top_end),
            *([("Key to the counters (as in the legend under part 2)", *key, True)] if key else []),
            (f"The map, part 2 of 2: the south, hex rows {cut}-{last} (row {cut} is on both parts), and the legend",
             foot_start, height)]


def _counter_key(top):
    """(top, bottom) of the legend's key to the counters in the ``top`` layer: from above its first heading
    (Counter colours) to the foot of the legend's frame."""
    heading = re.search(r'<text x="[\d.]+" y="([\d.]+)"[^>]*>Counter colours \(2\.6\)</text>', top)
    frame = re.search(r'<g class="legend"><rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"', top)
    if not heading or not frame:
        return None
    return float(heading.group(1)) - 18, float(frame.group(1)) + float(frame.group(2)) + 2
