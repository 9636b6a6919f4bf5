/**
 * The metric definitions of `rampart gate eval` against hand-computed values, and the
 * baseline rule: any metric worse than the committed figure is a regression (exit 1).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, gateMetricDirection, updateBaseline } from "../../src/gate/index.js";
import { addSpans, emptyTally, precisionOf, recallOf } from "../../src/gate/eval/metrics.js";

describe("span metrics", () => {
  it("counts overlap-matched gold spans and findings (hand-computed)", () => {
    const t = emptyTally();
    // Gold [0,10) and [20,30); findings [5,12) hits the first, [40,45) hits nothing.
    addSpans(t, [{ start: 0, end: 10 }, { start: 20, end: 30 }], [{ start: 5, end: 12 }, { start: 40, end: 45 }]);
    // Touching is not overlapping: [10,20) meets both gold spans only at their edges.
    addSpans(t, [{ start: 0, end: 10 }], [{ start: 10, end: 20 }]);
    expect(t).toEqual({ gold: 3, goldFound: 1, findings: 3, findingsCorrect: 1 });
    expect(recallOf(t)).toBeCloseTo(1 / 3);
    expect(precisionOf(t)).toBeCloseTo(1 / 3);
  });

  it("nothing to find and nothing found is perfect, not NaN", () => {
    expect([recallOf(emptyTally()), precisionOf(emptyTally())]).toEqual([1, 1]);
  });
});

describe("baseline comparison", () => {
  const path = join(mkdtempSync(join(tmpdir(), "rampart-gate-baseline-")), "gate.json");
  updateBaseline({ "research.phone.recall": 0.99, "secrets.fpRate": 0.01, "statutes.flagged": 0 }, path);

  it.each([
    // metric, current value, status — why
    ["research.phone.recall", 0.98, "worse"], // recall dropped
    ["research.phone.recall", 1, "better"],
    ["secrets.fpRate", 0.02, "worse"], // more false positives is worse
    ["statutes.flagged", 1, "worse"], // one statute blocked is a regression
    ["statutes.flagged", 0, "same"],
  ] as const)("%s = %s → %s", (key, value, status) => {
    const delta = compareWithBaseline({ [key]: value }, path).find((d) => d.key === key);
    expect(delta?.status).toBe(status);
  });

  it("knows which way is better", () => {
    expect(["a.recall", "a.precision", "secrets.fpRate", "statutes.flagged"].map(gateMetricDirection)).toEqual([
      "higher",
      "higher",
      "lower",
      "lower",
    ]);
  });
});
