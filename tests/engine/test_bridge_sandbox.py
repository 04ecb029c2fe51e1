"""The sandbox through the bridge: each view shows only what that role may see (others' private choices as
"waiting"), the page's move record hides others' private answers, the whole game only by export, and every
bad saved game or link gets a clear answer (a catalogue: input -> expected message)."""

import json

import pytest

from engine import bridge, get_game

import junta_kit


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def test_an_observer_and_another_player_see_a_private_choice_only_as_waiting():
    for role in ("", "observer", "p1"):
        a = ask(op="sandbox_new", game="junta", seed=12, options={"players": 4}, role=role or None)
        assert a["ok"] and a["acting"] != (role or None)
        assert a["actions"] == [] and a["private"] and "(a private choice)" in a["prompt"]
        assert "hand" not in next(p for p in a["view"]["board"]["players"] if p["id"] == a["acting"])
    hot = ask(op="sandbox_view", role="acting")             # the hot seat before anyone took the device: public
    assert hot["role"] is None and hot["actions"] == [] and hot["seated"] is None
    hot = ask(op="sandbox_view", role="acting", seated=hot["acting"])
    assert any(x["verb"] == "play" for x in hot["actions"]) and not hot["private"]


def test_the_hot_seat_answers_with_the_public_view_until_the_decider_is_seated():
    """Issue 23.4: after a move, the answer never carries the next player's view before they take the device."""
    a = ask(op="sandbox_new", game="junta", seed=12, options={"players": 4}, role="acting")
    assert a["role"] is None and a["seated"] is None
    assert all("hand" not in p for p in a["view"]["board"]["players"])
    seen = set()
    for _ in range(30):
        a = ask(op="sandbox_view", role="acting", seated=a["acting"])
        me = a["acting"]
        assert a["role"] == me and a["seated"] == me
        assert next(p for p in a["view"]["board"]["players"] if p["id"] == me)["hand"] is not None
        seen.add(me)
        while True:
            a = ask(op="sandbox_act", role=me, verb=a["actions"][0]["verb"], arg=a["actions"][0]["arg"])
            assert a["ok"]
            if a["acting"] != me:
                break
            assert a["role"] == me                               # the same player goes on deciding
        if a["acting"] is None:
            break
        assert a["role"] is None and a["seated"] == me           # the next player's secrets wait for their press
        assert all("hand" not in p for p in a["view"]["board"]["players"])
        assert all(set(m) == {"role", "private"} or not m.get("private") for m in a["record"]["moves"])
    assert len(seen) >= 2
    assert ask(op="sandbox_view", role="acting", seated="p9")["seated"] is None      # not a player: nobody seated


def test_the_government_waits_while_the_tupamaros_choose_the_peoples_prison():
    a = ask(op="sandbox_new", game="uruguay", seed=5, role="government")
    assert a["acting"] == "tupamaros" and a["actions"] == []
    assert a["prompt"] == "Waiting for the Tupamaros (a private choice)."
    a = ask(op="sandbox_view", role="tupamaros")
    assert [x["verb"] for x in a["actions"]] == ["space"] * len(a["actions"]) and a["actions"]


def test_the_page_record_hides_other_roles_private_answers_and_export_has_them():
    ask(op="sandbox_new", game="uruguay", seed=5, role="government")
    a = ask(op="sandbox_act", role="tupamaros", verb="space", arg="malvin")
    assert a["record"]["moves"] == [{"role": "tupamaros", "private": True}]
    text = json.dumps(a)                                     # all the Government's page receives
    assert '"arg": "malvin"' not in text and '"peoples_prison": "malvin"' not in text and "Malv" not in text.split('"svg"')[0]
    a = ask(op="sandbox_act", role="tupamaros", verb="box", arg="event")       # a public choice
    assert a["record"]["moves"][1] == {"role": "tupamaros", "verb": "box", "arg": "event"}
    mine = ask(op="sandbox_view", role="tupamaros")
    assert mine["record"]["moves"][0]["arg"] == "malvin"
    whole = ask(op="sandbox_export")["record"]
    assert whole == {"game": "uruguay", "kind": "game", "rules": get_game("uruguay").rules_version, "seed": 5, "moves": [
        {"role": "tupamaros", "verb": "space", "arg": "malvin"}, {"role": "tupamaros", "verb": "box", "arg": "event"}]}
    again = ask(op="sandbox_new", game="uruguay", record=whole, role="government")
    assert again["ok"] and again["record"]["moves"][0] == {"role": "tupamaros", "private": True}
    assert ask(op="sandbox_export")["record"] == whole                       # exactly the same record


def test_sealed_choices_stay_out_of_other_players_records():
    ask(op="sandbox_new", game="junta", seed=3, options={"players": 3}, role="acting")
    for _ in range(400):
        a = ask(op="sandbox_random")
        if any(m.get("private") for m in ask(op="sandbox_view", role="observer")["record"]["moves"]):
            break
    watcher = ask(op="sandbox_view", role="observer")
    assert all(set(m) == {"role", "private"} for m in watcher["record"]["moves"])     # every move here was private
    assert ask(op="sandbox_view", role="acting")["ok"]


def test_a_dealt_position_is_its_own_kind_of_record_and_round_trips():
    deal = junta_kit.DEAL4
    link = {"seed": 1, "options": {"players": 4, "deal": deal}, "moves": []}
    refused = ask(op="sandbox_new", game="junta", record=link)
    assert refused["error"] == "bad_record" and "kind 'position'" in refused["message"]
    pos = dict(link, kind="position")
    a = ask(op="sandbox_new", game="junta", record=pos, role="acting")
    assert a["ok"] and a["record"] == {"kind": "position", "seed": 1, "moves": [], "options": {"players": 4}}
    a = ask(op="sandbox_random")
    whole = ask(op="sandbox_export")["record"]
    assert whole["kind"] == "position" and whole["options"]["deal"]["leader"] == "p2"
    assert ask(op="sandbox_new", game="junta", record=whole)["ok"]
    assert ask(op="sandbox_export")["record"] == whole


DEEP = "[" * 3000 + "]" * 3000

# input (the record a link or file holds) -> words the message must contain
BAD_RECORDS = [
    (None, "it is null, not an object"),
    (7, "it is a number, not an object"),
    ("seed", "it is a text, not an object"),
    ([1, 2], "it is a list, not an object"),
    ({"moves": []}, "it has no seed"),
    ({"seed": "x1", "moves": []}, "is not a whole number"),
    ({"seed": -1, "moves": []}, "is negative"),
    ({"seed": 1, "moves": {"a": 1}}, "moves must be a list, not an object"),
    ({"seed": 1, "moves": "yes"}, "moves must be a list, not a text"),
    ({"seed": 1, "moves": [5]}, "move 1 is not an object with a role and a verb"),
    ({"seed": 1, "moves": [{"role": "tupamaros", "verb": "space", "arg": "malvin", "x": 1}]}, "unknown field"),
    ({"seed": 1, "moves": [{"role": "tupamaros", "verb": "nope"}]}, "move 1: 'nope' is not possible now"),
    ({"seed": 1, "moves": [{"role": "rebels", "verb": "space"}]}, "move 1: 'rebels' is not a role"),
    ({"seed": 1, "setup_chance": [], "moves": []}, "kind 'position'"),
    ({"seed": 1, "options": 3, "moves": []}, "options must be an object"),
    ({"seed": 1, "options": {"players": 3}, "moves": []}, "takes only the option solo"),
    ({"seed": 1, "kind": "replay", "moves": []}, "unknown kind"),
    ({"seed": 1, "game": "junta", "moves": []}, "saved 'junta' game, not uruguay"),
    ({"seed": 1, "moves": [{"role": "tupamaros", "verb": "space", "arg": {"deep": [[[[[[[[[]]]]]]]]]}}]},
     "not a legal choice"),
    ({"seed": 1, "rules": "1", "moves": []}, "rules version must be a whole number from 1, not a text"),
    ({"seed": 1, "rules": 0, "moves": []}, "rules version must be a whole number from 1"),
    ({"seed": 1, "rules": 9, "moves": [{"role": "tupamaros", "verb": "nope"}]},
     "saved under version 9 of Tablero's The Guerrilla Generation: Uruguay rules, newer than this site's "
     f"{get_game('uruguay').rules_version}"),
]


@pytest.mark.parametrize("record, words", BAD_RECORDS, ids=[str(i) for i in range(len(BAD_RECORDS))])
def test_catalogue_of_bad_saved_games(record, words):
    a = ask(op="sandbox_new", game="uruguay", record=record)
    assert a["ok"] is False and words in a["message"], a
    assert a["error"] != "internal"


def test_catalogue_of_bad_requests():
    text = '{"op": "sandbox_new", "game": "uruguay", "record": %s}' % DEEP
    a = json.loads(bridge.handle(text))
    assert a["ok"] is False and "nests deeper than 40 levels" in a["message"]
    a = json.loads(bridge.handle('{"op": "sandbox_new", "game": "uruguay", "record": %s}' % ("[" * 60 + "]" * 60)))
    assert "nests deeper than 40 levels" in a["message"]
    assert ask(op="sandbox_new", game="uruguay", seed=1, role="p7")["message"].startswith("'p7' is not a player")
    assert ask(op="sandbox_new", game="junta", seed=1, options={"players": "٣"})["error"] == "bad_option"
    assert ask(op="sandbox_new", game="junta", seed=1, options={"players": 9})["error"] == "bad_option"
    assert ask(op="sandbox_new", game="nope", seed=1)["error"] == "unknown_game"
    ask(op="sandbox_new", game="uruguay", seed=1)
    assert ask(op="sandbox_act", role="tupamaros", verb={"x": 1})["error"] == "bad_request"
    assert ask(op="sandbox_act", role="tupamaros", verb="space", arg=[[[[]]]])["error"] == "bad_arg"


def test_a_position_of_an_example_opens_in_the_sandbox_and_round_trips():
    rec = {"kind": "example", "example": "example-of-play", "step": 2, "move": 1, "moves": []}
    a = ask(op="sandbox_new", game="uruguay", record=rec, role="tupamaros")
    assert a["ok"], a
    whole = ask(op="sandbox_export")["record"]
    assert whole["kind"] == "example" and whole["step"] == 2 and whole["move"] == 1
    assert ask(op="sandbox_new", game="uruguay", record=whole)["ok"]
    assert ask(op="sandbox_export")["record"] == whole
    bad = ask(op="sandbox_new", game="uruguay", record={"kind": "example", "example": "nope", "step": 1})
    assert bad["ok"] is False and bad["error"] != "internal"


def test_the_multi_hand_solo_sandbox_hides_the_prison_from_the_tupamaros_too():
    a = ask(op="sandbox_new", game="uruguay", seed=9, options={"solo": True}, role="tupamaros")
    assert a["ok"] and a["record"]["options"] == {"solo": True}
    assert "peoples_prison" not in a["view"]["board"] and a["view"]["board"]["solo"]
    assert a["acting"] == "tupamaros" and [x["verb"] for x in a["actions"]] == ["box"] * len(a["actions"])
    whole = ask(op="sandbox_export")["record"]
    assert whole["options"] == {"solo": True} and ask(op="sandbox_new", game="uruguay", record=whole)["ok"]


def guerilla_game(seed=3304, players=3, moves=40):
    """A Guerilla sandbox game of ``moves`` random moves, exported whole."""
    ask(op="sandbox_new", game="guerilla", seed=seed, options={"players": players})
    for _ in range(moves):
        assert ask(op="sandbox_random", game="guerilla")["ok"]
    return ask(op="sandbox_export")["record"]


def test_a_saved_game_carries_the_rules_version_and_an_old_one_that_no_longer_replays_says_so():
    version = get_game("guerilla").rules_version     # 3 since the rules fidelity of issue 24
    assert version >= 2
    whole = guerilla_game()
    assert whole["rules"] == version
    again = ask(op="sandbox_new", game="guerilla", record=whole)
    assert again["ok"] and ask(op="sandbox_export")["record"] == whole
    broken = dict(whole, moves=whole["moves"][:10] + [{"role": "p1", "verb": "nope"}])
    for rules, words in ((1, "saved under version 1 of Tablero's Guerilla rules; this site plays version "
                             f"{version}, which asks its questions differently"),
                         (None, "saved before Tablero kept rules versions; Guerilla's rules engine has changed since"),
                         (version, None)):
        rec = dict(broken, rules=rules) if rules else {k: v for k, v in broken.items() if k != "rules"}
        a = ask(op="sandbox_new", game="guerilla", record=rec)
        assert a["ok"] is False and "this saved game cannot be replayed: move 11: " in a["message"], a
        assert (words in a["message"]) if words else "version" not in a["message"], a
    old = dict(whole, rules=1)                      # an old record whose moves still fit: it simply replays
    assert ask(op="sandbox_new", game="guerilla", record=old)["ok"]
    assert ask(op="sandbox_export")["record"]["rules"] == version


def test_a_game_without_a_seed_is_dealt_from_a_hidden_seed_the_page_never_receives():
    first = ask(op="sandbox_new", game="guerilla", options={"players": 4}, role="acting")
    assert first["ok"] and first["record"]["seed"] is None and first["record"]["hidden_seed"] is True
    whole = ask(op="sandbox_export")["record"]
    seed = whole["seed"]
    assert isinstance(seed, int) and 0 <= seed <= 2**53 - 1 and whole["hidden_seed"] is True
    answers = [first] + [ask(op="sandbox_random", game="guerilla") for _ in range(30)]
    answers.append(ask(op="sandbox_view", role=None))
    for a in answers:                                   # every answer the page gets, any view: no seed in it
        assert a["ok"] and a["record"]["seed"] is None
        assert str(seed) not in json.dumps(a)
    again = ask(op="sandbox_new", game="guerilla", record=ask(op="sandbox_export")["record"])
    assert again["ok"] and again["record"]["seed"] is None           # a reload keeps it hidden
    assert ask(op="sandbox_new", game="guerilla", options={"players": 4})["ok"]
    assert ask(op="sandbox_export")["record"]["seed"] != seed                           # drawn afresh each time
    shown = ask(op="sandbox_new", game="guerilla", seed=seed, options={"players": 4})
    assert shown["record"]["seed"] == seed and "hidden_seed" not in shown["record"]   # a seed typed is public
    bad = ask(op="sandbox_new", game="guerilla", record=dict(whole, hidden_seed="yes"))
    assert bad["ok"] is False and "hidden_seed must be true or false, not a text" in bad["message"]


def test_every_picture_of_the_same_position_keeps_the_gold_the_page_sends():
    """Another view, a change of seats and a pause of the computers draw the position the page already shows: the
    last move's places the page keeps (``changed``) are outlined in gold again in each (before, a change of seats or
    a pause drew the board without them); a bad list is refused with the rule's words and nothing changes."""
    ask(op="sandbox_new", game="uruguay", seed=1, role=None)
    gold = ["prado", "sayago"]

    def outlined(answer):
        assert answer["ok"], answer
        return sorted(s for s in gold if f'class="space changed" data-space="{s}"' in answer["svg"]
                      or f'data-space="{s}" class="space changed"' in answer["svg"])
    plain = ask(op="sandbox_view", role=None)
    assert outlined(plain) == []
    assert outlined(ask(op="sandbox_view", role=None, changed=gold)) == gold
    assert outlined(ask(op="sandbox_seats", seats={"tupamaros": "steady"}, changed=gold)) == gold
    assert outlined(ask(op="sandbox_pause", paused=True, changed=gold)) == gold
    assert outlined(ask(op="sandbox_pause", paused=False)) == []
    for op, more in (("sandbox_pause", {"paused": True}), ("sandbox_seats", {"seats": {}}),
                     ("sandbox_view", {"role": "government"})):
        bad = ask(op=op, changed="prado", **more)
        assert not bad["ok"] and "changed is a list" in bad["message"]
    same = ask(op="sandbox_view")
    assert same["paused"] is False and same["seats"] == {"tupamaros": "steady"} and same["role"] is None
