"""Junta's pages in real Chromium: the coup setup page runs the engine in Pyodide and agrees with the command
line; bad input shows a message; search and accessibility."""

import json
import subprocess
import sys

import pytest

from generator.build import ROOT

pytestmark = pytest.mark.browser
T = 120_000


def cli_sheet(seed, players):
    out = subprocess.run([sys.executable, "-m", "generator", "scenario", "--seed", str(seed), "--players",
                          str(players), "--json"], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def open_scenario(w, site_url, query):
    w.page.goto(f"{site_url}junta/scenario/index.html{query}")
    w.page.wait_for_selector("body[data-engine]", timeout=T)
    return w.page


def cells(page, selector):
    return page.locator(selector).evaluate_all("els => els.map(e => e.textContent.trim())")


@pytest.mark.parametrize("seed, players", [(3, 7), (3, 2), (1978, 5), (9007199254740991, 4)])
def test_scenario_page_shows_the_same_coup_as_the_command_line(watched, site_url, seed, players):
    page = open_scenario(watched, site_url, f"?seed={seed}&players={players}")
    page.wait_for_selector(f"#sheet[data-seed='{seed}'][data-players='{players}']", timeout=T)
    sheet = cli_sheet(seed, players)
    assert page.get_attribute("#sheet", "data-fingerprint") == sheet["fingerprint"]
    assert page.inner_text("[data-field='fingerprint']") == sheet["fingerprint"]
    assert page.inner_text("[data-field='leader']") == next(r["name"] for r in sheet["rows"] if r["leader"])
    seats = page.locator("[data-list='players'] tr").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert seats == [r["id"] for r in sheet["rows"]]
    assert cells(page, "[data-list='players'] [data-f='offices']") == ["; ".join(r["offices"]) or "—" for r in sheet["rows"]]
    assert cells(page, "[data-list='players'] [data-f='cards']") == [str(len(r["hand"])) for r in sheet["rows"]]
    # each player's cards are on their own private slip, not in the shared table
    hands = page.locator("[data-list='slips'] [data-f='hand']").evaluate_all(
        "els => els.map(e => [...e.children].filter(li => li.dataset.card).map(li => li.dataset.card))")
    assert hands == [[c["id"] for c in r["hand"]] for r in sheet["rows"]]
    leaders = page.locator("[data-list='players'] [data-f='leader']:not([hidden])")
    assert leaders.count() == 1
    units = page.locator("[data-list='units'] tr").evaluate_all(
        "els => els.map(e => [...e.children].map(td => td.textContent.trim()))")
    assert units == [[u["space_name"], u["owner_name"], u["kind_name"], str(u["count"])] for u in sheet["units"]]
    off = page.locator("[data-list='offboard'] tr").evaluate_all(
        "els => els.map(e => [...e.children].map(td => td.textContent.trim()))")
    assert off == [[u["owner_name"], u["kind_name"], str(u["count"])] for u in sheet["offboard"]]
    assert f"?seed={seed}&players={players}" in page.inner_text("[data-field='permalink']")
    assert "El Presidente" in page.inner_text("#sheet")
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("query, words", [("?seed=abc&players=5", "not a whole number"),
                                          ("?seed=-4", "negative"), ("?seed=", "No seed"),
                                          ("?seed=5&players=9", "2 to 7 players"),
                                          ("?seed=5&players=x", "2 to 7 players")])
def test_bad_seed_or_players_shows_a_message(watched, site_url, query, words):
    page = open_scenario(watched, site_url, query)
    error = page.locator("#error")
    error.wait_for(state="visible")
    assert words in error.inner_text()
    assert page.locator("#sheet").is_hidden()
    assert page.locator("h1").inner_text() == "Coup setup"
    assert watched.offsite() == [] and watched.errors == []


def test_form_random_seed_and_print(watched, site_url):
    page = open_scenario(watched, site_url, "")
    page.wait_for_selector("#sheet[data-seed][data-players='5']", timeout=T)
    first = page.get_attribute("#sheet", "data-seed")
    assert page.url.endswith(f"?seed={first}&players=5")
    page.fill("#seed", "42")
    page.select_option("#players", "3")
    page.click("button[type=submit]")
    page.wait_for_selector("#sheet[data-seed='42'][data-players='3']", timeout=T)
    assert page.url.endswith("?seed=42&players=3")
    page.click("#random-seed")
    page.wait_for_function("() => !location.search.startsWith('?seed=42&')")
    assert page.url.endswith("&players=3")
    page.go_back()
    page.wait_for_selector("#sheet[data-seed='42'][data-players='3']", timeout=T)
    page.emulate_media(media="print")
    assert page.locator("#seed-form").is_hidden() and page.locator(".site-header").is_hidden()
    assert page.locator("#sheet").is_visible()
    assert watched.offsite() == [] and watched.errors == []


def test_home_leads_to_the_coup_setup_and_search_finds_junta(watched, site_url):
    page = watched.page
    page.goto(site_url)
    page.click("text=Junta")
    page.click("nav.subnav >> text=Coup setup")
    page.wait_for_selector("body[data-engine]", timeout=T)
    assert "/junta/scenario/" in page.url
    page.goto(f"{site_url}search/index.html")
    page.fill(".pagefind-ui__search-input", "Cousin")
    page.wait_for_selector(".pagefind-ui__result", timeout=T)
    # results arrive in batches (each page's fragment is fetched on its own): wait for a Junta one to show
    page.wait_for_function("() => [...document.querySelectorAll('.pagefind-ui__result-link')]"
                           ".some(a => a.href.includes('/junta/'))", timeout=T)
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("path", ["junta/index.html", "junta/rules/index.html", "junta/glossary/index.html",
                                  "junta/reconstructed/index.html", "junta/scenario/index.html?seed=3&players=7",
                                  "junta/print/index.html", "junta/sandbox/index.html?seed=3&players=5"])
def test_no_serious_accessibility_violations(watched, site_url, serious_violations, path):
    page = watched.page
    page.goto(f"{site_url}{path}")
    if "scenario" in path:
        page.wait_for_selector("#sheet[data-seed='3']", timeout=T)
    bad = serious_violations(page)
    assert bad == [], bad


def test_scenario_page_draws_the_coups_map(watched, site_url):
    from engine import bridge
    answer = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 3, "players": 7})))
    assert "svg" in answer
    page = open_scenario(watched, site_url, "?seed=3&players=7")
    page.wait_for_selector("#sheet[data-seed='3'] .setup-diagram svg", timeout=T)
    assert page.locator(".setup-diagram").is_visible()
    page.click("details.board-text summary")
    assert [t.strip() for t in page.locator("#board-text li").all_inner_texts()] == [s["text"] for s in answer["spaces"]]
    assert watched.offsite() == [] and watched.errors == []


def test_the_example_coup_runs_to_its_end_and_shows_the_winner(watched, site_url):
    import engine
    script = next(e for e in engine.content.load("junta")["examples"] if e["id"] == "a-complete-coup")
    last = len(script["steps"])
    page = watched.page
    page.goto(f"{site_url}junta/examples/a-complete-coup/index.html")
    assert page.locator("#step-1").is_visible()                  # narration readable before the engine
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    assert page.locator("#step-result").is_hidden()
    for n in range(2, last + 1):                                  # step through the whole coup
        page.click("button[data-go='next']")
        page.wait_for_selector(f"#stepper[data-shown='{n}']", timeout=T)
    assert page.get_attribute("#stepper", "data-winner") == "rebels"
    result = page.inner_text("#step-result")
    assert "The Rebels win the coup" in result and "4 of the 5" in result
    assert "Player 3 sides with the Rebels." in page.inner_text("#step-log")
    assert page.locator("#board svg").count() == 1
    page.click("details.board-text summary")
    assert "Presidential Palace" in page.inner_text("#board-text")
    assert watched.offsite() == [] and watched.errors == []


def test_sandbox_hot_seat_sealed_choices_and_a_coup_to_its_end(watched, site_url, tmp_path):
    page = watched.page
    page.goto(f"{site_url}junta/sandbox/index.html?seed=12&players=4")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    # hot seat: first a hand-off screen, with nobody's cards on screen, then the deciding player's own cards
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    assert "Pass the device to Player" in page.inner_text("#handoff") and page.locator("#decision").is_hidden()
    assert "Hidden until the next player" in page.inner_text("#hand")
    page.click("#handoff-show")
    page.wait_for_selector("#actions li", timeout=T)
    assert page.locator("#view-as option[value='p4']").count() == 1
    acting = page.inner_text("#acting")
    assert acting.startswith("Player ") and "to decide" in acting
    from engine import bridge
    sheet = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 12, "players": 4})))["sheet"]
    seat = next(r for r in sheet["rows"] if r["leader"])
    assert acting.startswith(seat["name"])                       # the Rebel Leader moves first (2.2)
    hand = page.inner_text("#hand")
    assert all(c["name"] in hand for c in seat["hand"])
    others = [c["name"] for r in sheet["rows"] if not r["leader"] for c in r["hand"]]
    assert not any(name in hand for name in others)
    # an observer sees no hand at all
    page.select_option("#view-as", "")
    page.wait_for_function("() => document.querySelector('#hand').textContent.includes('cards are shown in this view')", timeout=T)
    page.select_option("#view-as", "acting")
    # play on, segment by segment, to the end of the coup
    for _ in range(40):
        if page.get_attribute("#sandbox", "data-over"):
            break
        before = page.get_attribute("#sandbox", "data-moves")
        page.click("#next-card")
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
    victory = page.locator("#victory")
    assert victory.is_visible() and "Game over" in victory.inner_text() and "coup" in victory.inner_text()
    assert page.get_attribute("#sandbox", "data-over") in ("rebels", "presidente")
    # the game saved to a file keeps its player count
    with page.expect_download() as dl:
        page.click("#save-file")
    saved = tmp_path / "coup.json"
    dl.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["game"] == "junta" and record["options"]["players"] == 4 and record["moves"]
    # undo steps back one move (unless a die roll stops it)
    moves = int(page.get_attribute("#sandbox", "data-moves"))
    if page.is_enabled("#undo"):
        page.click("#undo")
        page.wait_for_selector(f"#sandbox[data-moves='{moves - 1}']", timeout=T)
    # a link reopens the same coup with the same number of players
    link = watched.link_to_game()
    other = watched.context.new_page()
    other.goto(link)
    other.wait_for_selector(f"#sandbox[data-moves='{page.get_attribute('#sandbox', 'data-moves')}']", timeout=T)
    assert other.locator("#view-as option[value='p4']").count() == 1
    assert other.locator("#view-as option[value='p5']").count() == 0
    assert watched.offsite() == [] and watched.errors == []


def test_sandbox_bad_player_count_shows_a_message(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/sandbox/index.html?seed=3&players=9")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert "choose 2 to 7 players" in page.inner_text("#error")
    assert watched.offsite() == [] and watched.errors == []


def test_every_junta_example_page_replays_to_its_last_step(watched, site_url):
    import engine
    page = watched.page
    for ex in engine.content.load("junta")["examples"]:
        last = len(ex["steps"])
        page.goto(f"{site_url}junta/examples/{ex['id']}/index.html#step-{last}")
        page.wait_for_selector("body[data-engine='ready']", timeout=T)
        page.wait_for_selector(f"#stepper[data-shown='{last}']", timeout=T)
        assert page.locator("#step-log li").count() >= 1
    assert watched.offsite() == [] and watched.errors == []
