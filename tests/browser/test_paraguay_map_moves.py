"""Paraguay's sandbox played on the map (issue 25.7), at 1280 px and at 390 px: a tapped stack lights the hexes it
can reach with the MP left, a tapped destination plays the same moves as the list's buttons, Esc cancels, the
game-level actions sit in a bar on screen without scrolling, and the odds table before an attack has its rows."""

import base64
import json
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser
T = 120_000
SEED = 1865
SIZES = {1280: (1280, 800), 390: (390, 844)}
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))


def open_sandbox(page, site_url, width, query):
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[width])))
    page.goto(f"{site_url}paraguay/sandbox/index.html{query}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)


def link(record):
    text = json.dumps(record, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def on_screen(page, selector):
    """The element's box lies inside the viewport as the page stands (no scrolling)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return box and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] >= 0 \
        and box["x"] + box["width"] <= size["width"]


def saved_moves(page):
    if not page.locator("#save-file").is_visible():       # on a phone the Game panel closes once play is under way
        page.click("#game-panel-open")
    with page.expect_download() as info:
        page.click("#save-file")
    return json.loads(Path(info.value.path()).read_text())["moves"]


def far_going_stack():
    """A Paraguayan hex of seed 1865 with one stack to move that can go two hexes and more."""
    import engine
    from engine.games.paraguay import aids
    state = engine.setup("paraguay", SEED)
    picks = [a["arg"] for a in engine.actions(state, "paraguayan") if a["verb"] == "select"]
    single = [p for p in picks if sum(q["hex"] == p["hex"] for q in picks) == 1]
    return next(p["hex"] for p in single if any(len(r["path"]) >= 2 for r in
                                                aids.reach(engine.get_game("paraguay"), state, "paraguayan", p)["hexes"].values()))


@pytest.mark.parametrize("width", sorted(SIZES))
def test_a_stack_is_moved_on_the_map_and_the_bar_stays_in_view(watched, site_url, width):
    import engine
    page = watched.page
    open_sandbox(page, site_url, width, f"?seed={SEED}&view=paraguayan")
    page.wait_for_selector("#board .hit.stack", state="attached", timeout=T)
    page.evaluate("window.scrollTo(0, 0)")
    # the game-level actions: in a bar on screen without scrolling, not among the moves
    end = "#actions .game-bar button[data-verb='end_phase']"
    assert page.locator(end).is_visible() and on_screen(page, end)
    assert on_screen(page, "#actions .game-bar button[data-verb='capitulate']")
    assert page.locator("#actions .map-list button[data-verb='capitulate']").count() == 0
    # the map's moves are folded away: no select button shows until the list is opened
    assert page.locator("#actions button[data-verb='select']:visible").count() == 0
    # point at a stack: its reach lights up with the MP left, nothing is played; Esc drops it
    space = far_going_stack()
    stack = page.locator(f"#board .hit.stack[data-space='{space}']")
    stack.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#board .hit.reach", state="attached", timeout=T)
    assert page.get_attribute("#sandbox", "data-pointed") == space
    assert page.get_attribute("#sandbox", "data-moves") == "0"
    reach = page.locator("#board .hit.reach").evaluate_all(
        "els => els.map(e => [e.dataset.space, +e.dataset.left, +e.dataset.steps, e.getAttribute('aria-label')])")
    assert reach and all("MP left" in label or "minimum move" in label for *_, label in reach)
    assert page.locator("#board .reach-mp").count() == len(reach)
    page.keyboard.press("Escape")
    assert page.locator("#board .hit.reach").count() == 0 and page.get_attribute("#sandbox", "data-pointed") is None
    # point again by a tap and tap a destination one hex away: the record gains the list's two moves
    page.locator(f"#board .hit.stack[data-space='{space}']").dispatch_event("click")
    page.wait_for_selector("#board .hit.reach", state="attached", timeout=T)
    dest, left, _, _ = max((r for r in reach if r[2] == 1), key=lambda r: (r[1], r[0]))     # most MP left
    state = engine.setup("paraguay", SEED)
    pick = next(a for a in engine.actions(state, "paraguayan") if a["verb"] == "select" and a["arg"]["hex"] == space)
    after = engine.apply(state, "paraguayan", "select", pick["arg"])
    button = next(a for a in engine.actions(after, "paraguayan") if a["verb"] == "step" and a["arg"] == dest)
    assert f"{left} left" in button["label"] or "minimum move" in button["label"]
    page.locator(f"#board .hit.reach[data-space='{dest}']").dispatch_event("click")
    page.wait_for_selector("#sandbox[data-moves='2']", state="attached", timeout=T)
    assert saved_moves(page) == [{"role": "paraguayan", "verb": "select", "arg": pick["arg"]},     # one tap: one
                                 {"role": "paraguayan", "verb": "step", "arg": dest, "joined": True}]   # group
    # the stack is still moving: its reach shows by itself, a far hex plays every step of the path shown
    page.wait_for_function("() => document.querySelector('#board .hit.reach')"
                           " || /no further/.test(document.getElementById('map-move').textContent)", timeout=T)
    assert left == 0 or page.locator("#board .hit.reach").count() > 0
    further = page.locator("#board .hit.reach").evaluate_all(
        "els => els.map(e => [e.dataset.space, +e.dataset.steps]).filter(([, n]) => n >= 2)")
    if further:
        far, steps = further[0]
        page.locator(f"#board .hit.reach[data-space='{far}']").dispatch_event("click")
        page.wait_for_selector(f"#sandbox[data-moves='{2 + steps}']", state="attached", timeout=T)
        moves = saved_moves(page)
        assert [m["verb"] for m in moves[2:]] == ["step"] * steps and moves[-1]["arg"] == far
        assert [m.get("joined", False) for m in moves[2:]] == [False] + [True] * (steps - 1)
    # stopping the stack is in the bar too, and the bar is still on screen
    page.evaluate("window.scrollTo(0, 0)")
    assert on_screen(page, "#actions .game-bar button[data-verb='finish']")
    page.screenshot(path=f"tests/artifacts/sandbox-paraguay-map-moves-{width}.png")
    assert watched.offsite() == [] and watched.errors == []


def combat_record():
    import paraguay_kit as kit
    units = [kit.inf("py-a", "paraguay", "1531", d=3), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             kit.unit("br-a", "brazil", "infantry", 6, 3, 6, "1530"),
             kit.unit("ar-a", "argentina", "infantry", 4, 3, 6, "1631")]
    return {"game": "paraguay", "kind": "game", "seed": 5, "moves": [],
            "options": {"map": kit.board(), "units": units, "start": {"turn": 3, "segment": "combat1:allied"}}}


@pytest.mark.parametrize("width", sorted(SIZES))
def test_the_odds_table_before_an_attack_has_its_rows(watched, site_url, width):
    page = watched.page
    open_sandbox(page, site_url, width, f"?view=allied#game={link(combat_record())}")
    assert page.locator("#actions .game-bar button[data-verb='end_combat']").is_visible()
    page.locator("#board .hit[data-space='1531']").dispatch_event("click")        # the target, from the map
    page.wait_for_selector("#sandbox[data-moves='1']", state="attached", timeout=T)
    for n, uid in enumerate(["br-a", "ar-a"], 2):
        page.click(f"#actions button[data-verb='add'] >> text=/{uid}|from/ >> nth=0")
        page.wait_for_selector(f"#sandbox[data-moves='{n}']", state="attached", timeout=T)
    page.wait_for_selector("#odds table.odds-table", timeout=T)
    text = page.inner_text("#odds")
    assert "Attack factors\t10" in text and "at least 3" in text and "3:1 at best" in text
    assert "combat phase 1" in text and "joint attack of 2 Allied nations" in text
    # modifiers set as the engine's words set them (numbers.mjs, engine/words.py): a sign always, the minus sign
    # (U+2212) below zero, and a zero total "+0" as the log's "DRM +0" (before: "0", the panel's own rule)
    assert "DRM +1\tcombat phase 1" in text and "DRM \u22121\tjoint attack of 2 Allied nations" in text, text
    assert "Total DRM\t+0" in text and "DRM -" not in text, text
    rules = page.locator("#odds a.ruleref").all_inner_texts()
    assert {"13.15", "13.19", "13.9"} <= set(rules)
    rows = page.locator("#odds table.crt-row tbody tr")
    assert rows.count() >= 2
    chances = [int(c.rstrip("%")) for c in page.locator("#odds table.crt-row tbody tr td:nth-child(4)").all_inner_texts()]
    assert sum(chances) == 100
    assert "unseen" in page.inner_text("#odds")                  # fog of war said, not guessed
    page.locator("#odds").scroll_into_view_if_needed()
    page.screenshot(path=f"tests/artifacts/sandbox-paraguay-odds-{width}.png")
    # declared: the defenders are in view (6.4), and the table stands beside the supply question
    page.click("#actions button[data-verb='declare']")
    page.wait_for_selector("#sandbox[data-moves='4']", state="attached", timeout=T)
    page.wait_for_selector("#odds caption:has-text('declared, before the roll')", timeout=T)
    text = page.inner_text("#odds")
    assert "Defence factors\t4" in text and "unseen" not in text and "at best" not in text
    assert watched.offsite() == [] and watched.errors == []


def test_take_along_is_outlined_on_the_map_and_a_tap_there_takes_the_unit(watched, site_url):
    """Issue 27's walk: the moving stack's "take along" (3.5, verb "join") was in the list only. Its hex is now
    outlined on the map like the other moves, and a tap there takes the unit along (one unit) as the button does."""
    import engine
    from engine import bridge
    ask = lambda **r: json.loads(bridge.handle(json.dumps(r)))    # noqa: E731
    ask(op="sandbox_new", game="paraguay", seed=1, role=None)
    for _ in range(9):                   # seed 1's random moves: a Paraguayan stack meets one unit it may take along
        ask(op="sandbox_random", game="paraguay")
    rec = ask(op="sandbox_export", game="paraguay")["record"]
    state = engine.replay("paraguay", rec)
    joins = [a for a in engine.actions(state, "paraguayan") if a["verb"] == "join"]
    assert len(joins) == 1
    hexid = joins[0]["at"]
    page = watched.page
    open_sandbox(page, site_url, 390, f"?view=paraguayan#game={link(rec)}")
    page.wait_for_selector(f"#sandbox[data-moves='{len(rec['moves'])}']", state="attached", timeout=T)
    hit = page.locator(f"#board .hit.join[data-space='{hexid}']")
    hit.wait_for(state="attached", timeout=T)
    assert "is-legal" in page.get_attribute(f"#board g.space[data-space='{hexid}']", "class")
    assert "take along" in page.inner_text("#map-move") and joins[0]["label"] in hit.get_attribute("aria-label")
    hit.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#sandbox[data-moves='{len(rec['moves']) + 1}']", state="attached", timeout=T)
    assert saved_moves(page)[-1] == {"role": "paraguayan", "verb": "join", "arg": joins[0]["arg"]}
    assert watched.errors == []


def test_alone_against_a_computer_a_tapped_stack_and_an_attack_get_their_aids(watched, site_url):
    """Before: one person, the other side a computer. Nobody presses "I am ..." at such a table, and the aids
    answered only who had: a tapped stack lit nothing and said nothing, and no odds table came before an attack.
    Both now come, as in the hot seat."""
    page = watched.page
    rec = {"game": "paraguay", "kind": "game", "seed": SEED, "moves": [], "seats": {"allied": "steady"}}
    open_sandbox(page, site_url, 390, f"?view=acting#game={link(rec)}")
    space = far_going_stack()
    page.locator(f"#board .hit.stack[data-space='{space}']").dispatch_event("click")
    page.wait_for_function("() => /MP|cannot/.test(document.getElementById('map-move').textContent)", timeout=T)
    assert page.locator("#board .hit.reach").count() > 0, page.inner_text("#map-move")
    assert " MP." in page.inner_text("#map-move")
    # the Allied side alone against a Paraguayan computer: the odds before an attack
    combat = {**combat_record(), "seats": {"paraguayan": "steady"}}
    open_sandbox(page, site_url, 390, f"?view=acting#game={link(combat)}")
    page.locator("#board .hit[data-space='1531']").dispatch_event("click")
    page.wait_for_selector("#sandbox[data-moves='1']", state="attached", timeout=T)
    page.wait_for_function("() => document.getElementById('odds')"
                           " || /cannot help/.test(document.getElementById('map-move').textContent)", timeout=T)
    assert page.locator("#odds table.odds-table").count() == 1, page.inner_text("#map-move")
    assert watched.offsite() == [] and watched.errors == []
