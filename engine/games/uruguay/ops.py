"""Operations (3.0) and Special Activities (4.0), as procedure generators.

``operation(x, role, op, limited, ...)`` runs one Operation: the acting faction picks spaces one at a time
(up to 3; 1 if Limited, 2.3.5; plus one for an Intel or Orders chit, 2.3.9) and each is resolved as it is
picked. When a Special Activity may accompany it (4.1), every space question also offers "Special
Activity now", and so does a last question after the final space: before, during or after (4.1).
"""

from ...words import agree, count
from .board import GOV, INTEL_NAMES, SUPPLY_NAMES, TUP
from .notes import arrest_note, arrest_reach, deploy_note, recruit_note, recruit_why, search_note, search_reach

OPS = {
    "deploy": {"role": GOV, "name": "Deploy", "rule": "3.2.1", "sas": ("censor",)},
    "patrol": {"role": GOV, "name": "Patrol", "rule": "3.2.2", "sas": ("censor", "raid", "interrogate")},
    "search": {"role": GOV, "name": "Search", "rule": "3.2.3", "sas": ("raid", "interrogate")},
    "arrest": {"role": GOV, "name": "Arrest", "rule": "3.2.4", "sas": ("raid", "interrogate")},
    "recruit": {"role": TUP, "name": "Recruit", "rule": "3.3.1", "sas": ("kidnap", "propagandize")},
    "travel": {"role": TUP, "name": "Travel", "rule": "3.3.2", "sas": ("kidnap", "intimidate")},
    "sabotage": {"role": TUP, "name": "Sabotage", "rule": "3.3.3", "sas": ("kidnap", "propagandize", "intimidate")},
    "rob": {"role": TUP, "name": "Rob", "rule": "3.3.4", "sas": ("propagandize", "intimidate")},
}
SAS = {
    "censor": {"role": GOV, "name": "Censor", "rule": "4.2.1"},
    "raid": {"role": GOV, "name": "Raid", "rule": "4.2.2"},
    "interrogate": {"role": GOV, "name": "Interrogate", "rule": "4.2.3"},
    "kidnap": {"role": TUP, "name": "Kidnap", "rule": "4.3.1"},
    "propagandize": {"role": TUP, "name": "Propagandize", "rule": "4.3.2"},
    "intimidate": {"role": TUP, "name": "Intimidate", "rule": "4.3.3"},
}
INTEL_OPS = ("patrol", "search", "arrest")


def ops_of(role):
    return [k for k, v in OPS.items() if v["role"] == role]


class Run:
    """One Operation under way (lives only while the procedure runs; never stored)."""

    def __init__(self, x, role, op, limited, with_sa, options):
        self.x, self.role, self.op, self.limited = x, role, op, limited
        self.info = OPS[op]
        self.sa_allowed = [sa for sa in self.info["sas"] if with_sa] if not limited else []
        self.sa_done = False
        self.selected = []
        self.extra = 0
        self.opts = options or {}
        base = 1 if limited else 3
        if role == TUP and x.tupamaros_capability("U6") == "expansion" and not limited:
            base = min(base, 2)            # U6 Coordination problems
        self.cap = self.opts.get("max_spaces", base)

    # --- the shared space picker ---
    def extra_space_options(self):
        x, rule = self.x, "2.3.9"
        if self.extra or self.opts.get("no_extra"):
            return []
        if self.role == GOV and self.op in INTEL_OPS:
            return [x.opt("lead", k, f"Spend an {INTEL_NAMES[k]} Intel chit for one more space", rule)
                    for k in ("info", "info_draw", "false_info") if x.s["intel_held"][k]]
        if self.role == TUP and x.s["supply_held"]["orders"] and not x.s["turn"].get("orders_used"):
            return [x.opt("orders", None, "Play an Orders chit for one more space", rule)]
        return []

    def sa_options(self):
        if self.sa_done:
            return []
        return [self.x.opt("special", sa, f"{SAS[sa]['name']} now", SAS[sa]["rule"])
                for sa in self.sa_allowed if sa_possible(self.x, sa, self)]

    def handle_side(self, answer):
        """Act on a Special Activity or extra-space answer; returns True if it was one of those."""
        x = self.x
        if answer["verb"] == "special":
            self.sa_done = True
            yield from special_activity(x, answer["arg"], self)
            return True
        if answer["verb"] == "lead":
            x.spend_intel(answer["arg"], "2.3.9", why="played for one more space")
            self.extra += 1
            return True
        if answer["verb"] == "orders":
            x.spend_supply("orders", "2.3.9")
            x.s["turn"]["orders_used"] = True
            self.extra += 1
            return True
        return False

    def pick(self, prompt, candidates, rule, note=None, why=None, key=None):
        """Yield until the player picks a new space (returned) or stops (None). ``note(x, sid)``: what picking
        the space would change when that is nothing, added to its label (notes.py); ``why(x, sids)``: a sentence
        the question adds once for the spaces on offer (why some of them change nothing), or None. ``key``: the
        question's (engine/procs.py ``Ask``)."""
        x = self.x
        while True:
            room = len(self.selected) < self.cap + self.extra
            if room:
                spaces = [s for s in candidates() if s not in self.selected]
                opts = [x.opt("space", s, space_label(x, s, note), rule) for s in spaces]
            else:
                # 2.3.9: the chit is played to select one more space, so only while a space is still open
                more = any(s not in self.selected for s in candidates())
                spaces, opts = [], (self.extra_space_options() if more else [])
                if not opts:
                    return None          # all spaces used: finish() offers the Special Activity if still due
            opts += self.sa_options()
            if self.selected or not spaces:
                opts.append(x.opt("done", None, f"End {self.info['name']}", rule))
            if len(opts) == 1 and opts[0]["verb"] == "done":
                return None
            said = why(x, spaces) if why and spaces else None
            answer = yield x.ask(self.role, f"{prompt} {said}" if said else prompt, opts, rule, key=key)
            handled = yield from self.handle_side(answer)
            if handled:
                continue
            if answer["verb"] == "done":
                return None
            self.selected.append(answer["arg"])
            x.log(rule, f"{self.info['name']}: {x.name(answer['arg'])} selected.")
            return answer["arg"]

    def finish(self):
        """After the last space: offer the Special Activity if it has not happened yet (4.1)."""
        x = self.x
        opts = self.sa_options()
        if not opts:
            return
        opts.append(x.opt("done", None, "No Special Activity", "4.1"))
        answer = yield x.ask(self.role, "Add your Special Activity now?", opts, "4.1")
        yield from self.handle_side(answer)


def space_label(x, sid, note=None):
    """A space's name, and after it what picking it would (not) do, if ``note`` has something to say."""
    said = note(x, sid) if note else None
    return f"{x.name(sid)} — {said}" if said else x.name(sid)


def operation(x, role, op, limited=False, with_sa=False, options=None):
    """Run Operation ``op`` for ``role``. ``options`` (from Events) may set: max_spaces, per_cube (Search),
    no_moves (Search with the cubes already there), spaces (a fixed candidate list), no_extra."""
    run = Run(x, role, op, limited, with_sa, options)
    x.log(OPS[op]["rule"], f"{x.game.role_name(role)} Operation: {'Limited ' if limited else ''}{OPS[op]['name']}"
                           f"{' with a Special Activity' if run.sa_allowed else ''}.")
    yield from OP_CODE[op](x, run)
    yield from run.finish()


def op_possible(x, role, op, limited=False, options=None):
    """True if Operation ``op`` has at least one space it could select now."""
    run = Run(x, role, op, limited, False, options)
    return bool(CANDIDATES[op](x, run)())


# ----- Government Operations -----
def _deploy_candidates(x, run):
    def cands():
        # with no Police left a Deploy can still move Troops after Military Intervention (3.2.1)
        if not x.s["available"]["police"] and not (x.tracks["military_intervention"] and x.on_map("troops")):
            return []
        return [s for s in run.opts.get("spaces", x.spaces_of("urban", "rural"))]
    return cands


def op_deploy(x, run):
    cands = _deploy_candidates(x, run)
    while True:
        sid = yield from run.pick("Deploy: choose an Urban or Rural space to place Police.", cands, "3.2.1",
                                  deploy_note, key="deploy.space")
        if sid is None:
            break
        most = 2 if x.cubes(sid) > x.cells(sid) else 1
        most = min(most, x.s["available"]["police"])
        n = most
        if most == 0:
            x.log("3.2.1", f"No Police left to place in {x.name(sid)}.")
        if most == 2:
            n = yield from x.ask_number(GOV, f"Place how many Police in {x.name(sid)}?", 1, 2, "3.2.1", sid,
                                        key="deploy.count")
        x.place_police(sid, n, "3.2.1")
    if x.tracks["military_intervention"] and x.on_map("troops"):
        yield from move_troops(x, "3.2.1")


def move_troops(x, rule):
    """Military Intervention: move any Troops on the map to any one space (3.2.1)."""
    dest = yield from x.ask_space(GOV, "Move Troops to one space?", x.all_spaces(), rule, done="Move no Troops")
    if dest is None:
        return
    while True:
        sources = [s for s in x.all_spaces() if s != dest and x.sp(s)["troops"]]
        src = yield from x.ask_space(GOV, f"Move a Troop into {x.name(dest)} from where?", sources, rule,
                                     done="Stop moving Troops")
        if src is None:
            return
        x.sp(src)["troops"] -= 1
        x.sp(dest)["troops"] += 1
        x.log(rule, f"A Troop moves from {x.name(src)} to {x.name(dest)}.")


def _patrol_candidates(x, run):
    def cands():
        return [s for s in run.opts.get("spaces", x.all_spaces()) if x.cells(s) or x.kind(s) == "center"]
    return cands


def op_patrol(x, run):
    arrived = {}
    cands = _patrol_candidates(x, run)
    while True:
        dest = yield from run.pick("Patrol: choose a destination with Cells, or a Strategic Center.", cands, "3.2.2",
                                   key="patrol.into")
        if dest is None:
            break
        arrived.setdefault(dest, 0)
        while True:
            sources = [s for s in x.all_spaces() if s != dest and x.sp(s)["police"] > arrived.get(s, 0)]
            src = yield from x.ask_space(GOV, f"Patrol: move a Police into {x.name(dest)} from where?", sources,
                                         "3.2.2", done=f"Stop moving into {x.name(dest)}", key="patrol.from",
                                         about=dest)
            if src is None:
                break
            x.sp(src)["police"] -= 1
            x.sp(dest)["police"] += 1
            arrived[dest] += 1
            x.log("3.2.2", f"A Police moves from {x.name(src)} to {x.name(dest)}.")
    targets = [s for s in run.selected if x.sp(s)["police"] and (x.sp(s)["cells_a"] or x.sp(s)["safe"])]
    if targets:
        opts = [x.opt("space", s, space_label(x, s, lambda x, s: arrest_note(x, s, police_only=True)), "3.2.2")
                for s in targets]
        answer = yield x.ask(GOV, "Patrol: Arrest with Police in one destination?",
                             opts + [x.opt("done", None, "No Arrest", "3.2.2")], "3.2.2", key="patrol.arrest")
        sid = answer["arg"] if answer["verb"] == "space" else None
        if sid is not None:
            elite = yield from ask_elite(x, sid)
            yield from arrest_in(x, sid, police_only=True, elite=elite)


def _search_candidates(x, run):
    def cands():
        return list(run.opts.get("spaces", x.all_spaces()))
    return cands


def op_search(x, run):
    cands = _search_candidates(x, run)
    # First pick every destination (moves are simultaneous), then move, then Activate.
    while True:
        sid = yield from run.pick("Search: choose a destination space.", cands, "3.2.3",
                                  lambda x, s: search_note(x, s, run.opts.get("per_cube"),
                                                            not run.opts.get("no_moves")), key="search.space")
        if sid is None:
            break
    arrived = {}
    for dest in ([] if run.opts.get("no_moves") else run.selected):
        while True:
            sources = [(s, k) for s in x.adjacent(dest) for k in ("police", "troops")
                       if x.sp(s)[k] > arrived.get((s, k), 0)]
            opts = [x.opt("move", [s, k], f"Move a {'Police' if k == 'police' else 'Troop'} from {x.name(s)}", "3.2.3")
                    for s, k in sources]
            opts += run.sa_options()
            if not opts:
                break                          # no adjacent cube can move in: nothing to ask
            opts.append(x.opt("done", None, f"No more cubes into {x.name(dest)}", "3.2.3"))
            answer = yield x.ask(GOV, f"Search: move adjacent cubes into {x.name(dest)}.", opts, "3.2.3",
                                 key="search.move", about=dest)
            handled = yield from run.handle_side(answer)
            if handled:
                continue
            if answer["verb"] == "done":
                break
            src, k = answer["arg"]
            x.sp(src)[k] -= 1
            x.sp(dest)[k] += 1
            arrived[(dest, k)] = arrived.get((dest, k), 0) + 1
            x.log("3.2.3", f"A {'Police' if k == 'police' else 'Troop'} moves from {x.name(src)} to {x.name(dest)}.")
    for dest in run.selected:
        cubes = x.cubes(dest)
        n = search_reach(x, dest, run.opts.get("per_cube"))
        if x.kind(dest) in ("urban", "center") and x.held_intel() and x.sp(dest)["cells_u"] > n and cubes > n:
            kind = yield from x.choose_intel(GOV, f"Spend an Intel chit in {x.name(dest)} to Activate one Cell "
                                                  "per cube?", "3.2.3")
            if kind:
                x.spend_intel(kind, "3.2.3")
                n = cubes
                run.intel_spaces = getattr(run, "intel_spaces", []) + [dest]
        activated = x.activate(dest, n, "3.2.3")
        if x.government_capability("U7") == "bottom" and activated >= 2 and dest not in getattr(run, "intel_spaces", []):
            x.sp(dest)["sabotage"] += 1
            x.log("U7", f"Heavy-handed searches: a Sabotage marker is placed in {x.name(dest)}.")


def _arrest_candidates(x, run):
    def cands():
        return [s for s in run.opts.get("spaces", x.all_spaces())
                if x.cubes(s) and (x.sp(s)["cells_a"] or x.sp(s)["safe"])]
    return cands


def op_arrest(x, run):
    cands = _arrest_candidates(x, run)
    run.elite_used = False
    while True:
        sid = yield from run.pick("Arrest: choose a space with cubes and Active Tupamaros pieces.", cands, "3.2.4",
                                  arrest_note, key="arrest.space")
        if sid is None:
            break
        elite = False
        if not run.elite_used:
            elite = yield from ask_elite(x, sid)
            run.elite_used = elite
        yield from arrest_in(x, sid, elite=elite)


def ask_elite(x, sid):
    """U7 "Elite police unit" (upper text): in one Urban space of an Arrest (3.2.4), whatever Operation or
    Capability calls the Arrest (a Patrol's, 3.2.2; U3's Mousetrap), the Government may count 1 piece per 2
    Police. Asked only where it would remove more. Returns True if chosen. A generator."""
    police = x.sp(sid)["police"]
    if not (x.government_capability("U7") == "top" and x.kind(sid) == "urban" and police // 2 > police // 3):
        return False
    elite = yield from x.ask_yes_no(GOV, f"Use the Elite police unit in {x.name(sid)} (1 piece per 2 Police)?", "U7")
    return elite


def arrest_in(x, sid, police_only=False, elite=False):
    """Arrest in one space (3.2.4): removals per cube (Rural, Strategic Center) or per 2 Troops / 3 Police
    (Urban); Active Cells go first, Safe Houses only once no Cells at all remain."""
    sp = x.sp(sid)
    n = arrest_reach(x, sid, police_only, elite)
    if elite and x.kind(sid) == "urban":
        x.log("U7", f"Elite police unit: the Police in {x.name(sid)} count 1 piece per 2.")
    removed = 0
    while removed < n:
        if sp["cells_a"]:
            x.cells_to_prison(sid, 1, "3.2.4")
        elif sp["safe"] and not sp["cells_u"]:
            yield from _remove_safe(x, sid, "3.2.4")
        else:
            break
        removed += 1
    if not removed:
        x.log("3.2.4", f"Arrest in {x.name(sid)} removes nothing.")


def _remove_safe(x, sid, rule):
    x.remove_safe_house(sid, rule)
    return
    yield  # pragma: no cover  (makes this a generator for symmetry with the callers)


# ----- Tupamaros Operations -----
def _recruit_candidates(x, run):
    def cands():
        return list(run.opts.get("spaces", x.spaces_of("urban", "rural")))
    return cands


def op_recruit(x, run):
    cands = _recruit_candidates(x, run)
    while True:
        sid = yield from run.pick("Recruit: choose an Urban or Rural space.", cands, "3.3.1", recruit_note,
                                  recruit_why, key="recruit.space")
        if sid is None:
            break
        if x.sp(sid)["safe"]:
            most = min(2, x.s["available"]["cells"])
            n = most
            if most == 2:
                n = yield from x.ask_number(TUP, f"Place how many Cells in {x.name(sid)}?", 1, 2, "3.3.1", sid,
                                            key="recruit.count")
            x.place_cells(sid, n, "3.3.1")
        elif x.kind(sid) == "urban":
            x.place_cells(sid, 1, "3.3.1")
        else:
            x.log("3.3.1", f"No Safe House in {x.name(sid)}: Recruit places no Cell there.")
    where = [s for s in run.selected if x.cells(s) and x.can_place_safe_house(s)]
    if not where and not x.s["available"]["safe"] and any(x.cells(s) and x.sp(s)["safe"] < 2 for s in run.selected):
        x.log("1.4.4", "No Safe House is Available (the Organizational Structure's limit is in play): Recruit "
                       "adds none.")
    if where:
        sid = yield from x.ask_space(TUP, "Recruit: add a Safe House to one of the chosen spaces that holds a Cell?", where,
                                     "3.3.1", done="No Safe House", key="recruit.house")
        if sid is not None:
            x.place_safe_house(sid, "3.3.1")


def _travel_candidates(x, run):
    def cands():
        # a space whose Cells all arrived in this Travel without a Safe House has nothing left to move (3.3.2)
        stuck = getattr(run, "stuck", {})
        return [s for s in run.opts.get("spaces", x.all_spaces()) if x.cells(s) > sum(stuck.get(s, (0, 0)))]
    return cands


def op_travel(x, run):
    """3.3.2. ``run.opts["destinations"]`` (U27) narrows where the Cells may go; the origin itself may be one."""
    cands = _travel_candidates(x, run)
    allowed = run.opts.get("destinations", x.all_spaces())
    # Cells that arrive in a space without a Safe House are done for this Travel; those arriving at a Safe
    # House may go on if that space is picked as an origin later (3.3.2 note).
    stuck = run.stuck = {}
    while True:
        origin = yield from run.pick("Travel: choose an origin space with Cells.", cands, "3.3.2", key="travel.from")
        if origin is None:
            break
        used = []      # all Cells from one origin to one destination move as one group
        while True:
            sp = x.sp(origin)
            held_u, held_a = stuck.get(origin, (0, 0))
            # (a Kidnap during the Travel may have flipped a stuck Cell: the counts never go below zero)
            free_u = max(0, sp["cells_u"] - held_u)
            free_a = max(0, min(sp["cells_a"] - held_a, sp["cells_u"] + sp["cells_a"] - held_u - held_a - free_u))
            if free_u + free_a == 0:
                break
            dest = yield from x.ask_space(TUP, f"Travel: move Cells from {x.name(origin)} to where (the same space "
                                               "too)?", [d for d in allowed if d not in used], "3.3.2",
                                          done=f"Stop moving from {x.name(origin)}", key="travel.to", about=origin)
            if dest is None:
                break
            used.append(dest)
            n_u = 0
            if free_u:
                n_u = yield from x.ask_number(TUP, f"How many Underground Cells move to {x.name(dest)}?", 0,
                                              free_u, "3.3.2", dest, key="travel.count", about=dest)
            n_a = 0
            if free_a:
                n_a = yield from x.ask_number(TUP, f"How many Active Cells move to {x.name(dest)}?",
                                              1 if n_u == 0 else 0, free_a, "3.3.2", dest, key="travel.active",
                                              about=dest)
            if n_u + n_a == 0:
                continue
            had_safe = x.sp(dest)["safe"] > 0
            before_u, before_a = x.sp(dest)["cells_u"], x.sp(dest)["cells_a"]
            yield from travel_group(x, origin, dest, n_u, n_a)
            if not had_safe:
                got_u = x.sp(dest)["cells_u"] - before_u + (n_u if dest == origin else 0)
                got_a = x.sp(dest)["cells_a"] - before_a + (n_a if dest == origin else 0)
                old_u, old_a = stuck.get(dest, (0, 0))
                stuck[dest] = (old_u + got_u, old_a + got_a)


def travel_group(x, origin, dest, n_u, n_a, rule="3.3.2"):
    """Move one group of Cells from one origin to one destination and set their side (3.3.2). The Escape
    question comes before anything moves, so the board is whole whenever a question is pending."""
    moving = n_u + n_a
    flip_active = x.kind(dest) == "center" and moving + x.cubes(dest) > 3
    underground = x.sp(dest)["safe"] > 0
    escape = False
    if not underground and x.s["supply_held"]["escape"] and (n_a or flip_active):
        escape = yield from x.ask_yes_no(TUP, f"Play an Escape chit so the Cells moving to {x.name(dest)} end "
                                              "Underground?", "1.8.1")
    x.sp(origin)["cells_u"] -= n_u
    x.sp(origin)["cells_a"] -= n_a
    x.log(rule, f"{agree(count(moving, 'Cell'), 'travel', moving != 1)} from {x.name(origin)} to {x.name(dest)}.")
    if escape:
        x.spend_supply("escape", "1.8.1")
        underground = True
    if underground:
        x.sp(dest)["cells_u"] += moving
        if n_a or flip_active:
            x.log(rule, f"They go Underground in {x.name(dest)}.")
    elif flip_active:
        x.sp(dest)["cells_a"] += moving
        x.log(rule, f"Too many eyes in {x.name(dest)}: the Cells are Active.")
    else:
        x.sp(dest)["cells_u"] += n_u
        x.sp(dest)["cells_a"] += n_a


def _sabotage_candidates(x, run):
    def cands():
        return [s for s in run.opts.get("spaces", x.all_spaces()) if x.sp(s)["cells_u"]]
    return cands


def op_sabotage(x, run):
    cands = _sabotage_candidates(x, run)
    while True:
        sid = yield from run.pick("Sabotage: choose a space with an Underground Cell.", cands, "3.3.3",
                                  key="sabotage.space")
        if sid is None:
            break
        x.activate(sid, 1, "3.3.3")
        x.sp(sid)["sabotage"] += 1
        x.log("3.3.3", f"Sabotage marker placed in {x.name(sid)}.")
        if x.s["supply_held"]["arms"]:
            more = yield from x.ask_yes_no(TUP, f"Play an Arms chit for a second Sabotage marker in {x.name(sid)}?",
                                           "1.8.1")
            if more:
                x.spend_supply("arms", "1.8.1")
                x.sp(sid)["sabotage"] += 1
                x.log("1.8.1", f"Second Sabotage marker placed in {x.name(sid)}.")
        if x.tupamaros_capability("U28") == "control" and x.kind(sid) == "urban" and x.sp(sid)["police"]:
            # reading: "Urban spaces with 1 Police" taken as "with at least 1 Police"
            x.sp(sid)["sabotage"] += 1
            x.log("U28", f"Police uniforms: an extra Sabotage marker in {x.name(sid)}.")
        if x.kind(sid) == "center":
            yield from center_effect(x, sid)


def center_effect(x, sid):
    """A Strategic Center's own effect when Sabotaged (1.3.4)."""
    rule = "1.3.4"
    if sid == "armory":
        yield from x.gain_supply(1, rule, kind="arms")
    elif sid == "casino":
        yield from x.gain_supply(1, rule)
    elif sid == "government":
        x.political_will(-1, rule, "Government Strategic Center sabotaged")
    elif sid == "prison":
        if x.s["prison"]:
            n = yield from x.ask_number(TUP, "Prison sabotaged: return how many Cells from the Prison box to Available?",
                                        0, min(2, x.s["prison"]), rule, key="prison.free")
            x.prison_to_available(n, rule)
    elif sid == "university":
        yield from x.shift_sympathy(+1, rule, "University sabotaged")


def _rob_candidates(x, run):
    def cands():
        return [s for s in run.opts.get("spaces", x.spaces_of("urban")) if x.sp(s)["cells_u"]]
    return cands


def op_rob(x, run):
    cands = _rob_candidates(x, run)
    while True:
        sid = yield from run.pick("Rob: choose an Urban space with an Underground Cell.", cands, "3.3.4")
        if sid is None:
            break
        x.activate(sid, 1, "3.3.4")
        n = x.econ(sid)
        if x.tupamaros_capability("U19") == "control":
            n *= 2
            x.log("U19", "Organized support network: Rob gains double.")
        elif x.tupamaros_capability("U19") == "expansion":
            n = min(n, 1)
            x.log("U19", "Funds wasted and stolen: at most 1 Supply chit from this Rob.")
        yield from x.gain_supply(n, "3.3.4")


OP_CODE = {"deploy": op_deploy, "patrol": op_patrol, "search": op_search, "arrest": op_arrest,
           "recruit": op_recruit, "travel": op_travel, "sabotage": op_sabotage, "rob": op_rob}
CANDIDATES = {"deploy": _deploy_candidates, "patrol": _patrol_candidates, "search": _search_candidates,
              "arrest": _arrest_candidates, "recruit": _recruit_candidates, "travel": _travel_candidates,
              "sabotage": _sabotage_candidates, "rob": _rob_candidates}


# ----- Special Activities -----
def raid_targets(x):
    return [s for s in x.all_spaces() if x.sp(s)["safe"] and x.cubes(s) > x.cells(s)]


def kidnap_targets(x):
    return [s for s in x.spaces_of("urban", "center") if x.sp(s)["cells_u"] > x.sp(s)["police"]]


def intimidate_targets(x):
    return [s for s in x.all_spaces() if x.sp(s)["cells_u"] and x.sp(s)["police"]]


def sa_possible(x, sa, run=None):
    """True if Special Activity ``sa`` could do something now."""
    if sa == "censor" or sa == "propagandize":
        return True
    if sa == "raid":
        return x.held_intel() >= 2 and bool(raid_targets(x))
    if sa == "interrogate":
        return x.s["prison"] >= 2
    if sa == "kidnap":
        return bool(kidnap_targets(x))
    if sa == "intimidate":
        return bool(intimidate_targets(x))
    return False


def special_activity(x, sa, run=None):
    """Run Special Activity ``sa`` (also used by Events that grant a free one)."""
    x.log(SAS[sa]["rule"], f"{x.game.role_name(SAS[sa]['role'])} Special Activity: {SAS[sa]['name']}.")
    yield from SA_CODE[sa](x, run)


def sa_censor(x, run):
    rule = "4.2.1"
    if x.government_capability("U15") == "bottom" and x.s.get("current") and not x.s.get("news_blocked"):
        answer = yield x.ask(GOV, "Censorship evaded (U15): Censor may either roll or block the Breaking News.",
                             [x.opt("roll", None, "Roll against Public Sympathy", "U15"),
                              x.opt("block", None, "Block the Breaking News", "U15")], "U15")
        if answer["verb"] == "block":
            x.s["news_blocked"] = GOV
            x.log("U15", "Breaking News blocked by the Government.")
            return
        yield from censor_rolls(x, rule)
        return
    yield from censor_rolls(x, rule)
    yield from block_news(x, GOV, rule)


def censor_rolls(x, rule):
    mi = x.tracks["military_intervention"]
    rolls = 2 if mi else 1
    for i in range(rolls):
        if i == 1:
            again = yield from x.ask_yes_no(GOV, "Military Intervention: make the second Censor roll?", rule)
            if not again:
                break
        if x.tracks["public_sympathy"] == 0:
            yield from x.disgust_edge(rule)     # one Cell per roll, so two in all with Military Intervention
            continue
        die = x.chance.die(6, rule)
        x.log(rule, f"Censor roll: {die} against Public Sympathy {x.tracks['public_sympathy']}.")
        if die > x.tracks["public_sympathy"]:
            yield from x.shift_sympathy(-1, rule, "Censor")


def block_news(x, role, rule):
    """Offer to block the current card's Breaking News (not while that Breaking News is itself resolving)."""
    if x.s.get("news_blocked") or not x.s.get("current") or x.s["turn"].get("phase") == "news_acting":
        return
    block = yield from x.ask_yes_no(role, news_question(x, x.s["current"]), rule, yes="Block it", no="Let it run",
                                    key="news.block")
    if block:
        x.s["news_blocked"] = role
        x.log(rule, f"Breaking News blocked by the {x.game.role_name(role)}.")


def news_question(x, cid):
    """The question that offers to block card ``cid``'s Breaking News, quoting it (the card is face up: public),
    so the seat knows what it stops without looking for the card."""
    news = x.game.card(cid).get("breaking_news")
    if not news:
        return "Block this card's Breaking News?"
    return f"Block {cid}'s Breaking News, “{news['heading']}”? It says: {news['text'].strip()}"


def sa_raid(x, run):
    rule = "4.2.2"
    sid = yield from x.ask_space(GOV, "Raid: pick a Safe House space where cubes outnumber Cells.",
                                 raid_targets(x), rule, key="raid.space")
    yield from raid_in(x, sid, rule)


def raid_in(x, sid, rule="4.2.2", pay=True):
    """The Raid itself in ``sid`` (4.2.2): spend 2 Intel chits (unless an Event waives them), remove a Safe
    House the Government way, then the U3 Capability as for any Raid. Returns True if one was removed."""
    if pay:
        for _ in range(2):
            kind = yield from x.choose_intel(GOV, "Raid: spend which Intel chit?", "4.2.2", optional=False)
            x.spend_intel(kind, "4.2.2")
    else:
        x.log(rule, f"Raid in {x.name(sid)} without spending Intel.")
    removed = x.remove_safe_house(sid, rule)
    if x.government_capability("U3") == "bottom":
        die = x.chance.die(6, "U3")
        x.log("U3", f"Indiscriminate raids: roll {die} against Public Sympathy {x.tracks['public_sympathy']}.")
        if die < x.tracks["public_sympathy"]:
            x.political_will(-1, "U3", "indiscriminate raids")
    if x.government_capability("U3") == "top" and x.cubes(sid) and (x.sp(sid)["cells_a"] or x.sp(sid)["safe"]):
        more = yield from x.ask_yes_no(GOV, f"Mousetrap: Arrest in {x.name(sid)} too?", "U3")
        if more:
            elite = yield from ask_elite(x, sid)
            yield from arrest_in(x, sid, elite=elite)
    return removed


def sa_interrogate(x, run):
    x.draw_intel(x.s["prison"] // 2, "4.2.3")
    if x.government_capability("U12") == "bottom":
        die = x.chance.die(6, "U12")
        x.log("U12", f"Controversial techniques: roll {die} against Public Sympathy {x.tracks['public_sympathy']}.")
        if die < x.tracks["public_sympathy"]:
            x.political_will(-1, "U12", "controversial techniques")
    return
    yield  # pragma: no cover


def sa_kidnap(x, run):
    rule = "4.3.1"
    sid = yield from x.ask_space(TUP, "Kidnap: choose an Urban space or Strategic Center with more Underground Cells "
                                      "than Police.", kidnap_targets(x), rule)
    x.activate(sid, 1, rule)
    die = x.chance.die(6, rule)
    n = (die + 1) // 2
    x.log(rule, f"Kidnap roll {die}: {n} Supply chit{'s' if n > 1 else ''}.")
    if x.tupamaros_capability("U19") == "expansion" and n > 1:
        n = 1
        x.log("U19", "Funds wasted and stolen: at most 1 Supply chit from this Kidnap.")
    yield from x.gain_supply(n, rule)
    if x.tupamaros_capability("U28") == "expansion":
        roll = x.chance.die(6, "U28")
        x.log("U28", f"Criminals imitate cells: roll {roll} against Public Sympathy {x.tracks['public_sympathy']}.")
        if roll < x.tracks["public_sympathy"]:
            yield from x.shift_sympathy(-1, "U28", "criminals imitate cells")
    if x.s["pp"] is not None and x.s["hostages_aside"]:
        add = yield from x.ask_yes_no(TUP, "Add a Hostage marker to the Supply pool?", rule)
        if add:
            x.add_hostage_to_pool(rule)


def sa_propagandize(x, run):
    rule = "4.3.2"
    control = x.structure == "control"
    placed = {}          # at Support: two Safe Houses at Control, each placed or moved once
    for i in range(2 if control else 1):
        if i == 1:
            again = yield from x.ask_yes_no(TUP, "Control: make the second Propagandize roll?", rule)
            if not again:
                break
        if x.tracks["public_sympathy"] == 4:
            yield from x.support_edge(rule, arrived=placed)   # one Safe House per roll, two at Control (6.6.4 note)
            continue
        die = x.chance.die(6, rule)
        x.log(rule, f"Propagandize roll: {die} against Public Sympathy {x.tracks['public_sympathy']}.")
        if x.government_capability("U15") == "top":
            die -= 1
            x.log("U15", f"New executive powers: the roll counts as {die}.")
        if die > x.tracks["public_sympathy"]:
            yield from x.shift_sympathy(+1, rule, "Propagandize")
    yield from block_news(x, TUP, rule)


def sa_intimidate(x, run):
    rule = "4.3.3"
    picked = []
    limit = 2 if x.structure == "expansion" or x.tupamaros_capability("U16") == "control" else 1
    while len(picked) < limit:
        targets = [s for s in intimidate_targets(x) if s not in picked]
        if not targets:
            break
        sid = yield from x.ask_space(TUP, "Intimidate: choose a space with Underground Cells and Police.", targets,
                                     rule, done="No more spaces" if picked else None, key="intimidate.space")
        if sid is None:
            break
        picked.append(sid)
        x.remove_police(sid, 1, rule)
    for _ in picked:
        kind = yield from x.choose_intel(TUP, "Intimidate: discard one of the Government's Intel chits?", rule)
        if kind:
            x.spend_intel(kind, rule, why="discarded")
    yield from unrestrained_violence(x)


def unrestrained_violence(x):
    """U16 at Expansion: after every Intimidate (an Event's too, U34) a die roll below Public Sympathy shifts
    it one step toward Disgust. A generator."""
    if x.tupamaros_capability("U16") == "expansion":
        die = x.chance.die(6, "U16")
        x.log("U16", f"Unrestrained violence: roll {die} against Public Sympathy {x.tracks['public_sympathy']}.")
        if die < x.tracks["public_sympathy"]:
            yield from x.shift_sympathy(-1, "U16", "unrestrained violence")


SA_CODE = {"censor": sa_censor, "raid": sa_raid, "interrogate": sa_interrogate, "kidnap": sa_kidnap,
           "propagandize": sa_propagandize, "intimidate": sa_intimidate}
__all__ = ["OPS", "SAS", "operation", "special_activity", "op_possible", "sa_possible", "ops_of", "SUPPLY_NAMES"]
