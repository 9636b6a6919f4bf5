/**
 * Global setup of the test run (vitest.config.ts `globalSetup`):
 * - writes the precomputed trigger analyses beside the sources (src/boundary/quick-atoms.json,
 *   git-ignored), as `npm run build` does beside dist, so each test file's first scan does not
 *   read the rule table's triggers again (0.3–1 s of CPU per file). The file carries the
 *   fingerprint of quick.ts; an edited quick.ts ignores it and reads the triggers itself.
 * - transpiles the sources into `.cli-test/` for the tests that spawn the CLI (cli-build.ts),
 *   with the same precomputed analyses beside its quick.js.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildCliForTests, CLI_BUILD_DIR } from "./cli-build.js";

export default async function setup(): Promise<void> {
  const quick = await import("../../src/boundary/quick.js");
  writeFileSync(new URL(`../../src/boundary/${quick.PRECOMPUTED_ANALYSES_FILE}`, import.meta.url), quick.precomputedAnalysesText());
  buildCliForTests();
  const built = (await import(pathToFileURL(join(CLI_BUILD_DIR, "boundary", "quick.js")).href)) as typeof quick;
  writeFileSync(join(CLI_BUILD_DIR, "boundary", built.PRECOMPUTED_ANALYSES_FILE), built.precomputedAnalysesText());
}
