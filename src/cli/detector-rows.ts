/**
 * The per-detector rows of `rampart rules check` (issue 20 item 7c): for each semantic
 * detector — every one the config can run, or those named with `--detector` — the survey sets
 * sampled and scanned with the rules plus that detector (`runDetectorSurvey`), printed as one
 * table per detector; a detector that cannot run prints why it was skipped. A detector that
 * cannot be built (a missing model file, a missing optional peer) or failed on some row is
 * reported and makes the command exit 2.
 */
import pc from "picocolors";
import { createAsyncEvidenceScanner, runDetectorSurvey, type DetectorSetResult } from "../boundary/index.js";
import { SEMANTIC_DETECTOR_NAMES, toRampartError, type RampartConfig, type SemanticDetectorName } from "../core/index.js";
import { buildDetectors, detectorNames, detectorSkipReasons, detectorSummary, type DetectorCliValues, type DetectorPaths } from "./detectors.js";
import { createProgress } from "./progress.js";

/** `--detector` help: the names. */
export const DETECTOR_NAMES_HELP = SEMANTIC_DETECTOR_NAMES.join(" | ");

/** What one detector's rows came to. */
export interface DetectorRowsResult {
  name: SemanticDetectorName;
  /** Why it did not run (not configured), else null. */
  skipped: string | null;
  /** Why it could not be built or run, else null. */
  error: string | null;
  rowsPerSet: number;
  sets: DetectorSetResult[];
}

const pct = (n: number, d: number): string => `${d === 0 ? "0.0" : ((100 * n) / d).toFixed(1)}%`.padStart(7);

/**
 * Runs and prints the detector rows.
 *
 * @returns every detector's result, and `failed` when one could not be built or failed on a row.
 * @throws RampartError `ERR_BAD_INPUT` for an unknown `--detector` name.
 */
export async function runDetectorRows(
  dataDir: string,
  config: RampartConfig,
  o: DetectorCliValues,
  paths: DetectorPaths,
  rowsPerSet: number,
): Promise<{ results: DetectorRowsResult[]; failed: boolean }> {
  const out = (s: string): void => void process.stdout.write(`${s}\n`);
  const asked = o.detector ? detectorNames(o.detector) : null;
  const skips = detectorSkipReasons(config.boundary.detectors, o);
  const results: DetectorRowsResult[] = [];
  let failed = false;
  out(pc.bold(`\nSemantic detectors — ${rowsPerSet} sampled rows per set (not in the baseline)`));
  for (const name of SEMANTIC_DETECTOR_NAMES) {
    if (asked && !asked.includes(name)) continue;
    const skipped = skips[name];
    if (skipped) {
      // A detector named with --detector must run: its missing settings are an error.
      if (asked) failed = true;
      out(`  ${name.padEnd(5)} ${asked ? pc.red("not run") : "skipped"}: ${skipped}`);
      results.push({ name, skipped, error: null, rowsPerSet, sets: [] });
      continue;
    }
    try {
      const [detector] = await buildDetectors([name], config.boundary.detectors, o, paths);
      if (!detector) continue;
      const scanner = createAsyncEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars, asyncDetectors: [detector] });
      const progress = createProgress(`detector ${name}`, "sets");
      const sets = await runDetectorSurvey(dataDir, scanner, { rowsPerSet, onSet: (_id, i, n) => progress.update(i, n) });
      progress.stop();
      out(`  ${name}: ${"set".padEnd(22)} ${"rules".padStart(7)} ${"+detector".padStart(9)} ${"only det.".padStart(9)} ${"errors".padStart(6)}`);
      for (const s of sets) {
        out(`    ${s.id.padEnd(24)} ${pct(s.rules, s.rows)} ${pct(s.withDetector, s.rows).padStart(9)} ${String(s.detectorOnly).padStart(9)} ${(s.errors > 0 ? pc.red(String(s.errors)) : "0").padStart(6)}  (${s.rows} ${s.kind} rows)`);
      }
      process.stdout.write(`    ${detectorSummary(detector)}`);
      if (sets.some((s) => s.errors > 0)) failed = true;
      results.push({ name, skipped: null, error: null, rowsPerSet, sets });
    } catch (e) {
      const err = toRampartError(e);
      failed = true;
      out(`  ${name.padEnd(5)} ${pc.red("error")}: ${err.code}: ${err.message}`);
      results.push({ name, skipped: null, error: `${err.code}: ${err.message}`, rowsPerSet, sets: [] });
    }
  }
  return { results, failed };
}
