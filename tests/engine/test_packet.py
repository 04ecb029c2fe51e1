"""Tournament packets: table seeds and fingerprints from an event seed. These numbers must never change
(printed packets rely on them); the same file runs in CPython and inside Pyodide."""

import pytest

from engine import IllegalAction, MAX_SEED, packet, prng


def test_table_seed_is_the_kth_splitmix64_output_shifted_into_the_seed_range():
    for event in (0, 1, 2026, MAX_SEED):
        x, outs = event, []
        for _ in range(300):
            x, out = prng._splitmix64(x)
            outs.append(out >> 11)
        assert [packet.table_seed(event, k) for k in range(1, 257)] == outs[:256]


def test_table_seed_golden_vectors():
    assert [packet.table_seed(0, k) for k in (1, 2, 3, 256)] == [
        7956156453446585, 3886858653415212, 238094247788840, 3178715352201118]
    assert [packet.table_seed(2026, k) for k in (1, 2, 3, 4)] == [
        7726863918183057, 4248041821152936, 6010908983278679, 3465739861931040]
    assert [packet.table_seed(MAX_SEED, k) for k in (1, 2)] == [1292106377066186, 1715780902643710]
    assert all(0 <= packet.table_seed(MAX_SEED, k) <= MAX_SEED for k in range(1, 257))


def test_same_gives_every_table_the_event_seed():
    assert {packet.table_seed(2026, k, same=True) for k in range(1, 257)} == {2026}
    record = packet.packet("uruguay", 2026, 5, same=True, full=False)
    assert {(r["seed"], r["fingerprint"]) for r in record["list"]} == {(2026, record["list"][0]["fingerprint"])}


def test_uruguay_packet_golden_fingerprints():
    record = packet.packet("uruguay", 2026, 4, full=False)
    assert [(r["table"], r["seed"], r["fingerprint"]) for r in record["list"]] == [
        (1, 7726863918183057, "RXG4-NFKI"), (2, 4248041821152936, "G5SU-LHN5"),
        (3, 6010908983278679, "DYKO-L7DP"), (4, 3465739861931040, "QUAN-WHPV")]
    assert record["fingerprint"] == "6O2N-IKAD" and record["derivation"] == "splitmix64-tables-1"


def test_junta_packet_golden_fingerprints_and_slips():
    record = packet.packet("junta", 2026, 3, players=4)
    assert [(r["seed"], r["fingerprint"]) for r in record["list"]] == [
        (7726863918183057, "U5Y4-2VGD"), (4248041821152936, "5RXE-XWTF"), (6010908983278679, "U4DW-KGRO")]
    assert record["fingerprint"] == "Q7HI-QIQ6" and record["players"] == 4
    for row in record["list"]:
        assert [s["seat"] for s in row["slips"]] == ["p1", "p2", "p3", "p4"]
        for slip, seat in zip(row["slips"], row["sheet"]["rows"]):
            assert slip["hand"] == seat["hand"] and slip["offices"] == seat["offices"]


def test_distinct_tables_really_differ():
    for game, players in (("uruguay", None), ("junta", 7)):
        record = packet.packet(game, 99, 64, players=players, full=False)
        assert len({r["seed"] for r in record["list"]}) == 64
        assert len({r["fingerprint"] for r in record["list"]}) == 64


def test_full_and_short_records_agree():
    full, short = packet.packet("junta", 5, 3, players=3), packet.packet("junta", 5, 3, players=3, full=False)
    assert [{k: r[k] for k in ("table", "seed", "fingerprint")} for r in full["list"]] == short["list"]
    assert full["fingerprint"] == short["fingerprint"]


@pytest.mark.parametrize("args, code", [
    (("uruguay", 1, 0), "bad_tables"), (("uruguay", 1, 257), "bad_tables"), (("uruguay", 1, "x"), "bad_tables"),
    (("uruguay", -1, 2), "bad_seed"), (("uruguay", MAX_SEED + 1, 2), "bad_seed"), (("uruguay", 1, True), "bad_tables"),
])
def test_bad_input_is_refused_clearly(args, code):
    with pytest.raises(IllegalAction) as err:
        packet.packet(*args, full=False)
    assert err.value.code == code


@pytest.mark.parametrize("game, players, words", [
    ("junta", 8, "2 to 7"), ("junta", 1, "2 to 7"), ("junta", "five", "2 to 7"),
    ("uruguay", 3, "uruguay takes exactly 2 players, got"),     # before: "takes always 2", out of order
])
def test_players_outside_the_games_range_are_refused(game, players, words):
    with pytest.raises(IllegalAction) as err:
        packet.packet(game, 1, 2, players=players, full=False)
    assert err.value.code == "bad_players" and words in err.value.message


def test_a_packet_without_options_keeps_its_fingerprint_and_has_no_options_key():
    """The setup choices changed nothing for a packet made without them (fingerprints as before they existed)."""
    record = packet.packet("guerilla", 7, 3, players=4, full=False)
    assert record["fingerprint"] == "4K2N-F6IE" and "options" not in record and "choices" not in record
    assert [r["fingerprint"] for r in record["list"]] == ["W5R4-UZPC", "KYCJ-VLHP", "Q2WM-GC7U"]
    assert packet.packet("guerilla", 7, 3, players=4, full=False, options={})["fingerprint"] == "4K2N-F6IE"


@pytest.mark.parametrize("players", [4, 6])
def test_two_mercenaries_deal_every_table_as_the_seed_does_with_that_option(players):
    """Each table's sheet and slips are the game's own deal for that seed with two Mercenaries (4.3), and the
    option is named in the packet's fingerprint and record."""
    import engine
    game = engine.get_game("guerilla")
    record = packet.packet("guerilla", 7, 3, players=players, options={"mercenaries": "2"})
    plain = packet.packet("guerilla", 7, 3, players=players, full=False)
    assert record["options"] == {"mercenaries": 2} and record["players"] == players
    assert record["choices"] == [{"name": "mercenaries", "value": 2, "label": "Mercenaries", "short": "two",
                                  "says": "two Mercenary markers in place of one Rebel and one Government",
                                  "rule": "4.3"}]
    assert record["fingerprint"] != plain["fingerprint"]
    for row, before in zip(record["list"], plain["list"]):
        state = engine.setup("guerilla", row["seed"], options={"players": players, "mercenaries": 2})
        assert row["sheet"] == game.setup_sheet(state) and row["slips"] == game.private_slips(row["sheet"])
        assert row["sheet"]["markers"]["mercenary"] == 2 and row["sheet"]["mercenaries"] == 2
        assert sum(s["loyalty"] == "mercenary" for s in row["slips"]) == 2
        assert row["seed"] == before["seed"] and row["fingerprint"] != before["fingerprint"]


def test_two_mercenaries_golden_fingerprints():
    record = packet.packet("guerilla", 7, 3, players=4, full=False, options={"mercenaries": 2})
    assert record["fingerprint"] == "WNN5-KJE6"
    assert [r["fingerprint"] for r in record["list"]] == ["YRPL-YXNY", "MSZH-XX7U", "QOLQ-K7XU"]


@pytest.mark.parametrize("game, players, options, words", [
    ("guerilla", 5, {"mercenaries": 2}, "Mercenaries: 2 (two) is an option for 4 or 6 players only (4.3), not 5"),
    ("guerilla", 3, {"mercenaries": "2"}, "for 4 or 6 players only (4.3), not 3"),
    ("guerilla", None, {"mercenaries": 1}, "Mercenaries is 2 (two) or not given (as usual) (4.3), got '1'"),
    ("guerilla", 4, {"mercenaries": 0}, "got '0'"),
    ("guerilla", 4, {"mercenaries": "two"}, "got 'two'"),
    ("guerilla", 4, {"mercenaries": True}, "got 'True'"),
    ("guerilla", 4, {"mercenaries": None}, "got 'None'"),
    ("guerilla", 4, {"rounds": 2}, "guerilla has no setup option 'rounds'; it has: mercenaries"),
    ("guerilla", 4, ["mercenaries"], "a packet's options are names, each with its value"),
    ("uruguay", None, {"mercenaries": 2}, "uruguay has no setup option 'mercenaries': it has none"),
    ("junta", 4, {"mercenaries": 2}, "junta has no setup option 'mercenaries'; it has: casualties"),
    ("junta", 3, {"casualties": "yes"}, "Casualties: yes (one may be dead or exiled) is an option for 4–7 "
                                        "players only (1.3), not 3"),
    ("junta", 5, {"casualties": True}, "Casualties is yes (one may be dead or exiled) or no or not given (none) "
                                       "(1.3), got 'True'"),
    ("junta", 5, {"casualties": "No"}, "got 'No'"),
    ("junta", 3, {"casualties": "usual"}, "got 'usual'"),
])
def test_options_a_game_or_its_player_count_does_not_allow_are_refused(game, players, options, words):
    with pytest.raises(IllegalAction) as err:
        packet.packet(game, 1, 2, players=players, options=options, full=False)
    assert err.value.code == "bad_option" and words in err.value.message, err.value.message


def test_the_bridge_makes_the_same_packet_with_options_and_refuses_a_bad_one():
    import json
    from engine import bridge
    ask = lambda **req: json.loads(bridge.handle(json.dumps({"op": "packet", "game": "guerilla", **req})))
    answer = ask(event_seed=7, tables=3, players=4, options={"mercenaries": 2}, full=True, pictures=True)
    assert answer["ok"], answer
    got = answer["packet"]
    assert len(got.pop("svgs")) >= 1 and all("svg" in t for t in got["list"])     # each table's drawn board
    got["list"] = [{k: v for k, v in t.items() if k != "svg"} for t in got["list"]]
    assert got == json.loads(json.dumps(packet.packet("guerilla", 7, 3, players=4, options={"mercenaries": 2})))
    bad = ask(event_seed=7, tables=3, players=5, options={"mercenaries": 2})
    assert not bad["ok"] and bad["error"] == "bad_option" and bad["rule"] == "4.3" and "not 5" in bad["message"]


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_casualties_no_is_the_usual_deal_as_if_not_given(players):
    """"no" (the coup page's menu and address) asks for the usual deal in so many words: the same packet, fingerprint
    and record as leaving the choice out, at any number of players (before: refused, "got 'no'")."""
    plain = packet.packet("junta", 7, 3, players=players)
    for given in ("no", " no "):
        assert packet.packet("junta", 7, 3, players=players, options={"casualties": given}) == plain


def test_a_junta_packet_without_casualties_keeps_its_fingerprint_and_sheets():
    record = packet.packet("junta", 7, 2, players=5, full=True)
    assert record["fingerprint"] == "L3PF-PQQ5" and "options" not in record
    assert [r["fingerprint"] for r in record["list"]] == ["L2ZB-DVEQ", "Q4M4-KOT5"]
    assert all("casualties" not in r["sheet"] for r in record["list"])


@pytest.mark.parametrize("players", [4, 7])
def test_casualties_deal_every_table_as_the_seed_does_with_that_option(players):
    """The address form "yes" sets every table up with the engine's True (1.3): each sheet and its slips are the
    game's own for that seed with casualties, the sheet says it was asked for, and the fingerprint names it."""
    import engine
    game = engine.get_game("junta")
    record = packet.packet("junta", 20261207, 12, players=players, options={"casualties": "yes"})
    plain = packet.packet("junta", 20261207, 12, players=players, full=False)
    assert record["options"] == {"casualties": "yes"} and record["players"] == players
    assert record["choices"] == [{"name": "casualties", "value": "yes", "label": "Casualties",
                                  "short": "one may be dead or exiled", "rule": "1.3",
                                  "says": "a deal that may leave one player dead or in exile before the coup"}]
    assert record["fingerprint"] != plain["fingerprint"]
    for row in record["list"]:
        state = engine.setup("junta", row["seed"], options={"players": players, "casualties": True})
        assert row["sheet"] == game.setup_sheet(state) and row["slips"] == game.private_slips(row["sheet"])
        assert row["sheet"]["casualties"] is True and row["fingerprint"] == row["sheet"]["fingerprint"]
    fates = [r["status"] for t in record["list"] for r in t["sheet"]["rows"] if r["status"] != "active"]
    assert fates and set(fates) <= {"dead", "exiled"}      # twelve tables: some deal a casualty


def test_casualties_golden_fingerprints():
    record = packet.packet("junta", 7, 2, players=5, full=False, options={"casualties": "yes"})
    assert record["fingerprint"] == "56JZ-3YXP"
    assert [r["fingerprint"] for r in record["list"]] == ["R6ZU-JSYJ", "W434-47JJ"]


def test_the_bridge_makes_a_junta_packet_with_casualties_and_its_pictures():
    import json
    from engine import bridge
    req = {"op": "packet", "game": "junta", "event_seed": 7, "tables": 2, "players": 5,
           "options": {"casualties": "yes"}, "full": True, "pictures": True}
    answer = json.loads(bridge.handle(json.dumps(req)))
    assert answer["ok"], answer
    got = answer["packet"]
    assert len(got.pop("svgs")) >= 1
    got["list"] = [{k: v for k, v in t.items() if k != "svg"} for t in got["list"]]
    assert got == json.loads(json.dumps(packet.packet("junta", 7, 2, players=5, options={"casualties": "yes"})))
