"""Every game the engine knows; importing this package registers them."""

from . import junta, paraguay, uruguay  # noqa: F401
