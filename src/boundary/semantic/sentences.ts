/**
 * Sentence spans of a text, the unit the semantic layer classifies and marks (issue 20 item 7:
 * "sentence-level spans"). Boundaries come from the Unicode sentence-break rules (UAX #29, via
 * ICU's `Intl.Segmenter`), which know `.`, `?`, `!`, `。`, `！`, `？`, `।` and line and
 * paragraph separators in every language — so Korean, Japanese and Chinese text splits as
 * readily as English. Bounded on hostile input: a sentence longer than `maxChars` is cut into
 * windows of at most `maxChars` code units (at the last whitespace in the window's final fifth
 * when there is one, never inside a surrogate pair), and the iteration stops after
 * `maxSentences`, reporting where the unread rest begins. Linear in the text read.
 */

/** A sentence: UTF-16 offsets into the text, whitespace trimmed off both ends. */
export interface SentenceSpan {
  readonly start: number;
  readonly end: number;
}

/** Limits of `splitSentences`. */
export interface SentenceLimits {
  /** Longest span in UTF-16 code units; longer sentences become windows. ≥ 16. */
  readonly maxChars: number;
  /** Most spans returned; the rest of the text is reported in `restStart`. ≥ 1. */
  readonly maxSentences: number;
}

/** The spans, and where the text the limit left unread begins (`null` when all was read). */
export interface Sentences {
  readonly spans: SentenceSpan[];
  readonly restStart: number | null;
}

let segmenter: Intl.Segmenter | undefined;

/** Has a letter: a span of digits, punctuation or symbols alone carries no instruction. */
const HAS_LETTER = /\p{L}/u;

/**
 * Splits `text` into sentence spans that contain at least one letter.
 *
 * @example
 * splitSentences("Hi there. Consider yourself reassigned!", { maxChars: 1000, maxSentences: 10 }).spans
 * // [{ start: 0, end: 9 }, { start: 10, end: 39 }]
 */
export function splitSentences(text: string, limits: SentenceLimits): Sentences {
  const maxChars = Math.max(16, Math.floor(limits.maxChars));
  const maxSentences = Math.max(1, Math.floor(limits.maxSentences));
  segmenter ??= new Intl.Segmenter("und", { granularity: "sentence" });
  const spans: SentenceSpan[] = [];
  for (const seg of segmenter.segment(text)) {
    let start = seg.index;
    let end = start + seg.segment.length;
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    while (start < end) {
      const cut = end - start <= maxChars ? end : windowEnd(text, start, maxChars);
      let e = cut;
      while (e > start && isSpace(text.charCodeAt(e - 1))) e--;
      if (e > start && HAS_LETTER.test(text.slice(start, e))) {
        if (spans.length === maxSentences) return { spans, restStart: start };
        spans.push({ start, end: e });
      }
      start = cut;
      while (start < end && isSpace(text.charCodeAt(start))) start++;
    }
  }
  return { spans, restStart: null };
}

/** End of a window of at most `maxChars` from `start`: at whitespace in its last fifth if any, never between a surrogate pair. */
function windowEnd(text: string, start: number, maxChars: number): number {
  let cut = start + maxChars;
  for (let i = cut, floor = cut - Math.floor(maxChars / 5); i > floor; i--) {
    if (isSpace(text.charCodeAt(i - 1))) return i;
  }
  const c = text.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--;
  return cut;
}

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x3000 || c === 0x2028 || c === 0x2029 || c === 0x85 || c === 0xfeff;
}
