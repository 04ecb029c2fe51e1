// The sandbox's status line beside its heading (a desk): a message too long for the room between the heading and
// the Game button (a warning that the game is not kept, a copied link's note, a long replay's progress) goes under
// them, whole, so the heading row stays one line and no word is cut; a short one stays beside the heading. (A phone
// puts the status under the heading always: site.css.) Names no game.
export function fitStatus(status) {
  if (!status) return;
  let busy = false;
  const fit = () => {
    if (busy) return;
    busy = true;
    status.classList.remove("is-long");       // measured where it would stand, beside the heading
    const cs = getComputedStyle(status);
    const line = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.4;
    if (status.textContent.trim() && status.getBoundingClientRect().height > line * 1.5) {
      status.classList.add("is-long");
    }
    busy = false;
  };
  new MutationObserver(fit).observe(status, { childList: true, characterData: true, subtree: true });
  window.addEventListener("resize", fit);
  fit();
}

// A wait whose length the page cannot know (the engine's first start: a few seconds on a desk, more on a phone or on
// a first visit): ``box`` counts its seconds in its ``.wait-seconds`` until ``pending`` settles, so the page never
// looks as if it were doing nothing. The count is for the eye (the status line says the same once, for a screen
// reader). Names no game.
export function countWait(box, pending) {
  const count = box && box.querySelector(".wait-seconds");
  if (!count) return pending;
  const began = Date.now();
  const tick = setInterval(() => {
    count.textContent = `${Math.round((Date.now() - began) / 1000)} s`;
  }, 1000);
  return pending.finally(() => clearInterval(tick));
}
