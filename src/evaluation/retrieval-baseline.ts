/**
 * The committed retrieval baseline (`baselines/retrieval.json`, DESIGN.md "Baselines"): a drop
 * in any committed rate (recall@1/5/10, MRR, nDCG@10) fails the gate (exit 1), and so does a
 * committed block this run should have measured but did not (fail closed). `--update-baseline`
 * rewrites the measured blocks deliberately and keeps the others.
 *
 * The file maps a block key to its metrics, so one file serves several golden sets:
 *
 * ```json
 * { "golden:résumé chatbot": { "mrr": 0.76, "ndcg@10": 0.8, "queries": 30, … },
 *   "korquad": { "recall@5": 0.9, … } }
 * ```
 *
 * A block with no committed entry is reported `new` and never fails. Rates are stored rounded
 * to 6 decimals and compared after the same rounding, with an absolute tolerance
 * (config `evaluation.retrievalTolerance`, default 0).
 *
 * Each block records the fingerprint of the query set it was measured on
 * (`querySetFingerprint`). A run over another set — a user's own queries beside the same
 * corpus — is reported `new` with a note, never compared with figures of other questions
 * (issue 22), unless the caller named the baseline file itself (`explicit`, the CLI's
 * `--baseline FILE`): then it is compared on the queries both sets share. So is a committed
 * block without a fingerprint that shares no query id with the run.
 */
import { RampartError, baselinePath, compareMetrics, readBaseline, writeBaseline } from "../core/index.js";
import { RETRIEVAL_RATE_KEYS, scoresFromRankCode } from "./metrics/index.js";
import type { BaselineComparison, BaselineDelta, RetrievalMetrics } from "./report.js";

/** Name of the baseline file under `baselines/`. */
export const RETRIEVAL_BASELINE = "retrieval";

/**
 * One committed block: its rates, counts and, per query id, the rank code (`rankCode`) the
 * like-for-like comparison is made on.
 */
export type RetrievalBaselineBlock = Partial<RetrievalMetrics>;

/** The baseline file's shape: block key → committed block. */
export type RetrievalBaselineFile = Record<string, RetrievalBaselineBlock>;

/** Block key of a golden set's retrieval metrics. */
export function goldenBlockKey(goldenName: string): string {
  return `golden:${goldenName}`;
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

function rates(m: RetrievalBaselineBlock): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of RETRIEVAL_RATE_KEYS) if (typeof m[k] === "number") out[k] = round6(m[k]);
  return out;
}

/** Mean rates over `ids` of their rank codes. */
function meanRates(ids: readonly string[], codes: Record<string, string>): Record<string, number> {
  const sums = RETRIEVAL_RATE_KEYS.map(() => 0);
  for (const id of ids) {
    const s = scoresFromRankCode(codes[id] as string);
    RETRIEVAL_RATE_KEYS.forEach((k, i) => (sums[i] = (sums[i] as number) + s[k]));
  }
  return Object.fromEntries(RETRIEVAL_RATE_KEYS.map((k, i) => [k, round6((sums[i] as number) / ids.length)]));
}

/**
 * The rates to compare: on the queries both runs scored when both carry per-query scores
 * (queries new to the data, or gone from it, are counted into `notes` instead), else the
 * committed means.
 */
function likeForLike(
  block: string,
  m: RetrievalMetrics,
  base: RetrievalBaselineBlock,
  notes: string[],
): { current: Record<string, number>; baseline: Record<string, number> } {
  const basePer = base.perQuery;
  const per = m.perQuery;
  if (!basePer || !per) return { current: rates(m), baseline: rates(base) };
  const common = Object.keys(per).filter((id) => id in basePer);
  const added = Object.keys(per).length - common.length;
  const dropped = Object.keys(basePer).length - common.length;
  if (common.length === 0) return { current: rates(m), baseline: rates(base) };
  if (added || dropped) {
    notes.push(
      `${block}: compared on the ${common.length} queries both runs scored` +
        `${added ? `; ${added} new to the data, reported apart` : ""}${dropped ? `; ${dropped} in the baseline but not scored now` : ""}`,
    );
  }
  return { current: meanRates(common, per), baseline: meanRates(common, basePer) };
}

/** Options of `compareRetrievalBaseline`. */
export interface BaselineOptions {
  /** Baseline file (default `baselines/retrieval.json` of the package). */
  path?: string;
  /** Rewrite the file with the measured blocks instead of gating on it. */
  update?: boolean;
  /** Absolute slack before a drop counts (default 0). */
  tolerance?: number;
  /**
   * The caller named `path` itself (`--baseline FILE`): compare even a block measured on
   * another query set (on the queries both share). Default false: such a block is `new`.
   */
  explicit?: boolean;
}

/**
 * Why `m` is not to be compared with `base`: another query set (by fingerprint, or — for a
 * block committed without one — by sharing no query id); `undefined` when it is the same set.
 */
function otherQuerySet(block: string, m: RetrievalMetrics, base: RetrievalBaselineBlock): string | undefined {
  if (typeof base.fingerprint === "string" && m.fingerprint !== undefined) {
    if (base.fingerprint === m.fingerprint) return undefined;
    return `${block}: measured on another query set (${m.fingerprint}, ${m.queries} queries) than the baseline (${base.fingerprint}, ${base.queries ?? "?"} queries)`;
  }
  if (base.perQuery && m.perQuery && !Object.keys(m.perQuery).some((id) => id in (base.perQuery as object))) {
    return `${block}: no query of this run is in the baseline (another query set)`;
  }
  return undefined;
}

/**
 * Compares measured retrieval blocks with the committed baseline (or rewrites it).
 *
 * @param measured block key → metrics of this run (`undefined` = expected but not measured).
 * @throws RampartError `ERR_CONFIG` when the baseline file is not valid JSON or not an object.
 * @example
 * compareRetrievalBaseline({ [goldenBlockKey(report.golden)]: report.retrieval.golden });
 */
export function compareRetrievalBaseline(
  measured: Record<string, RetrievalMetrics | undefined>,
  options: BaselineOptions = {},
): BaselineComparison {
  const path = options.path ?? baselinePath(RETRIEVAL_BASELINE);
  const file = readBaseline<unknown>(RETRIEVAL_BASELINE, path);
  if (file !== null && (typeof file !== "object" || Array.isArray(file))) {
    throw new RampartError("ERR_CONFIG", `baseline ${path}: expected an object of retrieval blocks`);
  }
  const committed = (file ?? {}) as RetrievalBaselineFile;

  if (options.update) {
    const next: RetrievalBaselineFile = { ...committed };
    for (const [block, m] of Object.entries(measured)) {
      if (m && m.queries > 0) {
        next[block] = {
          ...rates(m),
          queries: m.queries,
          excluded: m.excluded,
          ...(m.fingerprint ? { fingerprint: m.fingerprint } : {}),
          ...(m.perQuery ? { perQuery: m.perQuery } : {}),
        };
      }
    }
    writeBaseline(RETRIEVAL_BASELINE, next, path);
    const deltas = Object.entries(measured).flatMap(([block, m]) =>
      m ? Object.entries(rates(m)).map(([key, current]): BaselineDelta => ({ block, key, baseline: current, current, status: "same" })) : [],
    );
    return { path, updated: true, deltas, regressed: false };
  }

  const deltas: BaselineDelta[] = [];
  const notes: string[] = [];
  for (const [block, m] of Object.entries(measured)) {
    const base = committed[block];
    if (!m || m.queries === 0) {
      // A block we were asked to measure, committed, yet unmeasured: fail closed.
      if (base) deltas.push(...Object.entries(rates(base)).map(([key, b]): BaselineDelta => ({ block, key, baseline: b, current: null, status: "missing" })));
      continue;
    }
    const other = base ? otherQuerySet(block, m, base) : undefined;
    if (other !== undefined && !options.explicit) {
      notes.push(`${other}: reported as new, not compared; --update-baseline records it, --baseline FILE compares with a file you name`);
      deltas.push(...compareMetrics(rates(m), null, "higher").map((d): BaselineDelta => ({ block, ...d })));
      continue;
    }
    if (other !== undefined) notes.push(`${other}: compared anyway, because --baseline names this file`);
    const pair = base ? likeForLike(block, m, base, notes) : { current: rates(m), baseline: null };
    const cmp = compareMetrics(pair.current, pair.baseline, "higher", options.tolerance ?? 1e-9);
    deltas.push(...cmp.map((d): BaselineDelta => ({ block, ...d })));
  }
  return {
    path,
    updated: false,
    deltas,
    regressed: deltas.some((d) => d.status === "worse" || d.status === "missing"),
    ...(notes.length ? { notes } : {}),
  };
}
