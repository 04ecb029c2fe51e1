// The score strip (issue 27's table walk): a game's tracks and score as a line of HTML held with the board, so a
// phone reads them at the board's foot whatever the zoom (in the picture they sat below the first view, about 5 px
// tall on "Whole board"), and the board in words says them too. It names no game: each game's inplay-<game>.mjs
// gives scoreOf(board, {names, narrow}) -> [[label, value, title?, where?], ...] from the viewer's board, the facts its
// picture already draws, never a secret (``narrow``: the board is drawn for a phone's width). ``where`` "words": a fact
// the picture itself shows where it is read (a phone's drawing puts it at its top, in the first view), said in the
// board in words only, not in the strip a second time.

function item([label, value, title]) {
  const span = document.createElement("span");
  span.className = "score-item";
  const name = document.createElement("span");
  name.className = "score-label";
  name.textContent = label;
  const b = document.createElement("b");
  b.textContent = String(value);
  span.append(name, " ", b);
  if (title) span.title = title;
  return span;
}

// ``figure``: the board's figure (its picture is drawn again at every answer, the strip put back under it, above
// its caption); ``list``: the board in words, whose first line becomes the score's.
export function showScore(figure, list, items) {
  let strip = figure.querySelector(":scope > .score-strip");
  if (!strip) {
    strip = document.createElement("p");
    strip.className = "score-strip";
    strip.id = "score-strip";
    strip.setAttribute("aria-label", "Score and tracks");
  }
  const shown = items.filter((i) => i[3] !== "words");
  strip.replaceChildren(...shown.map(item));
  strip.hidden = !shown.length;
  const caption = figure.querySelector(":scope > figcaption");
  if (strip.nextElementSibling !== caption || strip.parentNode !== figure) {
    if (caption) caption.before(strip);
    else figure.append(strip);
  }
  if (!list) return;
  for (const old of list.querySelectorAll(":scope > .score-words")) old.remove();
  if (!items.length) return;
  const li = document.createElement("li");
  li.className = "score-words";
  li.textContent = `Score and tracks: ${items.map(([label, value]) => `${label} ${value}`).join("; ")}.`;
  list.prepend(li);
}
