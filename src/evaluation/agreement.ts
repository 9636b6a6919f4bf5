/**
 * `agreement_with_verifier` (seed 000: the LLM judge is measured by its agreement with the
 * deterministic verifier): for every item both graded, the judge's verdict against the
 * verifier's — percent agreement, Cohen's κ and the confusion matrix, overall and per axis.
 *
 * Labels: judge `pass` ↔ verifier `supported`, judge `fail` ↔ verifier `unsupported`. A judge
 * `unsure` has no counterpart, so such items are left out of κ and counted apart, as are
 * judge errors and items the verifier did not grade.
 *
 * Cohen, J. (1960). "A coefficient of agreement for nominal scales". Educational and
 * Psychological Measurement 20(1): 37–46. κ = (p_o − p_e) / (1 − p_e), with p_o the observed
 * agreement and p_e = Σ_k (row_k / n)(col_k / n) the agreement expected by chance from the
 * two raters' marginals.
 */
import type { VerifierResult } from "../core/index.js";

/** Judge outcomes as seen here (mirrors `JudgeOutcome`; kept local so this module depends on core only). */
export type JudgeLabel = "pass" | "fail" | "unsure";

/** Rows: the judge; columns: the verifier. */
export interface ConfusionMatrix {
  pass: { supported: number; unsupported: number };
  fail: { supported: number; unsupported: number };
}

/** Agreement over one set of items. */
export interface AgreementStats {
  /** Items both graded with a binary label. */
  n: number;
  /** Observed agreement p_o in 0–1; `null` when n = 0. */
  agreement: number | null;
  /** Cohen's κ; `null` when undefined (see `kappaNote`). */
  kappa: number | null;
  /** Why κ is undefined: no items, or both raters gave one and the same label to everything (p_e = 1). */
  kappaNote?: string;
  matrix: ConfusionMatrix;
  /** Items left out, by reason. */
  excluded: { unsure: number; judgeError: number; notJudged: number; noVerifier: number };
}

/** Agreement overall and per axis. */
export interface AgreementReport {
  overall: AgreementStats;
  byAxis: Record<string, AgreementStats>;
}

/** One item's two gradings. */
export interface AgreementItem {
  axis: string;
  /** The judge's verdict; `undefined` when the judge did not grade the item. */
  judge?: JudgeLabel;
  /** True when the judge was asked but failed (error). */
  judgeError?: boolean;
  verifier?: Pick<VerifierResult, "verdict">;
}

/**
 * Cohen's κ of a square contingency table (`table[i][j]` = items rater A put in category i
 * and rater B in category j).
 *
 * @returns `kappa` (`null` when n = 0 or p_e = 1, where κ is 0/0), `po`, `pe`.
 * @example
 * cohenKappa([[20, 5], [10, 15]]) // po 0.7, pe 0.5, kappa 0.4
 */
export function cohenKappa(table: readonly (readonly number[])[]): { kappa: number | null; po: number | null; pe: number | null } {
  const k = table.length;
  let n = 0;
  let diag = 0;
  const rows = new Array<number>(k).fill(0);
  const cols = new Array<number>(k).fill(0);
  for (let i = 0; i < k; i++) {
    const row = table[i] ?? [];
    for (let j = 0; j < k; j++) {
      const v = row[j] ?? 0;
      n += v;
      rows[i] = (rows[i] ?? 0) + v;
      cols[j] = (cols[j] ?? 0) + v;
      if (i === j) diag += v;
    }
  }
  if (n === 0) return { kappa: null, po: null, pe: null };
  const po = diag / n;
  let pe = 0;
  for (let i = 0; i < k; i++) pe += ((rows[i] ?? 0) / n) * ((cols[i] ?? 0) / n);
  // p_e = 1 only when both raters put every item in one and the same category.
  if (Math.abs(1 - pe) < 1e-12) return { kappa: null, po, pe };
  return { kappa: (po - pe) / (1 - pe), po, pe };
}

function emptyStats(): AgreementStats {
  return {
    n: 0,
    agreement: null,
    kappa: null,
    matrix: { pass: { supported: 0, unsupported: 0 }, fail: { supported: 0, unsupported: 0 } },
    excluded: { unsure: 0, judgeError: 0, notJudged: 0, noVerifier: 0 },
  };
}

function add(stats: AgreementStats, item: AgreementItem): void {
  if (item.judgeError) stats.excluded.judgeError++;
  else if (item.judge === undefined) stats.excluded.notJudged++;
  else if (!item.verifier) stats.excluded.noVerifier++;
  else if (item.judge === "unsure") stats.excluded.unsure++;
  else {
    stats.matrix[item.judge][item.verifier.verdict]++;
    stats.n++;
  }
}

function finish(stats: AgreementStats): AgreementStats {
  const m = stats.matrix;
  const { kappa, po } = cohenKappa([
    [m.pass.supported, m.pass.unsupported],
    [m.fail.supported, m.fail.unsupported],
  ]);
  stats.agreement = po;
  stats.kappa = kappa;
  if (kappa === null) {
    stats.kappaNote = stats.n === 0 ? "undefined: no item graded by both" : "undefined: both gave every item the same label (p_e = 1)";
  }
  return stats;
}

/**
 * Computes judge–verifier agreement, overall and per axis (axes in first-seen order).
 *
 * @example
 * agreementWithVerifier([{ axis: "facts", judge: "pass", verifier: { verdict: "supported" } }]).overall.agreement // 1
 */
export function agreementWithVerifier(items: readonly AgreementItem[]): AgreementReport {
  const overall = emptyStats();
  const byAxis: Record<string, AgreementStats> = {};
  for (const item of items) {
    add(overall, item);
    add((byAxis[item.axis] ??= emptyStats()), item);
  }
  finish(overall);
  for (const s of Object.values(byAxis)) finish(s);
  return { overall, byAxis };
}
