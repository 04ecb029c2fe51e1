import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";
const boot = JSON.parse(readFileSync(process.argv[2], "utf8"));
const snap = new Uint8Array(gunzipSync(readFileSync("dist/" + boot.snapshot.replace(/^(\.\.\/)+/, ""))));
const stdlib = "dist/" + boot.stdlib.replace(/^(\.\.\/)+/, "");
const wheel = new Uint8Array(readFileSync("dist/assets/engine/tablero_engine-0.1.0-py3-none-any.whl"));
const factory = (await import("pyodide/pyodide.asm.mjs")).default;
let t = performance.now();
const lap = (s) => { const n = performance.now(); console.log(s, Math.round(n - t)); t = n; };
const py = await loadPyodide({ stdLibURL: stdlib, _loadSnapshot: snap, createPyodideModule: async (s) => { const m = await factory(s); m._malloc(boot.heap - m.HEAP8.length + (1<<20)); return m; } });
lap("restored");
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
lap("site");
py.runPython("import sys; before = set(sys.modules)");
if (process.argv[3] === "zip") {
  py.globals.set("wheel_bytes", py.toPy(wheel));
  py.runPython(`import io, zipfile; zipfile.ZipFile(io.BytesIO(wheel_bytes.tobytes() if hasattr(wheel_bytes,'tobytes') else bytes(wheel_bytes))).extractall(${JSON.stringify(site)})`);
} else {
  py.unpackArchive(wheel, "wheel", { extractDir: site });
}
lap("unpacked");
console.log(py.runPython("sorted(set(sys.modules) - before)").toJs().join(" "));
py.runPython("import importlib; importlib.invalidate_caches()");
lap("invalidate");
const b = py.pyimport("engine.bridge");
lap("bridge");
console.log(b.handle(JSON.stringify({op: "sheet", game: "uruguay", seed: 42})).length);
lap("sheet");
