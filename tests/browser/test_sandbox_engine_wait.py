"""The wait while the rules engine starts, as a new player meets it (a phone and a desk): before, the place where the
decision comes stayed empty for those seconds (5-12 s on this machine, more on a phone or a first visit), with only
"Loading the rules engine…" in small grey words beside the heading, so the page looked as if it did nothing. Now
that place says the engine is starting, with a turning wheel and the seconds counted, until the table's first
answer replaces it. The engine's start is held back here by 4 s (its first message to the worker delayed)."""

import re

import pytest

from screens import DESK, PHONE
from test_phones import ART, T

pytestmark = pytest.mark.browser

SLOW_START = """
  const Plain = window.Worker;
  window.Worker = class extends Plain {
    postMessage(message, transfer) {
      if (message && message.type === "init") setTimeout(() => super.postMessage(message, transfer), 4000);
      else super.postMessage(message, transfer);
    }
  };
"""
SEEN = """() => { const el = document.getElementById('table-wait'), r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, height: r.height, screen: innerHeight, text: el.textContent,
           spin: getComputedStyle(el, '::before').animationName }; }"""


@pytest.mark.parametrize("screen", ["390", "1280"])
def test_the_place_of_the_decision_says_the_engine_is_starting_and_counts_the_seconds(browser, site_url, screen):
    context = browser.new_context(**(PHONE if screen == "390" else DESK))
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(SLOW_START)
    page.goto(f"{site_url}junta/sandbox/index.html?seed=4444&players=4")
    page.wait_for_function("() => /[1-9] s/.test(document.getElementById('table-wait')?.textContent || '')",
                           timeout=T)
    assert page.get_attribute("body", "data-engine") is None         # still starting
    seen = page.evaluate(SEEN)
    assert seen["height"] > 0 and 0 <= seen["top"] and seen["bottom"] <= seen["screen"], seen    # on the first screen
    assert "rules engine is starting" in seen["text"] and re.search(r"\b[1-9]\d* s$", seen["text"].strip()), seen
    assert seen["spin"] == "bot-spin", seen
    if screen == "390":               # right under the board, where the decision will be
        board = page.locator("#board").bounding_box()
        assert 0 <= seen["top"] - (board["y"] + board["height"]) < 40, (seen, board)   # (was at the window's foot)
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"sandbox-engine-wait-{screen}.png"))
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-table]", state="attached", timeout=T)
    assert page.locator("#table-wait").is_hidden()                     # the table's first answer took its place
    assert page.locator("#handoff-show").is_visible()
    later = page.text_content("#table-wait")
    page.wait_for_timeout(1300)
    assert page.text_content("#table-wait") == later                   # the count stopped with the wait
    assert errors == []
    context.close()
