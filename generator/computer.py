"""The "How the computer plays" page of a game (issue 27.7), from its optional ``content/<game>/computer.yaml``.

The file (schema ``COMPUTER`` in generator/schemas.py) lists the steady bot's priorities in our words: one block
per kind of decision, its steps in priority order, each with the rule it acts under. This module checks it
against the game's other files (roles, rule numbers), gives the pages what they need (``data``, ``add_nav``) and
renders the page (``page``). A game without the file builds as before: no page, no link. Names no game.
"""

from .schema import problem_at

PATH = "computer/index.html"
LABEL = "How the computer plays"


def check_file(doc, problems):
    """Within the file: decision ids are unique."""
    seen = set()
    for dec in doc.get("decisions", []) if isinstance(doc, dict) else ():
        if isinstance(dec, dict) and dec.get("id") in seen:
            problem_at(problems, dec, "id", f"decision id {dec['id']!r} is used twice")
        elif isinstance(dec, dict):
            seen.add(dec.get("id"))


def check_game(files, problems):
    """Against the game's other files: every role is one of the game's (game.yaml), every step's rule is a
    section of the rules reference (so its link leads somewhere)."""
    doc = files.get("computer")
    if not isinstance(doc, dict):
        return
    roles = {r.get("id") for r in files.get("game", {}).get("roles", []) if isinstance(r, dict)}
    sections = {sec.get("id") for ref in files.get("reference", []) if isinstance(ref, dict)
                for sec in ref.get("sections", []) if isinstance(sec, dict)}
    for dec in doc.get("decisions", []):
        for role in dec.get("roles", []):
            if role not in roles:
                problem_at(problems, dec, "roles", f"decision {dec['id']!r}: {role!r} is not a role of the game "
                                                   f"(game.yaml: {', '.join(sorted(roles))})")
        for step in dec.get("steps", []):
            rule = step.get("rule")
            if rule is not None and sections and rule not in sections:
                problem_at(problems, step, "rule", f"decision {dec['id']!r}: rule {rule} is not a section of the "
                                                   "rules reference")


def data(files):
    """The page's data (``learn["computer"]``), or None when the game has no computer.yaml."""
    doc = files.get("computer")
    if not doc:
        return None
    names = {r["id"]: r["name"] for r in files["game"].get("roles", [])}
    decisions = [{**dec, "role_names": [names[r] for r in dec.get("roles", [])]} for dec in doc["decisions"]]
    return {**doc, "decisions": decisions}


def add_nav(learn):
    """Put the page in the game's sub-navigation, after the rules reference (when the game has the page)."""
    if not learn.get("computer"):
        return
    nav = list(learn.get("nav", []))
    at = next((i + 1 for i, (_, path) in enumerate(nav) if path.startswith("rules/")), len(nav))
    nav.insert(at, (LABEL, PATH))
    learn["nav"] = nav


def page(ctx, page_fn, gid, common):
    """The page ``/GAME/computer/``, when the game has the file."""
    doc = common["learn"].get("computer")
    if doc:
        page_fn(f"{gid}/{PATH}", "learn/computer.html", title=f"{doc['title']}: {common['game']['short_title']}",
                computer=doc, **common)
