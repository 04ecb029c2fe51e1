// Build-time work inside Pyodide under Node (the browser's own Python 3.14), called by generator/snapshot.py:
//   node generator/pyodide_tool.mjs stdlib OUT.zip
//       the standard library as bytecode compiled by this Pyodide (unchecked-hash .pyc, no .py)
//   node generator/pyodide_tool.mjs snapshot STDLIB.zip WHEEL OUT_DIR GAMES
//       start Pyodide on that stdlib, install the engine wheel, compile the engine to bytecode (OUT_DIR/pyc/),
//       import the engine's shared modules and those of GAMES (comma-separated: one game, for its pages),
//       warm one call of each kind those pages make, and save a memory snapshot (OUT_DIR/snapshot.bin) with
//       OUT_DIR/snapshot.json ({pyodide, python, heap, build_id, warmed}). A restored snapshot has no engine
//       files: it answers for GAMES only.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadPyodide, version } from "pyodide";

const [cmd, ...args] = process.argv.slice(2);
const quiet = { stdout: () => {}, stderr: (s) => process.stderr.write(`${s}\n`) };

// Compile every .py of a zip to unchecked-hash bytecode (names as Python sees them inside the zip).
const COMPILE_ZIP = `
import importlib._bootstrap_external as bx, importlib.util, zipfile
def compile_zip(src, out, prefix):
    kept = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info.filename)
            name = info.filename
            if name.endswith(".py"):
                try:
                    code = compile(data, prefix + name, "exec", dont_inherit=True)
                except SyntaxError:
                    kept += 1           # a file that is not valid 3.14 (test data) stays as source
                else:
                    data = bx._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                    name += "c"
            out_info = zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0))
            out_info.compress_type = zipfile.ZIP_DEFLATED
            out_info.external_attr = info.external_attr
            zout.writestr(out_info, data)
    return kept
`;

async function stdlib(out) {
  const py = await loadPyodide(quiet);
  const [major, minor] = py.runPython("import sys; sys.version_info[:2]").toJs();
  py.runPython(COMPILE_ZIP);
  const src = `/lib/python${major}${minor}.zip`;
  py.runPython(`compile_zip(${JSON.stringify(src)}, "/tmp/stdlib.zip", ${JSON.stringify(src + "/")})`);
  writeFileSync(out, py.FS.readFile("/tmp/stdlib.zip"));
}

// One call of each kind the pages make, for every game, so no first call pays for lazy imports.
const WARM = `
import gc, json
import engine
from engine import bridge
for gid in engine.game_ids():      # every game registered, as before the registry became lazy: a restored engine
    engine.get_game(gid)           # has no wheel files to import one from, and the bridge lists them all

def ask(**req):
    answer = json.loads(bridge.handle(json.dumps(req)))
    if not answer["ok"]:
        raise RuntimeError(f"warm-up call {req['op']} failed: {answer}")
    return answer

warmed, failed = [], {}

def warm(gid):
    game = engine.get_game(gid)
    options = {"players": game.player_counts[len(game.player_counts) // 2]} if getattr(game, "player_counts", None) else None
    if hasattr(game, "setup_sheet"):
        ask(op="sheet", game=gid, seed=7, **({"players": options["players"]} if options else {}))
        players = {"players": options["players"]} if options else {}
        ask(op="packet", game=gid, event_seed=7, tables=2, **players)
        ask(op="packet", game=gid, event_seed=7, tables=2, full=True, pictures=True, **players)
    state = ask(op="setup", game=gid, seed=7, options=options)["state"]
    ask(op="view", state=state)
    role = game.active_roles(state)[0]
    act = game.actions(state, role)[0]
    ask(op="apply", state=state, role=role, verb=act["verb"], arg=act["arg"])
    ask(op="replay", game=gid, record={"seed": 7, "options": options, "moves": [{"role": role, "verb": act["verb"], "arg": act["arg"]}]})
    examples = engine.content.load(gid).get("examples", [])
    if examples:
        small = min(examples, key=lambda ex: sum(len(s["moves"]) for s in ex["steps"]))
        ask(op="example", game=gid, id=small["id"])
        ask(op="example_move", game=gid, id=small["id"], step=1, move=1)
        ask(op="sandbox_new", game=gid, record={"kind": "example", "example": small["id"], "step": 1, "moves": []})
    ask(op="sandbox_new", game=gid, seed=7, options=options, role=None)
    ask(op="sandbox_view", role=role)
    ask(op="sandbox_view", role="acting")
    ask(op="sandbox_act", role=role, verb=act["verb"], arg=act["arg"])
    ask(op="sandbox_why_not", role=role, target=act["verb"])
    ask(op="sandbox_aid", role=role)
    ask(op="sandbox_random")
    ask(op="sandbox_bot", role="acting", level="steady")
    ask(op="sandbox_go_on", role="acting")
    # the call's code is what is warmed, not a long random run: thousands of moves kept for undo would grow
    # the heap, and every page would download that garbage in the snapshot (Paraguay's turn: 36 -> 62 MB)
    played = bridge.SANDBOX["game"]
    played.milestone_moves = 3
    try:
        ask(op="sandbox_next_card")
    finally:
        del played.milestone_moves

# every shared engine module and these games' modules and data in memory: a restored engine needs no files
import importlib, pkgutil
for info in pkgutil.walk_packages(engine.__path__, "engine."):
    if info.name.startswith("engine.games.") and info.name.split(".")[2] not in WARM_GAMES:
        continue
    try:
        importlib.import_module(info.name)
    except Exception as err:
        failed[info.name] = f"{type(err).__name__}: {err}"
for gid in WARM_GAMES:
    engine.content.load(gid)
for gid in WARM_GAMES:
    try:
        warm(gid)
        warmed.append(gid)
    except Exception as err:          # a game still being written: the others are warmed all the same
        failed[gid] = f"{type(err).__name__}: {err}"
bridge.EXAMPLES.clear()
bridge.SANDBOX.clear()
gc.collect()
json.dumps({"warmed": warmed, "failed": failed})
`;

async function snapshot(stdlibZip, wheel, outDir, games) {
  mkdirSync(path.join(outDir, "pyc"), { recursive: true });
  const py = await loadPyodide({ ...quiet, _makeSnapshot: true, stdLibURL: path.resolve(stdlibZip) });
  const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  py.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
  // the engine as bytecode, written where Python looks (__pycache__) and handed back for the wheel
  const compiled = JSON.parse(py.runPython(`
import importlib._bootstrap_external as bx, importlib.util, json, os, pathlib
root = pathlib.Path(${JSON.stringify(site)})
done = []
for src in sorted((root / "engine").rglob("*.py")):
    data = src.read_bytes()
    code = compile(data, str(src), "exec", dont_inherit=True)
    pyc = pathlib.Path(importlib.util.cache_from_source(str(src)))
    pyc.parent.mkdir(exist_ok=True)
    pyc.write_bytes(bx._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
    done.append(str(pyc.relative_to(root)))
json.dumps(done)
`));
  for (const rel of compiled) {
    const target = path.join(outDir, "pyc", rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, py.FS.readFile(`${site}/${rel}`));
  }
  py.globals.set("WARM_GAMES", py.toPy(games.split(",").filter(Boolean)));
  const { warmed, failed } = JSON.parse(py.runPython(WARM));
  const python = py.runPython("import sys; sys.version.split()[0]");
  const snap = py.makeMemorySnapshot();
  const header = new Uint32Array(snap.buffer, snap.byteOffset, 12);
  const buildId = Buffer.from(snap.buffer, snap.byteOffset + 16, 32).toString("hex");
  writeFileSync(path.join(outDir, "snapshot.bin"), snap);
  writeFileSync(path.join(outDir, "snapshot.json"), JSON.stringify({
    pyodide: version, python, bytes: snap.length, heap: snap.length - header[1], build_id: buildId,
    warmed, failed, pyc: compiled,
  }));
}

if (cmd === "stdlib" && args.length === 1) await stdlib(args[0]);
else if (cmd === "snapshot" && args.length === 4) await snapshot(...args);
else {
  console.error("usage: node generator/pyodide_tool.mjs stdlib OUT.zip | snapshot STDLIB.zip WHEEL OUT_DIR GAMES");
  process.exit(2);
}
