/**
 * Everything after stage 1, in one call for `rampart eval`: the judge stage (when a provider
 * is selected), the `--baseline last-good` regression check, the run history, and the JUnit
 * and HTML files. It returns the final report — the one verdict list the caller prints, writes
 * as JSON and turns into the exit code — and the terminal lines of the judge and the
 * regression check.
 */
import { RampartError, type JudgeConfig } from "../../core/index.js";
import type { GoldenSet } from "../golden.js";
import { applyRegressionCheck, checkRegressions, openHistory, type ReportWithRegression } from "../history/index.js";
import { formatJudgeSection, formatRegressionCheck, writeHtml, writeJUnit } from "../reports/index.js";
import type { EvaluationReport } from "../report.js";
import { setupJudge, type JudgeOverrides } from "./setup.js";
import { applyJudgeStage } from "./stage.js";

/** Options of `completeEvaluation`. */
export interface CompleteOptions {
  judgeConfig: JudgeConfig;
  overrides?: JudgeOverrides;
  /** `last-good`: fail when an item that passed in the last good run does not pass now. */
  baseline?: string;
  /** History database path, or `false` for none. */
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
}

/** The final report and what to print about the judge and regressions. */
export interface CompleteResult {
  report: ReportWithRegression;
  lines: string[];
}

/**
 * Runs the judge stage, the regression check, records the run, writes JUnit and HTML.
 *
 * @throws RampartError `ERR_BAD_INPUT` for an unknown `--baseline` or `--baseline` without a
 *   history; `ERR_CONFIG` for judge settings; `ERR_STORE_UNAVAILABLE` for the history;
 *   `ERR_IO` when a report cannot be written. Judge and provider failures are not thrown:
 *   they are error rows in the report (exit 2).
 */
export async function completeEvaluation(stage1: EvaluationReport, golden: GoldenSet, opts: CompleteOptions): Promise<CompleteResult> {
  if (opts.baseline !== undefined && opts.baseline !== "last-good") {
    throw new RampartError("ERR_BAD_INPUT", `--baseline: only "last-good" is supported, got "${opts.baseline}"`);
  }
  if (opts.baseline && opts.history === false) {
    throw new RampartError("ERR_BAD_INPUT", "--baseline last-good needs the run history (drop --no-history)");
  }
  const env = opts.env ?? process.env;
  const setup = setupJudge(opts.judgeConfig, opts.overrides, env, opts.cwd);
  const lines: string[] = [];
  let report: ReportWithRegression = stage1;
  if (setup) {
    report = await applyJudgeStage(stage1, golden, setup.judge, {
      ledger: setup.ledger,
      scope: setup.scope,
      concurrency: setup.concurrency,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    });
    if (report.judge) lines.push(...formatJudgeSection(report.judge));
  }
  if (opts.history !== false && opts.history !== undefined) {
    const store = openHistory(opts.history);
    try {
      if (opts.baseline === "last-good") {
        const check = checkRegressions(report, store);
        report = applyRegressionCheck(report, check);
        lines.push(...formatRegressionCheck(check));
      }
      store.record(report, opts.label ?? env.GITHUB_SHA ?? null);
    } finally {
      store.close();
    }
  }
  if (opts.junit) writeJUnit(opts.junit, report);
  if (opts.html) writeHtml(opts.html, report, { revealFindings: opts.revealFindings ?? false });
  return { report, lines };
}
