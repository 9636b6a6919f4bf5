/**
 * The syllable-squeezed view (issue 20, speed): a trigger built by `splitSyllables`
 * (`rules/build.ts`: `무[G]{0,4}시[G]{0,4}하[G]{0,4}세요`, G the syllable-gap class of blanks and
 * `. / - _ · ㆍ ᆞ ・`) has one-syllable literal runs only, so its atoms (`무`, `지`, `잊`) occur in
 * nearly every Korean text and the fast pass ran its regex on most statute articles. With
 * every unit of G removed from the text, every match of such a trigger shows its words whole
 * (`무시하세요`): the trigger is read as a source over that view (`syllableFreeSource`), whose
 * needs (`triggerNeeds`, `quick.ts`) are whole words, and the trigger runs only when those
 * occur in the squeezed view (a few substring searches).
 *
 * Sound (`syllableFreeSource` builds the source so that it is): removing units never
 * separates the units of a match, so a match `m` of the trigger in a text `T` becomes the
 * substring `squeeze(m)` of `squeeze(T)`; each item of the trigger consumed in `m` some units,
 * of which those outside G remain, in order. The source over the view drops every item that
 * can match a unit of G only (its units are all removed), keeps every item that can match no
 * unit of G (its units all remain), lets every other item match zero times (some of its units
 * may be removed), and drops assertions and lookarounds (a superset). So it matches
 * `squeeze(m)`, and `squeeze(m)` holds one atom of each of its needs.
 * `test/boundary/syllable-gap.test.ts` checks the squeeze and the rewrite, and that the fast
 * pass and the full scan agree on split imperatives.
 */

/** The units the syllable gap is made of (`SYLLABLE_GAP` in `rules/build.ts`: space, tab, `. / - _ · ㆍ ᆞ ・`). */
export const SYLLABLE_GAP_UNITS = " \t./-_\u00b7\u318d\u119e\u30fb";

const GAP = new Set([...SYLLABLE_GAP_UNITS].map((c) => c.charCodeAt(0)));
/** A run of gap units, for the squeeze. */
const GAP_RUN = /[ \t./\-_\u00b7\u318d\u119e\u30fb]+/g;
/** A marker of a source built with the syllable gap (`ㆍ` occurs in no other trigger). */
const GAP_MARK = "\u318d";

/**
 * `text` with every unit of the syllable gap removed and ASCII letters lowered (triggers are
 * read case-insensitively without the `u` flag; `syllableFreeSource` keeps only needs whose
 * atoms are ASCII or caseless).
 *
 * @example
 * squeezeSyllableGaps("무 시/하·세요"); // "무시하세요"
 */
export function squeezeSyllableGaps(text: string): string {
  GAP_RUN.lastIndex = 0;
  return text.replace(GAP_RUN, "").toLowerCase();
}

/**
 * Whether `atom` (no gap unit, no ASCII upper-case letter) occurs in `squeezeSyllableGaps(text)`,
 * found on `text` itself: each occurrence of its first unit is followed through gap units. An
 * atom with an ASCII letter is searched in the squeezed text (the case of the text matters).
 *
 * @example
 * includesSqueezed("무 시/하세요", "무시하"); // true
 */
export function includesSqueezed(text: string, atom: string): boolean {
  if (/[a-z]/.test(atom)) return squeezeSyllableGaps(text).includes(atom);
  const first = atom[0] as string;
  for (let i = text.indexOf(first); i >= 0; i = text.indexOf(first, i + 1)) {
    let k = 1;
    for (let j = i + 1; k < atom.length && j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === atom.charCodeAt(k)) k++;
      else if (!GAP.has(c)) break;
    }
    if (k === atom.length) return true;
  }
  return false;
}

/** Whether `source` holds the syllable gap class (`splitSyllables` output), so a squeezed reading may pay. */
export function hasSyllableGap(source: string): boolean {
  return source.includes(GAP_MARK);
}

/** What an item can match, in terms of the gap units: only gap units, none, or both. */
type Reach = "gap" | "none" | "mixed";

/**
 * `source` rewritten to match, over the squeezed view (`squeezeSyllableGaps`), the squeeze of
 * every match of `source` (see the module comment): items that match only gap units dropped,
 * items that may match one made optional (`{0,n}`), assertions, anchors and lookarounds
 * dropped. Null when the source holds what this reader does not model (a backreference, a
 * named group, an escape it does not know, a class it cannot read) or no syllable gap.
 *
 * @example
 * syllableFreeSource("무[ \\t./\\-_·ㆍᆞ・]{0,4}시(?:해|하[ \\t./\\-_·ㆍᆞ・]{0,4}고)"); // "무시(?:해|하고)"
 */
export function syllableFreeSource(source: string): string | null {
  if (!hasSyllableGap(source)) return null;
  try {
    const out = rewrite(source);
    // The result must parse as a regex (it is analysed by the needs reader).
    new RegExp(out, "i");
    return out;
  } catch {
    return null;
  }
}

/** Thrown inside `rewrite` for what it does not model. */
class Unsupported extends Error {}

function rewrite(s: string): string {
  let out = "";
  let i = 0;
  // Per open group: whether it is a lookaround (its content is dropped) and where its output starts.
  const groups: { drop: boolean; at: number; capture: boolean; alt: boolean }[] = [];
  const dropping = () => groups.some((g) => g.drop);
  while (i < s.length) {
    const c = s[i] as string;
    if (c === "(") {
      if (s.startsWith("(?=", i) || s.startsWith("(?!", i) || s.startsWith("(?<=", i) || s.startsWith("(?<!", i)) {
        groups.push({ drop: true, at: out.length, capture: false, alt: false });
        i += s[i + 2] === "<" ? 4 : 3;
        continue;
      }
      if (s.startsWith("(?<", i) || (s[i + 1] === "?" && s[i + 2] !== ":")) throw new Unsupported("group");
      const open = s.startsWith("(?:", i) ? "(?:" : "(";
      groups.push({ drop: false, at: out.length, capture: open === "(", alt: false });
      if (!dropping()) out += open;
      i += open.length;
      continue;
    }
    if (c === ")") {
      const g = groups.pop();
      if (g === undefined) throw new Unsupported("unbalanced");
      i++;
      const q = quantifierAt(s, i);
      if (g.drop) {
        // A quantified lookaround is not valid JavaScript; nothing to copy.
        if (q.length > 0) throw new Unsupported("quantified lookaround");
        continue;
      }
      if (!dropping()) {
        // A group of one alternative, unquantified and not capturing, is its content: unwrapped,
        // so a literal run continues through it (`지(?:우(?:세요|고))` → `지우(?:세요|고)`, atom `지우`).
        if (q.length === 0 && !g.capture && !g.alt) out = out.slice(0, g.at) + out.slice(g.at + 3);
        else out += `)${q}`;
      }
      i += q.length;
      continue;
    }
    if (c === "|") {
      const top = groups[groups.length - 1];
      if (top !== undefined) top.alt = true;
      if (!dropping()) out += "|";
      i++;
      continue;
    }
    if (c === "^" || c === "$") {
      i++;
      continue;
    }
    // One unit item: a class, an escape or a literal, with its quantifier.
    let item: string;
    let reach: Reach;
    if (c === "[") {
      const end = classEnd(s, i);
      item = s.slice(i, end + 1);
      reach = classReach(item);
      i = end + 1;
    } else if (c === "\\") {
      item = s.slice(i, i + 2);
      if (item === "\\u") item = s.slice(i, i + 6);
      else if (item === "\\x") item = s.slice(i, i + 4);
      const e = item[1] as string;
      if (e === "b" || e === "B") {
        i += 2;
        continue;
      }
      if (/[1-9k]/.test(e)) throw new Unsupported("backreference");
      reach = escapeReach(item);
      i += item.length;
    } else {
      if (c === "*" || c === "+" || c === "?" || c === "{") throw new Unsupported("stray quantifier");
      item = c;
      reach = c === "." ? "mixed" : GAP.has(c.charCodeAt(0)) ? "gap" : "none";
      i++;
    }
    const q = quantifierAt(s, i);
    i += q.length;
    if (dropping() || reach === "gap") continue;
    out += reach === "none" ? item + q : item + optional(q);
  }
  if (groups.length > 0) throw new Unsupported("unclosed group");
  return out;
}

/** The quantifier at `i` (`?`, `*`, `+`, `{m}`, `{m,}`, `{m,n}`, each with an optional lazy `?`), or "". */
function quantifierAt(s: string, i: number): string {
  const m = /^(?:[?*+]|\{\d+(?:,\d*)?\})\??/.exec(s.slice(i, i + 16));
  return m === null ? "" : m[0];
}

/** `q` with its lower bound made zero (the item may lose every unit it matched). */
function optional(q: string): string {
  if (q === "" || q === "?" || q === "??") return "?";
  if (q.startsWith("*")) return q;
  if (q.startsWith("+")) return `*${q.slice(1)}`;
  const m = /^\{(\d+)(,(\d*))?\}(\??)$/.exec(q);
  if (m === null) throw new Unsupported("quantifier");
  return m[2] === undefined ? `{0,${m[1]}}${m[4]}` : `{0,${m[3]}}${m[4]}`;
}

/** Index of the `]` closing the class opened at `at`. */
function classEnd(s: string, at: number): number {
  for (let i = at + 1; i < s.length; i++) {
    if (s[i] === "\\") i++;
    else if (s[i] === "]" && (i > at + 1 || s[at + 1] === "^")) return i;
  }
  throw new Unsupported("unclosed class");
}

/** The code unit an escape stands for (`\t`, `\.`, `\u318d`), or -1 for a class escape (`\s`, `\d`, `\w`). */
function escapeUnit(e: string): number {
  const k = e[1] as string;
  if (k === "u" && /^\\u[0-9a-fA-F]{4}$/.test(e)) return parseInt(e.slice(2), 16);
  if (k === "x" && /^\\x[0-9a-fA-F]{2}$/.test(e)) return parseInt(e.slice(2), 16);
  const named: Record<string, number> = { t: 9, n: 10, r: 13, v: 11, f: 12, "0": 0 };
  if (named[k] !== undefined) return named[k] as number;
  if (/[sSdDwW]/.test(k)) return -1;
  if (/[a-zA-Z]/.test(k)) throw new Unsupported("escape");
  return k.charCodeAt(0);
}

/** Reach of an escape outside a class. */
function escapeReach(e: string): Reach {
  const u = escapeUnit(e);
  if (u >= 0) return GAP.has(u) ? "gap" : "none";
  const k = e[1] as string;
  return k === "d" ? "none" : "mixed";
}

/** Reach of a bracket class: its units read as ranges (a negated class or a class escape other than `\d` is mixed). */
function classReach(cls: string): Reach {
  if (cls[1] === "^") return "mixed";
  const body = cls.slice(1, -1);
  const ranges: [number, number][] = [];
  let mixed = false;
  // Per unit: its code, -2 for a class escape; and whether it was written escaped (`\-` is no range dash).
  const units: number[] = [];
  const escaped: boolean[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "\\") {
      let e = body.slice(i, i + 2);
      if (e === "\\u") e = body.slice(i, i + 6);
      else if (e === "\\x") e = body.slice(i, i + 4);
      i += e.length - 1;
      const u = escapeUnit(e);
      if (u < 0 && e[1] !== "d") mixed = true;
      if (u < 0 && e[1] === "d") ranges.push([0x30, 0x39]);
      units.push(u < 0 ? -2 : u);
      escaped.push(true);
    } else {
      units.push(body.charCodeAt(i));
      escaped.push(false);
    }
  }
  for (let k = 0; k < units.length; k++) {
    const a = units[k] as number;
    if (a === -2) continue;
    // An unescaped `-` between two units is a range.
    if (units[k + 1] === 0x2d && !escaped[k + 1] && k + 2 < units.length) {
      const b = units[k + 2] as number;
      if (b === -2) throw new Unsupported("range to a class escape");
      ranges.push([a, b]);
      k += 2;
    } else ranges.push([a, a]);
  }
  let gap = false;
  let other = mixed;
  for (const [a, b] of ranges) {
    let inGap = 0;
    for (const g of GAP) if (g >= a && g <= b) inGap++;
    if (inGap > 0) gap = true;
    if (b - a + 1 > inGap) other = true;
  }
  return gap && other ? "mixed" : gap ? "gap" : "none";
}
