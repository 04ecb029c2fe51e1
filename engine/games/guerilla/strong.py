"""Guerilla's strong level (engine/bots/search.py underneath): search only where a choice spends an action or picks
a battle, steady play everywhere else; the score a roll-out's end is given.

Most of a Guerilla game's decisions are small (which card goes into a group, which loss to take, a response window
passed): the steady lists answer those. The search looks at the decisions that carry weight (``weighty``): the
turn's actions (attack, deploy, reinforce, discard, withdraw, the cards and complexes that spend an action), the
target of a battle and the Revolution's exchange of markers. There the shared search plays each of the steady
bot's best few choices in states sampled from what the seat has seen (``bot.determinise``: the other loyalty
markers as the groups on the table make them likely), then every seat by
the steady lists for ``ROLLOUT_DEPTH`` moves, and scores the end with ``evaluate``.

``evaluate`` reads the round's end as it would fall now: every complex held scores for its owner and its faction
(10.3), the faction ahead wins the round (10.4), and a player's points count in full or half by its loyalty
marker (10.5). A faction's lead is not yet a win, so a player's points count between half and full by how clear
the lead is; a group's printed strength on the table counts a quarter point a point, for the battles it may
still win. The seat's expected total is compared with the best rival's."""

from ...bots import common
from ...bots.search import Strong as Search
from ...registry import get as get_game

SEARCH_WIDTH = 3
ROLLOUT_DEPTH = 60
SPREAD = 0.1         # the least spread assumed of a paired difference (engine/bots/search.py): a battle's dice move
                     # a roll-out's score by about a tenth on this scale
LEAD = 12            # a faction lead of this many points counts as about three chances in four of winning the round
MATERIAL = 0.25      # a point of printed strength on the table, worth this many points: the battles it may win
SCALE = 40           # a lead over the best rival of this many points scores 1 (a win), as many behind 0
MERCENARY_MARGIN = 25

# the verbs of a choice that spends an action or decides a battle or a marker (the rest are the steady lists')
WEIGHTY = frozenset(("attack", "target", "armor", "armor_card", "deploy", "reinforce", "discard", "destroy",
                     "withdraw", "air_assault", "assassin", "propaganda", "air_strike", "policia", "swap",
                     "demolition", "demolish", "supply_cut", "cut", "palace", "relieve", "port", "repair"))


def weighty(question):
    """Whether the seat's own question is one the strong level searches (see the module docstring)."""
    acts = question["actions"]
    return len(acts) > 1 and any(a["verb"] in WEIGHTY for a in acts)


class Strong(Search):
    """The shared search at the weighty decisions, the steady bot's choice elsewhere."""

    def choose(self, view, question, memory, rng, budget):
        if not weighty(question):
            return self.steady.choose(view, question, memory, rng)
        act, why = super().choose(view, question, memory, rng, budget)
        if memory is not None:          # the steady bot's memory (its open group, discards, recent choices) stays
            self.steady.remember(memory, act)       # current, as if it had chosen
            here = common.choice_key(common.seen_as(view, question), act)
            memory["recent"] = (list(memory.get("recent", ())) + [here])[-40:]
        return act, why


_MEMO = {}


def sample(state, role, rng, determinise):
    """The driver's sample: a determinised state where ``role``'s decision is weighty, else None (the strong level
    plays steady there and reads no sample). Whether it is weighty depends only on the role's own question."""
    if _MEMO.get("state") is not state or _MEMO.get("role") != role:    # the driver asks several times running
        _MEMO.update(state=state, role=role, weighty=weighty(get_game("guerilla").question(state, role)))
    if not _MEMO["weighty"]:
        return None
    return determinise(state, role, rng)


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss; before the end, its expected total against the best
    rival's (see the module docstring)."""
    res = state.get("result")
    if res is not None:
        return 1.0 if common.won(res, role) else 0.0
    cat = get_game("guerilla").catalog()
    held = {p["id"]: 0 for p in state["players"]}
    fs = dict(state["faction_score"])
    for g in state["groups"]:
        held[g["owner"]] = held.get(g["owner"], 0) + MATERIAL * _printed(cat, g)
        if g["complex"]:
            vp = max(0, cat[g["complex"]]["vp"] - g["damage"] - (g["iso"] or 0))
            held[g["owner"]] = held.get(g["owner"], 0) + vp
            fs[g["faction"]] = fs.get(g["faction"], 0) + vp
    margin = fs.get("rebel", 0) - fs.get("government", 0)
    # the chance the Rebels win the round, from the lead as it stands (a tie goes to the Government, 10.4)
    rebel = 1 / (1 + 3 ** (-(margin - 0.5) / LEAD))
    chance = {"rebel": rebel, "government": 1 - rebel,
              "mercenary": 1.0 if abs(margin) < MERCENARY_MARGIN - 5 else 0.5}

    def expect(p):
        points = p["score"] + held.get(p["id"], 0)
        full = chance.get(p["loyalty"], 0.5)
        return p["total"] + points * (0.5 + full / 2)
    mine = next(expect(p) for p in state["players"] if p["id"] == role)
    best = max(expect(p) for p in state["players"] if p["id"] != role)
    return min(0.98, max(0.02, 0.5 + (mine - best) / (2 * SCALE)))


def _printed(cat, g):
    """A group's printed strength for its faction: its units, and its leader's rating plus modifier."""
    f = g["faction"]
    total = sum(cat[u][f] if cat[u]["type"] == "unit" else cat[u].get("strength", 0) for u in g["units"])
    if g["leader"]:
        total += cat[g["leader"]][f] + cat[g["leader"]]["modifier"]
    return total
