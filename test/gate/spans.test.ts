/**
 * The gate's span bookkeeping (src/gate/spans.ts) replaced pairwise comparisons of every
 * finding with every other (quadratic in the findings an answer holds). These properties pin
 * each replacement to the pairwise rule it replaced, on random span sets with many ties.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { bestOnSameSpan, notStrictlyContained, SpanCover } from "../../src/gate/spans.js";
import { propertyRuns } from "../helpers/property-runs.js";

const span = fc.record({ start: fc.integer({ min: 0, max: 30 }), len: fc.integer({ min: 0, max: 8 }), score: fc.constantFrom(0.6, 0.85, 0.9, 0.95) }).map((s) => ({
  start: s.start,
  end: s.start + s.len,
  score: s.score,
}));

describe("SpanCover answers what a scan of every taken span would", () => {
  it("overlap of [s, e) with any span taken before", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(span, fc.boolean()), { maxLength: 40 }), (steps) => {
        const cover = new SpanCover(40);
        const taken: { start: number; end: number }[] = [];
        for (const [s, take] of steps) {
          const naive = s.end > s.start && taken.some((t) => t.start < s.end && s.start < t.end);
          expect(cover.overlaps(s.start, s.end)).toBe(naive);
          if (take && s.end > s.start) {
            cover.add(s.start, s.end);
            taken.push(s);
          }
        }
      }),
      { numRuns: propertyRuns(2000) },
    );
  });
});

describe("notStrictlyContained keeps what the pairwise rule keeps", () => {
  it("drops a span only when another covers it and is longer or starts earlier", () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), (spans) => {
        const naive = spans.map(
          (f) => !spans.some((g) => g !== f && g.start <= f.start && f.end <= g.end && (g.end - g.start > f.end - f.start || g.start < f.start)),
        );
        expect(notStrictlyContained(spans)).toEqual(naive);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });
});

describe("bestOnSameSpan keeps what the pairwise rule keeps", () => {
  it("drops a reading only when another with the same bounds scores higher", () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), (spans) => {
        const naive = spans.map((a) => !spans.some((b) => b !== a && b.start === a.start && b.end === a.end && b.score > a.score));
        expect(bestOnSameSpan(spans)).toEqual(naive);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });
});

describe("answers full of findings", () => {
  const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ["Aurora-7", "Blue Heron"] } }));
  // Each repeats one leak thousands of times: every copy must still be found (the blocking
  // verdict lists them all), which the old pairwise bookkeeping did in quadratic time.
  it.each([
    ["e-mail addresses", "ab@cd.com ", 2000],
    ["obfuscated e-mail addresses", "ab [at] cd [dot] com ", 2000],
    ["phone numbers", "02-123 4567 ", 2000],
    ["code names", "Aurora-7 ", 2000],
    ["access keys", "AKIAZ7Q2KX4WNB3MPL5R ", 2000],
  ])("%s", (_name, unit, copies) => {
    const v = deterministicGate(unit.repeat(copies), policy);
    expect(v.action).toBe("block");
    expect(v.findings.filter((f) => f.kind === "detector").length).toBe(copies);
  });
});
