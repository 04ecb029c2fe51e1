// The sandbox's "Game" panel (issue 25.9): the game's settings (intro, seed, players, seats, save and load) in one
// <details> under the table, so that the board and the current decision are what the page shows first. The panel is
// open on a fresh table (before its first move) and on a desk; on a phone it closes once play is under way (a game
// reopened with moves, or the player's first decision at the table), unless the player has opened it or is working
// in it. It sits under the table, so opening or closing it never moves the
// board or the decision. The button by the page's heading opens it and takes the keyboard there.

export function setUpGamePanel({ panel, opener, narrow }) {
  const summary = panel.querySelector("summary");
  const words = panel.querySelector("#game-summary");
  let touched = false;        // the player opened, closed or used the panel since this game was put on the table
  let expected = panel.open;  // what the page itself last made it: "toggle" comes later, as a task of its own, so
                              // a flag set around the change would be down again by then

  function set(open) {
    if (panel.open === open) return;
    expected = open;
    panel.open = open;
    opener.setAttribute("aria-expanded", String(open));     // at once, not when "toggle" comes
  }
  panel.addEventListener("toggle", () => {
    if (panel.open !== expected) touched = true;             // the player's own opening or closing
    expected = panel.open;
    opener.setAttribute("aria-expanded", String(panel.open));
  });
  for (const type of ["pointerdown", "keydown", "change"]) panel.addEventListener(type, () => { touched = true; });
  opener.addEventListener("click", () => {
    touched = true;
    set(true);
    summary.scrollIntoView({ block: "start" });
    summary.focus();
  });

  return {
    // a game was put on the table (dealt, reopened, loaded): open on a fresh table or a desk, else closed
    dealt(answer) {
      touched = false;
      set(answer.moves === 0 || !narrow.matches);
    },
    // the player takes a decision at the table: on a phone, the game is under way and the table has the screen
    played() {
      if (narrow.matches && !touched) set(false);
    },
    // every answer shown: the panel's line says where the game stands
    seen(text) {
      words.textContent = text;
    },
  };
}
