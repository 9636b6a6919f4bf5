/**
 * New-user review N10 / N16: what a finished eval run prints on stderr about checks that
 * did not really happen (`--baseline last-good` with an empty history) and a baseline
 * rewritten from a failing run.
 */
import { describe, expect, it } from "vitest";
import { runNotes } from "../../src/cli/gate-run.js";
import { finalizeReport, type EvaluationReport } from "../../src/evaluation/index.js";

function report(status: "pass" | "blocked", extra: Record<string, unknown> = {}): EvaluationReport {
  const r = finalizeReport({
    schemaVersion: 1, golden: "g", goldenPath: "g.yaml", target: "t", startedAt: "", finishedAt: "", durationMs: 0,
    items: [{ id: "a", axis: "facts", question: "q", status, reasons: [], latencyMs: 1, findings: [], checks: [], notes: [] }],
    retrieval: {}, notes: [], errors: [],
    ...(extra.baseline ? { baseline: extra.baseline as EvaluationReport["baseline"] } : {}),
  });
  return { ...r, ...(extra.regression ? { regression: extra.regression } : {}) } as EvaluationReport;
}

const noBase = { baseline: null, regressed: [], fixed: [], added: [], dropped: [] };
const withBase = { ...noBase, baseline: { id: 3, startedAt: "2026-12-01T00:00:00Z", label: null } };
const updated = { path: "baselines/retrieval.json", updated: true, regressed: false, deltas: [] };

describe("runNotes", () => {
  it.each([
    ["last-good, empty history", report("pass", { regression: noBase }), { baseline: "last-good", history: "/tmp/h.sqlite" }, ["note: no earlier passing run in /tmp/h.sqlite; item regressions not checked"]],
    ["last-good, default history", report("pass", { regression: noBase }), { baseline: "last-good" }, ["note: no earlier passing run in .rampart/history.sqlite; item regressions not checked"]],
    ["last-good with a good run: nothing to say", report("pass", { regression: withBase }), { baseline: "last-good" }, []],
    ["a baseline file, not last-good", report("pass"), { baseline: "b.json" }, []],
    ["--update-baseline on a passing run", report("pass", { baseline: updated }), {}, []],
  ])("%s", (_label, r, opts, expected) => {
    expect(runNotes(r, opts)).toEqual(expected);
  });

  it("warns when --update-baseline wrote the baseline from a run that exits 1", () => {
    const r = report("blocked", { baseline: updated });
    expect(r.exitCode).toBe(1);
    const [line, ...rest] = runNotes(r, {});
    expect(rest).toEqual([]);
    expect(line).toMatch(/^warning: --update-baseline wrote baselines\/retrieval\.json from a run that exits 1 /);
  });
});
