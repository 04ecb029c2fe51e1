// The Guerilla deal page: read ?seed=&players=, ask the engine for the deal, fill the sheet and its slips.
import { seedPage, seedArgs } from "./seed-page.mjs";
import { fillSheet } from "./sheet-guerilla.mjs";

const sheet = document.getElementById("sheet");
const counts = [...document.getElementById("players").options].map((o) => o.value);

function check(values) {
  const seed = seedArgs(values.seed);
  if (seed.error) return seed;
  const text = String(values.players ?? "").trim();
  if (!counts.includes(text)) {
    const [least, most] = [counts[0], counts[counts.length - 1]];
    return { error: `“${text.slice(0, 20)}” is not a number of players: Guerilla takes ${least} to ${most} `
      + "players." };
  }
  const players = Number(text);
  const merc = String(values.mercenaries ?? "usual");
  if (merc !== "usual" && merc !== "2") {
    return { error: `“${merc.slice(0, 20)}” is not a Mercenary choice: “usual” or “2”.` };
  }
  if (merc === "2" && players % 2) {
    return { error: `Two Mercenaries are an option for 4 or 6 players only (4.3), not ${players}.` };
  }
  return { args: { seed: seed.args.seed, players, ...(merc === "2" ? { mercenaries: 2 } : {}) } };
}

seedPage({
  game: "guerilla",
  fields: ["seed", "players", "mercenaries"],
  check,
  fill: (answer, permalink) => fillSheet(sheet, answer, permalink),
  title: (data) => `Guerilla deal · seed ${data.seed}, ${data.players} players`
    + (data.mercenaries === 2 && data.players % 2 === 0 ? ", two Mercenaries" : ""),
});
