// A cell of a table the sandbox builds from the engine's data (a score table, the seats at a game's end): its text
// as text, never as markup; a header cell names its scope ("col", "row").
export function cell(tag, text, scope) {
  const el = document.createElement(tag);
  el.textContent = String(text);
  if (scope) el.scope = scope;
  return el;
}

// A table put together: its caption, its header row (a <tr> of "col" header cells) and its body's rows.
export function assemble(table, caption, head, rows) {
  const thead = document.createElement("thead");
  thead.append(head);
  const tbody = document.createElement("tbody");
  tbody.append(...rows);
  table.append(caption, thead, tbody);
  return table;
}
