import { readFileSync } from "node:fs";
const boot = JSON.parse(readFileSync("/tmp/inst/boot.json", "utf8"));
const factory = (await import("pyodide/pyodide.asm.mjs")).default;
import { loadPyodide } from "pyodide";
await loadPyodide({ stdLibURL: "dist/" + boot.stdlib.replace(/^(\.\.\/)+/, ""), _loadSnapshot: new Uint8Array(16), createPyodideModule: async (s) => {
  const m = await factory(s);
  console.log("before", m.HEAP8.length, "want", boot.heap, "wasmMemory" in m, typeof m.growMemory, typeof m._emscripten_resize_heap);
  const p = m._malloc(boot.heap - m.HEAP8.length + (1 << 20));
  console.log("malloc", p, "after", m.HEAP8.length);
  const q = m._malloc(1 << 20);
  console.log("malloc2", q, "after", m.HEAP8.length);
  process.exit(0);
}});
