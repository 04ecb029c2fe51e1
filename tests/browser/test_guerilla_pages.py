"""Guerilla in the browser: the hot-seat sandbox (hand-off hides the last hand, a round played to its scoring
screen, a link reopening the game), the deal page against the command line, the packet page, links and axe."""

import json
import re
import subprocess
import sys

import pytest

from generator import build as b

pytestmark = pytest.mark.browser
T = 120_000
ART = b.ROOT / "tests" / "artifacts"


def cli_deal(seed, players):
    out = subprocess.run([sys.executable, "-m", "generator", "deal", "guerilla", "--seed", str(seed), "--players",
                          str(players), "--json"], cwd=b.ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def hand_spaces(page):
    """Card ids drawn as spaces of the viewer's hand (groups, seats and piles excluded)."""
    ids = page.eval_on_selector_all("#board g.space[data-space]", "gs => gs.map(g => g.dataset.space)")
    return [i for i in ids if not re.fullmatch(r"g\d+|p\d|deck|discard|government|rebel", i)]


def open_sandbox(page, site_url, query):
    page.goto(f"{site_url}guerilla/sandbox/index.html?{query}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)


def test_hot_seat_hand_off_hides_the_last_hand_and_shows_only_ones_own(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "seed=5&players=3")
    assert hand_spaces(page) == [] and "Hidden until the next player" in page.inner_text("#hand")
    first = page.get_attribute("#sandbox", "data-handoff")
    page.click("#handoff-show")
    page.wait_for_selector("#actions li", timeout=T)
    mine = hand_spaces(page)
    assert len(mine) == 8 and page.locator("#hand li").count() == 8
    assert "loyalty" in page.inner_text("#board") and "(secret)" in page.inner_text("#board")
    # finish this player's sealed deployment with random moves until the device must pass to another player
    for _ in range(60):
        page.click("#random-move")
        page.wait_for_function("() => !document.querySelector('#random-move').disabled", timeout=T)
        if page.get_attribute("#sandbox", "data-handoff") not in ("", first, None):
            break
    assert page.get_attribute("#sandbox", "data-handoff") not in ("", first, None)
    html = page.content()
    assert hand_spaces(page) == [] and "(secret)" not in page.inner_text("#board")
    assert not any(f'data-space="{c}"' in html for c in mine)
    assert watched.offsite() == [] and watched.errors == []


def test_a_round_played_to_its_end_shows_the_scoring_screen(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "seed=5&players=3")
    page.click("#handoff-show")
    page.wait_for_selector("#actions li", timeout=T)
    page.click("#next-card")
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.over", timeout=T)
    victory = page.inner_text("#victory")
    assert "Game over" in victory and "10.6" in victory
    assert page.locator("#victory table.score-table tbody tr").count() == 3
    assert re.search(r"Round 1: Government \d+, Rebels \d+", victory) and "Totals over the rounds" in victory
    assert any(w in victory for w in ("Government", "Rebel", "Mercenary"))
    assert page.is_disabled("#random-move") and page.is_disabled("#next-card")
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "guerilla-sandbox-scoring.png"))
    assert watched.offsite() == [] and watched.errors == []


def test_a_link_to_the_game_reopens_it_and_undo_steps_back(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "seed=8&players=4")
    page.click("#handoff-show")
    page.wait_for_selector("#actions li", timeout=T)
    for _ in range(12):
        before = page.get_attribute("#sandbox", "data-moves")
        page.click("#random-move")
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
        if page.get_attribute("#sandbox", "data-handoff"):
            page.click("#handoff-show")
    moves = int(page.get_attribute("#sandbox", "data-moves"))
    if page.is_enabled("#undo"):
        page.click("#undo")
        page.wait_for_selector(f"#sandbox[data-moves='{moves - 1}']", timeout=T)
    link = watched.link_to_game()
    other = watched.context.new_page()
    other.goto(link)
    other.wait_for_selector(f"#sandbox[data-moves='{page.get_attribute('#sandbox', 'data-moves')}']", timeout=T)
    assert other.locator("#view-as option[value='p4']").count() == 1
    assert other.locator("#view-as option[value='p5']").count() == 0
    assert other.inner_text("#error") == ""
    assert watched.offsite() == [] and watched.errors == []


def test_the_deal_page_offers_two_mercenaries_for_an_even_table(watched, site_url):
    import engine
    page = watched.page
    want = engine.get_game("guerilla").setup_sheet(engine.setup("guerilla", 42, None, {"players": 4, "mercenaries": 2}))
    page.goto(f"{site_url}guerilla/deal/index.html?seed=42&players=4&mercenaries=2")
    page.wait_for_selector("#sheet[data-seed='42'][data-players='4']", timeout=T)
    assert page.get_attribute("#sheet", "data-fingerprint") == want["fingerprint"]
    assert "1 Government, 1 Rebel, 2 Mercenary" in page.inner_text("#sheet")
    assert "(Mercenaries: two, if the loyalty markers above list two)" in page.inner_text("#sheet .sheet-check")
    assert page.input_value("#mercenaries") == "2" and "mercenaries=2" in page.inner_text("#sheet")
    page.select_option("#players", "5")
    page.click("#seed-form button[type=submit]")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert "Two Mercenaries are an option for 4 or 6 players only (4.3), not 5." in page.inner_text("#error")
    page.select_option("#mercenaries", "usual")
    page.click("#seed-form button[type=submit]")
    page.wait_for_selector("#sheet[data-players='5']", timeout=T)
    assert "mercenaries" not in page.url and "0 Government" not in page.inner_text("#sheet")
    assert watched.offsite() == [] and watched.errors == []


def test_the_deal_page_shows_the_command_lines_deal_with_one_slip_per_player(watched, site_url):
    page = watched.page
    rec = cli_deal(42, 5)
    page.goto(f"{site_url}guerilla/deal/index.html?seed=42&players=5")
    page.wait_for_selector("#sheet[data-seed='42'][data-players='5']", timeout=T)
    assert page.get_attribute("#sheet", "data-fingerprint") == rec["fingerprint"]
    pile = page.eval_on_selector_all("#sheet [data-list='pile'] li", "ls => ls.map(l => l.dataset.card)")
    assert pile == rec["pile"]
    organiser = page.inner_text("#sheet .sheet-head") + page.inner_text("#sheet table.players")
    for pid, hand in rec["hands"].items():
        slip = page.locator(f"#sheet .slip[data-seat='{pid}']")
        assert slip.locator("[data-card]").evaluate_all("ls => ls.map(l => l.dataset.card)") == hand
        others = [c for q, h in rec["hands"].items() if q != pid for c in h]
        assert not any(f'"{c}"' in slip.inner_html() for c in others)
        assert {"rebel": "Rebel", "government": "Government", "mercenary": "Mercenary"}[rec["loyalty"][pid]] \
            in slip.inner_text()
        assert not any(c in organiser for c in hand)
    page.emulate_media(media="print")       # printed, every slip's last card still lies on its folded half
    page.set_viewport_size({"width": 703, "height": 1000})
    overflow = page.evaluate("""() => [...document.querySelectorAll('#sheet .slip-secret')].map(s =>
        s.querySelector('li:last-child').getBoundingClientRect().bottom - s.getBoundingClientRect().bottom)""")
    assert len(overflow) == 5 and max(overflow) <= 0
    assert watched.offsite() == [] and watched.errors == []


def test_the_packet_page_lists_the_engines_tables(watched, site_url):
    from engine import packet
    rec = packet.packet("guerilla", 77, 3, players=4, full=False)
    page = watched.page
    page.goto(f"{site_url}guerilla/packet/index.html?event_seed=77&tables=3&players=4")
    page.wait_for_selector("#packet-cover [data-list='tables'] tr[data-table='3']", timeout=T)
    got = page.eval_on_selector_all("#packet-cover [data-list='tables'] tr [data-f='fingerprint']",
                                    "ds => ds.map(d => d.textContent)")
    assert got == [t["fingerprint"] for t in rec["list"]]
    assert page.locator(".packet-slips .slip").count() == 12
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("path", ["guerilla/index.html", "guerilla/rules/index.html", "guerilla/cards/index.html",
                                  "guerilla/reconstructed/index.html", "guerilla/print/index.html",
                                  "guerilla/deal/index.html?seed=3&players=4",
                                  "guerilla/sandbox/index.html?seed=3&players=4"])
def test_no_serious_accessibility_violations_and_every_link_resolves(watched, site_url, serious_violations, path):
    page = watched.page
    page.goto(f"{site_url}{path}")
    if "deal" in path:
        page.wait_for_selector("#sheet[data-seed='3']", timeout=T)
    if "sandbox" in path:
        page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    assert serious_violations(page) == []
    links = page.eval_on_selector_all("main a[href]", "as => as.map(a => a.href)")
    for url in sorted({u.split("#")[0].split("?")[0] for u in links if u.startswith(site_url)}):
        rel = url[len(site_url):]
        assert (b.DIST / (rel + "index.html" if rel.endswith("/") or not rel else rel)).is_file(), (path, rel)
    assert watched.offsite() == [] and watched.errors == []


def test_rules_link_card_names_to_the_gallery_and_show_readings(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}guerilla/rules/index.html")
    for rid in ("1.7", "6.2", "9.9", "10.5"):
        assert page.locator(f"section[id='{rid}'] aside.readings li").count() >= 1, rid
    hrefs = page.eval_on_selector_all("a.term", "as => as.map(a => a.getAttribute('href'))")
    assert any(h.endswith("guerilla/cards/index.html#ambush") for h in hrefs)
    assert any(h.endswith("guerilla/cards/index.html#airfield") for h in hrefs)
    page.goto(f"{site_url}guerilla/cards/index.html")
    import engine
    data = engine.content.load("guerilla")
    kinds = sum(len(data[k]) for k in ("units", "leaders", "complexes", "events", "specials"))
    assert page.locator("article.game-card").count() == kinds
    total = sum(int(x) for x in page.eval_on_selector_all("article.game-card .badge",
                                                          "bs => bs.map(b => b.textContent.slice(1))"))
    assert total == 128
    assert watched.offsite() == [] and watched.errors == []
