"""Uruguay (The Guerrilla Generation): what each content file must look like, and the cross-file checks."""

from ...schema import Enum, Int, ListOf, MapOf, Record, Str, Text, problem_at, rule_refs
from ...schemas import GAME, learning_files

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


URUGUAY_SPACE = Record(
    {
        "id": Str(pattern=r"[a-z_]+"),
        "name": Str(),
        "type": Enum("urban", "rural", "center"),
        "adjacent": ListOf(Str(pattern=r"[a-z_]+"), min=1),
        "provenance": Enum("rulebook", "reconstructed"),
        "basis": Text(),
    },
    optional={"econ": Int(1, 2), "econ_provenance": Enum("rulebook", "reconstructed"),
              "at": ListOf(Int(0, 1000), min=2, max=2)},
)

URUGUAY_MAP = Record({
    "spaces": ListOf(URUGUAY_SPACE, min=1),
    "confirmed_adjacency": ListOf(ListOf(Str(pattern=r"[a-z_]+"), min=2, max=2)),
})

_COUNTS = {"police": Int(0, 20), "troops": Int(0, 10), "cells": Int(0, 18), "safe_houses": Int(0, 4)}

URUGUAY_SETUP = Record({"scenarios": ListOf(Record({
    "id": Str(pattern=r"[a-z_]+"),
    "name": Str(),
    "rule": Str(pattern=r"\d+(\.\d+)*"),
    "tracks": Record({"political_will": Int(0, 20), "coup_threat": Int(0, 20), "public_sympathy": Int(0, 4),
                      "structure": Enum("control", "expansion")}),
    "first_eligible": Enum("government", "tupamaros"),
    "available": Record({k: v for k, v in _COUNTS.items()}),
    "prison": Int(0, 18),
    "expansion": Record({"cells": Int(0, 18), "safe_houses": Int(0, 4)}),
    "military_intervention_box": Record({"troops": Int(0, 10)}),
    "spaces": MapOf(Str(pattern=r"[a-z_]+"), Record({}, optional=_COUNTS)),
}), min=1)})


URUGUAY_TRACKS = Record({"public_sympathy": ListOf(Record({
    "position": Int(0, 4), "name": Str(), "intel": Int(0, 6), "supply": Int(0, 6),
    "provenance": Enum("rulebook", "reconstructed"), "basis": Text(),
}), min=5, max=5)})


def check_uruguay_map(doc, problems):
    """17 spaces (9 Urban, 5 Strategic Centers, 3 Rural), values where they belong, adjacency symmetric,
    connected and agreeing with every pair the example of play proves."""
    spaces = [s for s in doc["spaces"] if isinstance(s, dict)]
    ids = [s["id"] for s in spaces]
    by_id = {s["id"]: s for s in spaces}
    if len(set(ids)) != len(ids):
        problem_at(problems, doc["spaces"], None, "a space id appears twice")
    kinds = [s["type"] for s in spaces]
    if (kinds.count("urban"), kinds.count("center"), kinds.count("rural")) != (9, 5, 3):
        problem_at(problems, doc["spaces"], None, "Uruguay has 9 Urban spaces, 5 Strategic Centers and 3 Rural spaces (1.3)")
    for s in spaces:
        if (s["type"] == "center") == ("econ" in s):
            problem_at(problems, s, "type", f"{s['id']}: Urban and Rural spaces have an Economic Value, Strategic Centers none")
        for other in s["adjacent"]:
            if other not in by_id:
                problem_at(problems, s, "adjacent", f"{s['id']}: unknown adjacent space {other!r}")
            elif s["id"] not in by_id[other]["adjacent"]:
                problem_at(problems, s, "adjacent", f"{s['id']} lists {other} as adjacent but not the other way round")
            if other == s["id"]:
                problem_at(problems, s, "adjacent", f"{s['id']} is adjacent to itself")
    for pair in doc["confirmed_adjacency"]:
        a, b = pair
        if a not in by_id or b not in by_id or b not in by_id[a]["adjacent"]:
            problem_at(problems, pair, None, f"confirmed pair {a}–{b} is missing from the adjacency")
    if ids:
        seen, todo = {ids[0]}, [ids[0]]
        while todo:
            for other in by_id[todo.pop()]["adjacent"]:
                if other in by_id and other not in seen:
                    seen.add(other)
                    todo.append(other)
        if len(seen) != len(ids):
            problem_at(problems, doc["spaces"], None, f"the map is not connected: {sorted(set(ids) - seen)} cut off")
    if [s["econ"] for s in spaces if s["type"] == "urban"].count(2) < 2:
        problem_at(problems, doc["spaces"], None, "at least two Urban spaces must have Economic Value 2 (U36)")


def check_uruguay_game(files, problems):
    """Across files: setup names real spaces, respects stacking, and accounts for every piece (1.2, 1.4)."""
    spaces = {s["id"]: s for s in files["map"]["spaces"]}
    for sc in files["setup"]["scenarios"]:
        total = {"police": sc["available"]["police"], "troops": sc["available"]["troops"] + sc["military_intervention_box"]["troops"],
                 "cells": sc["available"]["cells"] + sc["expansion"]["cells"] + sc["prison"],
                 "safe_houses": sc["available"]["safe_houses"] + sc["expansion"]["safe_houses"]}
        for sid, forces in sc["spaces"].items():
            if sid not in spaces:
                problem_at(problems, sc["spaces"], sid, f"setup {sc['id']}: unknown space {sid!r}")
                continue
            if forces.get("safe_houses", 0) > (0 if spaces[sid]["type"] == "center" else 2):
                problem_at(problems, sc["spaces"], sid, f"setup {sc['id']}: {sid} breaks Safe House stacking (1.4.2)")
            for k, n in forces.items():
                total[k] += n
        want = {"police": 20, "troops": 10, "cells": 18, "safe_houses": 4}
        for k, n in want.items():
            if total[k] != n:
                problem_at(problems, sc, "spaces", f"setup {sc['id']}: {total[k]} {k} accounted for, the game has {n}")


# file stem -> (schema, cross-check or None). A content file with no schema here is an error.
FILES = {
    "game": (GAME, None),
    "cards": (URUGUAY_CARDS, check_uruguay_cards),
    "map": (URUGUAY_MAP, check_uruguay_map),
    "setup": (URUGUAY_SETUP, None),
    "tracks": (URUGUAY_TRACKS, None),
    **learning_files(),
}
CHECK = check_uruguay_game
