"""Every game the engine knows; importing this package registers them."""

from . import guerilla, junta, paraguay, uruguay  # noqa: F401
