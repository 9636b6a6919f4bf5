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

/** Visible form of each unsafe character, built once (the class is small and fixed). */
const VISIBLE = new Map<string, string>();

function visible(c: string): string {
  let v = VISIBLE.get(c);
  if (v === undefined) {
    const code = c.charCodeAt(0);
    v = NAMED[c] ?? (code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}` : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`);
    VISIBLE.set(c, v);
  }
  return v;
}

/**
 * Makes untrusted text safe to print on a terminal.
 *
 * @example escapeTerminal("ok\x1b[2K\rPASS") // "ok\\x1B[2K\\rPASS"
 */
export function escapeTerminal(text: string): string {
  // One pass over code units (every unsafe character is a single BMP unit): no callback per match.
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isUnsafe(text.charCodeAt(i))) continue;
    if (i > from) parts.push(text.slice(from, i));
    parts.push(visible(text[i] as string));
    from = i + 1;
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts.join("");
}

/** The same set as `TERMINAL_UNSAFE`, by code unit (a test keeps the two equal). */
export function isUnsafe(c: number): boolean {
  return (
    c <= 0x1f ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x061c ||
    c === 0x200e ||
    c === 0x200f ||
    (c >= 0x2028 && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}
