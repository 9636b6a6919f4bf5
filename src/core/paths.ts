/**
 * Where things live: the package root (bundled corpus, golden set, baselines) and the
 * shared data folder (DESIGN.md "Data": `--data DIR`, else `$RAMPART_DATA`, else
 * `../shared/data` beside the repository).
 */
import { existsSync, fstatSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CONFIG_FILE_NAME } from "./config/file-name.js";
import { RampartError } from "./errors.js";

/**
 * The package root: the nearest folder above this module that holds a package.json. The
 * sources sit in `src/core/`, the built package's shared code in a bundle chunk
 * (`dist/chunks/`, `scripts/bundle.js`), the tests' CLI build in `.cli-test/core/`; none of
 * those folders holds a package.json, so no fixed depth is assumed.
 */
export const PACKAGE_ROOT = packageRootAbove(dirname(fileURLToPath(import.meta.url)));

function packageRootAbove(dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, "package.json"))) return at;
    if (dirname(at) === at) return resolve(dir, "..", "..");
  }
}

/** Absolute path of a file shipped with the package (`corpus/`, `golden.yaml`, `baselines/`). */
export function packagePath(...parts: string[]): string {
  return resolve(PACKAGE_ROOT, ...parts);
}

/** The data folder to use, whether or not it exists: flag, then `$RAMPART_DATA`, then `../shared/data`. */
export function dataDirCandidate(flag?: string): string {
  if (flag) return resolve(flag);
  const env = process.env.RAMPART_DATA;
  if (env) return resolve(env);
  return resolve(PACKAGE_ROOT, "..", "shared", "data");
}

/** Where the data folder path came from, as a message names it. */
function dataDirSource(flag?: string): string {
  if (flag) return `--data ${flag}`;
  if (process.env.RAMPART_DATA) return `RAMPART_DATA=${process.env.RAMPART_DATA}`;
  return "the default ../shared/data beside the package";
}

/**
 * Resolves the shared data folder and checks it is an existing folder. The message names
 * where the path came from (`--data`, the `RAMPART_DATA` environment variable, or the
 * default), so a stale variable is not mistaken for a bad flag.
 *
 * @throws RampartError `ERR_DATA_MISSING` naming the path tried, its source and how to set
 *   it, when it does not exist; `ERR_BAD_INPUT` when it exists but is not a folder (a file).
 */
export function resolveDataDir(flag?: string): string {
  const dir = dataDirCandidate(flag);
  const source = dataDirSource(flag);
  let st: ReturnType<typeof statSync> | undefined;
  try {
    st = statSync(dir);
  } catch {
    st = undefined;
  }
  if (st === undefined) {
    throw new RampartError(
      "ERR_DATA_MISSING",
      `data folder not found: ${dir} (from ${source}; ${flag || !process.env.RAMPART_DATA ? "pass --data DIR or set RAMPART_DATA" : "fix or unset RAMPART_DATA, or pass --data DIR"})`,
      { details: { path: dir } },
    );
  }
  if (!st.isDirectory()) {
    throw new RampartError("ERR_BAD_INPUT", `data folder ${dir} (from ${source}) is not a folder; pass the shared data folder itself`, {
      details: { path: dir },
    });
  }
  return dir;
}

/**
 * A file inside the data folder.
 *
 * @throws RampartError `ERR_DATA_MISSING` when the file is absent.
 */
export function dataFile(dataDir: string, ...parts: string[]): string {
  const file = resolve(dataDir, ...parts);
  if (!existsSync(file)) {
    throw new RampartError("ERR_DATA_MISSING", `data file not found: ${file}`, { details: { path: file } });
  }
  return file;
}

/** A path the user named on the command line, with the flag that named it (for messages). */
export interface FlaggedPath {
  /** The flag or argument name as the user typed it (`--jsonl`, `--out`, `<file>`). */
  readonly flag: string;
  /** The path as given (relative to the working directory). `-` (stdin/stdout) is never a file. */
  readonly path: string;
  /** Read by every run without a flag naming it (`implicitReads`). */
  readonly implicit?: boolean;
}

/**
 * Whether two paths name the same regular file: the same device and inode when both exist
 * (so symlinks, `./x` vs `x` and hard links all match), else the same absolute path. Two
 * character devices or pipes (`/dev/stdin` and `/dev/stdout` on one terminal share an inode)
 * are not "the same file": only a regular file can be truncated under its reader.
 */
export function sameFile(a: string, b: string): boolean {
  const sa = statOrUndefined(a);
  const sb = statOrUndefined(b);
  if (sa && sb) return sa.isFile() && sb.isFile() && sa.dev === sb.dev && sa.ino === sb.ino;
  return resolve(a) === resolve(b);
}

function statOrUndefined(p: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

/**
 * Files a command reads without a flag naming them: the default config (`rampart.config.yaml`
 * in the working directory, loaded when `--config` is absent) and the committed baselines
 * (`baselines/*.json`). An output path must not name them either (a new user's
 * `--out rampart.config.yaml` replaced the config, `--json baselines/retrieval.json` the
 * baseline).
 */
export function implicitReads(cwd: string = process.cwd()): FlaggedPath[] {
  const reads: FlaggedPath[] = [];
  const config = resolve(cwd, CONFIG_FILE_NAME);
  if (existsSync(config)) reads.push({ flag: "the default config", path: config, implicit: true });
  const dir = packagePath("baselines");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {
    // no baselines folder: nothing to protect
  }
  for (const n of names) reads.push({ flag: "the committed baseline", path: resolve(dir, n), implicit: true });
  return reads;
}

/**
 * Refuses an output that names one of the command's inputs — the one rule every command with
 * an input and an output file follows (`scan`, `gate`, `eval`, `start`). It must run before
 * anything is opened for writing: opening the output truncates it, so the input would be read
 * as empty and the run would "pass" on data it never saw. `-` (stdin / stdout) is skipped.
 *
 * @throws RampartError `ERR_BAD_INPUT` (exit 2) naming both flags and the output path;
 *   `details` `{ flag, path, inputFlag, inputPath }`.
 * @example refuseOutputOverInput([{ flag: "--out", path: "rows.jsonl" }], [{ flag: "--jsonl", path: "./rows.jsonl" }]) // throws
 */
export function refuseOutputOverInput(outputs: readonly FlaggedPath[], inputs: readonly FlaggedPath[]): void {
  const all = [...inputs, ...implicitReads()];
  for (const o of outputs) {
    if (o.path === "-" || o.path.trim() === "") continue;
    for (const i of all) {
      if (i.path === "-" || i.path.trim() === "" || !sameFile(o.path, i.path)) continue;
      throw new RampartError(
        "ERR_BAD_INPUT",
        `${o.flag} ${o.path}: names the same file as ${i.flag} ${i.path}, which ${i.implicit ? "Rampart reads" : "this run reads"}; writing it would destroy that input (choose another ${o.flag} path)`,
        { details: { flag: o.flag, path: o.path, inputFlag: i.flag, inputPath: i.path } },
      );
    }
  }
}

/**
 * Refuses an output file that is the regular file stdin was redirected from
 * (`rampart scan --jsonl - --out rows.jsonl < rows.jsonl`): the shell opened it for reading,
 * and opening the output would truncate it under the reader, so the run would "pass" on an
 * empty input. A pipe or a terminal on stdin is never such a file.
 *
 * @param stdinFlag how the input was named (`--jsonl -`), for the message.
 * @throws RampartError `ERR_BAD_INPUT` (exit 2) naming the output path.
 */
export function refuseOutputOverStdin(output: FlaggedPath, stdinFlag: string): void {
  if (output.path === "-" || output.path.trim() === "") return;
  let stdin: ReturnType<typeof fstatSync>;
  try {
    stdin = fstatSync(0);
  } catch {
    return; // no stdin at all: nothing to truncate
  }
  const out = statOrUndefined(output.path);
  if (!stdin.isFile() || !out?.isFile() || stdin.dev !== out.dev || stdin.ino !== out.ino) return;
  throw new RampartError(
    "ERR_BAD_INPUT",
    `${output.flag} ${output.path}: names the file ${stdinFlag} reads (stdin is redirected from it); writing it would destroy that input (choose another ${output.flag} path)`,
    { details: { flag: output.flag, path: output.path, inputFlag: stdinFlag, inputPath: "-" } },
  );
}

/** Quotes a path for a copy-pasteable shell hint (single quotes unless it is plain). */
export function shellQuote(p: string): string {
  return /^[\w./-]+$/.test(p) ? p : `'${p.replace(/'/g, "'\\''")}'`;
}

/**
 * The one wording, for every command, of an output path whose folder is missing:
 * `folder DIR does not exist; create it first (mkdir -p DIR)`. Callers prefix the flag and
 * path (`--out x/y.jsonl: …`). Rampart never creates a folder the user named: a typo must
 * not become a new tree.
 */
export function missingFolderMessage(folder: string): string {
  return `folder ${folder} does not exist; create it first (mkdir -p ${shellQuote(folder)})`;
}

/** What a non-regular file is, for messages: "a FIFO (named pipe)", "a socket", "a device", "a folder". */
export function specialFileKind(st: import("node:fs").Stats): string {
  if (st.isFIFO()) return "a FIFO (named pipe)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isDirectory()) return "a folder";
  return "not a regular file";
}

/**
 * Requires `path` to be a regular file, checked with `stat` before it is opened: opening a
 * FIFO with no writer blocks forever, and a device can be endless, so neither is read.
 *
 * @param what what the file is for, in messages ("--jsonl input", "config file").
 * @throws RampartError `code` (default `ERR_IO`) naming the path and its kind; `cause` is the
 *   system error when `stat` fails (e.g. `ENOENT`).
 */
export function requireRegularFile(path: string, what: string, code: "ERR_IO" | "ERR_CONFIG" = "ERR_IO"): import("node:fs").Stats {
  let st: import("node:fs").Stats;
  try {
    st = statSync(path);
  } catch (cause) {
    throw new RampartError(code, `cannot read ${what} ${path}: ${(cause as Error).message}`, { cause, details: { path } });
  }
  if (!st.isFile()) {
    throw new RampartError(code, `cannot read ${what} ${path}: it is ${specialFileKind(st)}, expected a regular file`, { details: { path } });
  }
  return st;
}
