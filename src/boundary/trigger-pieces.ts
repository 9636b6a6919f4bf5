/**
 * Long fast-pass triggers cut into pieces (issue 22, cold start): V8 compiles a regex on its
 * first test at a few microseconds per source character, and a Korean imperative trigger is
 * a 40 KB trie whose atoms (one syllable, a particle) occur in almost any Korean text, so
 * the first scan of ordinary Korean prose compiled three of them (~0.5 s of CPU) only to find
 * no match. Cut into the alternatives of its largest alternation, each piece carries its
 * own atoms (`analyseTrigger`), and only the pieces whose atoms occur are compiled.
 *
 * Exact: a text matches the source if and only if it matches one piece. A piece is the source
 * with one alternation group replaced by one of its alternatives, so every match of the
 * source is a match of the piece holding the alternative it took, and every match of a piece
 * is a match of the source. Only groups that are not quantified and sources without
 * backreferences or named groups are cut (capture numbers shift across pieces). Each piece
 * holds a sub-alternation of the source's pattern, so it stays linear when the source is.
 */

import { cutAt, walkSyntax } from "./regex-source.js";

/** Sources shorter than this stay whole: compiling them costs little. */
const MIN_SPLIT_CHARS = 1024;
/** At most this many pieces per source. */
const MAX_PIECES = 512;

/** A group of `source`: `(?:` at `open`, its `)` at `close`, and the cut points of its top-level `|`. */
interface Group {
  readonly open: number;
  readonly close: number;
  readonly cuts: readonly number[];
}

/**
 * The non-capturing, unquantified groups at depth 0 of `source` (with their own top-level `|`
 * cuts), and the cuts of `source` itself; null when the source is not well formed as read here.
 */
function outerGroups(source: string): { groups: Group[]; cuts: number[] } | null {
  const groups: Group[] = [];
  const cuts: number[] = [];
  const stack: { open: number; cuts: number[] | null }[] = [];
  let unbalanced = false;
  const closed = walkSyntax(source, (c, i) => {
    if (c === "(") stack.push({ open: i, cuts: stack.length === 0 && source.startsWith("(?:", i) ? [] : null });
    else if (c === ")") {
      const g = stack.pop();
      if (g === undefined) {
        unbalanced = true;
        return;
      }
      // A quantified group cannot be replaced by one alternative.
      const next = source[i + 1];
      if (stack.length === 0 && g.cuts !== null && next !== "?" && next !== "*" && next !== "+" && next !== "{") groups.push({ open: g.open, close: i, cuts: g.cuts });
    } else if (c === "|") {
      if (stack.length === 0) cuts.push(i);
      else if (stack.length === 1) (stack[0] as { cuts: number[] | null }).cuts?.push(i);
    }
  });
  return closed && !unbalanced && stack.length === 0 ? { groups, cuts } : null;
}

/**
 * `source` as pieces whose union matches what it matches (see the module comment): `[source]`
 * when it is short, cannot be cut, or holds a backreference or a named group. A cut copies
 * the text around the alternation into every piece, so only an alternation that holds most
 * of the source (the rest at most an eighth of it) is cut; pieces are cut again while long.
 *
 * @example
 * triggerPieces(`(?:${"a".repeat(3000)}|${"b".repeat(3000)})c`); // ["(?:aaa…)c", "(?:bbb…)c"]
 */
export function triggerPieces(source: string): string[] {
  if (source.length < MIN_SPLIT_CHARS || /\\[1-9k]|\(\?<(?![=!])/.test(source)) return [source];
  const out: string[] = [];
  const queue = [source];
  while (queue.length > 0) {
    const s = queue.pop() as string;
    const cut = s.length < MIN_SPLIT_CHARS ? null : cutOnce(s);
    if (cut === null || out.length + queue.length + cut.length > MAX_PIECES) out.push(s);
    else queue.push(...cut.reverse());
  }
  return out;
}

/** One cut of `s`: its top-level alternatives, or those of its largest outer group in place; null when none is worth it. */
function cutOnce(s: string): string[] | null {
  const read = outerGroups(s);
  if (read === null) return null;
  if (read.cuts.length > 0) return cutAt(s, 0, s.length, read.cuts);
  let best: Group | null = null;
  for (const g of read.groups) if (best === null || g.close - g.open > best.close - best.open) best = g;
  if (best === null) return null;
  const body = best.close - best.open - 3;
  if (s.length - body > body / 8) return null;
  const before = s.slice(0, best.open);
  const after = s.slice(best.close + 1);
  // A group without an alternation of its own (a wrapper) is opened: its alternation, if any, is cut next.
  if (best.cuts.length === 0) return [`${before}${s.slice(best.open + 3, best.close)}${after}`];
  return cutAt(s, best.open + 3, best.close, best.cuts).map((alt) => `${before}(?:${alt})${after}`);
}
