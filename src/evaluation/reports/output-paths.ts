/**
 * Pre-flight check of every output path of a run (`--json`, `--junit`, `--html`,
 * `--history`), done BEFORE the first question is asked: a report that cannot be written
 * must not cost a full run (and its judge budget) and then fail at the end. Each path must
 * name a file (not a directory) whose parent directory exists and accepts a new file — probed
 * by really creating and removing a temporary file there, because `access(2)` says "writable"
 * to root even on a read-only mount. Two outputs naming the same file are rejected too (the
 * second would overwrite the first).
 */
import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { RampartError, missingFolderMessage, refuseOutputOverInput } from "../../core/index.js";
import { tempPathFor } from "./atomic-write.js";

/** One output: the flag that named it (for the message) and the path as given. */
export interface OutputPath {
  flag: string;
  path: string;
  /** Create a missing parent directory instead of rejecting it (the default history folder `.rampart/`). */
  createParent?: boolean;
}

function bad(o: OutputPath, why: string): RampartError {
  return new RampartError("ERR_BAD_INPUT", `${o.flag} ${o.path}: ${why}`, { details: { flag: o.flag, path: o.path } });
}


function statOrNull(p: string): ReturnType<typeof statSync> | null {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

/**
 * Checks one output path.
 *
 * @throws RampartError `ERR_BAD_INPUT` when the path is empty or `-`, is a directory, its parent is
 *   missing (`missingFolderMessage`: `folder DIR does not exist; create it first (mkdir -p DIR)`) or not a directory, or no file
 *   can be created there (read-only, no permission).
 */
export function checkOutputPath(o: OutputPath): void {
  if (o.path.trim() === "") throw bad(o, "empty path");
  // `-` means stdin/stdout to the input flags; as a report file it would be a file named `-`.
  if (o.path === "-") throw bad(o, "reports are written to a file, not to stdout ('-'): give a file path");
  const abs = resolve(o.path);
  const existing = statOrNull(abs);
  if (existing?.isDirectory()) throw bad(o, "is a directory, expected a file path");
  if (existing && !existing.isFile()) throw bad(o, "exists and is not a regular file");
  if (existing) {
    try {
      closeSync(openSync(abs, "r+")); // opens for writing without truncating
    } catch (e) {
      throw bad(o, `exists and is not writable (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  }
  const parent = dirname(abs);
  const p = statOrNull(parent);
  if (!p) {
    if (!o.createParent) throw bad(o, missingFolderMessage(parent));
    try {
      // Only the default history folder is created; a folder the user names must exist.
      mkdirSync(parent, { recursive: true });
    } catch (e) {
      throw bad(o, `cannot create parent directory ${parent} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  } else if (!p.isDirectory()) throw bad(o, `parent ${parent} is not a directory`);
  const probe = tempPathFor(abs);
  try {
    closeSync(openSync(probe, "wx", 0o600));
  } catch (e) {
    throw bad(o, `not writable (${(e as NodeJS.ErrnoException).code ?? (e as Error).message} creating a file in ${parent})`);
  }
  try {
    unlinkSync(probe);
  } catch {
    // created a moment ago; nothing useful to do if it vanished
  }
}

/**
 * Checks every output path of a run; the first problem throws.
 *
 * @throws RampartError `ERR_BAD_INPUT` as `checkOutputPath`, when two flags name the same file,
 *   or when one names the default config or a committed baseline.
 * @example checkOutputPaths([{ flag: "--json", path: "reports/eval.json" }, { flag: "--html", path: "reports/eval.html" }])
 */
export function checkOutputPaths(outputs: readonly OutputPath[]): void {
  // No report replaces the default config or a committed baseline (`implicitReads`).
  refuseOutputOverInput(outputs, []);
  const seen = new Map<string, string>();
  for (const o of outputs) {
    const abs = resolve(o.path);
    const other = seen.get(abs);
    if (other) throw bad(o, `the same file as ${other}`);
    seen.set(abs, o.flag);
    checkOutputPath(o);
  }
}
