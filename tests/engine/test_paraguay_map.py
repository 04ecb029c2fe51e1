"""The Paraguay hex map: the offset convention, neighbours, distances and every hex the rules place."""

from engine.games.paraguay import hexmap

HM = hexmap.load()


def test_neighbours_are_symmetric_and_six_inside_the_grid():
    for h in HM.hexes:
        ns = HM.neighbours(h)
        assert len(ns) == len(set(ns)) <= 6
        for n in ns:
            assert h in HM.neighbours(n) and HM.distance(h, n) == 1
    inner = [h for h in HM.hexes if all(hexmap.step(h, d) in HM.hexes for d in hexmap.DIRECTIONS)]
    assert len(inner) > 500 and all(len(HM.neighbours(h)) == 6 for h in inner)


def test_neighbour_order_and_offset_convention():
    assert HM.neighbours("1328") == ["1327", "1428", "1429", "1329", "1229", "1228"]     # odd column: rows r, r+1
    assert HM.neighbours("1826") == ["1825", "1925", "1926", "1827", "1726", "1725"]     # even column: r-1, r
    assert {"1428", "1429"} <= set(HM.neighbours("1328"))                                 # 13.4
    assert HM.adjacent("1432", "1433") and HM.adjacent("1433", "1434")                    # 3.4's fortress line


def test_drawing_positions_put_neighbours_one_hex_apart():
    for h in ("1328", "1826", "2534"):
        x, y = hexmap.centre(h)
        for n in HM.neighbours(h):
            nx, ny = hexmap.centre(n)
            assert abs(((nx - x) ** 2 + (ny - y) ** 2) ** 0.5 - 3 ** 0.5) < 1e-9


def test_distances_from_the_rulebook():
    for h in ("1541", "1328", "2037"):                                                    # 3.3
        assert HM.distance("1335", h) == 7 and HM.nation(h) == "argentina"
        assert h in HM.within("1335", 7) and h not in HM.within("1335", 6)
    assert HM.distance("1335", "1335") == 0 and HM.within("1335", 0) == ["1335"]
    assert HM.distance("1830", "1730") == 1 and HM.distance("1730", "1432") == 3          # 7.5
    assert HM.within("1335", 1) == sorted(["1335"] + HM.neighbours("1335"))


def test_named_hexes():
    want = {"1432": "Humaitá", "1433": "Curupayty", "1434": "Itapirú", "1827": "Angostura", "2534": "Itapúa",
            "1826": "Asunción", "2026": "Cerro León", "1335": "Corrientes", "1541": "Mercedes", "1241": "Goya",
            "2044": "Uruguayana", "2622": "Curupaity", "1918": "Concepción"}
    for h, name in want.items():
        assert HM.hexes[h]["name"] == name
    assert sorted(h for h, r in HM.hexes.items() if r["fortress"]) == ["1432", "1433", "1434", "1827", "2534"]
    assert sorted(h for h, r in HM.hexes.items() if r["supply"] == "allied") == ["1042", "1943", "3244"]
    assert sorted(h for h, r in HM.hexes.items() if r["supply"] == "paraguayan") == ["1432", "1826", "2026"]
    assert sorted(h for h, r in HM.hexes.items() if r["depot"]) == ["1335", "1541"]
    assert HM.hexes["2622"]["town"] and HM.nation("2622") == "paraguay"
    assert [HM.nation(h) for h in ("1826", "1335", "2044", "2440")] == ["paraguay", "argentina", "brazil", "brazil"]
    assert set(HM.hexes["1826"]) >= {"terrain", "nation", "name", "town", "fortress", "supply", "depot", "chaco",
                                     "river", "edge"}


def test_rivers():
    south = ["1237", "1238", "1138", "1139", "1140", "1141", "1042"]                      # 3.3
    assert all(HM.hexes[h]["river"] for h in south)
    assert all(HM.navigable(a, b) and HM.navigable(b, a) for a, b in zip(south, south[1:]))
    assert HM.adjacent("1433", "1533") and HM.hexes["1533"]["river"] and not HM.navigable("1433", "1533")  # 12.2
    assert HM.navigable("1432", "1433") and HM.navigable("1433", "1434")
    assert not HM.navigable("1335", "1541")
    seen, todo = {"1042"}, ["1042"]
    while todo:
        h = todo.pop()
        for n in HM.neighbours(h):
            if n not in seen and HM.navigable(h, n):
                seen.add(n)
                todo.append(n)
    assert {"1826", "2534", "1432", "1335"} <= seen
    assert all(HM.move_terrain(h) == "river" for h in seen)


def test_railroad_roads_and_supply_examples():
    rail = ["1826", "1925", "2025", "2026", "2027"]                                       # 11.18
    assert all(HM.hexside(a, b)["railroad"] for a, b in zip(rail, rail[1:]))
    assert sum(s["railroad"] for s in HM.sides().values()) == 4
    seen, todo = {"1730"}, ["1730"]                                                      # 7.5: road 1730 to 1432
    while todo:
        h = todo.pop()
        for n in HM.neighbours(h):
            side = HM.hexside(h, n)
            if n not in seen and (side["road"] or side["railroad"]):
                seen.add(n)
                todo.append(n)
    assert "1432" in seen
    net = {h for h in HM.hexes if HM.hexes[h]["river"]} | {h for k, s in HM.sides().items()
                                                           if s["road"] or s["railroad"] for h in k.split("-")}
    assert not ({"2030"} | set(HM.neighbours("2030"))) & net                             # 7.5: 2030 cut off
    assert HM.hexside("1826", "2030") is None


def test_chaco_and_edges():
    for h in ("1021", "1622", "1825", "1919"):                                            # 7.10
        assert HM.hexes[h]["chaco"]
    assert not HM.hexes["1918"]["chaco"] and not HM.hexes["1826"]["chaco"]
    assert HM.hexside("1918", "1919")["minor_river"] and HM.hexside("1825", "1826")["minor_river"]
    mg = sorted(h for h, r in HM.hexes.items() if r["edge"] == "matto_grosso")           # 8.2
    assert mg[0] == "2819" and mg[-1] == "3226" and all(len(HM.neighbours(h)) < 6 for h in mg)
    enclaves = {r["enclave"] for r in HM.hexes.values() if r["enclave"]}
    assert enclaves == {"northeast", "east"}                                              # 3.3
    assert HM.in_grid("1042") and not HM.in_grid("2818") and HM.nation("0101") is None


def test_hand_made_map():
    small = hexmap.HexMap({"hexes": {"0101": {"terrain": "marsh", "nation": "paraguay"},
                                     "0102": {"terrain": "clear", "nation": "paraguay"}},
                           "navigable_rivers": [], "minor_rivers": [{"hexsides": ["0101-0102"]}],
                           "roads": [], "railroad": None})
    assert small.neighbours("0101") == ["0102"] and small.hexside("0102", "0101")["minor_river"]
    assert small.hexes["0101"]["river"] is False and small.move_terrain("0101") == "marsh"
