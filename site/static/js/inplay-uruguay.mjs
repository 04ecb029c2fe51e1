// Uruguay's "in play" box in the sandbox: the card turned up (both Event texts, Breaking News, rules, from the
// page's <template id="card-ID">), the deck's public facts and the Capabilities in play.
const $ = (id) => document.getElementById(id);
// the engine's word for a Capability's text in play, in the words the card shows (5.3): a Tupamaros Capability
// follows their Organizational Structure
const SIDE_WORDS = {top: "upper Event text", bottom: "lower Event text",
  structure: "upper Event text at Expansion, lower at Control"};

function cardTitle(cid) {
  const t = document.getElementById(`card-${cid}`);
  const h = t && t.content.querySelector("h3");
  return h ? h.textContent.trim().replace(/\s+/g, " ") : cid;
}

export function showInPlay(board) {
  const box = $("card-in-play");
  if (!box) return;
  const cid = board.current;
  const t = cid && document.getElementById(`card-${cid}`);
  if (t) {
    box.replaceChildren(t.content.firstElementChild.cloneNode(true));
  } else {
    const p = document.createElement("p");
    p.className = "meta";
    p.textContent = "No card is turned up yet.";
    box.replaceChildren(p);
  }
  box.dataset.card = cid || "";
  const line = $("card-line");         // the card named beside the decision, a link down to its texts
  if (line) {
    line.hidden = !t;
    line.querySelector("a").textContent = t ? cardTitle(cid) : "";
  }
  const drawn = board.played.length;
  const pile = drawn ? Math.min(3, Math.floor((drawn - 1) / 9) + 1) : 1;
  $("deck-facts").textContent = [cid ? `Card ${drawn} of 27, from pile ${pile} of 3` : "",
    `${board.deck_size} card${board.deck_size === 1 ? "" : "s"} left in the deck`,
    `${board.propaganda_played} of 3 Propaganda cards played`,
    board.news_blocked ? "Breaking News blocked" : ""].filter(Boolean).join(" · ");
  const caps = Object.entries(board.capabilities || {});
  const named = caps.map(([c, side]) => `${cardTitle(c)} (${SIDE_WORDS[side] || side})`);
  $("capabilities").textContent = caps.length ? `Capabilities in play (5.3): ${named.join("; ")}` : "";
}

// The score strip (score-strip.mjs): the tracks the board draws at its foot, and who is 1st Eligible
const SYMPATHY = ["Disgust", "1", "2", "3", "Support"];
export function scoreOf(board, { names }) {
  const t = board.tracks || {};
  const first = (board.eligibility || [])[0];
  return [
    ["Political Will", t.political_will, "the track from 0 to 20"],
    ["Public Sympathy", SYMPATHY[t.public_sympathy] ?? t.public_sympathy, `the track: ${SYMPATHY.join(", ")}`],
    ["Coup Threat", `${t.coup_threat}${t.military_intervention ? " (Military Intervention)" : ""}`],
    ["Structure", t.structure ? t.structure[0].toUpperCase() + t.structure.slice(1) : "—"],
    ...(first ? [["1st Eligible", names[first] || first]] : []),
  ];
}
