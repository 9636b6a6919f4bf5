/**
 * Where things live: the package root (bundled corpus, golden set, baselines) and the
 * shared data folder (DESIGN.md "Data": `--data DIR`, else `$RAMPART_DATA`, else
 * `../shared/data` beside the repository).
 */
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { RampartError } from "./errors.js";

/** The package root: `src/core/paths.ts` and `dist/core/paths.js` both sit two levels down. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

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

/**
 * Resolves the shared data folder and checks it exists.
 *
 * @throws RampartError `ERR_DATA_MISSING` naming the path tried and how to set it.
 */
export function resolveDataDir(flag?: string): string {
  const dir = dataDirCandidate(flag);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new RampartError(
      "ERR_DATA_MISSING",
      `data folder not found: ${dir} (pass --data DIR or set RAMPART_DATA)`,
      { details: { path: dir } },
    );
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
