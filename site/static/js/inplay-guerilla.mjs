// Guerilla's "in play" box in the sandbox: whose turn, the phase and actions left, a trade in progress, and the
// scoring of every finished round (faction totals, each player's loyalty, points and what they scored).
import { assemble, cell } from "./table-cells.mjs";

const $ = (id) => document.getElementById(id);
const PHASES = { A: "Withdrawal", B: "Attack", C: "Deployment", D: "Trade", E: "Discard and Repair", F: "Draw" };
const LOYALTY = { government: "Government", rebel: "Rebel", mercenary: "Mercenary" };
const FACTION = { government: "Government", rebel: "Rebels" };

function roundTable(round, names) {
  const table = document.createElement("table");
  table.className = "data score-table";
  const fs = round.faction_score;
  const cap = document.createElement("caption");
  cap.textContent = `Round ${round.number}: Government ${fs.government}, Rebels ${fs.rebel}; `
    + `the ${FACTION[round.winner]} win`
    + (round.margin === 0 ? " (a tie goes to the Government, 10.4)" : ` by ${round.margin} (10.4)`);
  const head = document.createElement("tr");
  head.append(...["Player", "Loyalty", "Points", "Scored"].map((t) => cell("th", t, "col")));
  const rows = Object.entries(round.players).map(([pid, r]) => {
    const tr = document.createElement("tr");
    const how = r.scored === r.points ? "full" : "half";
    tr.append(cell("th", names[pid] || pid, "row"), cell("td", LOYALTY[r.loyalty] || r.loyalty),
      cell("td", r.points), cell("td", `${r.scored} (${how}, 10.5)`));
    return tr;
  });
  assemble(table, cap, head, rows);
  return table;
}

export function showInPlay(board, { names, cards }) {
  const facts = $("turn-facts");
  if (!facts) return;
  const t = board.turn;
  const r = board.round || {};
  const bits = [`Round ${r.number || 1}`];
  if (t) {
    bits.push(`${names[t.player] || t.player}'s turn`, `phase ${t.phase} (${PHASES[t.phase]})`,
      `${t.actions} action${t.actions === 1 ? "" : "s"} left${t.bank ? ` + ${t.bank} Banco` : ""}`);
  } else if (board.stage === "deploy") {
    bits.push("initial deployment: sealed, nobody sees another's choices until all have finished (4.6)");
  } else if (board.stage === "over") {
    bits.push("the game is over");
  }
  bits.push(`draw pile ${board.deck_size}`,
    r.sudden == null ? "sudden death not begun" : `sudden death at ${r.sudden}`);
  facts.textContent = bits.join(" · ");
  standingFacts(board, names);
  const tr = board.trade;
  const tradeLine = (t) => {
    const down = t.offer.filter((c) => c === null).length;
    const from = Object.keys(t.counters).map((p) => names[p] || p).join(", ") || "nobody yet";
    return `Trade: ${names[t.offerer] || t.offerer} offers ${t.offer.length} card${t.offer.length === 1 ? "" : "s"}`
      + ` (${down} face down), wanting ${t.want || "not said yet"}; counter-offers from ${from} (7.3).`;
  };
  $("trade-facts").textContent = tr ? tradeLine(tr) : "";
  const rounds = board.rounds || [];
  const box = $("scoring");
  box.hidden = !rounds.length;
  $("scoring-body").replaceChildren(...rounds.map((r) => cell("p",
    `Round ${r.number}: Government ${r.faction_score.government}, Rebels ${r.faction_score.rebel}`
    + ` (${FACTION[r.winner]} win).`)),
  ...(rounds.length ? [cell("p", `Totals: ${totals(board, names)} (10.6).`)] : []));
}

// The score strip (score-strip.mjs): the round, whose turn and its phase, the round's points by faction and the
// draw pile, as the board's markers draw them. On a phone the picture draws the round, the round points and the
// draw pile in its first rows, the view it opens on at the deployment: the strip says them only while the view leaves
// them out (in a turn it opens on the acting seat's rows and follows the play, far under them), listed last (the
// round points, the longest, on a line of their own at 390 px); whose turn and its phase are always said (the
// turn's markers are far from its rows)
export function scoreOf(board, { names, narrow = false }) {
  const r = board.round || {};
  const t = board.turn;
  const fs = board.faction_score || {};
  const turn = t ? [["Turn", `${names[t.player] || t.player}, phase ${t.phase}`, PHASES[t.phase]]] : [];
  const sudden = r.sudden != null ? [["Sudden death", r.sudden]] : [];
  const drawn = (fact) => (narrow ? { drawn: fact } : "");
  const round = ["Round", r.number || 1, "", drawn("[data-fact='round']")];
  const points = ["Round points", `Government ${fs.government || 0} · Rebels ${fs.rebel || 0}`, "",
    drawn("[data-fact='round-points']")];
  const pile = ["Draw pile", board.deck_size, "", drawn("[data-space='deck']")];
  return narrow ? [...turn, ...sudden, round, pile, points] : [round, ...turn, points, pile, ...sudden];
}

// The standing passes (8.12, a convenience of this site): public, declared in the open, so every seat and the
// hand-off screen show them; the seat whose own view this is reads "(you)" beside its name.
function standingFacts(board, names) {
  const line = $("standing-facts");
  if (!line) return;
  const own = (board.players || []).find((p) => p.hand !== undefined);
  const who = ((board.round || {}).standing || []).map((pid) =>
    `${names[pid] || pid}${own && own.id === pid ? " (you)" : ""}`);
  line.hidden = !who.length;
  line.textContent = who.length
    ? `Passing every response window until their next turn (8.12, a convenience of this site): ${who.join(", ")}.`
    : "";
  const handoff = $("standing-handoff");       // the hand-off screen says it too (the device will not go to them)
  if (handoff) {
    handoff.hidden = !who.length;
    handoff.textContent = who.length ? ` Passing until their next turn: ${who.join(", ")}.` : "";
  }
}

function totals(board, names) {
  return (board.players || []).map((p) => `${names[p.id] || p.id} ${p.total}`).join(" · ");
}

// The scoring screen: every round's faction totals and each player's loyalty, points and score, then the totals.
export function showVictory(box, board, { names }) {
  const wrap = document.createElement("div");
  wrap.className = "score-breakdown";
  wrap.append(...(board.rounds || []).map((round) => roundTable(round, names)),
    cell("p", `Totals over the rounds: ${totals(board, names)} (10.6).`));
  box.append(wrap);
}
