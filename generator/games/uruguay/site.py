"""What Uruguay's pages need: its cards, the standard setup drawn, its sub-navigation, its own pages (cards,
sandbox, deck generator) and its printed setup sheet (the deck order with the setup diagram)."""

from ...pdf import text_floor
from ..site import SheetKind, json_script
from .aid_tables import aid_tables

SHEET = SheetKind("uruguay/deck/", ("seed",), "uruguay/deck_sheet_pdf.html",
                  "setup-sheet-seed-{seed}-{paper}.pdf", ({"seed": 1968},),
                  lambda ctx, sheet: ctx["learn"]["uruguay"]["print_svg"], packet="uruguay/_packet.html",
                  keep="the order of the face-down Event deck")
# The printed diagram is 1000 units across and at least 184 mm wide (a packet's shared page printed by the browser
# on US Letter, 200 mm tall; A4's sheet and packet PDFs 186 mm): 14.5 units print at 7.5 pt or more. The screen's
# drawing sets its track numbers at 12, its small names and counts at 13, a few labels at 14.
PRINT_TEXT_FLOOR = 14.5


def data(engine, files):
    """Uruguay's cards, sympathy track, the standard setup as SVG and the sub-navigation."""
    game = engine.get_game("uruguay")
    state = engine.setup("uruguay", 0)
    initial = game.render(game.view(state, None)["board"], None, (), "Uruguay: the standard setup (2.1)")
    # the overview's and the Deck page's picture, and the printed diagram: no move made it (its key names no last move)
    still = game.render(game.view(state, None)["board"], None, (), "Uruguay: the standard setup (2.1)", still=True)
    return {
        "sympathy": files["tracks"]["public_sympathy"],
        "cards": sorted(files["cards"]["cards"], key=lambda c: c["number"]),
        "card_links": [c["id"] for c in files["cards"]["cards"]],      # "U12" in a text links to the card
        "initial_svg": initial, "still_svg": still,
        "print_svg": text_floor(still, PRINT_TEXT_FLOOR),        # the printed sheets' and packets' diagram
        # the same setup as a table, space by space (the printed sheet's first page)
        "start_table": start_table(game, game.view(state, None)["board"]),
        "aid_tables": aid_tables(files),
        "nav": [("Overview", "index.html"), ("Rules", "rules/index.html"), ("Glossary", "glossary/index.html"),
                ("Cards", "cards/index.html"), ("Examples", "examples/index.html"), ("Sandbox", "sandbox/index.html"),
                ("Deck", "deck/index.html"), ("Packet", "packet/index.html"), ("Print", "print/index.html"),
                ("Reconstructed data", "reconstructed/index.html")],
    }


# the pieces a space may hold at the start, in the order the map draws them (engine/games/uruguay/svg.py ORDER)
PIECES = (("police", "Police"), ("troops", "Troops"), ("cells_u", "Underground Cells"), ("cells_a", "Active Cells"),
          ("safe", "Safe Houses"), ("sabotage", "Sabotage"))
KINDS = {"urban": "Urban", "center": "Center", "rural": "Rural"}


def start_table(game, board):
    """The board at the start as the printed sheet's table: {"columns": [(key, name)], a column for each kind of
    piece some space holds; "parts": the spaces in map order, cut in two tables side by side (the Urban spaces, then
    the Centers and the Rural ones), each row (name, kind, value or None, {key: count}); "totals": {key: count}}."""
    spaces = game.content()["spaces"]
    columns = [(key, name) for key, name in PIECES if any(board["spaces"][s["id"]][key] for s in spaces)]
    rows = [(s["name"], KINDS[s["type"]], s.get("econ"), {k: board["spaces"][s["id"]][k] for k, _ in columns})
            for s in spaces]
    urban = sum(1 for s in spaces if s["type"] == "urban")
    return {"columns": columns, "parts": [rows[:urban], rows[urban:]],
            "totals": {k: sum(r[3][k] for r in rows) for k, _ in columns}}


def pages(ctx, page, samples, common):
    """The cards, the sandbox and the deck generator."""
    uru = common["game"]
    page("uruguay/cards/index.html", "uruguay/cards.html", title=f"Cards: {uru['short_title']}", **common)
    page("uruguay/sandbox/index.html", "uruguay/sandbox.html", title=f"Sandbox: {uru['short_title']}", **common)
    page("uruguay/deck/index.html", "uruguay/deck.html", title=f"Deck generator: {uru['short_title']}",
         samples=samples, seed_help=ctx["seed_help"],
         cards_json=json_script({cid: {"title": c["title"], "kind": c["kind"]}
                                 for cid, c in uru["cards_by_id"].items()}),
         **common)
