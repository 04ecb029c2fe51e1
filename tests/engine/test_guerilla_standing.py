"""Guerilla's standing pass (docs/GUERILLA.md 8.12, a table convenience of this site): every response window
offers every askee alike "pass now and until my next turn" (no response); it is declared openly (a public log line, the
view's standing passes), the player is not asked in later windows (unless his own group or leader is attacked)
until his own next turn begins, and the windows keep their secrets."""

import engine
from engine import bots, fuzz

import guerilla_kit as kit
from test_guerilla_windows import REBEL_ATTACKED, attack, informant_window

STAND = "stand_pass"
VIEWERS = (None, "p1", "p2", "p3", "p4")


def declared():
    """The Informant window of Player 1's attack on Player 2's Rebel group: Players 3 and 2 (the defender) take
    the standing pass, Player 4 and Player 1 pass; the battle goes Player 1's way and its losses open the
    Atrocities/Press window."""
    st = informant_window("u12_2")
    st = kit.act(st, "p3", STAND)
    st = kit.act(st, "p2", STAND)
    st = kit.act(st, "p4", "pass")
    return kit.settle(st, [10, 1], move=("p1", "pass", None),
                      stop=lambda s: any(a["rule"] == "8.6" for r in kit.active(s) for a in kit.actions(s, r)))


def test_every_askee_is_offered_the_standing_pass_alike_whatever_he_holds():
    holds, lacks = informant_window("informant_1"), informant_window("u12_2")
    for st in (holds, lacks):
        offered = [kit.asked(st, r) for r in ("p1", "p2", "p3", "p4")]
        assert all(o == offered[0] for o in offered)
        assert offered[0][-1]["verb"] == STAND and offered[0][-1]["rule"] == "8.12"
    assert kit.asked(holds, "p3") == kit.asked(lacks, "p3")


def test_a_standing_pass_is_declared_openly_and_skips_the_player_in_later_windows():
    st = declared()
    assert "Battle:" in kit.log_text(st) and "plays an Informant" not in kit.log_text(st)
    for viewer in VIEWERS:                     # the declaration is public: every seat and an onlooker see it
        view = engine.view(st, viewer)
        said = [e["text"] for e in view["log"] if e["rule"] == "8.12"]
        assert len(said) == 2 and said[0].startswith("Player 2 passes now") and said[1].startswith("Player 3 passes")
        assert view["board"]["round"]["standing"] == ["p2", "p3"]
        assert [p["standing"] for p in view["board"]["players"]] == [False, True, True, False]
    # the Atrocities/Press window: Player 3 is not asked; Player 2, whose group was attacked, still is
    assert sorted(kit.active(st)) == ["p1", "p2", "p4"]
    assert "p3" not in st["stack"][-1]["ask"]["each"] and kit.asked(st, "p2")[-1]["verb"] == STAND


def test_a_standing_pass_lapses_when_its_players_turn_begins():
    st = kit.settle(declared())                   # the window answered passively, back at Player 1's menu
    for phase in ("C", "D", "E", "F"):
        st = kit.act(st, "p1", "next", phase)
    st = kit.act(st, "p1", "end")
    st = kit.settle(st)
    assert st["turn"]["player"] == "p2"
    lapsed = [e["text"] for e in engine.view(st, None)["log"] if e["rule"] == "8.12"][-1]
    assert lapsed.startswith("Player 2's standing pass ends: their turn begins")
    for viewer in VIEWERS:
        assert engine.view(st, viewer)["board"]["round"]["standing"] == ["p3"]     # Player 3's lasts to his turn
    assert st["round"]["standing"] == ["p3"]


def test_the_windows_keep_their_secrets_with_a_standing_pass_on():
    st = declared()
    assert fuzz.check_secrets(kit.GAME, st, "the Atrocities/Press window with standing passes") == []
    twins = [twin for _, twin, _ in kit.GAME.secret_twins(st, "p4")]
    assert twins and all(kit.active(t) == kit.active(st) and kit.asked(t, "p4") == kit.asked(st, "p4")
                         for t in twins)


def test_the_steady_player_never_takes_the_standing_pass():
    st = informant_window("u12_2")
    steady = bots.make("guerilla", "steady")
    for role in ("p2", "p3", "p4", "p1"):
        act, why = bots.decide(st, role, steady, bots.seat_rng(role, 1))
        assert act["verb"] != STAND
        ranked = steady.rank(engine.view(st, role), kit.GAME.question(st, role), {})
        stand = next(r for r in ranked if r[1]["verb"] == STAND)
        assert stand[0] < ranked[0][0] and "(8.12)" in stand[2]


def test_the_standing_passes_end_with_the_round():
    """Sudden death on 1 (10.2): Player 1's turn ends the round; the standing passes of that round end with it."""
    st = kit.position(groups=REBEL_ATTACKED, phase="B", round={"sudden": 1}, rounds=2,
                      hands={"p1": ["ambush_1", "u22_1"], "p2": ["u22_2"], "p3": ["u12_2", "u21_1"], "p4": ["u31_1"]})
    st = attack(st)
    st = kit.act(kit.act(kit.act(st, "p1", "ambush", ["double", "u41_1"]), "p1", "done"), "p2", "done")
    st = kit.act(kit.act(st, "p3", STAND), "p2", STAND)
    st = kit.settle(kit.act(st, "p4", "pass"), [10, 1], move=("p1", "pass", None))
    assert st["round"]["standing"] == ["p2", "p3"]
    for phase in ("C", "D", "E", "F"):
        st = kit.act(st, "p1", "next", phase)
    st = kit.act(st, "p1", "end", dice=[10])
    ended = [e["text"] for e in engine.view(st, "p4")["log"] if e["rule"] == "8.12"][-1]
    assert ended == "The standing passes of Player 2, Player 3 end with the round."
    assert st["round"]["number"] == 2 and "standing" not in st["round"]
    assert engine.view(st, "p3")["board"]["round"]["standing"] == []


def test_the_drawn_table_marks_a_standing_passer_for_every_viewer_and_nobody_else():
    """Issue 27: the seat of a player with a standing pass wears a "standing pass" tag with a title
    saying what it means, in both layouts and for every viewer (it is declared aloud); a seat without one does not."""
    import xml.etree.ElementTree as ET
    ns = "{http://www.w3.org/2000/svg}"
    st = declared()
    before = informant_window("u12_2")
    for viewer in VIEWERS:
        for layout in (None, "narrow"):
            root = ET.fromstring(kit.GAME.render(engine.view(st, viewer)["board"], viewer, layout=layout))
            seats = {g.get("data-space"): g for g in root.iter(ns + "g") if g.get("data-space") in VIEWERS}
            tagged = [pid for pid, g in seats.items() if g.find(f"{ns}g[@class='standing']") is not None]
            assert tagged == ["p2", "p3"], (viewer, layout)
            tag = seats["p3"].find(f"{ns}g[@class='standing']")
            assert "".join(tag.itertext()).startswith("Standing pass (8.12")
            assert tag.find(ns + "text").text == "standing pass"
            assert "standing pass (8.12" in seats["p3"].find(ns + "title").text
            assert "standing" not in seats["p1"].find(ns + "title").text
            unmarked = kit.GAME.render(engine.view(before, viewer)["board"], viewer, layout=layout)
            assert "standing pass" not in unmarked and 'class="standing"' not in unmarked
