"""Guerilla in the generator: content schemas (no site pages yet: another issue)."""

from ..site import GameSite, register
from . import schema

SITE = register(GameSite("guerilla", schema.FILES, schema.CHECK))
