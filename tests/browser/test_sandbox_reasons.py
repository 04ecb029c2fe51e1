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
