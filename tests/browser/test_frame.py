"""The site's frame and the organiser's pages as a new visitor found them (issue 27's fifth walk), in real Chromium
at 390x844 and 1280x800: the sub-navigation one line on a desk and one short scrolling row on a phone, so that a bad
seed's message is on the first screen; a breadcrumb on every page under a game and a way back from the stand-alone
aids; the same hub cards in the same order on every landing page, and the site's measure on Paraguay's; a static
picture with nothing that looks pressable; no command line or engine name in the organiser's prose; screen-sized
private slips and styled check inputs; search results under the box, and ``?q=`` run; Paraguay's two-sided modifier
table on a phone with each side's rows under its own head."""

import pytest

from screens import DESK, PHONE

pytestmark = pytest.mark.browser
T = 120_000
GAMES = ("guerilla", "junta", "paraguay", "uruguay")
SEED_PAGES = {"guerilla": "deal", "junta": "scenario", "paraguay": "setup", "uruguay": "deck"}
# The hub's cards: one order for every game (the sub-navigation's), each card present where its page exists.
HUB = ["rules", "computer", "glossary", "cards", "examples", "sandbox", "deal", "scenario", "setup", "deck",
       "packet", "print", "reconstructed"]


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def desk(browser):
    context = browser.new_context(**DESK)
    yield context.new_page()
    context.close()


def _open(page, url, ready="main"):
    page.goto(url)
    page.wait_for_selector(ready, state="attached", timeout=T)


LINES = """(sel) => { const el = document.querySelector(sel); if (!el) return -1;
  return new Set([...el.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top))).size; }"""


def test_the_sub_navigation_is_one_line_on_a_desk_and_one_row_on_a_phone(desk, phone, site_url):
    for game in GAMES:
        _open(desk, f"{site_url}{game}/index.html")
        assert desk.evaluate(LINES, ".subnav") == 1, game
        _open(phone, f"{site_url}{game}/index.html")
        assert phone.evaluate(LINES, ".subnav") == 1, game
        assert phone.evaluate(LINES, ".site-header nav") == 1, game
        assert phone.evaluate("document.documentElement.scrollWidth") <= 390, game
        # the row scrolls sideways, and says so: its last item reachable, a fade at its edge while more is hidden
        row = phone.evaluate("""() => { const ul = document.querySelector('.subnav ul');
          return { over: ul.scrollWidth > ul.clientWidth, style: getComputedStyle(ul).overflowX,
                   fade: document.querySelector('.subnav').dataset.more }; }""")
        assert row["style"] == "auto" and (not row["over"] or row["fade"] == "end"), (game, row)


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_seeds_message_is_on_a_phones_first_screen(phone, site_url, game):
    _open(phone, f"{site_url}{game}/{SEED_PAGES[game]}/index.html?seed=abc", "#error:not([hidden])")
    box = phone.evaluate("document.getElementById('error').getBoundingClientRect().toJSON()")
    assert 0 < box["top"] and box["bottom"] <= 844, box


def test_every_page_of_a_game_has_a_breadcrumb_and_every_aid_a_way_back(desk, site_url):
    for path in ("guerilla/rules/index.html", "junta/print/index.html", "uruguay/cards/index.html",
                 "paraguay/computer/index.html", "guerilla/cards/index.html"):
        _open(desk, f"{site_url}{path}")
        crumb = desk.evaluate("""() => { const c = document.querySelector('main .crumbs a');
          return c && c.getAttribute('href'); }""")
        assert crumb == "../index.html", path
    for path in ("paraguay/print/aid-combat.html", "junta/print/computer.html", "uruguay/print/aid-government.html"):
        _open(desk, f"{site_url}{path}", "body")
        back = desk.evaluate("""() => { const a = document.querySelector('a.aid-back');
          return a && { href: a.getAttribute('href'), shown: a.getBoundingClientRect().height > 0 }; }""")
        assert back == {"href": "index.html", "shown": True}, path
        desk.emulate_media(media="print")
        assert desk.evaluate("document.querySelector('a.aid-back').getBoundingClientRect().height") == 0, path
        desk.emulate_media(media="screen")


def test_the_landing_pages_share_one_set_of_hub_cards_in_one_order(desk, site_url):
    import pathlib
    dist = pathlib.Path(__file__).resolve().parents[2] / "dist"
    for game in GAMES:
        _open(desk, f"{site_url}{game}/index.html")
        cards = desk.evaluate("""() => [...document.querySelectorAll('.cards-grid > section h2 a')]
          .map((a) => a.getAttribute('href').split('/')[0])""")
        assert cards == [c for c in HUB if (dist / game / c / "index.html").is_file()], (game, cards)


@pytest.mark.parametrize("path", ["paraguay/index.html", "paraguay/setup/index.html?seed=77"])
def test_paraguays_landing_and_setup_keep_the_sites_measure_on_a_desk(desk, site_url, path):
    _open(desk, f"{site_url}{path}", "main h1")
    widths = desk.evaluate("""() => ({ h1: document.querySelector('main h1').getBoundingClientRect().left,
      nav: document.querySelector('.subnav li').getBoundingClientRect().left,
      p: Math.max(...[...document.querySelectorAll('main > p, main > .screen-only > p')]
                   .map((p) => p.getBoundingClientRect().width)) })""")
    assert widths["p"] <= 1000 and abs(widths["h1"] - widths["nav"]) < 2, widths


FRAME = """() => { const left = (sel) => { const el = document.querySelector(sel);
    return el ? Math.round(el.getBoundingClientRect().left) : null; };
  const words = [...document.querySelectorAll('main p, main li, main dd')].filter((el) => el.offsetParent);
  return { nav: left('.subnav li'), crumbs: left('.crumbs'), h1: left('main h1'),
           right: Math.max(...words.map((el) => Math.round(el.getBoundingClientRect().right))) }; }"""


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_and_reconstructed_pages_keep_the_frame_of_the_others_on_a_desk(desk, site_url, game):
    """Before: the rules page (and Paraguay's reconstructed data) ran 78rem wide, its breadcrumb and heading 120 px
    left of the sub-navigation's first item where every other page lines them up; its lines ran ~115 characters."""
    _open(desk, f"{site_url}{game}/glossary/index.html", "main h1")
    frame = desk.evaluate(FRAME)
    assert frame["nav"] == frame["crumbs"] == frame["h1"], frame
    for page in ("rules", "reconstructed"):
        _open(desk, f"{site_url}{game}/{page}/index.html", "main h1")
        seen = desk.evaluate(FRAME)
        assert (seen["nav"], seen["crumbs"], seen["h1"]) == (frame["nav"],) * 3, (page, seen, frame)
        assert seen["right"] <= frame["right"], (page, seen, frame)


def test_the_rules_pages_terms_toggle_wraps_beside_its_box_not_under_it(desk, site_url):
    """Before: in the rules page's narrower side column at 1280, "Tab also stops on glossary terms" broke its last
    word onto a line under the checkbox; each line of the label's words starts right of the box."""
    _open(desk, f"{site_url}junta/rules/index.html", "#terms-tab")
    seen = desk.evaluate("""() => { const box = document.getElementById('terms-tab').getBoundingClientRect();
      const label = document.querySelector('.terms-toggle label');
      const text = [...label.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
      const range = document.createRange(); range.selectNodeContents(text);
      return { box: box.right, lines: [...range.getClientRects()].map((r) => Math.round(r.left)) }; }""")
    assert seen["lines"] and min(seen["lines"]) >= seen["box"], seen


def test_guerillas_landing_picture_has_nothing_that_looks_pressable(desk, site_url):
    _open(desk, f"{site_url}guerilla/index.html", "figure.board svg")
    seen = desk.evaluate("""() => { const svg = document.querySelector('figure.board svg');
      const shown = (s) => { const g = svg.querySelector(`[data-space="${s}"]`); return !!g && g.getBBox().width > 0
        && getComputedStyle(g).display !== 'none'; };
      const deck = svg.querySelector('[data-space="deck"] .shape');
      const label = [...svg.querySelectorAll('text')].some((t) => /New group/.test(t.textContent)
        && t.getBoundingClientRect().width > 0);
      return { slots: shown('government') || shown('rebel'), label, deck: getComputedStyle(deck).fill }; }""")
    assert not seen["slots"] and not seen["label"], seen
    assert seen["deck"] != "rgb(59, 74, 87)", seen     # not the dark filled tile that reads as a button


@pytest.mark.parametrize("path", ["guerilla/deal/index.html?seed=77", "junta/scenario/index.html?seed=77",
                                  "paraguay/setup/index.html?seed=77", "uruguay/deck/index.html?seed=77",
                                  "junta/packet/index.html?event_seed=77&tables=2"])
def test_the_organisers_prose_names_no_command_and_no_engine_detail(phone, site_url, path):
    # the page's own words, the packet's cover and the printed sheet (.sheet, also a PDF: the command was taken off it)
    _open(phone, f"{site_url}{path}", "main h1")
    phone.wait_for_function("() => !document.querySelector('#packet') || !document.querySelector('#packet').hidden",
                            timeout=T)
    shown = phone.evaluate("""() => { const out = [];
      for (const n of document.querySelectorAll('main p, main li, main dd')) {
        if (n.closest('details:not([open]), noscript, template') || !n.getClientRects().length) continue;
        if (/python -m generator|splitmix/.test(n.textContent)) out.push(n.textContent.trim().slice(0, 80)); }
      return out; }""")
    assert shown == [], shown
    assert phone.evaluate("!!document.querySelector('details.cli code')"), "the commands are kept, out of the way"


def test_private_slips_use_screen_sizes_and_the_check_inputs_look_like_the_sites(phone, desk, site_url):
    _open(phone, f"{site_url}guerilla/deal/index.html?seed=123", ".slip-secret li")
    phone.wait_for_function("() => document.querySelector('.slip-secret li').textContent.trim() !== ''", timeout=T)
    sizes = phone.evaluate("""() => [...document.querySelectorAll('.slip, .slip-label, .slip-secret li, .slip-cover')]
      .filter((e) => e.getClientRects().length).map((e) => parseFloat(getComputedStyle(e).fontSize))""")
    assert sizes and min(sizes) >= 13.5, sizes
    _open(desk, f"{site_url}junta/packet/index.html?event_seed=77&tables=2", "#check-code")
    desk.wait_for_function("() => !document.getElementById('packet').hidden", timeout=T)
    seed, check = desk.evaluate("""() => ['event_seed', 'check-code'].map((id) => {
      const s = getComputedStyle(document.getElementById(id));
      return [s.height, s.borderTopColor, s.borderRadius, s.fontSize]; })""")
    assert check == seed, (check, seed)


def test_search_results_come_under_the_box_and_a_query_in_the_address_is_run(desk, site_url):
    _open(desk, f"{site_url}search/index.html?q=ambush", ".pagefind-ui__search-input")
    assert desk.input_value(".pagefind-ui__search-input") == "ambush"
    desk.wait_for_selector(".pagefind-ui__result", timeout=T)
    _open(desk, f"{site_url}search/index.html", ".pagefind-ui__search-input")
    desk.fill(".pagefind-ui__search-input", "3.2")
    desk.wait_for_selector("#exact h2", timeout=T)
    box, hit = desk.evaluate("""() => [document.querySelector('.pagefind-ui__search-input'),
      document.querySelector('#exact h2')].map((e) => e.getBoundingClientRect().top)""")
    assert hit > box


def test_paraguays_two_sided_modifiers_keep_each_side_under_its_head_on_a_phone(phone, site_url):
    _open(phone, f"{site_url}paraguay/print/aid-combat.html", "table.lines")
    rows = phone.evaluate("""() => { const t = [...document.querySelectorAll('table.lines')]
        .find((x) => x.querySelector('.half2'));
      const top = (e) => e.getBoundingClientRect().top;
      const heads = [...t.querySelectorAll('thead th')];
      const hurt = heads.find((h) => h.classList.contains('half2'));
      const one = [...t.querySelectorAll('tbody tr > :first-child')].filter((c) => c.textContent.trim());
      const two = [...t.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('.half2'))
        .filter((c) => c && c.textContent.trim());
      return { helpHead: top(heads[0]), hurtHead: top(hurt), lastOne: Math.max(...one.map(top)),
               firstTwo: Math.min(...two.map(top)) }; }""")
    assert rows["helpHead"] < rows["lastOne"] < rows["hurtHead"] < rows["firstTwo"], rows
