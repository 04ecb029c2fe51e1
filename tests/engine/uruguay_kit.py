"""Test kit for Uruguay: build positions by hand, run one card side or Operation, answer its questions.

    st = kit.position(spaces={"prado": {"police": 3, "cells_u": 1}}, tracks={"public_sympathy": 4})
    st = kit.effect(st, "U1", "top", "government")          # starts the procedure; it may ask questions
    st = kit.answer(st, "government", "space", "aguada")      # = engine.apply
    assert kit.asking(st) is None                             # finished (the card loop is halted)

Pieces are moved to and from their Available/box pools so that piece totals stay constant.
"""

import engine
from engine import procs
from engine.chance import Chance
from engine.core import Context, clone
from engine.games.uruguay.game import piece_totals

GAME = engine.get_game("uruguay")
GOV, TUP = "government", "tupamaros"
POOL_OF = {"police": "police", "troops": "troops", "cells_u": "cells", "cells_a": "cells", "safe": "safe"}


def setup(seed=1, pp="villa_del_cerro"):
    """A fresh standard game after the People's Prison swap (2.1), first card not yet revealed."""
    st = engine.setup("uruguay", seed)
    st = clone(st)
    st["stack"] = []
    st["pp"] = pp
    st["pp_box"] = "safe_house"
    st["turn"]["phase"] = "halt"
    return st


def empty(seed=1):
    """A standard setup with every piece taken off the map into its pool (a blank board to build on)."""
    st = setup(seed, pp=None)
    st["pp_box"] = "peoples_prison"
    for sid in st["spaces"]:
        place(st, sid, police=0, troops=0, cells_u=0, cells_a=0, safe=0, sabotage=0)
    return st


def place(st, sid, pp=False, **counts):
    """Set piece counts in ``sid`` (police, troops, cells_u, cells_a, safe, sabotage, unrest), drawing from
    or returning to Available (Troops: the Military Intervention box; Cells beyond Available: Expansion).
    ``pp=True`` makes one Safe House there the People's Prison."""
    sp = st["spaces"][sid]
    for key, n in counts.items():
        if key in POOL_OF:
            pool = POOL_OF[key]
            delta = n - sp[key]
            if key == "troops":
                source = st["mi_box"] if st["mi_box"]["troops"] >= delta else st["available"]
                source["troops"] -= delta
            elif key == "safe" and st["pp"] == sid and delta < 0 and n == 0:
                st["pp"], st["pp_box"] = None, "peoples_prison"
                st["available"]["safe"] -= delta + 1
            else:
                avail = st["available"]
                if delta > avail[pool] and pool in ("cells", "safe"):
                    extra = min(delta - avail[pool], st["expansion"][pool])
                    st["expansion"][pool] -= extra
                    avail[pool] += extra
                avail[pool] -= delta
                assert avail[pool] >= 0, f"not enough {pool} for {sid}"
        sp[key] = n
    if pp:
        assert sp["safe"] >= 1
        if st["pp"] is None:
            st["available"]["safe"] += 0
        st["pp"], st["pp_box"] = sid, "safe_house"
    return st


def position(spaces=None, tracks=None, seed=1, **fields):
    """A blank board with the given ``spaces`` counts, ``tracks`` and top-level fields (e.g. prison=4,
    supply_held={...}, intel_held={...}, capabilities={...})."""
    st = empty(seed)
    for sid, counts in (spaces or {}).items():
        place(st, sid, **counts)
    st["tracks"].update(tracks or {})
    for key, value in fields.items():
        if isinstance(value, dict) and isinstance(st.get(key), dict):
            st[key].update(value)
        else:
            st[key] = value
    return st


def run_loop(st, deck):
    """``st`` with ``deck`` on top of the draw deck and the card loop run until it reveals its first card (2.2)."""
    st = clone(st)
    st["deck"] = list(deck)
    st["stack"], st["result"] = [], None
    st["turn"]["phase"] = "reveal"
    GAME.advance(Context(st, Chance(st["rng"], None)))
    return clone(st)


def _start(st, proc, chance=None, **args):
    st = clone(st)
    st["stack"] = []
    st["result"] = None
    st["turn"]["phase"] = "halt"
    ctx = Context(st, Chance(st["rng"], chance))
    procs.start(GAME, ctx, proc, **args)
    ctx.chance.finish()
    return clone(st)


def effect(st, cid, side, role=None, chance=None, current=None):
    """Start card ``cid``'s ``side`` ("top", "bottom", "news") executed by ``role``."""
    st = clone(st)
    st["current"] = current or cid
    return _start(st, "effect", chance, cid=cid, side=side, role=role)


def operation(st, role, op, limited=False, with_sa=False, chance=None):
    """Start one Operation (with a Special Activity allowed when ``with_sa``)."""
    return _start(st, "op_alone", chance, role=role, op=op, limited=limited, with_sa=with_sa)


def asking(st):
    """The pending question {role, prompt, options, rule}, or None."""
    top = st["stack"][-1] if st["stack"] else None
    return top["ask"] if top and top["step"] == "proc" else None


def answer(st, role, verb, arg=None, chance=None):
    return engine.apply(st, role, verb, arg, chance)


def answers(st, role, *pairs, chance=None):
    """Give several answers in a row: pairs of (verb, arg); ``chance`` goes with the first."""
    for i, (verb, arg) in enumerate(pairs):
        st = engine.apply(st, role, verb, arg, chance if i == 0 else None)
    return st


def options(st):
    """The (verb, arg) pairs of the pending question."""
    ask = asking(st)
    return [(o["verb"], o["arg"]) for o in ask["options"]] if ask else []


def totals(st):
    """Every piece's and chit's count over map, pools and boxes (constant through a game)."""
    return piece_totals(st)


def finished(before, after):
    """The card side has ended, and no piece was created or lost on the way."""
    assert asking(after) is None
    assert totals(after) == totals(before)


def role_asked(st):
    """Who must answer now, or None."""
    ask = asking(st)
    return ask["role"] if ask else None


def texts(st, rule=None):
    """The log's texts, or those of one rule."""
    return [e["text"] for e in st["log"] if rule is None or e["rule"] == rule]


def spaces_offered(st):
    """The spaces the pending question offers."""
    return [arg for verb, arg in options(st) if verb == "space"]


def jailed(st, n):
    """Move ``n`` Available Cells into the Prison box."""
    st["available"]["cells"] -= n
    st["prison"] += n
    return st


def propaganda(st, final):
    """Run a Propaganda Round (6.0) from a hand-built position; it stops at its first question."""
    st = clone(st)
    st["stack"], st["result"] = [], None
    ctx = Context(st, Chance(st["rng"], None))
    procs.start(GAME, ctx, "propaganda_round", final=final)
    ctx.chance.finish()
    return clone(st)
