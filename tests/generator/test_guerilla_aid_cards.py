"""Guerilla's player aid looks the event cards up in a table (the audit: "plain lists ... without the tables players
need"): a row for every event card, its letter, cost, timing and rule as the cards file gives them."""

import yaml

from generator import build as b


def test_the_aid_s_event_card_table_matches_the_cards_file():
    aid = yaml.safe_load((b.ROOT / "content" / "guerilla" / "aids.yaml").read_text(encoding="utf-8"))["aids"][0]
    table = next(s["table"] for s in aid["sections"] if s.get("table") and s["table"]["head"][0] == "Card")
    assert [h.rstrip(" ◆") for h in table["head"]] == ["Card", "Letter", "Cost", "When", "What it does", "Rule"]
    events = yaml.safe_load((b.ROOT / "content" / "guerilla" / "cards.yaml").read_text(encoding="utf-8"))["events"]
    rows = {r[0]: r for r in table["rows"]}
    assert sorted(rows) == sorted(e["name"] for e in events)
    for e in events:
        _, letter, cost, when, _, rule = rows[e["name"]]
        assert letter == e["letter"] and rule == e["rules"][0], e["name"]
        assert cost.split("/")[0] == str(e["cost"]), e["name"]       # Arms Cache "0/1": a relief costs an action
        assert when.strip("*") == e["timing"].replace("_", " "), e["name"]
