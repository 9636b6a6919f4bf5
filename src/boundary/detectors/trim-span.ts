/**
 * The span a sentence-level detector wraps, without the whitespace at its edges: a wrapped
 * run starts and ends on text, so adjacent findings do not swallow the line breaks between
 * them. Shared by the detectors that map a sentence of the shadow back to the original.
 */

const isSpace = (c: string): boolean => /\s/.test(c);

/**
 * `[start, end)` of `original` trimmed of leading and trailing whitespace.
 *
 * @returns the trimmed bounds, or `null` when nothing but whitespace is left.
 * @example trimSpan("  a b \n", 0, 7) // → { start: 2, end: 5 }
 */
export function trimSpan(original: string, start: number, end: number): { start: number; end: number } | null {
  let s = start;
  let e = end;
  while (s < e && isSpace(original.charAt(s))) s++;
  while (e > s && isSpace(original.charAt(e - 1))) e--;
  return e > s ? { start: s, end: e } : null;
}
