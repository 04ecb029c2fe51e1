"""An example's step bar stays in view (held at the window's top on a desk, at its foot on a phone) and the page
scrolls under it: what the keyboard brings into view must not land beneath it. Scrolled so that "Continue from this
step in the sandbox" sat under the bar, Tab from Last focused the link where the bar covered it (at 1280 px, and on a
phone short enough for the link to start under the bar); now the page scrolls it clear (site.css, scroll-padding)."""

import pytest

from screens import DESK, open_on

pytestmark = pytest.mark.browser
# a phone held upright whose window is short (360x640): there the link can lie under the bar at the foot
SMALL_PHONE = {"viewport": {"width": 360, "height": 640}, "has_touch": True, "is_mobile": True,
               "device_scale_factor": 1}
EXAMPLES = ["paraguay/examples/river-transport", "junta/examples/cousin-and-exile", "uruguay/examples/op-patrol",
            "guerilla/examples/the-opening"]

# the link against the bar: their boxes, and whether the link is what a click at its middle reaches
WHERE = """() => { const a = document.querySelector('#to-sandbox'), bar = document.querySelector('.stepper-controls');
  const r = a.getBoundingClientRect(), b = bar.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 20), r.top + r.height / 2);
  return {link: [r.top, r.bottom], bar: [b.top, b.bottom], reached: !!hit && a.contains(hit),
          focused: document.activeElement === a}; }"""


@pytest.mark.parametrize("screen", ["desk", "phone"])
@pytest.mark.parametrize("example", EXAMPLES)
def test_a_link_the_keyboard_reaches_is_not_left_under_the_step_bar(browser, site_url, example, screen):
    context, page, errors = open_on(browser, f"{site_url}{example}/index.html",
                                    DESK if screen == "desk" else SMALL_PHONE, "#stepper")
    if screen == "desk":        # the link just under the window's top, where the held bar is
        page.evaluate("() => scrollBy(0, document.querySelector('#to-sandbox').getBoundingClientRect().top - 8)")
    else:                       # the link just over the window's foot, where the bar is
        page.evaluate("() => scrollBy(0, document.querySelector('#to-sandbox').getBoundingClientRect().bottom"
                      " - innerHeight + 20)")
    under = page.evaluate(WHERE)
    assert not under["reached"], (example, screen, under)          # the case looked at: the bar covers the link
    page.focus("button[data-go='last']")
    page.keyboard.press("Tab")
    seen = page.evaluate(WHERE)
    assert seen["focused"], (example, screen, seen)
    assert seen["reached"], (example, screen, seen)
    assert seen["link"][1] <= seen["bar"][0] or seen["link"][0] >= seen["bar"][1], (example, screen, seen)
    assert errors == []
    context.close()
