"""The board's first view shows where the play is (issue 27's table walk), in real Chromium at 390x844 and 1280x800:
as a sandbox opens (before anyone takes the device) the part of the board in view holds spaces with pieces (Guerilla's
table, with none, from its top), not an empty corner — on a phone Uruguay's opens on Montevideo's pieces, not on the empty land at the map's top left — and
once a player sits down it holds at least one of the spaces they may choose; the labels stay 12 px or more on a
phone. Screenshots go to tests/artifacts/phones/."""

import pytest

from test_phones import ART, SANDBOXES, SHOWN, SMALLEST, T, _open as _open_page

pytestmark = pytest.mark.browser

# the spaces (or stacks) wholly inside the part of the board on screen: those with pieces, and those one may choose
IN_VIEW = """() => {
  const svg = document.querySelector('#board > svg');
  const s = svg.getBoundingClientRect();
  const cs = getComputedStyle(svg);
  const left = s.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft);
  const right = s.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight);
  const top = s.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
  const bottom = s.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
  const [x0, x1] = [Math.max(left, 0), Math.min(right, innerWidth)];
  const inside = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= x0 - 1 && r.right <= x1 + 1 && r.top >= top - 1 && r.bottom <= bottom + 1;
  };
  const pieces = [...svg.querySelectorAll('.stack, .space .piece, .space .chip')]
    .filter((el) => !el.closest('.legend, defs, .holding-box'));
  const places = [...new Set(pieces.map((el) => el.closest('.space') || el))];
  const legal = [...svg.querySelectorAll('.is-legal')];
  return { places: places.length, placesIn: places.filter(inside).length, legal: legal.length,
    spacesIn: places.filter(inside).map((el) => el.dataset.space).filter(Boolean),
    legalIn: legal.filter(inside).length, zoom: Number(document.getElementById('board').dataset.zoom),
    viewBox: svg.getAttribute('viewBox') };
}"""

# the named spaces whose outline the view's top edge cuts in two: partly in view, their name above it (off screen);
# a space beside the part in view, left or right of it, is not in view at all
CUT_AT_TOP = """() => {
  const svg = document.querySelector('#board > svg');
  const s = svg.getBoundingClientRect();
  const cs = getComputedStyle(svg);
  const top = s.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
  const left = Math.max(0, s.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft));
  const right = Math.min(innerWidth, s.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight));
  const cut = [];
  for (const sp of svg.querySelectorAll('.space')) {
    const shape = sp.querySelector('.shape');
    const name = sp.querySelector('text');
    if (!shape || !name || sp.closest('.legend, defs, .holding-box')) continue;
    const r = shape.getBoundingClientRect();
    if (r.right <= left + 1 || r.left >= right - 1) continue;
    if (r.width && r.top < top - 1 && r.bottom > top + 1 && name.getBoundingClientRect().top < top) {
      cut.push(sp.dataset.space);
    }
  }
  return cut;
}"""


def _open(browser, site_url, path, size):
    context, page, errors = _open_page(browser, site_url, path, size)
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    page.wait_for_selector("#board[data-zoom]", state="attached", timeout=T)
    page.wait_for_timeout(300)
    return context, page, errors


@pytest.mark.parametrize("size", ["390", "1280"])
@pytest.mark.parametrize("game", sorted(SANDBOXES))
def test_the_first_view_holds_pieces_and_then_the_players_choices(browser, site_url, game, size):
    context, page, errors = _open(browser, site_url, SANDBOXES[game], size)
    seen = page.evaluate(IN_VIEW)
    # pieces in view as the table opens (a board without pieces in spaces, Guerilla's table of cards: its top, the
    # round and its phase)
    top = float(seen["viewBox"].split()[1]) <= 0.5
    assert seen["placesIn"] >= 1 if seen["places"] else top, seen
    # and no space's name lost above the view (at 1280 px Uruguay's and Junta's top rows were boxes without names)
    assert page.evaluate(CUT_AT_TOP) == []
    if size == "390":
        assert page.evaluate(SMALLEST)["px"] >= 12
    if page.locator("#handoff-show").is_visible():
        page.click("#handoff-show")
        page.wait_for_function("() => !document.getElementById('decision').hidden", timeout=T)
        page.wait_for_timeout(300)
    seen = page.evaluate(IN_VIEW)
    assert seen["legal"] == 0 or seen["legalIn"] >= 1, seen             # and a choice of the player's once seated
    assert page.evaluate(CUT_AT_TOP) == []
    if size == "390":
        assert page.evaluate(SMALLEST)["px"] >= 12
    assert errors == []
    context.close()


def test_on_a_phone_uruguay_opens_on_montevideos_pieces(browser, site_url):
    """At 390 px the map is zoomed 2.5 times: the view as the table opens holds several of Montevideo's spaces with
    pieces (before: the map's top-left corner, Southwest Uruguay and Sayago's edge, nothing to read), about the middle
    of the city, where most of them lie (before: slid up to Sayago, Prado and Aguada at the city's top, the Armory
    cut, to spare its edges a few cuts)."""
    context, page, errors = _open(browser, site_url, SANDBOXES["uruguay"], "390")
    seen = page.evaluate(IN_VIEW)
    assert seen["zoom"] > 2, seen
    assert seen["placesIn"] >= 4, seen
    assert {"aguada", "university", "armory", "ciudad_vieja"} <= set(seen["spacesIn"]), seen
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#board").screenshot(path=str(ART / "sandbox-uruguay-first-view-390.png"))
    assert errors == []
    context.close()


@pytest.mark.parametrize("size", ["390", "1280"])
def test_when_the_computer_has_moved_the_view_holds_the_persons_choices(watched, site_url, size):
    """Paraguay, the person the Allies, the computer Paraguay (an all-steady game, seed 1, from its 1297th move): the
    computer loses a unit to attrition at Cerro León (2026), then the person is asked whether to burn a supply unit
    at 2138, twelve rows south. The board the person decides on holds that hex, outlined as their choice (before:
    the view stayed on the computer's move, and the hex was not outlined: a one-unit choice named no hex). (The
    move numbers follow the steady Allies' play: their entry hex, chosen nearest the plan's work, moved them from 860
    and Goya, 1241.)"""
    page = watched.page
    _paraguay_person_after_a_computer(page, site_url, size, 1296)
    assert "Attrition at 2138" in page.inner_text("#decision") and "burn a supply unit" in page.inner_text("#decision")
    seen = page.evaluate(IN_VIEW)
    assert seen["legal"] >= 1 and seen["legalIn"] >= 1, seen
    assert page.locator("#board g.space.is-legal[data-space='2138']").count() == 1
    assert page.evaluate("() => document.querySelector('#board').dataset.whole") == "no"   # a view to choose
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#board").screenshot(path=str(ART / f"sandbox-paraguay-turn-view-{size}.png"))
    assert watched.errors == []


@pytest.mark.parametrize("game", sorted(SANDBOXES))
def test_on_a_phone_the_offer_to_play_alone_is_on_the_first_screen(browser, site_url, game):
    """A new game's first hand-off offers "Playing alone?": at 390x844 it was below the first screen in every game
    (849-919 px), under the hand-off's own text; now it comes right under the hand-off's button, its seat with it.
    Its menus are at least 40 px tall, to be tapped. The whole offer is on that screen, its "Play against the computer"
    button too (before: once the menus were 40 px the button fell below it in Junta, 860 px, and Paraguay, 872)."""
    context, page, errors = _open(browser, site_url, SANDBOXES[game], "390")
    page.wait_for_selector("#alone:not([hidden])", timeout=T)
    box = page.evaluate("""() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
      return { offer: r('#alone p').bottom, seat: r('#alone-seat').bottom, level: r('#alone-level').bottom,
        go: r('#alone-go').bottom, screen: innerHeight }; }""")
    assert max(box["offer"], box["seat"], box["level"], box["go"]) <= box["screen"], box
    # the button a finger's height too
    assert page.evaluate("() => document.querySelector('#alone-go').getBoundingClientRect().height") >= 44
    # its two menus are a thumb's height (before: 27 px, beside buttons of 37; 40 until test_sandbox_thumb_size)
    tall = page.eval_on_selector_all("#alone select", "ss => ss.map((s) => s.getBoundingClientRect().height)")
    assert len(tall) == 2 and min(tall) >= 44, tall
    assert errors == []
    context.close()


# A browser that cannot size a menu by what it shows (older Safari: no CSS field-sizing), as Chromium is made to be:
# menus sized the old way, and the site's own rules for such a browser (its @supports not (field-sizing: content)
# blocks, read from the page's style sheets, in their @media) put in force as that browser would.
NO_FIELD_SIZING = r"""() => {
  const out = ['select { field-sizing: fixed !important; }'];
  const walk = (rules, media) => {
    for (const r of rules) {
      if (r instanceof CSSMediaRule) walk(r.cssRules, [...media, r.conditionText]);
      else if (r instanceof CSSSupportsRule && /not\s*\(\s*field-sizing/.test(r.conditionText)) {
        const inner = [...r.cssRules].map((x) => x.cssText).join('\n');
        out.push(media.reduceRight((text, m) => `@media ${m} { ${text} }`, inner));
      }
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules, []);
  const style = document.createElement('style');
  style.textContent = out.join('\n');
  document.head.append(style);
  return out.length - 1;
}"""


@pytest.mark.parametrize("game", sorted(SANDBOXES))
def test_the_offer_to_play_alone_stays_on_the_first_screen_without_field_sizing(browser, site_url, game):
    """Where a browser sizes the seat's menu by its longest seat (no field-sizing), the menu still leaves the level
    its room beside it, so "Play against the computer" stays on the first screen at 390x844 (before: Paraguay's
    menu kept its full width, the level went under it and the button fell below the screen). The seat first chosen
    reads whole in the closed menu (a longer one chosen after may be cut there; its open list shows it whole)."""
    context, page, errors = _open(browser, site_url, SANDBOXES[game], "390")
    assert page.evaluate(NO_FIELD_SIZING) >= 1          # the site has rules for such a browser
    page.wait_for_selector("#alone:not([hidden])", timeout=T)
    assert page.evaluate("getComputedStyle(document.getElementById('alone-seat')).fieldSizing") == "fixed"
    box = page.evaluate("""() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
      const seat = document.getElementById('alone-seat');
      return { seat: r('#alone-seat'), level: r('#alone-level'), go: r('#alone-go').bottom, screen: innerHeight,
        offer: r('#alone p'), right: r('#alone').right, scroll: seat.scrollWidth, client: seat.clientWidth }; }""")
    assert box["go"] <= box["screen"], box
    assert abs(box["seat"]["top"] - box["level"]["top"]) < 1 and box["level"]["right"] <= box["right"] + 0.5, box
    assert box["offer"]["height"] < 30, box                 # "Playing alone?" on one line
    assert page.evaluate("""() => { const s = document.getElementById('alone-seat');
      const c = document.createElement('canvas').getContext('2d');
      const cs = getComputedStyle(s);
      c.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = c.measureText(s.options[s.selectedIndex].text).width;
      return text + parseFloat(cs.paddingLeft) + 16 <= s.clientWidth; }"""), "the seat's name is cut"
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"sandbox-alone-no-field-sizing-{game}-390.png"))
    assert errors == []
    context.close()


@pytest.mark.parametrize("size", ["390", "1280"])
def test_an_attrition_check_with_nothing_to_burn_outlines_and_shows_its_hex(watched, site_url, size):
    """Paraguay, the person the Allies, the computer Paraguay (an all-steady game, seed 1, from its 148th move): the
    computer has just checked attrition at 1218, in the far north; the person is asked about attrition at 1237,
    far to the south, where no supply unit can burn. The board holds that hex, outlined (issue 27's walk: the
    question named the hex but neither outlined it nor brought it into view when there was nothing to burn)."""
    page = watched.page
    _paraguay_person_after_a_computer(page, site_url, size, 147)
    assert "Attrition at 1237" in page.inner_text("#decision")
    assert "no supply unit here to burn" in page.inner_text("#decision")
    assert page.locator("#board g.space.is-legal[data-space='1237']").count() == 1
    seen = page.evaluate(IN_VIEW)
    assert seen["legal"] >= 1 and seen["legalIn"] >= 1, seen
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#board").screenshot(path=str(ART / f"sandbox-paraguay-attrition-view-{size}.png"))
    assert watched.errors == []


def _paraguay_person_after_a_computer(page, site_url, size, n):
    """All-steady Paraguay, seed 1, its first ``n`` moves kept with a steady Paraguayan seat: the computer makes move
    ``n + 1``, then the person (Allied) is asked; returns when the person's choices are on the page."""
    from test_sandbox_bots import open_game, steady_game
    roles, moves = steady_game("paraguay", 1, None)
    rec = {"game": "paraguay", "kind": "game", "seed": 1, "moves": moves[:n], "seats": {"paraguayan": "steady"}}
    assert moves[n]["role"] == "paraguayan" and moves[n + 1]["role"] == "allied"
    open_game(page, site_url, "paraguay", rec, width=int(size))
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{n + 1}'"
                           " && document.querySelectorAll('#actions li button').length > 0", timeout=T)
    page.wait_for_timeout(300)


# how many CSS px of the where-line's box lie over the board's picture (its area)
OVER_BOARD = """() => {
  const a = document.querySelector('#board .map-where').getBoundingClientRect();
  const b = document.querySelector('#board > svg').getBoundingClientRect();
  return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
}"""

# each space the viewer may choose, by its name (its title's first words), and whether the view holds it whole
LEGAL_IN_VIEW = """() => {
  const svg = document.querySelector('#board > svg');
  const s = svg.getBoundingClientRect();
  const inside = (el) => {
    const r = el.getBoundingClientRect();
    return r.left >= Math.max(s.left, 0) - 1 && r.right <= Math.min(s.right, innerWidth) + 1 && r.top >= s.top - 1
      && r.bottom <= s.bottom + 1;
  };
  return Object.fromEntries([...svg.querySelectorAll('.space.is-legal')].map((sp) => [
    sp.querySelector('title').textContent.split(/ \\(|:/)[0].trim(), inside(sp)]));
}"""


def test_on_a_phone_the_choices_out_of_view_are_offered_by_name(browser, site_url):
    """Uruguay's first Tupamaros decision at 390 px: three spaces over the map, Villa del Cerro, Prado and Malvín, and
    a readable view holds one. A line over the board's foot says how many of the choices are in view and offers the
    next one out of it by name; each tap pans the view to that space (before: no such line; the two others were only
    buttons under the board). The decision stays on the first screen."""
    context, page, errors = _open(browser, site_url, SANDBOXES["uruguay"], "390")
    page.click("#handoff-show")
    page.wait_for_function("() => !document.getElementById('decision').hidden", timeout=T)
    page.wait_for_timeout(300)
    held = page.evaluate(LEGAL_IN_VIEW)
    assert len(held) == 3 and 1 <= sum(held.values()) < 3, held
    line = page.locator("#board .map-where")
    assert line.is_visible()
    assert f"{sum(held.values())} of 3 choices in view." in line.inner_text()
    # in a band of its own under the picture, never over it (over the foot it once hid the Political Will label)
    assert page.evaluate(OVER_BOARD) == 0
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "sandbox-uruguay-choices-390.png"))
    shown = set()
    for _ in range(3 - sum(held.values())):
        name = line.locator("button").inner_text().removeprefix("Show ").removesuffix(" ›")
        assert name in held and not page.evaluate(LEGAL_IN_VIEW)[name], name
        line.locator("button").click()
        page.wait_for_timeout(200)
        assert page.evaluate(LEGAL_IN_VIEW)[name], name            # the space named is now in view, whole
        shown.add(name)
        assert page.evaluate(SHOWN, "#actions li button") == 1      # and the decision still on the first screen
    assert shown == {n for n, inside in held.items() if not inside}
    assert page.evaluate(OVER_BOARD) == 0
    page.screenshot(path=str(ART / "sandbox-uruguay-choices-390-after.png"))
    assert errors == []
    context.close()


# the share of the picture's height above and below the choices it holds whole (CSS px; 1: nothing but margin)
BANDS = """() => {
  const s = document.querySelector('#board > svg').getBoundingClientRect();
  const held = [...document.querySelectorAll('#board > svg .space.is-legal')].map((sp) => sp.getBoundingClientRect())
    .filter((r) => r.top >= s.top - 1 && r.bottom <= s.bottom + 1 && r.left >= s.left - 1 && r.right <= s.right + 1);
  if (!held.length) return null;
  const top = Math.min(...held.map((r) => r.top)), foot = Math.max(...held.map((r) => r.bottom));
  return { held: held.length, empty: ((top - s.top) + (s.bottom - foot)) / s.height };
}"""


def test_on_a_phone_a_decisions_frame_is_snug_about_the_choices_it_holds(browser, site_url):
    """Uruguay at 390 px, the Tupamaros' Rob on their first turn (seed 1): five spaces may be robbed, and a readable
    view holds two, Villa del Cerro and Ciudad Vieja by the shore. The frame showed them at its top over water and a
    track, 47 % of its height above and below them holding nothing named. The decision's frame is made
    snug: its empty bands cut off (map-place.mjs's snug), the two choices filling most of its height."""
    from test_sandbox_bots import link
    rec = {"game": "uruguay", "kind": "game", "seed": 1, "seats": {"government": "steady"}, "moves": [
        {"role": "tupamaros", "verb": "space", "arg": "villa_del_cerro"},
        {"role": "tupamaros", "verb": "box", "arg": "op_sa"}, {"role": "tupamaros", "verb": "op", "arg": "rob"}]}
    context, page, errors = _open_page(browser, site_url, f"uruguay/sandbox/index.html?view=acting#game={link(rec)}",
                                       "390")
    page.wait_for_function("() => document.querySelector('#decision').textContent.includes('Rob')"
                           " && document.querySelectorAll('#board > svg .space.is-legal').length === 5", timeout=T)
    page.wait_for_timeout(300)
    bands = page.evaluate(BANDS)
    assert bands and bands["held"] >= 2 and bands["empty"] <= 0.25, bands
    assert page.locator("#board .map-where").is_visible()            # the other three offered by name
    assert errors == []
    context.close()


# every picture the board shows, in order: its view when the next one came (or now), whether the viewer had choices on
# it, and the kind of move it came from (the figure's data-move-kind)
PICTURES_SEEN = """() => {
  window.__pictures = [];
  const watch = () => {
    const figure = document.getElementById('board');
    if (!figure) { requestAnimationFrame(watch); return; }
    figure.addEventListener('mapview', () => {
      const svg = figure.querySelector(':scope > svg');
      const list = window.__pictures;
      let p = list.length && list[list.length - 1].svg === svg ? list[list.length - 1] : null;
      if (!p) { p = { svg }; list.push(p); }
      Object.assign(p, { view: svg.getAttribute('viewBox'), legal: svg.querySelector('.is-legal') !== null,
        kind: figure.dataset.moveKind || '', moves: document.querySelector('#sandbox').dataset.moves });
    });
  };
  watch();
}"""


def test_a_computers_run_of_like_moves_far_apart_leaves_the_view_still(watched, site_url):
    """Paraguay at 1280, the person the Allies, the computer Paraguay (all-steady, seed 1, from its 172nd move): the
    computer checks attrition eight times in a row (rule 7.2), hex after hex across the map, at its pace. The view
    goes to the run's first check and stays there while the others come (before: it panned to each, a hop every
    0.6 s); the person's own choices after the run still bring the view to them."""
    from test_sandbox_bots import open_game, steady_game
    page = watched.page
    roles, moves = steady_game("paraguay", 1, None)
    n = 172
    assert all(m["role"] == "paraguayan" for m in moves[n:180]) and moves[180]["role"] == "allied"
    rec = {"game": "paraguay", "kind": "game", "seed": 1, "moves": moves[:n], "seats": {"paraguayan": "steady"}}
    page.add_init_script("try { localStorage.setItem('tablero-bot-pace', '150'); } catch (e) {}")
    page.add_init_script(f"({PICTURES_SEEN})();")
    open_game(page, site_url, "paraguay", rec, width=1280)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.moves === '180'"
                           " && document.querySelectorAll('#actions li button').length > 0", timeout=T)
    page.wait_for_timeout(500)
    pictures = page.evaluate("() => window.__pictures.map(({ view, legal, kind, moves }) => ({ view, legal, kind,"
                             " moves: Number(moves) }))")
    run = [p for p in pictures if n < p["moves"] < 180 and not p["legal"]]
    assert len(run) >= 6 and all(p["kind"] == "7.2" for p in run), pictures
    # the first check of the run may move the view (to where it happens); none after it does
    hops = [(a["moves"], b["moves"]) for a, b in zip(run, run[1:]) if a["view"] != b["view"]]
    assert hops == [], (hops, run)
    assert page.locator("#board g.space.is-legal").count() >= 1
    seen = page.evaluate(IN_VIEW)
    assert seen["legalIn"] >= 1, seen          # the person's choices: in view
    assert watched.errors == []
