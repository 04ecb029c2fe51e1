"""War of the Triple Alliance: Paraguay: the game object, the turn sequence (5.2), victory (4.2-4.4), the views
with fog of war (6.4) and the fuzzer's invariants. Rules live in the sibling modules (docs/PARAGUAY.md).

Roles: ``allied`` and ``paraguayan``. A game starts from the seed (a random legal set-up) or from options:
``matto_grosso`` (the declaration), ``placements`` (unit id -> hex), or a whole hand-made position for tests
(``map``: hexmap data, ``units``: unit records with ``where``, ``start``: turn and segment).
"""

import base64
import hashlib
import json

from ... import procs
from ...core import Context, Game, readings
from ...errors import IllegalAction
from ...registry import register
from ...words import agree, count
from . import aids, attrition, combat, events, movement, reinforce, setup, twins, victory
from .model import (ALLIED, RIVERINE, LAST_TURN, OTHER, PARAGUAYAN, P, ROMAN, SIDE_NAMES, STACK_LIMIT, count_text,
                    overstack_shown, season, unit_label)

# the verbs whose argument is one unit of the asking side, chosen where it stands (a loss to attrition or in battle,
# a supply unit burnt, a unit sent away by an event, a unit advancing after combat): the action says that hex
# (``at``), so that the sandbox outlines it on the map and shows it, and a click there offers these choices
UNIT_VERBS = frozenset(("lose", "burn", "unit", "advance", "force"))


def _placed(state, actions):
    """``actions`` with the hex of each one-unit choice (UNIT_VERBS) as its ``at``; the options are the asking side's
    own units, so the hex tells it nothing it does not see (6.4). The state's own options are left as they are."""
    where = None
    out = []
    for a in actions:
        if a.get("verb") in UNIT_VERBS and isinstance(a.get("arg"), str) and "at" not in a:
            if where is None:
                where = {u["id"]: u["where"] for u in state["units"]}
            hex_id = where.get(a["arg"])
            if isinstance(hex_id, str):
                a = dict(a, at=hex_id)
        out.append(a)
    return out


PHASES = ("arrive", "move", "stack", "combat1", "combat2", "combat3")
SEGMENTS = ["matto", "mendoza", "attrition"] + [f"{k}:{side}" for side in (PARAGUAYAN, ALLIED) for k in PHASES] + ["end"]
SEGMENT_RULES = {"matto": "8.2", "mendoza": "8.3", "attrition": "7.1", "arrive": "9.2", "move": "11.1",
                 "stack": "6.2", "combat1": "13.2", "combat2": "13.2", "combat3": "13.2", "end": "5.2"}
OPTIONS = ("matto_grosso", "placements", "by_hand", "map", "units", "start")
_MAPS = {}


def fingerprint(text):
    """A short, stable check code of a set-up, e.g. 'K3QF-7ZPM' (SHA-256, base32)."""
    code = base64.b32encode(hashlib.sha256(("paraguay-setup:" + text).encode("utf-8")).digest()[:5]).decode("ascii")
    return f"{code[:4]}-{code[4:]}"


def overstack(p, side):
    """6.2: the opponent removes the fewest units that bring each over-stacked hex of ``side`` back to 26."""
    foe = OTHER[side]
    for h, s, n in p.overstacked():
        if s != side:
            continue
        said = f"{p.hname(h)} holds {n} unit{'s' if n != 1 else ''} too many: the {p.side_name(foe)} player removes {n}"
        p.log("6.2", f"{said}.", own={foe: ("6.2", f"{said}, looking under the stack to choose: "
                                                   + "; ".join(unit_label(u) for u in p.at(h)) + ".")})
        from .combat import pick_losses
        lost = yield from pick_losses(p, foe, p.at(h), n, f"Over-stacking at {h}: choose an enemy unit to remove",
                                      "6.2")
        for u in lost:
            p.eliminate(u, "6.2", "over-stacking")
        p.log("6.2", f"Removed from {p.hname(h)}: {count_text(lost)}.")


@register
class Paraguay(Game):
    """War of the Triple Alliance: Paraguay, 1865-1870."""

    id = "paraguay"
    title = "War of the Triple Alliance: Paraguay"
    roles = (ALLIED, PARAGUAYAN)
    scenarios = {"standard": "The whole war, Turns I–IX (1865–1869)"}
    rules_version = 5      # 5: a GN unit lost to its 7.14 check as it lands from a stopped vessel (12.4) goes no
    #                        further: not with the stack taking it up, along or aboard (it went on, and came back to the
    #                        map with the stack's first step); 4: the third rules audit: no +1 for "only GN defending"
    #                        in a hex emptied by burning its supply (13.20), a GN unit's 7.14 check by the force it
    #                        moved in itself; 3: a combat phase is played whenever a stack is next to an enemy stack
    #                        (13.2), a public fact, not only when a hidden unit could attack; 2: the Matto Grosso force
    #                        chosen and always entered (8.2), a third-phase capture rolled (13.27), carried units aboard
    #                        until they land or the phase ends (12.4); attrition and combat questions asked on public
    #                        facts and in private (6.4), supply burnt by choice (13.24)
    steps = {procs.ProcStep.name: procs.ProcStep(), movement.MoveStep.name: movement.MoveStep(),
             combat.CombatStep.name: combat.CombatStep(), reinforce.ArriveStep.name: reinforce.ArriveStep(),
             setup.SetupStep.name: setup.SetupStep()}
    procedures = {"battle": combat.battle, "attrition_hex": attrition.attrition_hex, "matto": events.matto_grosso,
                  "mendoza": events.mendoza, "overstack": overstack}

    def role_name(self, role):
        return SIDE_NAMES.get(role, str(role))

    def role_phrase(self, role):
        """The sides' names are adjectives ("Allied"): a sentence names the player, as the log does (3.1, 8.2)."""
        return f"the {SIDE_NAMES[role]} player" if role in SIDE_NAMES else str(role)

    # ----- the map and the tables -----
    def hexmap(self, state):
        """The HexMap of a state: the content's map, or the hand-made one a test gave in the options."""
        from . import hexmap
        data = state["options"].get("map")
        if data is None:
            if "content" not in _MAPS:
                _MAPS["content"] = hexmap.load()
            return _MAPS["content"]
        key = json.dumps(data, sort_keys=True)
        if key not in _MAPS:
            if len(_MAPS) > 64:
                _MAPS.clear()
            _MAPS[key] = hexmap.HexMap(data)
        return _MAPS[key]

    @staticmethod
    def map_cache(hm):
        """Derived facts about a map (railroad hexes, the Paraná, main Brazil), computed once."""
        if not hasattr(hm, "_pg_cache"):
            hm._pg_cache = {}
        return hm._pg_cache

    def rail_hexes(self, hm):
        c = self.map_cache(hm)
        if "rail" not in c:
            c["rail"] = {h for h in hm.hexes for n in hm.neighbours(h) if (hm.hexside(h, n) or {}).get("railroad")}
        return c["rail"]

    def sources(self, hm, side):
        """The ultimate supply source hexes of ``side`` printed on the map (7.12, 7.13), in hex order (read once,
        when the map is built)."""
        return list(hm.sources[side])

    @staticmethod
    def depots(hm):
        """The Allied depot towns printed on the map (7.9), in hex order (read once, when the map is built)."""
        return hm.depots

    def parana(self, hm):
        """The hexes of 3.3's river set-up group (the Paraná from 1237 down to 1042), in id order (read once, when
        the map is built, from the content; the generator checks they are that stretch of the river)."""
        c = self.map_cache(hm)
        if "parana" not in c:
            c["parana"] = sorted(hm.river_setup)
        return c["parana"]

    def main_brazil(self, hm):
        """Brazilian hexes outside the small enclaves (3.3, "Any Brazil")."""
        c = self.map_cache(hm)
        if "brazil" not in c:
            c["brazil"] = sorted(h for h, r in hm.hexes.items() if r.get("nation") == "brazil" and not r.get("enclave"))
        return c["brazil"]

    def mg_edge(self, hm):
        """The map-edge hexes from 2819 to 3226 where the Matto Grosso force may enter (8.2)."""
        c = self.map_cache(hm)
        if "mg" not in c:
            c["mg"] = sorted(h for h, r in hm.hexes.items() if r.get("edge") == "matto_grosso")
        return c["mg"]

    def terrain_cost(self, rec, hexside, when):
        """MP to enter a hex off the road (11.10-11.15, 11.19): the Terrain Movement Costs Table."""
        from . import tables
        return tables.move_cost(rec, hexside, when), "river hex" if rec.get("river") else rec.get("terrain", "clear")

    def odds(self, attack, defense):
        """(column, extra DRM, automatic elimination) (13.9, 13.10, 13.12); a 0 defence counts as 1."""
        from . import tables
        if attack <= 0:
            return None, 0, True
        column, extra = tables.odds_column(attack, max(defense, 1))
        return column, extra, column is None

    def fortress_drm(self, hex_id):
        from . import tables
        return tables.fortress_drm(hex_id)

    def crt_result(self, column, roll):
        from . import tables
        return tables.crt(column, roll)

    def attrition_losses(self, count, roll):
        from . import tables
        return tables.attrition(count, roll)

    def guns_losses(self, roll, ships):
        from . import tables
        return tables.run_the_guns(roll)

    # ----- options and setup -----
    def check_options(self, options):
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise IllegalAction("bad_option", f"paraguay takes the options {', '.join(OPTIONS)}, not {unknown}")
        out = {}
        if "matto_grosso" in options:
            if not isinstance(options["matto_grosso"], bool):
                raise IllegalAction("bad_option", "matto_grosso is true or false", "8.2")
            out["matto_grosso"] = options["matto_grosso"]
        if "placements" in options:
            pl = options["placements"]
            if not isinstance(pl, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in pl.items()):
                raise IllegalAction("bad_option", "placements maps unit ids to hex ids", "3.3")
            out["placements"] = dict(pl)
        if "by_hand" in options:
            if not isinstance(options["by_hand"], bool):
                raise IllegalAction("bad_option", "by_hand is true or false", "3.1")
            out["by_hand"] = options["by_hand"]
        for key in ("map", "units", "start"):
            if key in options:
                out[key] = options[key]
        if "units" in out and not isinstance(out["units"], list):
            raise IllegalAction("bad_option", "units is a list of unit records")
        return out

    def start(self, ctx, scenario, options):
        s = ctx.state
        start = options.get("start") or {}
        s["pg"] = {"turn": start.get("turn", 1), "seg": SEGMENTS.index(start.get("segment", "matto")), "vp": 0,
                   "flip": {}, "ever_allied": [], "depots_lost": [], "rail_entered": False, "fortress_vp": False,
                   "mg": {"launched": False, "status": "none"}, "mendoza": {"status": "none"}, "queue": None,
                   "rp": {}, "mv": {"group": None, "family": [], "towers": [], "fam_start": None},
                   "cb": {"phase": 1, "target": None, "attackers": [], "used": [], "hit": [], "revealed": {},
                          "captures": []}}
        if "units" in options:
            s["units"] = [setup.new_unit(r) for r in self._given_units(options["units"])]
            if "mg" in start:
                s["pg"]["mg"] = dict(start["mg"])
            for key in ("flip", "ever_allied", "depots_lost", "rail_entered", "vp", "mendoza"):
                if key in start:
                    s["pg"][key] = start[key]
        else:
            s["units"] = [setup.new_unit(r) for r in self.counters()]
        p = P(self, ctx)
        ids = [u["id"] for u in s["units"]]
        if len(set(ids)) != len(ids):
            raise IllegalAction("bad_option", "two units have the same id")
        if "units" not in options and options.get("by_hand"):
            ctx.push("setup", side=ALLIED, stage="declare")
            ctx.log("3.1", "Setup by hand: the Allied player sets up first.")
            return
        if "units" not in options:
            setup.prepare(p, ctx.chance, options.get("matto_grosso"), options.get("placements", {}))
        self.begin(ctx)

    def _given_units(self, records):
        """A hand-made position's units: full records, or a counter's id with ``where`` (the counter's values)."""
        known = {c["id"]: c for c in self.counters()}
        out = []
        for r in records:
            if not isinstance(r, dict) or not isinstance(r.get("id"), str):
                raise IllegalAction("bad_option", f"a unit record has an id, got {r!r}")
            if "attack" not in r and "strength" not in r:
                if r["id"] not in known:
                    raise IllegalAction("bad_option", f"no counter {r['id']!r}: give its values or a counter id")
                r = {**known[r["id"]], **r}
            missing = [k for k in ("nation", "type") if k not in r]
            if missing:
                raise IllegalAction("bad_option", f"unit {r['id']} lacks {', '.join(missing)}")
            out.append(r)
        return out

    def begin(self, ctx):
        """The set-up is done: Turn I (or the given turn) begins."""
        ctx.log("5.2", f"Turn {ROMAN[ctx.state['pg']['turn']]} begins.")
        self.advance(ctx)

    def counters(self):
        """The counter records of the content (content/paraguay), as state units take them."""
        data = self.content()
        return data["units"] if "units" in data else data["counters"]

    def setup_sheet(self, state):
        """Where every unit starts in a fresh state, and a fingerprint of it (the CLI's ``setup``)."""
        rows = [{"id": u["id"], "side": u["side"], "nation": u["nation"], "type": u["type"], "name": u["name"],
                 "where": u["where"], "code": u["code"],
                 "entry": ROMAN[u["entry"]] if u["where"] == "track" and u.get("entry") else None}
                for u in state["units"]]
        placed = sorted([r["where"], r["id"]] for r in rows)
        mg = state["pg"]["mg"]["launched"]
        lines = ["Organiser's copy: every unit of both sides; each player may see only his own, and the other "
                 "side's stacks by top unit and size (6.4).",
                 "Matto Grosso invasion (8.2): " + ("launched" if mg else "not launched")]
        boxes = {"track": "Turn Record Track", "dead": "set aside (Available)", "mg": "Matto Grosso force"}
        for side in (ALLIED, PARAGUAYAN):
            lines.append(f"{SIDE_NAMES[side]} setup ({'3.3' if side == ALLIED else '3.4'}):")
            mine = [u for u in state["units"] if u["side"] == side]
            for h in sorted({u["where"] for u in mine if u["where"].isdigit()}):
                here = [u for u in mine if u["where"] == h]
                lines.append(f"  {h}: " + ", ".join(f"{u['name']} ({u['type'].replace('_', ' ')})" for u in here))
            for box, label in boxes.items():
                here = [u for u in mine if u["where"] == box]
                if here:
                    extra = (lambda u: f" [{ROMAN[u['entry']]}]") if box == "track" else (lambda u: "")
                    lines.append(f"  {label}: " + ", ".join(f"{u['name']}{extra(u)}" for u in here))
        return {"game": self.id, "seed": state["seed"], "matto_grosso": mg, "units": rows, "lines": lines,
                "fingerprint": fingerprint(json.dumps([mg, placed])), "open": self._open_sheet(state)}

    def _open_sheet(self, state):
        """What a sheet left open between the players may show (6.4): the observer's view of the start, each side's
        stacks by hex with the top unit and size only, each side's boxes as counts, the track as counts a turn."""
        view = self.board(state, None)
        top = ("nation", "type", "name")
        hexes = {side: [{"hex": h, "count": r["count"], "top": {k: r["top"][k] for k in top}}
                        for h, r in view["hexes"].items() if r["side"] == side] for side in (ALLIED, PARAGUAYAN)}
        boxes = {side: {k: n for k, n in view["off_map"][side].items() if k not in ("track", "unplaced")}
                 for side in (ALLIED, PARAGUAYAN)}
        track = [[turn, view["track"][turn]] for turn in ROMAN[1:] if turn in view["track"]]
        return {"hexes": hexes, "boxes": boxes, "track": track}

    def private_slips(self, sheet):
        """One slip per side of a setup sheet: every unit of that side and where it starts (its own placements,
        3.3, 3.4); the other side's units are on the other slip only (6.4)."""
        return [{"seat": side, "name": f"{SIDE_NAMES[side]} player",
                 "units": [u for u in sheet["units"] if u["side"] == side]} for side in (ALLIED, PARAGUAYAN)]

    # ----- flow (5.2) -----
    def procedure_context(self, ctx):
        return P(self, ctx)

    def actions(self, state, role):
        if state.get("result"):
            self._check_role(state, role)
            return []
        out = _placed(state, super().actions(state, role))
        if out:        # whoever has a decision to make may give up the war instead (4.3, 5.4)
            winner = SIDE_NAMES[OTHER[role]]
            out = out + [{"verb": "capitulate", "arg": None, "rule": "5.4",
                          "label": f"Capitulate: the {winner} player wins the war (4.3, 5.4)",
                          "confirm": f"The war ends now and the {winner} player wins it; this cannot be undone."}]
        return out

    def apply(self, state, role, verb, arg=None, chance=None):
        """Capitulation (5.4) ends the game for the other side; every other action goes to its step."""
        if verb != "capitulate":
            return super().apply(state, role, verb, arg, chance)
        self._check_role(state, role)
        if state.get("result") is not None:
            raise IllegalAction("game_over", "the game is over")
        if arg is not None or chance:
            raise IllegalAction("bad_arg", "capitulating takes no argument and no chance outcome", "5.4")
        if not super().actions(state, role):
            raise IllegalAction("not_deciding", "a player capitulates when he has a decision to make", "5.4")
        new = json.loads(json.dumps(state))
        foe, pg = OTHER[role], new["pg"]
        new["result"] = {"winner": foe, "title": f"{SIDE_NAMES[foe]} victory by the {SIDE_NAMES[role]} player's "
                                                 "capitulation", "rule": "5.4", "vp": pg["vp"], "turn": pg["turn"],
                         "reason": f"the {SIDE_NAMES[role]} player capitulated on Turn {ROMAN[pg['turn']]}"}
        Context(new, None, role).log("5.4", f"The {SIDE_NAMES[role]} player capitulates on Turn "
                                            f"{ROMAN[pg['turn']]}: the {SIDE_NAMES[foe]} player wins.")
        new["moves"] += 1
        return new

    def advance(self, ctx):
        """Start the next segment of the turn until somebody must decide or the game is over."""
        if getattr(ctx, "_pg_advancing", False):
            return
        ctx._pg_advancing = True
        try:
            s = ctx.state
            while s["result"] is None and not s["stack"]:
                self._segment(ctx, P(self, ctx))
        finally:
            ctx._pg_advancing = False

    def _segment(self, ctx, p):
        pg = p.pg
        name = SEGMENTS[pg["seg"]]
        kind, _, side = name.partition(":")
        if kind == "attrition":
            if p.turn == 1:
                p.log("5.3", "No attrition on Turn I.")
            else:
                if pg["queue"] is None:
                    pg["queue"] = [h for h in p.occupied() if attrition.needs_check(p, h)]
                    n = len(pg["queue"])
                    p.log("7.1", f"Mutual attrition: {agree(count(n, 'hex', 'hexes'), 'are', n != 1)} checked.")
                if pg["queue"]:
                    procs.start(self, ctx, "attrition_hex", hex_id=pg["queue"].pop(0))
                    return
            pg["queue"] = None
        elif kind == "matto":
            if p.turn == 5 and pg["mg"]["status"] == "waiting":
                pg["seg"] += 1
                procs.start(self, ctx, "matto")
                return
        elif kind == "mendoza":
            if p.turn >= 2 and pg["mendoza"]["status"] == "none":
                pg["seg"] += 1
                procs.start(self, ctx, "mendoza")
                return
        elif kind == "arrive":
            movement.reset_phase(p, side)
            reinforce.start_points(p, side)
            pg["seg"] += 1
            if reinforce.has_choices(p, side):
                ctx.push("arrive", side=side)
            return
        elif kind == "move":
            p.log("11.1", f"Turn {ROMAN[p.turn]}: {SIDE_NAMES[side]} movement phase"
                          + (" (movement factors halved, 5.3)" if p.turn == 1 else "") + ".")
            pg["seg"] += 1
            ctx.push("move", side=side)
            return
        elif kind == "stack":
            pg["seg"] += 1
            if any(s_ == side for _, s_, _n in p.overstacked()):
                procs.start(self, ctx, "overstack", side=side)
            return
        elif kind.startswith("combat"):
            phase = int(kind[-1])
            combat.reset_phase(p, phase)
            pg["seg"] += 1
            if combat.in_contact(p, side):      # a public fact: not whether a hidden unit could attack (13.2)
                ctx.push("combat", side=side)
            return
        elif kind == "end":
            self._end_turn(p)
            return
        pg["seg"] += 1

    def _end_turn(self, p):
        pg = p.pg
        if p.turn == 5 and pg["mg"]["launched"] and pg["mg"]["status"] != "defeated" and not pg["mg"].get("vp"):
            pg["mg"]["vp"] = True
            pg["vp"] += 1
            p.log("4.4", "The Matto Grosso invasion was not defeated: the Allies gain 1 VP, for good.")
        if p.turn >= LAST_TURN:
            victory.final(p)
            return
        pg["turn"] += 1
        pg["seg"] = 0
        pg["cb"]["captures"] = []
        p.log("5.2", f"Turn {ROMAN[pg['turn']]} begins ({season(pg['turn'])}-year).")

    def check_sudden_death(self, p):
        victory.sudden_death(p)

    # ----- views -----
    def board(self, state, role):
        """The map as ``role`` sees it: own stacks in full; enemy stacks by top unit and size (6.4)."""
        pg = state["pg"]
        revealed = {}
        top = self._top(state)
        if top and top["step"] == "proc" and top.get("proc") == "battle":
            revealed = pg["cb"].get("revealed", {})
        elif top and top["step"] == "proc" and top.get("proc") == "overstack":
            revealed = overstack_shown(state)          # the remover examines what he removes from (6.2, 6.4)
        stacks = {}
        for u in state["units"]:
            w = u["where"]
            if len(w) == 4 and w.isdigit():
                stacks.setdefault(w, []).append(u)
        hexes = {}
        for h in sorted(stacks):
            us = stacks[h]
            side = us[0]["side"]
            shown = min(us, key=lambda u: u["mf"])          # reading: the slowest unit is on top (3.5)
            row = {"side": side, "count": len(us), "top": self._public(shown)}
            if role == side or h in revealed:
                row["units"] = [self._full(u) for u in us]
            hexes[h] = row
        off = {}
        for side in (ALLIED, PARAGUAYAN):
            mine = [u for u in state["units"] if u["side"] == side and not u["where"].isdigit()]
            boxes = {}
            for u in mine:
                boxes.setdefault(u["where"], []).append(u)
            if role == side:
                off[side] = {k: [self._full(u) for u in v] for k, v in sorted(boxes.items())}
            else:
                off[side] = {k: len(v) for k, v in sorted(boxes.items())}
        track = {}
        for u in state["units"]:
            if u["where"] == "track":
                track[ROMAN[u["entry"]]] = track.get(ROMAN[u["entry"]], 0) + 1
        seg = SEGMENTS[min(pg["seg"], len(SEGMENTS) - 1)]
        g = pg["mv"]["group"]
        return {"turn": pg["turn"], "turn_name": ROMAN[pg["turn"]], "season": season(pg["turn"]), "segment": seg,
                "vp": pg["vp"], "control": dict(pg["flip"]), "ever_allied": list(pg["ever_allied"]),
                "depots_lost": list(pg["depots_lost"]), "rail_entered": pg["rail_entered"],
                "matto_grosso": dict(pg["mg"]), "mendoza": dict(pg["mendoza"]), "hexes": hexes, "off_map": off,
                "now": self.now(state),
                "track": track,
                "moving": None if state.get("result") else self._moving(state, g, role),
                "replacement_steps": dict(pg["rp"]) if top and top["step"] == "arrive" and top["side"] == role else {}}

    @staticmethod
    def _moving(state, g, role):
        """The stack moving now: its hex and size for every seat (the stack is seen leaving); whether it is a
        river group (vessels, 12.3) or a ground one only for its own side, whose units those are (6.4)."""
        if not g:
            return None
        out = {"hex": g["hex"], "count": len(g["units"]) + len(g["cargo"])}
        owner = next((u["side"] for u in state["units"] if g["units"] and u["id"] == g["units"][0]), None)
        if role is not None and role == owner:
            out["kind"] = g["kind"]
        return out

    @staticmethod
    def _public(u):
        return {"id": u["id"], "nation": u["nation"], "type": u["type"], "name": u["name"], "attack": u["attack"],
                "defense": u["defense"], "mf": u["mf"], "gn": u["gn"]}

    def _full(self, u):
        out = self._public(u)
        out.update({"where": u["where"], "mp": u["mp"], "entry": u["entry"]})
        return out

    def example_facts(self, state):
        """What scripts may check: turn, segment, VP, every unit's place, each occupied hex's supply line (7.5),
        every log line so far in every reading (``logged``: {text: true}), the winner."""
        from . import supply
        pg = state["pg"]
        p = P(self, Context(state, None), frozen=True)
        lines = {side: supply.Lines(p, side) for side in (ALLIED, PARAGUAYAN)}
        return {"turn": pg["turn"], "segment": SEGMENTS[pg["seg"] - 1] if pg["seg"] else SEGMENTS[0], "vp": pg["vp"],
                "where": {u["id"]: u["where"] for u in state["units"]},
                "supply": {h: lines[us[0]["side"]].has(h) for h, us in sorted(p.occupied().items())},
                "logged": {t: True for e in state["log"] for t in readings(e)},
                "winner": (state["result"] or {}).get("winner")}

    # ----- invariants (checked by the fuzzer) -----
    def invariants(self, state, baseline):
        """Broken invariants: units kept, one side a hex, stacking in combat, MP and fortresses (6.2, 11.2)."""
        ids = sorted(u["id"] for u in state["units"])
        if baseline is None:
            return ids
        problems = []
        if ids != baseline:
            problems.append("the unit list changed")
        p = P(self, Context(state, None))
        hm = p.hm
        sides = {}
        for u in state["units"]:
            w = u["where"]
            if w in ("track", "dead", "mg", "away", "unplaced"):
                continue
            if w not in hm.hexes:
                problems.append(f"{u['id']} is nowhere known: {w!r}")
                continue
            if sides.setdefault(w, u["side"]) != u["side"]:
                problems.append(f"both sides in {w}")
        top = self._top(state)
        if top and (top["step"] == "combat" or (top["step"] == "proc" and top.get("proc") == "battle")):
            for h, side, n in p.overstacked():
                problems.append(f"{h} over-stacked by {n} during combat")
        for u in state["units"]:
            if u["mp"] > p.mf(u) or u["mp"] < 0:
                problems.append(f"{u['id']} spent {u['mp']} MP of {p.mf(u)} (11.2)")
            if u["type"] == "fortress" and u["where"] not in (u.get("home"), "dead"):
                problems.append(f"fortress {u['id']} left its hex (3.5)")
        if not 1 <= state["pg"]["turn"] <= LAST_TURN:
            problems.append("turn out of range")
        return problems

    def table_aid(self, state, role, select=None):
        """The map's aids for ``role`` (issue 25.7, aids.py): where a stack can reach, the odds before declaring."""
        return aids.table_aid(self, state, role, select)

    def secret_twins(self, state, viewer):
        """Twins differing only in what fog of war hides from ``viewer``, in every phase (twins.py)."""
        return twins.secret_twins(state, viewer)

    def secret_names(self, state, viewer):
        """Ids and labels of units fog of war may hide from ``viewer`` (twins.py)."""
        return twins.secret_names(state, viewer)

    @staticmethod
    def _fuzz_base(state, action):
        verb = action["verb"]
        if verb in ("cancel", "remove", "capitulate", "join"):
            return False
        if verb in ("end_phase", "end_combat"):
            return state["moves"] % 4 == 0
        if verb in ("finish", "drop"):
            return state["moves"] % 3 == 0
        return True

    def fuzz_allows(self, state, role, action):
        """Random play ends phases and stops stacks less often, so random games see battles; it never
        capitulates (when nothing else passes, every other action does, as the fuzzer would take them all), and
        it never has a moving stack take along the units it meets (3.5, added by the second rules audit): the
        same units may always move on their own, and random games stay the games they were (the golden digests
        and the positions the fuzz tests look for). tests/engine/test_paraguay_audit.py covers taking along."""
        if action["verb"] in ("capitulate", "join"):
            return False
        if self._fuzz_base(state, action):
            return True
        memo = getattr(self, "_fuzz_memo", None)       # (state, answer): one look at the others per state
        if memo is None or memo[0] is not state:
            others = [a for r in state["roles"] for a in self.actions(state, r) if a["verb"] != "capitulate"]
            memo = self._fuzz_memo = (state, not any(self._fuzz_base(state, a) for a in others))
        return memo[1]

    def milestone(self, state):
        return [state["pg"]["turn"], state["pg"]["seg"]]

    # ----- drawing hooks (svg.py draws only what the view holds, so fog of war reaches the page intact) -----
    @staticmethod
    def changed_spaces(before, after):
        """Hexes whose stacks differ between two boards (outlined in the stepper and the sandbox)."""
        a, b = before.get("hexes", {}), after.get("hexes", {})
        return [h for h in sorted(set(a) | set(b)) if a.get(h) != b.get(h)]

    def now(self, state):
        """The segment being played (5.2), e.g. "move:allied"; the board's "segment" is the next one to start;
        "over" once the war has ended (a capitulation, sudden death or Turn IX's end: nothing is being played)."""
        if state.get("result"):
            return "over"
        top = self._top(state)
        if top is None:
            return "end"
        side = top.get("side") or top.get("args", {}).get("side")
        if top["step"] == "proc":
            proc = top.get("proc")
            if proc == "battle":
                return f"combat{state['pg']['cb']['phase']}:{side}"
            return {"attrition_hex": "attrition", "matto": "matto", "mendoza": "mendoza",
                    "overstack": f"stack:{side}"}.get(proc, proc)
        if top["step"] == "combat":
            return f"combat{state['pg']['cb']['phase']}:{side}"
        return {"move": f"move:{side}", "arrive": f"arrive:{side}", "setup": "setup"}.get(top["step"], top["step"])

    GROUND_APART = True     # a page may draw the map's ground from its own pictures (engine/answers.py, terrain)

    def render(self, board, role=None, changed=(), title="", terrain=None, still=False):
        """The map of a view as SVG text: every hex a space, stacks as the view shows them (6.4); ``terrain``: the
        URLs of the ground's two pictures (terrain_svg.layer), drawn as images instead of element by element;
        ``still``: no move made it and no one picks on it (a setup)."""
        from . import svg
        return svg.draw_board(board, role, changed, title=title, terrain=terrain, still=still)

    def describe_spaces(self, board, role=None):
        """The board in words: every hex with a stack or a named place."""
        from . import svg
        return svg.describe_board(board)


__all__ = ["Paraguay", "SEGMENTS", "STACK_LIMIT", "unit_label"]
