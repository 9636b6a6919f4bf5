/**
 * Report files are written atomically, so a CI step never reads half a report: the text goes
 * to a temporary file in the SAME directory (same file system, so `rename(2)` is atomic on
 * POSIX), is flushed, then renamed over the target. A failure at any step removes the
 * temporary file and leaves an existing report untouched. Parent directories are never
 * created here: `checkOutputPaths` rejects a missing one before the run starts.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { RampartError } from "../../core/index.js";

/** The temporary name used for `file`: hidden, unique per process and call, ends in `.tmp`. */
export function tempPathFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

/**
 * Writes `text` (UTF-8) to `file` atomically.
 *
 * @throws RampartError `ERR_IO` naming the file when it cannot be written; the temporary file
 *   is removed and the previous content of `file` (if any) is kept.
 * @example writeReportFile("reports/eval.json", JSON.stringify(report))
 */
export function writeReportFile(file: string, text: string): void {
  const tmp = tempPathFor(file);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, "wx", 0o644); // exclusive: never follows a planted symlink
    writeSync(fd, text, null, "utf8");
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, file);
  } catch (cause) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // already failing; the unlink below is what matters
      }
    }
    try {
      unlinkSync(tmp);
    } catch {
      // never created, or already renamed
    }
    throw new RampartError("ERR_IO", `cannot write ${file}: ${(cause as Error).message}`, { cause });
  }
}
