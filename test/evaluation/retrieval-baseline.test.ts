import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRampartError } from "../../src/core/index.js";
import { compareRetrievalBaseline, type RetrievalMetrics } from "../../src/evaluation/index.js";

const M = (over: Partial<RetrievalMetrics> = {}): RetrievalMetrics => ({
  "recall@1": 0.5, "recall@5": 0.8, "recall@10": 0.9, mrr: 0.6, "ndcg@10": 0.7, queries: 10, excluded: 0, ...over,
});
const tmp = () => join(mkdtempSync(join(tmpdir(), "rampart-rb-")), "retrieval.json");
const write = (path: string, data: unknown) => writeFileSync(path, JSON.stringify(data));

describe("retrieval baseline", () => {
  it.each([
    // committed, measured, regressed, statuses — why
    [{ "golden:g": M() }, { "golden:g": M() }, false, ["same"]], // equal is fine
    [{ "golden:g": M() }, { "golden:g": M({ mrr: 0.61 }) }, false, ["better", "same"]], // improvements never fail
    [{ "golden:g": M() }, { "golden:g": M({ "recall@5": 0.79 }) }, true, ["same", "worse"]], // any drop fails (exit 1)
    [{ "golden:g": M() }, { "golden:g": M({ mrr: 0.6000000001 - 2e-10 }) }, false, ["same"]], // float noise below 1e-6 after rounding is not a drop
    [{}, { "golden:g": M() }, false, ["new"]], // no committed figure: reported, never fails
    [{ "golden:g": M() }, { "golden:g": undefined }, true, ["missing"]], // committed but not measured: fail closed
    [{ korquad: M() }, { "golden:g": M() }, false, ["new"]], // a block not asked for this run is left alone
  ])("%# regressed=%s", (committed, measured, regressed, statuses) => {
    const path = tmp();
    write(path, committed);
    const c = compareRetrievalBaseline(measured, { path });
    expect(c.regressed).toBe(regressed);
    expect([...new Set(c.deltas.map((d) => d.status))].sort()).toEqual([...statuses].sort());
  });

  it("tolerance lets a configured slack through", () => {
    const path = tmp();
    write(path, { k: M() });
    expect(compareRetrievalBaseline({ k: M({ mrr: 0.59 }) }, { path, tolerance: 0.02 }).regressed).toBe(false);
    expect(compareRetrievalBaseline({ k: M({ mrr: 0.57 }) }, { path, tolerance: 0.02 }).regressed).toBe(true);
  });

  it("--update-baseline rewrites measured blocks, keeps the others, and never regresses", () => {
    const path = tmp();
    write(path, { korquad: M({ mrr: 0.9 }), "golden:g": M() });
    const c = compareRetrievalBaseline({ "golden:g": M({ mrr: 0.1234567891 }) }, { path, update: true });
    expect(c).toMatchObject({ updated: true, regressed: false });
    const file = JSON.parse(readFileSync(path, "utf8")) as Record<string, RetrievalMetrics>;
    expect(file["golden:g"]!.mrr).toBe(0.123457); // stored rounded to 6 decimals
    expect(file.korquad!.mrr).toBe(0.9); // not measured this run: kept
    // and the next run against it is the same
    expect(compareRetrievalBaseline({ "golden:g": M({ mrr: 0.1234567891 }) }, { path }).regressed).toBe(false);
  });

  it("compares like for like on the queries both runs scored; new rows are reported apart", () => {
    const path = tmp();
    // baseline: q1 found at rank 1 (all scores 1), q2 missed (all 0) — every mean 0.5
    compareRetrievalBaseline({ korquad: M({ perQuery: { q1: "1:1", q2: "1:" } }) }, { path, update: true });
    // a fuller data set adds q3 (a miss): the means fall to 0.333, but q1 and q2 score as before
    const grown = compareRetrievalBaseline({ korquad: M({ "recall@1": 1 / 3, perQuery: { q1: "1:1", q2: "1:", q3: "1:" } }) }, { path });
    expect(grown.regressed).toBe(false);
    expect(grown.notes).toEqual(["korquad: compared on the 2 queries both runs scored; 1 new to the data, reported apart"]);
    // a real drop on a query the baseline scored still fails, whatever the new rows do:
    // q1 slips to rank 2 (MRR 1 → 0.5), so the MRR over {q1, q2} is 0.25 against 0.5
    const dropped = compareRetrievalBaseline({ korquad: M({ perQuery: { q1: "1:2", q2: "1:", q3: "1:1" } }) }, { path });
    expect(dropped.regressed).toBe(true);
    expect(dropped.deltas.find((d) => d.key === "mrr")).toMatchObject({ baseline: 0.5, current: 0.25, status: "worse" });
  });

  it("a hand-edited, malformed rank code is a config error", () => {
    const path = tmp();
    write(path, { korquad: M({ perQuery: { q1: "1:11" } }) });
    expect(() => compareRetrievalBaseline({ korquad: M({ perQuery: { q1: "1:1" } }) }, { path })).toThrow(/rank code/);
  });

  it("a malformed baseline file is a config error, not an empty baseline", () => {
    const path = tmp();
    writeFileSync(path, "[1,2]");
    const e = (() => { try { compareRetrievalBaseline({}, { path }); } catch (x) { return x; } })();
    expect(isRampartError(e, "ERR_CONFIG")).toBe(true);
  });
});
