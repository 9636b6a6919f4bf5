/**
 * Issue 21: `secretlintMayMatch` replaces `SECRETLINT_MAY_MATCH.test` (the regex stays the
 * specification). Soundness: on texts built from the condition's own trigger material (its
 * literals in mixed case, runs of token characters near 20 and 40, the characters that fold
 * oddly under `/i`: `ſ`, `K`, `İ`) plus prose noise, the scan answers exactly as the regex.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SECRETLINT_MAY_MATCH, secretlintMayMatch } from "../../src/gate/detectors/secretlint.js";
import { propertyRuns } from "../helpers/property-runs.js";

const LITERALS = ["T3BlbkFJ", "sk-ant-", "account", "://", "-----BEGIN", "xox", "xapp", "SG.", "_authtoken="];
/** A literal, a piece of one (a near miss), in random case. */
const literal = fc
  .tuple(fc.constantFrom(...LITERALS), fc.boolean(), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }))
  .map(([l, cut, ups]) => [...(cut ? l.slice(0, -1) : l)].map((c, i) => (ups[i] ? c.toUpperCase() : c.toLowerCase())).join(""));
const tokenChar = fc.constantFrom(..."aZ9_/+=-. ſKİı".split(""));
const run = fc.integer({ min: 15, max: 45 }).chain((n) => fc.array(tokenChar, { minLength: n, maxLength: n }).map((a) => a.join("")));
const noise = fc.constantFrom(" ", "\n", "the plan costs twelve dollars", "é", "🙂", ":", "/", "-", "Ü", "_");
const text = fc.array(fc.oneof(literal, run, noise), { maxLength: 12 }).map((parts) => parts.join(""));

describe("secretlintMayMatch answers as SECRETLINT_MAY_MATCH", () => {
  it("on generated trigger material plus noise", () => {
    fc.assert(
      fc.property(text, (t) => secretlintMayMatch(t) === SECRETLINT_MAY_MATCH.test(t)),
      { numRuns: propertyRuns(3000) },
    );
  });
  it("positives: each literal in other cases, a 20-run, a 40-run of base64", () => {
    for (const t of ["T3BLBKFJ", "SK-ANT-", "ACCOUNT_ID", "https://x", "-----begin", "XOXB", "XAPP", "sg.x", "_AUTHTOKEN=", `id ${"a".repeat(20)}`, `k ${"a/".repeat(20)}`]) {
      expect(secretlintMayMatch(t), t).toBe(true);
      expect(SECRETLINT_MAY_MATCH.test(t), t).toBe(true);
    }
  });
  it("hard negatives: prose, a 19-run, a 39-run of base64, folding look-alikes", () => {
    for (const t of ["The Team plan costs twelve dollars per seat", "a".repeat(19), "a/".repeat(19) + "a", "ſk-ant-", "xoK", "accoun t", "sk–ant-"]) {
      expect(secretlintMayMatch(t), t).toBe(false);
      expect(SECRETLINT_MAY_MATCH.test(t), t).toBe(false);
    }
  });
});
