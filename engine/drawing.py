"""Small helpers the games' board pictures (``engine/games/*/svg.py``) share."""


def adjacent_pairs(spaces):
    """Each pair of adjacent spaces once, as (space, other space) records, in map order."""
    by_id = {s["id"]: s for s in spaces}
    seen = set()
    for s in spaces:
        for other in s["adjacent"]:
            key = tuple(sorted((s["id"], other)))
            if key in seen or other not in by_id:
                continue
            seen.add(key)
            yield s, by_id[other]
