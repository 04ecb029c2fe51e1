"""A computer seat's memory kept with the game (issue 27.5).

A bot may keep a small JSON dict between its own decisions (engine/bots ``choose``: recent choices, an open plan, a
refused proposal). The sandbox keeps what each decision changed in it with that move in the record (``"mem"``), so
a reloaded, linked or undone game gives every computer seat the memory it had at that point of the game, and its
next moves are the ones it would have played had the game never been closed or taken back.

A change is ``{"set": {key: value}, "push": {key: [items, length]}, "drop": [key]}``, each part only when it is not
empty. ``push`` is for a list that grew at its end and may have lost as many items from its start (a bounded history
of recent choices): only the new items travel, with the list's length after. Shared code: it names no game.
"""

import json

PARTS = ("set", "push", "drop")


def snapshot(memory):
    """A deep copy of a memory (plain JSON data)."""
    return json.loads(json.dumps(memory))


def change(before, after):
    """What a decision changed in a seat's memory (``before`` and ``after`` it), or None when nothing changed."""
    out = {"set": {}, "push": {}, "drop": sorted(k for k in before if k not in after)}
    for key, value in after.items():
        if key in before and before[key] == value:
            continue
        tail = _pushed(before.get(key), value)
        if tail is not None:
            out["push"][key] = [tail, len(value)]
        else:
            out["set"][key] = value
    out = {part: out[part] for part in PARTS if out[part]}
    return snapshot(out) if out else None


def _pushed(old, new):
    """The items ``new`` added at the end of the list ``old`` (which may have lost items at its start to keep its
    length), or None when ``new`` is not so made."""
    if not isinstance(old, list) or not isinstance(new, list) or not new:
        return None
    for count in range(1, len(new) + 1):
        tail = new[len(new) - count:]
        if (old + tail)[-len(new):] == new:
            return tail
    return None


def apply(memory, delta):
    """``memory`` with one decision's change made (in place; also returned)."""
    for key in delta.get("drop", ()):
        memory.pop(key, None)
    for key, value in delta.get("set", {}).items():
        memory[key] = snapshot(value)
    for key, (items, length) in delta.get("push", {}).items():
        old = memory.get(key)
        grown = (old if isinstance(old, list) else []) + snapshot(items)
        memory[key] = grown[-length:] if length else []
    return memory


def replay(moves):
    """Every seat's memory after a record's ``moves``, from the changes its computer moves carry: {role: memory}."""
    memories = {}
    for m in moves:
        if "mem" in m:
            apply(memories.setdefault(m["role"], {}), m["mem"])
    return memories


def problem(delta):
    """Why ``delta`` is not a memory change (a text), or None when it is one."""
    if not isinstance(delta, dict) or not delta or set(delta) - set(PARTS):
        return f"an object with some of {', '.join(PARTS)}"
    if not isinstance(delta.get("set", {}), dict):
        return "set is an object"
    if not isinstance(delta.get("drop", []), list) or not all(isinstance(k, str) for k in delta.get("drop", [])):
        return "drop is a list of names"
    for value in delta.get("push", {}).values() if isinstance(delta.get("push", {}), dict) else [None]:
        if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], list)
                and isinstance(value[1], int) and not isinstance(value[1], bool) and value[1] >= 0):
            return "push gives each list its new items and its length"
    return None
