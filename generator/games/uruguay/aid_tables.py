"""Uruguay's key for the printed aids: every piece and marker drawn by the board's own icon code, with its name
and rule, so the aid and the map speak alike."""

RULES = {"police": "1.4", "troops": "1.4", "cells_u": "1.4.3", "cells_a": "1.4.3", "safe": "1.4", "sabotage": "1.7"}


def _icon(key):
    from engine.games.uruguay import svg
    drawn = f'<g class="piece" data-piece="{svg.piece_id(key)}">{svg._icon(key, 16, 14)}</g>'   # as the map's key draws it
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 28" height="4.6mm" role="img" '
            f'aria-hidden="true">{drawn}</svg>')


def pieces():
    from engine.games.uruguay import svg
    return {"caption": "On the map:", "rule": "1.4, 1.7",
            "items": [{"svg": _icon(key), "word": word, "rule": RULES[key]} for key, word in svg.LEGEND]}


def aid_tables(files):
    return {"pieces": pieces()}
