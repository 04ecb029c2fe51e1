// Junta's "in play" box in the sandbox: the phase, the segment, the Rebel Leader and the Politics cards played.
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
