/**
 * Sentences of a chunk with their offsets: lines first (résumés and RFPs are line-oriented —
 * bullets, `key: value` rows), then ICU sentence boundaries inside each line
 * (`Intl.Segmenter`), each trimmed. Offsets are UTF-16 indices into the chunk text, so a
 * sentence can be tested against the evidence boundary's finding spans.
 */

/** One sentence and where it sits in its chunk's text. */
export interface Sentence {
  text: string;
  /** UTF-16 start in the chunk text (inclusive). */
  start: number;
  /** UTF-16 end in the chunk text (exclusive). */
  end: number;
}

const segmenter = new Intl.Segmenter("ko", { granularity: "sentence" });

/**
 * Splits text into trimmed, non-empty sentences in document order. Linear in the text.
 *
 * @example
 * splitSentences("A는 B다. C는 D다.\n- E").map((s) => s.text); // ["A는 B다.", "C는 D다.", "- E"]
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    if (line.trim() !== "") {
      for (const seg of segmenter.segment(line)) {
        const raw = seg.segment;
        const lead = raw.length - raw.trimStart().length;
        const trimmed = raw.trim();
        if (trimmed === "") continue;
        const start = lineStart + seg.index + lead;
        out.push({ text: trimmed, start, end: start + trimmed.length });
      }
    }
    lineStart = lineEnd + 1;
  }
  return out;
}
