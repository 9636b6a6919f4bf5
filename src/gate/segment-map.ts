/**
 * The offset map of a view assembled from pieces of the answer (table cells read down a
 * column, digit runs named as parts of one value): each piece is a segment copied whole, in
 * order. One map for every such view, so a match in the view maps back to the pieces it spans.
 */

/** One piece copied into a view: its view offset, original offset and length (UTF-16 units). */
export interface ViewSegment {
  readonly view: number;
  readonly original: number;
  readonly length: number;
}

/** A span of the original text. */
export interface OriginalSpan {
  start: number;
  end: number;
}

/**
 * Index of the segment holding view offset `v`, or of the first one after it (binary search;
 * `segments` in view order, not overlapping).
 */
export function segmentAt(segments: readonly ViewSegment[], v: number): number {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid] as ViewSegment;
    if (s.view + s.length <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The original spans view span [start, end) covers, one per segment it touches, in order. */
export function segmentSpans(segments: readonly ViewSegment[], start: number, end: number): OriginalSpan[] {
  const out: OriginalSpan[] = [];
  for (let i = segmentAt(segments, start); i < segments.length; i++) {
    const s = segments[i] as ViewSegment;
    if (s.view >= end) break;
    const a = Math.max(start, s.view);
    const b = Math.min(end, s.view + s.length);
    if (b > a) out.push({ start: s.original + (a - s.view), end: s.original + (b - s.view) });
  }
  return out;
}

/** The whole original span from the first to the last piece view span [start, end) covers ({0, 0} when none). */
export function segmentHull(segments: readonly ViewSegment[], start: number, end: number): OriginalSpan {
  const all = segmentSpans(segments, start, end);
  const first = all[0];
  const last = all[all.length - 1];
  return first && last ? { start: first.start, end: last.end } : { start: 0, end: 0 };
}
