/**
 * Test helper: checks that every marker token in an output sits exactly where a finding says
 * the defense wrote one (seed 000: "every marker in the output was written by the defense").
 */
import type { Finding } from "../../src/core/index.js";
import { INSTRUCTION_LIKE_CLOSE, INSTRUCTION_LIKE_OPEN, MARKERS } from "../../src/boundary/index.js";

/** True when the output's markers are exactly those the findings account for. */
export function markersWrittenByDefense(output: string, findings: readonly Finding[]): boolean {
  const claimed = new Set<string>();
  for (const f of findings) {
    if (f.outputStart === undefined || f.outputEnd === undefined) return false;
    if (f.original !== undefined) claimed.add(`${f.outputStart}:${output.slice(f.outputStart, f.outputEnd)}`);
    else {
      claimed.add(`${f.outputStart}:${INSTRUCTION_LIKE_OPEN}`);
      claimed.add(`${f.outputEnd - INSTRUCTION_LIKE_CLOSE.length}:${INSTRUCTION_LIKE_CLOSE}`);
    }
  }
  const found = new Set<string>();
  for (const marker of MARKERS) {
    for (let at = output.indexOf(marker); at !== -1; at = output.indexOf(marker, at + 1)) {
      found.add(`${at}:${marker}`);
    }
  }
  return found.size === claimed.size && [...found].every((k) => claimed.has(k));
}
