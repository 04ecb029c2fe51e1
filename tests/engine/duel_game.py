"""A small test-only game that exercises every part of the engine interface the real games need:
2-3 roles chosen by an option, a hidden value per role, a simultaneous decision, a die roll, a multi-step
flow and a result. It lives in tests/ and is registered only when the tests import it.

Rules of "duel": each player secretly rolls a die (their strength, seen only by them). Then everyone bids
1-3 at once, without seeing others' bids. The highest bid (ties: earlier seat) rolls one die and adds their
strength; they win on 7 or more, else the next-highest bidder wins.
"""

from engine import registry
from engine.core import Game, Step, action

ROLES = ("red", "blue", "green")


class Bid(Step):
    name = "bid"

    def prompt(self, game, state, frame, role):
        if role is None:
            return "Everyone is bidding."
        if role in state["bids"]:
            return "You have bid; waiting for the others."
        return "Choose your bid."

    def actions(self, game, state, frame, role):
        if role is None or role in state["bids"]:
            return []
        return [action("bid", n, f"Bid {n}", "D2") for n in (1, 2, 3)]

    def on(self, game, ctx, frame, verb, arg):
        st = ctx.state
        st["bids"][ctx.role] = arg
        ctx.log("D2", f"{ctx.role} bids {arg}.", to=[ctx.role])
        ctx.log("D2", f"{ctx.role} has bid.")
        if len(st["bids"]) == len(st["roles"]):
            order = sorted(st["roles"], key=lambda r: (-st["bids"][r], st["roles"].index(r)))
            ctx.log("D2", "Bids revealed: " + ", ".join(f"{r} {st['bids'][r]}" for r in st["roles"]))
            st["revealed"] = True
            ctx.pop()
            ctx.push("roll", order=order)


class Roll(Step):
    name = "roll"

    def actions(self, game, state, frame, role):
        return [action("roll", None, "Roll the die", "D3")] if role == frame["order"][0] else []

    def on(self, game, ctx, frame, verb, arg):
        die = ctx.chance.die(6, "D3")
        roller = frame["order"][0]
        total = die + ctx.state["strength"][roller]
        winner = roller if total >= 7 else frame["order"][1]
        ctx.log("D3", f"{roller} rolls {die}: total {total}.")
        ctx.state["result"] = {"winner": winner, "reason": f"{roller} totalled {total}", "rule": "D3"}
        ctx.pop()


class Duel(Game):
    id = "test-duel"
    title = "Duel (test game)"
    roles = ROLES
    steps = {s.name: s for s in (Bid(), Roll())}

    def check_options(self, options):
        players = options.get("players", 2)
        if players not in (2, 3) or set(options) - {"players"}:
            from engine import IllegalAction
            raise IllegalAction("bad_option", "players must be 2 or 3")
        return {"players": players}

    def seat_roles(self, state):
        return ROLES[:state["options"]["players"]]

    def start(self, ctx, scenario, options):
        st = ctx.state
        st["strength"] = {r: ctx.chance.die(6, "D1") for r in st["roles"]}
        for r in st["roles"]:
            ctx.log("D1", f"Your strength is {st['strength'][r]}.", to=[r])
        st["bids"] = {}
        st["revealed"] = False
        ctx.push("bid")

    def board(self, state, role):
        return {
            "my_strength": state["strength"].get(role) if role else None,
            "bids": dict(state["bids"]) if state["revealed"] else
            ({role: state["bids"][role]} if role in state["bids"] else {}),
            "have_bid": sorted(state["bids"]),
        }


if "test-duel" not in registry.ids():
    registry.register(Duel)
