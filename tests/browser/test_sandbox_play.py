"""Playing in the sandbox as a person would (issue 11): the card in play, nothing lost on reload (undo included),
the hot-seat hand-off, the board as the interface, focus, readable boards, and the phone layout."""

import json
import re

import pytest

pytestmark = pytest.mark.browser
T = 120_000


def open_sandbox(page, site_url, query, saved="0"):
    page.goto(f"{site_url}{query}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector(f"#sandbox[data-saved='{saved}']", timeout=T)


def moves(page):
    return int(page.get_attribute("#sandbox", "data-moves"))


def test_uruguay_shows_the_card_in_play_with_both_events_and_the_deck(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "uruguay/sandbox/index.html?seed=5&view=tupamaros")
    assert "No card is turned up yet" in page.inner_text("#card-in-play")
    assert page.locator("#card-line").is_hidden()
    page.click("#actions button >> nth=0")                    # the People's Prison: then the first card turns up
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    cid = page.get_attribute("#sandbox", "data-card")
    import engine
    card = next(c for c in engine.content.load("uruguay")["cards"] if c["id"] == cid)
    # named beside the decision too (its texts are under the table tools), a link down to them
    line = page.locator("#decision #card-line")
    assert line.is_visible() and card["title"] in line.inner_text() and line.inner_text().startswith("Card in play:")
    assert line.locator("a").get_attribute("href") == "#in-play"
    box = page.inner_text("#card-in-play")
    assert card["title"] in box and "BREAKING NEWS" in box       # a label of its own, in capitals (site.css)
    if card["kind"] != "propaganda":
        first = page.locator("#card-in-play dt").first
        assert card["top"]["heading"] in box and first.locator(".text-label").text_content() == "Upper Event text"
        assert " ".join(first.text_content().split()) == f"Upper Event text {card['top']['heading']}"
    assert page.locator("#card-in-play a.ruleref").count() >= 1
    assert page.get_attribute("#card-in-play", "data-card") == cid
    assert "26 cards left in the deck" in page.inner_text("#deck-facts") and "pile 1 of 3" in page.inner_text("#deck-facts")
    assert watched.errors == []


def test_junta_shows_the_phase_and_the_cards_played(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "junta/sandbox/index.html?seed=4444&players=4&view=")
    assert "Rebellion Phase" in page.inner_text("#phase-facts") and "Rebel Leader" in page.inner_text("#phase-facts")
    assert "None yet." in page.inner_text("#played")
    assert watched.errors == []


def test_reload_and_a_closed_tab_keep_the_game_and_undo(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "uruguay/sandbox/index.html?seed=8&view=tupamaros")
    page.click("#actions button >> nth=1")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    first = page.url
    assert re.search(r"\?view=tupamaros#saved=[0-9a-f]{18}$", first)     # an opaque id, kept in this browser
    page.click("#actions button >> nth=0")                   # a box: no chance involved, so undo may take it back
    page.wait_for_selector("#sandbox[data-saved='2']", timeout=T)
    board = page.inner_text("#board-text")
    page.reload()
    page.wait_for_selector("#sandbox[data-saved='2']", timeout=T)
    assert page.inner_text("#board-text") == board and page.is_enabled("#undo")
    page.click("#undo")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert page.url == first
    # a closed tab: the sandbox opened afresh, with nothing in the address, brings the game back
    page.close()
    again = watched.context.new_page()
    again.goto(f"{site_url}uruguay/sandbox/index.html")
    again.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert "Your last game is back (seed 8, move 1)" in again.inner_text("#engine-status")
    # an old save of the previous build (the whole record in localStorage) opens once, then lives in the worker
    old = {"version": 1, "record": {"game": "uruguay", "seed": 9, "moves": [{"role": "tupamaros", "verb": "space",
                                                                              "arg": "prado"}]}}
    again.evaluate("([k, v]) => localStorage.setItem(k, v)", ["tablero-sandbox-uruguay", json.dumps(old)])
    again.goto(f"{site_url}uruguay/sandbox/index.html")
    again.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert "Your last game is back (seed 9, move 1)" in again.inner_text("#engine-status")
    assert again.evaluate("localStorage.length") == 0
    again.reload()
    again.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert again.input_value("#seed") == "9"
    # a damaged or outdated old save: a clear message, a new game, and the old save is gone
    for kept, words in (("{not json", "damaged"), (json.dumps({"version": 0, "record": {}}), "another version"),
                        (json.dumps({"version": 1, "record": {"seed": 8, "moves": [{"role": "x", "verb": "y"}]}}),
                         "could not be reopened")):
        again.evaluate("([k, v]) => localStorage.setItem(k, v)", ["tablero-sandbox-uruguay", kept])
        again.goto(f"{site_url}uruguay/sandbox/index.html")
        again.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
        assert words in again.inner_text("#error") and "A new game was dealt" in again.inner_text("#error")
        assert again.evaluate("localStorage.length") == 0
    assert watched.offsite() == [] and watched.errors == []


def test_hand_off_screen_hides_the_last_players_cards_before_the_next_players_appear(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "junta/sandbox/index.html?seed=12&players=4")
    from engine import bridge
    sheet = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 12, "players": 4})))["sheet"]
    hands = {r["name"]: [c["text"][:40] for c in r["hand"]] for r in sheet["rows"]}      # what only a hand shows
    seen = []
    for _ in range(3):
        page.wait_for_selector("#handoff:not([hidden])", timeout=T)
        who = page.inner_text("#handoff-who")
        name = next(n for n in hands if who.startswith(f"Pass the device to {n}"))
        text = page.inner_text("main")
        assert not any(card in text for cards in hands.values() for card in cards)     # nobody's cards on screen
        assert page.evaluate("document.activeElement.id") == "handoff-show"
        page.click("#handoff-show")
        page.wait_for_selector("#decision:not([hidden])", timeout=T)
        hand = page.inner_text("#hand")
        assert all(c in hand for c in hands[name])
        assert not any(c in hand for n, cs in hands.items() if n != name for c in cs)
        seen.append(name)
        before = moves(page)
        done = page.locator("#actions button[data-verb='done']")
        (done if done.count() else page.locator("#actions button").first).click()
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
        for _ in range(30):
            if page.get_attribute("#sandbox", "data-handoff") != "":          # the same player goes on until then
                break
            before = moves(page)
            page.locator("#actions button").last.click()
            page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
    assert len(set(seen)) >= 2
    assert watched.errors == []


def test_clicking_a_board_space_does_what_its_button_does_and_keyboard_reaches_it(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    open_sandbox(page, site_url, "uruguay/sandbox/index.html?seed=5&view=tupamaros")
    labels = page.locator("#actions button").all_inner_texts()
    legal = page.locator("#board g.space.is-legal")
    assert legal.count() == len(labels) == 3
    names = page.locator("#board rect.hit").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert sorted(n.split(" (choose: ")[1].rstrip(")") for n in names) == sorted(labels)
    page.click("#board rect.hit[data-space='prado']")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    by_click = (page.inner_text("#board-text"), page.inner_text("#log"))
    assert page.evaluate("document.activeElement.closest('#actions') !== null")      # focus: the next decision
    page.click("#undo")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.click("#actions button:text-is('Prado')")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert (page.inner_text("#board-text"), page.inner_text("#log")) == by_click
    page.click("#undo")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.focus("#board rect.hit[data-space='malvin']")
    page.keyboard.press("Enter")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    assert "in Malvín" in page.inner_text("#log")
    assert watched.errors == []


@pytest.mark.parametrize("query", ["uruguay/sandbox/index.html?seed=5", "junta/sandbox/index.html?seed=4444&players=7&view="])
def test_board_text_is_readable_at_1280_and_has_a_key(watched, site_url, query, serious_violations):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    open_sandbox(page, site_url, query)
    small = page.evaluate("""() => { const svg = document.querySelector('#board svg');
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')].map(t => [Number(t.getAttribute('font-size')) * scale, t.textContent])
            .filter(([px]) => px < 11); }""")
    assert small == []
    text = page.inner_text("#board")
    assert ("Key" in text and "Underground Cell" in text) or ("Units" in text and "Infantry" in text)
    assert serious_violations(page) == []


def test_log_numbers_are_the_games_own_and_not_clipped(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "uruguay/sandbox/index.html?seed=11&view=government")
    for _ in range(3):
        before = moves(page)
        page.click("#next-card")
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
    start = page.evaluate("document.querySelector('#log').start")
    count = page.locator("#log li").count()
    assert start >= 1 and count <= 60 and page.evaluate("document.querySelector('#log').start") + count - 1 >= count
    first = page.locator("#log li").first.bounding_box()
    log = page.locator("#log").bounding_box()
    pad = page.evaluate("parseFloat(getComputedStyle(document.querySelector('#log')).paddingLeft)")
    assert pad >= 36 and first["x"] - log["x"] >= 36                    # room for "999." before each line
    assert watched.errors == []


@pytest.mark.parametrize("query", ["uruguay/sandbox/index.html?seed=5", "junta/sandbox/index.html?seed=4444&players=4"])
def test_phone_board_right_above_the_decision_and_nothing_sideways(browser, site_url, query):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_sandbox(page, site_url, query)
    board = page.locator("#board").bounding_box()
    side = page.locator(".sandbox-body > .side").bounding_box()
    assert board["y"] < side["y"] and side["y"] - (board["y"] + board["height"]) < 80
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator("#view-as").bounding_box()["width"] <= 390 - 16
    context.close()


def _junta_record_at_a_battle_choice():
    """A 3-player Junta record (kind "game") that stops where a player splits sealed dice in a battle, and that
    player, the battle space and the number of choices; random play (test-side PRNG), the first seed that works."""
    import random
    import engine
    for seed in range(1, 60):
        rnd, st, moves = random.Random(seed), engine.setup("junta", seed, options={"players": 3}), []
        for _ in range(400):
            if engine.result(st):
                break
            role = engine.get_game("junta").active_roles(st)[0]
            acts = engine.actions(st, role)
            dice = [a for a in acts if a["verb"] == "dice"]
            if dice:
                return {"kind": "game", "game": "junta", "seed": seed, "options": {"players": 3}, "moves": moves}, \
                    role, dice[0]["at"], len(dice)
            attack = [a for a in acts if a["verb"] == "attack"]
            a = attack[0] if attack else rnd.choice(acts)
            moves.append({"role": role, "verb": a["verb"], "arg": a["arg"]})
            st = engine.apply(st, role, a["verb"], a["arg"])
    raise AssertionError("no seed reached a battle")


def test_junta_battle_choices_are_on_the_board_space_too(watched, site_url):
    """Sealed dice (and hits) name a player, not a space: their ``at`` puts them on the battle's space."""
    import base64
    rec, role, space, n = _junta_record_at_a_battle_choice()
    link = base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}junta/sandbox/index.html?view={role}#game={link}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{len(rec['moves'])}'",
                           timeout=T)
    assert page.locator("#actions button[data-verb='dice']").count() == n
    page.click(f"#board rect.hit[data-space='{space}']")
    assert page.locator("#actions button.is-offered").count() == n          # one space, n choices: all offered
    assert f"{n} choices in" in page.inner_text("#choice-note")
    page.locator("#actions button.is-offered").first.click()
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{len(rec['moves'])}'",
                           timeout=T)
    assert watched.errors == []
