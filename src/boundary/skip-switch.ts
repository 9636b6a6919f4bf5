/**
 * The switch of the scanner's speed-only skips (issue 20, speed): the syllable-squeezed gate of
 * the fast pass (`syllable-gap.ts`) and the full scan's per-detector verdicts read it. Each
 * skip drops only work that provably yields nothing, so turning them off must give the same
 * findings: `test/boundary/skip-equivalence.test.ts` scans every text both ways and compares
 * them. Not a setting: only that test turns it off.
 */
export const SKIPPING = { on: true };
