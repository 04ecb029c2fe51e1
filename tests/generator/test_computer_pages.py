"""The "How the computer plays" pages (issue 27.7; generator/computer.py, content/<game>/computer.yaml): a page for
every game that has the file, linked from the hub, the sub-navigation and the sandbox; every rule number the
steady bot's reasons name in seeded games is on the page as a link into the rules; a broken file is refused with
its file and line; a game without the file builds as before."""

import re
import shutil

import pytest
from content_kit import edit, line_of, problems

import engine
from engine import bots, prng
from generator import build as b
from generator import content
from generator import render as render_mod
from generator import snapshot as snapshot_mod

REAL = content.CONTENT_DIR
RULE = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)*)(?![\w]|\.\d)")
WITH = sorted(p.parent.name for p in REAL.glob("*/computer.yaml"))


class Pages(dict):
    """Pages rendered as the build renders them (generator/build.py), only those a test reads: the hub, the
    rules, the sandbox and the computer page of every game (a whole build takes minutes on a loaded machine)."""

    def read(self, rel):
        return self[rel]


@pytest.fixture(scope="module")
def site():
    ctx = b.gather(content.load(), None, pages=False)
    env = render_mod.environment()
    wanted = {f"{gid}/{name}/index.html" for gid in ctx["learn"] for name in ("rules", "sandbox", "computer")}
    wanted |= {f"{gid}/index.html" for gid in ctx["learn"]}
    out, pages = {}, Pages()

    def page(path, template, **extra):
        if path in wanted:
            root = render_mod.page_root(path)
            pages[path] = env.get_template(template).render(
                root=root, games=ctx["games"], wheel_url="", engine_boot=snapshot_mod.boot_json(root, "", {}), **extra)

    for gid in ctx["learn"]:
        b._learning_pages(ctx, env, page, out, gid, False)
    pages.games = sorted(ctx["learn"])
    return pages


def test_uruguay_and_junta_have_the_file():
    assert {"uruguay", "junta"} <= set(WITH)


def test_the_page_builds_for_every_game_with_the_file_and_is_linked(site):
    for gid in site.games:            # the site's games (a test may have registered an engine-only game too)
        hub = site.read(f"{gid}/index.html")
        if gid not in WITH:
            assert f"{gid}/computer/index.html" not in site and "computer/index.html" not in hub, gid
            continue
        html = site.read(f"{gid}/computer/index.html")
        doc = content.load(games=[gid])[gid]["computer"]
        assert f"<h1>{doc['title']}</h1>" in html
        for dec in doc["decisions"]:
            assert f'id="{dec["id"]}"' in html and f'href="#{dec["id"]}"' in html
        assert html.count('<ol class="priority">') == len(doc["decisions"])
        assert html.count("<li>") >= sum(len(d["steps"]) for d in doc["decisions"])
        assert 'href="computer/index.html"' in hub                               # the hub's card
        for where in ("rules", "sandbox"):                                       # the sub-navigation; the sandbox
            other = site.read(f"{gid}/{where}/index.html")
            assert other.count(f'href="../../{gid}/computer/index.html"') >= (2 if where == "sandbox" else 1), \
                (gid, where)


def steady_rules(gid, seeds=(1, 2, 3), max_moves=4000):
    """Every rule number the steady bot's reasons name in seeded games (steady against random in the first seat,
    then every seat steady)."""
    game = engine.get_game(gid)
    counts = list(getattr(game, "player_counts", ()))
    options = {"players": 4 if 4 in counts else counts[0]} if counts else None
    found = {}
    for seed in seeds:
        for mix in (("steady", "random"), ("steady",)):
            state = engine.setup(gid, seed, options=options)
            roles = state["roles"]
            seats = {r: bots.make(gid, mix[i % len(mix)] if i else "steady") for i, r in enumerate(roles)}
            rngs = {r: prng.seed_state(seed * 100 + i) for i, r in enumerate(roles)}
            memory = {r: {} for r in roles}
            for _ in range(max_moves):
                role = bots.acting(state)
                if state["result"] is not None or role is None:
                    break
                act, reason = bots.decide(state, role, seats[role], rngs[role], memory[role], bots.Budget(rollouts=4))
                if seats[role].kind == "steady":
                    for rule in RULE.findall(reason):
                        found.setdefault(rule, reason)
                state = engine.apply(state, role, act["verb"], act["arg"])
    return found


@pytest.mark.parametrize("gid", WITH)
def test_every_rule_the_steady_reasons_name_is_on_the_page(site, gid):
    html = site.read(f"{gid}/computer/index.html")
    found = steady_rules(gid)
    assert len(found) >= 5, found
    missing = {rule: why for rule, why in found.items() if f'rules/index.html#{rule}"' not in html}
    assert not missing, f"{gid}: the page does not name these rules of the steady bot's reasons: {missing}"


@pytest.fixture
def tree(tmp_path):
    shutil.copytree(REAL, tmp_path / "content")
    return tmp_path / "content"


def test_a_computer_yaml_against_its_schema_is_refused_with_file_and_line(tree):
    path = tree / "uruguay" / "computer.yaml"
    edit(path, 'rule: "3.2.4"', 'rule: "3.2.x"')
    edit(path, "  - id: fallback\n", "  - id: fallback\n    colour: red\n")
    found = problems(tree)
    assert len(found) == 2, found
    assert found[0].startswith(f"{path}:{line_of(path, '3.2.x')}: ") and "a rule number" in found[0]
    assert found[1].startswith(f"{path}:{line_of(path, 'colour: red')}: ") and "colour" in found[1]


def test_a_computer_yaml_against_the_other_files_is_refused_with_file_and_line(tree):
    path = tree / "uruguay" / "computer.yaml"
    edit(path, 'rule: "5.3"', 'rule: "9.9.9"')                     # no such section in the reference
    edit(path, "  - id: prison\n", "  - id: event\n")              # an id used twice
    edit(path, "    roles: [government]\n", "    roles: [goverment]\n")   # not a role of the game
    found = problems(tree)
    assert len(found) == 3, found
    lines = path.read_text(encoding="utf-8").splitlines()
    second_event = [n for n, t in enumerate(lines, 1) if t == "  - id: event"][1]
    for line, word in ((line_of(path, '"9.9.9"'), "not a section"), (second_event, "twice"),
                       (line_of(path, "[goverment]"), "not a role")):
        hit = [p for p in found if word in p]
        assert hit and hit[0].startswith(f"{path}:{line}: "), (word, hit, line)


def test_a_game_without_the_file_still_loads(tree):
    (tree / "junta" / "computer.yaml").unlink()
    assert "computer" not in content.load(tree, games=["junta"])["junta"]
