"""Junta's computer opponents (engine/bots): the steady bot's priority lists for any seat (El Presidente and
the loyal side, or the Rebels), the evaluation a searching bot scores roll-outs with, and the determiniser that
deals the other players' Politics cards again. docs/BOTS.md lists the priorities in plain words."""

import functools

from ... import content
from ...bots import common
from ...bots.common import PriorityBot
from ...bots.search import Strong as Search
from ...registry import get as get_game

VALUE = {"crowd": 1, "police": 1, "palace_guard": 2, "infantry": 2, "marines": 3, "paratroopers": 3,
         "armor": 4, "helicopter": 4, "gunboat": 4, "air_force": 4}


@functools.cache
def _static():
    data = content.load("junta")
    return {s["id"]: s for s in data["spaces"]}


def _side_of(board, pid):
    """'presidente' or 'rebels': the side a player stands with now (a loyal player stands with El Presidente)."""
    p = next((q for q in board["players"] if q["id"] == pid), None)
    if p is None:
        return "presidente"
    if p.get("side"):
        return p["side"]
    return "rebels" if p.get("rebel") else "presidente"


def _rebel_centers(board, static, me, choice):
    """How many Important Power Centers the Rebels would hold at the end (6.2) if ``me`` chose ``choice``:
    ``sure`` counting as Rebels only the players who have chosen them, ``likely`` guessing that each player still to
    choose keeps their present stand, ``most`` if every one of them turned Rebel. From the public board only."""
    pres = board["offices"]["presidente"]
    players = {p["id"]: p for p in board["players"]}
    holders = {}
    for u in board["units"]:
        if u["active"] and static.get(u["where"], {}).get("power_center"):
            holders.setdefault(u["where"], set()).add(u["controller"])

    def rebel(q, mode):
        if q == pres or q not in players:
            return False
        if q == me:
            return choice == "rebels"
        if players[q].get("side"):
            return players[q]["side"] == "rebels"
        return {"sure": False, "likely": bool(players[q]["rebel"]), "most": True}[mode]
    return {mode: sum(1 for sid in sorted(holders) if all(rebel(q, mode) for q in sorted(holders[sid])))
            for mode in ("sure", "likely", "most")}


def _cause(board, static, me):
    """Why ``me`` should rebel in the Rebellion Phase (3.1), or None. Never El Presidente (3.3). A player has
    cause when the Rebels, with its units on their side, outgun the loyal units on at least 3 of the 5 Important
    Power Centers (6.3): a center counts when the Rebels' strength on it and next to it (units that can reach it)
    is above the loyal strength on it. From the public board only (the stacks and who is a Rebel now)."""
    if board["offices"].get("presidente") == me:
        return None
    players = {p["id"]: p for p in board["players"]}
    if players.get(me, {}).get("status", "active") != "active":
        return None
    stacks = board.get("stacks") or {}

    def power(sid, rebel):
        total = 0
        for pid, kinds in (stacks.get(sid) or {}).items():
            p = players.get(pid)
            if p is None or p.get("status", "active") != "active":
                continue
            if (pid == me or bool(p.get("rebel"))) == rebel:
                total += sum(VALUE.get(k, 2) * c for k, c in kinds.items())
        return total
    mine = sum(VALUE.get(k, 2) * c for kinds in ((stacks.get(sid) or {}).get(me) or {} for sid in stacks)
               for k, c in kinds.items())
    if not mine:
        return None
    won = []
    for sid in sorted(static):
        if not static[sid].get("power_center"):
            continue
        rebels = power(sid, True) + sum(power(a, True) for a in static[sid].get("adjacent", ()))
        if rebels > power(sid, False):
            won.append(static[sid]["name"])
    if len(won) < 3:
        return None
    return (f"with our units the Rebels outgun the loyal units on {len(won)} of the 5 Important Power Centers "
            f"({', '.join(won)}), and 3 of them win the coup")


def _stands(board):
    """Each player's public stand, as one string (memory stays JSON): Rebel or not, side chosen, in the coup or not."""
    return ",".join(f"{p['id']}:{int(bool(p.get('rebel')))}:{p.get('side') or '-'}:{p.get('status', 'active')}"
                    for p in board["players"])


def _ask_again(ctx):
    """Whether proposing to stop the coup (2.4) is worth it after a proposal of ours was refused, or None if we
    have not proposed: only when our side now holds more Important Power Centers than when we last asked, or a
    player's stand has changed (someone rebelled, chose a side or left the coup). Otherwise the same players
    would refuse the same thing again."""
    last = (ctx["memory"] or {}).get("stop_proposed")
    if not last:
        return None
    held, stands = last.split("|", 1)
    return ctx["held"] > int(held) or stands != _stands(ctx["board"])


class Steady(PriorityBot):
    """The steady Junta player: take and hold the Important Power Centers for its side, fire at its foes.
    Its memory keeps how the table stood when it last proposed to stop the coup (``stop_proposed``: the centers
    its side held, the players' stands). Offered the chance again, that proposal was refused (an agreed one ends
    the coup), and it asks again only when the answer might differ (``_ask_again``), as a player at the table would."""

    def choose(self, view, question, memory, rng, budget=None):
        act, reason = super().choose(view, question, memory, rng, budget)
        if act["verb"] == "propose_end" and memory is not None:
            ctx = self.context(view, question, memory)
            memory["stop_proposed"] = f"{ctx['held']}|{_stands(ctx['board'])}"
        return act, reason

    def context(self, view, question, memory):
        ctx = super().context(view, question, memory)
        board = ctx["board"]
        me = ctx["role"]
        side = _side_of(board, me)
        ctx["side"] = side
        ctx["sides"] = {}       # each player's side, looked up once a decision (``friend``)
        ctx["static"] = _static()
        ctx["held"] = sum(1 for v in (board.get("control") or {}).values() if v == side)
        strength = {}
        for sid, owners in (board.get("stacks") or {}).items():
            mine = foes = 0
            for pid, kinds in owners.items():
                n = sum(VALUE.get(k, 2) * c for k, c in kinds.items())
                if self.friend(ctx, pid):
                    mine += n
                else:
                    foes += n
            strength[sid] = (mine, foes)
        ctx["strength"] = strength
        mine = next((p for p in board["players"] if p["id"] == me), {})
        # the Rebellion Phase (2.1): a loyal player who acts or fires in it becomes a Rebel (3.1)
        ctx["loyal_now"] = board.get("phase") == 0 and not mine.get("rebel") \
            and board["offices"].get("presidente") != me
        ctx["cause"] = _cause(board, ctx["static"], me) if ctx["loyal_now"] else None
        return ctx

    def friend(self, ctx, pid):
        if pid == ctx["role"]:
            return True
        sides = ctx["sides"]
        if pid not in sides:
            sides[pid] = _side_of(ctx["board"], pid)
        return sides[pid] == ctx["side"]

    def score(self, ctx, act):
        verb, arg, side, held = act["verb"], act["arg"], ctx["side"], ctx["held"]
        quiet = ctx["loyal_now"] and not ctx["cause"]
        if quiet and (verb in ("attack", "air_raid", "gunboat") or verb == "dice" and isinstance(arg, list)):
            prio = 4 - arg[1] if verb == "dice" else 0.5       # below declaring no more (2) and firing nothing
            return prio, f"{act['label']}: a loyal player does not fire in the Rebellion Phase (3.4), no cause to rebel"
        if verb == "dice" and isinstance(arg, list):
            foe, n = arg
            if self.friend(ctx, foe):
                return 5 - n, f"{act['label']}: no dice at a friend of our side"
            return 5 + n, f"{act['label']}: every die at a foe of our side"
        if verb == "hit" and isinstance(arg, list):
            value = VALUE.get(arg[1], 2)
            if self.friend(ctx, arg[0]):
                return 5 - value, f"{act['label']}: the cheapest of our own units goes"
            return 5 + value, f"{act['label']}: the foe's most valuable unit goes"
        if verb == "side" and arg in ("rebels", "presidente"):
            return self.choose_side(ctx, act)
        if verb == "propose_end" and held >= 3 and _ask_again(ctx) is False:
            return 1, (f"{act['label']}: not again: refused when we last asked, and since then our side has "
                       f"gained no center (it holds {held} of 5) and no player has changed sides")
        if verb in ("agree", "propose_end"):
            if held >= 3:
                return 7, f"{act['label']}: our side holds {held} of the 5 Important Power Centers now"
            return 0, f"{act['label']}: only {held} of 5 centers {'is' if held == 1 else 'are'} ours, so not yet"
        if verb == "refuse" and ctx["key"] == "stop.vote":
            return (1, f"{act['label']}: we would win if it stopped now") if held >= 3 else \
                (6, f"{act['label']}: only {held} of 5 centers {'is' if held == 1 else 'are'} ours")
        if verb == "done" and act["rule"] == "3.4":
            if ctx["cause"]:
                return 4, f"{act['label']}: not now: {ctx['cause']}"
            return 8, f"{act['label']}: a loyal player stands with El Presidente, the side that starts with every center"
        if ctx["cause"] and verb == "move":
            return 9, f"{act['label']}: rebel now (3.1): {ctx['cause']}"
        if verb in ("play", "land"):
            return 6, f"{act['label']}: more units and cards in the city help our side"
        if verb == "move":
            return 5, f"{act['label']}: to bring our units on the Important Power Centers"
        if verb == "number" and isinstance(arg, int):
            return 3 + arg / 10, self.how_many(ctx, act)
        if verb == "space" and arg in ctx["static"]:
            return self.space(ctx, act)
        if verb in ("attack", "air_raid", "gunboat") and arg in ctx["strength"]:
            mine, foes = ctx["strength"][arg]
            if verb != "attack" and not foes:
                return 0, f"{act['label']}: no foe of our side there, so the shells would be wasted"
            if verb != "attack":
                return 4 + foes / 10, f"{act['label']}: enemy units there ({foes} strength)"
            if foes and mine >= foes:
                how = "stronger than" if mine > foes else "as strong as"
                return 6, f"{act['label']}: we are {how} the foe there ({mine} against {foes})"
            if not foes:
                return 1, f"{act['label']}: no foe of our side there to attack"
            return 1, f"{act['label']}: we are weaker there ({mine} against {foes})"
        if verb in ("give", "exile"):
            return 0, f"{act['label']}: we keep our units in the coup"
        if verb == "expel":
            return 5, f"{act['label']}: the loser leaves the space to us"
        if verb in ("admit", "refuse"):
            return 4, f"{act['label']}: the answer our side's interest gives"
        if verb == "send":
            return (5 if side == "presidente" else 1), f"{act['label']}: the Police follow the Rebels' new units"
        if verb in common.PASSIVE:
            return 2, f"{act['label']}: nothing better is offered here"
        return 3, f"{act['label']}: an ordinary choice, no rule of ours prefers another"

    def choose_side(self, ctx, act):
        """Choosing a side at the end (6.1): the side that wins the count of 6.2 with this choice made. A center
        is the Rebels' only if every player with units there ends on their side, so each choice still to come
        can take one from them: a side is sure when it wins whatever those still to choose do, likely when it
        wins if each keeps the stand they have now."""
        counts = _rebel_centers(ctx["board"], ctx["static"], ctx["role"], act["arg"])
        if act["arg"] == "presidente":
            sure, likely, n = counts["most"] < 3, counts["likely"] < 3, 5 - counts["likely"]
        else:
            sure, likely, n = counts["sure"] >= 3, counts["likely"] >= 3, counts["likely"]
        if sure:
            return 8, f"{act['label']}: that side wins whatever the players still to choose do ({n} of 5 centers)"
        if likely:
            return 6, f"{act['label']}: that side wins if the others keep their present stand ({n} of 5 centers)"
        return 2, f"{act['label']}: that side would hold only {n} of the 5 centers"

    def how_many(self, ctx, act):
        """How many of one kind go (the question asks kind by kind): all of them, the stack as a whole (4.1)."""
        head = ctx["prompt"].split(":", 1)[0]
        most = max((a["arg"] for a in ctx["question"]["actions"] if isinstance(a["arg"], int)), default=0)
        if ctx["key"] == "ride.count" and act["arg"] == most:
            return f"{head}: {act['label']}: the Helicopter lifts one unit at most, and a passenger helps (4.3)"
        if act["arg"] == most:
            whole = "the only one" if most == 1 else "all of them"
            return f"{head}: {act['label']} ({whole}): our stack moves whole, never split"
        return f"{head}: {act['label']} of {most}: it would split our stack, weaker in both places"

    def space(self, ctx, act):
        sid = act["arg"]
        st = ctx["static"][sid]
        mine, foes = ctx["strength"].get(sid, (0, 0))
        if ctx["key"] in ("move.from", "transfer.from"):
            how = "Transfer" if ctx["key"] == "transfer.from" else "Move"
            if not st.get("power_center"):
                return 4 + mine / 10, (f"{how} from {st['name']}: ours there (strength {mine}) stand on no Important "
                                       "Power Center, so they count for nothing until they reach one")
            others = [ctx["strength"].get(a["arg"], (0, 0))[0] for a in ctx["question"]["actions"]
                      if a["verb"] == "space" and a["arg"] != sid]
            off = [ctx["strength"].get(a["arg"], (0, 0))[0] for a in ctx["question"]["actions"]
                   if a["verb"] == "space" and a["arg"] != sid
                   and not ctx["static"].get(a["arg"], {}).get("power_center")]
            if not others:
                why = "the only stack of ours that can still go"
            elif not off:
                why = "on a center like every stack of ours that can still go" + (
                    ", and the strongest of them" if mine >= max(others) else "")
            elif mine > max(off) + 20:
                why = "stronger by over 20 than any stack of ours off the centers, so worth more on the move"
            else:
                why = "yet a stack of ours off the centers comes first"
            return 2 + mine / 10, (f"{how} from {st['name']}, an Important Power Center: ours there "
                                   f"(strength {mine}) are {why}")
        if ctx["key"] in ("battle.order", "retreat.to"):
            return 3 + mine / 10 - foes / 20, f"{act['label']}: where our side is strongest"
        center = 3 if st.get("power_center") else 0
        control = (ctx["board"].get("control") or {}).get(sid)
        need = 1 if control and control != ctx["side"] else 0
        return 4 + center + need - foes / 20, (
            f"{st['name']}: {'an Important Power Center' if center else 'a step toward the centers'}"
            f"{', held by the other side' if need else ''}")


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss; otherwise the share of the five Important Power Centers
    its side controls now (6.2)."""
    res = state.get("result")
    if res is not None:
        return 1.0 if common.won(res, role) else 0.0
    game = get_game("junta")
    board = {"players": [{"id": p["id"], "rebel": p["rebel"], "side": p.get("side")} for p in state["players"]]}
    pres = state["offices"]["presidente"]
    side = "presidente" if role == pres else _side_of(board, role)
    me = next(p for p in state["players"] if p["id"] == role)
    if me["status"] != "active":
        return 0.1
    held = sum(1 for v in game.control(state).values() if v == side)
    return 0.15 + 0.7 * held / 5


STOP = ("propose_end", "agree")     # the choices that stop the coup (2.4)


class Strong(Search):
    """The strong level: the shared search (engine/bots/search.py) over the steady bot's best four, roll-outs of
    60 moves, scored by ``evaluate``; at two players, whether to stop the coup is the steady list's (``choose``)."""

    width, depth, score = 4, 60, staticmethod(evaluate)

    def choose(self, view, question, memory, rng, budget):
        """At two players, stopping the coup (2.4) is not searched. A stopped coup is decided in a few moves by
        the choices of side (6.1), a win or a loss for the roll-out, while a fought-on coup is scored by the share
        of centers, a cautious middle figure: over a handful of rounds a lucky stop looked better than fighting on,
        and at two players the other player, for whom both sides then win, sided against us about half the time
        (docs/BENCHMARKS.md, 2026-12-04 02:18 UTC). So there the steady list says whether to stop or agree, and the
        search weighs only the other choices. With more players the search still weighs a stop: at four, taking it
        away cost 3 of 10 coups the search had won (few, yet nothing there asked for the change)."""
        if len(view["board"]["players"]) != 2 or not any(a["verb"] in STOP for a in question["actions"]):
            return super().choose(view, question, memory, rng, budget)
        _, top, why = self.steady.rank(view, question, memory)[0]
        if top["verb"] in STOP:
            return top, f"{why} (whether to stop the coup is the steady list's call, 2.4)"
        rest = [a for a in question["actions"] if a["verb"] not in STOP]
        return super().choose(view, dict(question, actions=rest), memory, rng, budget)


def determinise(state, role, rng):
    """A state ``role`` could be in: the Politics cards any office may play, held by the other players, dealt
    again among them (each keeps its hand size), other players' sealed answers forgotten, chance re-seeded."""
    s = common.forget_sealed(common.copy(state), role)
    who = {c["id"]: c["who"] for c in content.load("junta")["cards"]}
    bases = common.bases(s)
    if all([p["hand"] for p in b["players"]] == [p["hand"] for p in s["players"]] for b in bases):
        slots = [(i, k) for i, p in enumerate(s["players"]) if p["id"] != role
                 for k, cid in enumerate(p["hand"]) if who.get(cid) == "any"]
        cards = common.deal_again([s["players"][i]["hand"][k] for i, k in slots], rng)
        for (i, k), cid in zip(slots, cards):
            s["players"][i]["hand"][k] = cid
            for b in bases:
                b["players"][i]["hand"][k] = cid
    return common.reseed(s, rng)


# The steady list reads the stacks, offices, sides and centers, never a hand: a public choice (not a sealed one) is
# made from the public table, and its reason can be shown to every seat (engine/bots ``public_basis``).
PUBLIC_BASIS = True
