"""Names, not ids (issue 25.6), in the Guerilla sandbox at 1280 and 390 px: played in the hot seat through the
sealed deployment into the first turns, no button, prompt or log line shows an engine id (``u23_5``, ``g6``, an
id in brackets, a content id) or a lazy plural ("card(s)"); the board's group headings use the numbers the labels
use ("Group 6")."""

import re
import sys
import pathlib

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "engine"))

from test_labels_name_things import content_ids, problems_in  # noqa: E402

pytestmark = pytest.mark.browser
T = 120_000


@pytest.mark.parametrize("width", [1280, 390])
def test_guerilla_sandbox_buttons_prompts_and_log_show_names_not_ids(watched, site_url, width):
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site_url}guerilla/sandbox/index.html?seed=5&players=3")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    ids = content_ids("guerilla")
    found, buttons, turns = {}, 0, False
    for step in range(140):
        page.wait_for_function("() => document.querySelector('#sandbox').dataset.handoff || "
                               "document.querySelector('#go-on, #actions button')", timeout=T)
        if page.get_attribute("#sandbox", "data-handoff"):
            page.click("#handoff-show")
            page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)
            continue
        texts = page.locator("#actions button").all_inner_texts()
        buttons += len(texts)
        for text in texts + [page.inner_text("#prompt")]:
            for p in problems_in(text, ids):
                found.setdefault(p, text)
        turns = turns or "Phase" in page.inner_text("#prompt")
        before = page.get_attribute("#sandbox", "data-moves")
        go_on = page.locator("#go-on")
        if go_on.count():
            go_on.click()
        else:
            acts = page.locator("#actions button")
            # deploy a little, then finish; in the turns, take the first choice but never end the game's round
            done = page.locator("#actions button[data-verb='done'], #actions button[data-verb='close']")
            (done.first if done.count() and step % 3 else acts.first).click()
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{before}'", timeout=T)
        if turns and step > 60:
            break
    log = page.inner_text("#log")
    for line in log.splitlines():
        for p in problems_in(line, ids):
            found.setdefault(p, line)
    assert turns and buttons > 50
    assert not found, found
    board = page.inner_text("#board") if page.locator("#board").count() else ""
    assert not re.search(r"(?<![\w/.#-])g\d+\b", board)
    page.screenshot(path=f"tests/artifacts/sandbox-guerilla-names-{width}.png", full_page=False)
    assert watched.offsite() == [] and watched.errors == []
