"""The steady bots' play, pinned: whole all-steady games, seeded, whose moves must come out the same (a digest
written here), and the same again when every prompt, every option's label and every log line's text the bots are
handed is replaced by a meaningless token.

A steady list decides from its seat's view, the question's facts (``key``, ``about``: engine/procs.py ``Ask``) and
each option's verb, argument and facts (its ``about``: engine/core.py ``action``), never from a prompt's, a label's
or a log line's words (docs/BOTS.md): rewording them must not change how the computer plays. The scrambled games
check that directly; the pinned digests catch any other change to steady play, meant or not."""

import hashlib
import json

import pytest

import engine
from engine import arena

# (game, players, seed): the digest of the game's moves (role, verb, argument in order; ``moves_digest``), their
# number and the winner. The games are bench/steady_hash.py's (the same seeds and seat rngs as engine/arena.py); its
# digests of their final states were 1f9f9ea5d90ca4c3, f4b3f46dfd7fb055 and 7344be56f97ce73b when these were written.
PINNED = {
    ("uruguay", None, 1): ("ed8b85f9f2c65fde", 310, "tupamaros"),
    ("junta", 4, 91001): ("4965eb20c750e16f", 262, "presidente"),
    ("guerilla", 4, 1): ("401e7dd01a1370d3", 762, "p3"),
}

WHAT_TO_DO = ("The steady play of {game} changed (seed {seed}): moves digest {got} in {n} moves, winner {winner}; "
              "pinned {want}. If a prompt was only reworded, a steady list is reading the prompt's words: make it "
              "read the question's key or about (engine/procs.py Ask) instead. If the change to the play is meant "
              "(a steady priority or a rule changed), measure the strength rows again (content/{game}/computer.yaml, "
              "docs/BENCHMARKS.md, docs/BOTS.md), then write the new digest here with the old one in a comment.")


def _scrambled(text):
    """A token for ``text`` that keeps which prompts are equal (a bot's loop memory compares those of questions
    without a key) and no word."""
    return "Q" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _wordless(actions):
    return [dict(a, label=_scrambled(a["label"])) for a in actions]


def _wordless_log(log):
    """The log with each line's text a token; its rule, its readers and any facts it carries stay."""
    return [dict(e, text=_scrambled(e["text"])) for e in log]


class Wordless:
    """A steady bot handed every prompt, every option's label (the question's and the view's) and the text of every
    line of its view's log as a meaningless token."""

    kind = "steady"

    def __init__(self, bot):
        self.bot = bot

    @staticmethod
    def _hide(view, question):
        return (dict(view, prompt=_scrambled(view["prompt"]), actions=_wordless(view["actions"]),
                     log=_wordless_log(view["log"])),
                dict(question, prompt=_scrambled(question["prompt"]), actions=_wordless(question["actions"])))

    def choose(self, view, question, memory, rng, budget=None):
        view, question = self._hide(view, question)
        return self.bot.choose(view, question, memory, rng, budget)

    def rank(self, view, question, memory):
        view, question = self._hide(view, question)
        return self.bot.rank(view, question, memory)


def play(game_id, players, seed, scramble=False, limit=20000):
    """An all-steady game as engine/arena.py plays it (its seat rngs, no clock), ``limit`` moves at most: (its moves
    as [role, verb, arg], the last state)."""
    options = {"players": players} if players else None
    seats = len(engine.setup(game_id, seed, options=options)["roles"])
    moves = []
    state, _ = arena.play(game_id, ["steady"] * seats, seed, options, max_moves=limit, seconds=0, moves=moves,
                          wrap=Wordless if scramble else None)
    return moves, state


def moves_digest(moves):
    return hashlib.sha256(json.dumps(moves, sort_keys=True).encode("utf-8")).hexdigest()[:16]


@pytest.mark.parametrize("game_id,players,seed", sorted(PINNED, key=str))
def test_steady_play_is_pinned(game_id, players, seed):
    moves, state = play(game_id, players, seed)
    want, length, winner = PINNED[(game_id, players, seed)]
    got = (moves_digest(moves), len(moves), state["result"]["winner"])
    assert got == (want, length, winner), WHAT_TO_DO.format(game=game_id, seed=seed, got=got[0], n=got[1],
                                                              winner=got[2], want=(want, length, winner))


@pytest.mark.parametrize("game_id,players,seed,limit", [
    ("uruguay", None, 2, 20000), ("junta", 4, 91002, 20000), ("junta", 2, 3, 20000), ("junta", 7, 1, 20000),
    ("guerilla", 4, 2, 20000), ("guerilla", 3, 1, 20000), ("paraguay", None, 1, 250)])
def test_steady_play_reads_no_prompt_label_or_log_words(game_id, players, seed, limit):
    """The same game, move for move, when the bots see every prompt, every label and every log line's text as a
    token without words (Paraguay's first moves only: a whole steady game of it takes half a minute). Guerilla's
    choice of a battle's target read its options' labels until they carried facts (engine/games/guerilla/attack.py
    ``battle_facts``), and its choice of Atrocities or Press read the log's last loss until the question said whose
    loss it was (its ``about``: engine/games/guerilla/windows.py ``atrocities_window``)."""
    plain, _ = play(game_id, players, seed, limit=limit)
    hidden, _ = play(game_id, players, seed, scramble=True, limit=limit)
    assert len(plain) > 50
    first = next((i for i, (a, b) in enumerate(zip(plain, hidden)) if a != b), None)
    assert plain == hidden, (f"{game_id} seed {seed}: with the words of the prompts, labels and log hidden the steady "
                             f"bots chose otherwise at move {first}: {plain[first] if first is not None else None} "
                             f"became {hidden[first] if first is not None else None}. A steady list reads a prompt's, "
                             "a label's or a log line's words: give the question a key or about (engine/procs.py Ask), "
                             "or the option an about (engine/core.py action), and read that instead.")
