"""War of the Triple Alliance: Paraguay — content schemas (schema.py) and the checks that hold the
reconstructed map, counters and tables to the rulebook (check.py, check_data.py).

FILES maps each content file stem to (schema, per-file check); ``check(files, problems)`` runs across files.
"""

from . import check as _map, check_data as _data
from .schema import BASES, COUNTERS, GAME, MAP, REINFORCEMENTS, TABLES

FILES = {
    "game": (GAME, None),
    "bases": (BASES, None),
    "map": (MAP, _map.check_map),
    "counters": (COUNTERS, _data.check_counters),
    "reinforcements": (REINFORCEMENTS, _data.check_reinforcements),
    "tables": (TABLES, _data.check_tables),
}

check = _data.check_game
