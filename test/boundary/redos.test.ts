/**
 * Every rule runs in linear time on attacker-controlled text (DESIGN.md "Linear time on any
 * input"). Static check: `recheck` (Makoto Yamaguchi, ReDoS checker with automaton and fuzz
 * analysis) must call every pattern safe. Dynamic check: adversarial inputs of ~1 MB made of
 * each rule's trigger characters finish (a catastrophic pattern would hang past the test
 * timeout); growth ratios are measured in `npm run bench -- boundary`, never asserted here.
 */
import { check } from "recheck";
import { describe, expect, it } from "vitest";
import { LITERAL_MARKER_PATTERN, RULES, buildShadow, scanEvidence } from "../../src/boundary/index.js";

const PATTERNS = [
  ...RULES.map((r) => ({ id: r.id, pattern: r.pattern })),
  { id: "marker.literal", pattern: LITERAL_MARKER_PATTERN },
];

describe("recheck calls every rule pattern safe", () => {
  it.concurrent.each(PATTERNS.map((p) => [p.id, p.pattern] as const))(
    "%s",
    async (_id, pattern) => {
      const result = await check(pattern.source, pattern.flags, { timeout: 60_000 });
      expect(result.status).toBe("safe");
    },
    120_000,
  );
});

describe("adversarial megabyte inputs finish", () => {
  const MB = 1 << 20;
  it.each([
    // name, repeated unit — why
    ["chat-token openers", "<|"], // every <| starts a token attempt
    ["spaced openers", "< | "], // \s* inside tokens
    ["tabs after a bracket", "[\t"], // the former [\s*/?\s* hotspot
    ["zero-width run", "\u200b"], // invisible characters
    ["letter-spaced letters", "a "], // one huge letter-spacing run
    ["repeated keyword", "ignore all "], // many override attempts
    ["Korean scope words", "이전 지시 "], // Korean override attempts
    ["jamo run", "ㅅㅣ"], // jamo composition
    ["role tags", "SYSTEM:\n"], // many role-tag lines
    ["forged markers", "[INSTRUCTION_LIKE]"], // many escapes
  ])("%s", (_why, unit) => {
    const text = unit.repeat(Math.ceil(MB / unit.length));
    const scan = scanEvidence(text);
    expect(scan.text.length).toBeGreaterThanOrEqual(0);
    expect(buildShadow(text).text.length).toBeLessThanOrEqual(text.length * 3);
  });
});
