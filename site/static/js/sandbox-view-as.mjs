// The sandbox's "View as" menu and the player count, as the address, a link, a file or a kept game give them: which
// seats a game of N players has, each seat's label (whose secrets its fixed view shows), and the address's
// ?view=, ?players= and ?solo= checked, a bad value replaced by the default with a message saying so. A seat a
// computer plays is never offered (issue 27: its hand, loyalty or Prison are its own secrets, not the person's).
import { repeatedNotes } from "./url-notes.mjs";

// ``viewAs``: the "View as" select; ``players``: the player-count select (games dealt for several counts) or null;
// ``solo``: Uruguay's multi-hand solo checkbox or null; ``names``: role -> name; ``title``: the game's name.
export function setUpViewAs({ viewAs, players, solo, names, title }) {
  const NAMES = names;
  const COUNTS = players ? [...players.options].map((o) => Number(o.value)) : [];     // the player counts dealt
  const SHOWS = viewAs.dataset.seatShows || "their own secrets";                      // what a seat's fixed view shows

  // A player count from a link, a file or a kept game, if it is one this game is dealt for (else 0: the engine says
  // why). Checked before anything is built for it: a crafted count of 100000 must not build 100000 menu entries.
  function dealable(n) {
    return Number.isInteger(n) && COUNTS.includes(n) ? n : 0;
  }

  // A fixed view of one seat is a deliberate choice: its label says whose view it is, by the seat's name alone, short
  // enough to read whole in the closed menu at 390 px ("Player 2 only: shows their cards and sealed choices" was cut
  // to "Player 2 only: shows their ca…"); what the view shows is its data-about, the option's title and the line
  // under the tools (sandbox.mjs), with the seat's offices, where it holds any (up to six in a coup for two or three).
  function seatLabel(r) {
    return `${NAMES[r] || r} only`;
  }
  function seatAbout(r) {
    return `${NAMES[r] || r} only: shows ${SHOWS}`;
  }
  // an option's title: what its view shows, and the seat's offices
  function titleOf(o) {
    const about = o.dataset.about || "";
    return o.dataset.offices ? `${about} (${o.dataset.offices})` : about;
  }

  // The option of seat ``r`` labelled, its offices (``seat``: the view's board.players entry, or none yet) its title.
  function labelSeat(o, r, seat) {
    o.textContent = seatLabel(r);
    o.dataset.about = seatAbout(r);
    const offices = (seat && seat.office_names) || [];
    if (offices.length) o.dataset.offices = offices.join("; ");
    else delete o.dataset.offices;
    if (o.disabled) return;                        // a computer's seat keeps the title saying why it is greyed
    o.title = titleOf(o);
  }

  // The seats a computer plays, greyed with the reason (their own view would show the computer's secrets); the
  // others as they were. ``seats``: role -> level, the game's computer seats ({} when every seat is a person).
  function markComputers(seats) {
    for (const o of viewAs.options) {
      if (o.value === "" || o.value === "acting") continue;
      const said = `${NAMES[o.value] || o.value}: a computer plays this seat, its own view stays hidden`;
      if (o.textContent !== said) o.dataset.label = o.textContent;     // its own words (fillSeats may renew them)
      const computer = Boolean(seats && seats[o.value]);
      o.textContent = computer ? said : o.dataset.label;
      if (computer) o.title = "A computer's cards and secret choices are never shown to the person playing against it.";
      else if (o.dataset.about) o.title = titleOf(o);               // what the view shows, the seat's offices
      else o.removeAttribute("title");
      o.disabled = computer;
    }
  }

  // Why ``role``'s own view is refused: a computer plays it (the default view is shown instead).
  function computerSaid(role) {
    return `${NAMES[role] || role} is played by the computer at this table, and a computer's own view is never `
      + `shown: showing the view "${viewAs.querySelector(`option[value="${viewAs.dataset.default}"]`).textContent}" `
      + "instead.";
  }

  // Games with seats (Junta) list them in the "view as" menu once a game is dealt.
  function fillSeats(view) {
    if (!("dynamic" in viewAs.dataset)) return;
    const have = new Set([...viewAs.options].map((o) => o.value));
    const seats = view.board.players || [];
    for (const [i, r] of view.roles.entries()) {
      let o = have.has(r) ? viewAs.querySelector(`option[value="${r}"]`) : null;
      if (!o) {
        o = new Option("", r);
        viewAs.add(o, viewAs.options[1 + i] || null);
      }
      labelSeat(o, r, seats.find((p) => p.id === r));
    }
    for (const o of [...viewAs.options]) {
      if (/^p\d+$/.test(o.value) && !view.roles.includes(o.value)) o.remove();
    }
  }

  // The seats of a game with a player count (p1 … pN), else the fixed roles.
  function seatsFor(n) {
    return Array.from({ length: n }, (_, i) => `p${i + 1}`);
  }

  // ?view= and ?players= as given, checked: a bad value is replaced by the default, with a message saying so; so is
  // the view of a seat the game to be shown (``seats``: its computer seats) gives a computer.
  function checkAddress(url, n, seats = {}) {
    const problems = [];
    if (players) {
      const given = url.searchParams.get("players");
      if (given !== null) {
        if ([...players.options].some((o) => o.value === given)) {
          players.value = given;
        } else {
          const [least, most] = [players.options[0].value, players.options[players.options.length - 1].value];
          problems.push(`"${given.slice(0, 20)}" is not a player count Tablero can deal: choose ${least} to ${most} `
            + `players below (dealing for ${players.value}).`);
        }
      }
    }
    const soloGiven = url.searchParams.get("solo");
    if (soloGiven !== null && !solo) {
      problems.push(`${title} has no multi-hand solo variant: "solo=${soloGiven.slice(0, 20)}" in the address `
        + "is ignored.");
    } else if (soloGiven !== null && !["0", "1"].includes(soloGiven)) {
      problems.push(`"${soloGiven.slice(0, 20)}" is not a value of solo (1: multi-hand solo, 0: the usual game): `
        + `dealing ${solo.checked ? "multi-hand solo" : "the usual game"}.`);
    }
    problems.push(...repeatedNotes(url.searchParams, ["seed", "players", "view", "solo"]));
    const count = dealable(n) || (players ? Number(players.value) : 0);
    let role = url.searchParams.get("view") ?? viewAs.dataset.default;
    if ("dynamic" in viewAs.dataset) {
      for (const o of [...viewAs.options]) if (/^p\d+$/.test(o.value)) o.remove();
      for (const [i, r] of seatsFor(count).entries()) {
        const o = new Option(seatLabel(r), r);
        o.dataset.about = seatAbout(r);
        o.title = o.dataset.about;
        viewAs.add(o, viewAs.options[1 + i] || null);
      }
    }
    const known = [...viewAs.options].map((o) => o.value);
    if (!known.includes(role)) {
      problems.push(`"${role.slice(0, 20)}" is not a view of this game: showing the view `
        + `"${viewAs.options[0].textContent}" instead.`);
      role = viewAs.dataset.default;
    } else if (seats && seats[role]) {
      problems.push(`"${role.slice(0, 20)}": ${computerSaid(role)}`);
      role = viewAs.dataset.default;
    }
    markComputers(seats);
    viewAs.value = role;
    return problems.join(" ");
  }

  return { dealable, fillSeats, seatsFor, checkAddress, markComputers, computerSaid };
}
