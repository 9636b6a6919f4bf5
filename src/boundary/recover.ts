/**
 * Recovers the exact source text from a neutralised output and its findings — the audit
 * half of the seed's "never silently strip" decision (seed 000: citations must stay
 * readable and auditable).
 */
import { RampartError, arrayArgument, badArgument, isPlainObject, stringArgument, type Finding } from "../core/light.js";
import { INSTRUCTION_LIKE_CLOSE, INSTRUCTION_LIKE_OPEN } from "./markers.js";

/**
 * Undoes `scanEvidence`: every redaction's output span is replaced by its `original`, and the
 * marker pair of every wrap is removed. Findings without output spans are ignored.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `output` is not a string, `findings` not an array
 *   of finding objects, or a finding's output span does not hold the marker it claims (the
 *   output was edited after scanning) or lies outside `output`.
 * @example
 * const scan = scanEvidence(src);
 * recoverSource(scan.text, scan.findings) === src; // always
 */
export function recoverSource(output: string, findings: readonly Finding[]): string {
  stringArgument(output, "recoverSource", "output");
  arrayArgument(findings, "recoverSource", "findings", "an array of findings (EvidenceScan.findings)");
  const cuts = new Map<number, { end: number; insert: string }>();
  for (const [i, f] of findings.entries()) {
    if (!isPlainObject(f)) throw badArgument("recoverSource", `findings[${i}]`, "a finding object", f);
    if (f.outputStart === undefined || f.outputEnd === undefined) continue;
    if (!isSpan(f.outputStart, f.outputEnd, output.length)) {
      throw badArgument("recoverSource", `findings[${i}].outputStart/outputEnd`, `integer offsets with 0 <= outputStart <= outputEnd <= output.length (${output.length})`, f.outputStart);
    }
    if (f.original !== undefined && typeof f.original !== "string") throw badArgument("recoverSource", `findings[${i}].original`, "a string when given", f.original);
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

function isSpan(start: unknown, end: unknown, length: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && (start as number) >= 0 && (start as number) <= (end as number) && (end as number) <= length;
}
