"""What Junta's pages need: the offices, units and cards, the city drawn, the phrases of the coup setup sheet,
its own pages (coup setup, sandbox) and the printed coup setup sheet (with the city map)."""

from ..site import SheetKind, json_script, new_state
from .aid_tables import aid_tables


def board_svg(args, title=None):
    """The city map with every unit where it starts, for a coup scenario query {seed, players}."""
    import engine
    game = engine.get_game("junta")
    title = title or f"Junta: the city as the coup begins (seed {args['seed']}, {args['players']} players)"
    return game.render(game.view(new_state("junta", args), None)["board"], None, (), title)


SHEET = SheetKind("junta/scenario/", ("seed", "players"), "junta/scenario_sheet_pdf.html",
                  "setup-sheet-seed-{seed}-{players}p-{paper}.pdf",
                  ({"seed": 1978, "players": 5}, {"seed": 7, "players": 3}, {"seed": 42, "players": 7}),
                  lambda ctx, sheet: board_svg(SHEET.args(sheet)), packet="junta/_packet.html")

# Phrases of the coup setup sheet, shared by its template and by scenario-page.mjs (as JSON in the page).
WORDS = {
    "leader": "Rebel Leader",
    "cousin": "El Presidente's Cousin",
    "status": {"active": "In the coup", "dead": "Dead before the coup (1.3)", "exiled": "In exile (1.3, 4.9)"},
    "status_short": {"active": "In play"},      # what a phone's players table says instead (one line at 390 px)
    "budget": {"yes": "passed: all the Police start in Parliament (1.5)",
               "no": "not passed: the Police start in their Precincts (1.5)"},
    "space_types": {"power_center": "Power center", "palace": "Palace", "embassy": "Embassy", "barracks": "Barracks",
                    "precinct": "Police precinct", "district": "District", "harbor": "Harbor (water)"},
}


def data(engine, files):
    """Junta's player counts, offices, units, cards, the sample coup drawn and the sub-navigation."""
    from engine.games.junta.svg import ABBR
    lo, hi = (int(n) for n in files["game"]["players"].split("–"))
    sample = SHEET.samples[0]
    roles = {r["id"]: r["name"] for r in files["game"]["roles"]}
    return {
        "players": list(range(lo, hi + 1)), "default_players": sample["players"], "sample": sample,
        "words": WORDS, "words_json": json_script(WORDS),
        "offices": roles, "kinds": files["units"]["kinds"], "units": files["units"]["units"],
        "cards": files["cards"]["cards"], "initial_svg": board_svg(sample), "aid_tables": aid_tables(files),
        # the printed map's key (its drawing's own panel is left off the printed page): each kind's letter on a chip
        "unit_letters": [(ABBR.get(k["id"], k["id"][:2].title()), k["name"]) for k in files["units"]["kinds"]],
        "card_names": {c["id"]: f"{c['name']}: {c['text']}" for c in files["cards"]["cards"]},
        # the stepper names a seat by its player; the Cousin moves for El Presidente
        "roles": {**{f"p{n}": f"Player {n}" for n in range(1, hi + 1)}, "cousin": "El Presidente's Cousin"},
        "nav": [("Overview", "index.html"), ("Rules", "rules/index.html"), ("Glossary", "glossary/index.html"),
                ("Examples", "examples/index.html"), ("Sandbox", "sandbox/index.html"), ("Coup setup", "scenario/index.html"),
                ("Packet", "packet/index.html"),
                ("Print", "print/index.html"), ("Reconstructed data", "reconstructed/index.html")],
    }


def pages(ctx, page, samples, common):
    """The coup setup page and the sandbox."""
    import engine
    short = common["game"]["short_title"]
    casualties = next(c for c in engine.get_game("junta").setup_choices if c["name"] == "casualties")
    page("junta/scenario/index.html", "junta/scenario.html", title=f"Coup setup: {short}",
         samples=samples, seed_help=ctx["seed_help"], casualties=casualties, **common)
    page("junta/sandbox/index.html", "junta/sandbox.html", title=f"Sandbox: {short}", **common)
