import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";
const boot = JSON.parse(readFileSync("/tmp/inst/boot.json", "utf8"));
const stdlib = "dist/" + boot.stdlib.replace(/^(\.\.\/)+/, "");
const factory = (await import("pyodide/pyodide.asm.mjs")).default;
const opts = { stdLibURL: stdlib };
if (process.argv[2] === "snap") {
  opts._loadSnapshot = new Uint8Array(gunzipSync(readFileSync("dist/" + boot.snapshot.replace(/^(\.\.\/)+/, ""))));
  opts.createPyodideModule = async (s) => { const m = await factory(s); m._malloc(boot.heap - m.HEAP8.length + (1<<20)); return m; };
}
const py = await loadPyodide(opts);
const code = "import time\nt=time.perf_counter()\nx=sum(i*i for i in range(300000))\nround((time.perf_counter()-t)*1000)";
for (let i = 0; i < 6; i++) console.log(process.argv[2] || "fresh", py.runPython(code));
console.log(py.runPython("import sys, gc; (sys.flags.dev_mode, gc.isenabled(), gc.get_threshold(), gc.get_count(), sys._is_gil_enabled() if hasattr(sys,'_is_gil_enabled') else None, sys.getswitchinterval())").toString());
