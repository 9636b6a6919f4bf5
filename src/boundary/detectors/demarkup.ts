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

/** Longest tag read as one (longer ones are text). */
const MAX_TAG = 300;
/** Passes at most: JSON in a JSON string in a tool output. */
const LAYERS = 2;

const BLOCK_TAG = /^<\/?(?:p|div|br|pre|li|ul|ol|tr|td|th|table|h[1-6]|section|article|blockquote|hr|header|footer|main|aside|body|html|head)\b/i;
const NAMED_REFS: Readonly<Record<string, string>> = { quot: '"', apos: "'", lt: "<", gt: ">", amp: "&", nbsp: " ", colon: ":", lbrace: "{", rbrace: "}", sol: "/", bsol: "\\", lsqb: "[", rsqb: "]", comma: "," };
const JSON_ESCAPES: Readonly<Record<string, string>> = { '"': '"', "\\": "\\", "/": "/", n: "\n", r: "\r", t: "\t", b: "", f: "" };

interface Layer {
  text: string;
  /** For view unit i: the original range it came from. */
  from: Int32Array;
  to: Int32Array;
}

/** One reading pass over `text` (offsets of the previous layer). */
function readOnce(text: string): Layer | null {
  let out = "";
  const from: number[] = [];
  const to: number[] = [];
  let changed = false;
  const emit = (s: string, a: number, b: number) => {
    for (let k = 0; k < s.length; k++) {
      from.push(a);
      to.push(b);
    }
    out += s;
  };
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charAt(i);
    if (c === "<") {
      // Bounded look-ahead: a page of lone `<` costs `MAX_TAG` units each, not the rest of the text.
      const win = text.slice(i + 1, i + MAX_TAG);
      const gt = win.indexOf(">");
      const lt = win.indexOf("<");
      const close = gt < 0 ? -1 : i + 1 + gt;
      if (gt > 0 && (lt < 0 || lt > gt) && /^<\/?[A-Za-z!?]/.test(text.slice(i, i + 3))) {
        const tag = text.slice(i, close + 1);
        if (BLOCK_TAG.test(tag)) emit("\n", i, close + 1);
        changed = true;
        i = close + 1;
        continue;
      }
    } else if (c === "&") {
      const at = text.slice(i + 1, i + 11).indexOf(";");
      const semi = at < 0 ? -1 : i + 1 + at;
      if (at > 0) {
        const name = text.slice(i + 1, semi);
        let ch: string | undefined;
        if (name.charAt(0) === "#") {
          const hex = name.charAt(1) === "x" || name.charAt(1) === "X";
          const digits = name.slice(hex ? 2 : 1);
          if (hex ? /^[0-9a-f]{1,6}$/i.test(digits) : /^[0-9]{1,7}$/.test(digits)) {
            const cp = parseInt(digits, hex ? 16 : 10);
            if (cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff)) ch = String.fromCodePoint(cp);
          }
        } else ch = NAMED_REFS[name.toLowerCase()];
        if (ch !== undefined) {
          emit(ch, i, semi + 1);
          changed = true;
          i = semi + 1;
          continue;
        }
      }
    } else if (c === "\\" && i + 1 < n) {
      const e = text.charAt(i + 1);
      const simple = JSON_ESCAPES[e];
      if (simple !== undefined) {
        emit(simple, i, i + 2);
        changed = true;
        i += 2;
        continue;
      }
      if (e === "u" && /^[0-9a-f]{4}$/i.test(text.slice(i + 2, i + 6))) {
        emit(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)), i, i + 6);
        changed = true;
        i += 6;
        continue;
      }
    }
    from.push(i);
    to.push(i + 1);
    out += c;
    i++;
  }
  return changed ? { text: out, from: Int32Array.from(from), to: Int32Array.from(to) } : null;
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
      const len = l.from.length;
      if (len === 0) return [0, 0];
      const ns = s >= len ? (l.to[len - 1] as number) : (l.from[Math.max(0, s)] as number);
      const ne = e <= 0 ? ns : (l.to[Math.min(len, e) - 1] as number);
      s = ns;
      e = Math.max(ns, ne);
    }
    return [s, e];
  };
  return { text: cur, changed: layers.length > 0, toOriginal };
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const DEMARKUP_PATTERNS: readonly RegExp[] = [BLOCK_TAG];
