"""What picking a space would do, when that is nothing: the few words an Operation's space choice carries after
the space's name.

The rules let an Operation select some spaces where it then does nothing (3.3.1 lets Recruit pick any Urban or
Rural space; 3.2.4 lets Arrest pick any space with cubes and an Active piece). Such a choice stays on offer, and
its label says that it changes nothing and which rule is why, so nobody picks it expecting a piece (Recruit's
labels keep to a few words, and its question says the rule once: ``recruit_why``). Each note
reads only what the acting side may see: piece counts on the map, its own Available pools and held chits.
"""


def arrest_count(sp, kind, police_only=False, elite=False):
    """How many Active pieces an Arrest may remove from a space of type ``kind`` whose cubes ``sp`` counts (its
    ``troops`` and ``police``, public on the map: the state's space and a view's alike) (3.2.4): one per cube in a
    Rural space or a Strategic Center; one per 2 Troops or 3 Police in an Urban space (per 2 Police with U7's
    Elite police unit). The Operation, its note and the steady bot all count with this."""
    troops = 0 if police_only else sp["troops"]
    police = sp["police"]
    if kind == "urban":
        return troops // 2 + (police // 2 if elite else police // 3)
    return troops + police


def arrest_reach(x, sid, police_only=False, elite=False):
    """How many Active pieces an Arrest in ``sid`` may remove now (3.2.4; ``arrest_count`` of its space)."""
    return arrest_count(x.sp(sid), x.kind(sid), police_only, elite)


def arrest_note(x, sid, police_only=False):
    """Arrest (3.2.4) removes nothing: too few cubes in an Urban space, or only a Safe House that Underground
    Cells still shield."""
    sp = x.sp(sid)
    elite = x.government_capability("U7") == "top"          # asked later; the note allows for it
    if arrest_reach(x, sid, police_only, elite) == 0:
        need = "3 Police" if police_only else "2 Troops or 3 Police"
        if elite:
            need = "2 Police" if police_only else "2 Troops or 2 Police (Elite police unit)"
        return f"removes nothing: an Urban space needs {need} for each piece (3.2.4)"
    if not sp["cells_a"] and sp["cells_u"]:
        return "removes nothing: Underground Cells here shield the Safe House (3.2.4)"
    return None


def deploy_note(x, sid):
    """Deploy (3.2.1) with no Police left: the space gets none (only the Troops' move remains)."""
    if x.s["available"]["police"]:
        return None
    return "places nothing: no Police Available (3.2.1)"


def search_reach(x, sid, per_cube=False):
    """How many Underground Cells a Search Activates in ``sid`` before any Intel chit (3.2.3): one per cube in a
    Rural space (or with a card's per-cube Search), one per 3 cubes elsewhere."""
    cubes = x.cubes(sid)
    return cubes if per_cube or x.kind(sid) == "rural" else cubes // 3


def search_note(x, sid, per_cube=False, moves=True):
    """Search (3.2.3) where no cube can move in and the cubes already there Activate no Cell. ``moves``: False
    when the card's Search moves no cube."""
    if moves and any(x.cubes(s) for s in x.adjacent(sid)):
        return None
    cubes = x.cubes(sid)
    most = cubes if x.held_intel() else search_reach(x, sid, per_cube)      # an Intel chit: one per cube
    if min(most, x.sp(sid)["cells_u"]) > 0:
        return None
    if not x.sp(sid)["cells_u"]:
        why = "no Underground Cell here, and no cube may move in"
    elif cubes == 0:
        why = "no cube here, and none may move in"
    else:
        why = "no cube may move in, and here it takes 3 cubes to Activate a Cell"
    return f"changes nothing: {why} (3.2.3)"


def recruit_note(x, sid):
    """Recruit (3.3.1) that would place no Cell here, and whether a Safe House could still follow: a few words
    that tell this space's case apart; why a Rural space without a Safe House takes no Cell is said once, in the
    question (``recruit_why``)."""
    sp = x.sp(sid)
    rural = not sp["safe"] and x.kind(sid) != "urban"
    if not rural and x.s["available"]["cells"]:
        return None
    if x.cells(sid) and x.can_place_safe_house(sid):
        return f"no Cell ({'no Safe House here' if rural else 'none Available'}); a Safe House may go here"
    no_cell = "no Safe House" if rural else "no Cell Available"
    if not x.cells(sid):
        return f"places nothing: {no_cell} or Cell here" if rural else f"places nothing: {no_cell}, no Cell here"
    if not x.s["available"]["safe"]:
        return f"places nothing: {no_cell} here or Available (1.4.4)" if rural else \
            f"places nothing: {no_cell} or Safe House Available (1.4.4)"
    return f"places nothing: {no_cell}, two Safe Houses here already (1.4.2)"


def recruit_why(x, sids):
    """The one sentence the Recruit question adds when a Rural space without a Safe House is on offer: why such
    a space takes no Cell, and when a Safe House may still go there (3.3.1); None otherwise."""
    if not any(x.kind(s) == "rural" and not x.sp(s)["safe"] for s in sids):
        return None
    return ("Recruit places Cells in a Rural space only where a Safe House stands, and a Safe House only where a "
            "Cell is (3.3.1).")
