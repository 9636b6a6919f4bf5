/**
 * Span bookkeeping for the detectors in time linear in the text, however many findings an
 * answer holds. An answer is attacker-shaped (a model can be made to print ten thousand
 * addresses), so "does this span overlap one already taken?" must not scan every earlier
 * finding: that made a 100 kB answer of e-mail addresses take seconds.
 */

/**
 * The positions covered by the spans taken so far, as one byte per UTF-16 code unit.
 * `overlaps(start, end)` costs `end - start` steps at most, and detectors only ask about
 * spans of bounded length, so a whole pass stays linear.
 */
export class SpanCover {
  readonly #covered: Uint8Array;

  /** @param length the length (UTF-16 code units) of the text the spans index. */
  constructor(length: number) {
    this.#covered = new Uint8Array(length + 1);
  }

  /** Whether `[start, end)` shares a position with a span taken before; empty spans never do. */
  overlaps(start: number, end: number): boolean {
    const c = this.#covered;
    for (let i = Math.max(0, start); i < end && i < c.length; i++) if (c[i] === 1) return true;
    return false;
  }

  /** Takes `[start, end)`. */
  add(start: number, end: number): void {
    this.#covered.fill(1, Math.max(0, start), Math.min(end, this.#covered.length));
  }
}

/** A span with a score, as findings carry them. */
export interface ScoredSpan {
  start: number;
  end: number;
  score: number;
}

/**
 * Indices of the spans that no other span strictly contains: a span is dropped when another
 * one covers it and is longer, or starts earlier (two equal spans both stay). Sorting plus
 * one sweep: O(n log n), where comparing every pair was O(n²).
 *
 * @returns a boolean per input span, true where it is kept.
 */
export function notStrictlyContained(spans: readonly { start: number; end: number }[]): boolean[] {
  // Sort by start, then longest first, on one number per span (no string or object per compare).
  const keys = new Float64Array(spans.length);
  spans.forEach((s, i) => (keys[i] = spanSortKey(s.start, s.end)));
  const order = Array.from(spans.keys()).sort((a, b) => (keys[a] as number) - (keys[b] as number));
  const keep = new Array<boolean>(spans.length).fill(true);
  // Largest end among spans that start strictly before the current start.
  let maxEndBefore = -Infinity;
  let k = 0;
  while (k < order.length) {
    const start = spans[order[k]!]!.start;
    // The group of spans with this start, longest first.
    let g = k;
    while (g < order.length && spans[order[g]!]!.start === start) g += 1;
    const longest = spans[order[k]!]!.end;
    for (let i = k; i < g; i++) {
      const s = spans[order[i]!]!;
      if (maxEndBefore >= s.end || longest > s.end) keep[order[i]!] = false;
    }
    maxEndBefore = Math.max(maxEndBefore, longest);
    k = g;
  }
  return keep;
}

/** Offsets below this fit a span key (2^26 code units: 64 Mi, far past any answer the gate takes whole). */
const SPAN_LIMIT = 2 ** 26;

/**
 * One number per span that orders spans by start, longest first (exact: both parts stay
 * below 2^26, so the key stays below 2^52). Offsets past the limit are clamped, which only
 * merges order ties, never reorders.
 */
function spanSortKey(start: number, end: number): number {
  const s = Math.min(Math.max(start, 0), SPAN_LIMIT - 1);
  const e = Math.min(Math.max(end, 0), SPAN_LIMIT - 1);
  return s * SPAN_LIMIT + (SPAN_LIMIT - 1 - e);
}

/**
 * One number per span `[start, end)`, equal exactly when both bounds are equal (for offsets
 * below 2^26; past that, a string key is used instead). For maps and sets of spans.
 */
export function spanKey(start: number, end: number): number | string {
  return start >= 0 && end >= 0 && start < SPAN_LIMIT && end < SPAN_LIMIT ? start * SPAN_LIMIT + end : `${start}:${end}`;
}

/**
 * For spans that claim exactly the same `[start, end)`, whether each is the best reading:
 * false only where another span with the same bounds scores strictly higher. One pass with a
 * map keyed by the bounds.
 */
export function bestOnSameSpan(spans: readonly ScoredSpan[]): boolean[] {
  const best = new Map<number | string, number>();
  const keys = spans.map((s) => {
    const key = spanKey(s.start, s.end);
    const b = best.get(key);
    if (b === undefined || s.score > b) best.set(key, s.score);
    return key;
  });
  return spans.map((s, i) => !((best.get(keys[i] as number | string) as number) > s.score));
}
