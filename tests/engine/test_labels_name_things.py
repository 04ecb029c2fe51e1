"""Names, not ids (issue 25.6): in short random games of every game (the fuzzer's choices, a few seeds, moves
capped), no option label, prompt or log line any role sees shows an internal id (a Guerilla card copy such as
``u23_5``, a group ``g6`` standing alone, anything in brackets with an underscore, a snake_case id from the
game's content) or a lazy plural such as "card(s)". The scan itself is tested on lines that break each rule."""

import re

import pytest

import bots_kit
import engine
from engine import content

OPTIONS = {"uruguay": None, "junta": {"players": 4}, "guerilla": {"players": 4}, "paraguay": None}
SEEDS = (3, 11)
MOVES = 350

PATTERNS = [
    (re.compile(r"\bu\d+_\d+\b"), "a unit card's id"),
    (re.compile(r"(?<![\w/.#-])g\d+\b"), "a group id"),
    (re.compile(r"\[[^\]\s]*_[^\]\s]*\]"), "an id in brackets"),
    (re.compile(r"\w\(s\)|\(es\)|\(ies\)"), "a lazy plural"),
]
SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def content_ids(game_id):
    """Every snake_case id the game's content gives a thing (card, unit, space, marker), to be found in text."""
    found = set()

    def walk(v):
        if isinstance(v, dict):
            for k, w in v.items():
                if k == "id" and isinstance(w, str) and SNAKE.fullmatch(w):
                    found.add(w)
                walk(w)
        elif isinstance(v, list):
            for w in v:
                walk(w)
    walk(content.load(game_id))
    return found


def problems_in(text, ids):
    out = [f"{why}: {m.group(0)!r}" for pat, why in PATTERNS for m in pat.finditer(text)]
    out += [f"a content id: {m.group(0)!r}" for m in SNAKE.finditer(text) if m.group(0) in ids]
    return out


def texts(game, state):
    """(where, text) for every prompt and option label each role (and an onlooker) is shown, and every log line."""
    for viewer in [None] + list(state["roles"]):
        q = game.question(state, viewer)
        yield f"prompt to {viewer}", q["prompt"]
        for a in q["actions"]:
            yield f"label for {viewer}", a["label"]


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_random_play_shows_names_not_ids_and_proper_plurals(game_id):
    game = engine.get_game(game_id)
    ids = content_ids(game_id)
    found = {}
    for seed in SEEDS:
        state = None
        for n, state in enumerate(bots_kit.positions(game_id, seed, OPTIONS[game_id], moves=MOVES, every=1)):
            for where, text in texts(game, state):
                for p in problems_in(text, ids):
                    found.setdefault(p, f"seed {seed}, move {n + 1}, {where}: {text}")
        for entry in (state or {}).get("log", []):
            for p in problems_in(entry["text"], ids):
                found.setdefault(p, f"seed {seed}, log [{entry['rule']}]: {entry['text']}")
    assert not found, "\n".join(f"{p} -- {w}" for p, w in sorted(found.items()))


def test_the_scan_finds_each_kind_of_id_and_a_lazy_plural():
    ids = {"tv_station"}
    assert problems_in("Add Government unit 2 [u23_5]", ids)
    assert problems_in("Reinforce your group g6 from your hand", ids)
    assert problems_in("Player 1 draws 1 card(s).", ids)
    assert problems_in("Place tv_station", ids)
    assert problems_in("Add Ambush [ambush_2]", ids)
    assert not problems_in("Reinforce your group 6 with Unit G2/R3 (Rebel 3): 1 card, 2 cards", ids)
