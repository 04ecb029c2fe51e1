"""Every game the engine knows; importing this package registers them."""

from . import junta, uruguay  # noqa: F401
