"""Uruguay deck preparation (rule 2.1, "Deck Preparation").

Take out the three Propaganda cards and shuffle the 36 Events. Deal three piles of 8 and set the other 12
aside, unused. In each pile, shuffle one Propaganda card with 2 of the pile's Events and put those 3 under
the pile's other 6. Stack the three piles: a 27-card deck whose Propaganda cards sit in the bottom three
places of each 9-card pile.

Exactly how the engine does it, so that a seed gives the same deck for ever:
1. ``events`` = the 36 Event ids in card-number order; one PRNG shuffle of that list.
2. Piles are ``events[0:8]``, ``events[8:16]``, ``events[16:24]``; ``events[24:36]`` is set aside.
3. For pile k (k = 0, 1, 2), in that order: its last two Events plus Propaganda card k (U37, U38, U39 in
   number order) are shuffled together (one PRNG shuffle each) and placed under the pile's first six.
4. The deck is pile 0, then pile 1, then pile 2, top card first. The set-aside list is kept in card order.

A script or test may supply the whole deck order instead (chance outcome ``{"deck": [ids]}``): any list of
distinct card ids, so that an example of play can stack just the cards it needs (8.0 uses seven).
"""

import base64
import hashlib

from ... import prng

PILES = 3
PILE_EVENTS = 8
BOTTOM_EVENTS = 2
PILE_SIZE = PILE_EVENTS + 1
RULE = "2.1"


def split_cards(cards):
    """Return (event ids, propaganda ids) of the compiled card list, each in card-number order."""
    ordered = sorted(cards, key=lambda c: c["number"])
    events = [c["id"] for c in ordered if c["kind"] != "propaganda"]
    props = [c["id"] for c in ordered if c["kind"] == "propaganda"]
    return events, props


def prepare(rng, cards):
    """Return the 27-card deck (top first) prepared per 2.1 from the PRNG state ``rng``."""
    events, props = split_cards(cards)
    shuffled = prng.shuffle(rng, list(events))
    deck = []
    for k in range(PILES):
        pile = shuffled[k * PILE_EVENTS:(k + 1) * PILE_EVENTS]
        keep = PILE_EVENTS - BOTTOM_EVENTS
        deck.extend(pile[:keep] + prng.shuffle(rng, pile[keep:] + [props[k]]))
    return deck


def set_aside(deck, cards):
    """Return the Events not in ``deck``, in card-number order (the cards set aside, unused)."""
    events, _ = split_cards(cards)
    in_deck = set(deck)
    return [c for c in events if c not in in_deck]


def check_supplied(deck, cards):
    """Vet a deck order given by a script or test: distinct, known card ids (None when fine)."""
    known = {c["id"] for c in cards}
    if not isinstance(deck, list) or not deck or not all(isinstance(c, str) for c in deck):
        return "a deck is a non-empty list of card ids"
    unknown = [c for c in deck if c not in known]
    if unknown:
        return f"unknown card ids {unknown}"
    if len(set(deck)) != len(deck):
        return "a card id appears twice"
    return None


def problems(deck, aside, cards):
    """Return a list of ways in which ``deck``/``set_aside`` break rule 2.1 (empty when legal)."""
    events, props = split_cards(cards)
    found = []
    if len(deck) != PILES * PILE_SIZE:
        found.append(f"the deck has {len(deck)} cards, not {PILES * PILE_SIZE}")
    if len(set(deck)) != len(deck):
        found.append("the deck holds a card twice")
    unknown = [c for c in list(deck) + list(aside) if c not in events and c not in props]
    if unknown:
        found.append(f"unknown card ids: {unknown}")
    if sorted(deck + aside) != sorted(events + props):
        found.append("deck plus set-aside cards are not exactly the 39 cards")
    for k in range(PILES):
        pile = deck[k * PILE_SIZE:(k + 1) * PILE_SIZE]
        in_pile = [i for i, c in enumerate(pile) if c in props]
        if len(in_pile) != 1:
            found.append(f"pile {k + 1} holds {len(in_pile)} Propaganda cards, not 1")
        elif in_pile[0] < PILE_SIZE - BOTTOM_EVENTS - 1:
            found.append(f"pile {k + 1}: its Propaganda card is not among the pile's bottom 3 cards")
    if any(c in props for c in aside):
        found.append("a Propaganda card was set aside")
    return found


def piles(deck):
    """Split a full 27-card deck into its three 9-card piles (a shorter deck: as far as it goes)."""
    return [deck[k:k + PILE_SIZE] for k in range(0, len(deck), PILE_SIZE)]


def fingerprint(deck):
    """Return a short, stable check code of the deck order, e.g. 'K3QF-7ZPM' (SHA-256, base32)."""
    digest = hashlib.sha256(("uruguay-deck:" + ",".join(deck)).encode("ascii")).digest()
    code = base64.b32encode(digest[:5]).decode("ascii")
    return f"{code[:4]}-{code[4:]}"
