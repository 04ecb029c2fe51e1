"""Printed documents: player aids and setup sheets, A4 and US Letter; a PNG of page 1 is kept to look at."""

import subprocess
import sys
import tempfile

import pytest
from pypdf import PdfReader

from generator import build as b

ART = b.ROOT / "tests" / "artifacts"
SIZES = {"a4": (595, 842), "letter": (612, 792)}


def text_of(path):
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


def keep_png(pdf, name, page=1):
    ART.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", str(page), "-l", str(page), "-singlefile", str(pdf), str(ART / name)],
                   check=True)
    assert (ART / f"{name}.png").stat().st_size > 10_000


@pytest.fixture(scope="module")
def site():
    if not list((b.DIST / "uruguay" / "print").glob("*.pdf")):
        b.build()
    return b.DIST


def test_every_aid_fills_exactly_the_pages_it_is_laid_out_for(site):
    """One page unless the aid says otherwise (``pages``, for double-sided use); no page is nearly empty."""
    from generator import content
    checked = 0
    for gid, files in content.load().items():
        for aid in files.get("aids", {}).get("aids", []):
            for paper in SIZES:
                pdf = site / gid / "print" / f"aid-{aid['id']}-{paper}.pdf"
                if not pdf.is_file():          # a game without a site yet has no printed aids
                    continue
                reader = PdfReader(pdf)
                assert len(reader.pages) == aid.get("pages", 1), (gid, aid["id"], paper)
                amounts = [len(page.extract_text()) for page in reader.pages]
                assert min(amounts) > 0.4 * max(amounts), (gid, aid["id"], paper, amounts)
                checked += 1
    assert checked >= 8


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("aid, words", [
    ("government", ["Deploy", "Patrol", "Search", "Arrest", "Censor", "Raid", "Interrogate", "3.2.4"]),
    ("tupamaros", ["Recruit", "Travel", "Sabotage", "Rob", "Kidnap", "Propagandize", "Intimidate", "4.3.1", "Victory"]),
    ("propaganda", ["Unrest", "Political Will", "Resources", "Redeploy", "Reset", "6.2"]),
])
def test_player_aids(site, paper, aid, words):
    pdf = site / "uruguay" / "print" / f"aid-{aid}-{paper}.pdf"
    reader = PdfReader(pdf)
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == SIZES[paper]
    text = text_of(pdf)
    for word in words:
        assert word in text, word
    keep_png(pdf, f"aid-{aid}-{paper}")


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("base", [None, "https://games.example.org/tablero"])
def test_setup_sheet_has_diagram_tracks_fingerprint_and_a_link_only_to_a_public_address(tmp_path, paper, base):
    pdf = tmp_path / f"sheet-{paper}.pdf"
    more = ["--base-url", base] if base else []
    run = subprocess.run([sys.executable, "-m", "generator", "deck", "uruguay", "--seed", "1968", "--pdf", str(pdf),
                          "--paper", paper, *more], cwd=b.ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    reader = PdfReader(pdf)
    assert len(reader.pages) == 2
    assert all((round(float(p.mediabox.width)), round(float(p.mediabox.height))) == SIZES[paper] for p in reader.pages)
    text = text_of(pdf)
    for words in ("Seed 1968", "ZWSQ-FHVM", "Setup diagram", "Political Will at 18", "Villa del Cerro", "Prado"):
        assert words in text, words
    assert "127.0.0.1" not in text and "localhost" not in text
    images = [img for page in reader.pages for img in page.images]
    if base:
        assert f"{base}/uruguay/deck/?seed=1968" in text.replace(" ", ""), "the permalink is missing"
        assert images, "the QR code of the permalink is missing"
    else:
        assert "Pageuruguay/deck/?seed=1968" in text.replace(" ", "") and not images, "no public address: the path, no QR"
    page1 = "".join(reader.pages[0].extract_text().split())
    for words in ("Tracks, boxes and the map at the start", "Villa del Cerro Urban 1 1 2 1", "Political Will at 18",
                  "Two tables built the same deck"):
        assert "".join(words.split()) in page1, f"{words!r} is not on page 1"
    assert filled(pdf, 1) > 0.7, "page 1 is half empty"          # the diagram has page 2 to itself
    keep_png(pdf, f"setup-sheet-{paper}{'-linked' if base else ''}")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_junta_player_aid_is_one_page(site, paper):
    pdf = site / "junta" / "print" / f"aid-coup-{paper}.pdf"
    reader = PdfReader(pdf)
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == SIZES[paper]
    text = text_of(pdf)
    for word in ("Rebellion Phase", "Gunboat", "Air Raid", "Palace Guard", "Power Center", "6.3"):
        assert word in text, word
    keep_png(pdf, f"aid-coup-{paper}")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_game_with_a_computer_yaml_prints_its_solo_opponent(site, paper):
    """"How the computer plays" on paper (issue 27.7): for each game with the file, its steady lists as a PDF on
    both papers, every decision's title and every line's rule in it, in few pages, with the running header from
    page 2 on; the Print page and the computer page link it."""
    from generator import content
    games = sorted(p.parent.name for p in content.CONTENT_DIR.glob("*/computer.yaml"))
    assert len(games) >= 4
    for gid in games:
        pdf = site / gid / "print" / f"computer-{paper}.pdf"
        reader = PdfReader(pdf)
        assert 1 <= len(reader.pages) <= 3, (gid, paper, len(reader.pages))     # run at the table: few pages
        box = reader.pages[0].mediabox
        assert (round(float(box.width)), round(float(box.height))) == SIZES[paper]
        text = text_of(pdf)
        for dec in content.load(games=[gid])[gid]["computer"]["decisions"]:
            assert " ".join(dec["title"].split()) in text, (gid, dec["title"])
            for step in dec["steps"]:
                assert not step.get("rule") or f"({step['rule']})" in text, (gid, dec["id"], step["rule"])
        assert "How strong" not in text
        first = subprocess.run(["pdftotext", "-l", "1", str(pdf), "-"], capture_output=True, text=True,
                               check=True).stdout
        decisions = content.load(games=[gid])[gid]["computer"]["decisions"]
        # a box too tall to keep whole, kept whole, goes to page 2 and leaves page 1 with the intro alone
        assert " ".join(decisions[0]["title"].split()) in " ".join(first.split()), (gid, paper, "page 1")
        for n in range(2, len(reader.pages) + 1):
            page = subprocess.run(["pdftotext", "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True,
                                  text=True, check=True).stdout
            assert "How the computer plays" in page and f"page {n} of {len(reader.pages)}" in page, (gid, n)
        for where in ("print/index.html", "computer/index.html"):
            assert f'computer-{paper}.pdf"' in (site / gid / where).read_text(encoding="utf-8"), (gid, where)
        assert column_tops(pdf, decisions) == [], (gid, paper)
    keep_png(pdf, f"computer-{games[-1]}-{paper}")


def column_tops(pdf, decisions):
    """The columns of the printed solo opponent that start with a step of a list, not with a box's title (the
    box's own, or "… (continued)" where a column broke it; Guerilla's "turn" and Paraguay's "allied-movement" ran
    on headless) nor within a decision's intro (a box is split at a step only): [(page, first line), …]."""
    import re
    from generator import render as render_mod
    titles = [" ".join(d["title"].split()) for d in decisions]
    heads = titles + [f"{t} (continued)" for t in titles]
    intros = " ".join(" ".join(re.sub(r"<[^>]+>", " ", render_mod.markdown(d.get("intro", ""))).split())
                      for d in decisions)
    return [(n, lines[0][1]) for n, _, _, _, lines in column_lines(pdf, decisions)
            if lines and not (any(unnumbered(lines[0][1]).startswith(t) or t.startswith(unnumbered(lines[0][1]))
                                  for t in heads) or lines[0][1] in intros)]


def unnumbered(line):
    """A printed line without the box number that opens a title bar ("4 Attacking and defending"); a step's line
    ("4. …") as it is."""
    import re
    return re.sub(r"^\d+ ", "", line)


def column_lines(pdf, decisions):
    """The printed solo opponent's columns as pdftotext reads them: [(page, left, top, foot, [(y, line), ...])],
    a column's lines from its top (on page 1, its first box's title) to its foot, 30 pt above the page's edge."""
    import html
    import re
    words = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    first = " ".join(decisions[0]["title"].split()).split()[:2]
    out = []
    pages = re.findall(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', words, re.S)
    for n, (width, height, body) in enumerate(pages, 1):
        found = [(float(y), float(x), html.unescape(w)) for x, y, w in
                 re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>(.*?)</word>', body)]
        top = next(a[0] for a, b in zip(found, found[1:]) if [a[2], b[2]] == first) - 8 if n == 1 else 28
        foot = float(height) - 30
        for left in (True, False):
            col = sorted((y, x, w) for y, x, w in found if top <= y < foot and (x < float(width) / 2) == left)
            lines = []
            for y, x, w in col:
                if lines and abs(y - lines[-1][0]) < 2:
                    lines[-1][1].append((x, w))
                else:
                    lines.append((y, [(x, w)]))
            out.append((n, left, top, foot, [(y, " ".join(w for _, w in sorted(ws))) for y, ws in lines]))
    return out


def solo_opponents(site, paper):
    from generator import content
    for gid in sorted(p.parent.name for p in content.CONTENT_DIR.glob("*/computer.yaml")):
        decisions = content.load(games=[gid])[gid]["computer"]["decisions"]
        yield gid, decisions, column_lines(site / gid / "print" / f"computer-{paper}.pdf", decisions)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_solo_opponent_box_leaves_its_title_at_a_column_foot(site, paper):
    """A decision's title, its introduction and its first step share a column (Paraguay's "Moving the Allied
    stacks" had its title and half its long introduction at the foot of page 1's first column, the rest of the
    introduction atop the second)."""
    checked = 0
    for gid, decisions, columns in solo_opponents(site, paper):
        for dec in decisions:
            title = " ".join(dec["title"].split())

            def heads(line):           # the title's line, or its first where the title bar runs to two
                line = unnumbered(line)
                return line in (title, f"{title} ·") or line.startswith(f"{title} · ") or \
                    (title.startswith(f"{line} ") and len(line.split()) > 2)
            at = [(n, left, [line for _, line in lines]) for n, left, _, _, lines in columns
                  if any(heads(line) for _, line in lines)]
            assert len(at) == 1, (gid, paper, title, at)
            n, left, lines = at[0]
            start = next(i for i, line in enumerate(lines) if heads(line))
            assert any(line.startswith("1. ") for line in lines[start + 1:]), (gid, paper, title, (n, left))
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_solo_opponent_box_prints_its_number_on_the_computer_page(site, paper):
    """The printed sheet may move a short box up into a column's foot (generator/computer.py, next_pull: Paraguay's
    Attacking and defending ahead of Moving the Allied stacks, Uruguay's Special Activities ahead of the Tupamaros'
    Operation), so its boxes need not come in the order of the page "How the computer plays": each title bar (a
    continued part's too) starts with the box's number on that page, whose lists are numbered 1, 2, 3 … in order,
    and every number is printed."""
    import re
    for gid, decisions, columns in solo_opponents(site, paper):
        page = (site / gid / "computer" / "index.html").read_text(encoding="utf-8")
        numbered = re.findall(r'<h2 id="h-([^"]+)"><span class="decision-number">(\d+)</span> ', page)
        assert numbered == [(d["id"], str(n)) for n, d in enumerate(decisions, 1)], (gid, numbered)
        titles = {" ".join(d["title"].split()): n for n, d in enumerate(decisions, 1)}
        printed = []
        for _, _, _, _, lines in columns:
            for _, line in lines:
                m = re.match(r"(\d+) (.*)", line)
                title = m and next((t for t in titles if m.group(2).startswith(t)
                                    or (t.startswith(m.group(2) + " ") and len(m.group(2).split()) > 2)), None)
                if title:
                    assert int(m.group(1)) == titles[title], (gid, paper, line, titles[title])
                    if not m.group(2).startswith(f"{title} (continued)"):
                        printed.append(int(m.group(1)))
        assert sorted(printed) == list(range(1, len(decisions) + 1)), (gid, paper, printed)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_continued_solo_opponent_box_has_a_one_line_title_bar(site, paper):
    """The title bar of a box's second part, "… (continued)", is one line: the next line is a numbered step (the
    seats note after "(continued)" ran to a second line: "· Allied player (Argentina, Brazil, Uruguay)")."""
    import re
    checked = 0
    for gid, decisions, columns in solo_opponents(site, paper):
        for _, _, _, _, lines in columns:
            for (_, line), (_, after) in zip(lines, lines[1:]):
                if line.endswith("(continued)") or "(continued) ·" in line:
                    assert line.endswith("(continued)") and re.match(r"\d+\. ", after), (gid, paper, line, after)
                    checked += 1
    assert checked >= 2, checked    # Guerilla's turn, Paraguay's Allied movement (Uruguay's boxes now all whole)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_solo_opponent_column_but_the_last_pages_leaves_a_quarter_of_it_empty(site, paper):
    """A box kept whole does not leave a page's foot blank: where more than a quarter of the page's last column
    would stay empty, the next box runs on there, split at a step (Uruguay's Events, kept whole, left a third of
    page 1's second column blank). Nor does a box whose title, introduction and first step do not fit a column's
    foot: a later box that fits moves up into it (Paraguay's Allied movement left page 1's first column 34 % blank
    on A4, 38 % on Letter)."""
    for gid, decisions, columns in solo_opponents(site, paper):
        last = max(n for n, *_ in columns)
        for n, left, top, foot, lines in columns:
            if n < last:
                bottom = lines[-1][0] + 10 if lines else top          # the last line's foot, about
                assert foot - bottom < 0.25 * (foot - top), (gid, paper, n, round((foot - bottom) / (foot - top), 2))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_solo_opponent_fits_two_pages_at_the_same_type(site, paper):
    """Each game's printed solo opponent is at most two pages, one sheet printed on both sides (Uruguay's ran to a
    third page holding a quarter of a column: its boxes kept whole moved on, leaving column feet empty), and its
    steps print at the same size as every other game's: the room is not bought with smaller type."""
    from collections import Counter
    sizes = {}
    for gid, _, columns in solo_opponents(site, paper):
        pdf = site / gid / "print" / f"computer-{paper}.pdf"
        assert len(PdfReader(pdf).pages) <= 2, (gid, paper, len(PdfReader(pdf).pages))
        sizes[gid] = Counter(round(h, 1) for h, _ in word_heights(pdf, 1)).most_common(1)[0][0]
    assert len(sizes) >= 4 and len(set(sizes.values())) == 1, sizes


def word_heights(pdf, page):
    """[(height in pt, word)] of every word printed on ``page`` (1-based), by pdftotext's boxes."""
    import re
    out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"],
                         capture_output=True, text=True, check=True).stdout
    return [(float(y1) - float(y0), w) for y0, y1, w in
            re.findall(r'<word [^>]*yMin="([\d.]+)"[^>]*yMax="([\d.]+)">([^<]*)</word>', out)]


def filled(pdf, page):
    """How far down ``page`` (1-based) its ink runs, as a share of the page's height: the lowest row of dark pixels
    above the foot's 12 mm (the page number's line). By pixels, not words: a map cut to a band still holds the
    words of the rest of its picture."""
    from PIL import Image
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", "40", "-gray", "-png", "-f", str(page), "-l", str(page), "-singlefile",
                        str(pdf), f"{tmp}/page"], check=True)
        image = Image.open(f"{tmp}/page.png").convert("L")
    width, height = image.size
    px = image.load()
    foot = height - round(12 / 25.4 * 40)
    return max((y for y in range(foot) if any(px[x, y] < 200 for x in range(width))), default=0) / height


def junta_sheet_pdf(site, paper, args):
    return site / "junta" / "scenario" / b.sheet_kind("junta").file_name(b.setup_sheet("junta", args), paper)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("args", b.sheet_kind("junta").samples, ids=lambda a: f"{a['seed']}-{a['players']}p")
def test_junta_sample_setup_sheets(site, paper, args):
    sheet = b.setup_sheet("junta", args)
    pdf = junta_sheet_pdf(site, paper, args)
    reader = PdfReader(pdf)
    # page 1: the shared tables; page 2: the city, turned sideways; page 3: the private slips and nothing else
    assert len(reader.pages) == 3
    sizes = [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages]
    assert sizes == [SIZES[paper], SIZES[paper][::-1], SIZES[paper]], sizes
    text = text_of(pdf)
    assert f"Players {args['players']}" in text and sheet["fingerprint"] in text
    # the seed, the page and the command deal the coup again with every hand: never on a page left open,
    # only in the organiser's line above the slips (cut off and kept)
    link = f"junta/scenario/?seed={args['seed']}&players={args['players']}"
    open_pages = "".join(page.extract_text() for page in reader.pages[:2])
    assert "seed" not in open_pages.lower() and link not in open_pages.replace(" ", ""), open_pages[:400]
    slips_page = reader.pages[2].extract_text()
    assert "Organiser's line" in slips_page and f"seed {args['seed']}," in slips_page, slips_page[:400]
    assert link in slips_page.replace(" ", "").replace("\n", "")
    for row in sheet["rows"]:
        for office in row["offices"] + row["cousin"]:
            assert office in text.replace("- ", ""), office
        for card in row["hand"]:              # the secrets only on the slips' page, never on a page left open
            snippet = "".join(card["text"][:30].split())          # (pypdf spaces some kerned pairs: compare unspaced)
            assert snippet in "".join(reader.pages[2].extract_text().split())
            assert not any(snippet in "".join(page.extract_text().split()) for page in reader.pages[:2])
    for words in ("The city as the coup begins", "Presidential Palace", "Rebel Leader", "Units on the map",
                  "Private slips", "Paratroopers"):
        assert words in text, words
    assert "127.0.0.1" not in text and not [img for page in reader.pages for img in page.images], \
        "a build without --base-url prints no loopback link and no QR code"
    assert filled(pdf, 2) > 0.8, "the city's page is half empty"
    assert "Units on the map" not in reader.pages[2].extract_text(), "the slips share their page"
    if args == b.sheet_kind("junta").samples[0]:
        keep_png(pdf, f"coup-sheet-{paper}")
        keep_png(pdf, f"coup-map-{paper}", page=2)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_junta_city_map_prints_no_word_under_seven_and_a_half_points(site, paper):
    """The smallest words on the map (a space's type, a long name, a "Loyal" tag) print at 7.5 pt or more: no word
    on the map's page is less tall than 7.5/8 of the page number's line, which is set at 8 pt."""
    heights = word_heights(junta_sheet_pdf(site, paper, b.sheet_kind("junta").samples[0]), 2)
    footer = next(h for h, w in heights if w == "Tablero")
    assert any(w == "District" for _, w in heights), "the map is not on page 2"
    small = [(round(h / footer * 8, 2), w) for h, w in heights if h < footer * 7.5 / 8]
    assert not small, small


@pytest.mark.parametrize("players", range(2, 8))
def test_every_table_size_gets_a_three_page_coup_sheet(players):
    """2 to 7 players, Letter and A4, seed 11: the tables on one page, the city on one, the slips on one."""
    import io
    from generator import content_cache
    ctx = b.gather(content_cache.load("junta"), None, pages=False)
    for paper in ("letter", "A4"):
        reader = PdfReader(io.BytesIO(b.sheet_pdf(ctx, b.setup_sheet("junta", {"seed": 11, "players": players}), paper)))
        assert len(reader.pages) == 3, (players, paper)
