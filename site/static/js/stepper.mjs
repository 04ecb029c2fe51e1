// The example stepper: the engine (in a worker) replays the script; the page shows one step at a time.
import { EngineClient } from "./engine-client.mjs";
import { logItem, ruleLink, showBoard } from "./board-view.mjs";

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
let steps = null;
let current = 1;
let engine = null;

function fromHash() {
  const m = /^#step-(\d+)(?:-move-(\d+))?$/.exec(window.location.hash);
  const n = m ? Number(m[1]) : 1;
  return [Math.min(Math.max(n, 1), count), m && m[2] ? Number(m[2]) : 0];
}

async function showMove(k, push) {
  const step = steps[current - 1];
  for (const [i, b] of [...stepMoves.querySelectorAll("button")].entries()) b.setAttribute("aria-pressed", String(i + 1 === k));
  if (!k || k > step.moves.length) {
    showBoard(board, boardText, step);
    root.dataset.move = "0";
    if (push) history.replaceState(null, "", `#step-${current}`);
    return;
  }
  const answer = await engine.call("example_move", { game, id: root.dataset.example, step: current, move: k });
  if (answer.ok) {
    showBoard(board, boardText, answer);
    root.dataset.move = String(k);
    if (push) history.replaceState(null, "", `#step-${current}-move-${k}`);
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
}

function show(n, push) {
  current = Math.min(Math.max(n, 1), count);
  for (const sec of root.querySelectorAll("section.step")) sec.hidden = Number(sec.dataset.step) !== current;
  document.getElementById("step-no").textContent = String(current);
  if (push) history.replaceState(null, "", `#step-${current}`);
  root.dataset.step = String(current);
  if (!steps) return;
  const step = steps[current - 1];
  showBoard(board, boardText, step);
  fillMoves(step);
  root.dataset.move = "0";
  stepLog.replaceChildren(...step.log.map((e) => logItem(rulesUrl, e)));
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
  root.dataset.shown = String(current);
}

root.addEventListener("click", (event) => {
  const go = event.target.closest("button[data-go]");
  if (!go) return;
  const to = { first: 1, prev: current - 1, next: current + 1, last: count }[go.dataset.go];
  show(to, true);
});
document.addEventListener("keydown", (event) => {
  if (event.target.closest("input, textarea, select")) return;
  const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 1, End: count }[event.key];
  if (to !== undefined) {
    event.preventDefault();
    show(to, true);
  }
});
window.addEventListener("hashchange", () => {
  const [n, k] = fromHash();
  if (n !== current) show(n, false);
  if (steps) showMove(k, false);
});
show(fromHash()[0], false);

engine = new EngineClient(root.dataset.wheel);
const answer = await engine.call("example", { game, id: root.dataset.example });
if (answer.ok) {
  steps = answer.steps;
  status.textContent = "Rules engine ready: the board follows the steps.";
  status.classList.add("is-ready");
  document.body.dataset.engine = "ready";
  show(current, false);
  const k = fromHash()[1];
  if (k) await showMove(k, false);
} else {
  status.textContent = "";
  errorBox.textContent = `The rules engine could not replay this example: ${answer.message}`;
  errorBox.hidden = false;
  document.body.dataset.engine = "failed";
}
