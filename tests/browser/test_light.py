"""Light on a phone (issue 25.11), the cheap parts a browser test can check (Lighthouse itself is a benchmark,
bench/lighthouse.py, never CI): the layout shift of a sandbox and an example stays under 0.1 while the board and
the engine arrive, and a reading page (an example) fetches no engine file until the reader asks for something
that needs it, or until the page is idle on a connection not marked to save data."""

import re
import time

import pytest

pytestmark = pytest.mark.browser
T = 180_000
ENGINE_FILES = re.compile(r"/pyodide/|\.whl$|/assets/engine/")

# every layout shift not caused by the reader's own input, added up (what Lighthouse calls CLS, without windows)
OBSERVE = """window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) {
  if (!e.hadRecentInput) window.__shift += e.value; } }).observe({type: "layout-shift", buffered: true});"""
SAVE_DATA = """Object.defineProperty(Navigator.prototype, "connection", {configurable: true,
  get() { return {saveData: true, effectiveType: "4g", addEventListener() {}}; }});"""


def shift_after(page, url, ready):
    page.add_init_script(OBSERVE)
    page.goto(url)
    page.wait_for_selector(ready, timeout=T)
    time.sleep(1.5)
    return page.evaluate("window.__shift")


@pytest.mark.parametrize("game,width,height", [(g, 390, 844) for g in ("guerilla", "junta", "paraguay", "uruguay")]
                         + [(g, 1280, 900) for g in ("paraguay", "uruguay")])
def test_sandbox_layout_shift_stays_under_a_tenth(browser, site_url, game, width, height):
    """Before issue 25.11 the first hand-off scrolled a phone's screen to the board while the side column filled:
    Junta 0.24, Uruguay 0.18, Guerilla 0.12 at 390 px."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    shift = shift_after(page, f"{site_url}{game}/sandbox/index.html", "#sandbox[data-saved='0']")
    context.close()
    assert shift < 0.1, f"{game} sandbox at {width} px: layout shift {shift:.3f}"


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 900)])
def test_example_layout_shift_stays_under_a_tenth(browser, site_url, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    shift = shift_after(page, f"{site_url}paraguay/examples/the-odds/index.html", "#stepper[data-shown='1']")
    context.close()
    assert shift < 0.1, f"example at {width} px: layout shift {shift:.3f}"


def test_a_reading_page_fetches_no_engine_file_until_asked(browser, site_url):
    """With save-data on, stepping through an example from its prebuilt files fetches no engine file at all; a move
    board missing from those files (here: the moves file cannot be had) brings the engine in to compute it."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    asked = []
    context.on("request", lambda r: asked.append(r.url))
    context.add_init_script(SAVE_DATA)
    context.route(re.compile(r".*/moves\.[0-9a-f]+\.json$|.*/moves\.json$"), lambda route: route.abort())
    page = context.new_page()
    page.goto(f"{site_url}paraguay/examples/the-odds/index.html")
    page.wait_for_selector("#stepper[data-shown='1']", timeout=T)
    assert page.get_attribute("body", "data-engine") == "deferred"
    page.click("button[data-go='next']")
    page.wait_for_selector("#stepper[data-shown='2']", timeout=T)
    page.click("button[data-go='prev']")
    time.sleep(6)                     # longer than the idle delay: save-data keeps the engine away
    assert [u for u in asked if ENGINE_FILES.search(u)] == []
    page.locator("#step-moves button.move").first.click()       # needs the engine: its board is not in the files
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#stepper[data-move='1']", timeout=T)
    assert any("/pyodide/" in u for u in asked) and any("/assets/engine/" in u for u in asked)
    context.close()


def test_a_reading_page_loads_the_engine_when_idle_without_save_data(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}paraguay/examples/the-odds/index.html")
    page.wait_for_selector("#stepper[data-shown='1']", timeout=T)
    early = [u for u in watched.requests if ENGINE_FILES.search(u)]
    assert early == [], early[:3]
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    assert any("/pyodide/" in u for u in watched.requests)
    assert watched.errors == [] and watched.offsite() == []
