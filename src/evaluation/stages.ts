/**
 * Later grading stages (seed 002 stage 2, the LLM judge of issue 6) plug in here: a stage
 * receives the finalized report of the deterministic stage and returns it with items
 * re-graded. The deterministic layers decide, LLM layers grade (DESIGN.md "Ideas worth
 * keeping"): whatever a stage returns, an item's status can only stay or get worse — a
 * judge can never turn a block, a failure or an error into a pass. Derived fields (summary,
 * axes, exit code) are recomputed by `finalizeReport`, so they still come from one list.
 */
import { RampartError } from "../core/index.js";
import { STATUS_SEVERITY, finalizeReport, type EvaluationReport, type ItemResult } from "./report.js";

/**
 * A grading stage: report in, report out (same items, same order). `stageName` (e.g.
 * `"judge"`) labels the run error when the stage fails as a whole (`runGate`).
 */
export type ReportStage = ((report: EvaluationReport) => Promise<EvaluationReport>) & { stageName?: string };

function merge(before: ItemResult, after: ItemResult): ItemResult {
  if (STATUS_SEVERITY[after.status] >= STATUS_SEVERITY[before.status]) return after;
  // The stage tried to improve the status: keep the stage's extra detail, not its verdict.
  return {
    ...after,
    status: before.status,
    headline: before.headline,
    reasons: [...new Set([...before.reasons, ...after.reasons])],
    notes: [...after.notes, `a later stage returned ${after.status}; the earlier ${before.status} stands`],
  };
}

/**
 * Applies stages in order, enforcing that no status improves.
 *
 * @throws RampartError `ERR_INTERNAL` when a stage drops, adds or reorders items (a bug in
 *   the stage; never silently accepted).
 */
export async function applyStages(report: EvaluationReport, stages: readonly ReportStage[]): Promise<EvaluationReport> {
  let current = report;
  for (const stage of stages) {
    const next = await stage(current);
    const same = next.items.length === current.items.length && next.items.every((it, i) => it.id === current.items[i]?.id);
    if (!same) throw new RampartError("ERR_INTERNAL", "a grading stage changed the item list (ids or order)");
    const items = next.items.map((it, i) => merge(current.items[i] as ItemResult, it));
    const { summary: _s, axes: _a, exitCode: _e, ...rest } = next;
    current = finalizeReport({ ...rest, items });
  }
  return current;
}
