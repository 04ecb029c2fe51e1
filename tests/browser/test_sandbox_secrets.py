"""Secrets at the table (issue 25.1, 25.2, 23.3, 23.4): every sandbox opens in the hot seat; the worker sends only
the public view until the next player has pressed "I am ..."; the link to the whole game goes to the clipboard,
never into the address or the history; the game kept in IndexedDB is sealed with a non-extractable key."""

import json
import re

import pytest
from worker_messages import HISTORY, WORKER, hook, received

pytestmark = pytest.mark.browser
T = 120_000

# Every message the page receives from the engine worker, and every address the page writes into the history.
HOOK = hook(WORKER, HISTORY)


def opened(page, site_url, query, width=1280):
    page.set_viewport_size({"width": width, "height": 900})
    page.add_init_script(HOOK)
    page.goto(f"{site_url}{query}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)


def check_seated(messages, seated, secret):
    """Every view the worker sent is the public one or the seated player's; ``secret(msg)`` names what a
    message that is not the seated player's must not hold (None: nothing found)."""
    for msg in messages:
        if "view" not in msg:
            continue
        assert msg["role"] in (None, seated), (msg["role"], seated)
        if msg["role"] is None:
            found = secret(msg)
            assert found is None, found


def play_hot_seat(page, presses, secret):
    """Pass the hand-off ``presses`` times, with a legal move (the seated player's first button) in between;
    check every message against who held the device when it came."""
    seated, seen, shown = None, 0, []
    for _ in range(presses):
        page.wait_for_selector("#handoff:not([hidden])", timeout=T)
        msgs = received(page, seen)
        check_seated(msgs, seated, secret)
        seen += len(msgs)
        who = page.get_attribute("#sandbox", "data-handoff")
        assert page.locator("#decision").is_hidden()
        page.click("#handoff-show")
        page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)
        page.wait_for_function(f"() => window.__received.length > {seen}", timeout=T)
        seated = who
        shown.append(who)
        mine = received(page, seen)
        assert mine[-1]["role"] == who and mine[-1]["seated"] == who        # only now: the seated player's view
        check_seated(mine, seated, secret)
        seen += len(mine)
        moves = page.get_attribute("#sandbox", "data-moves")
        while True:                              # the seated player decides until someone else must
            page.click("#actions li button >> nth=0")
            page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
            page.wait_for_function(f"() => window.__received.length > {seen}", timeout=T)
            moves = page.get_attribute("#sandbox", "data-moves")
            msgs = received(page, seen)
            check_seated(msgs, seated, secret)
            seen += len(msgs)
            if page.get_attribute("#sandbox", "data-handoff"):
                break
    return shown


def no_prison(msg):
    board = msg["view"]["board"]
    if "peoples_prison" in board:
        return "the People's Prison in a public view"
    for e in msg["view"].get("log", []):
        if e.get("to") or "Prison is placed" in str(e.get("text", "")):
            return f"a log line for one side only: {e}"
    return None


def no_hand(msg):
    for p in msg["view"]["board"].get("players", []):
        if p.get("hand") is not None or p.get("loyalty") not in (None, "hidden"):
            return f"{p['id']}'s hand or loyalty in a public view"
    return None


@pytest.mark.parametrize("width", [1280, 390])
def test_uruguay_opens_in_the_hot_seat_and_no_message_before_the_press_shows_the_prison(watched, site_url, width):
    page = watched.page
    opened(page, site_url, "uruguay/sandbox/index.html?seed=5", width)
    assert page.input_value("#view-as") == "acting"                    # the hot seat, as in the other three games
    labels = page.eval_on_selector_all("#view-as option", "os => os.map(o => o.dataset.about || o.textContent)")
    assert "Tupamaros only: shows the People's Prison" in labels   # a fixed view says what it shows
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    assert page.locator("#board [data-prison], #board .prison").count() == 0
    page.screenshot(path=f"tests/artifacts/sandbox-uruguay-handoff-{width}.png")
    shown = play_hot_seat(page, 3, no_prison)
    assert "tupamaros" in shown and "government" in shown
    assert watched.errors == []


def test_uruguay_hot_seat_sends_no_prison_before_the_press(watched, site_url):
    page = watched.page
    opened(page, site_url, "uruguay/sandbox/index.html?seed=9&view=acting")
    shown = play_hot_seat(page, 4, no_prison)
    assert "tupamaros" in shown and "government" in shown
    assert watched.errors == []


def test_junta_hot_seat_sends_no_hand_before_the_press(watched, site_url):
    page = watched.page
    opened(page, site_url, "junta/sandbox/index.html?seed=4444&players=4")
    shown = play_hot_seat(page, 4, no_hand)
    assert len(set(shown)) >= 2
    labels = page.eval_on_selector_all("#view-as option", "os => os.map(o => o.dataset.about || o.textContent)")
    assert any(re.fullmatch(r"Player 1.* only: shows their cards and sealed choices", t) for t in labels), labels
    assert watched.errors == []


def test_guerilla_hot_seat_sends_no_hand_before_the_press(watched, site_url):
    page = watched.page
    opened(page, site_url, "guerilla/sandbox/index.html?seed=12&players=4")
    shown = play_hot_seat(page, 3, no_hand)
    assert len(set(shown)) >= 2
    assert watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_the_link_to_the_whole_game_goes_to_the_clipboard_never_into_the_address(browser, site_url, width):
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        opened(page, site_url, "uruguay/sandbox/index.html?seed=5&view=", width)
        page.click("#random-move")
        page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
        before = page.evaluate("() => history.length")
        page.click("#copy-url")
        page.wait_for_function("() => document.querySelector('#engine-status').textContent.startsWith('Link copied')",
                               timeout=T)
        clip = page.evaluate("() => navigator.clipboard.readText()")
        assert "#game=" in clip and "/uruguay/sandbox/" in clip
        assert "game=" not in page.url and re.search(r"#saved=[0-9a-f]{18}$", page.url)
        assert not [a for a in page.evaluate("() => window.__addresses") if "game=" in a]
        assert page.evaluate("() => history.length") == before
        assert page.locator("#link-box").is_hidden()
    finally:
        context.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_a_refused_clipboard_shows_the_link_in_a_box_not_in_the_address(watched, site_url, width):
    page = watched.page
    page.add_init_script("navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));")
    opened(page, site_url, "junta/sandbox/index.html?seed=4&players=3&view=", width)
    page.click("#copy-url")
    page.wait_for_selector("#link-box:not([hidden])", timeout=T)
    text = page.input_value("#link-text")
    assert "#game=" in text and "game=" not in page.url
    assert not [a for a in page.evaluate("() => window.__addresses") if "game=" in a]
    assert "every secret" in page.inner_text("#link-box")
    page.screenshot(path=f"tests/artifacts/sandbox-link-box-{width}.png")
    page.click("#link-close")
    assert page.locator("#link-box").is_hidden() and page.input_value("#link-text") == ""
    assert watched.errors == []


# Everything the sandbox's database holds, as the page (any script of the site) can read it.
READ_STORE = """async () => {
  const ask = (req) => new Promise((ok, no) => { req.onsuccess = () => ok(req.result); req.onerror = () => no(req.error); });
  const db = await ask(indexedDB.open("tablero-sandbox"));
  const stores = [...db.objectStoreNames];
  const tx = db.transaction(stores);
  const games = await ask(tx.objectStore("games").getAll());
  const keys = stores.includes("keys") ? await ask(tx.objectStore("keys").getAll()) : [];
  db.close();
  const text = (v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v)
    ? { bytes: [...new Uint8Array(v.buffer || v, v.byteOffset || 0, v.byteLength)].map((b) => String.fromCharCode(b)).join("") }
    : v;
  const sealed = (k, v) => k === "marks" && v ? { iv: text(v.iv), data: text(v.data) } : text(v);   // kept marks
  const out = games.map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, sealed(k, v)])));
  const facts = [];
  for (const k of keys) {
    let exported = true;
    try { await crypto.subtle.exportKey("raw", k); } catch { exported = false; }
    facts.push({ type: String(k.type), extractable: k.extractable, algorithm: k.algorithm.name, exported });
  }
  return { stores, games: out, keys: facts };
}"""

SEALED_KEYS = {"id", "game", "format", "iv", "data", "moves", "updated"}


def assert_sealed(store, seed, words):
    assert store["keys"] == [{"type": "secret", "extractable": False, "algorithm": "AES-GCM", "exported": False}]
    for entry in store["games"]:
        # the page's marks of the last move (its gold, kept even at a table of persons only) are sealed the same way
        assert set(entry) - {"marks"} == SEALED_KEYS and entry["format"] == 3, sorted(entry)
        assert "marks" not in entry or set(entry["marks"]) == {"iv", "data"}, entry["marks"]
        plain = json.dumps({k: v for k, v in entry.items() if k != "updated"})
        assert str(seed) not in plain                   # no seed anywhere but inside the sealed bytes
        for word in ("seed", "hidden_seed", "verb", "moves\":", *words):
            assert word not in entry["data"]["bytes"], word
            assert "marks" not in entry or word not in json.dumps(entry["marks"]), word


def test_the_kept_game_is_sealed_and_a_reload_still_restores_it(watched, site_url, tmp_path):
    import engine
    page = watched.page
    opened(page, site_url, "junta/sandbox/index.html?players=4")      # no seed: the engine draws a hidden one
    for _ in range(3):
        page.wait_for_selector("#actions li button:visible, #handoff:not([hidden])", timeout=T)
        if page.locator("#handoff").is_visible():
            page.click("#handoff-show")
        moves = page.get_attribute("#sandbox", "data-moves")
        page.wait_for_selector("#actions li button:visible", timeout=T)
        page.click("#actions li button >> nth=0")
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.saved !== '{moves}'"
                               f" && document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
    with page.expect_download() as dl:
        page.click("#save-file")
    dl.value.save_as(tmp_path / "whole.json")
    whole = json.loads((tmp_path / "whole.json").read_text())
    assert whole["hidden_seed"] is True
    game = engine.get_game("junta")
    state = engine.replay("junta", whole)
    hands = {c for p in state["roles"] for seat in game.view(state, p)["board"]["players"] if seat["id"] == p
             for c in seat.get("hand") or []}
    verbs = {m["verb"] for m in whole["moves"]}
    assert hands and verbs
    store = page.evaluate(READ_STORE)
    assert sorted(store["stores"]) == ["games", "keys"] and len(store["games"]) == 1
    assert store["games"][0]["moves"] == len(whole["moves"])
    assert_sealed(store, whole["seed"], sorted(hands | verbs))
    page.reload()
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector(f"#sandbox[data-saved='{len(whole['moves'])}']", timeout=T)
    assert page.get_attribute("#sandbox", "data-moves") == str(len(whole["moves"]))
    assert "Your last game is back (a hidden seed" in page.inner_text("#engine-status")
    assert_sealed(page.evaluate(READ_STORE), whole["seed"], sorted(hands | verbs))
    assert watched.errors == []


# The previous build's database: the store "games" only, whole records in the clear (format 2).
OLD_STORE = """async (entries) => {
  const ask = (req) => new Promise((ok, no) => { req.onsuccess = () => ok(req.result); req.onerror = () => no(req.error); });
  const open = indexedDB.open("tablero-sandbox", 1);
  open.onupgradeneeded = () => open.result.createObjectStore("games", { keyPath: "id" });
  const db = await ask(open);
  const tx = db.transaction("games", "readwrite");
  for (const e of entries) tx.objectStore("games").put(e);
  await new Promise((ok) => { tx.oncomplete = ok; });
  db.close();
}"""


def test_old_clear_entries_are_read_once_and_rewritten_sealed(watched, site_url):
    from engine import bridge
    page = watched.page
    entries = []
    for n, (gid, seed) in enumerate([("1111aaaa2222bbbb33", 777123), ("4444cccc5555dddd66", 888456)]):
        bridge.handle(json.dumps({"op": "sandbox_new", "game": "uruguay", "seed": seed}))
        for _ in range(4 + n):
            bridge.handle(json.dumps({"op": "sandbox_random"}))
        rec = json.loads(bridge.handle(json.dumps({"op": "sandbox_export"})))["record"]
        entries.append({"id": gid, "game": "uruguay", "format": 2, "record": rec, "moves": len(rec["moves"]),
                        "updated": 1_700_000_000_000 + n})
    page.goto(f"{site_url}index.html")
    page.evaluate(OLD_STORE, entries)
    page.add_init_script(HOOK)
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=#saved=1111aaaa2222bbbb33")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-saved='4']", timeout=T)
    assert page.input_value("#seed") == "777123"                     # a typed seed stays public
    store = page.evaluate(READ_STORE)
    assert len(store["games"]) == 2                                  # both sealed, the one not opened too
    for seed in (777123, 888456):
        assert_sealed(store, seed, [])
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=#saved=4444cccc5555dddd66")
    page.wait_for_selector("#sandbox[data-saved='5']", timeout=T)
    assert page.input_value("#seed") == "888456"
    assert watched.errors == []
