/**
 * The normalisation shadow (DESIGN.md "Ideas worth keeping"): rules match on a normalised
 * copy of the text; every shadow position maps back to a span of the original, so findings
 * carry original offsets and the original text stays verbatim.
 *
 * v0: NFKC and lower-case fold per code point. The evidence-boundary issue extends the
 * folds (confusables, invisible characters, spacing) behind this same signature.
 */

/** A normalised copy of a text with a map back to original offsets. */
export interface Shadow {
  /** The original text. */
  readonly original: string;
  /** The normalised text rules match against. */
  readonly text: string;
  /**
   * Maps a half-open shadow span to the smallest original span that produced it.
   * `toOriginal(0, shadow.text.length)` covers the whole original text.
   */
  toOriginal(start: number, end: number): { start: number; end: number };
}

/**
 * Builds the shadow of `text`. Linear in the input length.
 *
 * @example
 * const s = buildShadow("ＳＹＳＴＥＭ: hi"); // s.text === "system: hi"
 * s.toOriginal(0, 6); // { start: 0, end: 6 }
 */
export function buildShadow(text: string): Shadow {
  const out: string[] = [];
  // For each shadow code unit: where its source code point starts and ends in the original.
  const srcStart: number[] = [];
  const srcEnd: number[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const ch = text.slice(i, i + width);
    const folded = ch.normalize("NFKC").toLowerCase();
    for (let k = 0; k < folded.length; k++) {
      srcStart.push(i);
      srcEnd.push(i + width);
    }
    out.push(folded);
    i += width;
  }
  const shadowText = out.join("");
  return {
    original: text,
    text: shadowText,
    toOriginal(start: number, end: number) {
      if (start >= end) {
        const at = start < srcStart.length ? (srcStart[start] as number) : text.length;
        return { start: at, end: at };
      }
      return { start: srcStart[start] as number, end: srcEnd[end - 1] as number };
    },
  };
}
