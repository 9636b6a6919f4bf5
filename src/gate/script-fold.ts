/**
 * Look-alike letters inside a word of another script (issue 19: `Loutrе d'аrgent` with
 * Cyrillic `е`/`а`, `Серебрянaя выдрa` with Latin `a`), read in the word's own script.
 *
 * The gate shadow folds every confusable to Latin (UTS #39 skeletons), which is right for an
 * address or a Latin code name but turns a Russian or Greek word into a Latin-Cyrillic mix no
 * gloss or sound table can read (`серебряная` → `cepe6pянaя`). This fold instead decides each
 * word's script by its letters that have no look-alike in the other scripts (`б`, `я`, `f`,
 * `λ`; a word of look-alikes only by the majority of all its letters) and writes only the
 * look-alikes of the other scripts in that one (`LOOKALIKES`: the Latin, Cyrillic and Greek
 * letters the Unicode confusables list, `confusables.txt`, gives as the same glyph). One code
 * unit for one, so offsets do not move. A word with no majority (a tie) stays as written.
 */

/** Script classes of a letter run: Latin, Cyrillic, Greek. */
const LATIN = 0;
const CYRILLIC = 1;
const GREEK = 2;

/**
 * Same-glyph letters, one row per glyph: Latin, Cyrillic, Greek (`-` where the script has
 * none). From `confusables.txt` (Unicode 15), the single-letter prototypes of each script.
 */
const ROWS: readonly (readonly [string, string, string])[] = [
  ["a", "а", "α"], ["c", "с", "-"], ["e", "е", "-"], ["o", "о", "ο"], ["p", "р", "ρ"], ["x", "х", "χ"], ["y", "у", "γ"],
  ["i", "і", "ι"], ["j", "ј", "-"], ["s", "ѕ", "-"], ["h", "һ", "-"], ["v", "-", "ν"], ["k", "-", "κ"], ["u", "-", "υ"],
  ["A", "А", "Α"], ["B", "В", "Β"], ["C", "С", "-"], ["E", "Е", "Ε"], ["H", "Н", "Η"], ["I", "І", "Ι"], ["J", "Ј", "-"],
  ["K", "К", "Κ"], ["M", "М", "Μ"], ["N", "-", "Ν"], ["O", "О", "Ο"], ["P", "Р", "Ρ"], ["S", "Ѕ", "-"], ["T", "Т", "Τ"],
  ["X", "Х", "Χ"], ["Y", "Ү", "Υ"], ["Z", "-", "Ζ"],
];

/** Look-alike letter → its glyph in each script (`undefined` where the script has none). */
const LOOKALIKES = new Map<string, readonly (string | undefined)[]>();
for (const row of ROWS) {
  const forms = row.map((c) => (c === "-" ? undefined : c));
  for (const c of forms) if (c !== undefined) LOOKALIKES.set(c, forms);
}

/** The script class of a letter code unit, or -1 for anything else. */
function scriptOf(k: number): number {
  if ((k >= 0x41 && k <= 0x5a) || (k >= 0x61 && k <= 0x7a) || (k >= 0xc0 && k <= 0x24f && k !== 0xd7 && k !== 0xf7)) return LATIN;
  if (k >= 0x400 && k <= 0x52f) return CYRILLIC;
  if ((k >= 0x370 && k <= 0x3ff) || (k >= 0x1f00 && k <= 0x1fff)) return GREEK;
  return -1;
}

/**
 * `text` with every look-alike letter of a word written in the word's script (module
 * comment); `text` itself when nothing changes. Linear; one code unit for one.
 *
 * @example
 * foldMixedScript("Loutrе d'аrgent / Серебрянaя") === "Loutre d'argent / Серебряная"
 */
export function foldMixedScript(text: string): string {
  let out: string[] | null = null;
  let i = 0;
  while (i < text.length) {
    if (scriptOf(text.charCodeAt(i)) < 0) {
      i += 1;
      continue;
    }
    let e = i;
    const plain = [0, 0, 0];
    const all = [0, 0, 0];
    let mixed = false;
    let first = -1;
    for (; e < text.length; e++) {
      const s = scriptOf(text.charCodeAt(e));
      if (s < 0) break;
      if (first < 0) first = s;
      else if (s !== first) mixed = true;
      all[s] = (all[s] as number) + 1;
      if (!LOOKALIKES.has(text[e] as string)) plain[s] = (plain[s] as number) + 1;
    }
    if (mixed) {
      const counts = plain.some((n) => n > 0) ? plain : all;
      const top = Math.max(...counts);
      const winners = counts.filter((n) => n === top).length;
      const script = counts.indexOf(top);
      if (winners === 1) {
        for (let k = i; k < e; k++) {
          const c = text[k] as string;
          const to = scriptOf(text.charCodeAt(k)) === script ? undefined : LOOKALIKES.get(c)?.[script];
          if (to !== undefined) {
            // Code units, not code points: offsets stay the text's.
            out ??= text.split("");
            out[k] = to;
          }
        }
      }
    }
    i = e;
  }
  return out === null ? text : out.join("");
}
