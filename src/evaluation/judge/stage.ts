/**
 * The judge stage (seed 002 stage 2) as a function over the stage-1 report:
 * `applyJudgeStage(report, golden, judge, opts) → report`.
 *
 * - Only what stage 1 passed is graded for the gate. A judge can only keep a pass or turn it
 *   into a fail (verdict `fail` or `unsure`) or an error; it never touches a fail, a block or
 *   an error, so it can never turn a block into a pass.
 * - A reply blocked by the target's own guard (a block code on an item stage 1 passed) is a
 *   deterministic refusal and is not graded.
 * - With scope `answered`, stage-1 failures are graded too, for the agreement figures only
 *   (their status is not changed). Blocked answers are never sent: they hold what the
 *   deterministic gate stopped (personal data, secrets), which must not reach a third party.
 * - A judge failure is an item error (exit 2), never a pass or a fail. After
 *   `breakerThreshold` consecutive provider failures the provider is taken as down and the
 *   remaining items become errors without further calls; a spent budget does the same
 *   (`ERR_BUDGET`). Both stop the run cleanly: every report is still written.
 * - A provider that cannot be reached at all (refused, unknown host) stops the stage at the
 *   first such failure with one `ERR_PROVIDER` naming the URL and the settings that set it:
 *   every other item would fail the same way (issue 22). So does a judge that has not answered
 *   a single call in this run when its first item times out after every retry: a server that
 *   accepts the connection and never replies would otherwise cost attempts × timeout per item.
 * - Summary, per-axis counts and the exit code are recomputed from the item list, so the
 *   printed result and the exit code cannot disagree.
 */
import { RampartError, isRampartError } from "../../core/index.js";
import { BAD_PORT, unreachableCode, unreachableHint } from "../../core/unreachable.js";
import { agreementWithVerifier } from "../agreement.js";
import type { GoldenSet } from "../golden.js";
import { finalizeReport, type EvaluationReport } from "../report.js";
import { mapBounded } from "./bounded.js";
import { judgeFailure, type Judge } from "./judge.js";
import type { TokenLedger } from "./ledger.js";
import { JUDGE_PROMPT_VERSION } from "./prompt.js";
import type { ItemJudgeRecord, JudgedItemResult, JudgedReport, JudgeScope } from "./types.js";

/** Options of the stage. */
export interface JudgeStageOptions {
  /** The ledger the judge charges (for the report section). */
  ledger: TokenLedger;
  scope?: JudgeScope;
  /** Items graded at once, ≥ 1 (default 2). */
  concurrency?: number;
  /** Consecutive provider failures after which the provider is treated as down (default 3). */
  breakerThreshold?: number;
  /** Called after each graded item: done, total. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Cancels grading (the CLI aborts it on SIGINT / SIGTERM): calls in flight finish, no new
   * one starts, and every item not graded yet becomes an error `ERR_INTERRUPTED` — never a pass.
   */
  signal?: AbortSignal;
}

/** Codes meaning the provider itself failed (after the client's retries), as opposed to a bad verdict. */
const PROVIDER_DOWN_CODES = new Set(["ERR_PROVIDER", "ERR_TIMEOUT", "ERR_STREAM_CUT"]);

/**
 * Re-derives summary, axes and exit code from the items with the gate's own
 * `finalizeReport`, keeping every other field (the judge section included).
 */
export function recount<R extends EvaluationReport>(report: R): R {
  const { summary: _s, axes: _a, exitCode: _e, ...rest } = report;
  return finalizeReport(rest) as R;
}

/**
 * Runs the judge over a stage-1 report.
 *
 * @returns a new report (the input is not mutated) with item statuses updated, a `judge`
 *   record on every item sent to the judge, the `judge` section, and recomputed counts.
 * @throws RampartError `ERR_BAD_INPUT` when an item has no golden-set entry (a mismatched
 *   golden file would grade against the wrong baselines); `ERR_PROVIDER` (one, with
 *   `details.url` and `details.code`) when the judge's provider cannot be reached at all;
 *   `ERR_TIMEOUT` when it never answered (its first item timed out after every retry).
 */
export async function applyJudgeStage(
  report: EvaluationReport,
  golden: GoldenSet,
  judge: Judge,
  opts: JudgeStageOptions,
): Promise<JudgedReport> {
  const scope = opts.scope ?? "passed";
  const threshold = opts.breakerThreshold ?? 3;
  const baselines = new Map(golden.items.map((g) => [g.id, g.baseline]));
  for (const item of report.items) {
    if (!baselines.has(item.id)) throw new RampartError("ERR_BAD_INPUT", `item "${item.id}" is not in the golden set given to the judge stage`);
  }
  const items: JudgedItemResult[] = report.items.map((i) => ({ ...i, reasons: [...i.reasons] }));
  // A reply the target itself blocked is a deterministic refusal, not an answer to grade.
  const selected = items.filter(
    (i) =>
      i.blockCode === undefined &&
      i.reply !== "blocked" &&
      (i.status === "pass" || (scope === "answered" && i.status === "fail" && i.answer !== undefined)),
  );

  let consecutiveDown = 0;
  let down: RampartError | undefined;
  let done = 0;
  let unreachable: RampartError | undefined;
  let answered = false;
  await mapBounded(selected, opts.concurrency ?? 2, async (item) => {
    if (unreachable) return;
    const counted = item.status === "pass";
    let record: ItemJudgeRecord;
    try {
      if (opts.signal?.aborted) throw new RampartError("ERR_INTERRUPTED", "not graded: the run was interrupted");
      if (down) throw down;
      const j = await judge.grade({ question: item.question, answer: item.answer ?? "", baseline: baselines.get(item.id) as string });
      consecutiveDown = 0;
      answered = true;
      record = { state: "graded", counted, ...j };
    } catch (e) {
      const err = judgeFailure(e);
      const code = unreachableCode(e);
      if (code !== undefined) {
        unreachable ??= unreachableJudge(judge, err, code);
        return;
      }
      if (err.code === "ERR_TIMEOUT" && !answered) {
        unreachable ??= silentJudge(judge, err);
        return;
      }
      if (PROVIDER_DOWN_CODES.has(err.code) && !down && ++consecutiveDown >= threshold) {
        down = new RampartError(err.code, `not graded: the judge provider failed ${consecutiveDown} times in a row (last: ${err.message})`, {
          cause: err,
        });
      } else if (!PROVIDER_DOWN_CODES.has(err.code)) consecutiveDown = 0;
      const reason = typeof err.details.reason === "string" ? err.details.reason : undefined;
      record = { state: "error", counted, error: { code: err.code, message: err.message, ...(reason ? { reason } : {}) } };
    }
    item.judge = record;
    if (counted) applyToStatus(item, record);
    opts.onProgress?.(++done, selected.length);
  });

  if (unreachable) throw unreachable;

  const graded = items.filter((i) => i.judge?.state === "graded");
  const flakiness = graded.map((i) => (i.judge?.state === "graded" ? i.judge.flakiness : 0));
  const judged: JudgedReport = {
    ...report,
    items,
    judge: {
      provider: judge.provider,
      model: judge.model,
      promptVersion: JUDGE_PROMPT_VERSION,
      repeats: judge.repeats,
      scope,
      graded: graded.length,
      errors: items.filter((i) => i.judge?.state === "error").length,
      failedByJudge: items.filter((i) => i.judge?.state === "graded" && i.judge.counted && i.judge.verdict !== "pass").length,
      flakiness: {
        mean: flakiness.length ? flakiness.reduce((a, b) => a + b, 0) / flakiness.length : null,
        flakyItems: graded.filter((i) => i.judge?.state === "graded" && i.judge.flakiness > 0).map((i) => i.id),
      },
      ledger: opts.ledger.snapshot(),
      agreement: agreementWithVerifier(
        items.map((i) => ({
          axis: i.axis,
          ...(i.judge?.state === "graded" ? { judge: i.judge.verdict } : {}),
          judgeError: i.judge?.state === "error",
          ...(i.verifier ? { verifier: i.verifier } : {}),
        })),
      ),
    },
  };
  return recount(judged);
}

/** The URL a provider error names (`details.url` on it or a cause), if any. */
function failedUrl(err: unknown): string | undefined {
  for (let e = err, depth = 0; e !== undefined && e !== null && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (isRampartError(e) && typeof e.details.url === "string") return e.details.url;
  }
  return undefined;
}

/** The one error for a judge provider that cannot be reached. */
function unreachableJudge(judge: Judge, err: RampartError, code: string): RampartError {
  const url = failedUrl(err);
  return new RampartError(
    "ERR_PROVIDER",
    `judge ${judge.provider} ${url ?? "(provider default URL)"}: cannot connect (${code}) — ${code === BAD_PORT ? `${unreachableHint(code, "the judge")}; ` : ""}check judge.baseUrl in rampart.config.yaml or --judge-base-url; the run stopped at the first connection failure`,
    { cause: err, details: { provider: judge.provider, code, ...(url === undefined ? {} : { url }) } },
  );
}

/** The one error for a judge that never answered: its first item timed out after every retry. */
function silentJudge(judge: Judge, err: RampartError): RampartError {
  const url = failedUrl(err);
  const attempts = typeof err.details.attempts === "number" ? ` in ${err.details.attempts} attempt(s)` : "";
  return new RampartError(
    "ERR_TIMEOUT",
    `judge ${judge.provider} ${url ?? "(provider default URL)"}: no answer${attempts} (${err.message}) and none yet in this run — check judge.baseUrl or --judge-base-url, or raise judge.timeoutMs / --judge-timeout-ms; the run stopped instead of waiting the same on every item`,
    { cause: err, details: { provider: judge.provider, ...(url === undefined ? {} : { url }) } },
  );
}

/** What the judge's record does to an item stage 1 passed: a `judge` check, and a status that can only stay or worsen. */
function applyToStatus(item: JudgedItemResult, record: ItemJudgeRecord): void {
  if (record.state === "error") {
    item.status = "error";
    item.error = { code: record.error.code, message: record.error.message };
    item.headline = record.error.code;
    item.reasons.push(`judge error ${record.error.code}: ${record.error.message}`);
    item.checks = [...item.checks, { check: "judge", outcome: "skipped", reason: `judge error ${record.error.code}: ${record.error.message}` }];
    return;
  }
  if (record.verdict === "pass") {
    item.checks = [...item.checks, { check: "judge", outcome: "pass" }];
    return;
  }
  const why = record.reasons.length ? ` — ${record.reasons.join(" ")}` : "";
  const reason =
    record.verdict === "fail"
      ? `judge: fail${why}`
      : `judge: unsure (votes pass ${record.votes.pass} / fail ${record.votes.fail} / unsure ${record.votes.unsure}; unsure never passes)${why}`;
  item.status = "fail";
  item.headline = record.verdict === "fail" ? "failed the judge" : "judge unsure";
  item.reasons.push(reason);
  item.checks = [...item.checks, { check: "judge", outcome: "fail", reason, headline: item.headline }];
}
