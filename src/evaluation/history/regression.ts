/**
 * `--baseline last-good` (seed 002: "골든셋이 회귀하면 종료 코드 1"): compares this run with the
 * newest stored run of the same golden set whose gate passed. An item that passed there and
 * does not pass now is a regression, and the gate fails (exit 1, or 2 when the cause is an
 * error). Items added since are judged on their own; items dropped since are listed so a
 * deleted failing item cannot hide silently.
 */
import type { ItemStatus } from "../report.js";
import type { JudgedReport } from "../judge/types.js";
import type { HistoryStore, RunRow } from "./store.js";

/** One regressed item. */
export interface Regression {
  id: string;
  axis: string;
  now: ItemStatus;
}

/** The outcome of the comparison, stored on the report as `regression`. */
export interface RegressionCheck {
  /** The run compared with; `null` when no good run exists yet (nothing to regress from). */
  baseline: Pick<RunRow, "id" | "startedAt" | "label"> | null;
  regressed: Regression[];
  /** Items that did not pass in the baseline and pass now. */
  fixed: string[];
  /** Items not in the baseline run. */
  added: string[];
  /** Items of the baseline run missing from this one. */
  dropped: string[];
}

/** A report that may carry a regression check. */
export type ReportWithRegression = JudgedReport & { regression?: RegressionCheck };

/** Compares `report` with the last good run of its golden set in `store`. */
export function checkRegressions(report: JudgedReport, store: HistoryStore): RegressionCheck {
  const base = store.lastGoodRun(report.golden);
  if (!base) return { baseline: null, regressed: [], fixed: [], added: [], dropped: [] };
  const before = new Map(store.items(base.id).map((r) => [r.itemId, r.status]));
  const now = new Set(report.items.map((i) => i.id));
  const regressed: Regression[] = [];
  const fixed: string[] = [];
  const added: string[] = [];
  for (const item of report.items) {
    const was = before.get(item.id);
    if (was === undefined) added.push(item.id);
    else if (was === "pass" && item.status !== "pass") regressed.push({ id: item.id, axis: item.axis, now: item.status });
    else if (was !== "pass" && item.status === "pass") fixed.push(item.id);
  }
  const dropped = [...before.keys()].filter((id) => !now.has(id));
  return { baseline: { id: base.id, startedAt: base.startedAt, label: base.label }, regressed, fixed, added, dropped };
}

/**
 * Puts the check on the report and lets a regression fail the gate: exit code at least 1,
 * and 2 when a regressed item is now an error.
 */
export function applyRegressionCheck(report: JudgedReport, check: RegressionCheck): ReportWithRegression {
  let exitCode = report.exitCode;
  if (check.regressed.length > 0) exitCode = Math.max(exitCode, check.regressed.some((r) => r.now === "error") ? 2 : 1) as 0 | 1 | 2;
  return { ...report, regression: check, exitCode };
}
