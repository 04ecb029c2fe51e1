// The sandbox: a whole game against yourself; the engine (in a worker) keeps the game, the page shows views.
import { EngineClient, READY, checkSeed, markEngine } from "./engine-client.mjs";
import { logItem, ruleLink, showBoard, terrainOf } from "./board-view.mjs";
import { boardChoices } from "./board-click.mjs";
import { choiceItems, endItems, noHand } from "./sandbox-choices.mjs";
import { MAX_LINK, savedGames, setUpExports } from "./sandbox-saved.mjs";
import { setUpViewAs } from "./sandbox-view-as.mjs";
import { setUpWhyNot } from "./why-not.mjs";
import { rulesInPlace } from "./rule-popover.mjs";
import { showEnd, hideEnd } from "./end-summary.mjs";
import { setUpSeats } from "./seats.mjs";
import { setUpGamePanel } from "./game-panel.mjs";
import { showScore } from "./score-strip.mjs";
import { setUpSinceMarks } from "./since-marks.mjs";
import { countWait, fitStatus } from "./status-line.mjs";

const root = document.getElementById("sandbox");
const rulesUrl = root.dataset.rules;
rulesInPlace(root, rulesUrl);      // issue 25.5: a rule number opens its text over the game
const $ = (id) => document.getElementById(id);
const status = $("engine-status");
fitStatus(status);              // a long message goes under the heading, not three lines beside it
const errorBox = $("error");
const viewAs = $("view-as");
const game = root.dataset.game;
const NAMES = JSON.parse(root.dataset.roles || "{}");
const title = root.dataset.title;
const players = $("players");
const CARDS = JSON.parse(root.dataset.cards || "{}");          // card id -> text, for games with hidden hands
// What is in play comes from the game's own module (site/static/js/inplay-<game>.mjs, named by data-in-play):
// showInPlay(board, {names, cards}) fills the game's in_play block; an optional
// showVictory(box, board, {names, result}) adds the game's score breakdown to the victory box.
// The engine starts loading before anything else waits: its downloads need not wait for the in-play module.
const client = new EngineClient(root.dataset.wheel);
const inPlay = root.dataset.inPlay ? await import(root.dataset.inPlay) : null;
const solo = $("solo");                                          // a game's multi-hand solo variant
const sinceMarks = setUpSinceMarks({ figure: $("board"), list: $("board-text") });
let record = null;          // the move record as the viewed role may know it (others' private answers hidden)
const { dealable, fillSeats, seatsFor, checkAddress, markComputers, computerSaid } = setUpViewAs({
  viewAs, players, solo, names: NAMES, title });
const { readRecord, decodeLink, oldSave } = savedGames({ game, title });

// ``seed`` null: the engine draws a seed the page never learns (it would tell every hidden card and roll).
function newGameArgs(seed) {
  const args = { role: viewAs.value || null };
  if (seed !== null) args.seed = seed;
  if (players) args.options = { players: Number(players.value) };
  if (solo && solo.checked) args.options = { solo: true };
  if (seats) Object.assign(args, seats.args());          // issue 27.5: the computer seats, if any
  return args;
}

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = !message;
}

// the answers that draw the position of the answer before them (no move made): the last move's gold stays, as the
// page sends the places it keeps (sinceMarks.gold) with each of them
const SAME_POSITION = new Set(["sandbox_view", "sandbox_seats", "sandbox_pause"]);

function render(answer, op) {
  if (!answer.ok) {
    showError(answer.rule ? `${answer.message} (rule ${answer.rule})` : answer.message);
    return;
  }
  showError(notice);
  notice = "";
  record = answer.record;
  const view = answer.view;
  fillSeats(view);
  markComputers(view.result ? {} : answer.seats || {});     // issue 27: a computer seat's own view is not offered
                                                             // while the game is on (at its end, every view is)
  const seat = (view.board.players || []).find((p) => p.id === answer.acting);
  // one person at a table of computers: their own decision says so (the seat's name alone read like anyone's)
  const yours = answer.acting && !view.result && answer.acting === youAtTheTable(answer) ? ": your turn" : "";
  $("acting").replaceChildren(...(answer.acting
    ? [`${NAMES[answer.acting] || answer.acting} to decide${yours}`, ...seatOffices(seat)] : []));
  // at the end nobody decides: the decision says so and offers what one can do now (endItems), the result left to
  // the victory box above the table, never the engine's last waiting line
  const ended = view.result;
  $("prompt").textContent = ended ? "The game is over. What next?" : answer.prompt || "";
  $("prompt").classList.toggle("is-private", Boolean(answer.private));
  const buttons = new Map();
  $("actions").replaceChildren(...choiceItems(answer, { rulesUrl, names: NAMES, hotSeat: viewAs.value === "acting",
    buttons, act: (a) => act(answer.acting, a),
    goOn: async () => {
      focusNext = true;
      panel.played();
      await call("sandbox_go_on");
    } }));
  if (ended && !answer.actions.length) {
    $("actions").replaceChildren(...endItems({ showVictory, replay: showReplay, save: () => $("save-file").click(),
      again: () => {            // the Game panel's "New game" with its seed left empty: a seed nobody knows
        $("seed").value = "";
        $("new-game").requestSubmit();
      } }));
  }
  const hand = $("hand");          // games with hidden hands show the viewer's own cards
  if (hand) {
    const me = (view.board.players || []).find((p) => p.id === view.role);
    const head = $("hand-head");     // "Your hand" in the hot seat; a seat chosen in "View as" by its name
    if (head) head.textContent = me && viewAs.value !== "acting" ? `${NAMES[me.id] || me.id}'s ${head.dataset.of}`
      : `Your ${head.dataset.of}`;
    const cards = me && me.hand ? me.hand : [];
    hand.replaceChildren(...(cards.length ? cards : ["—"]).map((c) => {
      const li = document.createElement("li");
      li.textContent = c === "—" ? (me ? "No cards left." : noHand(view, viewAs.value)) : (CARDS[c] || c);
      return li;
    }));
  }
  if (inPlay) inPlay.showInPlay(view.board, { names: NAMES, cards: CARDS });
  showLog(answer);
  // the kind of move the picture comes from, its last log line's rule: a run of like moves the viewer watches keeps
  // the board's view where the run began (map-zoom.mjs)
  const lastLine = view.log && view.log.length ? view.log[view.log.length - 1] : null;
  $("board").dataset.moveKind = (lastLine && lastLine.rule) || "";
  showBoard($("board"), $("board-text"), answer);
  if (inPlay && inPlay.scoreOf) {
    showScore($("board"), $("board-text"), inPlay.scoreOf(view.board, { names: NAMES, narrow: narrow.matches }));
  }
  // one person at a table of computers: what the computers' moves changed since that person last decided, marked
  // on the board until they decide again (only what this view's pictures drew: since-marks.mjs)
  sinceMarks.show({ since: seats ? seats.sinceLine(answer) : null, words: seats ? seats.sinceWords(answer) : "",
    alone: Boolean(youAtTheTable(answer) && !view.result), again: SAME_POSITION.has(op),
    names: Object.fromEntries((answer.spaces || []).map((s) => [s.id, s.text.split(/:| \(/)[0]])) });
  $("choice-note").textContent = "";
  boardChoices($("board"), answer.actions, (a) => act(answer.acting, a), (list, where) => {
    for (const b of buttons.values()) b.classList.remove("is-offered");
    for (const a of list) buttons.get(a).classList.add("is-offered");
    $("choice-note").textContent = `${list.length} choices in ${where}: pick one below (outlined).`;
    buttons.get(list[0]).focus();
  });
  setUpWhyNot({ figure: $("board"), anchor: $("actions"), spaces: answer.spaces, rulesUrl,      // issue 25.4
    role: viewAs.value || null, call: (op, args) => engine.call(op, { game, ...args }),
    pick: root.dataset.whyNotPick });
  const askWhy = $("decision").querySelector(".why-not-ask");   // the keyboard's "Why not…" after the choices, so
  if (askWhy && askWhy.previousElementSibling !== $("actions")) $("actions").after(askWhy);   // they come first
  // at the end nothing is refused any more, and while a computer decides nothing is the viewer's to be refused
  if (askWhy) askWhy.hidden = Boolean(ended || answer.computer);
  if (inPlay && inPlay.onDecision) {      // a game's own play on the board (moves on a hex map, issue 25.7)
    inPlay.onDecision({ answer, buttons, figure: $("board"), list: $("actions"), root, rulesUrl,
      role: viewAs.value || null,
      engine: (op, args) => engine.call(op, { game, ...args }), play: (verb, arg) => act(answer.acting, { verb, arg }),
      playAll: (moves) => {          // one tap's moves as one group: one Undo takes them all back
        focusNext = true;
        panel.played();
        return call("sandbox_act", { role: answer.acting, moves });
      } });
  }
  if (focusNext) {            // after a choice, the keyboard goes on to the next decision (a shown button, not the bar)
    focusNext = false;
    const first = [...$("actions").querySelectorAll("button")].find((b) => b.getClientRects().length
      && !b.closest(".game-bar"));
    const target = first || $("board").querySelector(".hit") || $("prompt");
    if (seating || dealing) { // the screen right after "I am ..." (or a game dealt or loaded from the panel under
      // the table, which would leave the new table out of sight above): at the table's fixed place
      placeTable();
      target.focus({ preventScroll: true });
    } else target.focus();
  }
  const undoWhy = answer.undo_why;          // public facts only (engine/seats.py undo_reason)
  $("undo").disabled = !answer.can_undo;
  $("undo-why").textContent = undoWhy ? `Undo is off. ${undoWhy}` : "";
  $("undo-why").hidden = !undoWhy;
  if (undoWhy) $("undo").title = `Undo is off: ${undoWhy}`;
  else if (answer.undo_what) $("undo").title = answer.undo_what;    // whose decision it takes back (engine)
  else $("undo").removeAttribute("title");
  const over = view.result;
  const victory = $("victory");
  victory.hidden = !over;
  if (over) {
    // the one statement of the result (the summary below it does not say it again: on a phone the two filled the
    // first screen with the same sentence, issue 27's walk)
    const who = endTitle(over);
    const n = answer.moves;
    victory.replaceChildren(`Game over: ${who} — ${over.reason} (rule `,
      ruleLink(rulesUrl, over.rule), `), after ${n} ${n === 1 ? "move" : "moves"}.`);
    // a game's score breakdown; the one person at a table of computers finds their own row by "(you)"
    const you = youAtTheTable(answer);
    const names = you ? { ...NAMES, [you]: `${NAMES[you] || you} (you)` } : NAMES;
    if (inPlay && inPlay.showVictory) inPlay.showVictory(victory, view.board, { names, result: over });
  }
  if (over) {            // issue 25.8: the summary and the replay, from the engine, only once the game is over
    showEnd(victory, { call: (op, args) => engine.call(op, { game, ...args }), rulesUrl, moves: answer.moves,
      you: youAtTheTable(answer), lines: view.log.length });
  } else hideEnd();
  // the move that ends the game, made at this table (the person's or a computer's): the end comes into sight
  if (over && playing && touched) showVictory();
  playing = !over;
  // random play is for persons' seats: off while a computer decides (the engine refuses it then, too)
  for (const id of ["random-move", "next-card"]) $(id).disabled = Boolean(over || answer.computer);
  root.dataset.moves = String(answer.moves);
  root.dataset.view = viewAs.value;  // whose view the screen now shows (a test waits on it after a "View as" change)
  // a seat's own view: what it shows
  const about = viewAs.selectedOptions[0] && viewAs.selectedOptions[0].dataset.about;
  $("view-about").textContent = about ? `${about}.` : "";
  $("view-about").hidden = !about;
  root.dataset.table = "on";         // what sits beside and under the board shows from now on (site.css)
  root.dataset.over = over ? over.winner : "";
  root.dataset.card = view.board.current || "";
  if ("phase" in view.board) root.dataset.phase = String(view.board.phase);
}

// The log: its last LOG_LINES lines, and however many more the computers wrote since the person's last move (a long
// computer turn can be read whole, issue 27), the first of those marked; "Show earlier lines" adds EARLIER at a time
// (each request then says how many were added, so the engine sends the computers' reasons for those lines too).
// Only that window is built: a game of thousands of lines costs no more than its window.
const LOG_LINES = 60;
const EARLIER = 200;
let earlier = 0;            // lines asked for above the window (a new game: none)
let logAnswer = null;       // the answer the log shows
// An answer whose log only adds lines below those on the page (the same words from the same first line on, or
// lines gone above the window) gets only its new lines built: with every line shown, a computers' run would
// otherwise build the whole log again at every move. Any other (an undo, a line rewritten by a reveal, another
// viewer's log, more lines asked for above) builds the window whole. The reasons and the since-mark are put on again.
let logShown = null;        // what the page's lines were built from: {lines, from}
function logGrows(old, lines, from) {
  if (!old || from < old.from || from > old.lines.length || lines.length < old.lines.length) return false;
  for (let i = from; i < old.lines.length; i += 1) {
    if (old.lines[i].text !== lines[i].text || old.lines[i].rule !== lines[i].rule) return false;
  }
  return true;
}
function showLog(answer, keep = false) {
  logAnswer = answer;
  const log = $("log");
  const lines = answer.view.log;
  const since = seats ? seats.sinceLine(answer) : null;          // the first line since the person's last move
  const from = Math.max(0, Math.min(lines.length - LOG_LINES, since ?? Infinity) - earlier);
  const below = log.scrollHeight - log.scrollTop;              // keep: the lines in sight stay in sight
  if (logGrows(logShown, lines, from)) {
    for (const n of log.querySelectorAll(".bot-reason, .since-mark")) n.remove();
    for (const li of log.querySelectorAll("li.is-since")) li.classList.remove("is-since");
    for (let k = logShown.from; k < from; k += 1) log.firstElementChild.remove();
    log.append(...lines.slice(logShown.lines.length).map((e) => logItem(rulesUrl, e)));
  } else log.replaceChildren(...lines.slice(from).map((e) => logItem(rulesUrl, e)));
  logShown = { lines, from };
  log.start = from + 1;                                        // the log's own numbers
  if (since !== null && since >= from) {
    const first = log.children[since - from];
    const mark = document.createElement("strong");
    mark.className = "since-mark";
    mark.textContent = `${seats.sinceWords(answer)}: `;
    first.classList.add("is-since");
    first.prepend(mark);
  }
  if (seats) seats.decorate(log);                              // issue 27.5: the computers' reasons
  log.scrollTop = keep ? log.scrollHeight - below : log.scrollHeight;
  const more = $("log-earlier");
  if (!more) return;
  more.hidden = from === 0;
  // all that is left in one press: the count once (before: "Show 5 earlier lines (5 before these)")
  more.textContent = from > EARLIER ? `Show ${EARLIER} earlier lines (${from} before these)`
    : from === 1 ? "Show the earlier line" : `Show the ${from} earlier lines`;
}

// The one person at a table of computers (their rows of the end are marked "(you)"), else null (two or more
// people at one device: no row is the one "you").
function youAtTheTable(answer) {
  const seats = answer.seats || {};
  const people = (answer.view.roles || []).filter((r) => !(r in seats));
  return Object.keys(seats).length && people.length === 1 ? people[0] : null;
}

function endTitle(result) {      // every game's result has its own title; else the winner's name, with no verb
  return result.title || NAMES[result.winner] || String(result.winner || "the game is over");
}

// The replay of the ended game (under the victory box, end-summary.mjs): scrolled to, the keyboard on its slider;
// who won and why while it is still on its way from the engine.
function showReplay() {
  const slider = document.getElementById("replay-move");
  if (!slider) {
    showVictory();
    return;
  }
  slider.closest(".game-end-replay").scrollIntoView({ block: "start", behavior: "instant" });
  slider.focus({ preventScroll: true });
}

// The game's end above the table: scrolled to the window's top, the keyboard there too.
function showVictory() {
  const victory = $("victory");
  victory.tabIndex = -1;
  victory.scrollIntoView({ block: "start", behavior: "instant" });
  victory.focus({ preventScroll: true });
}

let engine = null;
let playing = false;        // the table shows a game under way (so an answer that ends it ends it here)
let focusNext = false;
let seating = false;        // the answer to "I am ...": the seated player's first screen after a hand-off
let dealing = false;        // the answer to "New game" or "Load from file", pressed in the Game panel
// a phone held upright gets a board drawn for its width where the game has one (a card table reflows)
const narrow = window.matchMedia("(max-width: 40rem)");
// (and a map whose ground the page has as still pictures is drawn over them: terrainOf)
const terrain = terrainOf();
const layout = () => (narrow.matches ? { layout: "narrow", ...terrain } : terrain);
narrow.addEventListener("change", () => {         // turned: the same view, drawn for the new width
  if (root.dataset.moves !== undefined && document.body.dataset.engine === "ready") {
    redraw({ role: viewAs.value || null });
  }
});
// the game's settings under the table, in the "Game" panel: closed on a phone once play is under way (issue 25.9)
const panel = setUpGamePanel({ panel: $("game-panel"), opener: $("game-panel-open"),
  narrow: window.matchMedia("(max-width: 50rem)") });

// The panel's one line: where the game stands and how it was dealt (public facts only: a hidden seed stays hidden).
function gameLine(answer) {
  const seed = answer.record.seed;
  const parts = [`move ${answer.moves}`, seed === null || seed === undefined ? "hidden seed" : `seed ${seed}`];
  if (players) parts.push(`${answer.view.roles.length} players`);
  if (solo && answer.record.options && answer.record.options.solo) parts.push("multi-hand solo");
  const computers = Object.keys(answer.seats || {}).length;
  if (computers) parts.push(`${computers} ${computers === 1 ? "computer" : "computers"}`);
  return `${parts.join(", ")}: new game, seats, save and load`;
}
async function call(op, args = {}) {
  const gold = SAME_POSITION.has(op) && !("changed" in args) ? sinceMarks.gold() : [];
  const answer = await engine.call(op, { game, ...layout(), ...(earlier ? { earlier } : {}),
    ...(gold.length ? { changed: gold } : {}), ...args });
  return shown(answer, op);
}

// The same position drawn again, for ``args.role``'s view (the "View as" menu, the hot seat's "I am …", a phone
// turned, a reload): the last move's places outlined in gold as before. The engine drew that gold from the public
// board's change (the same for every viewer); each view outlines those places only where it draws them.
function redraw(args) {
  return call("sandbox_view", args);      // (``call`` sends the kept gold with every same-position op)
}

// "Your last game is back (…, move N)", "The linked game is open (…)", "The file's game is open (…)": which game
// came and where it stood; once play moves on it would name a move long gone, so the status goes back to its usual
// line. Always one line (cut short with "…" when a long seed would wrap it on a phone), so the table sits as low
// on the first screen as on every later one (the hot seat's screens must all look alike).
let backLine = null;

function cameLine(what, seed, moves) {
  if (keepFailed) return;              // the warning that the game is not kept stays
  const text = `${what} (${seed === null || seed === undefined ? "a hidden seed" : `seed ${seed}`}, move ${moves}).`;
  const line = document.createElement("span");
  line.className = "one-line";
  line.textContent = text;
  line.title = text;
  status.replaceChildren(line);
  backLine = { text, moves };
}

function shown(answer, op) {
  if (backLine && answer.ok && answer.moves !== backLine.moves) {
    if (status.textContent === backLine.text) status.textContent = READY;
    backLine = null;
  }
  if (seats) seats.seen(answer, op);
  if (answer.ok && answer.refused_view) {          // the worker sent the hot seat's view: that seat is a computer's
    viewAs.value = viewAs.dataset.default;
    notice = [notice, computerSaid(answer.refused_view)].filter(Boolean).join(" ");
  }
  if (answer.ok) {
    if (op === "sandbox_new") {
      panel.dealt(answer);
      earlier = 0;
    }
    panel.seen(gameLine(answer));
  }
  if (answer.ok && viewAs.value === "acting" && answer.acting && answer.seated !== answer.acting && !answer.forced
      && !answer.computer) {       // a computer takes no device: no hand-off for its move (issue 27.5)
    // Hot seat, and someone decides who has not taken the device: the worker sent the public board only (the
    // decider's own view comes once they press "I am ..."), so the last player's cards and choices are off the
    // screen and the next player's have not reached the page.
    focusNext = false;
    render(answer, op);
    handOff(answer.acting, answer.view);
  } else {
    handOff(null);
    render(answer, op);
  }
  if (answer.ok) {
    kept(answer);
    keepMarks(answer);
    lastOk = answer;
    viewOnPage = viewAs.value;
    if (!anotherPersons($("view-confirm-yes").dataset.role)) $("view-confirm").hidden = true;   // no longer asked
  }
  if (seats) seats.next(answer);
  return answer;
}

// Until the reader has touched the page, the page never scrolls itself: the first answer's hand-off would
// otherwise jump a phone's screen down to the board while it is still being laid out (a layout shift of 0.2).
let touched = false;
for (const type of ["pointerdown", "keydown"]) {
  window.addEventListener(type, () => { touched = true; }, { once: true, capture: true });
}

// A seat's offices (a view's board.players[].office_names), under the line that names the seat (who decides, whom
// the device goes to), smaller: one or two as a line of their own; more (a seat of a two- or three-player coup holds
// up to six) behind "N offices", opened on demand, so who decides stays one short line on a phone (before: "Player 2
// (Minister of Internal Security; General, …) to decide", six lines at 390 px). Opened, the list stays open from
// one answer to the next.
let officesOpen = false;
function seatOffices(seat) {
  const names = (seat && seat.office_names) || [];
  if (!names.length) return [];
  const line = document.createElement("span");
  line.className = "seat-offices";
  line.textContent = names.join("; ");
  if (names.length <= 2) return [line];
  const box = document.createElement("details");
  box.className = "seat-offices-more";
  const head = document.createElement("summary");
  head.textContent = `${names.length} offices`;
  box.append(head, line);
  box.open = officesOpen;
  box.addEventListener("toggle", () => { officesOpen = box.open; });
  return [box];
}

function handOff(role, view) {
  const box = $("handoff");
  root.dataset.handoff = role || "";
  box.hidden = !role;
  $("decision").hidden = Boolean(role);
  if (!role) return;
  const seat = (view.board.players || []).find((p) => p.id === role);
  $("handoff-who").textContent = `Pass the device to ${NAMES[role] || role}`;
  $("handoff-offices").replaceChildren(...seatOffices(seat));
  $("handoff-show").textContent = `I am ${NAMES[role] || role}: show my screen`;
  $("handoff-show").dataset.role = role;
  placeTable();
  $("handoff-show").focus({ preventScroll: true });
}

// Issue 25.3: the hand-off screen, and the player's own screen once they press "I am ...", stand at one fixed place,
// whatever the last player scrolled to and whatever this one holds, so that neither screen tells an onlooker
// anything: on a desk the page's top (the whole board beside the decision), on a phone the table's top at the
// window's top (the board right above the decision). Until the reader has touched the page it stays where it is
// (issue 25.11: no jump while the page is still being laid out).
const desk = window.matchMedia("(min-width: 50.01rem)");
function placeTable() {
  if (!touched) return;
  const body = root.querySelector(".sandbox-body");
  const top = desk.matches ? 0 : Math.max(0, Math.round(body.getBoundingClientRect().top + window.scrollY - 8));
  window.scrollTo({ top, behavior: "instant" });
}

// Nothing lost on reload: after every move the worker stores the whole game (seed, options, moves: every secret)
// in this browser's IndexedDB and answers only {kept: {id, moves}}; the address says ?view=ROLE#saved=ID, an
// opaque id that reopens it in this browser (a reload, a closed tab), undo included. The page never holds the
// whole record except through the two export buttons.
let keptId = null;          // where the worker keeps this tab's game (null: not kept)
let keepFailed = false;

function address(hash) {
  const url = new URL(window.location.href);
  url.search = viewAs.value ? `?view=${encodeURIComponent(viewAs.value)}` : "";
  url.hash = hash;
  return url;
}

// The worker's word on autosave after a change: the address follows the game, or a message says it is not kept.
function kept(answer) {
  const k = answer.kept;
  if (!k) return;
  if (k.error) {
    keptId = null;
    root.dataset.saved = "off";
    status.classList.add("is-warning");
    if (!keepFailed) {
      status.textContent = `This game is not being kept in this browser (${k.error}), so a reload or a closed tab `
        + "would lose it. Play goes on; “Save the whole game to a file” keeps a copy.";
    }
    keepFailed = true;
    return;
  }
  if (keepFailed) status.textContent = "This game is kept in this browser again.";
  status.classList.remove("is-warning");
  keepFailed = false;
  keptId = k.id;
  history.replaceState(null, "", address(`saved=${k.id}`));
  root.dataset.saved = String(k.moves);
}

// The board's marks of what the computers changed go with the kept game (a reload mid-turn shows them again):
// after every change the worker keeps the record anew, without them, and the page sends them again.
// data-marks-kept: the moves of the game they were last kept with.
function keepMarks(answer) {
  const marks = answer.kept && answer.kept.id ? sinceMarks.kept() : null;
  if (!marks) return;
  const moves = answer.moves;
  engine.keepMarks(game, { moves, ...marks }).then((a) => {
    if (a.ok && a.kept) root.dataset.marksKept = String(moves);
  });
}

// Reopen a kept game: the one under ``saved`` (#saved=), an old localStorage save (``legacy``), or else this
// game's newest. True when a game is back on the board; else ``notice`` says why (unless nothing was kept).
async function reopen(url, { saved = null, legacy } = {}) {
  const first = await replaying(null, "the game kept in this browser",
    engine.restore({ game, role: null, saved, legacy }));
  if (!first.ok) {
    const why = {
      unknown_save: "This address names a game kept in another browser (or one this browser no longer has): a "
        + "game is kept only in the browser that played it. To share a game, use “Copy a link to the whole game”"
        + " (the link shows every secret).",
      storage_off: saved ? `The game in this address cannot be read: ${first.message}.` : "",
      nothing_kept: "",
    }[first.error] ?? `Your last game could not be reopened: ${first.message}.`;
    notice = [checkAddress(url), why && `${why} A new game was dealt instead.`].filter(Boolean).join(" ");
    return false;
  }
  const options = first.record.options || {};
  const n = dealable(options.players);
  notice = checkAddress(url, n, first.seats);
  if (players && n) players.value = String(n);
  if (solo) solo.checked = Boolean(options.solo);
  $("seed").value = first.restored.seed === null ? "" : String(first.restored.seed).slice(0, 40);
  panel.dealt(first);
  const marks = first.marks;         // kept with this very position only: else the board opens without them
  sinceMarks.restore(marks && marks.moves === first.restored.moves ? marks : null);
  await redraw({ role: viewAs.value || null });     // the last move's gold outline again, as kept with the game
  kept(first);                // after the chosen view is on the page: data-saved says the game is back
  cameLine("Your last game is back", first.restored.seed, first.restored.moves);
  return true;
}

$("handoff-show").addEventListener("click", async () => {
  focusNext = true;
  seating = true;
  try {
    await redraw({ role: "acting", seated: $("handoff-show").dataset.role });
  } finally {
    seating = false;
  }
});

async function act(role, a) {
  focusNext = true;
  panel.played();
  await call("sandbox_act", { role, verb: a.verb, arg: a.arg });
}

let notice = "";         // a correction made to the address (shown with the next answer)

async function startFromUrl() {
  const url = new URL(window.location.href);
  if (solo) solo.checked = url.searchParams.get("solo") === "1";
  const link = /^#game=(.*)$/.exec(url.hash);
  if (link) {
    const read = decodeLink(link[1]);
    if (read.error) {
      checkAddress(url);
      showError(read.error);
      return;
    }
    const rec = read.record;
    if (rec.kind === "example") {     // a position of a scripted example ("continue in the sandbox")
      notice = checkAddress(url);
      const answer = await call("sandbox_new", { record: rec, role: viewAs.value || null });
      if (answer.ok) $("seed").value = String(answer.record.seed);
      return;
    }
    const n = dealable(rec.options && rec.options.players);
    notice = checkAddress(url, n, rec.seats);
    $("seed").value = rec.seed === undefined ? "" : String(rec.seed).slice(0, 40);
    if (players && n) players.value = String(n);
    if (solo) solo.checked = Boolean(rec.options && rec.options.solo);
    const came = await replaying(rec, "the linked game",
      call("sandbox_new", { record: rec, role: viewAs.value || null }));
    if (came.ok) cameLine("The linked game is open", came.record.seed, came.moves);
    return;
  }
  const given = url.searchParams.get("seed");
  const savedId = /^#saved=([0-9a-f]{1,64})$/.exec(url.hash);
  let back = false;
  if (savedId) {                    // a reload, or this browser's address of a kept game
    back = await reopen(url, { saved: savedId[1] });
  } else if (url.hash.startsWith("#saved=")) {
    notice = [checkAddress(url), "This address does not name a kept game (its id is damaged). A new game was dealt "
      + "instead."].filter(Boolean).join(" ");
  } else if (given === null) {      // nothing in the address: the game this browser kept last
    const old = oldSave();
    if (old && old.error) {
      notice = [checkAddress(url), `${old.error}. A new game was dealt instead.`].filter(Boolean).join(" ");
    } else {
      back = await reopen(url, old ? { legacy: old.record } : {});
    }
  } else {
    notice = checkAddress(url);
  }
  if (back) return;
  if (given === null || given === "") {   // no seed asked for: a hidden one, drawn by the engine
    $("seed").value = "";
    await call("sandbox_new", newGameArgs(null));
    return;
  }
  $("seed").value = given;
  const checked = checkSeed(given);
  if (checked.error) {
    showError(`${checked.error} The seed is a whole number from 0 to 9007199254740991.`);
    return;
  }
  await call("sandbox_new", newGameArgs(checked.seed));
}

async function exportRecord() {
  const answer = await engine.call("sandbox_export", { game });
  if (!answer.ok) {
    showError(answer.message);
    return null;
  }
  return answer.record;
}

$("new-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  const hidden = $("seed").value.trim() === "";        // an empty seed: the engine draws one nobody sees
  const checked = hidden ? { seed: null } : checkSeed($("seed").value);
  if (checked.error) {
    showError(`${checked.error} The seed is a whole number from 0 to 9007199254740991, or leave it empty for a `
      + "hidden one.");
    return;
  }
  const url = new URL(window.location.href);
  const query = new URLSearchParams(hidden ? {} : { seed: String(checked.seed) });
  if (players) query.set("players", players.value);
  if (solo && solo.checked) query.set("solo", "1");
  url.search = `?${query}`;
  url.hash = "";
  history.replaceState(null, "", url);
  if ("dynamic" in viewAs.dataset) checkAddress(url);
  await toTheTable(() => call("sandbox_new", newGameArgs(checked.seed)));
});
// A game put on the table from the Game panel (under the table), or a decision taken back by Undo (on a phone the
// page may be scrolled far below the question that comes back): the table comes back into sight at its place, the
// keyboard on its first choice (a hand-off screen, if one comes, places itself).
async function toTheTable(put) {
  focusNext = true;
  dealing = true;
  try {
    return await put();
  } finally {
    dealing = false;
  }
}
// A table of two or more people with computers in the other seats: another person's own view is one select away
// and shows their secrets, so it opens only once asked again (issue 27's third walk). The view of whoever holds
// the device, the public one, any view once the game is over, and any view at a table of people only (one person
// playing every side, as often as several) open at once.
let lastOk = null;          // the last answer the page showed
let viewOnPage = viewAs.value;
function anotherPersons(role) {
  const a = lastOk;
  if (!a || a.view.result || !a.seats || !Object.keys(a.seats).length || !role || role === "acting") return false;
  const persons = a.view.roles.filter((r) => !a.seats[r]);
  return persons.length >= 2 && persons.includes(role) && role !== a.seated;
}
async function showView(role) {
  $("view-confirm").hidden = true;
  viewAs.value = role;
  // back to the hot seat from the menu: whoever holds the device says who they are again
  await redraw({ role: role || null, ...(role === "acting" ? { seated: null } : {}) });
  if (keptId) history.replaceState(null, "", address(`saved=${keptId}`));
}
viewAs.addEventListener("change", async () => {
  const role = viewAs.value;
  if (!anotherPersons(role)) {
    await showView(role);
    return;
  }
  viewAs.value = viewOnPage;            // nothing changes until they say so
  const name = NAMES[role] || role;
  $("view-confirm-text").textContent = `${name} is another person at this table: their own view shows `
    + `${viewAs.dataset.seatShows || "their secrets"}. Show it only when ${name} holds the device, or everyone agrees.`;
  $("view-confirm-yes").textContent = `Show ${name}'s view`;
  $("view-confirm-yes").dataset.role = role;
  $("view-confirm").hidden = false;
  $("view-confirm-no").focus();
});
$("view-confirm-yes").addEventListener("click", () => showView($("view-confirm-yes").dataset.role));
$("view-confirm-no").addEventListener("click", () => {
  $("view-confirm").hidden = true;
  viewAs.focus();
});
$("undo").addEventListener("click", () => toTheTable(() => call("sandbox_undo")));
if ($("log-earlier")) {
  $("log-earlier").addEventListener("click", async () => {
    earlier += EARLIER;
    if (seats) {          // the computers' reasons beside the lines now shown too (every later answer brings them)
      const more = await engine.call("sandbox_reasons", { game, earlier });
      if (more.ok) seats.reasonsNow(more.reasons);
    }
    showLog(logAnswer, true);
  });
}
$("random-move").addEventListener("click", () => call("sandbox_random"));
$("next-card").addEventListener("click", () => call("sandbox_next_card"));
setUpExports({ $, game, status, exportRecord, address, keepFailed: () => keepFailed });
$("load-file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  event.target.value = "";
  const read = file.size > MAX_LINK ? { error: "That file is too large to be a saved game." }
    : readRecord(await file.text(), "file");
  if (read.error) {
    showError(read.error);
    return;
  }
  const rec = read.record;
  $("seed").value = rec.seed === undefined ? "" : String(rec.seed).slice(0, 40);
  const n = dealable(rec.options && rec.options.players);
  if (players && n) players.value = String(n);
  if ("dynamic" in viewAs.dataset && n) {
    const url = new URL(window.location.href);
    url.search = "";
    url.searchParams.set("view", viewAs.value);
    notice = checkAddress(url, n);
  }
  const came = await toTheTable(() => replaying(rec, "the file's game",
    call("sandbox_new", { record: rec, role: viewAs.value || null })));
  if (came.ok) cameLine("The file's game is open", came.record.seed, came.moves);
});

// A game replayed from its moves (a link, a file, a kept game) can take a while in the worker: the status says
// so, with the seconds counted, so a long replay never looks like a frozen page.
async function replaying(rec, what, pending) {
  const moves = rec && Array.isArray(rec.moves) ? rec.moves.length : null;
  const said = moves === null ? `Reopening ${what}…` : `Replaying ${what}: ${moves.toLocaleString("en")} moves…`;
  const began = Date.now();
  root.dataset.replaying = "yes";
  status.textContent = said;
  const tick = setInterval(() => {
    const s = Math.round((Date.now() - began) / 1000);
    status.textContent = `${said} (${s} s; the engine is working, the page is not frozen)`;
  }, 1000);
  try {
    return await pending;
  } finally {
    clearInterval(tick);
    delete root.dataset.replaying;
    if (status.textContent.startsWith(said)) status.textContent = READY;
  }
}

// A #game= link (or a #saved= address) opened over this page is followed, as if the page were opened with it.
window.addEventListener("hashchange", () => {
  if (!/^#(game|saved)=/.test(window.location.hash) || document.body.dataset.engine !== "ready") return;
  startFromUrl();
});

// Issue 27.5: who plays each seat; the roles a new game would seat come from the player count (or the game's own)
const seats = setUpSeats({ root, names: NAMES, rulesUrl, call,
  rolesNow: () => (players ? seatsFor(Number(players.value)) : Object.keys(NAMES)),
  // on a phone, the person's turn after the computers' moves: the table at the window's top, the board right above
  // the decision (as after a hand-off), wherever the page was scrolled to (the seats' list, the log)
  yourTurn: () => { if (!desk.matches) placeTable(); } });

engine = client;
if (markEngine(status, await countWait($("table-wait"), engine.ready), showError)) await startFromUrl();
root.dataset.table = "on";           // whatever came of the address (a game, or a message saying why not)
