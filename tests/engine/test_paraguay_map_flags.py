"""The sudden-death hexes (4.2), each side's ultimate supply sources (7.12, 7.13), the end-of-war objectives (4.4),
the Paraguayan entry hexes (10.7) and the towns that cut the Paraguayan replacement rate (10.3) come from the map's
own data (its ``objectives``, each hex's ``supply`` flag, its ``entry`` and ``replacements``), as the depot towns
do (test_paraguay_depots): a map that flags other hexes moves every rule that reads them, and a map that flags
none has none."""

import copy

import engine
import paraguay_kit as kit
from engine.games.paraguay import bot, fleet, hexmap, supply

PY, AL = "paraguayan", "allied"


def _board(sudden=None, sources=None):
    """A small Argentine board; ``sudden``: its sudden-death hexes (none when None); ``sources``: hex -> the side
    whose supply source the map flags there."""
    m = kit.board(cols=range(12, 18), rows=range(28, 38), nation="argentina")
    for h, side in (sources or {}).items():
        m = kit.mark(m, h, supply=side)
    if sudden is not None:
        m["objectives"] = {"sudden_death": {"hexes": list(sudden), "rules": ["4.2"]}}
    return m


def _take(m, start, goal, flip=None):
    """A Paraguayan unit steps from ``start`` into ``goal`` (control changes as it enters, 3.6)."""
    st = kit.game([kit.inf("py-a", "paraguay", start)], m, segment="move:paraguayan", flip=flip or {})
    st = kit.act(st, PY, "select", {"hex": start, "kind": "ground"})
    return kit.act(st, PY, "step", goal)


def test_the_printed_map_flags_the_rulebooks_hexes():
    hm = hexmap.load()
    assert hm.sudden_death == ("1826", "1335", "1241", "1541", "2044")
    assert hm.sources == {AL: ("1042", "1943", "3244"), PY: ("1432", "1826", "2026")}
    assert bot.targets(PY) == ("1335", "1241", "1541", "2044") and bot.hold(AL) == bot.targets(PY)
    assert bot.hold(PY) == bot.targets(AL) == ("1826", "2622", "1918")


def test_sudden_death_comes_when_the_maps_own_hexes_all_fall():
    m = _board(sudden=["1335", "1631"])
    st = _take(m, "1334", "1335", flip={"1631": PY})
    res = engine.result(st)
    assert res["winner"] == PY and res["rule"] == "4.2" and "1335 and 1631" in res["reason"]
    assert "every sudden-death hex (1335 and 1631)" in kit.log(st)
    assert engine.result(_take(m, "1334", "1335")) is None          # 1631 is still Allied


def test_a_map_without_sudden_death_hexes_has_no_sudden_death():
    m = kit.board(cols=range(12, 21), rows=range(26, 46), nation="argentina")      # holds the printed five
    flip = {h: PY for h in ("1826", "1241", "1541", "2044")}
    st = _take(m, "1334", "1335", flip=flip)
    assert engine.result(st) is None and st["pg"]["flip"]["1335"] == PY


def test_a_paraguayan_source_is_the_hex_the_map_flags():
    m = kit.mark(_board(sources={"1531": PY}), "1531", nation="paraguay")
    m = kit.mark(m, "1533", nation="paraguay")                                # a Paraguayan hex not flagged
    for h in ("1531", "1533"):
        st = kit.game([kit.inf("br-a", "brazil", "1532")], m, segment="move:allied")
        st = kit.move(st, AL, "1532", [h])
        assert h in st["pg"]["ever_allied"]
        assert ("supply-source capacity for good" in kit.log(st)) == (h == "1531"), h
    st = kit.game([kit.inf("py-b", "paraguay", "1330")], m, segment="move:paraguayan")
    assert supply.sources(kit.p(st), PY) == ["1531"]


def test_the_allied_supply_line_runs_from_the_sources_the_map_flags():
    m = kit.river(_board(sources={"1228": AL}), ["1228", "1229", "1230"])
    hm = kit.GAME.hexmap({"options": {"map": m}})
    assert hm.sources[AL] == ("1228",) and fleet.supplied(hm, set()) == {"1228", "1229", "1230"}
    unflagged = copy.deepcopy(m)
    for rec in unflagged["hexes"]:
        rec.pop("supply", None)
    assert fleet.supplied(kit.GAME.hexmap({"options": {"map": unflagged}}), set()) == set()


# ----- 4.4's objectives, 10.7's entry hexes and 10.3's towns: the map's too


def test_the_printed_map_names_its_objectives_entry_hexes_and_replacement_towns():
    hm = hexmap.load()
    assert hm.awards == (("1826", "Asunción"), ("2622", "the town of Curupaity"), ("1918", "Concepción"))
    assert hm.py_entry == ("1826", "2026", "1432") and hm.py_entry_path == ("1432",)
    assert hm.rate_towns == ("1826", "2026")


def _facts(m, awards=None, entry=None, path=(), towns=()):
    m = dict(m, objectives={"victory_points": {"hexes": list(awards or {}), "names": dict(awards or {}),
                                                "rules": ["4.4"]}})
    return dict(m, entry={"paraguayan": list(entry or ()), "paraguayan_path": list(path)},
                replacements={"paraguayan_towns": list(towns)})


def test_the_end_of_war_awards_are_the_maps_objectives_told_by_their_names():
    m = _facts(kit.mark(kit.board(cols=range(14, 19), rows=range(28, 34)), "1631", name="Piribebuy"),
               awards={"1531": "the ford of 1531", "1631": None})
    st = kit.game([kit.inf("py-a", "paraguay", "1733")], m, turn=9, segment="end",
                  flip={h: AL for h in ("1531", "1631", "1731")})
    res = engine.result(st)
    assert res["vp"] == 2 and res["winner"] == "draw", res
    assert "Allied control of the ford of 1531 (1531)" in res["reason"]
    assert "Allied control of Piribebuy (1631)" in res["reason"] and "1731" not in res["reason"]


def test_paraguayan_replacements_enter_at_the_maps_entry_hexes_and_fall_with_its_towns():
    m = _facts(kit.board(cols=range(14, 19), rows=range(28, 34)), entry=["1829", "1631", "1733"], path=["1733"],
               towns=["1829", "1631"])
    units = [kit.inf("py-d", "paraguay", "dead")]
    st = kit.game(units, m, turn=3, segment="arrive:paraguayan")
    assert st["pg"]["rp"] == {"paraguay": 2}
    assert sorted({a["hex"] for a in kit.args(st, PY, "replace")}) == ["1631", "1829"]    # 1733: no supply path
    m = kit.road(m, kit.path(m, "1733", "1631"))
    st = kit.game(units, m, turn=3, segment="arrive:paraguayan")
    assert sorted({a["hex"] for a in kit.args(st, PY, "replace")}) == ["1631", "1733", "1829"]
    one = kit.game(units, m, turn=3, segment="arrive:paraguayan", ever_allied=["1631"])
    assert one["pg"]["rp"] == {"paraguay": 1}
    assert sorted({a["hex"] for a in kit.args(one, PY, "replace")}) == ["1829"]    # 1733's road ends at a lost town
    zero = kit.game(units, m, turn=3, segment="arrive:paraguayan", ever_allied=["1829", "1631"])
    assert zero["pg"]["rp"] == {"paraguay": 0}
    bare = dict(m, entry={}, replacements={})                       # a map that names none: no entry, no fall
    st = kit.game(units, bare, turn=3, segment="arrive:paraguayan", ever_allied=["1826", "1631"])
    assert st["pg"]["rp"] == {"paraguay": 2} and not kit.args(st, PY, "replace")


def test_uruguayan_and_riverine_allied_units_enter_where_the_map_says():
    """9.2's entry hexes of Uruguayan and of riverine Allied units are the map's (``entry``), not fixed ones."""
    assert hexmap.load().uruguay_entry == ("2044",) and hexmap.load().river_entry == ("1042",)
    m = kit.mark(kit.board(cols=range(10, 22), rows=range(38, 46), nation="argentina"), ["1042", "1943"],
                 supply=AL)
    m = dict(m, entry=dict(m["entry"], uruguayan=["1140"], allied_riverine=["1943"]))
    units = [kit.inf("br-r", "brazil", "track", code="II"),
             kit.unit("br-w", "brazil", "warship", 3, 3, 8, "track", code="II"),
             kit.inf("ur-r", "uruguay", "track", code="II")]
    st = kit.game(units, m, turn=2, segment="arrive:allied")
    offered = sorted((a["unit"], a["hex"]) for a in kit.args(st, AL, "enter"))
    assert offered == [("br-r", "1042"), ("br-r", "1943"), ("br-w", "1943"), ("ur-r", "1140")], offered
    bare = dict(m, entry=dict(m["entry"], uruguayan=[], allied_riverine=[]))     # a map that names none: none enter
    st = kit.game(units, bare, turn=2, segment="arrive:allied")
    assert sorted({a["unit"] for a in kit.args(st, AL, "enter")}) == ["br-r"]
