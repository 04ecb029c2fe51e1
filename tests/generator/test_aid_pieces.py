"""The printed aids draw the pieces as the boards draw them (issue 26.1): Uruguay's aids carry a key of every piece
and marker made by the board's own icon code, Junta's aid a table of unit kinds drawn as the city map's chips,
Paraguay's Movement aid its counters."""

import pytest

from generator import build as b
from generator import content
from generator import render as render_mod
from generator.pdf import PAPERS


def aid_page(gid, aid_id):
    ctx = b.gather(content.load(games=(gid,)), None, pages=False)
    learn = ctx["learn"][gid]
    aid = next(a for a in learn["aids"] if a["id"] == aid_id)
    return render_mod.environment().get_template("learn/aid.html").render(
        css_dir="", aid=aid, game=ctx["by_id"][gid], paper=PAPERS["a4"], tables=learn.get("aid_tables", {}))


@pytest.mark.parametrize("aid_id", ["government", "tupamaros"])
def test_uruguay_aids_key_every_piece_with_the_boards_icons(aid_id):
    from engine.games.uruguay import svg
    html = aid_page("uruguay", aid_id)
    key = html[html.index('class="piece-key"'):html.index('class="aid-columns"')]
    for piece, word in svg.LEGEND:
        assert f'data-piece="{svg.piece_id(piece)}"' in key and word in key, piece      # as the board draws it


def test_junta_aid_draws_every_unit_kind_as_a_chip_with_its_dice():
    import yaml
    html = aid_page("junta", "coup")
    kinds = yaml.safe_load((b.ROOT / "content" / "junta" / "units.yaml").read_text())["kinds"]
    table = html[html.index('class="aid-table units"'):]
    table = table[:table.index("</table>")]
    assert table.count('class="chip"') == len(kinds)
    for k in kinds:
        assert k["name"] in table
    assert "1 per 2 in the space" in table and "2 each in the Palace" in table


def test_paraguay_movement_aid_draws_its_counters():
    html = aid_page("paraguay", "movement")
    assert 'class="aid-table pieces"' in html and html.count("<svg") >= 4
