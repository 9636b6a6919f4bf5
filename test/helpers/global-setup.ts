/**
 * Global setup of the test run (vitest.config.ts `globalSetup`):
 * - writes the precomputed trigger analyses beside the sources (src/boundary/quick-atoms.json,
 *   git-ignored), as `npm run build` does beside dist, so each test file's first scan does not
 *   read the rule table's triggers again (0.3–1 s of CPU per file). The file carries the
 *   fingerprint of quick.ts; an edited quick.ts ignores it and reads the triggers itself.
 * - transpiles the sources into `.cli-test/` for the tests that spawn the CLI (cli-build.ts),
 *   with the same analyses beside its quick.js. The transpiled quick.js reads the same rule
 *   table, so the analyses are computed once and written there under its own fingerprint.
 *
 * vitest calls a global setup once per project (vitest.config.ts has two, plus the root); the
 * work is done on the first call of the process and the later calls wait for it.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildCliForTests, CLI_BUILD_DIR } from "./cli-build.js";

async function prepare(): Promise<void> {
  const quick = await import("../../src/boundary/quick.js");
  const text = (await import("../../src/boundary/quick-default.js")).precomputedAnalysesText();
  writeFileSync(new URL(`../../src/boundary/${quick.PRECOMPUTED_ANALYSES_FILE}`, import.meta.url), text);
  await buildCliForTests();
  const built = (await import(pathToFileURL(join(CLI_BUILD_DIR, "boundary", "quick.js")).href)) as typeof quick;
  const { triggers } = JSON.parse(text) as { triggers: unknown };
  writeFileSync(join(CLI_BUILD_DIR, "boundary", built.PRECOMPUTED_ANALYSES_FILE), `${JSON.stringify({ fingerprint: built.analysesFingerprint(), triggers })}\n`);
}

const ONCE = Symbol.for("rampart.test.global-setup");

export default async function setup(): Promise<void> {
  const g = globalThis as { [ONCE]?: Promise<void> };
  g[ONCE] ??= prepare();
  await g[ONCE];
}
