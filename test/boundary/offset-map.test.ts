/**
 * `OffsetMap` lookups against a reference: the segment holding a derived offset is the last
 * one starting at or before it. The map searches from the segment of its last lookup
 * (galloping forward, or from the start when the offset lies before it), so random lookup
 * orders — forward runs, jumps back, repeats — must give what a plain search gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OffsetMap } from "../../src/boundary/offset-map.js";
import { propertyRuns } from "../helpers/property-runs.js";

/** Segments as `push` takes them: derived starts non-decreasing (equal ones allowed). */
const segments = fc.array(fc.record({ step: fc.integer({ min: 0, max: 4 }), width: fc.integer({ min: 0, max: 5 }), exact: fc.boolean() }), { minLength: 1, maxLength: 60 });

describe("OffsetMap", () => {
  it("maps every lookup like a linear search, in any lookup order", () => {
    fc.assert(
      fc.property(segments, fc.array(fc.nat(), { maxLength: 80 }), (segs, probes) => {
        const map = new OffsetMap();
        const rows: { at: number; from: number; to: number; exact: boolean }[] = [];
        let at = 0;
        let from = 0;
        for (const s of segs) {
          at += s.step;
          const row = { at, from, to: from + s.width, exact: s.exact };
          map.push(row.at, row.from, row.to, row.exact);
          // The reference keeps what `push` keeps: an exact segment continuing the last exact one is the same line.
          const last = rows[rows.length - 1];
          if (!(row.exact && last?.exact && row.from - last.from === row.at - last.at)) rows.push(row);
          from += s.width;
        }
        const length = at + 5;
        for (const p of probes) {
          const s = p % length;
          let i = 0;
          for (let k = 0; k < rows.length; k++) if ((rows[k] as { at: number }).at <= s) i = k;
          const r = rows[i] as { at: number; from: number; to: number; exact: boolean };
          expect(map.startOf(s)).toBe(r.exact ? r.from + (s - r.at) : r.from);
          expect(map.endOf(s)).toBe(r.exact ? r.from + (s - r.at) + 1 : r.to);
        }
      }),
      { numRuns: propertyRuns(5_000) },
    );
  });
});
