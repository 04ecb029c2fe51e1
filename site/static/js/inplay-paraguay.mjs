// Paraguay's "in play" box in the sandbox: the turn and its season, the segment being played, the Allied VP,
// the off-map events, each side's units off the map and the stack now moving (all from the viewer's board).
import { number } from "./numbers.mjs";

const $ = (id) => document.getElementById(id);

const SEGMENTS = {
  matto: "Off-map event: the Matto Grosso invasion (8.2)", mendoza: "Off-map event: the Mendoza rebellion (8.3)",
  attrition: "Mutual attrition (7.1)", arrive: "arrivals: reinforcements and replacements (9.2, 10.1)",
  move: "movement phase (11.1)", stack: "over-stacking check (6.2)", combat1: "combat phase 1, +1 (13.15)",
  combat2: "combat phase 2 (13.2)", combat3: "combat phase 3, −1 (13.15)", end: "end of the game turn (5.2)",
  setup: "setup (3.1)", over: "the war is over",
};
const WHERE = { track: "on the Turn Record Track", dead: "eliminated or set aside", mg: "in the Matto Grosso force",
  away: "away against Mendoza", unplaced: "not yet placed" };
const MG = { none: "not declared", waiting: "declared, it comes on Turn V",
  entering: "not met: it enters in an Allied arrival phase, waiting while no edge hex is free (9.2)",
  entered: "on the map", defeated: "met and defeated" };
const MENDOZA = { none: "no rebellion yet", broke_out: "broken out", undefeated: "not put down (−1 VP)",
  defeated: "put down" };

function segmentWords(now, names) {
  const [kind, side] = String(now || "").split(":");
  const what = SEGMENTS[kind] || kind;
  return side ? `${names[side] || side}: ${what}` : what;
}

function item(text) {
  const li = document.createElement("li");
  li.textContent = text;
  return li;
}

export function showInPlay(board, { names }) {
  const facts = $("turn-facts");
  if (!facts || !("turn_name" in board)) return;
  const season = board.season === "late" ? "late-year, winter (7.6)" : "early-year";
  facts.textContent = `Turn ${board.turn_name} of IX, ${season} · ${segmentWords(board.now, names)}`;
  const list = [`Allied victory points so far: ${number(board.vp)} (4.4)`];
  const mg = board.matto_grosso || {};
  list.push(`Matto Grosso invasion: ${mg.launched ? MG[mg.status] || mg.status : "not declared"} (8.2)`);
  const mendoza = (board.mendoza || {}).status || "none";
  list.push(`Mendoza rebellion: ${MENDOZA[mendoza] || mendoza} (8.3)`);
  if (board.moving) {
    const n = board.moving.count;
    list.push(`Moving now: the stack at ${board.moving.hex} (${n} ${n === 1 ? "unit" : "units"}, 11.5)`);
  }
  const steps = Object.entries(board.replacement_steps || {}).filter(([, n]) => n);
  if (steps.length) {
    list.push(`Replacement steps left: ${steps.map(([nation, n]) => `${nation} ${n}`).join(", ")} (10.3)`);
  }
  for (const [side, boxes] of Object.entries(board.off_map || {})) {
    const parts = Object.entries(boxes).map(([where, v]) => [where, Array.isArray(v) ? v.length : Number(v)])
      .filter(([, n]) => n).map(([where, n]) => `${n} ${WHERE[where] || where}`);
    if (parts.length) list.push(`${names[side] || side}, off the map: ${parts.join(", ")}`);
  }
  $("side-facts").replaceChildren(...list.map(item));
}

// The score strip (score-strip.mjs): the Game Turn on its track, the season and the Allied victory points
export function scoreOf(board) {
  if (!("turn_name" in board)) return [];
  return [
    ["Turn", `${board.turn_name} of IX`],
    ["Season", board.season === "late" ? "late year (winter)" : "early year"],
    ["Allied VP", number(board.vp)],
  ];
}

// Moves on the map, the game-level bar and the odds before an attack (issue 25.7): sandbox.mjs calls this hook
// after each decision is drawn.
export { onDecision } from "./paraguay-moves.mjs";
