/**
 * Redaction of the original answer: each span a `redact` detector found becomes
 * `[REDACTED:<LABEL>]` (e.g. `[REDACTED:PHONE]`), so the answer stays readable. Every
 * finding gets `outputStart`/`outputEnd` (where its marker landed) and `original` (the text
 * it replaced), per the Finding contract. Overlapping spans merge into one marker named
 * after the earliest, longest finding.
 */
import type { Finding } from "../core/light.js";

/**
 * Applies redactions.
 *
 * @param findings findings to redact, each with the `label` of its detector and, optionally,
 *   the `replacement` it becomes instead of `[REDACTED:<label>]` (used when the finding covers
 *   its whole merged span).
 * @returns the redacted text and the findings with output spans and `original` filled in.
 */
export function redact(
  text: string,
  findings: readonly { finding: Finding; label: string; replacement?: string }[],
): { text: string; findings: Finding[] } {
  const sorted = [...findings].sort((a, b) => a.finding.start - b.finding.start || b.finding.end - a.finding.end);
  const out: string[] = [];
  const result: Finding[] = [];
  let cursor = 0;
  let outLen = 0;
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i] as { finding: Finding; label: string; replacement?: string };
    let end = first.finding.end;
    let j = i + 1;
    while (j < sorted.length && (sorted[j] as { finding: Finding }).finding.start < end) {
      end = Math.max(end, (sorted[j] as { finding: Finding }).finding.end);
      j += 1;
    }
    const start = first.finding.start;
    const before = text.slice(cursor, start);
    out.push(before);
    outLen += before.length;
    // A finding that covers the whole merged span may bring its own replacement (a link's text).
    const marker = first.replacement !== undefined && first.finding.end === end ? first.replacement : `[REDACTED:${first.label}]`;
    for (let k = i; k < j; k++) {
      const f = (sorted[k] as { finding: Finding }).finding;
      result.push({ ...f, outputStart: outLen, outputEnd: outLen + marker.length, original: text.slice(f.start, f.end) });
    }
    out.push(marker);
    outLen += marker.length;
    cursor = end;
    i = j;
  }
  out.push(text.slice(cursor));
  return { text: out.join(""), findings: result };
}
