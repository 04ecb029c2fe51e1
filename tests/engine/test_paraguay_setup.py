"""Paraguay set-up from a seed (3.1-3.4, 8.2) on the content map: every Allied group within its range and
national territory, the Paraguayan fixed and free set-up within stacking, the Matto Grosso declaration, the
placements option checked by the same rules, and a stable fingerprint."""

import pytest

import engine
import paraguay_kit as kit
from engine.games.paraguay import setup

GAME = kit.GAME


@pytest.fixture(scope="module")
def states():
    return [engine.setup("paraguay", seed) for seed in (1, 2)]


def test_allied_groups_stand_within_their_ranges_and_countries(states):
    hm = GAME.hexmap(states[0])
    parana = next(g["hexes"] for g in GAME.content()["setup_groups"] if g["id"] == "1237 & South")
    for st in states:
        for u in st["units"]:
            code, h = u["code"], u["where"]
            if code == "1335-7":
                assert hm.nation(h) == "argentina" and hm.distance("1335", h) <= 7
            elif code == "2440-3 Brazil":
                assert hm.nation(h) == "brazil" and hm.distance("2440", h) <= 3
            elif code == "1237 & South":
                assert h in parana
            elif code == "Any Brazil":
                assert hm.nation(h) == "brazil" and not hm.hexes[h]["enclave"]
            elif code == "Available":
                assert h in ("dead", "mg")
            elif setup.kind_of(code)[0] == "turn":
                assert h in ("track", "mg") and u["entry"] == setup.kind_of(code)[1]


def test_the_three_ranges_of_3_3s_example_are_open_to_the_corrientes_cavalry():
    st = engine.setup("paraguay", 1)
    gn = next(u for u in st["units"] if u["code"] == "1335-7")
    allowed = setup.allowed_hexes(kit.p(st), gn)
    assert {"1541", "1328", "2037", "1335"} <= set(allowed)
    assert GAME.parana(GAME.hexmap(st)) == sorted(next(g["hexes"] for g in GAME.content()["setup_groups"]
                                                      if g["id"] == "1237 & South"))


def test_the_river_set_up_hexes_come_from_the_contents_group():
    """3.3's "1237 & South" hexes are read from the content's river set-up group, as the map's other facts are
    (before, the code searched the river from hex ids of its own): a map whose group lists other hexes sets up
    there, one without the group has none."""
    from engine.games.paraguay import hexmap
    m = kit.river(kit.board(), ["1230", "1231", "1232"], "parana")
    group = {"id": "1230 & South", "kind": "river", "hexes": ["1232", "1231", "1230"], "count": 1}
    assert GAME.parana(hexmap.HexMap(dict(m, setup_groups=[group]))) == ["1230", "1231", "1232"]
    assert GAME.parana(hexmap.HexMap(m)) == []
    assert hexmap.load().river_setup == tuple(next(g["hexes"] for g in GAME.content()["setup_groups"]
                                                   if g["id"] == "1237 & South"))


def test_paraguayan_fixed_and_free_set_up_within_stacking(states):
    hm = GAME.hexmap(states[0])
    for st in states:
        py = [u for u in st["units"] if u["side"] == "paraguayan"]
        for u in py:
            if u["type"] == "fortress":
                assert u["where"] == u["code"]
            elif u["code"] == "1432":
                assert u["where"] == "1432" and u["type"] in ("warship", "transport", "armed_raft")
            elif u["code"] == "Paraguay":
                assert hm.nation(u["where"]) == "paraguay"
        assert sum(1 for u in py if u["where"] == "1432" and u["type"] in ("warship", "transport", "armed_raft")) == 11
        assert not kit.p(st).overstacked()


def test_the_matto_grosso_force_is_set_aside_when_declared():
    st = engine.setup("paraguay", 3, options={"matto_grosso": True})
    force = [u for u in st["units"] if u["where"] == "mg"]
    assert sorted(u["type"] for u in force) == ["infantry", "infantry", "supply"]
    assert all(u["nation"] == "brazil" for u in force) and st["pg"]["mg"] == {"launched": True, "status": "waiting"}
    none = engine.setup("paraguay", 3, options={"matto_grosso": False})
    assert not any(u["where"] == "mg" for u in none["units"]) and none["pg"]["mg"]["status"] == "none"


def test_placements_are_checked_by_the_same_rules():
    gn = next(u["id"] for u in engine.setup("paraguay", 1)["units"] if u["code"] == "1335-7")
    st = engine.setup("paraguay", 1, options={"placements": {gn: "1541"}})
    assert kit.where(st, gn) == "1541"
    with pytest.raises(engine.IllegalAction) as err:
        engine.setup("paraguay", 1, options={"placements": {gn: "1826"}})
    assert err.value.rule == "3.3"
    with pytest.raises(engine.IllegalAction) as err:
        engine.setup("paraguay", 1, options={"colour": "red"})
    assert err.value.code == "bad_option"


def test_the_fingerprint_is_stable_and_follows_the_set_up():
    a, b = (GAME.setup_sheet(engine.setup("paraguay", 5)) for _ in range(2))
    assert a["fingerprint"] == b["fingerprint"] and len(a["fingerprint"]) == 9
    assert GAME.setup_sheet(engine.setup("paraguay", 6))["fingerprint"] != a["fingerprint"]
    assert a["lines"][0].startswith("Organiser's copy") and a["lines"][1].startswith("Matto Grosso invasion (8.2): ")


def test_set_up_by_hand_allied_first_within_the_same_rules():
    st = engine.setup("paraguay", 4, options={"by_hand": True})
    assert engine.view(st, None)["active"] == ["allied"] and kit.args(st, "allied", "matto") == [True, False]
    st = kit.act(st, "allied", "matto", True)
    for _ in range(3):                                            # he chooses the force (8.2)
        st = kit.act(st, "allied", "force", kit.args(st, "allied", "force")[-1])
    assert sum(1 for u in st["units"] if u["where"] == "mg") == 3
    first = next(u for u in st["units"] if u["where"] == "unplaced" and u["side"] == "allied")
    offered = kit.args(st, "allied", "place")
    assert offered == [h for h in setup.allowed_hexes(kit.p(st), first)]
    with pytest.raises(engine.IllegalAction):
        kit.act(st, "allied", "place", "1826")                    # Paraguay is not within its range (3.3)
    st = kit.act(st, "allied", "place", "1541")
    assert kit.where(st, first["id"]) == "1541"
    st = kit.act(st, "allied", "auto")
    assert engine.view(st, None)["active"] == ["paraguayan"]
    assert all(u["where"] == u["code"] for u in st["units"] if u["type"] == "fortress")
    assert engine.actions(st, "allied") == [] and engine.game_ids()
    st = kit.act(st, "paraguayan", "place", kit.args(st, "paraguayan", "place")[0])
    st = kit.act(st, "paraguayan", "auto")
    assert "Turn I begins." in kit.log(st) and not any(u["where"] == "unplaced" for u in st["units"])
    assert not kit.p(st).overstacked()


def test_a_unit_of_the_river_group_is_known_by_the_groups_kind_not_its_name():
    """The river set-up group is the content's group of kind river, whatever its id: its units stand on its hexes
    (before, a code was taken for the river group when it began "1237", the printed one's hexes)."""
    from types import SimpleNamespace
    from engine.games.paraguay import hexmap
    m = kit.river(kit.board(), ["1230", "1231", "1232"], "parana")
    unit = {"code": "Down the river", "nation": "argentina", "side": "allied"}
    group = {"id": "Down the river", "kind": "river", "hexes": ["1232", "1231", "1230"], "count": 1}
    hm = hexmap.HexMap(dict(m, setup_groups=[group]))
    assert hm.river_group == "Down the river"
    assert setup.allowed_hexes(SimpleNamespace(hm=hm, game=GAME), unit) == ["1230", "1231", "1232"]
    named = dict(group, id="1237 & South", kind="nation")          # the printed name, but not the river group
    assert setup.allowed_hexes(SimpleNamespace(hm=hexmap.HexMap(dict(m, setup_groups=[named])), game=GAME),
                               dict(unit, code="1237 & South")) == []
    assert hexmap.load().river_group == "1237 & South"
