"""Guerilla in the generator: content schemas, site data, pages, the printed deal."""

from ..site import GameSite, register
from . import schema, site

SITE = register(GameSite("guerilla", schema.FILES, schema.CHECK, data=site.data, pages=site.pages, sheet=site.SHEET))
