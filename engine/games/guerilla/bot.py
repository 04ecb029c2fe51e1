"""Guerilla's computer opponents (engine/bots): the steady bot's priority lists for any seat, the evaluation a
searching bot scores roll-outs with, and the determiniser that re-draws what a seat may not see (the other
players' loyalty markers, their hands and the draw pile). docs/BOTS.md and content/guerilla/computer.yaml list
the priorities in plain words.

The steady player reads only its view: the table's groups (card ids, owners, factions), its own hand and loyalty,
the turn's phase and actions left, the scores, and the printed card values (the catalogue, as on the card faces).
What a choice stands for is read from the action's verb and argument (card ids, group ids), a battle's target
choice from its facts (the option's ``about``: who attacks whom, with which cards) and the question's ``key``, never
from a label or a prompt: their words are for people and for the reasons."""

import itertools

from ... import prng
from ...bots import common
from ...bots.common import PriorityBot
from ...bots.search import sampled_where
from ...registry import get as get_game
from .twins import strings
from .deal import planned_cards

OTHER = {"government": "rebel", "rebel": "government"}

# verb -> (priority, why): the ordinary choices, most wanted first; the verbs with a reckoning of their own are
# scored in Steady.score
MENU = {
    "draw": (8, "refill the hand to its capacity: the cards are next turn's groups"),
    "complex": (8, "every complex must be placed, and a complex held at the round's end scores"),
    "repair": (5.4, "a repaired complex scores in full at the round's end"),
    "relieve": (5.3, "a relieved group is no longer halved"),
    "palace": (5.2, "a leader from the hand commands a group of ours"),
    "assassin": (5.1, "an Assassin removes a leader of the other side and scores him"),
    "air_assault": (5.0, "an Air Assault puts a group where it can strike"),
    "demolition": (4.5, "a raid damages a complex of the other side"),
    "demolish": (4, "a raid damages a complex of the other side"),
    "supply_cut": (4.5, "a cut supply halves a group of the other side"),
    "cut": (4, "a cut supply halves a group of the other side"),
    "ambush": (5, "an Ambush doubles a unit in this battle"),
    "arms_cache": (5, "an Arms Cache doubles a unit in this battle"),
    "marker": (5, "the ambush marker may double a unit against the attack"),
    "informant": (4, "an Informant changes the battle's odds"),
    "un": (3, "the peacekeepers keep the other side's attacks off one player"),
    "next": (4, "nothing more worth an action in this phase: on to the next"),
    "end": (3, "the turn is done"),
    "misdeal": (2, "the deal stands"),
    "recon": (2, "a patrol spends an action to see a hand"),
    "patrol": (3, "a patrol shows a rival's hand"),
    "ambush_marker": (1, "an ambush point costs an action a group or the draw uses better"),
    "sortie": (1, "a sortie splits the group; a whole group is stronger"),
    "withdraw": (0, "a group on the table scores; cards in hand do not"),
    "rearrange": (0, "the command stays as it is"),
    "trade": (0, "a trade spends an action and shows our cards"),
    "accept": (1, "an offer taken only when nothing else is offered"),
    "offer": (1, "as little as may be offered"),
    "return": (3, "one of the received cards goes back"),
}


# a faction lead (complexes held counted) that settles the round for the steady player, by the round's stage: in
# sudden death (10.2), with the last pile at LATE_PILE cards or fewer, earlier
DECIDED = {"sudden": 15, "late": 25, "early": 40}
LATE_PILE = 20
# the least lead in printed strength over the weakest target for an attack (6.7, 6.8): each side adds a die, so an
# even battle is a coin toss whose losses score for the defender as much as for us
AHEAD = 2
SETTLED = "the race of the factions looks settled, so our points count the same whichever faction takes them (10.5)"

# verb -> the side a card or complex ability serves (the Palace's is its complex's faction): for the other side
# the steady player leaves it alone
BOUND = {"air_assault": "government", "relieve": "rebel", "demolition": "rebel", "demolish": "rebel",
         "palace": "palace"}

# verb -> the kind of card it plays in a response window (8.2, 8.6-8.8): every asked player sees these options
# whatever the hand holds, and one chosen without the card counts as none, so the steady player takes one only
# when its own hand holds that kind
WINDOW_CARD = {"informant": "informant", "atrocities": "atrocities_press", "press": "atrocities_press",
               "bodyguards": "bodyguard", "ambush": "ambush"}


class Steady(PriorityBot):
    """The steady Guerilla player: back the faction of its loyalty marker, attack when stronger, deploy and
    reinforce only its own groups with good cards, keep an action for the draw, lose the cheapest cards."""

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        board = ctx["board"]
        ctx["cat"] = get_game("guerilla").catalog()
        me = next((p for p in board["players"] if p["id"] == ctx["role"]), {})
        ctx["me"] = me
        # in his sitting of the sealed deployment the view keeps what he has laid so far out of his hand (4.6); the
        # bot weighs his hand as it was before the sitting, as it always has
        ctx["hand"] = list(me.get("hand") or ()) + [c for g in me.get("laying") or () for c in planned_cards(g)]
        ctx["loyalty"] = loyal = me.get("loyalty")
        fs = board.get("faction_score") or {"government": 0, "rebel": 0}
        # a Mercenary narrows the margin (10.5): it backs the Rebels, who start behind (the complexes start
        # Government, 4.7, and a tie goes to the Government, 10.4), unless they lead by 10 or more
        ctx["side"] = loyal if loyal in OTHER else \
            ("government" if fs["rebel"] - fs["government"] >= 10 else "rebel")
        ctx["groups"] = {g["id"]: g for g in board.get("groups") or ()}
        # a settled round (10.4): our points count the same whichever faction takes them (10.5), so a group of
        # ours of either faction attacks, and a complex's points go to either
        ctx["decided"] = self.decided(ctx, board)
        ctx["points"] = {p["id"]: p.get("total", 0) + p.get("score", 0) for p in board["players"]}
        turn = board.get("turn") or {}
        ctx["phase"] = turn.get("phase")
        ctx["mine"] = turn.get("player") == ctx["role"]
        ctx["left"] = left = (turn.get("actions") or 0) + (turn.get("bank") or 0) if ctx["mine"] else 0
        # the last action is kept for the draw (7.6) unless the hand is nearly full already
        # (in sudden death no card is drawn any more, 10.2: no action is kept)
        ctx["spare"] = ctx["mine"] and (left >= 2 or len(ctx["hand"]) >= 6
                                        or (board.get("round") or {}).get("sudden") is not None)
        ctx["mode"] = (memory or {}).get("mode")
        # a hand at or near capacity without two strong units fields nothing and draws little: its weakest
        # cards go (7.4) to make room for the draw
        ctx["weak"] = not self.can_field(ctx)
        ctx["stuck"] = len(ctx["hand"]) >= 6 and ctx["weak"]
        ctx["un"] = ((board.get("round") or {}).get("un") or {}).get("player")
        return ctx

    def decided(self, ctx, board):
        """Whether the round's outcome looks settled for our loyalty (10.4, 10.5): "lost" when the other faction
        leads ours by ``DECIDED`` points or more for this stage of the round, "won" when ours leads by as much, else
        None. The lead counts the faction scores and every complex held as it would score now (10.3); the stage
        is read from the public piles: sudden death under way, the last pile (the second pass at 5-6 players, 10.1)
        running low, or earlier."""
        loyal = ctx["loyalty"]
        if loyal not in OTHER:
            return None
        stand = dict(board.get("faction_score") or {"government": 0, "rebel": 0})
        for g in ctx["groups"].values():
            if g.get("complex") and g.get("faction") in stand:
                c = ctx["cat"].get(g["complex"]) or {}
                stand[g["faction"]] += max(0, c.get("vp", 0) - (g.get("damage") or 0) - (g.get("iso") or 0))
        rnd = board.get("round") or {}
        last = len(board["players"]) < 5 or (rnd.get("passes") or 0) >= 1
        stage = "sudden" if rnd.get("sudden") is not None else \
            "late" if last and (board.get("deck_size") or 0) <= LATE_PILE else "early"
        lead = stand[loyal] - stand[OTHER[loyal]]
        if lead <= -DECIDED[stage]:
            return "lost"
        if lead >= DECIDED[stage]:
            return "won"
        return None

    def choose(self, view, question, memory, rng, budget=None):
        act, reason = super().choose(view, question, memory, rng, budget)
        if memory is not None:
            self.remember(memory, act)
        return act, reason

    @staticmethod
    def remember(memory, act):
        """What the next decisions read of this one: a discard, a group or complex being built."""
        verb = act["verb"]
        if verb == "discard":
            memory["mode"] = "discard"
        elif verb in ("complex", "group"):
            memory["mode"] = "government" if verb == "complex" else act["arg"]
            memory["complex"] = verb == "complex"
        elif verb in ("deploy", "reinforce", "air_assault", "palace", "relieve"):
            memory["mode"] = "build"

    # ----- card values (the printed ones) -----
    @staticmethod
    def worth(cat, cid, faction):
        """What a card is worth to a group of ``faction``: a unit its strength, a leader rating plus modifier."""
        c = cat.get(cid) or {"type": "other"}
        if c["type"] == "unit":
            return c[faction]
        if c["type"] == "leader":
            return c[faction] + c["modifier"]
        return 0

    def keep(self, ctx, cid):
        """How much a card in hand is worth keeping for our side (for discards)."""
        cat, side = ctx["cat"], ctx["side"]
        c = cat.get(cid) or {"type": "other"}
        kind = c.get("kind", cid.rsplit("_", 1)[0])
        if c["type"] in ("unit", "leader"):
            return self.worth(cat, cid, side)
        if kind in ("air_assault", "armor_column", "recon_patrol"):
            return 3 if side == "government" else 0
        if kind == "arms_cache":
            return 3 if side == "rebel" else 1
        if kind == "ambush":
            return 3
        return 2

    def spare_event(self, ctx, cid):
        """An event card a hand that fields no group can lose: one worth 2 or less to our side, or a second card
        of a kind the hand already holds."""
        cat = ctx["cat"]
        c = cat.get(cid) or {"type": "other"}
        if c["type"] != "event":
            return False
        same = sum(1 for h in ctx["hand"] if (cat.get(h) or {}).get("kind") == c["kind"])
        return self.keep(ctx, cid) <= 2 or same >= 2

    def can_field(self, ctx):
        """Whether the hand makes a group worth deploying for our side: two units of strength 2 or more, or one
        and a leader who commands two or more with a rating plus modifier of 2 or more."""
        units = len(self.good_cards(ctx))
        cat, side = ctx["cat"], ctx["side"]
        leader = any((cat.get(c) or {}).get("type") == "leader" and cat[c][side] >= 2
                     and self.worth(cat, c, side) >= 2 for c in ctx["hand"])
        return units >= 2 or units >= 1 and leader

    def good_cards(self, ctx):
        return [c for c in ctx["hand"] if (ctx["cat"].get(c) or {}).get("type") == "unit"
                and self.worth(ctx["cat"], c, ctx["side"]) >= 2]

    def owned_side(self, ctx, ability):
        """The faction of our own group holding a complex with ``ability`` (its points go to that faction)."""
        cat = ctx["cat"]
        return next((g["faction"] for g in ctx["groups"].values() if g["owner"] == ctx["role"] and g["complex"]
                     and (cat.get(g["complex"]) or {}).get("ability") == ability), None)

    def barracks(self, ctx, act):
        """The Barracks' free pick (9.4) binds the card to the Barracks' faction: worth it for a card our side can
        field, never for one of no use (a card we discarded ourselves would only come back to be discarded
        again, and it takes a place in the hand the draw would fill)."""
        f = self.owned_side(ctx, "retrieve_unit")
        top = ctx["board"].get("discard_top")
        c = ctx["cat"].get(top) or {"type": "other"}
        if f != ctx["side"]:
            return 1, f"{act['label']}: the card would be bound to the other side"
        if c["type"] in ("unit", "leader"):
            value = self.worth(ctx["cat"], top, f)
            if value >= 2:
                return 9, f"{act['label']}: a card worth {value} to our side at no action"
            return 1, f"{act['label']}: the top card is too weak to be worth a place in the hand"
        return 4.5, f"{act['label']}: the topmost unit or leader below may serve our side"

    def withdraw(self, ctx, act):
        """Withdrawal (5.4) only of a group of ours that fights for the other side (Traitors or a Revolution
        turned it): its cards come back to the hand, to be deployed for our side (7.1); a loyal backer only, with
        two actions left (the withdrawal and the new group), and never a complex."""
        g = ctx["groups"].get(act["arg"]) or {}
        left = ctx["left"]
        if (ctx["loyalty"] in OTHER and not ctx["decided"] and g.get("faction") not in (None, ctx["side"])
                and not g.get("complex")
                and left >= 2):
            value = sum(self.worth(ctx["cat"], c, ctx["side"]) for c in g.get("units") or ())
            if value >= 4:
                return 5.6, f"{act['label']}: it fights for the other side; its cards, {value} strong for ours, " \
                            "go back to the hand to be deployed for our side"
        return MENU["withdraw"][0], f"{act['label']}: {MENU['withdraw'][1]}"

    def swap(self, ctx, act):
        """The Revolution's exchange of markers (9.9): when our marker backs the faction behind in points (or,
        a Mercenary's, the margin is already 20 or more), ours goes to the rival with the most points, whose
        marker is likelier to back the faction ahead; otherwise no exchange."""
        arg, fs = act["arg"], ctx["board"].get("faction_score") or {"government": 0, "rebel": 0}
        ahead = "rebel" if fs["rebel"] > fs["government"] else "government"
        behind = ctx["loyalty"] in OTHER and ctx["loyalty"] != ahead or \
            ctx["loyalty"] == "mercenary" and abs(fs["rebel"] - fs["government"]) >= 20
        if arg is None:
            return (2, f"{act['label']}: our marker backs the faction behind") if behind else \
                (4, f"{act['label']}: the markers stay as they are")
        rivals = {k: v for k, v in ctx["points"].items() if k != ctx["role"]}
        if behind and ctx["role"] in arg:
            other = next(q for q in arg if q != ctx["role"])
            if rivals.get(other) == max(rivals.values()):
                return 6, f"{act['label']}: our marker backs the faction behind; the rival with the most " \
                          "points likelier holds one of the faction ahead"
            return 3, f"{act['label']}: an exchange of our marker with a rival who is not the leader"
        return 1, f"{act['label']}: an exchange of others' markers"

    # ----- battles -----
    def attack(self, ctx, act):
        """Attack only with a group of our side at least ``AHEAD`` stronger than the weakest enemy group it could
        meet."""
        cat = ctx["cat"]
        g = ctx["groups"].get(act["arg"])
        if not g:
            return 1, f"{act['label']}: not a group of ours"
        if g["faction"] != ctx["side"] and not ctx["decided"]:
            return 1, f"{act['label']}: that group fights for the other side"
        foes = [_defence(cat, t) - (2 if t["complex"] and g["faction"] == "rebel" else 0)
                for t in ctx["groups"].values() if t["faction"] != g["faction"]
                and t["owner"] not in (ctx["role"], ctx["un"])]
        if not foes:
            return 1, f"{act['label']}: no enemy group to meet outside the UN's protection (8.11)"
        strength = _attack(cat, g)
        gain = strength - min(foes)
        settled = "" if g["faction"] == ctx["side"] else f"; {SETTLED}"
        if gain < AHEAD:
            return 1, f"{act['label']}: strength {strength} is not {AHEAD} above the weakest target's " \
                      f"{min(foes)}: an even battle is a die roll whose losses score for the defender too (6.8)"
        if not ctx["spare"] and gain < 3:
            return 3, f"{act['label']}: a close battle is not worth the action kept for the draw"
        return 7 + gain / 20, f"{act['label']}: strength {strength} against a weakest target of {min(foes)}{settled}"

    def target(self, ctx, act):
        """The target with the widest margin: our attacker's strength less the defence of what it attacks, both
        from the printed values of the cards the choice stands for (its ``about``: engine/games/guerilla/attack.py
        ``battle_facts``). A choice of target of another kind (an air strike's, the Armor Column's) is one of the
        targets, none preferred."""
        label, about = act["label"], act.get("about") or {}
        if ctx["key"] != "attack.target" or not about:
            return 3, f"{label}: one of the targets, none preferred"
        if about["target"] == "un":
            return 0.5, f"{label}: the UN holds with 10 and a die, and a battle with it scores nothing (8.11)"
        t, g = ctx["groups"].get(about["target"]), ctx["groups"].get(about["attacker"])
        if t is None or g is None:
            return 3, f"{label}: one of the targets, none preferred"
        cat = ctx["cat"]
        unit = about["unit"]
        # a leaderless group attacks with the one unit chosen (6.4), at its printed strength; a led group as a whole
        attacker = cat[unit][g["faction"]] if unit and cat[unit]["type"] == "unit" else _attack(cat, g)
        # one unit card attacked alone (a leaderless group's, or a sideways one, 6.4, 6.6) defends with its printed
        # strength; anything else (the whole group, the units under command, a complex and its garrison, an Armor
        # Column, which is no unit card) with the group's whole defence as the table shows it
        alone = [u for u in about["units"] if (cat.get(u) or {}).get("type") == "unit"] \
            if not (about["complex"] or t["complex"] or about["leader"]) else []
        defence = cat[alone[0]][t["faction"]] if len(alone) == 1 else _defence(cat, t)
        if t["complex"] and ctx["side"] == "rebel":
            defence -= 2
        margin = attacker - defence
        # a captured complex (6.10) scores at the round's end for the captors' faction instead of the holders':
        # its points count twice in the race, so the more it is worth the more it is wanted
        bonus = 1 + max(0, (cat.get(t["complex"]) or {}).get("vp", 0) - (t.get("damage") or 0)) / 2 \
            if t["complex"] else 0
        rivals = [v for k, v in ctx["points"].items() if k != ctx["role"]]
        if rivals and ctx["points"].get(t["owner"], 0) == max(rivals):
            bonus += 0.5                     # of two like targets, the one of the rival with the most points
        return 5 + (margin + bonus) / 10, f"{label}: about {attacker} against {defence}, the widest margin"

    def loss(self, ctx, act):
        """Lose the fewest printed points (a leader counts his rating and modifier and one more)."""
        cards = act["arg"] if isinstance(act["arg"], list) else [act["arg"]]
        cat = ctx["cat"]
        total = 0
        for c in cards:
            g = next((g for g in ctx["groups"].values() if c in g["units"] or c == g["leader"]), None)
            f = g["faction"] if g else ctx["side"]
            total += self.worth(cat, c, f) + (1 if (cat.get(c) or {}).get("type") == "leader" else 0)
        return 6 - total / 10 - len(cards) / 100, f"{act['label']}: the cheapest loss in printed strength"

    def atrocity(self, ctx, act):
        """Atrocities when the other side lost the battle (its points doubled go to our side's victor), Press when
        ours did (8.6): the faction the lost cards fought for is the question's ``about`` (windows.py
        ``atrocities_window``), never read from the log's words."""
        lost = ctx["about"] if ctx["key"] == "atrocities.press" else None
        verb = act["verb"]
        if lost is None:
            return (3, f"{act['label']}: no loss seen to double or halve") if verb == "pass" else \
                (2, f"{act['label']}: no loss seen to double or halve")
        if verb == "atrocities":
            return (6, f"{act['label']}: the other side lost, so its loss counts double") if lost != ctx["side"] \
                else (1, f"{act['label']}: our side lost; doubling would help the other")
        if verb == "press":
            return (6, f"{act['label']}: our side lost, so the loss counts half") if lost == ctx["side"] \
                else (1, f"{act['label']}: the other side lost; halving would help it")
        return 3, f"{act['label']}: neither card helps our side here"

    # ----- building groups -----
    def add_card(self, ctx, act, faction):
        """A card for a group being built: the best leader, then the strongest units; weak cards stay in hand."""
        cat, cid = ctx["cat"], act["arg"]
        c = cat.get(cid) or {"type": "other"}
        value = self.worth(cat, cid, faction)
        if c["type"] == "leader":
            if c[faction] >= 2 and value >= 2:
                return 7 + value / 10, f"{act['label']}: a leader who commands more than one unit"
            return 2, f"{act['label']}: a weak leader stays in hand"
        if value >= 2:
            return 6 + value / 10, f"{act['label']}: strength {value} for the group"
        return 2, f"{act['label']}: too weak to be worth a place"

    def initial(self, ctx, act):
        """The sealed initial deployment (4.6, 4.7): every complex (a Government backer garrisons it with its
        strongest unit), then one or two groups of our side of strong cards, then finish."""
        verb, memory = act["verb"], ctx["memory"] or {}
        opening = memory.get("mode")
        if verb == "group":
            if act["arg"] != ctx["side"]:
                return 1, f"{act['label']}: the other side from the one we back"
            if len(self.good_cards(ctx)) >= 1:
                return 6, f"{act['label']}: we back the {act['arg']} side with our strong cards"
            return 2, f"{act['label']}: no card strong enough for a group"
        if verb == "add":
            if memory.get("complex"):
                c = ctx["cat"].get(act["arg"]) or {}
                if ctx["side"] == "government" and c.get("type") == "unit":
                    return 5 + self.worth(ctx["cat"], act["arg"], "government") / 10, \
                        f"{act['label']}: our strongest unit guards the complex"
                return 1, f"{act['label']}: the complex stands without it"
            return self.add_card(ctx, act, opening if opening in OTHER else ctx["side"])
        if verb == "close":
            return 4, f"{act['label']}: the group is complete"
        if verb == "done":
            return 3, f"{act['label']}: the rest stays in hand"
        return None

    def score(self, ctx, act):
        verb, arg = act["verb"], act["arg"]
        side, cat = ctx["side"], ctx["cat"]
        if verb == "stand_pass":
            return 0.5, f"{act['label']}: the steady player answers every window as it comes (8.12)"
        kind = WINDOW_CARD.get(verb)
        if kind and (verb != "bodyguards" or arg) and not any((cat.get(c) or {}).get("kind") == kind
                                                             for c in ctx["hand"]):
            return 0, f"{act['label']}: our hand holds no such card, so it would count as none"
        sealed = any(a["verb"] in ("add", "complex") or (a["verb"] == "group" and a["arg"] in OTHER)
                     for a in ctx["question"]["actions"])
        found = self.initial(ctx, act) if verb in ("group", "add", "close", "done") and sealed else None
        if found:
            return found
        if verb == "attack":
            return self.attack(ctx, act)
        if verb == "armor":
            return (6.9, f"{act['label']}: the Armor Column's chain of attacks") if side == "government" else \
                (1, f"{act['label']}: the Armor Column fights for the other side")
        if verb == "armor_card":
            return (6.8, f"{act['label']}: the Armor Column attacks at once") if side == "government" else \
                (1, f"{act['label']}: the Armor Column would fight for the other side")
        if verb == "target":
            return self.target(ctx, act)
        if verb == "losses":
            return self.loss(ctx, act)
        if verb in ("atrocities", "press", "pass") and any(a["verb"] in ("atrocities", "press")
                                                            for a in ctx["question"]["actions"]):
            return self.atrocity(ctx, act)
        if verb == "destroy":
            if side == "rebel":
                return 6.5, f"{act['label']}: a complex destroyed scores its points for the Rebels"
            return 0, f"{act['label']}: our own complex is worth keeping"
        if verb == "deploy" and arg in OTHER:
            if arg != side and ctx["loyalty"] != "mercenary":
                return 1, f"{act['label']}: the other side from the one we back"
            if not ctx["spare"]:
                return 2, f"{act['label']}: the last action is kept for the draw"
            if self.can_field(ctx):
                return 6, f"{act['label']}: two strong units, or one and a good leader, make a group for our side"
            return 2, f"{act['label']}: not enough strong cards for a group"
        if verb == "reinforce":
            g = ctx["groups"].get(arg) or {}
            if g.get("owner") != ctx["role"]:
                return 0, f"{act['label']}: the cards would become another player's"
            if g.get("faction") != side and not ctx["decided"] or g.get("complex") or len(g.get("units") or ()) >= 3:
                return 1, f"{act['label']}: that group is full, holds a complex or fights for the other side"
            if not ctx["spare"] or not self.good_cards(ctx):
                return 2, f"{act['label']}: no strong card, or the last action is kept for the draw"
            return 5.5, f"{act['label']}: a stronger group of ours wins its battles"
        if verb == "group" and arg not in OTHER:
            g = ctx["groups"].get(arg) or {}
            if g.get("faction") and g["faction"] != side:
                return 5, f"{act['label']}: a group of the other side"
            if g.get("owner") != ctx["role"]:
                return 2, f"{act['label']}: another player's group of our side"
            return 1, f"{act['label']}: a group of our own side"
        if verb == "card" and act.get("rule") == "6.9":
            return 4 - self.keep(ctx, arg) / 10, f"{act['label']}: the card least worth to anyone goes on top"
        if verb == "card":
            if act.get("rule") == "7.4" or ctx["mode"] == "discard" and act.get("rule") not in ("3.1", "3.2"):
                keep = self.keep(ctx, arg)
                if keep <= 1:
                    return 5 - keep / 10, f"{act['label']}: a card our side cannot use"
                if ctx["weak"] and self.spare_event(ctx, arg):
                    return 4.5, f"{act['label']}: the hand holds no group, and the draw brings units"
                return 1, f"{act['label']}: a card worth keeping"
            return self.add_card(ctx, act, side)
        if verb == "discard":
            junk = [c for c in ctx["hand"] if self.keep(ctx, c) <= 1 or ctx["stuck"] and self.spare_event(ctx, c)]
            if ctx["spare"] and len(ctx["hand"]) >= 6 and junk:
                return 4.7, f"{act['label']}: room in the hand for cards our side can use" + \
                    (" (the hand holds no group)" if ctx["stuck"] else "")
            return 1, f"{act['label']}: the hand is kept"
        if verb in ("air_strike", "policia"):
            ability = "air_strike" if verb == "air_strike" else "assassination"
            owner_side = self.owned_side(ctx, ability)
            if owner_side in (None, side) or ctx["decided"]:
                why = "its points go to our side" if owner_side in (None, side) else SETTLED
                return (4.9, f"{act['label']}: {why}") if ctx["spare"] else \
                    (2, f"{act['label']}: the last action is kept for the draw")
            return 1, f"{act['label']}: its points would go to the other side"
        if verb == "propaganda":
            owner_side = self.owned_side(ctx, "propaganda")
            if owner_side in (None, side) or ctx["decided"]:
                why = "a free attack whose points go to our side" if owner_side in (None, side) else \
                    f"a free attack; {SETTLED}"
                return 7.9, f"{act['label']}: {why}"
            return 1, f"{act['label']}: its points would go to the other side"
        if verb == "barracks":
            return self.barracks(ctx, act)
        bound = BOUND.get(verb)
        if bound and (self.owned_side(ctx, "palace") if bound == "palace" else bound) != side:
            return 1, f"{act['label']}: it would serve the other side"
        if verb == "place" and isinstance(arg, list) and len(arg) == 2:
            g = ctx["groups"].get(arg[1]) or {}
            if g.get("owner") != ctx["role"]:
                return 1, f"{act['label']}: the leader would command another player's group"
            return 5 + self.worth(cat, arg[0], g.get("faction") or side) / 10, \
                f"{act['label']}: the best leader commands a group of ours"
        if verb == "withdraw":
            return self.withdraw(ctx, act)
        if verb == "cards" and ctx["key"] == "withdraw.cards":
            return 3 + len(arg or ()) / 10, f"{act['label']}: the whole group comes back to be fielded for our side"
        if verb == "repair":
            g = ctx["groups"].get(arg) or {}
            if g.get("faction") != side:
                return 1, f"{act['label']}: the complex scores for the other side"
        if verb == "port":
            owner_side = self.owned_side(ctx, "retrieve_event")
            if owner_side in (None, side) and ctx["spare"]:
                return 4.8, f"{act['label']}: a card for our side from the discard pile"
            return 1, f"{act['label']}: the action is kept for the draw, or the card would serve the other side"
        if verb == "leader":
            g = ctx["groups"].get(arg) or {}
            if g.get("faction") and g["faction"] != side:
                return 5, f"{act['label']}: a leader of the other side"
            return 2, f"{act['label']}: a leader of our own side"
        if verb == "unit":
            g = next((g for g in ctx["groups"].values() if arg in g["units"]), None)
            return 4 + self.worth(cat, arg, g["faction"] if g else side) / 10, \
                f"{act['label']}: the strongest unit fights doubled"
        if verb == "command":
            g = next((g for g in ctx["groups"].values() if arg and arg[0] in g["units"]), None)
            total = sum(self.worth(cat, u, g["faction"] if g else side) for u in arg or ())
            return 4 + total / 10, f"{act['label']}: the strongest units serve under the leader"
        if verb == "garrison":
            single = isinstance(arg, list) and len(arg) == 1
            return (4, f"{act['label']}: one unit holds the captured complex") if single else \
                (3, f"{act['label']}: the group stays whole")
        if verb == "bodyguards":
            held = sum(1 for c in ctx["hand"] if (cat.get(c) or {}).get("kind") == "bodyguard")
            n = arg if isinstance(arg, int) else 0
            if n > held:          # more than the hand holds plays only those held: ask for exactly those
                return 3 + held - 0.5, f"{act['label']}: more Bodyguards than our hand holds"
            return 3 + n, f"{act['label']}: Bodyguards save the leader" if n else f"{act['label']}: none to play"
        if verb == "retreat":
            return (5, f"{act['label']}: warned, the group is saved to fight later") if arg else \
                (2, f"{act['label']}: it could stay and fight")
        if verb == "refuse":
            return (4, f"{act['label']}: the group stands and fights") if arg is False else \
                (2, f"{act['label']}: the group would leave the table")
        if verb == "landed":                 # a dropped group (8.1): alone, keeping a second Air Assault for later
            return (4, f"{act['label']}: the second Air Assault is kept for another turn") if arg is None else \
                (3, f"{act['label']}: it would spend a second card and action on this battle")
        if verb in ("counter", "take"):
            return (4, f"{act['label']}: the card is used") if arg else (3, f"{act['label']}: nothing is done")
        if verb == "player":
            return (5, f"{act['label']}: the peacekeepers protect us") if arg == ctx["role"] else \
                (3, f"{act['label']}: the peacekeepers protect another player")
        if verb == "swap":
            return self.swap(ctx, act)
        if verb == "assassin" and not ctx["decided"] and not any(
                g["leader"] and g["owner"] != ctx["role"] and g["faction"] != side for g in ctx["groups"].values()):
            return 1, f"{act['label']}: no leader of the other side to remove; a leader of ours would score for " \
                      "the other side (8.5)"
        if verb in ("next", "end") and ctx["phase"] == "F" and any(
                a["verb"] in ("draw", "barracks") for a in ctx["question"]["actions"]):
            return 2, f"{act['label']}: only after the draw"
        if verb in ("demolition", "supply_cut") and not ctx["spare"]:
            return 2, f"{act['label']}: the last action is kept for the draw"
        if verb in MENU:
            prio, why = MENU[verb]
            return prio, f"{act['label']}: {why}"
        if verb in ("cards", "group", "host", "want", "stop"):
            return 3, f"{act['label']}: one of the choices, none preferred"
        if verb in common.PASSIVE:
            return 3, f"{act['label']}: nothing better is offered here"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"


def _strength(cat, cid, faction):
    c = cat.get(cid) or {"type": "other"}
    return c[faction] if c["type"] == "unit" else c.get("strength", 0)


def _attack(cat, g):
    """A group's attacking strength from the printed values (a leaderless group fights with its best unit)."""
    f = g["faction"]
    if g["leader"]:
        lead = cat[g["leader"]]
        total = sum(_strength(cat, u, f) for u in g["units"][:lead[f]]) + lead["modifier"]
    else:
        total = max((_strength(cat, u, f) for u in g["units"]), default=0)
    return total // 2 if g["iso"] is not None else total


def _defence(cat, g):
    """A group's defending strength from the printed values, a complex's own defence included."""
    f = g["faction"]
    mod = cat[g["leader"]]["modifier"] if g["leader"] else 0
    if g["complex"]:
        return sum(_strength(cat, u, f) for u in g["units"]) + cat[g["complex"]]["df"] + mod - (g["iso"] or 0)
    if not g["leader"]:
        return min((_strength(cat, u, f) for u in g["units"]), default=0)
    rated = g["units"][:cat[g["leader"]][f]]
    return sum(_strength(cat, u, f) for u in rated) + mod - (g["iso"] or 0)


def redraw(state, role, rng):
    """A state ``role`` could be in: the other players' loyalty markers dealt again among them as the groups on
    the table make them likely (``likely_markers``); the cards it cannot
    see (other hands, the draw pile, the discards under the top one; red cards and cards named in the running
    procedure aside) dealt again, each hand keeping its size; other players' sealed answers forgotten; chance
    re-seeded."""
    s = common.forget_sealed(common.copy(state), role)
    cat = get_game("guerilla").catalog()
    bases = common.bases(s)
    others = [i for i, p in enumerate(s["players"]) if p["id"] != role]
    if all([p["loyalty"] for p in b["players"]] == [p["loyalty"] for p in s["players"]] for b in bases):
        marks = likely_markers(s, others, rng)
        for i, m in zip(others, marks):
            s["players"][i]["loyalty"] = m
            for b in bases:
                b["players"][i]["loyalty"] = m
    named = set(strings([f.get("answers") for f in s["stack"]] + [f.get("sealed") for f in s["stack"]]))

    def free(c, p=None):        # where a card may be re-dealt: never by whose hand holds it (twins move them)
        return c not in named and cat[c]["type"] not in ("complex", "special")
    same = all([p["hand"] for p in b["players"]] == [p["hand"] for p in s["players"]] for b in bases)
    if s["trade"] is None and same:
        slots = [("hand", i, k) for i in others for k, c in enumerate(s["players"][i]["hand"]) if free(c)]
        if all(b["deck"] == s["deck"] for b in bases):
            slots += [("deck", None, k) for k, c in enumerate(s["deck"]) if free(c)]
        if all(b["discard"] == s["discard"] for b in bases):
            slots += [("discard", None, k) for k, c in enumerate(s["discard"][:-1]) if free(c)]   # the top shows

        def at(slot, where):
            kind, i, k = slot
            return where["players"][i]["hand"] if kind == "hand" else where[kind]
        cards = common.deal_again([at(sl, s)[sl[2]] for sl in slots], rng)
        for sl, c in zip(slots, cards):
            at(sl, s)[sl[2]] = c
            for b in bases:
                at(sl, b)[sl[2]] = c
    return common.reseed(s, rng)


# a group on the table of the side a loyalty marker does not back makes that marker this many times less likely
# for its owner: the steady players field groups of the side they back, the other side's only once the round looks
# settled (and a Revolution may have exchanged a marker since)
AGAINST = 6
AGAINST_CAP = 8


def likely_markers(s, others, rng):
    """The loyalty markers of the players ``others`` (indices), dealt again among them as the table makes them
    likely: every order of the markers is weighed by the groups each player has on the table (owner and faction
    are open, 3.1), a group of the side its owner's marker does not back counting ``AGAINST`` to one against
    (a Mercenary backs either, 10.5); one order is drawn by weight. Only the open table, the number of each kind
    of marker and the rng are read, so twins that differ in the hidden markers draw the same."""
    pool = sorted(s["players"][i]["loyalty"] for i in others)
    fielded = {i: {"government": 0, "rebel": 0} for i in others}
    who = {s["players"][i]["id"]: i for i in others}
    for g in s["groups"]:
        if g["owner"] in who and g["faction"] in OTHER and not g["complex"]:
            fielded[who[g["owner"]]][g["faction"]] += 1

    def against(i, mark):
        n = fielded[i]
        if mark in OTHER:
            return n[OTHER[mark]]
        return min(n.values())
    orders = sorted(set(itertools.permutations(pool)))
    cost = [sum(against(i, m) for i, m in zip(others, order)) for order in orders]
    least = min(cost)
    weights = [AGAINST ** (AGAINST_CAP - min(AGAINST_CAP, c - least)) for c in cost]
    pick = prng.below(rng, sum(weights))
    for order, w in zip(orders, weights):
        if pick < w:
            return list(order)
        pick -= w
    return list(orders[-1])


def determinise(state, role, rng):
    """The driver's sample for the strong level: ``redraw`` where ``role``'s decision is weighty (strong.py), else
    None (the strong level plays steady there and reads no sample)."""
    return _SAMPLE(state, role, rng)


from .strong import Strong, searches  # noqa: E402  (the strong level)
_SAMPLE = sampled_where(searches, redraw)
