""""Why not?" in the sandbox (issue 25.4): clicking a space the decider may not choose now shows, under the
decision, one line from the engine with the rule linked; keyboard users ask the same from the list."""

import pytest

pytestmark = pytest.mark.browser
T = 120_000

CASES = {      # game: (query, the decider's view, a space that is not a choice, the rule the answer names)
    "uruguay": ("seed=5&view=tupamaros", "aguada", "2.1"),
    # Junta: the Movement turn's menu outlines no space (its cards are played from the list): its own rule, not 4.7's
    "junta": ("seed=12&players=4&view=p2", "barracks_1", "4.1"),
    "guerilla": ("seed=3&players=4&view=p1", "deck", None),
    "paraguay": ("seed=3&view=paraguayan", "1016", "11.5"),
}


def open_sandbox(page, site_url, gid, query):
    page.goto(f"{site_url}{gid}/sandbox/index.html?{query}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)


@pytest.mark.parametrize("gid", sorted(CASES))
def test_a_refused_space_says_why_with_its_rule(watched, site_url, gid):
    page = watched.page
    query, target, rule = CASES[gid]
    open_sandbox(page, site_url, gid, query)
    space = page.locator(f'#board g.space[data-space="{target}"]').first
    assert "is-legal" not in (space.get_attribute("class") or "")
    # a click on what the space draws (a plain Paraguay hex over the still ground draws nothing until marked: the
    # space itself, whose points it carries)
    (space.locator("*").first if space.locator("*").count() else space).dispatch_event("click")
    line = page.locator("#why-not")
    page.wait_for_selector("#why-not:has-text('Why not:')", timeout=T)
    assert line.get_attribute("aria-live") == "polite"
    link = line.locator("a.ruleref")
    assert link.count() == 1 and "rules/index.html#" in link.get_attribute("href")
    if rule:
        assert link.inner_text() == rule
    assert int(page.get_attribute("#sandbox", "data-moves")) == 0        # nothing was played
    # the keyboard's picker fills its column at a desk's width (it was as wide as its longest entry, so the narrow
    # column cut a closed entry mid-letter): the select or the Ask beside it reaches the column's edge, and a long
    # entry ends in an ellipsis when closed
    fit = page.evaluate("""() => {
      const form = document.querySelector('.why-not-ask'), sel = form.querySelector('select'),
            ask = form.querySelector('button'), box = form.parentElement, cs = getComputedStyle(box);
      const edge = box.getBoundingClientRect().right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth);
      const s = sel.getBoundingClientRect(), a = ask.getBoundingClientRect();
      const right = Math.abs(a.top - s.top) < s.height ? a.right : s.right;     // Ask beside the select, or under it
      return {gap: Math.round(edge - right), overflow: getComputedStyle(sel).textOverflow};
    }""")
    assert fit == {"gap": 0, "overflow": "ellipsis"}, fit
    assert watched.errors == []


PLAIN_HEX_CENTRE = """() => {
  // a plain hex (it draws nothing of its own over the still ground) that is not a choice, its centre on screen
  const svg = document.querySelector("#board svg");
  svg.scrollIntoView({block: "center"});
  const box = svg.getBoundingClientRect();
  for (const g of svg.querySelectorAll("g.space[data-space][data-points]")) {
    if (g.childElementCount || (g.getAttribute("class") || "").includes("is-legal")) continue;
    const v = g.dataset.points.trim().split(/[\\s,]+/).map(Number);
    let x = 0, y = 0;
    for (let i = 0; i < v.length; i += 2) { x += v[i]; y += v[i + 1]; }
    const p = new DOMPoint(2 * x / v.length, 2 * y / v.length).matrixTransform(g.parentNode.getScreenCTM());
    const inView = p.x > box.left + 20 && p.x < box.right - 20 && p.y > Math.max(box.top, 0) + 20
      && p.y < Math.min(box.bottom, innerHeight) - 20;
    const top = document.elementFromPoint(p.x, p.y);
    if (inView && top && !top.closest(".hit, [data-piece]")) return [g.dataset.space, p.x, p.y];
  }
  return null;
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_a_tap_inside_a_plain_paraguay_hex_says_why(watched, site_url, width):
    """A plain hex draws nothing of its own over the map's still ground (issue 25.11): a real click or tap inside
    it still finds its hex (by its outline's points) and asks why not."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 844 if width < 600 else 800})
    open_sandbox(page, site_url, "paraguay", CASES["paraguay"][0])
    found = page.evaluate(PLAIN_HEX_CENTRE)
    assert found, "no plain hex in view"
    hexid, x, y = found
    page.mouse.click(x, y)
    page.wait_for_selector("#why-not:has-text('Why not:')", timeout=T)
    assert hexid in page.inner_text("#why-not")                          # the hex under the tap, by its number
    assert page.locator("#why-not a.ruleref").count() == 1
    assert int(page.get_attribute("#sandbox", "data-moves")) == 0
    assert watched.errors == []


def test_paraguay_click_and_keyboard(watched, site_url):
    page = watched.page
    open_sandbox(page, site_url, "paraguay", CASES["paraguay"][0])
    page.select_option("#why-not-target", "1016")                       # the keyboard's way: pick, then Ask
    # the picker's empty choice in the game's own words (issue 27's walk: "a space of the board…" everywhere)
    assert page.inner_text("#why-not-target option >> nth=0") == "a hex of the map…"
    page.locator(".why-not-ask button").press("Enter")
    page.wait_for_selector("#why-not:has-text('no unit in 1016')", timeout=T)
    assert page.inner_text("#why-not") == "Why not: You have no unit in 1016 to move (rule 11.5)."
    legal = page.get_attribute("#board .hit >> nth=0", "data-space")
    page.select_option("#why-not-target", legal)
    page.locator(".why-not-ask button").click()
    page.wait_for_selector("#why-not:has-text('a legal choice')", timeout=T)
    assert watched.errors == []


def test_a_rule_number_opens_its_text_over_the_game(watched, site_url):
    """Issue 25.5: the rule number of a "why not" (and of a button) opens the rule's text in a dialog, the game
    stays where it is."""
    page = watched.page
    open_sandbox(page, site_url, "paraguay", CASES["paraguay"][0])
    before = page.url
    page.select_option("#why-not-target", "1016")
    page.locator(".why-not-ask button").click()
    page.wait_for_selector("#why-not a.ruleref", timeout=T)
    page.click("#why-not a.ruleref")
    page.wait_for_selector("#rule-popover[open] #rule-popover-h", timeout=T)
    assert "11.5" in page.inner_text("#rule-popover-h") and page.url == before
    # Close sits at the dialog's top and stays there when the rule is scrolled to its foot (issue 27's table walk:
    # on a phone it was only at the foot of a long rule)
    gap = page.evaluate("""() => {
      const box = document.getElementById('rule-popover');
      box.scrollTop = box.scrollHeight;
      const close = box.querySelector('.rule-popover-close').getBoundingClientRect();
      const body = box.querySelector('.rule-popover-body').getBoundingClientRect();
      return { top: close.top - box.getBoundingClientRect().top, before: close.bottom <= body.top + box.scrollTop + 1 };
    }""")
    assert 0 <= gap["top"] < 60 and gap["before"], gap
    page.click("#rule-popover .rule-popover-close")
    assert not page.locator("#rule-popover[open]").count()
    page.click("#actions a.ruleref >> nth=0")                  # a button's rule, the same way
    page.wait_for_selector("#rule-popover[open] #rule-popover-h", timeout=T)
    assert page.url == before and watched.errors == []


def test_a_piece_tapped_on_a_space_answers_for_the_space(watched, site_url):
    """Before: the Police drawn in the Armory, tapped while the Tupamaros place the People's Prison, answered about
    Police ("not one of the 3 choices"), a kind of piece that says nothing of where it stands. Pieces are not what
    this decision picks, so the answer is about the Armory: no Safe House there (2.1)."""
    page = watched.page
    open_sandbox(page, site_url, "uruguay", "seed=3&view=tupamaros")
    page.locator('#board g.space[data-space="armory"] [data-piece="police"]').first.dispatch_event("click")
    page.wait_for_selector("#why-not:has-text('Why not:')", timeout=T)
    text = page.inner_text("#why-not")
    assert "Armory has none" in text and "Police" not in text, text
    assert page.locator("#why-not a.ruleref").inner_text() == "2.1"
    # a piece on a space that is a choice: that space is the answer (a legal choice), not the piece
    page.locator('#board g.space[data-space="villa_del_cerro"] [data-piece="police"]').first.dispatch_event("click")
    page.wait_for_selector("#why-not:has-text('a legal choice now')", timeout=T)
    assert int(page.get_attribute("#sandbox", "data-moves")) == 0
    assert watched.errors == []


@pytest.mark.parametrize("players", [4, 5])
def test_the_pickers_entries_tell_apart_what_they_name(watched, site_url, players):
    """Before: Guerilla's picker listed every card of the hand as "In your hand", seven entries alike (a card's
    picture is titled "In your hand: Supply Cut (…)" and the picker kept only the words before the colon). Each
    entry now names its own card, with the words in brackets only where they tell two apart; two cards alike in
    every word are counted (seed 3, five players: Player 1 holds two Arms Caches)."""
    page = watched.page
    open_sandbox(page, site_url, "guerilla", f"seed=3&players={players}&view=p1")
    page.wait_for_function("() => document.querySelectorAll('#why-not-target option').length > 3", timeout=T)
    entries = [tuple(e) for e in page.eval_on_selector_all(
        "#why-not-target option", "os => os.map(o => [o.value, o.textContent])")]
    titles = dict(page.eval_on_selector_all(
        "#board g.space[data-space]", "gs => gs.map(g => [g.dataset.space, g.querySelector('title').textContent])"))
    texts = [text for _, text in entries]
    assert len(set(texts)) == len(texts), texts
    hand = [(v, text) for v, text in entries if titles.get(v, "").startswith("In your hand:")]
    assert len(hand) >= 2, entries
    for value, text in hand:                    # the card's own name is in its entry
        card = titles[value].split(":", 1)[1].split(" (")[0].strip()
        assert card in text, (card, text)
        if "Unit card" not in card:             # one of its kind: no brackets needed
            assert " (" not in text, text
    if players == 5:
        assert [t for t in texts if "Arms Cache" in t] == ["In your hand: Arms Cache, 1 of 2 alike",
                                                           "In your hand: Arms Cache, 2 of 2 alike"], texts
    # the other entries keep their short names: a seat by its name, the piles by theirs
    assert ("p2", "Player 2") in entries and ("deck", "Draw pile") in entries, entries
    assert watched.errors == []
