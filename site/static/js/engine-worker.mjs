// The rules engine in a module Web Worker: Pyodide (served from this site) + the engine wheel.
// Messages in:  {id, type: "init", boot} once, then {id, type: "call", request: {op, ...}}.
//   boot: absolute URLs {wheel, index (Pyodide's folder), stdlib?, snapshot?} and the snapshot's facts
//   {pyodide (version), heap (bytes), build_id}; the page resolves every URL against itself.
// Messages out (always, whatever fails): {id, ok: true, ...answer} or {id, ok: false, error, message, rule};
// init answers {start}:
//   "snapshot" (a warm memory snapshot made at build time was restored) or "fresh" (a normal start).
// The snapshot API is private to Pyodide: any mismatch or error falls back to a normal start.
// Autosave (engine-store.mjs): after every sandbox change the worker stores the whole record in IndexedDB, sealed
// with a non-extractable AES-GCM key, and answers {kept: {id, moves}} or {kept: {error}}; the page never receives
// the record itself.
//   {id, type: "restore", game, role, saved?|legacy?}: reopen the game kept under saved (a reload), the record of an
//   old localStorage save (legacy), or else this game's newest; answers as sandbox_new, plus
//   {restored: {seed, moves}, kept, marks}, or {ok: false, error: "unknown_save" | "nothing_kept" | "storage_off" |
//   ...}.
//   {id, type: "marks", game, marks}: keep the page's marks of what the computers changed ({moves, since, places,
//   gold}, only what the viewer's pictures drew) with this tab's kept game, until its next change; answers {ok, kept}.
// A computer seat's own view is never sent (issue 27): the engine answers with the hot seat's ("Whoever decides") and
// {refused_view: role}, and refuses a "why not" or a map aid asked as that seat (engine/sandbox.py).
import * as store from "./engine-store.mjs";

let bridge = null;
let loading = null;

// The bytes of ``url``, into ``into`` when given (an array of exactly the size the build recorded, filled as the
// bytes arrive); a ``.gz`` file is inflated here unless the host already did (Content-Encoding: gzip, which
// serve.py sends): the first two bytes tell which, so any host works and none inflates it twice.
async function bytes(url, what, into = null) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load ${what} (HTTP ${response.status})`);
  let body = response.body;
  if (url.endsWith(".gz") && typeof DecompressionStream === "function" && body) {
    const reader = body.getReader();
    const first = await reader.read();
    const gzip = !first.done && first.value.length >= 2 && first.value[0] === 0x1f && first.value[1] === 0x8b;
    let pending = first;
    body = new ReadableStream({
      async pull(controller) {
        const chunk = pending || await reader.read();
        pending = null;
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
    });
    if (gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
  }
  if (!into) return new Uint8Array(await new Response(body).arrayBuffer());
  const reader = body.getReader();
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.length > into.length) throw new Error(`${what} is larger than this build says`);
    into.set(value, at);
    at += value.length;
  }
  if (at !== into.length) throw new Error(`${what} is smaller than this build says`);
  return into;
}

function hex(view) {
  return [...view].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// Restore the snapshot; rejects on any mismatch (version, build id, size) so the caller starts normally.
// Nothing waits for the snapshot before it must: loadPyodide gets the array the snapshot is streaming into
// (its size is in the build's boot facts) and starts fetching, compiling and instantiating the WebAssembly at
// once; the snapshot is awaited and checked only when the module is ready to have it restored.
async function fromSnapshot(pyodideModule, boot, image, snapshot, factory, mark) {
  const { loadPyodide, version } = pyodideModule;
  if (version !== boot.pyodide) throw new Error(`snapshot made for Pyodide ${boot.pyodide}, this is ${version}`);
  return loadPyodide({
    indexURL: boot.index, stdLibURL: boot.stdlib, _loadSnapshot: image,
    createPyodideModule: async (settings) => {
      const create = await factory;
      mark("instantiating");
      const module = await create(settings);
      mark("instantiated");       // WebAssembly compiled and instantiated, the stdlib in place
      const snap = await snapshot;
      const header = new Uint32Array(snap.buffer, snap.byteOffset, 12);
      if (hex(snap.subarray(16, 48)) !== boot.build_id || snap.length - header[1] !== boot.heap) {
        throw new Error("the snapshot does not match this build");
      }
      // this Pyodide ignores INITIAL_MEMORY (pyodide#6254): grow the heap to the snapshot's size first
      if (module.HEAP8.length < boot.heap && typeof module.growMemory === "function") module.growMemory(boot.heap);
      for (let i = 0; i < 8 && module.HEAP8.length < boot.heap; i++) {     // else allocate until it has grown
        if (!module._malloc(boot.heap - module.HEAP8.length + (1 << 20))) break;
      }
      if (module.HEAP8.length < boot.heap) throw new Error("the heap is smaller than the snapshot");
      return module;
    },
  });
}

async function start(boot) {
  const t = { begin: performance.now() };
  const mark = (name) => { t[name] = Math.round(performance.now() - t.begin); };
  // everything at once: the snapshot (or, without one, the engine wheel), Pyodide's script and (through the
  // cache) its stdlib; the snapshot holds every engine module and game data already, so it needs no wheel
  const image = boot.snapshot && Number.isSafeInteger(boot.bytes) && boot.bytes > 0 ? new Uint8Array(boot.bytes) : null;
  const snapshot = image ? bytes(boot.snapshot, "the engine snapshot", image) : null;
  let wheel = snapshot ? null : bytes(boot.wheel, "the engine package");
  if (snapshot) snapshot.then(() => mark("snapshot_fetched"), () => {});
  if (boot.stdlib) fetch(boot.stdlib).then((r) => r.arrayBuffer()).catch(() => {});
  const factory = snapshot ? import(`${boot.index}pyodide.asm.mjs`).then((m) => m.default) : null;
  if (factory) factory.catch(() => {});
  const pyodideModule = await import(`${boot.index}pyodide.mjs`);
  mark("pyodide_imported");
  let pyodide = null;
  let how = "fresh";
  let why = "";
  if (snapshot) {
    try {
      pyodide = await fromSnapshot(pyodideModule, boot, image, snapshot, factory, mark);
      how = "snapshot";
    } catch (err) {
      why = String(err && err.message || err);
      console.warn(`engine: normal start (the snapshot could not be used: ${why})`);
    }
  }
  if (!pyodide) {
    wheel = wheel || bytes(boot.wheel, "the engine package");
    const opts = { indexURL: boot.index };
    if (boot.stdlib) opts.stdLibURL = boot.stdlib;
    pyodide = await pyodideModule.loadPyodide(opts);
  }
  mark("python_started");
  if (how === "fresh") {
    const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
    pyodide.unpackArchive(await wheel, "wheel", { extractDir: site });
    mark("wheel_unpacked");
  }
  bridge = pyodide.pyimport("engine.bridge");
  mark("bridge_imported");
  delete t.begin;
  return { start: how, why, timings: t };
}

function failure(error, err) {
  return { ok: false, error, message: String((err && err.message) || err || "unknown error"), rule: null };
}

const CHANGES = new Set(["sandbox_new", "sandbox_act", "sandbox_random", "sandbox_next_card", "sandbox_go_on",
  "sandbox_undo", "sandbox_bot", "sandbox_seats", "sandbox_pause"]);
let slot = null;           // {game, id}: where this tab's game is kept

function ask(request) {
  return JSON.parse(bridge.handle(JSON.stringify(request)));
}

// This tab's id for ``game``: the one given when no other tab holds it, else a new one.
async function useSlot(game, id) {
  if (!(id && await store.claim(id))) {
    id = store.newId();
    await store.claim(id);
  }
  slot = { game, id };
}

// Store the sandbox's whole game in this tab's entry: {id, moves} or {error} (the page says play goes on).
async function keepGame(game) {
  const whole = ask({ op: "sandbox_export" });
  if (!whole.ok) return { error: whole.message };
  try {
    if (!slot || slot.game !== game) await useSlot(game, null);
    await store.keep(slot.id, game, { game, ...whole.record });
    return { id: slot.id, moves: whole.record.moves.length };
  } catch (err) {
    return { error: store.why(err) };
  }
}

async function restore(data) {
  const game = String(data.game);
  let entry = null;
  if (data.legacy !== undefined) {
    entry = { id: null, game, format: store.FORMAT, record: data.legacy };
  } else {
    try {
      entry = data.saved ? await store.find(String(data.saved)) : await store.latest(game);
    } catch (err) {
      return { ok: false, error: "storage_off", message: store.why(err), rule: null };
    }
    if (!entry || entry.game !== game) {
      return data.saved
        ? { ok: false, error: "unknown_save", message: "this browser keeps no game under that address", rule: null }
        : { ok: false, error: "nothing_kept", message: "no game is kept in this browser", rule: null };
    }
    if (entry.format === "unreadable") {       // sealed under a key this browser no longer has: never offered again
      store.remove(entry.id).catch(() => {});
      return { ok: false, error: "bad_record",
        message: "it can no longer be read in this browser (the key it was sealed with is gone)", rule: null };
    }
    if (entry.format !== store.FORMAT) {
      return { ok: false, error: "bad_record",
        message: `it was kept in another format (${String(entry.format).slice(0, 10)})`, rule: null };
    }
  }
  const answer = ask({ op: "sandbox_new", game, record: entry.record, role: data.role ?? null });
  if (!answer.ok) {
    if (entry.id) store.remove(entry.id).catch(() => {});      // it can never replay: do not offer it again
    return answer;
  }
  await useSlot(game, entry.id);
  const rec = entry.record;
  // a hidden seed stays in the worker: it fixes every hidden card and die roll to come
  const restored = { seed: rec.hidden_seed ? null : rec.seed, moves: rec.moves.length };
  return { ...answer, restored, kept: await keepGame(game), marks: entry.marks || null };
}

// The page's marks beside this tab's kept game (store.mark); nothing kept yet: nothing to put them with.
async function keepMarks(data) {
  if (!slot || slot.game !== String(data.game)) return { ok: true, kept: false };
  try {
    return { ok: true, kept: await store.mark(slot.id, slot.game, data.marks) };
  } catch (err) {
    return { ok: true, kept: false, error: store.why(err) };     // a reload then shows the board without them
  }
}

// Every message gets an answer, whatever goes wrong (a bug in the engine, a request that is not JSON-able).
async function answer(data) {
  if (data.type === "init") {
    loading = loading || start(data.boot);
    try {
      return { ok: true, ...(await loading) };
    } catch (err) {
      return failure("engine_load_failed", err);
    }
  }
  if (data.type === "restore") {
    if (!bridge) return failure("engine_not_ready", "the engine has not loaded");
    return restore(data);
  }
  if (data.type === "marks") return keepMarks(data);
  if (data.type !== "call") return failure("bad_request", `unknown message type ${String(data.type).slice(0, 40)}`);
  if (!bridge) return failure("engine_not_ready", "the engine has not loaded");
  let text;
  try {
    text = JSON.stringify(data.request);
  } catch (err) {
    return failure("bad_request", `the request cannot be sent to the engine: ${err.message}`);
  }
  let out;
  try {
    out = JSON.parse(bridge.handle(text));
  } catch (err) {
    return failure("internal", `the engine failed: ${err.message}`);
  }
  if (out.ok && CHANGES.has(data.request.op)) out.kept = await keepGame(String(data.request.game));
  return out;
}

// One message at a time, in order: a save never overtakes the move after it.
let queue = Promise.resolve();
self.onmessage = (event) => {
  const data = event.data && typeof event.data === "object" ? event.data : {};
  queue = queue.then(async () => {
    let out;
    try {
      out = await answer(data);
    } catch (err) {
      out = failure("internal", err);
    }
    self.postMessage({ ...out, id: data.id });
  });
};

self.onmessageerror = () => {
  self.postMessage({ id: null, ok: false, error: "bad_request", message: "a message could not be read", rule: null });
};
