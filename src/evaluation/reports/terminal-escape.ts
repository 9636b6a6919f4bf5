/**
 * Terminal-safe text. Item ids, questions, reasons, block messages and answer excerpts come
 * from the golden set or the target — a hostile target controls them. Printed raw, an ANSI
 * escape (CSI `ESC [`, or the one-byte C1 CSI U+009B) could recolour or erase lines, a CR could
 * overwrite the summary line, BEL could ring, an OSC 8 sequence could plant a hyperlink, and a
 * bidi override (Trojan Source, CVE-2021-42574) could make `FAIL` read as `PASS`. Every such
 * character is replaced by a visible escape (`\x1B`, `\r`, `\u202E`), so the text stays
 * auditable and the terminal never interprets it.
 */

/**
 * What is escaped: C0 controls (tab and newline included: one report line stays one line),
 * DEL, C1 controls, the Arabic letter mark, LRM/RLM, line and paragraph separators, bidi
 * embeddings/overrides (U+202A–U+202E) and isolates (U+2066–U+2069). One character class: linear.
 */
export const TERMINAL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function visible(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}` : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Makes untrusted text safe to print on a terminal.
 *
 * @example escapeTerminal("ok\x1b[2K\rPASS") // "ok\\x1B[2K\\rPASS"
 */
export function escapeTerminal(text: string): string {
  return text.replace(TERMINAL_UNSAFE, visible);
}
