/**
 * Setup file of every test file (vitest.config.ts `setupFiles`): `RAMPART_PROPERTY_SEED`, an
 * integer, fixes fast-check's seed for every property of the run, to replay a failure fast-check
 * reported (it prints the seed); unset, each run draws its own. The run counts are
 * `propertyRuns` (property-runs.ts).
 */
import fc from "fast-check";

const seed = (process.env.RAMPART_PROPERTY_SEED ?? "").trim();
if (seed !== "") {
  if (!/^-?\d+$/.test(seed)) throw new Error(`RAMPART_PROPERTY_SEED must be an integer, got ${JSON.stringify(seed)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) });
}
