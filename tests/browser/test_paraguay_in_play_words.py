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
