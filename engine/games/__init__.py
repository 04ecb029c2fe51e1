"""Every game the engine knows; importing this package registers them."""

from . import uruguay  # noqa: F401
