"""Write engine/font_widths.py: the advance widths of DejaVu Sans (book and bold), the font the board pictures name
first, so the engine (stdlib only) can tell how wide a label will be drawn instead of guessing from its length.

    python -m generator.font_metrics [FONT_DIR]

FONT_DIR defaults to /usr/share/fonts/truetype/dejavu (Debian's fonts-dejavu-core). Fonts a reader's device falls back
to (sans-serif) are narrower than DejaVu Sans, so these widths are an upper bound on a phone too. Run it again only
when the characters wanted change; the output is committed."""

import pathlib
import sys

from fontTools.ttLib import TTFont

from generator.files import write_atomic

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / "engine" / "font_widths.py"
FACES = {"book": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}
# printable ASCII, the Latin-1 letters and signs, and the typographic marks our content uses
CHARS = "".join(chr(c) for c in range(32, 127)) + "".join(chr(c) for c in range(0xA0, 0x100)) + "–—‘’“”…•−"


def widths(path):
    font = TTFont(path)
    cmap, metrics, per_em = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    assert per_em == 2048, per_em
    return [metrics[cmap[ord(c)]][0] if ord(c) in cmap else None for c in CHARS]


def main(argv):
    where = pathlib.Path(argv[0] if argv else "/usr/share/fonts/truetype/dejavu")
    table = {face: widths(where / name) for face, name in FACES.items()}
    chars = "".join(c for i, c in enumerate(CHARS) if all(table[f][i] is not None for f in FACES))
    lines = ['"""Advance widths of DejaVu Sans, in 2048ths of an em (written by ``python -m generator.font_metrics``:',
             'do not edit). ``CHARS[i]`` is drawn ``BOOK[i]`` wide in the book face and ``BOLD[i]`` in the bold."""',
             "", f"CHARS = {chars!r}"]
    for face in FACES:
        kept = [w for i, w in enumerate(table[face]) if CHARS[i] in chars]
        rows = [", ".join(str(w) for w in kept[k:k + 16]) for k in range(0, len(kept), 16)]
        lines.append(f"{face.upper()} = (" + ",\n        ".join(rows) + ")")
    write_atomic(OUT, ("\n".join(lines) + "\n").encode("utf-8"))        # never half a module in the checkout
    print(f"wrote {OUT.relative_to(ROOT)}: {len(chars)} characters, faces {', '.join(FACES)}")


if __name__ == "__main__":
    main(sys.argv[1:])
