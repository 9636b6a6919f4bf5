import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareMetrics, readBaseline, writeBaseline } from "../../src/core/index.js";

describe("baselines", () => {
  it("classifies each metric against the baseline by direction", () => {
    const d = compareMetrics({ recall: 0.8, mrr: 0.9, fresh: 1 }, { recall: 0.85, mrr: 0.9 }, "higher");
    expect(Object.fromEntries(d.map((x) => [x.key, x.status]))).toEqual({ recall: "worse", mrr: "same", fresh: "new" });
    const fp = compareMetrics({ fp: 2 }, { fp: 3 }, "lower");
    expect(fp[0]?.status).toBe("better");
  });

  it("round-trips through an atomic write", () => {
    const path = join(mkdtempSync(join(tmpdir(), "rampart-bl-")), "b.json");
    expect(readBaseline("x", path)).toBeNull();
    writeBaseline("x", { b: 2, a: { d: 1, c: 0 } }, path);
    expect(readBaseline("x", path)).toEqual({ a: { c: 0, d: 1 }, b: 2 });
  });
});
