/**
 * The gate's matching views of an answer. Both keep offsets into the ORIGINAL answer.
 *
 * - `gateShadow(answer)`: the evidence boundary's normalisation shadow (`buildShadow`: NFKC,
 *   case fold, UTS #39 confusables, invisible characters removed, letter-spacing collapsed),
 *   built over the answer with every Unicode decimal digit (general category `Nd`: Arabic-Indic
 *   `٠-٩`, Extended Arabic-Indic `۰-۹`, Devanagari, Bengali, Thai, fullwidth, mathematical …)
 *   first written as its ASCII digit. Without that pre-pass the confusable fold turns `١` into
 *   `l` and `٠` into `.`, so a phone number in Arabic digits would hide from every number
 *   detector. The pre-pass keeps the length of every code point (a BMP digit becomes one ASCII
 *   digit; an astral digit becomes the ASCII digit plus U+200B, which the shadow drops), so the
 *   shadow's offset map is already a map into the original answer. Circled and parenthesised
 *   digits (`①`, `⑴`, category `No`) are folded to digits by NFKC inside the shadow.
 * - `caseView(answer)`: invisible characters removed and NFKC applied, case kept — the view
 *   the case-sensitive credential formats run on (`ｇｈｐ_…`, `AKIA\u200b…`).
 */
import { buildShadow, type Shadow } from "../boundary/index.js";

/** Any non-ASCII decimal digit (ASCII digits stay as they are). */
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const ANY_NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;
const HAS_NON_ASCII = /[^\x00-\x7f]/;
const IS_ND = /^\p{Nd}$/u;
const digitCache = new Map<number, string>();

/**
 * ASCII value of a decimal digit code point. Unicode lays every `Nd` digit out in runs of ten,
 * 0 to 9 in order (Unicode §4.6, "Numeric Value"), so the value is the distance from the start
 * of its run, modulo 10 (runs such as the mathematical digits are several sets back to back).
 */
function asciiDigit(cp: number): string {
  const hit = digitCache.get(cp);
  if (hit !== undefined) return hit;
  let start = cp;
  while (start > 0 && IS_ND.test(String.fromCodePoint(start - 1))) start -= 1;
  const d = String((cp - start) % 10);
  digitCache.set(cp, d);
  return d;
}

/**
 * Writes every non-ASCII decimal digit of `text` as its ASCII digit, keeping the UTF-16 length
 * of each (an astral digit becomes `d` + U+200B). Linear; never throws (lone surrogates stay).
 *
 * @example
 * foldDigits("٠١٠-١٢٣٤") === "010-1234"
 */
export function foldDigits(text: string): string {
  if (!HAS_NON_ASCII.test(text) || !ANY_NON_ASCII_DIGIT.test(text)) return text;
  return text.replace(NON_ASCII_DIGIT, (d) => {
    const ascii = asciiDigit(d.codePointAt(0) as number);
    return d.length === 2 ? `${ascii}\u200b` : ascii;
  });
}

/**
 * The shadow every gate detector matches on: `buildShadow` over `foldDigits(answer)`, with
 * `original` the answer itself (offsets are identical, see the module comment).
 *
 * @example
 * gateShadow("٠١٠-١٢٣٤-٥٦٧٨").text === "010-1234-5678"
 */
export function gateShadow(answer: string): Shadow {
  const folded = foldDigits(answer);
  const s = buildShadow(folded);
  if (folded === answer) return s;
  return { original: answer, text: s.text, toOriginal: (start, end) => s.toOriginal(start, end) };
}

/** A view of a text with a map back to original offsets. */
export interface TextView {
  readonly text: string;
  /** Original span of the view span `[start, end)`. */
  toOriginal(start: number, end: number): { start: number; end: number };
}

const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
/**
 * Characters that may change in the case view: everything but ASCII, Hangul syllables and
 * CJK unified ideographs (all three are their own NFKC form and never invisible).
 */
const MAY_CHANGE = /[^\x00-\x7f\uac00-\ud7a3\u4e00-\u9fff]/gu;

/**
 * Case-preserving view for case-sensitive token formats: invisible (Default_Ignorable)
 * characters removed, every other non-ASCII code point NFKC-folded (fullwidth → ASCII),
 * digits folded as in `foldDigits`. Identity (no copy) on ASCII text; linear, and only the
 * characters that change cost more than a copy.
 *
 * @example
 * caseView("ＡＫＩＡ\u200bX").text === "AKIAX"
 */
export function caseView(original: string): TextView {
  const identity: TextView = { text: original, toOriginal: (start, end) => ({ start, end }) };
  if (!HAS_NON_ASCII.test(original)) return identity;
  const text = foldDigits(original);
  const parts: string[] = [];
  // Piecewise map: view [vAt[i], vAt[i+1]) comes from original oAt[i]…; exact segments map
  // one to one, a folded character's segment maps onto its whole source [oAt[i], oEnd[i]).
  const vAt: number[] = [];
  const oAt: number[] = [];
  const oEnd: number[] = [];
  const exact: boolean[] = [];
  let vLen = 0;
  let pos = 0;
  MAY_CHANGE.lastIndex = 0;
  for (let m = MAY_CHANGE.exec(text); m !== null; m = MAY_CHANGE.exec(text)) {
    const ch = m[0];
    const cp = ch.codePointAt(0) as number;
    const out = cp >= 0xd800 && cp <= 0xdfff ? ch : INVISIBLE.test(ch) ? "" : ch.normalize("NFKC");
    if (out === ch) continue;
    if (m.index > pos) {
      vAt.push(vLen);
      oAt.push(pos);
      oEnd.push(m.index);
      exact.push(true);
      parts.push(text.slice(pos, m.index));
      vLen += m.index - pos;
    }
    if (out.length > 0) {
      vAt.push(vLen);
      oAt.push(m.index);
      oEnd.push(m.index + ch.length);
      exact.push(false);
      parts.push(out);
      vLen += out.length;
    }
    pos = m.index + ch.length;
  }
  if (vAt.length === 0) return text === original ? identity : { text, toOriginal: identity.toOriginal };
  if (pos < text.length) {
    vAt.push(vLen);
    oAt.push(pos);
    oEnd.push(text.length);
    exact.push(true);
    parts.push(text.slice(pos));
  }
  const viewText = parts.join("");
  const find = (v: number) => {
    let lo = 0;
    let hi = vAt.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((vAt[mid] as number) <= v) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const startOf = (v: number) => {
    const i = find(v);
    return exact[i] ? (oAt[i] as number) + (v - (vAt[i] as number)) : (oAt[i] as number);
  };
  const endOf = (v: number) => {
    const i = find(v);
    return exact[i] ? (oAt[i] as number) + (v - (vAt[i] as number)) + 1 : (oEnd[i] as number);
  };
  return {
    text: viewText,
    toOriginal(start, end) {
      if (start >= viewText.length) return { start: original.length, end: original.length };
      const s = startOf(start);
      if (end <= start) return { start: s, end: s };
      return { start: s, end: endOf(Math.min(end, viewText.length) - 1) };
    },
  };
}
