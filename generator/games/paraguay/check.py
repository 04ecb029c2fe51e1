"""Paraguay: the checks that hold the reconstructed content to what the rulebook fixes (each names its rule)."""

from collections import Counter

from ...schema import problem_at
from .schema import RIVERINE_TYPES, TURNS

_ODD = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0))
_EVEN = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1))
FORTRESSES = {"1432": "Humaitá", "1433": "Curupayty", "1434": "Itapirú", "1827": "Angostura", "2534": "Itapúa"}
FORTRESS_UNITS = {"H": "1432", "C": "1433", "Ipr": "1434", "A": "1827", "Ipu": "2534"}
FORTRESS_DRM = {"1432": -4, "1827": -3, "1433": -2, "1434": -2, "2534": -2}
NAMED = {  # hex: (name, nation, town, rule)
    "1826": ("Asunción", "paraguay", True, "4.2"), "2026": ("Cerro León", "paraguay", None, "10.3"),
    "1335": ("Corrientes", "argentina", True, "2.2"), "1541": ("Mercedes", "argentina", True, "4.2"),
    "1241": ("Goya", "argentina", True, "4.2"), "2044": ("Uruguayana", "brazil", True, "4.2"),
    "2622": ("Curupaity", "paraguay", True, "4.4"), "1918": ("Concepción", "paraguay", True, "4.4"),
    "1432": ("Humaitá", "paraguay", None, "3.4"), "1433": ("Curupayty", "paraguay", None, "3.4"),
    "1434": ("Itapirú", "paraguay", None, "7.8"), "1827": ("Angostura", "paraguay", None, "13.16"),
    "2534": ("Itapúa", "paraguay", None, "2.2"),
}
SUPPLY = {"allied": {"1042", "1943", "3244"}, "paraguayan": {"1432", "1826", "2026"}}
SUDDEN_DEATH = ["1826", "1335", "1241", "1541", "2044"]
VP_HEXES = ["1826", "2622", "1918"]
CHACO_SAMPLES = ("1021", "1622", "1825", "1919")
PARANA_SOUTH = ["1237", "1238", "1138", "1139", "1140", "1141", "1042"]
NAMES_27 = {  # 2.7: (nation, riverine?) -> abbreviations
    ("paraguay", False): ["A", "40A", "AC", "AV", "C", "Con", "H", "Ipr", "Ipu", "S"],
    ("paraguay", True): ["I", "Ip", "J", "M", "P", "T", "Te"],
    ("argentina", False): ["B", "CA", "CP", "EP", "GN", "LM", "LV", "PL", "SM"],
    ("argentina", True): ["GN", "P", "T"],
    ("brazil", False): ["Bh", "BZ", "C", "F", "GN", "Go", "MG", "Mi", "Pa", "Pe", "Pi", "PZ", "RG", "Se", "SP"],
    ("brazil", True): ["A", "Ar", "B", "Be", "Br", "Bs", "Cb", "Ce", "H", "I", "Ig", "J", "LB", "M", "MB", "N", "P",
                       "Pr", "R", "RG", "Rj", "S", "Ta", "Tc", "VdO", "Yg", "Yp"],
    ("uruguay", False): ["24A", "CS", "FL", "GV", "IA", "Li"],
}
ARTILLERY = ("field_artillery", "siege_artillery", "rocket_artillery")


def _step(h, k):
    c, r = int(h[:2]), int(h[2:])
    dc, dr = (_ODD if c % 2 else _EVEN)[k]
    return f"{c + dc:02d}{r + dr:02d}"


def _cube(h):
    c, r = int(h[:2]), int(h[2:])
    z = r - (c - (c & 1)) // 2
    return c, -c - z, z


def distance(a, b):
    """Hexes between two ids under the odd-columns-lower convention."""
    return max(abs(x - y) for x, y in zip(_cube(a), _cube(b)))


class _Geo:
    """The map as the checks see it: hexes, neighbours and what lies on each hexside."""

    def __init__(self, doc):
        self.recs = {h["id"]: h for h in doc["hexes"]}
        self.nb = {h: [n for n in (_step(h, k) for k in range(6)) if n in self.recs] for h in self.recs}
        self.sides = {}
        self.river = set()
        for rv in doc["navigable_rivers"]:
            self.river.update(rv["hexes"])
            for a, b in zip(rv["hexes"], rv["hexes"][1:]):
                self.mark(a, b, "river")
        self.minor = {}
        for rv in doc["minor_rivers"]:
            for key in rv["hexsides"]:
                a, b = key.split("-")
                self.mark(a, b, "minor_river")
                self.minor.setdefault(rv["id"], set()).add(key)
        self.net = set(self.river)
        for path in list(doc["roads"]) + [doc["railroad"]]:
            what = "railroad" if path is doc["railroad"] else "road"
            for a, b in zip(path["hexes"], path["hexes"][1:]):
                self.mark(a, b, what)
            self.net.update(path["hexes"])

    def mark(self, a, b, what):
        self.sides.setdefault(min(a, b) + "-" + max(a, b), set()).add(what)

    def has(self, a, b, what):
        return what in self.sides.get(min(a, b) + "-" + max(a, b), ())

    def edge(self, h):
        return len(self.nb[h]) < 6

    def component(self, start, ok, cross=lambda a, b: True):
        seen, todo = {start}, [start]
        while todo:
            h = todo.pop()
            for n in self.nb[h]:
                if n not in seen and ok(n) and cross(h, n):
                    seen.add(n)
                    todo.append(n)
        return seen


def _path_ok(geo, path, what, problems, node):
    """Every hex of a path is on the map and each touches the next."""
    good = True
    for h in path["hexes"]:
        if h not in geo.recs:
            problem_at(problems, path, "hexes", f"{what} {path['id']}: {h} is not a hex of the map")
            good = False
    for a, b in zip(path["hexes"], path["hexes"][1:]):
        if a in geo.recs and b not in geo.nb[a]:
            problem_at(problems, path, "hexes", f"{what} {path['id']}: {a} and {b} are not adjacent")
            good = False
    return good


def check_map(doc, problems):
    """The map against every hex number and geometric fact the rules state."""
    recs = doc["hexes"]
    ids = Counter(h["id"] for h in recs)
    for h in recs:
        if ids[h["id"]] > 1:
            problem_at(problems, h, "id", f"hex {h['id']} appears {ids[h['id']]} times")
        c = int(h["id"][:2])
        if not doc["grid"]["first_column"] <= c <= doc["grid"]["last_column"]:
            problem_at(problems, h, "id", f"hex {h['id']} lies outside columns {doc['grid']['first_column']}-"
                                          f"{doc['grid']['last_column']} (grid)")
        if h.get("enclave") and h["nation"] != "brazil":
            problem_at(problems, h, "enclave", f"{h['id']}: only Brazilian hexes form enclaves (3.3)")
        if h["provenance"] == "reconstructed" and "basis" not in h:
            problem_at(problems, h, None, f"{h['id']}: a reconstructed hex needs a basis")
    geo = _Geo(doc)
    paths_ok = all([_path_ok(geo, p, "river", problems, doc) for p in doc["navigable_rivers"]]
                   + [_path_ok(geo, p, "road", problems, doc) for p in doc["roads"]]
                   + [_path_ok(geo, doc["railroad"], "railroad", problems, doc)])
    for rv in doc["minor_rivers"]:
        for key in rv["hexsides"]:
            a, b = key.split("-")
            if a >= b:
                problem_at(problems, rv, "hexsides", f"minor river {rv['id']}: write hexside {key} lower id first")
            if a not in geo.recs or b not in geo.recs or b not in geo.nb[a]:
                problem_at(problems, rv, "hexsides", f"minor river {rv['id']}: {key} is not a hexside of the map")
            elif geo.has(a, b, "river"):
                problem_at(problems, rv, "hexsides", f"minor river {rv['id']}: {key} is a navigable river hexside")
    if set(geo.recs) != geo.component(min(geo.recs), lambda n: True):
        problem_at(problems, recs, None, "the map is not one connected piece")
    _named(doc, geo, problems)
    if paths_ok:
        _rivers(doc, geo, problems)
        _supply_examples(doc, geo, problems)
    _chaco(doc, geo, problems)
    _edges(doc, geo, problems)
    _ranges(doc, geo, problems)


def _named(doc, geo, problems):
    recs, where = geo.recs, doc["hexes"]
    for h, (name, nation, town, rule) in NAMED.items():
        rec = recs.get(h)
        if rec is None:
            problem_at(problems, where, None, f"{h} ({name}) is missing from the map ({rule})")
            continue
        if rec.get("name") != name:
            problem_at(problems, rec, "name", f"{h} is {name} ({rule}), not {rec.get('name')!r}")
        if rec["nation"] != nation:
            problem_at(problems, rec, "nation", f"{h} ({name}) lies in {nation} ({rule}, 3.6), not {rec['nation']}")
        if town and not rec.get("town"):
            problem_at(problems, rec, None, f"{h} ({name}) is a town ({rule}): add town: true")
    for h, rec in recs.items():
        if bool(rec.get("fortress")) != (h in FORTRESSES):
            problem_at(problems, rec, "fortress" if rec.get("fortress") else None,
                       f"{h}: the fortresses are exactly {', '.join(sorted(FORTRESSES))} (3.4, 7.8)")
        for side, want in SUPPLY.items():
            if (rec.get("supply") == side) != (h in want):
                problem_at(problems, rec, "supply", f"{h}: the {side} supply sources are exactly "
                                                    f"{', '.join(sorted(want))} (7.12, 7.13)")
        if bool(rec.get("depot")) != (h in ("1335", "1541")):
            problem_at(problems, rec, "depot", f"{h}: the depot towns are 1335 and 1541 only (7.9)")
    for h in SUPPLY["allied"]:
        if h in recs and not geo.edge(h):
            problem_at(problems, recs[h], "supply", f"{h}: Allied supply sources are board-edge hexes (9.2)")
    obj = doc["objectives"]
    if sorted(obj["sudden_death"]["hexes"]) != sorted(SUDDEN_DEATH):
        problem_at(problems, obj, "sudden_death", f"the sudden-death hexes are {', '.join(SUDDEN_DEATH)} (4.2)")
    if sorted(obj["victory_points"]["hexes"]) != sorted(VP_HEXES):
        problem_at(problems, obj, "victory_points", f"the end-of-game VP hexes are {', '.join(VP_HEXES)} (4.4)")
    for h in sorted(set(obj["victory_points"].get("names") or ()) - set(obj["victory_points"]["hexes"])):
        problem_at(problems, obj["victory_points"], "names", f"{h} is not an end-of-game VP hex: it needs no name (4.4)")


def _rivers(doc, geo, problems):
    recs, where = geo.recs, doc["hexes"]
    for h in sorted(geo.river):
        if recs[h]["terrain"] != "clear":
            problem_at(problems, recs[h], "terrain", f"{h}: a navigable river hex is its own terrain (11.9, 11.14):"
                                                     " write terrain clear")
    for h in FORTRESSES:
        if h != "2534" and h not in geo.river:
            problem_at(problems, recs.get(h, where), None, f"{h}: the river fortresses stand on the navigable river")
    for a, b in (("1432", "1433"), ("1433", "1434")):
        if not geo.has(a, b, "river"):
            problem_at(problems, where, None, f"the river must run from {a} to {b} (Humaitá, Curupayty, Itapirú; 3.4)")
    if "1533" not in geo.nb.get("1433", []) or "1533" not in geo.river:
        problem_at(problems, where, None, "1433 and 1533 must be adjacent navigable river hexes (12.2)")
    elif geo.has("1433", "1533", "river"):
        problem_at(problems, where, None, "the river must not cross the 1433-1533 hexside (12.2)")
    for a, b in zip(PARANA_SOUTH, PARANA_SOUTH[1:]):
        if not geo.has(a, b, "river"):
            problem_at(problems, where, None, f"the Paraná must run {a} to {b} (3.3: 1237 & South down to 1042)")
    for h in PARANA_SOUTH:
        if h in recs and recs[h]["nation"] != "argentina":
            problem_at(problems, recs[h], "nation", f"{h}: the Paraná below 1237 flows through Argentina (3.3)")
    reach = geo.component("1042", lambda n: n in geo.river, lambda a, b: geo.has(a, b, "river"))
    for h in sorted(geo.river - reach):
        problem_at(problems, recs[h], None, f"{h}: every navigable river hex must be reachable by water from 1042, "
                                            "where riverine units enter (9.2)")
    rail = doc["railroad"]["hexes"]
    if len(rail) != 5 or rail[0] != "1826" or rail[-1] != "2027":
        problem_at(problems, doc["railroad"], "hexes", "the railroad is five hexes from 1826 to 2027 (11.18)")
    for h in rail:
        if h in recs and recs[h]["nation"] != "paraguay":
            problem_at(problems, doc["railroad"], "hexes", f"railroad hex {h} must be in Paraguay (11.18)")


def _supply_examples(doc, geo, problems):
    where = doc["hexes"]
    road = lambda a, b: geo.has(a, b, "road") or geo.has(a, b, "railroad")
    if "1432" not in geo.component("1730", lambda n: True, road):
        problem_at(problems, where, None, "7.5: a road must lead from 1730 to 1432")
    if "1730" not in geo.nb.get("1830", []):
        problem_at(problems, where, None, "7.5: 1830 must be next to 1730")
    for side, want in SUPPLY.items():
        for h in sorted(want - geo.net):
            problem_at(problems, geo.recs.get(h, where), None, f"{h}: a {side} supply source must lie on a road, "
                                                               "railroad or navigable river (7.5)")
    on_net = geo.component("1432", lambda n: n in geo.net) if "1432" in geo.net else set()
    for h in ("1826", "2026"):
        if h not in on_net:
            problem_at(problems, geo.recs.get(h, where), None, f"10.7: a supply path must be able to join Humaitá "
                                                               f"(1432) to {h}")
    bad = [h for h in ["2030"] + geo.nb.get("2030", []) if h in geo.net]
    if bad:
        problem_at(problems, where, None, f"7.5: 2030 must be off every supply path, but {', '.join(bad)} "
                                          "carries a road, railroad or navigable river")


def _chaco(doc, geo, problems):
    recs, where = geo.recs, doc["hexes"]
    for h in CHACO_SAMPLES:
        if h not in recs or not recs[h].get("chaco"):
            problem_at(problems, recs.get(h, where), None, f"{h} is a Chaco hex (7.10): add chaco: true")
    if "1021" not in recs:
        return
    bound = geo.minor.get("pilcomayo", set()) | geo.minor.get("paraguay", set())
    if not geo.minor.get("pilcomayo") or not geo.minor.get("paraguay"):
        problem_at(problems, doc["minor_rivers"], None, "7.10 needs minor rivers with ids pilcomayo and paraguay")
    fill = geo.component("1021", lambda n: True, lambda a, b: min(a, b) + "-" + max(a, b) not in bound)
    for h, rec in recs.items():
        if bool(rec.get("chaco")) != (h in fill):
            problem_at(problems, rec, "chaco" if rec.get("chaco") else None,
                       f"{h}: the Chaco is what the Pilcomayo and the upper Paraguay enclose around 1021 (7.10); "
                       f"this hex is {'inside' if h in fill else 'outside'}")
        if rec.get("chaco") and h in geo.river:
            problem_at(problems, rec, "chaco", f"{h}: the Chaco lies west of the river, not on it (7.10)")


def _edges(doc, geo, problems):
    recs, where = geo.recs, doc["hexes"]
    mg = sorted(h for h, r in recs.items() if r.get("edge") == "matto_grosso")
    if not mg or mg[0] != "2819" or mg[-1] != "3226":
        problem_at(problems, where, None, "the Matto Grosso edge runs from 2819 to 3226 (8.2)")
    for h in mg:
        if not geo.edge(h):
            problem_at(problems, recs[h], "edge", f"{h}: Matto Grosso entry hexes are on the map edge (8.2)")
    if mg and geo.component(mg[0], lambda n: n in mg) != set(mg):
        problem_at(problems, where, None, "the Matto Grosso edge hexes must form one unbroken line (8.2)")
    brazil = {h for h, r in recs.items() if r["nation"] == "brazil"}
    main = set()
    for h in sorted(brazil):
        comp = geo.component(h, lambda n: n in brazil)
        if len(comp) > len(main):
            main = comp
    for h in sorted(brazil):
        if bool(recs[h].get("enclave")) == (h in main):
            problem_at(problems, recs[h], "enclave" if recs[h].get("enclave") else None,
                       f"{h}: Brazilian hexes outside the main body are the enclaves, and only those (3.3)")
    for kind in ("northeast", "east"):
        body = [h for h in brazil if recs[h].get("enclave") == kind]
        if not body or not any(geo.edge(h) for h in body):
            problem_at(problems, where, None, f"3.3 names a Brazilian enclave on the {kind} edge of the map")
    if "2440" in recs and recs["2440"]["nation"] != "brazil":
        problem_at(problems, recs["2440"], "nation", "2440 is in Brazil (3.3: 2440-3 Brazil)")
    uru = geo.minor.get("uruguay", set())
    for h in sorted(main):
        for n in geo.nb[h]:
            if recs[n]["nation"] == "argentina" and min(h, n) + "-" + max(h, n) not in uru:
                problem_at(problems, recs[h], None, f"{h}-{n}: the Uruguay River separates Argentina from the main "
                                                    "body of Brazil (3.3)")


def _ranges(doc, geo, problems):
    where = doc["hexes"]
    for h in ("1541", "1328", "2037"):
        if h not in geo.recs or distance("1335", h) != 7 or geo.recs[h]["nation"] != "argentina":
            problem_at(problems, geo.recs.get(h, where), None, f"{h} must be an Argentine hex seven hexes from 1335 (3.3)")
    if not {"1428", "1429"} <= set(geo.nb.get("1328", [])):
        problem_at(problems, where, None, "1328 must touch 1428 and 1429 (13.4)")
