// Every promise of the client resolves with an answer ({ok: true, ...} or {ok: false, error, message, rule}).
export const MAX_DEPTH = 40;   // the engine refuses deeper requests; the page refuses them before sending

// True when ``value`` nests no deeper than ``limit`` arrays/objects (checked without recursion).
export function shallowEnough(value, limit = MAX_DEPTH) {
  const todo = [[value, 1]];
  while (todo.length) {
    const [item, depth] = todo.pop();
    if (item && typeof item === "object") {
      if (depth > limit) return false;
      for (const v of Object.values(item)) todo.push([v, depth + 1]);
    }
  }
  return true;
}

// A message without its closing full stop (the pages add their own).
const bare = (message) => String(message ?? "").replace(/\.$/, "");

// Talks to the engine worker: one promise per request; the engine never blocks the page.
// boot: the page's #engine-boot JSON (the wheel, Pyodide's folder, the bytecode stdlib, the warm snapshot), its
// URLs relative to the page; they are resolved here, against the page, never against the worker's own URL.
export class EngineClient {
  constructor(wheelUrl, bootJson = document.getElementById("engine-boot")?.textContent) {
    this.pending = new Map();
    this.nextId = 1;
    this.worker = new Worker(new URL("./engine-worker.mjs", import.meta.url), { type: "module" });
    this.worker.onmessage = (event) => {
      const data = event.data || {};
      const waiter = this.pending.get(data.id);
      if (!waiter) {
        if (data.id === null) this.failAll(data);       // the worker could not read a message
        return;
      }
      this.pending.delete(data.id);
      waiter(data);
    };
    this.worker.onerror = (event) => {
      this.failAll({ ok: false, error: "worker_failed", message: event.message || "the engine worker failed" });
    };
    this.worker.onmessageerror = () => {
      this.failAll({ ok: false, error: "worker_failed", message: "an answer from the engine could not be read" });
    };
    this.ready = this.send({ type: "init", boot: bootInfo(wheelUrl, bootJson) }).then((answer) => {
      if (answer.ok) {
        document.body.dataset.engineStart = answer.start;
        document.body.dataset.engineTimings = JSON.stringify(answer.timings || {});
      }
      return answer;
    });
  }

  failAll(failure) {
    for (const waiter of this.pending.values()) waiter(failure);
    this.pending.clear();
  }

  send(message) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      try {
        this.worker.postMessage({ id, ...message });
      } catch (err) {
        this.pending.delete(id);
        resolve({ ok: false, error: "bad_request",
          message: `the request cannot be sent to the engine: ${err.message}` });
      }
    });
  }

  // Resolves with the engine's answer ({ok: true, ...} or {ok: false, error, message, rule}).
  async call(op, args = {}) {
    const loaded = await this.ready;
    if (!loaded.ok) return { ...loaded, message: `The rules engine did not load: ${bare(loaded.message)}` };
    const request = { op, ...args };
    if (!shallowEnough(request)) {
      return { ok: false, error: "bad_request", message: `this request nests deeper than ${MAX_DEPTH} levels`,
        rule: null };
    }
    return this.send({ type: "call", request });
  }

  // Keep the page's marks of what the computers changed with the kept game (engine-worker.mjs "marks").
  async keepMarks(game, marks) {
    const loaded = await this.ready;
    return loaded.ok ? this.send({ type: "marks", game, marks }) : loaded;
  }

  // Reopen a kept game in the worker (engine-worker.mjs "restore"): {game, role, saved?, legacy?}.
  async restore(args) {
    const loaded = await this.ready;
    if (!loaded.ok) return { ...loaded, message: `The rules engine did not load: ${bare(loaded.message)}` };
    if (!shallowEnough(args)) {
      return { ok: false, error: "bad_request", message: `this saved game nests deeper than ${MAX_DEPTH} levels`,
        rule: null };
    }
    return this.send({ type: "restore", ...args });
  }
}

// The page's word on the engine once it has answered: "Rules engine ready." on the status line and
// body[data-engine="ready"], or an empty status line, the reason through the page's own ``showError`` and
// body[data-engine="failed"] (the browser tests wait on that attribute). Returns whether the engine answered.
export const READY = "Rules engine ready.";     // the status line's usual words once the engine has answered

export function markEngine(status, answer, showError, failure = "did not load") {
  const ok = Boolean(answer.ok);
  status.textContent = ok ? READY : "";
  status.classList.toggle("is-ready", ok);
  if (!ok) showError(`The rules engine ${failure}: ${bare(answer.message)}.`);
  document.body.dataset.engine = ok ? "ready" : "failed";
  return ok;
}

export function bootInfo(wheelUrl, bootJson) {
  const here = window.location.href;
  const boot = bootJson ? JSON.parse(bootJson) : {};
  const abs = (url) => (url ? new URL(url, here).href : undefined);
  return { ...boot, wheel: abs(boot.wheel || wheelUrl),
           index: abs(boot.index || new URL("../../pyodide/", import.meta.url).href),
           stdlib: abs(boot.stdlib), snapshot: abs(boot.snapshot) };
}

// A sandbox record as the text of a link (#game=...): JSON in URL-safe base64 without padding.
export function encodeRecord(rec) {
  const bytes = new TextEncoder().encode(JSON.stringify(rec));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

// Seeds: whole numbers 0 … 2^53 − 1 (the engine checks again; this gives an instant, clear message).
export const MAX_SEED = 2n ** 53n - 1n;

export function checkSeed(text) {
  const value = (text ?? "").trim();
  if (value === "") return { error: "No seed given." };
  if (!/^-?[0-9]+$/.test(value)) return { error: `“${value.slice(0, 40)}” is not a whole number.` };
  if (value.startsWith("-")) return { error: "The seed cannot be negative." };
  if (value.length > 30 || BigInt(value) > MAX_SEED) {
    return { error: `That seed is too large: the largest is ${MAX_SEED}.` };
  }
  return { seed: Number(BigInt(value)) };
}

export function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

// A reading page (an example) needs the engine only for what its prebuilt files lack: ``start`` is called once the
// page has loaded and the browser is idle, a few seconds on, so the 20 MB or so never compete with reading, and
// never on a connection marked to save data (there only when the reader asks for something that needs it).
// Returns false when it will not be called.
export function whenIdle(start, { delay = 4000 } = {}) {
  if (navigator.connection && navigator.connection.saveData) return false;
  const idle = () => (window.requestIdleCallback
    ? window.requestIdleCallback(() => start(), { timeout: 10000 }) : start());
  const later = () => setTimeout(idle, delay);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
  return true;
}
