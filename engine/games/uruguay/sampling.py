"""Uruguay's determiniser for the strong level (engine/bots): what a seat may not see drawn again (the People's
Prison among the Safe Houses, the order of each pile of the draw deck), so a searching bot plays forward from
states it could be in. engine/games/uruguay/bot.py hands it to engine/bots."""

from ... import prng
from ...bots import common

TUP = "tupamaros"
PILE = 9        # cards in each pile of the draw deck (deck.py: six Events over three with a Propaganda card)


def determinise(state, role, rng):
    """A state ``role`` could be in, drawn with ``rng``: the People's Prison placed afresh among the Safe Houses
    (unless ``role`` knows where it is), each pile of the draw deck shuffled again, chance re-seeded (the inverse
    of ``Game.secret_twins``: whatever the hidden truth, the same draws give the same sample)."""
    s = common.copy(state)
    bases = common.bases(s)
    solo = s["options"].get("solo")
    if s["pp"] is not None and s.get("pp_revealed") != s["pp"] and (role != TUP or solo) \
            and all(b.get("pp") == s["pp"] for b in bases):
        places = sorted(sid for sid, sp in s["spaces"].items() if sp["safe"])
        weights = [sid for sid in places for _ in range(s["spaces"][sid]["safe"])] if solo else places
        if weights:
            pp = weights[prng.below(rng, len(weights))]
            s["pp"] = pp
            for b in bases:
                b["pp"] = pp
    deck = s["deck"]
    if all(b.get("deck") == deck for b in bases):
        start = len(s["played"])
        new = []
        k = 0
        while k < len(deck):
            end = k + (PILE - (start + k) % PILE)
            new += common.deal_again(deck[k:end], rng)
            k = end
        s["deck"] = new
        for b in bases:
            b["deck"] = list(new)
    return common.reseed(s, rng)
