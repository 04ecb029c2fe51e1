"""The browser's own print of the setup sheet pages: the sheet fits the paper, and a PNG of each page is kept."""

import subprocess

import pytest

from generator import build as b
from printed import printed_pages

pytestmark = pytest.mark.browser
T = 120_000
ART = b.ROOT / "tests" / "artifacts"
PRINTABLE_A4 = 703          # px: 210 mm less the 12 mm side margins of print.css, at 96 px per inch


@pytest.mark.parametrize("path, name, pages", [
    ("uruguay/deck/index.html?seed=1968", "browser-print-deck", 2),
    ("junta/scenario/index.html?seed=4444&players=4", "browser-print-coup", 3),
    ("guerilla/deal/index.html?seed=42&players=4", "browser-print-deal", 2),     # organiser's page, 4 slips
])
def test_browser_print_of_a_setup_sheet_fits_the_page(watched, site_url, tmp_path, path, name, pages):
    page = watched.page
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("#sheet:not([hidden])", timeout=T)
    page.emulate_media(media="print")
    page.set_viewport_size({"width": PRINTABLE_A4, "height": 1000})
    # a part printed on a page turned sideways (CSS page: wide) is measured against that page in its own test
    wide = page.evaluate("""() => { const w = document.documentElement.clientWidth;
        const sideways = (e) => { for (let a = e; a; a = a.parentElement) if (getComputedStyle(a).page === 'wide') return true;
                                  return false; };
        return [...document.querySelectorAll('#sheet, #sheet *')].filter(e => e.getClientRects().length && !sideways(e)
            && e.getBoundingClientRect().right > w + 0.5).map(e => e.tagName).slice(0, 5); }""")
    assert wide == []
    for hidden in (".site-header", ".subnav", "main > div.screen-only", ".samples"):
        assert page.locator(hidden).first.evaluate("e => getComputedStyle(e).display") == "none", hidden
    covers = page.locator(".slip-cover")            # the hatching that hides a folded slip's secret must print
    assert all(c.evaluate("e => getComputedStyle(e).printColorAdjust") == "exact" for c in covers.all())
    pdf = tmp_path / f"{name}.pdf"
    page.pdf(path=str(pdf), format="A4")
    from pypdf import PdfReader
    assert len(PdfReader(pdf).pages) == pages
    ART.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(pdf), str(ART / name)], check=True)
    assert watched.errors == []



@pytest.mark.parametrize("players, paper, dead", [(4, "A4", False), (4, "Letter", False), (7, "A4", False),
                                                 (7, "Letter", False), (7, "A4", True), (7, "Letter", True)])
def test_browser_print_of_the_coup_page_is_laid_out_as_the_pdf(watched, site_url, tmp_path, players, paper, dead):
    """The page printed by the browser: page 1 the tables, page 2 the city turned sideways with its key, drawn so
    that no word of it prints under 7.5 pt, page 3 the private slips and nothing else (the pages before lie open).
    Seven seats with one dead before the coup (seed 4444) too: its fate ran seven lines deep in a column of its own
    and pushed page 1's last rows onto a page of their own."""
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed=4444&players={players}" + ("&casualties=yes" if dead else ""))
    page.wait_for_selector("#sheet:not([hidden])", timeout=T)
    cards = [c.inner_text() for c in page.locator(".private-slip li[data-card] strong").all()]
    says = [" ".join(li.inner_text().split()[1:5]) for li in page.locator(".private-slip li[data-card]").all()]
    page.emulate_media(media="print")
    # page 1 as the PDF's: 12 pt tables one under another (the browser's print kept 10 pt tables side by side)
    laid = page.evaluate("""() => { const box = (s) => document.querySelector(`#sheet ${s}`).getBoundingClientRect();
        return { size: getComputedStyle(document.querySelector('#sheet table.units')).fontSize,
                 stacked: box('table.offboard').top >= box('table.units').bottom - 0.5 }; }""")
    assert laid == {"size": "16px", "stacked": True}
    pdf = tmp_path / "coup.pdf"
    page.pdf(path=str(pdf), format=paper)
    pages = printed_pages(pdf)
    assert len(pages) == 3
    (w1, h1, _, one), (w2, h2, small, two), (w3, h3, _, three) = pages
    assert w1 < h1 and w2 > h2 and w3 < h3                     # the city's page turned sideways, the others not
    assert small >= 7.5, small
    assert "The city as the coup begins" in two and "Casco Viejo" in two and "Harbor" in two     # the whole map
    assert "Infantry" in two and "power center" in two                                            # its key beside it
    assert "Phase" not in two                                   # the drawing's panel (page 1 says it) cut off
    assert cards and all(c in three for c in cards) and all(w in three for w in says)
    assert not [w for w in says if w in one or w in two]        # no secret on a page that lies open
    assert "Players and offices" in one and "Players and offices" not in three and "Seats go clockwise" in one
    assert "Off the map until called in" in one
    assert ("Dead before the coup" in one) == dead
    ART.mkdir(parents=True, exist_ok=True)
    name = f"browser-print-coup-{players}p{'-dead' if dead else ''}-{paper}"
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(pdf), str(ART / name)],
                   check=True)
    assert watched.errors == []


def test_coup_sheet_keeps_the_secret_cards_on_private_slips(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed=4444&players=4")
    page.wait_for_selector("#sheet:not([hidden])", timeout=T)
    table = page.locator("table.players")
    assert not table.locator("li[data-card]").count()          # the shared table holds no card
    assert "—" not in table.inner_text()                       # and no column of dashes
    assert table.locator(".casualty").first.is_hidden()        # nobody dead or abroad: no such column
    slips = page.locator(".private-slip")
    assert slips.count() == 4
    for k in range(4):
        slip = slips.nth(k)
        seat = slip.get_attribute("data-seat")
        count = int(table.locator(f"tr[data-seat='{seat}'] [data-f='cards']").inner_text())
        assert slip.locator("li[data-card]").count() == count
    assert "Player 4" in page.inner_text("[data-field='leader']")
    assert watched.errors == []


def test_coup_setup_page_deals_casualties_only_when_asked(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed=4444&players=4")
    page.wait_for_selector("#sheet[data-seed='4444']", timeout=T)
    assert page.locator("table.players .casualty").first.is_hidden()
    import engine
    seed = next(s for s in range(40) if any(p["status"] != "active" for p in engine.setup(
        "junta", s, options={"players": 5, "casualties": True})["players"]))
    page.goto(f"{site_url}junta/scenario/index.html?seed={seed}&players=5&casualties=yes")
    page.wait_for_selector(f"#sheet[data-seed='{seed}']", timeout=T)
    assert page.locator("table.players.has-casualties").count() == 1
    assert "Dead before the coup" in page.inner_text("table.players") or "In exile" in page.inner_text("table.players")
    assert page.input_value("#casualties") == "yes"
    # the words the script fills in link their rule numbers, as the sheet's own words do (to the rules beside it)
    rules = page.locator('table.players td[data-f="status"] a.ruleref, [data-field="budget"] a.ruleref')
    assert rules.count() >= 2
    assert all(h.startswith("/junta/rules/index.html#") or "/junta/rules/index.html#" in h
               for h in (a.get_attribute("href") for a in rules.all()))
    assert watched.errors == []


@pytest.mark.parametrize("path, again", [
    ("uruguay/deck/index.html?seed=1968", "type seed 1968 into the deck generator of any copy of Tablero"),
    ("junta/scenario/index.html?seed=4444&players=4", "typed into the Coup setup page of any copy of Tablero"),
    ("guerilla/deal/index.html?seed=42&players=4", "type seed 42 and 4 players into the Deal page"),
    ("paraguay/setup/index.html?seed=1865", "typed into the Setup page of any copy of Tablero"),
])
def test_a_seed_page_served_from_loopback_prints_no_address_or_qr(watched, site_url, path, again):
    """The test server is 127.0.0.1: the printed sheet keeps the seed, fingerprint, page path and how to make it
    again from them (Junta's and Paraguay's in the organiser's line above the private parts, never on a page left
    open); the command line stays on the screen, in its closed block, never on paper."""
    page = watched.page
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("#sheet:not([hidden])", timeout=T)
    page.emulate_media(media="print")
    printed = page.evaluate("() => document.body.innerText")      # what print media shows, hidden parts left out
    host = site_url.split("//")[1].split("/")[0]
    for loop in ("127.0.0.1", host, "localhost", "http://"):
        assert loop not in printed, loop
    assert not [q for q in page.locator("img.qr").all() if q.is_visible()], "no QR code of a loopback address"
    sheet = page.locator("#sheet")
    seed = path.split("seed=")[1].split("&")[0]
    assert seed in sheet.locator("[data-field='seed']").inner_text()
    assert sheet.locator("[data-field='fingerprint']").inner_text().strip()
    assert "-m generator" not in printed, "a person holding paper cannot run a command"
    assert again in " ".join(printed.split())
    assert sheet.locator("[data-field='link-label']").inner_text() == "Page"
    assert path.split("?")[0] in sheet.locator("[data-field='permalink']").inner_text()
    if path.startswith(("junta/", "paraguay/")):
        shown = page.evaluate("() => [...document.querySelectorAll('#sheet .keeper')]"
                              ".filter(e => getComputedStyle(e).display !== 'none').length")
        assert shown == 0, "the seed, page or command on a page that lies open"
        line = " ".join(sheet.locator(".organiser-line").inner_text().split())
        assert f"seed {seed}," in line and path.split("?")[0] in line and again in line, line
    assert watched.errors == []


def test_paraguay_setup_page_prints_light_and_fast(watched, site_url, tmp_path):
    """The map prints as its picture, not as 600 patterned SVG hexes: under 3 MB and 10 s (issue 26.4)."""
    import time
    page = watched.page
    page.goto(f"{site_url}paraguay/setup/index.html?seed=1865")
    page.wait_for_selector("#sheet[data-print-map='ready']", timeout=T)
    assert page.locator("#sheet .board.has-print-map img.print-map").count() == 1
    assert page.locator("#sheet img.print-map").is_hidden()              # the screen keeps the SVG
    page.emulate_media(media="print")
    assert page.locator("#sheet img.print-map").is_visible() and page.locator("#sheet .board > svg").is_hidden()
    pdf = tmp_path / "paraguay-setup.pdf"
    start = time.monotonic()
    page.pdf(path=str(pdf), format="A4")
    took = time.monotonic() - start
    size = pdf.stat().st_size
    assert size < 3_000_000 and took < 10, (size, took)
    from pypdf import PdfReader
    reader = PdfReader(pdf)
    assert "I3GK-WVLF" in reader.pages[0].extract_text() and "1865" not in reader.pages[0].extract_text()
    assert "Organiser's line: seed 1865" in " ".join(" ".join(p.extract_text() for p in reader.pages).split())
    ART.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "50", "-f", str(len(reader.pages)), "-l", str(len(reader.pages)), str(pdf),
                    str(ART / "browser-print-paraguay-map")], check=True)
    assert watched.errors == []


def test_paraguay_packet_page_prints_light(watched, site_url, tmp_path):
    """A Paraguay packet printed from the page: every table's map prints as its picture, and the PDF stays within
    the issue's share of 30 MB for 16 tables (issue 26.4): 4 tables under 7.5 MB."""
    page = watched.page
    page.goto(f"{site_url}paraguay/packet/index.html?event_seed=2026&tables=4&same=0&paper=a4")
    page.wait_for_selector("body[data-printable]", state="attached", timeout=T)
    page.wait_for_function("() => { const s = [...document.querySelectorAll('.packet-table .sheet')];"
                           " return s.length === 4 && s.every(x => x.dataset.printMap === 'ready'); }", timeout=T)
    assert page.locator(".packet-table .board.has-print-map img.print-map").count() == 4
    page.emulate_media(media="print")
    assert page.locator(".packet-table .board > svg").first.is_hidden()
    pdf = tmp_path / "paraguay-packet.pdf"
    page.pdf(path=str(pdf), format="A4")
    size = pdf.stat().st_size
    assert size < 7_500_000, size
    from pypdf import PdfReader
    text = " ".join(p.extract_text() for p in PdfReader(pdf).pages)
    assert all(f"Table {n} of 4" in text for n in range(1, 5))
    assert watched.errors == []


@pytest.mark.parametrize("paper, printable", [("A4", PRINTABLE_A4), ("Letter", 720)])   # Letter: 8.5 in less 24 mm
def test_paraguay_setup_page_prints_its_map_the_pages_width(watched, site_url, tmp_path, paper, printable):
    """Printed whole at 226 mm tall, the map's picture took half the page's width (issue 27's second walk). It
    prints the page's width now, from the top of a page, and runs on to the next (the track, boxes and legend),
    as the PDF prints its map in parts. The picture is the whole map, whatever part of it the zoom shows on screen
    (before: the band of rows in view at 1280 px, 1600 x 809)."""
    page = watched.page
    page.goto(f"{site_url}paraguay/setup/index.html?seed=1865")
    page.wait_for_selector("#sheet[data-print-map='ready']", timeout=T)
    whole, drawn = page.evaluate("""() => {
        const svg = document.querySelector('#sheet .board > svg'), img = document.querySelector('#sheet img.print-map');
        const [, , w, h] = (svg.dataset.fullBox || svg.getAttribute('viewBox')).split(/[ ,]+/).map(Number);
        return [w / h, img.naturalWidth / img.naturalHeight]; }""")
    assert abs(whole - drawn) < 0.01, (whole, drawn)
    page.emulate_media(media="print")
    page.set_viewport_size({"width": printable, "height": 1000})
    width, sheet = page.locator("#sheet img.print-map").evaluate(
        "e => [e.getBoundingClientRect().width, document.getElementById('sheet').getBoundingClientRect().width]")
    assert width > sheet - 1 and width > 0.95 * printable, (width, sheet, printable)
    pdf = tmp_path / f"paraguay-setup-{paper}.pdf"
    page.pdf(path=str(pdf), format=paper)
    from pypdf import PdfReader
    reader = PdfReader(pdf)
    # the open tables on one page (in three columns: two pages before), then the map: the picture from the top of
    # page 2 on, ending on page 3; then the private parts, from page 4 on
    texts = [p.extract_text() for p in reader.pages]
    first = " ".join(texts[0].split())
    assert "Turn Record Track: units waiting" in first and "the map: units in each box" in first, first[-400:]
    assert "Each stack shows its top unit" in texts[2] and "Private parts: one for each player" in texts[3][:60]
    subprocess.run(["pdftoppm", "-png", "-r", "50", "-f", "2", "-l", "3", str(pdf),
                    str(ART / f"browser-print-paraguay-map-{paper.lower()}")], check=True)
    assert watched.errors == []


def _panel_below_the_text(pdf, page):
    """The tallest band of rows, in mm, between the last line of text on ``page`` (1-based) and its page number's
    line whose every row is more than half coloured (rendered at 30 dpi with backgrounds): a panel of colour, as a
    screen's page colour left on paper would be; a slip's dashed border below its last line is a row or two."""
    import re
    import tempfile
    from PIL import Image
    box = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    words = [(float(y0), float(y1), w) for y0, y1, w in
             re.findall(r'<word [^>]*yMin="([\d.]+)"[^>]*yMax="([\d.]+)">([^<]*)</word>', box)]
    foot = min(y0 for y0, _, w in words if w == "Tablero")
    last = max(y1 for y0, y1, _ in words if y1 < foot - 1)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", "30", "-png", "-f", str(page), "-l", str(page), "-singlefile", str(pdf),
                        f"{tmp}/p"], check=True)
        image = Image.open(f"{tmp}/p.png").convert("RGB")
    scale = image.height / float(re.search(r'<page width="[\d.]+" height="([\d.]+)"', box).group(1))
    px = image.load()
    run = tallest = 0
    for y in range(round(last * scale) + 2, round(foot * scale) - 2):
        coloured = sum(px[x, y] != (255, 255, 255) for x in range(image.width))
        run = run + 1 if coloured > image.width / 2 else 0
        tallest = max(tallest, run)
    return tallest * 25.4 / 30


def sheet_for_print(page, site_url, path):
    """A seed page with its sheet filled (Paraguay's print map drawn too), in print media."""
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("#sheet:not([hidden])", timeout=T)
    if path.startswith("paraguay/"):
        page.wait_for_selector("#sheet[data-print-map='ready']", timeout=T)
    page.emulate_media(media="print")
    return page


@pytest.mark.parametrize("path", [
    "uruguay/deck/index.html?seed=1968", "junta/scenario/index.html?seed=7&players=3",
    "guerilla/deal/index.html?seed=42&players=5", "paraguay/setup/index.html?seed=1865"])
def test_browser_print_with_backgrounds_ends_on_white_paper(watched, site_url, tmp_path, path):
    """Printed with backgrounds on (as a browser's "Background graphics"), the last page is white below its last
    line: the screen's page colour stays off paper (before: an empty grey panel filled the rest of the last page of
    the deck, coup, deal and setup pages)."""
    page = sheet_for_print(watched.page, site_url, path)
    pdf = tmp_path / "printed.pdf"
    page.pdf(path=str(pdf), format="A4", print_background=True)
    from pypdf import PdfReader
    last = len(PdfReader(pdf).pages)
    panel = _panel_below_the_text(pdf, last)
    assert panel < 3, f"page {last}: a panel of colour {panel:.0f} mm tall below the last line"
    assert watched.errors == []


@pytest.mark.parametrize("path", [
    "uruguay/deck/index.html?seed=1968", "junta/scenario/index.html?seed=7&players=3",
    "guerilla/deal/index.html?seed=42&players=5", "paraguay/setup/index.html?seed=1865"])
def test_browser_print_on_letter_is_laid_out_for_letter(watched, site_url, tmp_path, path):
    """The pages name no paper size: printed on US Letter, with the page's own CSS size preferred (as a browser's
    print dialog does), every page is Letter, upright or turned sideways (before: print.css said A4, so Chromium
    laid out A4 pages and shrank them onto Letter, its smallest text to 7.5 pt)."""
    page = sheet_for_print(watched.page, site_url, path)
    pdf = tmp_path / "letter.pdf"
    page.pdf(path=str(pdf), format="Letter", prefer_css_page_size=True)
    from pypdf import PdfReader
    sizes = {tuple(sorted((round(float(p.mediabox.width)), round(float(p.mediabox.height)))))
             for p in PdfReader(pdf).pages}
    assert sizes == {(612, 792)}, sizes
    assert watched.errors == []


def paraguay_hidden_units(seed):
    """The units under a stack's top at the start of seed ``seed`` (6.4), by side, as the sheets word them."""
    from generator.games.paraguay import site as pg_site
    sheet = b.setup_sheet("paraguay", {"seed": seed})
    tops = {r["hex"]: pg_site.unit_text(r["top"]) for rows in sheet["open"]["hexes"].values() for r in rows}
    out = {"allied": [], "paraguayan": []}
    for u in sheet["units"]:
        if u["where"].isdigit() and pg_site.unit_text(u) != tops[u["where"]]:
            out[u["side"]].append(pg_site.unit_text(u))
    return out


def names(text, unit_words):
    """Does ``text`` name this unit ('Paraguayan infantry 1', not as the start of 'Paraguayan infantry 12')?"""
    import re
    return re.search(re.escape(unit_words) + r"(?![\w])", text) is not None


def private_sides(pages):
    """(the open pages' words, the Allied private pages', the Paraguayan private pages') of a printed setup
    sheet: the private parts start at 'Private parts' (Allied first); the Paraguayan at its heading."""
    first = next(k for k, p in enumerate(pages) if "Private parts: one for each player" in p)
    second = next(k for k, p in enumerate(pages) if "Paraguayan player only" in p)
    return " ".join(pages[:first]), " ".join(pages[first:second]), " ".join(pages[second:])


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_paraguay_setup_page_prints_no_unit_under_a_top_on_an_open_page(watched, site_url, tmp_path, paper):
    """Fog of war from the set-up on (6.4): the printed pages that lie open on the table show each stack by its top
    unit and size, and no seed; every other unit is on its own side's private pages only, after them."""
    page = sheet_for_print(watched.page, site_url, "paraguay/setup/index.html?seed=1865")
    pdf = tmp_path / f"paraguay-secrets-{paper}.pdf"
    page.pdf(path=str(pdf), format=paper)
    pages = [" ".join(words.split()[5:]) for *_, words in printed_pages(pdf)]      # less "Tablero · page k of n"
    opened, allied, paraguayan = private_sides(pages)
    assert "I3GK-WVLF" in opened and "Top unit" in opened and "1865" not in opened and "Seed" not in opened
    assert "Organiser's line: seed 1865" in allied and "Allied player only" in allied
    hidden = paraguay_hidden_units(1865)
    assert len(hidden["allied"]) > 5 and len(hidden["paraguayan"]) > 5
    for side, own, other in (("allied", allied, paraguayan), ("paraguayan", paraguayan, allied)):
        for words in hidden[side]:
            assert not names(opened, words), f"{words}: under a stack's top, yet on a page that lies open"
            assert names(own, words) and not names(other, words), words
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(pdf), str(ART / f"browser-print-paraguay-secrets-{paper.lower()}")],
                   check=True)
    assert watched.errors == []


def test_paraguay_setup_page_keeps_each_sides_placements_folded_until_asked(watched, site_url):
    """One person draws a set-up for two: the screen shows no unit under a stack's top until a side's button is
    pressed, and then only that side's; a new seed folds them away again."""
    page = watched.page
    page.goto(f"{site_url}paraguay/setup/index.html?seed=1865")
    page.wait_for_selector("#sheet[data-seed='1865']", timeout=T)
    hidden = paraguay_hidden_units(1865)
    screen = lambda: page.locator("#sheet").inner_text()      # what the screen shows (hidden parts left out)
    assert not any(names(screen(), w) for side in hidden for w in hidden[side])
    allied = page.locator(".pg-slip[data-side='allied'] button.slip-show")
    assert allied.get_attribute("aria-expanded") == "false"
    allied.click()
    assert allied.get_attribute("aria-expanded") == "true" and "Hide" in allied.inner_text()
    shown = screen()
    assert all(names(shown, w) for w in hidden["allied"]) and not any(names(shown, w) for w in hidden["paraguayan"])
    page.fill("#seed", "7")
    page.click("#seed-form button[type='submit']")
    page.wait_for_selector("#sheet[data-seed='7']", timeout=T)
    assert allied.get_attribute("aria-expanded") == "false"
    assert page.locator(".pg-slip[data-side='allied'] table.placements").is_hidden()
    assert watched.errors == []
