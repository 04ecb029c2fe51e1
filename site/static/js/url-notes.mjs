// What a page did with address values it could not take as given (a repeated parameter, an unknown or
// out-of-range value): one sentence each, shown on the page, never silently ignored.

// One note per name given more than once: the page uses the first, as URLSearchParams.get does.
export function repeatedNotes(query, names) {
  const notes = [];
  for (const name of names) {
    const all = query.getAll(name);
    if (all.length > 1) {
      const shown = all.slice(0, 4).map((v) => `"${v.slice(0, 20)}"`).join(", ");
      const more = all.length > 4 ? ", …" : "";
      notes.push(`"${name}" is given ${all.length} times in the address (${shown}${more}): using the first.`);
    }
  }
  return notes;
}

// Show ``notes`` in the page's address note (made once, just before the page's error box); none hides it.
export function showNotes(notes) {
  let box = document.getElementById("address-note");
  if (!box) {
    box = document.createElement("p");
    box.id = "address-note";
    box.className = "address-note";
    box.setAttribute("role", "status");
    const error = document.getElementById("error");
    if (error) error.before(box); else document.querySelector("main").prepend(box);
  }
  box.textContent = notes.join(" ");
  box.hidden = notes.length === 0;
}
