"""The Uruguay learning pages in real Chromium: the example stepper, the sandbox, search, accessibility."""

import json

import pytest

import engine

pytestmark = pytest.mark.browser
T = 120_000
EXAMPLE_TABS = 3          # example pages open at once (each boots its own engine; two cores, and pages mostly wait)


def wait_engine(page):
    page.wait_for_selector("body[data-engine='ready']", timeout=T)


def test_stepper_runs_the_rulebook_example_to_political_will_19(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/examples/example-of-play/index.html")
    assert page.locator("#step-1").is_visible()             # narration readable before the engine
    wait_engine(page)
    page.click("button[data-go='last']")
    page.wait_for_selector("#stepper[data-shown='16']")
    assert page.get_attribute("#stepper", "data-political-will") == "19"
    assert "Public Sympathy 3 → 2 (Public Fatigue)" in page.inner_text("#step-log")
    assert page.url.endswith("#step-16")
    # the board's text alternative agrees with the engine
    page.click("details.board-text summary")
    assert "Ituzaingó" in page.inner_text("#board-text")
    assert watched.offsite() == [] and watched.errors == []


def test_stepper_opens_at_the_step_in_the_url_and_follows_the_keyboard(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/examples/example-of-play/index.html#step-5")
    wait_engine(page)
    page.wait_for_selector("#stepper[data-shown='5']")
    assert page.locator("#step-5").is_visible() and page.locator("#step-4").is_hidden()
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#stepper[data-shown='6']")
    assert page.url.endswith("#step-6")
    page.keyboard.press("Home")
    page.wait_for_selector("#stepper[data-shown='1']")
    # every log line links to its rule
    links = page.locator("#step-log a.ruleref")
    assert links.count() >= 1 and "rules/index.html#" in links.first.get_attribute("href")
    assert watched.offsite() == [] and watched.errors == []


def test_every_example_page_replays(watched, site_url):
    """Every Uruguay example page, opened at its last step, has the engine in that page replay all the example's
    steps (the stepper shows the last one), with no request leaving the site and no console or page error. Each
    page boots its own engine (some 5 s of the test's time a page, the replay itself a fraction of a second), so the
    pages open a few at a time, in tabs of one browser context: the boots overlap, each page still its own."""
    tabs = [watched.page] + [watched.new_page() for _ in range(EXAMPLE_TABS - 1)]
    examples = engine.content.load("uruguay")["examples"]
    replayed = []
    for start in range(0, len(examples), EXAMPLE_TABS):
        batch = list(zip(tabs, examples[start:start + EXAMPLE_TABS]))
        for page, ex in batch:
            page.goto(f"{site_url}uruguay/examples/{ex['id']}/index.html#step-{len(ex['steps'])}")
        for page, ex in batch:
            wait_engine(page)
            page.wait_for_selector(f"#stepper[data-shown='{len(ex['steps'])}']", timeout=T)
            replayed.append(ex["id"])
    assert replayed == [ex["id"] for ex in examples]
    assert watched.offsite() == [] and watched.errors == []


def test_sandbox_random_play_reaches_the_victory_screen(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=11&view=government")
    wait_engine(page)
    page.wait_for_selector("#prompt:has-text('private choice')", timeout=T)
    # the Government sees only that the Tupamaros are choosing the People's Prison: no options, no place
    assert page.inner_text("#prompt") == "Waiting for the Tupamaros (a private choice)."
    assert page.locator("#actions li").count() == 0
    page.click("#random-move")
    page.wait_for_selector("#sandbox[data-moves='1']")
    spaces = page.evaluate("() => [...document.querySelectorAll('#board g.space')].map(g => g.textContent).join(' ')")
    assert spaces and "★" not in spaces and "People's Prison" not in spaces      # (the key below the map names it)
    for _ in range(60):
        if page.get_attribute("#sandbox", "data-over"):
            break
        before = page.get_attribute("#sandbox", "data-moves")
        page.click("#next-card")
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
    victory = page.locator("#victory")
    assert victory.is_visible() and "Game over" in victory.inner_text()
    assert page.get_attribute("#sandbox", "data-over") in ("government", "tupamaros")
    assert watched.offsite() == [] and watched.errors == []


def test_sandbox_save_and_reload(watched, site_url, tmp_path):
    page = watched.page
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5&view=tupamaros")    # a fixed view (else the hot seat)
    wait_engine(page)
    page.wait_for_selector("#actions li")
    page.click("#actions li button >> nth=0")          # the People's Prison
    page.wait_for_selector("#sandbox[data-moves='1']")
    page.click("#next-card")
    page.wait_for_function("() => Number(document.querySelector('#sandbox').dataset.moves) > 1", timeout=T)
    moves = page.get_attribute("#sandbox", "data-moves")
    board = page.inner_text("#board")
    # as a file
    with page.expect_download() as dl:
        page.click("#save-file")
    saved = tmp_path / "game.json"
    dl.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["game"] == "uruguay" and record["seed"] == 5 and len(record["moves"]) == int(moves)
    link = watched.link_to_game()     # as a link: on the clipboard, never in the address (issue 25.2)
    other = watched.context.new_page()
    other.goto(link)
    other.wait_for_selector(f"#sandbox[data-moves='{moves}']", timeout=T)
    assert other.inner_text("#board") == board
    # the file loads back too, in a fresh game
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#sandbox[data-moves='0']", timeout=T)
    page.set_input_files("#load-file", str(saved))
    page.wait_for_selector(f"#sandbox[data-moves='{moves}']", timeout=T)
    assert watched.offsite() == [] and watched.errors == []


def test_sandbox_undo_and_bad_links(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=8&view=tupamaros")
    wait_engine(page)
    page.wait_for_selector("#actions li")
    assert page.is_disabled("#undo")
    page.click("#actions li button >> nth=1")
    page.wait_for_selector("#sandbox[data-moves='1']")
    page.click("#actions li button >> nth=0")             # a box: no chance involved
    page.wait_for_selector("#sandbox[data-moves='2']")
    assert page.is_enabled("#undo")
    page.click("#undo")
    page.wait_for_selector("#sandbox[data-moves='1']")
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=abc")
    wait_engine(page)
    assert "not a whole number" in page.inner_text("#error")
    page.goto(f"{site_url}uruguay/sandbox/index.html#game=%%%broken")
    wait_engine(page)
    page.reload()
    wait_engine(page)
    assert page.locator("#error").is_visible()
    assert watched.offsite() == [] and watched.errors == []


def test_search_finds_a_rule_offline(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}search/index.html")
    page.fill(".pagefind-ui__search-input", "Kidnap")
    page.wait_for_selector(".pagefind-ui__result", timeout=T)
    # the results list first shows placeholders (". . ."), then each result's title and excerpt as they load
    page.wait_for_function("() => document.querySelector('.pagefind-ui__results').innerText.includes('Kidnap')",
                           timeout=T)
    assert watched.offsite() == [] and watched.errors == []


def test_glossary_definition_shows_on_focus(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/rules/index.html#3.2.4")
    term = page.locator("[id='3.2.4'] a.term").first
    term.focus()
    assert term.locator(".term-def").is_visible()
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("path", ["uruguay/rules/index.html", "uruguay/examples/example-of-play/index.html",
                                  "uruguay/sandbox/index.html", "uruguay/deck/index.html", "uruguay/cards/index.html"])
def test_no_serious_accessibility_violations(watched, site_url, serious_violations, path):
    page = watched.page
    page.goto(f"{site_url}{path}")
    if "examples" in path or "sandbox" in path or "deck" in path:
        wait_engine(page)
    bad = serious_violations(page)
    assert bad == [], bad


def test_stepper_goes_move_by_move_with_each_moves_rule(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/examples/example-of-play/index.html#step-2-move-4")
    wait_engine(page)
    page.wait_for_selector("#stepper[data-move='4']", timeout=T)
    pressed = page.locator("#step-moves button[aria-pressed='true']")
    assert pressed.count() == 1 and "Tupamaros: Prado" in pressed.inner_text()
    page.click("details.board-text summary")
    assert "Prado (Urban, value 1): 1 Underground Cell, 1 Active Cell" in page.inner_text("#board-text")
    rules = page.locator("#step-moves a.ruleref").all_inner_texts()
    assert rules[:4] == ["2.3.2", "3.3.3", "4.3.1", "4.3.1"]
    page.click("#step-moves li:nth-child(2) button")
    page.wait_for_selector("#stepper[data-move='2']", timeout=T)
    assert page.url.endswith("#step-2-move-2")
    page.click("button[data-go='next']")
    page.wait_for_selector("#stepper[data-shown='3'][data-move='0']", timeout=T)
    assert watched.offsite() == [] and watched.errors == []


def test_which_event_text_is_a_label_of_its_own_over_the_text(watched, site_url):
    """U2's lower Event text itself opens "Lower Coup Threat by 1": its label read "Lower Event text: Backlash ..."
    on the heading's line, then "Lower Coup Threat ...". The label ("Lower Event text") now stands on a line of
    its own, smaller, over the text's heading, on the Cards page and in the sandbox's card in play, phone and desk."""
    page = watched.page
    measure = """(card) => [...card.querySelectorAll('dt')].map((dt) => {
        const label = dt.querySelector('.text-label');
        if (!label) return {text: dt.textContent.trim(), label: null};
        const rest = document.createRange();
        rest.setStartAfter(label);
        rest.setEndAfter(dt.lastChild);
        const l = label.getBoundingClientRect(), r = rest.getBoundingClientRect();
        return {text: dt.textContent.trim(), label: label.textContent.trim(), below: r.top >= l.bottom - 0.5,
                px: parseFloat(getComputedStyle(label).fontSize), wide: dt.scrollWidth <= dt.clientWidth + 1};
    })"""
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 844})
        page.goto(f"{site_url}uruguay/cards/index.html#U2")
        dts = page.locator("article#U2").evaluate(measure)
        assert [d["label"] for d in dts] == ["Upper Event text", "Lower Event text", "Breaking News"], dts
        assert all(d["below"] and d["px"] >= 12 and d["wide"] for d in dts), (width, dts)
        assert dts[1]["text"] == "Lower Event text Backlash against repression"
        assert page.locator("article#U2 dd").nth(1).inner_text().startswith("Lower Coup Threat by 1")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5&view=tupamaros")
    wait_engine(page)
    page.click("#actions button >> nth=0")                    # the People's Prison: then the first card turns up
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    dts = page.locator("#card-in-play").evaluate(measure)
    assert dts and all(d["label"] and d["below"] and d["px"] >= 12 for d in dts), dts
    assert watched.errors == []
