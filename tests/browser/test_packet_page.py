"""The tournament packet page in real Chromium: the engine in the worker makes the same packet as the command
line; the address carries the parameters; bad input shows a message; the deck page checks a fingerprint."""

import json
import subprocess
import sys

import pytest

from generator.build import ROOT
from generator.packet import table_code

pytestmark = pytest.mark.browser
T = 120_000


def cli_packet(*args):
    out = subprocess.run([sys.executable, "-m", "generator", "packet", *args, "--json"], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def option_packet_page(watched, site_url, game, players, name, value):
    """The packet page opened with the setup choice ``name=value`` (event seed 7, 2 tables, a seating list): the
    command line's packet with that choice (its fingerprint not the plain packet's), and the page once it shows that
    packet, its tables as the command line's, the choice in its menu."""
    cli = cli_packet(game, "--event-seed", "7", "--tables", "2", "--players", str(players), f"--{name}", value)
    plain = cli_packet(game, "--event-seed", "7", "--tables", "2", "--players", str(players))
    assert cli["fingerprint"] != plain["fingerprint"]
    page = watched.page
    page.goto(f"{site_url}{game}/packet/index.html?event_seed=7&tables=2&players={players}&{name}={value}&seating=1")
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", timeout=T)
    assert page.input_value(f"#{name}") == value
    assert table_list(page) == [[str(t["table"]), table_code(t), str(t["seed"]), t["fingerprint"]] for t in cli["list"]]
    return cli, page


def table_list(page):
    return page.locator("#packet-cover [data-list='tables'] tr").evaluate_all(
        "els => els.map(e => [...e.querySelectorAll('[data-f]')].map(c => c.textContent.trim()))")


@pytest.mark.parametrize("game, query, args", [
    ("uruguay", "?event_seed=2026&tables=6&same=0&paper=a4", ["uruguay", "--event-seed", "2026", "--tables", "6"]),
    ("junta", "?event_seed=77&tables=3&players=4&same=0&paper=letter",
     ["junta", "--event-seed", "77", "--tables", "3", "--players", "4"]),
    ("junta", "?event_seed=5&tables=3&players=6&same=1", ["junta", "--event-seed", "5", "--tables", "3", "--players",
                                                           "6", "--same"]),
    ("paraguay", "?event_seed=9&tables=2&same=0&paper=a4", ["paraguay", "--event-seed", "9", "--tables", "2"]),
    ("guerilla", "?event_seed=12&tables=2&players=5&same=0", ["guerilla", "--event-seed", "12", "--tables", "2",
                                                               "--players", "5"]),
])
def test_browser_packet_equals_cli_packet(watched, site_url, game, query, args):
    page = watched.page
    page.goto(f"{site_url}{game}/packet/index.html{query}")
    cli = cli_packet(*args)
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", timeout=T)
    assert table_list(page) == [[str(t["table"]), table_code(t), str(t["seed"]), t["fingerprint"]] for t in cli["list"]]
    assert page.inner_text("#packet-cover [data-pk='fingerprint']") == cli["fingerprint"]
    sheets = page.locator("#packet-tables .packet-table .sheet")
    assert sheets.count() == len(cli["list"])
    for k, t in enumerate(cli["list"]):
        sheet = sheets.nth(k)
        assert sheet.get_attribute("data-seed") == str(t["seed"])
        assert sheet.locator("[data-field='fingerprint']").inner_text() == t["fingerprint"]
        link = sheet.locator("[data-field='permalink']").inner_text()
        assert "127.0.0.1" not in link and f"seed={t['seed']}" in link and f"fp={t['fingerprint']}" in link
    if game == "paraguay":      # one slip a side: that side's units, none of the other's (6.4)
        from test_print_pages import names, paraguay_hidden_units
        slips = page.locator("#packet-tables .packet-slips")
        assert slips.count() == len(cli["list"])
        for k, t in enumerate(cli["list"]):
            shown = slips.nth(k).locator(".slip")
            assert [shown.nth(i).get_attribute("data-seat") for i in range(shown.count())] == ["allied", "paraguayan"]
            hidden = paraguay_hidden_units(t["seed"])
            sheet = " ".join(sheets.nth(k).inner_text().split())
            for i, side in enumerate(("allied", "paraguayan")):
                text = " ".join(shown.nth(i).inner_text().split())
                other = "paraguayan" if side == "allied" else "allied"
                assert all(names(text, w) for w in hidden[side]) and not any(names(text, w) for w in hidden[other])
                assert not any(names(sheet, w) for w in hidden[side]), "a unit under a top on the table copy"
    if game in ("junta", "guerilla"):
        slips = page.locator("#packet-tables .packet-slips")
        assert slips.count() == len(cli["list"])
        for k, t in enumerate(cli["list"]):
            shown = slips.nth(k).locator(".slip")
            assert shown.count() == len(t["slips"])
            for i, slip in enumerate(t["slips"]):
                text = shown.nth(i).inner_text()
                # the folded half names its seat and table, as the PDF's does (Guerilla's lacked ", table N")
                title = shown.nth(i).locator(".slip-secret .slip-title").inner_text()
                assert title.startswith(f"{slip['name']}, table {t['table']}"), title
                assert all(card["name"] in text for card in slip["hand"])
                others = {c["name"] for s in t["slips"] if s["seat"] != slip["seat"] for c in s["hand"]}
                mine = {c["name"] for c in slip["hand"]}
                assert not any(name in text for name in others - mine), slip["seat"]
    assert page.get_attribute("#print", "disabled") is None
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("query, words", [("?event_seed=abc&tables=3", "not a whole number"),
                                          ("?event_seed=1&tables=300", "1 to 256"),
                                          ("?event_seed=1&tables=0", "1 to 256"),
                                          ("?event_seed=1&tables=2&players=9", "2 to 7"),
                                          # before: "this game takes 2 to 2"
                                          ("uruguay?event_seed=1&tables=2&players=3",
                                           "“3” is not a number of players: this game takes exactly 2.")])
def test_bad_packet_input_shows_a_message(watched, site_url, query, words):
    page = watched.page
    game, query = query.split("?") if not query.startswith("?") else ("junta", query[1:])
    page.goto(f"{site_url}{game}/packet/index.html?{query}")
    error = page.locator("#error")
    error.wait_for(state="visible", timeout=T)
    assert words in error.inner_text()
    assert page.locator("#packet").is_hidden()
    assert watched.offsite() == [] and watched.errors == []


def test_bad_form_input_keeps_the_packet_already_made(watched, site_url):
    """An organiser who mistypes the number of tables keeps the packet on the page, its address and its print
    button; the message says what is wrong and which packet is still shown."""
    page = watched.page
    page.goto(f"{site_url}guerilla/packet/index.html?event_seed=12&tables=2")
    page.wait_for_selector("body[data-printable]", timeout=T)
    made, url = page.get_attribute("body", "data-packet"), page.url
    for typed, words in [("10000", "10000 are too many"), ("0", "at least one"), ("", "the number is missing")]:
        page.fill("#tables", typed)
        page.click("button[type=submit]")
        error = page.locator("#error")
        error.wait_for(state="visible", timeout=T)
        text = error.inner_text()
        assert words in text and "1 to 256 tables" in text, text
        assert "still the one made before: event seed 12, 2 tables" in text, text
        assert page.locator("#packet").is_visible()
        assert page.get_attribute("body", "data-packet") == made and page.url == url
        assert page.locator("#packet-tables .packet-table").count() == 2
        assert page.get_attribute("#print", "disabled") is None
    page.fill("#tables", "3")
    page.click("button[type=submit]")
    page.wait_for_function("() => document.querySelectorAll('#packet-tables .packet-table').length === 3", timeout=T)
    assert page.locator("#error").is_hidden() and "tables=3" in page.url
    assert watched.offsite() == [] and watched.errors == []


def test_form_puts_the_parameters_in_the_address(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/packet/index.html?event_seed=1&tables=2")
    page.wait_for_selector("body[data-printable]", timeout=T)
    page.fill("#event_seed", "1968")
    page.fill("#tables", "4")
    page.check("#same-1")
    page.click("button[type=submit]")
    cli = cli_packet("uruguay", "--event-seed", "1968", "--tables", "4", "--same")
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", timeout=T)
    assert "event_seed=1968" in page.url and "tables=4" in page.url and "same=1" in page.url
    assert {row[2] for row in table_list(page)} == {"1968"}
    assert watched.offsite() == [] and watched.errors == []


def test_check_a_table_on_the_setup_pages(watched, site_url):
    cli = cli_packet("junta", "--event-seed", "31", "--tables", "2", "--players", "5")
    t = cli["list"][1]
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed={t['seed']}&players=5&fp={t['fingerprint']}")
    page.wait_for_selector("#fp-result[data-match='yes']", timeout=T)
    assert t["fingerprint"] in page.inner_text("#fp-result") and "Matches" in page.inner_text("#fp-result")
    page.fill("#fp", cli["list"][0]["fingerprint"].lower())
    page.wait_for_selector("#fp-result[data-match='no']", timeout=T)
    assert "Does not match" in page.inner_text("#fp-result")
    deck = cli_packet("uruguay", "--event-seed", "31", "--tables", "1")["list"][0]
    page.goto(f"{site_url}uruguay/deck/index.html?seed={deck['seed']}")
    page.wait_for_selector(f"#sheet[data-seed='{deck['seed']}']", timeout=T)
    assert page.inner_text("#sheet [data-field='fingerprint']") == deck["fingerprint"]
    page.fill("#fp", deck["fingerprint"].replace("-", " "))
    page.wait_for_selector("#fp-result[data-match='yes']", timeout=T)
    assert watched.offsite() == [] and watched.errors == []


@pytest.mark.parametrize("game", ["uruguay", "junta"])
def test_packet_page_has_no_serious_accessibility_violations(watched, site_url, serious_violations, game):
    page = watched.page
    page.goto(f"{site_url}{game}/packet/index.html?event_seed=3&tables=2" + ("&players=4" if game == "junta" else ""))
    page.wait_for_selector("body[data-printable]", state="attached", timeout=T)
    bad = serious_violations(page)
    assert bad == [], bad


def pdf_pages(path):
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return [" ".join(p.split()) for p in out.split("\f")[:-1]]


@pytest.mark.parametrize("game, query, args", [
    ("uruguay", "?event_seed=8&tables=3", ["uruguay", "--event-seed", "8", "--tables", "3"]),
    ("junta", "?event_seed=8&tables=2&players=4", ["junta", "--event-seed", "8", "--tables", "2", "--players", "4"]),
    ("paraguay", "?event_seed=8&tables=2", ["paraguay", "--event-seed", "8", "--tables", "2"]),
])
def test_browser_print_of_the_packet_breaks_pages_per_table(watched, site_url, tmp_path, game, query, args):
    page = watched.page
    page.goto(f"{site_url}{game}/packet/index.html{query}")
    cli = cli_packet(*args)
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", state="attached", timeout=T)
    if game == "paraguay":      # the maps print as their pictures (their SVGs are too heavy for Chromium's print)
        page.wait_for_function("() => [...document.querySelectorAll('.packet-table .sheet')]"
                               ".every(x => x.dataset.printMap === 'ready')", timeout=T)
    page.emulate_media(media="print")
    pdf = tmp_path / "printed.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True)
    pages = pdf_pages(pdf)
    assert pages[0].startswith("Organiser's cover") and cli["fingerprint"] in pages[0]
    assert not any("127.0.0.1" in p for p in pages)
    starts = [i for i, p in enumerate(pages) if p.startswith("Table ")]
    if game == "uruguay":
        assert len(pages) == 1 + 1 + 3 and pages[1].startswith("The same at every table") and starts == [2, 3, 4]
    else:
        assert len(starts) == 2 * 2                   # each table's sheet, then its slips, each from a new page
    for t in cli["list"]:
        sheet = next(p for p in pages if p.startswith(f"Table {t['table']} of {len(cli['list'])}"))
        assert t["fingerprint"] in sheet
        if game in ("junta", "paraguay"):       # a seed deals every secret again: on the organiser's cover only
            assert str(t["seed"]) in pages[0] and not any(str(t["seed"]) in p for p in pages[1:])
            assert "Table copy: no secret on it" in sheet
        else:
            assert str(t["seed"]) in sheet
    if game in ("junta", "paraguay"):
        assert not any("--seed" in p or "?seed=" in p or "Permalink" in p for p in pages[1:])
    if game == "paraguay":      # a unit under a stack's top only on its own side's slip pages, after the table copy
        from test_print_pages import names, paraguay_hidden_units
        owner, owners = None, []        # whose each page is: a table copy's, or a side's slip (run on from the last)
        for p in pages:
            for t in cli["list"]:
                if p.startswith(f"Table {t['table']} of "):
                    owner = ("open", t["table"])
                for side, label in (("allied", "Allied player · Table"), ("paraguayan", "Paraguayan player · Table")):
                    if f"{label} {t['table']} " in p + " ":
                        owner = (side, t["table"])
            owners.append(owner)
        for t in cli["list"]:
            hidden = paraguay_hidden_units(t["seed"])
            for side in hidden:
                for w in hidden[side]:
                    where = {owners[i] for i, p in enumerate(pages) if names(p, w) and owners[i][1] == t["table"]}
                    assert where == {(side, t["table"])}, (t["table"], w, where)


def test_check_a_table_by_code_or_number_on_the_packet_page(watched, site_url):
    cli = cli_packet("junta", "--event-seed", "31", "--tables", "3", "--players", "5")
    t = cli["list"][1]
    page = watched.page
    page.goto(f"{site_url}junta/packet/index.html?event_seed=31&tables=3&players=5")
    page.wait_for_selector(f"body[data-packet='{cli['fingerprint']}']", state="attached", timeout=T)
    result = page.locator("#check-result")

    def check(code, fp=""):
        page.fill("#check-fp", fp)
        page.fill("#check-code", code)
        page.click("#check-form button[type=submit]")
        return result.get_attribute("data-match"), result.inner_text()

    match, text = check(table_code(t))                        # the code printed on table 2's sheet
    assert match == "yes" and text.startswith("✓ Match") and str(t["seed"]) in text
    assert result.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(227, 244, 225)"
    match, text = check(table_code(t).lower().replace("-", " "))          # typed loosely: still the code
    assert match == "yes"
    wrong = table_code(t)[:4] + ("AAAA" if not table_code(t).endswith("AAAA") else "BBBB")
    match, text = check(wrong)
    assert match == "no" and text.startswith("✗ Mismatch")
    assert result.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(253, 231, 231)"
    match, text = check("2")                                  # a number alone: the facts to compare
    assert match == "info" and table_code(t) in text and t["fingerprint"] in text
    match, text = check("2", cli["list"][0]["fingerprint"])   # table 2 with table 1's fingerprint
    assert match == "no" and "Mismatch" in text
    match, text = check("T2", t["fingerprint"])
    assert match == "yes"
    match, text = check("9")
    assert match == "no" and "no table 9" in text
    match, text = check("seed 123")
    assert match == "no" and "Not a table code" in text
    row = page.locator("#packet-cover tr[data-table='2'] a").first       # the cover's rows link to their tables
    assert row.get_attribute("href") == "#table-2" and page.locator("#table-2.packet-table").count() == 1
    assert page.locator("#table-2 [data-pk='code']").inner_text() == table_code(t)
    slips = page.locator("#packet-tables .packet-slips")
    assert slips.count() == 3 and all("slips-six" in (s.get_attribute("class") or "") for s in slips.all())
    assert watched.offsite() == [] and watched.errors == []


def test_packet_cover_is_legible_on_a_phone(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{site_url}uruguay/packet/index.html?event_seed=7&tables=12")
    page.wait_for_selector("body[data-packet]", state="attached", timeout=T)
    table = page.locator("#packet-cover table.packet-list")
    box = table.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    size = table.locator("td").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 12
    for name in ("table", "code", "fingerprint"):
        assert table.locator(f"[data-f='{name}']").first.is_visible()
    ART = ROOT / "tests" / "artifacts"
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#packet-cover").screenshot(path=str(ART / "packet-cover-390.png"))
    assert watched.errors == []


@pytest.mark.parametrize("game, query, args, only, shared", [
    ("junta", "?event_seed=8&tables=3&players=4", ["junta", "--event-seed", "8", "--tables", "3", "--players", "4"],
     "2", False),
    ("uruguay", "?event_seed=8&tables=3", ["uruguay", "--event-seed", "8", "--tables", "3"], "1,3", True),
])
def test_print_only_some_tables_prints_them_again_without_the_cover(watched, site_url, tmp_path, game, query, args,
                                                                     only, shared):
    """A sheet spoilt at a table: "Print only tables" prints its pages (sheet, slips, the shared page) again as in
    the packet, without the cover or the other tables; a bad list says what is allowed and prints nothing."""
    page = watched.page
    page.goto(f"{site_url}{game}/packet/index.html{query}")
    cli = cli_packet(*args)
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", state="attached", timeout=T)
    page.evaluate("() => { window.__prints = 0; window.print = () => { window.__prints += 1; }; }")
    page.fill("#only", "4")
    page.click("#print")
    assert page.inner_text("#only-error") == ("Print only tables: “4” is not among the tables; give a table number, "
                                              "a list or a span, e.g. 5, 3,7 or 2–4 (tables of this packet are 1 to 3).")
    page.fill("#only", "two")
    page.click("#print")
    assert "“two” is not a table number" in page.inner_text("#only-error") and page.input_value("#only") == "two"
    page.fill("#only", "3\u20131")                  # a span typed with an en dash reads as one with a hyphen
    page.click("#print")
    assert "“3\u20131” runs backwards" in page.inner_text("#only-error")
    assert page.evaluate("() => window.__prints") == 0 and page.locator("[data-unprinted]").count() == 0
    page.fill("#only", only)
    page.click("#print")
    assert page.evaluate("() => window.__prints") == 1 and page.is_hidden("#only-error")
    page.emulate_media(media="print")
    pdf = tmp_path / "again.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True)
    pages = pdf_pages(pdf)
    wanted = [int(n) for n in only.split(",")]
    assert not any("Organiser's cover" in p for p in pages)
    assert pages[0].startswith("The same at every table" if shared else f"Table {wanted[0]} of 3")
    starts = [p.split(" ", 2)[1] for p in pages if p.startswith("Table ")]
    assert sorted({int(n) for n in starts}) == wanted, starts
    for t in cli["list"]:
        assert any(t["fingerprint"] in p for p in pages) == (t["table"] in wanted)
    page.emulate_media(media="screen")
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")     # after printing: the whole packet again
    assert page.locator("[data-unprinted]").count() == 0
    assert watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_a_seating_list_prints_after_the_cover_when_asked(watched, site_url, tmp_path, width):
    """The page's "seating list" box: every table with a line for each seat's player, after the cover, in the
    address (seating=1) and the print; unticked, nothing of it prints."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site_url}junta/packet/index.html?event_seed=8&tables=3&players=4")
    cli = cli_packet("junta", "--event-seed", "8", "--tables", "3", "--players", "4")
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", state="attached", timeout=T)
    assert page.is_hidden("#packet-seating")
    page.check("#seating")
    page.click("#packet-form button[type='submit']")
    page.wait_for_selector("#packet-seating:not([hidden])", timeout=T)
    assert "seating=1" in page.url
    blocks = page.locator("#packet-seating .seating-table")
    assert blocks.count() == 3
    assert blocks.nth(1).locator(".seat-name").all_inner_texts() == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert table_code(cli["list"][1]) in blocks.nth(1).inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.locator("#packet-seating").screenshot(path=f"tests/artifacts/packet-seating-{width}.png")
    page.wait_for_selector("body[data-printable]", state="attached", timeout=T)
    page.emulate_media(media="print")
    pdf = tmp_path / "seating.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True)
    pages = pdf_pages(pdf)
    assert pages[0].startswith("Organiser's cover") and pages[1].startswith("Seating list")
    assert all(pages[1].count(f"Player {n}") == 3 for n in range(1, 5))
    page.emulate_media(media="screen")
    page.reload()                                                   # the address keeps the choice
    page.wait_for_selector("#packet-seating:not([hidden])", timeout=T)
    assert page.is_checked("#seating")
    assert watched.errors == []


def test_a_two_mercenary_packet_is_the_command_lines_and_each_table_opens_its_deal_with_the_option(watched, site_url):
    """Guerilla's packet page takes the two-Mercenary option (4.3) from its form and address: the same packet as
    `packet guerilla … --mercenaries 2`, the option said on the cover, the seating list and every table's band, and
    each table's link opens the deal page with mercenaries=2, which deals that table again (same fingerprint) and
    offers no sandbox (the sandbox does not deal two Mercenaries)."""
    cli, page = option_packet_page(watched, site_url, "guerilla", 4, "mercenaries", "2")
    assert page.is_visible("#packet-cover [data-pk-row='choices']")
    assert page.inner_text("#packet-cover [data-pk='choices']") == \
        "Mercenaries: two Mercenary markers in place of one Rebel and one Government (4.3)"
    assert page.text_content("#packet-cover [data-pk='command']").endswith("--players 4 --mercenaries 2")
    assert "Every table: Mercenaries, two" in page.inner_text("#packet-seating")
    links = []
    for k, t in enumerate(cli["list"]):
        table = page.locator("#packet-tables .packet-table").nth(k)
        assert "Mercenaries: two" in table.locator(".table-band").inner_text()
        assert table.locator("[data-field='markers']").inner_text() == "1 Government, 1 Rebel, 2 Mercenary"
        link = table.locator("[data-field='permalink']").inner_text()
        assert link == f"guerilla/deal/?seed={t['seed']}&players=4&mercenaries=2&fp={t['fingerprint']}", link
        links.append(link)
    assert [s.get_attribute("data-seat") for s in page.locator(".packet-slips .slip").all()].count("p1") == 2
    assert watched.offsite() == [] and watched.errors == []
    deal = watched.new_page()
    for t, link in zip(cli["list"], links):
        deal.goto(f"{site_url}{link}")
        deal.wait_for_selector(f"#sheet[data-fingerprint='{t['fingerprint']}']", timeout=T)
        assert deal.input_value("#mercenaries") == "2" and deal.get_attribute("#fp-result", "data-match") == "yes"
        assert deal.locator("#to-sandbox-line").is_hidden()
    assert watched.errors == []


@pytest.mark.parametrize("query, words", [
    ("players=5&mercenaries=2", "Mercenaries: 2 (two) is an option for 4 or 6 players only (4.3), not 5."),
    ("players=3&mercenaries=2", "only (4.3), not 3."),
    ("players=4&mercenaries=1", "“1” is not a Mercenaries choice: “usual” or “2” (4.3)."),
    ("players=4&mercenaries=%3Cb%3E", "“<b>” is not a Mercenaries choice"),
])
def test_a_mercenary_option_the_players_do_not_allow_is_a_message(watched, site_url, query, words):
    page = watched.page
    page.goto(f"{site_url}guerilla/packet/index.html?event_seed=7&tables=2&{query}")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert words in page.inner_text("#error") and page.is_hidden("#packet")
    assert page.input_value("#mercenaries") in ("usual", "2")
    assert watched.errors == []


def test_the_form_offers_the_option_only_for_a_game_that_has_it_and_keeps_the_packet_on_a_bad_choice(
        watched, site_url):
    page = watched.page
    page.goto(f"{site_url}guerilla/packet/index.html?event_seed=7&tables=2&players=4")
    page.wait_for_selector("body[data-printable]", timeout=T)
    before = page.get_attribute("body", "data-printable")
    assert page.input_value("#mercenaries") == "usual"
    page.select_option("#mercenaries", "2")
    page.click("#packet-form button[type='submit']")
    wanted = cli_packet("guerilla", "--event-seed", "7", "--tables", "2", "--players", "4", "--mercenaries", "2")
    page.wait_for_selector(f"body[data-printable='{wanted['fingerprint']}']", timeout=T)
    assert "mercenaries=2" in page.url and wanted["fingerprint"] != before
    page.select_option("#players", "5")
    page.click("#packet-form button[type='submit']")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert "Mercenaries: 2 (two) is an option for 4 or 6 players only (4.3), not 5." in page.inner_text("#error")
    assert page.is_visible("#packet") and page.get_attribute("body", "data-printable") == wanted["fingerprint"]
    for game in ("uruguay", "junta", "paraguay"):
        page.goto(f"{site_url}{game}/packet/index.html?event_seed=7&tables=1&mercenaries=2")
        page.wait_for_selector("body[data-packet]", timeout=T)
        assert page.locator("#mercenaries").count() == 0 and page.is_hidden("#packet-cover [data-pk-row='choices']")
        assert '"mercenaries" is not a name this page reads' in page.inner_text("#address-note")
    assert watched.errors == []
