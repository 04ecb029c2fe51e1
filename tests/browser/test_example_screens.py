"""The examples of play on a phone (390x844) and at desk width (1280x800), in real Chromium (a walk's findings): after
Next, a phone shows the step's heading, words and rule links on one screen with the board and what the step changed;
the caption's gold buttons bring each changed space into view, and all of them together; a step without moves lists
none under no heading. Screenshots go to tests/artifacts/examples/."""

import pytest

from generator import build as b
from screens import DESK, PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000
ART = b.ROOT / "tests" / "artifacts" / "examples"

# where the step's heading, its first words, its rule links, its board and its changed spaces are, against the part
# of the window a reader sees (above the phone's step bar): the visible copy of each, when a page has two
SCREEN = """() => {
  const shown = (el) => { if (!el) return false; const r = el.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && getComputedStyle(el).visibility !== 'hidden'; };
  const bar = document.querySelector('.stepper-controls').getBoundingClientRect();
  const foot = bar.top > innerHeight / 2 ? bar.top : innerHeight;
  const top = bar.bottom < innerHeight / 2 ? bar.bottom : 0;
  const inside = (el) => { const r = el.getBoundingClientRect();
    return r.top >= top - 1 && r.bottom <= foot + 1 && r.left >= -1 && r.right <= innerWidth + 1; };
  const step = document.querySelector('section.step:not([hidden])');
  const heads = [...document.querySelectorAll('#step-caption strong'), step.querySelector('h2')].filter(shown);
  const words = [...step.querySelectorAll('p:not(.meta)')].filter(shown);
  const rules = [...document.querySelectorAll('#step-caption a.ruleref, section.step:not([hidden]) a.ruleref')]
    .filter(shown);
  const svg = document.querySelector('#board > svg'), pic = svg.getBoundingClientRect();
  const changed = [...svg.querySelectorAll('.changed')].map((el) => el.closest('[data-space]') || el).filter((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= pic.left - 1 && r.right <= pic.right + 1 && r.top >= pic.top - 1 && r.bottom <= pic.bottom + 1
      && r.top >= top - 1 && r.bottom <= foot + 1; });
  return { head: heads.some(inside), words: words.length > 0 && inside(words[0]) || false,
           rules: rules.some(inside), board: inside(svg), changed: changed.length,
           hscroll: document.documentElement.scrollWidth - innerWidth };
}"""


def _open(browser, site_url, path, size):
    return open_on(browser, f"{site_url}{path}", size, "#stepper[data-shown='1']", T)


def _next_to(page, step):
    for n in range(2, step + 1):
        page.click("button[data-go='next']")
        page.wait_for_selector(f"#stepper[data-shown='{n}']", timeout=T)
    page.wait_for_timeout(300)


@pytest.mark.parametrize("path,step", [("uruguay/examples/example-of-play/index.html", 5),
                                       ("junta/examples/a-complete-coup/index.html", 6),
                                       ("paraguay/examples/a-whole-turn/index.html", 6),
                                       ("guerilla/examples/a-whole-turn/index.html", 3)])
def test_after_next_a_phone_shows_the_steps_words_with_its_board(browser, site_url, path, step):
    context, page, errors = _open(browser, site_url, path, PHONE)
    _next_to(page, step)
    seen = page.evaluate(SCREEN)
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"phone-{path.split('/')[0]}-s{step:02d}.png"))
    assert seen["head"] and seen["words"] and seen["rules"], seen
    assert seen["board"] and seen["changed"] >= 1, seen
    assert seen["hscroll"] <= 0, seen
    page.click("button[data-go='prev']")                 # back a step: the same, for the step before
    page.wait_for_selector(f"#stepper[data-shown='{step - 1}']", timeout=T)
    page.wait_for_timeout(300)
    seen = page.evaluate(SCREEN)
    assert seen["head"] and seen["words"] and seen["rules"] and seen["board"], seen
    assert errors == []
    context.close()


# each changed space (outlined in gold): is its box wholly inside the board's picture on screen?
CHANGED_SHOWN = """() => {
  const svg = document.querySelector('#board > svg'), pic = svg.getBoundingClientRect();
  const out = {};
  for (const el of svg.querySelectorAll('.changed')) {
    const sp = el.closest('[data-space], [data-hex]') || el, r = sp.getBoundingClientRect();
    out[sp.dataset.space || sp.dataset.hex] = r.left >= pic.left - 1 && r.right <= pic.right + 1
      && r.top >= pic.top - 1 && r.bottom <= pic.bottom + 1;
  }
  return out;
}"""


@pytest.mark.parametrize("size", [PHONE, DESK], ids=["390", "1280"])
def test_the_captions_gold_buttons_bring_each_changed_space_and_all_of_them_into_view(browser, site_url, size):
    """Uruguay's step 5 changes Prado, Ciudad Vieja and Malvín, too far apart for one readable view on a phone:
    each name in the caption shows its space, and "Show all 3" shows the three together."""
    context, page, errors = _open(browser, site_url, "uruguay/examples/example-of-play/index.html", size)
    _next_to(page, 5)
    shown = page.evaluate(CHANGED_SHOWN)
    assert sorted(shown) == ["ciudad_vieja", "malvin", "prado"]
    if size is PHONE:
        assert not all(shown.values())            # the readable zoom holds one or two of them
    if page.locator("#step-gold button.more").is_visible():     # a phone's one row of chips: the rest, asked for
        page.click("#step-gold button.more")
    for name, key in [("Prado", "prado"), ("Malvín", "malvin"), ("Ciudad Vieja", "ciudad_vieja")]:
        page.click(f"#step-gold button.gold:text-is('{name}')")
        page.wait_for_timeout(150)
        assert page.evaluate(CHANGED_SHOWN)[key], name
        assert page.evaluate(SCREEN)["board"]     # the board is still on screen
    # every chip is shown whole inside the caption, which never scrolls sideways (before: "Government" and "All 3"
    # were cut at a phone's right edge), and the last one says what it does
    whole = page.evaluate("""() => { const cap = document.getElementById('step-gold'), box = cap.getBoundingClientRect();
      return { scroll: cap.scrollWidth - cap.clientWidth, cut: [...cap.querySelectorAll('button.gold:not([hidden])')]
        .filter((b) => { const r = b.getBoundingClientRect(); return r.left < box.left - 1 || r.right > box.right + 1
          || r.right > innerWidth; }).map((b) => b.textContent) }; }""")
    assert whole == {"scroll": 0, "cut": []}
    page.click("#step-gold button.gold:text-is('Show all 3')")
    page.wait_for_timeout(150)
    assert all(page.evaluate(CHANGED_SHOWN).values())
    page.screenshot(path=str(ART / f"gold-all-{size['viewport']['width']}.png"))
    assert errors == []
    context.close()


@pytest.mark.parametrize("slug", ["a-whole-turn", "ambush-on-both-sides", "supply-cut-to-surrender", "the-opening"])
def test_a_step_without_moves_shows_no_empty_move_list_and_the_board_opens_on_the_seat_taking_its_turn(
        browser, site_url, slug):
    """Guerilla's first steps set a position up and make no move: no "Move by move" heading over an empty list;
    on a phone the board opens on the seat whose turn it is (before: it showed Player 1 on Player 2's turn)."""
    context, page, errors = _open(browser, site_url, f"guerilla/examples/{slug}/index.html", PHONE)
    page.wait_for_timeout(300)
    assert page.locator("#step-moves li").count() == 0
    assert not page.get_by_role("heading", name="Move by move").is_visible()
    acting = page.evaluate("""() => {
      const svg = document.querySelector('#board > svg'), pic = svg.getBoundingClientRect();
      const seat = svg.querySelector('.acting');
      if (!seat) return null;                      // the deal and the deployment: nobody's turn yet
      const r = seat.getBoundingClientRect();
      return r.top >= pic.top - 1 && r.bottom <= pic.bottom + 1 && r.left < pic.right && r.right > pic.left; }""")
    assert acting or (acting is None and slug == "the-opening")
    page.click("button[data-go='next']")              # the next step makes moves: listed under their heading
    page.wait_for_selector("#stepper[data-shown='2']", timeout=T)
    assert page.locator("#step-moves li").count() > 0
    page.locator("#step-moves-part").scroll_into_view_if_needed()
    assert page.get_by_role("heading", name="Move by move").is_visible()
    assert errors == []
    context.close()


# the named spaces of the board's picture that its view cuts at the left or the right edge, and the picture's smallest
# text on screen, in CSS px
SIDES = """() => {
  const svg = document.querySelector('#board > svg'), pic = svg.getBoundingClientRect();
  const cut = [];
  for (const sp of svg.querySelectorAll('.space')) {
    const r = sp.getBoundingClientRect(), name = sp.querySelector('text');
    if (!name || r.right <= pic.left || r.left >= pic.right || r.bottom <= pic.top || r.top >= pic.bottom) continue;
    if (r.left < pic.left - 1 || r.right > pic.right + 1) cut.push(name.textContent);
  }
  let least = Infinity;
  for (const t of svg.querySelectorAll('text')) {
    const c = t.getScreenCTM();
    if (t.textContent.trim() && c) least = Math.min(least, parseFloat(getComputedStyle(t).fontSize) * Math.hypot(c.a, c.b));
  }
  return { cut, least };
}"""


def test_at_desk_width_uruguays_first_view_cuts_no_region_at_a_side(browser, site_url):
    """Before: at 1280 px the first view of Uruguay's example cut "Southwest Uruguay" at the left edge."""
    context, page, errors = _open(browser, site_url, "uruguay/examples/example-of-play/index.html", DESK)
    page.wait_for_timeout(300)
    seen = page.evaluate(SIDES)
    assert seen["cut"] == [] and seen["least"] >= 11, seen
    page.screenshot(path=str(ART / "desk-uruguay-s01.png"))
    assert errors == []
    context.close()


@pytest.mark.parametrize("path", ["uruguay/examples/example-of-play/index.html",
                                  "paraguay/examples/a-whole-turn/index.html"])
def test_at_desk_width_next_from_the_top_of_the_page_brings_the_board_into_view(browser, site_url, path):
    """With the page at its top, the board starts below the window's middle; Next scrolls it up under the step bar,
    which then stays on top (before: the board, taller than the room under the bar where it stood, did not move)."""
    context, page, errors = _open(browser, site_url, path, DESK)
    assert page.evaluate("scrollY") == 0
    _next_to(page, 2)
    seen = page.evaluate(SCREEN)
    bar, board = page.evaluate("""() => [document.querySelector('.stepper-controls').getBoundingClientRect().bottom,
                                         document.querySelector('#board > svg').getBoundingClientRect().bottom]""")
    page.screenshot(path=str(ART / f"desk-next-{path.split('/')[0]}.png"))
    assert seen["board"] and bar < 80 and board <= page.viewport_size["height"] + 1, (seen, bar, board)
    assert errors == []
    context.close()


def test_on_a_phone_a_changed_seat_wider_than_the_view_is_shown_from_its_name(browser, site_url):
    """Before: Guerilla's trade, step 4, changes Player 1's and Player 3's seats, bands as wide as the table; the
    readable view on a phone centred on their middle and showed only empty band. A part wider than the view is held
    by its start, where the seat's name is written: both names are on screen."""
    context, page, errors = _open(browser, site_url, "guerilla/examples/a-trade/index.html", PHONE)
    _next_to(page, 4)
    names = page.evaluate("""() => {
      const svg = document.querySelector('#board > svg'), pic = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('.changed')].map((el) => {
        const t = el.querySelector('text[text-anchor="start"]'), r = t.getBoundingClientRect();
        return [t.textContent, r.left >= pic.left - 1 && r.right <= pic.right + 1 && r.top >= pic.top - 1
                && r.bottom <= pic.bottom + 1]; }); }""")
    page.screenshot(path=str(ART / "phone-guerilla-trade-s04.png"))
    assert [n for n, _ in names] == ["Player 1 · taking a turn", "Player 3"], names
    assert all(shown for _, shown in names), names
    assert errors == []
    context.close()


def test_a_step_that_outlines_nothing_says_so_in_words_true_of_every_game(browser, site_url):
    """Guerilla's counter-offers lay cards in the trade but change no group, hand or pile: the caption said "No space
    changed in this step" (before: Guerilla has no spaces, and the offers did change the table); it now says that
    nothing is outlined in gold, and a step that changes places still names them."""
    context, page, errors = _open(browser, site_url, "guerilla/examples/a-trade/index.html", PHONE)
    _next_to(page, 2)
    assert page.inner_text("#step-gold").strip() == "Nothing is outlined in gold in this step."
    page.screenshot(path=str(ART / "gold-none-390.png"))
    assert errors == []
    context.close()


def test_on_a_phone_many_changed_places_take_one_row_and_the_rest_wait_behind_more(browser, site_url):
    """Uruguay's step 4 changes nine places: wrapped whole, their chips took three rows and pushed the step's words
    off the screen; on a phone one row shows, with "+N more" to name the rest and "Show all 9" to frame them all."""
    context, page, errors = _open(browser, site_url, "uruguay/examples/example-of-play/index.html", PHONE)
    _next_to(page, 4)
    rows = """() => new Set([...document.querySelectorAll('#step-gold button.gold:not([hidden])')]
      .map((b) => Math.round(b.getBoundingClientRect().top))).size"""
    assert page.evaluate(rows) == 1
    seen = page.evaluate(SCREEN)
    assert seen["head"] and seen["words"] and seen["rules"] and seen["board"], seen
    more = page.locator("#step-gold button.more")
    hidden = page.locator("#step-gold button.gold[hidden]").count()
    assert hidden >= 1 and more.inner_text() == f"+{hidden} more"
    assert page.locator("#step-gold button.gold:text-is('Show all 9')").is_visible()
    page.screenshot(path=str(ART / "gold-folded-390.png"))
    more.click()
    assert page.locator("#step-gold button.gold[hidden]").count() == 1 and not more.is_visible()   # only "more" itself
    assert errors == []
    context.close()
