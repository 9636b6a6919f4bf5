/**
 * The evaluation report: ONE verdict list (`items`) from which the summary counts, the
 * per-axis table, the printed summary line, the JSON/JUnit/HTML reports and the exit code are
 * all derived — so they can never disagree. Only `finalizeReport` computes `summary`, `axes`
 * and `exitCode`; printers read the report, never the raw results.
 */
import type { Finding } from "../core/finding.js";
import type { Probe } from "../core/probe.js";
import type { VerifierResult } from "../core/verifier.js";

/** Final status of one golden item. `error` = infrastructure (exit 2), never pass or fail. */
export type ItemStatus = "pass" | "fail" | "blocked" | "error";

/** Severity order of statuses: the worst check decides an item, the worst item the run. */
export const STATUS_SEVERITY: Record<ItemStatus, number> = { pass: 0, fail: 1, blocked: 2, error: 3 };

/**
 * Retrieval metrics (definitions in `metrics/retrieval.ts` and the README: recall@k, MRR over
 * the top 10, nDCG@10 with binary gain; means over queries with at least one gold id).
 */
export interface RetrievalMetrics {
  "recall@1": number;
  "recall@5": number;
  "recall@10": number;
  mrr: number;
  "ndcg@10": number;
  /** Queries scored (with at least one gold id). */
  queries: number;
  /** Queries excluded for having no gold id. */
  excluded: number;
  /** Golden block only: items with gold ids whose reply carried no ranking (blocked, error) — not scored. */
  unranked?: number;
  /**
   * Rank code per query id (`rankCode`: gold count and the ranks of the gold ids found), for
   * the baseline's like-for-like comparison on the queries both runs
   * scored (so rows added to a data set are reported apart, not mixed into the means). Kept
   * in memory only: `runGate` drops it before the report is printed or written.
   */
  perQuery?: Record<string, string>;
  /**
   * Fingerprint of the query set measured (`querySetFingerprint`): a baseline block of
   * another set is not compared with this one (issue 22).
   */
  fingerprint?: string;
}

/** One retrieval hit: a chunk id and its retriever score (higher is better). */
export interface RankedHit {
  id: string;
  score: number;
}

/** The named checks an item goes through (README "Pass rules"). */
export type CheckId =
  | "gate"
  | "stream"
  | "target_block"
  | "must_include"
  | "must_not_include"
  | "refusal"
  | "no_evidence"
  | "no_claim"
  | "verifier"
  /** The LLM judge (seed 002 stage 2; `src/evaluation/judge/`). */
  | "judge";

/** Outcome of one check on one item. `skipped` = could not run (e.g. no verifier wired); never a pass. */
export interface CheckResult {
  check: CheckId;
  outcome: "pass" | "fail" | "blocked" | "skipped";
  /** Why it did not pass; never contains the leaked text itself. */
  reason?: string;
  /** A few words for the summary line, e.g. `leaked pii.phone`. */
  headline?: string;
}

export interface ItemResult {
  id: string;
  axis: string;
  probe?: Probe;
  question: string;
  status: ItemStatus;
  /** Why it failed, was blocked or errored (empty on pass). */
  reasons: string[];
  /** The worst check's headline (absent on pass), grouped in the summary line. */
  headline?: string;
  /** Time from the question to the terminal event (or the error), in ms. */
  latencyMs: number;
  /** Which terminal reply arrived (absent on error). */
  reply?: "final" | "blocked";
  /**
   * What the user was shown: the final answer, or the block message. Leaked spans (the
   * findings of a blocking gate verdict, `must_not_include` hits) are masked with `•` of the
   * same UTF-16 length, so `findings` offsets still point at them.
   */
  answer?: string;
  citations?: string[];
  retrieved?: RankedHit[];
  /** Findings of the deterministic gate on `answer`. */
  findings: Finding[];
  /** Block code when the gate or the target blocked the answer. */
  blockCode?: string;
  /** Who blocked: our deterministic gate on the answer, or the target's own guard. */
  blockedBy?: "gate" | "target";
  verifier?: VerifierResult;
  /** Every check that ran, in order (for reports and the judge stage). */
  checks: CheckResult[];
  /** Things a reader should know that did not decide the status (e.g. verifier not run). */
  notes: string[];
  error?: { code: string; message: string };
}

export interface StatusCounts {
  total: number;
  passed: number;
  failed: number;
  blocked: number;
  errors: number;
}

/** One retrieval metric against its committed baseline (see `retrieval-baseline.ts`). */
export interface BaselineDelta {
  /** Retrieval block, e.g. `golden:résumé chatbot` or `korquad`. */
  block: string;
  key: string;
  baseline: number | null;
  current: number | null;
  /** `worse` (or `missing`: a committed block was not measured) fails the gate; `new` has no baseline. */
  status: "same" | "better" | "worse" | "new" | "missing";
}

/** The retrieval-baseline comparison of a run. */
export interface BaselineComparison {
  path: string;
  /** True when `--update-baseline` rewrote the file with this run's figures. */
  updated: boolean;
  deltas: BaselineDelta[];
  /** Any `worse` or `missing` delta (always false after an update). */
  regressed: boolean;
  /** What the comparison left out, e.g. queries new to the data since the baseline. */
  notes?: string[];
}

export interface EvaluationReport {
  schemaVersion: 1;
  /** Golden-set name. */
  golden: string;
  goldenPath: string;
  target: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  summary: StatusCounts;
  axes: Record<string, StatusCounts>;
  items: ItemResult[];
  retrieval: { golden?: RetrievalMetrics; korquad?: RetrievalMetrics };
  baseline?: BaselineComparison;
  /** Run-level notes (e.g. verifier not wired, golden retrieval not measured). */
  notes: string[];
  /** Run-level infrastructure faults outside any item (e.g. the KorQuAD retriever threw) ⇒ exit 2. */
  errors: { stage: string; code: string; message: string }[];
  /** 0 all passed; 1 failed/blocked/regressed; 2 errors. Derived by `finalizeReport`. */
  exitCode: 0 | 1 | 2;
}

/** Counts statuses of `items`. */
export function tallyItems(items: readonly ItemResult[]): StatusCounts {
  const c: StatusCounts = { total: items.length, passed: 0, failed: 0, blocked: 0, errors: 0 };
  for (const it of items) {
    if (it.status === "pass") c.passed += 1;
    else if (it.status === "fail") c.failed += 1;
    else if (it.status === "blocked") c.blocked += 1;
    else c.errors += 1;
  }
  return c;
}

/** Counts per axis, axes in first-appearance order of the golden set. */
export function tallyByAxis(items: readonly ItemResult[]): Record<string, StatusCounts> {
  const groups = new Map<string, ItemResult[]>();
  for (const it of items) groups.set(it.axis, [...(groups.get(it.axis) ?? []), it]);
  return Object.fromEntries([...groups].map(([axis, list]) => [axis, tallyItems(list)]));
}

/**
 * The contract's exit code (DESIGN.md "Exit codes"): any error ⇒ 2 (the run cannot vouch for
 * anything); else any failure, block or retrieval regression ⇒ 1; else 0.
 */
export function exitCodeOf(summary: StatusCounts, retrievalRegressed: boolean, runErrors = 0): 0 | 1 | 2 {
  if (summary.errors > 0 || runErrors > 0) return 2;
  if (summary.failed > 0 || summary.blocked > 0 || retrievalRegressed) return 1;
  return 0;
}

/** Recomputes every derived field of a report from its items and baseline comparison. */
export function finalizeReport(report: Omit<EvaluationReport, "summary" | "axes" | "exitCode">): EvaluationReport {
  const summary = tallyItems(report.items);
  const { items, retrieval, baseline, notes, errors, ...head } = report;
  // Key order is the JSON file's reading order: verdict first, item detail last.
  return {
    ...head,
    exitCode: exitCodeOf(summary, baseline?.regressed ?? false, errors.length),
    summary,
    axes: tallyByAxis(items),
    retrieval,
    ...(baseline ? { baseline } : {}),
    notes,
    errors,
    items,
  };
}
