/**
 * International bank account numbers (ISO 13616): country code, two check digits, a BBAN of
 * 11–30 letters/digits, written plain or in groups of four joined by spaces, dashes, dots or any
 * other `NUMBER_JOINERS` character (`DE89-3704-0044-…`, `DE89.3704.…`). Valid only when the length is
 * the country's registered length and the ISO 7064 mod 97-10 check gives 1 (move the first
 * four characters to the end, letters → 10–35), as written or with look-alike letters in the
 * BBAN read as digits (`O` 0, `I`/`L` 1: `lookalikesRead`).
 * A match that runs on into a following word is retried without its trailing groups.
 */
import type { Shadow } from "../../boundary/index.js";
import { NUMBER_JOINERS, patternDetector, type Validation } from "./util.js";

/** ISO 7064 mod 97-10 over an IBAN without spaces (case-insensitive). */
export function ibanMod97Ok(iban: string): boolean {
  const s = iban.toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of rearranged) {
    const v = ch >= "A" ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rem = v > 9 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return rem === 1;
}

/**
 * IBAN length per country (SWIFT IBAN Registry, release 99, 2024): an IBAN of any other
 * length is not an IBAN, whatever its check digits say.
 */
export const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24,
  ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23,
  ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** Separators: anything but letters and digits, and a string escape of a line break (`\n`). */
const SEPARATOR_RUN = /(?:\\[nr]|[^a-zA-Z0-9])+/g;
/** Letters and digits only. */
const compact = (text: string) => text.replace(SEPARATOR_RUN, "");

/**
 * True when a separated spelling is in groups as a person prints an IBAN: groups of four
 * (ISO 13616's print form, the last group 1–4), groups of two or more in any layout, or the
 * country and check digits first and then groups of one size from 3 to 6 (`DE89 370 400 440
 * …`), the last one no longer. The
 * separators may differ; the country length and mod 97 carry the proof.
 */
function groupedByFour(text: string): boolean {
  const groups = text.split(SEPARATOR_RUN);
  if (groups.every((g, i) => (i < groups.length - 1 ? g.length === 4 : g.length >= 1 && g.length <= 4))) return true;
  // Any grouping of runs of two or more (`IT 11 S0306 909606 100000063519`, a bank's own layout
  // or a CSV cell): the country length and mod 97 carry the proof; single characters apart are
  // a spelling, not a print form.
  if (groups.length <= 12 && groups.every((g) => g.length >= 2)) return true;
  const [head, ...rest] = groups;
  if (head === undefined || head.length < 4 || rest.length < 2) return false;
  const size = (rest[0] as string).length;
  return size >= 3 && size <= 6 && rest.every((g, i) => (i < rest.length - 1 ? g.length === size : g.length >= 1 && g.length <= size));
}

/**
 * One line break (raw, or a string escape `\n` / `\r\n` in JSON or code) with the indentation,
 * quote marker (`> `) or table pipe of the next line, or up to two joiner characters; then a
 * letter or digit (one group character).
 */
const IBAN_PATTERN = new RegExp(`(?<![a-z0-9])[a-z]{2}[${NUMBER_JOINERS}]{0,2}[0-9]{2}(?:(?:[ \t]{0,2}(?:\r?\n|\\\\(?:r\\\\)?n)[ \t>|]{0,3}|[${NUMBER_JOINERS}]{0,2})[a-z0-9]){11,30}(?![a-z0-9])`, "gu");
/** A line break in the original text (raw, `<br>`, or a string escape `\n`). */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]|<br\b|\\[nr]/i;

/**
 * `text` (a shadow match at `offset`) with every separator that is a line break in the original
 * removed: an identifier wrapped at a line's end continues its group on the next line
 * (`DE89 3704 00⏎44 0532 …`, `DE893704⏎00440532…`), so the groups are read as written unwrapped.
 */
function unwrapped(text: string, offset: number, shadow: Shadow): string {
  return text.replace(SEPARATOR_RUN, (sep: string, at: number) => {
    const o = shadow.toOriginal(offset + at, offset + at + sep.length);
    return LINE_BREAK.test(shadow.original.slice(o.start, o.end)) ? "" : sep;
  });
}

/** Whether a spelling is printed as an IBAN is: unseparated, or in groups (`groupedByFour`). */
const printed = (text: string) => compact(text).length === text.length || groupedByFour(text);

/**
 * The original under a shadow span (separators kept), or "" when its letters and digits are not `expected` many: the shadow reads a letter that
 * looks like a digit inside a number as that digit (`S0306` → `50306`), but an IBAN's BBAN
 * holds letters (the Italian CIN, a British bank code), so its checksum is also tried as written.
 */
function asWritten(start: number, length: number, shadow: Shadow, expected: number): string {
  const o = shadow.toOriginal(start, start + length);
  const written = shadow.original.slice(o.start, o.end).normalize("NFKC");
  return compact(written).length === expected ? written : "";
}

/** Look-alike letters (`O`, `I`, `L`) that stand among digits: not inside a run of 3+ letters. */
const ISOLATED_LOOKALIKE = /(?<![A-Z]{2})(?<![A-Z][OIL]?)[OIL](?![A-Z]{2})/g;
const OTHER_LETTER = /[A-HJKMNP-Z]/;

const lookalikeDigit = (c: string) => (c === "O" ? "0" : "1");

/**
 * Readings of an IBAN with the letters a writer puts for digits in its BBAN read as those
 * digits — `O` 0, `I` and `L` 1 (`DE89 37O4 OO44 …`, `NL.. RABO o374 l528 O9`): every
 * look-alike read as a digit; and, group by group as written, the look-alikes of a group with
 * no other letter (`o374`, `O7lO`) and those standing among digits elsewhere (not inside a run
 * of 3+ letters: a bank code such as `RABO`, `BOFI` keeps its letters). `written` is the
 * spelling with its separators (a string escape `\\n` among them). Empty when there is no look-alike. The country and
 * check digits stay as written; mod 97 and the country length decide.
 */
function lookalikesRead(written: string): string[] {
  const c = compact(written).toUpperCase();
  if (!/[OIL]/.test(c.slice(4))) return [];
  const head = c.slice(0, 4);
  const all = head + c.slice(4).replace(/[OIL]/g, lookalikeDigit);
  const grouped = written
    .split(SEPARATOR_RUN)
    .map((g) => g.toUpperCase())
    .map((g) => (OTHER_LETTER.test(g) ? g.replace(ISOLATED_LOOKALIKE, lookalikeDigit) : g.replace(/[OIL]/g, lookalikeDigit)))
    .join("");
  const byGroup = head + grouped.slice(4);
  return byGroup === all || byGroup === c ? [all] : [all, byGroup];
}

/** Whether `written` or one of its look-alike readings (`lookalikesRead`) passes mod 97. */
const mod97Read = (written: string): boolean => {
  const c = compact(written).toUpperCase();
  return c.length > 0 && (ibanMod97Ok(c) || lookalikesRead(written).some(ibanMod97Ok));
};

function validate(m: RegExpExecArray, shadow: Shadow): Validation {
  // Try the whole match, then drop trailing separated groups (a word after the IBAN).
  let text = m[0];
  for (;;) {
    const c = compact(text).toUpperCase();
    if (IBAN_LENGTH[c.slice(0, 2)] === c.length && (printed(text) || printed(unwrapped(text, m.index, shadow))) && (mod97Read(text) || mod97Read(asWritten(m.index, text.length, shadow, c.length)))) {
      return { ok: true, score: 0.95, reason: "IBAN (country length and ISO 7064 mod 97 check valid)", length: text.length };
    }
    let cut = text.length;
    while (cut > 0 && /[a-z0-9]/.test(text[cut - 1] as string)) cut -= 1;
    while (cut > 0 && !/[a-z0-9]/.test(text[cut - 1] as string)) cut -= 1;
    if (cut < 15) return { ok: false };
    text = text.slice(0, cut);
  }
}

/** The IBAN read in one place (one spelling, wrapped lines included); `iban-rows.ts` adds parts in several cells. */
export const ibanPatternDetector = patternDetector({
  id: "iban",
  category: "pii.iban",
  code: "ERR_LEAK_PII",
  label: "IBAN",
  pattern: IBAN_PATTERN,
  window: 48,
  lead: 4,
  validate,
  canonical: (t) => compact(t).toUpperCase(),
  contextPatterns: [LINE_BREAK, SEPARATOR_RUN, ISOLATED_LOOKALIKE],
});
