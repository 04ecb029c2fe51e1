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
