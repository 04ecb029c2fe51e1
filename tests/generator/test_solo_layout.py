"""Where the printed solo opponent splits a box (generator/computer.py, ``next_split``), on columns given by hand:
[(page, top, foot, [part, ...])] as ``_columns`` reads them off a laid-out document."""

from generator.computer import balance_last_page, next_pull, next_split, pull_box, start_column


def part(did, top, steps):
    """A box laid out from ``top``: a 20-unit title bar, then ``steps`` (their heights), then a 10-unit foot."""
    out, y = [], top + 20
    for n, height in enumerate(steps):
        out.append((n, y, y + height))
        y += height
    return {"id": did, "top": top, "bottom": y + 10, "steps": out}


def decisions(**keep):
    return [{"id": did, "keep": k} for did, k in keep.items()]


def test_a_kept_box_moves_on_whole_between_two_columns_of_a_page_but_not_when_that_saves_a_page():
    columns = [(0, 0, 1000, [part("a", 0, [300, 300])]), (0, 0, 1000, [part("b", 0, [200, 200, 200])])]
    assert next_split(columns, decisions(a=True, b=True)) is None
    # compact: as many of b's steps as fit under a (which ends at 630), title and foot with them
    assert next_split(columns, decisions(a=True, b=True), compact=True) == ("b", 1)


def test_a_kept_box_leaving_a_page_foot_a_quarter_empty_leaves_its_first_steps_there():
    columns = [(0, 0, 1000, [part("a", 0, [300])]), (0, 0, 1000, [part("b", 0, [200, 200])]),
               (1, 0, 1000, [part("c", 0, [150, 150, 150, 150])])]
    assert next_split(columns, decisions(a=True, b=True, c=True)) == ("c", 3)     # under b (ends at 430): 3 steps
    columns[1] = (0, 0, 1000, [part("b", 0, [400, 380])])                          # ends at 810: less than a quarter
    assert next_split(columns, decisions(a=True, b=True, c=True)) is None


def test_a_box_run_on_is_split_at_its_first_step_in_the_next_column_and_a_box_that_fits_keeps_a_step_to_go_on():
    first, rest = part("a", 0, [400, 400]), part("a", 0, [300])
    rest["steps"] = [(2, 20, 320)]
    assert next_split([(0, 0, 1000, [first]), (0, 0, 1000, [rest])], decisions(a=False)) == ("a", 2)
    # all of b fits under a by the heights measured, yet the layout moved it on: its last step still goes on
    columns = [(0, 0, 1000, [part("a", 0, [300])]), (1, 0, 1000, [part("b", 0, [100, 100])])]
    assert next_split(columns, decisions(a=True, b=True)) == ("b", 1)


def test_a_column_foot_left_empty_by_a_box_that_moved_on_takes_the_tallest_later_box_that_fits_whole():
    # a (too long to keep whole) moved on to column 2, leaving 600 of column 1's 1000 empty under s; of the boxes
    # after it, c (330 tall), d (180) and e (230), c is the tallest that fits; s, before a, never moves
    columns = [(0, 0, 1000, [part("s", 0, [370])]),
               (0, 0, 1000, [part("a", 0, [900])]),
               (1, 0, 1000, [part("c", 0, [300]), part("d", 330, [150])]),
               (1, 0, 1000, [part("e", 0, [200])])]
    order = decisions(s=True, a=False, c=True, d=True, e=True)
    assert next_pull(columns, order) == ("c", "a")
    assert [d["id"] for d in pull_box({"decisions": order}, "c", "a")["decisions"]] == ["s", "c", "a", "d", "e"]


def test_no_box_moves_up_into_a_foot_a_quarter_empty_or_less_nor_one_split_nor_one_that_does_not_fit():
    columns = [(0, 0, 1000, [part("s", 0, [740])]), (0, 0, 1000, [part("a", 0, [900])]),
               (1, 0, 1000, [part("c", 0, [100])])]
    assert next_pull(columns, decisions(s=True, a=False, c=True)) is None          # 240 of 1000 empty
    columns[0] = (0, 0, 1000, [part("s", 0, [370])])
    assert next_pull(columns, decisions(s=True, a=False, c=True)) == ("c", "a")
    assert next_pull(columns, decisions(s=True, a=False, c=False)) is None         # c too long to keep whole
    split = decisions(s=True, a=False, c=True) + [{"id": "c-from-2", "keep": True, "of": "c"}]
    assert next_pull(columns, split) is None                                        # c already split in parts
    columns[2] = (1, 0, 1000, [part("c", 0, [700])])
    assert next_pull(columns, decisions(s=True, a=False, c=True)) is None          # 730 tall: no room for it


def test_a_last_page_with_every_box_in_its_first_column_shares_them_with_the_second_in_their_order():
    # page 2's first column holds c (0-430), d (430-660) and e (660-790), its second nothing (WeasyPrint makes no
    # box for it): starting the second column with d leaves the taller column 430 high, with e 660
    columns = [(0, 0, 1000, [part("a", 0, [900])]), (0, 0, 1000, [part("b", 0, [900])]),
               (1, 0, 1000, [part("c", 0, [400]), part("d", 430, [200]), part("e", 660, [100])])]
    assert balance_last_page(columns) == "d"
    assert balance_last_page(columns + [(1, 0, 1000, [])]) == "d"
    assert [d.get("column_start", False) for d in start_column({"decisions": decisions(c=True, d=True, e=True)},
                                                               "d")["decisions"]] == [False, True, False]
    assert balance_last_page(columns + [(1, 0, 1000, [part("f", 0, [100])])]) is None    # both columns in use
    assert balance_last_page(columns[:2] + [(1, 0, 1000, [part("c", 0, [400])])]) is None  # one box: stays
