"""Guerilla: the game object, options and positions, the round's flow, views and invariants.

Roles are seats ``p1`` … ``pN`` (3-6 players, clockwise). A round is the preparation (``deal.py``), then turns
from the dealer clockwise (``turn.py``), each a chain of small procedures, until the draw pile and the sudden
death tile end it; then ``scoring.py``. Rule numbers are Tablero's own (docs/GUERILLA.md).
"""

import base64
import hashlib
import json

from ... import procs
from ...chance import Chance
from ...core import Context, Game, card_names
from ...words import signed
from ...errors import IllegalAction
from ...registry import register
from . import deal, facts, scoring, turn, twins, windows
from .model import FACTIONS, G, build_catalog

DEFAULT_PLAYERS = 4
PAID = {"withdraw", "attack", "sortie", "destroy", "deploy", "reinforce", "trade", "discard", "repair", "ambush_marker",
        "assassin", "supply_cut", "demolition", "un", "relieve", "air_strike", "policia", "palace", "port",
        "air_assault", "armor", "armor_card"}


def seats(n):
    return [f"p{i}" for i in range(1, n + 1)]


def fingerprint(text):
    """A short, stable check code of a deal, e.g. 'K3QF-7ZPM' (SHA-256, base32)."""
    code = base64.b32encode(hashlib.sha256(("guerilla-deal:" + text).encode("utf-8")).digest()[:5]).decode("ascii")
    return f"{code[:4]}-{code[4:]}"


@register
class Guerilla(Game):
    """Guerilla: civil war in a card deck, 3-6 players."""

    id = "guerilla"
    title = "Guerilla"
    roles = tuple(seats(6))
    player_counts = range(3, 7)
    scenarios = {"standard": "A game of Guerilla (3–6 players)"}
    default_scenario = "standard"
    steps = {procs.ProcStep.name: procs.ProcStep()}
    procedures = {"deploy": deal.initial_deployment, "menu": turn.phase_menu}
    setup_choices = ({"name": "mercenaries", "label": "Mercenaries", "rule": "4.3", "usual": "as usual",
                      "values": [{"value": 2, "label": "two", "players": [4, 6],
                                  "says": "two Mercenary markers in place of one Rebel and one Government"}]},)
    rules_version = 13     # 2: the attacker's Ambush question on public facts, a finished sealed deployment logged;
    # 3: the Armor Column's chain (no stop, one Rebel group), no Ambush against a complex's garrison, the Port
    # as often as actions last, a complex captured this turn destroyed only with an Arms Cache (issue 24)
    # 4: each player's sealed initial deployment asked in one sitting, in order of play (issue 25.3)
    # 5: the response windows ask only players with cards, all alike (a card not held counts as none); the
    # killer is not asked for Bodyguards; the defender is asked for an ambush only when one could be played
    # 6: every response window offers the standing pass (8.12, "pass now and until my next turn"), and a player who
    # declared one is not asked until his next turn: a record with one does not replay under 5 (older records
    # replay unchanged, their answers all still offered)
    # 7: the second audit: a Banco captured in the Attack phase gives its extra action at once (6.10,
    # 9.3); a Recon Patrol may go out as a one-unit sortie (8.9); a dropped group may attack combined through a
    # second Air Assault (8.1, a new question when one is held); Barracks-bound cards keep to their side (9.4)
    # 8: the third audit: the UN's player makes no air strike and sends or suffers no Recon Patrol
    # (8.11); the Palace sends no leader to an isolated group (9.8); an attacker may Ambush against the UN card (8.2,
    # a new question); two Armor Columns never combine through Air Assault (8.3)
    # 9: the third audit's leftovers: a complex captured by a combined attack takes its garrison from
    # either group (more options; a question where the Armor Column led and none was asked) (6.10, 8.1); a cutter
    # whose last cards go into the garrison frees its victim at once (8.10)
    # 10: the fourth audit: no Rebel raid on the raider's own Government complex (6.1, 8.4: fewer
    # options); a cutting group that cuts another supply or goes on a Recon Patrol frees the group it cut (8.10)
    # 11: the fourth audit's leftovers: a group's owner is asked which units serve under its leader
    # right after a change of sides, a battle, a reinforcement or a Palace leader in another player's turn (3.5: a
    # new question where a unit lies sideways)
    # 12: that question only when the choice could change anything: choices putting the same printed cards under
    # command are one (copies of a unit card are alike), and a group with one such choice is not asked (nor offered
    # "rearrange" in its owner's phase menu); an Armor Column's chain asks the defender once, at its end (3.5, 8.3)
    # 13: the fifth audit: a Rebel group that has fought this turn may still make a demolition raid when a second
    # Arms Cache gives it its second attack (8.4 use 1, as 6.11 reads destroying a complex; more options)

    def catalog(self):
        data = self.content()
        if "_catalog" not in data:
            data["_catalog"] = build_catalog(data)
        return data["_catalog"]

    def role_name(self, role):
        return f"Player {str(role)[1:]}" if str(role).startswith("p") else str(role)

    def seat_roles(self, state):
        return seats(state["options"]["players"])

    def procedure_context(self, ctx):
        return G(self, ctx)

    def actions(self, state, role):
        """The legal actions, with the answers of an alike question (a window, the defender's ambush) that the
        asker's own hand cannot carry out marked so, for his eyes only (windows.marked), and no two reading the
        same: copies of one card (two "Add Unit G3/R2" in a hand, two like units of a group) are told apart by
        their place among the alike (windows.apart). Only the words change, as the page and the move record go by
        verb and argument; the state keeps the options as asked."""
        return windows.apart(windows.marked(self, state, role, super().actions(state, role)))

    def nothing_to_choose(self, state, role):
        """The no-response answer when it is all ``role``'s hand allows (windows.empty_handed), else None: at a
        table of one person and computers the sandbox answers it for him (nobody else sees his screen)."""
        return windows.empty_handed(self.actions(state, role))

    # ----- options -----
    def check_options(self, options):
        known = {"players", "mercenaries", "rounds", "ambush_max", "dealer", "position", "sudden_death_start"}
        unknown = sorted(set(options) - known)
        if unknown:
            raise IllegalAction("bad_option", f"guerilla takes the options {sorted(known)}, not {unknown}")
        n = _whole(options.get("players", DEFAULT_PLAYERS))
        if n not in self.player_counts:
            raise IllegalAction("bad_option", f"players must be a whole number from 3 to 6, got {options.get('players')!r}",
                                "4.2")
        default_merc = n % 2
        merc = _whole(options.get("mercenaries", default_merc))
        allowed = (1,) if n % 2 else (0, 2)
        self.check_choice_counts({"players": n, "mercenaries": merc})    # two at 3 or 5: the packet's own words
        if merc not in allowed:
            raise IllegalAction("bad_option", f"with {n} players the Mercenary markers number "
                                              f"{' or '.join(map(str, allowed))}, got {options.get('mercenaries')!r}",
                                "4.3")
        rounds = _whole(options.get("rounds", 1))
        if rounds not in range(1, 6):
            raise IllegalAction("bad_option", f"rounds must be 1 to 5, got {options.get('rounds')!r}", "10.6")
        amb = _whole(options.get("ambush_max", 3))
        if amb not in (3, 4):
            raise IllegalAction("bad_option", f"ambush_max is 3 (the rule) or 4 (the option), got {amb!r}", "6.12")
        dealer = options.get("dealer")
        if dealer is not None and dealer not in seats(n):
            raise IllegalAction("bad_option", f"dealer must be one of {seats(n)}, got {dealer!r}", "4.1")
        if options.get("sudden_death_start", 10) != 10:       # a saved game carries it; the tile starts on 10
            raise IllegalAction("bad_option", f"the sudden-death marker starts on 10, got "
                                              f"{options.get('sudden_death_start')!r}", "10.2")
        out = {"players": n, "mercenaries": merc, "rounds": rounds, "ambush_max": amb, "dealer": dealer,
               "sudden_death_start": 10}
        if options.get("position") is not None:
            out["position"] = self._check_position(options["position"], n)
        return out

    def _check_position(self, pos, n):
        def bad(why):
            return IllegalAction("bad_option", f"position: {why}", "4.6")
        if not isinstance(pos, dict):
            raise bad("expected a mapping")
        ids = seats(n)
        cat = self.catalog()
        seen = []
        for pid, hand in (pos.get("hands") or {}).items():
            if pid not in ids or not isinstance(hand, list):
                raise bad("hands maps seats to lists of card ids")
            seen += hand
        for g in pos.get("groups") or []:
            if not isinstance(g, dict) or g.get("owner") not in ids or g.get("faction") not in FACTIONS:
                raise bad("each group needs an owner seat and a faction")
            seen += ([g["leader"]] if g.get("leader") else []) + list(g.get("units", [])) + (
                [g["complex"]] if g.get("complex") else [])
        seen += list(pos.get("deck") or []) + list(pos.get("discard") or [])
        if any(c not in cat for c in seen) or len(set(seen)) != len(seen):
            raise bad("every card id must be known and appear once")
        return json.loads(json.dumps(pos))

    # ----- setup and flow -----
    def start(self, ctx, scenario, options):
        s = ctx.state
        n = options["players"]
        s["players"] = [{"id": q, "hand": [], "loyalty": None, "ambush": 0, "score": 0, "total": 0, "bound": {},
                         "last_turn": 0} for q in seats(n)]
        s.update({"groups": [], "next_group": 0, "deck": [], "discard": [], "setaside": [], "turn": None,
                  "trade": None, "faction_score": {"government": 0, "rebel": 0}, "rounds": [], "turn_seq": 0,
                  "redeals": 0})
        x = G(self, ctx)
        dealer = options["dealer"] or ctx.chance.draw(seats(n), "4.1")
        self._new_round(x, 1, dealer)
        if "position" in options:
            self._place_position(x, options["position"])
        else:
            s["flow"] = {"stage": "deal"}
        self.advance(ctx)

    def _new_round(self, x, number, dealer):
        s = x.s
        s["round"] = {"number": number, "dealer": dealer, "turn_no": 0, "passes": 0, "sudden": None,
                      "atrocity": False, "un": None, "bad_weather": None, "playing": None}
        s["faction_score"] = {"government": 0, "rebel": 0}
        for p in s["players"]:
            p["score"], p["ambush"], p["bound"] = 0, 0, {}
        x.log("4.1", f"Round {number}: {x.pname(dealer)} deals.")

    def _place_position(self, x, pos):
        """A whole position given in the options (tests and examples): hands, groups, piles, whose turn."""
        s = x.s
        cat = self.catalog()
        for p in s["players"]:
            p["hand"] = list((pos.get("hands") or {}).get(p["id"], []))
            p["loyalty"] = (pos.get("loyalty") or {}).get(p["id"], "rebel" if p["id"] in ("p1", "p3", "p5") else "government")
            p["ambush"] = (pos.get("ambush") or {}).get(p["id"], 0)
        for g in pos.get("groups") or []:
            new = x.new_group(g["owner"], g["faction"], g.get("leader"), g.get("units", []), g.get("complex"))
            new["damage"] = g.get("damage", 0)
            if g.get("iso") is not None:
                new["iso"], new["cut_by"], new["cut_card"] = g["iso"], g["cut_by"], g["cut_card"]
        for g in s["groups"]:           # once every group is placed: the cutter may be listed after its victim
            if g["iso"] is not None:
                g["cut_player"] = x.group(g["cut_by"])["owner"] if x.group(g["cut_by"]) else None
        used = {c for p in s["players"] for c in p["hand"]} | {c for g in s["groups"] for c in x.cards_of(g)}
        used |= {g["cut_card"] for g in s["groups"] if g["cut_card"]}
        s["discard"] = list(pos.get("discard") or [])
        listed = list(pos.get("deck") or [])
        s["deck"] = listed + [c for c in cat if c not in used and c not in listed and c not in s["discard"]]
        s["round"].update({k: v for k, v in (pos.get("round") or {}).items()
                           if k in ("atrocity", "un", "bad_weather", "sudden", "passes")})
        s["flow"] = {"stage": "turns"}
        turn.begin_turn(x, pos.get("player", s["round"]["dealer"]))
        s["turn"]["phase"] = pos.get("phase", "A")
        self._mark_turn(x)

    def _mark_turn(self, x):
        s = x.s
        s["turn_seq"] += 1
        x.player(s["turn"]["player"])["last_turn"] = s["turn_seq"]

    def advance(self, ctx):
        """Start the next procedure of the round until somebody must decide or the game is over."""
        s = ctx.state
        x = G(self, ctx)
        while s["result"] is None and not s["stack"]:
            stage = s["flow"]["stage"]
            if stage == "deal":
                deal.deal_markers(s, ctx.chance, len(s["players"]))
                for p in s["players"]:
                    x.log("4.2", f"Your loyalty marker: {deal.LOYALTY_NAMES[p['loyalty']]}.", to=[p["id"]])
                deal.deal_round(self, s, ctx.chance, len(s["players"]))
                self._log_deal(x)
                s["flow"]["stage"] = "deploy"
            elif stage == "redeal":
                s["redeals"] += 1
                for p in s["players"]:
                    p["hand"] = []
                deal.deal_round(self, s, ctx.chance, len(s["players"]))
                self._log_deal(x)
                s["flow"]["stage"] = "deploy"
            elif stage == "deploy":
                procs.start(self, ctx, "deploy")
            elif stage == "refill":
                deal.refill(x)
                turn.begin_turn(x, s["round"]["dealer"])
                self._mark_turn(x)
            elif stage == "turns":
                if s["turn"]["ended"]:
                    over = turn.end_turn(x)
                    if over:
                        scoring.end_round(x)
                        continue
                    nxt = x.clockwise_from(s["turn"]["player"])[1]
                    turn.begin_turn(x, nxt)
                    self._mark_turn(x)
                    continue
                procs.start(self, ctx, "menu")
            elif stage == "next_round":
                s["groups"], s["next_group"], s["turn"] = [], 0, None
                s["deck"], s["discard"], s["setaside"] = [], [], []
                for p in s["players"]:
                    p["hand"] = []
                dealer = x.clockwise_from(s["round"]["dealer"])[1]
                self._new_round(x, s["round"]["number"] + 1, dealer)
                s["flow"]["stage"] = "deal"
            else:
                raise AssertionError(f"guerilla stuck in stage {stage!r}")

    def _log_deal(self, x):
        x.log("4.4", "The Revolution and the three Traitors are set aside; eight cards are dealt to each player.")
        for p in x.s["players"]:
            x.log("4.4", f"Your hand: {', '.join(x.label(c) for c in p['hand'])}.", to=[p["id"]])

    # ----- views -----
    def board(self, state, role):
        """The table as ``role`` sees it: groups are open; hands, loyalty, the deck and all but the discard
        pile's top card are hidden (a face-down trade offer too). In the sealed deployment a finished player's
        hand shrinks by the cards he laid face down, whose counts all see (``face_down``) and he alone the cards."""
        players = []
        over = state["result"] is not None
        revealed = {pid: r["loyalty"] for rnd in state["rounds"][-1:] for pid, r in rnd["players"].items()}
        passing = state["round"].get("standing", [])     # standing passes (8.12): declared openly
        for p in state["players"]:
            bound = sorted(c for c in p["bound"] if c in p["hand"])
            down = deal.laid(state, p["id"])      # a finished sealed deployment (4.6): its counts are public
            gone = [c for g in down or () for c in deal.planned_cards(g)]
            hand = [c for c in p["hand"] if c not in gone]
            row = {"id": p["id"], "name": self.role_name(p["id"]), "hand_size": len(hand),
                   "ambush": p["ambush"], "score": p["score"], "total": p["total"], "bound": len(bound),
                   "standing": p["id"] in passing}
            if down is not None:
                row["face_down"] = {"cards": len(gone), "groups": len(down)}
            if role == p["id"]:
                now = deal.laying(self, state, p["id"])      # his sitting in progress: what he has laid so far
                mine = [g for g in now["groups"] + [now["open"]] if g and deal.planned_cards(g)] if now else []
                if mine:
                    row["laying"] = [dict(g, units=list(g["units"])) for g in mine]
                    so_far = {c for g in mine for c in deal.planned_cards(g)}
                    hand = [c for c in hand if c not in so_far]
                row["hand"] = hand
                row["loyalty"] = p["loyalty"]
                row["bound_cards"] = bound
                if down is not None:           # his own groups, face up to him alone until the reveal (4.7)
                    row["face_down_groups"] = [dict(g, units=list(g["units"])) for g in down]
            elif over and p["id"] in revealed:
                row["loyalty"] = revealed[p["id"]]
            players.append(row)
        groups = [{k: (list(v) if isinstance(v, list) else v) for k, v in g.items() if k not in ("limit",)}
                  for g in state["groups"]]
        t = state["trade"]
        trade_view = None
        if t:
            def lots(owner, items):
                return [e["card"] if e["up"] or role == owner else None for e in items]
            trade_view = {"offerer": t["offerer"], "want": t["want"], "offer": lots(t["offerer"], t["offer"]),
                          "counters": {q: lots(q, v) for q, v in t["counters"].items()}}
        r = state["round"]
        turn_view = None
        if state["turn"]:
            tt = state["turn"]
            turn_view = {k: tt[k] for k in ("player", "phase", "actions", "bank", "letter", "attacked", "repaired")}
            if tt.get("battle"):                 # the groups of a battle (or an assassination) being decided
                turn_view["battle"] = list(tt["battle"])
        return {
            "round": {**{k: r[k] for k in ("number", "dealer", "passes", "sudden", "atrocity", "un", "bad_weather")},
                      "standing": list(passing)},
            "turn": turn_view, "players": players, "groups": groups, "deck_size": len(state["deck"]),
            "discard_size": len(state["discard"]), "discard_top": state["discard"][-1] if state["discard"] else None,
            "faction_score": dict(state["faction_score"]), "trade": trade_view, "rounds": list(state["rounds"]),
            "stage": state["flow"]["stage"],
        }

    def example_facts(self, state):
        return facts.example_facts(state)

    # ----- the deal from a seed (the CLI's ``deal``) -----
    def deal_record(self, seed, options=None):
        """A legal deal from ``seed``: dealer, loyalty markers, eight cards each, the rest of the pile; redealt
        (from the same generator) until every player holds a unit, with the number of redeals."""
        return self._legal_deal(self.setup(seed, options=options))

    def _legal_deal(self, state):
        """The deal of a fresh ``state``, redealt from its own generator (on a copy) until nobody lacks a unit."""
        state = json.loads(json.dumps(state))
        redeals = 0
        while any(not deal.has_unit(self, p["hand"]) for p in state["players"]):
            redeals += 1
            ctx = Context(state, Chance(state["rng"]))
            for p in state["players"]:
                p["hand"] = []
            deal.deal_round(self, state, ctx.chance, len(state["players"]))
        hands = {p["id"]: list(p["hand"]) for p in state["players"]}
        loyalty = {p["id"]: p["loyalty"] for p in state["players"]}
        body = {"dealer": state["round"]["dealer"], "loyalty": loyalty, "hands": hands, "pile": list(state["deck"]),
                "set_aside": list(state["setaside"])}
        return {"game": self.id, "seed": state["seed"], "players": len(state["players"]),
                "mercenaries": state["options"]["mercenaries"], "redeals": redeals, **body,
                "fingerprint": fingerprint(json.dumps(body, sort_keys=True))}

    def deal_text(self, record):
        """The deal as lines of text for the command line."""
        cat = self.catalog()
        names = deal.LOYALTY_NAMES
        lines = [f"Guerilla deal, seed {record['seed']}, {record['players']} players, {record['mercenaries']} "
                 f"Mercenary marker{'' if record['mercenaries'] == 1 else 's'}, fingerprint {record['fingerprint']} (4.1–4.5)",
                 f"Dealer: {self.role_name(record['dealer'])}; redeals needed: {record['redeals']}"]
        for pid, hand in record["hands"].items():
            lines.append(f"{self.role_name(pid)} ({names[record['loyalty'][pid]]}, secret):")
            lines += [f"  {cat[c]['name']}" for c in hand]
        lines.append(f"Draw pile before the refill ({len(record['pile'])} cards, top first): "
                     + ", ".join(cat[c]["name"] for c in record["pile"]))
        lines.append("Set aside until after the refill (4.9): " + ", ".join(cat[c]["name"] for c in record["set_aside"]))
        return lines

    # ----- random play (the fuzzer) -----
    @staticmethod
    def fuzz_allows(state, role, action):
        """Random play keeps rounds moving: it draws whenever it can instead of ending the turn, attacks,
        deploys and discards while it has actions but keeps the last one for the draw, offers at most two
        cards in a trade, withdraws only with a small hand, and starts new groups for the side its loyalty
        marker backs (a Mercenary for either)."""
        verb = action["verb"]
        t = state["turn"]
        if t and t["phase"] == "F" and verb == "end":
            return False
        if t and verb == "next" and t["phase"] in ("B", "C", "E"):
            return False             # attack, deploy, discard while actions last (the menu always has "next" too)
        if t and verb in PAID and t["phase"] != "F" and t["actions"] + t["bank"] <= 1 and role == t["player"] \
                and state["stack"] and state["stack"][-1]["proc"] == "menu" and not state["stack"][-1]["answers"]:
            return False             # keep the last action for the draw
        if verb == "offer":
            tr = state["trade"]
            lots = tr["offer"] if tr and role == tr["offerer"] else (tr or {}).get("counters", {}).get(role, [])
            return len(lots) < 2
        if verb in ("group", "deploy") and action["arg"] in FACTIONS:
            loyal = next(p for p in state["players"] if p["id"] == role)["loyalty"]
            return loyal not in FACTIONS or action["arg"] == loyal      # new groups for the side one backs
        if verb == "withdraw":
            return len(next(p for p in state["players"] if p["id"] == role)["hand"]) <= 4
        return True

    def secret_twins(self, state, viewer):
        """States differing only in other players' loyalty markers or hand cards (the fuzzer's secrets check)."""
        cat = self.catalog()
        return twins.secret_twins(state, viewer, red=lambda c: cat[c]["type"] in ("complex", "special"),
                                  kind=lambda c: cat[c]["kind"])

    def secret_names(self, state, viewer):
        """The cards in other players' hands and in the draw pile, by id and name (the fuzzer's question check)."""
        names = {cid: c["name"] for cid, c in self.catalog().items()}
        hidden = [c for p in state["players"] if p["id"] != viewer for c in p["hand"]] + list(state["deck"])
        return card_names(hidden, names)

    def step_invariants(self, before, after):
        """No role's board shows a card in another player's hand (a face-up trade offer excepted, and the cards
        a role itself offered, which it still sees while the trade finishes), nor the draw pile's order
        (checked by the fuzzer)."""
        problems = []
        t = after["trade"]
        lots = ([(t["offerer"], t["offer"])] + list(t["counters"].items())) if t else []
        for role in after["roles"]:
            shown = {e["card"] for owner, items in lots for e in items if e["up"] or owner == role}
            seen = set(twins.strings(self.board(after, role)))
            for p in after["players"]:
                if p["id"] != role:
                    leaked = [c for c in p["hand"] if c not in shown and c in seen]
                    if leaked:
                        problems.append(f"{role}'s board shows {p['id']}'s hidden cards {leaked}")
            if any(c in seen for c in after["deck"]):
                problems.append(f"{role}'s board shows cards of the draw pile")
        return problems

    # ----- invariants (checked by the fuzzer) -----
    def invariants(self, state, baseline):
        """Broken invariants: every one of the 128 cards in exactly one place, groups within their limits."""
        cat = self.catalog()
        if baseline is None:
            return len(cat)
        places = []
        for p in state["players"]:
            places += p["hand"]
        for g in state["groups"]:
            places += ([g["leader"]] if g["leader"] else []) + g["units"] + ([g["complex"]] if g["complex"] else [])
            if g["cut_card"]:
                places.append(g["cut_card"])
        places += state["deck"] + state["discard"] + state["setaside"]
        r = state["round"]
        for key in ("un", "bad_weather"):
            if r[key]:
                places.append(r[key]["card"])
        if r.get("playing"):
            places.append(r["playing"])
        problems = []
        if len(places) != baseline or sorted(places) != sorted(cat):
            dup = sorted({c for c in places if places.count(c) > 1})
            missing = sorted(set(cat) - set(places))
            problems.append(f"cards out of place: {len(places)} placed, duplicated {dup}, missing {missing}")
        x_units = {cid for cid, c in cat.items() if c["type"] == "unit" or c["kind"] == "armor_column"}
        for g in state["groups"]:
            n = len(g["units"])
            if g["complex"] and n > 1 or not g["complex"] and not 1 <= n <= 3:
                problems.append(f"group {g['id']} breaks the composition limits: {g}")
            if any(u not in x_units for u in g["units"]) or (g["leader"] and cat[g["leader"]]["type"] != "leader"):
                problems.append(f"group {g['id']} holds a card of the wrong kind")
            if any(cat[u]["kind"] == "armor_column" for u in g["units"]) and (g["faction"] != "government" or n != 1
                                                                            or g["leader"] or g["complex"]):
                problems.append(f"the Armor Column in group {g['id']} is not alone or not Government")
            if g["cut_by"] and not g["cut_card"]:
                problems.append(f"group {g['id']} is isolated without a Supply Cut card")
        if sum(p["score"] for p in state["players"]) != sum(state["faction_score"].values()):
            problems.append("the players' round points and the factions' totals disagree")
        return problems


    # ----- the table drawn, the round as a milestone (engine/games/guerilla/svg.py, engine/bridge.py) -----
    def render(self, board, role=None, changed=(), title="Guerilla table", layout=None, still=False):
        """The board of a view as SVG text (engine/games/guerilla/svg.py); ``layout="narrow"``: for a phone;
        ``still``: no move made it (a deal, a page's sample)."""
        from . import svg
        return svg.render(board, self.catalog(), self.content()["leaders"], role, changed, title, layout, still)

    LAYOUTS = ("narrow",)          # the bridge asks for a phone's drawing by name (engine/bridge.py, _picture)

    def describe_spaces(self, board, role=None):
        """Every drawn space in words (the page's text list beside the drawing)."""
        from . import svg
        return svg.describe_spaces(board, self.catalog(), self.content()["leaders"], role)

    @staticmethod
    def changed_spaces(before, after):
        """Groups, seats, piles and hand cards that differ between two boards (outlined in gold)."""
        from . import svg
        return svg.changed_spaces(before, after)

    # ----- the printed deal: organiser's sheet and private slips (generator deal/packet, the deal page) -----
    def card_words(self, cid):
        """One card as a slip prints it: {id, name, text} (strengths, ratings, DF/VP, letter and cost)."""
        c = self.catalog()[cid]
        recs = {r["id"]: r for r in self.content()["specials"]}
        if c["type"] == "unit":
            text = f"Government {c['government']}, Rebel {c['rebel']}"
        elif c["type"] == "leader":
            text = f"ratings Government {c['government']} / Rebel {c['rebel']}, modifier {signed(c['modifier'])}"
        elif c["type"] == "complex":
            text = f"complex, DF {c['df']}, VP {c['vp']}"
        elif c["type"] == "event":
            when = "in your turn" if c["timing"] == "in_turn" else "out of turn"
            text = f"event {c['letter']}, cost {c['cost']}, {when}"
        else:
            text = recs[c["kind"]]["text"]
        return {"id": cid, "name": c["name"], "text": text}

    def sheet_options(self, fields):
        """The deal page's two-Mercenary choice (4.3) rides along with the player count."""
        extra = {"mercenaries": fields["mercenaries"]} if fields.get("mercenaries") is not None else {}
        return {**super().sheet_options(fields), **extra}

    def setup_sheet(self, state):
        """The deal of a fresh state as the organiser's sheet: dealer, markers, hand sizes, the draw pile in
        order and the cards set aside; hands and loyalties ride along for the private slips only."""
        rec = self._legal_deal(state)
        names = deal.LOYALTY_NAMES
        cat = self.catalog()
        rows = [{"id": pid, "name": self.role_name(pid), "dealer": pid == rec["dealer"], "cards": len(hand),
                 "loyalty": rec["loyalty"][pid], "loyalty_name": names[rec["loyalty"][pid]],
                 "hand": [self.card_words(c) for c in hand]} for pid, hand in rec["hands"].items()]
        markers = {k: sum(1 for v in rec["loyalty"].values() if v == k) for k in ("government", "rebel", "mercenary")}
        return {"game": self.id, "seed": rec["seed"], "players": rec["players"], "mercenaries": rec["mercenaries"],
                "dealer": rec["dealer"], "dealer_name": self.role_name(rec["dealer"]), "redeals": rec["redeals"],
                "markers": markers, "rows": rows,
                "pile": [{"id": c, "name": cat[c]["name"]} for c in rec["pile"]],
                "set_aside": [{"id": c, "name": cat[c]["name"]} for c in rec["set_aside"]],
                "fingerprint": rec["fingerprint"]}

    def private_slips(self, sheet):
        """One slip per seat: only that seat's loyalty marker and eight cards."""
        return [{"seat": r["id"], "name": r["name"], "loyalty": r["loyalty"], "loyalty_name": r["loyalty_name"],
                 "dealer": r["dealer"], "hand": r["hand"]} for r in sheet["rows"]]

    milestone_moves = 8000      # one "play on" reaches the round's end: random 5-6 player rounds take ~2,500-3,800 moves

    @staticmethod
    def milestone(state):
        """The sandbox's "play on" button runs to the end of the round (a new round or the game's end)."""
        return state["round"]["number"], state["result"] is not None


def _whole(value):
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        return int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value
