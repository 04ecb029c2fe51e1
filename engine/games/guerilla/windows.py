"""The response windows of out-of-turn cards (docs/GUERILLA.md 8.6, 8.7, 8.8) and the Informant's retreat.

Out-of-turn cards (Informant, Atrocities/Press, Bodyguard) are answered in windows whose opening and whose
askees depend only on public facts: every player with a card in hand is asked at once (a sealed ``AskEach``),
and every one of them gets the very same question, whatever he holds: the same prompt, the same options in the
same order, "no response" always among them. A card chosen by a player who does not hold it counts as no
response (a line in his own log says so), so neither the question, nor its size, nor the time it takes tells
anyone what is in a hand; only the answerer's own screen marks the answers his hand cannot carry out (``marked``,
drawn from his hand, which his view shows anyway). The player whose turn it is answers last (``last``): a hot
seat ends its round of the table with him, where play goes on. (A defender's Ambush is asked in the battle
itself, attack.py, on the same terms.)

The standing pass (8.12, a table convenience of this site, not a rule of the game): every window offers every
askee alike one more answer, "pass now and until my next turn". It counts as no response and is
declared openly (a public log line; the view lists the standing passes, ``Guerilla.board``). From then on
``window`` does not ask that player, except in a window about an attack on his own group or leader (``own``: the
defender, the leader's owner; public), until his own next turn begins (``lapse_standing``, turn.py) or the round
ends (scoring.py), each logged. It covers the windows only: the defender's own Ambush question (attack.py) is
still asked, and so is the owner of a group an Informant lets retreat. Whom a window asks still rests on public
facts alone: the hand sizes and these open declarations. The list lives in the round (``standing``, seat order)
and only while somebody has one, so a game where nobody declares one keeps the state it always had.
"""

from ...words import count
from . import supply
from .bookkeeping import holding, use_card
from .model import FNAME


def can_retreat(x, tg, spec):
    """An Informant lets an attacked Rebel group retreat to its owner's hand: not an isolated group, not a
    complex (its garrison may go), not a leader who alone garrisons a complex (8.8)."""
    if tg["faction"] != "rebel" or x.isolated(tg):
        return False
    if tg["complex"]:
        return bool(tg["units"])
    return True


def retreat(x, g, rule):
    """The group's troops go back to the owner's hand; a complex stays behind (8.8)."""
    cards = ([g["leader"]] if g["leader"] else []) + list(g["units"])
    g["leader"], g["units"] = None, []
    x.hand(g["owner"]).extend(cards)
    x.log(rule, f"{x.pname(g['owner'])}'s {x.gname(g)} retreats: {count(len(cards), 'card')} back to hand"
                + (f"; {x.cname(g['complex'])} is left behind." if g["complex"] else "."))
    for v in supply.cutters_victims(x, g):
        supply.end_isolation(x, v, rule, "the Rebel group cutting its supply retreated")
    if not g["complex"]:
        x.s["groups"].remove(g)


STANDING = "8.12"
STAND = "stand_pass"          # the verb of the standing pass
STAND_NOTE = "(unless my group or leader is attacked)"


def standing(x):
    """The players with a standing pass, in seat order (public)."""
    return list(x.rnd.get("standing", ()))


def window(x, prompt, options, rule, skip=(), own=(), key=None, about=None):
    """Ask every player with a card in hand (hand sizes are public), but ``skip`` and those with a standing pass
    (8.12) other than ``own`` (whose group or leader is attacked), the same sealed question (``options``: a list,
    or {player: list} where a public number sets its length), the standing pass added last for every one; the
    turn's player answers last. A standing pass chosen is declared openly and counts as no answer. Returns
    {player: chosen option} without the standing passes ({} when nobody could answer). ``key``, ``about``: the
    question's facts (engine/procs.py ``Ask``)."""
    passing = standing(x)
    asked = [q for q in x.seats() if x.hand(q) and q not in skip and (q not in passing or q in own)]
    if not asked:
        return {}
    turn = (x.turn or {}).get("player")
    # its last words also ride as ``note``, which the sandbox shows as a smaller second line (as a hand's marks)
    stand = dict(x.opt(STAND, None, f"Pass now and until my next turn {STAND_NOTE}", STANDING), note=STAND_NOTE)
    opts = {q: apart(options[q] if isinstance(options, dict) else options) + [stand] for q in asked}
    answers = yield x.ask_each({q: (prompt, [dict(o) for o in opts[q]]) for q in asked}, rule,
                               last=turn if turn in asked else None, key=key, about=about)
    for q in x.seats():
        if (answers.get(q) or {}).get("verb") == STAND and q not in passing:
            declare(x, q)
    return {q: a for q, a in answers.items() if a["verb"] != STAND}


def declare(x, q):
    """``q``'s standing pass, said aloud: no response in any window until his next turn (8.12)."""
    on = standing(x) + [q]
    x.rnd["standing"] = [p for p in x.seats() if p in on]
    x.log(STANDING, f"{x.pname(q)} passes now and in every response window until their next turn, except when "
                    "their own group or leader is attacked (a table convenience, not a rule of the game).")


def lapse_standing(x, q=None):
    """The standing pass of ``q`` ends (his turn begins), or every one (``q`` None: the round ends); logged."""
    was = standing(x)
    gone = [p for p in was if q is None or p == q]
    if not gone:
        return
    rest = [p for p in was if p not in gone]
    if rest:
        x.rnd["standing"] = rest
    else:
        x.rnd.pop("standing", None)
    if q is not None:
        x.log(STANDING, f"{x.pname(q)}'s standing pass ends: their turn begins, and they answer windows again.")
    else:
        x.log(STANDING, f"The standing passes of {', '.join(x.pname(p) for p in gone)} end with the round.")


# The answers whose effect needs a card of a kind in the answerer's hand (the windows, the defender's ambush):
# asked alike whatever the hand holds, so the same answer plays a card or counts as none (twins.py keeps these
# cards in place). Only the answerer's own screen says which (``marked``).
NEEDS = {"informant": "informant", "atrocities": "atrocities_press", "press": "atrocities_press",
         "bodyguards": "bodyguard", "ambush": "ambush"}
NONE_HELD = "(you hold none: counts as no response)"


def marked(game, state, role, actions):
    """``role``'s own options, each answer that his hand cannot carry out marked so ("(you hold none: counts as no
    response)"; Bodyguards beyond those held: how many would be played). The marks are drawn from that role's hand
    alone, which its own view shows, and only on a private question (a sealed window, the defender's ambush): no
    other seat, onlooker or public question ever gets them. The question the procedure asks, and the state, stay
    alike for every hand; only what the engine shows that seat differs (``Guerilla.actions``). A marked option
    also carries its mark alone as ``note`` (the sandbox shows it as a smaller second line of the button)."""
    if not any(a["verb"] in NEEDS for a in actions) or not game.is_private(state, role):
        return actions
    cat = game.catalog()
    held = {}
    for c in next(p["hand"] for p in state["players"] if p["id"] == role):
        held[cat[c]["kind"]] = held.get(cat[c]["kind"], 0) + 1
    out = []
    for a in actions:
        want = a["arg"] if a["verb"] == "bodyguards" else 1
        have = held.get(NEEDS.get(a["verb"]), 0)
        if a["verb"] not in NEEDS or not want or have >= want:
            out.append(a)
        else:
            # the mark ends the label; "note" repeats it, so that a screen may show it apart (a smaller second line)
            mark = NONE_HELD if not have else f"(you hold only {have}: {have} played)"
            out.append(dict(a, label=f"{a['label']} {mark}", note=mark))
    return out


def empty_handed(actions):
    """The plain no response ("pass") of a window or ambush question whose every card answer is marked as not held
    (``marked``: the asker's own view) and whose only other answer is the standing pass: nothing the hand can do,
    whichever is chosen. None otherwise (a card held, a partial Bodyguard, any other question)."""
    plain = [a for a in actions if a["verb"] == "pass"]
    rest = [a for a in actions if a["verb"] != "pass"]
    if len(plain) != 1 or not rest or not all(a["verb"] == STAND or a.get("note") == NONE_HELD for a in rest):
        return None
    return plain[0]


def apart(options):
    """The options with any label that repeats told apart (", 1 of 2 alike", ", 2 of 2 alike": copies of one
    card, or two ambushes of one player that read the same); the others unchanged. Every question's options pass
    through it (``Guerilla.actions``). A question whose answers the asker's hand may mark (a window, the defender's
    ambush) is also told apart as it is asked, so that the mark (``marked``, added later) still ends the words."""
    labels = [o["label"] for o in options]
    seen = {}
    out = []
    for o in options:
        n = labels.count(o["label"])
        if n == 1:
            out.append(o)
            continue
        seen[o["label"]] = seen.get(o["label"], 0) + 1
        out.append(dict(o, label=f"{o['label']}, {seen[o['label']]} of {n} alike"))
    return out


def lacking(x, q, name, rule):
    """A player chose a card he does not hold: it counts as no response; only his own log tells him so."""
    x.log(rule, f"You hold no {name}: your answer counts as no response.", to=[q])


ALIKE = "(Every player with cards is asked the same; a card you do not hold counts as no response.)"


def ambush_words(x, spec, tg, e):
    """An ambush in play by whose it is and what it does: two at once must read apart (issue 27)."""
    if e.get("single"):
        return f"{x.pname(e['by'])}'s ambush that lets only {x.unit_label(e['single'], tg['faction'])} defend"
    attacking = any(e["unit"] in p["units"] for p in spec["att"])
    faction = spec["faction"] if attacking else tg["faction"]
    return f"{x.pname(e['by'])}'s ambush that doubles {x.unit_label(e['unit'], faction)}"


def informant_window(x, spec, tg, effects, retreat_ok):
    """Before the battle is resolved anyone may play an Informant: cancel an Ambush, or offer the attacked
    Rebel group a retreat, which its owner may accept (8.8)."""
    opts = [x.opt("pass", None, "No Informant", "8.8")]
    for k, e in enumerate(effects):
        if e["kind"] == "ambush":
            opts.append(x.opt("informant", ["cancel", k], f"Informant: cancel {ambush_words(x, spec, tg, e)}", "8.8"))
    if retreat_ok:
        opts.append(x.opt("informant", ["retreat"], f"Informant: let {x.gname(tg)} retreat", "8.8"))
    answers = yield from window(x, f"Before the battle is resolved: play an Informant? {ALIKE}", opts, "8.8",
                                own=[tg["owner"]] if tg is not None else [])
    offered = False
    for q in x.clockwise_from(spec["player"]):
        a = answers.get(q)
        if a is None or a["verb"] != "informant":
            continue
        card = holding(x, q, "informant")
        if card is None:
            lacking(x, q, "Informant", "8.8")
            continue
        if a["arg"][0] == "cancel":
            e = effects[a["arg"][1]]
            if e.get("cancelled"):
                continue
            use_card(x, q, card)
            e["cancelled"] = True
            x.log("8.8", f"{x.pname(q)} plays an Informant: {x.pname(e['by'])}'s ambush is cancelled.")
        elif not offered:
            use_card(x, q, card)
            offered = True
            x.log("8.8", f"{x.pname(q)} plays an Informant on {x.gname(tg)}: it may retreat before the battle.")
    if offered:
        a = yield x.ask(tg["owner"], f"An Informant warns {x.gname(tg)}: retreat to your hand?",
                        [x.opt("retreat", True, "Retreat (the attacker's action is spent all the same)", "8.8"),
                         x.opt("retreat", False, "Stand and fight", "8.8")], "8.8")
        if a["arg"]:
            retreat(x, tg, "8.8")
            return "retreated"
        x.log("8.8", f"{x.pname(tg['owner'])} stands and fights.")
    return None


def atrocities_window(x, spec, points, loser, defender, faction):
    """Right after a battle with losses any player may play Atrocities (points doubled) and any player Press
    (points halved), one of each; an Atrocity moves the UN card to the loser (8.6, 8.11). ``defender``: the owner of
    the attacked group, asked even with a standing pass (8.12); ``faction``: the one the lost cards fought for, the
    question's ``about`` (a program reads whose loss it would double or halve there, never in the log)."""
    opts = [x.opt("pass", None, "Neither Atrocities nor Press", "8.6"),
            x.opt("atrocities", None, f"Atrocities: double the {count(points, 'point')}", "8.6"),
            x.opt("press", None, f"Press: halve the {count(points, 'point')}", "8.6")]
    answers = yield from window(x, f"The battle cost {x.pname(loser)} {count(points, 'point')} of {FNAME[faction]} "
                                   f"losses: Atrocities or Press? {ALIKE}", opts, "8.6", own=[defender],
                                key="atrocities.press", about=faction)
    done = {}
    for q in x.clockwise_from(spec["player"]):
        verb = (answers.get(q) or {}).get("verb")
        if verb not in ("atrocities", "press") or verb in done:
            continue
        card = holding(x, q, "atrocities_press")
        if card is None:
            lacking(x, q, "Atrocities/Press", "8.6")
            continue
        use_card(x, q, card)
        done[verb] = q
    if "atrocities" in done:
        points *= 2
        x.rnd["atrocity"] = True
        x.log("8.6", f"{x.pname(done['atrocities'])} plays Atrocities: the points are doubled, and the atrocities "
                     "marker goes in the centre of the table.")
        un = x.rnd["un"]
        if un and un["player"] != loser:
            un["player"] = loser
            x.log("8.11", f"The UN card moves to {x.pname(loser)}, who suffered the atrocity.")
    if "press" in done:
        points //= 2
        x.log("8.6", f"{x.pname(done['press'])} plays Press: the points are halved.")
    return points


def bodyguard_window(x, attacker, leader_owner):
    """Every player but the killer may play Bodyguards against an assassination: one more roll each, the lowest
    counts (8.7). Each is offered up to as many as the deck has, or his hand holds cards (public numbers)."""
    copies = sum(1 for c in x.game.catalog() if x.kind(c) == "bodyguard")
    offers = {q: [x.opt("bodyguards", n, "No Bodyguard" if n == 0 else f"Play {count(n, 'Bodyguard')}", "8.7")
                  for n in range(min(copies, len(x.hand(q))) + 1)] for q in x.seats()}
    answers = yield from window(x, "An assassination is attempted: play Bodyguards? (Every player with cards is "
                                   "asked the same; more than you hold plays the ones you hold.)", offers, "8.7",
                                skip=[attacker], own=[leader_owner])
    total = 0
    for q in x.clockwise_from(attacker):
        want = (answers.get(q) or {}).get("arg") or 0
        held = [c for c in x.hand(q) if x.kind(c) == "bodyguard"][:want]
        if not held and want:
            lacking(x, q, "Bodyguard", "8.7")
        elif len(held) < want:
            x.log("8.7", f"You hold only {count(len(held), 'Bodyguard')}: {'it is' if len(held) == 1 else 'they are'} "
                         "played.", to=[q])
        for c in held:
            use_card(x, q, c)
        if held:
            x.log("8.7", f"{x.pname(q)} plays {count(len(held), 'Bodyguard')}.")
        total += len(held)
    return total
