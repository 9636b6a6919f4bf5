/**
 * Code regions of a text — fenced blocks (```` ``` ````, `~~~`, CommonMark §4.5) and
 * `<pre>`/`<code>` elements — where a document shows a format instead of using it. The
 * structural detectors read a shape inside one as documentation unless something else in the
 * region gives it away (an approval flag, a directive). Linear: one pass over the lines, one
 * regex pass for the HTML elements.
 */

/** Code regions as sorted, disjoint `[start, end)` pairs of UTF-16 offsets. */
export type Regions = readonly (readonly [number, number])[];

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
const HTML_CODE_TAG = /<(\/?)(pre|code)\b[^<>]{0,200}>/gi;

/** The code regions of `text`. An unclosed fence runs to the end of the text. */
export function codeRegions(text: string): Regions {
  const out: [number, number][] = [];
  let open = -1;
  let marker = "";
  let at = 0;
  while (at <= text.length) {
    let nl = text.indexOf("\n", at);
    if (nl < 0) nl = text.length;
    const m = FENCE.exec(text.slice(at, Math.min(nl, at + 16)));
    if (m) {
      const fence = m[1] as string;
      if (open < 0) {
        open = at;
        marker = fence;
      } else if (fence.charAt(0) === marker.charAt(0) && fence.length >= marker.length) {
        out.push([open, nl]);
        open = -1;
      }
    }
    at = nl + 1;
  }
  if (open >= 0) out.push([open, text.length]);
  // `<pre>`/`<code>` elements: each open tag paired with the next close tag of its name.
  HTML_CODE_TAG.lastIndex = 0;
  const opened = new Map<string, number>();
  for (let m = HTML_CODE_TAG.exec(text); m !== null; m = HTML_CODE_TAG.exec(text)) {
    const name = (m[2] as string).toLowerCase();
    if (m[1] === "") {
      if (!opened.has(name)) opened.set(name, m.index);
    } else if (opened.has(name)) {
      out.push([opened.get(name) as number, m.index + m[0].length]);
      opened.delete(name);
    }
  }
  out.sort((a, b) => a[0] - b[0]);
  // Disjoint: a region inside another is dropped, overlapping ones are joined.
  const merged: [number, number][] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The region holding offset `at`, or null (binary search). */
export function regionAt(regions: Regions, at: number): readonly [number, number] | null {
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = regions[mid] as readonly [number, number];
    if (at < r[0]) hi = mid - 1;
    else if (at >= r[1]) lo = mid + 1;
    else return r;
  }
  return null;
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const CODE_FENCE_PATTERNS: readonly RegExp[] = [FENCE, HTML_CODE_TAG];
