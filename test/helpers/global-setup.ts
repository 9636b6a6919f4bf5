/**
 * Global setup of the test run (vitest.config.ts `globalSetup`): writes the precomputed
 * trigger analyses beside the sources (src/boundary/quick-atoms.json, git-ignored), as
 * `npm run build` does beside dist, so each test file's first scan does not read the rule
 * table's triggers again (0.3–1 s of CPU per file). The file carries the fingerprint of
 * quick.ts; an edited quick.ts ignores it and reads the triggers itself.
 */
import { writeFileSync } from "node:fs";

export default async function setup(): Promise<void> {
  const quick = await import("../../src/boundary/quick.js");
  writeFileSync(new URL(`../../src/boundary/${quick.PRECOMPUTED_ANALYSES_FILE}`, import.meta.url), quick.precomputedAnalysesText());
}
