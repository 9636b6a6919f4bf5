/**
 * Secrets and credentials, synchronously: the published formats of `secret-formats.ts`,
 * matched on the original text (case matters in token formats). `gateAnswer` adds the
 * secretlint recommended preset asynchronously (`secretlint.ts`) — both report as `secret`.
 * Block code `ERR_LEAK_SECRET`; findings name the rule, never the value.
 */
import type { Finding } from "../../core/index.js";
import { makeFinding } from "../../core/index.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { SECRET_FORMATS } from "./secret-formats.js";
import { trailingRun } from "./util.js";

/** The only format with spaces inside is a PEM header (≤ 59 characters). */
const SPACED_FORMAT_WINDOW = 64;

/** Streaming hold: the trailing unbroken run, or from a PEM header's start while it is open. */
function hold(text: string): number {
  const pem = text.lastIndexOf("-----BEGIN", text.length - 1);
  const pemHold = pem >= 0 && text.length - pem <= SPACED_FORMAT_WINDOW ? text.length - pem : 0;
  return Math.max(trailingRun(text), pemHold);
}

function detect(shadow: Shadow): Finding[] {
  const text = shadow.original;
  const findings: Finding[] = [];
  for (const format of SECRET_FORMATS) {
    for (const m of text.matchAll(format.pattern)) {
      if (format.validate && !format.validate(m[0])) continue;
      findings.push(
        makeFinding({
          kind: "detector",
          id: "secret",
          category: "secret.credential",
          start: m.index,
          end: m.index + m[0].length,
          score: 0.95,
          reason: `credential format ${format.id}`,
        }),
      );
    }
  }
  return findings;
}

export const secretDetector: DetectorSpec = {
  id: "secret",
  category: "secret.credential",
  code: "ERR_LEAK_SECRET",
  label: "SECRET",
  patterns: SECRET_FORMATS.map((f) => f.pattern),
  compile: (): CompiledDetector => ({
    id: "secret",
    category: "secret.credential",
    code: "ERR_LEAK_SECRET",
    label: "SECRET",
    // Tokens have no whitespace: a stream holds the trailing unbroken run, however long.
    window: SPACED_FORMAT_WINDOW,
    hold,
    detect,
    canonical: (t) => t,
  }),
};
