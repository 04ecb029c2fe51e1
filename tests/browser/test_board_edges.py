"""The board's view after a decision shows what it touches whole or not at all (issue 27's table walk), in real
Chromium: the view is chosen so that its edges fall between named spaces (with their badges), headings and labels,
not through them. Measured in the page, each box against the part of the picture on screen. Each state is reached
from a sandbox's opening (its seed fixed) by sitting down and taking the first choice offered, N times."""

import pytest

from test_phones import ART, SANDBOXES, SIZES, T

pytestmark = pytest.mark.browser

# every box of the kind asked for, and whether the part of the picture on screen holds it whole, cuts it, or
# leaves it out: "spaces" (a named space: all it draws, badges and outlines with it), "legal" (the spaces the
# decision offers), "badges" (a rect beside a space's outline with a word in it: Junta's Loyal, Rebels, BATTLE),
# "boxes" (Paraguay's turn and holding boxes and headings)
CUTS = """(kind) => {
  const svg = document.querySelector('#board > svg');
  const s = svg.getBoundingClientRect(), cs = getComputedStyle(svg);
  const L = Math.max(0, s.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft));
  const R = Math.min(innerWidth, s.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight));
  const T = s.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
  const B = s.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
  const named = [...svg.querySelectorAll('.space')].filter((sp) => sp.querySelector('.shape')
    && sp.querySelector('text') && !sp.closest('.legend, defs, .holding-box'));
  const els = {
    spaces: () => named.map((sp) => [sp.dataset.space, sp]),
    legal: () => named.filter((sp) => sp.matches('.is-legal')).map((sp) => [sp.dataset.space, sp]),
    badges: () => named.flatMap((sp) => [...sp.querySelectorAll('rect:not(.shape)')]
      .filter((r) => r.nextElementSibling && r.nextElementSibling.localName === 'text')
      .map((r) => [sp.dataset.space + ' ' + r.nextElementSibling.textContent, r])),
    boxes: () => [...svg.querySelectorAll('.turn-box, .holding-box, g[data-whole]')]
      .map((g) => [g.textContent.trim().slice(0, 40), g]),
  }[kind]();
  const cut = [];
  for (const [name, el] of els) {
    const r = el.getBoundingClientRect();
    if (!r.width || r.right <= L + 1 || r.left >= R - 1 || r.bottom <= T + 1 || r.top >= B - 1) continue;
    const edges = [r.top < T - 1 && 'top', r.bottom > B + 1 && 'foot', r.left < L - 1 && 'left',
                   r.right > R + 1 && 'right'].filter(Boolean);
    if (edges.length) cut.push(name + ': ' + edges.join(' ') + (r.width > R - L ? ' (wider than the view)' : ''));
  }
  return cut;
}"""

# the labels of Paraguay's still picture (an image under the pieces, whose words the page cannot measure): the
# picture's own file laid out off screen, each label's box (in the drawing's units, the image's) against the view
LABELS = """async () => {
  const svg = document.querySelector('#board > svg');
  const img = svg.querySelector('image.terrain.top');
  const text = await (await fetch(img.href.baseVal)).text();
  const holder = document.createElement('div');
  holder.style.cssText = 'position:absolute; left:-99999px; top:0; visibility:hidden';
  holder.innerHTML = text;
  document.body.append(holder);
  const [x, y, w, h] = svg.getAttribute('viewBox').split(/[ ,]+/).map(Number);
  const cut = [];
  for (const t of holder.querySelectorAll('text')) {
    const words = t.textContent.trim();
    if (!/▼|URUGUAY/.test(words) && !t.closest('.place-names')) continue;
    const b = t.getBBox();
    const out = b.x + b.width <= x || b.x >= x + w || b.y + b.height <= y || b.y >= y + h;
    const whole = b.x >= x - 0.5 && b.x + b.width <= x + w + 0.5 && b.y >= y - 0.5 && b.y + b.height <= y + h + 0.5;
    if (!out && !whole) cut.push(words);
  }
  holder.remove();
  return cut;
}"""


# a machine under load, made certain: every answer of the engine's worker reaches the page ``ms`` late
SLOW_WORKER = """(ms) => {
  const Native = window.Worker;
  window.Worker = class extends Native {
    set onmessage(f) { super.onmessage = (e) => setTimeout(() => f.call(this, e), ms); }
    get onmessage() { return super.onmessage; }
  };
}"""


def _after(browser, site_url, game, size, decisions, height=None, late=0):
    """The sandbox at that size, the first player seated, after taking the first choice ``decisions`` times (each
    engine answer ``late`` ms late: SLOW_WORKER)."""
    context = browser.new_context(**{**SIZES[size], **({"viewport": {"width": int(size), "height": height}}
                                                        if height else {})})
    if late:
        context.add_init_script(f"({SLOW_WORKER})({int(late)})")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}{SANDBOXES[game]}")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    choices = ("document.querySelectorAll('#actions li button').length > 0"
               " && document.querySelector('#sandbox').dataset.thinking === ''")
    ready = f"() => ({choices}) || document.getElementById('handoff-show').offsetParent !== null"
    # the seated player's own screen, once "I am ..." is pressed: the hand-off is over (data-handoff empty, set with
    # the render of the answer that ends it). Not `ready`, which the hand-off screen itself, still up while the
    # worker answers, satisfied: under load the board was read before the player's view came (0 legal hexes)
    seated = f"() => document.querySelector('#sandbox').dataset.handoff === '' && {choices}"
    moves = lambda: page.get_attribute("#sandbox", "data-moves")  # noqa: E731
    for i in range(decisions + 1):
        page.wait_for_function(ready, timeout=T)
        if page.locator("#handoff-show").is_visible():
            page.click("#handoff-show")
            page.wait_for_function(seated, timeout=T)
        if i < decisions:
            was = moves()
            page.locator("#actions li button").first.click()
            page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== {was!r}", timeout=T)
    page.wait_for_timeout(300)
    return context, page, errors


def _shot(page, name):
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#board").screenshot(path=str(ART / f"edges-{name}.png"))


def test_paraguay_on_a_phone_the_track_and_the_side_labels_are_whole_or_out(browser, site_url):
    """Paraguay at 390 px, the first choice (a hex far to the south): before, the view's foot cut the Turn Record
    Track's boxes in two and its right edge cut "▼ URUGUAY (south of the map)"; now each box, heading, side label
    and place name is whole in view or out of it."""
    context, page, errors = _after(browser, site_url, "paraguay", "390", 1, late=1500)
    assert page.evaluate("document.querySelectorAll('#board .is-legal').length") >= 1
    _shot(page, "paraguay-390")
    assert page.evaluate(CUTS, "boxes") == []
    assert page.evaluate(LABELS) == []
    assert errors == []
    context.close()


@pytest.mark.parametrize("size,decisions", [("390", 2), ("1280", 1)])
def test_junta_no_space_loses_its_name_or_badge_at_an_edge(browser, site_url, size, decisions):
    """Junta after one or two first choices: before, at 390 px the view's left edge cut Central Police Precinct and
    Puerto del Sur through their names, and at 1280 px its top edge cut the "Loyal" badges over Radio Transmitter
    and Parliament. Now no badge is cut, and a space is cut only at the foot (its name and badge in view), or
    where it is wider than the view (the Harbor on a phone): a phone's view is two spaces wide and two and a half
    high, so some row is cut wherever it stands."""
    context, page, errors = _after(browser, site_url, "junta", size, decisions)
    _shot(page, f"junta-{size}")
    assert page.evaluate(CUTS, "badges") == []
    cut = [c for c in page.evaluate(CUTS, "spaces") if "wider than the view" not in c]
    assert [c for c in cut if "top" in c or "left" in c or "right" in c] == [], cut
    assert page.evaluate(CUTS, "legal") == []
    assert errors == []
    context.close()


@pytest.mark.parametrize("size", ["390", "1280"])
def test_uruguay_recruit_over_the_whole_map_cuts_no_choice(browser, site_url, size):
    """Uruguay, the third choice: Recruit, twelve spaces over the whole map. Before, at 1280x900 the view's top cut
    Northern Uruguay (a choice, its name above the view) and its foot Casino and Prison; at 390 px its edges cut
    Villa del Cerro, a choice. Now at 1280x900 no choice is cut (the view holds ten of the twelve, from Ituzaingó
    down to Punta Carretas), nor any other space (the score strip under the board once took a line from the board,
    and the view's foot cut the Prison's); at 390 px no choice is (Montevideo's spaces lie too close together for a
    phone's view to miss them all: one or two of its centres are cut there)."""
    context, page, errors = _after(browser, site_url, "uruguay", size, 3, height=900 if size == "1280" else None)
    assert "Recruit" in page.inner_text("#prompt")
    _shot(page, f"uruguay-{size}")
    assert page.evaluate(CUTS, "legal") == []
    if size == "1280":
        assert page.evaluate(CUTS, "spaces") == []
    assert errors == []
    context.close()


# the line under the board that offers the choices out of view: its lines of text (by the tops of its parts), its
# words, the button's title and label, and whether it stays inside the figure
WHERE = """() => {
  const line = document.querySelector('#board .map-where'), b = line.querySelector('button');
  const fig = document.querySelector('#board').getBoundingClientRect(), r = line.getBoundingClientRect();
  const tops = [line.querySelector('span'), b].map((e) => e.getBoundingClientRect());
  return { shown: !line.hidden, height: r.height, button: tops[1].height,
           rows: Math.abs((tops[0].top + tops[0].bottom) - (tops[1].top + tops[1].bottom)) / 2 > tops[1].height / 2 ? 2 : 1,
           text: line.textContent, title: b.title, label: b.getAttribute('aria-label'),
           inside: tops[1].right <= fig.right + 1 && r.right <= fig.right + 1 };
}"""


def test_the_line_offering_a_choice_out_of_view_keeps_one_line_for_a_long_name(browser, site_url):
    """Junta at 390 px, after seven first choices ("Move from which space?", two choices, one in view): the
    line under the board read "1 of 2 choices in view. Show First Army Brigade Base ›" on two lines. It keeps one
    line: a name too long for it is cut with an ellipsis, the button's title and label say it whole."""
    context, page, errors = _after(browser, site_url, "junta", "390", 7)
    assert "Move from which space" in page.inner_text("#prompt")
    seen = page.evaluate(WHERE)
    assert seen["shown"] and "1 of 2 choices in view." in seen["text"], seen
    assert seen["rows"] == 1 and seen["height"] < 1.5 * seen["button"] and seen["inside"], seen
    assert seen["title"] == "Show First Army Brigade Base", seen
    assert seen["label"].startswith("Show First Army Brigade Base,"), seen
    assert errors == []
    context.close()
