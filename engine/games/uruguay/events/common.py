"""Building blocks that many Uruguay Events share."""

from .. import ops
from ..board import GOV, TUP


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
    """The Tupamaros may discard up to ``most`` held Supply chits; each one moves Public Sympathy ``steps``
    toward Support (U1, U18, U36). Returns how many were discarded."""
    from ..board import SUPPLY_TYPES, supply_label
    done = 0
    while done < most:
        kinds = [k for k in SUPPLY_TYPES if x.s["supply_held"][k]]
        if not kinds:
            if not done:
                x.log(rule, "The Tupamaros hold no Supply chit to discard.")
            break
        answer = yield x.ask(TUP, f"{rule}: discard a Supply chit to move Public Sympathy {steps} step"
                                  f"{'s' if steps > 1 else ''} toward Support?",
                             [x.opt("chit", k, supply_label(k), rule) for k in kinds]
                             + [x.opt("done", None, "Discard no more" if done else "Discard none", rule)], rule)
        if answer["verb"] == "done":
            break
        x.discard_supply(answer["arg"], rule)
        done += 1
        yield from x.shift_sympathy(steps, rule, why)
    return done


def no_effect(x, role):
    """A Breaking News (or side) that does nothing."""
    x.log("5.4", "No effect.")
    return
    yield  # pragma: no cover


__all__ = ["limited_operations", "free_special", "place_sabotage", "trade_chits_for_sympathy", "no_effect", "GOV",
           "TUP"]
