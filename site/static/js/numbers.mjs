// A number as the page sets it where a player reads it, the way the engine's words do (engine/words.py ``number``):
// below zero with the minus sign (U+2212), never the hyphen-minus a plain String() gives ("−1 VP", not "-1 VP").
// Anything that is not a number (a word, a phrase the engine already wrote) is shown as it is. Names no game.
// ``signed`` is a modifier the way the engine's words set one (engine/words.py ``signed``): always a sign, the
// same minus, and zero as "+0" ("DRM +0", as the log says it).

export function number(value) {
  return typeof value === "number" && value < 0 ? `\u2212${-value}` : String(value);
}

export function signed(value) {
  return typeof value === "number" && value >= 0 ? `+${value}` : number(value);
}
