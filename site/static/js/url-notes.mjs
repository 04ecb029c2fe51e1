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

// How far apart two names are: the fewest letters added, dropped or changed to make one the other.
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

// The name a mistyped one most likely meant (case, "-" and "_" aside, a letter or two off, or a part of it: "seed"
// for "event_seed"), else null.
function nearest(name, names) {
  const bare = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
  const part = names.find((n) => bare(name).length >= 4 && bare(n).includes(bare(name)));
  if (part) return part;
  const scored = names.map((n) => [distance(bare(name), bare(n)), n]).sort((x, y) => x[0] - y[0]);
  const [best, n] = scored[0] ?? [Infinity, null];
  return best === 0 || best <= Math.min(2, Math.floor(bare(n).length / 3)) ? n : null;
}

// One note per name the page does not take (``names``: the ones it takes): it is ignored, never guessed at, and
// the note names the one it likely meant and every one the page takes.
export function unknownNotes(query, names) {
  const notes = [];
  for (const name of new Set(query.keys())) {
    if (names.includes(name)) continue;
    const near = nearest(name, names);
    notes.push(`"${name.slice(0, 20)}" is not a name this page reads in its address`
      + `${near ? ` (meant "${near}"?)` : ""}, so it is ignored; the page reads ${names.join(", ")}.`);
  }
  return notes;
}
