"""Uruguay's board model and the helpers every procedure uses (pieces, tracks, chits, questions).

State (all JSON-safe; see ``new_board``):
  spaces[sid] = {police, troops, cells_u, cells_a, safe, sabotage, unrest}   ("safe" counts every Safe House
                disk in the space, the People's Prison included)
  pp          = the space holding the People's Prison, or None (secret: only the Tupamaros' view shows it)
  pp_box      = what lies in the People's Prison box on the Tupamaros mat: "safe_house" while the People's
                Prison is on the map, else "peoples_prison" (1.4.4)
  available   = {police, troops, cells, safe}; prison = Cells in the Prison box; expansion = {cells, safe};
  mi_box      = {troops} (Military Intervention box)
  tracks      = {political_will, coup_threat, public_sympathy, structure, military_intervention}
  supply_pool / supply_held / hostages_aside ; intel_pool / intel_held   (1.8)
"""

from ...procs import Helpers

GOV = "government"
TUP = "tupamaros"
FACTION_NAMES = {GOV: "Government", TUP: "Tupamaros"}
SUPPLY_TYPES = ("arms", "escape", "orders")
SUPPLY_NAMES = {"arms": "Arms", "escape": "Escape", "orders": "Orders", "hostage": "Hostage"}
# what each Supply chit does, in a few words, for the buttons that offer one (1.8.1, 1.4.4)
SUPPLY_DOES = {"arms": "one more Sabotage marker when you Sabotage",
               "escape": "a Travel group goes Underground without a Safe House",
               "orders": "one more space for an Operation (one a card)",
               "hostage": "Political Will drops 1 when it is drawn"}


def supply_label(kind):
    """A Supply chit's button: its name and what it does ("Orders: one more space for an Operation …")."""
    return f"{SUPPLY_NAMES[kind]}: {SUPPLY_DOES[kind]}"
INTEL_NAMES = {"info": "Info", "info_draw": "Info + Draw", "false_info": "False Info"}
SYMPATHY_NAMES = {0: "Disgust", 1: "1", 2: "2", 3: "3", 4: "Support"}
HOSTAGE_MARKERS = 3


def empty_space():
    return {"police": 0, "troops": 0, "cells_u": 0, "cells_a": 0, "safe": 0, "sabotage": 0, "unrest": False}


def new_board(state, content, scenario):
    """Fill ``state`` with the pieces, tracks and chits of a setup scenario (2.1)."""
    sc = next(s for s in content["scenarios"] if s["id"] == scenario)
    spaces = {s["id"]: empty_space() for s in content["spaces"]}
    for sid, forces in sc["spaces"].items():
        sp = spaces[sid]
        sp["police"] = forces.get("police", 0)
        sp["troops"] = forces.get("troops", 0)
        sp["cells_u"] = forces.get("cells", 0)   # 1.4.3: set up Underground
        sp["safe"] = forces.get("safe_houses", 0)
    state["spaces"] = spaces
    state["pp"] = None
    state["pp_revealed"] = None     # set when an Event shows the Government where it is (U25, U34)
    state["pp_box"] = "peoples_prison"
    av = sc["available"]
    state["available"] = {"police": av["police"], "troops": av["troops"], "cells": av["cells"],
                          "safe": av["safe_houses"]}
    state["prison"] = sc["prison"]
    state["expansion"] = {"cells": sc["expansion"]["cells"], "safe": sc["expansion"]["safe_houses"]}
    state["mi_box"] = {"troops": sc["military_intervention_box"]["troops"]}
    t = sc["tracks"]
    state["tracks"] = {"political_will": t["political_will"], "coup_threat": t["coup_threat"],
                       "public_sympathy": t["public_sympathy"], "structure": t["structure"],
                       "military_intervention": False}
    state["supply_pool"] = {"arms": 2, "escape": 2, "orders": 2, "hostage": 0}
    state["supply_held"] = {"arms": 0, "escape": 0, "orders": 0}
    state["hostages_aside"] = HOSTAGE_MARKERS
    state["intel_pool"] = {"info": 4, "info_draw": 1, "false_info": 1}
    state["intel_held"] = {"info": 0, "info_draw": 0, "false_info": 0}   # false_info: only kept under U12
    state["capabilities"] = {}     # card id -> "top" | "bottom" (Government) or "structure" (Tupamaros)
    first = sc["first_eligible"]
    state["eligibility"] = [first, TUP if first == GOV else GOV]


class X(Helpers):
    """What a Uruguay procedure works with: the state, the map, chance, questions and piece helpers."""

    def ask_yes_no(self, role, prompt, rule, yes="Yes", no="No", key=None):
        """Yield a yes/no question; returns True for yes. ``key``: the question's (engine/procs.py ``Ask``)."""
        answer = yield self.ask(role, prompt, [self.opt("yes", None, yes, rule), self.opt("no", None, no, rule)], rule,
                                key=key)
        return answer["verb"] == "yes"

    def ask_space(self, role, prompt, spaces, rule, done=None, key=None, about=None):
        """Yield a choice of one space among ``spaces`` (+ an optional 'done' label); returns a sid or None.
        With no space to offer and a way out, nothing is asked (None). ``key``, ``about``: engine/procs.py ``Ask``."""
        if not spaces and done:
            return None
        opts = [self.opt("space", sid, self.name(sid), rule) for sid in spaces]
        if done:
            opts.append(self.opt("done", None, done, rule))
        answer = yield self.ask(role, prompt, opts, rule, key=key, about=about)
        return answer["arg"] if answer["verb"] == "space" else None

    def ask_number(self, role, prompt, low, high, rule, at=None, key=None, about=None):
        """Yield a choice of a whole number low..high; returns it. ``at``: the space the number is about, so the
        board outlines it and brings it into view. ``key``, ``about``: engine/procs.py ``Ask``."""
        answer = yield self.ask(role, prompt, [self.opt("number", n, str(n), rule, at) for n in range(low, high + 1)],
                                rule, key=key, about=about)
        return answer["arg"]

    # ----- the map -----
    def kind(self, sid):
        return self.map["by_id"][sid]["type"]

    def econ(self, sid):
        return self.map["by_id"][sid].get("econ", 0)

    def all_spaces(self):
        return self.map["order"]

    def spaces_of(self, *kinds):
        return [sid for sid in self.map["order"] if self.kind(sid) in kinds]

    def sp(self, sid):
        return self.s["spaces"][sid]

    def cubes(self, sid):
        sp = self.sp(sid)
        return sp["police"] + sp["troops"]

    def cells(self, sid):
        sp = self.sp(sid)
        return sp["cells_u"] + sp["cells_a"]

    def on_map(self, key):
        return sum(sp[key] for sp in self.s["spaces"].values())

    # ----- tracks -----
    @property
    def tracks(self):
        return self.s["tracks"]

    @property
    def structure(self):
        return self.tracks["structure"]

    def political_will(self, delta, rule, why):
        """Move Political Will by ``delta`` within 0..20 (1.9); log it."""
        t = self.tracks
        new = max(0, min(20, t["political_will"] + delta))
        if new != t["political_will"]:
            self.log(rule, f"Political Will {t['political_will']} → {new} ({why}).")
        t["political_will"] = new

    def coup_threat(self, delta, rule, why):
        t = self.tracks
        new = max(0, min(20, t["coup_threat"] + delta))
        if new != t["coup_threat"]:
            self.log(rule, f"Coup Threat {t['coup_threat']} → {new} ({why}).")
        t["coup_threat"] = new

    def shift_sympathy(self, steps, rule, why):
        """Shift Public Sympathy ``steps`` (+ toward Support, - toward Disgust); at an edge the edge effect
        (6.6.4) triggers once instead. A generator: ``yield from x.shift_sympathy(...)``."""
        t = self.tracks
        old = t["public_sympathy"]
        if steps > 0 and old == 4:
            yield from self.support_edge(rule)
            return
        if steps < 0 and old == 0:
            yield from self.disgust_edge(rule)
            return
        new = max(0, min(4, old + steps))
        t["public_sympathy"] = new
        self.log(rule, f"Public Sympathy {SYMPATHY_NAMES[old]} → {SYMPATHY_NAMES[new]} ({why}).")

    def disgust_edge(self, rule, count=1):
        """6.6.4: at Disgust, the Government may flip Cells Active instead (``count`` of them). When no Cell is
        Underground the log says so, so the push does not pass unexplained."""
        for i in range(count):
            choices = [sid for sid in self.all_spaces() if self.sp(sid)["cells_u"]]
            if not choices:
                if i == 0:
                    self.log("6.6.4", "Public Sympathy is at Disgust already, and no Cell is Underground to flip "
                                      "Active instead.")
                return
            sid = yield from self.ask_space(GOV, "Public Sympathy is at Disgust: you may flip one Cell Active.",
                                            choices, "6.6.4", done="Flip none")
            if sid is None:
                return
            self.activate(sid, 1, "6.6.4")

    def support_edge(self, rule, count=1, arrived=None):
        """6.6.4: at Support, the Tupamaros may move or place a Safe House into a space with a Cell. ``arrived``
        (Propagandize's two edge effects at Control, 4.3.2: "two Safe Houses") counts the disks already
        placed or moved by this Special Activity, by space: those are not moved again."""
        for _ in range(count):
            why_not = yield from self.place_or_move_safe_house(TUP, "6.6.4", kinds=("urban", "rural", "center"),
                                                               arrived=arrived)
            if why_not:
                self.log("6.6.4", f"Public Sympathy is at Support already, and {why_not}.")

    def place_or_move_safe_house(self, role, rule, kinds=("urban", "rural"), arrived=None):
        """Let the Tupamaros place an Available Safe House, or move one from the map, into a space of ``kinds``
        with a Cell (stacking 1.4.2 holds; never into a Strategic Center). ``arrived``: see ``support_edge``.
        Returns None once the choice was offered, else why there was none (a few words)."""
        targets = [sid for sid in self.spaces_of(*kinds)
                   if self.kind(sid) != "center" and self.cells(sid) and self.sp(sid)["safe"] < 2]
        if not targets:
            return "no Urban or Rural space with a Cell has room for a Safe House"
        moved = {} if arrived is None else arrived
        opts = []
        if self.s["available"]["safe"]:
            opts += [self.opt("place", sid, f"Place a Safe House in {self.name(sid)}", rule) for sid in targets]
        # a disk may leave a space only for another one (a space that is the sole target has nowhere to send it)
        sources = [sid for sid in self.all_spaces() if self.sp(sid)["safe"] > moved.get(sid, 0)
                   and any(t != sid for t in targets)]
        if sources:
            opts += [self.opt("move_from", sid, f"Move a Safe House from {self.name(sid)}", rule) for sid in sources]
        if not opts:
            return "no Safe House is Available, nor one on the map that could move there"
        opts.append(self.opt("skip", None, "Do neither", rule))
        answer = yield self.ask(role, "Place or move a Safe House into a space with a Cell?", opts, rule)
        if answer["verb"] == "place":
            if self.place_safe_house(answer["arg"], rule):
                moved[answer["arg"]] = moved.get(answer["arg"], 0) + 1
        elif answer["verb"] == "move_from":
            src = answer["arg"]
            dests = [sid for sid in targets if sid != src]
            if not dests:
                return
            dest = yield from self.ask_space(role, f"Move the Safe House from {self.name(src)} to where?", dests, rule,
                                             key="house.to")
            yield from self.move_safe_house(src, dest, rule)
            moved[dest] = moved.get(dest, 0) + 1

    # ----- pieces -----
    def place_police(self, sid, n, rule):
        n = min(n, self.s["available"]["police"])
        self.s["available"]["police"] -= n
        self.sp(sid)["police"] += n
        if n:
            self.log(rule, f"{n} Police placed in {self.name(sid)}.")
        return n

    def place_cells(self, sid, n, rule):
        """Place up to ``n`` Available Cells, Underground (1.4.3); returns how many."""
        n = min(n, self.s["available"]["cells"])
        self.s["available"]["cells"] -= n
        self.sp(sid)["cells_u"] += n
        if n:
            self.log(rule, f"{n} Cell{'s' if n > 1 else ''} placed in {self.name(sid)}.")
        return n

    def can_place_safe_house(self, sid):
        return (self.kind(sid) != "center" and self.sp(sid)["safe"] < 2 and self.s["available"]["safe"] > 0)

    def place_safe_house(self, sid, rule):
        if not self.can_place_safe_house(sid):
            return False
        self.s["available"]["safe"] -= 1
        self.sp(sid)["safe"] += 1
        self.log(rule, f"Safe House placed in {self.name(sid)}.")
        return True

    def move_safe_house(self, src, dest, rule):
        """Move one Safe House disk. Whether anybody is asked which disk leaves depends on public facts only
        (reading of 1.4.4): with two disks in ``src`` the Tupamaros always answer, privately, whether the
        People's Prison goes (their options say what they may; "a plain Safe House" when it is not there);
        with one disk it is the one that goes. In multi-hand solo nobody knows, so a blind draw decides. A generator."""
        if self.sp(dest)["safe"] >= 2 or self.kind(dest) == "center":
            return
        here = self.s["pp"] == src
        if self.sp(src)["safe"] == 1:
            moves_pp = here
        elif self.solo:
            moves_pp = self.chance.draw(self.disks(src), "1.4.4") == "peoples_prison"
        else:
            opts = [self.opt("which", "plain", "A plain Safe House", "1.4.4")]
            if here:
                opts.insert(0, self.opt("which", "peoples_prison", "The People's Prison", "1.4.4"))
            answer = yield self.ask(TUP, f"Which of the two Safe Houses in {self.name(src)} leaves? (secret)", opts,
                                    "1.4.4", private=True)
            moves_pp = answer["arg"] == "peoples_prison"
        self.sp(src)["safe"] -= 1
        self.sp(dest)["safe"] += 1
        if moves_pp:
            self.s["pp"] = dest
            self.s["pp_revealed"] = None
            self.log("1.4.4", f"The People's Prison is now in {self.name(dest)}.", to=self.pp_knowers())
        self.log(rule, f"Safe House moved from {self.name(src)} to {self.name(dest)}.")

    @property
    def solo(self):
        """Multi-hand solo (the note under 2.1): nobody, the Tupamaros included, knows the People's Prison."""
        return bool(self.s["options"].get("solo"))

    def pp_knowers(self):
        """Who may read where the People's Prison is: the Tupamaros, or nobody in multi-hand solo."""
        return [] if self.solo else [TUP]

    def disks(self, sid):
        """The face-down Safe House disks of ``sid`` as a draw pool (a blind pick among them)."""
        n = self.sp(sid)["safe"]
        return (["peoples_prison"] + ["safe_house"] * (n - 1)) if self.s["pp"] == sid else ["safe_house"] * n

    def activate(self, sid, n, rule):
        sp = self.sp(sid)
        n = min(n, sp["cells_u"])
        sp["cells_u"] -= n
        sp["cells_a"] += n
        if n:
            self.log(rule, f"{n} Cell{'s' if n > 1 else ''} Activated in {self.name(sid)}.")
        return n

    def go_underground(self, sid, n, rule):
        sp = self.sp(sid)
        n = min(n, sp["cells_a"])
        sp["cells_a"] -= n
        sp["cells_u"] += n
        if n:
            self.log(rule, f"{n} Cell{'s' if n > 1 else ''} flipped Underground in {self.name(sid)}.")
        return n

    def cells_to_prison(self, sid, n, rule, active_first=True):
        """Remove up to ``n`` Cells of ``sid`` to the Prison box (Active ones first); returns how many."""
        sp = self.sp(sid)
        moved = 0
        for key in (("cells_a", "cells_u") if active_first else ("cells_u", "cells_a")):
            k = min(n - moved, sp[key])
            sp[key] -= k
            moved += k
        self.s["prison"] += moved
        if moved:
            self.log(rule, f"{moved} Cell{'s' if moved > 1 else ''} from {self.name(sid)} to the Prison box.")
        return moved

    def cells_to_available(self, sid, n, rule, key=None):
        sp = self.sp(sid)
        moved = 0
        for k in ((key,) if key else ("cells_a", "cells_u")):
            m = min(n - moved, sp[k])
            sp[k] -= m
            moved += m
        self.s["available"]["cells"] += moved
        if moved:
            self.log(rule, f"{moved} Cell{'s' if moved > 1 else ''} removed from {self.name(sid)} to Available.")
        return moved

    def prison_to_available(self, n, rule):
        n = min(n, self.s["prison"])
        self.s["prison"] -= n
        self.s["available"]["cells"] += n
        if n:
            self.log(rule, f"{n} Cell{'s' if n > 1 else ''} returned from the Prison box to Available.")
        return n

    def remove_police(self, sid, n, rule):
        n = min(n, self.sp(sid)["police"])
        self.sp(sid)["police"] -= n
        self.s["available"]["police"] += n
        if n:
            self.log(rule, f"{n} Police removed from {self.name(sid)} to Available.")
        return n

    def remove_safe_house(self, sid, rule, by_government=True):
        """Remove one Safe House from ``sid`` (3.2.4, 4.2.2). The disks look alike to the Government, so when
        the People's Prison shares the space with another Safe House, which one goes is a blind draw.
        Removal by the Government raises Political Will and discards a random held Supply chit. A generator."""
        sp = self.sp(sid)
        if not sp["safe"]:
            return False
        # a blind draw whenever the space holds two disks, wherever the People's Prison is (public facts only)
        is_pp = (self.chance.draw(self.disks(sid), rule) if sp["safe"] > 1 else self.disks(sid)[0]) == "peoples_prison"
        sp["safe"] -= 1
        if is_pp:
            self.s["pp"] = None
            self.s["pp_revealed"] = None
            self.s["pp_box"] = "peoples_prison"
            self.s["available"]["safe"] += 1     # the reminder disk in the People's Prison box comes back
            self.log("1.4.4", f"The Safe House removed from {self.name(sid)} is the People's Prison.")
            pooled = self.s["supply_pool"]["hostage"]
            if pooled:
                self.s["supply_pool"]["hostage"] = 0
                self.s["hostages_aside"] += pooled
                self.log("1.8.1", f"{pooled} Hostage marker{'s' if pooled > 1 else ''} removed from the Supply pool.")
        else:
            self.s["available"]["safe"] += 1
            self.log(rule, f"Safe House removed from {self.name(sid)}.")
        if by_government:
            self.political_will(+1, rule, "Safe House removed")
            self.discard_random_supply(rule)
        return True

    # ----- chits -----
    def held_supply(self):
        return sum(self.s["supply_held"].values())

    def held_intel(self):
        return sum(self.s["intel_held"].values())

    def discard_random_supply(self, rule):
        held = [k for k in SUPPLY_TYPES for _ in range(self.s["supply_held"][k])]
        if not held:
            return None
        kind = self.chance.draw(held, rule)
        self.s["supply_held"][kind] -= 1
        self.s["supply_pool"][kind] += 1
        self.log(rule, f"Random Supply chit discarded: {SUPPLY_NAMES[kind]}.")
        return kind

    def discard_supply(self, kind, rule, why="discarded"):
        if self.s["supply_held"][kind]:
            self.s["supply_held"][kind] -= 1
            self.s["supply_pool"][kind] += 1
            self.log(rule, f"{SUPPLY_NAMES[kind]} Supply chit {why}.")
            return True
        return False

    def spend_supply(self, kind, rule):
        return self.discard_supply(kind, rule, why="played")

    def gain_supply(self, n, rule, kind=None):
        """The Tupamaros gain ``n`` Supply chits (1.8.1): chosen at Control, drawn at random at Expansion; a
        named ``kind`` is taken if in the pool, else nothing. A Hostage drawn costs 1 Political Will and is
        set aside. A generator; returns the list of kinds gained."""
        gained = []
        for _ in range(n):
            pool = self.s["supply_pool"]
            if kind is not None:
                if not pool[kind]:
                    break
                got = kind
            else:
                stock = [k for k in ("arms", "escape", "orders", "hostage") for _ in range(pool[k])]
                if not stock:
                    self.log(rule, "The Supply chit pool is empty.")
                    break
                if self.structure == "control":
                    kinds = [k for k in ("arms", "escape", "orders", "hostage") if pool[k]]
                    answer = yield self.ask(TUP, "Control: choose the Supply chit you take from the pool.",
                                            [self.opt("chit", k, supply_label(k), "1.8.1") for k in kinds], "1.8.1")
                    got = answer["arg"]
                else:
                    got = self.chance.draw(stock, "1.8.1")
            pool[got] -= 1
            if got == "hostage":
                self.s["hostages_aside"] += 1
                self.log("1.8.1", "Hostage chit gained: a ransom is paid.")
                self.political_will(-1, "1.8.1", "Hostage")
            else:
                self.s["supply_held"][got] += 1
                self.log(rule, f"The Tupamaros gain a Supply chit: {SUPPLY_NAMES[got]}.")
            gained.append(got)
        return gained

    def add_hostage_to_pool(self, rule):
        """Put an available Hostage marker into the Supply pool, allowed only while the People's Prison is on
        the map (1.8.1); returns True if done."""
        if self.s["pp"] is None or not self.s["hostages_aside"]:
            return False
        self.s["hostages_aside"] -= 1
        self.s["supply_pool"]["hostage"] += 1
        self.log(rule, "A Hostage marker is added to the Supply chit pool.")
        return True

    def draw_intel(self, n, rule):
        """The Government draws ``n`` Intel chits at random, one at a time (1.8.2): Info is kept, Info + Draw is
        kept and draws again, False Info goes straight back. U6 at Control makes Info + Draw count as False
        Info. Returns the list of chits drawn."""
        drawn = []
        todo = n
        while todo > 0:
            pool = self.s["intel_pool"]
            stock = [k for k in ("info", "info_draw", "false_info") for _ in range(pool[k])]
            if not stock:
                self.log(rule, "The Intel chit pool is empty.")
                break
            got = self.chance.draw(stock, "1.8.2")
            drawn.append(got)
            todo -= 1
            treat = got
            if got == "info_draw" and self.tupamaros_capability("U6") == "control":
                treat = "false_info"
                self.log("U6", "Column structure: Info + Draw counts as False Info.")
            if treat == "false_info" and self.government_capability("U12") == "top":
                treat = "info"
                self.log("U12", "Improved interrogation: the False Info chit is kept as Info.")
                pool[got] -= 1
                self.s["intel_held"][got] += 1
                continue
            if treat == "false_info":
                self.log("1.8.2", f"Intel chit drawn: {INTEL_NAMES[got]}, back to the pool.")
                continue
            pool[got] -= 1
            self.s["intel_held"][got] += 1
            self.log("1.8.2", f"Intel chit drawn: {INTEL_NAMES[got]}.")
            if got == "info_draw":
                todo += 1
        return drawn

    def spend_intel(self, kind, rule, why="played"):
        if self.s["intel_held"][kind]:
            self.s["intel_held"][kind] -= 1
            self.s["intel_pool"][kind] += 1
            self.log(rule, f"{INTEL_NAMES[kind]} Intel chit {why}.")
            return True
        return False

    def choose_intel(self, role, prompt, rule, optional=True, key=None):
        """Ask ``role`` which held Intel chit to spend/discard; returns its kind or None. A generator. ``key``: the
        question's (engine/procs.py ``Ask``)."""
        kinds = [k for k in ("info", "info_draw", "false_info") if self.s["intel_held"][k]]
        if not kinds:
            return None
        if len(kinds) == 1 and not optional:
            return kinds[0]
        opts = [self.opt("intel", k, INTEL_NAMES[k], rule) for k in kinds]
        if optional:
            opts.append(self.opt("skip", None, "None", rule))
        answer = yield self.ask(role, prompt, opts, rule, key=key)
        return answer["arg"] if answer["verb"] == "intel" else None

    # ----- capabilities -----
    def government_capability(self, cid):
        """Return "top"/"bottom" if Government Capability ``cid`` is in play, else None."""
        return self.s["capabilities"].get(cid) if cid in self.s["capabilities"] else None

    def tupamaros_capability(self, cid):
        """Return "control"/"expansion" (the side in force) if Tupamaros Capability ``cid`` is in play."""
        return self.structure if cid in self.s["capabilities"] else None
