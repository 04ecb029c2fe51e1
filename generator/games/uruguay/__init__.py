"""Uruguay (The Guerrilla Generation) in the generator: content schemas, site data, pages, setup sheet."""

from ..site import GameSite, register
from . import schema, site

SITE = register(GameSite("uruguay", schema.FILES, schema.CHECK, data=site.data, pages=site.pages, sheet=site.SHEET))
