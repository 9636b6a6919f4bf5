/**
 * Which configuration a demo command loads. The bundled corpus plants an internal code name
 * and a system prompt whose leaks the output gate must catch; they live in the package's own
 * `rampart.config.yaml`. So when the bundled corpus is served and no config is given or found
 * in the working folder, that file is used — otherwise a consumer running the demo from an
 * installed package would get built-in defaults and a guarded server that leaks the code name.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { CONFIG_FILE_NAME, packagePath } from "../core/index.js";
import { isQuietRun } from "./quiet.js";

/**
 * The `--config` value to load: the explicit one, else `./rampart.config.yaml` when present
 * (`undefined` lets `loadConfig` find it), else — only for the bundled corpus — the package's.
 * When a local file replaces the bundled demo config for the bundled corpus, says so in one
 * line on stderr (unless the run is quiet): the bundled golden set expects the bundled config's
 * code names, and a new user's own config made `start` fail without saying why (issue 22).
 */
export function demoConfigPath(explicit: string | undefined, bundledCorpus: boolean): string | undefined {
  if (explicit !== undefined) return explicit;
  const local = resolve(CONFIG_FILE_NAME);
  if (existsSync(local)) {
    if (bundledCorpus && !isQuietRun()) {
      const bundled = packagePath(CONFIG_FILE_NAME);
      process.stderr.write(`note: using ${local} instead of the bundled demo config, which the bundled golden set is written for (--config ${bundled} uses it)\n`);
    }
    return undefined;
  }
  return bundledCorpus ? packagePath(CONFIG_FILE_NAME) : undefined;
}
