"""Paraguay (War of the Triple Alliance): what each content file must look like (shapes only; check.py holds
the rules the data must agree with)."""

from ...schema import Check, Enum, Int, ListOf, MapOf, Record, Str, Text, rule_refs

HEX = r"\d{4}"
ID = r"[a-z0-9][a-z0-9_-]*"
NATIONS = ("paraguay", "argentina", "brazil", "uruguay")
TERRAIN = ("clear", "rough", "forest", "marsh")
UNIT_TYPES = ("armed_raft", "cavalry", "engineer", "field_artillery", "fortress", "infantry", "rocket_artillery",
              "siege_artillery", "supply", "transport", "warship")   # 2.9, alphabetical
RIVERINE_TYPES = ("warship", "transport", "armed_raft")
TURNS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
PROVENANCE = Enum("rulebook", "reconstructed")


class Bool(Check):
    """``true`` or ``false`` (not the strings)."""

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, bool):
            self.fail(problems, parent, key, path, f"expected true or false, got {value!r}")


def hexes(min=0):
    """A list of hex ids."""
    return ListOf(Str(pattern=HEX, what="a hex id CCRR"), min=min)


GAME = Record({
    "id": Str(pattern=r"paraguay", what="the game id paraguay"),
    "title": Str(), "short_title": Str(), "publisher": Str(), "designer": Str(),
    "players": Str(pattern=r"2", what="2 (players)"),
    "roles": ListOf(Record({"id": Enum("paraguay", "allied"), "name": Str()}), min=2, max=2),
    "summary": Text(),
    "rulebook": Str(),
})

BASES = Record({"bases": ListOf(Record({"id": Str(pattern=ID), "name": Str(), "text": Text()}), min=1)})

_HEX = Record(
    {"id": Str(pattern=HEX, what="a hex id CCRR"), "terrain": Enum(*TERRAIN), "nation": Enum(*NATIONS),
     "provenance": PROVENANCE},
    optional={"name": Str(), "town": Bool(), "fortress": Bool(), "supply": Enum("allied", "paraguayan"),
              "depot": Bool(), "chaco": Bool(), "edge": Enum("matto_grosso"), "enclave": Enum("northeast", "east"),
              "basis": Str(pattern=ID), "rules": rule_refs()},
)
_PATH = Record({"id": Str(pattern=ID), "hexes": hexes(min=2), "provenance": PROVENANCE},
               optional={"name": Str(), "basis": Str(pattern=ID), "rules": rule_refs()})
_OBJECTIVE = Record({"hexes": hexes(min=1), "rules": rule_refs()},
                    optional={"names": MapOf(Str(pattern=HEX, what="a hex id CCRR"), Str())})

MAP = Record({
    "grid": Record({"offset": Enum("odd_columns_down"), "first_column": Int(0, 99), "last_column": Int(0, 99),
                    "rules": rule_refs(), "provenance": PROVENANCE, "basis": Str(pattern=ID)}),
    "hexes": ListOf(_HEX, min=1),
    "navigable_rivers": ListOf(_PATH, min=1),
    "minor_rivers": ListOf(Record(
        {"id": Str(pattern=ID), "name": Str(), "provenance": PROVENANCE,
         "hexsides": ListOf(Str(pattern=r"\d{4}-\d{4}", what="a hexside AAAA-BBBB"), min=1)},
        optional={"basis": Str(pattern=ID), "rules": rule_refs()})),
    "roads": ListOf(_PATH),
    "railroad": _PATH,
    "objectives": Record({"sudden_death": _OBJECTIVE, "victory_points": _OBJECTIVE}),
})

_STRENGTH = ListOf(Int(0, 30), min=3, max=3)

COUNTERS = Record({
    "units": ListOf(Record(
        {"id": Str(pattern=ID), "nation": Enum(*NATIONS), "name": Str(), "type": Enum(*UNIT_TYPES),
         "strength": _STRENGTH, "setup": Str(), "long": Str(), "provenance": PROVENANCE},
        optional={"size": Enum("XX", "X", "III", "II"), "gn": Bool(), "class": Str(), "basis": Str(pattern=ID),
                  "rules": rule_refs()}), min=1),
    "markers": ListOf(Record(
        {"id": Str(pattern=ID), "kind": Enum("game_turn", "substitute", "no_depot"), "count": Int(1, 50),
         "rules": rule_refs(), "provenance": PROVENANCE},
        optional={"side": Enum("allied", "paraguayan"), "basis": Str(pattern=ID)})),
    "holding_boxes": Record({"rules": rule_refs(), "allied": Int(0, 50), "paraguayan": Int(0, 50)}),
    "unit_counters": Int(1, 1000),
})

_GROUP = Record(
    {"id": Str(), "kind": Enum("range", "river", "nation", "available", "hex", "reinforcement"), "count": Int(0, 300),
     "rules": rule_refs()},
    optional={"hex": Str(pattern=HEX), "range": Int(1, 30), "nation": Enum(*NATIONS), "hexes": hexes(min=1),
              "main_only": Bool(), "turn": Enum(*TURNS), "entry": Str(pattern=HEX)},
)

REINFORCEMENTS = Record({
    "turns": ListOf(Record({"id": Enum(*TURNS), "number": Int(1, 9), "season": Enum("early", "late"),
                            "dates": Str()}), min=9, max=9),
    "setup_groups": ListOf(_GROUP, min=1),
    "schedule": ListOf(Record({"turn": Enum(*TURNS)},
                              optional={n: Int(0, 300) for n in ("argentina", "brazil", "uruguay")})),
    "entry": Record({"rules": rule_refs(), "allied": hexes(1), "allied_riverine": hexes(1), "uruguayan": hexes(1),
                     "paraguayan": hexes(1), "paraguayan_path": hexes(),
                     "matto_grosso_edge": Record({"first": Str(pattern=HEX), "last": Str(pattern=HEX),
                                                  "rules": rule_refs()})}),
    "replacements": Record({"rules": rule_refs(), "first_turn": Enum(*TURNS),
                            "steps": MapOf(Enum(*NATIONS), Int(0, 10)), "paraguayan_towns": hexes(1),
                            "cost": MapOf(Enum(*UNIT_TYPES), Int(1, 5))}),
    "stacking": Record({"limit": Int(1, 100), "rules": rule_refs()}),
})

_TABLE_META = {"rules": rule_refs(), "provenance": PROVENANCE}
TABLES = Record({
    "crt": Record({**_TABLE_META, "basis": Str(pattern=ID), "columns": ListOf(Str(), min=1), "roll_min": Int(-20, 20),
                   "roll_max": Int(-20, 40), "printed": ListOf(Record({"column": Str(), "roll": Int(-20, 40),
                                                                       "result": Str(), "rule": Str()})),
                   "rows": ListOf(ListOf(Str(pattern=r"\d+/\d+", what="a result such as 1/11"), min=1), min=1)}),
    "attrition": Record({**_TABLE_META, "basis": Str(pattern=ID), "max_units": Int(1, 100), "roll_min": Int(-20, 20),
                         "roll_max": Int(-20, 40), "printed": ListOf(Record({"units": Int(1, 100), "roll": Int(-20, 40),
                                                                             "losses": Int(0, 100), "rule": Str()})),
                         "rows": ListOf(ListOf(Int(0, 100), min=1), min=1)}),
    "run_the_guns": Record({**_TABLE_META, "basis": Str(pattern=ID), "losses": ListOf(Int(0, 30), min=10, max=10)}),
    "fortress_drm": Record({**_TABLE_META, "hexes": MapOf(Str(pattern=HEX), Int(-10, 0))}),
    "terrain_costs": Record({**_TABLE_META,
                             "enter": MapOf(Enum(*TERRAIN, "river"), Int(0, 10)),
                             "minor_river": Record({"early": Int(0, 10), "late": Int(0, 10)}),
                             "road": Int(0, 10), "railroad": Int(0, 10), "railroad_free": Int(0, 10),
                             "embark": Int(0, 10),
                             "riverine": Record({"enter": Int(0, 10), "allied_in_paraguay": Int(0, 10)})}),
    "seasons": Record({**_TABLE_META, "late_year_turns": ListOf(Int(1, 9))}),
})
