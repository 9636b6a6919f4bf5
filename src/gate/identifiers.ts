import { IBAN_LENGTH } from "./detectors/iban.js";
import { NUMBER_JOINERS } from "./view.js";
import { contextSpans, DESIGNATION_PATTERNS } from "./designations.js";

/**
 * Identifiers that are not personal data even when their digits validate as one: a DOI
 * (`10.1016/j.jbi.2019.103356`, `https://doi.org/10.5281/zenodo.4539148803436467`), an arXiv id
 * and a PubMed id. A card or phone number found wholly inside one is the identifier's digits
 * (a Zenodo record number can pass Luhn), so `detectAll` drops number findings inside these
 * spans. DOI syntax: ANSI/NISO Z39.84 and the DOI Handbook §2.2 ("10." + registrant code +
 * "/" + suffix); arXiv identifier scheme (arxiv.org/help/arxiv_identifier); PMID (NLM).
 *
 * The suffix ends at whitespace, a quote, a bracket or `<`, at most 200 characters. Bounded
 * repeats over classes the delimiters do not share: linear.
 */
const IDENTIFIER = /(?<![A-Za-z0-9])10\.[0-9]{4,9}\/[^\s"'<>()[\]{}]{1,200}|arxiv:[ \t]?[0-9]{4}\.[0-9]{4,5}(?:v[0-9]{1,3})?|pmid:?[ \t]?[0-9]{1,9}/gi;
const HAS_IDENTIFIER = /10\.[0-9]{4}|arxiv|pmid/i;

/**
 * Book and product numbers (ISO 2108 ISBN-10/13, GS1 GTIN-8/12/13/14 — EAN, UPC, JAN — and ISSN):
 * a number after its label (`ISBN 0-306-40615-2`, `EAN: 4006381333931`), or a 13-digit number
 * with the Bookland prefix 978/979, whose check digit validates (ISBN-10 mod 11 with `X`, GTIN
 * and ISBN-13 mod 10 with weights 3 and 1, ISSN mod 11). Its digits are the book's or product's,
 * not a phone or card number. Bounded repeats over disjoint classes: linear.
 *
 * `identifierSpans` also returns the spans of `designations.ts`: standards designations
 * (`GB/T 35273-2020`), ZIP+4 codes after a state code or ZIP label, carrier tracking numbers.
 */
const PRODUCT_NUMBER = /(?<![a-z])(?:isbn(?:-?1[03])?|ean(?:-?1[38])?|gtin(?:-?1[2-4])?|upc(?:-?a)?|jan|issn)[\s:#：]{0,4}([0-9](?:[-‐ ]?[0-9]){6,16}(?:[-‐ ]?[0-9x])?)(?![0-9])|(?<![0-9])(97[89](?:[-‐ ]?[0-9]){10})(?![0-9])/gi;
const HAS_PRODUCT = /isbn|ean|gtin|upc|jan|issn|97[89]/i;

/** GS1 mod-10 check (weights 3 and 1 from the right, the check digit included). */
function gtinOk(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += Number(d[d.length - 1 - i]) * (i % 2 === 1 ? 3 : 1);
  return sum % 10 === 0;
}

/** ISBN-10 (weights 10…1, `X` = 10) and ISSN (weights 8…1) mod-11 check. */
function mod11Ok(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += (d[i] === "x" || d[i] === "X" ? 10 : Number(d[i])) * (d.length - i);
  return sum % 11 === 0;
}

/** Whether the digits of a product number validate as one of the schemes its length allows. */
export function productNumberOk(raw: string): boolean {
  const d = raw.replace(/[^0-9xX]/g, "");
  if (/[xX]/.test(d.slice(0, -1))) return false;
  if (d.length === 10 || d.length === 8) return mod11Ok(d) || (d.length === 8 && gtinOk(d));
  if (d.length === 12 || d.length === 13 || d.length === 14) return !/[xX]/.test(d) && gtinOk(d);
  return false;
}

/** `[start, end)` spans of identifiers in `text` (module comment). Linear. */
export function identifierSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (HAS_IDENTIFIER.test(text)) for (const m of text.matchAll(IDENTIFIER)) spans.push([m.index, m.index + m[0].length]);
  if (HAS_PRODUCT.test(text)) {
    for (const m of text.matchAll(PRODUCT_NUMBER)) {
      const num = (m[1] ?? m[2]) as string;
      if (!productNumberOk(num)) continue;
      const start = m.index + m[0].length - num.length;
      spans.push([start, start + num.length]);
    }
  }
  // Standards designations, ZIP+4 codes in an address, carrier tracking numbers (`designations.ts`).
  spans.push(...contextSpans(text));
  // Sorted and merged, so `insideSpan`'s binary search sees disjoint spans.
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const sp of spans) {
    const last = merged[merged.length - 1];
    if (last && sp[0] < last[1]) last[1] = Math.max(last[1], sp[1]);
    else merged.push([sp[0], sp[1]]);
  }
  return merged;
}

/**
 * A run in the shape of an IBAN (ISO 13616): a registered country code, two check digits, then
 * letters and digits in groups joined by up to three `NUMBER_JOINERS` characters or one line
 * break. Bounded repeat of one group character after a bounded joiner run: linear.
 */
const IBAN_SHAPE = new RegExp(`(?<![a-z0-9])([a-z]{2})[0-9]{2}(?:(?:[${NUMBER_JOINERS}]{0,3}|[ \t]{0,2}\r?\n[ \t>|]{0,3})[a-z0-9]){11,34}(?![a-z0-9])`, "giu");
const HAS_IBAN_HEAD = /[a-z]{2}[0-9]{2}/i;
const ALNUM_RUN = /[a-z0-9]+/gi;

/**
 * `[start, end)` spans of runs an IBAN's shape claims (`IBAN_SHAPE`), valid or not: the country
 * is in the SWIFT IBAN Registry and the letters and digits, trailing groups that run on into a
 * following word dropped, number within one of the country's registered length. Digits inside
 * such a run are the account's: a card or phone number found there (an invalid IBAN whose
 * remainder passes Luhn) is judged by the IBAN detector alone. Linear.
 *
 * @example
 * ibanShapeSpans("IBAN DE89 3704 0044 0532 0130 01") // → [[5, 32]] (check digits wrong: still an IBAN's shape)
 */
export function ibanShapeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!HAS_IBAN_HEAD.test(text)) return spans;
  for (const m of text.matchAll(IBAN_SHAPE)) {
    const registered = IBAN_LENGTH[(m[1] as string).toUpperCase()];
    if (registered === undefined) continue;
    // Groups, dropping trailing ones until the length fits (a word after the IBAN).
    const groups = [...m[0].matchAll(ALNUM_RUN)].map((g) => ({ end: g.index + g[0].length, len: g[0].length }));
    let total = groups.reduce((n, g) => n + g.len, 0);
    while (groups.length > 1 && total > registered + 1) total -= (groups.pop() as { len: number }).len;
    if (Math.abs(total - registered) > 1) continue;
    spans.push([m.index, m.index + (groups[groups.length - 1] as { end: number }).end]);
  }
  return spans;
}

/** Whether `[start, end)` lies wholly inside one of `spans` (sorted, disjoint): binary search, O(log n). */
export function insideSpan(spans: readonly (readonly [number, number])[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid] as readonly [number, number])[0] <= start) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return at >= 0 && end <= (spans[at] as readonly [number, number])[1];
}

/** Categories whose findings are numbers an identifier can contain. */
export const NUMBER_CATEGORIES: ReadonlySet<string> = new Set(["pii.phone", "pii.credit-card", "pii.iban", "pii.kr-rrn", "pii.kr-frn", "pii.kr-brn", "pii.kr-passport", "pii.kr-driver-licence", "pii.national-id", "pii.bank-account"]);

/** Patterns run on answer text (checked for linear time by a test). */
export const IDENTIFIER_PATTERNS: readonly RegExp[] = [IDENTIFIER, HAS_IDENTIFIER, PRODUCT_NUMBER, HAS_PRODUCT, IBAN_SHAPE, HAS_IBAN_HEAD, ALNUM_RUN, ...DESIGNATION_PATTERNS];
