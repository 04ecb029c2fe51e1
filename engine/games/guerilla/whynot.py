""""Why not?" for Guerilla: the shared answers (engine/whynot.py) read the offered choices and their rules; a
click while another player decides names the order of play (5.1)."""

TURN_RULE = "5.1"


def name(game, state, role, target):
    """A card by its printed name (the catalogue is public; where a card lies is not told here)."""
    card = game.catalog().get(target)
    return card["name"] if card else None
