/**
 * The evaluation report: one verdict list from which the printed summary, the JSON/JUnit/HTML
 * reports and the exit code are all derived (so they can never disagree).
 */
import type { Finding } from "../core/finding.js";
import type { Probe } from "../core/probe.js";
import type { VerifierResult } from "../core/verifier.js";

/** Final status of one golden item. `error` = infrastructure (exit 2), never pass or fail. */
export type ItemStatus = "pass" | "fail" | "blocked" | "error";

/** Retrieval metrics (definitions in README: recall@k, MRR over top 10, nDCG@10 binary gain). */
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
}

export interface RankedHit {
  id: string;
  score: number;
}

export interface ItemResult {
  id: string;
  axis: string;
  probe?: Probe;
  question: string;
  status: ItemStatus;
  /** Why it failed, was blocked or errored (empty on pass). */
  reasons: string[];
  /** Time to the terminal event, in ms. */
  latencyMs: number;
  answer?: string;
  citations?: string[];
  retrieved?: RankedHit[];
  /** Findings of the deterministic gate on the answer. */
  findings: Finding[];
  /** Block code when the target or the gate blocked the answer. */
  blockCode?: string;
  verifier?: VerifierResult;
  error?: { code: string; message: string };
}

export interface StatusCounts {
  total: number;
  passed: number;
  failed: number;
  blocked: number;
  errors: number;
}

export interface EvaluationReport {
  schemaVersion: 1;
  golden: string;
  target: string;
  startedAt: string;
  finishedAt: string;
  summary: StatusCounts;
  axes: Record<string, StatusCounts>;
  items: ItemResult[];
  retrieval: { golden?: RetrievalMetrics; korquad?: RetrievalMetrics };
  /** 0 all passed; 1 failed/blocked/regressed; 2 errors. Derived from `items` (and baselines). */
  exitCode: 0 | 1 | 2;
}
