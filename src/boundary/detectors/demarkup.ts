/**
 * The de-marked-up reading of a text (issue 20, fake tool calls inside markup): the text as a
 * reader of the rendered page or of the parsed JSON sees it, for the structural detectors to
 * read one shared view. A JSON-RPC `tools/call` hidden in `<pre>{&quot;method&quot;: …}</pre>`
 * or in a JSON string (`"{\"method\": \"tools/call\"}"`) reads there as the bare object.
 *
 * | step | what | e.g. |
 * | --- | --- | --- |
 * | tags | an HTML/XML tag (`<…>`, at most `MAX_TAG` units) is dropped; a block tag (`p`, `div`, `br`, `pre`, `li`, `tr`, `h1`–`h6`, …) becomes a line break | `<pre>{…}</pre>` → `{…}` |
 * | character references | named (`&quot; &apos; &lt; &gt; &amp; &nbsp; &#…;`) and numeric (`&#34;`, `&#x22;`) | `&quot;method&quot;` → `"method"` |
 * | JSON string escapes | `\"`, `\\`, `\/`, `\n`, `\r`, `\t`, `\uXXXX` (RFC 8259 §7) | `\"tools/call\"` → `"tools/call"` |
 *
 * The reading runs twice at most (`LAYERS`): JSON inside a JSON string inside a tool output.
 * Each unit of the view maps back to the original's `[start, end)` (`toOriginal`), so a finding
 * in the view marks the original. Linear: one left-to-right pass per layer, every step reads a
 * bounded number of units ahead.
 */

/** A de-marked-up view and its map back to the original. */
export interface Demarked {
  /** The view (equal to the input when nothing was read differently). */
  readonly text: string;
  /** Whether the view differs from the input. */
  readonly changed: boolean;
  /** Maps a view range `[start, end)` to the original's range (UTF-16 offsets). */
  toOriginal(start: number, end: number): [number, number];
}

import { OffsetMap } from "../offset-map.js";

/** Longest tag read as one (longer ones are text). */
const MAX_TAG = 300;
/** Passes at most: JSON in a JSON string in a tool output. */
const LAYERS = 2;

const BLOCK_TAG = /^<\/?(?:p|div|br|pre|li|ul|ol|tr|td|th|table|h[1-6]|section|article|blockquote|hr|header|footer|main|aside|body|html|head)\b/i;
const NAMED_REFS: Readonly<Record<string, string>> = { quot: '"', apos: "'", lt: "<", gt: ">", amp: "&", nbsp: " ", colon: ":", lbrace: "{", rbrace: "}", sol: "/", bsol: "\\", lsqb: "[", rsqb: "]", comma: "," };
const JSON_ESCAPES: Readonly<Record<string, string>> = { '"': '"', "\\": "\\", "/": "/", n: "\n", r: "\r", t: "\t", b: "", f: "" };

interface Layer {
  text: string;
  /** View offsets back to the previous layer's. */
  map: OffsetMap;
}

/** Where a step may start: the only characters the reading changes. */
const SPECIAL = /[<&\\]/g;

/** One reading pass over `text` (offsets of the previous layer); null when it changes nothing. */
function readOnce(text: string): Layer | null {
  const parts: string[] = [];
  const map = new OffsetMap();
  let len = 0;
  let changed = false;
  /** Appends a replacement `s` for source `[a, b)`. */
  const emit = (s: string, a: number, b: number) => {
    if (s.length > 0) map.push(len, a, b, false);
    parts.push(s);
    len += s.length;
  };
  /** Appends the source run `[a, b)` as it is. */
  const keep = (a: number, b: number) => {
    if (b <= a) return;
    map.push(len, a, b, true);
    parts.push(text.slice(a, b));
    len += b - a;
  };
  const n = text.length;
  let i = 0;
  SPECIAL.lastIndex = 0;
  for (let m = SPECIAL.exec(text); m !== null; m = SPECIAL.exec(text)) {
    const at = m.index;
    if (at < i) continue;
    const step = stepAt(text, at);
    if (step === null) continue;
    keep(i, at);
    emit(step.out, at, step.end);
    changed = true;
    i = step.end;
    SPECIAL.lastIndex = i;
  }
  if (!changed) return null;
  keep(i, n);
  return { text: parts.join(""), map };
}

/** The reading of the markup that starts at `i` (a tag, a reference, an escape), or null. */
function stepAt(text: string, i: number): { out: string; end: number } | null {
  const c = text.charAt(i);
  if (c === "<") {
    // Bounded look-ahead: a page of lone `<` costs `MAX_TAG` units each, not the rest of the text.
    const win = text.slice(i + 1, i + MAX_TAG);
    const gt = win.indexOf(">");
    const lt = win.indexOf("<");
    if (gt > 0 && (lt < 0 || lt > gt) && /^<\/?[A-Za-z!?]/.test(text.slice(i, i + 3))) {
      const end = i + 2 + gt;
      return { out: BLOCK_TAG.test(text.slice(i, end)) ? "\n" : "", end };
    }
    return null;
  }
  if (c === "&") {
    const at = text.slice(i + 1, i + 11).indexOf(";");
    if (at <= 0) return null;
    const name = text.slice(i + 1, i + 1 + at);
    let ch: string | undefined;
    if (name.charAt(0) === "#") {
      const hex = name.charAt(1) === "x" || name.charAt(1) === "X";
      const digits = name.slice(hex ? 2 : 1);
      if (hex ? /^[0-9a-f]{1,6}$/i.test(digits) : /^[0-9]{1,7}$/.test(digits)) {
        const cp = parseInt(digits, hex ? 16 : 10);
        if (cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff)) ch = String.fromCodePoint(cp);
      }
    } else ch = NAMED_REFS[name.toLowerCase()];
    return ch === undefined ? null : { out: ch, end: i + 2 + at };
  }
  const e = text.charAt(i + 1);
  const simple = JSON_ESCAPES[e];
  if (simple !== undefined) return { out: simple, end: i + 2 };
  if (e === "u" && /^[0-9a-f]{4}$/i.test(text.slice(i + 2, i + 6))) return { out: String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)), end: i + 6 };
  return null;
}

/**
 * The de-marked-up reading of `text` (see the module comment). Never throws; linear in the
 * text (at most `LAYERS` passes).
 */
export function demarkup(text: string): Demarked {
  const layers: Layer[] = [];
  let cur = text;
  for (let k = 0; k < LAYERS; k++) {
    const l = readOnce(cur);
    if (l === null) break;
    layers.push(l);
    cur = l.text;
  }
  const toOriginal = (start: number, end: number): [number, number] => {
    let s = start;
    let e = end;
    for (let k = layers.length - 1; k >= 0; k--) {
      const l = layers[k] as Layer;
      const len = l.text.length;
      if (len === 0) return [0, 0];
      const ns = l.map.startOf(Math.min(Math.max(0, s), len - 1));
      const ne = e <= s ? ns : l.map.endOf(Math.min(e, len) - 1);
      s = ns;
      e = Math.max(ns, ne);
    }
    return [s, e];
  };
  return { text: cur, changed: layers.length > 0, toOriginal };
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const DEMARKUP_PATTERNS: readonly RegExp[] = [BLOCK_TAG, SPECIAL];
