/**
 * Retrieval metrics of the evaluation gate (seed 002: "검색 단계는 recall@k와 MRR 지표로 따로
 * 계측한다" — retrieval is measured separately). Definitions (README "Metric definitions"):
 *
 * - ranking: hits sorted by score descending, then id ascending (re-sorted here, whatever order
 *   the target sent); a repeated id counts once, at its best rank; non-finite scores rank last;
 * - recall@k = |gold ∩ top-k| / |gold|, averaged over queries with at least one gold id;
 *   queries without a gold id are excluded from every average and counted in `excluded`;
 * - MRR = mean of 1 / rank of the first gold hit within the top 10 (0 when none) —
 *   Voorhees, TREC-8 QA track (1999), cut at 10;
 * - nDCG@10 with binary gain: DCG = Σ_{i≤10} rel_i / log2(i + 1), divided by the ideal DCG of
 *   min(|gold|, 10) relevant hits at the top — Järvelin & Kekäläinen, TOIS 20(4) 2002.
 *
 * All are means in [0, 1]. With no scored query every mean is 0 and `queries` is 0; callers
 * treat `queries === 0` as "not measured", never as a score.
 */
import { RampartError } from "../../core/index.js";
import type { RankedHit, RetrievalMetrics } from "../report.js";
import { querySetFingerprint } from "./fingerprint.js";

/** The cut-offs reported as recall@k. */
export const RECALL_KS = [1, 5, 10] as const;
/** Depth of MRR and nDCG. */
export const RANK_DEPTH = 10;

/** The rate keys of `RetrievalMetrics` (what baselines compare; `queries`/`excluded` are counts). */
export const RETRIEVAL_RATE_KEYS = ["recall@1", "recall@5", "recall@10", "mrr", "ndcg@10"] as const;
export type RetrievalRateKey = (typeof RETRIEVAL_RATE_KEYS)[number];

/** One query's ranking and its gold (relevant) ids. */
export interface RetrievalQuery {
  ranked: readonly RankedHit[];
  gold: readonly string[];
}

/**
 * Canonical ranking: score descending, then id ascending; repeated ids keep their best rank;
 * NaN/±Infinity-free order (non-finite scores rank after every finite one).
 *
 * @returns the distinct ids in rank order.
 */
export function rankIds(hits: readonly RankedHit[]): string[] {
  const key = (s: number): number => (Number.isFinite(s) ? s : Number.NEGATIVE_INFINITY);
  const sorted = [...hits].sort((a, b) => {
    const d = key(b.score) - key(a.score);
    if (d !== 0 && !Number.isNaN(d)) return d;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const h of sorted) {
    if (seen.has(h.id)) continue;
    seen.add(h.id);
    ids.push(h.id);
  }
  return ids;
}

/** Per-query scores (before averaging); `null` when the query has no gold id (excluded). */
export interface QueryScores {
  "recall@1": number;
  "recall@5": number;
  "recall@10": number;
  mrr: number;
  "ndcg@10": number;
}

/**
 * A query's outcome in a few characters, enough to recompute every score:
 * `"<gold count>:<1-based ranks of the gold ids found in the top 10>"`, e.g. `"1:3"` (its one
 * gold passage at rank 3), `"1:"` (missed), `"2:1 7"`. Baselines store these per query id.
 */
export function rankCode(q: RetrievalQuery): string {
  const gold = new Set(q.gold);
  const ranks: number[] = [];
  rankIds(q.ranked)
    .slice(0, RANK_DEPTH)
    .forEach((id, i) => gold.has(id) && ranks.push(i + 1));
  return `${gold.size}:${ranks.join(" ")}`;
}

/**
 * The scores of a rank code (see `rankCode`), computed by `scoreQuery` itself on an
 * equivalent ranking, so there is one definition of every metric.
 *
 * @throws RampartError `ERR_CONFIG` on a malformed code (a hand-edited baseline).
 */
export function scoresFromRankCode(code: string): QueryScores {
  const m = /^(\d{1,6}):((?:\d{1,2}(?: \d{1,2})*)?)$/.exec(code);
  const goldCount = m ? Number(m[1]) : 0;
  const ranks = m && m[2] ? m[2].split(" ").map(Number) : [];
  if (!m || goldCount < 1 || ranks.length > goldCount || ranks.some((r) => r < 1 || r > RANK_DEPTH)) {
    throw new RampartError("ERR_CONFIG", `malformed retrieval rank code ${JSON.stringify(code)} (expected "<gold>:<ranks>")`);
  }
  const gold = Array.from({ length: goldCount }, (_, i) => `gold${i}`);
  let next = 0;
  const ranked = Array.from({ length: RANK_DEPTH }, (_, i) => ({
    id: ranks.includes(i + 1) ? (gold[next++] as string) : `other${i}`,
    score: RANK_DEPTH - i,
  }));
  return scoreQuery({ ranked, gold }) as QueryScores;
}

/** Scores one query. `null` when `gold` is empty (the query is excluded). */
export function scoreQuery(q: RetrievalQuery): QueryScores | null {
  const gold = new Set(q.gold);
  if (gold.size === 0) return null;
  const ids = rankIds(q.ranked).slice(0, RANK_DEPTH);
  let firstHit = 0;
  let dcg = 0;
  const hitsAt: number[] = []; // hitsAt[i] = gold hits within the top i+1
  let hits = 0;
  ids.forEach((id, i) => {
    if (gold.has(id)) {
      hits += 1;
      dcg += 1 / Math.log2(i + 2);
      if (firstHit === 0) firstHit = i + 1;
    }
    hitsAt.push(hits);
  });
  const within = (k: number): number => hitsAt[Math.min(k, hitsAt.length) - 1] ?? 0;
  let idcg = 0;
  for (let i = 0; i < Math.min(gold.size, RANK_DEPTH); i++) idcg += 1 / Math.log2(i + 2);
  return {
    "recall@1": within(1) / gold.size,
    "recall@5": within(5) / gold.size,
    "recall@10": within(10) / gold.size,
    mrr: firstHit === 0 ? 0 : 1 / firstHit,
    "ndcg@10": dcg / idcg,
  };
}

/**
 * Streaming accumulator: add queries one at a time, read the means at the end. Memory is
 * constant in the number of queries.
 */
export class RetrievalAccumulator {
  private readonly sums: QueryScores = { "recall@1": 0, "recall@5": 0, "recall@10": 0, mrr: 0, "ndcg@10": 0 };
  private queries = 0;
  private excluded = 0;

  /** Per-query rank codes by query id, for the baselines' like-for-like comparison. */
  private readonly perQuery: Record<string, string> = {};

  /** Adds one query (with its id, to keep its scores); returns its scores (`null` when excluded). */
  add(q: RetrievalQuery, id?: string): QueryScores | null {
    const s = scoreQuery(q);
    if (s === null) {
      this.excluded += 1;
      return null;
    }
    this.queries += 1;
    for (const k of RETRIEVAL_RATE_KEYS) this.sums[k] += s[k];
    if (id !== undefined) this.perQuery[id] = rankCode(q);
    return s;
  }

  /** The means so far. */
  result(): RetrievalMetrics {
    const n = this.queries;
    const mean = (k: RetrievalRateKey): number => (n === 0 ? 0 : this.sums[k] / n);
    return {
      "recall@1": mean("recall@1"),
      "recall@5": mean("recall@5"),
      "recall@10": mean("recall@10"),
      mrr: mean("mrr"),
      "ndcg@10": mean("ndcg@10"),
      queries: n,
      excluded: this.excluded,
      ...(Object.keys(this.perQuery).length ? { perQuery: { ...this.perQuery } } : {}),
    };
  }
}

/**
 * Retrieval metrics over a list of queries (definitions in the module comment).
 *
 * @example
 * retrievalMetrics([{ ranked: [{ id: "a", score: 2 }, { id: "b", score: 1 }], gold: ["b"] }]);
 * // → recall@1 0, recall@5 1, mrr 0.5, ndcg@10 1/log2(3) ≈ 0.631, queries 1, excluded 0
 */
export function retrievalMetrics(queries: Iterable<RetrievalQuery>): RetrievalMetrics {
  const acc = new RetrievalAccumulator();
  for (const q of queries) acc.add(q);
  return acc.result();
}

/** A query of a retrieval benchmark: its text and gold ids. */
export interface BenchmarkQuery {
  id: string;
  question: string;
  gold: readonly string[];
}

/** A retriever under test: question → ranked hits (sync or async). */
export type SearchFn = (question: string) => readonly RankedHit[] | Promise<readonly RankedHit[]>;

/**
 * Runs `search` over every query and returns the metrics, streaming (constant memory besides
 * the query list). `onProgress(done, total)` is called after each query.
 *
 * @throws whatever `search` throws (a broken retriever is an infrastructure fault, exit 2).
 */
export async function evaluateRetrieval(
  search: SearchFn,
  queries: readonly BenchmarkQuery[],
  onProgress?: (done: number, total: number) => void,
): Promise<RetrievalMetrics> {
  const acc = new RetrievalAccumulator();
  let done = 0;
  for (const q of queries) {
    // Excluded queries are still counted, but not searched: their score cannot change.
    const ranked = q.gold.length === 0 ? [] : await search(q.question);
    acc.add({ ranked, gold: q.gold }, q.id);
    done += 1;
    onProgress?.(done, queries.length);
  }
  return { ...acc.result(), fingerprint: querySetFingerprint(queries) };
}
