"""An example's step buttons at its ends (the walk of issue 27): at the first step First and Previous, at the last
Next and Last, say they go nowhere (aria-disabled, drawn faded) instead of looking like buttons that do nothing;
in between all four are live, and a press on a spent one leaves the step as it was."""

import pytest

from screens import DESK, PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000
STATE = """() => Object.fromEntries([...document.querySelectorAll('.stepper-controls button[data-go]')]
  .map((b) => [b.dataset.go, b.getAttribute('aria-disabled') === 'true' && getComputedStyle(b).opacity < 0.6]))"""


@pytest.mark.parametrize("screen", ["phone", "desk"])
def test_the_step_buttons_say_when_they_go_nowhere(browser, site_url, screen):
    context, page, errors = open_on(browser, f"{site_url}junta/examples/cousin-and-exile/index.html",
                                    PHONE if screen == "phone" else DESK, "#stepper")
    count = int(page.locator("section.step").count())
    assert count >= 3
    assert page.evaluate(STATE) == {"first": True, "prev": True, "next": False, "last": False}
    page.click("button[data-go='next']")
    assert page.evaluate(STATE) == {"first": False, "prev": False, "next": False, "last": False}
    page.click("button[data-go='last']")
    assert page.inner_text("#step-no") == str(count)
    assert page.evaluate(STATE) == {"first": False, "prev": False, "next": True, "last": True}
    page.dispatch_event("button[data-go='next']", "click")        # Playwright itself will not press it
    assert page.inner_text("#step-no") == str(count)
    assert errors == []
    context.close()
