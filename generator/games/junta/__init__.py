"""Junta (the coup) in the generator: content schemas, site data, pages, coup setup sheet."""

from ..site import GameSite, register
from . import schema, site

SITE = register(GameSite("junta", schema.FILES, schema.CHECK, data=site.data, pages=site.pages, sheet=site.SHEET))
