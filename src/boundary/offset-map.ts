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

  /** Segment the last lookup found: lookups mostly move forward (matches come in order). */
  private last = 0;

  /**
   * Index of the segment holding derived offset `s` (0 ≤ s < derived length). A galloping
   * search from the last lookup's segment (from 0 when `s` lies before it): O(1 + log d)
   * for a lookup `d` segments ahead, so a rule's matches, looked up in order, cost time
   * linear in the matches plus the segments (a binary search per lookup cost log of the
   * whole map each; issue 3, growth).
   */
  private find(s: number): number {
    const at = this.at;
    const n = at.length;
    let lo = this.last;
    if (lo >= n || (at[lo] as number) > s) lo = 0;
    // Gallop: at[lo] ≤ s (or lo = 0); widen until at[hi] > s or the end.
    let step = 1;
    let hi = lo + 1;
    while (hi < n && (at[hi] as number) <= s) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    hi = Math.min(hi, n) - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((at[mid] as number) <= s) lo = mid;
      else hi = mid - 1;
    }
    this.last = lo;
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
