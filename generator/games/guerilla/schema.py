"""Guerilla: what each content file must look like, and the checks across them (docs/GUERILLA.md 1.1-1.5).

The rulebook (002_1a18587898828760.txt) names every kind of card but prints no manifest, so counts, strengths,
leader values, complex DF/VP and event letters/costs are reconstructed; every record says ``provenance`` and
``basis``. The checks hold the reconstruction to what the rulebook fixes: 128 cards, the eight complexes, the
eleven events with their timing, one Bad Weather, one Revolution and three Traitors, and the letters the
rulebook itself prints (Assassin B, UN C).
"""

from ...schema import Enum, Int, ListOf, Record, Str, Text, problem_at
from ...schemas import learning_files

ID = r"[a-z][a-z0-9_]*"
PROVENANCE = Enum("rulebook", "reconstructed")
TOTAL = 128
COMPLEXES = {"airfield": "Airfield", "banco": "Banco de Nationale", "barracks": "Barracks", "bridge": "Bridge",
             "policia": "Policia", "port": "Port", "palace": "Presidential Palace", "tv_station": "TV Station"}
ABILITIES = ("air_strike", "extra_action", "retrieve_unit", "free_move", "assassination", "retrieve_event",
             "palace", "propaganda")
EVENTS = {"air_assault": "in_turn", "ambush": "out_of_turn", "armor_column": "in_turn", "arms_cache": "in_turn",
          "assassin": "in_turn", "atrocities_press": "out_of_turn", "bodyguard": "out_of_turn",
          "informant": "out_of_turn", "recon_patrol": "in_turn", "supply_cut": "in_turn",
          "un_intervention": "in_turn"}
PRINTED_LETTERS = {"assassin": "B", "un_intervention": "C"}
SPECIALS = {"bad_weather": 1, "revolution": 1, "traitor": 3}
RULES = ListOf(Str(pattern=r"\d+\.\d+", what="a rule number such as 8.2"), min=1)

GAME = Record({
    "id": Str(pattern=r"guerilla", what="the game id guerilla"),
    "title": Str(),
    "short_title": Str(),
    "publisher": Str(),
    "designer": Str(),
    "players": Str(pattern=r"3–6", what="the player count 3–6 (an en dash)"),
    "roles": ListOf(Record({"id": Str(pattern=r"p[1-6]"), "name": Str()}), min=6, max=6),
    "summary": Text(),
    "rulebook": Str(),
})

_MARKED = {"provenance": PROVENANCE, "basis": Text()}

CARDS = Record({
    "total": Int(TOTAL, TOTAL),
    "die": Record({"sides": Int(10, 10), **_MARKED}),
    "markers": Record({"loyalty": ListOf(Enum("rebel", "government", "mercenary"), min=3, max=3),
                       "ambush_max": Int(3, 3), "ambush_max_option": Int(4, 4),
                       "sudden_death_start": Int(10, 10), **_MARKED}),
    "units": ListOf(Record({"id": Str(pattern=r"u\d\d"), "count": Int(1, 20), "government": Int(1, 6),
                            "rebel": Int(1, 6), **_MARKED}), min=1),
    "leaders": ListOf(Record({"id": Str(pattern=ID), "rank": Str(), "name": Str(), "government": Int(1, 3),
                              "rebel": Int(1, 3), "modifier": Int(-3, 3), **_MARKED}), min=1),
    "complexes": ListOf(Record({"id": Enum(*COMPLEXES), "name": Str(), "df": Int(1, 9), "vp": Int(1, 20),
                                "ability": Enum(*ABILITIES), "rules": RULES, **_MARKED}), min=8, max=8),
    "events": ListOf(Record({"id": Enum(*EVENTS), "name": Str(), "count": Int(1, 12),
                             "letter": Enum("A", "B", "C", "D", "E", "F"), "cost": Int(0, 1),
                             "timing": Enum("in_turn", "out_of_turn"), "rules": RULES, "text": Text(),
                             **_MARKED}, optional={"strength": Int(1, 12)}), min=11, max=11),
    "specials": ListOf(Record({"id": Enum(*SPECIALS), "name": Str(), "count": Int(1, 3), "rules": RULES,
                               "text": Text(), **_MARKED}), min=3, max=3),
})


def _ids(records):
    return [r.get("id") for r in records if isinstance(r, dict)]


def check_cards(doc, problems):
    """Cross-field checks: unique ids, every complex/event/special once, the printed facts, 128 in all."""
    groups = ("units", "leaders", "complexes", "events", "specials")
    seen = {}
    for key in groups:
        for rec in doc.get(key, []):
            rid = rec.get("id")
            if rid in seen:
                problem_at(problems, rec, "id", f"card id {rid!r} appears twice (in {seen[rid]} and {key})")
            seen[rid] = key
    for key, want in (("complexes", COMPLEXES), ("events", EVENTS), ("specials", SPECIALS)):
        missing = sorted(set(want) - set(_ids(doc.get(key, []))))
        if missing:
            problem_at(problems, doc, key, f"{key}: missing {', '.join(missing)}")
    for rec in doc.get("complexes", []):
        if rec.get("name") != COMPLEXES.get(rec.get("id")):
            problem_at(problems, rec, "name", f"{rec.get('id')}: the rulebook calls it {COMPLEXES.get(rec.get('id'))!r}")
    abilities = [r.get("ability") for r in doc.get("complexes", [])]
    if sorted(abilities) != sorted(ABILITIES):
        problem_at(problems, doc, "complexes", "each complex has its own ability, each ability once")
    for rec in doc.get("events", []):
        eid = rec.get("id")
        if rec.get("timing") != EVENTS.get(eid):
            problem_at(problems, rec, "timing", f"{eid}: the rulebook gives it a "
                       f"{'yellow-green (out of turn)' if EVENTS.get(eid) == 'out_of_turn' else 'black (in turn)'} title")
        if eid in PRINTED_LETTERS and rec.get("letter") != PRINTED_LETTERS[eid]:
            problem_at(problems, rec, "letter", f"{eid}: the rulebook prints letter {PRINTED_LETTERS[eid]}")
        if (eid in ("armor_column", "un_intervention")) != ("strength" in rec):
            problem_at(problems, rec, "strength", f"{eid}: only the Armor Column and the UN card have a strength")
        if eid == "un_intervention" and rec.get("strength") != 10:
            problem_at(problems, rec, "strength", "the UN card defends with strength 10 (8.11)")
    for rec in doc.get("specials", []):
        if rec.get("count") != SPECIALS.get(rec.get("id")):
            problem_at(problems, rec, "count", f"{rec.get('id')}: the rulebook has {SPECIALS.get(rec.get('id'))}")
    for rec in doc.get("leaders", []):
        if rec.get("government", 0) > 3 or rec.get("rebel", 0) > 3:
            problem_at(problems, rec, "government", "a command rating above 3 could never be used (3.1)")
    total = sum(r.get("count", 1) for key in ("units", "events", "specials") for r in doc.get(key, []))
    total += len(doc.get("leaders", [])) + len(doc.get("complexes", []))
    if total != TOTAL:
        problem_at(problems, doc, "total", f"the deck must hold exactly {TOTAL} cards; this manifest has {total}")
    units = sum(r.get("count", 0) for r in doc.get("units", []))
    if units < 16:
        problem_at(problems, doc, "units", "too few unit cards for every player to be dealt units (4.5)")


def check_game(files, problems):
    """Checks across files: the game id of game.yaml names this folder."""
    if files["game"].get("id") != "guerilla":
        problem_at(problems, files["game"], "id", "content/guerilla/game.yaml must have id guerilla")


FILES = {
    "game": (GAME, None),
    "cards": (CARDS, check_cards),
    **learning_files(),
}
CHECK = check_game
