"""The end of a game (issue 25.8): its summary, and a replay of the whole game move by move.

Both are given only once the game is over, when nothing is secret any more: ``summary`` raises
IllegalAction("not_over") before that, and so does ``Replay``. A game adds its own part in the module
``summary`` next to its game module: ``summary(game, state) -> {"scores": [...], "secrets": [...]}``, where
a score is ``{"who", "total", "sources": [{"label", "value", "rule"}]}`` (what each side or player scored and
from what) and a secret is ``{"who", "label", "items": [text], "rule"}`` (what was hidden during play). A score or
a secret that is one seat's own names it as ``"role"`` (the sandbox marks the person's own "(you)"); optional too:
``"scores_heading"`` (a game whose blocks are more than scores) and ``"note"`` (a sentence after them). A score
whose rows are facts rather than points may name its own column headers, ``"columns": [label, value, rule]``
(DEFAULT_COLUMNS when absent; an empty string leaves that header blank, an empty list shows no header row), and say
so with ``"facts": true``: its values are phrases, not numbers, so a phone reads each row as one line of text, its
label before it, instead of three narrow columns. This module names no game.
"""

import importlib

from .errors import IllegalAction

DEFAULT_COLUMNS = ["Source", "Value", "Rule"]     # a score block's column headers unless it names its own
CHECKPOINT = 25        # the replay keeps every 25th state it passes, so scrubbing back and forth stays cheap


def game_module(game):
    """The game's ``summary`` module (next to its game module), or None when it has none."""
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.summary")
    except ModuleNotFoundError as err:
        if err.name != f"{package}.summary":
            raise
        return None


def require_over(state, what):
    """IllegalAction('not_over') while the game goes on: ``what`` shows secrets still in play."""
    if state.get("result") is None:
        raise IllegalAction("not_over", f"the game is not over: {what} is shown only at its end, when nothing "
                                        "is secret any more")


def summary(game, state):
    """Who won and why, the score by source and every secret of the game, from the end state."""
    require_over(state, "its summary")
    res = state["result"]
    winner = res.get("winner")
    name = _winner_name(game, state, winner)
    # every game's result gives its own title ("The Government wins", "The Tupamaros win"); without one, the
    # winner's name alone, which needs no verb to agree with it
    out = {"title": res.get("title") or name or "The game is over",
           "winner": winner, "winner_name": name, "reason": res.get("reason", ""),
           "rule": res.get("rule"), "scores": [], "secrets": []}
    mod = game_module(game)
    if mod is not None:
        out.update(mod.summary(game, state))
    for score in out["scores"]:
        score.setdefault("columns", list(DEFAULT_COLUMNS))
    return out


def _winner_name(game, state, winner):
    if winner in state["roles"] or winner in game.roles:
        return game.role_name(winner)
    return str(winner).replace("_", " ").capitalize() if winner else ""


def move_label(game, state, move):
    """The label and rule of a recorded move, as its legal action named it in ``state`` (before the move)."""
    try:
        acts = game.actions(state, move["role"])
    except IllegalAction:
        acts = []
    for a in acts:
        if a["verb"] == move["verb"] and a["arg"] == move.get("arg"):
            return a["label"], a.get("rule")
    return move["verb"], None


class Replay:
    """Every position of a finished game, rebuilt on demand from its start and its move record."""

    def __init__(self, game, kept, moves, end):
        """``kept``: states already known, by the number of moves made before them (at least 0: the start)."""
        require_over(end, "its replay")
        self.game, self.moves = game, moves
        self.kept = {**kept, len(moves): end}

    def state(self, n):
        """The state after the first ``n`` moves (0: the start), replayed from the nearest kept state."""
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= len(self.moves):
            raise IllegalAction("bad_request", f"a move number from 0 to {len(self.moves)}")
        k = max(i for i in self.kept if i <= n)
        state = self.kept[k]
        for i in range(k, n):
            m = self.moves[i]
            state = self.game.apply(state, m["role"], m["verb"], m.get("arg"), m.get("chance"))
            if (i + 1) % CHECKPOINT == 0:
                self.kept.setdefault(i + 1, state)
        return state

    def frame(self, n):
        """Move ``n`` of the game: who made it, the question it answered, its label and rule, and the public view
        after it (the game is over: every choice may be named)."""
        state = self.state(n)
        out = {"move": n, "moves": len(self.moves), "view": self.game.view(state, None)}
        if n:
            m = self.moves[n - 1]
            before = self.state(n - 1)
            label, rule = move_label(self.game, before, m)
            # the question it answered, so that a label such as "0" or "Carrasco" reads in context
            try:
                prompt = self.game.question(before, m["role"])["prompt"]
            except IllegalAction:
                prompt = ""
            out.update(who=m["role"], who_name=_winner_name(self.game, state, m["role"]), label=label, rule=rule,
                       prompt=prompt)
        return out
