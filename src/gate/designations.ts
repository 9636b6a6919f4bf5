/**
 * Look-alike numbers whose context names them (blind round 9, issue 19): a standards
 * designation (`GB/T 35273-2020`, `ISO/IEC 27001:2022`, `DIN EN 1090-2`, `IEC 62443-3-3`,
 * `RFC 9110`), a US ZIP+4 code after a state code or a ZIP label (`Springfield, IL 62704-1234`,
 * `"zip": "62704-1234"`), and a carrier's tracking number in its own documented form (UPS
 * `1Z…`, UPU S10 `RR123456785GB`, USPS Intelligent Mail package barcode `9400 …`, FedEx
 * 12 digits). Digits wholly inside such a span are the designation's, the address's or the
 * parcel's, not a phone, card or national id: `identifierSpans` adds these spans and
 * `detectAll` drops number findings inside them.
 *
 * Each form is a context plus a structure check, never a list of examples:
 * - designations: a standards body's upper-case prefix (ISO, IEC, EN, DIN, BS, NF, GB, GB/T,
 *   JIS X, KS X, ГОСТ Р, ANSI, ASTM, IEEE, RFC, NIST SP, FIPS, ITU-T X, ETSI EN, …, combined as
 *   bodies adopt each other's standards: `DIN EN ISO`), then a main number, parts of at most three
 *   digits and an optional year (`:2022`, `-2020`, `:2019-05`). A phone written after such a
 *   prefix still shows a group of four digits that is no year, so its span stays outside;
 * - ZIP+4: exactly five digits, a hyphen, four digits (USPS Publication 28, §2), after one of
 *   the USPS two-letter state and territory codes (case-sensitive, as addresses print them) or a
 *   ZIP / postal-code label;
 * - tracking numbers: UPS `1Z` + 15 characters + a check digit (UPS's published mod-10 rule,
 *   letters read as (code − 63) mod 10), UPU S10 (UPU standard S10: two letters, eight digits,
 *   a mod-11 check digit with weights 8 6 4 2 3 5 9 7, an ISO 3166 country), USPS IMpb (20–26
 *   digits starting 91–95, GS1 mod-10 check, USPS Publication 199), FedEx Express (12 digits,
 *   check digit by weights 1 3 7 mod 11) — the last only after a carrier or tracking word, as 12
 *   digits alone are too common a shape. A UPS number whose check digit fails counts only after
 *   such a word too.
 *
 * Regexes: literal alternatives and bounded repeats over disjoint classes: linear.
 */

/** Standards bodies' designation prefixes, as printed (upper case). */
const BODY =
  "(?:(?:ISO|IEC|IEEE|ASTM)(?:/(?:IEC|IEEE|ASTM|TS|TR|PAS|DIS|FDIS)){0,2}|(?:DIN|BS|NF|UNE|UNI|ÖNORM|OVE|NEN|PN|ČSN|SFS|ELOT|STN|SIST|CEN/TS|CEN/TR|CLC/TS|EN|ETSI (?:EN|TS|TR|ES|EG))(?:[ -](?:EN|ISO|IEC|VDE|ISO/IEC|IEC/TS)){0,3}|GB(?:/[TZ])?|JIS [A-Z]|KS [A-Z]|GOST(?: R)?|ГОСТ(?: Р)?|ANSI(?:/[A-Z]{2,6})?|RFC|BCP|FIPS(?: PUB)?|NIST (?:SP|IR)|ITU-[TR] [A-Z]|AS/NZS|CAN/CSA|CSA|UL|SAE [A-Z]{1,3}|MIL-STD|ECMA)";
/**
 * A designation: prefix, an optional series letter glued or spaced (`ASTM D4169`, `JIS X 0208`
 * is in the prefix), the main number (≤ 6 digits, ETSI's `301 549` split by one space), parts of
 * ≤ 3 digits after `-` or `.`, an optional year (and month) after `:` or `-`.
 */
const DESIGNATION = new RegExp(
  `(?<![A-Za-z0-9/])${BODY}[ \\u00a0]{0,2}(?:[A-Z]{1,2}[ ]?)?[0-9]{1,6}(?: [0-9]{3}(?![0-9]))?(?:[-.][0-9]{1,3}(?![0-9])){0,4}(?:[:-](?:19|20)[0-9]{2}(?![0-9])(?:-[01][0-9](?![0-9]))?)?`,
  "g",
);
const HAS_DESIGNATION = /ISO|IEC|IEEE|ASTM|DIN|BS|NF|UNE|UNI|ÖNORM|OVE|NEN|PN|ČSN|SFS|ELOT|STN|SIST|EN|GB|JIS|KS|GOST|ГОСТ|ANSI|RFC|BCP|FIPS|NIST|ITU|NZS|CSA|UL|SAE|MIL|ECMA/;

/** USPS two-letter codes of states, the District, territories and military "states" (Publication 28, Appendix B). */
const STATES =
  "AL|AK|AS|AZ|AR|CA|CO|CT|DE|DC|FM|FL|GA|GU|HI|ID|IL|IN|IA|KS|KY|LA|ME|MH|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|MP|OH|OK|OR|PW|PA|PR|RI|SC|SD|TN|TX|UT|VT|VI|VA|WA|WV|WI|WY|AA|AE|AP";
/** A ZIP+4 after a state code (`IL 62704-1234`, `IL,62704-1234` in CSV, `"IL" "62704-1234"`). */
const ZIP_AFTER_STATE = new RegExp(`(?<![A-Za-z])(?:${STATES})[ \\t,"']{1,4}([0-9]{5}-[0-9]{4})(?![0-9-])`, "g");
/** A ZIP+4 after a ZIP or postal-code label (`ZIP: 62704-1234`, `"zip":"62704-1234"`, `우편번호 62704-1234`). */
const ZIP_AFTER_LABEL = /(?<![a-z])(?:zip(?:[ _-]?code|\+4)?|postal[ _]?code|post ?code|우편번호|郵便番号|邮编|邮政编码)[ \t:=#"'：]{0,6}([0-9]{5}-[0-9]{4})(?![0-9-])/gi;
const HAS_ZIP = /[0-9]{5}-[0-9]{4}/;

/** UPS: `1Z`, then 16 letters and digits, single spaces or dashes between them allowed. */
const UPS = /(?<![A-Za-z0-9])1Z(?:[ -]?[0-9A-Z]){16}(?![A-Za-z0-9])/gi;
/** UPU S10: two letters, 8 digits and a check digit (spaces allowed in groups of three), a country code. */
const S10 = /(?<![A-Za-z0-9])[A-Z]{2} ?[0-9]{3} ?[0-9]{3} ?[0-9]{3} ?[A-Z]{2}(?![A-Za-z0-9])/g;
/** USPS IMpb: 91–95, then 18–24 digits, single spaces allowed. */
const IMPB = /(?<![0-9])9[1-5](?: ?[0-9]){18,24}(?![0-9])/g;
/** FedEx Express: 12 digits, as one run or 4-4-4. */
const FEDEX = /(?<![0-9])[0-9]{4} ?[0-9]{4} ?[0-9]{4}(?![0-9])/g;
const HAS_TRACKING = /1Z|[A-Z]{2} ?[0-9]{3}|9[1-5]|[0-9]{4}/i;
/** A carrier or tracking word in the 40 code units before a number (any case). */
const CARRIER_WORD = /(?<![a-z])(?:ups|fedex|usps|dhl|tracking|track|waybill|awb|shipment|parcel|package|sendung|paket|suivi|colis|seguimiento|env[ií]o|rastreio|spedizione|追跡|伝票|운송장|송장|택배|运单|快递|追踪)/i;

/** Value of a UPS character: a digit itself, a letter (code − 63) mod 10 (A → 2, … Z → 7). */
const upsValue = (c: string) => (/[0-9]/.test(c) ? Number(c) : (c.toUpperCase().charCodeAt(0) - 63) % 10);

/** UPS check digit over the 16 characters after `1Z`: odd positions once, even twice, mod 10. */
export function upsCheckOk(body: string): boolean {
  const s = body.replace(/[ -]/g, "");
  if (s.length !== 16 || !/[0-9]$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += upsValue(s[i] as string) * (i % 2 === 1 ? 2 : 1);
  return (10 - (sum % 10)) % 10 === Number(s[15]);
}

/** UPU S10 check digit of the 8 serial digits (weights 8 6 4 2 3 5 9 7; 10 → 0, 11 → 5). */
export function s10CheckOk(digits9: string): boolean {
  const w = [8, 6, 4, 2, 3, 5, 9, 7];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits9[i]) * (w[i] as number);
  const c = 11 - (sum % 11);
  return (c === 10 ? 0 : c === 11 ? 5 : c) === Number(digits9[8]);
}

/** GS1 mod-10 (weights 3 and 1 from the right, check digit included). */
function gs1Ok(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += Number(d[d.length - 1 - i]) * (i % 2 === 1 ? 3 : 1);
  return sum % 10 === 0;
}

/** FedEx 12-digit check: the first 11 digits weighted 1 3 7 from the right, sum mod 11 (10 → 0). */
export function fedexCheckOk(d: string): boolean {
  const w = [1, 3, 7];
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(d[10 - i]) * (w[i % 3] as number);
  return (sum % 11) % 10 === Number(d[11]);
}

const carrierBefore = (text: string, start: number) => CARRIER_WORD.test(text.slice(Math.max(0, start - 40), start));

/**
 * `[start, end)` spans of standards designations, ZIP+4 codes in address context and carrier
 * tracking numbers in `text` (module comment), unsorted. Linear.
 *
 * @example
 * contextSpans("per IEC 62443-3-3")              // → [[4, 17]]
 * contextSpans("Springfield, IL 62704-1234")     // → [[16, 26]]
 * contextSpans("Tel 010-2345-6789")              // → []
 */
export function contextSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (HAS_DESIGNATION.test(text)) for (const m of text.matchAll(DESIGNATION)) spans.push([m.index, m.index + m[0].length]);
  if (HAS_ZIP.test(text)) {
    for (const re of [ZIP_AFTER_STATE, ZIP_AFTER_LABEL]) {
      for (const m of text.matchAll(re)) {
        const zip = m[1] as string;
        const start = m.index + m[0].length - zip.length;
        spans.push([start, start + zip.length]);
      }
    }
  }
  if (HAS_TRACKING.test(text)) {
    for (const m of text.matchAll(UPS)) {
      if (upsCheckOk(m[0].slice(2)) || carrierBefore(text, m.index)) spans.push([m.index, m.index + m[0].length]);
    }
    for (const m of text.matchAll(S10)) if (s10CheckOk(m[0].replace(/[^0-9]/g, ""))) spans.push([m.index, m.index + m[0].length]);
    for (const m of text.matchAll(IMPB)) if (gs1Ok(m[0].replace(/ /g, ""))) spans.push([m.index, m.index + m[0].length]);
    for (const m of text.matchAll(FEDEX)) {
      if (carrierBefore(text, m.index) && fedexCheckOk(m[0].replace(/ /g, ""))) spans.push([m.index, m.index + m[0].length]);
    }
  }
  return spans;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const DESIGNATION_PATTERNS: readonly RegExp[] = [DESIGNATION, HAS_DESIGNATION, ZIP_AFTER_STATE, ZIP_AFTER_LABEL, HAS_ZIP, UPS, S10, IMPB, FEDEX, HAS_TRACKING, CARRIER_WORD];
