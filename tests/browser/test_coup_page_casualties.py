"""Junta's coup setup page and the casualties choice (1.3) at 2 or 3 players, in real Chromium: the deal makes no
casualty below four seats, so the page refuses the request in the words of the packet page and the command line
(before: it dealt the coup without one, and its sheet and printed link said casualties); its menu says which counts
take them; "no" is the coup without them."""

import subprocess
import sys

import pytest

from generator.content import ROOT

pytestmark = pytest.mark.browser
T = 120_000
WORDS = "Casualties: yes (one may be dead or exiled) is an option for 4–7 players only (1.3), not {}"


def cli_refusal(players):
    out = subprocess.run([sys.executable, "-m", "generator", "packet", "junta", "--event-seed", "7", "--tables", "1",
                          "--players", str(players), "--casualties", "yes"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 2
    return out.stderr.strip().removeprefix("error: ")


@pytest.mark.parametrize("players", [2, 3])
def test_casualties_at_two_or_three_players_are_refused_as_the_command_line_refuses_them(watched, site_url, players):
    assert cli_refusal(players) == WORDS.format(players)
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed=7&players={players}&casualties=yes")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert page.inner_text("#error") == WORDS.format(players) + "."
    assert page.is_hidden("#sheet") and page.input_value("#casualties") == "yes"
    assert watched.errors == []


def test_the_menu_names_the_counts_and_the_form_refuses_then_deals(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed=7&players=4&casualties=yes")
    page.wait_for_selector("#sheet[data-seed='7']", timeout=T)
    assert page.locator("#casualties option").all_inner_texts() == ["None: everyone in the coup",
                                                                     "One may be dead or exiled (4–7 players)"]
    page.select_option("#players", "3")
    page.click("#seed-form button[type='submit']")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert page.inner_text("#error") == WORDS.format(3) + "."
    page.select_option("#casualties", "no")
    page.click("#seed-form button[type='submit']")
    page.wait_for_selector("#sheet:not([hidden])[data-seed='7']", timeout=T)
    assert page.is_hidden("#error") and "casualties" not in page.url
    import engine
    want = engine.get_game("junta").setup_sheet(engine.setup("junta", 7, options={"players": 3}))["fingerprint"]
    assert page.get_attribute("#sheet", "data-fingerprint") == want
    assert watched.errors == []
