"""Autosave keeps secrets out of the page (issue 9.3, issue 11.2): the worker keeps the whole record in IndexedDB,
the address holds an opaque id, and nothing the page receives holds another role's private answer."""

import json
import re

import pytest
from worker_messages import WORKER, hook

pytestmark = pytest.mark.browser
T = 120_000

# Every message the page receives from the engine worker, as text (installed before the page's own scripts).
HOOK = hook(WORKER)

# Prepended to the worker's storage module: this browser's storage switched off, as a browser setting does it.
BLOCK = ("Object.defineProperty(self, 'indexedDB', { get() { throw new DOMException("
         "'The user denied permission to access the database.', 'SecurityError'); } });\n")


def start(page, site_url, query, saved="0"):
    page.add_init_script(HOOK)
    page.goto(f"{site_url}{query}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector(f"#sandbox[data-saved='{saved}']", timeout=T)


def press(page, button):
    before = page.get_attribute("#sandbox", "data-moves")
    page.click(button)
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.saved !== '{before}'"
                           f" && document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)


def whole_record(page, tmp_path):
    """The whole game through the deliberate export (the button says it shows every secret)."""
    with page.expect_download() as dl:
        page.click("#save-file")
    path = tmp_path / "whole.json"
    dl.value.save_as(path)
    return json.loads(path.read_text())


def hidden_moves(record, viewer):
    """(index, move) of every private answer in ``record`` given by a role other than ``viewer``."""
    import engine
    game = engine.get_game(record["game"])
    state = game.setup(record["seed"], None, record.get("options"))
    out = []
    for i, m in enumerate(record["moves"]):
        if m["role"] != viewer and m["role"] in state["roles"] and game.is_private(state, m["role"]):
            out.append((i, m))
        state = game.apply(state, m["role"], m["verb"], m.get("arg"))
    return out


def assert_kept_secret(page, received, record, hidden, viewer):
    """Every record the page received is the viewer's (the ``hidden`` answers only "private"), no view tells
    the Government the People's Prison, and neither the address nor localStorage holds a record."""
    mine = [dict(m) for m in record["moves"]]
    for i, m in hidden:
        mine[i] = {"role": m["role"], "private": True}
    records = 0
    for text in received:
        msg = json.loads(text)
        if "record" in msg:
            records += 1
            assert msg["record"]["moves"] == mine[:len(msg["record"]["moves"])]
        if msg.get("view") and viewer == "government":
            assert "peoples_prison" not in msg["view"]["board"]
    assert records >= 2 and hidden
    assert re.fullmatch(rf".*\?view={viewer}#saved=[0-9a-f]{{18}}", page.url)
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0


@pytest.mark.parametrize("game, query, viewer, buttons", [
    ("uruguay", "uruguay/sandbox/index.html?seed=5&view=government", "government", ["#random-move", "#next-card"]),
    ("junta", "junta/sandbox/index.html?seed=12&players=4&view=p1", "p1", ["#next-card", "#next-card"]),
])
def test_the_page_never_receives_another_roles_private_answer(watched, site_url, tmp_path, game, query, viewer,
                                                               buttons):
    page = watched.page
    start(page, site_url, query)
    for b in buttons:        # random moves for every role: the People's Prison placed, sealed fire
        press(page, b)
    received = page.evaluate("window.__received")
    record = whole_record(page, tmp_path)
    hidden = hidden_moves(record, viewer)
    if game == "uruguay":
        assert hidden[0] == (0, record["moves"][0]) and record["moves"][0]["role"] == "tupamaros"
    else:
        assert any(m["verb"] == "dice" for _, m in hidden)          # another player's sealed split of fire
    assert_kept_secret(page, received, record, hidden, viewer)
    # a reload brings the same game back from the worker's store, and still tells the page nothing more
    moves, board, undo = page.get_attribute("#sandbox", "data-moves"), page.inner_text("#board-text"), page.is_enabled("#undo")
    page.reload()
    page.wait_for_selector(f"#sandbox[data-saved='{moves}']", timeout=T)
    assert page.inner_text("#board-text") == board and page.is_enabled("#undo") == undo
    assert_kept_secret(page, page.evaluate("window.__received"), record, hidden, viewer)
    assert watched.offsite() == [] and watched.errors == []


def test_storage_switched_off_says_so_and_play_goes_on(watched, site_url):
    page = watched.page
    page.route(re.compile(r".*/assets/js/engine-store(\.[0-9a-f]{12})?\.mjs$"),
               lambda route: route.fulfill(response=(r := route.fetch()), body=BLOCK + r.text()))
    start(page, site_url, "uruguay/sandbox/index.html?seed=5&view=tupamaros", saved="off")
    assert "not being kept in this browser" in page.inner_text("#engine-status")
    assert "switched off" in page.inner_text("#engine-status") and page.locator("#error").is_hidden()
    press(page, "#actions button >> nth=0")
    assert page.get_attribute("#sandbox", "data-moves") == "1" and "#saved=" not in page.url
    # an address of a kept game cannot be read without storage: a message, and a new game to play
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=government#saved=0123456789abcdef01")
    page.wait_for_selector("#sandbox[data-saved='off'][data-moves='0']", timeout=T)
    assert "cannot be read" in page.inner_text("#error") and "A new game was dealt" in page.inner_text("#error")
    assert page.input_value("#view-as") == "government"
    # nothing in the address: no kept game to look for, so only the note that this game is not kept either
    page.goto(f"{site_url}uruguay/sandbox/index.html")
    page.wait_for_selector("#sandbox[data-saved='off'][data-moves='0']", timeout=T)
    assert page.locator("#error").is_hidden() and "not being kept" in page.inner_text("#engine-status")
    assert watched.offsite() == [] and watched.errors == []
    # a worker may still be fetching the store through the route: let it go quietly before the context closes (a
    # fetch cut short there was reported as the next test's error, once, in a CI rehearsal)
    page.unroute_all(behavior="ignoreErrors")


def test_multi_hand_solo_tells_nobody_and_survives_a_reload_and_an_unknown_address(watched, site_url):
    page = watched.page
    start(page, site_url, "uruguay/sandbox/index.html?seed=5&view=tupamaros")
    press(page, "#actions button >> nth=0")                 # the usual game: the Tupamaros know their Prison
    assert "peoples_prison" in json.loads(page.evaluate("window.__received.at(-1)"))["view"]["board"]
    page.check("#solo")
    page.evaluate("window.__received = []")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Multi-hand solo')", timeout=T)
    press(page, "#random-move")
    for role in ("government", "", "tupamaros"):           # every view of the solo game
        page.select_option("#view-as", role)
        page.wait_for_function("r => JSON.parse(window.__received.at(-1)).role === r", arg=role or None, timeout=T)
    for text in page.evaluate("window.__received"):
        view = json.loads(text).get("view")
        assert not view or "peoples_prison" not in view["board"]          # no view is told, the Tupamaros' neither
    # the option comes back with the game
    page.reload()
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert page.is_checked("#solo") and "Multi-hand solo" in page.inner_text("#log")
    assert "peoples_prison" not in json.loads(page.evaluate("window.__received.at(-1)"))["view"]["board"]
    # a second tab opening the same address plays on under its own id: the two tabs do not overwrite each other
    other = watched.context.new_page()
    other.goto(page.url)
    other.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert other.url != page.url and other.is_checked("#solo")
    # an id this browser does not have: where the game may be, and how to share one
    other.goto(f"{site_url}uruguay/sandbox/index.html?view=government#saved=ffffffffffffffffff")
    other.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    error = other.inner_text("#error")
    assert "kept in another browser" in error and "Copy a link to the whole game" in error
    assert other.input_value("#view-as") == "government"
    assert watched.offsite() == [] and watched.errors == []


def test_a_game_dealt_without_a_seed_keeps_its_seed_out_of_the_page_the_address_and_a_reload(watched, site_url,
                                                                                              tmp_path):
    page = watched.page
    start(page, site_url, "guerilla/sandbox/index.html?players=4")
    assert page.input_value("#seed") == "" and "seed=" not in page.url
    assert "never learns" in page.inner_text("#seed-help")
    press(page, "#random-move")
    received = page.evaluate("window.__received")
    record = whole_record(page, tmp_path)           # the deliberate export: it shows every secret, the seed too
    seed = str(record["seed"])
    assert record["hidden_seed"] is True and record["options"]["players"] == 4
    assert len(received) >= 3 and not any(seed in text for text in received)
    assert seed not in page.content() and seed not in page.url
    page.reload()
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert page.input_value("#seed") == "" and "a hidden seed" in page.inner_text("#engine-status")
    assert not any(seed in text for text in page.evaluate("window.__received")) and seed not in page.content()
    # a seed typed in is the player's own choice, and public; emptied again, a new hidden one is drawn
    page.fill("#seed", "77")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    typed = whole_record(page, tmp_path)
    assert typed["seed"] == 77 and "hidden_seed" not in typed and page.input_value("#seed") == "77"
    page.fill("#seed", "")
    page.evaluate("window.__received = []")
    page.click("#new-game button[type=submit]")
    page.wait_for_function("() => window.__received.length > 0 && document.querySelector('#sandbox').dataset.saved === '0'",
                           timeout=T)
    fresh = whole_record(page, tmp_path)
    assert fresh["hidden_seed"] is True and fresh["seed"] not in (77, record["seed"]) and page.input_value("#seed") == ""
    assert watched.offsite() == [] and watched.errors == []
