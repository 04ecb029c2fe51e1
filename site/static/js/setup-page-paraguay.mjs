// The Paraguay setup page: read ?seed=, ask the engine to draw the set-up, fill the setup sheet and the map.
import { seedPage, seedArgs } from "./seed-page.mjs";
import { fillSheet } from "./sheet-paraguay.mjs";
import { terrainOf } from "./board-view.mjs";

const sheet = document.getElementById("sheet");

seedPage({
  game: "paraguay",
  fields: ["seed"],
  check: (values) => seedArgs(values.seed),
  fill: (answer, permalink) => fillSheet(sheet, answer, permalink, document.getElementById("board-text")),
  title: (data) => `Paraguay set-up · seed ${data.seed}`,
  extra: terrainOf(),          // the map's ground from the page's still pictures (issue 25.11)
});
