/**
 * Tests that read the shared data folder. When it is absent they are skipped with a printed
 * reason; with `RAMPART_REQUIRE_DATA=1` (set by `.ci/run`) a missing folder fails instead.
 */
import { existsSync } from "node:fs";
import { describe } from "vitest";
import { dataDirCandidate } from "../../src/core/paths.js";

/** The data folder, or `null` when absent (and not required). */
export function dataDirOrNull(): string | null {
  const dir = dataDirCandidate();
  if (existsSync(dir)) return dir;
  if (process.env.RAMPART_REQUIRE_DATA === "1") {
    throw new Error(`RAMPART_REQUIRE_DATA=1 but the data folder is missing: ${dir}`);
  }
  return null;
}

/** `describe` that runs only when the data folder exists; prints why it skipped otherwise. */
export function describeWithData(name: string, fn: (dataDir: string) => void): void {
  const dir = dataDirOrNull();
  if (dir === null) {
    console.warn(`[skip] ${name}: shared data folder not found (set RAMPART_DATA or place ../shared/data)`);
    describe.skip(name, () => fn(""));
    return;
  }
  describe(name, () => fn(dir));
}
