// The decision's spaces a board's view leaves out (map-zoom.mjs). When the viewer may choose among spaces and the
// view does not hold them all (a phone's readable zoom holds one or two of a city's), a line in a band under the
// picture says how many are in view and offers the next one out of it by name: a tap pans there, at the same zoom, and
// the next tap goes on to the one after (issue 27: a first decision at 390 px showed one of its three spaces, the
// others only as buttons under the board). Tapping a space on the map still chooses it. It names only spaces the page
// has outlined as the viewer's choices (.is-legal): nothing the viewer's seat may not see. The band is outside the
// picture's frame, so that it never hides the board (over the picture's foot it once covered a track's label).
import { spacesOf } from "./map-shapes.mjs";

const MOST = 8;                 // more choices than this (a whole army's stacks) are not offered one by one

// a space's name: its title's first words (before "(" or ":"), else its first text, else its id
function nameOf(space) {
  const title = space.querySelector("title");
  const text = title ? title.textContent : (space.querySelector("text") || {}).textContent;
  return (text || space.dataset.space || "").split(/ \(|:/)[0].trim();
}

// the line for `figure`; `show(elements)` pans the view to them. Returns update(svg, held), called after each view
// is set: `held(space)` says whether the view holds a space whole.
export function whereLine(figure, show) {
  const line = document.createElement("p");
  line.className = "map-where screen-only";
  line.hidden = true;
  const said = document.createElement("span");
  const next = document.createElement("button");
  next.type = "button";
  // one line, whatever the name's length (at 390 px "Show First Army Brigade Base ›" took a second line):
  // the name is cut with an ellipsis where the line has no room for it, and said whole in the button's label and title
  const named = document.createElement("span");
  named.className = "map-where-name";
  next.append("Show ", named, " ›");
  line.append(said, " ", next);
  let target = null;              // the space the button goes to
  let last = null;                // the one it went to last: the next tap goes on from there
  next.addEventListener("click", () => {
    if (!target) return;
    last = target;
    show([target]);
  });
  return function update(svg, held) {
    const legal = spacesOf(svg, ".is-legal").filter((el) => el.matches(".space"));
    const out = legal.length < 2 || legal.length > MOST ? [] : legal.filter((sp) => !held(sp));
    if (!out.length) {
      line.hidden = true;
      target = null;
      return;
    }
    const from = legal.indexOf(last);             // -1 on a new decision: from the first, in the drawing's order
    target = [...legal.slice(from + 1), ...legal.slice(0, from + 1)].find((sp) => out.includes(sp));
    const name = nameOf(target);
    said.textContent = `${legal.length - out.length} of ${legal.length} choices in view.`;
    named.textContent = name;
    next.title = `Show ${name}`;
    next.setAttribute("aria-label", `Show ${name}, one of your choices, on the board`);
    // under the picture, before a caption: a band of its own, not over the board
    if (line.previousElementSibling !== svg) svg.after(line);
    line.hidden = false;
  };
}
