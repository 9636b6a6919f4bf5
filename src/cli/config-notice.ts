/**
 * Which configuration a CLI run used, said once on stderr (new-user finding F9: run from
 * another folder, `loadConfig` fell back to built-in defaults without a word). stdout is
 * never touched, so JSON and JSONL output stay machine-readable.
 */
import { loadConfig, resolveDataDir, type LoadedConfig } from "../core/index.js";
import { isQuietRun } from "./quiet.js";

let announced = false;

/** Forgets that the notice was printed (`main` calls this at the start of every run). */
export function resetConfigNotice(): void {
  announced = false;
}

/**
 * The notice line for a loaded configuration: `config: <absolute path>` or, when no file
 * was found, `config: no rampart.config.yaml found in <folder>; using built-in defaults`.
 */
export function configNotice(loaded: Pick<LoadedConfig, "path" | "baseDir">): string {
  return loaded.path === null
    ? `config: no rampart.config.yaml found in ${loaded.baseDir}; using built-in defaults\n`
    : `config: ${loaded.path}\n`;
}

/**
 * `loadConfig(file)` for a CLI command, then the notice on stderr — once per run, however
 * many times a command loads the configuration.
 *
 * @param file the `--config` value (absent: `./rampart.config.yaml`, else built-in defaults).
 * @param quiet true under `--quiet`: the notice is left out like the progress bar.
 * @throws RampartError `ERR_CONFIG` as `loadConfig` does (missing explicit file, bad YAML, bad key).
 */
export function loadCliConfig(file: string | undefined, quiet = false): LoadedConfig {
  const loaded = loadConfig(file);
  if (!announced && !quiet && !isQuietRun()) process.stderr.write(configNotice(loaded));
  announced = true;
  return loaded;
}

/**
 * `resolveDataDir(flag)` for a CLI command, then `data: <folder>` on stderr under the config
 * line, so every command that reads the shared data says which folder it used (and a bad
 * `--data` fails after the config line, the same way in every command).
 *
 * @throws RampartError `ERR_DATA_MISSING` / `ERR_BAD_INPUT` as `resolveDataDir` does.
 */
export function resolveCliDataDir(flag: string | undefined, quiet = false): string {
  const dir = resolveDataDir(flag);
  if (!quiet && !isQuietRun()) process.stderr.write(`data: ${dir}\n`);
  return dir;
}
