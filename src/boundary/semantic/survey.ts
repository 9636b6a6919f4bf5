/**
 * The per-detector rows of `rampart rules check`: a semantic detector measured on the survey
 * sets beside the rules it complements. A classifier call costs money or seconds, so each set
 * is sampled — `rowsPerSet` rows at evenly spaced positions (every row when the set is
 * smaller), the same rows every run. Per set it counts rows the rules mark, rows the rules
 * plus the detector mark, rows only the detector marks, and rows where the detector failed
 * (`detector.error`: a failure marks the row — fail closed — but is counted apart, never as a
 * detection or a false positive of the classifier). These rows are reported, not compared
 * with `baselines/rules.json`: a model's verdicts are not a deterministic baseline.
 */
import { SURVEY_SETS, loadSet } from "../survey/index.js";
import { DETECTOR_ERROR_ID, type AsyncEvidenceScanner } from "./scan-async.js";

/** One set's row. */
export interface DetectorSetResult {
  readonly id: string;
  readonly kind: "attack" | "benign";
  /** Rows sampled. */
  readonly rows: number;
  /** Rows the rules alone mark. */
  readonly rules: number;
  /** Rows marked by the rules or a detector hit (failures excluded). */
  readonly withDetector: number;
  /** Rows a detector hit marks that the rules do not. */
  readonly detectorOnly: number;
  /** Rows with at least one `detector.error` finding. */
  readonly errors: number;
}

/** Options of `runDetectorSurvey`. */
export interface DetectorSurveyOptions {
  /** Rows sampled per set (≥ 1). */
  readonly rowsPerSet: number;
  /** Progress: set id, index, total. */
  readonly onSet?: (id: string, i: number, n: number) => void;
}

/**
 * Runs `scanner.scanAsync` over a sample of every survey set.
 *
 * @throws RampartError `ERR_DATA_MISSING` / `ERR_BAD_INPUT` as `loadSet`.
 */
export async function runDetectorSurvey(dataDir: string, scanner: AsyncEvidenceScanner, options: DetectorSurveyOptions): Promise<DetectorSetResult[]> {
  const out: DetectorSetResult[] = [];
  let i = 0;
  for (const set of SURVEY_SETS) {
    options.onSet?.(set.id, i++, SURVEY_SETS.length);
    const rows = sample(await loadSet(dataDir, set), options.rowsPerSet);
    let rules = 0;
    let withDetector = 0;
    let detectorOnly = 0;
    let errors = 0;
    for (const row of rows) {
      const scan = await scanner.scanAsync(row.text);
      const byRule = scan.findings.some((f) => f.kind === "rule");
      const byDetector = scan.findings.some((f) => f.kind === "detector" && f.id !== DETECTOR_ERROR_ID);
      if (scan.findings.some((f) => f.id === DETECTOR_ERROR_ID)) errors++;
      if (byRule) rules++;
      if (byRule || byDetector) withDetector++;
      if (byDetector && !byRule) detectorOnly++;
    }
    out.push({ id: set.id, kind: set.kind, rows: rows.length, rules, withDetector, detectorOnly, errors });
  }
  return out;
}

/** `n` rows at evenly spaced positions (all of them when there are no more than `n`). */
export function sample<T>(rows: readonly T[], n: number): T[] {
  const k = Math.max(1, Math.floor(n));
  if (rows.length <= k) return [...rows];
  return Array.from({ length: k }, (_x, j) => rows[Math.floor((j * rows.length) / k)] as T);
}
