// The score strip (issue 27's table walk): a game's tracks and score as a line of HTML held with the board, so a
// phone reads them at the board's foot whatever the zoom (in the picture they sat below the first view, about 5 px
// tall on "Whole board"), and the board in words says them too. It names no game: each game's inplay-<game>.mjs
// gives scoreOf(board, {names, narrow}) -> [[label, value, title?, where?], ...] from the viewer's board, the facts its
// picture already draws, never a secret (``narrow``: the board is drawn for a phone's width). ``where`` "words": a fact
// said in the board in words only, not in the strip. ``where`` {drawn: selector}: a fact the picture itself draws in
// the element ``selector`` picks (a phone's drawing puts some at its top, in the view it opens on): the strip says it
// only while the picture's view leaves that element out, cuts it, or draws it too small to read (after a move the
// view goes to the acting seat's rows or to what changed, far under the top), so it is never said twice
// on the screen and never missing from it. Such an item keeps its room in the strip while hidden (so nothing under
// the board moves as the view does): a game lists them last, in the order the picture draws them from its top.

const LEGIBLE = 10;        // CSS px: a drawn fact's text smaller than this (the whole board on a phone) is not read

function item([label, value, title, where]) {
  const span = document.createElement("span");
  span.className = "score-item";
  const name = document.createElement("span");
  name.className = "score-label";
  name.textContent = label;
  const b = document.createElement("b");
  b.textContent = String(value);
  span.append(name, " ", b);
  if (title) span.title = title;
  if (where && where.drawn) span.dataset.drawn = where.drawn;
  return span;
}

// whether the picture's view shows ``el`` whole, its text at a readable size
function readsInView(svg, el) {
  const box = el.getBoundingClientRect();
  const frame = svg.getBoundingClientRect();
  if (!box.width || !box.height || !frame.width) return false;
  if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1 || box.left < frame.left - 1
    || box.right > frame.right + 1) return false;
  const text = el.querySelector("text");
  const size = text ? parseFloat(text.getAttribute("font-size")) : NaN;
  const ctm = svg.getScreenCTM();
  return !(size > 0 && ctm) || size * Math.hypot(ctm.a, ctm.b) >= LEGIBLE;
}

// each drawn fact said in the strip or not, as the picture's view now stands (run again at every view: map-zoom.mjs
// tells the figure "mapview")
function placeDrawn(figure) {
  const strip = figure.querySelector(":scope > .score-strip");
  const svg = figure.querySelector(":scope > svg");
  if (!strip) return;
  for (const span of strip.querySelectorAll(":scope > .score-item[data-drawn]")) {
    const el = svg && svg.querySelector(span.dataset.drawn);
    const drawn = Boolean(el) && readsInView(svg, el);
    span.classList.toggle("is-drawn", drawn);
    if (drawn) span.setAttribute("aria-hidden", "true");
    else span.removeAttribute("aria-hidden");
  }
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
  if (!figure.dataset.scoreWatch) {
    figure.dataset.scoreWatch = "";
    figure.addEventListener("mapview", () => placeDrawn(figure));
  }
  // (until the view of a new picture is set, its drawn facts are said: the picture is not laid out yet, and a
  // picture that is not zoomable tells no "mapview", so they stay said)
  if (!figure.hasAttribute("data-zoomable")) placeDrawn(figure);
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
