"""The last move's gold outline stays on the board when the same position is drawn for another view: "View as" another
seat, the observer, a reload (before: every place dotted alike or nothing, the gold gone). The gold is the engine's
change of the public board by the last move (engine/sandbox.py), so each view outlines the same places, and none of
them is a change only one seat could see: checked against the engine's own run of the same game, under Paraguay's
fog of war (each seat sees its own stacks whole, the enemy's by top unit and size, 6.4)."""

import json

import pytest

from test_phones import ART, SIZES, T

pytestmark = pytest.mark.browser

SHOTS = ART.parent / "view-as-gold"

# the places the board's picture outlines in gold (a space's id, or a hex's)
GOLD = """() => [...new Set([...document.querySelectorAll('#board > svg .changed')].map((el) =>
  el.closest('[data-space], [data-hex]')).filter((s) => s && !s.closest('.legend, defs'))
  .map((s) => s.dataset.space || s.dataset.hex))].sort()"""


def _engine_run(seed, moves):
    """The engine's own run of the page's game (the same seed, the same random moves): the hexes the last move
    changed on the public board, and on each seat's own board."""
    from engine import bridge

    def ask(**req):
        answer = json.loads(bridge.handle(json.dumps(req)))
        assert answer["ok"], answer
        return answer
    game = bridge.get_game("paraguay")
    ask(op="sandbox_new", game="paraguay", seed=seed, role=None)
    for _ in range(moves - 1):
        ask(op="sandbox_random", game="paraguay")
    roles = (None, "allied", "paraguayan")
    before = {r: game.board(bridge.SANDBOX["state"], r)["hexes"] for r in roles}
    ask(op="sandbox_random", game="paraguay")
    out = {}
    for r, was in before.items():
        now = game.board(bridge.SANDBOX["state"], r)["hexes"]
        out[r] = {h for h in set(was) | set(now) if was.get(h) != now.get(h)}
    return out


def _moves(page):
    return int(page.get_attribute("#sandbox", "data-moves"))


def _view(page, role):
    page.select_option("#view-as", role)
    confirm = page.locator("#view-confirm-yes")
    if confirm.is_visible():           # another person's own view: the page asks first
        confirm.click()
    page.wait_for_function(f"() => document.getElementById('view-as').value === '{role}'"
                           " && document.querySelector('#board > svg')", timeout=T)
    page.wait_for_timeout(300)


@pytest.mark.parametrize("size", ["390", "1280"])
def test_the_last_moves_gold_is_drawn_in_every_view_and_after_a_reload(browser, site_url, size):
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}paraguay/sandbox/index.html?seed=5&view=")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    gold = []
    while not gold:                     # random moves, seen by the observer, until one changes the public board
        moves = _moves(page)
        assert moves < 40, "forty random moves and no gold outline"
        page.click("#random-move")
        page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
        page.wait_for_timeout(200)
        gold = page.evaluate(GOLD)
    seen = _engine_run(5, _moves(page))
    assert set(gold) == seen[None], (gold, seen)          # the observer's gold: the public board's change
    SHOTS.mkdir(parents=True, exist_ok=True)
    for role in ("allied", "paraguayan", "acting"):
        _view(page, role)
        now = page.evaluate(GOLD)
        assert now == gold, (role, now, gold)             # the same gold in every view
        if role != "acting":
            assert set(now) <= seen[role], (role, now)    # and each a change this seat saw on its own board
        page.screenshot(path=str(SHOTS / f"paraguay-{role}-{size}.png"))
    _view(page, "allied")
    moves = _moves(page)
    page.reload()
    page.wait_for_selector(f"#sandbox[data-saved='{moves}']", state="attached", timeout=T)
    page.wait_for_timeout(500)
    assert page.get_attribute("#view-as", "value") is None or page.evaluate(
        "document.getElementById('view-as').value") == "allied"
    assert page.evaluate(GOLD) == gold                    # a reload draws it again
    page.screenshot(path=str(SHOTS / f"paraguay-reload-{size}.png"))
    assert errors == []
    context.close()
