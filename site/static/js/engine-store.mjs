// The sandbox's autosave, used only inside the engine worker: whole records (every secret) in IndexedDB.
// One entry per tab's game: {id, game, format, record, moves, updated}. A tab holds a Web Lock on its entry's
// id while its worker lives, so a second tab (or a duplicated one) that reopens the same game writes a copy
// under a new id instead of fighting over one entry. Without Web Locks (not a secure context) tabs share ids.
export const FORMAT = 2;           // the shape of an entry; the page's old localStorage saves were format 1
const DB_NAME = "tablero-sandbox";
const STORE = "games";
const KEEP = 12;                   // entries kept per game: the newest; older ones are deleted as new ones come

let opening = null;

function db() {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      const req = self.indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error || new Error("the browser refused to open its storage"));
      req.onblocked = () => reject(new Error("another tab holds an older version of the storage open"));
    });
    opening.catch(() => { opening = null; });
  }
  return opening;
}

// Run ``work(store)`` in one transaction; resolves with what ``work`` set as the result once it has committed.
async function transact(mode, work) {
  const base = await db();
  return new Promise((resolve, reject) => {
    const tx = base.transaction(STORE, mode);
    const box = { value: undefined };
    tx.oncomplete = () => resolve(box.value);
    tx.onerror = () => reject(tx.error || new Error("the browser's storage refused the change"));
    tx.onabort = () => reject(tx.error || new Error("the browser's storage refused the change (is it full?)"));
    work(tx.objectStore(STORE), box);
  });
}

function all(store, box, then) {
  const req = store.getAll();
  req.onsuccess = () => then(req.result || [], box);
}

// A reason the page can show: why storage failed, in a few words.
export function why(err) {
  const name = err && err.name;
  if (name === "QuotaExceededError") return "this browser's storage is full";
  if (name === "SecurityError" || name === "InvalidStateError") return "this browser's storage is switched off";
  return `this browser's storage failed (${String((err && err.message) || err || "unknown").slice(0, 120)})`;
}

export function newId() {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const held = new Set();

// Hold the lock on ``id`` for as long as this worker lives; false when another tab holds it already.
export async function claim(id) {
  if (held.has(id)) return true;
  const locks = self.navigator && self.navigator.locks;
  if (!locks) return true;
  const got = await new Promise((resolve) => {
    locks.request(`tablero-sandbox-${id}`, { ifAvailable: true }, (lock) => {
      resolve(Boolean(lock));
      return lock ? new Promise(() => {}) : undefined;     // never settles: held until the worker ends
    }).catch(() => resolve(true));
  });
  if (got) held.add(id);
  return got;
}

// Store a whole record under ``id``; then delete this game's entries beyond the newest KEEP.
export function keep(id, game, record) {
  const entry = { id, game, format: FORMAT, record, moves: record.moves.length, updated: Date.now() };
  return transact("readwrite", (store, box) => {
    store.put(entry);
    all(store, box, (entries) => {
      const mine = entries.filter((e) => e.game === game && e.id !== id).sort((a, b) => b.updated - a.updated);
      for (const old of mine.slice(KEEP - 1)) store.delete(old.id);
    });
  });
}

// The entry stored under ``id`` (null when this browser has none).
export function find(id) {
  return transact("readonly", (store, box) => {
    const req = store.get(id);
    req.onsuccess = () => { box.value = req.result || null; };
  });
}

// The newest entry of ``game`` (null when this browser has none).
export function latest(game) {
  return transact("readonly", (store, box) => {
    all(store, box, (entries) => {
      const mine = entries.filter((e) => e.game === game).sort((a, b) => b.updated - a.updated);
      box.value = mine[0] || null;
    });
  });
}

export function remove(id) {
  return transact("readwrite", (store) => store.delete(id));
}
