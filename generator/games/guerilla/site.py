"""What Guerilla's pages need: the 128 cards grouped by kind for the gallery, card names that link, a table
drawn in the middle of a round, its own pages (cards, sandbox, deal) and the printed deal (organiser's sheet
and private slips)."""

import re

from ..site import SheetKind, json_script

PLAYERS = range(3, 7)
ABILITY_WORDS = {
    "air_strike": "One air strike a turn (1 action) on a unit or a complex; a hit complex takes damage.",
    "extra_action": "One extra action a turn for its faction's use, or for trading, discarding, drawing, the UN "
                    "card or an ambush point.",
    "retrieve_unit": "In the draw phase, take the topmost unit, leader or Recon Patrol from the discard pile, free; "
                     "the card stays bound to the Barracks' faction.",
    "free_move": "One group of its faction deployed or withdrawn free each turn.",
    "assassination": "One assassination attempt a turn on a leader of its own faction held by another player.",
    "retrieve_event": "Hand capacity +1; for 1 action, the topmost Arms Cache (Rebel) or Armor Column or Air "
                      "Assault (Government) from the discard pile.",
    "palace": "Its holder is immune to the Revolution and the Traitors; for 1 action a leader may go onto any "
              "group of its faction.",
    "propaganda": "One free propaganda attack a turn on the weakest enemy unit.",
}
TIMING = {"in_turn": "in your turn (black title)", "out_of_turn": "out of turn too (yellow-green title)"}
WORDS = {"loyalty": {"government": "Government", "rebel": "Rebel", "mercenary": "Mercenary"},
         "dealer": "Dealer", "no_redeal": "none", "fold": "Fold here: the secret is on the other side"}


def _sample_table(engine, seed, players, moves):
    """A table in the middle of a round: random legal play (the fuzzer's steering) from ``seed``."""
    from engine import prng
    game = engine.get_game("guerilla")
    state = engine.setup("guerilla", seed, options={"players": players})
    chooser = prng.seed_state(seed)
    for _ in range(moves):
        legal = [(r, a) for r in state["roles"] for a in engine.actions(state, r)]
        legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        if not legal:
            break
        role, act = legal[prng.below(chooser, len(legal))]
        state = engine.apply(state, role, act["verb"], act["arg"])
    return state


def board_svg(args, title=None):
    """No drawing on the printed deal: the table starts empty and every card is secret (an empty string)."""
    return ""


SHEET = SheetKind("guerilla/deal/", ("seed", "players"), "guerilla/deal_sheet_pdf.html",
                  "deal-seed-{seed}-{players}p-{paper}.pdf", ({"seed": 1994, "players": 4}, {"seed": 7, "players": 5}),
                  lambda ctx, sheet: board_svg(SHEET.args(sheet)), packet="guerilla/_packet.html",
                  keep="the order of the draw pile")


def gallery(files):
    """The 128 cards as the gallery shows them: kinds in deck order, each with its count and values."""
    cards = files["cards"]
    units = [{**u, "name": f"Unit G{u['government']}/R{u['rebel']}", "rules": ["1.2", "3.4", "6.8"]}
             for u in cards["units"]]
    leaders = [{**ld, "name": f"{ld['rank']} {ld['name']}", "count": 1, "rules": ["1.3", "3.2", "3.4", "10.3"]}
               for ld in cards["leaders"]]
    complexes = [{**c, "count": 1, "text": ABILITY_WORDS[c["ability"]], "rules": ["1.4", "4.6", "6.10"] + c["rules"]}
                 for c in cards["complexes"]]
    events = [{**e, "timing_words": TIMING[e["timing"]]} for e in cards["events"]]
    specials = [dict(s) for s in cards["specials"]]
    kinds = [("units", "Unit cards", "1.2", units), ("leaders", "Leaders", "1.3", leaders),
             ("complexes", "Complexes (red cards)", "1.4", complexes), ("specials", "Other red cards", "1.4", specials),
             ("events", "Event cards", "1.5", events)]
    return [{"id": kid, "title": title, "rule": rule, "cards": recs, "count": sum(r["count"] for r in recs),
             **_shared_source(recs)} for kid, title, rule, recs in kinds]


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def _shared_source(recs):
    """What a kind of card's reconstruction rests on, said once for the kind (before: the units' long source sentence
    stood on every row): the sentences at the start of every card's ``basis``, and the provenance when all agree.
    Each card keeps as ``own`` the rest of its basis, what it rests on alone ('' when nothing)."""
    split = [_SENTENCE.split(r["basis"].strip()) for r in recs]
    shared = 0
    while all(len(sents) > shared for sents in split) and len({sents[shared] for sents in split}) == 1:
        shared += 1
    for rec, sents in zip(recs, split):
        rec["own"] = " ".join(sents[shared:])
    provenance = sorted({r["provenance"] for r in recs})
    one = provenance[0] if len(provenance) == 1 else None
    return {"shared": " ".join(split[0][:shared]), "provenance": one,
            "own_column": one is None or any(r["own"] for r in recs)}


def card_names(groups):
    """Card names that link to the gallery wherever the prose names them (complexes, red and event cards)."""
    out = []
    for g in groups:
        if g["id"] in ("complexes", "specials", "events"):
            out += [{"name": c["name"], "anchor": c["id"], "definition": c["text"]} for c in g["cards"]]
    return out


def card_titles(game, files):
    """Card id -> its name and values (and an event's use), for the sandbox's hand list."""
    uses = {e["id"]: e["text"] for e in files["cards"]["events"]}
    out = {}
    for cid, c in game.catalog().items():
        w = game.card_words(cid)
        out[cid] = f"{w['name']}: {w['text']}" + (f". {uses[c['kind']]}" if c["kind"] in uses else "")
    return out


def data(engine, files):
    """Guerilla's player counts, the card gallery, a table drawn mid-round and the sub-navigation."""
    game = engine.get_game("guerilla")
    groups = gallery(files)
    table = _sample_table(engine, 1994, 4, 700)
    fresh = engine.setup("guerilla", 1994, options={"players": 4})
    return {
        "players": list(PLAYERS), "default_players": 4, "sample": {"seed": 1994, "players": 4, "moves": 700},
        "gallery": groups, "total": sum(g["count"] for g in groups), "card_name_links": card_names(groups),
        "words": WORDS, "words_json": json_script(WORDS),
        "table_svg": game.render(game.view(table, None)["board"], None, (),
                                 "Guerilla: a table in the middle of a round (seed 1994, 4 players, random play)",
                                 still=True),
        "initial_svg": game.render(game.view(fresh, None)["board"], None, (), "Guerilla: a new round, just dealt"),
        "card_titles": card_titles(game, files),
        "roles": {f"p{n}": f"Player {n}" for n in range(1, PLAYERS.stop)},
        "nav": [("Overview", "index.html"), ("Rules", "rules/index.html"), ("Glossary", "glossary/index.html"),
                ("Cards", "cards/index.html"), ("Examples", "examples/index.html"), ("Sandbox", "sandbox/index.html"),
                ("Deal", "deal/index.html"), ("Packet", "packet/index.html"), ("Print", "print/index.html"),
                ("Reconstructed data", "reconstructed/index.html")],
    }


def pages(ctx, page, samples, common):
    """The card gallery, the sandbox and the deal page."""
    short = common["game"]["short_title"]
    page("guerilla/cards/index.html", "guerilla/cards.html", title=f"Cards: {short}", **common)
    page("guerilla/sandbox/index.html", "guerilla/sandbox.html", title=f"Sandbox: {short}", **common)
    page("guerilla/deal/index.html", "guerilla/deal.html", title=f"Deal: {short}",
         samples=samples, seed_help=ctx["seed_help"], **common)
