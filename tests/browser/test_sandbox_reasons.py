"""A computer's reason beside its move names its rule once, as a link (issue 27's table walk): the Uruguay
Government's Patrol reasons end on their rule in brackets ("… is free to go (3.2.2)") and the log showed
"3.2.2 Patrol from Prison: … (3.2.2)", the number twice. The words are put together by seats.mjs's reasonWords,
tried here in the browser on every way a reason can end."""

import pytest

from test_phones import T

pytestmark = pytest.mark.browser

# each reason as the log shows it: its text, and the rule numbers its links carry
WORDS = """async (cases) => {
  const { reasonWords } = await import('../../assets/js/seats.mjs');
  return cases.map((r) => {
    const p = document.createElement('p');
    p.append(...reasonWords(r, 'https://example.invalid/rules/index.html'));
    return [p.textContent, [...p.querySelectorAll('a.ruleref')].map((a) => a.textContent)];
  });
}"""


def test_a_reason_names_its_rule_once_whichever_way_it_ends(browser, site_url):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    from engine import seats
    hidden, _ = seats.seen_reason({"role": "tupamaros", "label": "Aguada", "rule": "3.3.3", "open": False,
                                   "why": "secret"}, False, "government")
    assert hidden.startswith("chose “Aguada” (3.3.3). ")
    got = page.evaluate(WORDS, [
        {"rule": "3.2.2", "text": "Patrol from Prison: a Police in a Strategic Center is free to go (3.2.2)"},
        {"rule": "3.3.3", "text": "Sabotage in Malvín: 0 Government cubes there, the fewest worth the risk, 3.3.3"},
        {"rule": "3.2.2", "text": "Patrol into Malvín: Economic Value 1 kept (6.1.1), 3.2.2"},
        {"rule": "4.1", "text": "Moving on: nothing better"},
        {"rule": None, "text": "Player 4 made a private choice"},
        {"rule": "3.2.2", "text": "Patrol with Censor: Cells outnumber cubes, 3.2.2; searched: it scored 95% over 4"},
        {"rule": "4.1", "text": "Hold (4.1.2): nothing better, 4.1"},
        {"rule": "U1", "text": "U1 in Aguada: the most Tupamaros there among the choices"},
        {"rule": "3.3.3", "text": hidden},
    ])
    assert got == [
        ["Patrol from Prison: a Police in a Strategic Center is free to go (3.2.2)", ["3.2.2"]],
        ["Sabotage in Malvín: 0 Government cubes there, the fewest worth the risk, 3.3.3", ["3.3.3"]],
        ["Patrol into Malvín: Economic Value 1 kept (6.1.1), 3.2.2", ["3.2.2"]],
        ["4.1 Moving on: nothing better", ["4.1"]],              # a reason that does not say its rule: in front
        ["Player 4 made a private choice", []],
        ["Patrol with Censor: Cells outnumber cubes, 3.2.2; searched: it scored 95% over 4", ["3.2.2"]],   # once
        ["Hold (4.1.2): nothing better, 4.1", ["4.1"]],
        ["U1 in Aguada: the most Tupamaros there among the choices", ["U1"]],     # not "U1 U1 in Aguada"
        [hidden, ["3.3.3"]],           # the engine's sentence for a reason another seat may not read: its rule a link
    ]
    assert errors == []
    page.close()


def test_a_hidden_reason_does_not_repeat_the_seat_beside_its_tag(browser, site_url):
    # the log tags a reason "Tupamaros (computer, steady):"; the engine's hidden line names the seat as well
    page = browser.new_page()
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    got = page.evaluate("""async () => {
      const { unnamed } = await import('../../assets/js/seats.mjs');
      return [unnamed('Tupamaros made a private choice', 'Tupamaros'),
              unnamed('Player 2 chose 3: why stays hidden, since Player 2 also weighed it, 4.1', 'Player 2'),
              unnamed('Tupamarosa is no seat', 'Tupamaros'),
              unnamed('Recruit in Prado: Cells there', 'Tupamaros')];
    }""")
    assert got == ["made a private choice", "chose 3: why stays hidden, since Player 2 also weighed it, 4.1",
                   "Tupamarosa is no seat", "Recruit in Prado: Cells there"]
    page.close()


# a reason as the log puts it beside a line: its tag's class, and its words
PARTS = """async (cases) => {
  const { reasonParts } = await import('../../assets/js/seats.mjs');
  return cases.map((r) => {
    const p = document.createElement('p');
    p.append(...reasonParts(r, 'Player 3', 'https://example.invalid/rules/index.html'));
    return [p.textContent, [...p.querySelectorAll('.bot-what')].map((s) => s.textContent),
            [...p.querySelectorAll('a.ruleref')].map((a) => a.textContent)];
  });
}"""


def test_a_move_that_wrote_no_line_says_what_it_chose(browser, site_url):
    """A computer's move that wrote no line (No Arrest, End Patrol, how many units) sat beside the line before it
    with only its reason, which read as that line's, another seat's or the person's own (before: "Breaking News of
    U27 is blocked" carried "No Arrest"). Its line now says what it chose, once; a private choice only that one was
    made."""
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    got = page.evaluate(PARTS, [
        {"rule": "3.2.4", "silent": True, "what": "No Arrest", "text": "No Arrest: no Cell is in reach, 3.2.4"},
        {"rule": "3.2.2", "silent": True, "what": "End Patrol", "text": "the cubes are where they serve best, 3.2.2"},
        {"rule": "4.1", "silent": True, "what": "2 units move", "text": "2 units move"},
        {"rule": None, "silent": True, "what": None, "text": "made a private choice"},
        {"rule": "3.2.4", "silent": True, "what": "No Arrest",
         "text": "chose “No Arrest” (3.2.4). Its reason stays with its own side: it rests on what only that side knows."},
        {"rule": "3.2.4", "what": None, "text": "Arrest in Prado: two Cells there, 3.2.4"},      # wrote its line
    ])
    assert got == [
        ["No Arrest — no Cell is in reach, 3.2.4", ["No Arrest"], ["3.2.4"]],
        ["End Patrol — the cubes are where they serve best, 3.2.2", ["End Patrol"], ["3.2.2"]],
        ["2 units move", ["2 units move"], []],
        ["made a private choice", [], []],
        ["chose “No Arrest” (3.2.4). Its reason stays with its own side: it rests on what only that side knows.",
         [], ["3.2.4"]],
        ["Arrest in Prado: two Cells there, 3.2.4", [], ["3.2.4"]],
    ]
    assert errors == []
    page.close()


def _uruguay_record_past_a_silent_patrol(moves=36):
    """A sandbox game of Uruguay, seed 1, the Government a steady computer, the Tupamaros a person who takes the
    first action offered, exported after ``moves`` moves: the Government's Patrol ends with moves that write no
    line ("Stop moving into …", "End Patrol")."""
    import json

    from engine import bridge

    def ask(**req):
        return json.loads(bridge.handle(json.dumps(req)))
    a = ask(op="sandbox_new", game="uruguay", seed=1, seats={"government": "steady"}, role="tupamaros")
    while a["moves"] < moves:
        if a["computer"]:
            a = ask(op="sandbox_bot", game="uruguay", role="computer")
        else:
            act = a["actions"][0]
            a = ask(op="sandbox_act", game="uruguay", role="tupamaros", verb=act["verb"], arg=act["arg"])
        assert a["ok"], a
    return dict(ask(op="sandbox_export", game="uruguay")["record"], paused=True)


def test_in_a_real_game_end_patrol_is_its_own_line_not_the_reason_of_a_police_move(browser, site_url):
    from test_sandbox_bots import link
    rec = _uruguay_record_past_a_silent_patrol()
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=tupamaros#game={link(rec)}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#log .bot-own", state="attached", timeout=T)
    own = page.eval_on_selector_all("#log .bot-own", """ps => ps.map(p => [p.querySelector('.bot-tag').textContent,
        p.querySelector('.bot-what') ? p.querySelector('.bot-what').textContent : null,
        p.closest('li').firstChild.textContent])""")
    assert ["Government (computer, steady):", "End Patrol"] in [o[:2] for o in own], own
    assert all(tag == "Government (computer, steady):" and what for tag, what, _ in own), own
    # the Police move's line keeps only its own reasons: none of them reads as "End Patrol"
    plain = page.eval_on_selector_all("#log .bot-reason:not(.bot-own)", "ps => ps.map(p => p.textContent)")
    assert not any("End Patrol" in t or "Stop moving" in t for t in plain), plain
    assert errors == []
    page.close()
