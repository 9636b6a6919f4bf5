/**
 * `runGate`: the whole evaluation gate as one call, for `rampart eval` and for `npm start`
 * (which boots the reference server first): run the golden set → later grading stages (the
 * LLM judge) → optional KorQuAD retrieval block → compare retrieval with the committed
 * baseline → print → write `--json` → the report whose `exitCode` the caller exits with.
 * Progress goes to stderr, the report to `out`.
 */
import { toRampartError } from "../core/index.js";
import { loadKorquad, type KorquadPassage } from "./datasets/index.js";
import { evaluateRetrieval, type SearchFn } from "./metrics/index.js";
import { finalizeReport, type EvaluationReport, type RetrievalMetrics } from "./report.js";
import { checkOutputPath, renderReport, writeJsonReport } from "./reports/index.js";
import { compareRetrievalBaseline, goldenBlockKey, type BaselineOptions } from "./retrieval-baseline.js";
import { runEvaluation, validateRunOptions, type RunOptions } from "./runner.js";
import { applyStages, type ReportStage } from "./stages.js";

/** The KorQuAD retrieval block: the caller indexes the passages its own way. */
export interface KorquadBlock {
  /** The shared data folder (holding `rag-korquad-v1-dev/`). */
  dataDir: string;
  /** Builds the retriever under test over the passages (e.g. the reference pipeline's BM25 index). */
  buildSearch: (passages: KorquadPassage[]) => SearchFn | Promise<SearchFn>;
}

/** A progress display: `update(done, total)` then `stop()`. */
export interface ProgressDisplay {
  update(done: number, total?: number): void;
  stop(): void;
}

/** Creates a progress display labelled `label`, counting `unit`s. */
export type ProgressFactory = (label: string, unit: string) => ProgressDisplay;

const NO_PROGRESS: ProgressFactory = () => ({ update() {}, stop() {} });

/** Options of `runGate`: the runner's, plus what to add, compare, print and write. */
export interface GateRunOptions extends Omit<RunOptions, "onProgress"> {
  /**
   * Grading stages after the deterministic one (the LLM judge), applied in order before the
   * retrieval blocks; they can only keep or worsen an item's status (`stages.ts`).
   */
  stages?: readonly ReportStage[];
  korquad?: KorquadBlock;
  /** Retrieval-baseline comparison; `false` skips it (default: compare with `baselines/retrieval.json`). */
  baseline?: BaselineOptions | false;
  /** Writes the JSON report here (atomically). */
  jsonPath?: string;
  /** Where the text report goes (default stdout); `null` prints nothing. */
  out?: NodeJS.WritableStream | null;
  /**
   * Makes a progress display (the CLI passes `createProgress` of `src/cli/progress.ts`, a bar
   * on stderr); default: none. Injected so this folder does not depend on the CLI.
   */
  progress?: ProgressFactory;
  /**
   * Baseline key of the golden set's retrieval block (default `golden:<set name>`). A run
   * over a different corpus (e.g. with the statutes added) keeps its own figures.
   */
  goldenBlockKey?: string;
  /** Colour the text report (default: auto-detect). */
  color?: boolean;
  /** Further text-report sections from the stages (e.g. the judge's κ table). */
  renderExtra?: (report: EvaluationReport) => string[];
}

/**
 * Applies the grading stages one by one. A stage that fails as a whole (the judge's provider
 * cannot be reached, or never answered) does not take the finished stage-1 results with it:
 * its error becomes a run error (exit 2) and the report of the stages before it is kept,
 * printed and written. A stage that breaks the item list (`ERR_INTERNAL`) is a bug and throws.
 */
async function gradeInStages(report: EvaluationReport, stages: readonly ReportStage[], errors: EvaluationReport["errors"]): Promise<EvaluationReport> {
  let current = report;
  for (const stage of stages) {
    try {
      current = await applyStages(current, [stage]);
    } catch (e) {
      const err = toRampartError(e);
      if (err.code === "ERR_INTERNAL") throw err;
      errors.push({ stage: stage.stageName ?? "grading", code: err.code, message: err.message });
      break;
    }
  }
  return current;
}

/** The run error of a run cancelled through `signal` (Ctrl-C in the CLI): names how far it got. */
function interruptedError(report: EvaluationReport, reason: unknown): EvaluationReport["errors"][number] {
  const answered = report.items.filter((i) => i.error?.code !== "ERR_INTERRUPTED").length;
  const why = reason instanceof Error ? reason.message : "cancelled";
  return {
    stage: "run",
    code: "ERR_INTERRUPTED",
    message: `${why}: ${answered} of ${report.items.length} items finished; the rest are errors, later grading stages and retrieval blocks did not run`,
  };
}

async function measureKorquad(block: KorquadBlock, progress: ProgressFactory): Promise<RetrievalMetrics> {
  const { passages, queries } = await loadKorquad(block.dataDir);
  const search = await block.buildSearch(passages);
  const bar = progress("korquad", "queries");
  try {
    return await evaluateRetrieval(search, queries, (done, total) => bar.update(done, total));
  } finally {
    bar.stop();
  }
}

/** The report keeps means only; per-query scores served the baseline comparison. */
function withoutPerQuery(r: EvaluationReport["retrieval"]): EvaluationReport["retrieval"] {
  const strip = (m: RetrievalMetrics | undefined) => {
    if (!m) return undefined;
    const { perQuery: _p, ...rest } = m;
    return rest;
  };
  const golden = strip(r.golden);
  const korquad = strip(r.korquad);
  return { ...(golden ? { golden } : {}), ...(korquad ? { korquad } : {}) };
}

/**
 * Runs the evaluation gate end to end.
 *
 * @returns the finalized report; exit with `report.exitCode` (0 deploy, 1 do not deploy,
 *   2 broken input or infrastructure).
 * @throws RampartError `ERR_BAD_INPUT` before the run when a required option is missing or
 *   wrong (named: `runGate: options.concurrency must be an integer ≥ 1, got undefined`), or when `jsonPath` cannot be written (missing
 *   folder, a directory, read-only), `ERR_IO` when the JSON report cannot be written after all, `ERR_CONFIG` when the
 *   baseline file is malformed. Target, retriever and data faults do not throw: they become
 *   `error` items or run errors (exit 2).
 * @example
 * const report = await runGate({ golden, goldenPath, target: sseTarget(url), gate, concurrency: 4, timeoutMs: 30_000, jsonPath: "report.json" });
 * process.exitCode = report.exitCode;
 */
export async function runGate(opts: GateRunOptions): Promise<EvaluationReport> {
  validateRunOptions(opts, "runGate");
  if (opts.jsonPath) checkOutputPath({ flag: "--json", path: opts.jsonPath }); // before the run, not after it
  const progress = opts.progress ?? NO_PROGRESS;
  const bar = progress("golden", "items");
  let report: EvaluationReport;
  try {
    report = await runEvaluation({ ...opts, onProgress: (done, total) => bar.update(done, total) });
  } finally {
    bar.stop();
  }
  const errors: EvaluationReport["errors"] = [];
  const interrupted = opts.signal?.aborted === true;
  if (interrupted) errors.push(interruptedError(report, opts.signal?.reason));
  else if (opts.stages?.length) report = await gradeInStages(report, opts.stages, errors);
  errors.unshift(...report.errors);

  const retrieval = { ...report.retrieval };
  if (opts.korquad && !interrupted) {
    try {
      retrieval.korquad = await measureKorquad(opts.korquad, progress);
    } catch (e) {
      const err = toRampartError(e);
      errors.push({ stage: "korquad", code: err.code, message: err.message });
    }
  }

  const goldenKey = opts.goldenBlockKey ?? goldenBlockKey(report.golden);
  const baseline =
    opts.baseline === false
      ? undefined
      : compareRetrievalBaseline(
          { [goldenKey]: retrieval.golden, ...(opts.korquad ? { korquad: retrieval.korquad } : {}) },
          opts.baseline ?? {},
        );
  const { summary: _s, axes: _a, exitCode: _e, notes, ...rest } = report;
  report = finalizeReport({
    ...rest,
    retrieval: withoutPerQuery(retrieval),
    errors,
    notes: [...notes, ...(baseline?.notes ?? [])],
    ...(baseline ? { baseline } : {}),
  });

  if (opts.out !== null) (opts.out ?? process.stdout).write(renderReport(report, { color: opts.color, goldenBlockKey: goldenKey, extra: opts.renderExtra }));
  if (opts.jsonPath) writeJsonReport(opts.jsonPath, report);
  return report;
}
