"""Junta's tables for the printed aid: every kind of unit as the city map draws it (a seat's chip), with its dice
from units.yaml, so a player can read the map's letters at the table."""

DICE_WORDS = {                       # units.yaml's dice codes in words, with the rule that sets them
    "1": ("1 each", "1.4"),
    "2-in-palace": ("1 each; 2 each in the Palace", "1.4"),
    "1/2": ("1 per 2 in the space, round down", "1.4"),
    "3": ("3, once a phase, at a Harbor-shore space; never hit", "5.4"),
    "6": ("6 a raid, 3 phases a coup, never an Embassy; never hit", "5.5"),
}
def _chip_svg(kind, order):
    """One unit of ``kind`` of Player 1, drawn by the board's own chip code."""
    from engine.games.junta import svg
    seats = svg._Seats({"players": [{"id": "p1", "name": "Player 1"}]}, None)
    chip, width, _ = svg._chip(1, 13, "p1", {kind: 1}, seats, order)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width + 2:.0f} 26" height="5.2mm" role="img" '
            f'aria-label="Player 1, one {kind.replace("_", " ")} unit">{chip}</svg>')


def units(files):
    kinds = files["units"]["kinds"]
    order = [k["id"] for k in kinds]
    groups = {}                          # kinds that roll alike share a row, in units.yaml's order
    for k in kinds:
        groups.setdefault(str(k["dice"]), []).append(k)
    rows = []
    for code, alike in groups.items():
        dice, rule = DICE_WORDS.get(code, (code, "1.4"))
        drawn = " ".join(f'<span class="unit-key">{_chip_svg(k["id"], order)} {k["name"]}'
                         f'{" ◆" if k.get("provenance") == "reconstructed" else ""}</span>' for k in alike)
        rows.append([{"svg": drawn, "c": "units-drawn"}, dice, rule])
    return {"caption": "Units as the map draws them, their dice and moves", "rule": "1.4",
            "head": ["Units as the map draws them", "Dice in a battle", "Rule"], "widths": [59, 33, 8],
            "rows": rows, "cls": "units",
            "marked": "A chip: one seat's units in a space, its seat number, then a letter and a count per kind "
                      "(I2 = two Infantry). Each 6 rolled is a hit (5.7). Reconstructed: which units are armed."}


def aid_tables(files):
    return {"units": units(files)}
