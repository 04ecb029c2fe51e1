// Computer opponents at the sandbox table (issue 27.5): who plays each seat (a person, or a computer at the
// steady or strong level), and the loop that lets the computers move at a readable pace.
// The engine worker keeps the seats with the game (the record's "seats": kept, undone, linked and reloaded with
// it) and plays a computer's move from that seat's own view only (bridge op sandbox_bot, engine/seats.py): the
// page asks for "the computer seat that decides now" and never holds or sends a state. Every answer carries the
// computers' one-line reasons beside the log's last lines (only as far as the viewing seat may know them), kept
// with their moves in the record, so a reloaded game shows them again.
import { logItem, ruleLink } from "./board-view.mjs";

const KINDS = [
  ["person", "Person"],
  ["steady", "Computer (steady)"],
  ["strong", "Computer (strong)"],
];
const PACES = [["1500", "Slow (1.5 s a move)"], ["600", "Readable (0.6 s a move)"], ["150", "Fast (0.15 s a move)"]];
const PACE_KEY = "tablero-bot-pace";     // the pace chosen last, in this browser (a liking, no secret): every game

function keptPace() {
  try {
    const v = window.localStorage.getItem(PACE_KEY);
    return PACES.some(([p]) => p === v) ? v : "600";
  } catch {
    return "600";                         // storage off: the usual pace
  }
}

// A computer's reason, its rule a link: where the words say the rule's number ("…, 3.3.2", "… (3.3.2)", or
// "…, 3.3.2; searched: …" as the strong level adds; its last mention; or a card's at the start, "U1 in Aguada")
// the link is that number, else it goes in front; never the same number twice.
export function reasonWords(r, rulesUrl) {
  if (!r.rule) return [r.text];
  const rule = r.rule.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const said = [...r.text.matchAll(new RegExp(`(?:\\(|, )(${rule})(?=\\)|;|,|$)`, "g"))].pop();
  if (!said && r.text.startsWith(`${r.rule} `)) {          // a card's reason opens on it: "U1 in Aguada: ..."
    return [ruleLink(rulesUrl, r.rule), r.text.slice(r.rule.length)];
  }
  if (!said) return [ruleLink(rulesUrl, r.rule), " ", r.text];
  const at = said.index + said[0].length - r.rule.length;
  return [r.text.slice(0, at), ruleLink(rulesUrl, r.rule), r.text.slice(at + r.rule.length)];
}

// Beside the seat's own tag in the log ("Tupamaros (computer, steady):") a reason that begins with the seat's name
// does not say it twice (the engine's hidden reasons name no seat: "made a private choice", engine/seats.py).
export function unnamed(text, who) {
  return who && text.startsWith(`${who} `) ? text.slice(who.length + 1) : text;
}

// A computer's move that wrote no line the viewer sees (End Patrol, No Arrest, how many units: the engine marks it
// ``silent``) sits after the last line before it, which may be another seat's or the person's own: it is a line of
// its own, its tag naming the seat and what it chose ("Player 3 (computer, steady): No Arrest — no Cell is in
// reach"), so it never reads as that line's reason. ``what`` is null for another seat's private choice: the engine's
// words say only that a choice was made. Words that open on the choice, or say it ("chose “…”"), are not doubled.
export function reasonParts(r, who, rulesUrl) {
  const text = unnamed(r.text, who);
  if (!r.silent || !r.what || text.startsWith("chose ")) return reasonWords({ ...r, text }, rulesUrl);
  const what = document.createElement("span");
  what.className = "bot-what";
  what.textContent = r.what;
  let rest = text;
  for (const head of [`${r.what}: `, `${r.what}, `, `${r.what} `]) {
    if (rest.startsWith(head)) { rest = rest.slice(head.length); break; }
  }
  if (rest === r.what || !rest.trim()) return [what];
  return [what, " — ", ...reasonWords({ ...r, text: rest }, rulesUrl)];
}

// ``call(op, args)``: the sandbox's own call (renders the answer, hand-offs, autosave); it calls ``seen`` before
// it renders an answer and ``next`` after. ``rolesNow()``: the roles a new game would seat (player count).
// ``yourTurn()``: the computers have moved and a person decides now (the page brings the table into view).
export function setUpSeats({ root, names, rulesUrl, call, rolesNow, yourTurn }) {
  const $ = (id) => document.getElementById(id);
  const list = $("seat-list");
  const note = $("seat-note");
  const bar = $("bot-bar");
  const thinking = $("bot-thinking");
  const pauseButton = $("bot-pause");
  const untilButton = $("bot-until");
  const pace = $("bot-pace");
  if (!list || !bar) return null;
  const paced = keptPace();
  pace.replaceChildren(...PACES.map(([v, label]) => new Option(label, v, v === paced, v === paced)));
  pace.addEventListener("change", () => {
    try { window.localStorage.setItem(PACE_KEY, pace.value); } catch { /* storage off: this page keeps it */ }
  });

  let wanted = {};            // role -> kind, as the selects show it (for this game, and the next one dealt)
  let gameRoles = null;       // the roles of the game on the board (null: none yet)
  let levels = { steady: null, strong: null };     // level -> null (offered) or why the game refuses it
  let last = null;            // the last answer shown
  let paused = false;          // kept with the game in the worker (the record's "paused"): a reload stays paused
  let pausing = 0;            // Pause/Resume presses the worker has not answered yet (answers before them are older)
  let rush = false;           // "play until it is my turn": no pause between the computers' moves
  let timer = null;
  let moved = false;          // a computer has moved since a person last had the decision (on this page)
  // "Since your last move" (or "the game began") stands: the computers' run ended here, the person has not moved
  let sinceOn = false;
  const sinceBox = $("bot-since");
  if (sinceBox) {             // opened by the reader (closed on a phone): the newest line in sight, as at a desk
    sinceBox.addEventListener("toggle", () => {
      const lines = $("bot-since-lines");
      if (sinceBox.open) lines.scrollTop = lines.scrollHeight;
    });
  }
  const SINCE_LINES = 4;      // the lines "Since your last move" shows, the latest; the rest are in the log
  let reasons = [];           // the computers' reasons beside the log's last lines, as this view may read them

  const name = (r) => names[r] || r;
  const computers = () => Object.values(wanted).some((k) => k !== "person");
  // one person alone with the computers: "since your last move" is theirs (with two or more people at one device
  // the run since one person's move is not the next person's "since your last move": no box, no mark)
  const onePerson = () => Object.values(wanted).filter((k) => k === "person").length === 1;

  // "Playing alone?" on the first hand-off of a game not begun, every seat a person: one seat for the reader, a
  // computer (steady, or strong if chosen) in all the others, in one call (the seats the Game panel's selects give)
  const alone = $("alone");
  const aloneSeat = $("alone-seat");
  const aloneLevel = $("alone-level");      // steady or strong, for every other seat (a level the game refuses: off)
  function showAlone(answer) {
    if (!alone) return;
    const fresh = answer.moves === 0 && !answer.view.result && gameRoles && !computers() && !levels.steady;
    alone.hidden = !fresh;
    if (aloneLevel) {
      for (const o of aloneLevel.options) o.disabled = Boolean(levels[o.value]);
      if (aloneLevel.selectedOptions[0]?.disabled) aloneLevel.value = "steady";
    }
    if (!fresh || aloneSeat.dataset.roles === gameRoles.join(",")) return;
    aloneSeat.dataset.roles = gameRoles.join(",");
    aloneSeat.replaceChildren(...gameRoles.map((r) => new Option(name(r), r)));
  }
  if (alone) {
    $("alone-go").addEventListener("click", async () => {
      const me = aloneSeat.value;
      const level = aloneLevel && !levels[aloneLevel.value] ? aloneLevel.value : "steady";
      wanted = Object.fromEntries(gameRoles.map((r) => [r, r === me ? "person" : level]));
      build(gameRoles);
      await call("sandbox_seats", { seats: { ...wanted } });
    });
  }

  function build(roles) {
    const same = list.dataset.roles === roles.join(",");
    list.dataset.roles = roles.join(",");
    if (!same) {
      list.replaceChildren(...roles.map((r) => {
        const row = document.createElement("span");
        row.className = "seat";
        const label = document.createElement("label");
        label.htmlFor = `seat-${r}`;
        label.textContent = name(r);
        const select = document.createElement("select");
        select.id = `seat-${r}`;
        select.dataset.role = r;
        for (const [v, text] of KINDS) select.add(new Option(text, v));
        select.addEventListener("change", () => changed(select));
        row.append(label, select);
        return row;
      }));
    }
    for (const select of list.querySelectorAll("select")) {
      const r = select.dataset.role;
      for (const o of select.options) {
        const why = levels[o.value];
        o.disabled = Boolean(why);
        o.textContent = KINDS.find(([v]) => v === o.value)[1] + (why ? ": not offered for this game" : "");
      }
      const kind = wanted[r] && !levels[wanted[r]] ? wanted[r] : "person";
      select.value = kind;
    }
    const refused = Object.entries(levels).filter(([, why]) => why).map(([, why]) => why);
    note.textContent = refused.length ? `${refused.map((w) => w[0].toUpperCase() + w.slice(1)).join(". ")}.` : "";
    note.hidden = !refused.length;
  }

  async function changed(select) {
    wanted[select.dataset.role] = select.value;
    const roles = list.dataset.roles.split(",");
    // the game on the board has these very seats: it goes on with the new players at once
    if (gameRoles && gameRoles.join(",") === roles.join(",")) {
      await call("sandbox_seats", { seats: Object.fromEntries(roles.map((r) => [r, wanted[r] || "person"])) });
    }
  }

  function say(text, state) {
    thinking.textContent = text;
    root.dataset.thinking = state;
  }

  function schedule() {
    clearTimeout(timer);
    timer = null;
    const c = last && last.ok ? last.computer : null;
    untilButton.disabled = !c;
    // with nobody at the table there is no "my turn" to stop at: the run goes on to the end
    untilButton.textContent = Object.values(wanted).includes("person") ? "Play until it is my turn"
      : "Play on to the end";
    const over = Boolean(last && last.ok && last.view.result);
    pauseButton.disabled = over;             // nothing left to pause: the bar says so instead of offering it
    if (!c) {
      rush = false;
      const waiting = computers() && last && last.ok && !over && last.acting;
      // the one person at the table: their turn, by name (with two or more people, whichever of them decides)
      const me = onePerson() ? Object.keys(wanted).find((r) => wanted[r] === "person") : null;
      const who = me && last.acting === me ? `Your turn (${name(me)})` : "A person decides now";
      say(waiting ? `${who}; the computers ${paused ? "are paused (Resume lets them play on)" : "wait"}.` : "", "");
      // after a run of the computers on this page (a reload at the person's turn shows the page as it opens: the
      // log marks the lines since), until the person moves (then the engine says none since)
      if (waiting && moved) sinceOn = true;
      if (!last || !last.ok || sinceLine(last) === null) sinceOn = false;
      showSince(Boolean(waiting && sinceOn));
      if (waiting && moved && yourTurn) yourTurn();
      moved = false;
      return;
    }
    showSince(false);
    const who = `${name(c)} (computer, ${last.seats[c]})`;
    if (paused && !rush) {
      say(`Paused: ${who} moves next. Press Resume to let the computers play on.`, "paused");
      return;
    }
    say(`${who} is thinking…`, c);
    timer = setTimeout(step, rush ? 0 : Number(pace.value));
  }

  // what the computers' run of moves wrote in the viewer's log, beside the decision it ends on: at a desk the log is
  // far down the page, and the gold outlines show only the last move (issue 27's table walk). Open at a desk; on a
  // phone one line that opens, so the person's question stays on the first screen.
  function showSince(show) {
    if (!sinceBox) return;
    const log = show ? last.view.log.slice(last.since_line) : [];
    sinceBox.hidden = !log.length;
    if (!log.length) return;
    const moves = `${log.length} line${log.length === 1 ? "" : "s"} in the log`;
    $("bot-since-head").textContent = `${sinceWords(last)}: ${moves}${log.length > SINCE_LINES
      ? `, the last ${SINCE_LINES} here` : ""}`;
    const list = $("bot-since-lines");
    list.replaceChildren(...log.slice(-SINCE_LINES).map((e) => logItem(rulesUrl, e)));
    list.start = last.view.log.length - Math.min(log.length, SINCE_LINES) + 1;     // the log's own numbers
    decorate(list);           // what a computer did, and why: its reason under its line, as in the log
    const all = $("bot-since-all");           // the whole run is in the log (sandbox.mjs keeps it), its first marked
    if (all) {
      all.hidden = log.length <= SINCE_LINES;
      all.textContent = `Read all ${log.length} in the log`;
    }
    sinceBox.open = !window.matchMedia("(max-width: 50rem)").matches;
    list.scrollTop = list.scrollHeight;       // taller than its box: the newest line in sight, the earlier above it
  }

  // the index of the viewer's log's first line since the person last decided, while the computers' run goes on
  // and until the person decides again (the log keeps every line from there, sandbox.mjs); else null. The engine
  // keeps it with the game (seats.since_line), so a reload, a link or a file in the middle of a run loses none
  function sinceLine(answer) {
    const at = answer && answer.ok ? answer.since_line : null;
    return onePerson() && Number.isInteger(at) && at < answer.view.log.length ? at : null;
  }

  // what the run is since: the person's last move, or, while the person has not moved at all (the computers opened
  // the game), its start (the engine says which, ``since_start``): the same lines either way, only their heading
  // differs
  function sinceWords(answer) {
    return answer && answer.since_start ? "Since the game began" : "Since your last move";
  }

  async function step() {
    timer = null;
    moved = true;
    await call("sandbox_bot", { role: "computer" });     // the worker picks the seat; nothing due: no move
  }

  function showPause(now) {
    paused = now;
    pauseButton.textContent = paused ? "Resume" : "Pause";
    pauseButton.setAttribute("aria-pressed", String(paused));
    root.dataset.paused = paused ? "yes" : "";
  }

  // the computers stop (or go on) at once; the worker keeps the word with the game, so a reload finds it so
  pauseButton.addEventListener("click", async () => {
    showPause(!paused);
    rush = false;
    schedule();
    pausing += 1;
    try {
      await call("sandbox_pause", { paused });
    } finally {
      pausing -= 1;
    }
  });
  const allButton = $("bot-since-all");
  if (allButton) {
    allButton.addEventListener("click", () => {
      const first = document.querySelector("#log li.is-since");
      if (!first) return;
      // the marked line at the top of the log's box, the box's foot at the window's foot (on a phone the board
      // stays pinned at the window's top: the line must not land under it)
      const log = first.closest("ol");
      log.scrollTop += first.getBoundingClientRect().top - log.getBoundingClientRect().top;
      log.scrollIntoView({ block: "end", behavior: "instant" });
      first.tabIndex = -1;
      first.focus({ preventScroll: true });
    });
  }
  untilButton.addEventListener("click", () => {
    rush = true;
    schedule();
  });
  const rolesSelect = document.getElementById("players");
  if (rolesSelect) rolesSelect.addEventListener("change", () => build(rolesNow()));
  build(rolesNow());

  // Every reason of a computer beside its move: nested in the log line the move wrote last (the log's own
  // numbering stays as it is). The same words of the same computer beside one line (a deployment card by card), and
  // a run of its private choices (no rule: "made a private choice", or "… that left no line in your log" for moves
  // that wrote none the viewer sees) wherever they fall, are one line with how many
  // times, beside the run's first: a wall of repeats hides the reasons that differ. A move that wrote no line the
  // viewer sees (``silent``) is put after the line before it as a line of its own (reasonParts), never as its reason;
  // a run is silent or not throughout, so moves that wrote lines never hide in a line that says they wrote none
  // (Paraguay: 16 Allied reinforcements placed without a line, then 115 moves with theirs, were one "own" line).
  function decorate(log) {
    const first = Number(log.start || 1);
    const items = log.children;
    let prev = null;             // the last reason put on the page, and its line
    for (const r of reasons) {
      const li = items[r.log - first];
      if (!li) continue;
      // a run of one computer's private choices is one line wherever its moves wrote (they say nothing more)
      const same = prev && (prev.li === li || (!r.rule && !prev.r.rule)) && prev.r.role === r.role
        && prev.r.level === r.level && prev.r.rule === r.rule && prev.r.text === r.text
        && (prev.r.what || null) === (r.what || null) && Boolean(prev.r.silent) === Boolean(r.silent);
      if (same) {
        prev.times += 1;
        prev.p.dataset.times = String(prev.times);
        prev.count.textContent = ` (${prev.times} times)`;
        continue;
      }
      const p = document.createElement("p");
      p.className = r.silent ? "bot-reason bot-own" : "bot-reason";     // a move with no line: a line of its own
      const tag = document.createElement("span");
      tag.className = "bot-tag";
      tag.textContent = `${name(r.role)} (computer, ${r.level}):`;
      p.append(tag, " ");
      const count = document.createElement("span");
      count.className = "bot-times";
      p.append(...reasonParts(r, name(r.role), rulesUrl), count);
      li.append(p);
      prev = { li, r, p, count, times: 1 };
    }
  }

  return {
    // the seats a new game is dealt with (omitted when every seat is a person: today's default)
    args() {
      const roles = rolesNow();
      const pause = paused ? { paused: true } : {};          // a pause goes on into the next game dealt
      if (!roles.some((r) => (wanted[r] || "person") !== "person")) return pause;
      return { seats: Object.fromEntries(roles.map((r) => [r, wanted[r] || "person"])), ...pause };
    },
    // an answer is about to be shown: the computers' seats and levels, and the reason of a computer's move
    seen(answer, op) {
      if (!answer.ok) return;
      if (op === "sandbox_pause" || !pausing) showPause(Boolean(answer.paused));    // the game's own word on it
      if (answer.levels) levels = answer.levels;
      if (answer.seats) {
        gameRoles = answer.view.roles;
        wanted = Object.fromEntries(gameRoles.map((r) => [r, answer.seats[r] || "person"]));
        build(gameRoles);
      }
      // every answer brings them (kept with the moves in the worker: undone with them, back after a reload, and
      // masked for the seat now viewing, engine/seats.py): for the log's last 60 lines and every move since the
      // person's last decision, so a computers' run longer than that keeps each reason beside its line
      reasons = answer.reasons || [];
      // (at the end nothing is left to pause or to play on to: the decision says the game is over, and what next)
      bar.hidden = !computers() || Boolean(answer.view.result);
      showAlone(answer);
      root.dataset.computers = Object.keys(answer.seats || {}).join(",");
    },
    decorate,
    sinceLine,
    sinceWords,
    // the reasons for the lines "Show earlier lines" added (engine sandbox_reasons), until the next answer
    reasonsNow(list) { reasons = list || []; },
    // after the answer is on the page: the next computer's move, at the chosen pace (or none: a person decides)
    next(answer) {
      if (!answer.ok) {          // refused (the error is on the page): the computers wait for the next answer
        clearTimeout(timer);
        timer = null;
        say("", "");
        return;
      }
      last = answer;
      schedule();
    },
  };
}
