"""Paraguay's example pages in real Chromium: the whole game turn stepped to its end (board, log, moves);
every example opens at its last step from the prebuilt (lean) frames; what a page fetches before its first
step stays under 1 MB (issue 10); the rules page links back to the examples; nothing leaves the origin."""

import pytest

import engine
from generator import build as b

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not (b.ROOT / "site" / "templates" / "paraguay" / "index.html").is_file(),
                                 reason="Paraguay has no site pages yet (site/templates/paraguay/)")]
T = 120_000
ART = b.ROOT / "tests" / "artifacts"


def script(eid):
    return next(e for e in engine.content.load("paraguay")["examples"] if e["id"] == eid)


def test_the_whole_turn_steps_to_the_start_of_turn_four(watched, site_url):
    ex = script("a-whole-turn")
    last = len(ex["steps"])
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}paraguay/examples/{ex['id']}/index.html")
    assert page.locator("#step-1").is_visible()
    page.wait_for_selector("#stepper[data-shown='1']", timeout=T)     # from the prebuilt steps file, no engine
    assert page.locator("#board svg").count() == 1
    for n in range(2, last + 1):
        page.click("button[data-go='next']")
        page.wait_for_selector(f"#stepper[data-shown='{n}']", timeout=T)
        assert ex["steps"][n - 1]["title"] in page.inner_text(f"#step-{n}")
        assert page.locator("#board svg").count() == 1
    log = page.inner_text("#step-log")
    assert "Turn IV begins (late-year)." in log and "1534 comes under Allied control." in log
    moves = page.locator("#step-moves button")
    assert moves.count() == len(ex["steps"][-1]["moves"])
    moves.nth(3).click()                                   # the board after the advance, from the moves file
    page.wait_for_selector("#stepper[data-move='4']", timeout=T)
    assert page.locator("#board svg [data-hex='1534']").count() >= 1
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "paraguay-example-1280.png"), full_page=False)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(ART / "paraguay-example-390.png"), full_page=False)
    assert watched.offsite() == [] and watched.errors == []


def test_a_stepper_page_fetches_under_a_megabyte_before_its_first_step(browser, site_url):
    context = browser.new_context()
    page = context.new_page()
    sizes = {}
    page.on("requestfinished", lambda r: sizes.__setitem__(r.url, r.sizes()["responseBodySize"]))
    page.goto(f"{site_url}paraguay/examples/a-whole-turn/index.html")
    page.wait_for_selector("#stepper[data-shown='1']", timeout=T)
    page.wait_for_timeout(300)
    own = {u: n for u, n in sizes.items() if "/assets/engine/" not in u and "/pyodide/" not in u}  # the engine loads alongside
    context.close()
    assert any(".json" in u for u in own) and sum(own.values()) < 1_000_000, sorted(own.items(), key=lambda x: -x[1])


def test_every_paraguay_example_page_opens_at_its_last_step(watched, site_url):
    page = watched.page
    for ex in engine.content.load("paraguay")["examples"]:
        last = len(ex["steps"])
        page.goto(f"{site_url}paraguay/examples/{ex['id']}/index.html#step-{last}")
        page.wait_for_selector(f"#stepper[data-shown='{last}']", timeout=T)     # prebuilt frames, no engine
        assert page.locator("#step-moves li").count() == len(ex["steps"][-1]["moves"])
        assert page.locator("#step-log li").count() >= 1 and page.locator("#board svg").count() == 1
    assert watched.offsite() == [] and watched.errors == []


def test_the_rules_page_links_each_example_from_its_sections(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}paraguay/rules/index.html")
    for rule, eid in (("13.9", "the-odds"), ("7.5", "supply-lines"), ("13.18", "running-the-guns"),
                      ("5.2", "a-whole-turn"), ("12.6", "river-transport")):
        links = page.locator(f"section[id='{rule}'] .see-example a")
        hrefs = links.evaluate_all("els => els.map(e => e.getAttribute('href'))")
        assert any(f"paraguay/examples/{eid}/index.html" in h for h in hrefs), (rule, hrefs)
    assert watched.offsite() == []


def test_an_example_page_has_no_serious_accessibility_violations(watched, site_url, serious_violations):
    page = watched.page
    page.goto(f"{site_url}paraguay/examples/the-odds/index.html#step-4")
    page.wait_for_selector("#stepper[data-shown='4']", timeout=T)
    bad = serious_violations(page)
    assert bad == [], bad
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("width, height", [(1280, 900), (390, 844)])
def test_the_attrition_example_opens_framing_corrientes_where_its_first_step_happens(watched, site_url, width, height):
    """Step 1 outlines the hex it changed, Corrientes (1335), so the board's first view is there (it opened on the
    stacks by Asunción, which the first step does not touch)."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{site_url}paraguay/examples/attrition-in-the-chaco/index.html")
    page.wait_for_selector("#stepper[data-shown='1']", timeout=T)
    page.wait_for_selector("#board:not([data-held])", timeout=T)
    inside = page.evaluate("""() => { const svg = document.querySelector('#board svg');
        const box = svg.getBoundingClientRect();
        const seen = (hex) => { const r = svg.querySelector(`[data-hex='${hex}']`).getBoundingClientRect();
            return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1; };
        return { corrientes: seen('1335'), changed: svg.querySelectorAll('.changed').length }; }""")
    assert inside == {"corrientes": True, "changed": inside["changed"]} and inside["changed"] >= 1, inside
    assert "Corrientes" in page.inner_text("#step-gold")
    assert watched.errors == []
