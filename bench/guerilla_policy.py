"""A simple, deterministic heuristic player for Guerilla's balance statistics (bench only, not the engine).

It sees what its role sees (``game.view``, ``game.actions``) and the printed card values (``game.catalog()``),
backs the faction its loyalty marker names (a Mercenary picks a side for the game) and picks among the legal
actions by plain rules: deploy strong groups for its side (a Rebel backer leaves the complexes it must place
bare), attack when its total is at least the weakest target's (a Rebel gives complexes a bonus of 2), lose the
fewest points, play Ambush, Arms Cache, Atrocities or Press for its side, use a complex's ability only when the
points go to its side, destroy captured complexes, buy ambush points now and then, discard what its side cannot
use, keep the last action for the draw, and never trade, withdraw or sortie. Coin flips use
``random.Random(seed)``.
"""

import json
import random
import re

OTHER = {"government": "rebel", "rebel": "government"}
BRACKET = re.compile(r"\[([a-z0-9_]+)\]")
GROUP = re.compile(r"group (g\d+)")
NEVER = {"withdraw", "sortie", "trade", "discard", "rearrange"}


class Heuristic:
    """One heuristic player for every role of one game."""

    def __init__(self, game, seed):
        self.game = game
        self.rng = random.Random(seed)
        self.cat = game.catalog()     # the printed values of every card (public, as on the card faces)
        self.side = {}          # role -> the faction it plays for
        self.building = {}      # role -> what the open initial-deployment group is ("complex" or a faction)
        self.junk = {}          # role -> the cards it means to discard this turn

    # ----- card values -----
    def info(self, cid):
        return self.cat.get(cid) or {"type": "other"}

    def strength(self, cid, faction):
        c = self.info(cid)
        if c["type"] == "unit":
            return c[faction]
        return c.get("strength", 0)

    def leader_value(self, cid, faction):
        c = self.info(cid)
        return c[faction] + c["modifier"]

    def attack_total(self, g):
        """Strength plus modifier of a group attacking (a leaderless group fights with its best unit)."""
        f = g["faction"]
        units = g["units"]
        if g["leader"]:
            rated = units[:self.info(g["leader"])[f]]
            total = sum(self.strength(u, f) for u in rated) + self.info(g["leader"])["modifier"]
        else:
            total = max((self.strength(u, f) for u in units), default=0)
        return total // 2 if g["iso"] is not None else total

    def defence_total(self, g, unit=None):
        f = g["faction"]
        if unit:
            return self.strength(unit, f)
        if g["complex"]:
            garrison = sum(self.strength(u, f) for u in g["units"])
            mod = self.info(g["leader"])["modifier"] if g["leader"] else 0
            return garrison + self.info(g["complex"])["df"] + mod - (g["iso"] or 0)
        if not g["leader"]:
            return min((self.strength(u, f) for u in g["units"]), default=0)
        rated = g["units"][:self.info(g["leader"])[f]]
        return sum(self.strength(u, f) for u in rated) + self.info(g["leader"])["modifier"] - (g["iso"] or 0)

    # ----- the choice -----
    def my_side(self, role, board):
        if role not in self.side:
            me = next(p for p in board["players"] if p["id"] == role)
            loyal = me["loyalty"]
            self.side[role] = loyal if loyal in OTHER else self.rng.choice(["government", "rebel"])
        return self.side[role]

    def choose(self, state, role, acts):
        """The action this role takes among ``acts`` (its legal actions, not empty)."""
        view = self.game.view(state, role)
        board = view["board"]
        side = self.my_side(role, board)
        groups = {g["id"]: g for g in board["groups"]}
        by_verb = {}
        for a in acts:
            by_verb.setdefault(a["verb"], []).append(a)
        turn = board["turn"] or {}
        mine = turn.get("player") == role
        spare = (turn.get("actions", 0) + turn.get("bank", 0)) >= 2 if mine else False
        pick = self._pick(role, side, by_verb, groups, board, turn, mine, spare, view)
        if pick is not None:
            return pick
        nexts = by_verb.get("next")
        if nexts:
            return min(nexts, key=lambda a: str(a["arg"]))
        safe = [a for a in acts if a["verb"] not in NEVER] or acts
        return safe[self.rng.randrange(len(safe))]

    def _pick(self, role, side, by_verb, groups, board, turn, mine, spare, view):
        v = by_verb
        hand = next(p for p in board["players"] if p["id"] == role).get("hand", [])
        # the sealed initial deployment (4.6)
        if "done" in v and ("group" in v or "complex" in v or "add" in v or "close" in v):
            return self._initial(role, side, v)
        # battle windows and sub-questions
        for verb in ("losses", "target", "unit", "garrison", "command", "bodyguards", "counter", "take", "host",
                     "retreat", "marker"):
            if verb in v:
                return self._answer(verb, role, side, v[verb], groups, view)
        if "leader" in v:                    # an assassination's victim: a leader of the other side
            enemy = [a for a in v["leader"] if groups.get(a["arg"], {}).get("faction") == OTHER[side]]
            return enemy[0] if enemy else v["leader"][0]
        if "ambush" in v:
            return max(v["ambush"], key=lambda a: a["arg"][0] == "double")
        if "atrocities" in v or "press" in v:
            return self._atrocity(side, v, view)
        if "informant" in v:
            cancel = [a for a in v["informant"] if "cancel" in json.dumps(a["arg"])]
            return cancel[0] if cancel else v["informant"][0]
        if "card" in v and v["card"][0]["label"].startswith("Discard"):
            return self._discard(role, side, v, hand)
        if "card" in v:                      # deploying or reinforcing from the hand (7.1, 7.2)
            return self._add(v["card"], v)
        if not mine:
            for verb in ("pass", "done", "none"):
                if verb in v:
                    return v[verb][0]
            return None
        phase = turn.get("phase")
        if "relieve" in v and spare:
            return v["relieve"][0]
        if "propaganda" in v and self._ability_side(role, "tv_station", groups) == side:
            return v["propaganda"][0]
        if phase == "A":
            if spare and "ambush_marker" in v and self.rng.random() < 0.15:
                next_player = next(p for p in board["players"] if p["id"] == role)
                if next_player["ambush"] < 2:
                    return v["ambush_marker"][0]
            return None
        if phase == "B":
            return self._phase_b(role, side, v, groups, hand, spare)
        if phase == "C":
            if not spare:
                return None
            if "palace" in v:
                return v["palace"][0]
            units = [c for c in hand if self.info(c)["type"] == "unit" and self.strength(c, side) >= 2]
            for a in v.get("deploy", []):
                if a["arg"] == side and len(units) >= 2:
                    return a
            for a in v.get("reinforce", []):
                g = groups.get(a["arg"])
                if g and g["faction"] == side and units and len(g["units"]) < 3 and not g["complex"]:
                    return a
            return None
        if phase == "E":
            if spare and "repair" in v:
                return v["repair"][0]
            if "discard" in v and len(hand) >= 6:
                self.junk[role] = self._junk(side, hand)
                if self.junk[role]:
                    return v["discard"][0]
            return None
        if phase == "F":
            for verb in ("barracks", "draw"):
                if verb in v:
                    return v[verb][0]
            if "port" in v and spare:
                return v["port"][0]
            if "end" in v:
                return v["end"][0]
        return None

    def card_value(self, cid, side):
        """How much a card in hand is worth to a player backing ``side`` (for discarding)."""
        c = self.info(cid)
        kind = cid.rsplit("_", 1)[0]
        if c["type"] == "unit":
            return self.strength(cid, side)
        if c["type"] == "leader":
            return c[side] + c["modifier"]
        if kind in ("air_assault", "armor_column", "recon_patrol"):
            return 3 if side == "government" else 0
        if kind == "arms_cache":
            return 3 if side == "rebel" else 0
        return 2

    def _junk(self, side, hand):
        ranked = sorted(hand, key=lambda c: (self.card_value(c, side), c))
        junk = [c for c in ranked if self.card_value(c, side) <= 1][:4]
        if not junk:
            junk = ranked[:2]
        return junk

    def _discard(self, role, side, v, hand):
        plan = [c for c in self.junk.get(role, []) if any(a["arg"] == c for a in v["card"])]
        if plan:
            self.junk[role] = plan[1:]
            return next(a for a in v["card"] if a["arg"] == plan[0])
        if "done" in v:
            return v["done"][0]
        return min(v["card"], key=lambda a: (self.card_value(a["arg"], side), a["arg"]))

    @staticmethod
    def _ability_side(role, cplx, groups):
        """The faction of this role's group holding that complex (whose faction the ability's points go to)."""
        return next((g["faction"] for g in groups.values() if g["owner"] == role and g["complex"] == cplx), None)

    def _initial(self, role, side, v):
        cur = self.building.get(role)
        if "complex" in v and cur is None:
            self.building[role] = "complex"
            return v["complex"][0]
        if cur == "complex":
            if side == "government" and "add" in v:
                units = [a for a in v["add"] if self.info(a["arg"])["type"] == "unit"]
                if units:
                    self.building[role] = "complex+"
                    return max(units, key=lambda a: self.strength(a["arg"], "government"))
            if "close" in v:
                self.building[role] = None
                return v["close"][0]
        if cur == "complex+" and "close" in v:
            self.building[role] = None
            return v["close"][0]
        if cur in OTHER and "add" in v:
            best = self._best_card(v["add"], cur)
            if best is not None:
                return best
        if cur in OTHER and "close" in v:
            self.building[role] = None
            return v["close"][0]
        for a in v.get("group", []):
            if a["arg"] == side:
                self.building[role] = side
                return a
        if "close" in v:
            self.building[role] = None
            return v["close"][0]
        return v["done"][0]

    def _best_card(self, options, faction):
        scored = []
        for a in options:
            c = self.info(a["arg"])
            if c["type"] == "unit":
                scored.append((self.strength(a["arg"], faction), a))
            elif c["type"] == "leader":
                scored.append((c[faction] + c["modifier"], a))
        scored = [s for s in scored if s[0] >= 2]
        return max(scored, key=lambda s: s[0])[1] if scored else None

    def _add(self, options, v):
        faction = "rebel" if "Rebel" in options[0]["label"] else "government"
        best = self._best_card(options, faction)
        if best is not None:
            return best
        for verb in ("close", "done", "stop"):
            if verb in v:
                return v[verb][0]
        return options[0]

    def _targets(self, role, g, groups):
        out = []
        for t in groups.values():
            if t["faction"] == g["faction"] or t["owner"] == role:
                continue
            out.append(self.defence_total(t) - (2 if t["complex"] and g["faction"] == "rebel" else 0))
        return out

    def _phase_b(self, role, side, v, groups, hand, spare):
        if not spare:
            return None
        for verb in ("destroy", "demolition", "armor_card", "policia", "air_strike", "assassin"):
            for a in v.get(verb, []):
                if verb == "destroy" and side != "rebel":
                    continue
                if verb == "armor_card" and side != "government":
                    continue
                if verb in ("policia", "air_strike") and self._ability_side(
                        role, "policia" if verb == "policia" else "airfield", groups) != side:
                    continue
                if verb in ("assassin", "policia", "air_strike") and self.rng.random() < 0.5:
                    continue
                return a
        best, best_gain = None, None
        for a in v.get("attack", []):
            g = groups.get(a["arg"])
            if not g or g["faction"] != side:
                continue
            defence = self._targets(role, g, groups)
            if not defence:
                continue
            gain = self.attack_total(g) - min(defence)
            if best_gain is None or gain > best_gain:
                best, best_gain = a, gain
        if best is not None and best_gain >= 0:
            return best
        if "supply_cut" in v and self.rng.random() < 0.3:
            return v["supply_cut"][0]
        return None

    def _answer(self, verb, role, side, options, groups, view):
        if verb == "losses":
            return min(options, key=lambda a: (self._loss_value(a["arg"], a["label"]), len(a["arg"] or [])))
        if verb == "target":
            return min(options, key=lambda a: self._target_value(a["label"], groups, side))
        if verb == "unit":
            faction = "rebel" if "Rebel" in options[0]["label"] else "government"
            return max(options, key=lambda a: self.strength(str(a["arg"]), faction))
        if verb == "garrison":
            singles = [a for a in options if isinstance(a["arg"], list) and len(a["arg"]) == 1
                       and self.info(a["arg"][0])["type"] == "unit"]
            return singles[0] if singles else options[0]
        if verb == "command":
            faction = "rebel" if "Rebel" in options[0]["label"] else "government"
            return max(options, key=lambda a: sum(self.strength(u, faction) for u in (a["arg"] or [])))
        if verb == "bodyguards":
            return max(options, key=lambda a: a["arg"] if isinstance(a["arg"], int) else 0)
        if verb == "retreat":
            return next((a for a in options if a["arg"] is True), options[0])
        if verb == "counter":
            return next((a for a in options if a["arg"]), options[0])
        if verb == "take":
            return next((a for a in options if a["arg"]), options[0])
        return options[0]

    def _loss_value(self, cards, label):
        faction = "rebel" if "Rebel" in label else "government"
        total = 0
        for c in cards or []:
            info = self.info(c)
            total += self.leader_value(c, faction) + 1 if info["type"] == "leader" else self.strength(c, faction)
        return total

    def _target_value(self, label, groups, side):
        m = GROUP.search(label)
        g = groups.get(m.group(1)) if m else None
        if g is None:
            return 99
        units = [u for u in BRACKET.findall(label) if self.info(u)["type"] == "unit"]
        value = self.defence_total(g, units[0] if units and not g["complex"] else None)
        return value - (2 if g["complex"] and side == "rebel" else 0)

    def _atrocity(self, side, v, view):
        loser_faction = None
        for entry in reversed(view["log"]):
            if entry["rule"] == "6.8" and " loses " in entry["text"]:
                text = entry["text"]
                gi, ri = text.find("Government"), text.find("Rebel")
                loser_faction = "government" if gi >= 0 and (ri < 0 or gi < ri) else "rebel"
                break
        if loser_faction is None:
            return v.get("pass", [None])[0]
        if loser_faction != side and "atrocities" in v:
            return v["atrocities"][0]
        if loser_faction == side and "press" in v:
            return v["press"][0]
        return v.get("pass", [None])[0]


def playout(game_id, seed, options, max_moves=20000):
    """One whole game with every role played by the heuristic; (final state, number of moves)."""
    import engine
    game = engine.get_game(game_id)
    state = engine.setup(game_id, seed, options=options)
    policy = Heuristic(game, seed)
    for n in range(max_moves):
        if state["result"] is not None:
            return state, n, dict(policy.side)
        for role in state["roles"]:
            acts = game.actions(state, role)
            if acts:
                break
        else:
            raise RuntimeError(f"seed {seed}: dead end after {n} moves")
        act = policy.choose(state, role, acts)
        if act is None:
            act = acts[0]
        state = engine.apply(state, role, act["verb"], act["arg"])
    raise RuntimeError(f"seed {seed}: not over after {max_moves} moves")
