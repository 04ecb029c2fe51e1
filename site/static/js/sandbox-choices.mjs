// The sandbox's decision as buttons (sandbox.mjs renders the rest): the legal choices of whoever decides, the hot
// seat's one "go on" for a forced step, and what one can do once the game is over.
import { ruleLink } from "./board-view.mjs";

// The items of the decision's list for ``answer``; ``buttons`` (a Map) gets each action's button. ``goOn()``: the
// hot seat's forced steps taken in one click; ``act(a)``: a choice made.
export function choiceItems(answer, { rulesUrl, names, hotSeat, buttons, goOn, act }) {
  if (answer.forced && hotSeat) {
    // Hot seat, and nothing to choose (one option: the seated player's own, or anyone's public one): one click
    // takes it and every forced step after it, up to the next real decision; no hand-off for a forced step.
    const a = answer.actions[0];
    const b = document.createElement("button");
    b.type = "button";
    b.id = "go-on";
    b.textContent = "Go on to the next decision";
    b.addEventListener("click", goOn);
    const li = document.createElement("li");
    li.className = "action go-on";
    const note = document.createElement("p");
    note.className = "meta";
    const whose = answer.seated === answer.acting ? "" : ` (for ${names[answer.acting] || answer.acting})`;
    note.textContent = `Nothing to choose: ${a.label}${whose}, and any forced step after it.`;
    li.append(b, note);
    return [li];
  }
  return answer.actions.map((a) => {
    const li = document.createElement("li");
    li.className = "action";
    const b = document.createElement("button");
    b.type = "button";
    label(b, a);
    b.dataset.verb = a.verb;
    // an end that cannot be undone: the first press says what it does, a second press takes it. A button a game
    // shows by a short word (data-short: Paraguay's "Capitulate" in its bar) keeps the whole label in aria-label.
    b.addEventListener("click", () => {
      if (a.confirm && b.dataset.armed !== "yes") {
        b.dataset.armed = "yes";
        b.textContent = `${a.confirm} Press again to confirm.`;
        if (b.dataset.short) b.setAttribute("aria-label", b.textContent);
        return;
      }
      act(a);
    });
    b.addEventListener("blur", () => {
      if (b.dataset.armed) {
        delete b.dataset.armed;
        if (b.dataset.short) {
          b.textContent = b.dataset.short;
          b.setAttribute("aria-label", a.label);
        } else {
          label(b, a);
        }
      }
    });
    buttons.set(a, b);
    li.append(b);
    if (a.rule) {
      const link = ruleLink(rulesUrl, a.rule);
      link.setAttribute("aria-label", `rule ${a.rule}`);
      li.append(link);
    }
    return li;
  });
}

// A choice's words on its button. A label that ends with a note about the chooser's own hand (the action's "note":
// Guerilla's "(you hold none: counts as no response)") shows the note as a smaller second line, so that on a phone
// the answer reads in one line and its note in another, not wrapped together over four.
function label(b, a) {
  const tail = a.note ? ` ${a.note}` : "";
  if (!tail || !a.label.endsWith(tail)) {
    b.textContent = a.label;
    return;
  }
  const note = document.createElement("small");
  note.className = "choice-note";
  note.textContent = a.note;
  b.replaceChildren(a.label.slice(0, -tail.length), " ", note);
}

// The decision once the game is over and nobody has a choice left: what one can do now, not the result again (the
// victory box above the table says it): go up to who won and why, replay the game move by move (the replay under
// the victory box), deal a new game with the same seats (a seed of the engine's own), or save the whole game.
// ``showVictory()``, ``replay()``, ``again()``, ``save()``: what each does.
export function endItems({ showVictory, replay, again, save }) {
  const items = [
    ["see-end", "See who won and why", showVictory],
    ["end-replay", "Replay the game move by move", replay],
    ["end-again", "New game with the same seats", again],
    ["end-save", "Save the whole game to a file", save],
  ];
  return items.map(([id, text, go]) => {
    const li = document.createElement("li");
    li.className = "action";
    const b = document.createElement("button");
    b.type = "button";
    b.id = id;
    b.textContent = text;
    b.addEventListener("click", go);
    li.append(b);
    return li;
  });
}

// What the hand box says when it shows nobody's cards: why, and how to see a player's (words a player uses).
export function noHand(view, viewing) {
  if (view.result) {
    return "The game is over. To see the cards a player held at the end, choose that player in “View as”.";
  }
  if (viewing === "acting") return "Hidden until the next player takes the device and shows their screen.";
  return "No player's cards are shown in this view. To see a player's own cards, choose them in “View as”.";
}
