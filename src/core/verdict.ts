/**
 * The verdict every gate and policy returns: a tagged union built by a small factory
 * (DESIGN.md "Contracts"; openai-agents-js guardrails return allow | reject | throw).
 * Always carries the findings that caused it. No bare booleans.
 */
import type { ErrorCode } from "./errors.js";
import type { Finding } from "./finding.js";

export type Verdict =
  | { action: "pass"; findings: Finding[] }
  | { action: "redact"; text: string; findings: Finding[] }
  | { action: "block"; code: ErrorCode; reason: string; findings: Finding[] };

export type VerdictAction = Verdict["action"];

/** Factory for verdicts. `Verdict.block("ERR_LEAK_PII", "phone number", findings)`. */
export const Verdict = {
  pass(findings: Finding[] = []): Verdict {
    return { action: "pass", findings };
  },
  redact(text: string, findings: Finding[]): Verdict {
    return { action: "redact", text, findings };
  },
  block(code: ErrorCode, reason: string, findings: Finding[] = []): Verdict {
    return { action: "block", code, reason, findings };
  },
} as const;

/** Severity order used to combine verdicts: block > redact > pass. */
export const VERDICT_SEVERITY: Record<VerdictAction, number> = { pass: 0, redact: 1, block: 2 };
