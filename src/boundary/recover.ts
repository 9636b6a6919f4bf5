/**
 * Recovers the exact source text from a neutralised output and its findings — the audit
 * half of the seed's "never silently strip" decision (seed 000: citations must stay
 * readable and auditable).
 */
import { RampartError, type Finding } from "../core/light.js";
import { INSTRUCTION_LIKE_CLOSE, INSTRUCTION_LIKE_OPEN } from "./markers.js";

/**
 * Undoes `scanEvidence`: every redaction's output span is replaced by its `original`, and the
 * marker pair of every wrap is removed. Findings without output spans are ignored.
 *
 * @throws RampartError `ERR_BAD_INPUT` when a finding's output span does not hold the marker
 *   it claims (the output was edited after scanning).
 * @example
 * const scan = scanEvidence(src);
 * recoverSource(scan.text, scan.findings) === src; // always
 */
export function recoverSource(output: string, findings: readonly Finding[]): string {
  const cuts = new Map<number, { end: number; insert: string }>();
  for (const f of findings) {
    if (f.outputStart === undefined || f.outputEnd === undefined) continue;
    if (f.original !== undefined) {
      cuts.set(f.outputStart, { end: f.outputEnd, insert: f.original });
      continue;
    }
    const closeAt = f.outputEnd - INSTRUCTION_LIKE_CLOSE.length;
    if (
      !output.startsWith(INSTRUCTION_LIKE_OPEN, f.outputStart) ||
      !output.startsWith(INSTRUCTION_LIKE_CLOSE, closeAt)
    ) {
      throw new RampartError("ERR_BAD_INPUT", `finding ${f.id}: output span holds no wrap markers`);
    }
    cuts.set(f.outputStart, { end: f.outputStart + INSTRUCTION_LIKE_OPEN.length, insert: "" });
    cuts.set(closeAt, { end: f.outputEnd, insert: "" });
  }
  const starts = [...cuts.keys()].sort((a, b) => a - b);
  const parts: string[] = [];
  let pos = 0;
  for (const s of starts) {
    const cut = cuts.get(s) as { end: number; insert: string };
    if (s < pos) throw new RampartError("ERR_BAD_INPUT", `overlapping output spans at ${s}`);
    parts.push(output.slice(pos, s), cut.insert);
    pos = cut.end;
  }
  parts.push(output.slice(pos));
  return parts.join("");
}
