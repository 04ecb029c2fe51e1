"""Building blocks that many Uruguay Events share."""

from .. import ops
from ..board import GOV, TUP
from ....words import count


def limited_operations(x, role, n, rule):
    """``role`` may conduct ``n`` Limited Operations, one after the other (they may differ in type)."""
    for i in range(n):
        choices = [op for op in ops.ops_of(role) if ops.op_possible(x, role, op, limited=True)]
        if not choices:
            x.log(rule, "No Limited Operation is possible.")
            return
        opts = [x.opt("op", op, f"Limited {ops.OPS[op]['name']}", ops.OPS[op]["rule"]) for op in choices]
        opts.append(x.opt("skip", None, "No more Operations", rule))
        answer = yield x.ask(role, f"{rule}: Limited Operation {i + 1} of {n}.", opts, rule)
        if answer["verb"] == "skip":
            return
        yield from ops.operation(x, role, answer["arg"], limited=True)


def free_special(x, sa, rule):
    """A free Special Activity granted by an Event (4.1), if it can do anything; the owner may decline."""
    role = ops.SAS[sa]["role"]
    if not ops.sa_possible(x, sa):
        x.log(rule, f"{ops.SAS[sa]['name']} is not possible now.")
        return
    go = yield from x.ask_yes_no(role, f"{rule}: carry out a free {ops.SAS[sa]['name']}?", rule)
    if go:
        yield from ops.special_activity(x, sa)


def place_sabotage(x, role, spaces, rule, optional=True):
    """Place one Sabotage marker in one of ``spaces`` (no Strategic Center effect: that is Sabotage's, 3.3.3)."""
    sid = yield from x.ask_space(role, "Place a Sabotage marker where?", spaces, rule,
                                 done="Place none" if optional else None, key="sabotage.place")
    if sid is not None:
        x.sp(sid)["sabotage"] += 1
        x.log(rule, f"Sabotage marker placed in {x.name(sid)}.")
    return sid


def trade_chits_for_sympathy(x, rule, most, steps, why):
    """The Tupamaros may discard up to ``most`` held Supply chits; each one adds ``steps`` to a single move of
    Public Sympathy toward Support (U1, U18, U36), made once the discards are over. One move, so at Support the
    edge effect comes once however many chits went (6.6.4's note on an Event moving the track two spaces), and
    a chit is offered only while it can still move the track. Returns how many were discarded."""
    from ..board import SUPPLY_TYPES, supply_label
    start = x.tracks["public_sympathy"]
    done = 0
    while done < most and (done == 0 or start + steps * done < 4):
        kinds = [k for k in SUPPLY_TYPES if x.s["supply_held"][k]]
        if not kinds:
            if not done:
                x.log(rule, "The Tupamaros hold no Supply chit to discard.")
            break
        total = steps * (done + 1)
        if done:
            prompt = f"{rule}: discard another Supply chit, for {count(total, 'step')} toward Support in all?"
        elif start == 4:
            prompt = (f"{rule}: discard a Supply chit? Public Sympathy is at Support already, so the Tupamaros may "
                      "place or move a Safe House instead (6.6.4).")
        else:
            prompt = f"{rule}: discard a Supply chit to move Public Sympathy {count(total, 'step')} toward Support?"
        answer = yield x.ask(TUP, prompt, [x.opt("chit", k, supply_label(k), rule) for k in kinds]
                             + [x.opt("done", None, "Discard no more" if done else "Discard none", rule)], rule)
        if answer["verb"] == "done":
            break
        x.discard_supply(answer["arg"], rule)
        done += 1
    if done:
        yield from x.shift_sympathy(steps * done, rule, why)
    return done


def no_effect(x, role):
    """A Breaking News (or side) that does nothing."""
    x.log("5.4", "No effect.")
    return
    yield  # pragma: no cover


__all__ = ["limited_operations", "free_special", "place_sabotage", "trade_chits_for_sympathy", "no_effect", "GOV",
           "TUP"]
