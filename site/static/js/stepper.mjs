// The example stepper: the build ships every step (and every move's board) as the engine computed them, so
// the page steps at once; the engine (in a worker) loads meanwhile and replays the script only when those
// files cannot be had. "Continue in the sandbox" opens the sandbox at the shown step or move.
import { EngineClient, encodeRecord, markEngine, whenIdle } from "./engine-client.mjs";
import { logItem, ruleLink, showBoard, unpackBoards } from "./board-view.mjs";
import { showNotes } from "./url-notes.mjs";

const root = document.getElementById("stepper");
const count = Number(root.dataset.count);
const rulesUrl = root.dataset.rules;
const status = document.getElementById("engine-status");
const errorBox = document.getElementById("error");
const board = document.getElementById("board");
const boardText = document.getElementById("board-text");
const stepLog = document.getElementById("step-log");
const stepMoves = document.getElementById("step-moves");
const game = root.dataset.game;
const NAMES = JSON.parse(root.dataset.roles || "{}");
const toSandbox = document.getElementById("to-sandbox");
const stepCaption = document.getElementById("step-caption");
const stepGold = document.getElementById("step-gold");
const PHONE = window.matchMedia("(max-width: 50rem)");      // site.css: the board above the words, the bar below
let placeNames = {};        // each space of the board shown: its name, from the board in words
let steps = null;
let moves = null;           // promise of every move's board ([step][move]), fetched on the first move shown
let current = 1;
let engine = null;

async function fetchJson(url) {
  const response = await fetch(new URL(url, window.location.href));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answer = await response.json();
  if (!answer.ok) throw new Error(answer.message);
  return answer;
}

// The board after move k of the current step: from the prebuilt file, or from the engine when it is missing.
async function moveBoard(k) {
  moves = moves || fetchJson(root.dataset.moves).then((a) => unpackBoards(a, a.moves.flat()).moves).catch(() => null);
  const all = await moves;
  if (all && all[current - 1] && all[current - 1][k - 1]) return all[current - 1][k - 1];
  return startEngine().call("example_move", { game, id: root.dataset.example, step: current, move: k });
}

function sandboxLink(move) {
  const record = { kind: "example", example: root.dataset.example, step: current, move, moves: [] };
  toSandbox.href = `${root.dataset.sandbox}#game=${encodeRecord(record)}`;
}

// The step (and move) the address asks for; one it cannot show is replaced, and the page says by what.
let hashNotes = [];
function fromHash() {
  const hash = window.location.hash;
  const m = /^#step-(\d+)(?:-move-(\d+))?$/.exec(hash);
  const n = m ? Number(m[1]) : 1;
  const step = Math.min(Math.max(n, 1), count);
  hashNotes = [];
  if (!m && /^#step-/.test(hash)) {
    hashNotes.push(`"${hash.slice(1, 31)}" names no step of this example: showing step 1.`);
  } else if (m && step !== n) {
    hashNotes.push(`This example has no step ${String(n).slice(0, 12)} (it has ${count}): showing step ${step}.`);
  }
  showNotes(hashNotes);
  return [step, m && m[2] ? Number(m[2]) : 0];
}

async function showMove(k, push) {
  const step = steps[current - 1];
  for (const [i, b] of [...stepMoves.querySelectorAll("button")].entries()) {
    b.setAttribute("aria-pressed", String(i + 1 === k));
  }
  if (k > step.moves.length && !push) {       // the address asked for a move this step does not have
    const has = step.moves.length === 1 ? "1 move" : `${step.moves.length} moves`;
    showNotes([...hashNotes,
      `Step ${current} has ${has}, not ${String(k).slice(0, 12)}: showing the end of the step.`]);
  }
  if (!k || k > step.moves.length) {
    showBoard(board, boardText, step);
    caption(step.spaces, 0);
    root.dataset.move = "0";
    sandboxLink(0);
    if (push) history.replaceState(null, "", `#step-${current}`);
    return;
  }
  const shown = current;
  const answer = await moveBoard(k);
  if (answer.ok !== false && shown === current) {
    showBoard(board, boardText, answer);
    caption(answer.spaces, k);
    root.dataset.move = String(k);
    sandboxLink(k);
    if (push) history.replaceState(null, "", `#step-${current}-move-${k}`);
  }
}

// The board's caption. On a phone it holds the step's heading and rule links (the board and its caption stay at the
// top of the screen while the words scroll under them), so that what the step says and where it happens are seen
// together (a phone finding). At every width it names the spaces outlined in gold, each a button that brings
// its space into view: a phone's readable zoom does not always hold all of them.
const idOf = (space) => space.dataset.space || space.dataset.hex;   // a space of the drawing, or a map's hex
function caption(spaces, move) {
  if (spaces) placeNames = Object.fromEntries(spaces.map((s) => [s.id, s.text.split(/:| \(/)[0]]));
  const section = root.querySelector(`section.step[data-step="${current}"]`);
  const title = document.createElement("strong");
  title.textContent = section.querySelector("h2").textContent;
  title.setAttribute("aria-hidden", "true");         // a screen reader has the step's own heading
  const rules = section.querySelector(".meta");
  stepCaption.replaceChildren(title, ...(rules ? [" ", ...rules.cloneNode(true).childNodes] : []));
  stepCaption.hidden = false;
  root.dataset.caption = "";
  const svg = board.querySelector(":scope > svg");
  const places = [];
  for (const el of svg ? svg.querySelectorAll(".changed") : []) {
    const space = el.closest("[data-space], [data-hex]");
    if (space && !space.closest(".legend, defs") && !places.includes(space)) places.push(space);
  }
  const when = move ? "this move" : "this step";
  if (!places.length) {
    // true of every game: a card table has no spaces, and a trade's offers lie on it without a gold outline
    stepGold.textContent = `Nothing is outlined in gold in ${when}.`;
    return;
  }
  const go = (text, label, act) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "gold";
    b.textContent = text;
    b.title = label;
    b.addEventListener("click", () => board.mapZoom && act(board.mapZoom));
    return [" ", b];
  };
  const long = document.createElement("span");
  long.className = "word";
  long.textContent = ` in ${when}`;
  const names = places.map((space) => {
    const name = placeNames[idOf(space)] || idOf(space);
    // back to the readable zoom, about this space
    return go(name, `Show ${name} on the board`, (z) => { z.readable(); z.show([space]); });
  });
  const more = document.createElement("button");
  more.type = "button";
  more.className = "gold more";
  more.addEventListener("click", () => { for (const [, b] of names) b.hidden = false; more.hidden = true; });
  stepGold.replaceChildren("Changed", long, " (gold):", ...names.flat(), " ", more,
    ...(places.length > 1 ? go(`Show all ${places.length}`, "Show all of them together, zoomed out as far as needed",
      (z) => z.frame(places)) : []));
  fold(names.map(([, b]) => b), more);
}

// On a phone the chips stay whole (before: a sideways scroll cut them at the screen's edge) in one row, so that the
// step's words stay on screen under the board: the names past it wait behind "+N more", which wraps them all.
function fold(names, more) {
  more.hidden = true;
  if (!PHONE.matches) return;
  const rows = () => new Set([...stepGold.querySelectorAll("button.gold:not([hidden])")].map((b) => b.offsetTop)).size;
  let shown = names.length;
  while (shown > 1 && rows() > 1) {
    names[--shown].hidden = true;
    more.hidden = false;
    more.textContent = `+${names.length - shown} more`;
    more.title = `Name the other ${names.length - shown}`;
  }
}

function fillMoves(step) {
  stepMoves.replaceChildren(...step.moves.map((mv, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "move";
    b.setAttribute("aria-pressed", "false");
    b.textContent = `${NAMES[mv.role] || mv.role}: ${mv.label}`;
    b.addEventListener("click", () => showMove(i + 1, true));
    const asked = document.createElement("span");
    asked.className = "asked";
    asked.textContent = mv.prompt;
    li.append(asked, " ", b, " ", ruleLink(rulesUrl, mv.rule));
    return li;
  }));
  document.getElementById("step-moves-part").hidden = !step.moves.length;
}

function show(n, push) {
  if (push) showNotes([]);         // the reader has moved on from what the address asked
  current = Math.min(Math.max(n, 1), count);
  for (const sec of root.querySelectorAll("section.step")) sec.hidden = Number(sec.dataset.step) !== current;
  document.getElementById("step-no").textContent = String(current);
  if (push) history.replaceState(null, "", `#step-${current}`);
  root.dataset.step = String(current);
  // at the first step First and Previous go nowhere, at the last Next and Last: they say so (and keep the focus)
  for (const b of root.querySelectorAll(".stepper-controls button[data-go]")) {
    const end = b.dataset.go === "first" || b.dataset.go === "prev" ? current === 1 : current === count;
    if (end) b.setAttribute("aria-disabled", "true");
    else b.removeAttribute("aria-disabled");
  }
  if (!steps) return;
  const step = steps[current - 1];
  // the page's HTML holds this step's board already (step 1's, from the build): only its words are added, and the
  // picture is not parsed and laid out a second time (issue 25.11)
  const inPage = board.dataset.stepBoard === String(current);
  delete board.dataset.stepBoard;
  showBoard(board, boardText, inPage ? { spaces: step.spaces } : step);
  caption(step.spaces, 0);
  fillMoves(step);
  root.dataset.move = "0";
  stepLog.replaceChildren(...step.log.map((e) => logItem(rulesUrl, e)));
  document.getElementById("step-log-part").hidden = !step.log.length;
  if (step.board.tracks) root.dataset.politicalWill = String(step.board.tracks.political_will);
  if ("phase" in step.board) root.dataset.phase = String(step.board.phase);
  const result = document.getElementById("step-result");
  if (step.result) {
    const who = step.result.title || `${NAMES[step.result.winner] || step.result.winner} win`;
    result.textContent = `${who}: ${step.result.reason} (rule ${step.result.rule}).`;
    root.dataset.winner = step.result.winner;
  } else {
    delete root.dataset.winner;
  }
  result.hidden = !step.result;
  sandboxLink(0);
  root.dataset.shown = String(current);
}

// After a step the reader asked for, the whole board is on screen with the step buttons (a shorter step can leave
// the page scrolled past the board's held place): on a desk the page moves the least that shows it; on a phone the
// board goes to the top, where it is held, so that the new step's words begin right under it.
function boardInView() {
  if (PHONE.matches) {
    // a phone: the board (with the step's heading in its caption) at the top and the step's words right under it
    window.scrollBy(0, root.querySelector(".stepper-body").getBoundingClientRect().top);
    return;
  }
  // a desk: the bar sticks to the top once the page scrolls, so the room for the board is the window under it
  const r = board.getBoundingClientRect();
  const bar = root.querySelector(".stepper-controls").getBoundingClientRect();
  const atFoot = bar.top > window.innerHeight / 2;                                    // a bar fixed at the foot
  const bottom = atFoot ? bar.top : window.innerHeight;
  const top = atFoot ? 0 : bar.height;
  if (r.top < top - 1 || (r.bottom > bottom + 1 && r.height > bottom - top)) {
    window.scrollBy(0, r.top - top);           // its top under the bar: all of it, or as much as the window holds
  } else if (r.bottom > bottom + 1) {
    window.scrollBy(0, r.bottom - bottom);     // the least move that shows all of it
  }
}

root.addEventListener("click", (event) => {
  const go = event.target.closest("button[data-go]");
  if (!go) return;
  const to = { first: 1, prev: current - 1, next: current + 1, last: count }[go.dataset.go];
  show(to, true);
  requestAnimationFrame(boardInView);        // once the zoom has sized the new picture
});
document.addEventListener("keydown", (event) => {
  if (event.target.closest("input, textarea, select")) return;
  const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 1, End: count }[event.key];
  if (to !== undefined) {
    event.preventDefault();
    show(to, true);
    requestAnimationFrame(boardInView);
  }
});
window.addEventListener("hashchange", () => {
  const [n, k] = fromHash();
  if (n !== current) show(n, false);
  if (steps) showMove(k, false);
});
show(fromHash()[0], false);

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

async function begin(answer) {
  steps = answer.steps;
  show(current, false);
  const k = fromHash()[1];
  if (k) await showMove(k, false);
}

let prebuilt = null;
try {
  prebuilt = await fetchJson(root.dataset.steps);
  unpackBoards(prebuilt, prebuilt.steps);
} catch {
  prebuilt = null;          // no prebuilt steps (an old or partial copy of the site): the engine replays them
}
// Issue 25.11: with the prebuilt steps the page only reads, so the engine loads only when something needs it
// (a move board missing from the files) or once the page is idle on a connection not marked to save data.
function startEngine() {
  if (engine) return engine;
  engine = new EngineClient(root.dataset.wheel);
  if (prebuilt) {
    status.textContent = "Loading the rules engine… (stepping works already)";
    engine.ready.then((loaded) => markEngine(status, loaded, showError));
  }
  return engine;
}
if (prebuilt) {
  await begin(prebuilt);
  status.textContent = "Stepping works without the rules engine; it loads later, when this page is idle.";
  document.body.dataset.engine = "deferred";
  whenIdle(startEngine);
} else {
  const answer = await startEngine().call("example", { game, id: root.dataset.example });
  if (markEngine(status, answer, showError, "could not replay this example")) await begin(answer);
}
