"""Paraguay: checks on the counters, the setup groups and schedule, the tables, and across files."""

from collections import Counter

from ...schema import problem_at
from .check import FORTRESS_DRM, FORTRESS_UNITS, NAMES_27, ARTILLERY, PARANA_SOUTH, distance
from .schema import RIVERINE_TYPES, TURNS

CRT_COLUMNS = ["1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1"]
TERRAIN_RULES = {"clear": 1, "forest": 2, "rough": 2, "marsh": 2, "river": 2}


def _riverine(u):
    return u["type"] in RIVERINE_TYPES


def _named_as(name, abbr):
    """Does a counter showing ``name`` carry 2.7's abbreviation ``abbr`` (alone, numbered, or T1/T2)?"""
    if name == abbr:
        return True
    head = name[: len(name) - len(abbr)]
    return (name.endswith(abbr) and head.isdigit()) or (name.startswith(abbr) and name[len(abbr):].isdigit()
                                                         and abbr == "T")


def check_counters(doc, problems):
    """The unit manifest against 2.4-2.12, 3.3-3.5, 8.2, 8.3 and 12.6."""
    units = doc["units"]
    ids = Counter(u["id"] for u in units)
    for u in units:
        a, d, m = u["strength"]
        if ids[u["id"]] > 1:
            problem_at(problems, u, "id", f"unit id {u['id']} appears {ids[u['id']]} times")
        if d < 1:
            problem_at(problems, u, "strength", f"{u['id']}: every unit defends with at least 1 factor (13.9)")
        if m == 0 and u["type"] not in ("fortress", "armed_raft"):
            problem_at(problems, u, "strength", f"{u['id']}: only fortresses and armed rafts have no movement (11.3)")
        if _riverine(u) and "size" in u:
            problem_at(problems, u, "size", f"{u['id']}: riverine units have no size symbol (2.8)")
        if not _riverine(u) and u["type"] not in ("supply", "fortress") and "size" not in u:
            problem_at(problems, u, None, f"{u['id']}: ground combat units show a size symbol (2.8)")
        if u.get("gn") and (_riverine(u) or u["nation"] not in ("argentina", "brazil")):
            problem_at(problems, u, "gn", f"{u['id']}: only Argentine and Brazilian ground units are GN (7.14)")
        if not _riverine(u) and u["name"].endswith("GN") and not u.get("gn"):
            problem_at(problems, u, "name", f"{u['id']}: a ground unit named GN belongs to the Guardia Nacional")
        if u["nation"] == "uruguay" and (_riverine(u) or u["setup"] != "II 2044"):
            problem_at(problems, u, "setup", f"{u['id']}: Uruguayan units are ground reinforcements for Turn II at "
                                             "2044 (2.7, 3.2)")
        if u["provenance"] == "reconstructed" and "basis" not in u:
            problem_at(problems, u, None, f"{u['id']}: a reconstructed unit needs a basis")
    for (nation, river), names in NAMES_27.items():
        have = [u["name"] for u in units if u["nation"] == nation and _riverine(u) == river]
        for abbr in names:
            if not any(_named_as(n, abbr) for n in have):
                problem_at(problems, units, None, f"2.7 names the {nation} {'riverine' if river else 'ground'} "
                                                  f"unit {abbr}, which no counter shows")
    py = [u for u in units if u["nation"] == "paraguay"]
    forts = {u["name"]: u for u in py if u["type"] == "fortress"}
    if sorted(forts) != sorted(FORTRESS_UNITS):
        problem_at(problems, units, None, f"Paraguay has five fortress units {', '.join(FORTRESS_UNITS)} (3.4)")
    for name, u in forts.items():
        if FORTRESS_UNITS.get(name) != u["setup"] or u["strength"][2] != 0:
            problem_at(problems, u, "setup", f"{u['id']}: fortress {name} starts in {FORTRESS_UNITS.get(name)} and "
                                             "never moves (3.4, 3.5)")
    river_py = [u for u in py if _riverine(u)]
    if len(river_py) != 11 or any(u["setup"] != "1432" for u in river_py):
        problem_at(problems, units, None, "Paraguay has 11 riverine units, all set up at 1432 (3.4)")
    rafts = [u for u in units if u["type"] == "armed_raft"]
    if len(rafts) != 3 or any(u["nation"] != "paraguay" or list(u["strength"]) != [2, 1, 0] for u in rafts):
        problem_at(problems, units, None, "there are three Paraguayan armed rafts, each 2-1-0 (12.6)")
    groups = Counter(u["setup"] for u in units)

    def group(code, want, test, what):
        members = [u for u in units if u["setup"] == code]
        if len(members) != want or not all(test(u) for u in members):
            problem_at(problems, units, None, f"setup group {code!r} holds {want} {what} (3.3), found {len(members)}")
    group("1335-7", 4, lambda u: u["nation"] == "argentina" and u.get("gn") and u["type"] == "cavalry"
          and u.get("size") == "XX", "Argentine GN cavalry divisions")
    group("2440-3 Brazil", 7, lambda u: u["nation"] == "brazil" and not _riverine(u), "Brazilian ground units")
    group("1237 & South", 13, lambda u: u["nation"] in ("argentina", "brazil"), "Brazilian and Argentine units")
    group("Any Brazil", 4, lambda u: u["nation"] == "brazil" and u.get("gn") and u["type"] == "cavalry"
          and u.get("size") == "XX", "Brazilian GN cavalry divisions")
    for nation in ("brazil", "paraguay"):
        have = [u for u in units if u["setup"] == "Available" and u["nation"] == nation]
        if len(have) != 2 or any(u["type"] != "supply" for u in have):
            problem_at(problems, units, None, f"two {nation} supply units are 'Available' (3.3, 3.4, 10.5)")
    if any(u["setup"] == "Available" and u["nation"] not in ("brazil", "paraguay") for u in units):
        problem_at(problems, units, None, "only Brazilian and Paraguayan supply units are 'Available' (3.3, 3.4)")
    mg = [u for u in units if u["nation"] == "brazil" and u["setup"] == "I" and u["type"] == "infantry"]
    if len(mg) < 2:
        problem_at(problems, units, None, "8.2 needs at least two Brazilian infantry units arriving on Turn I")
    arg = [u for u in units if u["nation"] == "argentina" and not u.get("gn")]
    if sum(u["type"] == "infantry" for u in arg) < 6 or \
            sum(u["type"] in ("cavalry",) + ARTILLERY for u in arg) < 4:
        problem_at(problems, units, None, "8.3 needs six non-GN Argentine infantry and four non-GN Argentine "
                                          "cavalry or artillery units")
    markers = doc["markers"]
    total = len(units) + sum(m["count"] for m in markers)
    if total != doc["unit_counters"] or doc["unit_counters"] != 273:
        problem_at(problems, doc, "unit_counters", f"2.4: 273 unit-counters; units and markers here make {total}")
    subs = {m.get("side"): m["count"] for m in markers if m["kind"] == "substitute"}
    if subs.get("allied") != 9:
        problem_at(problems, markers, None, "the Allies have nine substitute counters (3.3)")
    for side in ("allied", "paraguayan"):
        if subs.get(side) != doc["holding_boxes"][side]:
            problem_at(problems, doc["holding_boxes"], side, f"one {side} holding box per substitute counter (3.5)")
    if not any(m["kind"] == "no_depot" and m["count"] == 2 for m in markers):
        problem_at(problems, markers, None, "two No Depot markers, one per depot town (7.9)")
    del groups


def check_tables(doc, problems):
    """The tables against the values the rules print (13.28, 7.2) and state (11.10-11.19, 12.3, 13.16)."""
    crt = doc["crt"]
    nrows = crt["roll_max"] - crt["roll_min"] + 1
    if list(crt["columns"]) != CRT_COLUMNS:
        problem_at(problems, crt, "columns", f"the CRT columns run {', '.join(CRT_COLUMNS)} (13.12)")
    if len(crt["rows"]) != nrows or any(len(r) != len(crt["columns"]) for r in crt["rows"]):
        problem_at(problems, crt, "rows", f"the CRT needs {nrows} rows of {len(crt['columns'])} results")
        return
    cells = [[tuple(int(x) for x in c.split("/")) for c in row] for row in crt["rows"]]
    for p in crt["printed"]:
        got = crt["rows"][p["roll"] - crt["roll_min"]][crt["columns"].index(p["column"])] \
            if p["column"] in crt["columns"] and crt["roll_min"] <= p["roll"] <= crt["roll_max"] else None
        if got != p["result"]:
            problem_at(problems, p, "result", f"CRT {p['column']} roll {p['roll']} reads {got}, the rulebook prints "
                                              f"{p['result']} ({p['rule']})")
    if not any(p["column"] == "6:1" and p["roll"] == 5 and p["result"] == "1/11" for p in crt["printed"]):
        problem_at(problems, crt, "printed", "keep 13.28's printed result: 6:1, roll 5 -> 1/11")
    for i, row in enumerate(cells):
        for k, (a, d) in enumerate(row):
            if (k and (d < row[k - 1][1] or a > row[k - 1][0])) or (i and (d < cells[i - 1][k][1] or a > cells[i - 1][k][0])):
                problem_at(problems, crt["rows"], None, f"CRT roll {crt['roll_min'] + i}, {crt['columns'][k]}: better "
                                                       "odds or a higher roll must never cost the attacker more or the "
                                                       "defender less")
    att = doc["attrition"]
    rows = att["rows"]
    if len(rows) != att["roll_max"] - att["roll_min"] + 1 or any(len(r) != att["max_units"] for r in rows):
        problem_at(problems, att, "rows", "the Attrition Table needs one row per roll and one column per unit count")
        return
    if att["roll_min"] != 0 or att["roll_max"] != 14 or att["max_units"] < 26:
        problem_at(problems, att, None, "attrition rolls clamp to 0-14 (7.3) and a hex may hold 26 units (6.1)")
    for p in att["printed"]:
        got = rows[p["roll"] - att["roll_min"]][p["units"] - 1] if p["units"] <= att["max_units"] else None
        if got != p["losses"]:
            problem_at(problems, p, "losses", f"attrition {p['units']} units roll {p['roll']} reads {got}, the "
                                              f"rulebook prints {p['losses']} ({p['rule']})")
    if not any(p["units"] == 17 and p["roll"] == 5 and p["losses"] == 7 for p in att["printed"]):
        problem_at(problems, att, "printed", "keep 7.2's printed result: 17 units, roll 5 -> 7")
    for i, row in enumerate(rows):
        for n, loss in enumerate(row, 1):
            if loss > n or (n > 1 and loss < row[n - 2]) or (i and loss > rows[i - 1][n - 1]):
                problem_at(problems, att["rows"], None, f"attrition roll {i}, {n} units: losses must not exceed the "
                                                       "units, shrink as the stack grows or grow as the roll rises")
    guns = doc["run_the_guns"]["losses"]
    if any(b > a for a, b in zip(guns, guns[1:])):
        problem_at(problems, doc["run_the_guns"], "losses", "Run the Guns losses must not grow with the roll")
    if dict(doc["fortress_drm"]["hexes"]) != FORTRESS_DRM:
        problem_at(problems, doc["fortress_drm"], "hexes", "13.16: Humaitá 1432 -4, Angostura 1827 -3, the others -2")
    tc = doc["terrain_costs"]
    if dict(tc["enter"]) != TERRAIN_RULES or dict(tc["minor_river"]) != {"early": 1, "late": 2} or tc["road"] != 1 \
            or tc["railroad"] != 1 or tc["railroad_free"] != 0 or tc["embark"] != 3 \
            or dict(tc["riverine"]) != {"enter": 1, "allied_in_paraguay": 2}:
        problem_at(problems, tc, None, "terrain costs are fixed by 11.10-11.18, 12.3 and 12.4: clear 1, forest, "
                                       "rough, marsh and river 2, minor river +1/+2, road 1, railroad free, embark 3")
    elif tc["enter"]["rough"] + tc["minor_river"]["early"] != 3:
        problem_at(problems, tc, None, "11.19: rough across a minor river early in the year costs 3 MP")
    if list(doc["seasons"]["late_year_turns"]) != [2, 4, 6, 8]:
        problem_at(problems, doc["seasons"], "late_year_turns", "late-year turns are the even ones (7.6)")


def check_reinforcements(doc, problems):
    """The turn track and entry rules (5.2, 7.6, 9.2, 10.3, 10.7)."""
    for i, t in enumerate(doc["turns"], 1):
        if t["id"] != TURNS[i - 1] or t["number"] != i or t["season"] != ("late" if i % 2 == 0 else "early"):
            problem_at(problems, t, None, f"turn {i} is {TURNS[i - 1]}, {'late' if i % 2 == 0 else 'early'}-year (7.6)")
    e = doc["entry"]
    for key, want, rule in (("allied", ["1042", "1943", "3244"], "9.2"), ("allied_riverine", ["1042"], "9.2"),
                            ("uruguayan", ["2044"], "9.2"), ("paraguayan", ["1826", "2026", "1432"], "10.7"),
                            ("paraguayan_path", ["1432"], "10.7")):
        if list(e[key]) != want:
            problem_at(problems, e, key, f"{key} entry is {', '.join(want)} ({rule})")
    mg = e["matto_grosso_edge"]
    if (mg["first"], mg["last"]) != ("2819", "3226"):
        problem_at(problems, mg, None, "the Matto Grosso edge runs 2819-3226 (8.2)")
    r = doc["replacements"]
    if dict(r["steps"]) != {"paraguay": 2, "argentina": 2, "brazil": 4, "uruguay": 0} or r["first_turn"] != "II":
        problem_at(problems, r, "steps", "10.3: from Turn II Paraguay 2, Argentina 2, Brazil 4, Uruguay none")
    if list(r["paraguayan_towns"]) != ["1826", "2026"]:
        problem_at(problems, r, "paraguayan_towns", "10.3: the Paraguayan rate falls with Asunción (1826) and Cerro "
                                                    "León (2026)")
    if doc["stacking"]["limit"] != 26:
        problem_at(problems, doc["stacking"], "limit", "the stacking limit is 26 units (6.1)")
    # the engine sets up "1237 & South" on the hexes of the one group of kind river (HexMap.river_setup)
    rivers = [g for g in doc["setup_groups"] if g["kind"] == "river"]
    for g in doc["setup_groups"]:
        if g["id"] == "1237 & South" and g["kind"] != "river":
            problem_at(problems, g, "kind", "1237 & South is the river setup group: kind river (3.3)")
        elif g["kind"] == "river" and (g["id"] != "1237 & South" or g is not rivers[0]):
            problem_at(problems, g, "kind", f"setup group '{g['id']}': the one river setup group is 1237 & South "
                                            "(3.3)")
        if g["id"] == "1237 & South" and list(g.get("hexes", [])) != PARANA_SOUTH:
            problem_at(problems, g, "hexes", f"1237 & South is the Paraná from 1237 down to 1042 (3.3)")


def check_game(files, problems):
    """Across files: setup codes, group sizes, the schedule, hex references and bases."""
    units, groups = files["counters"]["units"], files["reinforcements"]["setup_groups"]
    hexes = {h["id"]: h for h in files["map"]["hexes"]}
    by_code = {g["id"]: g for g in groups}
    count = Counter(u["setup"] for u in units)
    for u in units:
        if u["setup"] not in by_code:
            problem_at(problems, u, "setup", f"{u['id']}: setup code {u['setup']!r} is not in reinforcements.yaml")
    for g in groups:
        if count[g["id"]] != g["count"]:
            problem_at(problems, g, "count", f"setup group {g['id']!r}: {count[g['id']]} counters carry it, not {g['count']}")
        for h in [g.get("hex"), g.get("entry")] + list(g.get("hexes", [])):
            if h and h not in hexes:
                problem_at(problems, g, None, f"setup group {g['id']!r}: {h} is not on the map")
        if g["kind"] == "range" and g.get("hex") in hexes:
            room = [h for h in hexes if hexes[h]["nation"] == g["nation"] and distance(g["hex"], h) <= g["range"]]
            if not room:
                problem_at(problems, g, None, f"setup group {g['id']!r}: no {g['nation']} hex within range (3.3)")
        if g["kind"] == "reinforcement" and g["id"].split()[0] != g.get("turn"):
            problem_at(problems, g, "turn", f"setup group {g['id']!r} arrives on Turn {g['id'].split()[0]}")
    sched = Counter()
    for u in units:
        if u["setup"].split()[0] in TURNS:
            sched[(u["setup"].split()[0], u["nation"])] += 1
    listed = Counter()
    for row in files["reinforcements"]["schedule"]:
        for nation in ("argentina", "brazil", "uruguay"):
            listed[(row["turn"], nation)] += row.get(nation, 0)
            if row.get(nation, 0) != sched[(row["turn"], nation)]:
                problem_at(problems, row, None, f"Turn {row['turn']}: {sched[(row['turn'], nation)]} {nation} "
                                                f"reinforcements in counters.yaml, {row.get(nation, 0)} here")
    for key, n in sorted(sched.items()):
        if listed[key] == 0 and n:
            problem_at(problems, files["reinforcements"]["schedule"], None,
                       f"Turn {key[0]}: {n} {key[1]} reinforcements are missing from the schedule")
    forts = {h for h, r in hexes.items() if r.get("fortress")}
    if set(files["tables"]["fortress_drm"]["hexes"]) != forts:
        problem_at(problems, files["tables"]["fortress_drm"], "hexes", "a fortress DRM for every map fortress (13.16)")
    entry = files["reinforcements"]["entry"]
    if sorted(entry["allied"]) != sorted(h for h, r in hexes.items() if r.get("supply") == "allied"):
        problem_at(problems, entry, "allied", "Allied reinforcements enter at the Allied supply sources (9.2)")
    bases = {b["id"] for b in files["bases"]["bases"]}
    for stem in ("map", "counters", "tables"):
        _bases(files[stem], bases, stem, problems)


def _bases(node, bases, stem, problems):
    if isinstance(node, dict):
        if "basis" in node and node["basis"] not in bases:
            problem_at(problems, node, "basis", f"{stem}: basis {node['basis']!r} is not in bases.yaml")
        if node.get("provenance") == "reconstructed" and "basis" not in node:
            problem_at(problems, node, None, f"{stem}: reconstructed data needs a basis")
        for v in node.values():
            _bases(v, bases, stem, problems)
    elif isinstance(node, list):
        for v in node:
            _bases(v, bases, stem, problems)
