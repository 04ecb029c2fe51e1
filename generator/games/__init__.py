"""The games the generator knows. Each game's package registers its ``GameSite`` when imported: adding a
game is one import line here (and the game's own folders)."""

from .site import SITES, GameSite, SheetKind, json_script, new_state, register, setup_sheet  # noqa: F401

from . import uruguay  # noqa: E402,F401
from . import junta  # noqa: E402,F401
from . import guerilla  # noqa: E402,F401
from . import paraguay  # noqa: E402,F401
