/**
 * Reading a regex source's syntax, shared by the fast pass (`topAlternatives` in quick.ts) and
 * the trigger cutter (trigger-pieces.ts): which characters are syntax (outside escapes and
 * character classes), and the alternatives between cut points.
 */

/**
 * Calls `visit(c, i)` for each character of `source` that is syntax — not escaped (`\x`) and
 * not inside a character class (`[…]`, whose brackets are not visited either). Linear.
 *
 * @returns false when a character class is left open (the source is not well formed as read here).
 */
export function walkSyntax(source: string, visit: (c: string, i: number) => void): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else visit(c, i);
  }
  return !inClass;
}

/**
 * The pieces of `s` between `from` and `to`, cut at each of `cuts` (the cut character dropped).
 *
 * @example
 * cutAt("a|b|c", 0, 5, [1, 3]); // ["a", "b", "c"]
 */
export function cutAt(s: string, from: number, to: number, cuts: readonly number[]): string[] {
  const out: string[] = [];
  let at = from;
  for (const cut of [...cuts, to]) {
    out.push(s.slice(at, cut));
    at = cut + 1;
  }
  return out;
}
