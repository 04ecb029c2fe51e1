"""Which of the Paraguayan seat's other decisions would pay to search (figures, not pass/fail): ``python
bench/paraguay_wide_diag.py VERBS FIRST_SEED GAMES [LONG [GAIN]]``. VERBS is a comma-separated list (e.g.
``replace,select,lose``): for this run only, a Paraguayan question offering one of them with two choices or more is
also searched (strong.weighty and the driver's sample widened here, the engine unchanged), and then
bench/paraguay_strong_diag.py runs as it is for SEAT paraguayan, its kinds named by the question's verbs: where the
search's best candidate is not the steady one and gains GAIN, a search of 4x the samples and one at depth LONG
re-score the two (its module docstring)."""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
from engine import get_game  # noqa: E402
from engine.games.paraguay import bot as pbot  # noqa: E402
from engine.games.paraguay import strong as pstrong  # noqa: E402

EXTRA = set(sys.argv[1].split(","))
game = get_game("paraguay")
_weighty, _determinise = pstrong.weighty, pstrong.determinise


def extra(question):
    acts = [a for a in question["actions"] if a["verb"] != "capitulate"]
    return len(acts) >= 2 and bool({a["verb"] for a in acts} & EXTRA)


def weighty(view, question):
    return (view["role"] == "paraguayan" and extra(question)) or _weighty(view, question)


def determinise(state, role, rng):
    if role == "paraguayan" and extra(game.question(state, role)):
        return pstrong.sample(state, role, rng)
    return _determinise(state, role, rng)


pstrong.weighty = weighty
pstrong.determinise = pbot.determinise = determinise
source = (HERE / "paraguay_strong_diag.py").read_text(encoding="utf-8")
source = source.replace('    return "other"\n', '    return "/".join(sorted(verbs - {"capitulate"}))\n', 1)
sys.argv = ["paraguay_strong_diag.py", "paraguayan"] + sys.argv[2:]
exec(compile(source, str(HERE / "paraguay_strong_diag.py"), "exec"), {"__name__": "__main__", "__file__": __file__})
