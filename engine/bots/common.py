"""What every game's steady bot and determiniser share (names no game): a priority list run over the legal
actions, the reason line, and the re-drawing of secrets for a searching bot's samples."""

import functools
import marshal
import re
import zlib

from .. import prng

PASSIVE = ("done", "pass", "skip", "end", "no", "none", "finish", "end_phase", "end_combat", "close", "stop")


LABEL_MAX = 60     # a longer label that names a card and then quotes its text heads a reason by its name alone


def said(act, why, prompt=""):
    """The one-line reason for ``act``: ``why`` in our words, then the action's rule. A reason that opens with the
    action's label opens instead with what the label means on its own (``headed``)."""
    label = act.get("label") or ""
    if label and why.startswith(label + ":"):
        why = headed(label, prompt) + why[len(label):]
    rule = act.get("rule") or ""
    return f"{why}, {rule}" if rule and rule not in why else why


def headed(label, prompt=""):
    """``label`` as the head of a reason, read in the log away from its question: a bare number reads with the
    question it answers (``answered``: "3 units move"), a card's label keeps its name and leaves its quoted text
    ("Play Secret Police", not the card's whole sentence). Any other label stands as it is."""
    if label.strip().lstrip("-").isdigit():
        return answered(prompt.strip(), label.strip()) if prompt.strip() else label
    if len(label) > LABEL_MAX and ": " in label:
        return label.split(": ", 1)[0]
    return label


HOW_MANY = re.compile(r"\bhow many\b", re.IGNORECASE)
ONE_OF = re.compile(r"^(\s+(?:[A-Z]\w*\s+)?)([A-Za-z]+[^s\W])s\b(\s+move\b)?")


def answered(prompt, n):
    """A number question and its answer as one statement: "Place how many Cells in Malvín?" answered 2 reads
    "Place 2 Cells in Malvín", "Moving from X: how many Infantry (of 5)?" answered 5 reads "Moving from X: 5
    Infantry (of 5)", and one Cell moves where two Cells move. A question put otherwise keeps its words, the answer
    after it ("Which stack? 3")."""
    found = list(HOW_MANY.finditer(prompt))
    if len(found) != 1 or not prompt.endswith("?") or prompt.count("?") != 1:
        return f"{prompt} {n}"
    head, rest = prompt[:found[0].start()], prompt[found[0].end():-1]
    if n in ("1", "-1"):
        rest = ONE_OF.sub(lambda m: m.group(1) + m.group(2) + (m.group(3) + "s" if m.group(3) else ""), rest, count=1)
    return f"{head}{n}{rest}"


class PriorityBot:
    """A steady bot: ``score(view, question, action, memory)`` gives each legal action a priority (higher first)
    and the reason of the branch that gave it; the bot takes the highest, ties broken by its rng."""

    kind = "steady"

    def score(self, view, question, act, memory):
        raise NotImplementedError

    def rank(self, view, question, memory):
        """Every legal action with its priority and reason, best first (stable: ties keep the offered order)."""
        prompt = question["prompt"]
        return [(p, a, said(a, why, prompt)) for p, a, why in self.ranked(view, question, memory)]

    def ranked(self, view, question, memory):
        """``rank`` with each reason as ``score`` gave it, before ``said`` makes it the reason line (so a caller
        that reads one reason of the list makes one line, not one for each action)."""
        ctx = self.context(view, question, memory)
        recent = memory.get("recent", ()) if memory is not None else ()
        here = seen_as(view, question) if recent else None      # no remembered choice: no loop to look for
        scored = []
        for i, act in enumerate(question["actions"]):
            prio, why = self.score(ctx, act)
            if recent and recent.count(choice_key(here, act)) >= 3:
                prio, why = prio - 20, why + " (chosen three times here with nothing changed, so put last)"
            if act.get("confirm"):          # an irreversible, game-ending choice (a capitulation): never by default
                prio -= 1000
            scored.append((prio, i, act, why))
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [(p, a, why) for p, _, a, why in scored]

    def context(self, view, question, memory):
        """What ``score`` reads: by default a small dict; games add derived facts once per decision. ``key`` and
        ``about`` are the question's facts (engine/procs.py ``Ask``; None where it has none): a list decides from
        them and the board, never from the prompt, whose words are for people and for the reason's text."""
        return {"view": view, "board": view["board"], "question": question, "prompt": question["prompt"],
                "key": question.get("key"), "about": question.get("about"), "role": view["role"], "memory": memory}

    def choose(self, view, question, memory, rng, budget=None):
        """The best of ``rank``, a tie broken by ``rng``; noted in ``memory`` (None: nothing kept, as in a
        roll-out, where every move began with no memory)."""
        ranked = self.ranked(view, question, memory)
        top = [t for t in ranked if t[0] == ranked[0][0]]
        _, act, why = top[prng.below(rng, len(top))] if len(top) > 1 else top[0]
        if memory is not None:
            note_choice(memory, view, question, act)
        return act, said(act, why, question["prompt"])


def per_decision(method):
    """For a steady bot's method whose answer depends only on the decision's ``ctx`` (and the hashable arguments
    after it): worked out once a decision and kept in ``ctx``, which ``context`` builds afresh from the seat's view
    and question for each decision, so nothing from another decision or seat can come back from it."""
    name = method.__name__

    @functools.wraps(method)
    def once(self, ctx, *args):
        key = (name, *args)     # a tuple: never one of the context's own (string) keys
        if key not in ctx:
            ctx[key] = method(self, ctx, *args)
        return ctx[key]
    return once


def note_choice(memory, view, question, act):
    """Keep ``act`` among the seat's last 40 choices (``memory["recent"]``, which ``rank`` reads to break loops)."""
    memory["recent"] = (list(memory.get("recent", ())) + [choice_key(seen_as(view, question), act)])[-40:]


def seen_as(view, question):
    """Where a decision stands, as the seat sees it: what its question is over the board. A choice that comes back to
    the very same place is a loop (a cube moved there and back again shows the same board); the same choice after
    the table changed (a later turn, a new phase, a card moved) is not. The log is left out: a loop whose every step
    is logged is still a loop. What the question is comes from its facts (``key`` and ``about``: engine/procs.py
    ``Ask``), so a reworded prompt leaves the memory alone; a question without a key is known by its prompt. A
    checksum (zlib: the same in CPython and Pyodide and in every process) keeps the memory small and plain (JSON)."""
    board = zlib.crc32(repr(view.get("board")).encode("utf-8"))
    if question.get("key") is None:
        return f"{board:08x}:{question['prompt']}"
    return f"{board:08x}|{question['key']}|{question.get('about')!r}"


def choice_key(here, act):
    """One remembered choice: where it was made and what was chosen, as a checksum (a short string: memory stays
    JSON, and small enough to travel with every computer move of a record, engine/bots/memory.py)."""
    said = f"{here}|{act['verb']}|{act['arg']!r}"
    return f"{zlib.crc32(said.encode('utf-8')):08x}"


# ----- determinisation helpers (run by the driver, engine/bots/__init__.py) -----
def copy(state):
    """A deep copy of a state (plain data), log entries shared."""
    log = state["log"]
    out = marshal.loads(marshal.dumps({k: v for k, v in state.items() if k != "log"}))
    out["log"] = list(log)
    return out


def reseed(state, rng):
    """Give a sample its own chance: the state's generator and every running procedure's base generator are
    re-seeded from the bot's rng, and the chance outcomes a procedure already met are kept as given outcomes
    (engine/procs.py replays them without drawing), so no future die or draw of the real game leaks."""
    def fresh():
        return prng.seed_state(prng.next_u32(rng) * 2**21 + (prng.next_u32(rng) >> 11))
    state["rng"] = fresh()
    for f in state["stack"]:
        if isinstance(f, dict) and "base" in f:
            f["base"]["rng"] = fresh()
            f["chance"] = [dict(rec, supplied=True) for rec in f.get("chance", [])]
    return state


def deal_again(values, rng):
    """``values`` shuffled with the bot's rng, from a sorted start (so that the result depends only on the
    multiset of values, never on where they were)."""
    pool = sorted(values, key=repr)
    prng.shuffle(rng, pool)
    return pool


def bases(state):
    """The base states of the running procedures (each keeps a copy of the state as it started)."""
    return [f["base"] for f in state["stack"] if isinstance(f, dict) and "base" in f]


def forget_sealed(state, role):
    """Drop the sealed answers other roles have already given to the pending simultaneous question: in a sample
    they answer again (in a roll-out, by the steady bot), as ``role`` cannot know what they chose."""
    top = state["stack"][-1] if state["stack"] else None
    if isinstance(top, dict) and top.get("sealed"):
        top["sealed"] = {r: a for r, a in top["sealed"].items() if r == role}
    return state


def won(result, role):
    """Whether ``role`` is among the winners of a finished game (a winning role, player or side's player)."""
    return result.get("winner") == role or role in (result.get("players") or ())
