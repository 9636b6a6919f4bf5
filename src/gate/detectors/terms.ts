/**
 * Configured terms that must never appear in an answer: internal code names
 * (`gate.codeNames`) and further blocked terms (`gate.blockedTerms`), seed 002 ("내부
 * 코드명"). Both the answer and each term are folded by the evidence boundary's shadow
 * (one normaliser for the whole project), so `ＡＵＲＯＲＡ` and `aurora` match `Aurora`.
 *
 * Matching is a plain substring search on the shadow: Korean attaches particles to nouns
 * (`오로라는`), so word boundaries would miss real leaks. Cost: O(answer × terms).
 */
import { makeFinding, type ErrorCode, type Finding, type RampartConfig } from "../../core/index.js";
import { buildShadow, type Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorId, DetectorSpec } from "../types.js";

/** Folds a configured term exactly as answers are folded. */
export function foldTerm(term: string): string {
  return buildShadow(term).text.trim();
}

function compileTerms(
  id: DetectorId,
  category: string,
  label: string,
  what: string,
  terms: readonly string[],
  code: ErrorCode = "ERR_LEAK_CODENAME",
): CompiledDetector | null {
  const folded = [...new Set(terms.map(foldTerm).filter((t) => t.length > 0))];
  if (folded.length === 0) return null;
  const window = Math.max(...terms.map((t) => t.length)) * 2 + 8;
  return {
    id,
    category,
    code,
    label,
    window,
    detect(shadow: Shadow): Finding[] {
      const findings: Finding[] = [];
      folded.forEach((term, index) => {
        let at = shadow.text.indexOf(term);
        while (at >= 0) {
          const orig = shadow.toOriginal(at, at + term.length);
          findings.push(
            makeFinding({
              kind: "detector",
              id,
              category,
              start: orig.start,
              end: orig.end,
              score: 1,
              // The term index, never the term: reasons may be logged.
              reason: `configured ${what} #${index + 1}`,
            }),
          );
          at = shadow.text.indexOf(term, at + term.length);
        }
      });
      return findings;
    },
  };
}

/** Internal code names from `gate.codeNames` (block code `ERR_LEAK_CODENAME`). */
export const codeNameDetector: DetectorSpec = {
  id: "code-name",
  category: "confidential.code-name",
  code: "ERR_LEAK_CODENAME",
  label: "CODE_NAME",
  patterns: [],
  compile: (config: RampartConfig) =>
    compileTerms("code-name", "confidential.code-name", "CODE_NAME", "code name", config.gate.codeNames),
};

/** Blocked terms from `gate.blockedTerms` (block code `ERR_LEAK_CODENAME`). */
export const blockedTermDetector: DetectorSpec = {
  id: "blocked-term",
  category: "confidential.blocked-term",
  code: "ERR_LEAK_CODENAME",
  label: "BLOCKED_TERM",
  patterns: [],
  compile: (config: RampartConfig) =>
    compileTerms("blocked-term", "confidential.blocked-term", "BLOCKED_TERM", "blocked term", config.gate.blockedTerms),
};

/**
 * Canary tokens from `gate.canaries`: random markers planted in the system prompt; one in an
 * answer proves the prompt leaked (block code `ERR_LEAK_SYSTEM_PROMPT`).
 */
export const canaryDetector: DetectorSpec = {
  id: "canary",
  category: "confidential.canary",
  code: "ERR_LEAK_SYSTEM_PROMPT",
  label: "CANARY",
  patterns: [],
  compile: (config: RampartConfig) =>
    compileTerms("canary", "confidential.canary", "CANARY", "canary token", config.gate.canaries, "ERR_LEAK_SYSTEM_PROMPT"),
};
