/**
 * Phrase and term matching for the item rules, on the normalisation shadow of
 * `rampart/boundary` (NFKC + case fold, mapped back to original offsets) with runs of
 * whitespace folded to one space — the same folding the output gate's probe rules use, so
 * the two never disagree about whether a phrase is there. "０１０" matches "010", "REFUSAL"
 * matches "refusal", a phrase broken across lines still matches. `spans` maps occurrences
 * back into the original answer (so a leaked term can be masked in reports). Plain
 * `indexOf`: linear in the answer length for each needle.
 */
import { buildShadow, type Shadow } from "../boundary/index.js";

/** A half-open UTF-16 span of the original text. */
export interface Span {
  start: number;
  end: number;
}

/** An answer prepared for repeated lookups. */
export interface MatchableText {
  readonly original: string;
  /** True when `needle` occurs (after normalising both sides). An empty needle never matches. */
  has(needle: string): boolean;
  /**
   * Original spans of every non-overlapping occurrence of `needle` whose spacing matches the
   * answer's exactly (re-spaced occurrences are found by `has` but not located here).
   */
  spans(needle: string): Span[];
  /** The normalised text with every occurrence of `needle` cut out (for residual checks). */
  without(needle: string): string;
}

/** Runs of whitespace (one class, linear). */
export const WHITESPACE_RUN = /\s+/g;

/** Folds a needle: shadow, whitespace runs to one space, trimmed. */
function fold(needle: string): string {
  return buildShadow(needle).text.replace(WHITESPACE_RUN, " ").trim();
}

function indexAll(haystack: string, needle: string): number[] {
  const at: number[] = [];
  if (needle === "") return at;
  let from = 0;
  for (;;) {
    const i = haystack.indexOf(needle, from);
    if (i < 0) return at;
    at.push(i);
    from = i + needle.length;
  }
}

/** Prepares `text` for matching. Linear in its length. */
export function matchable(text: string): MatchableText {
  const shadow: Shadow = buildShadow(text);
  const flat = shadow.text.replace(WHITESPACE_RUN, " ");
  return {
    original: text,
    has: (needle) => indexAll(flat, fold(needle)).length > 0,
    spans: (needle) => {
      const n = fold(needle);
      return indexAll(shadow.text, n).map((i) => shadow.toOriginal(i, i + n.length));
    },
    without: (needle) => {
      const n = fold(needle);
      return n === "" ? flat : flat.split(n).join("\n");
    },
  };
}

/**
 * Replaces every code unit inside `spans` with `•`, keeping the length — so finding offsets
 * still point at the right place while the leaked text itself never reaches a report.
 */
export function maskSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const chars = text.split("");
  for (const { start, end } of spans) {
    for (let i = Math.max(0, start); i < Math.min(end, chars.length); i++) chars[i] = "•";
  }
  return chars.join("");
}

/** Sentence terminators (Latin, CJK full stops, line breaks). A single class: linear. */
export const SENTENCE_BREAK = /[.!?。！？\n]+/u;
/** A letter or digit of any script. */
export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** Letters and digits of the longest sentence in `text` (0 for none). */
export function longestSentenceLetters(text: string): number {
  let max = 0;
  for (const sentence of text.split(SENTENCE_BREAK)) {
    const n = sentence.match(LETTER_OR_DIGIT)?.length ?? 0;
    if (n > max) max = n;
  }
  return max;
}
