"""What a newcomer met playing against the computer at the sandbox table (issue 27, a walk through every game at
1280 and 390 px): a new game dealt from the Game panel left the new table out of sight above; at the end the
decision kept the engine's last waiting line and, on a phone, the end box stayed above the screen while the bar
still offered Pause; a run of a computer's private choices filled the log with the same line again and again; and
the small controls beside the table were too small for a thumb."""

import re

import pytest
from test_sandbox_bots import T, near_end, open_game, play_out

pytestmark = pytest.mark.browser

IN_SIGHT = """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.top < innerHeight; }"""


@pytest.mark.parametrize("width", [1280, 390])
def test_a_game_dealt_from_the_panel_comes_into_sight(watched, site_url, width):
    page = watched.page
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.select_option("#seat-tupamaros", "steady")          # one person, one computer, for the next game too
    page.wait_for_selector("#bot-bar:not([hidden])", timeout=T)
    page.fill("#seed", "6")
    page.evaluate("() => { document.getElementById('sandbox').dataset.moves = 'before'; }")
    page.click("#new-game button[type=submit]")               # at the foot of the page, in the Game panel
    page.wait_for_function("() => document.getElementById('sandbox').dataset.moves !== 'before'", timeout=T)
    page.wait_for_timeout(300)
    assert page.evaluate(IN_SIGHT, "#decision"), "the new game's decision is out of sight"
    assert page.evaluate(IN_SIGHT, "#board")
    page.screenshot(path=f"tests/artifacts/sandbox-walk-dealt-{width}.png")
    assert watched.errors == []


def test_the_end_during_play_shows_in_the_decision_and_comes_into_sight_on_a_phone(watched, site_url):
    page = watched.page
    open_game(page, site_url, "uruguay", near_end("uruguay", 7, None, "government", 20), width=390)
    page.wait_for_selector("#why-not-target", timeout=T)
    assert page.locator("#why-not-target").bounding_box()["height"] >= 35      # a thumb's size, like the buttons
    play_out(page)
    page.wait_for_selector("#game-end", timeout=T)
    prompt = page.inner_text("#prompt")
    # the decision says the game is over and offers what one can do now; who won is the victory box's, not said twice
    assert prompt == "The game is over. What next?", prompt
    assert "win" in page.inner_text("#victory").lower() and "win" not in prompt.lower()
    assert page.eval_on_selector_all("#actions li button", "bs => bs.map(b => b.id)") == [
        "see-end", "end-replay", "end-again", "end-save"]
    assert page.evaluate(IN_SIGHT, "#victory"), "the end is out of sight"
    assert page.evaluate("() => document.activeElement.id") == "victory"
    # the computers' bar (greyed Pause, "Play until it is my turn", the pace, and "The game is over" a second time
    # over the decision) is gone: nothing is left for the computers to do
    assert page.locator("#bot-bar").is_hidden() and page.locator("#bot-pause").is_disabled()
    assert page.locator("#why-not-target").is_hidden()       # at the end nothing is refused: nothing to ask
    assert page.locator("#replay-move").bounding_box()["height"] >= 44
    # a computer's reason that ends on its rule's number has its link there, not the same number again in front
    reasons = page.eval_on_selector_all(
        "#log .bot-reason", "ps => ps.map(p => [p.textContent.slice(p.querySelector('.bot-tag').textContent.length)"
        ".trim(), [...p.querySelectorAll('a.ruleref')].map(a => a.textContent)])")
    assert any(links for _, links in reasons)
    for text, links in reasons:
        assert len(links) <= 1, text
        for rule in links:
            assert not (text.startswith(f"{rule} ") and re.search(rf", {re.escape(rule)}$", text)), text
    page.screenshot(path="tests/artifacts/sandbox-walk-end-390.png")
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    page.click("#see-end")                                    # the decision's way back to who won and why
    page.wait_for_function(f"({IN_SIGHT})('#victory')", timeout=T)
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    page.click("#end-replay")                                 # the replay under the victory box, the keyboard on it
    assert page.evaluate(IN_SIGHT, "#replay-move")
    assert page.evaluate("() => document.activeElement.id") == "replay-move"
    with page.expect_download() as saved:                     # the whole game to a file, as the Game panel's button
        page.click("#end-save")
    assert saved.value.suggested_filename.startswith("uruguay-seed-7-move-")
    page.click("#end-again")                                  # a new game, the computer seat kept, a hidden seed
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.over === ''", timeout=T)
    assert page.input_value("#seat-tupamaros") == "steady" and page.input_value("#seed") == ""
    page.wait_for_selector("#actions li button:not([id^='end-'])", timeout=T)
    page.wait_for_timeout(300)
    assert page.evaluate(IN_SIGHT, "#decision"), "the new game's decision is out of sight"
    assert watched.errors == []


def test_a_run_of_the_same_reason_is_one_line_with_its_count(watched, site_url):
    """Guerilla's initial deployment: each computer places its cards face down, a private choice at a time."""
    page = watched.page
    rec = {"game": "guerilla", "kind": "game", "seed": 7, "moves": [], "options": {"players": 4},
           "seats": {"p2": "steady", "p3": "steady", "p4": "steady"}}
    open_game(page, site_url, "guerilla", rec)
    page.evaluate("() => document.getElementById('bot-until').click()")
    page.wait_for_function("() => document.querySelectorAll('#actions li button').length > 0"
                           " && document.querySelector('#sandbox').dataset.thinking === ''", timeout=T)
    lines = page.eval_on_selector_all(
        "#log > li", "lis => lis.map(li => [...li.querySelectorAll(':scope > .bot-reason')]"
                     ".map(p => [p.textContent.replace(/ \\(\\d+ times\\)$/, ''), p.dataset.times || '1']))")
    assert any(lines)
    for reasons in lines:
        texts = [t for t, _ in reasons]
        assert all(a != b for a, b in zip(texts, texts[1:])), texts          # no line twice in a row
    assert any(int(n) > 1 and "made a private choice" in t for reasons in lines for t, n in reasons)
    # and a run of one computer's private choices is one line even where its moves wrote several lines; a run is
    # silent or not throughout (moves that wrote no line the viewer sees are a line of their own, .bot-own), and
    # the two never read alike one under the other (before: the same words twice, a line apart)
    flat = page.eval_on_selector_all("#log .bot-reason", "ps => ps.map(p => [p.textContent.replace("
                                     "/ \\(\\d+ times\\)$/, ''), p.classList.contains('bot-own')])")
    assert flat and all(not (a[0] == b[0] and "made a private choice" in a[0]) for a, b in zip(flat, flat[1:])), flat
    unseen = [own for text, own in flat if "made a private choice" in text and "no line in your log" in text]
    assert unseen and all(unseen), flat     # the silent run says it left no line; one beside its lines does not
    assert all("no line in your log" in text for text, own in flat if own and "private choice" in text), flat
    assert watched.errors == []


def test_the_game_is_back_line_gives_way_once_play_moves_on(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=8")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.reload()
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    assert "Your last game is back (seed 8, move 0)" in page.inner_text("#engine-status")
    page.click("#random-move")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert "move 0" not in page.inner_text("#engine-status")          # no word of a move long gone
    assert watched.errors == []


# every word of the score tables on one line: [cell text, word] of each word the cell breaks
BROKEN_WORDS = """() => {
  const out = [];
  for (const cell of document.querySelectorAll('#victory .score-breakdown td, #victory .score-breakdown th')) {
    const node = [...cell.childNodes].find((n) => n.nodeType === 3);
    if (!node) continue;
    let at = 0;
    for (const word of node.textContent.split(' ')) {
      const r = document.createRange();
      r.setStart(node, at);
      r.setEnd(node, at + word.length);
      const lines = new Set([...r.getClientRects()].map((b) => Math.round(b.top)));
      if (word && lines.size > 1) out.push([cell.textContent, word]);
      at += word.length + 1;
    }
  }
  return out;
}"""


def test_guerillas_score_table_on_a_phone_keeps_its_words_whole_and_marks_the_person(watched, site_url):
    """At 390 px the end's score table broke "Government" and "Points" in the middle of the word; the one person at
    a table of computers had no mark on their own row."""
    page = watched.page
    open_game(page, site_url, "guerilla", near_end("guerilla", 7, 3, "p1", 20), width=390)
    play_out(page)
    page.wait_for_selector("#victory .score-breakdown table", timeout=T)
    rows = page.eval_on_selector_all("#victory .score-breakdown tbody tr", "trs => trs.map(tr => tr.textContent)")
    assert sum("(you)" in r for r in rows) == 1 and any("Player 1 (you)" in r for r in rows), rows
    assert page.evaluate(BROKEN_WORDS) == []
    page.locator("#victory").screenshot(path="tests/artifacts/phones/sandbox-guerilla-end-390.png")
    assert watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_the_persons_turn_says_what_the_computers_did_since_their_last_move(watched, site_url, width):
    """At a desk the log is far down the page and the board's gold outlines show only the last move: when the
    person's turn comes back, "Since your last move" beside the decision lists what the computers' moves wrote
    (open at a desk, one line to open on a phone); a move of the person's empties it. The computer (the Tupamaros)
    opens the game: at the person's first decision the box and the log's mark say "Since the game began" (before:
    "Since your last move", a move never made)."""
    page = watched.page
    rec = {"game": "uruguay", "kind": "game", "seed": 5, "moves": [], "seats": {"tupamaros": "steady"}}
    open_game(page, site_url, "uruguay", rec, width=width)
    ready = ("() => document.querySelectorAll('#actions li button').length > 0"
             " && document.querySelector('#sandbox').dataset.thinking === ''")
    page.wait_for_function(ready, timeout=T)
    page.wait_for_selector("#bot-since", timeout=T)                # the computer's opening, before any move of ours
    assert page.text_content("#bot-since-head").startswith("Since the game began: ")
    assert page.eval_on_selector_all("#log .since-mark", "ms => ms.map(m => m.textContent)") == [
        "Since the game began: "]
    for _ in range(12):                                            # the person's moves, the computer's between
        moves = page.get_attribute("#sandbox", "data-moves")
        log_before = page.locator("#log > li").count()
        page.locator("#actions li button").first.click()
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
        page.wait_for_function(ready, timeout=T)
        if page.locator("#bot-since").is_visible():
            break
    else:
        raise AssertionError("the computer never moved between two of the person's decisions")
    assert page.text_content("#bot-since-head").startswith("Since your last move: ")
    assert page.eval_on_selector_all("#log .since-mark", "ms => ms.map(m => m.textContent)") == [
        "Since your last move: "]
    words = ("lis => lis.map(li => li.firstChild.textContent + [...li.childNodes].slice(1).filter(n => !(n.classList"
             " && n.classList.contains('bot-reason'))).map(n => n.textContent).join(''))")
    lines = page.eval_on_selector_all("#bot-since-lines > li", words)
    log = page.eval_on_selector_all("#log > li", words)
    assert lines and lines == log[-len(lines):], (lines, log[-8:])
    assert len(lines) <= 4 and len(log) > log_before
    # what the computer did, and why: its reasons under those lines, as the log has them (before: the lines alone,
    # the reasons only in the log far down the page)
    why = "lis => lis.map(li => [...li.querySelectorAll('.bot-reason')].map(p => p.textContent))"
    since_why = page.eval_on_selector_all("#bot-since-lines > li", why)
    assert any(since_why) and since_why == page.eval_on_selector_all("#log > li", why)[-len(lines):], since_why
    assert all(r.startswith("Tupamaros (computer, steady): ") for rs in since_why for r in rs), since_why
    assert page.evaluate("() => document.getElementById('bot-since').open") == (width > 800)
    if width > 800:            # open at a desk: the newest line in sight, the earlier above it in the box
        assert page.evaluate("() => { const l = document.getElementById('bot-since-lines');"
                             " return l.scrollTop + l.clientHeight >= l.scrollHeight - 1; }")
    page.locator("#actions li button").first.click()               # the person moves: the box empties
    page.wait_for_function("() => document.getElementById('bot-since').hidden"
                           " || document.querySelector('#sandbox').dataset.thinking !== ''", timeout=T)
    assert watched.errors == []


ROW = """() => {
  const box = (id) => document.getElementById(id).getBoundingClientRect();
  const h = document.querySelector('.sandbox-head h1').getBoundingClientRect(), s = box('engine-status'),
    b = box('game-panel-open'), st = document.getElementById('engine-status');
  return { h1: [h.top, h.bottom], status: [s.top, s.bottom, s.left], button: [b.top, b.bottom],
           whole: st.scrollWidth <= st.clientWidth + 1, long: st.classList.contains('is-long') };
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_a_long_status_goes_under_the_heading_whole_and_the_heading_row_stays_one_line(watched, site_url, width):
    """The status beside the sandbox's heading (a desk): a long message (here the page's own warning that the game is
    not kept) wrapped into three lines between the heading and the Game button. Now it goes under them, whole,
    and the heading and the button keep one row; a short one stays beside the heading; on a phone it is under the
    heading either way."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    short = page.evaluate(ROW)
    if width == 1280:
        assert not short["long"] and short["status"][0] < short["h1"][1], short     # beside the heading
    page.evaluate("""() => { document.getElementById('engine-status').textContent = 'This game is not being kept in'
      + ' this browser (this browser\\'s storage is full), so a reload or a closed tab would lose it. Play goes on;'
      + ' “Save the whole game to a file” keeps a copy.'; }""")
    page.wait_for_timeout(100)
    row = page.evaluate(ROW)
    assert row["status"][0] >= row["h1"][1] - 1, row          # under the heading
    assert abs(row["button"][0] - short["button"][0]) <= 1 or width == 390, (short, row)
    assert row["whole"], row                                  # nothing cut
    if width == 1280:
        assert row["long"] and row["h1"][1] - row["h1"][0] < 60, row        # the heading itself one line
    page.evaluate("() => { document.getElementById('engine-status').textContent = 'This game is kept in this browser"
                  " again.'; }")
    page.wait_for_timeout(100)
    back = page.evaluate(ROW)
    if width == 1280:
        assert not back["long"] and back["status"][0] < back["h1"][1], back      # beside the heading again
    assert watched.errors == []
