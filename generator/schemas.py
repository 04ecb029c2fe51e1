"""What every content file must look like, per game, and the cross-file checks."""

from .schema import Enum, Int, ListOf, Record, Str, Text, problem_at, rule_refs

GAME = Record({
    "id": Str(pattern=r"[a-z]+"),
    "title": Str(),
    "short_title": Str(),
    "publisher": Str(),
    "designer": Str(),
    "players": Str(pattern=r"\d(-\d)?", what="a player count such as 2 or 3-6"),
    "roles": ListOf(Record({"id": Str(pattern=r"[a-z_]+"), "name": Str()}), min=1),
    "summary": Text(),
    "rulebook": Str(),
})

_EFFECT = Record({"heading": Str(), "text": Text()})

URUGUAY_CARD = Record(
    {
        "id": Str(pattern=r"U\d{1,2}", what="a card id such as U7"),
        "number": Int(1, 39),
        "title": Str(),
        "kind": Enum("event", "capability", "propaganda"),
        "rules": rule_refs(),
    },
    optional={
        "capability": Enum("government", "tupamaros"),
        "printed_id": Str(pattern=r"[A-Z]\d{1,2}"),
        "top": _EFFECT,
        "bottom": _EFFECT,
        "breaking_news": _EFFECT,
        "text": Text(),
        "tip": Text(),
    },
)

URUGUAY_CARDS = Record({"cards": ListOf(URUGUAY_CARD, min=1)})


def check_uruguay_cards(doc, problems):
    """Cross-field checks: ids match numbers, 39 unique cards, kinds carry the right parts."""
    cards = doc.get("cards") if isinstance(doc, dict) else None
    if not isinstance(cards, list):
        return
    seen = {}
    for card in cards:
        if not isinstance(card, dict):
            continue
        cid, number, kind = card.get("id"), card.get("number"), card.get("kind")
        if cid in seen:
            problem_at(problems, card, "id", f"card id {cid} appears twice")
        seen[cid] = card
        if isinstance(number, int) and cid != f"U{number}":
            problem_at(problems, card, "id", f"card id {cid} does not match its number {number} (expected U{number})")
        if kind == "propaganda":
            for part in ("top", "bottom", "breaking_news", "capability"):
                if part in card:
                    problem_at(problems, card, part, f"{cid}: a Propaganda card has no {part!r}")
            if "text" not in card:
                problem_at(problems, card, None, f"{cid}: a Propaganda card needs 'text'")
        elif kind in ("event", "capability"):
            for part in ("top", "breaking_news"):
                if part not in card:
                    problem_at(problems, card, None, f"{cid}: an {kind} card needs {part!r}")
            if "text" in card:
                problem_at(problems, card, "text", f"{cid}: only Propaganda cards have a plain 'text'")
            if (kind == "capability") != ("capability" in card):
                problem_at(problems, card, "kind",
                           f"{cid}: 'capability: government|tupamaros' goes with kind capability, and only there")
    if len(cards) != 39:
        problem_at(problems, cards, None, f"Uruguay has 39 cards, this file lists {len(cards)}")
    props = sum(1 for c in cards if isinstance(c, dict) and c.get("kind") == "propaganda")
    if props != 3:
        problem_at(problems, cards, None, f"Uruguay has 3 Propaganda cards, this file marks {props}")


# game id -> file stem -> (schema, cross-check or None). A content file with no schema here is an error.
SCHEMAS = {
    "uruguay": {
        "game": (GAME, None),
        "cards": (URUGUAY_CARDS, check_uruguay_cards),
    },
}
