/**
 * Detector metrics of `rampart gate eval`. Definitions (span level, as presidio-research's
 * evaluator at entity granularity, but with overlap instead of token matching):
 *
 * - recall = gold spans of the detector's entity overlapped by ≥ 1 finding of that
 *   detector ÷ gold spans;
 * - precision = findings overlapping ≥ 1 gold span of the detector's entity ÷ findings
 *   (a finding on a span of another entity, or on unlabelled text, is a false positive);
 * - for row-labelled sets (secrets): recall = positive rows with a finding ÷ positive rows;
 *   false-positive rate = negative rows with a finding ÷ negative rows;
 * - statutes: articles (or lines) with any finding of a personal-data or secret detector —
 *   every one is a false positive, since the corpus holds no personal data.
 */

/** Tallies of one detector on one data set. */
export interface Tally {
  gold: number;
  goldFound: number;
  findings: number;
  findingsCorrect: number;
}

export const emptyTally = (): Tally => ({ gold: 0, goldFound: 0, findings: 0, findingsCorrect: 0 });

/** Half-open spans overlap. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Adds one text's gold spans and findings to a tally. */
export function addSpans(
  t: Tally,
  gold: readonly { start: number; end: number }[],
  found: readonly { start: number; end: number }[],
): void {
  t.gold += gold.length;
  t.goldFound += gold.filter((g) => found.some((f) => overlaps(f, g))).length;
  t.findings += found.length;
  t.findingsCorrect += found.filter((f) => gold.some((g) => overlaps(f, g))).length;
}

/** Recall (1 when there is no gold span: nothing was missed). */
export const recallOf = (t: Tally): number => (t.gold === 0 ? 1 : t.goldFound / t.gold);
/** Precision (1 when nothing was found: nothing was wrong). */
export const precisionOf = (t: Tally): number => (t.findings === 0 ? 1 : t.findingsCorrect / t.findings);
