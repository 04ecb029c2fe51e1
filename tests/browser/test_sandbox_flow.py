"""Hand-offs only where a secret is at stake (issue 25.3) and the small ones of issue 25.12, in the sandbox page:
the seated player lays a run of sealed deployment cards without a hand-off between, forced steps pass with one
"Go on to the next decision", no message before a press carries anyone's view; the scoring caption reads on its
banner, an ended game says how to see a hand, Junta's "View as" stays on one line with its label, and Paraguay's
hand-off speaks of its side's view, not cards."""

import base64
import json

import pytest

from engine import bridge

from test_sandbox_secrets import HOOK, check_seated, no_hand, received

pytestmark = pytest.mark.browser
T = 120_000


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def ended_link(game, seed, players):
    """A #game= link (as the page's copy button makes it) to a game played on at random to its end."""
    a = ask(op="sandbox_new", game=game, seed=seed, options={"players": players})
    for _ in range(60):
        if a["view"]["result"]:
            break
        a = ask(op="sandbox_next_card", game=game)
    assert a["view"]["result"]
    rec = ask(op="sandbox_export", game=game)["record"]
    return "#game=" + base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")


def open_page(page, site_url, path, width, hook=False):
    page.set_viewport_size({"width": width, "height": 900})
    if hook:
        page.add_init_script(HOOK)
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)


def moved(page, before):
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)


@pytest.mark.parametrize("width", [1280, 390])
def test_guerilla_deployment_keeps_the_seated_player_and_forced_steps_go_on_in_one_click(watched, site_url, width):
    page = watched.page
    open_page(page, site_url, "guerilla/sandbox/index.html?seed=5&players=4", width, hook=True)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    seated, seen, go_on = None, 0, 0
    decisions, handoffs, screens = 0, 0, set()
    shot = False

    def deploying():
        return "initial deployment" in page.inner_text("#turn-facts")

    def check():
        nonlocal seen
        msgs = received(page, seen)
        check_seated(msgs, seated, no_hand)            # nothing of anyone's but the seated player's
        seen += len(msgs)

    for _ in range(120):
        if page.get_attribute("#sandbox", "data-handoff"):
            check()
            who = page.get_attribute("#sandbox", "data-handoff")
            # "Playing alone?" only before the game's first move (a public fact), the same whoever comes first
            fresh = page.get_attribute("#sandbox", "data-moves") == "0"
            assert page.locator("#alone").is_visible() == fresh
            screens.add(" ".join(page.inner_text("#handoff").replace(page.inner_text("#handoff-who"), "")
                                 .replace(page.inner_text("#handoff-show"), "")
                                 .replace(page.inner_text("#alone") if fresh else "", "").split()))
            handoffs += deploying()
            page.click("#handoff-show")
            page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)
            page.wait_for_function(f"() => window.__received.length > {seen}", timeout=T)
            seated = who
            check()
            continue
        before = page.get_attribute("#sandbox", "data-moves")
        decisions += deploying()
        if page.locator("#go-on").count():
            go_on += 1
            assert "Nothing to choose" in page.inner_text("#actions")
            if not shot:
                page.screenshot(path=f"tests/artifacts/sandbox-guerilla-go-on-{width}.png")
                shot = True
            page.click("#go-on")
        else:
            page.click("#actions li button >> nth=0")
        moved(page, before)
        page.wait_for_function(f"() => window.__received.length > {seen}", timeout=T)
        check()
        if go_on >= 2 and not deploying():
            break
    # more sealed deployment decisions than hand-offs: a player lays several cards in one sitting (before: one each)
    assert decisions > handoffs > 0, (decisions, handoffs)
    assert go_on >= 2
    assert len(screens) == 1                    # the screen between players is the same whoever comes next
    assert watched.offsite() == [] and watched.errors == []


def contrast(fg, bg):
    def lum(rgb):
        out = []
        for c in rgb:
            c /= 255
            out.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]
    a, b = sorted((lum(fg), lum(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def rgb(text):
    return [int(float(x)) for x in text[text.index("(") + 1:text.index(")")].split(",")[:3]]


@pytest.mark.parametrize("width", [1280, 390])
def test_guerilla_end_screen_caption_reads_and_the_hand_box_says_how_to_see_a_hand(watched, site_url, width):
    page = watched.page
    open_page(page, site_url, "guerilla/sandbox/index.html" + ended_link("guerilla", 5, 3), width)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.over", timeout=T)
    caption = page.locator("#victory table.score-table caption").first
    fg = rgb(caption.evaluate("c => getComputedStyle(c).color"))
    # the colour behind the caption: its own, or the nearest box's that paints one (a table shown as a block at
    # 390 px paints its white behind the caption)
    bg = rgb(caption.evaluate("""c => {
      for (let e = c; e; e = e.parentElement) {
        const b = getComputedStyle(e).backgroundColor;
        if (b && b !== "rgba(0, 0, 0, 0)" && b !== "transparent") return b;
      }
      return "rgb(255, 255, 255)";
    }"""))
    assert contrast(fg, bg) >= 4.5, (fg, bg)
    hand = page.inner_text("#hand")
    assert "Pick a player" not in hand and "The game is over" in hand and "View as" in hand
    page.locator("#victory").screenshot(path=f"tests/artifacts/sandbox-guerilla-end-{width}.png")
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_junta_end_screen_says_how_to_see_a_hand(watched, site_url, width):
    page = watched.page
    open_page(page, site_url, "junta/sandbox/index.html" + ended_link("junta", 12, 4), width)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.over", timeout=T)
    hand = page.inner_text("#hand")
    assert "Pick a player" not in hand and "The game is over" in hand and "View as" in hand
    page.locator("#decision").screenshot(path=f"tests/artifacts/sandbox-junta-end-{width}.png")
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("width", [610, 1280, 390])
def test_junta_view_as_stays_with_its_label_and_inside_the_page(watched, site_url, width):
    page = watched.page
    # four players hold every office between them: a seat's offices, once the view names them, go in its option's
    # title ("Player 1 only: ..." stays short: sandbox-view-as.mjs labelSeat), several joined by "; "
    open_page(page, site_url, "junta/sandbox/index.html?seed=12&players=4", width)
    page.wait_for_selector("#view-as option[value='p4']", state="attached", timeout=T)
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    page.wait_for_function("() => [...document.querySelectorAll('#view-as option')].some(o => (o.dataset.offices || '')"
                           ".includes(';'))", timeout=T)
    for field in ("players", "view-as"):         # each label on one line with its menu
        label = page.locator(f"label[for='{field}']").bounding_box()
        menu = page.locator(f"#{field}").bounding_box()
        assert abs((label["y"] + label["height"] / 2) - (menu["y"] + menu["height"] / 2)) < 6, field
    label = page.locator("label[for='view-as']").bounding_box()
    menu = page.locator("#view-as").bounding_box()
    assert abs((label["y"] + label["height"] / 2) - (menu["y"] + menu["height"] / 2)) < 6   # one line, together
    assert menu["x"] + menu["width"] <= width - 8
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    page.locator("#new-game").screenshot(path=f"tests/artifacts/sandbox-junta-view-as-{width}.png")
    assert watched.offsite() == [] and watched.errors == []


FITS = """(value) => { const s = document.querySelector('#view-as'), cs = getComputedStyle(s), was = s.value;
  s.value = value;                      // (no change event: the menu as it would be drawn with this choice)
  const c = document.createElement('canvas').getContext('2d'); c.font = cs.font;
  const text = c.measureText(s.selectedOptions[0].textContent).width;
  const has = s.clientWidth;
  s.value = was;
  return [text + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 24, has]; }"""


@pytest.mark.parametrize("width", [1280, 390])
def test_every_view_reads_whole_in_its_menu(watched, site_url, width):
    # the hot seat's name was cut at a desk ("Whoever decides (h..."), and a seat's own view at 390 px ("Player 2
    # only: shows their ca..."): whatever view is chosen, its text, the menu's padding and its arrow (about 24 px) fit
    # in the menu as drawn, in every game (Junta for two, whose menu is the widest); what a seat's view shows is said
    # in the option's title and, once chosen, in the line under the tools
    page = watched.page
    for game, query in (("uruguay", ""), ("junta", "&players=2"), ("guerilla", "&players=3"), ("paraguay", "")):
        open_page(page, site_url, f"{game}/sandbox/index.html?seed=2{query}", width)
        page.wait_for_selector("#view-as", state="visible", timeout=T)
        page.wait_for_selector("#view-as option[value='p2'], #view-as option[value='tupamaros'], "
                               "#view-as option[value='allied']", state="attached", timeout=T)
        assert page.input_value("#view-as") == "acting"
        values = page.eval_on_selector_all("#view-as option:not([disabled])", "os => os.map(o => o.value)")
        assert len(values) >= 4, values
        for value in values:
            needs, has = page.evaluate(FITS, value)
            assert needs <= has, (game, value, needs, has)
        seat = page.locator("#view-as option[data-about]").first
        about = seat.get_attribute("data-about")
        assert " only: shows " in about or " only: the Prison hidden" in about, about
        assert about in (seat.get_attribute("title") or "")
        assert page.locator("#view-about").is_hidden()
        page.select_option("#view-as", seat.get_attribute("value"))
        page.wait_for_function("v => document.querySelector('#sandbox').dataset.view === v", arg=seat.get_attribute("value"),
                               timeout=T)
        assert page.inner_text("#view-about") == about + "."
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_paraguay_hand_off_speaks_of_the_sides_view_not_cards(watched, site_url, width):
    page = watched.page
    open_page(page, site_url, "paraguay/sandbox/index.html?seed=3", width)
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    text = page.inner_text("#handoff")
    assert "card" not in text.lower() and "units" in text and "fog of war" in text
    page.screenshot(path=f"tests/artifacts/sandbox-paraguay-handoff-{width}.png")
    assert watched.offsite() == [] and watched.errors == []
