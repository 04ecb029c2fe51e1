"""The Guerrilla Generation: Uruguay: the game object, setup, the card loop, and the views.

Setup (2.1): the deck (``deck.py``), forces and tracks from ``content/uruguay/setup.yaml``, then the
Tupamaros' secret People's Prison swap. Play: ``flow.py`` (sequence of play, Propaganda Round), ``ops.py``
(Operations, Special Activities), ``events/`` (the cards), ``structure.py`` (the Organizational Structure). Every decision is a procedure question
(``engine.procs``); every log line names its rule or card.
"""

from ... import procs
from ...core import Game, card_names
from ...errors import IllegalAction
from ...registry import register
from ...words import agree
from . import deck as decks
from . import flow
from .board import GOV, TUP, X, new_board
from .events import EVENTS


def piece_totals(state):
    """Every piece and chit counted over map, pools and boxes: constant for a whole game."""
    sp = state["spaces"].values()
    return {
        "police": sum(s["police"] for s in sp) + state["available"]["police"],
        "troops": sum(s["troops"] for s in sp) + state["available"]["troops"] + state["mi_box"]["troops"],
        "cells": sum(s["cells_u"] + s["cells_a"] for s in sp) + state["available"]["cells"] + state["prison"]
        + state["expansion"]["cells"],
        "safe_houses": sum(s["safe"] for s in sp) + state["available"]["safe"] + state["expansion"]["safe"]
        + (1 if state["pp_box"] == "safe_house" else 0) - (1 if state["pp"] else 0),
        "supply": sum(state["supply_pool"][k] + state["supply_held"][k] for k in ("arms", "escape", "orders")),
        "hostages": state["supply_pool"]["hostage"] + state["hostages_aside"],
        "intel": sum(state["intel_pool"].values()) + sum(state["intel_held"].values()),
    }


@register
class Uruguay(Game):
    """The Guerrilla Generation: Uruguay."""

    id = "uruguay"
    title = "The Guerrilla Generation: Uruguay"
    roles = (GOV, TUP)
    scenarios = {"standard": "Tupamaros Insurgency: 1968–1972 (2.1)"}
    default_scenario = "standard"
    # 2: in the Redeploy Phase each Police and each Safe House moves once (6.4.1, 6.4.2); 3: an Intel or Orders
    # chit for one more space is offered only while a space is open (2.3.9), a Travel origin must have a Cell
    # free to move (3.3.2), U27's Travel may end in its own Rural space, U5's upper text needs Coup Threat below 20,
    # U5's lower text and Propagandize at Support at Control move two Safe Houses, each once; 4: U1's lower text
    # moves Public Sympathy once, by a step per chit discarded (at Support one edge effect, 6.6.4), and offers a
    # second chit only while it can still move the track; a Safe House that could only move into its own space is
    # not offered at Support (6.6.4)
    rules_version = 4
    steps = {procs.ProcStep.name: procs.ProcStep()}
    procedures = {
        "peoples_prison_setup": flow.peoples_prison_setup,
        "faction_turn": flow.faction_turn,
        "breaking_news": flow.breaking_news,
        "propaganda_round": flow.propaganda_round,
        "effect": flow.effect,
        "op_alone": flow.op_alone,
    }
    options_help = {"solo": "multi-hand solo (the note under 2.1): nobody knows which Safe House is the People's Prison"}

    def check_options(self, options):
        """Uruguay's one option: ``solo`` (true/false), the multi-hand solo variant."""
        unknown = sorted(set(options) - {"solo"})
        if unknown:
            raise IllegalAction("bad_option", f"uruguay takes only the option solo (true or false), not {unknown}")
        if "solo" in options and not isinstance(options["solo"], bool):
            raise IllegalAction("bad_option", f"solo must be true or false, got {options['solo']!r}", "2.1")
        return {"solo": True} if options.get("solo") else {}

    # ----- static data -----
    def cards(self):
        """Return the compiled card list."""
        return self.content()["cards"]

    def card(self, cid):
        return self.index("cards")[cid]

    def sympathy_row(self, position):
        return next(r for r in self.content()["public_sympathy"] if r["position"] == position)

    def role_name(self, role):
        return {GOV: "Government", TUP: "Tupamaros"}.get(role, str(role))

    def role_phrase(self, role):
        """A sentence names a faction with its article, as the log does: "Waiting for the Tupamaros"."""
        return f"the {self.role_name(role)}" if role in (GOV, TUP) else str(role)

    def says(self, role, verb):
        """A sentence's start with a faction as its subject, the Government singular and the Tupamaros plural:
        "The Government chooses", "The Tupamaros choose"."""
        return agree(f"The {self.role_name(role)}", verb, plural=role == TUP)

    # ----- setup and flow -----
    def start(self, ctx, scenario, options):
        state = ctx.state
        cards = self.cards()
        state["deck"] = ctx.chance.event(
            "deck", lambda rng: decks.prepare(rng, cards), lambda v: decks.check_supplied(v, cards), "2.1")
        state["set_aside"] = decks.set_aside(state["deck"], cards)
        state["played"] = []
        state["current"] = None
        state["news_blocked"] = None
        state["propaganda_played"] = 0
        state["mi_used"] = False
        new_board(state, self.content(), scenario)
        state["turn"] = {"phase": "setup", "boxes": {}, "orders_used": False}
        ctx.log("2.1", f"Deck prepared: {len(state['deck'])} cards in the draw deck, "
                       f"{len(state['set_aside'])} Events set aside (fingerprint {decks.fingerprint(state['deck'])}).")
        ctx.log("2.1", "Forces, markers and tracks set up; Tupamaros 1st Eligible, Government 2nd.")
        procs.start(self, ctx, "peoples_prison_setup")

    def procedure_context(self, ctx):
        return X(self, ctx)

    def advance(self, ctx):
        """Move the card loop on until somebody has a question to answer or the game is over."""
        s = ctx.state
        while s["result"] is None and not s["stack"]:
            phase = s["turn"]["phase"]
            if phase == "halt":
                return
            if phase == "reveal":
                self._reveal(ctx)
            elif phase in ("first", "second"):
                slot = 0 if phase == "first" else 1
                s["turn"]["phase"] = f"{phase}_acting"
                procs.start(self, ctx, "faction_turn", role=s["eligibility"][slot], slot=slot)
            elif phase == "news":
                cid = s["current"]
                if s["news_blocked"]:
                    ctx.log("2.3.6", f"Breaking News of {cid} is blocked.")
                    s["turn"]["phase"] = "adjust"
                elif "news" not in EVENTS.get(cid, {}):
                    ctx.log("2.3.6", f"Breaking News of {cid} is not implemented yet in this engine: skipped.")
                    s["turn"]["phase"] = "adjust"
                else:
                    s["turn"]["phase"] = "news_acting"
                    procs.start(self, ctx, "breaking_news", cid=cid)
            elif phase == "adjust":
                boxes = s["turn"]["boxes"]
                order = sorted(boxes, key=lambda r: flow.BOXES.index(boxes[r]))
                s["eligibility"] = order
                ctx.log("2.3.7", f"{self.says(order[0], 'are')} now 1st Eligible, the {self.role_name(order[1])} 2nd.")
                s["turn"]["phase"] = "reveal"
            else:
                raise AssertionError(f"card loop stuck in phase {phase!r}")

    def _reveal(self, ctx):
        s = ctx.state
        if not s["deck"]:
            ctx.log("2.2", "The draw deck is empty.")
            x = X(self, ctx)
            t = s["tracks"]
            if t["military_intervention"] and t["political_will"] < t["coup_threat"]:
                flow.finish(x, TUP, "the deck ran out with Political Will below Coup Threat", "7.0.2")
            else:
                flow.finish(x, GOV, "the deck ran out", "7.0.2")
            return
        cid = s["deck"].pop(0)
        s["played"].append(cid)
        s["current"] = cid
        s["news_blocked"] = None
        s["turn"] = {"phase": "first", "boxes": {}, "orders_used": False}
        c = self.card(cid)
        ctx.log("2.2", f"Card revealed: {cid} {c['title']}{'' if c['title'].endswith(('?', '!')) else '.'}", card=cid)
        if c["kind"] == "propaganda":
            s["propaganda_played"] += 1
            final = not any(self.card(d)["kind"] == "propaganda" for d in s["deck"])
            s["turn"]["phase"] = "propaganda"
            procs.start(self, ctx, "propaganda_round", final=final)

    # ----- invariants (checked by the fuzzer after every move) -----
    def invariants(self, state, baseline):
        """Return the broken invariants of ``state`` (empty list when all hold); ``baseline`` is the
        value this returned... for the first state it is None, and the piece totals are returned instead."""
        totals = piece_totals(state)
        if baseline is None:
            return totals
        problems = []
        if totals != baseline:
            problems.append(f"piece totals changed: {baseline} -> {totals}")
        t = state["tracks"]
        if not (0 <= t["political_will"] <= 20 and 0 <= t["coup_threat"] <= 20 and 0 <= t["public_sympathy"] <= 4):
            problems.append(f"a track is out of bounds: {t}")
        for sid, sp in state["spaces"].items():
            if any(v < 0 for k, v in sp.items() if k != "unrest"):
                problems.append(f"negative count in {sid}: {sp}")
            kind = self.map()["by_id"][sid]["type"]
            if sp["safe"] > (0 if kind == "center" else 2):
                problems.append(f"Safe House stacking broken in {sid}")
            if kind == "center" and sp["unrest"]:
                problems.append(f"Unrest in Strategic Center {sid}")
        pp = state["pp"]
        if (pp is None) != (state["pp_box"] == "peoples_prison") or (pp is not None and state["spaces"][pp]["safe"] < 1):
            problems.append(f"People's Prison bookkeeping broken: pp={pp}, box={state['pp_box']}")
        if pp is not None and state["supply_pool"]["hostage"] < 0:
            problems.append("negative Hostages")
        if pp is None and state["supply_pool"]["hostage"] and state["turn"]["phase"] != "over":
            problems.append("Hostages in the pool without the People's Prison on the map")
        pools = [state["available"], state["expansion"], state["mi_box"], state["supply_pool"], state["supply_held"],
                 state["intel_pool"], state["intel_held"]]
        if any(v < 0 for pool in pools for v in pool.values()) or state["prison"] < 0 or state["hostages_aside"] < 0:
            problems.append("a negative pool count")
        return problems

    def secret_names(self, state, viewer):
        """The Event cards still face down (the draw pile, the cards set aside), by id and title (the fuzzer's
        question check; the check keeps those the viewer's view does not show)."""
        names = {c["id"]: c["title"] for c in self.content()["cards"]}
        return card_names(list(state["deck"]) + list(state["set_aside"]), names)

    def secret_twins(self, state, viewer):
        """States differing only in where the People's Prison is, for a viewer who may not know it (everybody
        but the Tupamaros; everybody in multi-hand solo): (label, state, same chance?) for the fuzzer."""
        pp = state["pp"]
        solo = state["options"].get("solo")
        if pp is None or state.get("pp_revealed") == pp or (viewer == TUP and not solo):
            return []
        if any(f.get("base", {}).get("pp", pp) != pp for f in state["stack"]):
            return []            # the Prison moved inside the running procedure: no simple twin
        # a space whose Safe Houses changed inside a running procedure is left out: a blind draw there (3.2.4,
        # 4.2.2) took one of its disks, and the same draw would mean another disk had the Prison been there then
        bases = [f["base"]["spaces"] for f in state["stack"] if "spaces" in f.get("base", {})]
        twins = []
        for sid, sp in state["spaces"].items():
            if sid != pp and sp["safe"] and all(b[sid]["safe"] == sp["safe"] for b in bases):
                twin = dict(state)
                twin["pp"] = sid
                twin["stack"] = [dict(f, base={**f["base"], "pp": sid}) if "base" in f else f for f in state["stack"]]
                twins.append((f"the People's Prison in {sid} instead of {pp}", twin, True))
        return twins[:3]

    # ----- views -----
    def board(self, state, role):
        """The board as ``role`` sees it: everything is open except the People's Prison's location (1.4.4)
        and the order of the draw deck (2.2: only its size is public)."""
        board = {
            "spaces": {sid: dict(sp) for sid, sp in state["spaces"].items()},
            "available": dict(state["available"]),
            "prison": state["prison"],
            "expansion": dict(state["expansion"]),
            "mi_box": dict(state["mi_box"]),
            "pp_box": state["pp_box"],
            "peoples_prison_on_map": state["pp"] is not None,
            "peoples_prison_revealed": state.get("pp_revealed"),
            "tracks": dict(state["tracks"]),
            "supply_pool": dict(state["supply_pool"]),
            "supply_held": dict(state["supply_held"]),
            "hostages_aside": state["hostages_aside"],
            "intel_pool": dict(state["intel_pool"]),
            "intel_held": dict(state["intel_held"]),
            "capabilities": dict(state["capabilities"]),
            "eligibility": list(state["eligibility"]),
            "boxes": dict(state["turn"]["boxes"]),
            "current": state["current"],
            "news_blocked": state["news_blocked"],
            "played": list(state["played"]),
            "deck_size": len(state["deck"]),
            "propaganda_played": state["propaganda_played"],
        }
        if role == TUP and not state["options"].get("solo"):
            board["peoples_prison"] = state["pp"]
        board["solo"] = bool(state["options"].get("solo"))
        return board

    def render(self, board, role=None, changed=(), title="Uruguay board", still=False):
        """The board of a view as SVG text (engine/games/uruguay/svg.py); ``still``: no move made it (a setup)."""
        from . import svg
        return svg.render(board, self.content()["spaces"], role, changed, title, still)

    def describe_spaces(self, board, role=None):
        """The board's spaces in words, in map order (the page's text alternative to the SVG)."""
        from . import svg
        pp = board.get("peoples_prison") if role == TUP else None
        return [{"id": s["id"], "text": svg.describe(s["name"], board["spaces"][s["id"]], s["type"], s.get("econ"),
                                                     pp == s["id"])} for s in self.content()["spaces"]]

    def setup_sheet(self, state):
        """Return the deck-preparation record of a fresh state (the deck page, CLI and PDF show it)."""
        deck = list(state["played"]) + list(state["deck"])
        return {
            "game": self.id,
            "seed": state["seed"],
            "deck": list(deck),
            "set_aside": list(state["set_aside"]),
            "piles": decks.piles(deck),
            "fingerprint": decks.fingerprint(deck),
            "legal": not decks.problems(deck, state["set_aside"], self.cards()),
        }
