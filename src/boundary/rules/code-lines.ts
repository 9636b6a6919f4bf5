/**
 * Lines of program source, shared by the code-carrier and data-comment exemptions (one choke
 * point for "is this line code, is it a comment, is there code near it"). Linear: every helper
 * reads bounded windows (a line ≤ 400 units either side of a point, a neighbour ≤ 300 units).
 */

/**
 * A line of program source: a keyword opening a statement (`import`, `def`, `const`,
 * `function`, `return`, …), an assignment to an identifier, or a line closing with `;`, `{`,
 * `}`, `):` or `,` after a bracket.
 */
export const CODE_LINE =
  /^[ \t]{0,32}(?:(?:import|from|def|class|const|let|var|function|export|return|async|await|if|elif|else|for|while|try|except|catch|public|private|static|fn|package|using|module\.exports)\b|#include\b|[}\])]{1,3}[;,)]{0,3}[ \t]{0,4}$|[A-Za-z_$][\w$.]{0,40}[ \t]{0,4}(?::[ \t]{0,4}[\w<>[\]]{1,30}[ \t]{0,4})?=[ \t]{0,4}\S)|[;{][ \t]{0,4}$|\)[ \t]{0,4}(?:->[ \t]{0,4}[\w[\], ]{1,40})?:[ \t]{0,4}$/;

/**
 * A comment marker opening the line (`//`, `/*`, `*`, `#`, `--`, `;`, `%`, `REM`) or following
 * code on it (`x = f()  # …`).
 */
export const COMMENT_BEFORE = /(?:^[ \t]{0,32}(?:\/\/|\/\*|\*|#|--|;|%|rem[ \t])|[ \t;)](?:\/\/|\/\*|#|--)[ \t])/i;

/** The line `[start, end)` holding `at` (a `\n` or `\r` ends a line; at most 400 units either side). */
export function lineAround(original: string, at: number): { start: number; end: number } {
  const from = Math.max(0, at - 400);
  const before = original.slice(from, at);
  const nl = Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r"));
  const start = nl >= 0 ? from + nl + 1 : from;
  const after = original.slice(at, at + 400);
  const m = /[\r\n]/.exec(after);
  return { start, end: m ? at + m.index : Math.min(original.length, at + 400) };
}

/** Whether one of the three lines either side of `line` (each read to 300 units) passes `test`. */
export function nearLine(original: string, line: { start: number; end: number }, test: (text: string) => boolean): boolean {
  for (const dir of [-1, 1] as const) {
    let cur = line;
    for (let k = 0; k < 3; k++) {
      const at = dir < 0 ? cur.start - 2 : cur.end + 1;
      if (at < 0 || at >= original.length) break;
      cur = lineAround(original, Math.max(0, Math.min(original.length - 1, at)));
      if (test(original.slice(cur.start, Math.min(cur.end, cur.start + 300)))) return true;
    }
  }
  return false;
}

/** Whether one of the three lines either side of `line` is a code line that is no comment. */
export function nearCodeLine(original: string, line: { start: number; end: number }): boolean {
  return nearLine(original, line, (t) => CODE_LINE.test(t) && !COMMENT_BEFORE.test(t));
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const CODE_LINE_PATTERNS: readonly RegExp[] = [CODE_LINE, COMMENT_BEFORE];
