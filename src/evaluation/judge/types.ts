/**
 * What the judge stage adds to the evaluation report: a `judge` record on each item it
 * graded, and a `judge` section on the report (provider, ledger, flakiness, agreement with the
 * verifier). The report stays one verdict list: item statuses, the summary and the exit code
 * are recomputed from it after the stage.
 */
import type { AgreementReport } from "../agreement.js";
import type { EvaluationReport, ItemResult } from "../report.js";
import type { ItemJudgement } from "./judge.js";
import type { LedgerSnapshot } from "./ledger.js";

/** The judge's record on one item. `counted`: its verdict decided the item's status (stage 1 had passed it); otherwise it was graded for agreement only. */
export type ItemJudgeRecord =
  | ({ state: "graded"; counted: boolean } & ItemJudgement)
  | { state: "error"; counted: boolean; error: { code: string; message: string; reason?: string } };

/** An item result with the judge's record. */
export interface JudgedItemResult extends ItemResult {
  judge?: ItemJudgeRecord;
}

/** Which stage-1 results go to the judge. */
export type JudgeScope = "passed" | "answered";

/** The report section of the judge stage. */
export interface JudgeSection {
  provider: string;
  model: string;
  promptVersion: string;
  repeats: number;
  scope: JudgeScope;
  /** Items the judge graded (counted or agreement-only). */
  graded: number;
  /** Items whose grading failed (judge error, provider down, budget spent). */
  errors: number;
  /** Items stage 1 passed that the judge turned to fail (verdict fail or unsure). */
  failedByJudge: number;
  /** Mean per-item flakiness over graded items (`null` when none), and the items whose samples disagreed. */
  flakiness: { mean: number | null; flakyItems: string[] };
  ledger: LedgerSnapshot;
  agreement: AgreementReport;
}

/** The evaluation report after the judge stage. */
export interface JudgedReport extends EvaluationReport {
  items: JudgedItemResult[];
  judge?: JudgeSection;
}
