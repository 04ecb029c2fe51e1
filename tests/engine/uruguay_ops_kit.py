"""Helpers shared by the Uruguay Operations (test_uruguay_ops.py) and Special Activities
(test_uruguay_specials.py) tests: start an Operation from a hand-built position, read back the board exactly."""

import uruguay_kit as kit

GOV, TUP = kit.GOV, kit.TUP
HOSTAGES = 3   # Hostage markers in the game (board.HOSTAGE_MARKERS)


def start(st, role, op, limited=False, with_sa=False, chance=None):
    """Start one Operation; piece totals must survive it (checked again by ``done``)."""
    before = kit.totals(st)
    out = kit.operation(st, role, op, limited=limited, with_sa=with_sa, chance=chance)
    assert kit.totals(out) == before
    return out


def done(st, before_totals):
    """The Operation is over (no question pending) and no piece or chit appeared or vanished."""
    assert kit.asking(st) is None, kit.asking(st)
    assert kit.totals(st) == before_totals


def sp(st, sid):
    return {k: v for k, v in st["spaces"][sid].items() if v}


def board(st):
    """Every non-empty space, with only its non-zero entries: for exact whole-map assertions."""
    return {sid: sp(st, sid) for sid in st["spaces"] if sp(st, sid)}


def verbs(st):
    return [v for v, _ in kit.options(st)]


def spaces_offered(st):
    return [a for v, a in kit.options(st) if v == "space"]


def specials(st):
    return [a for v, a in kit.options(st) if v == "special"]


def texts(st, rule=None):
    return [e["text"] for e in st["log"] if rule is None or e["rule"] == rule]


def track(st, name):
    return st["tracks"][name]


URBAN_RURAL = ["villa_del_cerro", "sayago", "prado", "ituzaingo", "aguada", "ciudad_vieja", "punta_carretas",
               "malvin", "carrasco", "northern", "southwest", "southeast"]
CENTERS = ["armory", "casino", "government", "prison", "university"]
ALL = URBAN_RURAL[:9] + CENTERS + URBAN_RURAL[9:]     # the map's order
