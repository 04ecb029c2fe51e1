"""The Paraguay hex map: ids "CCRR" (column, row), flat-topped hexes in columns, odd columns half a hex lower.

A hex in an odd column touches rows r and r+1 of the columns beside it, one in an even column rows r-1 and r
(13.4: 1328 touches 1428 and 1429). Neighbours come in the fixed order N, NE, SE, S, SW, NW, leaving out
hexes off the map. The data is content/paraguay/map.yaml as compiled into engine/data/paraguay.json.
"""

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")
_ODD = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0))    # (column, row) steps from an odd column
_EVEN = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1))  # ... and from an even one
NO_SIDE = {"river": False, "minor_river": False, "road": False, "railroad": False}
_SHARED = {}


def parse(h):
    """(column, row) of a hex id "CCRR"; ValueError for anything else."""
    if not isinstance(h, str) or len(h) != 4 or not h.isdigit():
        raise ValueError(f"{h!r} is not a hex id (four digits, column then row, 2.2)")
    return int(h[:2]), int(h[2:])


def hex_id(col, row):
    """The id "CCRR" of a column and row."""
    return f"{col:02d}{row:02d}"


def step(h, direction):
    """The id one hex from ``h`` in ``direction`` (one of DIRECTIONS), on the map or not (None past 00/99)."""
    c, r = parse(h)
    dc, dr = (_ODD if c % 2 else _EVEN)[DIRECTIONS.index(direction)]
    if not (0 <= c + dc <= 99 and 0 <= r + dr <= 99):
        return None
    return hex_id(c + dc, r + dr)


def cube(h):
    """Cube coordinates (x, y, z) of a hex, x + y + z == 0."""
    c, r = parse(h)
    z = r - (c - (c & 1)) // 2
    return c, -c - z, z


def centre(h, size=1.0):
    """Drawing position (x, y) of a hex's centre, for flat-topped hexes of side ``size`` (y grows southward)."""
    c, r = parse(h)
    return 1.5 * size * c, 3 ** 0.5 * size * (r + (0.5 if c % 2 else 0.0))


def side_key(a, b):
    """The key of the hexside between two hexes: "AAAA-BBBB", lower id first."""
    return f"{a}-{b}" if a < b else f"{b}-{a}"


class HexMap:
    """The map: ``hexes`` (id -> record), hexsides, what its hexes are flagged as (``depots``, the depot towns,
    7.9; ``sources``, each side's ultimate supply sources, 7.12 and 7.13; ``sudden_death``, the hexes of 4.2;
    ``awards``, 4.4's objectives with their names; ``py_entry`` and ``py_entry_path``, 10.7's entry hexes;
    ``uruguay_entry`` and ``river_entry``, 9.2's entry hexes of Uruguayan and of riverine Allied units;
    ``rate_towns``, 10.3's towns; ``river_group`` and ``river_setup``, 3.3's river set-up group and its hexes),
    and the geometry the rules use."""

    def __init__(self, data):
        raw = data["hexes"]
        recs = [dict(v, id=k) for k, v in sorted(raw.items())] if isinstance(raw, dict) else raw
        self.hexes = {}
        for rec in sorted(recs, key=lambda x: x["id"]):
            self.hexes[rec["id"]] = {
                "terrain": rec.get("terrain", "clear"), "nation": rec.get("nation"), "name": rec.get("name"),
                "town": bool(rec.get("town")), "fortress": bool(rec.get("fortress")), "supply": rec.get("supply"),
                "depot": bool(rec.get("depot")), "chaco": bool(rec.get("chaco")), "river": False,
                "edge": rec.get("edge"), "enclave": rec.get("enclave"),
            }
        self._sides = {}
        for river in data.get("navigable_rivers", []):
            path = river["hexes"]
            for h in path:
                if h in self.hexes:
                    self.hexes[h]["river"] = True
            for a, b in zip(path, path[1:]):
                self._mark(a, b, "river")
        for river in data.get("minor_rivers", []):
            for key in river["hexsides"]:
                a, b = key.split("-")
                self._mark(a, b, "minor_river")
        for road in data.get("roads", []):
            for a, b in zip(road["hexes"], road["hexes"][1:]):
                self._mark(a, b, "road")
        rail = data.get("railroad")
        for a, b in zip(rail["hexes"], rail["hexes"][1:]) if rail else ():
            self._mark(a, b, "railroad")
        self.objectives = data.get("objectives", {})
        # the map's flags, read once: the one list of each that every rule and bot reads
        self.depots = tuple(h for h, rec in self.hexes.items() if rec["depot"])                    # 7.9
        self.sources = {side: tuple(h for h, rec in self.hexes.items() if rec["supply"] == side)     # 7.12, 7.13
                        for side in ("allied", "paraguayan")}
        # the sudden-death hexes (4.2) in the map's own order (the order the bots weigh them); a map without
        # them (a hand-made one) has no sudden death
        self.sudden_death = tuple((self.objectives.get("sudden_death") or {}).get("hexes") or ())
        # the end-of-war objectives (4.4) as (hex, the name its award is told by: the objective's own word for it,
        # else the hex's name), in the map's order
        vp = self.objectives.get("victory_points") or {}
        self.awards = tuple((h, (vp.get("names") or {}).get(h) or (self.hexes.get(h) or {}).get("name") or h)
                            for h in vp.get("hexes") or ())
        # where Paraguayan replacements enter (10.7), in the printed order (the order they are offered in), and
        # those of them that also need a supply path to a replacement town; the towns whose Allied control cuts
        # the Paraguayan rate (10.3). The content has them beside the other entry hexes and the rates
        # (reinforcements.yaml); a hand-made map without them has no Paraguayan entry and no such town
        entry = data.get("entry") or {}
        self.py_entry = tuple(entry.get("paraguayan") or ())
        self.py_entry_path = tuple(entry.get("paraguayan_path") or ())
        # where Uruguayan units and Allied riverine units enter (9.2; the other Allied units enter at any Allied
        # supply source): a hand-made map without them lets neither kind in
        self.uruguay_entry = tuple(entry.get("uruguayan") or ())
        self.river_entry = tuple(entry.get("allied_riverine") or ())
        self.rate_towns = tuple((data.get("replacements") or {}).get("paraguayan_towns") or ())
        # 3.3's river set-up group, the one of kind river ("1237 & South": the Paraná from 1237 down to 1042), as
        # the content lists it beside the other set-up groups (reinforcements.yaml): its id, the setup code its
        # units carry, and its hexes; a hand-made map without the group has neither
        river = next((g for g in data.get("setup_groups") or () if g.get("kind") == "river"), {})
        self.river_group = river.get("id")
        self.river_setup = tuple(river.get("hexes") or ())
        self._nbrs = {h: tuple(n for n in (step(h, d) for d in DIRECTIONS) if n in self.hexes) for h in self.hexes}

    def _mark(self, a, b, what):
        self._sides.setdefault(side_key(a, b), dict(NO_SIDE))[what] = True

    def in_grid(self, h):
        """Is ``h`` a hex of the map?"""
        return h in self.hexes

    def neighbours(self, h):
        """The hexes next to ``h`` on the map, in the order N, NE, SE, S, SW, NW."""
        return list(self._nbrs[h]) if h in self._nbrs else []

    def adjacent(self, a, b):
        """Do ``a`` and ``b`` share a hexside (both on the map)?"""
        return b in self._nbrs.get(a, ())

    def distance(self, a, b):
        """Hexes from ``a`` to ``b``, not counting ``a`` itself (3.3); 0 when they are the same hex."""
        xa, ya, za = cube(a)
        xb, yb, zb = cube(b)
        return max(abs(xa - xb), abs(ya - yb), abs(za - zb))

    def hexside(self, a, b):
        """What lies along the side between adjacent ``a`` and ``b`` (a fresh dict); None if not adjacent."""
        if not self.adjacent(a, b):
            return None
        return dict(self._sides.get(side_key(a, b), NO_SIDE))

    def navigable(self, a, b):
        """May riverine units pass from ``a`` into ``b``: adjacent river hexes across a river hexside (12.2)."""
        return self.adjacent(a, b) and self._sides.get(side_key(a, b), NO_SIDE)["river"]

    def within(self, h, n):
        """Every map hex at most ``n`` hexes from ``h`` (``h`` included), in id order (3.3)."""
        return [x for x in self.hexes if self.distance(h, x) <= n]

    def nation(self, h):
        """The country a hex lies in (paraguay, argentina, brazil, uruguay); None off the map (3.3, 3.6)."""
        rec = self.hexes.get(h)
        return rec["nation"] if rec else None

    def move_terrain(self, h):
        """The terrain a ground unit pays for on entering ``h``: "river" for a navigable river hex (11.14)."""
        rec = self.hexes[h]
        return "river" if rec["river"] else rec["terrain"]

    def sides(self):
        """Every hexside with something on it: key "AAAA-BBBB" -> its record, in key order."""
        return {k: dict(v) for k, v in sorted(self._sides.items())}


def load():
    """The shared HexMap of the compiled content (built once per process)."""
    if "map" not in _SHARED:
        from ... import content
        _SHARED["map"] = HexMap(content.load("paraguay"))
    return _SHARED["map"]
