"""Junta (Coup d'État sub-game): what each content file must look like, and the cross-file checks.

The rulebook (004_01115ac66c22c5c0.txt) has no section numbers and prints no city map, unit list or card
manifest, so most of this data is reconstructed; every record says
``provenance`` and ``basis``. The checks below hold the reconstruction to what the rulebook does fix: the five
Important Power Centers, Embassies, the Harbor with the Waterfront and Puerto del Sur beside it, the First
Army Brigade's base as a Marine landing place, the offices and what they control, the unit strengths and the
four Politics cards the Police may react to.
"""

from ...schema import Check, Enum, Int, ListOf, Record, Str, Text, problem_at
from ...schemas import learning_files

ID = r"[a-z][a-z0-9_]*"
PROVENANCE = Enum("rulebook", "reconstructed")

ROLE_IDS = ("presidente", "interior", "general_1", "general_2", "general_3", "admiral", "air_force")
SPACE_TYPES = ("power_center", "embassy", "palace", "barracks", "precinct", "harbor", "district")
KINDS = ("infantry", "armor", "police", "palace_guard", "paratroopers", "marines", "gunboat", "air_force",
         "helicopter", "crowd")
DICE = ("1", "1/2", "2-in-palace", "3", "6")
OFFBOARD_KINDS = ("paratroopers", "marines", "gunboat", "air_force")
WHERE_KEYWORDS = ("any_district", "any_space", "own_unit_space")
POWER_CENTERS = ("Presidential Palace", "Parliament", "Central Bank", "Train Station", "Radio Transmitter")
POLICE_REACTION_CARDS = ("Agitators", "Students", "Strikers", "Demonstrators")
HARBOR_NEIGHBOURS = ("Waterfront", "Puerto del Sur")
MAP_WIDTH, MAP_HEIGHT = 1000, 800


class Bool(Check):
    """``true`` or ``false`` (not the strings)."""

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, bool):
            self.fail(problems, parent, key, path, f"expected true or false, got {value!r}")


class Point(Check):
    """``[x, y]`` on the schematic map (0..1000 across, 0..800 down)."""

    def check(self, value, path, parent, key, problems):
        if (not isinstance(value, list) or len(value) != 2
                or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
            self.fail(problems, parent, key, path, f"expected [x, y] as two whole numbers, got {value!r}")
        elif not (0 <= value[0] <= MAP_WIDTH and 0 <= value[1] <= MAP_HEIGHT):
            self.fail(problems, parent, key, path, f"{value} lies outside the {MAP_WIDTH}x{MAP_HEIGHT} map")


class Either(Check):
    """A value that passes one of several checks (the first that passes wins; otherwise the first's complaint)."""

    def __init__(self, *choices, what):
        self.choices, self.what = choices, what

    def check(self, value, path, parent, key, problems):
        for choice in self.choices:
            trial = []
            choice.check(value, path, parent, key, trial)
            if not trial:
                return
        self.fail(problems, parent, key, path, f"expected {self.what}, got {value!r}")


JUNTA_GAME = Record({
    "id": Str(pattern=r"junta", what="the game id junta"),
    "title": Str(),
    "short_title": Str(),
    "publisher": Str(),
    "designer": Str(),
    "players": Str(pattern=r"\d(–\d)?", what="a player count such as 2 or 3–6 (an en dash)"),
    "roles": ListOf(Record({"id": Enum(*ROLE_IDS), "name": Str()}), min=len(ROLE_IDS), max=len(ROLE_IDS)),
    "summary": Text(),
    "rulebook": Str(),
})

JUNTA_SPACE = Record(
    {
        "id": Str(pattern=ID),
        "name": Str(),
        "type": Enum(*SPACE_TYPES),
        "adjacent": ListOf(Str(pattern=ID), min=1),
        "at": Point(),
        "provenance": PROVENANCE,
        "basis": Text(),
    },
    optional={
        "name_provenance": PROVENANCE,   # the rulebook names this space, though its place on our map is ours
        "power_center": Bool(),          # one of the five Important Power Centers
        "harbor_adjacent": Bool(),       # borders the Harbor: Marines may land here
        "marine_landing": Bool(),        # Marines may land here although it does not border the Harbor
        "water": Bool(),                 # open water: no land unit may enter
    },
)

JUNTA_MAP = Record({"spaces": ListOf(JUNTA_SPACE, min=20, max=30)})

_FIRE = Record({"times": Int(1, 6), "per": Enum("phase", "coup")})

JUNTA_KIND = Record(
    {
        "id": Enum(*KINDS),
        "name": Str(),
        "dice": Enum(*DICE),
        "moves": Int(0, 2),          # spaces per Coup phase; 0 for forces that strike from off the map
        "provenance": PROVENANCE,
        "basis": Text(),
    },
    optional={
        "lands": Enum("any_space", "harbor_or_marine_landing"),  # placed on the map once per coup, not a move
        "fire": _FIRE,               # how often an off-map force may strike
        "immune": Bool(),            # cannot be shot at
        "carries": Bool(),           # may take units of its own side along when it moves
    },
)

JUNTA_UNIT = Record(
    {
        "id": Str(pattern=ID),
        "name": Str(),
        "office": Enum(*ROLE_IDS),
        "kind": Enum(*KINDS),
        "dice": Enum(*DICE),
        "count": Int(1, 12),
        "start": Either(Str(pattern=ID), ListOf(Str(pattern=ID), min=1),
                        what="a space id, 'offboard', or a list of precinct ids"),
        "provenance": PROVENANCE,
        "basis": Text(),
    },
    optional={"start_if_budget": Str(pattern=ID)},
)

JUNTA_UNITS = Record({"kinds": ListOf(JUNTA_KIND, min=len(KINDS), max=len(KINDS)),
                      "units": ListOf(JUNTA_UNIT, min=1)})

JUNTA_CARD = Record({
    "id": Str(pattern=ID),
    "name": Str(),
    "brings": ListOf(Record({"kind": Enum(*KINDS), "count": Int(1, 6), "where": Str(pattern=ID)}), min=1),
    "who": Enum("any", *ROLE_IDS),
    "police_reaction": Bool(),
    "text": Text(),
    "provenance": PROVENANCE,
    "basis": Text(),
})

JUNTA_CARDS = Record({"cards": ListOf(JUNTA_CARD, min=1)})


def _records(doc, key):
    """The well-formed records (mappings with a string id) of ``doc[key]``; [] when the file is malformed."""
    items = doc.get(key) if isinstance(doc, dict) else None
    if not isinstance(items, list):
        return []
    return [r for r in items if isinstance(r, dict) and isinstance(r.get("id"), str)]


def _unique(records, what, problems):
    seen = set()
    for rec in records:
        if rec["id"] in seen:
            problem_at(problems, rec, "id", f"{what} id {rec['id']!r} appears twice")
        seen.add(rec["id"])


def _distances(by_id, start):
    """Moves from ``start`` to every land space reachable without crossing water."""
    dist, todo = {start: 0}, [start]
    while todo:
        here = todo.pop(0)
        for other in by_id[here].get("adjacent", []):
            if other in by_id and other not in dist and not by_id[other].get("water"):
                dist[other] = dist[here] + 1
                todo.append(other)
    return dist


def check_junta_map(doc, problems):
    """The city on its own: ids, adjacency (symmetric, connected over land), the named spaces and flags."""
    spaces = [s for s in _records(doc, "spaces") if isinstance(s.get("adjacent"), list)]
    node = doc.get("spaces") if isinstance(doc, dict) else doc
    _unique(spaces, "space", problems)
    by_id = {s["id"]: s for s in spaces}
    names = {s.get("name"): s for s in spaces}
    for s in spaces:
        for other in s["adjacent"]:
            if other == s["id"]:
                problem_at(problems, s, "adjacent", f"{s['id']} is adjacent to itself")
            elif other not in by_id:
                problem_at(problems, s, "adjacent", f"{s['id']}: unknown adjacent space {other!r}")
            elif s["id"] not in by_id[other]["adjacent"]:
                problem_at(problems, s, "adjacent", f"{s['id']} lists {other} as adjacent but not the other way round")
        if len(set(s["adjacent"])) != len(s["adjacent"]):
            problem_at(problems, s, "adjacent", f"{s['id']} lists a neighbour twice")
    points = {}
    for s in spaces:
        at = s.get("at")
        if isinstance(at, list) and tuple(at) in points:
            problem_at(problems, s, "at", f"{s['id']} sits on the same point as {points[tuple(at)]}")
        elif isinstance(at, list):
            points[tuple(at)] = s["id"]
    land = [s["id"] for s in spaces if not s.get("water")]
    if land:
        reached = _distances(by_id, land[0])
        cut = sorted(set(land) - set(reached))
        if cut:
            problem_at(problems, node, None, f"the city is not connected over land: {cut} cut off")
    # The five Important Power Centers, by name; the Palace is one of them.
    centers = [s for s in spaces if s.get("power_center") is True]
    if sorted(s.get("name") for s in centers) != sorted(POWER_CENTERS):
        problem_at(problems, node, None, f"the power centers must be exactly {', '.join(POWER_CENTERS)}; "
                                         f"marked: {sorted(str(s.get('name')) for s in centers)}")
    for s in spaces:
        is_center = s.get("power_center") is True
        if s.get("type") == "power_center" and not is_center:
            problem_at(problems, s, "type", f"{s['id']}: a space of type power_center needs power_center: true")
        if is_center and s.get("type") not in ("power_center", "palace"):
            problem_at(problems, s, "power_center", f"{s['id']}: only power_center or palace spaces can be power centers")
        if s.get("type") == "palace" and not (is_center and s.get("name") == "Presidential Palace"):
            problem_at(problems, s, "type", f"{s['id']}: the one palace is the Presidential Palace, a power center")
    palace = [s for s in spaces if s.get("type") == "palace"]
    if len(palace) != 1:
        problem_at(problems, node, None, f"the city has one Presidential Palace (type palace), found {len(palace)}")
    # Embassies, barracks, precincts.
    counts = {t: sum(1 for s in spaces if s.get("type") == t) for t in SPACE_TYPES}
    if counts["embassy"] < 2:
        problem_at(problems, node, None, f"at least two Embassies are needed, found {counts['embassy']}")
    if counts["barracks"] < 3:
        problem_at(problems, node, None, f"three brigade barracks are needed, found {counts['barracks']}")
    if counts["precinct"] < 2:
        problem_at(problems, node, None, f"several Police Precincts are needed, found {counts['precinct']}")
    # The Harbor and its shore.
    harbors = [s for s in spaces if s.get("type") == "harbor"]
    if len(harbors) != 1:
        problem_at(problems, node, None, f"the city has one Harbor, found {len(harbors)}")
    for s in spaces:
        if (s.get("type") == "harbor") != bool(s.get("water")):
            problem_at(problems, s, "type", f"{s['id']}: the Harbor, and only the Harbor, is water")
    shore = {o for h in harbors for o in h["adjacent"]}
    for s in spaces:
        if s.get("type") == "harbor":
            continue
        flagged = s.get("harbor_adjacent") is True
        if flagged != (s["id"] in shore):
            problem_at(problems, s, "adjacent" if not flagged else "harbor_adjacent",
                       f"{s['id']}: harbor_adjacent must be true exactly when the space borders the Harbor")
    for name in HARBOR_NEIGHBOURS:
        if name not in names or names[name].get("harbor_adjacent") is not True:
            problem_at(problems, node, None, f"{name} must be a space bordering the Harbor")
    landings = [s for s in spaces if s.get("marine_landing") is True]
    if len(landings) != 1 or landings[0].get("type") != "barracks" or landings[0]["id"] in shore:
        problem_at(problems, node, None, "exactly one space, the First Army Brigade's barracks away from the "
                                         "Harbor, carries marine_landing: true")
    # A coup worth playing: every power center 2 to 4 moves from every barracks.
    for b in (s for s in spaces if s.get("type") == "barracks"):
        dist = _distances(by_id, b["id"])
        for c in centers:
            d = dist.get(c["id"])
            if d is None or not 2 <= d <= 4:
                problem_at(problems, b, "adjacent", f"{c.get('name')} is {d} moves from {b['id']}; want 2 to 4")


def check_junta_units(doc, problems):
    """Kinds listed once each; every unit's dice agree with its kind."""
    kinds = _records(doc, "kinds")
    units = _records(doc, "units")
    _unique(kinds, "kind", problems)
    _unique(units, "unit", problems)
    dice = {k["id"]: k.get("dice") for k in kinds}
    for kind in KINDS:
        if kind not in dice:
            problem_at(problems, doc.get("kinds"), None, f"kind {kind!r} is not described")
    for u in units:
        if u.get("kind") in dice and u.get("dice") != dice[u["kind"]]:
            problem_at(problems, u, "dice", f"{u['id']}: dice {u.get('dice')!r} differ from its kind's "
                                            f"{dice[u['kind']]!r}")


def check_junta_cards(doc, problems):
    """Card ids and names unique; Police may react to exactly the four crowd cards the rulebook names."""
    cards = _records(doc, "cards")
    _unique(cards, "card", problems)
    names = [c.get("name") for c in cards]
    for name in set(names):
        if names.count(name) > 1:
            problem_at(problems, doc.get("cards"), None, f"card name {name!r} appears twice")
    for c in cards:
        if c.get("police_reaction") is not (c.get("name") in POLICE_REACTION_CARDS):
            problem_at(problems, c, "police_reaction",
                       f"{c['id']}: police_reaction is true for {', '.join(POLICE_REACTION_CARDS)} and only those")
    for name in POLICE_REACTION_CARDS + ("Helicopter",):
        if name not in names:
            problem_at(problems, doc.get("cards"), None, f"the {name} card is missing")
    for c in cards:
        if c.get("name") == "Helicopter" and not any(
                isinstance(b, dict) and b.get("kind") == "helicopter" for b in c.get("brings") or []):
            problem_at(problems, c, "brings", f"{c['id']}: the Helicopter card brings the helicopter")


def check_junta_game(files, problems):
    """Across files: offices, unit starts and card arrivals name real spaces; every office has its forces."""
    game, city, army, deck = (files.get(k) for k in ("game", "map", "units", "cards"))
    roles = _records(game, "roles")
    _unique(roles, "role", problems)
    if sorted(r["id"] for r in roles) != sorted(ROLE_IDS):
        problem_at(problems, game, "roles", f"Junta's offices are {', '.join(ROLE_IDS)}")
    spaces = {s["id"]: s for s in _records(city, "spaces")}
    kinds = {k["id"]: k for k in _records(army, "kinds")}
    units = _records(army, "units")

    def is_land(sid):
        return sid in spaces and not spaces[sid].get("water")

    for u in units:
        start, kind = u.get("start"), u.get("kind")
        offboard_kind = kind in OFFBOARD_KINDS
        if (start == "offboard") != offboard_kind:
            problem_at(problems, u, "start", f"{u['id']}: 'offboard' is the start of paratroopers, marines, the "
                                             f"gunboat and the air force, and of nothing else")
        if isinstance(start, list):
            if kind != "police":
                problem_at(problems, u, "start", f"{u['id']}: only the Police start spread over a list of precincts")
            for sid in start:
                if sid not in spaces or spaces[sid].get("type") != "precinct":
                    problem_at(problems, u, "start", f"{u['id']}: {sid!r} is not a Police Precinct")
            if len(set(start)) != len(start) or len(start) != u.get("count"):
                problem_at(problems, u, "start", f"{u['id']}: one unit to each listed precinct (count {u.get('count')},"
                                                 f" {len(start)} precincts)")
        elif isinstance(start, str) and start != "offboard" and not is_land(start):
            problem_at(problems, u, "start", f"{u['id']}: unknown start space {start!r}")
        if (kind == "police") != ("start_if_budget" in u):
            problem_at(problems, u, "start_if_budget", f"{u['id']}: start_if_budget belongs to the Police, always")
        elif "start_if_budget" in u and spaces.get(u["start_if_budget"], {}).get("name") != "Parliament":
            problem_at(problems, u, "start_if_budget", f"{u['id']}: with a budget passed the Police start in Parliament")
        start_type = spaces[start].get("type") if isinstance(start, str) and start in spaces else None
        if kind == "palace_guard" and start_type != "palace":
            problem_at(problems, u, "start", f"{u['id']}: the Palace Guard starts in the Presidential Palace")
        if kind in ("infantry", "armor"):
            if start_type != "barracks":
                problem_at(problems, u, "start", f"{u['id']}: an Army brigade starts in its barracks")
            elif (u.get("office") == "general_1") != (spaces[start].get("marine_landing") is True):
                problem_at(problems, u, "start", f"{u['id']}: the First Army Brigade, and only it, starts at the "
                                                 f"base marked marine_landing")
    # Who controls what at the start (the rulebook's division of forces).
    held = {}
    for u in units:
        held.setdefault(u.get("office"), set()).add(u.get("kind"))
    want = {"presidente": {"palace_guard"}, "interior": {"police"}, "admiral": {"gunboat", "marines"},
            "air_force": {"air_force", "paratroopers"}}
    for office in ROLE_IDS:
        need = want.get(office, {"infantry"})
        if not need <= held.get(office, set()):
            problem_at(problems, army, "units", f"{office} must start with {', '.join(sorted(need))}")
    barracks = {}
    for u in units:
        if str(u.get("office")).startswith("general_") and isinstance(u.get("start"), str):
            barracks.setdefault(u["office"], set()).add(u["start"])
    if len({frozenset(v) for v in barracks.values()}) != len(barracks) or any(len(v) != 1 for v in barracks.values()):
        problem_at(problems, army, "units", "each general's brigade starts together, in a barracks of its own")
    # Cards: who may play them, what they bring and where it appears.
    for c in _records(deck, "cards"):
        for b in c.get("brings") or []:
            if not isinstance(b, dict):
                continue
            where, kind = b.get("where"), b.get("kind")
            if where not in WHERE_KEYWORDS and not is_land(where):
                problem_at(problems, b, "where", f"{c['id']}: {where!r} is neither a space nor one of "
                                                 f"{', '.join(WHERE_KEYWORDS)}")
            elif where in spaces and spaces[where].get("type") == "embassy":
                problem_at(problems, b, "where", f"{c['id']}: new units do not appear in an Embassy")
            if kind in OFFBOARD_KINDS:
                problem_at(problems, b, "kind", f"{c['id']}: {kind} belong to an office, cards do not bring them")
            if kind not in kinds:
                problem_at(problems, b, "kind", f"{c['id']}: kind {kind!r} is not described in units.yaml")


FILES = {
    "game": (JUNTA_GAME, None),
    "map": (JUNTA_MAP, check_junta_map),
    "units": (JUNTA_UNITS, check_junta_units),
    "cards": (JUNTA_CARDS, check_junta_cards),
    **learning_files(),
}
CHECK = check_junta_game
