"""The sandbox as a place to play, in real Chromium: a greyed Undo says why in words beside it (visible text, and
the button's aria-describedby, since a disabled button gets no hover or focus on a phone), gone once Undo may take
a move back; the computers' Pause is kept with the game across a reload; and every board's labels, as drawn at
their default zoom on a 390 px phone, are 12 CSS px or more (the picture spans the phone's width, site.css, and a
map opens zoomed to READABLE_PHONE, map-zoom.mjs), while on a 1280 px desk the picture stays inside its figure."""

import base64
import json

import pytest
from test_phones import DESK, PHONE, SMALLEST, T
from worker_messages import WORKER, hook

pytestmark = pytest.mark.browser



def ask(**req):
    from engine import bridge
    return json.loads(bridge.handle(json.dumps(req)))


def link(rec):
    return base64.urlsafe_b64encode(json.dumps(rec, separators=(",", ":")).encode()).decode().rstrip("=")


def before_a_roll():
    """A Uruguay game (seed 3, the sandbox's random moves) cut just before a move that rolls a die or draws a
    hidden card, after a move that did not: (record, the rolling move's role, its label, the reason the engine
    gives once it is played)."""
    from engine import get_game
    ask(op="sandbox_new", game="uruguay", seed=3, role=None)
    for _ in range(200):
        prior = ask(op="sandbox_export", game="uruguay")["record"]
        was = ask(op="sandbox_view", game="uruguay", role=None)
        a = ask(op="sandbox_random", game="uruguay")
        if was["can_undo"] and not a["can_undo"]:
            move = ask(op="sandbox_export", game="uruguay")["record"]["moves"][-1]
            from engine import setup, apply
            state = setup("uruguay", 3)
            for m in prior["moves"]:
                state = apply(state, m["role"], m["verb"], m.get("arg"))
            game = get_game("uruguay")
            labels = [x["label"] for x in game.actions(state, move["role"])]
            label = next(x["label"] for x in game.actions(state, move["role"])
                         if x["verb"] == move["verb"] and x.get("arg") == move.get("arg"))
            if labels.count(label) == 1:
                return prior, move["role"], label, a["undo_why"]
    raise AssertionError("no roll after an undoable move in 200 random moves")


@pytest.mark.parametrize("size", ["390", "1280"])
def test_a_greyed_undo_says_why_beside_it_and_the_words_go_when_undo_is_open(browser, site_url, size):
    rec, role, label, why = before_a_roll()
    context = browser.new_context(**(PHONE if size == "390" else DESK))
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # a new game: nothing to take back yet, said beside the greyed button
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=3&view={role}")
    page.wait_for_selector("#sandbox[data-moves='0']", state="attached", timeout=T)
    assert page.is_disabled("#undo") and page.get_attribute("#undo", "aria-describedby") == "undo-why"
    note = page.locator("#undo-why")
    assert note.is_visible() and note.inner_text() == ("Undo is off. Nothing to take back yet: no move has been "
                                                       "played in this game.")
    # the game just before a roll: Undo is open and says nothing
    page.goto(f"{site_url}uruguay/sandbox/index.html?view={role}#game={link(rec)}")
    page.wait_for_selector(f"#sandbox[data-moves='{len(rec['moves'])}']", state="attached", timeout=T)
    assert page.is_enabled("#undo") and note.is_hidden() and note.inner_text() == ""
    # the roll: Undo greys, and the words say which move stops it and the sandbox's policy
    page.locator("#actions li button", has_text=label).first.click()
    page.wait_for_selector(f"#sandbox[data-moves='{len(rec['moves']) + 1}']", state="attached", timeout=T)
    assert page.is_disabled("#undo")
    assert note.is_visible() and note.inner_text() == f"Undo is off. {why}"
    assert f"move {len(rec['moves']) + 1} (" in why and "Sandbox policy:" in why
    box, width = note.bounding_box(), int(size)
    assert box["x"] >= 0 and box["x"] + box["width"] <= width           # read where it is, on a phone too
    undo = page.locator("#undo").bounding_box()
    assert 0 <= box["y"] - (undo["y"] + undo["height"]) < 200           # right under the tools, near the button
    page.screenshot(path=f"tests/artifacts/sandbox-undo-why-{size}.png")
    assert errors == []
    context.close()


def test_pause_is_kept_across_a_reload(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.add_init_script(hook(WORKER))
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.select_option("#seat-tupamaros", "steady")
    page.wait_for_selector("#bot-bar:not([hidden])", timeout=T)
    page.click("#bot-pause")
    assert page.get_attribute("#sandbox", "data-paused") == "yes"
    # the worker has kept the game with its pause (an answer saying paused, and where it is kept)
    page.wait_for_function("() => window.__received.some((t) => { const m = JSON.parse(t);"
                           " return m.paused === true && m.kept && m.kept.id; })", timeout=T)
    page.reload()
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-saved]:not([data-saved='off'])", timeout=T)
    page.wait_for_selector("#bot-bar:not([hidden])", timeout=T)
    assert page.locator("#bot-pause").inner_text() == "Resume"
    assert page.get_attribute("#bot-pause", "aria-pressed") == "true"
    assert page.get_attribute("#sandbox", "data-paused") == "yes"
    # the person plays until the computer is due: it waits, paused, and moves once resumed
    for _ in range(8):
        if page.get_attribute("#sandbox", "data-thinking") == "paused":
            break
        moves = page.get_attribute("#sandbox", "data-moves")
        go_on = page.locator("#go-on")
        (go_on if go_on.count() else page.locator("#actions li button").first).click()
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
    assert page.get_attribute("#sandbox", "data-thinking") == "paused"
    assert page.inner_text("#bot-thinking").startswith("Paused:")
    moves = page.get_attribute("#sandbox", "data-moves")
    page.wait_for_timeout(2000)
    assert page.get_attribute("#sandbox", "data-moves") == moves         # paused after the reload: no move
    page.click("#bot-pause")
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
    page.wait_for_function("() => { const m = JSON.parse(window.__received[window.__received.length - 1]);"
                           " return m.paused === false && m.kept && m.kept.id; }", timeout=T)
    page.reload()                                            # resumed: a reload finds it playing on
    page.wait_for_selector("#sandbox[data-saved]:not([data-saved='off'])", timeout=T)
    page.wait_for_selector("#bot-bar:not([hidden])", timeout=T)
    assert page.locator("#bot-pause").inner_text() == "Pause" and page.get_attribute("#sandbox", "data-paused") == ""
    assert watched.errors == []


BOARDS = {
    "uruguay-sandbox": "uruguay/sandbox/index.html?seed=5",
    "junta-sandbox": "junta/sandbox/index.html?seed=4444&players=4",
    "guerilla-sandbox": "guerilla/sandbox/index.html?seed=31&players=5",
    "paraguay-sandbox": "paraguay/sandbox/index.html?seed=5",
    "uruguay-example": "uruguay/examples/example-of-play/index.html",
    "junta-example": "junta/examples/a-complete-coup/index.html",
    "guerilla-example": "guerilla/examples/a-whole-turn/index.html",
    "paraguay-example": "paraguay/examples/a-whole-turn/index.html",
}


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_every_boards_labels_are_12_px_on_a_phone_and_the_desk_layout_is_kept(browser, site_url, board):
    sel = "#board" if "sandbox" in board else "figure.board"
    for size, opts in (("390", PHONE), ("1280", DESK)):
        context = browser.new_context(**opts)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{site_url}{BOARDS[board]}")
        if "sandbox" in board:
            page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)
        page.wait_for_selector(f"{sel}[data-zoom]", state="attached", timeout=T)    # its default view is set
        page.wait_for_timeout(300)
        got = page.evaluate(SMALLEST, sel)
        if size == "390":
            assert got["px"] >= 12, got
            assert got["page"] <= 390, got                       # spanning the width, never past it
        else:
            assert got["px"] >= 11, got                          # as before on a desk
            assert got["left"] >= got["figLeft"] - 0.5 and got["right"] <= got["figRight"] + 0.5, got
        assert errors == []
        context.close()


def test_the_choices_buttons_are_one_width_whatever_their_rule_numbers(browser, site_url):
    """Issue 27's walk: each choice's button ended where its rule number began, so "5.4", "6.12" and "6.1" gave
    three widths. The numbers now have a column of their own: every button is as wide as the others, at a desk's
    width and a phone's, and no number is cut or wraps."""
    ask(op="sandbox_new", game="guerilla", seed=1, role=None)
    for _ in range(24):                  # Player 3's phase A: withdraw (5.4), buy ambush (6.12), go on (6.1)
        ask(op="sandbox_random", game="guerilla")
    rec = ask(op="sandbox_export", game="guerilla")["record"]
    context = browser.new_context(**DESK)
    page = context.new_page()
    page.goto(f"{site_url}guerilla/sandbox/index.html?view=p3#game={link(rec)}")
    page.wait_for_selector(f"#sandbox[data-moves='{len(rec['moves'])}']", state="attached", timeout=T)
    page.wait_for_selector("#actions > li.action > button", timeout=T)
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 844})
        # narrowed to a phone's width the table is drawn again for it (sandbox.mjs ``narrow``): measure once it is
        page.wait_for_function("() => [...document.querySelectorAll('#actions > li.action > button')]"
                               ".every((b) => b.getBoundingClientRect().width > 0)", timeout=T)
        rows = page.eval_on_selector_all("#actions > li.action", """lis => lis.map(li => {
          const b = li.querySelector(':scope > button').getBoundingClientRect();
          const r = li.querySelector(':scope > .rule-tag');
          const t = r && r.getBoundingClientRect();
          const words = r && document.createRange();
          if (words) words.selectNodeContents(r);
          const lines = words ? new Set([...words.getClientRects()].map((q) => Math.round(q.top))).size : 0;
          return [b.left, b.width, r ? r.textContent : null, lines, t ? t.right : 0]; })""")
        rules = [r[2] for r in rows]
        assert len(set(len(x) for x in rules)) >= 2, rules          # numbers of different lengths on show
        assert len({round(r[1], 1) for r in rows}) == 1 and len({round(r[0], 1) for r in rows}) == 1, (width, rows)
        # one line of type (on a phone the number's box is as tall as its button), on screen
        assert all(lines == 1 and right <= width for _, _, _, lines, right in rows), (width, rows)
    context.close()
