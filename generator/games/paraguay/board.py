"""Paraguay's map as the pages and the printed sheet draw it for a seed's setup (site.py, print_map.py)."""

from ..site import new_state


def board_svg(args, title=None, spaces=False, parts=None, reusable=False, terrain=None, still=False):
    """The map with every unit where it starts (the observer's view: stacks by top unit and size, 6.4); ``parts``:
    what goes under the map (svg.PARTS, all of it, unless given); ``reusable``, ``terrain``, ``still``: as svg.draw
    has them."""
    import engine
    game = engine.get_game("paraguay")
    board = game.view(new_state("paraguay", args), None)["board"]
    from engine.games.paraguay import svg
    title = title or f"Paraguay: the setup of seed {args['seed']} (3.1–3.4)"
    return svg.draw_board(board, None, (), title=title, spaces=spaces, parts=svg.PARTS if parts is None else parts,
                          reusable=reusable, terrain=terrain, still=still)
