// Pages that make something from a seed (and other fields) in the address, e.g. ?seed=42&players=5:
// the Uruguay deck and the Junta coup setup. The engine (in a worker) answers the bridge op "sheet".
import { EngineClient, checkSeed, markEngine, randomSeed } from "./engine-client.mjs";
import { repeatedNotes, showNotes, unknownNotes } from "./url-notes.mjs";

// fields: the query keys, each read from the form control with that id ("seed" first);
// check(values) -> {error} or {args} (what the engine is asked with); fill(answer, permalink) shows it; ``extra``:
// more the engine is asked with that is not part of the address (how to draw, e.g. board-view.mjs's terrainOf()).
export function seedPage({ game, fields, check, fill, title, extra = {} }) {
  const form = document.getElementById("seed-form");
  const status = document.getElementById("engine-status");
  const errorBox = document.getElementById("error");
  const sheet = document.getElementById("sheet");
  const inputs = Object.fromEntries(fields.map((name) => [name, document.getElementById(name)]));
  const engine = new EngineClient(form.dataset.wheel);
  const fpInput = document.getElementById("fp");
  const fpResult = document.getElementById("fp-result");
  let shownPrint = null;     // the fingerprint of the setup on show
  const sandboxLine = document.getElementById("to-sandbox-line");

  // Check a table: does the fingerprint typed (or given as ?fp=) match the setup of the seed on show?
  function checkFingerprint() {
    const wanted = fpInput.value.trim().toUpperCase().replace(/[^A-Z2-7]/g, "");
    delete fpResult.dataset.match;
    if (!wanted || !shownPrint) {
      fpResult.textContent = "";
      return;
    }
    const match = wanted === shownPrint.replace("-", "");
    fpResult.dataset.match = match ? "yes" : "no";
    fpResult.textContent = match
      ? `Matches: this seed gives the setup with fingerprint ${shownPrint}.`
      : `Does not match: this seed gives fingerprint ${shownPrint}, not ${fpInput.value.trim().slice(0, 20)}. `
        + "Check the seed (and the number of players) against the sheet.";
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
    sheet.hidden = true;
    if (sandboxLine) sandboxLine.hidden = true;
    delete sheet.dataset.seed;
    shownPrint = null;
    checkFingerprint();
  }

  // The sandbox deals from a seed and a number of players only: a setup made with more (two Mercenaries, a coup
  // with casualties) has no link there, rather than one to another deal.
  function toSandbox(args) {
    if (!sandboxLine) return;
    const link = document.getElementById("to-sandbox");
    const url = new URL(link.getAttribute("href"), window.location.href);
    url.search = `?${new URLSearchParams(args)}`;
    link.href = url.href;
    sandboxLine.hidden = !Object.keys(args).every((name) => ["seed", "players"].includes(name));
  }

  function permalink(args) {
    const url = new URL(window.location.href);
    url.search = `?${new URLSearchParams(args)}`;
    url.hash = "";
    return printedLink(url);
  }

  // The address's values; a missing one keeps what the form holds (its default).
  function fromUrl() {
    const query = new URL(window.location.href).searchParams;
    // a repeated parameter: the first is used; a name the page does not read is ignored; both said so
    const notes = [...repeatedNotes(query, [...fields, "fp"]), ...unknownNotes(query, [...fields, "fp"])];
    if (notes.length && query.get("seed") === null) notes.push("The address gives no seed, so a random one is drawn.");
    showNotes(notes);
    return Object.fromEntries(fields.map((name) => [name, query.get(name) ?? inputs[name].value]));
  }

  async function show(values) {
    for (const name of fields) {
      const input = inputs[name], held = input.value;
      input.value = values[name];
      // a menu set to a choice it lacks shows none: it keeps the one it held, and the error below names the bad value
      if (input.options && input.selectedIndex < 0) input.value = held;
    }
    const checked = check(values);
    if (checked.error) {
      showError(checked.error);
      return;
    }
    errorBox.hidden = true;
    errorBox.textContent = "";
    const answer = await engine.call("sheet", { game, ...checked.args, ...extra });
    if (!answer.ok) {
      showError(answer.error === "internal" ? `The engine could not do it: ${answer.message}` : `${answer.message}.`);
      return;
    }
    fill(answer, permalink(checked.args));
    toSandbox(checked.args);
    sheet.dataset.seed = String(answer.sheet.seed);
    sheet.hidden = false;
    shownPrint = answer.sheet.fingerprint;
    checkFingerprint();
    document.title = `${title(answer.sheet)} · Tablero`;
  }

  function go(values, push) {
    if (push) showNotes([]);
    const url = new URL(window.location.href);
    for (const name of fields) {
      const value = String(values[name]).trim();
      const input = inputs[name];       // an optional choice at its default stays out of the address
      if ("optional" in input.dataset && input.options && value === input.options[0].value) {
        url.searchParams.delete(name);
      } else {
        url.searchParams.set(name, value);
      }
    }
    if (fpInput.value.trim()) url.searchParams.set("fp", fpInput.value.trim()); else url.searchParams.delete("fp");
    for (const name of [...url.searchParams.keys()]) {        // names the page does not read leave the address
      if (!fields.includes(name) && name !== "fp") url.searchParams.delete(name);
    }
    if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
    show(values);
  }

  const current = () => Object.fromEntries(fields.map((name) => [name, inputs[name].value]));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    go(current(), true);
  });
  document.getElementById("random-seed").addEventListener("click",
    () => go({ ...current(), seed: String(randomSeed()) }, true));
  document.getElementById("print").addEventListener("click", () => window.print());
  document.getElementById("check-fp").addEventListener("click", checkFingerprint);
  fpInput.addEventListener("input", checkFingerprint);
  window.addEventListener("popstate", () => {
    fpInput.value = new URL(window.location.href).searchParams.get("fp") ?? "";
    show(fromUrl());
  });

  engine.ready.then((answer) => markEngine(status, answer, showError));

  fpInput.value = new URL(window.location.href).searchParams.get("fp") ?? "";
  const given = fromUrl();
  if (new URL(window.location.href).searchParams.get("seed") === null) {
    go({ ...given, seed: String(randomSeed()) }, false);
  } else {
    show(given);
  }
}

// A site served from this very machine (127.0.0.0/8, localhost, ::1, 0.0.0.0) or from a file has no address
// worth printing: nobody else can open it.
export function isLoopback(url) {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return url.protocol === "file:" || host === "localhost" || host.endsWith(".localhost") || host === "::1"
    || host === "0.0.0.0" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

// What a sheet prints to find its page again: the full address of a public site, else the page's path and
// query (the seed, fingerprint and command line stay on the sheet either way).
export function printedLink(url) {
  return isLoopback(url) ? `${url.pathname.replace(/^\//, "")}${url.search}` : url.href;
}

// A seed check on a page whose help under the field already says what a seed is: the error says what was wrong,
// once (issue 27's walk: it went on to repeat the help sentence word for word; checkSeed's own words, which name the
// largest seed when one is too large), and the field is marked invalid until a good seed is asked for.
export function seedArgs(text) {
  const checked = checkSeed(text);
  const input = document.getElementById("seed");
  if (!checked.error) {
    input.removeAttribute("aria-invalid");
    return { args: { seed: checked.seed } };
  }
  input.setAttribute("aria-invalid", "true");
  return { error: checked.error };
}
