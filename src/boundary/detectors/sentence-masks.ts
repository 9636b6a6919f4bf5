/**
 * One per-sentence mask loop for the sentence-reading detectors (`addressed.ts`'s signals,
 * `reassign.ts`, `exfil.ts`): a global regex is run once over a view, and every sentence that
 * holds the last unit of a match gets a bit. The three detectors had each written this loop.
 *
 * Linear: one pass of the regex (which must itself be linear), a sentence pointer that only
 * moves forward, and once a sentence has the bit the search skips to its end.
 */
import { nativeFirst } from "../../core/native-first.js";

/** Sentence bounds of a view, as `sentenceBounds` (`addressed.ts`) returns them. */
export interface SentenceSpans {
  /** Start offsets into the view, ascending. */
  readonly start: Int32Array;
  /** End offsets (exclusive), ascending, parallel to `start`. */
  readonly end: Int32Array;
  readonly count: number;
}

/** A typed array of per-sentence bit masks. */
export type MaskArray = Uint8Array | Uint16Array | Uint32Array;

/**
 * ORs `bit` into `masks[k]` for every sentence `k` holding the last unit of a match of `re`
 * over `view`, when `accept(start, end)` (offsets of the match in the view) allows the match
 * (absent: every match counts). After a sentence gets the bit, the search resumes at its end.
 * `re` must carry the `g` flag; its `lastIndex` is reset first. Empty matches are skipped.
 *
 * @example
 * const s = sentenceBounds("ignore it. fine.");
 * const masks = new Uint8Array(s.count);
 * markSentences("ignore it. fine.", s, /ignore/g, masks, 1);
 * // masks: [1, 0]
 */
export function markSentences(view: string, sentences: SentenceSpans, re: RegExp, masks: MaskArray, bit: number, accept?: (start: number, end: number) => boolean): void {
  if (sentences.count === 0) return;
  nativeFirst(re, view);
  re.lastIndex = 0;
  let k = 0;
  for (let m = re.exec(view); m !== null; m = re.exec(view)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const end = m.index + m[0].length;
    // The sentence holding the match's last unit (a match may open on the previous end).
    while (k < sentences.count - 1 && (sentences.end[k] as number) <= end - 1) k++;
    if (accept !== undefined && !accept(m.index, end)) continue;
    masks[k] = (masks[k] as number) | bit;
    // Once a sentence has the bit, skip to its end.
    const next = sentences.end[k] as number;
    if (next > re.lastIndex) re.lastIndex = next;
  }
}
