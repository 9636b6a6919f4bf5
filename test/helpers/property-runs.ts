/**
 * How many random cases a fast-check property runs (docs/development.md, "Test knobs").
 *
 * A property test names its full count (`propertyRuns(20_000)`): the count it was written
 * with, run on demand. `npm test` runs a fraction of it, since every run draws a fresh seed
 * (the cases differ run to run, so coverage accumulates over runs) and fast-check's shrinking
 * does not depend on how many cases found the failure. Exhaustive grids (every piece, every
 * pair) stay exhaustive; only the random draws are counted here.
 *
 * `RAMPART_PROPERTY_RUNS`:
 * - unset or empty: `min(full, max(QUICK_FLOOR, ceil(full / QUICK_DIVISOR)))` — 20 000 → 2 000;
 * - `full`: the full count of every property (e.g. on a schedule, or before a release);
 * - a positive number `x`: `ceil(full × x)` (`0.5`, `2`, `10`: a tenth of a run up to ten
 *   full runs).
 * Anything else throws, naming the variable: a typo must not silently run the quick count.
 *
 * `RAMPART_PROPERTY_SEED` (an integer) replays one run: `test/helpers/property-setup.ts` gives
 * it to `fc.configureGlobal`, and fast-check prints the seed and path of any failure.
 */

/** The quick count is the full count divided by this… */
export const QUICK_DIVISOR = 10;
/** …but never fewer cases than this (nor more than the full count). */
export const QUICK_FLOOR = 500;

/**
 * The number of cases for a property whose full count is `full` (a positive integer), under
 * `env.RAMPART_PROPERTY_RUNS` (see the module comment).
 *
 * @throws Error naming `RAMPART_PROPERTY_RUNS` when it is neither empty, `full`, nor a positive number.
 */
export function propertyRuns(full: number, env: NodeJS.ProcessEnv = process.env): number {
  const knob = (env.RAMPART_PROPERTY_RUNS ?? "").trim();
  if (knob === "") return Math.min(full, Math.max(QUICK_FLOOR, Math.ceil(full / QUICK_DIVISOR)));
  if (knob === "full") return full;
  const x = Number(knob);
  if (!Number.isFinite(x) || x <= 0) throw new Error(`RAMPART_PROPERTY_RUNS must be "full" or a positive number, got ${JSON.stringify(knob)}`);
  return Math.max(1, Math.ceil(full * x));
}
