// The Uruguay deck page: read ?seed=, ask the engine for the deck, fill the setup sheet.
import { seedPage, seedArgs } from "./seed-page.mjs";
import { fillSheet } from "./sheet-uruguay.mjs";

const sheet = document.getElementById("sheet");

seedPage({
  game: "uruguay",
  fields: ["seed"],
  check: (values) => seedArgs(values.seed),
  fill: (answer, permalink) => fillSheet(sheet, answer, permalink),
  title: (data) => `Uruguay deck · seed ${data.seed}`,
});
