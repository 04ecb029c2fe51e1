"""Uruguay's computer opponents (engine/bots): the steady bot's priority lists for the Government and the
Tupamaros, the evaluation a searching bot scores roll-outs with; the determiniser that re-draws what a seat may not see is
in sampling.py.
docs/BOTS.md lists the priorities in plain words."""

import functools

from ... import content
from ...bots import common
from ...bots.common import PriorityBot, per_decision
from ...bots.search import Strong as Search
from ...words import agree, count
from .deck import PILES
from .notes import arrest_count
from .sampling import determinise  # noqa: F401  (engine/bots reads it here)

GOV, TUP = "government", "tupamaros"

BOX_PRIO = {"op_sa": (8, "the Operation with a Special Activity box does the most with this card"),
            "event": (6, "the card's own text, ranked after an Operation with a Special Activity"),
            "limited": (5, "a Limited Operation still acts this card")}
OPS_GOV = {"arrest": 9, "search": 8, "deploy": 6, "patrol": 5}
CENTERS = ("armory", "casino", "government", "prison", "university")     # Strategic Centers take no Unrest (6.1.1)
OPS_TUP = {"sabotage": 8, "recruit": 7, "rob": 6, "travel": 5}
DEPLOY_PRIO = 8.9        # Deploy ranks after Patrol with Censor (9), before Arrest of Active Cells (8.8)
DEPLOY_POLICE = 3       # the Government Deploys once this many Police wait in Available
# an upper Event text that would do nothing for the Government on the board as it stands (5.2): card -> (idle?, why)
GOV_IDLE = {
    "U11": (lambda b, st: not b["supply_pool"]["hostage"], "no Hostage lies in the Supply pool"),
    "U13": (lambda b, st: not any(sp["sabotage"] >= 2 for sp in b["spaces"].values()),
            "no space holds two Sabotage markers"),
    "U14": (lambda b, st: not any(sp["sabotage"] for k, sp in b["spaces"].items() if st[k]["type"] == "rural"),
            "no Rural space holds a Sabotage marker"),
    "U18": (lambda b, st: not b["prison"], "no Cell lies in the Prison box"),
    "U26": (lambda b, st: not b["tracks"]["military_intervention"], "it works only after Military Intervention"),
    "U29": (lambda b, st: sum(b["supply_held"].values()) < 2, "the Tupamaros hold fewer than two Supply chits"),
    "U30": (lambda b, st: not sum(b["supply_held"].values()), "the Tupamaros hold no Supply chit"),
    "U31": (lambda b, st: not b["tracks"]["military_intervention"], "it works only after Military Intervention"),
    # U33 in the Government's own hands only asks it what to give up: Public Sympathy, or the Prison's Cells (at
    # best for the Hostages in the pool); its own answer is ``u33_terms``. Playing it when the Hostages outweigh
    # the Prison's worth was tried on 800 tuning seeds and did not help (docs/BENCHMARKS.md, 2026-12-04 20:09 UTC).
    "U33": (lambda b, st: True, "it only asks the Government what to give up, Public Sympathy or the Prison's "
                                "Cells (U33)"),
}
# the "how many" questions whose answer is the most, and why (Steady.number): the question's key, the reason
MOST_BECAUSE = {
    "deploy.count": "Police on the map can later Patrol anywhere (3.2.2), in Available they only wait for another "
                    "Deploy (3.2.1)",   # Deploy, where the cubes outnumber the Cells
    "u4.count": "each Active Cell taken leaves the map for the Prison box, where every six bring a Political Will at "
                "each Propaganda Round (U4, 6.2.6)",
    "prison.free": "every Cell out of the Prison box can be Recruited again and no longer counts toward the "
                   "Government's Political Will (1.3.4, 6.2.6)",
    "u26.count": "a free placement; Cells on the map can Sabotage or Travel from there, in Available they wait for a "
                 "Recruit (U26, 3.3.1)",
    "recruit.count": "where a Safe House stands Recruit places up to two, and each one more counts toward outnumbering "
                     "the cubes (3.3.1, 6.1.1)",
}
# what the lists read of a question (its key, engine/procs.py ``Ask``; never its prompt's words): the questions that
# ask where a piece leaves from in a Propaganda Round's Redeploy or U5's move (those of a Safe House apart), where a
# Safe House goes, and where the Tupamaros put a Sabotage marker
LEAVES = ("redeploy.police_from", "redeploy.house_from", "redeploy.cell_out", "u5.house_from")
HOUSE_LEAVES = ("redeploy.house_from", "u5.house_from")
HOUSE_GOES = ("house.to", "redeploy.house_to", "recruit.house", "u5.house_to")
SABOTAGE = ("sabotage.space", "sabotage.place", "sabotage.u8", "sabotage.u13")
# whom each card's Breaking News helps (5.4), read from its text: a piece, a marker, a chit or a Special Activity for
# the Tupamaros, Public Sympathy toward Support, Coup Threat up (1.11: it can cost the Government the game after
# Military Intervention) help the Tupamaros; a Special Activity for the Government, Political Will up, Public
# Sympathy toward Disgust, a blow to the Tupamaros' pieces or markers help the Government. Cards not listed say
# "No effect." The steady bots block only the other side's news (``Steady.block_news``).
NEWS_HELPS = {
    GOV: ("U2", "U3", "U9", "U14", "U17", "U22", "U23", "U27", "U34"),
    TUP: ("U1", "U4", "U5", "U7", "U8", "U11", "U13", "U16", "U18", "U20", "U21", "U26", "U28", "U29", "U31", "U32",
          "U33", "U36"),
}
ROLE_NAME = {GOV: "the Government", TUP: "the Tupamaros"}
STAY_CELLS = 3          # the Tupamaros stay at (or go back to) Control while it leaves this many Cells Available
# a Tupamaros side whose condition is unmet on public facts (5.2): card -> (unmet(board), why)
UNMET = {"U11": (lambda b: not b["peoples_prison_on_map"], "the People's Prison is off the map"),
         "U25": (lambda b: not b["peoples_prison_on_map"], "the People's Prison is off the map"),
         "U26": (lambda b: b["tracks"]["military_intervention"], "Military Intervention has come already"),
         "U33": (lambda b: not b["peoples_prison_on_map"], "the People's Prison is off the map")}


def _spaces():
    return {s["id"]: s for s in content.load("uruguay")["spaces"]}


@functools.lru_cache(maxsize=None)
def _news_headings():
    return {c["id"]: c["breaking_news"]["heading"] for c in content.load("uruguay")["cards"] if c.get("breaking_news")}


def _news_heading(card):
    return _news_headings().get(card, card)


def _cubes(sp):
    return sp["police"] + sp["troops"]


def _cells(sp):
    return sp["cells_u"] + sp["cells_a"]


class Steady(PriorityBot):
    """The steady Uruguay player: one priority list per kind of decision, for either faction."""

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        ctx["static"] = _static()
        ctx["what"] = question["prompt"].split(":")[0].strip()     # words for a reason, never a decision
        ctx["op"] = ctx["key"].split(".")[0] if ctx["key"] else None     # what asks: "patrol", "redeploy", ...
        return ctx

    def score(self, ctx, act):
        role, board, verb, arg = ctx["role"], ctx["board"], act["verb"], act["arg"]
        gov = role == GOV
        ours = self.government(ctx, act) if gov else self.tupamaros(ctx, act)
        if ours is not None:
            return ours
        if verb == "box":
            prio, why = BOX_PRIO.get(arg, (3, "the only box left"))
            return prio, f"{act['label']}: {why}"
        if verb == "op":
            return self.op(ctx, act)
        if verb == "special":
            return 7, f"{act['label']}: a Special Activity comes free on top of the Operation"
        if verb == "event":
            who = "the Government" if gov else "us"
            return 5, f"{act['label']}: the Event chosen, both Event texts are open to {who}"
        if verb == "intervene":
            return 0, "Military Intervention only as a last resort: it lets the Coup Threat decide the game"
        if verb == "space" and isinstance(arg, str) and arg in board["spaces"]:
            return self.space(ctx, act)
        if verb == "number" and isinstance(arg, int):
            return self.number(ctx, act)
        if verb == "which":
            keep = arg != "peoples_prison"
            return (6 if keep else 2), (f"{act['label']}: the People's Prison stays hidden" if keep
                                        else f"{act['label']}: the Prison leaves only if it must")
        if verb == "intel" and ctx["key"] == "intel.outdated":
            return 6, f"{act['label']}: one Intel chit must go, any of them, by the die"
        if verb in ("orders", "lead", "intel"):
            return 6, f"{act['label']}: one more space acted in is worth the chit"
        if verb == "move":
            return 6, f"{act['label']}: every cube that may come in joins the Operation"
        if verb in ("yes", "no") and ctx["key"] == "news.block" or verb == "block":
            return self.block_news(ctx, act)
        if verb == "yes":
            who = "the Government" if gov else "the Tupamaros"
            if act["label"] == "Yes":       # a bare yes: the question says which effect
                return 5, f"Yes to \"{ctx['prompt']}\": the extra effect helps {who}"
            return 5, f"{act['label']}: the extra effect helps {who}"
        if verb == "chit" and ctx["key"] == "supplies.wasted":
            lose = {"escape": 6, "arms": 5, "orders": 4}.get(arg, 5)
            return lose, f"{act['label']}: Escape goes first, then Arms; Orders are kept"
        if verb == "chit":
            want = {"orders": 6, "arms": 5, "escape": 4}.get(arg, 4) if not gov else 4
            return want, f"{act['label']}: Orders buy extra spaces, Arms and Escape come next"
        if verb == "place" and not gov and self.wants_home(ctx, arg):
            return 7, f"{act['label']}: a Safe House in the countryside denies the Government its +2 (6.2.5)"
        if verb in common.PASSIVE and ctx["op"] == "redeploy":
            return 5, f"{act['label']}: our pieces already stand where they are needed"
        if verb in common.PASSIVE:
            return 2, f"{act['label']}: no other choice here is worth making"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"

    # ----- blocking the Breaking News (4.2.1, 4.3.2, 5.4) -----
    def block_news(self, ctx, act):
        """Block the current card's Breaking News only when it would help the other side (``NEWS_HELPS``); a news
        that helps us, or does nothing, runs. The answer is "yes"/"no" to the Censor's or Propagandize's question,
        or U15's "block" instead of the Censor's roll."""
        card = ctx["board"].get("current")
        helps = next((side for side, cards in NEWS_HELPS.items() if card in cards), None)
        heading = _news_heading(card) if card else "this card's"
        if helps is None:
            why = f"{card}'s Breaking News \"{heading}\" changes nothing on the board"
        else:
            why = f"{card}'s Breaking News \"{heading}\" would help {ROLE_NAME[helps]}"
        hurts = helps is not None and helps != ctx["role"]
        block = act["verb"] in ("yes", "block")
        if block == hurts:
            return 5, f"{act['label']}: {why}, so {'it is blocked' if hurts else 'it runs'} (5.4)"
        return 2, f"{act['label']}: {why} (5.4)"

    # ----- "how many": each question by its own rule -----
    def number(self, ctx, act):
        """How many pieces: each question the steady bots meet has its own count and reason. The most, save U9's
        for the Government: the Underground Cells leave, the Active ones stay where an Arrest can take them (3.2.4).
        A question not listed here (none today) would take the most."""
        n, key, static, label = act["arg"], ctx["key"], ctx["static"], act["label"]
        gov = ctx["role"] == GOV
        most = 3 + n / 10
        if key == "u9.active":
            if gov:
                return 3 - n / 10, (f"{label}: the Underground Cells go first; Active ones left behind can be "
                                    "Arrested (U9, 3.2.4)")
            return most, (f"{label}: the Active Cells go first, the Underground ones stay hidden from Arrest (U9, "
                          "3.2.4)")
        if key in MOST_BECAUSE:
            return most, f"{label}: {MOST_BECAUSE[key]}"
        if key in ("travel.count", "travel.active"):        # the Underground Cells asked first, then the Active
            rural = static[ctx["about"]]["type"] == "rural"
            if not gov and rural and self.wants_home(ctx) is None:
                return 7 - abs(n - 2) / 10, f"{label}: two Cells are enough to hold the countryside (6.2.5)"
            return most, f"{label}: every free Cell of this origin goes, massed where the Police are few (3.3.2)"
        return most, f"{label}: as many as may go"

    # ----- the Tupamaros' own priorities before the shared ones -----
    def tupamaros(self, ctx, act):
        """The Tupamaros' answer to Police moved in by Patrol, or None where the lists below decide: a Patrol leaves
        spaces with just as many cubes as Cells and markers, so tip them and spread new Cells faster than one
        Patrol can follow."""
        verb, arg, board, static = act["verb"], act["arg"], ctx["board"], ctx["static"]
        if verb == "event":
            return self.tup_event(ctx, act)
        if verb == "pass" and board.get("current") == "U33" and ctx["key"] == "box.event" \
                and self.tup_event_side(ctx) is None:
            return 2, f"{act['label']}: {self.u33_passed(ctx)}, so we pass for a Supply chit (U33, 2.3.3)"
        if verb == "box" and arg == "event" and self.tup_event_side(ctx) is None:
            return 4.5, (f"{act['label']}: nothing on this card serves us now (5.2, 5.3), so the Limited Operation "
                         "comes first")
        if verb in ("yes", "no") and ctx["key"] == "structure.switch":
            return self.structure_answer(ctx, act)
        if verb == "op" and arg == "recruit" and len(self.recruit_tips(ctx)) >= 2:
            return 8.8, (f"Recruit: Cells placed in {count(len(self.recruit_tips(ctx)), 'space')} would outnumber "
                         "the cubes there, Unrest at the Propaganda Round (3.3.1, 6.1.1)")
        if verb == "op" and arg == "sabotage" and self.tips(ctx, False):
            return 8.7, (f"Sabotage: a marker tips {count(len(self.tips(ctx, False)), 'space')} into Unrest at "
                         "the Propaganda Round (6.1.1)")
        if verb == "special" and arg == "intimidate" and self.tips(ctx, True):
            names = ", ".join(static[k]["name"] for k in self.tips(ctx, True))
            return 7.5, f"Intimidate: one Police fewer tips {names} into Unrest at the Propaganda Round (6.1.1)"
        if verb != "space" or arg not in board["spaces"]:
            return None
        st = static[arg]
        econ = st.get("econ") or 0
        if ctx["op"] == "intimidate" and arg in self.tips(ctx, True):
            return 6 + econ / 10, (f"Intimidate in {st['name']}: one Police fewer and Cells outnumber the cubes, "
                                   f"Economic Value {econ} off Political Will (6.1.1)")
        if ctx["key"] == "recruit.space" and arg in self.recruit_tips(ctx) \
                and not self.wants_home(ctx, arg):
            return 6 + econ / 10 - _cells(board["spaces"][arg]) / 100, (
                f"Recruit in {st['name']}: the Cells placed outnumber the cubes, Economic Value {econ} off Political "
                "Will (3.3.1, 6.1.1)")
        return None

    @per_decision
    def tup_event_side(self, ctx):
        """The Event text of the card in play that serves the Tupamaros on public facts, or None: the lower (5.2),
        unless its condition is unmet (U11 and U25 need the People's Prison on the map, U26 a game without Military
        Intervention); U33's only text while the People's Prison is on the map and the Government's answer, foreseen
        by its rule, serves us (``u33_serves_us``); a Government Capability's lower Event text (5.3); one of our own
        Capabilities only at Control, where its helpful effect is in force (5.3)."""
        board = ctx["board"]
        cid = board.get("current")
        card = self.cards().get(cid) if cid else None
        if not card or card.get("kind") == "propaganda":
            return None
        if card.get("kind") == "capability":
            if card.get("capability") == GOV:
                return "bottom"
            return "capability" if board["tracks"]["structure"] == "control" and self.stay_at_control(ctx) else None
        if cid in UNMET and UNMET[cid][0](board):
            return None
        if cid == "U33":
            return "top" if self.u33_serves_us(ctx) else None
        return "bottom" if "bottom" in card else None

    def u33_serves_us(self, ctx):
        """Whether U33's one text serves the Tupamaros, the Government's answer foreseen by its own public rule
        (``u33_terms``): a refusal always does (Public Sympathy toward Support, 6.2.3); a release only when it frees
        Cells from the Prison box and takes out no more Hostages than those Cells are worth to the Government
        (1.8.1, 6.2.6)."""
        terms = u33_terms(ctx["board"], ctx["static"])
        if terms["answer"] == "refuse":
            return True
        return ctx["board"]["prison"] > 0 and terms["hostages"] <= terms["prison_will"]

    def u33_passed(self, ctx):
        """Why U33's one text does not serve the Tupamaros now (``u33_serves_us`` is false): the card does nothing
        with the People's Prison off the map, or the Government's foreseen answer costs us more than it frees."""
        board = ctx["board"]
        if UNMET["U33"][0](board):
            return f"{UNMET['U33'][1]}, so U33 would do nothing"
        terms = u33_terms(board, ctx["static"])
        if not board["prison"]:
            return (f"the Government's rule would release, taking {count(terms['hostages'], 'Hostage')} out of the "
                    "Supply pool, and the Prison box holds no Cell to free")
        return (f"the Government's rule would release, taking {count(terms['hostages'], 'Hostage')} out of the "
                f"Supply pool for only {count(board['prison'], 'Cell')} from the Prison box (1.8.1, 6.2.6)")

    def tup_event(self, ctx, act):
        """The Tupamaros' choice in the Event box: the text that serves them (``tup_event_side``); the upper one,
        which serves the Government, below a pass (a pass gains a Supply chit, 2.3.3)."""
        arg, cid = act["arg"], ctx["board"].get("current")
        side = self.tup_event_side(ctx)
        kind = self.capability_card(ctx)
        if arg == side:
            if kind == GOV:
                return 5.5, (f"{act['label']}: a Government Capability's lower Event text works against the Government "
                             "for the rest of the game (5.3)")
            if kind == TUP:
                return 5.5, (f"{act['label']}: at Control our Capability's helpful effect is in force, and we mean "
                             "to stay at Control (5.3, 6.4.3)")
            if arg == "top":
                terms = u33_terms(ctx["board"], ctx["static"])
                if terms["answer"] == "refuse":
                    return 5.5, (f"{act['label']}: the Government's rule will refuse the deal, and Public Sympathy "
                                 "moves toward Support (U33, 6.2.3)")
                freed = count(ctx["board"]["prison"], "Cell")
                if not terms["hostages"]:
                    return 5.5, (f"{act['label']}: the Government's rule will release, {freed} from the Prison box "
                                 "back to Available, and no Hostage lies in the Supply pool to lose (U33, 6.2.6)")
                return 5.5, (f"{act['label']}: the Government's rule will release {freed} from the Prison box for "
                             f"{count(terms['hostages'], 'Hostage')}, no more than those Cells are worth to it (U33, "
                             "1.8.1, 6.2.6)")
            return 5.5, f"{act['label']}: the Event text that serves the Tupamaros (5.2)"
        if kind == TUP:
            return 1, (f"{act['label']}: at Expansion, or soon there, our Capability would work against us (5.3, "
                       "6.4.3)")
        if kind == GOV:
            return 1, (f"{act['label']}: a Government Capability's upper Event text would serve the Government for "
                       "good (5.3)")
        if cid in UNMET and UNMET[cid][0](ctx["board"]) and (arg == "bottom" or cid == "U33"):
            return 1, f"{act['label']}: {UNMET[cid][1]}, so this Event text does nothing"
        if cid == "U33":
            terms = u33_terms(ctx["board"], ctx["static"])
            return 1, (f"{act['label']}: the Government's rule would release, taking "
                       f"{count(terms['hostages'], 'Hostage')} out of the Supply pool for "
                       f"{count(ctx['board']['prison'], 'Cell')} from the Prison box (U33, 1.8.1, 6.2.6)")
        return 1.5, f"{act['label']}: the Event text that serves the Government, only if nothing else is offered (5.2)"

    def stay_at_control(self, ctx):
        """The Tupamaros' Organizational Structure rule (6.4.3): Control while it leaves at least three Cells
        Available, counting the six a switch to Control puts back in the Expansion box; else Expansion."""
        board = ctx["board"]
        avail = board["available"]["cells"] - (6 if board["tracks"]["structure"] == "expansion" else 0)
        return avail >= STAY_CELLS

    def structure_answer(self, ctx, act):
        """Switch or stay (6.4.3, and the switch U14 and U17 offer) by ``stay_at_control``."""
        board = ctx["board"]
        now = board["tracks"]["structure"]
        avail = board["available"]["cells"]
        want = "control" if self.stay_at_control(ctx) else "expansion"
        switch = act["verb"] == "yes"
        good = (want != now) == switch
        left = avail - (6 if now == "expansion" else 0)
        if want == "control":
            why = (f"Control leaves {count(left, 'Cell')} Available, enough to go on, and keeps our Capabilities "
                   "helpful and our Supply chits chosen (6.4.3)")
        elif now == "expansion":
            rest = f"leaving only {count(left, 'Cell')} Available" if left > 0 else "some of them from the map"
            why = f"going back to Control would put six Cells in the Expansion box, {rest} (6.4.3)"
        else:
            only = agree(count(avail, "Cell"), "are", avail != 1)
            why = f"at Control only {only} Available; Expansion brings six more (6.4.3)"
        return (6 if good else 1), f"{act['label']}: {why}"

    @per_decision
    def tips(self, ctx, police):
        """``_tips`` on the decision's board: one Police fewer (``police``) or one Sabotage marker more tips these."""
        return _tips(ctx["board"], police)

    @per_decision
    def recruit_tips(self, ctx):
        """The spaces where the Cells a Recruit places (one in an Urban space, two where a Safe House stands, 3.3.1)
        would make Cells and markers outnumber the cubes, when they do not already (6.1.1)."""
        board = ctx["board"]
        avail = board["available"]["cells"]
        out = []
        for k, sp in sorted(board["spaces"].items()):
            kind = ctx["static"][k]["type"]
            placed = min(avail, 2 if sp["safe"] else 1 if kind == "urban" else 0)
            if kind != "center" and placed and _gap(sp) <= 0 < _gap(sp) + placed:
                out.append(k)
        return out

    # ----- the Government's lists -----
    def government(self, ctx, act):
        """The Government's own priorities, or None where the shared ones above decide."""
        verb, arg, board = act["verb"], act["arg"], ctx["board"]
        expansion = board["tracks"]["structure"] == "expansion"
        if verb == "box" and arg == "event" and self.capability_card(ctx) == TUP and not expansion:
            return 4, (f"{act['label']}: this card's Event would put a Tupamaros Capability in play, and at Control "
                       "its effect helps them (5.3)")
        if verb == "event" and arg == "capability" and expansion:
            return 5.5, (f"{act['label']}: the Tupamaros are at Expansion, where their Capability's effect works "
                         "against them (5.3)")
        if verb in ("refuse", "release"):
            return self.u33_answer(ctx, act)
        idle = self.idle(ctx)
        if verb == "box" and arg == "event" and idle:
            return 4.5, f"{act['label']}: {idle}, so the Limited Operation comes first (5.2)"
        if verb == "event" and arg == "top" and idle:
            return 1.5, f"{act['label']}: {idle} (5.2); passing draws an Intel chit (2.3.3)"
        if verb == "event":
            if arg == "top":
                return 5.5, f"{act['label']}: the Event text that serves the Government (5.2)"
            if arg == "bottom":
                return 4.5, f"{act['label']}: the Event text that serves the Tupamaros, only if nothing else is offered"
            return 1, f"{act['label']}: at Control a Tupamaros Capability helps the Tupamaros (5.3)"
        if verb == "op":
            return self.gov_op(ctx, act)
        if verb == "special":
            if arg == "raid":
                rural = any(ctx["static"][k]["type"] == "rural" and sp["safe"] and _cubes(sp) > _cells(sp)
                            for k, sp in board["spaces"].items())
                return (7.5, "Raid: a Safe House in the countryside can go, +1 Political Will and no Rural Safe "
                        "House at the Propaganda Round (4.2.2, 6.2.5)") if rural else (
                    7.2, "Raid: a Safe House can go, +1 Political Will (4.2.2)")
            if arg == "censor" and board["tracks"]["public_sympathy"] == 0:
                return 7.1, "Censor: Public Sympathy is at Disgust already, so a Cell is flipped Active instead (6.6.4)"
            if arg == "censor":
                return 7.1, (f"Censor: Public Sympathy {board['tracks']['public_sympathy']} comes off Political Will "
                             "at each Propaganda Round, so push it toward Disgust (6.2.3)")
            return None
        if verb == "move" and isinstance(arg, list) and ctx["op"] == "search":
            src = board["spaces"][arg[0]]
            if ctx["static"][arg[0]]["type"] != "center" and _gap(src) + 1 > 0 and (_cells(src) or src["sabotage"]):
                return 1, (f"{act['label']}: that cube holds {ctx['static'][arg[0]]['name']} out of Unrest at the "
                           "Propaganda Round (6.1.1)")
            return None
        if verb == "space" and isinstance(arg, str) and arg in board["spaces"]:
            return self.gov_space(ctx, act)
        return None

    @per_decision
    def idle(self, ctx):
        """Why the card's upper Event text would do nothing for the Government now (``GOV_IDLE``), or None."""
        idle = GOV_IDLE.get(ctx["board"].get("current"))
        return idle[1] if idle and idle[0](ctx["board"], ctx["static"]) else None

    def u33_answer(self, ctx, act):
        """U33's question to the Government (refuse the exchange, or release the prisoners) by ``u33_terms``."""
        terms = u33_terms(ctx["board"], ctx["static"])
        hostages, kept, refused = terms["hostages"], terms["prison_will"], terms["refuse_will"]
        rounds = count(terms["rounds"], "Propaganda Round")
        cost = (f"refusing would cost {refused} Political Will through Public Sympathy over the {rounds} left (6.2.3)"
                if not terms["at_support"] else
                f"refusing at Support would hand the Tupamaros a Safe House, worth {refused} (6.6.4, 6.2.5)")
        prison = ctx["board"]["prison"]
        cells = (f"the {count(prison, 'Cell')} in the Prison box {'is' if prison == 1 else 'are'} worth {kept} "
                 f"Political Will over the {rounds} left (6.2.6)" if prison else "the Prison box is empty")
        pool = (f"{count(hostages, 'Hostage')} {'leaves' if hostages == 1 else 'leave'} the Supply pool, a Political "
                "Will each once drawn (1.8.1)" if hostages else "no Hostage lies in the Supply pool")
        if terms["answer"] == "release":
            why = f"{pool}, and {cost}; {cells.replace(f'over the {rounds} left', 'over those rounds')}"
        else:
            price = (f"the {refused} that refusing costs through Public Sympathy (6.2.3)" if not terms["at_support"] else
                     f"the Safe House refusing at Support hands the Tupamaros (worth {refused}, 6.6.4)")
            why = (f"the {count(prison, 'Cell')} in the Prison box {'is' if prison == 1 else 'are'} worth {kept} "
                   f"Political Will over the {rounds} left (6.2.6), no less than {price} and the "
                   f"{count(hostages, 'Hostage')} in the Supply pool (1.8.1) together; the Cells stay out of play")
        return (6 if act["verb"] == terms["answer"] else 1), f"{act['label']}: {why} (U33)"

    @per_decision
    def capability_card(self, ctx):
        """Whose Capability the card in play is ("government", "tupamaros"), or None for an ordinary Event (5.3)."""
        cid = ctx["board"].get("current")
        card = self.cards().get(cid) if cid else None
        return card.get("capability") if card and card.get("kind") == "capability" else None

    @staticmethod
    @functools.cache
    def cards():
        return {c["id"]: c for c in content.load("uruguay")["cards"]}

    def gov_op(self, ctx, act):
        board, static = ctx["board"], ctx["static"]
        spaces = board["spaces"]
        op = act["arg"]
        full = ctx["key"] == "box.op_sa"
        yields = {k: _arrest_yield(sp, static[k]["type"]) for k, sp in spaces.items() if _cubes(sp)}
        houses = sum(h for _, h in yields.values())
        cells = sum(c for c, _ in yields.values())
        fix = self.fixable(ctx)
        sympathy = board["tracks"]["public_sympathy"]
        if op == "arrest" and houses:
            return 9.5, f"Arrest: {count(houses, 'Safe House')} can be taken, +1 Political Will each (3.2.4)"
        if op == "patrol" and full and (fix or sympathy >= 3):
            why = (f"Police moved where Unrest threatens {count(len(fix), 'space')} (6.1.1)" if fix else
                   f"Public Sympathy at {sympathy} costs Political Will each Propaganda Round (6.2.3)")
            return 9, f"Patrol with Censor: {why}"
        police = board["available"]["police"]
        short = self.deploy_targets(ctx)
        if op == "deploy" and full and police >= DEPLOY_POLICE and short:
            return DEPLOY_PRIO, (f"Deploy: {police} Police wait in Available, and placed in "
                         f"{count(len(short), 'space')} where Cells and markers outnumber the cubes they hold back "
                         "Unrest (3.2.1, 6.1.1)")
        if op == "arrest" and cells:
            return 8.8, f"Arrest: {count(cells, 'Active Cell')} can be taken to Prison now (3.2.4)"
        hidden = sum(1 for sp in spaces.values() if sp["cells_u"])
        if op == "search" and hidden:
            return 8, (f"Search: {count(hidden, 'space')} {'hides' if hidden == 1 else 'hide'} Underground Cells "
                       "to bring into the open")
        if op == "patrol" and fix:
            return 7.5, f"Patrol: Police moved where Unrest threatens {count(len(fix), 'space')} (6.1.1)"
        return OPS_GOV.get(op, 4) - 3, f"{act['label']}: to spread the cubes where the Cells are"

    @per_decision
    def deploy_targets(self, ctx):
        """The Urban and Rural spaces where Cells and Sabotage markers outnumber the cubes (6.1.1): a Police placed
        there by Deploy (3.2.1) holds back Unrest."""
        spaces, static = ctx["board"]["spaces"], ctx["static"]
        return [k for k, sp in sorted(spaces.items()) if static[k]["type"] != "center" and _gap(sp) > 0]

    @per_decision
    def fixable(self, ctx):
        """The Urban and Rural spaces with Cells headed for Unrest (6.1.1) that Police to spare elsewhere could
        hold (a Patrol moves Police from anywhere into spaces with Cells, 3.2.2)."""
        spaces, static = ctx["board"]["spaces"], ctx["static"]
        spare = sum(sp["police"] if static[k]["type"] == "center" else min(sp["police"], max(0, -_gap(sp)))
                    for k, sp in spaces.items())
        out = []
        for k in sorted(spaces, key=lambda k: (_gap(spaces[k]), -(static[k].get("econ") or 0), k)):
            sp = spaces[k]
            if static[k]["type"] != "center" and _cells(sp) and 0 < _gap(sp) <= spare:
                spare -= _gap(sp)
                out.append(k)
        return out

    def gov_space(self, ctx, act):
        board, static = ctx["board"], ctx["static"]
        sid = act["arg"]
        sp, st = board["spaces"][sid], static[sid]
        name, key, what = st["name"], ctx["key"], ctx["what"]
        econ = st.get("econ") or 0
        if key == "patrol.from":
            dest = ctx["about"]
            if dest is not None and _gap(board["spaces"][dest]) <= 0:
                return 1, f"Patrol from {name}: {static[dest]['name']} already holds against Unrest (6.1.1)"
            if st["type"] == "center":
                return 6, f"Patrol from {name}: a Police in a Strategic Center is free to go (3.2.2)"
            if _gap(sp) + 1 <= 0:
                return 5.5 - _gap(sp) / 10, f"Patrol from {name}: it keeps more cubes than Cells there (6.1.1)"
            return 1, f"Patrol from {name}: the Police there hold it out of Unrest (6.1.1)"
        if key == "patrol.into":
            if sid in self.fixable(ctx):
                return 6 + econ / 10, (f"Patrol into {name}: enough Police keep it out of Unrest, Economic Value "
                                       f"{econ} kept (6.1.1)")
            cells, houses = _arrest_yield(sp, st["type"], police_only=True)
            return (1.5 + cells / 10 + houses / 5), f"Patrol into {name}: nothing there the Police can change now"
        if key in ("arrest.space", "patrol.arrest"):
            cells, houses = _arrest_yield(sp, st["type"], police_only=key == "patrol.arrest")
            if not cells + houses:
                return 1, f"Arrest in {name}: too few cubes there to take a piece (3.2.4)"
            rural = houses and st["type"] == "rural"
            return 5 + cells / 10 + houses / 2 + rural, (
                f"Arrest in {name}: {count(cells, 'Active Cell')} and {count(houses, 'Safe House')} can be taken"
                + (", no Rural Safe House at the Propaganda Round (6.2.5)" if rural else " (3.2.4)"))
        if ctx["op"] == "deploy" and _gap(sp) > 0:
            return 6 + econ / 10 - _gap(sp) / 100, f"Deploy in {name}: Police there keep it out of Unrest (6.1.1)"
        if ctx["op"] == "deploy" and _gap(sp) == 0 and _cells(sp):
            return 5.5 + econ / 10, (f"Deploy in {name}: one Cell or marker more would tip it into Unrest; Police "
                                     "there hold it (6.1.1)")
        if ctx["op"] == "raid" and st["type"] == "rural":
            return 6, f"Raid in {name}: no Safe House in the countryside at the Propaganda Round (6.2.5)"
        if key in LEAVES:
            held = _cells(sp)
            return 4 - held / 10, f"{what}: from {name}, where it is least needed ({count(held, 'foe')} there)"
        value = 3 * sp["cells_a"] + 2 * sp["cells_u"] + 2 * sp["safe"] + econ
        if st["type"] == "rural" and sp["safe"]:
            value += 3
        if not _cells(sp) and not sp["safe"]:
            return 4 + value / 10, (f"{_at(what, name)}: no Cell or Safe House there now, so only its Economic "
                                    f"Value ({econ}) counts for it")
        return 4 + value / 10, (f"{_at(what, name)}: the most Tupamaros there among the choices "
                                f"({count(_cells(sp), 'Cell')}, {count(sp['safe'], 'Safe House')})")

    @per_decision
    def wants_home(self, ctx, sid=None):
        """No Safe House of ours stands in a Rural space (so 6.2.5 gives the Government +2) and ``sid`` is a Rural
        space (any one, without ``sid``, that has more Cells than cubes and room for a Safe House)."""
        board, static = ctx["board"]["spaces"], ctx["static"]
        if any(sp["safe"] for k, sp in board.items() if static[k]["type"] == "rural"):
            return False
        if sid is not None:
            return sid in static and static[sid]["type"] == "rural"
        # without sid: True when a Rural space is ready for a Safe House, None when none is (Cells must go first)
        return any(static[k]["type"] == "rural" and _cells(sp) > _cubes(sp) for k, sp in board.items()) or None

    def op(self, ctx, act):
        """The Tupamaros' Operation (the Government's is ``gov_op``)."""
        avail = ctx["board"]["available"]["cells"]
        if act["arg"] == "travel" and self.wants_home(ctx) is None:
            return 8.5, "Travel: Cells to the countryside first, to make room for a Safe House there (6.2.5)"
        if act["arg"] == "sabotage":
            return 8, "Sabotage: strike where our Cells outnumber the cubes"
        if act["arg"] == "recruit" and avail >= 2:
            return 7, f"Recruit: {avail} Cells wait in Available"
        held = sum(ctx["board"]["supply_held"].values())
        if act["arg"] == "rob" and held < 2:
            return 7, f"Rob: only {count(held, 'Supply chit')} in hand"
        return OPS_TUP.get(act["arg"], 4) - 2, f"{act['label']}: to move the Cells where the Police are few"

    def space(self, ctx, act):
        """The Tupamaros' choice of a space (the Government's is ``gov_space``)."""
        sp = ctx["board"]["spaces"][act["arg"]]
        st = ctx["static"][act["arg"]]
        econ = st.get("econ") or 0
        name = st["name"]
        what, key = ctx["what"], ctx["key"]
        if key in LEAVES:
            held = _cubes(sp)
            if key in HOUSE_LEAVES and st["type"] != "rural" and self.wants_home(ctx):
                return 6 - held / 10, (f"{what}: a Safe House from {name} goes to the countryside, where none of "
                                       "ours stands yet (6.2.5)")
            return 4 - held / 10, f"{what}: from {name}, where it is least needed ({count(held, 'foe')} there)"
        cubes = _cubes(sp)
        if ctx["op"] == "intimidate":
            return 4 + sp["police"] / 5, f"Intimidate in {name}: {sp['police']} Police to drive off"
        if key == "travel.from" and self.wants_home(ctx):
            return 1, f"Travel from {name}: Cells already wait in the countryside, the others stay (6.2.5)"
        if key == "travel.to" and self.wants_home(ctx, act["arg"]) \
                and self.wants_home(ctx) is None:
            return 7, f"Travel to {name}: Cells into the countryside, where a Safe House may then go (6.2.5)"
        if self.wants_home(ctx, act["arg"]) and (ctx["op"] == "recruit" or key in HOUSE_GOES):
            if key == "recruit.space" and not _cells(sp):
                return 1, f"Recruit in {name}: without a Safe House or a Cell there, nothing would be placed"
            return 7, (f"{_at(what, name)}: a Safe House in the countryside denies the Government its +2 at the "
                       "Propaganda Round (6.2.5)")
        if key == "recruit.space" and st["type"] == "rural" and not sp["safe"]:
            return 1, f"Recruit in {name}: with no Safe House there, no Cell would be placed"
        if key in SABOTAGE:
            if st["type"] == "center" and not sp["sabotage"]:
                extra = 0.2 if act["arg"] == "government" else 0
                return 5.1 + extra, (f"Sabotage in {name}: a Daring Action, one less Political Will at the "
                                     "Propaganda Round (6.2.2)")
            if st["type"] != "center" and _cells(sp) + sp["sabotage"] == cubes:
                return 5 + econ / 10 + (0.05 if st["type"] == "urban" else 0), (
                    f"Sabotage in {name}: the marker tips it into Unrest, Economic Value {econ} off Political Will "
                    "(6.1.1)")
        value = econ + _cells(sp) / 2 + sp["safe"] - 2 * cubes + (2 if st["type"] == "center" else 0)
        return 4 + value / 10, f"{_at(what, name)}: {count(cubes, 'Government cube')} there, the fewest worth the risk"


def propaganda_net(board, static):
    """The Political Will a Propaganda Round would add (below 0: take away) if it came with the board as it stands
    (6.1.1, 6.2.1-6.2.6); ``board`` is a state or a view's board."""
    spaces = board["spaces"]
    unrest = {k for k, sp in spaces.items() if static[k]["type"] != "center" and (sp["unrest"] or _gap(sp) > 0)}
    return (-sum(static[k].get("econ") or 0 for k in sorted(unrest))
            - sum(1 for k, sp in spaces.items() if static[k]["type"] == "center" and sp["sabotage"])
            - board["tracks"]["public_sympathy"]
            + sum(1 for k in spaces if static[k]["type"] == "urban" and k not in unrest) // 2
            + (2 if not any(sp["safe"] for k, sp in spaces.items() if static[k]["type"] == "rural") else 0)
            + board["prison"] // 6)


def _prison_will(prison, rounds):
    """The Political Will the Cells now in the Prison box bring over the coming ``rounds`` Propaganda Rounds: one
    for every six at each (6.2.6), half of them going back to Available at each Reset (6.5.2)."""
    will = 0
    for _ in range(rounds):
        will += prison // 6
        prison -= prison // 2
    return will


def u33_terms(board, static):
    """U33's deal weighed for the Government in Political Will over the Propaganda Rounds left (public facts only;
    the Tupamaros read the same terms to foresee the answer). Refusing moves Public Sympathy one step toward
    Support: one more Political Will off at each coming round until the Reset's drift toward Disgust (6.5.1) would
    have reached Disgust anyway (6.2.3); at Support the track cannot move and the Tupamaros place or move a Safe
    House instead (6.6.4), worth two if none of theirs stands in a Rural space yet and one could go there (6.2.5),
    else one. Releasing takes every Hostage out of the Supply pool, one Political Will each that the Tupamaros no
    longer draw (1.8.1), and gives up what the Cells in the Prison box would bring (``_prison_will``). The
    Government releases when the Hostages and the refusal's cost outweigh the Prison's worth; on equal terms it
    refuses, and the Cells stay out of play. Returns {answer, hostages, prison_will, refuse_will, rounds,
    at_support}."""
    rounds = max(1, PILES - board["propaganda_played"])
    sympathy = board["tracks"]["public_sympathy"]
    at_support = sympathy >= 4
    if at_support:
        spaces = board["spaces"]
        rural = [k for k in spaces if static[k]["type"] == "rural"]
        open_country = not any(spaces[k]["safe"] for k in rural) and any(_cells(spaces[k]) for k in rural)
        refused = 2 if open_country else 1
    else:
        refused = min(rounds, sympathy + 1)
    hostages = board["supply_pool"]["hostage"]
    kept = _prison_will(board["prison"], rounds)
    answer = "release" if hostages + refused > kept else "refuse"
    return {"answer": answer, "hostages": hostages, "prison_will": kept, "refuse_will": refused, "rounds": rounds,
            "at_support": at_support}


@functools.cache
def _static():
    """The map's spaces by id, read once (the score of every roll-out's end reads them)."""
    return _spaces()


def _tips(board, police):
    """The spaces that one Police fewer (``police``: Intimidate, 4.3.3) or one Sabotage marker more (3.3.3) would
    tip into Unrest (6.1.1): Cells and markers equal to the cubes, an Underground Cell there, not a Strategic
    Center."""
    return [k for k, sp in sorted(board["spaces"].items())
            if _gap(sp) == 0 and sp["cells_u"] and (sp["police"] if police else True) and k not in CENTERS]


def _gap(sp):
    """Cells plus Sabotage markers over cubes: above 0, the space takes Unrest at the Propaganda Round (6.1.1)."""
    return sp["cells_u"] + sp["cells_a"] + sp["sabotage"] - sp["police"] - sp["troops"]


def _arrest_yield(sp, kind, police_only=False):
    """(Active Cells, Safe Houses) an Arrest would remove here now (3.2.4): one piece per cube in Rural spaces and
    Strategic Centers, per two Troops or three Police in Urban ones; Safe Houses only once no Cell is left."""
    n = arrest_count(sp, kind, police_only)
    cells = min(n, sp["cells_a"])
    houses = min(n - cells, sp["safe"]) if cells == sp["cells_a"] and not sp["cells_u"] else 0
    return cells, houses


def _at(what, name):
    """A reason's opening for a space: "Recruit in Prado"; where ``what`` is a whole question rather than an
    operation's name, the space answers it ("Move the Safe House from Prado to Malvín", "Place a Sabotage marker in
    Malvín")."""
    if not what.endswith("?"):
        return f"{what} in {name}"
    if what.endswith(" to where?"):
        return f"{what[:-len(' where?')]} {name}"
    if what.endswith(" where?"):
        return f"{what[:-len(' where?')]} in {name}"
    at = what.find(" which ")
    if at > 0:
        return f"{what[:at]} {name}"
    return f"{what[:-1]}: {name}"


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss; otherwise Political Will as the next Propaganda Round
    would leave it on the board as it stands (6.2), against the Coup Threat, and the Cells on the map (the
    Tupamaros win by bringing Political Will down, 7.0)."""
    res = state.get("result")
    if res is not None:
        return 1.0 if res.get("winner") == role else 0.0
    t = state["tracks"]
    cells = sum(_cells(sp) for sp in state["spaces"].values())
    cubes = sum(_cubes(sp) for sp in state["spaces"].values())
    will = t["political_will"] + propaganda_net(state, _static())      # as the next Propaganda Round would leave it
    tup = 0.5 + 0.04 * (10 - will) + 0.01 * (cells - cubes) - 0.01 * state["prison"]
    if t["military_intervention"]:
        tup += 0.04 * (t["coup_threat"] - will)
    tup = min(0.95, max(0.05, tup))
    return tup if role == TUP else 1 - tup


class Strong(Search):
    """The strong level: the shared search (engine/bots/search.py) over the steady bot's best four, roll-outs of
    40 moves, scored by ``evaluate``."""

    width, depth, score = 4, 40, staticmethod(evaluate)


# The Government's view holds nothing secret, and the Tupamaros' lists read the People's Prison only in their secret
# choices (where it is set up, which Safe House leaves, 1.4.4): a public choice is made from the public table, and
# its reason can be shown to both sides (engine/bots ``public_basis``).
PUBLIC_BASIS = True
