"""What the generator knows of one game (a ``GameSite``), the registry of them, and the helpers games share.

A game registers one ``GameSite``: its content files' schemas and cross-file check, and, once it has a site,
what its pages need (``data``), the pages only it has (``pages``) and its printed setup sheet (``sheet``).
Shared code asks the registry; it never names a game.
"""

import json

SITES = {}


class SheetKind:
    """A game's printed setup sheet: the page that makes one, the query that names it, its PDF template and
    file names, its sample sheets, the board picture it prints (``board(ctx, sheet) -> SVG``) and its packet hook.

    ``packet``: the game's tournament-packet hook template (``<game>/_packet.html``: ``table_sheet``, and
    ``slip_body`` for a game with secrets) or None; its page script is ``sheet-<game>.mjs`` (``fillSheet``,
    ``fillSlip``). A table's sheet, fingerprint and private slips come from the engine (``engine/packet.py``).
    ``keep``: what the table's sheet itself shows that no player may see (its packet band then says the sheet is
    the organiser's), or None."""

    def __init__(self, page, keys, template, file, samples, board, packet=None, keep=None):
        self.page, self.keys, self.template, self.file, self.samples = page, keys, template, file, samples
        self.board, self.packet = board, packet
        self.keep = keep        # what a table's sheet itself shows that the players may not see (None: nothing)

    def args(self, sheet):
        """The query of a sheet, e.g. {"seed": 7, "players": 3}."""
        return {k: sheet[k] for k in self.keys}

    def permalink(self, base_url, sheet):
        """The sheet's printed address: its query, with any setup choice it was made with (``choices``)."""
        return f"{base_url}{self.page}?" + "&".join(f"{k}={v}" for k, v in {**self.args(sheet),
                                                                            **choices(sheet)}.items())

    def file_name(self, sheet, paper):
        return self.file.format(paper=paper, **self.args(sheet))


def choices(sheet):
    """The setup choices (engine ``Game.setup_choices``) a sheet was made with, as its page's address names them,
    e.g. {"mercenaries": 2} or {"casualties": "yes"} (the sheet holds the engine's form, e.g. True); {} for the
    usual setup."""
    import engine
    out = {}
    for choice in engine.get_game(sheet["game"]).setup_choices:
        for value in choice["values"]:
            engine_form = value.get("engine", value["value"])
            if choice["name"] in sheet and sheet[choice["name"]] == engine_form \
                    and type(sheet[choice["name"]]) is type(engine_form):
                out[choice["name"]] = value["value"]
    return out


class GameSite:
    """One game as the generator sees it.

    - ``files``: content file stem -> (schema, cross-check or None); a file with no schema is an error.
    - ``check(files, problems)``: checks across the game's files, or None.
    - ``data(engine, files) -> dict``: what the game's pages need beyond the shared learning data (its ``nav``
      at least); None while the game has no site.
    - ``pages(ctx, page, samples, common)``: pages only this game has.
    - ``sheet``: its ``SheetKind``, or None.
    """

    def __init__(self, gid, files, check=None, data=None, pages=None, sheet=None):
        self.id, self.files, self.check, self.data, self.pages, self.sheet = gid, files, check, data, pages, sheet


def register(site):
    """Add ``site`` to the registry (once per game id); return it."""
    if site.id in SITES:
        raise AssertionError(f"game {site.id!r} is registered twice")
    SITES[site.id] = site
    return site


def new_state(game_id, args):
    """A fresh state from a sheet query: the seed, plus any other key (e.g. players) as an option."""
    import engine
    options = {k: v for k, v in args.items() if k != "seed"}
    return engine.setup(game_id, args["seed"], options=options or None)


def setup_sheet(game_id, args):
    """The setup sheet record of the game ``game_id`` for the query ``args``."""
    import engine
    return engine.get_game(game_id).setup_sheet(new_state(game_id, args))


def json_script(data):
    """JSON safe to place inside <script type="application/json">."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
