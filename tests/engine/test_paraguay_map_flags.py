"""The sudden-death hexes (4.2) and each side's ultimate supply sources (7.12, 7.13) come from the map's own data
(its ``objectives`` and each hex's ``supply`` flag), as the depot towns do (test_paraguay_depots): a map that
flags other hexes moves every rule that reads them, and a map that flags none has none."""

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
