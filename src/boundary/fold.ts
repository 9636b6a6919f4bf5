/**
 * Per-character folding for the normalisation shadow (DESIGN.md "Match on a normalised
 * shadow"). One function decides what a code point becomes in the shadow:
 *
 * - invisible characters (Unicode `Default_Ignorable_Code_Point`: zero-width, bidi controls,
 *   soft hyphen, variation selectors, Hangul fillers) and C0 controls vanish; tag characters
 *   (U+E0020–E007E) decode to the ASCII they smuggle;
 * - NFKC (Unicode UAX #15) folds fullwidth forms, ligatures, circled and mathematical letters
 *   and roman numerals (`Ｓ`, `𝐒`, `Ⅰ` → `s`, `s`, `i`);
 * - combining marks are dropped from non-CJK letters (`ï` → `i`);
 * - confusable lookalikes (Cyrillic `а`, Greek `ο`, `ı` …) fold to their Latin prototype from
 *   Unicode's UTS #39 `confusables.txt` (via the `unhomoglyph` package, v13.0.0 data), only
 *   where the prototype is ASCII, so Korean, Chinese and Japanese text is never folded into
 *   another script;
 * - case folds with `toLowerCase`; SentencePiece's `▁` (U+2581) folds to `_`.
 *
 * Hangul, CJK ideographs and kana pass through unchanged (a fast path, and their rules are
 * written in their own script).
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** Unicode confusables.txt (UTS #39) prototype map, one code point → its prototype string. */
const CONFUSABLES = require("unhomoglyph/data.json") as Record<string, string>;

const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const COMBINING_MARK = /\p{M}/gu;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Characters whose shadow is their own `toLowerCase` (1:1): printable ASCII, tab, LF, CR,
 * Hangul syllables, CJK unified ideographs, hiragana, katakana and the common CJK
 * punctuation. Anything else takes the per-character path in `foldChar`.
 */
export const SIMPLE_CHARS = "\\t\\n\\r\\x20-\\x7e\\uac00-\\ud7a3\\u4e00-\\u9fff\\u3041-\\u3096\\u30a1-\\u30fa\\u3001\\u3002\\u300c-\\u300f";

/** Hangul jamo of every block: NFKC composes a run of them into syllables (`ㅅㅣ` → `시`). */
export const JAMO = "\\u1100-\\u11ff\\u3131-\\u318e\\ua960-\\ua97f\\ud7b0-\\ud7ff";

const cache = new Map<number, string>();

/** True for a code point whose letters are written by rules in their own script. */
function isCjk(cp: number): boolean {
  return (
    (cp >= 0xac00 && cp <= 0xd7a3) || // Hangul syllables
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3130 && cp <= 0x318f) ||
    (cp >= 0x3040 && cp <= 0x30ff) || // kana
    (cp >= 0x3400 && cp <= 0x9fff) || // CJK ideographs
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f)
  );
}

/**
 * The shadow form of one code point (see the module comment). Memoised; the empty string
 * means the character vanishes from the shadow.
 *
 * @example
 * foldChar(0xff33); // "s"  (fullwidth S)
 * foldChar(0x0430); // "a"  (Cyrillic a)
 * foldChar(0x200b); // ""   (zero-width space)
 */
export function foldChar(cp: number): string {
  const hit = cache.get(cp);
  if (hit !== undefined) return hit;
  const folded = computeFold(cp);
  cache.set(cp, folded);
  return folded;
}

function computeFold(cp: number): string {
  if (cp === 0x0b || cp === 0x0c || cp === 0x85) return " ";
  if (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) return "";
  if (cp === 0x7f) return "";
  if (cp < 0x80) return String.fromCharCode(cp).toLowerCase();
  if (cp === 0x2581) return "_";
  // Tag characters spell ASCII invisibly ("ASCII smuggling"): decode them so rules see it.
  if (cp >= 0xe0020 && cp <= 0xe007e) return String.fromCharCode(cp - 0xe0000).toLowerCase();
  const ch = String.fromCodePoint(cp);
  if (DEFAULT_IGNORABLE.test(ch)) return "";
  if (cp >= 0xd800 && cp <= 0xdfff) return ch; // a lone surrogate stays itself
  if (cp >= 0x3131 && cp <= 0x318e) return ch; // a lone compatibility jamo waits for `composeJamo`
  if (isCjk(cp)) return ch.normalize("NFKC");
  let out = "";
  for (const c of ch.normalize("NFKC")) {
    const p = c.codePointAt(0) as number;
    if (p < 0x80) {
      out += c.toLowerCase();
      continue;
    }
    if (isCjk(p)) {
      out += c;
      continue;
    }
    const bare = c.normalize("NFD").replace(COMBINING_MARK, "");
    for (const b of bare) {
      if ((b.codePointAt(0) as number) < 0x80) {
        out += b.toLowerCase();
        continue;
      }
      // The prototype of the letter as written (Greek `Ν` is N, its lower case `ν` is v),
      // except that UTS #39 skeletons merge I and l: an upper-case I-lookalike (Cyrillic `І`,
      // Greek `Ι`) reads as i, so it takes its lower case's prototype.
      const lower = b.toLowerCase();
      let proto = asciiProto(b);
      if (proto === "l" && lower !== b) proto = asciiProto(lower) ?? "i";
      out += proto ?? asciiProto(lower) ?? lower;
    }
  }
  return out;
}

/** The ASCII prototype of a character from confusables.txt, or undefined. */
function asciiProto(c: string): string | undefined {
  const proto = CONFUSABLES[c];
  if (proto === undefined || !ASCII_ONLY.test(proto)) return undefined;
  return proto.trim() === "" ? " " : proto.toLowerCase();
}

/**
 * Folds a short configured term (a code name, a blocked word, a tool name) into the same
 * space as `buildShadow(text).text`, so a term and a text compare directly. Letter-spacing
 * collapse does not apply to terms.
 *
 * @example
 * foldTerm("ＰＲＯＪＥＣＴ Ｘ") === "project x";
 * buildShadow("prоjеct x").text.includes(foldTerm("PROJECT X")); // true (Cyrillic о, е)
 */
export function foldTerm(term: string): string {
  let out = "";
  let jamo = "";
  for (const c of term) {
    const cp = c.codePointAt(0) as number;
    if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3131 && cp <= 0x318e) || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff)) {
      jamo += c;
      continue;
    }
    if (jamo) {
      out += composeJamo(jamo);
      jamo = "";
    }
    out += foldChar(cp);
  }
  if (jamo) out += composeJamo(jamo);
  return out;
}

const COMPAT_CONSONANTS = "ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const FINALS = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ";
const VOWEL_FIRST = 0x314f;
const VOWEL_LAST = 0x3163;

/**
 * Composes a run of Hangul jamo into syllables the way a reader sees them
 * (`ㅅㅣㅅㅡㅌㅔㅁ` → `시스템`; Unicode §3.12 syllable composition over compatibility jamo,
 * a final consonant taken only when no vowel follows it). NFKC alone would turn the last
 * `ㅁ` into a leading consonant and leave it apart. Other jamo go through NFKC.
 */
export function composeJamo(run: string): string {
  if (!/[\u3131-\u318e]/.test(run)) return run.normalize("NFKC");
  const chars = [...run];
  let out = "";
  let i = 0;
  const isVowel = (c: string | undefined) =>
    c !== undefined && (c.codePointAt(0) as number) >= VOWEL_FIRST && (c.codePointAt(0) as number) <= VOWEL_LAST;
  while (i < chars.length) {
    const c = chars[i] as string;
    const l = INITIALS.indexOf(c);
    if (l >= 0 && isVowel(chars[i + 1])) {
      const v = (chars[i + 1] as string).codePointAt(0)! - VOWEL_FIRST;
      const next = chars[i + 2];
      const t = next !== undefined ? FINALS.indexOf(next) + 1 : 0;
      const takeFinal = t > 0 && !isVowel(chars[i + 3]);
      out += String.fromCharCode(0xac00 + (l * 21 + v) * 28 + (takeFinal ? t : 0));
      i += takeFinal ? 3 : 2;
      continue;
    }
    out += COMPAT_CONSONANTS.includes(c) || isVowel(c) ? c : c.normalize("NFKC");
    i++;
  }
  return out;
}
