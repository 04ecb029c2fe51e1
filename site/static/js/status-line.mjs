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
