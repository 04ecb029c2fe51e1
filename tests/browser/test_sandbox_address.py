"""Bad input in the address, round two (issue 23.5, 23.6 page side, 23.10): a crafted player count is refused at
once with the engine's message; a long link replays with a progress message; unknown, out-of-range or repeated
values say on the page what was used instead; a #game= link opened over the sandbox is followed; a link's
hidden_seed is not believed (its seed is in the link)."""

import base64
import json
import time

import pytest

pytestmark = pytest.mark.browser
T = 120_000


def link(value):
    return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")


def ready(page):
    page.wait_for_selector("body[data-engine='ready']", timeout=T)


@pytest.mark.parametrize("count", [100_000, 10**9])
def test_a_crafted_player_count_gets_the_engines_message_at_once(watched, site_url, count):
    page = watched.page
    page.goto(f"{site_url}junta/sandbox/index.html#game={link({'seed': 3, 'options': {'players': count}, 'moves': []})}")
    ready(page)
    began = time.monotonic()
    page.wait_for_selector("#error:not([hidden])", timeout=20_000)
    assert time.monotonic() - began < 20
    assert f"players must be a whole number from 2 to 7, got '{count}'" in page.inner_text("#error")
    assert page.locator("#view-as option").count() <= 9                 # never a menu of 100000 seats
    assert watched.errors == []


def test_a_crafted_player_count_in_a_file_is_refused_too(watched, site_url, tmp_path):
    page = watched.page
    page.goto(f"{site_url}guerilla/sandbox/index.html?seed=3&players=3")
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    path = tmp_path / "crafted.json"
    path.write_text(json.dumps({"game": "guerilla", "seed": 3, "options": {"players": 10**9}, "moves": []}))
    page.set_input_files("#load-file", str(path))
    page.wait_for_selector("#error:not([hidden])", timeout=20_000)
    assert "players must be a whole number from 3 to 6" in page.inner_text("#error")
    assert page.locator("#view-as option").count() <= 8
    assert watched.errors == []


# Every text the engine status line shows, in order (installed before the page's scripts).
STATUS_LOG = """window.__status = [];
new MutationObserver(() => {
  const s = document.getElementById("engine-status");
  if (s && window.__status[window.__status.length - 1] !== s.textContent) window.__status.push(s.textContent);
}).observe(document, { subtree: true, childList: true, characterData: true });"""


def test_a_long_link_replays_with_a_progress_message(watched, site_url):
    from engine import bridge
    bridge.handle(json.dumps({"op": "sandbox_new", "game": "uruguay", "seed": 31}))
    answer = json.loads(bridge.handle(json.dumps({"op": "sandbox_next_card"})))
    while answer["moves"] < 150 and not answer["view"]["result"]:
        answer = json.loads(bridge.handle(json.dumps({"op": "sandbox_next_card"})))
    rec = json.loads(bridge.handle(json.dumps({"op": "sandbox_export"})))["record"]
    n = len(rec["moves"])
    page = watched.page
    page.add_init_script(STATUS_LOG)
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=#game={link(rec)}")
    ready(page)
    page.wait_for_selector(f"#sandbox[data-saved='{n}']", timeout=T)
    said = page.evaluate("() => window.__status")
    assert f"Replaying the linked game: {n:,} moves…" in said, said
    assert page.get_attribute("#sandbox", "data-moves") == str(n)
    assert not page.inner_text("#engine-status").startswith("Replaying")
    assert watched.errors == []


@pytest.mark.parametrize("query, words", [
    ("uruguay/sandbox/index.html?seed=5&solo=yes", '"yes" is not a value of solo (1: multi-hand solo, 0: the usual game): dealing the usual game.'),
    ("junta/sandbox/index.html?seed=5&players=4&solo=1", 'Junta has no multi-hand solo variant: "solo=1" in the address is ignored.'),
    ("junta/sandbox/index.html?seed=5&seed=6&players=4", '"seed" is given 2 times in the address ("5", "6"): using the first.'),
    ("paraguay/sandbox/index.html?seed=5&view=allied&view=paraguayan", '"view" is given 2 times in the address ("allied", "paraguayan"): using the first.'),
])
def test_a_sandbox_says_what_it_used_instead_of_an_address_value(watched, site_url, query, words):
    page = watched.page
    page.goto(f"{site_url}{query}")
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    assert words in page.inner_text("#error")
    if "seed=5&seed=6" in query:
        assert page.input_value("#seed") == "5"
    if "solo=yes" in query:
        assert not page.is_checked("#solo")
    if "view=allied" in query:
        assert page.input_value("#view-as") == "allied"
    assert watched.errors == []


def _packet_note(watched, url, width):
    """The packet page at ``url`` and ``width``, once its engine has listed the tables: (page, its address note)."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(url)
    page.wait_for_selector("body[data-packet]", timeout=T)
    return page, page.inner_text("#address-note")


@pytest.mark.parametrize("width", [1280, 390])
def test_the_packet_page_says_what_it_used_for_same_and_a_repeated_value(watched, site_url, width):
    page, note = _packet_note(watched, f"{site_url}uruguay/packet/index.html?event_seed=7&tables=2&tables=5&same=2",
                              width)
    assert '"2" is not a value of same' in note and "a different setup at each table is used" in note
    assert '"tables" is given 2 times in the address ("2", "5"): using the first.' in note
    assert page.is_checked("#same-0") and page.locator("#packet-tables, [data-list='tables'] tr").count() >= 1
    assert page.locator("[data-list='tables'] tr").count() == 2
    page.screenshot(path=f"tests/artifacts/packet-address-note-{width}.png")
    page.click("#packet-form button[type='submit']")          # the form's values: the note is gone
    page.wait_for_selector("#address-note[hidden]", state="attached", timeout=T)
    assert watched.errors == []


def test_a_seed_page_says_which_of_a_repeated_seed_it_used(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/deck/index.html?seed=11&seed=12")
    page.wait_for_selector("#sheet[data-seed='11']", timeout=T)
    assert '"seed" is given 2 times in the address ("11", "12"): using the first.' in page.inner_text("#address-note")
    assert watched.errors == []


@pytest.mark.parametrize("query, words", [
    ("uruguay/deck/index.html?sead=42",
     '"sead" is not a name this page reads in its address (meant "seed"?), so it is ignored; the page reads seed, fp.'
     " The address gives no seed, so a random one is drawn."),
    ("junta/scenario/index.html?seed=5&Player=4&colour=red",
     '"Player" is not a name this page reads in its address (meant "players"?), so it is ignored; the page reads '
     'seed, players, casualties, fp. "colour" is not a name this page reads in its address, so it is ignored;'),
    ("guerilla/deal/index.html?seed=9&players=4&merc=2",
     '"merc" is not a name this page reads in its address (meant "mercenaries"?), so it is ignored;'),
])
def test_a_seed_page_names_an_address_name_it_does_not_read(watched, site_url, query, words):
    page = watched.page
    page.goto(f"{site_url}{query}")
    page.wait_for_selector("#sheet[data-seed]", state="attached", timeout=T)
    note = page.inner_text("#address-note")
    assert words in note, note
    if "seed=" in query:
        assert "random" not in note and page.get_attribute("#sheet", "data-seed") == query.split("seed=")[1][:1]
    page.click("#seed-form button[type='submit']")      # the form's values: the unread names leave the address
    page.wait_for_selector("#address-note[hidden]", state="attached", timeout=T)
    assert not any(bad in page.url for bad in ("sead", "Player", "colour", "merc="))
    assert watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_the_packet_page_names_a_misspelt_event_seed(watched, site_url, width):
    page, note = _packet_note(watched, f"{site_url}guerilla/packet/index.html?event-seed=2026&tables=3&players=4",
                              width)
    assert ('"event-seed" is not a name this page reads in its address (meant "event_seed"?), so it is ignored; the '
            "page reads event_seed, tables, players, same, paper, title, seating, mercenaries. The address gives no "
            "event seed, so a random one is drawn.") in note, note
    assert page.input_value("#tables") == "3" and page.input_value("#players") == "4"
    assert "event-seed" not in page.url
    page.screenshot(path=f"tests/artifacts/packet-unread-name-{width}.png")
    assert watched.errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_an_example_step_out_of_range_says_which_step_is_shown(watched, site_url, width):
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site_url}uruguay/examples/op-arrest/index.html#step-99")
    count = page.get_attribute("#stepper", "data-count")
    page.wait_for_selector(f"#stepper[data-shown='{count}']", timeout=T)
    assert f"This example has no step 99 (it has {count}): showing step {count}." in page.inner_text("#address-note")
    page.screenshot(path=f"tests/artifacts/example-address-note-{width}.png")
    page.goto(f"{site_url}uruguay/examples/op-arrest/index.html#step-1-move-40")
    page.wait_for_selector("#stepper[data-shown='1']", timeout=T)
    page.wait_for_function("() => document.querySelector('#address-note') && "
                           "document.querySelector('#address-note').textContent.includes('not 40')", timeout=T)
    assert "showing the end of the step" in page.inner_text("#address-note")
    page.click("button[data-go='next']")                    # the reader moves on: the note goes
    assert page.locator("#address-note").is_hidden()
    assert watched.errors == []


def test_a_game_link_opened_over_the_sandbox_is_followed(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5&view=")
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.click("#random-move")
    page.wait_for_selector("#sandbox[data-saved='1']", timeout=T)
    page.evaluate(f"() => {{ window.location.hash = 'game={link({'seed': 77, 'moves': []})}'; }}")
    page.wait_for_function("() => document.querySelector('#seed').value === '77'", timeout=T)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.wait_for_function("() => /#saved=[0-9a-f]{18}$/.test(location.href)", timeout=T)
    assert watched.errors == []


def test_a_forged_hidden_seed_in_a_link_is_shown_as_public(watched, site_url):
    page = watched.page
    rec = {"game": "uruguay", "seed": 1234, "hidden_seed": True, "moves": []}
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=#game={link(rec)}")
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    assert page.input_value("#seed") == "1234"                   # the link holds its seed: it is public
    page.reload()
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    assert "Your last game is back (seed 1234, move 0)" in page.inner_text("#engine-status")
    assert page.input_value("#seed") == "1234"
    assert watched.errors == []


@pytest.mark.parametrize("how", ["link", "file"])
def test_a_link_or_a_file_says_which_game_came_on_one_line(watched, site_url, tmp_path, how):
    """A reload says "Your last game is back (seed …, move …)"; a link or a file opened says as much ("The linked
    game is open", "The file's game is open": before, the status fell back to "Rules engine ready."). On a phone
    the line stays one line even with the longest seed (cut short with "…", the whole in its title), so the table
    under it sits where it will sit once play goes on (the hot seat's screens must all look alike)."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    seed = 9007199254740991
    rec = {"game": "junta", "kind": "game", "seed": seed, "options": {"players": 5}, "moves": []}
    if how == "link":
        page.goto(f"{site_url}junta/sandbox/index.html?view=acting#game={link(rec)}")
        ready(page)
    else:
        page.goto(f"{site_url}junta/sandbox/index.html?seed=4")
        ready(page)
        page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
        path = tmp_path / "game.json"
        path.write_text(json.dumps(rec))
        page.set_input_files("#load-file", str(path))
    page.wait_for_function(f"() => document.querySelector('#seed').value === '{seed}'", timeout=T)
    said = "The linked game is open" if how == "link" else "The file's game is open"
    page.wait_for_function(f"() => document.getElementById('engine-status').textContent.startsWith({said!r})",
                           timeout=T)
    text = page.inner_text("#engine-status")
    assert text == f"{said} (seed {seed}, move 0).", text
    one = page.evaluate("() => { const s = document.getElementById('engine-status');"
                        " const line = parseFloat(getComputedStyle(s).lineHeight) ||"
                        " 1.5 * parseFloat(getComputedStyle(s).fontSize); return s.clientHeight / line; }")
    assert one < 1.5, one                        # one line, not two
    assert page.get_attribute("#engine-status .one-line", "title") == text
    page.click("#handoff-show")                            # Player 1 takes the device, then moves:
    page.locator("#actions li button").first.click()      # once play goes on, the usual line again
    page.wait_for_function(f"() => !document.getElementById('engine-status').textContent.startsWith({said!r})",
                           timeout=T)
    assert watched.errors == []


def test_on_a_phone_a_reloaded_games_line_is_read_whole_with_a_six_digit_seed(watched, site_url):
    """Issue 27's table walk: at 390 px "Your last game is back (seed 424243, move 2…" lost its end to the "…"; the
    line stays one line and now holds a six-digit seed and the move whole (a longer seed is still cut, its title
    whole)."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    rec = {"game": "uruguay", "seed": 424243, "moves": []}
    page.goto(f"{site_url}uruguay/sandbox/index.html?view=#game={link(rec)}")
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    page.reload()
    ready(page)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    line = page.locator("#engine-status .one-line")
    assert line.inner_text() == "Your last game is back (seed 424243, move 0)."
    # and the longest line of the walk, a link opened at move 238, in the same place
    cut = page.evaluate("() => { const l = document.querySelector('#engine-status .one-line');"
                        " l.textContent = 'The linked game is open (seed 424243, move 238).';"
                        " return l.scrollWidth - l.clientWidth; }")
    assert cut <= 0, cut
    assert watched.errors == []
