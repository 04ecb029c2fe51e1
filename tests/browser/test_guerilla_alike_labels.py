"""Guerilla's sandbox never shows two buttons that read the same (issue 27): in the sealed initial
deployment a hand holding two copies of a unit gets "…, 1 of 2 alike" and "…, 2 of 2 alike", and either button
lays a copy."""

import pytest

from test_guerilla_standing_pass import T, link

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("width", [1280, 390])
def test_the_sealed_deployment_shows_two_copies_on_buttons_that_read_apart(watched, site_url, width):
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    # seed 3, 4 players: Player 4 lays first and holds two Unit G3/R3; he has started a Government group
    page.goto(f"{site_url}guerilla/sandbox/index.html" + link([{"role": "p4", "verb": "group", "arg": "government"}],
                                                              seed=3))
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)
    page.click("#handoff-show")
    page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)
    buttons = page.locator("#actions li button")
    words = [" ".join(t.split()) for t in buttons.all_inner_texts()]
    assert len(words) == len(set(words)) and len(words) >= 3, words
    assert "Add Unit G3/R3 (Government 3), 1 of 2 alike" in words
    assert "Add Unit G3/R3 (Government 3), 2 of 2 alike" in words
    moves = page.get_attribute("#sandbox", "data-moves")
    page.locator("#actions li button", has_text="2 of 2 alike").click()
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
    after = [" ".join(t.split()) for t in buttons.all_inner_texts()]
    assert "Add Unit G3/R3 (Government 3)" in after and not any("alike" in w for w in after)
    assert watched.offsite() == [] and watched.errors == []
