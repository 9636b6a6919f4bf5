/**
 * Duplicate member names in JSON text (RFC 8259 §4: names "SHOULD be unique"; parsers differ
 * on which duplicate wins). `JSON.parse` keeps the last; a tool server, a proxy or a logger
 * that keeps the first would act on a value the firewall never checked — a parser
 * differential. So tool-call arguments with a repeated name are refused, not resolved
 * (`firewall/canonical.ts`), and so is a judge's verdict object (`evaluation/judge/parse.ts`).
 */

/** Where a repeated name was found: the JSON path of its object (`$`, `$.to`, `$.items[2]`) and the name. */
export interface DuplicateKey {
  readonly path: string;
  readonly key: string;
}

/** Longest path kept (UTF-16 units); deeper paths end in the last kept step. */
const PATH_CAP = 200;

interface Frame {
  readonly kind: "object" | "array";
  readonly path: string;
  readonly keys: Set<string> | null;
  index: number;
  /** The last member name read in this object (the path of a nested value). */
  last: string;
}

/**
 * The first repeated member name in `json`, or null. One pass, linear time and memory in the
 * text's length; a name is compared decoded (`"a"` and `"\u0061"` are the same name).
 * Meant for text `JSON.parse` accepted: on malformed text it returns null or a best reading.
 */
export function findDuplicateKey(json: string): DuplicateKey | null {
  const stack: Frame[] = [];
  const childPath = (): string => {
    const top = stack[stack.length - 1];
    if (top === undefined) return "$";
    // Capped: deep nesting of long names must not make the paths quadratic in the text.
    if (top.path.length > PATH_CAP) return top.path;
    return top.kind === "object" ? `${top.path}.${top.last.slice(0, 40)}` : `${top.path}[${top.index}]`;
  };
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < json.length; i++) {
        const d = json.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
      const top = stack[stack.length - 1];
      if (top?.kind !== "object") continue;
      let j = i + 1;
      while (j < json.length && /\s/.test(json.charAt(j))) j++;
      if (json.charAt(j) !== ":") continue;
      let key: string;
      try {
        key = JSON.parse(json.slice(start, i + 1)) as string;
      } catch {
        return null;
      }
      if (top.keys?.has(key)) return { path: top.path, key };
      top.keys?.add(key);
      top.last = key;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const path = childPath();
      stack.push({ kind: c === 0x7b ? "object" : "array", path, keys: c === 0x7b ? new Set() : null, index: 0, last: "" });
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.kind === "array") top.index++;
    }
  }
  return null;
}
