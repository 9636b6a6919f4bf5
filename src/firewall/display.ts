/**
 * The printable form of a name the model chose (a tool name it proposed): error messages
 * name it so a developer sees the typo or the invention, but the text is the model's — and
 * through it an injection's — so it is bounded and every character outside printable ASCII
 * is written as an escape (no terminal controls, no bidi overrides, no look-alikes passing
 * for the real name).
 */
import { describeValue } from "../core/index.js";

/** At most this many characters of a name are shown. */
const SHOWN = 64;

/**
 * `"send_emial"` for a string (quoted, at most 64 code points then `…`, `\u{…}` for anything
 * outside printable ASCII, `\"` and `\\` escaped); the shape of anything else
 * (`number 3`, `an object`).
 *
 * @example
 * displayName("ｒｅａｄ_mail"); // "\"\\u{ff52}\\u{ff45}\\u{ff41}\\u{ff44}_mail\""
 */
export function displayName(name: unknown): string {
  if (typeof name !== "string") return describeValue(name);
  let out = '"';
  let n = 0;
  for (const ch of name) {
    if (n === SHOWN) return `${out}…"`;
    n += 1;
    const cp = ch.codePointAt(0) as number;
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (cp >= 0x20 && cp <= 0x7e) out += ch;
    else out += `\\u{${cp.toString(16)}}`;
  }
  return `${out}"`;
}
