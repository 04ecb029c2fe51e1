"""Small helpers the games' board pictures (``engine/games/*/svg.py``) share."""


def adjacent_pairs(spaces):
    """Each pair of adjacent spaces once, as (space, other space) records, in map order."""
    by_id = {s["id"]: s for s in spaces}
    seen = set()
    for s in spaces:
        for other in s["adjacent"]:
            key = tuple(sorted((s["id"], other)))
            if key in seen or other not in by_id:
                continue
            seen.add(key)
            yield s, by_id[other]


def _widths():
    from .font_widths import BOLD, BOOK, CHARS
    return {False: dict(zip(CHARS, BOOK)), True: dict(zip(CHARS, BOLD))}


WIDTHS = _widths()
WIDEST = {bold: max(table.values()) for bold, table in WIDTHS.items()}


def text_width(text, size, bold=False):
    """How wide ``text`` is drawn at ``size`` (the picture's units) in DejaVu Sans, the font the pictures name
    first (engine/font_widths.py); a device's fallback sans-serif is narrower, so this is an upper bound there
    too. A character the table lacks counts as its widest."""
    table, widest = WIDTHS[bool(bold)], WIDEST[bool(bold)]
    return sum(table.get(c, widest) for c in text) * size / 2048


def cut_to(text, width, size, bold=False):
    """``text`` whole where it fits in ``width`` at ``size``, else its longest start that fits with an ellipsis."""
    if text_width(text, size, bold) <= width:
        return text
    keep = len(text)
    while keep > 1 and text_width(text[:keep - 1].rstrip() + "…", size, bold) > width:
        keep -= 1
    return text[:keep - 1].rstrip() + "…"
