"""Guerilla's example pages in real Chromium: a scripted example stepped to its end shows the winner; every
example opens at its last step from the prebuilt frames; the move buttons show the table move by move; the rules
page links each example from its sections; nothing leaves the origin."""

import pytest

import engine
from generator import build as b

pytestmark = pytest.mark.browser
T = 120_000
ART = b.ROOT / "tests" / "artifacts"


def script(eid):
    return next(e for e in engine.content.load("guerilla")["examples"] if e["id"] == eid)


def test_the_end_of_a_round_steps_to_its_last_step_and_names_the_mercenary_winner(watched, site_url):
    ex = script("sudden-death-and-scoring")
    last = len(ex["steps"])
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}guerilla/examples/{ex['id']}/index.html")
    assert page.locator("#step-1").is_visible() and page.locator("#board svg").count() == 1   # before the engine
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    assert page.locator("#step-result").is_hidden()
    for n in range(2, last + 1):
        page.click("button[data-go='next']")
        page.wait_for_selector(f"#stepper[data-shown='{n}']", timeout=T)
        assert ex["steps"][n - 1]["title"] in page.inner_text(f"#step-{n}")
    assert page.get_attribute("#stepper", "data-winner") == "p1"
    assert "Player 1 wins" in page.inner_text("#step-result")
    log = page.inner_text("#step-log")
    assert "the Government wins by 7" in log and "Player 1 was Mercenary: 6 personal points, scores 6" in log
    moves = page.locator("#step-moves button")
    assert moves.count() == len(ex["steps"][-1]["moves"])
    moves.nth(0).click()
    page.wait_for_selector("#stepper[data-move='1']", timeout=T)
    assert page.locator("#board svg").count() == 1
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "guerilla-example-1280.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(ART / "guerilla-example-390.png"), full_page=True)
    assert watched.offsite() == [] and watched.errors == []


def test_every_guerilla_example_page_replays_to_its_last_step(watched, site_url):
    page = watched.page
    for ex in engine.content.load("guerilla")["examples"]:
        last = len(ex["steps"])
        page.goto(f"{site_url}guerilla/examples/{ex['id']}/index.html#step-{last}")
        page.wait_for_selector(f"#stepper[data-shown='{last}']", timeout=T)     # prebuilt frames, no engine
        assert page.locator("#step-moves li").count() == len(ex["steps"][-1]["moves"])
        assert page.locator("#step-log li").count() >= 1
    assert watched.offsite() == [] and watched.errors == []


def test_the_rules_page_links_each_example_from_its_sections(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}guerilla/rules/index.html")
    for rule, eid in (("4.6", "the-opening"), ("8.10", "supply-cut-to-surrender"), ("9.10", "revolution-and-traitor")):
        links = page.locator(f"section[id='{rule}'] .see-example a")
        hrefs = links.evaluate_all("els => els.map(e => e.getAttribute('href'))")
        assert any(f"guerilla/examples/{eid}/index.html" in h for h in hrefs), (rule, hrefs)
    assert watched.offsite() == []
