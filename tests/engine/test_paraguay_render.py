"""Paraguay's drawing hooks (render, describe_spaces, changed_spaces): every hex a sandbox space, fog of war."""

import xml.etree.ElementTree as ET

import engine
from engine.games.paraguay import hexmap

NS = "{http://www.w3.org/2000/svg}"
GAME = engine.get_game("paraguay")


def _spaces(root):
    return [g for g in root.iter(NS + "g") if "space" in (g.get("class") or "").split()]


def test_every_hex_is_one_space_with_a_shape_and_words():
    state = engine.setup("paraguay", 7)
    board = engine.view(state, "allied")["board"]
    root = ET.fromstring(GAME.render(board, "allied", ()))
    spaces = _spaces(root)
    assert sorted(g.get("data-space") for g in spaces) == sorted(hexmap.load().hexes)
    for g in spaces:
        shapes = [e for e in g if e.get("class") == "shape"]
        assert len(shapes) == 1 and shapes[0].tag == NS + "polygon"
        title = g.find(NS + "title")
        assert title is None or title.text.startswith(g.get("data-space"))
        if g.get("data-space") in board["hexes"] or g.get("data-space") == "1826":
            assert title is not None
    assert [g for g in root.iter(NS + "g") if "spaces" in (g.get("class") or "").split()][0].get("data-hit") == "shape"
    texts = {s["id"]: s["text"] for s in GAME.describe_spaces(board, "allied")}
    assert set(board["hexes"]) <= set(texts) and "Asunción" in texts["1826"]


def test_stacks_carry_their_owner_and_only_the_top_unit_id():
    state = engine.setup("paraguay", 7)
    for role, enemy in (("allied", "paraguayan"), ("paraguayan", "allied")):
        board = engine.view(state, role)["board"]
        text = GAME.render(board, role, ())
        root = ET.fromstring(text)
        stacks = {g.get("data-hex"): g for g in root.iter(NS + "g") if g.get("class") == "stack"}
        assert sorted(stacks) == sorted(board["hexes"])
        for h, row in board["hexes"].items():
            assert stacks[h].get("data-owner") == row["side"] and stacks[h].get("data-piece") == row["top"]["id"]
        hidden = [u for u in state["units"] if u["side"] == enemy and u["where"].isdigit()
                  and u["id"] != board["hexes"][u["where"]]["top"]["id"]]
        assert hidden and not [u["id"] for u in hidden if f'"{u["id"]}"' in text]      # 6.4: not in the SVG at all
        for h, row in board["hexes"].items():
            words = [g for g in _spaces(root) if g.get("data-space") == h][0].find(NS + "title").text
            if row["side"] == enemy and row["count"] > 1:
                assert "hidden (6.4)" in words


def test_changed_spaces_are_the_hexes_a_move_touched():
    state = engine.setup("paraguay", 7)
    role = "paraguayan"
    before = engine.view(state, None)["board"]
    assert GAME.changed_spaces(before, before) == []
    sel = [a for a in engine.actions(state, role) if a["verb"] == "select"][0]
    state = engine.apply(state, role, "select", sel["arg"])
    step = [a for a in engine.actions(state, role) if a["verb"] == "step"][0]
    state = engine.apply(state, role, "step", step["arg"])
    after = engine.view(state, None)["board"]
    changed = GAME.changed_spaces(before, after)
    assert step["arg"] in changed and set(changed) <= {sel["arg"]["hex"], step["arg"]}


def test_the_bridge_sandbox_answers_with_the_map():
    import json
    from engine import bridge
    answer = json.loads(bridge.handle(json.dumps({"op": "sandbox_new", "game": "paraguay", "seed": 7,
                                                  "role": "paraguayan"})))
    assert answer["ok"] and answer["svg"].count('class="space"') == 637 and answer["spaces"]
    step = [a for a in answer["actions"] if a["verb"] == "select"][0]
    moved = json.loads(bridge.handle(json.dumps({"op": "sandbox_act", "game": "paraguay", "role": "paraguayan",
                                                 "verb": "select", "arg": step["arg"]})))
    assert moved["ok"] and 'class="selected"' in moved["svg"]
