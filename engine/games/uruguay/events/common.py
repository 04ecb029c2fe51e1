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
                                 done="Place none" if optional else None)
    if sid is not None:
        x.sp(sid)["sabotage"] += 1
        x.log(rule, f"Sabotage marker placed in {x.name(sid)}.")
    return sid


def no_effect(x, role):
    """A Breaking News (or side) that does nothing."""
    x.log("5.4", "No effect.")
    return
    yield  # pragma: no cover


__all__ = ["limited_operations", "free_special", "place_sabotage", "no_effect", "GOV", "TUP"]
