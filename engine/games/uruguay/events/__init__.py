"""The Uruguay Event cards (9.0), one generator per effect: ``EVENTS[card_id][side](x, role)`` where side is
"top", "bottom" or "news" and ``role`` is the executing faction (None for Breaking News).

Capability cards (5.3) need no code here for becoming Capabilities: their lasting effects are read where
they apply (``x.government_capability`` / ``x.tupamaros_capability``); only their Breaking News is here.
A card side missing from ``EVENTS`` is not implemented yet: the engine does not offer it, and says so.
"""

from . import u01_u12, u13_u24, u25_u36

EVENTS = {}
for _module in (u01_u12, u13_u24, u25_u36):
    for _cid, _sides in _module.EVENTS.items():
        EVENTS.setdefault(_cid, {}).update(_sides)
