/**
 * `dropCovered` (src/gate/detectors/terms.ts) keeps the same findings the pairwise test kept —
 * a finding inside a longer one goes, of identical spans the first stays, order is kept — with
 * one sort and a sweep, so an answer repeating a translated code name thousands of times is
 * no longer quadratic (break-it round 12: 200 K characters of `银獭` took 42 s).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeFinding, type Finding } from "../../src/core/index.js";
import { dropCovered } from "../../src/gate/detectors/terms.js";

const f = (start: number, end: number, reason = ""): Finding => makeFinding({ kind: "detector", id: "codename", category: "codename", start, end, score: 0.7, reason });

/** The former pairwise definition, as the oracle. */
const pairwise = (list: Finding[]) => list.filter((x, i) => !list.some((g, j) => j !== i && g.start <= x.start && g.end >= x.end && (g.end - g.start > x.end - x.start || j < i)));

describe("dropCovered", () => {
  it("drops a finding inside a longer one, keeps the first of identical spans, keeps the order", () => {
    const list = [f(5, 9, "inner"), f(0, 12, "outer"), f(20, 25, "a"), f(20, 25, "b"), f(30, 31)];
    expect(dropCovered(list).map((x) => [x.start, x.end, x.reason])).toEqual([
      [0, 12, "outer"],
      [20, 25, "a"],
      [30, 31, ""],
    ]);
  });

  it("agrees with the pairwise definition on any list", () => {
    const span = fc.tuple(fc.nat(40), fc.integer({ min: 1, max: 10 })).map(([s, len]) => f(s, s + len));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), (list) => {
        expect(dropCovered(list)).toEqual(pairwise(list));
      }),
    );
  });
});
