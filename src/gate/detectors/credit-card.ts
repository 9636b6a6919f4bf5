/**
 * Payment card numbers (ISO/IEC 7812): a brand's IIN range at one of that brand's lengths
 * (`card-brands.ts`) — or any 12–19 digits after a card word — written plain or in groups joined by one kind of separator (space,
 * any dash, dot, slash, underscore, middle dot, bullet — `NUMBER_JOINERS`), with a valid Luhn check digit (ISO/IEC 7812-1 Annex B). A number after `+` is
 * a phone number; one digit repeated is filler; industry 1 (airlines, UATP) has 15 digits.
 * After a card word (card, 카드, visa …) any leading digit is accepted.
 *
 * Like the phone detector, a run of digit groups is found first (linear: digits and
 * separators are disjoint) and then split into the longest valid cards, left to right, so
 * `4012 8888 8888 1881 4012-8888-8888-1881` yields two cards.
 */
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { digitHold, digitsOf, NUMBER_JOINERS, shadowFinding } from "./util.js";
import type { Finding } from "../../core/light.js";
import { numberChains, readNumbers } from "../digits.js";
import { identifierLabelled, referenceLabelled } from "./reference-labels.js";
import { cardBrand, gs1CheckOk } from "./card-brands.js";
import { SpanCover } from "../spans.js";

/** Luhn (mod 10) check over a digit string. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Digit groups joined by one separator character (`NUMBER_JOINERS`: any space or dash, dot,
 * slash, underscore, middle dot, bullet …; zero-width characters are gone from the shadow).
 * Digits in any script arrive as ASCII (`gateShadow`).
 */
const RUN = new RegExp(`(?<![0-9a-z+])[0-9]+(?:[${NUMBER_JOINERS}+:,]{1,3}[0-9]+)*(?![a-z])`, "gu");
/**
 * Group layouts a card is printed in (ISO/IEC 7812 issuers: 4-4-4-4, 4-4-4-4-3 for 19 digits,
 * 4-6-5 and 4-6-4 for American Express and Diners). A card written with mixed separators, a
 * separator run, or `+`, `:`, `,` (which also write prices and times) must follow one.
 */
const CARD_LAYOUTS = new Set(["4,4,4,4", "4,4,4,4,3", "4,6,5", "4,6,4"]);

/**
 * Without a card word, a number is a card only when a brand issues its prefix at its length
 * (`card-brands.ts`) and it is not a valid GS1 barcode of 12–14 digits (EAN-13, UPC-A,
 * GTIN-14 pass Luhn one time in ten). After a card word any Luhn-valid 12–19 digits count
 * (domestic schemes outside the table).
 */
function issuerOk(d: string, cardWordAfter = false): boolean {
  if (cardBrand(d) === null) return false;
  return cardWordAfter || !(d.length >= 12 && d.length <= 14 && gs1CheckOk(d));
}
const PLAIN_SEPARATOR = new RegExp(`^[${NUMBER_JOINERS}]$`, "u");
/**
 * A card word up to 30 characters before: then any industry digit is accepted (and no
 * identifier label can lower the number). Card nouns per language: card, 카드, カード,
 * クレジット, 信用卡/银行卡/卡号, tarjeta, carte, Karte, cartão, carta di credito.
 */
const CONTEXT = /(?:card|카드|visa|mastercard|amex|신용|체크|カード|クレジット|信用卡|银行卡|銀行卡|卡号|卡號|tarjeta|carte|karte|cartão|cartao|carta di credito)/i;
/** Visa 4, Mastercard 51–55 and 2221–2720, Discover 6011/65: the 16-digit schemes printed 4-4-4-4. */
const MAJOR_IIN = /^(?:4|5[1-5]|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720|6011|65)/;
const GROUP = /[0-9]+/g;
/** `CONTEXT` for `referenceLabelled` (it reads the last match of a global regex). */
const CONTEXT_ALL = new RegExp(CONTEXT.source, "gi");

function detect(answer: Shadow): Finding[] {
  const findings: Finding[] = [];
  // The digit reader's view: spelled digits (Hanja, Korean, English words) written as digits.
  const shadow = readNumbers(answer).view;
  for (const run of shadow.text.matchAll(RUN)) {
    if (run[0].length < 12) continue; // cannot hold 12 digits
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({ start: run.index + g.index, end: run.index + g.index + g[0].length }));
    const context = CONTEXT.test(shadow.text.slice(Math.max(0, run.index - 30), run.index));
    let i = 0;
    /** Index of the group right after the last card found (its separator is no card's). */
    let afterCard = -1;
    while (i < groups.length) {
      let next = i + 1;
      let digits = "";
      // Longest valid card starting at group i (at most 19 digits, so a bounded look-ahead).
      const candidates: { j: number; digits: string }[] = [];
      for (let j = i; j < groups.length && digits.length < 19; j++) {
        digits += shadow.text.slice(groups[j]!.start, groups[j]!.end);
        candidates.push({ j, digits });
      }
      for (const c of candidates.reverse()) {
        const d = c.digits;
        if (d.length < 12 || d.length > 19 || /^(.)\1+$/.test(d) || !luhnOk(d)) continue;
        // Industry 1 is airlines: UATP cards have exactly 15 digits.
        if (d.startsWith("1") && d.length !== 15) continue;
        const cardWordAfter = CONTEXT.test(shadow.text.slice(groups[c.j]!.end, groups[c.j]!.end + 30));
        if (!context && !issuerOk(d, cardWordAfter)) continue;
        const text = shadow.text.slice(groups[i]!.start, groups[c.j]!.end);
        // A row of years (a table header "2019 | 2020 | 2021 | 2022") is no card: no issuer
        // range starts with 20 (Mastercard's 2-series is 2221–2720) and 19… would be an
        // airline card of 15 digits.
        if (/^(?:(?:19|20)[0-9]{2}[^0-9]+)+(?:19|20)[0-9]{2}$/.test(text)) continue;
        const gaps = text.split(/[0-9]+/).slice(1, -1);
        const seps = new Set(gaps);
        // One plain separator character throughout, or the printed layout of a card.
        const plain = seps.size <= 1 && gaps.every((g) => PLAIN_SEPARATOR.test(g));
        if (!plain && !CARD_LAYOUTS.has(text.split(/[^0-9]+/).map((g) => g.length).join(","))) continue;
        // A short card inside a longer run must be bounded by a change of separator (or a
        // card just found): "4242 4242 4242 4241" is one failed card, not a 12-digit card
        // plus noise. 16 digits and more are whole cards whatever follows.
        if (d.length < 16 && seps.size === 1) {
          const after = c.j + 1 < groups.length ? shadow.text.slice(groups[c.j]!.end, groups[c.j + 1]!.start) : null;
          const before = i > 0 && i !== afterCard ? shadow.text.slice(groups[i - 1]!.end, groups[i]!.start) : null;
          if ((after !== null && seps.has(after)) || (before !== null && seps.has(before))) continue;
        }
        // Fewer than 16 digits after a reference label nearer than any card word (`追跡番号
        // 4912-3456-7890`, `Tracking no. 5012 3456 7890`): a parcel's or order's reference.
        if (d.length < 16 && !cardWordAfter && referenceLabelled(shadow.text, groups[i]!.start, CONTEXT_ALL)) continue;
        // Right after a label of another identifier kind (EAN, IMEI, tracking, 追跡番号,
        // 송장번호 …) with no card word near: that identifier — unless the digits are printed in
        // a card's own group layout (4-4-4-4, 4-6-5), which no barcode, IMEI or waybill uses.
        const printedAsCard = c.j > i && CARD_LAYOUTS.has(text.split(/[^0-9]+/).map((g) => g.length).join(","));
        if (!printedAsCard && identifierLabelled(shadow.text, groups[i]!.start, groups[c.j]!.end, CONTEXT_ALL)) continue;
        // Processors' published sandbox numbers (4242…, 4111…) are reported too: the reference
        // golden set masks a test card (`mask-card`), and a bare number cannot prove it is fake.
        findings.push(
          shadowFinding("credit-card", "pii.credit-card", shadow, groups[i]!.start, groups[c.j]!.end, 0.9, `payment card number (${d.length} digits, Luhn valid)`),
        );
        next = c.j + 1;
        afterCard = next;
        break;
      }
      i = next;
    }
  }
  // A card whose groups stand apart between words or label cells, after a card word.
  for (const c of numberChains(shadow.text, CHAIN_LAYOUTS)) {
    const d = c.digits;
    if (!/^[3-6]/.test(d) || !luhnOk(d) || /^(.)\1+$/.test(d)) continue;
    // A card word before it, or the groups stand in numbered fields (table rows, JSON keys)
    // and the number has a card scheme's printed layout and prefix.
    const structured = c.labelled && c.groups.length === 4 && MAJOR_IIN.test(d);
    if (!structured && !CONTEXT.test(shadow.text.slice(Math.max(0, c.start - 40), c.start))) continue;
    if (structured && !issuerOk(d)) continue;
    if (findings.some((f) => f.start < shadow.toOriginal(c.start, c.end).end && f.end > shadow.toOriginal(c.start, c.end).start)) continue;
    findings.push(shadowFinding("credit-card", "pii.credit-card", shadow, c.start, c.end, 0.8, `payment card number (${d.length} digits, Luhn valid, card word before), read across filler`));
  }
  if (shadow.text.includes("\n")) findings.push(...lineSplitCards(shadow, findings));
  return findings;
}

/**
 * Digits and in-number separators on one side of a line break (`4539 148`), bounded: the
 * longest card is 19 digits with 18 separators.
 */
const SIDE_CHARS = 40;
const isDigitCode = (k: number) => k >= 0x30 && k <= 0x39;

/** The digit run of `text` ending at `end` (going back over digits, spaces and dashes), as [start, digits]. */
function runBefore(text: string, end: number): [number, string] {
  let i = end;
  while (i > 0 && end - i < SIDE_CHARS && /[0-9 -]/.test(text[i - 1] as string)) i -= 1;
  while (i < end && !isDigitCode(text.charCodeAt(i))) i += 1;
  return [i, text.slice(i, end).replace(/[^0-9]/g, "")];
}

/** The digit run of `text` starting at `start` (digits, spaces and dashes), as [end, digits]. */
function runAfter(text: string, start: number): [number, string] {
  let i = start;
  while (i < text.length && i - start < SIDE_CHARS && /[0-9 -]/.test(text[i] as string)) i += 1;
  while (i > start && !isDigitCode(text.charCodeAt(i - 1))) i -= 1;
  return [i, text.slice(start, i).replace(/[^0-9]/g, "")];
}

/**
 * A card number broken over two lines at any digit (`4539148⏎803436467`, `45391⏎48803436467`):
 * the prefold joins a line break only between short groups (a postcode above a phone line must
 * stay apart), so here a break between two digit runs is read as inside one number when the two
 * runs together are a card — 13–19 digits, Luhn valid, a major scheme's prefix (or a card word
 * before it) — and neither line is a card or a column of numbers by itself (the line above
 * ending in digits, the line below starting with them). Linear: each break looks at a bounded
 * stretch on both sides.
 */
function lineSplitCards(shadow: Shadow, found: readonly Finding[]): Finding[] {
  const text = shadow.text;
  const out: Finding[] = [];
  const taken = new SpanCover(shadow.original.length);
  for (const f of found) taken.add(f.start, f.end);
  for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) {
    let a = nl;
    while (a > 0 && (text[a - 1] === " " || text[a - 1] === "\t" || text[a - 1] === "\r")) a -= 1;
    let b = nl + 1;
    while (b < text.length && /[ \t>|]/.test(text[b] as string)) b += 1;
    if (!isDigitCode(text.charCodeAt(a - 1)) || !isDigitCode(text.charCodeAt(b))) continue;
    const [start, left] = runBefore(text, a);
    const [end, right] = runAfter(text, b);
    const d = left + right;
    if (left.length < 4 || right.length < 4 || left.length >= 12 || right.length >= 13 || d.length < 13 || d.length > 19) continue;
    if (!luhnOk(d) || /^(.)\1+$/.test(d)) continue;
    const context = CONTEXT.test(text.slice(Math.max(0, start - 30), start));
    if (!context && !((MAJOR_IIN.test(d) || /^3[47]/.test(d)) && issuerOk(d))) continue;
    if (identifierLabelled(text, start, end, CONTEXT_ALL)) continue;
    // A column of numbers: the line above ends in a digit, or the line below starts with one.
    const above = text.lastIndexOf("\n", start - 1);
    const below = text.indexOf("\n", end);
    const aboveDigit = above > 0 && /[0-9][ \t\r]*$/.test(text.slice(Math.max(0, above - 8), above));
    const belowDigit = below >= 0 && /^[ \t>|]*[0-9]/.test(text.slice(below + 1, below + 9));
    if (!context && (aboveDigit || belowDigit)) continue;
    const orig = shadow.toOriginal(start, end);
    if (taken.overlaps(orig.start, orig.end)) continue;
    taken.add(orig.start, orig.end);
    out.push(shadowFinding("credit-card", "pii.credit-card", shadow, start, end, 0.8, `payment card number (${d.length} digits, Luhn valid) broken over two lines`));
  }
  return out;
}

/** Card layouts the digit reader tries across filler (needs a card word before it). */
const CHAIN_LAYOUTS = [
  [4, 4, 4, 4],
  [4, 6, 5],
] as const;

export const creditCardDetector: DetectorSpec = {
  id: "credit-card",
  category: "pii.credit-card",
  code: "ERR_LEAK_PII",
  label: "CARD",
  patterns: [RUN, GROUP, CONTEXT, MAJOR_IIN],
  compile: (): CompiledDetector => ({
    id: "credit-card",
    category: "pii.credit-card",
    code: "ERR_LEAK_PII",
    label: "CARD",
    // 19 digits and 18 separators, plus one look-ahead character; across filler, four groups
    // of four and three fillers of up to 24 (`numberChains`).
    window: 90,
    hold: digitHold(90, 0),
    detect,
    canonical: digitsOf,
  }),
};
