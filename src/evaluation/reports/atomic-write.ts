/** Report files are written atomically (temp + rename), so a CI step never reads half a report. */
import { RampartError, writeFileAtomic } from "../../core/index.js";

/**
 * Writes a report file.
 *
 * @throws RampartError `ERR_IO` naming the file when it cannot be written.
 */
export function writeReportFile(file: string, text: string): void {
  try {
    writeFileAtomic(file, text);
  } catch (cause) {
    throw new RampartError("ERR_IO", `cannot write ${file}: ${(cause as Error).message}`, { cause });
  }
}
