"""A picture no move made and no one picks on (a game's overview map, the Setup or Deck page's picture, a printed
sheet's or packet's diagram) keys only what it can show: the screen's marks for the last move's changes, a space to
pick and the selected one belong to the sandbox's board, which keeps them. The printed legend page dropped them
first; the overview maps and the setup pictures still keyed them (Uruguay's and Guerilla's 'gold outline: changed
by the last move', Paraguay's 'Hex you may pick (Tab, Enter)', 'Selected hex', 'Changed by the last move')."""

import json
import re

import pytest

import engine
from engine import bridge
from generator import build as b
from generator import content

SCREEN_ONLY = ("last move", "Tab, Enter", "Selected hex")


def screen_marks(svg):
    text = " ".join(re.sub(r"<[^>]+>", " ", svg).split())
    return [w for w in SCREEN_ONLY if w.lower() in text.lower()]


@pytest.fixture(scope="module")
def learn():
    cache = {}

    def get(gid):
        if gid not in cache:
            cache[gid] = b.gather(content.load(games=(gid,)), None, pages=False)["learn"][gid]
        return cache[gid]
    return get


@pytest.mark.parametrize("gid, key", [("uruguay", "still_svg"), ("uruguay", "print_svg"), ("guerilla", "table_svg"),
                                      ("paraguay", "initial_svg"), ("junta", "initial_svg")])
def test_an_overview_map_and_a_printed_diagram_key_no_screen_mark(learn, gid, key):
    assert learn(gid)[key] and screen_marks(learn(gid)[key]) == [], (gid, key)


@pytest.mark.parametrize("gid, extra", [("uruguay", {}), ("paraguay", {}), ("guerilla", {"players": 4}),
                                        ("junta", {"players": 5})])
def test_a_setup_pages_picture_and_a_packets_key_no_screen_mark(gid, extra):
    answer = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": gid, "seed": 1865, **extra})))
    assert answer["ok"] and answer["svg"].startswith("<svg"), answer.get("error")
    assert screen_marks(answer["svg"]) == [], gid
    packet = json.loads(bridge.handle(json.dumps({"op": "packet", "game": gid, "event_seed": 7, "tables": 1,
                                                  "full": True, "pictures": True, **extra})))
    assert packet["ok"] and packet["packet"]["svgs"], packet.get("error")     # a picture to check, at least one
    for svg in packet["packet"]["svgs"]:
        assert screen_marks(svg) == [], gid


@pytest.mark.parametrize("gid, words", [("uruguay", ["last move"]), ("guerilla", ["last move"]),
                                        ("paraguay", list(SCREEN_ONLY))])
def test_the_sandboxs_board_keeps_its_marks(gid, words):
    game = engine.get_game(gid)
    state = engine.setup(gid, 1865, options={"players": 4} if gid == "guerilla" else None)
    assert screen_marks(game.render(game.view(state, None)["board"], None, ())) == words
