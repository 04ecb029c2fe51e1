"""Paraguay's tables as the player aids and the rules reference print them, built from the content files
(tables.yaml, reinforcements.yaml), never typed twice.

Each table is ``{"caption", "rule", "head", "rows", "marked", "cls"}``; a row is a list of cells, a cell either
text or ``{"t": text, "c": css class}`` (class ``printed`` marks a value the rulebook itself prints, in a table
that is otherwise reconstructed). The aid template ``learn/_aid_blocks.html`` sets them.
"""

NATION = {"argentina": "Arg.", "brazil": "Bra.", "uruguay": "Uru."}
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")


def _signed(n):
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")


def crt(t):
    """The Combat Results Table: one row per modified roll, one column per odds (13.28)."""
    c = t["crt"]
    printed = {(p["column"], p["roll"]) for p in c.get("printed", [])}
    rows = []
    for i, row in enumerate(c["rows"]):
        roll = c["roll_min"] + i
        rows.append([{"t": str(roll), "c": "key"}] + [
            {"t": cell, "c": "printed" if (col, roll) in printed else ""} for col, cell in zip(c["columns"], row)])
    return {"caption": "Combat Results Table: attacker / defender losses in units", "rule": "13.28",
            "head": ["Roll"] + list(c["columns"]), "rows": rows, "cls": "crt",
            "marked": f"Reconstructed (13.28): only the framed cell, {next(iter(c.get('printed', [])), {}).get('result', '')} "
                      f"at 6:1 on a 5, is printed in the rulebook. Modified rolls below {c['roll_min']} read "
                      f"{c['roll_min']}, above {c['roll_max']} read {c['roll_max']}."}


def attrition(t):
    """The Attrition Table: one row per modified roll, one column per number of units in the hex (7.2)."""
    a = t["attrition"]
    printed = {(p["units"], p["roll"]) for p in a.get("printed", [])}
    rows = []
    for i, row in enumerate(a["rows"]):
        roll = a["roll_min"] + i
        rows.append([{"t": str(roll), "c": "key"}] + [
            {"t": str(v), "c": "printed" if (n + 1, roll) in printed else ("zero" if v == 0 else "")}
            for n, v in enumerate(row)])
    return {"caption": "Attrition Table: units lost, by units in the hex (columns) and modified roll (rows)",
            "rule": "7.2", "head": ["Roll"] + [str(n) for n in range(1, a["max_units"] + 1)], "rows": rows,
            "cls": "attrition", "slides": True,           # 26 columns: wider than a phone, where it slides
            "marked": f"Reconstructed (7.2): only the framed cell, 17 units on a 5 losing 7, is printed in the "
                      f"rulebook. Modified rolls run {a['roll_min']} to {a['roll_max']} (7.3)."}


def run_the_guns(t):
    """Ships an Allied attack on a fortress loses first, by the unmodified roll (13.18)."""
    losses = t["run_the_guns"]["losses"]
    return {"caption": "Run the Guns Table: Allied vessels lost before the odds", "rule": "13.18",
            "head": ["Roll"] + [str(n) for n in range(len(losses))],
            "rows": [[{"t": "Lost (13.18)", "c": "key"}] + [str(n) for n in losses]], "cls": "guns",
            # the row heads' column as wide as "Lost (13.18)" on one line; the rolls share the rest alike
            "widths": [100 - 7 * len(losses)] + [7] * len(losses),
            "marked": "Reconstructed (13.18): no value printed in the rulebook."}


def terrain(t):
    """Terrain effects on movement, combat and attrition, one row per feature (11.9-11.19, 13.14-13.22, 7.7)."""
    from engine.games.paraguay.attrition import TERRAIN_DRM      # the engine's own attrition DRMs (7.7)
    c = t["terrain_costs"]
    e, river = c["enter"], c["minor_river"]
    fort = t["fortress_drm"]["hexes"]
    worst, least = min(fort.values()), max(fort.values())
    rows = [
        ["Clear", str(e["clear"]), "—", "—", "11.10"],
        ["Rough", str(e["rough"]), "−1", _signed(TERRAIN_DRM["rough"]), "11.11 · 13.14 · 7.7"],
        ["Forest", str(e["forest"]), "−1", _signed(TERRAIN_DRM["forest"]), "11.12 · 13.14 · 7.7"],
        ["Marsh (swamp)", str(e["marsh"]), "−1", _signed(TERRAIN_DRM["marsh"]), "11.13 · 13.14 · 7.7"],
        ["Navigable river hex", f"{e['river']} on foot; riverine {c['riverine']['enter']} "
         f"(Allied in Paraguay {c['riverine']['allied_in_paraguay']})", "−1 (no fortress)", "—", "11.14 · 12.3 · 13.22"],
        ["Minor river hexside", f"+{river['early']} early / +{river['late']} late year", "−1 per attacker across",
         "—", "11.15 · 13.21"],
        ["Road hex to road hex", f"{c['road']} (no river extra)", "—", "—", "11.17"],
        ["Railroad 1826–2027", f"road; Paraguay {c['railroad_free']} until the Allies enter it", "—", "—", "11.18"],
        ["Chaco", "as the terrain", "—", "−3 more", "7.10"],
        ["Town, border", "no effect", "—", "—", "11.16 · 11.21"],
        ["Fortress hex", "as the terrain", f"Allied attack {_signed(worst)} to {_signed(least)}",
         "+3 Paraguayans in or next to it", "13.16 · 7.8"],
        ["Embark on a vessel", f"{c['embark']} from the ground unit; landing free", "—", "—", "12.4"],
    ]
    return {"caption": "Terrain effects: MP to enter, attacker's DRM when the defender is there, attrition DRM",
            "rule": "11.9", "head": ["Feature", "Movement (MP)", "Combat DRM", "Attrition DRM", "Rules"],
            "rows": rows, "cls": "terrain", "widths": [19, 27, 20, 18, 16],
            "marked": "The movement column is Tablero's Terrain Movement Costs Table, rebuilt from 11.10–11.19 and "
                      "12.3 (the rulebook does not print it); every value is stated in those rules."}


def fortresses(t):
    """The five fortresses and the Allied DRM against each (13.16)."""
    names = {"1432": "Humaitá", "1827": "Angostura", "1433": "Curupayty", "1434": "Itapirú", "2534": "Itapúa"}
    hexes = t["fortress_drm"]["hexes"]
    return {"caption": "Fortresses: DRM on an Allied attack", "rule": "13.16", "head": ["Fortress", "Hex", "DRM", "Rule"],
            "rows": [[names.get(h, h), h, _signed(v), "13.16"] for h, v in sorted(hexes.items(), key=lambda kv: kv[1])],
            "cls": "forts", "marked": ""}


def turn_record(r):
    """The Turn Record Track with the Allied reinforcements and what else each turn brings (5.2, 9.1, 8.2, 10.3)."""
    sched = {s["turn"]: s for s in r["schedule"]}
    first_rep = r["replacements"]["first_turn"]
    steps = r["replacements"]["steps"]
    rows = []
    for turn in r["turns"]:
        tid = turn["id"]
        s = sched.get(tid, {})
        arrivals = ", ".join(f"{NATION[n]} {s[n]}" for n in ("argentina", "brazil", "uruguay") if s.get(n))
        total = sum(v for k, v in s.items() if k != "turn")
        notes = []
        if tid == "I":
            notes.append("MF halved (round up); no attrition or replacements (5.3)")
        if turn["number"] == ROMAN.index(first_rep) + 1:
            notes.append("attrition (7.1) and replacements (10.3) begin")
        if tid == "II":
            notes.append("Mendoza rolls until it happens (8.3); Uruguayans at 2044 (9.2)")
        if tid == "V":
            notes.append("Matto Grosso (8.2)")
        if tid == "IX":
            notes.append("last turn: count VP (4.3)")
        if not notes:
            notes.append("reinforcements enter in the Allied movement phase (9.2)" if total
                         else "attrition and replacements as every turn (7.1, 10.3)")
        # "April–June 1865" as "Apr–Jun 1865": each month shortened, the range's en dash kept
        dates = " ".join(w[:3] if w[:3] in MONTHS else w for w in turn["dates"].replace("\u2013", " \u2013 ").split())
        rows.append([{"t": tid, "c": "key"}, dates.replace(" \u2013 ", "\u2013"), "late" if turn["season"] == "late" else "early",
                     (f"{arrivals} = {total}" if arrivals.count(",") else arrivals) if total else "—", "; ".join(notes)])
    rep = ", ".join(f"{NATION.get(n, 'Par.')} {v}" for n, v in steps.items())
    return {"caption": "Turn Record Track: Allied reinforcements and what each turn adds", "rule": "5.2",
            "head": ["Turn", "Dates", "Season", "Allied reinforcements (units)", "Also this turn"],
            "rows": rows, "cls": "turns", "widths": [6, 12, 8, 26, 48],
            "marked": f"Dates reconstructed from 1.2 and 4.1. Replacement steps a turn from Turn {first_rep}: {rep} (10.3)."}


def pieces(files):
    """One counter of each colour the rules name (2.6), drawn by the board's own counter code, over its words."""
    from engine.games.paraguay import counters_svg, setup
    units = files["counters"].get("units", [])
    row, words = [], []
    for nation, kind, text in counters_svg.COUNTER_WORDS:
        rec = next((u for u in units if u["nation"] == nation and counters_svg._kind(u) == kind
                    and u["type"] not in ("fortress", "supply")), None)
        if rec is None:
            continue
        unit = setup.new_unit(rec)
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 34 34" width="12mm" height="12mm" role="img" '
               f'aria-label="{counters_svg._attr(text)}">{counters_svg.counter(unit, 0, 0, 32)}</svg>')
        row.append({"svg": svg, "c": "piece"})
        words.append({"t": f"{text.split(' (')[0]}: {counters_svg.TYPE_WORDS.get(unit['type'], unit['type'])} "
                           f"{unit['name']} (2.6)", "c": "piece-words"})
    return {"caption": "The counters as the board draws them: colour by nation and kind (2.6)", "rule": "2.6",
            "head": ["Counter"] + [""] * (len(row) - 1), "rows": [row, words], "cls": "pieces",
            "slides": True,                                 # a column a counter, each under its words on one line
            "marked": "Each counter: name and size at the top, the unit-type box, then attack-defense-movement (2.7–2.11)."}


def aid_tables(files):
    """Every table the aids and the reference may print, by name."""
    t, r = files["tables"], files["reinforcements"]
    return {"crt": crt(t), "attrition": attrition(t), "run_the_guns": run_the_guns(t), "terrain": terrain(t),
            "fortresses": fortresses(t), "turn_record": turn_record(r), "pieces": pieces(files)}
