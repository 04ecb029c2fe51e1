"""The strong level: flat Monte Carlo over determinised states with steady roll-outs (names no game).

A game offers this level by defining in its bot module a ``Strong`` class that subclasses this one and says what
it needs: ``width`` (how many of the steady bot's best choices are searched), ``depth`` (how many moves a roll-out
plays), ``spread`` (the floor below) when its score wants its own, and ``score(state, role)``, the game's
evaluation (1 a win, 0 a loss, in between an estimate). The settings live on the class the driver builds, so a
setting defined anywhere else cannot silently go unread. A game that searches only the decisions that carry
weight says which (``weighty``; the steady bot decides the rest), may leave actions out of the search
(``searched``) and keep something of a searched choice (``chosen``); its ``determinise`` then draws samples only
for those decisions (``sampled_where``).

For a decision with several choices the bot takes the steady bot's best ``width`` and, for each of the states the
driver sampled for it (``budget.samples``: every secret the seat may not see re-drawn by the game's
``determinise``; ``budget.rollouts`` roll-outs in all), plays each candidate in it and then every seat by the
steady bot for ``depth`` moves (or to the end), and scores the result with ``score``. All candidates meet the
same samples and roll-out dice (common random numbers). The best mean wins when it beats the steady first choice
clearly (``Strong.pick``: by ``MARGIN`` at least, over two rounds or more, and beyond the paired differences'
standard error, their spread taken as ``spread`` at least); otherwise, and on a tie, the steady bot's order
stands, so a handful of lucky roll-outs never turns good play into worse.

Time: the engine reads no clock. When the caller gives one (``budget.clock``, with ``budget.seconds``), the search
looks at it before each candidate, at every move of a roll-out and before a roll-out's score, and stops once the
time is spent; a round of
samples cut short is dropped whole, so every candidate is still compared over the same samples, and with no
round finished the steady bot's first choice is played. A new round is not begun when the rounds so far took
longer on average than the time left (it would be dropped: the decision ends early instead of late). Without a
clock the count (``budget.rollouts``) alone decides, and the same rng gives the same decision everywhere.
"""

from .. import procs, prng
from ..errors import EngineBug, IllegalAction


MARGIN = 0.02      # the least gain in mean score for which the search leaves the steady first choice
SPREAD = 0.25      # the least spread (standard deviation) assumed of one round's paired difference: with few
                   # rounds and coarse evaluations, rounds that happen to agree must not count as certainty


def _key(act):
    return (act["verb"], repr(act["arg"]))


class Strong:
    """Search on top of a steady bot (see the module docstring); a game's bot module subclasses it."""

    kind = "strong"
    width = 4          # the steady bot's best choices searched
    depth = 40         # the moves of a roll-out
    spread = SPREAD    # the least spread assumed of a round's paired difference (``pick``)

    def __init__(self, steady):
        self.steady = steady

    def score(self, state, role):
        """The game's evaluation of ``state`` for ``role``: 1 a win, 0 a loss, in between an estimate."""
        raise NotImplementedError(f"{type(self).__name__} must say how its game scores a roll-out's end")

    def weighty(self, view, question):
        """Whether the level searches this decision (from the seat's view and question); where not, the steady
        bot's choice stands. Every decision by default."""
        return True

    def searched(self, question):
        """The question as the search weighs it: a game may leave out actions never worth a roll-out (the steady
        bot still ranks them where the decision is not searched). The whole question by default."""
        return question

    def chosen(self, view, question, memory, act):
        """What the game's bot keeps in ``memory`` of a choice the search made (nothing by default)."""

    def choose(self, view, question, memory, rng, budget):
        """The steady bot's choice where the decision is not ``weighty``; else the search's (``search_choice``)."""
        if not self.weighty(view, question):
            return self.steady.choose(view, question, memory, rng)
        act, why = self.search_choice(view, self.searched(question), memory, rng, budget)
        self.chosen(view, question, memory, act)
        return act, why

    def search_choice(self, view, question, memory, rng, budget):
        """The search over the steady bot's best ``width`` choices (see the module docstring)."""
        game, role, width = budget.game, budget.role, self.width
        ranked = self.steady.rank(view, question, memory)
        cands, seen = [], set()
        for prio, act, why in ranked:
            if _key(act) not in seen:
                seen.add(_key(act))
                cands.append((act, why))
            if len(cands) >= width:
                break
        if len(cands) == 1 or budget.rollouts <= 0:
            return cands[0][0], cands[0][1]
        rounds = self.search(game, role, cands, rng, budget, self.depth)
        if not rounds:
            act, why = cands[0]
            return act, f"{why} (no time to search a sampled future: steady play)"
        return self.pick(cands, rounds, self.spread)

    def search(self, game, role, cands, rng, budget, depth):
        """The rounds of roll-outs: for each sample, every candidate's score over the same roll-out dice. A round
        is begun only when the rounds so far say it can end within the time left (a round cut short is dropped
        whole, its time lost)."""
        rounds, began = [], budget.elapsed()
        for sample in budget.samples[:max(1, budget.rollouts // len(cands))]:
            if rounds and budget.left() < (budget.elapsed() - began) / len(rounds):
                break
            seed = prng.next_u32(rng)
            scores = []
            for act, _ in cands:
                if budget.spent():
                    break
                try:
                    after = game.apply(sample, role, act["verb"], act["arg"])
                except (IllegalAction, EngineBug):
                    scores.append(-1.0)
                    continue
                score = self.rollout(game, after, role, prng.seed_state(seed), depth, budget)
                if score is None:
                    break
                scores.append(score)
            if len(scores) < len(cands):      # the time ran out inside this round: drop it whole
                break
            rounds.append(scores)
        return rounds

    @staticmethod
    def pick(cands, rounds, spread=SPREAD):
        """The candidate with the best mean score, when it beats the steady first choice clearly: by ``MARGIN``
        at least, in two rounds or more, and by more than the standard error of the paired differences (every
        candidate met the same samples and dice, so the differences carry less chance than the scores), their
        spread taken as ``spread`` at least (a game's ``Strong`` may set its own, for a score on its own scale).
        Else the steady first choice: a few roll-outs' luck is no reason to leave the priority list."""
        runs = len(rounds)
        means = [sum(r[k] for r in rounds) / runs for k in range(len(cands))]
        best = max(range(len(cands)), key=lambda k: (means[k], -k))
        gain = means[best] - means[0]
        clear = False
        if best and runs >= 2 and gain >= MARGIN:
            diffs = [r[best] - r[0] for r in rounds]
            var = max(spread ** 2, sum((d - gain) ** 2 for d in diffs) / (runs - 1))
            clear = gain * gain * runs > var
        act, why = cands[best] if clear else cands[0]
        if not clear and best:
            return act, (f"{why}; searched: it scored {means[0]:.0%} over {runs} sampled futures and "
                         f"{cands[best][0]['label']} {means[best]:.0%}, a lead too small to tell from luck, so "
                         f"the steady first choice stands")
        if not clear:
            return act, (f"{why}; searched: it scored {means[0]:.0%} over {runs} sampled futures, the best of "
                         f"{len(cands)}")
        return act, (f"{why}; searched: it scored {means[best]:.0%} over {runs} sampled futures, against "
                     f"{means[0]:.0%} for the steady first choice ({cands[0][0]['label']})")

    def rollout(self, game, state, role, rng, depth, budget=None):
        """Play every seat by the steady bot for ``depth`` moves, then score the position for ``role``; None when
        the budget's time ran out on the way. Each state of the roll-out is applied to once and then read no more,
        so its moves hand out states that share their parts with the procedure's working state (``procs.sharing``);
        a move that is refused is played again from the start the plain way, where the state before it stays whole
        to be scored."""
        given = list(rng)
        try:
            with procs.sharing():
                return self.play_out(game, state, role, rng, depth, budget, shared=True)
        except _Refused:
            rng[:] = given
            return self.play_out(game, state, role, rng, depth, budget)

    def play_out(self, game, state, role, rng, depth, budget=None, shared=False):
        """``rollout``'s moves and score; ``shared``: a refused move raises ``_Refused`` (the state it was applied
        to may have changed) instead of ending the roll-out."""
        for _ in range(depth):
            if state["result"] is not None:
                break
            if budget is not None and budget.spent():
                return None
            deciding = game.deciding(state)       # the first active role's question and view
            if deciding is None:
                break
            q, view = deciding
            acts = q["actions"]
            if len(acts) == 1:
                act = acts[0]
            else:
                act, _ = self.steady.choose(view, q, None, rng)    # no memory kept between moves
            try:
                state = game.apply(state, q["role"], act["verb"], act["arg"])
            except (IllegalAction, EngineBug):
                if shared:
                    raise _Refused() from None
                break
        if budget is not None and budget.spent():       # the score costs time too: not begun once it is spent
            return None
        return self.score(state, role)


class _Refused(Exception):
    """A roll-out's move refused while states were shared (``Strong.rollout`` plays it again the plain way)."""


def sampled_where(searched, draw):
    """A game's ``determinise`` for a level that searches only some decisions: ``draw(state, role, rng)`` where
    ``searched(state, role)`` says the seat's decision is searched, else None (the level plays steady there and reads
    no sample: drawing one would only cost time). The driver asks several times running for one decision, so the
    answer of ``searched`` is kept for the last state (the very object) and role."""
    memo = {}

    def sample(state, role, rng):
        if memo.get("state") is not state or memo.get("role") != role:
            memo.update(state=state, role=role, searched=searched(state, role))
        return draw(state, role, rng) if memo["searched"] else None
    return sample
