/**
 * The ROT13 / reversed-text locate step of `detector.decoded` (issue 20, growth): `unitAround`
 * bounds its searches by the unit size, so the units it returns are those of the unbounded
 * searches (checked against them as an oracle on generated texts) and the code units it reads
 * per unit do not grow with the text (counted, not timed: on one long line the unbounded
 * searches read back to the text's start and on to its end for every unit, quadratic).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transformedUnits, unitAround, type Decoded, type UnitWork } from "../../src/boundary/detectors/decode.js";
import { propertyRuns } from "../helpers/property-runs.js";

const MAX_UNIT = 2_000;

/** The unbounded search the detector used before (the oracle). */
function unitAroundUnbounded(text: string, at: number, floor: number): [number, number] {
  let s = text.lastIndexOf("\n\n", at);
  s = s < 0 ? 0 : s + 2;
  let e = text.indexOf("\n\n", at);
  if (e < 0) e = text.length;
  if (e - s > MAX_UNIT) {
    s = text.lastIndexOf("\n", at) + 1;
    e = text.indexOf("\n", at);
    if (e < 0) e = text.length;
  }
  s = Math.max(s, floor);
  if (e - s > MAX_UNIT) {
    s = Math.max(s, at - MAX_UNIT / 4);
    e = Math.min(e, s + MAX_UNIT);
  }
  return [s, e];
}

/** Texts of lines and paragraphs around the unit size: runs of `x`, line breaks, blank lines. */
const piece = fc.oneof(
  fc.constantFrom("\n", "\n\n", "\n\n\n", "a", " "),
  fc.integer({ min: 1, max: 2_600 }).map((k) => "x".repeat(k)),
);
const text = fc.array(piece, { minLength: 1, maxLength: 12 }).map((ps) => ps.join(""));

describe("unitAround", () => {
  it("returns the units of the unbounded searches", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, f) => {
        const at = a % t.length;
        const floor = f % (at + 1);
        expect(unitAround(t, at, floor)).toEqual(unitAroundUnbounded(t, at, floor));
      }),
      { numRuns: propertyRuns(3_000) },
    );
  });

  it("reads a bounded number of code units per stem, whatever the text's length", () => {
    // ROT13 words (`ignore all` rotated) on one line without a break: a stem every few
    // characters, each unit cut to the window, so a unit is located every `MAX_UNIT` units.
    const run = (n: number) => "vtaber nyy ".repeat(Math.ceil(n / 11)).slice(0, n);
    const perUnit = (n: number) => {
      const work: UnitWork = { units: 0 };
      const out: Decoded[] = [];
      transformedUnits(run(n), out, work);
      expect(out.length).toBeGreaterThan(n / (2 * MAX_UNIT));
      return { units: work.units, perCall: work.units / out.length };
    };
    const small = perUnit(100_000);
    const large = perUnit(1_600_000);
    // Linear: 16× the text, at most ~16× the reads (the unbounded search read ~256×).
    expect(large.units / small.units).toBeLessThan(20);
    expect(large.perCall).toBeLessThanOrEqual(4 * (MAX_UNIT + 3));
  });
});
