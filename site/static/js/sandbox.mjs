// The sandbox: a whole game against yourself; the engine (in a worker) keeps the game, the page shows views.
import { EngineClient, checkSeed, randomSeed } from "./engine-client.mjs";
import { logItem, ruleLink, showBoard } from "./board-view.mjs";

const root = document.getElementById("sandbox");
const rulesUrl = root.dataset.rules;
const $ = (id) => document.getElementById(id);
const status = $("engine-status");
const errorBox = $("error");
const viewAs = $("view-as");
const game = root.dataset.game;
const NAMES = JSON.parse(root.dataset.roles || "{}");
const title = root.dataset.title;
const players = $("players");
const CARDS = JSON.parse(root.dataset.cards || "{}");          // only for games with a player count (Junta)
let record = null;

// Games with seats (Junta) list them in the "view as" menu once a game is dealt.
function fillSeats(view) {
  if (!("dynamic" in viewAs.dataset)) return;
  const have = new Set([...viewAs.options].map((o) => o.value));
  const seats = view.board.players || [];
  for (const [i, r] of view.roles.entries()) {
    const seat = seats.find((p) => p.id === r);
    const label = seat ? `${NAMES[r] || r} (${seat.office_names.join(", ") || "no office"})` : (NAMES[r] || r);
    if (have.has(r)) {
      viewAs.querySelector(`option[value="${r}"]`).textContent = label;
    } else {
      viewAs.add(new Option(label, r), viewAs.options[1 + i] || null);
    }
  }
  for (const o of [...viewAs.options]) {
    if (/^p\d+$/.test(o.value) && !view.roles.includes(o.value)) o.remove();
  }
}

function newGameArgs(seed) {
  const args = { seed, role: viewAs.value || null };
  if (players) args.options = { players: Number(players.value) };
  return args;
}

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = !message;
}

function encodeRecord(rec) {
  const bytes = new TextEncoder().encode(JSON.stringify(rec));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function decodeRecord(text) {
  const bin = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function render(answer) {
  if (!answer.ok) {
    showError(answer.rule ? `${answer.message} (rule ${answer.rule})` : answer.message);
    return;
  }
  showError("");
  record = answer.record;
  const view = answer.view;
  fillSeats(view);
  const seat = (view.board.players || []).find((p) => p.id === answer.acting);
  const offices = seat && seat.office_names.length ? ` (${seat.office_names.join("; ")})` : "";
  $("acting").textContent = answer.acting ? `${NAMES[answer.acting] || answer.acting}${offices} to decide` : "";
  $("prompt").textContent = answer.prompt || "";
  $("actions").replaceChildren(...answer.actions.map((a) => {
    const li = document.createElement("li");
    li.className = "action";
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = a.label;
    b.dataset.verb = a.verb;
    b.addEventListener("click", () => act(answer.acting, a));
    li.append(b);
    if (a.rule) {
      const link = ruleLink(rulesUrl, a.rule);
      link.setAttribute("aria-label", `rule ${a.rule}`);
      li.append(link);
    }
    return li;
  }));
  const hand = $("hand");          // games with hidden hands (Junta) show the viewer's own cards
  if (hand) {
    const me = (view.board.players || []).find((p) => p.id === view.role);
    const cards = me && me.hand ? me.hand : [];
    hand.replaceChildren(...(cards.length ? cards : ["—"]).map((c) => {
      const li = document.createElement("li");
      li.textContent = c === "—" ? (me ? "No cards left." : "Pick a player to see their cards.") : (CARDS[c] || c);
      return li;
    }));
  }
  const entries = view.log.slice(-60);
  $("log").replaceChildren(...entries.map((e) => logItem(rulesUrl, e)));
  $("log").scrollTop = $("log").scrollHeight;
  showBoard($("board"), $("board-text"), answer);
  $("undo").disabled = !answer.can_undo;
  const over = view.result;
  const victory = $("victory");
  victory.hidden = !over;
  if (over) {
    const who = over.title || `the ${NAMES[over.winner]} win`;
    victory.replaceChildren(`Game over: ${who} — ${over.reason} (rule `,
      ruleLink(rulesUrl, over.rule), ").");
  }
  for (const id of ["random-move", "next-card"]) $(id).disabled = Boolean(over);
  root.dataset.moves = String(answer.moves);
  root.dataset.over = over ? over.winner : "";
  root.dataset.card = view.board.current || "";
  if ("phase" in view.board) root.dataset.phase = String(view.board.phase);
}

let engine = null;
async function call(op, args = {}) {
  const answer = await engine.call(op, { game, ...args });
  render(answer);
  return answer;
}

async function act(role, a) {
  await call("sandbox_act", { role, verb: a.verb, arg: a.arg });
}

async function startFromUrl() {
  const url = new URL(window.location.href);
  const role = url.searchParams.get("view") ?? viewAs.dataset.default;
  if ("dynamic" in viewAs.dataset && /^p[1-7]$/.test(role) && !viewAs.querySelector(`option[value="${role}"]`)) {
    viewAs.add(new Option(NAMES[role] || role, role), viewAs.options[1] || null);
  }
  const known = [...viewAs.options].map((o) => o.value);
  viewAs.value = known.includes(role) ? role : viewAs.dataset.default;
  if (players) {
    const n = url.searchParams.get("players");
    if (n !== null && ![...players.options].some((o) => o.value === n)) {
      showError(`"${n}" is not a player count Tablero can deal: choose 2 to 7 players below.`);
      return;
    }
    if (n !== null) players.value = n;
  }
  const game = /^#game=(.*)$/.exec(url.hash);
  if (game) {
    let rec;
    try {
      rec = decodeRecord(game[1]);
    } catch {
      showError("The game in this link is damaged and cannot be read. Start a new game below.");
      return;
    }
    if (rec && rec.kind === "example") {     // a position of a scripted example ("continue in the sandbox")
      const answer = await call("sandbox_new", { record: rec, role: viewAs.value || null });
      if (answer.ok) $("seed").value = String(answer.record.seed);
      return;
    }
    $("seed").value = String(rec.seed);
    if (players && rec.options && rec.options.players) players.value = String(rec.options.players);
    await call("sandbox_new", { record: rec, role: viewAs.value || null });
    return;
  }
  const given = url.searchParams.get("seed");
  const text = given ?? String(randomSeed());
  $("seed").value = text;
  const checked = checkSeed(text);
  if (checked.error) {
    showError(`${checked.error} The seed is a whole number from 0 to 9007199254740991.`);
    return;
  }
  await call("sandbox_new", newGameArgs(checked.seed));
}

$("new-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  const checked = checkSeed($("seed").value);
  if (checked.error) {
    showError(`${checked.error} The seed is a whole number from 0 to 9007199254740991.`);
    return;
  }
  const url = new URL(window.location.href);
  url.search = players ? `?seed=${checked.seed}&players=${players.value}` : `?seed=${checked.seed}`;
  url.hash = "";
  history.replaceState(null, "", url);
  await call("sandbox_new", newGameArgs(checked.seed));
});
viewAs.addEventListener("change", () => call("sandbox_view", { role: viewAs.value || null }));
$("undo").addEventListener("click", () => call("sandbox_undo"));
$("random-move").addEventListener("click", () => call("sandbox_random"));
$("next-card").addEventListener("click", () => call("sandbox_next_card"));
$("save-file").addEventListener("click", () => {
  const blob = new Blob([JSON.stringify({ game, ...record }, null, 1)], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `${game}-seed-${record.seed}-move-${record.moves.length}.json`;
  a.click();
  URL.revokeObjectURL(a.href);
});
$("load-file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  let rec;
  try {
    rec = JSON.parse(await file.text());
  } catch {
    showError("That file is not a saved Tablero game (it is not JSON).");
    return;
  }
  if (rec.game !== game || !Number.isInteger(rec.seed) || !Array.isArray(rec.moves)) {
    showError(`That file is not a saved ${title} game from Tablero.`);
    return;
  }
  if (rec.kind === "example") {
    const { kind, example, step, move, moves } = rec;
    await call("sandbox_new", { record: { kind, example, step, move, moves }, role: viewAs.value || null });
    event.target.value = "";
    return;
  }
  $("seed").value = String(rec.seed);
  if (players && rec.options && rec.options.players) players.value = String(rec.options.players);
  await call("sandbox_new", { record: { seed: rec.seed, moves: rec.moves, options: rec.options }, role: viewAs.value || null });
  event.target.value = "";
});
$("copy-url").addEventListener("click", async () => {
  const url = new URL(window.location.href);
  url.search = viewAs.value ? `?view=${viewAs.value}` : "";
  url.hash = `game=${encodeRecord(record)}`;
  history.replaceState(null, "", url);
  try {
    await navigator.clipboard.writeText(url.href);
    status.textContent = "Link copied: it reopens this game at this move.";
  } catch {
    status.textContent = "The address bar now holds a link to this game at this move.";
  }
});

engine = new EngineClient(root.dataset.wheel);
const loaded = await engine.ready;
if (loaded.ok) {
  status.textContent = "Rules engine ready.";
  status.classList.add("is-ready");
  document.body.dataset.engine = "ready";
  await startFromUrl();
} else {
  status.textContent = "";
  showError(`The rules engine did not load: ${loaded.message}`);
  document.body.dataset.engine = "failed";
}
