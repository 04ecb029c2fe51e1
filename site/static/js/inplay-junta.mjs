// Junta's "in play" box in the sandbox: the phase, the segment, the Rebel Leader and the Politics cards played.
import { assemble, cell } from "./table-cells.mjs";

const $ = (id) => document.getElementById(id);

export function showInPlay(board, { names, cards }) {
  const phase = $("phase-facts");
  if (!phase) return;
  phase.textContent = [board.phase_name, board.segment ? `${board.segment} segment` : "",
    board.leader ? `Rebel Leader: ${names[board.leader] || board.leader}` : ""].filter(Boolean).join(" · ");
  const played = board.discard || [];
  $("played").replaceChildren(...(played.length ? played : [null]).map((c) => {
    const li = document.createElement("li");
    li.textContent = c ? (cards[c] || c) : "None yet.";
    return li;
  }));
}

// The score strip (score-strip.mjs): the phase, the Rebel Leader, who holds the power centers (3 of 5 win, 6.3) and
// the Air Raids left, as the board's panel draws them
export function scoreOf(board, { names }) {
  const held = Object.values(board.control || {});
  const n = (side) => held.filter((h) => h === side).length;
  return [
    ["Phase", board.phase_name || "—"],
    ...(board.leader ? [["Rebel Leader", names[board.leader] || board.leader]] : []),
    ["Power centers", `Loyal ${n("presidente")} · Rebels ${n("rebels")}`, "held of 5; 3 win the coup (6.3)"],
    ...("raids_left" in board ? [["Air Raids left", board.raids_left]] : []),
  ];
}

const SIDE = { rebels: "the Rebels", presidente: "El Presidente" };

// The end of the coup, seat by seat: each player's offices, the side taken at the end (6.1) and whether it won
// (6.3); the one person at a table of computers finds their own row by "(you)" (``names``). All public at the end.
export function showVictory(box, board, { names, result }) {
  const table = document.createElement("table");
  table.className = "data score-table seat-table";       // on a phone each seat is a short block (site.css)
  const cap = document.createElement("caption");
  cap.textContent = "Each player at the end of the coup (6.1, 6.3)";
  const head = document.createElement("tr");
  const heads = ["Player", "Offices", "Side at the end", "Result"];
  head.append(...heads.map((t) => cell("th", t, "col")));
  const rows = (board.players || []).map((p) => {
    const tr = document.createElement("tr");
    let side = SIDE[p.side] || "none";
    let end = p.side === (result && result.winner) ? "won" : "lost";
    if (p.status === "dead") [side, end] = ["none", "dead before the coup"];
    else if (p.status === "exiled") [side, end] = ["none", "in exile: out of the result"];
    const tds = [(p.office_names || []).join("; ") || "none", side, end].map((t, i) => {
      const td = cell("td", t);
      td.dataset.label = heads[i + 1];     // a phone shows the column's name before the cell (its header is hidden)
      return td;
    });
    tr.append(cell("th", names[p.id] || p.name || p.id, "row"), ...tds);
    return tr;
  });
  assemble(table, cap, head, rows);
  const wrap = document.createElement("div");
  wrap.className = "score-breakdown";
  wrap.append(table);
  box.append(wrap);
}
