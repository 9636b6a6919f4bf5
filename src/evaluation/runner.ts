/**
 * The golden-set runner (seed 002): asks every item through the target (bounded
 * concurrency, results in golden order), grades each reply with the deterministic gate and
 * the item's rules (`grade.ts`), scores retrieval from the `final` replies' `retrieved` lists
 * against `gold_chunk_ids`, and returns the report. An infrastructure fault on one item
 * (target down, timeout, cut stream, a gate or verifier that throws) makes that item an
 * `error` — never a pass or a fail — and the run goes on; the report's exit code is then 2.
 * A target that cannot be reached at all (refused, unknown host) is the exception: the run
 * stops at the first such failure with one `ERR_TARGET_UNAVAILABLE` naming the target's
 * URL, since every other item would fail the same way (issue 22).
 */
import { DEFAULT_NO_EVIDENCE_PHRASE, DEFAULT_REFUSAL_PHRASE, RampartError, describeValue, toRampartError } from "../core/index.js";
import { unreachableCode, unreachableHint } from "../core/unreachable.js";
import type { GoldenItem, GoldenSet } from "./golden.js";
import { gradeReply, type GateFn, type Phrases, type VerifyFn } from "./grade.js";
import { RetrievalAccumulator, querySetFingerprint } from "./metrics/index.js";
import { finalizeReport, type EvaluationReport, type ItemResult, type RetrievalMetrics } from "./report.js";
import { deadline, timeoutError, type Target, type TargetReply } from "./targets/index.js";

/** Options of `runEvaluation`. */
export interface RunOptions {
  golden: GoldenSet;
  /** Where the golden set was read from (for the report). */
  goldenPath: string;
  target: Target;
  /** The deterministic gate (`rampart/gate`'s `deterministicGate` with the compiled policy). */
  gate: GateFn;
  /** The verifier over cited chunks; without it ordinary items note "verifier not wired". */
  verify?: VerifyFn;
  /** Fixed phrases of the app (default: the config defaults). */
  phrases?: Phrases;
  /** Claim threshold of hallucination probes, in letters (default 12; config `evaluation.claimMinChars`). */
  claimMinChars?: number;
  /** Questions in flight at once (≥ 1). */
  concurrency: number;
  /** Per-item deadline in ms, enforced here even if a target ignores its signal. */
  timeoutMs: number;
  /** Largest reply per item in bytes (default 1 MiB, config `evaluation.maxReplyBytes`); larger ⇒ the item is an error. */
  maxReplyBytes?: number;
  /**
   * Cancels the run (the CLI aborts it on SIGINT / SIGTERM): no new item starts, and the items
   * not yet answered become errors `ERR_INTERRUPTED`; the report is still complete and finalized.
   */
  signal?: AbortSignal;
  /** Called after each item, in completion order. */
  onProgress?: (done: number, total: number, item: ItemResult) => void;
}

/** Default claim threshold (letters or digits in one residual sentence). */
export const DEFAULT_CLAIM_MIN_CHARS = 12;

/** Asks the target with the runner's own deadline as a backstop. */
async function ask(target: Target, question: string, timeoutMs: number, signal?: AbortSignal, maxReplyBytes?: number): Promise<TargetReply> {
  const dl = deadline(timeoutMs, signal);
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(dl.isTimeout() ? timeoutError(target.name, timeoutMs) : toRampartError(dl.signal.reason, "ERR_TARGET_UNAVAILABLE"));
    if (dl.signal.aborted) onAbort();
    else dl.signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([target.ask(question, { signal: dl.signal, timeoutMs, ...(maxReplyBytes !== undefined ? { maxReplyBytes } : {}) }), aborted]);
  } finally {
    if (onAbort) dl.signal.removeEventListener("abort", onAbort);
    aborted.catch(() => undefined);
  }
}

async function runItem(
  item: GoldenItem,
  opts: RunOptions,
  phrases: Phrases,
  claimMinChars: number,
  onUnreachable: (code: string, err: RampartError) => void,
): Promise<ItemResult> {
  const base = { id: item.id, axis: item.axis, question: item.question, ...(item.probe ? { probe: item.probe } : {}) };
  const started = performance.now();
  let latencyMs = 0;
  try {
    const reply = await ask(opts.target, item.question, opts.timeoutMs, opts.signal, opts.maxReplyBytes);
    latencyMs = Math.round(performance.now() - started);
    const grade = await gradeReply(item, reply, { gate: opts.gate, verify: opts.verify, phrases, claimMinChars });
    return {
      ...base,
      ...grade,
      latencyMs,
      ...(reply.kind === "final" ? { citations: reply.citations, retrieved: reply.retrieved } : {}),
    };
  } catch (e) {
    const err = toRampartError(e);
    const code = unreachableCode(e);
    if (code !== undefined) onUnreachable(code, err);
    return {
      ...base,
      status: "error",
      reasons: [`${err.code}: ${err.message}`],
      headline: err.code,
      latencyMs: latencyMs || Math.round(performance.now() - started),
      findings: [],
      checks: [],
      notes: [],
      error: { code: err.code, message: err.message },
    };
  }
}

/**
 * Fingerprint of a golden set's retrieval queries: the items with gold chunk ids (editing a
 * probe without any leaves the retrieval baseline in force).
 */
export function goldenFingerprint(golden: GoldenSet): string {
  const scored = golden.items.filter((i) => i.gold_chunk_ids.length > 0);
  return querySetFingerprint(scored.map((i) => ({ id: i.id, question: i.question, gold: i.gold_chunk_ids })));
}

/**
 * Golden-set retrieval metrics from the items' `retrieved` lists. `undefined` when no reply
 * carried a ranking (the target does not report retrieval): not measured, never zero.
 */
export function goldenRetrieval(golden: GoldenSet, items: readonly ItemResult[]): RetrievalMetrics | undefined {
  const acc = new RetrievalAccumulator();
  let unranked = 0;
  let anyRanking = false;
  golden.items.forEach((gi, i) => {
    const r = items[i];
    if (gi.gold_chunk_ids.length === 0 || r?.reply !== "final") {
      if (gi.gold_chunk_ids.length === 0) acc.add({ ranked: [], gold: [] });
      else unranked += 1;
      return;
    }
    if ((r.retrieved?.length ?? 0) > 0) anyRanking = true;
    acc.add({ ranked: r.retrieved ?? [], gold: gi.gold_chunk_ids }, gi.id);
  });
  if (!anyRanking) return undefined;
  return { ...acc.result(), unranked, fingerprint: goldenFingerprint(golden) };
}

/**
 * The one line that makes the golden retrieval counts add up for a reader:
 * `ranked + excluded + no ranking = items`, with why an item had no ranking — the target
 * refused it (a `blocked` reply, which is often the item passing, e.g. a masking probe) or
 * it errored.
 *
 * @example
 * // "golden retrieval: 52 items = 28 ranked + 14 excluded (no gold_chunk_ids) + 10 with no ranking (10 refused by the target, 0 errored), not scored"
 */
export function retrievalCountNote(golden: GoldenSet, items: readonly ItemResult[], m: RetrievalMetrics): string {
  let refused = 0;
  let errored = 0;
  golden.items.forEach((gi, i) => {
    if (gi.gold_chunk_ids.length === 0) return;
    const reply = items[i]?.reply;
    if (reply === "blocked") refused += 1;
    else if (reply !== "final") errored += 1;
  });
  const unranked = m.unranked ?? 0;
  const total = m.queries + m.excluded + unranked;
  const why = unranked ? ` (${refused} refused by the target, ${errored} errored), not scored` : "";
  return `golden retrieval: ${total} items = ${m.queries} ranked + ${m.excluded} excluded (no gold_chunk_ids) + ${unranked} with no ranking${why}`;
}

/**
 * Checks the options object of `runEvaluation` / `runGate` before anything runs, so a
 * JavaScript caller that forgets a field gets one clear error naming it instead of a
 * `TypeError` (or an empty run) from deep inside the runner.
 *
 * Required: `golden` (an object with an `items` array), `goldenPath` (string), `target` (an
 * object with an `ask` function), `gate` (function), `concurrency` (integer ≥ 1), `timeoutMs`
 * (finite number > 0). Optional when present: `verify` (function), `maxReplyBytes` (integer
 * ≥ 1), `claimMinChars` (integer ≥ 0), `onProgress` (function).
 *
 * @param fn the public function's name, for the message (`runEvaluation`, `runGate`).
 * @throws RampartError `ERR_BAD_INPUT` `runGate: options.concurrency must be an integer ≥ 1, got undefined`.
 */
export function validateRunOptions(opts: unknown, fn: string): void {
  const bad = (field: string, want: string, got: unknown): never => {
    throw new RampartError("ERR_BAD_INPUT", `${fn}: options.${field} must be ${want}, got ${describeValue(got)}`);
  };
  if (opts === null || typeof opts !== "object" || Array.isArray(opts)) {
    throw new RampartError("ERR_BAD_INPUT", `${fn}: expected an options object, got ${describeValue(opts)}`);
  }
  const o = opts as Record<string, unknown>;
  const golden = o.golden as Record<string, unknown> | null | undefined;
  if (golden === null || typeof golden !== "object" || !Array.isArray(golden.items)) bad("golden", "a parsed golden set (an object with an items array)", golden);
  if (typeof o.goldenPath !== "string") bad("goldenPath", "a string", o.goldenPath);
  const target = o.target as Record<string, unknown> | null | undefined;
  if (target === null || typeof target !== "object" || typeof target.ask !== "function") bad("target", "a target (an object with an ask function)", target);
  if (typeof o.gate !== "function") bad("gate", "a function", o.gate);
  if (typeof o.concurrency !== "number" || !Number.isInteger(o.concurrency) || o.concurrency < 1) bad("concurrency", "an integer ≥ 1", o.concurrency);
  if (typeof o.timeoutMs !== "number" || !Number.isFinite(o.timeoutMs) || o.timeoutMs <= 0) bad("timeoutMs", "a number of milliseconds > 0", o.timeoutMs);
  if (o.verify !== undefined && typeof o.verify !== "function") bad("verify", "a function when given", o.verify);
  if (o.onProgress !== undefined && typeof o.onProgress !== "function") bad("onProgress", "a function when given", o.onProgress);
  if (o.maxReplyBytes !== undefined && (typeof o.maxReplyBytes !== "number" || !Number.isInteger(o.maxReplyBytes) || o.maxReplyBytes < 1)) {
    bad("maxReplyBytes", "an integer ≥ 1 when given", o.maxReplyBytes);
  }
  if (o.claimMinChars !== undefined && (typeof o.claimMinChars !== "number" || !Number.isInteger(o.claimMinChars) || o.claimMinChars < 0)) {
    bad("claimMinChars", "an integer ≥ 0 when given", o.claimMinChars);
  }
}

/** Timeouts in a row (no reply in between) after which a run stops: the target hangs. */
export const HANG_TIMEOUTS = 3;

/** The error row of an item the caller's cancel (Ctrl-C in the CLI) cut off or never started. */
function interruptedItem(item: GoldenItem, reason: unknown): ItemResult {
  const why = reason instanceof Error ? reason.message : "the run was cancelled";
  const message = `not finished: ${why}`;
  return {
    id: item.id,
    axis: item.axis,
    question: item.question,
    ...(item.probe ? { probe: item.probe } : {}),
    status: "error",
    reasons: [`ERR_INTERRUPTED: ${message}`],
    headline: "ERR_INTERRUPTED",
    latencyMs: 0,
    findings: [],
    checks: [],
    notes: [],
    error: { code: "ERR_INTERRUPTED", message },
  };
}

/**
 * Runs the golden set against the target.
 *
 * @returns the finalized report (no retrieval baseline applied; see `runGate`).
 * @throws RampartError `ERR_BAD_INPUT` naming the field when the options object is incomplete
 *   or wrong (`validateRunOptions`), before any question is asked; `ERR_TARGET_UNAVAILABLE`
 *   (one, with `details.target` and `details.code`) when the target cannot be reached at all —
 *   the run stops at the first refused connection or unknown host (codes in `UNREACHABLE_CODES`);
 *   `ERR_TIMEOUT` (one, exit 2) when `max(HANG_TIMEOUTS, concurrency)` items in a row time out
 *   with no reply in between (a target that accepts and never answers).
 * @example
 * const report = await runEvaluation({ golden, goldenPath, target: sseTarget(url), gate, concurrency: 4, timeoutMs: 30_000 });
 * process.exitCode = report.exitCode;
 */
export async function runEvaluation(opts: RunOptions): Promise<EvaluationReport> {
  validateRunOptions(opts, "runEvaluation");
  const startedAt = new Date();
  const t0 = performance.now();
  const phrases = opts.phrases ?? { refusal: DEFAULT_REFUSAL_PHRASE, noEvidence: DEFAULT_NO_EVIDENCE_PHRASE };
  const claimMinChars = opts.claimMinChars ?? DEFAULT_CLAIM_MIN_CHARS;
  const items = opts.golden.items;
  const results: ItemResult[] = new Array<ItemResult>(items.length);
  let next = 0;
  let done = 0;
  // The first unreachable-host failure stops the run: no new item starts, in-flight ones abort.
  const stop = new AbortController();
  let unreachable: { code: string; err: RampartError } | undefined;
  const onUnreachable = (code: string, err: RampartError): void => {
    if (unreachable) return;
    unreachable = { code, err };
    stop.abort(err);
  };
  const itemOpts: RunOptions = { ...opts, signal: opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal };
  const workers = Math.max(1, Math.min(opts.concurrency, items.length));
  // A target that accepts connections and never replies times out on every item: after
  // `hangLimit` timeouts in a row (no reply in between) the run stops once, like a refused one.
  const hangLimit = Math.max(HANG_TIMEOUTS, workers);
  let timeoutsInARow = 0;
  let hung = false;
  const cancelled = (): boolean => opts.signal?.aborted === true;
  const worker = async (): Promise<void> => {
    while (next < items.length && !unreachable && !hung && !cancelled()) {
      const i = next++;
      let result = await runItem(items[i] as GoldenItem, itemOpts, phrases, claimMinChars, onUnreachable);
      if (unreachable || hung) return;
      // An item cut off by the caller's cancel failed because of the cancel, whatever the target said.
      if (cancelled() && result.status === "error") result = interruptedItem(items[i] as GoldenItem, opts.signal?.reason);
      timeoutsInARow = result.error?.code === "ERR_TIMEOUT" ? timeoutsInARow + 1 : 0;
      results[i] = result;
      done += 1;
      opts.onProgress?.(done, items.length, result);
      if (timeoutsInARow >= hangLimit) {
        hung = true;
        stop.abort(new RampartError("ERR_TIMEOUT", `${opts.target.name}: run stopped, the target does not reply`));
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  // Cancelled: the items never started are errors too, so the report still lists every item.
  if (cancelled()) for (let i = 0; i < items.length; i++) results[i] ??= interruptedItem(items[i] as GoldenItem, opts.signal?.reason);
  if (hung) {
    const target = opts.target.name;
    throw new RampartError(
      "ERR_TIMEOUT",
      `${target}: no reply within ${opts.timeoutMs} ms to ${timeoutsInARow} questions in a row — is the target hanging? The run stopped (${done} of ${items.length} items done).`,
      { details: { target, timeoutMs: opts.timeoutMs, timeoutsInARow } },
    );
  }
  if (unreachable) {
    const target = opts.target.name;
    throw new RampartError(
      "ERR_TARGET_UNAVAILABLE",
      `${target}: cannot connect (${unreachable.code}) — ${unreachableHint(unreachable.code, "the target")}. The run stopped at the first connection failure (${done} of ${items.length} items done).`,
      { cause: unreachable.err, details: { target, code: unreachable.code } },
    );
  }

  const golden = goldenRetrieval(opts.golden, results);
  const notes: string[] = [];
  const withGold = opts.golden.items.filter((i) => i.gold_chunk_ids.length > 0).length;
  if (!golden && withGold > 0) notes.push(`golden retrieval not measured: no reply carried a ranking (${withGold} items have gold_chunk_ids)`);
  if (golden && (golden.unranked || golden.excluded)) notes.push(retrievalCountNote(opts.golden, results, golden));
  const unverified = results.filter((r) => r.checks.some((c) => c.check === "verifier" && c.outcome === "skipped")).length;
  if (unverified > 0) notes.push(`verifier not run on ${unverified} item(s): ${opts.verify ? "no evidence for them" : "no verifier wired (pass --corpus DIR)"}`);

  return finalizeReport({
    schemaVersion: 1,
    golden: opts.golden.name,
    goldenPath: opts.goldenPath,
    target: opts.target.name,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - t0),
    items: results,
    retrieval: golden ? { golden } : {},
    notes,
    errors: [],
  });
}
