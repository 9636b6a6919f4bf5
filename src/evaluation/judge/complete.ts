/**
 * Everything after stage 1, for `rampart eval`: the judge stage (when a provider is
 * selected), the `--baseline last-good` regression check, the run history, and the JUnit and
 * HTML files.
 *
 * `prepareJudgeRun` splits that into report stages — run inside the gate, before the summary
 * is printed and the JSON written, so every output and the exit code come from the same final
 * item list — `lines` for the printed report, and `finish`, which only records the run and
 * writes files after the gate. The
 * convenience `completeEvaluation` runs both over a finished stage-1 report.
 */
import { RampartError, type JudgeConfig } from "../../core/index.js";
import type { GoldenSet } from "../golden.js";
import { applyRegressionCheck, checkRegressions, openHistory, type ReportWithRegression } from "../history/index.js";
import { formatJudgeSection, formatRegressionCheck, writeHtml, writeJUnit } from "../reports/index.js";
import type { EvaluationReport } from "../report.js";
import { setupJudge, type JudgeOverrides } from "./setup.js";
import { applyJudgeStage } from "./stage.js";

/** Options of the judge run. */
export interface CompleteOptions {
  judgeConfig: JudgeConfig;
  overrides?: JudgeOverrides;
  /** `last-good`: fail when an item that passed in the last good run does not pass now. */
  baseline?: string;
  /** History database path, or `false` / absent for none. */
  history?: string | false;
  /** Label stored with the run (default `$GITHUB_SHA`). */
  label?: string | null;
  junit?: string;
  html?: string;
  revealFindings?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Judge progress: done, total. */
  onProgress?: (done: number, total: number) => void;
  /** A line per judge call retry (which attempt failed, why, the wait), e.g. to stderr. */
  onRetry?: (line: string) => void;
  /** Cancels grading: items not graded yet become errors `ERR_INTERRUPTED` (see `applyJudgeStage`). */
  signal?: AbortSignal;
}

/** A report-to-report stage (the shape of the gate's grading-stage seam), named for its run error. */
export type JudgeRunStage = ((report: EvaluationReport) => Promise<EvaluationReport>) & { stageName?: string };

/** The prepared run. */
export interface JudgeRun {
  /** In order: the judge (when a provider is selected), then the regression check (with `--baseline last-good`). */
  stages: JudgeRunStage[];
  /** The terminal lines of the judge (ledger, κ table) and the regression check, for the printed report. Pure. */
  lines(report: EvaluationReport): string[];
  /**
   * After the gate: records the run in the history and writes JUnit and HTML. Changes no verdict.
   *
   * @throws RampartError `ERR_STORE_UNAVAILABLE` (history), `ERR_IO` (report files).
   */
  finish(report: EvaluationReport): void;
}

/**
 * Validates the options and builds the stages.
 *
 * @throws RampartError `ERR_BAD_INPUT` for an unknown `--baseline` or `--baseline` without a
 *   history, `ERR_CONFIG` / `ERR_BAD_INPUT` for judge settings (see `setupJudge`).
 */
export function prepareJudgeRun(golden: GoldenSet, opts: CompleteOptions): JudgeRun {
  if (opts.baseline !== undefined && opts.baseline !== "last-good") {
    throw new RampartError("ERR_BAD_INPUT", `--baseline: only "last-good" is supported, got "${opts.baseline}"`);
  }
  const history = opts.history === undefined ? false : opts.history;
  if (opts.baseline && history === false) {
    throw new RampartError("ERR_BAD_INPUT", "--baseline last-good needs the run history (drop --no-history)");
  }
  const env = opts.env ?? process.env;
  const setup = setupJudge(opts.judgeConfig, opts.overrides, env, opts.cwd, opts.onRetry ? { onRetry: opts.onRetry } : {});
  const stages: JudgeRunStage[] = [];
  if (setup) {
    const judgeStage: JudgeRunStage = (report) =>
      applyJudgeStage(report, golden, setup.judge, {
        ledger: setup.ledger,
        scope: setup.scope,
        concurrency: setup.concurrency,
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    judgeStage.stageName = "judge";
    stages.push(judgeStage);
  }
  if (opts.baseline === "last-good" && history !== false) {
    const regressionStage: JudgeRunStage = async (report) => {
      const store = openHistory(history);
      try {
        return applyRegressionCheck(report, checkRegressions(report, store));
      } finally {
        store.close();
      }
    };
    regressionStage.stageName = "regression check";
    stages.push(regressionStage);
  }
  return {
    stages,
    lines(report) {
      const r = report as ReportWithRegression;
      return [...(r.judge ? formatJudgeSection(r.judge) : []), ...(r.regression ? formatRegressionCheck(r.regression) : [])];
    },
    finish(report) {
      const r = report as ReportWithRegression;
      if (history !== false) {
        const store = openHistory(history);
        try {
          store.record(r, opts.label ?? env.GITHUB_SHA ?? null);
        } finally {
          store.close();
        }
      }
      if (opts.junit) writeJUnit(opts.junit, r);
      if (opts.html) writeHtml(opts.html, r, { revealFindings: opts.revealFindings ?? false });
    },
  };
}

/** The final report and what to print about the judge and regressions. */
export interface CompleteResult {
  report: ReportWithRegression;
  lines: string[];
}

/**
 * Runs the stages over a finished stage-1 report, then `finish`. For callers without the
 * gate's stage seam (the stage recomputes summary and exit code itself).
 *
 * @throws RampartError as `prepareJudgeRun` and `finish`. Judge and provider failures are
 *   not thrown: they are error rows in the report (exit 2).
 */
export async function completeEvaluation(stage1: EvaluationReport, golden: GoldenSet, opts: CompleteOptions): Promise<CompleteResult> {
  const run = prepareJudgeRun(golden, opts);
  let report = stage1;
  for (const stage of run.stages) report = await stage(report);
  run.finish(report);
  return { report, lines: run.lines(report) };
}
