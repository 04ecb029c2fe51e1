"""The Guerilla table drawing: valid SVG from a view, every arg a space, hidden hands face down, 3-6 seats."""

import re
import xml.etree.ElementTree as ET

import engine
from engine import prng

import guerilla_kit as kit

NS = "{http://www.w3.org/2000/svg}"
GAME = kit.GAME


def _played(players, moves, seed=11):
    """A game of ``players`` after ``moves`` random moves (the fuzzer's steering)."""
    st = engine.setup("guerilla", seed, options={"players": players})
    chooser = prng.seed_state(seed)
    for _ in range(moves):
        legal = [(r, a) for r in st["roles"] for a in engine.actions(st, r) if GAME.fuzz_allows(st, r, a)]
        if not legal:
            break
        role, a = legal[prng.below(chooser, len(legal))]
        st = engine.apply(st, role, a["verb"], a["arg"])
    return st


def _spaces(svg):
    root = ET.fromstring(svg)
    return root, {g.get("data-space"): g for g in root.iter(NS + "g") if "space" in (g.get("class") or "").split()}


def _tokens(arg):
    if isinstance(arg, str):
        return [arg]
    if isinstance(arg, list):
        return [t for a in arg for t in _tokens(a)]
    return []


def test_a_position_is_drawn_with_groups_as_cards_and_every_space_has_a_shape_and_title():
    st = kit.position(hands={"p1": ["ambush_1", "u22_1", "bastidas"]},
                      groups=[{"owner": "p1", "faction": "rebel", "leader": "salcedo", "units": ["u33_1", "u22_2"]},
                              {"owner": "p2", "faction": "government", "units": ["u41_1"], "complex": "port"}],
                      phase="B")
    board = engine.view(st, "p1")["board"]
    root, spaces = _spaces(GAME.render(board, "p1"))
    assert root.get("viewBox").startswith("0 0 1000 ") and root.find(NS + "title").text == "Guerilla table"
    assert {"deck", "discard", "government", "rebel", "p1", "p2", "p3", "p4", "g1", "g2",
            "ambush_1", "u22_1", "bastidas"} <= set(spaces)
    for sid, g in spaces.items():
        assert g.find(NS + "title").text, sid
        assert any("shape" in (e.get("class") or "") for e in g.iter()), sid
    pieces = {e.get("data-piece") for e in spaces["g1"].iter() if e.get("data-piece")}
    assert pieces == {"salcedo", "u33_1", "u22_2"}
    assert "Port" in "".join(spaces["g2"].itertext()) and "Port (DF" in spaces["g2"].find(NS + "title").text
    words = [d["id"] for d in GAME.describe_spaces(board, "p1")]
    assert words == [sid for sid in words if sid in spaces] and set(words) == set(spaces)


def test_other_hands_are_face_down_and_never_named():
    st = _played(4, 200)
    for role in ("p1", "p3", None):
        board = engine.view(st, role)["board"]
        svg = GAME.render(board, role)
        _, spaces = _spaces(svg)
        for p in st["players"]:
            if p["id"] == role:
                assert all(c in spaces for c in p["hand"])
                continue
            assert not any(f'"{c}"' in svg for c in p["hand"]), (role, p["id"])
            assert f"{len(p['hand'])} card" in svg


def test_every_string_an_action_names_is_a_drawn_space_or_piece_and_text_is_at_least_12():
    for players, moves in ((3, 40), (6, 700)):
        st = _played(players, moves)
        for role in st["roles"]:
            acts = engine.actions(st, role)
            if not acts:
                continue
            svg = GAME.render(engine.view(st, role)["board"], role)
            _, spaces = _spaces(svg)
            pieces = set(re.findall(r'data-piece="([^"]+)"', svg))
            for a in acts:
                named = [t for t in _tokens(a["arg"]) if t in GAME.catalog() or re.fullmatch(r"g\d+|p\d", t)]
                assert all(t in spaces or t in pieces for t in named), (a, role)
            sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)]
            assert min(sizes) >= 12


def test_changed_spaces_and_the_round_milestone():
    before = _played(3, 60)
    after = _played(3, 61)
    a, b = engine.view(before, None)["board"], engine.view(after, None)["board"]
    changed = GAME.changed_spaces(a, b)
    assert changed == GAME.changed_spaces(a, b) and GAME.changed_spaces(b, b) == []
    if a != b:
        assert changed
    assert GAME.milestone(before) == (1, False)


def test_the_groups_of_the_battle_being_decided_are_drawn_selected_and_only_then():
    """While a battle is decided (here: the Informant window) the board's turn names its groups and the drawing
    marks them "selected" with the words "in battle", so a player's view goes there (the sandbox's map-zoom;
    it used to stay on the table's header); before and after it, no group is."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p3", "faction": "government", "units": ["u22_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, hands={"p3": ["informant_1"], "p1": ["u12_2"]}, phase="B")
    st = kit.act(st, "p1", "attack", "g1")
    assert engine.view(st, "p1")["board"]["turn"].get("battle") is None
    target = next(a["arg"] for a in kit.actions(st, "p1") if "group 3" in a["label"])
    st = kit.act(kit.act(st, "p1", "target", target), "p1", "done")
    assert sorted(kit.active(st)) == ["p1", "p3"]                      # the Informant window
    for viewer in ("p1", "p3", None):
        board = engine.view(st, viewer)["board"]
        assert board["turn"]["battle"] == ["g1", "g3"]
        for layout in (None, "narrow"):
            _, spaces = _spaces(GAME.render(board, viewer, layout=layout))
            chosen = sorted(sid for sid, g in spaces.items() if "selected" in g.get("class").split())
            assert chosen == ["g1", "g3"]
            assert "in battle" in "".join(spaces["g3"].itertext()) and "in battle" not in "".join(spaces["g2"].itertext())
            assert spaces["g1"].find(NS + "title").text.endswith("; in the battle being decided")
    st = kit.settle(st, [5, 5])
    board = engine.view(st, None)["board"]
    assert "Battle:" in kit.log_text(st) and not (board["turn"] or {}).get("battle")
    _, spaces = _spaces(GAME.render(board, None))
    assert not any("selected" in g.get("class").split() for g in spaces.values())


def test_a_card_name_a_little_too_long_is_set_smaller_not_cut():
    """On a phone's table "Air Assault" used to read "Air Assau…". A name that fits at a slightly smaller
    size (never under 12) is set so; only a longer one is cut."""
    st = engine.setup("guerilla", 7301, options={"players": 4})
    svg = GAME.render(engine.view(st, "p1")["board"], "p1", layout="narrow")
    texts = dict((t, float(s)) for s, t in re.findall(r'font-size="([\d.]+)"[^>]*>([^<]*)</text>', svg))
    assert "Air Assault" in texts and 12 <= texts["Air Assault"] <= 12.5, texts      # (DejaVu's widths: it fits)
    assert "Air Assau…" not in texts and min(texts.values()) >= 12


def test_every_cards_name_reads_whole_on_a_phones_hand():
    """A phone's hand used to show "Atrocities/…" and "UN Interve…". Every card's name now reads whole on a
    hand card at a phone's width and at a desk's, at 12 or more: bold where it fits, else in the book face, else
    in two lines ("Presidential / Palace"); the widths are DejaVu Sans's own (engine/font_widths.py)."""
    from engine.drawing import text_width
    from engine.games.guerilla import cards_svg as draw
    cards = GAME.catalog()
    tb = type("Table", (), {"cat": cards, "surname": {}})()
    phone = (draw.NARROW_W - 2 * draw.X0 - 2 * draw.HAND_GAP) // 3
    for w in (phone, draw.HAND_W):
        for cid, c in cards.items():
            if c["type"] in ("unit", "leader"):
                continue
            face = draw._card_face(0, 0, w, draw.HAND_H, tb, cid)
            lines = re.findall(r'font-size="([\d.]+)" text-anchor="start" font-weight="(\w+)"[^>]*>([^<]*)</text>',
                               face)
            title = [(float(size), weight, text) for size, weight, text in lines if text in c["name"]]
            assert " ".join(t for _, _, t in title) == c["name"], (w, c["name"], lines)
            for size, weight, text in title:
                assert size >= 12 and text_width(text, size, weight == "bold") <= w - 14, (w, text, size)


def test_every_leaders_name_reads_whole_in_a_group_on_a_phone_and_a_desk():
    """A phone's table used to cut leaders' names beside their ratings ("★ Vida…"). Every leader's name
    (and every complex's) reads whole in a group at a phone's width and a desk's, at 12 or more, with his rating:
    where the two cannot share a line, the row takes two, and the group grows to hold them."""
    from engine.drawing import text_width
    from engine.games.guerilla import cards_svg as draw
    cards, leaders = GAME.catalog(), GAME.content()["leaders"]
    for layout in ("narrow", None):
        tb = draw.Table({"players": [{"id": "p1"}], "groups": []}, cards, leaders, None, layout)
        for cid, c in cards.items():
            if c["type"] not in ("leader", "complex"):
                continue
            for faction in ("government", "rebel"):
                g = {"id": "g1", "owner": "p1", "faction": faction, "units": [], "leader": None, "complex": None,
                     c["type"]: cid}
                svg, h = draw._group(0, 0, g, tb, None, False)
                texts = re.findall(r'font-size="([\d.]+)" text-anchor="(\w+)" font-weight="(\w+)"[^>]*>([^<]*)</text>',
                                   svg)
                name = "★ " + tb.surname[c["kind"]] if c["type"] == "leader" else draw.SHORT.get(c["name"], c["name"])
                left = [(float(s), w, t) for s, a, w, t in texts if a == "start" and t.startswith(name[:3])]
                assert [t for _, _, t in left] == [name], (layout, name, texts)
                size, weight, _ = left[0]
                assert size >= 12 and 24 + text_width(name, size, weight == "bold") <= tb.group_w - 10, (layout, name)
                right = [t for s, a, w, t in texts if a == "end" and ("cmd" in t or "DF" in t)]
                assert len(right) == 1, (layout, name, texts)
                rects = [float(v) for v in re.findall(r'<rect class="shape"[^>]*height="([\d.]+)"', svg)]
                ys = [float(v) for v in re.findall(r'<text x="[\d.]+" y="([\d.]+)"', svg)]
                assert max(ys) < rects[0], (layout, name)          # the row's words stay inside the group
