"""War of the Triple Alliance: Paraguay in the generator: content schemas (schema.py) and the checks that hold
the reconstructed map, counters and tables to the rulebook (check.py, check_data.py), its site data, pages and
setup sheet (site.py); the rules reference, glossary, aids and examples use the shared shapes."""

from ...schemas import learning_files
from ..site import GameSite, register
from . import check as _map, check_data as _data, site
from .schema import BASES, COUNTERS, GAME, MAP, REINFORCEMENTS, TABLES

FILES = {
    "game": (GAME, None),
    "bases": (BASES, None),
    "map": (MAP, _map.check_map),
    "counters": (COUNTERS, _data.check_counters),
    "reinforcements": (REINFORCEMENTS, _data.check_reinforcements),
    "tables": (TABLES, _data.check_tables),
    **learning_files(),          # examples, rules reference, glossary, player aids (shared shapes)
}

SITE = register(GameSite("paraguay", FILES, _data.check_game, data=site.data, pages=site.pages, sheet=site.SHEET))
