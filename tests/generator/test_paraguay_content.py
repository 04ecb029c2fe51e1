"""Paraguay's validator: broken content is refused with file, line and the rule it breaks."""

import shutil

import pytest
from content_kit import edit, line_of, problems

from generator import content

REAL = content.CONTENT_DIR / "paraguay"


@pytest.fixture
def tree(tmp_path):
    """A private copy of content/paraguay alone."""
    shutil.copytree(REAL, tmp_path / "content" / "paraguay")
    return tmp_path / "content"


def test_the_real_content_passes():
    assert "paraguay" in content.load(REAL.parent)


def test_map_constraints(tree):
    m = tree / "paraguay" / "map.yaml"
    edit(m, 'id: "1021", terrain: clear, nation: paraguay, chaco: true', 'id: "1021", terrain: clear, nation: paraguay')
    edit(m, "name: Angostura, fortress: true", "name: Angostura")
    edit(m, 'hexes: ["1826", "1925", "2025", "2026", "2027"]', 'hexes: ["1826", "1925", "2025", "2026"]')
    edit(m, "roads:\n", 'roads:\n  - {id: stray, hexes: ["2029", "2129"], provenance: reconstructed, basis: roads}\n')
    edit(m, "navigable_rivers:\n", 'navigable_rivers:\n  - {id: cut, hexes: ["1433", "1533"], provenance: '
                                   'reconstructed, basis: rivers}\n')
    edit(m, 'id: "1541", terrain: clear, nation: argentina', 'id: "1541", terrain: clear, nation: brazil')
    edit(m, '"1843", "1943"]', '"1843"]')
    found = problems(tree)
    at = lambda needle: f"{m}:{line_of(m, needle)}:"
    assert any(p.startswith(at('id: "1021"')) and "7.10" in p for p in found)
    assert any(p.startswith(at('id: "1827"')) and "3.4" in p for p in found)
    assert any(p.startswith(at("railroad:")) and "11.18" in p for p in found)
    assert any("2030 must be off every supply path" in p and "2029" in p for p in found)
    assert any("1433-1533" in p and "12.2" in p for p in found)
    assert any(p.startswith(at('id: "1541"')) and "argentina" in p for p in found)
    assert any(p.startswith(at('id: "1943"')) and "7.5" in p for p in found)


def test_tables_and_counters(tree):
    t, c = tree / "paraguay" / "tables.yaml", tree / "paraguay" / "counters.yaml"
    edit(t, '"1/11"]   # 5', '"1/10"]   # 5')
    edit(c, 'name: "R1", type: armed_raft, strength: [2, 1, 0]', 'name: "R1", type: armed_raft, strength: [2, 2, 0]')
    edit(c, 'name: "1GN", type: cavalry, size: XX, strength: [3, 2, 9], setup: "1335-7"',
         'name: "1GN", type: cavalry, size: XX, strength: [3, 2, 9], setup: "1335-6"')
    edit(c, "unit_counters: 273", "unit_counters: 274")
    found = problems(tree)
    assert any(p.startswith(f"{t}:") and "1/11" in p and "13.28" in p for p in found)
    assert any(p.startswith(f"{c}:") and "12.6" in p for p in found)
    assert any("'1335-7' holds 4" in p for p in found)
    assert any(p.startswith(f"{c}:{line_of(c, 'unit_counters')}:") and "273" in p for p in found)


def test_across_files(tree):
    c, r = tree / "paraguay" / "counters.yaml", tree / "paraguay" / "reinforcements.yaml"
    edit(c, 'name: "8C", type: infantry, size: II, strength: [3, 2, 6], setup: "V"',
         'name: "8C", type: infantry, size: II, strength: [3, 2, 6], setup: "VI"')
    found = problems(tree)
    turn_v, group_vi = line_of(r, '{turn: "V"'), line_of(r, '{id: "VI", kind')
    assert any(p.startswith(f"{r}:{turn_v}:") and "Turn V" in p for p in found)
    assert any(p.startswith(f"{r}:{group_vi}:") and "setup group 'VI'" in p for p in found)


def test_the_objectives_entry_hexes_and_replacement_towns_the_engine_reads(tree):
    m, r = tree / "paraguay" / "map.yaml", tree / "paraguay" / "reinforcements.yaml"
    edit(m, 'names: {"2622": "the town of Curupaity"}', 'names: {"2622": "the town of Curupaity", "2026": "the hill"}')
    edit(r, 'paraguayan_path: ["1432"]', 'paraguayan_path: ["1826"]')
    edit(r, 'paraguayan_towns: ["1826", "2026"]', 'paraguayan_towns: ["1826"]')
    found = problems(tree)
    assert any(p.startswith(f"{m}:") and "2026 is not an end-of-game VP hex" in p and "4.4" in p for p in found)
    assert any(p.startswith(f"{r}:") and "paraguayan_path entry is 1432 (10.7)" in p for p in found)
    assert any(p.startswith(f"{r}:") and "Cerro León (2026)" in p and "10.3" in p for p in found)


def test_the_allied_entry_hexes_the_engine_reads(tree):
    """9.2's Uruguayan and riverine entry hexes, which the engine now reads from the content, are held to the
    printed ones."""
    r = tree / "paraguay" / "reinforcements.yaml"
    edit(r, 'allied_riverine: ["1042"]', 'allied_riverine: ["1943"]')
    edit(r, 'uruguayan: ["2044"]', 'uruguayan: ["9999"]')
    found = problems(tree)
    assert any(p.startswith(f"{r}:") and "allied_riverine entry is 1042 (9.2)" in p for p in found)
    assert any(p.startswith(f"{r}:") and "uruguayan entry is 2044 (9.2)" in p for p in found)


def test_the_river_set_up_group_the_engine_reads(tree):
    """3.3's "1237 & South" hexes, which the engine reads from the one set-up group of kind river, are held to the
    Paraná from 1237 down to 1042, and no other group may be the river's."""
    r = tree / "paraguay" / "reinforcements.yaml"
    edit(r, '"1141", "1042"], count: 13', '"1141"], count: 13')
    edit(r, '{id: "Any Brazil", kind: nation', '{id: "Any Brazil", kind: river')
    found = problems(tree)
    south, brazil = line_of(r, '{id: "1237 & South"'), line_of(r, '{id: "Any Brazil"')
    assert any(p.startswith(f"{r}:{south}:") and "from 1237 down to 1042 (3.3)" in p for p in found), found
    assert any(p.startswith(f"{r}:{brazil}:") and "the one river setup group is 1237 & South" in p
               for p in found), found
