// Benchmark: the computer opponents' decision time inside Pyodide under Node (the browser's Python).
// Usage: node bench/pyodide_bots.mjs [games=1] [game=uruguay] [seats=strong,steady] [players]
// (after ./build.sh build, which makes the engine wheel). Prints the arena's --json object: decision_ms per kind.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const games = Number(process.argv[2] || 1);
const game = process.argv[3] || "uruguay";
const seats = process.argv[4] || "strong,steady";
const players = Number(process.argv[5] || 0);
if (!/^[a-z]+$/.test(game) || !/^[a-z,]+$/.test(seats) || !Number.isInteger(players) || !Number.isInteger(games)) {
  throw new Error("usage: pyodide_bots.mjs [games] [game] [seats] [players]");
}
const dir = path.join(root, "dist", "assets", "engine");
const wheel = readdirSync(dir).find((f) => f.endsWith(".whl"));
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(path.join(dir, wheel))), "wheel", {
  extractDir: pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']"),
});
const out = pyodide.runPython(`
import json, sys
from engine import arena
out = arena.run("${game}", "${seats}".split(","), ${games}, 1, ${players} or None)
out["python"] = sys.version.split()[0]
json.dumps(out)
`);
console.log(out);
