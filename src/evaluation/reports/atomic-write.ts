/**
 * Report files are written atomically, by the one helper every writer uses
 * (`writeFileAtomic` in `src/core/atomic-write.ts`: a temporary file in the same folder,
 * flushed, renamed over the target; on failure the temporary file is removed and an existing
 * report is untouched). Parent folders are never created for a report: `checkOutputPaths`
 * rejects a missing one before the run starts.
 */
import { tempPathFor, writeFileAtomic } from "../../core/index.js";

export { tempPathFor };

/**
 * Writes `text` (UTF-8) to the report `file` atomically, never creating its folder.
 *
 * @throws RampartError `ERR_IO` naming the file when it cannot be written; the temporary file
 *   is removed and the previous content of `file` (if any) is kept.
 * @example writeReportFile("reports/eval.json", JSON.stringify(report))
 */
export function writeReportFile(file: string, text: string): void {
  writeFileAtomic(file, text, { createFolder: false });
}
