"""Paraguay's pages in real Chromium: the map's zoom and pan, the hot-seat sandbox (fog of war in the DOM, hex
clicks equal buttons, undo, a game played to the victory screen), the setup page against the command line,
accessibility and offline."""

import base64
import json
import subprocess
import sys

import pytest

from generator.build import ROOT

pytestmark = pytest.mark.browser
T = 120_000
SEED = 1865


def cli_setup(seed):
    out = subprocess.run([sys.executable, "-m", "generator", "setup", "paraguay", "--seed", str(seed), "--json"],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def hidden_ids(viewer):
    """The ids of the enemy units ``viewer`` may not see at the start of seed 1865 (all but each stack's top)."""
    import engine
    state = engine.setup("paraguay", SEED)
    board = engine.view(state, viewer)["board"]
    return sorted(u["id"] for u in state["units"] if u["side"] != viewer and u["where"] in board["hexes"]
                  and u["id"] != board["hexes"][u["where"]]["top"]["id"])


def open_sandbox(page, site_url, query):
    page.goto(f"{site_url}paraguay/sandbox/index.html{query}")
    page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)


# the overview shows the same map as the sandbox and the rules page is the shared template: both load in the tests
# below (offline, no errors), and axe over a 637-hex map takes long, so it runs where the map is interactive
@pytest.mark.parametrize("path", ["paraguay/glossary/index.html", "paraguay/reconstructed/index.html",
                                  "paraguay/print/index.html", "paraguay/setup/index.html?seed=1865",
                                  "paraguay/sandbox/index.html?seed=1865"])
def test_no_serious_accessibility_violations_and_nothing_leaves_the_site(watched, site_url, serious_violations, path):
    page = watched.page
    page.goto(f"{site_url}{path}")
    if "setup" in path:
        page.wait_for_selector("#sheet[data-seed='1865']", timeout=T)
    if "sandbox" in path:
        page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)
    bad = serious_violations(page)
    assert bad == [], bad
    assert watched.offsite() == [] and watched.errors == []


def test_reference_has_every_section_and_the_reconstructed_tables_mark_the_printed_cells(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}paraguay/rules/index.html")
    ids = page.locator("section.rule").evaluate_all("els => els.map(e => e.id)")
    assert ids[0] == "1.0" and ids[-1] == "13.31" and len(ids) >= 130
    page.goto(f"{site_url}paraguay/reconstructed/index.html")
    printed = page.locator("td.printed-cell").all_inner_texts()
    assert [t.split()[0] for t in printed] == ["1/11", "7"]
    crt = page.locator("#crt td.printed-cell")                 # 6:1 column, roll 5
    assert crt.evaluate("td => [td.cellIndex, td.parentElement.rowIndex]") == [8, 6]
    att = page.locator("#attrition-table td.printed-cell")      # 17 units, roll 5
    assert att.evaluate("td => [td.cellIndex, td.parentElement.rowIndex]") == [17, 6]
    assert watched.offsite() == [] and watched.errors == []


def _viewbox(page):
    return [float(v) for v in page.get_attribute("#board svg", "viewBox").split()]


def test_the_map_zooms_and_pans_with_wheel_keys_buttons_drag_and_pinch(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}paraguay/index.html")
    fig = page.locator("#board")
    page.evaluate("() => window.scrollTo(0, document.getElementById('board').getBoundingClientRect().top + scrollY)")
    assert fig.get_attribute("data-zoom") == "1.00" and page.locator(".map-zoom button").count() == 8
    full = _viewbox(page)
    box = page.locator("#board svg").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 400
    page.mouse.move(x, y)
    page.keyboard.down("Control")       # drawn whole and readable, with no bar: the plain wheel scrolls the page
    page.mouse.wheel(0, -200)           # (test_hub_boards), Ctrl and the wheel (a touchpad's pinch) zoom
    page.keyboard.up("Control")
    page.wait_for_function("() => Number(document.getElementById('board').dataset.zoom) > 1.5")
    zoomed = _viewbox(page)
    assert zoomed[2] < full[2] / 1.5
    page.mouse.down()                                           # drag: the view moves with the pointer
    page.mouse.move(x + 120, y + 60, steps=6)
    page.mouse.up()
    dragged = _viewbox(page)
    assert dragged[0] < zoomed[0] and dragged[1] < zoomed[1]
    fig.focus()
    page.keyboard.press("ArrowRight")
    assert _viewbox(page)[0] > dragged[0]
    before = float(fig.get_attribute("data-zoom"))
    page.keyboard.press("+")
    assert float(fig.get_attribute("data-zoom")) > before
    page.keyboard.press("-")
    page.keyboard.press("0")
    assert fig.get_attribute("data-zoom") == "1.00" and _viewbox(page) == full
    page.click(".map-zoom button[aria-label^='Zoom in']")
    assert fig.get_attribute("data-zoom") == "1.50"
    page.click(".map-zoom button[aria-label^='Show the whole board']")
    assert fig.get_attribute("data-zoom") == "1.00"
    # two fingers moving apart zoom in (pointer events of type touch, as a phone sends them)
    page.evaluate("""([x, y]) => {
      const svg = document.querySelector('#board svg');
      const ev = (type, id, px) => svg.dispatchEvent(new PointerEvent(type, {pointerId: id, pointerType: 'touch',
        clientX: px, clientY: y, bubbles: true, isPrimary: id === 1}));
      ev('pointerdown', 1, x - 20); ev('pointerdown', 2, x + 20);
      ev('pointermove', 1, x - 60); ev('pointermove', 2, x + 60);
      ev('pointerup', 1, x - 60); ev('pointerup', 2, x + 60);
    }""", [x, y])
    assert float(fig.get_attribute("data-zoom")) > 2
    assert watched.offsite() == [] and watched.errors == []


def test_hot_seat_fog_of_war_hex_clicks_and_undo(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    open_sandbox(page, site_url, f"?seed={SEED}")
    assert page.get_attribute("#sandbox", "data-handoff") == "paraguayan"      # the Paraguayans move first (5.2)
    html = page.content()
    assert not [i for i in hidden_ids("paraguayan") + hidden_ids("allied") if f'"{i}"' in html]
    page.click("#handoff-show")
    page.wait_for_selector("#sandbox[data-handoff='']", state="attached", timeout=T)
    html = page.content()
    secret = hidden_ids("paraguayan")
    assert secret and not [i for i in secret if f'"{i}"' in html]             # 6.4: not in the DOM at all
    assert "the rest are hidden (6.4)" in html
    # a hex click points at a stack (nothing is played yet), a lit hex moves it there: the list's select and step
    # (a stack the board's first view shows: the view opens on a cluster of pieces, not necessarily the first)
    shown = page.evaluate("""() => {
      const box = document.querySelector('#board svg').getBoundingClientRect();
      const hit = [...document.querySelectorAll("#board .hit.stack:not([aria-label*='stacks to move'])")].find((h) => {
        const r = h.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
        return x > box.left && x < box.right && y > box.top && y < box.bottom;
      });
      return hit ? hit.dataset.space : null;
    }""")
    assert shown, "no stack of the acting side in the board's first view"
    hit = page.locator(f"#board .hit.stack[data-space='{shown}']").first
    label = hit.get_attribute("aria-label")
    space = hit.get_attribute("data-space")
    hit.click()
    page.wait_for_selector("#board .hit.reach", state="attached", timeout=T)
    assert f"from {space}" in label and page.get_attribute("#sandbox", "data-moves") == "0"
    target = page.locator("#board .hit.reach[data-steps='1']").first.get_attribute("data-space")
    page.click(f"#board .hit.reach[data-space='{target}']")
    page.wait_for_selector("#sandbox[data-moves='2']", state="attached", timeout=T)
    steps = page.locator("#actions button[data-verb='step']").evaluate_all("els => els.map(e => e.textContent)")
    assert all(" MP" in s and "left" in s for s in steps)          # the path's cost on every step
    assert page.locator("#board g.changed, #board polygon.changed").count() >= 1
    page.click("#undo")         # one undo takes back the whole map move: the stack taken up and its step
    page.wait_for_selector("#sandbox[data-moves='0']", state="attached", timeout=T)
    facts = page.inner_text("#in-play")
    assert "Turn I of IX" in facts and "movement phase (11.1)" in facts
    # capitulation ends the war for good: the first press only says so, leaving it undoes that; in the bar it is
    # one word, its whole label read out and shown on hovering
    give_up = page.locator("#actions button[data-verb='capitulate']")
    assert give_up.inner_text() == "Capitulate"
    assert give_up.get_attribute("aria-label").startswith("Capitulate: the Allied player wins the war")
    assert give_up.get_attribute("title") == give_up.get_attribute("aria-label")
    give_up.click()
    assert "cannot be undone. Press again to confirm." in give_up.inner_text()
    assert give_up.get_attribute("aria-label") == give_up.inner_text()
    assert page.get_attribute("#sandbox", "data-moves") == "0"
    page.focus("#view-as")               # (Undo is off: nothing left to take back)
    assert give_up.inner_text() == "Capitulate"
    assert give_up.get_attribute("aria-label").startswith("Capitulate: the Allied player wins the war")
    give_up.click()
    give_up.click()
    page.wait_for_selector("#sandbox[data-moves='1']", state="attached", timeout=T)
    assert "capitulates on Turn I" in page.inner_text("#sandbox")
    assert watched.offsite() == [] and watched.errors == []


def late_record():
    """A game set to the Allied movement phase of Turn IX (units from seed 1865, three VP hexes Allied-held)."""
    import engine
    units = engine.setup("paraguay", SEED)["units"]
    return {"game": "paraguay", "kind": "game", "seed": SEED, "moves": [],
            "options": {"units": units, "start": {"turn": 9, "segment": "move:allied",
                                                   "flip": {"2622": "allied", "1918": "allied"}}}}


def test_a_late_game_plays_on_to_the_victory_screen_with_its_vp(watched, site_url):
    page = watched.page
    text = json.dumps(late_record(), separators=(",", ":"))
    link = base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")
    open_sandbox(page, site_url, f"?view=allied#game={link}")
    assert "Turn IX of IX" in page.inner_text("#in-play")
    for _ in range(6):
        if page.get_attribute("#sandbox", "data-over"):
            break
        moves = page.get_attribute("#sandbox", "data-moves")
        page.click("#next-card")
        page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
    victory = page.locator("#victory")
    assert victory.is_visible()
    words = victory.inner_text()
    assert "VP" in words and "4.3" in words and "Curupaity" in words
    assert page.locator("#random-move").is_disabled()
    assert watched.offsite() == [] and watched.errors == []


def test_setup_page_draws_the_same_set_up_as_the_command_line(watched, site_url):
    sheet = cli_setup(SEED)
    page = watched.page
    page.goto(f"{site_url}paraguay/setup/index.html?seed={SEED}")
    page.wait_for_selector(f"#sheet[data-seed='{SEED}'] .setup-diagram svg", timeout=T)
    assert page.get_attribute("#sheet", "data-fingerprint") == sheet["fingerprint"]
    for side in ("allied", "paraguayan"):
        counts = page.locator(f"[data-list='{side}'] [data-f='count']").all_inner_texts()
        assert sum(int(n) for n in counts) == len([u for u in sheet["units"] if u["side"] == side])
        hexes = page.locator(f"[data-list='{side}'] tr").evaluate_all("els => els.map(e => e.dataset.where)")
        assert sorted(h for h in hexes if h.isdigit()) == sorted({u["where"] for u in sheet["units"]
                                                                  if u["side"] == side and u["where"].isdigit()})
    assert page.locator("#sheet .setup-diagram").is_visible() and page.locator("#sheet .map-zoom").count() == 1
    page.fill("#fp", sheet["fingerprint"])
    assert page.get_attribute("#fp-result", "data-match") == "yes"
    page.emulate_media(media="print")
    assert page.locator("#seed-form").is_hidden() and page.locator("#sheet").is_visible()
    assert page.locator(".map-zoom").first.is_hidden()
    assert watched.offsite() == [] and watched.errors == []
