/**
 * A piecewise map from a derived text (a fold, a shadow) back to offsets in the text it was
 * derived from. Segment `i` covers derived `[at[i], at[i+1])`; an exact segment maps one code
 * unit to one from `from[i]` on, any other maps as a whole onto `[from[i], to[i])`. Offsets are
 * UTF-16 code units (DESIGN.md "Offsets").
 *
 * An exact segment that continues the previous exact one (both offsets advanced alike) is not
 * stored: it is the same line. Text with a one-to-one fold after every other character (an em
 * dash after each syllable) then costs one segment, not one per fold — the breaker's 10 MB
 * such input held 1.9 GB of map entries and parts before.
 */
export class OffsetMap {
  private readonly at: number[] = [];
  private readonly from: number[] = [];
  private readonly to: number[] = [];
  private readonly exact: boolean[] = [];

  /**
   * Appends a segment: derived offset `at` (non-decreasing across calls) comes from source
   * `[from, to)`, one-to-one when `exact`.
   */
  push(at: number, from: number, to: number, exact: boolean): void {
    const last = this.at.length - 1;
    if (exact && last >= 0 && this.exact[last] === true && from - (this.from[last] as number) === at - (this.at[last] as number)) return;
    this.at.push(at);
    this.from.push(from);
    this.to.push(to);
    this.exact.push(exact);
  }

  /** Stored segments (after merging). */
  get segments(): number {
    return this.at.length;
  }

  /** Index of the segment holding derived offset `s` (0 ≤ s < derived length). */
  private find(s: number): number {
    let lo = 0;
    let hi = this.at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.at[mid] as number) <= s) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Source start of the derived code unit at `s`. */
  startOf(s: number): number {
    const i = this.find(s);
    return this.exact[i] ? (this.from[i] as number) + (s - (this.at[i] as number)) : (this.from[i] as number);
  }

  /** Source end (exclusive) of the derived code unit at `s`. */
  endOf(s: number): number {
    const i = this.find(s);
    return this.exact[i] ? (this.from[i] as number) + (s - (this.at[i] as number)) + 1 : (this.to[i] as number);
  }
}
