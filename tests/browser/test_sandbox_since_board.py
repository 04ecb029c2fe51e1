"""One person against the steady computers, in real Chromium (a newcomer's walk of the table): when the turn comes
back to the person, the board marks what the computers' moves changed since the person's last decision (before: only
the last move's gold outline, often nothing at all), with a line under the board saying what the marks mean, and the
marks go at the person's next decision. Every mark is a place some picture the page received for this view outlined
as changed (the page reads no state, so what a seat may not see gets no mark). And the side column keeps one order: the
person's question does not jump from under the computers' bar to above it when the turn comes back."""

import pytest

from test_phones import ART, SANDBOXES, SIZES, T

pytestmark = pytest.mark.browser

PERSON_DECIDES = """() => {
  const s = document.getElementById('sandbox');
  return s.dataset.thinking === '' && Number(s.dataset.moves) > 0 && !!document.querySelector('#actions li.action button');
}"""

# every place a picture put on the board outlined as changed (.changed), as the pictures reached the page
WATCH = """document.addEventListener('DOMContentLoaded', () => {
  window.changedSeen = new Set();
  const board = document.getElementById('board');
  const look = () => {
    const svg = board.querySelector(':scope > svg');
    if (!svg || svg.dataset.looked) return;
    svg.dataset.looked = '1';
    for (const el of svg.querySelectorAll('.changed')) {
      const h = el.closest('[data-space], [data-hex]');
      if (h && !h.closest('.legend, defs')) window.changedSeen.add(h.dataset.space || h.dataset.hex);
    }
  };
  new MutationObserver(look).observe(board, { childList: true });
});"""

MARKED = """() => [...document.querySelectorAll('#board > svg .space.since-changed')].map((el) => ({
  id: el.dataset.space, outline: !!el.querySelector(':scope > .since-outline'), gold: el.matches('.changed')
    || !!el.querySelector('.changed') }))"""

GOLD = """() => [...new Set([...document.querySelectorAll('#board > svg .changed')].map((el) =>
  el.closest('[data-space]')).filter((s) => s && !s.closest('.legend, defs')).map((s) => s.dataset.space))]"""


def _open(browser, site_url, game, size):
    context = browser.new_context(**SIZES[size])
    context.add_init_script(WATCH)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}{SANDBOXES[game]}")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    return context, page, errors


@pytest.mark.parametrize("game,computer,size", [("uruguay", "tupamaros", "1280"), ("uruguay", "tupamaros", "390")])
def test_the_board_marks_what_the_computers_changed_since_the_persons_last_decision(browser, site_url, game,
                                                                                    computer, size):
    context, page, errors = _open(browser, site_url, game, size)
    page.select_option(f"#seat-{computer}", "steady")
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    marked = page.evaluate(MARKED)
    seen = set(page.evaluate("[...window.changedSeen]"))
    assert marked, "the computers' run left no mark on the board"
    for m in marked:
        assert m["outline"] and not m["gold"], m           # a dotted outline of its own; gold stays the last move's
        assert m["id"] in seen, (m, sorted(seen))          # only what a picture of this view outlined as changed
    legend = page.locator("#board > #since-legend")
    assert legend.is_visible()
    words = legend.inner_text()
    assert f"Dotted: {len(marked)} place" in words and " changed since " in words, words
    assert page.evaluate("parseFloat(getComputedStyle(document.querySelector('#board > #since-legend')).fontSize)") >= 12
    listed = page.locator("#board-text > li.since-words").text_content()
    assert listed.startswith("Changed since"), listed
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"sandbox-since-board-{game}-{size}.png"))
    # the person decides: the marks and their line go
    moves = page.get_attribute("#sandbox", "data-moves")
    page.click("#bot-pause")                 # (the computers wait: nothing of theirs comes after the person's move)
    page.locator("#actions li.action button").first.click()
    page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
    page.wait_for_timeout(200)
    assert page.evaluate(MARKED) == []
    assert "Dotted" not in legend.inner_text()
    assert page.evaluate("getComputedStyle(document.querySelector('#since-legend')).visibility") == "hidden"
    assert page.locator("#board-text > li.since-words").count() == 0
    assert errors == []
    context.close()


def _top(page, sel):
    return page.evaluate(f"document.querySelector('{sel}').getBoundingClientRect().top + scrollY")


@pytest.mark.parametrize("size", ["390", "1280"])
def test_the_side_column_keeps_its_order_when_the_turn_comes_back(browser, site_url, size):
    """Uruguay, the person the Government: the question stands at the same place of the page while a computer is to
    move (paused here) and when the person decides (before: the computers' bar came first while a computer moved, so
    the question jumped by the bar's height as the turn came back)."""
    context, page, errors = _open(browser, site_url, "uruguay", size)
    page.select_option("#seat-tupamaros", "steady")
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    person = _top(page, "#decision")
    assert person < _top(page, "#bot-bar")
    page.click("#bot-pause")
    for _ in range(60):          # the Government's turn played at random to its end: the Tupamaros to move, paused
        if page.get_attribute("#sandbox", "data-thinking") == "paused":
            break
        moves = page.get_attribute("#sandbox", "data-moves")
        page.click("#random-move")
        page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
    page.wait_for_selector("#sandbox[data-thinking='paused']", state="attached", timeout=T)
    page.wait_for_timeout(200)
    computer = _top(page, "#decision")
    assert abs(computer - person) <= 1, (person, computer)
    assert computer < _top(page, "#bot-bar")
    page.click("#bot-pause")                       # Resume: the Tupamaros move, the turn comes back
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(200)
    assert abs(_top(page, "#decision") - person) <= 1
    assert errors == []
    context.close()


def test_the_marks_stay_across_a_reload_until_the_person_decides(browser, site_url):
    """A reload at the person's turn, after the computers' run (before: the marks were lost, while the "Since…" box
    and the log kept theirs): the same places are marked again, kept with the game in this browser, the last move's
    in gold and the others dotted as before (the gold was dotted after a reload); the person's next decision takes
    them away, and a reload then brings none back."""
    context, page, errors = _open(browser, site_url, "uruguay", "1280")
    page.select_option("#seat-tupamaros", "steady")
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    marked = sorted(m["id"] for m in page.evaluate(MARKED))
    assert marked, "the computers' run left no mark on the board"
    gold = sorted(page.evaluate(GOLD))
    assert gold, "the computers' last move left no gold outline"
    moves = page.get_attribute("#sandbox", "data-moves")
    page.wait_for_selector(f"#sandbox[data-marks-kept='{moves}']", state="attached", timeout=T)
    page.reload()
    page.wait_for_selector(f"#sandbox[data-saved='{moves}']", state="attached", timeout=T)
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    again = page.evaluate(MARKED)
    assert sorted(page.evaluate(GOLD)) == gold            # the last move's gold, as before the reload
    assert sorted(m["id"] for m in again) == marked        # and the older marks dotted, as before
    assert all(m["outline"] and not m["gold"] for m in again), again
    assert f"Dotted: {len(again)} place" in page.locator("#board > #since-legend").inner_text()
    page.click("#bot-pause")
    page.locator("#actions li.action button").first.click()
    page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
    page.wait_for_timeout(200)
    assert page.evaluate(MARKED) == []
    now = page.get_attribute("#sandbox", "data-moves")
    page.reload()
    page.wait_for_selector(f"#sandbox[data-saved='{now}']", state="attached", timeout=T)
    page.wait_for_timeout(500)
    assert page.evaluate(MARKED) == []
    assert "Dotted" not in page.locator("#board > #since-legend").inner_text()
    assert errors == []
    context.close()


def _paraguayan_sees_change(seed):
    """The engine's own run of the same game (the Paraguayan ends the first phase; the steady Allied computer plays
    on until the Paraguayan decides again): the hexes whose stacks changed, at some move, in the Paraguayan's view
    (fog of war: enemy stacks by top unit and size, 6.4), and in the Allied side's own view."""
    import json

    from engine import bridge

    def ask(**req):
        return json.loads(bridge.handle(json.dumps(req)))
    game = bridge.get_game("paraguay")
    a = ask(op="sandbox_new", game="paraguay", seed=seed, seats={"allied": "steady"}, role="paraguayan")
    a = ask(op="sandbox_act", game="paraguay", role="paraguayan", verb="end_phase", arg=None)
    seen = {"paraguayan": set(), "allied": set()}
    while a["ok"] and a.get("computer"):
        before = {r: game.board(bridge.SANDBOX["state"], r)["hexes"] for r in seen}
        a = ask(op="sandbox_bot", game="paraguay", role="computer")
        for r, was in before.items():
            now = game.board(bridge.SANDBOX["state"], r)["hexes"]
            seen[r] |= {h for h in set(was) | set(now) if was.get(h) != now.get(h)}
    assert a["ok"] and a["acting"] == "paraguayan", a
    return seen, a["moves"]


def test_under_fog_the_marks_are_only_on_hexes_the_paraguayan_saw_change(browser, site_url):
    """Paraguay, the person the Paraguayan, the Allied side a steady computer: after the Allied run (reinforcements
    placed, stacks moved, all under fog of war) the board marks only hexes whose stacks changed as the Paraguayan's
    own pictures drew them, and the line under the board counts just those (nothing the fog hides is outlined)."""
    seen, moves = _paraguayan_sees_change(5)
    context, page, errors = _open(browser, site_url, "paraguay", "1280")
    page.select_option("#seat-allied", "steady")
    page.wait_for_selector("#actions .game-bar button[data-verb='end_phase']", timeout=T)
    page.click("#actions .game-bar button[data-verb='end_phase']")
    page.wait_for_selector("#bot-until:not([disabled])", timeout=T)
    page.click("#bot-until")                  # (no pause between the Allied moves: some 150 of them)
    page.wait_for_function(f"""() => {{
      const s = document.getElementById('sandbox');
      return s.dataset.thinking === '' && s.dataset.moves === '{moves}';
    }}""", timeout=4 * T)
    page.wait_for_timeout(300)
    marked = page.evaluate(MARKED)
    ids = {m["id"] for m in marked}
    drawn = set(page.evaluate("[...window.changedSeen]"))
    assert ids, "the Allied run left no mark on the Paraguayan's board"
    assert all(m["outline"] and not m["gold"] for m in marked), marked
    assert ids <= drawn, sorted(ids - drawn)                     # only what this view's pictures outlined
    assert ids <= seen["paraguayan"], sorted(ids - seen["paraguayan"])      # and the Paraguayan saw each change
    assert seen["paraguayan"] <= seen["allied"]
    words = page.locator("#board > #since-legend").inner_text()
    assert f"Dotted: {len(ids)} place" in words, words
    hexes = page.locator("#board > svg .since-outline").count()
    assert hexes == len(ids)
    assert page.locator("#board-text > li.since-words").text_content().startswith("Changed since")
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "sandbox-since-board-paraguay-fog-1280.png"))
    assert errors == []
    context.close()


@pytest.mark.parametrize("size", ["390", "1280"])
def test_the_line_under_the_board_is_read_whole_on_a_phone(browser, site_url, size):
    """Junta, four players, the person Player 1 against steady computers: when the turn comes to the person, the line
    under the board that says what the dotted outlines mean is read whole (before: cut to "…since the game beg…" at
    390 px, the rest only in a tooltip, which a phone has not), on one line as before it came (the board and the
    decision under it do not move when it comes)."""
    context, page, errors = _open(browser, site_url, "junta", size)
    page.wait_for_selector("#alone:not([hidden])", timeout=T)
    page.select_option("#alone-seat", "p1")
    page.click("#alone-go")
    page.wait_for_function("() => !document.querySelector('#since-legend').classList.contains('is-empty')"
                           " || document.querySelector('#actions li.action button')", timeout=T)
    before = page.evaluate("() => document.querySelector('#since-legend').getBoundingClientRect().height")
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    legend = page.locator("#board > #since-legend")
    assert legend.is_visible()
    words = legend.inner_text()
    assert " changed since the game began" in words, words
    box = page.evaluate("""() => { const el = document.querySelector('#since-legend');
      const cs = getComputedStyle(el);
      return { scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height,
        line: parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.35, size: parseFloat(cs.fontSize) }; }""")
    assert box["scroll"] <= box["client"], box           # nothing cut off at its end
    assert box["height"] < 1.5 * box["line"] and abs(box["height"] - before) < 0.5, (box, before)
    assert box["size"] >= 12, box
    page.locator("#board").screenshot(path=str(ART / f"sandbox-since-line-junta-{size}.png"))
    assert errors == []
    context.close()
