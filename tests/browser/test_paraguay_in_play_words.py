"""Paraguay's "in play" box names a moving stack of one unit in the singular (the walk of issue 27: "the stack at
1020 (1 units, 11.5)")."""

import base64
import json

import pytest

import engine

pytestmark = pytest.mark.browser
T = 120_000


def test_a_moving_stack_of_one_unit_is_one_unit(watched, site_url):
    state = engine.setup("paraguay", 1865)
    pick = next(a for a in engine.actions(state, "paraguayan")
                if a["verb"] == "select" and a["label"].endswith("(1 field artillery)"))
    record = {"game": "paraguay", "kind": "game", "seed": 1865,
              "moves": [{"role": "paraguayan", "verb": "select", "arg": pick["arg"]}]}
    link = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}paraguay/sandbox/index.html?view=paraguayan#game={link}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.moves === '1'", timeout=T)
    page.wait_for_function("() => /Moving now/.test(document.getElementById('side-facts').textContent)", timeout=T)
    facts = page.inner_text("#side-facts")
    assert f"Moving now: the stack at {pick['arg']['hex']} (1 unit, 11.5)" in facts, facts
    assert watched.errors == []


def test_allied_vp_below_zero_are_written_with_the_minus_sign(watched, site_url):
    """The Allied VP fall below 0 in play (an undefeated Mendoza rebellion, 8.3): the "in play" box, the score strip
    and the board in words write them as the engine does (engine/words.py): "−1", not the hyphen-minus of "-1"."""
    inf = {"type": "infantry", "attack": 2, "defense": 3, "mf": 6}
    units = [dict(inf, id="py-a", nation="paraguay", where="1826"),
             dict(inf, id="ar-a", nation="argentina", where="1335")]
    record = {"game": "paraguay", "kind": "game", "seed": 1, "moves": [],
              "options": {"units": units, "start": {"turn": 3, "segment": "move:allied", "vp": -1}}}
    link = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{site_url}paraguay/sandbox/index.html?view=allied#game={link}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function("() => /Allied victory points/.test(document.getElementById('side-facts').textContent)",
                           timeout=T)
    facts = page.inner_text("#side-facts")
    assert "Allied victory points so far: \u22121 (4.4)" in facts, facts
    strip = page.inner_text("#score-strip")
    assert "\u22121" in strip and "-1" not in strip, strip
    words = page.text_content(".score-words")          # the board in words (folded in its details)
    assert "Allied VP \u22121" in words and "-1" not in words, words
    assert watched.errors == []
