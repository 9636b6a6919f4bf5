/**
 * `--json FILE`: the full report, written atomically (temp file + rename) so a CI step never
 * reads half a report. The file is the `EvaluationReport` itself (schemaVersion 1): `summary`
 * { total, passed, failed, blocked, errors }, `axes`, `items` (id, axis, status, reasons,
 * latencyMs, masked answer, findings, checks …), `retrieval` { golden?, korquad? },
 * `baseline`, `notes`, `errors` and `exitCode`. Each item also carries `verdict`, the same
 * value as `status` under the name issue 2 gives it, so consumers of either name agree.
 */
import type { EvaluationReport } from "../report.js";
import { writeReportFile } from "./atomic-write.js";

/**
 * Writes the report as pretty JSON (UTF-8, Korean kept as is, not `\uXXXX`).
 *
 * @throws RampartError `ERR_IO` when the file cannot be written.
 */
export function writeJsonReport(path: string, report: EvaluationReport): void {
  const items = report.items.map(({ id, axis, ...rest }) => ({ id, axis, verdict: rest.status, ...rest }));
  writeReportFile(path, JSON.stringify({ ...report, items }, null, 2) + "\n");
}
