"""The table first (issue 25.9), in real Chromium at 390x844 and 1280x800: every sandbox shows the board and the
current decision before anything else, without scrolling; the game's settings sit in the "Game" panel under the
table, open on a fresh table and, on a phone, closed once play is under way (a reload of a running game too), while
Undo and "View as" stay at hand; the panel opens from the button by the heading and works by keyboard. Paraguay's
game bar is one line at 390 px, and one Undo takes back a whole map move made with one tap. Two persons and two
computers at one Junta table: the device is handed over only between the persons, and no message from the engine
holds another seat's secret (issue 27.5). Screenshots go to tests/artifacts/phones/."""

import pytest
from worker_messages import WORKER, hook, received

from test_phones import ART, DESK, PHONE, SANDBOXES, SIZES, T   # the widths and tables both files open

pytestmark = pytest.mark.browser

# how much of an element's box is inside the window (1: all of it), and whether the fixed bar at the foot hides it
SHOWN = """(sel) => {
  const el = document.querySelector(sel);
  if (!el || !el.getClientRects().length) return 0;
  const r = el.getBoundingClientRect();
  const bar = document.querySelector('.game-bar');
  const foot = bar && !el.closest('.game-bar') ? bar.getBoundingClientRect().top : innerHeight;
  const h = Math.max(0, Math.min(r.bottom, foot) - Math.max(r.top, 0));
  const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
  return r.width && r.height ? (h * w) / (r.width * r.height) : 0;
}"""
# the decision as a player meets it: the hand-off's button, else the first choice (the bar's, else the list's)
DECISION = """() => {
  const off = document.getElementById('handoff');
  if (!off.hidden) return '#handoff-show';
  const go = document.getElementById('go-on');
  if (go) return '#go-on';
  return document.querySelector('#actions > li.action button') ? '#actions > li.action button'
    : '#actions .game-bar button';
}"""


def _open(browser, site_url, path, size, script=None):
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if script:
        page.add_init_script(script)
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-table]", state="attached", timeout=T)
    page.wait_for_selector("#board > svg[data-full-box]", timeout=T)
    return context, page, errors


def _table_first(page, size):
    """At the top of the page, without scrolling: the board, the prompt and the decision's first control."""
    assert page.evaluate("scrollY") == 0
    board = page.evaluate(SHOWN, "#board > svg")
    assert board > (0.97 if size == "390" else 0.7), board
    assert page.evaluate(SHOWN, "#prompt") == 1 or page.locator("#decision").is_hidden()
    first = page.evaluate(DECISION)
    assert page.evaluate(SHOWN, first) == 1, first
    # the settings are under the table, not before it
    table = page.locator(".sandbox-body").bounding_box()
    assert page.locator("#game-panel").bounding_box()["y"] >= table["y"] + table["height"] - 1


@pytest.mark.parametrize("size", ["390", "1280"])
@pytest.mark.parametrize("game", sorted(SANDBOXES))
def test_the_table_comes_first_and_the_settings_under_it(browser, site_url, game, size):
    context, page, errors = _open(browser, site_url, SANDBOXES[game], size)
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    assert page.locator("#game-panel").get_attribute("open") is not None      # a fresh table: the settings open
    _table_first(page, size)
    if page.locator("#handoff-show").is_visible():
        page.click("#handoff-show")
        page.wait_for_function("() => !document.getElementById('decision').hidden", timeout=T)
    page.evaluate("window.scrollTo(0, 0)")
    _table_first(page, size)
    # the first move: on a phone the panel closes; Undo and "View as" stay on the table
    page.click(page.evaluate(DECISION))
    page.wait_for_function("() => document.getElementById('sandbox').dataset.saved > '0'", timeout=T)
    closed = page.locator("#game-panel").get_attribute("open") is None
    assert closed == (size == "390")
    assert page.locator("#undo").is_visible() and page.locator("#view-as").is_visible()
    moves = page.get_attribute("#sandbox", "data-moves")
    assert f"move {moves}" in page.inner_text("#game-panel summary")
    # a reload of the running game: the table first, the panel closed on a phone
    page.reload()
    page.wait_for_selector(f"#sandbox[data-saved='{moves}']", state="attached", timeout=T)
    page.wait_for_selector("#board > svg[data-full-box]", timeout=T)
    assert (page.locator("#game-panel").get_attribute("open") is None) == (size == "390")
    page.evaluate("window.scrollTo(0, 0)")        # (the browser puts a reloaded page back where it was scrolled)
    _table_first(page, size)
    assert page.evaluate("document.documentElement.scrollWidth") <= int(size)
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"sandbox-running-{game}-{size}.png"))
    assert errors == []
    context.close()


def test_the_game_panel_opens_from_the_heading_and_by_keyboard(browser, site_url):
    context, page, errors = _open(browser, site_url, SANDBOXES["uruguay"], "390")
    page.click("#handoff-show")
    page.wait_for_function("() => !document.getElementById('decision').hidden", timeout=T)
    page.click(page.evaluate(DECISION))
    # the move's answer drawn (it puts the keyboard on the next decision: a late one would take it out of the panel)
    page.wait_for_function("() => document.getElementById('sandbox').dataset.moves === '1'", timeout=T)
    page.wait_for_function("() => document.getElementById('game-panel').open === false", timeout=T)
    assert page.locator("#seed").is_hidden()
    opener = page.locator("#game-panel-open")
    assert opener.get_attribute("aria-expanded") == "false"
    opener.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('game-panel').open", timeout=T)
    assert page.evaluate("document.activeElement.closest('summary') !== null")
    assert page.locator("#seed").is_visible() and page.evaluate(SHOWN, "#game-panel summary") == 1
    page.wait_for_function("() => document.getElementById('game-panel-open').getAttribute('aria-expanded') === 'true'",
                           timeout=T)
    page.keyboard.press("Tab")                    # from the summary the keyboard goes on into the panel
    assert page.evaluate("document.getElementById('game-panel').contains(document.activeElement)")
    # the player opened it: the next move leaves it open
    page.evaluate("document.getElementById('undo').click()")
    page.wait_for_function("() => document.getElementById('sandbox').dataset.moves === '0'", timeout=T)
    assert page.locator("#game-panel").get_attribute("open") is not None
    page.focus("#game-panel summary")
    page.keyboard.press("Enter")                  # the summary closes it again
    page.wait_for_function("() => !document.getElementById('game-panel').open", timeout=T)
    assert errors == []
    context.close()


@pytest.mark.parametrize("size", ["390", "1280"])
def test_paraguays_bar_is_one_line_and_one_undo_takes_back_a_map_move(browser, site_url, size):
    context, page, errors = _open(browser, site_url, "paraguay/sandbox/index.html?seed=5&view=paraguayan", size)
    page.wait_for_selector("#board .hit.stack", state="attached", timeout=T)
    tops = page.eval_on_selector_all("#actions .game-bar button", "bs => bs.map(b => b.getBoundingClientRect().top)")
    assert len(tops) == 2 and len(set(tops)) == 1, tops                  # End the movement phase, Capitulate
    bar = page.locator("#actions .game-bar").bounding_box()
    assert bar["height"] < 60, bar
    if size == "390":               # a finger's height on a phone (before: 30 px, End and Capitulate side by side)
        tall = page.eval_on_selector_all("#actions .game-bar button", "bs => bs.map(b => b.offsetHeight)")
        assert min(tall) >= 44, tall                   # (44 since the thumb-size walk: test_sandbox_thumb_size)
    give_up = page.locator("#actions .game-bar button[data-verb='capitulate']")
    assert give_up.inner_text() == "Capitulate"
    assert give_up.get_attribute("aria-label") == "Capitulate: the Allied player wins the war (4.3, 5.4)"
    # the cavalry at 1730 rides nine hexes to 1826 with one tap; one Undo takes the whole ride back
    before = page.inner_html("#board g.space[data-space='1730']")
    page.locator("#board .hit.stack[data-space='1730']").dispatch_event("click")
    page.wait_for_selector("#board .hit.reach[data-space='1826']", state="attached", timeout=T)
    assert page.get_attribute("#board .hit.reach[data-space='1826']", "data-steps") == "9"
    page.locator("#board .hit.reach[data-space='1826']").dispatch_event("click")
    page.wait_for_selector("#sandbox[data-moves='10']", state="attached", timeout=T)
    assert page.inner_html("#board g.space[data-space='1730']") != before
    page.click("#undo")
    page.wait_for_selector("#sandbox[data-moves='0']", state="attached", timeout=T)
    assert page.inner_html("#board g.space[data-space='1730']") == before
    assert page.locator("#undo").is_disabled()
    # one press arms Capitulate: the sentence it says instead (what a second press does) is read whole, inside the
    # window (at 390 px it ran off the window's left edge, one line that could not wrap)
    give_up.click()
    assert give_up.get_attribute("data-armed") == "yes"
    box = page.evaluate("(b) => { const r = b.getBoundingClientRect(); return [r.left, r.right, innerWidth,"
                        " b.scrollWidth - b.clientWidth]; }", give_up.element_handle())
    assert box[0] >= 0 and box[1] <= box[2] and box[3] <= 1, box
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"sandbox-paraguay-bar-{size}.png"))
    assert errors == []
    context.close()


PERSONS, COMPUTERS = ("p1", "p3"), ("p2", "p4")


def _secret_of_others(msg):
    """What a message for its viewer must not hold: another player's Politics cards, or another seat's private answer
    in the record; a computer's reason about more than the public may know: shown whole, it must be a steady seat's
    public choice (None: nothing found)."""
    viewer = msg["role"]
    for p in msg["view"]["board"].get("players", []):
        if p["id"] != viewer and p.get("hand") is not None:
            return f"{p['id']}'s cards in a message for {viewer}"
    for m in msg["record"]["moves"]:
        if m["role"] != viewer and "why" in m:
            return "a computer's reason in the record"
    for r in msg.get("reasons", []):
        if r["role"] != viewer and not ("stays with its own side" in r["text"] or "private choice" in r["text"]):
            # shown whole: only a steady list's public choice, made from the public table (engine/bots public_basis)
            move = msg["record"]["moves"][r["move"] - 1]
            if r["level"] != "steady" or move.get("private"):
                return f"{r['role']}'s reason shown to {viewer}: {r['text']}"
    return None


def test_two_persons_and_two_computers_hand_the_device_only_between_the_persons(browser, site_url):
    context, page, errors = _open(browser, site_url, "junta/sandbox/index.html?seed=7&players=4", "1280",
                                  script=hook(WORKER))
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    for r in COMPUTERS:
        page.select_option(f"#seat-{r}", "steady")
        page.wait_for_function(f"() => document.getElementById('sandbox').dataset.computers.includes('{r}')",
                               timeout=T)
    handed, persons_moved = [], set()
    for _ in range(400):
        if len(persons_moved) == 2 and len(handed) >= 3:
            break
        assert not page.get_attribute("#sandbox", "data-over")
        thinking = page.get_attribute("#sandbox", "data-thinking")
        if page.locator("#handoff-show").is_visible():
            # "since your last move" is one person's alone: not said to the next person of two (third walk)
            assert page.locator("#bot-since").is_hidden() and page.locator("#log .is-since").count() == 0
            who = page.get_attribute("#sandbox", "data-handoff")
            handed.append(who)
            page.click("#handoff-show")
            page.wait_for_function("() => document.getElementById('sandbox').dataset.handoff === ''", timeout=T)
        elif thinking == "" and page.locator(page.evaluate(DECISION)).count():
            moves = page.get_attribute("#sandbox", "data-moves")
            persons_moved.add(page.evaluate("() => document.getElementById('handoff-show').dataset.role"))
            page.locator(page.evaluate(DECISION)).first.click()
            page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
        else:
            page.evaluate("() => { const b = document.getElementById('bot-until'); if (!b.disabled) b.click(); }")
            page.wait_for_timeout(150)
    assert set(handed) <= set(PERSONS) and len(handed) >= 3, handed        # never to a computer's seat
    assert persons_moved == set(PERSONS), persons_moved
    msgs = [m for m in received(page) if "view" in m and "record" in m]
    assert any(m.get("bot") for m in msgs)                                 # the computers moved too
    for m in msgs:
        assert m["role"] in (None, *PERSONS), m["role"]                    # only a person's view, or the public one
        assert m["role"] is None or m["seated"] == m["role"]               # and only once that person holds it
        found = _secret_of_others(m)
        assert found is None, found
    assert page.locator("#log .bot-reason").count() > 0
    assert errors == []
    context.close()


def test_who_decides_is_a_short_line_and_a_seats_many_offices_fold(browser, site_url):
    """Issue 27's walk, Junta for two at 390 px: Player 2 holds six offices, and "Player 2 (Minister of Internal
    Security; General, …) to decide" ran to six lines above the question (the hand-off's heading too). The seat's
    name is one line, its offices under it behind "6 offices" (open: every one); so is its "View as" option."""
    context, page, errors = _open(browser, site_url, "junta/sandbox/index.html?seed=7&players=2", "390")
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    line = "(sel) => { const e = document.querySelector(sel); return e.getBoundingClientRect().height" \
           " / parseFloat(getComputedStyle(e).lineHeight); }"
    assert page.inner_text("#handoff-who") == "Pass the device to Player 2"
    assert page.evaluate(line, "#handoff-who") < 1.5
    assert page.inner_text("#handoff-offices summary") == "6 offices"
    page.click("#handoff-show")
    page.wait_for_selector("#actions li button", timeout=T)
    acting = page.locator("#acting")
    assert acting.inner_text().startswith("Player 2 to decide") and acting.bounding_box()["height"] < 60
    folded = acting.locator("details.seat-offices-more")
    assert folded.get_attribute("open") is None and folded.locator("summary").inner_text() == "6 offices"
    folded.locator("summary").click()
    offices = folded.locator(".seat-offices").inner_text()
    for name in ("Minister of Internal Security", "General, First Army Brigade", "Admiral of the Navy",
                 "Air Force Commander"):
        assert name in offices, offices
    # "View as" names the seat alone too (before: "Player 2 (Minister of Internal Security, General, …) only: …"),
    # what its view shows and its offices the option's title
    seat = page.locator("#view-as option[value='p2']")
    assert seat.text_content() == "Player 2 only"
    assert "Player 2 only: shows their cards and sealed choices" in (seat.get_attribute("title") or "")
    assert "Minister of Internal Security; " in (seat.get_attribute("title") or "")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(ART / "sandbox-junta-two-acting-390.png"))
    assert errors == []
    context.close()


# each game's score in the strip: a label it must show, and a value of that game's opening (seed of SANDBOXES) (on a
# phone Guerilla's picture draws its round, round points and draw pile in its first rows, and the strip does not
# repeat them: at the opening deployment, with no turn to say, it has nothing left: below)
SCORES = {"uruguay": "Political Will", "junta": "Power centers", "guerilla": "Round points", "paraguay": "Allied VP"}
PHONE_SCORES = {k: v for k, v in SCORES.items() if k != "guerilla"}


@pytest.mark.parametrize("size", ["390", "1280"])
def test_each_games_score_is_a_readable_strip_with_the_board_and_in_its_words(browser, site_url, size):
    """Issue 27's table walk: Uruguay's tracks sat at the picture's foot, out of the first view on a phone and about
    5 px tall on "Whole board". Each game's score is a line of HTML held with the board: on the first screen, at
    least 12 px, the same on "Whole board", and the board in words opens with it."""
    for game, label in (PHONE_SCORES if size == "390" else SCORES).items():
        context, page, errors = _open(browser, site_url, SANDBOXES[game], size)
        strip = page.locator("#board > #score-strip")
        assert strip.is_visible(), game
        assert label in strip.inner_text(), (game, strip.inner_text())
        assert page.evaluate(SHOWN, "#score-strip") == 1, game
        px = page.evaluate("() => Math.min(...[...document.querySelectorAll('#score-strip .score-item')].map("
                           "(e) => parseFloat(getComputedStyle(e).fontSize)))")
        assert px >= 12, (game, px)
        page.click("#board .map-zoom button:has-text('Whole board')")
        assert page.evaluate(SHOWN, "#score-strip") == 1 and label in strip.inner_text(), game
        words = page.locator("#board-text > li").first.text_content()
        assert words.startswith("Score and tracks:") and label in words, (game, words)
        assert errors == []
        context.close()


def test_on_a_phone_guerillas_round_points_round_and_draw_pile_are_shown_once(browser, site_url):
    """A newcomer's walk at 390 px: Guerilla's score strip said the round points, the round and the draw pile again
    right under the picture's first rows, which draw them. Now the picture says them and the strip does not
    while the view shows them (the opening deployment's first view; the strip says nothing then); the board in words
    still does."""
    context, page, errors = _open(browser, site_url, SANDBOXES["guerilla"], "390")
    strip = page.locator("#board > #score-strip")
    said = strip.inner_text() if strip.is_visible() else ""
    for label in ("Round", "Draw pile"):             # ("Round" also covers "Round points")
        assert label not in said, said
    texts = "[...document.querySelectorAll('#board > svg text')]"
    inside = ("(t) => { const b = t.getBoundingClientRect(), s = document.querySelector('#board > svg')"
              ".getBoundingClientRect(); return b.top >= s.top && b.bottom <= s.bottom; }")
    for start in ("Round points", "Round 1 ", "Draw pile"):
        drawn = page.evaluate(f"{texts}.filter((t) => t.textContent.startsWith({start!r}))"
                              f".map({inside})")
        assert drawn == [True], (start, drawn)      # drawn once, in the view the board opens on
    assert page.evaluate(f"{texts}.some((t) => /^\\d+ cards?$/.test(t.textContent))")   # the pile's count
    words = page.locator("#board-text > li").first.text_content()
    assert "Round 1" in words and "Round points Government 0 · Rebels 0" in words and "Draw pile 84" in words, words
    assert errors == []
    context.close()


# the facts Guerilla's phone picture draws at its top, each with the element that draws it and the strip's words
DRAWN = {"Round": "[data-fact='round']", "Round points": "[data-fact='round-points']", "Draw pile": "[data-space='deck']"}
# for each: whether the picture's view shows it whole, and whether the strip says it (an item shown, not kept hidden)
WHERE = """(drawn) => { const svg = document.querySelector('#board > svg'), s = svg.getBoundingClientRect();
  const items = [...document.querySelectorAll('#board > #score-strip .score-item')];
  return Object.fromEntries(Object.entries(drawn).map(([label, sel]) => {
    const b = svg.querySelector(sel).getBoundingClientRect();
    const item = items.find((i) => i.querySelector('.score-label').textContent === label);
    return [label, { inView: b.top >= s.top && b.bottom <= s.bottom && b.left >= s.left && b.right <= s.right,
      said: !!item && getComputedStyle(item).visibility === 'visible' }];
  })); }"""


def test_on_a_phone_guerillas_round_and_draw_pile_are_said_while_the_view_leaves_them_out(browser, site_url):
    """Before: on a phone, after a move the view follows the play to the acting seat's rows, far under the
    picture's top rows that draw the round, the round points and the draw pile, and the strip no longer said them
    (an earlier change had taken them out of it): nothing on the screen gave the round or the pile until "First
    view". Now the strip says each while the view leaves it out (or draws it too small to read: the whole board)
    and not while the view shows it, keeping its room, so nothing under the board moves as the view does."""
    turn, link = _guerilla_first_turn()
    context, page, errors = _open(browser, site_url, SANDBOXES["guerilla"].split("?")[0] + link, "390")
    page.click("#handoff-show")
    page.wait_for_selector("#actions li.action button", timeout=T)
    moves = page.get_attribute("#sandbox", "data-moves")
    page.locator("#actions li.action button").first.click()
    page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
    if page.locator("#handoff-show").is_visible():
        page.click("#handoff-show")
    page.wait_for_timeout(500)
    strip = page.locator("#board > #score-strip")
    where = page.evaluate(WHERE, DRAWN)
    assert not where["Round"]["inView"], where            # the view is on the seat's rows, under the round's line
    assert all(w["said"] == (not w["inView"]) for w in where.values()), where
    said = strip.inner_text()
    assert "Round 1" in said and "Turn Player" in said, said
    assert page.evaluate(SHOWN, "#board > #score-strip") == 1
    high = strip.bounding_box()["height"]
    page.evaluate("document.getElementById('board').mapZoom.show("
                  "[document.querySelector(\"#board > svg [data-fact='round']\")])")
    page.wait_for_timeout(300)
    where = page.evaluate(WHERE, DRAWN)
    assert where["Round"]["inView"] and not where["Round"]["said"], where
    assert all(w["said"] == (not w["inView"]) for w in where.values()), where
    assert "Round 1" not in strip.inner_text()
    assert strip.bounding_box()["height"] == high          # its room kept: nothing under the board moved
    page.click("#board .map-zoom button:has-text('Whole board')")
    page.wait_for_timeout(300)
    where = page.evaluate(WHERE, DRAWN)
    assert all(w["said"] for w in where.values()), where   # all in view, too small to read: said in the strip
    assert all(label in strip.inner_text() for label in DRAWN)
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "sandbox-guerilla-strip-whole-390.png"))
    assert errors == []
    context.close()


def _guerilla_first_turn():
    """The link to seed 31's (5 players) first turn: the opening deployment played with each seat's first choice."""
    import base64
    import json

    from engine import apply, get_game, setup
    game, st, moves = get_game("guerilla"), setup("guerilla", 31, options={"players": 5}), []
    while not st.get("turn"):
        role, act = next((r, a) for r in st["roles"] for a in game.actions(st, r))
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
        st = apply(st, role, act["verb"], act["arg"])
    rec = {"kind": "game", "rules": game.rules_version, "seed": 31, "options": {"players": 5}, "moves": moves}
    return st["turn"], "#game=" + base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")


def test_on_a_phone_guerillas_turn_and_phase_are_readable_in_the_first_view(browser, site_url):
    """Whose turn and its phase stay in Guerilla's phone strip (unlike the round, its points and the pile): in a turn
    the board opens on the acting seat's rows, far under the markers that draw the turn and the phase track, so on
    the hand-off screen nothing else in the first view says the phase. Either the picture's phase track is in the
    view the board opens on, or the strip says the turn and its phase."""
    turn, link = _guerilla_first_turn()
    context, page, errors = _open(browser, site_url, SANDBOXES["guerilla"].split("?")[0] + link, "390")
    assert page.locator("#handoff").is_visible()
    name = f"Player {turn['player'][1:]}"                 # the seats' default names
    drawn = page.evaluate("""() => { const s = document.querySelector('#board > svg').getBoundingClientRect();
      return [...document.querySelectorAll('#board > svg text')].some((t) => { const b = t.getBoundingClientRect();
        return t.textContent.startsWith('turn of') && b.top >= s.top && b.bottom <= s.bottom; }); }""")
    strip = page.locator("#board > #score-strip")
    said = strip.inner_text() if strip.is_visible() else ""
    assert drawn or f"{name}, phase {turn['phase']}" in said, said
    assert page.evaluate(SHOWN, "#board > #score-strip") == 1
    assert errors == []
    context.close()


def test_on_a_phone_the_card_in_play_link_lands_under_the_held_board(browser, site_url):
    """Issue 27's table walk: "Card in play: …" by the decision is a link down to the card's texts; on a phone they
    landed behind the board held at the window's top. Now the card's box starts under the board."""
    context, page, errors = _open(browser, site_url, SANDBOXES["uruguay"], "390")
    page.click("#alone-go")                     # against the steady computer: a card is turned up by the person's turn
    page.wait_for_selector("#card-line:not([hidden]) a", timeout=T)
    page.wait_for_selector("#sandbox[data-thinking='']", state="attached", timeout=T)
    page.click("#card-line a")
    page.wait_for_timeout(500)
    board = page.locator("#board").bounding_box()
    box = page.locator("#in-play").bounding_box()
    assert page.evaluate("scrollY") > 0
    assert box["y"] >= board["y"] + board["height"] - 1, (box, board)
    assert errors == []
    context.close()


# every button and menu of the table on screen (the board's bar, the decision, the tools, the computers' bar), by its
# id (else its words) and its height in CSS px
CONTROLS = """() => [...document.querySelectorAll('.sandbox-body button, .sandbox-body select')]
  .filter((el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; })
  .map((el) => [el.id || el.textContent.trim().slice(0, 30), el.getBoundingClientRect().height])"""


@pytest.mark.parametrize("size", ["390", "1280"])
@pytest.mark.parametrize("game", sorted(SANDBOXES))
def test_the_tables_buttons_and_menus_are_a_fingers_height(browser, site_url, game, size):
    """Before: on a phone most of the table's buttons were 37 px tall and the board's bar 32, just
    under a finger's 40; on a desk the "Why not…" menu was 19 px beside buttons of 37. Playing alone against the
    computer, at the person's first decision: on a phone every button and menu of the table is 40 px tall or more;
    on a desk the "Why not…" menu is as tall as the buttons beside it (35 px or more)."""
    context, page, errors = _open(browser, site_url, SANDBOXES[game], size)
    page.wait_for_selector("#alone:not([hidden])", timeout=T)
    page.click("#alone-go")
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.thinking === ''"
                           " && document.querySelectorAll('#actions li button').length > 0", timeout=T)
    page.wait_for_timeout(300)
    controls = page.evaluate(CONTROLS)
    assert len(controls) >= 8, controls
    if size == "390":
        small = [(name, round(h, 1)) for name, h in controls if h < 44 - 0.01]     # 44 px since the thumb-size walk
        assert small == [], small
    else:
        assert page.locator("#why-not-target").is_visible()
        assert page.evaluate("() => document.querySelector('#why-not-target').getBoundingClientRect().height") >= 35
    assert errors == []
    context.close()
