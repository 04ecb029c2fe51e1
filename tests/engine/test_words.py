"""The table's words (issue 27): a faction as a subject takes its verb in its own number ("the
Government chooses", "the Tupamaros choose", "the Rebels win"), a count agrees with its noun ("1 Marines unit",
"1 die", "a single unit"), and players read names, not ids ("Argentina 2", "siege artillery")."""

import engine
from engine import endgame, fuzz
from engine.core import Context

import junta_kit
import paraguay_kit as pkit


def test_agree_gives_a_singular_subject_the_s_form_and_leaves_a_plural_one_alone():
    from engine.words import agree
    assert agree("The Government", "choose") == "The Government chooses"
    assert agree("The Tupamaros", "choose", plural=True) == "The Tupamaros choose"
    assert agree("The Government", "pass") == "The Government passes"
    assert agree("the Rebels", "win", True) == "the Rebels win"
    assert agree("the Government", "win") == "the Government wins"
    assert agree("The Government", "are now") == "The Government is now"
    assert agree("1 hex", "are") == "1 hex is" and agree("3 hexes", "are", True) == "3 hexes are"
    assert agree("it", "try") == "it tries" and agree("it", "play") == "it plays" and agree("it", "go") == "it goes"


def first_moves(game, seed, n, options=None):
    """The first ``n`` moves of a game, each the first legal action of the first role asked."""
    st = engine.setup(game, seed, options=options) if options else engine.setup(game, seed)
    for _ in range(n):
        active = engine.view(st, None)["active"]
        if not active:
            break
        role = active[0] if isinstance(active, list) else active
        acts = engine.actions(st, role)
        if not acts:
            break
        st = engine.apply(st, role, acts[0]["verb"], acts[0]["arg"])
    return st


def test_uruguay_says_the_government_chooses_and_the_tupamaros_choose():
    st = first_moves("uruguay", 1, 60)
    lines = [e["text"] for e in st["log"]]
    assert any(t.startswith("The Government chooses the ") for t in lines)
    assert any(t.startswith("The Tupamaros choose the ") for t in lines)
    assert not any(t.startswith(("Government choose", "Government pass", "Government are", "Government execute"))
                   for t in lines)
    assert any(t.startswith(("The Government is now 1st Eligible", "The Tupamaros are now 1st Eligible"))
               for t in lines)


def test_uruguay_card_title_ending_in_a_question_mark_takes_no_full_stop():
    game = engine.get_game("uruguay")
    st = engine.setup("uruguay", 1)
    st["deck"].insert(0, "U1")
    game._reveal(Context(st, None))
    text = st["log"][-1]["text"]
    assert text == 'Card revealed: U1 "Robin Hood Guerrillas" or Criminals?'


def test_junta_counts_a_plural_named_kind_in_units():
    from engine.games.junta.model import unit_count
    assert unit_count("Marines", 1) == "1 Marines unit" and unit_count("Paratroopers", 2) == "2 Paratroopers units"
    assert unit_count("Palace Guard", 2) == "2 Palace Guards" and unit_count("Infantry", 1) == "1 Infantry"
    st = junta_kit.act(junta_kit.coup(), "p2", "land", "marines_1")
    st = junta_kit.act(st, "p2", "space", "waterfront")
    st = junta_kit.act(st, "p2", "move")
    st = junta_kit.act(st, "p2", "space", "waterfront")
    dest = junta_kit.args(st, "p2", "space")[0]
    st = junta_kit.act(st, "p2", "space", dest)
    assert "Player 2 moves 1 Marines unit from Waterfront to " in junta_kit.log_text(st)


def test_junta_bot_says_stronger_when_it_is_stronger():
    from engine.games.junta.bot import Steady
    bot = Steady.__new__(Steady)
    act = {"verb": "attack", "arg": "plaza", "label": "Attack in Plaza", "rule": "5.3"}
    ctx = {"strength": {"plaza": (15, 1)}, "cause": None, "static": {}, "loyal_now": False, "side": "rebels",
           "held": 0}
    _, why = bot.score(ctx, act)
    assert "stronger than the foe there (15 against 1)" in why
    ctx["strength"]["plaza"] = (4, 4)
    assert "as strong as the foe there (4 against 4)" in bot.score(ctx, act)[1]
    ctx["strength"]["plaza"] = (3, 0)
    assert "weaker" not in bot.score(ctx, act)[1]


def test_guerilla_a_round_is_won_by_the_rebels_or_the_government():
    st = fuzz.playout("guerilla", 3304, options={"players": 3})[0]
    lines = [e["text"] for e in st["log"] if e["rule"] == "10.4"]
    assert lines and all(": the Rebels win" in t or ": the Government wins" in t for t in lines)


def test_paraguay_names_nations_and_hexes_and_a_single_unit():
    from engine.games.paraguay.movement import stack_words
    assert stack_words(1) == "a single unit" and stack_words(3) == "a stack of 3 units"
    m = pkit.board()
    m = pkit.mark(m, "1331", name="Humaitá")
    units = [pkit.inf("br-a", "brazil", "1330"), pkit.inf("py-a", "paraguay", "1636")]
    st = pkit.game(units, m, turn=3, segment="move:allied")
    st = pkit.move(st, "allied", "1330", ["1331"])
    log = pkit.log(st)
    assert "Allied: a single unit moves from 1330 to Humaitá (1331)" in log and "->" not in log


def test_paraguay_replacement_steps_name_the_nations():
    st = engine.setup("paraguay", 1)
    game = engine.get_game("paraguay")
    st["pg"]["rp"] = {"argentina": 2, "brazil": 4}
    frame = {"side": "allied"}
    from engine.games.paraguay.reinforce import ArriveStep
    text = ArriveStep().prompt(game, st, frame, "allied")
    assert "replacement steps: Argentina 2, Brazil 4" in text


def test_paraguay_end_screen_secrets_name_unit_types_and_hexes():
    st = engine.setup("paraguay", 1)
    st["result"] = {"winner": "allied", "title": "Allied victory", "rule": "4.3", "vp": 0}
    items = [i for s in endgame.summary(engine.get_game("paraguay"), st)["secrets"] for i in s["items"]]
    assert any("siege artillery" in i for i in items) or any("field artillery" in i for i in items)
    assert not any("_" in i for i in items)
    assert any(i.startswith("Humaitá (") for i in items)


def test_uruguays_computer_reasons_count_in_the_right_number():
    """The steady bots' reasons over two whole games say "1 Government cube there", "1 Cell", "1 foe": never a
    count of one with a plural noun, nor "chit(s)" (a log once read "1 Government cubes there")."""
    import re
    from engine import apply, bots, setup
    made = bots.make("uruguay", "steady")
    bad, said = [], 0
    for seed in (3, 4):
        state = setup("uruguay", seed)
        memory = {r: {} for r in state["roles"]}
        while state["result"] is None:
            role = bots.acting(state)
            act, why = bots.decide(state, role, made, bots.seat_rng(role, state["moves"]), memory[role],
                                   bots.Budget())
            said += 1
            if re.search(r"(?<![\d.])1 (Government cubes|Cells|foes|Safe Houses|Supply chits)\b|\(s\)", why):
                bad.append(why)
            state = apply(state, role, act["verb"], act["arg"])
    assert said > 100 and bad == [], bad[:5]


def test_the_end_of_a_game_without_a_title_names_the_winner_without_a_verb():
    """engine/endgame.py's fallback title was "{name} win" ("Player 3 win"); every game gives its own title, and
    without one the end names the winner alone, with no verb to agree."""
    st = engine.setup("guerilla", 1, options={"players": 3})
    st["result"] = {"winner": "p3", "reason": "Player 3 has the highest total", "rule": "10.6"}
    s = endgame.summary(engine.get_game("guerilla"), st)
    assert s["title"] == "Player 3" and s["winner_name"] == "Player 3"
    st["result"] = {"winner": None, "reason": "", "rule": None}
    assert endgame.summary(engine.get_game("uruguay"), dict(engine.setup("uruguay", 1), result=st["result"]))[
        "title"] == "The game is over"


def test_guerilla_draw_pile_counts_a_single_card():
    from engine.games.guerilla import svg
    assert ">1 card<" in "".join(svg._piles(_GuerillaTable(1), 0, ()))
    assert ">2 cards<" in "".join(svg._piles(_GuerillaTable(2), 0, ()))


class _GuerillaTable:
    """The little of a table layout that the piles' drawing reads."""

    def __init__(self, n):
        self.b, self.hand_w = {"deck_size": n, "discard_size": 0}, 120


def test_uruguay_event_choices_name_the_upper_and_lower_event_text():
    """An Event card's two options say which text of the card they play, in the card's own terms (5.2): the upper
    and the lower Event text; before: "(top)" and "(bottom)", which a reader could take for the deck or for the
    Breaking News at the card's foot."""
    import uruguay_kit as ukit
    st = ukit.setup(1)
    st = dict(st, current="U5")
    st["turn"] = dict(st["turn"], boxes={})
    st = ukit.answer(ukit._start(st, "faction_turn", role="tupamaros", slot=0), "tupamaros", "box", "event")
    labels = [a["label"] for a in engine.actions(st, "tupamaros") if a["verb"] == "event"]
    assert labels == ["Military assist police (upper Event text)", "People's Prison moved (lower Event text)"]


def test_counts_sets_runs_with_an_en_dash_and_the_last_with_or():
    from engine.words import counts
    assert counts([4]) == "4"
    assert counts([4, 6]) == "4 or 6"
    assert counts([4, 5, 6, 7]) == "4\u20137"
    assert counts([7, 2, 4, 5]) == "2, 4\u20135 or 7"
