"""Paraguay's setup sheet keeps the fog of war (6.4) from the set-up on: its open part holds only what the
observer's view shows (each stack by top unit and size, the boxes and the track as counts), and each side's private
slip holds every unit of that side and none of the other's; a packet's tables carry those two slips."""

import json

import pytest

import engine
from engine import packet

GAME = engine.get_game("paraguay")
SIDES = ("allied", "paraguayan")


@pytest.mark.parametrize("seed", [1865, 1, 99])
def test_each_sides_slip_holds_its_own_units_only_and_every_one(seed):
    sheet = GAME.setup_sheet(engine.setup("paraguay", seed))
    slips = GAME.private_slips(sheet)
    assert [s["seat"] for s in slips] == list(SIDES)
    assert [s["name"] for s in slips] == ["Allied player", "Paraguayan player"]
    for slip in slips:
        assert slip["units"] and all(u["side"] == slip["seat"] for u in slip["units"])
        assert slip["units"] == [u for u in sheet["units"] if u["side"] == slip["seat"]]
    assert sorted(u["id"] for s in slips for u in s["units"]) == sorted(u["id"] for u in sheet["units"])


@pytest.mark.parametrize("seed", [1865, 1, 99])
def test_the_open_part_is_the_observers_view_and_names_no_unit_under_a_top(seed):
    state = engine.setup("paraguay", seed)
    sheet = GAME.setup_sheet(state)
    view = GAME.board(state, None)
    opened = sheet["open"]
    for side in SIDES:
        rows = opened["hexes"][side]
        assert [r["hex"] for r in rows] == [h for h, r in view["hexes"].items() if r["side"] == side]
        for r in rows:
            assert set(r) == {"hex", "count", "top"} and set(r["top"]) == {"nation", "type", "name"}
            seen = view["hexes"][r["hex"]]
            assert r["count"] == seen["count"] and r["top"]["name"] == seen["top"]["name"]
        assert opened["boxes"][side] == {k: n for k, n in view["off_map"][side].items() if k != "track"}
        assert all(isinstance(n, int) for n in opened["boxes"][side].values())
    assert dict(opened["track"]) == view["track"] and all(isinstance(n, int) for _, n in opened["track"])
    # a stack of several units: the open part names its top unit, never the others under it
    stacks = {}
    for u in state["units"]:
        if u["where"].isdigit():
            stacks.setdefault(u["where"], []).append(u)
    text = json.dumps(opened)
    under = [u for h, us in stacks.items() if len(us) > 1 for u in us if u["id"] != view["hexes"][h]["top"]["id"]]
    assert under and not any(u["id"] in text for u in under)
    assert "units" not in text and "entry" not in text


def test_a_paraguay_packet_table_carries_one_slip_a_side():
    record = packet.packet("paraguay", 2026, 2)
    for row in record["list"]:
        assert [s["seat"] for s in row["slips"]] == list(SIDES)
        for slip in row["slips"]:
            assert {u["side"] for u in slip["units"]} == {slip["seat"]}
