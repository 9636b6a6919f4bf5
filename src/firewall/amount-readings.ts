/**
 * Ambiguous amounts (issue 18): a string argument such as `"50,000"` or `"1.500"` is read as
 * 50 000 by a reader that groups with `,` (en) and as 50 by one whose decimal mark is `,`
 * (de, fr) — `taint-keys.ts` gives it both `amt:` keys. The handler's downstream reader
 * picks one; the firewall does not know which. So an amount argument is vouched only when
 * **every** reading it can have is vouched, never when one is: the user's "50 EUR" does not
 * vouch for `"50,000"`.
 *
 * The readings collapse to one (and the value is judged by that one) when:
 * - the value is a JSON number (`typeof leaf === "number"`, never here: it has one key);
 * - the value names a currency (`€1,500`, `50,000원`, `1.500 EUR`): a decimal reading with
 *   three fraction digits is no money amount in any currency `taint-keys.ts` reads (ISO
 *   4217 minor units of 0 or 2 digits), so only the grouped, whole reading is left.
 * And an ambiguous value is also vouched when the trusted text holds the same numeral as
 * written (`1,500` in "transfer 1,500 euros"): the argument then carries exactly the
 * ambiguity the user's own words carried, no reading they did not.
 *
 * Readings are those of strict grouping conventions (`parseNumber`): `50,0` is 50 (no
 * grouping has a group of one), `1.500,00` and `1,500.00` are 1500, `1'500` is 1500,
 * `12.345,6` is 12345.6. A lenient reader that drops every mark it does not know is not
 * modelled (it would make every decimal amount ambiguous).
 */
import type { ProvenanceIndex } from "./transcript.js";
import { amountKey, keyFold } from "./taint-keys.js";

/** Currency signs and codes (those `taint-keys.ts` strips) as they appear in a folded value. */
const CURRENCY = /[₩$€£¥₹원]|\b(?:krw|usd|eur|gbp|jpy|inr|won)\b|유로|달러|엔|파운드|위안/u;

/**
 * The longest run of digits and grouping or decimal marks in a folded value, with groups of three
 * after a plain, no-break or narrow no-break space (`1 250,00`: fr de pl ru sv cs). Linear: the
 * space is in no other class of the pattern, so each character has one place to go.
 */
const NUMERAL = /\d[\d.,'_]*(?:[ \u00a0\u202f]\d{3}[\d.,'_]*)*/g;

/** Longest numeral compared (no written amount is longer: `taint-keys.ts` reads at most 48 characters). */
const MAX_NUMERAL = 48;

/** The `amt:` keys (whole readings) of one item's keys, in order. */
export function amountReadings(keys: readonly string[]): string[] {
  const out: string[] = [];
  for (const k of keys) if (k.startsWith("amt:")) out.push(k);
  return out;
}

/**
 * The readings a value is judged by: its `amt:` keys, plus the lenient reading of a numeral
 * whose only mark is `,` (the digits joined: `50,0` is also 500), then collapsed to the whole
 * reading when the value names a currency and its one mark is followed by three digits (see
 * the module comment).
 *
 * @param readings the item's `amt:` keys (`amountReadings`).
 * @param leaf the argument's string as the model wrote it.
 */
export function effectiveReadings(readings: readonly string[], leaf: string): readonly string[] {
  if (readings.length === 0) return readings;
  const folded = keyFold(leaf);
  const numeral = numeralOf(folded);
  let out = readings;
  // a numeral grouped by spaces has `,` as its decimal mark (`1 250,00`): no reading drops it
  if (numeral.includes(",") && !/[.'_ \u00a0\u202f]/.test(numeral)) {
    const joined = amountKey(Number(numeral.replaceAll(",", "")));
    if (!out.includes(joined)) out = [...out, joined];
  }
  if (out.length > 1 && THREE_AFTER_MARK.test(numeral) && CURRENCY.test(folded)) {
    const grouped = amountKey(Number(numeral.replace(/[.,]/, "")));
    if (out.includes(grouped)) return [grouped];
  }
  return out;
}

/** One grouping-or-decimal mark followed by three digits (`50,000`, `1.500`): the ambiguous shape. */
const THREE_AFTER_MARK = /^\d{1,3}[.,]\d{3}$/;

/**
 * Whether an item's amount readings are vouched: each reading's key is in trusted text, or
 * (several readings) the trusted text holds the value's numeral as written.
 *
 * @param has whether the trusted text holds a key (`ix.trusted.hasKey`).
 */
export function readingsVouched(readings: readonly string[], leaf: string, ix: ProvenanceIndex, has: (key: string) => boolean): boolean {
  if (readings.length === 0) return false;
  if (readings.every(has)) return true;
  return readings.length > 1 && sameNumeral(leaf, ix);
}

/**
 * Whether the trusted text holds the numeral of `leaf` (its longest run of digits and marks)
 * as a number of its own: not inside a longer number (`1,500` is not in `21,500` nor in
 * `1,500,000`).
 */
function sameNumeral(leaf: string, ix: ProvenanceIndex): boolean {
  const numeral = numeralOf(keyFold(leaf));
  if (numeral === "" || numeral.length > MAX_NUMERAL) return false;
  return ix.trusted.findText(numeral, occursAsNumber, null);
}

/** The longest run of digits and marks of a folded value, without trailing marks (`""` if none). */
function numeralOf(folded: string): string {
  let numeral = "";
  for (const m of folded.matchAll(NUMERAL)) if (m[0].length > numeral.length) numeral = m[0];
  return trimMarks(numeral);
}

/** `s` without trailing marks (a sentence's `.` after `1,500.`). */
function trimMarks(s: string): string {
  let e = s.length;
  while (e > 0 && !isDigit(s.charCodeAt(e - 1))) e -= 1;
  return s.slice(0, e);
}

const LETTER = /\p{L}/u;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isMark(c: number): boolean {
  return c === 44 || c === 46 || c === 39 || c === 95; // , . ' _
}

/**
 * Whether `needle` (a numeral of at most `MAX_NUMERAL` characters) occurs in `hay` as a whole
 * number: no letter, digit or mark-then-digit before it, no digit or mark-then-digit after it
 * (a currency word or particle may follow: `1,500원`). Linear in `hay` for a bounded needle:
 * one `indexOf` per candidate, candidates advance.
 */
export function occursAsNumber(hay: string, needle: string): boolean {
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const b1 = at > 0 ? hay.charCodeAt(at - 1) : -1;
    const b2 = at > 1 ? hay.charCodeAt(at - 2) : -1;
    const end = at + needle.length;
    const a1 = end < hay.length ? hay.charCodeAt(end) : -1;
    const a2 = end + 1 < hay.length ? hay.charCodeAt(end + 1) : -1;
    if (isDigit(b1) || (isMark(b1) && isDigit(b2)) || (at > 0 && LETTER.test(hay.charAt(at - 1)))) continue;
    if (isDigit(a1) || (isMark(a1) && isDigit(a2))) continue;
    return true;
  }
  return false;
}
