"""Junta, the Coup d'État: the game object, the coup scenario from a seed, the phase loop, and the views.

Roles are seats ``p1`` … ``pN`` (2-7 players, clockwise). A scenario (``deal``) says who holds which office,
who leads the rebellion, whether the budget passed, which Politics cards each player holds and who is dead
or in exile; it is drawn from the seed or given whole in the options. The coup itself is a chain of small
procedures (``coup.py``) that ``advance`` starts one after the other: Movement turns, declarations, the
choice of the next battle, battles, and at the end the choice of sides (docs/JUNTA.md has the rule numbers).
"""

import base64
import hashlib
import json

from ... import procs
from ...core import Game, card_names
from ...errors import IllegalAction
from ...registry import register
from . import coup
from .model import COUSIN, OFFICE_NAMES, OFFICES, PHASE_NAMES, J

DEFAULT_PLAYERS = 5
STATUSES = ("active", "dead", "exiled")


def fingerprint(text):
    """A short, stable check code of a scenario, e.g. 'K3QF-7ZPM' (SHA-256, base32)."""
    code = base64.b32encode(hashlib.sha256(("junta-coup:" + text).encode("utf-8")).digest()[:5]).decode("ascii")
    return f"{code[:4]}-{code[4:]}"


def seats(n):
    return [f"p{i}" for i in range(1, n + 1)]


@register
class Junta(Game):
    """Junta: the Coup d'État."""

    id = "junta"
    title = "Junta: the Coup d'État"
    roles = tuple(seats(7))
    player_counts = range(2, 8)
    setup_options = ("deal",)          # options that set up a position instead of the seed (bridge records)
    scenarios = {"standard": "A coup in the capital (2–7 players)"}
    # the deal may leave a casualty of the political game (1.3): its address and command line say "yes", setup
    # takes True; it deals one only at four or more seats (``deal``), so fewer players are refused it; "no" (the
    # coup page's menu) asks for the usual deal in so many words
    setup_choices = ({"name": "casualties", "label": "Casualties", "rule": "1.3", "usual": "none", "usual_value": "no",
                      "values": [{"value": "yes", "engine": True, "label": "one may be dead or exiled",
                                  "players": [4, 5, 6, 7],
                                  "says": "a deal that may leave one player dead or in exile before the coup"}]},)
    default_scenario = "standard"
    steps = {procs.ProcStep.name: procs.ProcStep()}
    procedures = {
        "movement_turn": coup.movement_turn,
        "declare": coup.declare,
        "choose_battle": coup.choose_battle,
        "battle": coup.battle,
        "choose_side": coup.choose_side,
    }
    rules_version = 5      # 2: a dead player's seat where the Cousin moves may start a Coup Phase (2.2)
    #                        3: a Helicopter flying on from its owner's stack lifts one unit, not several (4.3)
    #                        4: in the Cousin's turn El Presidente may also land the Cousin's Marines or
    #                           Paratroopers (4.2, 4.5, 4.6); before, they never left the offboard box
    #                        5: a Gunboat or Air Raid hit on any unit of a player whose units in that space include
    #                           the Palace Guard makes the shooter a Rebel (3.2); before, only a hit on the Guard did
    #                           and a Ministry El Presidente holds himself sends no Police reaction (3.4, 4.8)

    # ----- static data -----
    def card(self, cid):
        return self.index("cards")[cid]

    def kinds(self):
        return self.index("kinds")

    def role_name(self, role):
        return f"Player {str(role)[1:]}" if str(role).startswith("p") else str(role)

    def player_name(self, state, pid):
        if pid == COUSIN:
            return "El Presidente's Cousin"
        return self.role_name(pid)

    # ----- options and the scenario -----
    def seat_roles(self, state):
        return seats(state["options"]["players"])

    def check_options(self, options):
        unknown = sorted(set(options) - {"players", "deal", "casualties"})
        if unknown:
            raise IllegalAction("bad_option", f"junta takes the options players, deal and casualties, not {unknown}")
        n = options.get("players", DEFAULT_PLAYERS)
        if isinstance(n, str) and n.strip().isascii() and n.strip().isdigit() and len(n.strip()) < 4:
            n = int(n.strip())          # ASCII digits only, as for seeds ("٣" and "５" are refused)
        if isinstance(n, bool) or not isinstance(n, int) or n not in self.player_counts:
            raise IllegalAction("bad_option", f"players must be a whole number from 2 to 7, got {str(n)[:20]!r}", "1.1")
        out = {"players": n}
        if options.get("casualties", False) not in (True, False):
            raise IllegalAction("bad_option", "casualties is true or false", "1.3")
        if options.get("casualties"):     # only on request may the deal leave a player dead or abroad (1.3)
            out["casualties"] = True
        if "deal" in options:
            out["deal"] = self._check_deal(options["deal"], n)
        return out

    def _check_deal(self, deal, n):
        def bad(why):
            return IllegalAction("bad_option", f"deal: {why}", "1.1")
        if not isinstance(deal, dict):
            raise bad("expected a mapping")
        want = {"offices", "leader", "budget", "hands"}
        if not want <= set(deal) or set(deal) - want - {"status", "cousin_seat"}:
            raise bad(f"needs exactly {sorted(want)} (and optionally status, cousin_seat), got {sorted(deal)}")
        ids = seats(n)
        offices = deal["offices"]
        if not isinstance(offices, dict) or sorted(offices) != sorted(OFFICES):
            raise bad(f"offices must give a holder for each of {list(OFFICES)}")
        if any(v not in ids + [COUSIN] for v in offices.values()) or offices["presidente"] not in ids:
            raise bad("an office holder must be a seat p1..pN (or cousin; El Presidente must be a seat)")
        status = deal.get("status", {})
        if not isinstance(status, dict) or any(k not in ids or v not in STATUSES for k, v in status.items()):
            raise bad(f"status maps seats to one of {list(STATUSES)}")
        cousin_seat = deal.get("cousin_seat", {})
        for office, holder in offices.items():
            if holder == COUSIN and cousin_seat.get(office) not in ids:
                raise bad(f"the Cousin holds {office}: cousin_seat must say in whose turn he moves")
        if deal["leader"] not in ids or deal["leader"] == offices["presidente"]:
            raise bad("the leader must be a seat other than El Presidente's")
        for pid in (deal["leader"], offices["presidente"]):
            if status.get(pid, "active") != "active":
                raise bad("El Presidente and the Rebel Leader must be in the coup")
        if not isinstance(deal["budget"], bool):
            raise bad("budget is true or false")
        hands = deal["hands"]
        cards = [c["id"] for c in self.content()["cards"]]
        if not isinstance(hands, dict) or any(k not in ids for k in hands):
            raise bad("hands maps seats to lists of card ids")
        dealt = [c for h in hands.values() for c in (h if isinstance(h, list) else [None])]
        if any(c not in cards for c in dealt) or len(set(dealt)) != len(dealt):
            raise bad(f"hands hold distinct card ids from {cards}")
        return {"offices": dict(offices), "leader": deal["leader"], "budget": deal["budget"],
                "hands": {k: list(v) for k, v in hands.items()}, "status": dict(status),
                "cousin_seat": dict(cousin_seat)}

    def deal(self, chance, n, casualties=False):
        """Draw a coup scenario for ``n`` players; with ``casualties`` one may be dead or in exile (1.3)."""
        ids = seats(n)
        pres = chance.draw(ids, "1.1")
        i = ids.index(pres)
        others = ids[i + 1:] + ids[:i]
        offices = {"presidente": pres}
        for k, office in enumerate(chance.shuffle(list(OFFICES[1:]), "1.1")):
            offices[office] = others[k % len(others)]   # reading: offices dealt round the table after El Presidente
        leader = chance.draw(others, "1.2")
        budget = chance.draw(["passed", "failed"], "1.5") == "passed"
        status, cousin_seat = {}, {}
        bystanders = [q for q in others if q != leader]
        if casualties and n >= 4:
            fate = chance.draw(["none", "none", "dead", "exiled"], "1.3")
            if fate != "none":
                victim = chance.draw(bystanders, "1.3")
                status[victim] = fate
                if fate == "dead":      # the dead player's offices went to El Presidente's Cousin (4.2)
                    for office, holder in offices.items():
                        if holder == victim:
                            offices[office] = COUSIN
                            cousin_seat[office] = victim
        cards = self.content()["cards"]
        deck = chance.shuffle([c["id"] for c in cards if c["who"] == "any"], "1.6")
        takers = [q for q in ids if status.get(q) != "dead"]
        per = 2 if n <= 4 else 1
        hands = {q: [] for q in takers}
        for k in range(min(len(deck), per * len(takers))):
            hands[takers[k % len(takers)]].append(deck[k])
        for c in cards:               # a card only one office may play goes to that office's holder, if alive
            holder = offices.get(c["who"])
            if c["who"] != "any" and holder in hands:
                hands[holder].append(c["id"])
        return {"offices": offices, "leader": leader, "budget": budget, "hands": hands, "status": status,
                "cousin_seat": cousin_seat}

    # ----- setup and flow -----
    def start(self, ctx, scenario, options):
        s = ctx.state
        n = options["players"]
        deal = options.get("deal") or self.deal(ctx.chance, n, options.get("casualties", False))
        s["deal"] = deal
        s["leader"] = deal["leader"]
        s["budget"] = deal["budget"]
        s["offices"] = dict(deal["offices"])
        s["cousin_seat"] = dict(deal["cousin_seat"])
        s["players"] = [{"id": q, "offices": [o for o in OFFICES if deal["offices"][o] == q],
                         "status": deal["status"].get(q, "active"), "exiled_here": False,
                         "rebel": q == deal["leader"], "hand": list(deal["hands"].get(q, [])), "side": None}
                        for q in seats(n)]
        s["discard"] = []
        s["next_unit"] = 0
        s["units"] = []
        for rec in self.content()["units"]:
            start = rec.get("start_if_budget") if deal["budget"] and rec.get("start_if_budget") else rec["start"]
            for k in range(rec["count"]):
                where = start[k % len(start)] if isinstance(start, list) else start
                s["units"].append({"id": f"{rec['id']}_{k + 1}", "kind": rec["kind"], "office": rec["office"],
                                   "owner": deal["offices"][rec["office"]], "where": where, "moved": False})
        j = J(self, ctx)
        s["coup"] = {"phase": 0, "segment": "movement", "starter": s["leader"],
                     "seat_order": j.clockwise_from(s["leader"]), "queue": [], "declared": {}, "battles": [],
                     "battle": None, "battle_chosen": False, "gunboat_used": False, "raid_declared": False,
                     "raids_used": 0, "raid_phases": [], "proposed": [], "ended_early": False}
        s["coup"]["queue"] = [{"player": q, "cousin": False} for q in s["coup"]["seat_order"]
                              if q != j.presidente()]
        ctx.log("1.1", "Offices: " + "; ".join(
            f"{OFFICE_NAMES[o]}: {self.player_name(s, s['offices'][o])}" for o in OFFICES) + ".")
        ctx.log("1.2", f"{self.player_name(s, s['leader'])} is the Rebel Leader.")
        for p in s["players"]:
            if p["status"] != "active":
                ctx.log("1.3", f"{self.player_name(s, p['id'])} is {p['status']}: their units are ignored"
                               + (" except the offices the Cousin now holds." if p["status"] == "dead" else "."))
        ctx.log("1.5", "The Police start " + ("all in Parliament (the budget passed)." if s["budget"]
                                              else "in their Precincts (the budget did not pass)."))
        ctx.log("2.1", "The Rebellion Phase begins: the Rebel Leader acts first.")
        self.advance(ctx)

    def procedure_context(self, ctx):
        return J(self, ctx)

    def advance(self, ctx):
        """Start the next procedure of the coup until somebody must decide or the coup is over."""
        s = ctx.state
        j = J(self, ctx)
        c = s["coup"]
        while s["result"] is None and not s["stack"]:
            if c["ended_early"] and c["segment"] != "sides":
                self._to_sides(j, "2.4")
                continue
            seg = c["segment"]
            if seg == "movement":
                if not c["queue"]:
                    self._to_declarations(j)
                    continue
                entry = c["queue"].pop(0)
                q = entry["player"]
                if entry["cousin"]:
                    if j.in_coup(j.presidente()):
                        procs.start(self, ctx, "movement_turn", player=q, cousin=True)
                    continue
                p = j.player(q)
                back = p["status"] == "exiled" and not p["exiled_here"] and c["phase"] >= 1
                if p["status"] == "active" or back:
                    procs.start(self, ctx, "movement_turn", player=q, cousin=False)
            elif seg == "declare":
                if not c["queue"]:
                    c["battles"] = [sid for sid in j.map["order"] if sid in c["declared"]]
                    c["segment"] = "battle"
                    c["battle_chosen"] = False
                    continue
                q = c["queue"].pop(0)
                if j.in_coup(q) and coup.attack_options(j, q):
                    procs.start(self, ctx, "declare", player=q)
            elif seg == "battle":
                if not c["battles"]:
                    self._end_phase(j)
                elif len(c["battles"]) > 1 and not c["battle_chosen"] and coup.orderer(j):
                    procs.start(self, ctx, "choose_battle")       # the whole order, once (5.2)
                else:
                    sid = c["battles"].pop(0)
                    procs.start(self, ctx, "battle", space=sid)
            elif seg == "sides":
                if not c["queue"]:
                    self._finish(j)
                    continue
                q = c["queue"].pop(0)
                if j.in_coup(q) and q != j.presidente():
                    procs.start(self, ctx, "choose_side", player=q)
            else:
                raise AssertionError(f"coup stuck in segment {seg!r}")

    @staticmethod
    def _can_act(j, q):
        """A seat that may still do something in a phase: in the coup, or in exile since before it (4.9), or a
        dead player's seat whose office the Cousin holds while El Presidente is in the coup: its turn is the
        Cousin's move (2.2, 4.2)."""
        p = j.player(q)
        if p["status"] == "active" or (p["status"] == "exiled" and not p["exiled_here"]):
            return True
        return (p["status"] == "dead" and j.in_coup(j.presidente())
                and any(j.s["cousin_seat"].get(o) == q and j.s["offices"][o] == COUSIN for o in OFFICES))

    def _to_declarations(self, j):
        c = j.coup
        c["segment"] = "declare"
        c["declared"] = {}
        pres = j.presidente()
        c["queue"] = [q for q in j.clockwise_from(pres) if not (j.rebellion() and q == pres)]
        j.log("5.3", f"{PHASE_NAMES[c['phase']]}: Battle segment. Attacks are declared from El Presidente "
                     "clockwise." + (" El Presidente may not fire in the Rebellion Phase." if j.rebellion() else ""))

    def _end_phase(self, j):
        c = j.coup
        for u in j.units():
            if j.active(u):
                u["moved"] = False
        c.update({"gunboat_used": False, "raid_declared": False, "proposed": [], "declared": {}})
        if c["phase"] == 6:
            j.log("2.3", "Coup Phase 6 is over.")
            self._to_sides(j, "6.1")
            return
        c["phase"] += 1
        # 2.2: the next seat to the left where someone can still act (a dead player's seat counts when the
        # Cousin moves in it; the dead without one and those gone into exile are passed over)
        after = j.clockwise_from(c["starter"])[1:] + [c["starter"]]
        c["starter"] = next((q for q in after if self._can_act(j, q)), after[0])
        c["seat_order"] = j.clockwise_from(c["starter"])
        c["segment"] = "movement"
        queue = []
        for q in c["seat_order"]:
            queue += [{"player": q, "cousin": True} for o in OFFICES if j.s["cousin_seat"].get(o) == q
                      and j.s["offices"][o] == COUSIN][:1]
            queue.append({"player": q, "cousin": False})
        c["queue"] = queue
        j.log("2.3", f"The Coup Phase marker moves on: {PHASE_NAMES[c['phase']]}. "
                     f"{j.pname(c['starter'])} moves first.")

    def _to_sides(self, j, rule):
        c = j.coup
        c["segment"] = "sides"
        c["queue"] = j.clockwise_from(j.s["leader"])
        j.log(rule, "The fighting is over: every player still in the coup now chooses a side, from the Rebel "
                    "Leader clockwise (6.1).")

    def control(self, state, final=False):
        """Who holds each Important Power Center (6.2): Rebel if every unit there belongs to a Rebel, else
        El Presidente. During play a player counts as Rebel by their status; at the end, by the side chosen."""
        players = {p["id"]: p for p in state["players"]}
        pres = state["offices"]["presidente"]
        holders = {}
        for u in state["units"]:            # one pass: the players still in the coup with units in each space
            ctrl = pres if u["owner"] == COUSIN else u["owner"]
            if ctrl in players and players[ctrl]["status"] == "active":
                holders.setdefault(u["where"], set()).add(ctrl)

        def rebel(q):
            p = players[q]
            return q != pres and (p["side"] == "rebels" if final else p["rebel"])
        out = {}
        for sp in self.content()["spaces"]:
            if sp.get("power_center"):
                held = holders.get(sp["id"])
                out[sp["id"]] = "rebels" if held and all(rebel(q) for q in held) else "presidente"
        return out

    def _finish(self, j):
        s = j.s
        for p in s["players"]:
            if p["id"] == j.presidente():
                p["side"] = "presidente"
        held = self.control(s, final=True)
        rebels = sum(1 for v in held.values() if v == "rebels")
        for sid, side in held.items():
            j.log("6.2", f"{j.name(sid)}: {'Rebels' if side == 'rebels' else 'El Presidente'}.")
        winner = "rebels" if rebels >= 3 else "presidente"
        side_players = [p["id"] for p in s["players"] if p["status"] == "active" and p["side"] == winner]
        reason = (f"the Rebels hold {rebels} of the 5 Important Power Centers" if winner == "rebels"
                  else f"El Presidente's side holds {5 - rebels} of the 5 Important Power Centers")
        j.coup["segment"] = "over"
        title = "The Rebels win the coup" if winner == "rebels" else "El Presidente survives the coup"
        s["result"] = {"winner": winner, "title": title, "reason": reason, "rule": "6.3", "players": side_players,
                       "control": held}
        names = ", ".join(j.pname(q) for q in side_players) or "nobody still in the coup"
        j.log("6.3", f"{'The Rebels win' if winner == 'rebels' else 'El Presidente survives'}: {reason} "
                     f"(winning side: {names}).")

    # ----- views -----
    def board(self, state, role):
        """The coup as ``role`` sees it: everything is open except the other players' Politics cards."""
        c = state["coup"]
        pres = state["offices"]["presidente"]
        stacks, offboard = {}, {}
        players = {p["id"]: p for p in state["players"]}
        units = []
        add = units.append
        for u in state["units"]:
            owner, where, kind = u["owner"], u["where"], u["kind"]
            ctrl = pres if owner == COUSIN else owner
            if where == "eliminated":
                add({"id": u["id"], "kind": kind, "owner": owner, "controller": ctrl, "where": where,
                     "moved": u["moved"], "active": False})
                continue
            add({"id": u["id"], "kind": kind, "owner": owner, "controller": ctrl, "where": where,
                 "moved": u["moved"], "active": players[ctrl]["status"] == "active"})
            bucket = offboard if where == "offboard" else stacks.setdefault(where, {})
            per = bucket.setdefault(owner, {})
            per[kind] = per.get(kind, 0) + 1
        view_players = []
        for p in state["players"]:
            row = {"id": p["id"], "name": self.player_name(state, p["id"]), "offices": list(p["offices"]),
                   "office_names": [OFFICE_NAMES[o] for o in p["offices"]], "status": p["status"],
                   "rebel": p["rebel"], "side": p["side"], "hand_size": len(p["hand"])}
            if role == p["id"]:
                row["hand"] = list(p["hand"])
            view_players.append(row)
        return {
            "phase": c["phase"], "phase_name": PHASE_NAMES[c["phase"]], "segment": c["segment"],
            "leader": state["leader"], "starter": c["starter"], "budget": state["budget"],
            "offices": dict(state["offices"]), "cousin_seat": dict(state["cousin_seat"]),
            "players": view_players, "units": units, "stacks": stacks, "offboard": offboard,
            "control": self.control(state, final=c["segment"] == "over"),
            "battle": c["battle"], "declared": {k: list(v) for k, v in c["declared"].items()},
            "raids_left": 3 - c["raids_used"], "gunboat_ready": not c["gunboat_used"],
            "discard": list(state["discard"]),
        }

    def example_facts(self, state):
        """What an example script may check after a step (besides the state's own keys)."""
        board = self.board(state, None)
        return {"phase": board["phase"], "segment": board["segment"], "stacks": board["stacks"],
                "rebels": [p["id"] for p in state["players"] if p["rebel"]],
                "exiled": [p["id"] for p in state["players"] if p["status"] == "exiled"],
                "sides": {p["id"]: p["side"] for p in state["players"] if p["side"]},
                "control": board["control"], "raids_left": board["raids_left"]}

    @staticmethod
    def changed_spaces(before, after):
        """Spaces whose stacks differ between two boards (outlined in the stepper)."""
        a, b = before.get("stacks", {}), after.get("stacks", {})
        return [sid for sid in sorted(set(a) | set(b)) if a.get(sid) != b.get(sid)]

    def render(self, board, role=None, changed=(), title="Junta city map", still=False):
        """The board of a view as SVG text (engine/games/junta/svg.py); ``still`` changes nothing: its key has no
        mark that only a move or a pick makes."""
        from . import svg
        return svg.render(board, self.content()["spaces"], self.content()["kinds"], role, changed, title)

    def describe_spaces(self, board, role=None):
        from . import svg
        return svg.describe_spaces(board, self.content()["spaces"], self.content()["kinds"], role)

    def sheet_options(self, fields):
        """The coup setup page's "casualties" choice (1.3) rides along with the player count."""
        return {**super().sheet_options(fields), **({"casualties": True} if fields.get("casualties") == "yes" else {})}

    def setup_sheet(self, state):
        """The coup setup sheet of a fresh state: players, offices, hands, and where every unit starts."""
        spaces = self.map()["by_id"]
        kinds = self.kinds()
        rows = []
        for p in state["players"]:
            rows.append({"id": p["id"], "name": self.player_name(state, p["id"]),
                         "offices": [OFFICE_NAMES[o] for o in p["offices"]], "status": p["status"],
                         "leader": p["id"] == state["leader"],
                         "cousin": [OFFICE_NAMES[o] for o, q in sorted(state["cousin_seat"].items()) if q == p["id"]],
                         "hand": [{"id": cid, "name": self.card(cid)["name"], "text": self.card(cid)["text"]}
                                  for cid in p["hand"]]})
        counts = {}
        for u in state["units"]:
            key = (u["where"], u["owner"], u["kind"])
            counts[key] = counts.get(key, 0) + 1
        order = self.map()["order"]
        units, offboard = [], []
        for (where, owner, kind), n in sorted(counts.items(), key=lambda kv: (
                order.index(kv[0][0]) if kv[0][0] in spaces else 99, kv[0][1], kv[0][2])):
            row = {"owner": owner, "owner_name": self.player_name(state, owner), "kind": kind,
                   "kind_name": kinds[kind]["name"], "count": n}
            if where in spaces:
                units.append({"space": where, "space_name": spaces[where]["name"], **row})
            else:
                offboard.append(row)
        asked = {"casualties": True} if state["options"].get("casualties") else {}    # its printed link says so
        return {"game": self.id, "seed": state["seed"], "players": len(state["players"]), **asked, "rows": rows,
                "budget": state["budget"], "leader": state["leader"], "units": units, "offboard": offboard,
                "fingerprint": fingerprint(json.dumps([rows, units, offboard, state["budget"], state["leader"]],
                                                       sort_keys=True))}

    def private_slips(self, sheet):
        """One slip per seat of a setup sheet: only that seat's offices, the Cousin's, status, lead and cards."""
        return [{"seat": r["id"], "name": r["name"], "offices": r["offices"], "cousin": r["cousin"],
                 "status": r["status"], "leader": r["leader"], "hand": r["hand"]} for r in sheet["rows"]]

    # ----- invariants (checked by the fuzzer) -----
    def invariants(self, state, baseline):
        """Broken invariants of ``state``; with ``baseline`` None returns the baseline (the starting unit ids)."""
        ids = [u["id"] for u in state["units"]]
        if baseline is None:
            return sorted(ids)
        problems = []
        if len(set(ids)) != len(ids):
            problems.append("a unit id appears twice")
        if not set(baseline) <= set(ids):
            problems.append("a starting unit vanished from the unit list")
        spaces = self.map()["by_id"]
        kinds = self.kinds()
        for u in state["units"]:
            w = u["where"]
            if w not in spaces and w not in ("offboard", "eliminated"):
                problems.append(f"{u['id']} is nowhere known: {w!r}")
            elif w in spaces and spaces[w].get("water"):
                problems.append(f"{u['id']} stands in the water")
            elif w == "offboard" and not (kinds[u["kind"]].get("lands") or kinds[u["kind"]].get("immune")):
                problems.append(f"{u['id']} is off the map but is not a landing or shelling force")
            elif kinds[u["kind"]].get("immune") and w != "offboard":
                problems.append(f"{u['id']} (cannot be hit) has come onto the map or been eliminated")
        pres = state["offices"]["presidente"]
        if any(p["rebel"] for p in state["players"] if p["id"] == pres):
            problems.append("El Presidente became a Rebel")
        c = state["coup"]
        if not 0 <= c["phase"] <= 6 or c["raids_used"] > 3 or len(set(c["raid_phases"])) != len(c["raid_phases"]):
            problems.append(f"coup bookkeeping out of bounds: phase {c['phase']}, raids {c['raid_phases']}")
        return problems

    def secret_names(self, state, viewer):
        """The Politics cards in other players' hands, by id and name (the fuzzer's question check)."""
        names = {c["id"]: c["name"] for c in self.content()["cards"]}
        return card_names([c for p in state["players"] if p["id"] != viewer for c in p["hand"]], names)

    def secret_twins(self, state, viewer):
        """States differing only in the Politics cards that players other than ``viewer`` hold (the cards any
        office may play, passed round those hands): (label, state, same chance?) for the fuzzer."""
        who = {c["id"]: c["who"] for c in self.content()["cards"]}
        slots = [(i, k) for i, p in enumerate(state["players"]) if p["id"] != viewer
                 for k, cid in enumerate(p["hand"]) if who[cid] == "any"]
        cards = [state["players"][i]["hand"][k] for i, k in slots]
        if len(set(cards)) < 2 or len({i for i, _ in slots}) < 2:
            return []
        turned = cards[1:] + cards[:1]

        def swap(players):
            out = [dict(p, hand=list(p["hand"])) for p in players]
            for (i, k), cid in zip(slots, turned):
                out[i]["hand"][k] = cid
            return out
        if any("base" in f and [p["hand"] for p in f["base"]["players"]] != [p["hand"] for p in state["players"]]
               for f in state["stack"]):
            return []            # a card changed hands inside the running procedure: no simple twin
        twin = dict(state, players=swap(state["players"]))
        twin["stack"] = [dict(f, base={**f["base"], "players": swap(f["base"]["players"])}) if "base" in f else f
                         for f in state["stack"]]
        return [("the other players' Politics cards passed round", twin, True)]

    @staticmethod
    def milestone(state):
        """Where the coup stands, for 'play to the next phase' in the sandbox: the phase and its segment."""
        return [state["coup"]["phase"], state["coup"]["segment"] in ("movement",)]

    @staticmethod
    def fuzz_allows(state, role, action):
        """Random play proposes to stop the coup only from Coup Phase 5 on, so most coups are fought out."""
        return action["verb"] != "propose_end" or state["coup"]["phase"] >= 5

    def step_invariants(self, before, after):
        """What must hold from one state to the next: units of players out of the coup stay untouched (1.3)."""
        out = {p["id"] for p in before["players"] if p["status"] != "active"}
        back = {p["id"] for p in after["players"] if p["status"] == "active"}
        was = {u["id"]: u for u in before["units"]}
        problems = []
        for u in after["units"]:
            old = was.get(u["id"])
            if old and old["owner"] in out and old["owner"] not in back and old != u:
                problems.append(f"{u['id']} of {old['owner']} (out of the coup) changed: {old} -> {u}")
        return problems
