// The end of a sandbox game (issue 25.8), under the victory box that says who won and why: the score by source,
// the secrets of the game, and a replay of the whole game move by move (a slider and step buttons; the board and
// the log at that move).
// The engine gives all of this only once the game is over (engine/endgame.py); the sandbox calls showEnd when a
// view says the game is over and hideEnd otherwise.
import { logItem, ruleLink, showBoard } from "./board-view.mjs";
import { reasonWords, unnamed } from "./seats.mjs";

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
};

let shownFor = null;       // the number of moves of the game the summary on the page belongs to

export function hideEnd() {
  shownFor = null;
  document.getElementById("game-end")?.remove();
}

// ``after``: the element the summary goes after; ``call(op, args)``: the engine; ``moves``: the game's length;
// ``you``: the one person's seat at a table of computers (their own rows are marked "(you)"), else null; ``lines``:
// how many lines the viewer's log has (the computers' reasons are asked for all of them, for the replay).
export async function showEnd(after, { call, rulesUrl, moves, you = null, lines = 0 }) {
  if (shownFor === moves && document.getElementById("game-end")) return;
  shownFor = moves;
  const answer = await call("sandbox_summary");
  if (shownFor !== moves) return;                  // another game (or an undo) came meanwhile
  document.getElementById("game-end")?.remove();
  if (!answer.ok) return;
  // every computer move's reason, by its move's number (the game is over: the engine tells each whole, whoever reads)
  const said = await call("sandbox_reasons", { earlier: lines });
  if (shownFor !== moves) return;
  const reasons = new Map(said.ok ? said.reasons.map((r) => [r.move, r]) : []);
  const s = answer.summary;
  const box = el("section", { id: "game-end", className: "game-end" });
  box.setAttribute("aria-labelledby", "game-end-h");
  // who won, why and after how many moves is the victory box's line just above (``after``): said once, not again
  // here (on a phone the two filled the first screen with the same sentence)
  box.append(el("h2", { id: "game-end-h" }, "Looking back on the game"));
  const mine = (part) => Boolean(you) && part.role === you;         // a row of the person's own seat
  box.append(el("h3", {}, s.scores_heading || "Scores by source"),
    ...s.scores.map((score) => scoreTable(score, rulesUrl, mine(score))));
  if (s.note) box.append(el("p", { className: "game-end-note" }, s.note));
  box.append(el("h3", {}, "The secrets of the game"), secretList(s.secrets, rulesUrl, mine));
  box.append(replayBlock(call, rulesUrl, s.moves, reasons));
  after.after(box);
}

function scoreTable(score, rulesUrl, yours) {
  // a block of facts in words (Junta's sides and seats): on a phone each row is a line of text (site.css)
  const classes = ["game-end-score", yours ? "game-end-yours" : "", score.facts ? "game-end-facts" : ""];
  const table = el("table", { className: classes.filter(Boolean).join(" ") });
  const total = score.total === null || score.total === undefined ? "" : `: ${score.total}`;
  table.append(el("caption", {}, `${score.who}${yours ? " (you)" : ""}${total}`));
  // the block's own column headers (engine/endgame.py: facts rather than points name theirs), else the usual three;
  // a blank header stays a cell (a plain one: a header names something), so the columns line up; none at all: no
  // header row
  const columns = score.columns || ["Source", "Value", "Rule"];
  if (columns.length) {
    table.append(el("thead", {}, el("tr", {}, ...columns.map((c) => (c ? el("th", { scope: "col" }, c) : el("td"))))));
  }
  if (!score.sources.length) {
    table.append(el("tbody", {}, el("tr", {}, el("td", { colSpan: 3 }, "Nothing scored."))));
    return table;
  }
  table.append(el("tbody", {}, ...score.sources.map((src) => el("tr", {},
    el("th", { scope: "row" }, src.label),
    el("td", {}, String(src.value)),
    el("td", {}, src.rule ? ruleLink(rulesUrl, src.rule) : "")))));
  return table;
}

function secretList(secrets, rulesUrl, mine) {
  return el("ul", { className: "game-end-secrets" }, ...secrets.map((sec) => {
    const who = `${sec.who}${mine(sec) ? " (you)" : ""}`;
    const li = el("li", {}, el("strong", {}, `${who}, ${sec.label}`), " (rule ", ruleLink(rulesUrl, sec.rule), ")");
    li.append(el("ul", {}, ...sec.items.map((t) => el("li", {}, t))));
    return li;
  }));
}

// The replay: the slider and the buttons ask the engine for one move at a time (the newest request wins). A computer's
// move says why it was made, as the log said it beside the move (``reasons``: move number -> reason).
function replayBlock(call, rulesUrl, total, reasons) {
  const wrap = el("div", { className: "game-end-replay" });
  const slider = el("input", { type: "range", id: "replay-move", min: "0", max: String(total), value: String(total) });
  const label = el("label", { htmlFor: "replay-move" }, "Move");
  const buttons = {
    first: el("button", { type: "button", id: "replay-first", textContent: "« Start" }),
    prev: el("button", { type: "button", id: "replay-prev", textContent: "◀ Back one move" }),
    next: el("button", { type: "button", id: "replay-next", textContent: "Forward one move ▶" }),
    last: el("button", { type: "button", id: "replay-last", textContent: "End »" }),
  };
  const said = el("p", { id: "replay-said", className: "meta" });
  said.setAttribute("aria-live", "polite");
  const figure = el("figure", { className: "board replay-board", id: "replay-board" });
  figure.setAttribute("aria-label", "The board at this move of the replay");
  const log = el("ol", { className: "log replay-log", id: "replay-log" });
  wrap.append(el("h3", {}, "Replay the game"),
    el("div", { className: "replay-controls", role: "group" }, buttons.first, buttons.prev, label, slider,
      buttons.next, buttons.last),
    said, figure, el("h4", {}, "The log up to this move"), log);
  wrap.querySelector(".replay-controls").setAttribute("aria-label", "Replay controls");
  if (document.querySelector("figure.board[data-zoomable]")) {      // a big board: zoom and pan the replay too
    import("./map-zoom.mjs").then((m) => m.zoomable(figure));
  }

  let asked = null;
  let busy = false;
  async function go(n) {
    n = Math.max(0, Math.min(total, n));
    slider.value = String(n);
    asked = n;
    if (busy) return;
    busy = true;
    while (asked !== null) {
      const want = asked;
      asked = null;
      const f = await call("sandbox_replay", { move: want });
      if (asked !== null) continue;                 // the reader moved on meanwhile: show the newest only
      if (!f.ok) {
        said.textContent = f.message;
        break;
      }
      show(f);
    }
    busy = false;
  }
  function show(f) {
    wrap.dataset.move = String(f.move);
    said.replaceChildren(f.move === 0 ? `The start of the game (move 0 of ${f.moves}).`
      : f.prompt ? `Move ${f.move} of ${f.moves}. ${f.who_name}, asked “${f.prompt.replace(/\.$/, "")}”, `
          + `chose ${f.label}`
        : `Move ${f.move} of ${f.moves}: ${f.who_name}, ${f.label}`);
    if (f.move && f.rule) said.append(" (rule ", ruleLink(rulesUrl, f.rule), ")");
    if (f.move) said.append(".");
    const r = f.move ? reasons.get(f.move) : null;
    if (r) {
      said.append(el("span", { className: "bot-reason replay-why" }, el("span", { className: "bot-tag" },
        `${f.who_name} (computer, ${r.level}):`), " ", ...reasonWords({ ...r, text: unnamed(r.text, f.who_name) },
        rulesUrl)));
    }
    showBoard(figure, null, f);
    const entries = f.view.log.slice(-12);
    log.replaceChildren(...entries.map((e) => logItem(rulesUrl, e)));
    log.start = f.view.log.length - entries.length + 1;
    buttons.first.disabled = buttons.prev.disabled = f.move === 0;
    buttons.last.disabled = buttons.next.disabled = f.move === f.moves;
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  buttons.first.addEventListener("click", () => go(0));
  buttons.prev.addEventListener("click", () => go(Number(slider.value) - 1));
  buttons.next.addEventListener("click", () => go(Number(slider.value) + 1));
  buttons.last.addEventListener("click", () => go(total));
  go(total);
  return wrap;
}
