// The sandbox's saved games as the page meets them: a #game= link, a file or an old localStorage save, read and
// checked for shape here (the engine checks the rest), and the two exports of the whole game (a file, a link).
import { MAX_DEPTH, encodeRecord, shallowEnough } from "./engine-client.mjs";

export const MAX_LINK = 2_000_000;                               // characters of a #game= link or a saved file
const OLD_SAVE_VERSION = 1;

// Readers of a saved game of ``game`` (``title``: its name in messages).
export function savedGames({ game, title }) {
  const OLD_SAVE_KEY = `tablero-sandbox-${game}`;     // the previous build kept the whole record in localStorage

  // A saved game from a link or a file: {record} or {error} (a message for the page); the engine checks the rest.
  function readRecord(text, from) {
    if (text.length > MAX_LINK) return { error: `The game in this ${from} is too large to open.` };
    let rec;
    try {
      rec = JSON.parse(text);
    } catch {
      return { error: `The game in this ${from} is damaged and cannot be read (it is not JSON). `
        + "Start a new game below." };
    }
    if (!shallowEnough(rec, MAX_DEPTH - 1)) {
      return { error: `The game in this ${from} nests deeper than ${MAX_DEPTH} levels: `
        + `it is not a saved ${title} game.` };
    }
    if (rec === null || typeof rec !== "object" || Array.isArray(rec)) {
      const held = Array.isArray(rec) ? "a list" : rec === null ? "null" : `a ${typeof rec}`;
      return { error: `The ${from} does not hold a saved ${title} game (it holds ${held}).` };
    }
    if ("game" in rec && rec.game !== game) {
      return { error: `That ${from} holds a game of ${String(rec.game).slice(0, 40)}, not ${title}.` };
    }
    // A seed written in a link or a file is known to whoever holds it: such a game is never shown as hidden-seed,
    // whatever the record says (only a game dealt here, from a seed the engine drew, is).
    if (rec.hidden_seed === true) delete rec.hidden_seed;
    return { record: rec };
  }

  function decodeLink(text) {
    let json;
    try {
      const bin = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
      json = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    } catch {
      return { error: "The game in this link is damaged and cannot be read. Start a new game below." };
    }
    return readRecord(json, "link");
  }

  // An old save of the previous build (the whole record in localStorage): {record} or {error}, or null if none.
  function oldSave() {
    let text = null;
    try {
      text = localStorage.getItem(OLD_SAVE_KEY);
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      localStorage.removeItem(OLD_SAVE_KEY);     // read once: from now on the worker keeps it, or nobody does
    } catch {
      /* cannot remove: nothing more to do */
    }
    let saved;
    try {
      saved = JSON.parse(text);
    } catch {
      return { error: "The game kept in this browser is damaged (it is not JSON)" };
    }
    if (!saved || typeof saved !== "object" || !("record" in saved)) {
      return { error: "The game kept in this browser is not a saved game" };
    }
    if (saved.version !== OLD_SAVE_VERSION) {
      return { error: "The game kept in this browser was saved by another version of Tablero (save format "
        + `${String(saved.version).slice(0, 10)}, this one reads ${OLD_SAVE_VERSION})` };
    }
    const read = readRecord(JSON.stringify(saved.record), "saved copy");
    return read.error ? { error: read.error.replace(/\.$/, "") } : read;
  }

  return { readRecord, decodeLink, oldSave };
}

// The two exports of the whole game, every secret included (the buttons say so): a file, and a link to the
// clipboard. ``exportRecord()``: the whole record from the engine, or null (the error is on the page);
// ``address(hash)``: this page's address with that hash; ``keepFailed()``: the status line warns that the game is
// not kept (a copy's message must not clear that warning).
export function setUpExports({ $, game, status, exportRecord, address, keepFailed }) {
  $("save-file").addEventListener("click", async () => {
    const whole = await exportRecord();          // the whole game, every secret included: the button says so
    if (!whole) return;
    const blob = new Blob([JSON.stringify(whole, null, 1)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${game}-seed-${whole.seed}-move-${whole.moves.length}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  });
  // The link goes to the clipboard only, never into the address bar or the history (a hand-off would show it);
  // when the browser refuses the clipboard, it shows in a box the player copies from and closes.
  $("copy-url").addEventListener("click", async () => {
    const whole = await exportRecord();          // the whole game, every secret included: the button says so
    if (!whole) return;
    const href = address(`game=${encodeRecord(whole)}`).href;
    const box = $("link-box");
    try {
      await navigator.clipboard.writeText(href);
      box.hidden = true;
      $("link-text").value = "";
      if (!keepFailed()) status.classList.remove("is-warning");
      status.textContent = "Link copied to the clipboard (not put in the address bar): it reopens this game at this "
        + "move, with every player's secrets.";
    } catch {
      $("link-text").value = href;
      box.hidden = false;
      $("link-text").focus();
      $("link-text").select();
      status.classList.add("is-warning");
      status.textContent = "This browser did not let the page copy: copy the link from the box, then close it.";
    }
  });
  $("link-close").addEventListener("click", () => {
    if (!keepFailed()) status.classList.remove("is-warning");
    $("link-text").value = "";
    $("link-box").hidden = true;
    $("copy-url").focus();
  });
}
