/**
 * The one `Finding` shape every rule, detector and policy emits (DESIGN.md "Contracts").
 *
 * Offsets are UTF-16 code-unit indices into the ORIGINAL string, `start` inclusive, `end`
 * exclusive. `outputStart`/`outputEnd` say where the marker landed in the output text, and
 * `original` holds the exact source text a redaction replaced, so the source can always be
 * recovered and audited. Modelled on presidio's RecognizerResult.
 */
import { RampartError } from "./errors.js";

/** What produced the finding. */
export type FindingKind = "rule" | "detector" | "policy";

export interface Finding {
  kind: FindingKind;
  /** Rule or detector id, e.g. `chat-token.chatml` or `phone`. */
  id: string;
  /** Attack vector or data category, e.g. `chat-template-token`, `pii.phone`. */
  category: string;
  /** Source span start (UTF-16 index, inclusive). */
  start: number;
  /** Source span end (UTF-16 index, exclusive). */
  end: number;
  /** Confidence 0–1. */
  score: number;
  /** Human-readable explanation; never contains the matched personal data. */
  reason: string;
  /** Where the marker or replacement starts in the output text. */
  outputStart?: number;
  /** Where it ends in the output text (exclusive). */
  outputEnd?: number;
  /** The exact source text a redaction replaced (absent for wraps, which keep the text). */
  original?: string;
}

/**
 * Builds a finding and checks its invariants.
 *
 * @throws RampartError `ERR_INTERNAL` when the span is inverted or negative, or the score is
 *   outside 0–1 — a bug in the rule, never a property of the input.
 */
export function makeFinding(f: Finding): Finding {
  if (!(Number.isInteger(f.start) && Number.isInteger(f.end) && f.start >= 0 && f.end >= f.start)) {
    throw new RampartError("ERR_INTERNAL", `finding ${f.id}: bad span [${f.start}, ${f.end})`);
  }
  if (!(f.score >= 0 && f.score <= 1)) {
    throw new RampartError("ERR_INTERNAL", `finding ${f.id}: score ${f.score} outside 0–1`);
  }
  return f;
}

/** Sorts findings by start, then longer span first, then id — a stable, readable order. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
}
