"""Guerilla's strong level (engine/bots/search.py underneath): search only where a choice spends an action or picks
a battle, steady play everywhere else; the score a roll-out's end is given.

Most of a Guerilla game's decisions are small (which card goes into a group, which loss to take, a response window
passed): the steady lists answer those. The search looks at the decisions that carry weight (``weighty``): the
turn's actions (attack, deploy, reinforce, discard, withdraw, the cards and complexes that spend an action), the
target of a battle and the Revolution's exchange of markers. There the shared search plays the steady bot's
first choice and its runner-up (``SEARCH_WIDTH``) in states sampled from what the seat has seen
(``bot.determinise``: the other loyalty markers as the groups on the table make them likely), then every seat by
the steady lists for ``ROLLOUT_DEPTH`` moves (``DEPTH_BY_PLAYERS`` at 5 and 6 players, whose games run about twice
as many moves: ``Strong.rollout_depth``), and scores the end with ``evaluate``. Two candidates rather than three: at
the sandbox's 16 roll-outs each meets 8 sampled futures instead of 5, for the same work.

``evaluate`` is the chance that the seat wins the game, read by a logistic model (``WEIGHTS`` over ``features``)
fitted to how all-steady games end (bench/guerilla_fit.py). Its features are what the seat sees: the points of
each player (personal points, complexes held, 10.3), the factions' race as it bears on the seat's own marker and
on the side the best rival's groups back (10.4, 10.5), how far the round has gone (10.1, 10.2), the printed
strength on the table, the seat's hand and the count of players."""

import math

from ...bots import common
from ...bots.search import Strong as Search
from ...registry import get as get_game

SEARCH_WIDTH = 2     # the steady first choice and its runner-up, each over rollouts / 2 sampled futures
ROLLOUT_DEPTH = 60   # the moves of a roll-out at 3 and 4 players; at 5 and 6, DEPTH_BY_PLAYERS
DEPTH_BY_PLAYERS = {5: 120, 6: 120}     # an all-steady game runs some 1,200-1,400 moves at 5 players and 1,000-1,250
                     # at 6, against 550-820 at 4 (one round, two passes of the draw pile at 5 and 6, 10.1): a
                     # roll-out of 60 moves saw half as much of the game there, and the 16 roll-out search's
                     # departures from the steady choice at 5 players were worth about nothing by a deeper
                     # reference search. With 120, 5-player strong games won back part of what they lost to steady
                     # play, not all of it (docs/BENCHMARKS.md, 2026-12-03 17:50 UTC)
SPREAD = 0.05        # the least spread assumed of a paired difference (engine/bots/search.py): the spread measured
                     # of the runner-up's paired difference at the searched decisions of tuning games is 0.045 (median;
                     # the two candidates meet the same samples and dice, so most of a battle's luck cancels). At 0.1
                     # the floor kept the search from leaving the steady choice where a search four times as large
                     # agreed that the runner-up was better (docs/BENCHMARKS.md, 2026-12-03 08:21 UTC)
SIDE = {"rebel": 1, "government": -1}      # a Mercenary's marker backs neither side (10.5)
RACE_SCALE = 15      # the factions' race is read through tanh(lead / RACE_SCALE): a lead of 15 points reads 0.76
DECK_CARDS = 124     # the cards of the draw pile and the hands at the start (every count of players)
DEALT = 8            # the cards dealt to each player at the start: the draw pile holds 124 - 8 a player

# evaluate's model: the chance that the seat wins the game is 1 / (1 + exp(-sum(WEIGHTS * features))). Fitted by
# bench/guerilla_fit.py (logistic regression, Newton steps, stdlib only) on all-steady games, seeds 123001-123100
# at 4, 3, 5 and 6 players, every seat every 20th move (93,194 positions): ``python bench/guerilla_fit.py 123001
# 100 123201 60 4,3,5,6`` prints these numbers again from the same games (and scores them on seeds 123201-123260).
NAMES = ("constant", "points", "best rival's points", "next rival's points", "race for the seat",
         "race for the best rival", "points x race", "rival's points x race", "gone", "sudden", "points x gone",
         "rival's points x gone", "points x race x gone", "rival's points x race x gone", "race x gone",
         "strength on the table", "best rival's strength", "hand", "4 / players", "lead", "lead x gone",
         "lead x sudden")
WEIGHTS = (-2.1741, 0.4777, -0.0525, -0.3081, 0.6880, -0.2575, -0.6151, 0.3609, -0.3662, 0.5766, 0.0957, -0.0400,
           0.8870, -0.3716, -0.2480, 0.2915, -0.0731, 0.0862, 0.8392, 0.1537, 0.4164, 1.6415)

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

    width, depth, spread = SEARCH_WIDTH, ROLLOUT_DEPTH, SPREAD

    def score(self, state, role):
        return evaluate(state, role)

    def weighty(self, view, question):
        return weighty(question)

    def chosen(self, view, question, memory, act):
        """The steady bot's memory (its open group, discards, recent choices) stays current, as if it had chosen."""
        if memory is not None:
            self.steady.remember(memory, act)
            common.note_choice(memory, view, question, act)

    def rollout(self, game, state, role, rng, depth, budget=None):
        """The shared roll-out, of ``rollout_depth`` moves."""
        return super().rollout(game, state, role, rng, self.rollout_depth(state, depth), budget)

    def rollout_depth(self, state, given):
        """How many moves a roll-out from ``state`` plays: ``given`` (``ROLLOUT_DEPTH``) at 3 and 4 players, more
        at 5 and 6 (``DEPTH_BY_PLAYERS``), whose games are longer. The count of players is open to every seat."""
        return DEPTH_BY_PLAYERS.get(len(state["players"]), given)


def searches(state, role):
    """Whether ``role``'s decision in ``state`` is one the strong level searches (its own question alone says), for
    the driver's samples (``bot.determinise``: none where the level plays steady)."""
    return weighty(get_game("guerilla").question(state, role))


def evaluate(state, role):
    """A score in [0, 1] for ``role``: 1 a win, 0 a loss; before the end, the chance that the seat wins the game as
    the fitted model (``WEIGHTS`` over ``features``) reads the position from the seat's side."""
    res = state.get("result")
    if res is not None:
        return 1.0 if common.won(res, role) else 0.0
    z = sum(w * x for w, x in zip(WEIGHTS, features(state, role)))
    z = max(-30.0, min(30.0, z))
    return min(0.99, max(0.01, 1 / (1 + math.exp(-z))))


def features(state, role):
    """What ``evaluate`` reads of a position, for ``role`` (``NAMES`` in order): only what that seat sees (its own
    loyalty marker and hand; the other players' points, groups on the table and count; the factions' race; the draw
    pile and the sudden-death marker), so twins that differ in hidden things give the same. A player's points are
    its personal points, the complexes it holds (10.3) and its running total; "race" is the factions' race with the
    complexes held counted, as it bears on the seat (its marker's side well ahead: near 1, well behind: near -1) and
    on the best rival (by the side its groups on the table back); "lead" is the seat's points against the best
    rival's, each counted between half and full by the race and its side (10.5); "gone" is how far the round has
    gone through the draw pile (10.1) and "sudden" how far the sudden-death marker has come down (10.2)."""
    cat = get_game("guerilla").catalog()
    players = state["players"]
    ids = [p["id"] for p in players]
    points = {p["id"]: p["score"] + p["total"] for p in players}
    strength = dict.fromkeys(ids, 0)
    lean = dict.fromkeys(ids, 0)
    race = {"rebel": 0, "government": 0}
    race.update(state["faction_score"])
    for g in state["groups"]:
        if g["owner"] not in strength:
            continue
        strength[g["owner"]] += _printed(cat, g)
        if g["complex"]:
            vp = max(0, cat[g["complex"]]["vp"] - g["damage"] - (g["iso"] or 0))
            points[g["owner"]] += vp
            race[g["faction"]] = race.get(g["faction"], 0) + vp
        elif g["faction"] in SIDE:
            lean[g["owner"]] += SIDE[g["faction"]]
    ahead = math.tanh((race.get("rebel", 0) - race.get("government", 0)) / RACE_SCALE)
    me = next(p for p in players if p["id"] == role)
    mine = SIDE.get(me["loyalty"], 0) * ahead
    side = {i: (lean[i] > 0) - (lean[i] < 0) for i in ids}
    side[role] = SIDE.get(me["loyalty"], 0)
    counted = {i: points[i] * (3 + side[i] * ahead) / 4 for i in ids}     # full or half as the race stands (10.5)
    rivals = sorted((i for i in ids if i != role), key=lambda i: (-counted[i], ids.index(i)))
    best = rivals[0]
    theirs = side[best] * ahead
    a, b = points[role] / 10, points[best] / 10
    second = points[rivals[1]] / 10 if len(rivals) > 1 else 0.0
    lead = (counted[role] - counted[best]) / 10
    n = len(players)
    passes = 2 if n >= 5 else 1
    pile = max(1, DECK_CARDS - DEALT * n)
    gone = max(0.0, min(1.0, (state["round"]["passes"] + 1 - len(state["deck"]) / pile) / passes))
    marker, start = state["round"]["sudden"], state["options"].get("sudden_death_start", 10)
    sudden = 0.0 if marker is None else (start + 1 - marker) / start
    return [1.0, a, b, second, mine, theirs, a * mine, b * theirs, gone, sudden, a * gone, b * gone,
            a * mine * gone, b * theirs * gone, mine * gone, strength[role] / 10,
            max(strength[i] for i in rivals) / 10, len(me["hand"]) / 7, 4 / n, lead, lead * gone,
            lead * sudden]


def _printed(cat, g):
    """A group's printed strength for its faction: its units, and its leader's rating plus modifier."""
    f = g["faction"]
    total = sum(cat[u][f] if cat[u]["type"] == "unit" else cat[u].get("strength", 0) for u in g["units"])
    if g["leader"]:
        total += cat[g["leader"]][f] + cat[g["leader"]]["modifier"]
    return total
