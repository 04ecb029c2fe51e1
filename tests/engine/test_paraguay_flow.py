"""Paraguay's turn sequence (5.2, 5.3), victory (4.2-4.4), off-map events (8.2, 8.3), reinforcements (9.2)
and replacements (10.1-10.7), on small hand-made maps."""

import engine
import paraguay_kit as kit

PY, AL = "paraguayan", "allied"


def sd_map(paraguayan=()):
    """A board holding the five sudden-death hexes, flagged as the printed map flags them (its ``objectives``);
    those listed start in Paraguay."""
    hexes = ["1826", "1335", "1241", "1541", "2044"]
    m = dict(kit.board(cols=range(12, 21), rows=range(26, 46), nation="argentina"),
             objectives={"sudden_death": {"hexes": hexes, "rules": ["4.2"]}})
    return kit.mark(m, [h for h in hexes if h in paraguayan], nation="paraguay") if paraguayan else m


def test_paraguayan_sudden_death_at_the_instant_the_fifth_hex_falls():
    flip = {h: PY for h in ("1335", "1241", "1541")}
    units = [kit.inf("py-a", "paraguay", "2043"), kit.inf("br-z", "brazil", "1630")]
    st = kit.game(units, sd_map(paraguayan=("1826",)), segment="move:paraguayan", flip=flip)
    st = kit.act(st, PY, "select", {"hex": "2043", "kind": "ground"})
    st = kit.act(st, PY, "step", "2044")
    assert engine.result(st)["winner"] == PY and engine.result(st)["rule"] == "4.2"
    assert engine.actions(st, PY) == [] and engine.actions(st, AL) == []


def end_of_game(vp_hexes=(), **start):
    m = kit.mark(kit.board(cols=range(17, 28), rows=range(16, 30)), ["1826", "2622", "1918"], nation="paraguay")
    return kit.game([kit.inf("py-a", "paraguay", "2020")], m, turn=9, segment="end",
                    flip={h: AL for h in vp_hexes}, **start)


def test_end_of_turn_nine_thresholds():
    assert engine.result(end_of_game())["winner"] == PY
    assert engine.result(end_of_game(("1826",)))["winner"] == PY
    two = engine.result(end_of_game(("1826", "2622")))
    assert two["winner"] == "draw" and two["vp"] == 2 and two["rule"] == "4.3"
    assert engine.result(end_of_game(("1826", "2622", "1918")))["winner"] == AL
    debit = engine.result(end_of_game(("1826", "2622", "1918"), mendoza={"status": "undefeated"}))
    assert debit["winner"] == "draw" and "Mendoza" in debit["reason"]
    mg = engine.result(end_of_game(("1826", "2622"), mg={"launched": True, "status": "entered", "vp": True}))
    assert mg["winner"] == AL


def test_the_fortress_vp_comes_the_instant_the_last_fortress_falls():
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 1, 0, "1531", code="1531"),
             kit.inf("br-a", "brazil", "1530", a=20)]
    st = kit.game(units, segment="combat2:allied")
    st = kit.attack(st, AL, "1531", ["br-a"], [9])
    assert kit.where(st, "py-f") == "dead" and st["pg"]["fortress_vp"] and st["pg"]["vp"] == 1


def test_turn_sequence_paraguay_first_three_combat_phases_then_the_allies():
    units = [kit.inf("py-a", "paraguay", "1531"), kit.inf("br-a", "brazil", "1533")]
    st = kit.game(units, turn=2, segment="arrive:paraguayan")
    order = []
    for _ in range(40):
        role = kit.prompt_role(st)[0]
        top = st["stack"][-1]
        order.append((top["step"], top.get("side")))
        st = kit.end_phase(st, role)
        if st["pg"]["turn"] == 3:
            break
    assert order[0] == ("move", PY)
    assert ("move", AL) in order and order.index(("move", PY)) < order.index(("move", AL))
    assert "Turn III begins (early-year)." in kit.log(st)


def test_matto_grosso_let_in_enters_on_the_edge_and_scores_at_the_end_of_turn_five():
    m = kit.mark(kit.board(cols=range(26, 31), rows=range(18, 24)), ["2919", "3020"], edge="matto_grosso")
    units = [kit.inf("py-a", "paraguay", "2721"), kit.unit("py-c", "paraguay", "cavalry", 2, 2, 8, "2722"),
             kit.inf("br-1", "brazil", "mg"), kit.inf("br-2", "brazil", "mg"),
             kit.unit("br-s", "brazil", "supply", 0, 1, 6, "mg")]
    st = kit.game(units, m, turn=5, segment="matto", mg={"launched": True, "status": "waiting"},
                  mendoza={"status": "defeated"})
    assert kit.ask(st)["role"] == PY and [o["verb"] for o in kit.ask(st)["options"]] == ["meet", "let_in"]
    st = kit.act(st, PY, "let_in")
    while not kit.args(st, AL, "matto"):
        st = kit.end_phase(st, kit.prompt_role(st)[0])
    assert kit.args(st, AL, "matto") == ["2919", "3020"] and "done" not in kit.verbs(st, AL)
    st = kit.act(st, AL, "matto", "3020")
    assert {kit.where(st, x) for x in ("br-1", "br-2", "br-s")} == {"3020"}
    while st["pg"]["turn"] == 5:
        st = kit.end_phase(st, kit.prompt_role(st)[0])
    assert st["pg"]["vp"] == 1 and st["pg"]["mg"]["vp"]


def test_matto_grosso_met_and_defeated_sends_two_paraguayans_away_until_turn_six():
    units = [kit.inf("py-a", "paraguay", "1531"), kit.unit("py-c", "paraguay", "cavalry", 2, 2, 8, "1533"),
             kit.inf("py-b", "paraguay", "1535"), kit.inf("ar-x", "argentina", "1536"),
             kit.inf("br-1", "brazil", "mg")]
    st = kit.game(units, turn=5, segment="matto", mg={"launched": True, "status": "waiting"})
    st = kit.act(st, PY, "meet")
    assert kit.args(st, PY, "unit") == ["py-a"]                # py-b has an Allied unit next to it (8.2)
    st = kit.act(kit.act(st, PY, "unit", "py-a"), PY, "unit", "py-c")
    assert kit.where(st, "py-a") == "away" and kit.where(st, "br-1") == "dead"
    assert st["pg"]["mg"]["status"] == "defeated"


def mendoza_units():
    units = [kit.inf(f"ar-i{k}", "argentina", "1330") for k in range(6)]
    units += [kit.unit(f"ar-c{k}", "argentina", "cavalry", 2, 2, 8, "1330") for k in range(3)]
    units += [kit.unit("ar-art", "argentina", "field_artillery", 3, 1, 4, "track", code="III")]
    return units + [kit.inf("py-a", "paraguay", "1535")]


def test_mendoza_breaks_out_on_0_to_2_and_is_put_down_with_six_and_four():
    st = kit.game(mendoza_units(), turn=3, segment="mendoza", rolls=[2])
    assert [o["verb"] for o in kit.ask(st)["options"]] == ["defeat", "ignore"]
    st = kit.act(st, AL, "defeat")
    for k in range(6):
        st = kit.act(st, AL, "unit", f"ar-i{k}")
    assert "ar-art" in kit.args(st, AL, "unit")               # this turn's reinforcement may go (8.3)
    for uid in ("ar-c0", "ar-c1", "ar-c2", "ar-art"):
        st = kit.act(st, AL, "unit", uid)
    assert kit.where(st, "ar-i0") == "away" and kit.u(st, "ar-i0")["back"] == 4
    assert st["pg"]["mendoza"]["status"] == "defeated" and st["pg"]["vp"] == 0
    quiet = kit.game(mendoza_units(), turn=3, segment="mendoza", rolls=[3])
    assert "no rebellion" in kit.log(quiet) and quiet["pg"]["mendoza"]["status"] == "none"


def test_mendoza_left_alone_costs_a_vp_and_happens_once():
    units = mendoza_units()[:5] + [kit.inf("py-a", "paraguay", "1535")]       # too few to put it down
    st = kit.game(units, turn=3, segment="mendoza", rolls=[0])
    assert [o["verb"] for o in kit.ask(st)["options"]] == ["ignore"]
    st = kit.act(st, AL, "ignore")
    assert st["pg"]["vp"] == -1 and st["pg"]["mendoza"]["status"] == "undefeated"


def entry_map():
    m = kit.mark(kit.board(cols=range(10, 22), rows=range(38, 46), nation="argentina"),
                 ["1042", "1943"], supply="allied")
    return m


def test_reinforcement_entry_hexes_by_kind_and_blocked_entries():
    units = [kit.inf("br-r", "brazil", "track", code="II"), kit.unit("br-w", "brazil", "warship", 3, 3, 8, "track",
                                                                      code="II"),
             kit.inf("ur-r", "uruguay", "track", code="II"), kit.inf("br-late", "brazil", "track", code="IV"),
             kit.inf("py-a", "paraguay", "1943")]
    st = kit.game(units, entry_map(), turn=2, segment="arrive:allied")
    offered = {(a["unit"], a["hex"]) for a in kit.args(st, AL, "enter")}
    assert ("br-r", "1042") in offered and ("br-r", "1943") not in offered       # 1943 holds a Paraguayan unit
    assert ("br-w", "1042") in offered and ("ur-r", "2044") in offered
    assert not any(uid == "br-late" for uid, _ in offered)                        # never early (9.2)
    st = kit.act(st, AL, "enter", {"unit": "br-r", "hex": "1042"})
    assert kit.where(st, "br-r") == "1042" and kit.u(st, "br-r")["entered"] == 2
    st = kit.act(st, AL, "done")
    assert kit.where(st, "br-w") == "track"                                       # delayed, still on the track


def test_replacement_rates_costs_and_what_may_not_be_replaced():
    units = [kit.unit("br-art", "brazil", "field_artillery", 3, 1, 4, "dead"), kit.inf("br-i", "brazil", "dead"),
             kit.unit("br-gn", "brazil", "cavalry", 2, 2, 8, "dead", gn=True),
             kit.unit("br-w", "brazil", "warship", 3, 3, 8, "dead"), kit.inf("ar-i", "argentina", "dead")]
    st = kit.game(units, entry_map(), turn=3, segment="arrive:allied")
    assert st["pg"]["rp"] == {"argentina": 2, "brazil": 4}
    offered = {a["unit"] for a in kit.args(st, AL, "replace")}
    assert offered == {"br-art", "br-i", "ar-i"}
    st = kit.act(st, AL, "replace", {"unit": "br-art", "hex": "1042"})
    assert st["pg"]["rp"]["brazil"] == 2 and kit.where(st, "br-art") == "1042"
    # which unit came back (and so what it cost) is told to its own side alone; the other sees a replacement (6.4)
    theirs = [e["text"] for e in engine.view(st, "paraguayan")["log"] if e["rule"] == "10.4"]
    ours = [e["text"] for e in engine.view(st, AL)["log"] if e["rule"] == "10.4"]
    assert theirs == ["An Allied replacement enters at 1042."], theirs
    assert any("artillery" in t and "2 steps" in t for t in ours) and len(ours) == len(theirs), ours
    none = kit.game(units, entry_map(), turn=1, segment="arrive:allied")
    assert none["stack"] == [] or not kit.args(none, AL, "replace")              # no replacements on Turn I


def test_paraguayan_replacements_fall_with_asuncion_and_cerro_leon_and_enter_by_10_7():
    m = kit.mark(kit.board(cols=range(13, 22), rows=range(24, 34)), "1432", supply="paraguayan")
    units = [kit.inf("py-d", "paraguay", "dead"), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "dead")]
    st = kit.game(units, m, turn=3, segment="arrive:paraguayan")
    assert st["pg"]["rp"] == {"paraguay": 2}
    assert sorted({a["hex"] for a in kit.args(st, PY, "replace")}) == ["1826", "2026"]   # no path to Humaitá
    m = kit.road(m, kit.path(m, "1432", "1826"))
    st = kit.game(units, m, turn=3, segment="arrive:paraguayan")
    assert sorted({a["hex"] for a in kit.args(st, PY, "replace")}) == ["1432", "1826", "2026"]
    one = kit.game(units, m, turn=3, segment="arrive:paraguayan", ever_allied=["1826"])
    assert one["pg"]["rp"] == {"paraguay": 1}
    assert {a["unit"] for a in kit.args(one, PY, "replace")} == {"py-d"}           # supply costs 2 (10.4)
    assert "1826" not in {a["hex"] for a in kit.args(one, PY, "replace")}
    zero = kit.game(units, m, turn=3, segment="arrive:paraguayan", ever_allied=["1826", "2026"])
    assert zero["pg"]["rp"] == {"paraguay": 0}


def test_depot_towns_and_paraguayan_sources_are_lost_for_good():
    m = kit.mark(kit.mark(kit.board(cols=range(12, 21), rows=range(24, 38)), "1335", depot=True,
                          nation="argentina"), "1826", supply="paraguayan")
    st = kit.game([kit.inf("py-a", "paraguay", "1334")], m, segment="move:paraguayan")
    st = kit.move(st, PY, "1334", ["1335"])
    assert st["pg"]["depots_lost"] == ["1335"] and "depot-town status for good" in kit.log(st)
    al = kit.game([kit.inf("br-a", "brazil", "1825")], m, segment="move:allied")
    al = kit.move(al, AL, "1825", ["1826"])
    assert "1826" in al["pg"]["ever_allied"] and "supply-source capacity for good" in kit.log(al)
    assert "fall to 1 a turn" in kit.log(al)
    gone = kit.game([kit.inf("py-b", "paraguay", "1925")], m, segment="move:paraguayan", ever_allied=["1826"])
    assert "1826" not in supply_sources(gone, PY)                # even with no Allied unit there any more (7.13)


def supply_sources(st, side):
    from engine.games.paraguay import supply
    return supply.sources(kit.p(st), side)


def test_an_advance_after_combat_onto_the_railroad_ends_free_railroad_movement():
    m = kit.railroad(kit.board(), ["1330", "1430", "1530"])
    units = [kit.inf("py-a", "paraguay", "1430", a=1, d=1), kit.inf("br-a", "brazil", "1431", a=20)]
    st = kit.attack(kit.game(units, m, segment="combat2:allied"), AL, "1430", ["br-a"], [9])
    st = kit.act(st, AL, "advance", "br-a")
    assert st["pg"]["rail_entered"] and kit.where(st, "br-a") == "1430"


def test_reinforcements_respect_stacking_at_the_entry_hex():
    units = [kit.inf(f"br-{k}", "brazil", "1042") for k in range(26)] + [kit.inf("br-r", "brazil", "track", code="II")]
    st = kit.game(units, entry_map(), turn=2, segment="arrive:allied")
    assert ("br-r", "1042") not in {(a["unit"], a["hex"]) for a in kit.args(st, AL, "enter")}
    assert ("br-r", "1943") in {(a["unit"], a["hex"]) for a in kit.args(st, AL, "enter")}


def test_reinforcements_entering_one_hex_are_told_in_one_line_which_only_their_side_reads():
    """Four units entering 1042 and one entering 1943 make one line per hex, not one per unit (the log once
    read "An Allied reinforcement enters at 1042." four times in a row); which units they are only the Allies
    read (6.4)."""
    import engine
    units = [kit.inf(f"br-{k}", "brazil", "track", code="II") for k in range(4)] + \
        [kit.unit("br-c", "brazil", "cavalry", 2, 2, 8, "track", code="II")]
    st = kit.game(units, entry_map(), turn=2, segment="arrive:allied")
    start = len(st["log"])
    for uid, h in (("br-0", "1042"), ("br-c", "1943"), ("br-1", "1042"), ("br-2", "1042"), ("br-3", "1042")):
        st = kit.act(st, AL, "enter", {"unit": uid, "hex": h})
    st = kit.act(st, AL, "done")
    lines = [e for e in st["log"][start:] if e["rule"] == "9.2"]
    public = [e["text"] for e in lines if "to" not in e]
    assert public == ["4 Allied reinforcements enter at 1042.", "An Allied reinforcement enters at 1943."]
    own = [e["own"][AL]["text"] for e in lines]        # the same two lines as the Allies read them
    assert len(own) == 2 and own[0].startswith("4 Allied reinforcements enter at 1042: Brazilian infantry")
    assert own[0].count(";") == 3 and "cavalry" in own[1]
    seen = {r: "\n".join(e["text"] for e in engine.view(st, r)["log"]) for r in (PY, AL)}
    assert "infantry" not in seen[PY] and own[0] in seen[AL] and own[1] in seen[AL]
