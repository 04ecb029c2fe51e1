// The decision's spaces a board's view leaves out (map-zoom.mjs). When the viewer may choose among spaces and the
// view does not hold them all (a phone's readable zoom holds one or two of a city's), a line over the picture's foot
// says how many are in view and offers the next one out of it by name: a tap pans there, at the same zoom, and the
// next tap goes on to the one after (issue 27: Uruguay's first Tupamaros decision at 390 px showed one of its three
// spaces, the others only as buttons under the board). Tapping a space on the map still chooses it. It names only
// spaces the page has outlined as the viewer's choices (.is-legal): nothing the viewer's seat may not see.
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
    next.textContent = `Show ${name} ›`;
    next.setAttribute("aria-label", `Show ${name}, one of your choices, on the board`);
    if (line.parentNode !== figure) figure.append(line);
    // placed in the figure's box: a figure a page keeps in place (sticky on a phone) is so already, else it is made so
    if (getComputedStyle(figure).position === "static") figure.style.position = "relative";
    // over the picture's foot (a figure may have a caption under it), else its top, never over a choice drawn in the
    // view: where both would cover one, no line (the buttons under the board name every choice)
    line.hidden = false;
    const over = () => {
      const r = line.getBoundingClientRect();
      return legal.some((sp) => {
        const b = sp.getBoundingClientRect();
        // (more than its outline's edge: 10 px deep)
        return b.left < r.right && b.right > r.left && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 10;
      });
    };
    line.classList.remove("at-top");
    line.style.top = `${svg.offsetTop + svg.offsetHeight}px`;
    if (!over()) return;
    line.classList.add("at-top");
    line.style.top = `${svg.offsetTop}px`;
    if (over()) line.hidden = true;
  };
}
