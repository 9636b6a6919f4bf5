/**
 * The fast first pass: most evidence is benign, so a text that provably cannot match any
 * rule skips the shadow and the rule table. One linear scan over the char codes of the
 * text, with typed-array lookup tables, decides it:
 *
 * 1. every code unit is "plain": its shadow is itself up to case (ASCII, Hangul syllables,
 *    CJK, kana, common CJK punctuation, the symbols of `PLAIN_EXTRA`, and any other BMP
 *    character that `foldChar` maps to itself — box-drawing lines, `×`, `※`, Thai letters …).
 *    On such text the shadow is the lower-cased text, up to letter-spacing;
 * 2. no trigger atom occurs. Each rule lists, in `triggers`, regex sources one of which any
 *    of its matches contains; `triggerAtoms` reduces each source to literal strings one of
 *    which every match of the source contains (`<`, `ignore`, `무시해`, `프롬프트`). Only when an
 *    atom occurs is the trigger regex itself run, so the pass is as precise as the triggers.
 *    Text without a Latin letter is tested only against the Korean, Chinese and Japanese
 *    rules;
 * 3. no letter-spaced run the shadow would collapse (three single letters one of which is
 *    Latin, or five of any script), found by a small state machine in the same scan.
 *
 * If all hold, the full scan would find nothing (a test checks this on the vector suite and
 * on random and hostile strings). A text with non-plain characters gets a second chance
 * (`isFoldedClean`): its character folds (stage 1 of the shadow) are tested the same way,
 * and the rules that read the original are run on the original.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runsWithoutLatin, type Rule } from "./rules/types.js";
import { DECORATION_START, ESCAPE_HINT, SEPARATOR_START, SIMPLE_CHARS, TO_SPACE, decorationFolded, foldBlankRuns, foldChar, isMarkupRun } from "./fold.js";
import { MARKER_TRIGGER } from "./markers.js";
import { gapFreeGate } from "./gap-free.js";
import { SKIPPING } from "./skip-switch.js";
import { SYLLABLE_GAP_UNITS, hasSyllableGap, includesSqueezed, syllableFreeSource } from "./syllable-gap.js";
import { decodeAtomTables, encodeAtomTables, type SavedAtomTable } from "./atom-tables.js";
import { buildStamp } from "./build-stamp.js";
import { triggerPieces } from "./trigger-pieces.js";
import { cutAt, walkSyntax } from "./regex-source.js";

/** Non-simple characters that still fold to no letter and no token punctuation. */
export const PLAIN_EXTRA = "\\u00a9\\u00b7\\u2022\\u2500\\u2501\\u250c-\\u254b\\u25cb\\u318d";

const MARKER_WORDS = MARKER_TRIGGER;

// ---------------------------------------------------------------- character classes
const K_PLAIN = 1; // the shadow of the code unit is its own lower case
const K_LETTER = 2; // \p{L}: may be a letter of a letter-spaced run
const K_BLOCK = 4; // \p{L}, \p{N}, \p{M}: a neighbour that makes a letter not single
const K_SPACER = 8; // a letter-spacing separator of the shadow, or a plain extra
const K_LATIN = 16; // A-Z, a-z
const K_HAN = 32; // kana or CJK ideograph (the Chinese and Japanese rules' script)
const K_ATOM = 64; // (pass tables only) the code unit is a one-unit trigger atom
const K_KNOWN = 128; // the entry has been computed
const K_DECOR = 256; // (pass tables only) a decoration token can start with the code unit
const K_ESCAPE = 512; // (pass tables only) `&`, `%` or `\`: an escape can start with it
const K_FOLD = 1024; // not plain, but its stage-1 fold (`FOLD_OF`) is plain text: `①` → `1`, `…` → `...`

const K_ORIGINAL = 2048; // (pass tables only) a gate of a rule over the original can match the code unit
const K_INERT = 4096; // (pass tables only, with K_FOLD) no unit of the fold occurs in any trigger atom

/**
 * Per BMP code unit with `K_FOLD`: its stage-1 fold (`foldChar`); unset elsewhere (read only
 * for a `K_FOLD` unit). Allocated by the first fold `classify` records: a 64 k array costs
 * 2–3 ms, which importing the boundary should not pay (issue 22, cold start).
 */
let FOLD_OF: string[] = [];

/** Per BMP code unit: `K_*` bits, computed on first sight (`classify`). */
const CLASS = new Uint16Array(0x10000);
const SIMPLE_OR_EXTRA = new RegExp(`^[${SIMPLE_CHARS}${PLAIN_EXTRA}]$`);
const EXTRA = new RegExp(`^[${PLAIN_EXTRA}]$`);
/** The shadow's letter-spacing separators (`shadow.ts` SPACER). */
const SHADOW_SPACER = /^[ \t\r\n.\-_*@|/+~·•^=,':\\#()]$/;
const IS_LETTER = /^\p{L}$/u;
const IS_BLOCK = /^[\p{L}\p{N}\p{M}]$/u;
const JAMO_OR_SURROGATE = /^[\u1100-\u11ff\u3131-\u318c\u318e\ua960-\ua97f\ud7b0-\udfff]$/;

function classify(c: number): number {
  const ch = String.fromCharCode(c);
  let k = K_KNOWN;
  const simple = SIMPLE_OR_EXTRA.test(ch);
  // A non-simple character is plain when its fold is itself: `foldText` then copies it.
  // A medial vowel jamo (`ᆞ`, which `ㆍ` folds to) is its own shadow: it composes only after
  // a leading consonant, and consonant jamo are never plain.
  const vowel = c >= 0x1161 && c <= 0x11a7 && ch.normalize("NFKC") === ch;
  if (simple || vowel || (!JAMO_OR_SURROGATE.test(ch) && foldChar(c) === ch)) k |= K_PLAIN;
  else if (!JAMO_OR_SURROGATE.test(ch)) {
    // `foldText` folds a lone BMP character by `foldChar`, context-free: when the fold is
    // plain text with no decoration or escape in it, the pass can apply it as an edit.
    const fold = foldChar(c);
    const plainFold = [...fold].every((f) => {
      const u = f.charCodeAt(0);
      return f.length === 1 && DECORATION_START[u] === 0 && ((CLASS[u] || classify(u)) & K_PLAIN) !== 0;
    });
    // Characters that fold to nothing (zero-width, soft hyphen) keep the general path: the
    // rules over the original read them, and long runs of them would make many edits.
    if (plainFold && fold.length > 0) {
      k |= K_FOLD;
      if (FOLD_OF.length === 0) FOLD_OF = new Array<string>(0x10000);
      FOLD_OF[c] = fold;
    }
  }
  if (IS_LETTER.test(ch)) k |= K_LETTER;
  if (IS_BLOCK.test(ch)) k |= K_BLOCK;
  if (SHADOW_SPACER.test(ch) || EXTRA.test(ch)) k |= K_SPACER;
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) k |= K_LATIN;
  if ((c >= 0x3041 && c <= 0x30fa) || (c >= 0x4e00 && c <= 0x9fff)) k |= K_HAN;
  CLASS[c] = k;
  return k;
}

// ---------------------------------------------------------------- trigger atoms
/**
 * Literal strings, one of which every match of a regex source contains (lower case), or
 * null when the source has no such guarantee or uses syntax this reader does not know.
 * Reads the subset the rule table's triggers use: literals and escapes, classes, groups,
 * alternation, quantifiers and zero-width assertions.
 *
 * @example
 * triggerAtoms("<\\s{0,256}\\|"); // ["<"] or ["|"] (either is in every match)
 * triggerAtoms("(?:ignore|disregard)"); // ["ignore", "disregard"]
 */
export function triggerAtoms(source: string): string[] | null {
  try {
    const p = new AtomParser(source);
    const need = p.alternation();
    if (p.i !== source.length) return null;
    return need && need.length > 0 && need.every((a) => a.length > 0) ? [...new Set(need)] : null;
  } catch {
    return null;
  }
}

/**
 * Needs of a regex source: lists of literal strings such that every match contains one
 * string of each list (lower case), at most `MAX_NEEDS`, the most selective first; null
 * when the source has no such guarantee. The first need is `triggerAtoms(source)`; the
 * others come from further required items of a top-level sequence and must be selective
 * (no one-letter atom: `위`, `을` occur everywhere in Korean prose). Requiring all of them
 * keeps a trigger from running on every article that says `결과` or `자료`.
 *
 * @example
 * triggerNeeds("(?:다른|나머지)\\s{0,256}(?:문서|자료)\\s{0,256}(?:무시해|잊어)");
 * // [["문서", "자료"], ["무시해", "잊어"]]
 */
export function triggerNeeds(source: string): string[][] | null {
  const primary = triggerAtoms(source);
  if (primary === null) return null;
  let candidates: string[][];
  try {
    const p = new AtomParser(source);
    candidates = p.sequenceCandidates();
    if (p.i !== source.length) return [primary];
  } catch {
    return [primary];
  }
  const key = (need: string[]) => [...new Set(need)].sort().join("\u0000");
  const selective = (need: string[]) => need.every((a) => a.length >= 2 || !/\p{L}/u.test(a));
  const rest = candidates
    .filter((c) => key(c) !== key(primary) && c.length > 0 && c.every((a) => a.length > 0) && selective(c))
    .sort((a, b) => needScore(b) - needScore(a));
  return [primary, ...rest.slice(0, MAX_NEEDS - 1).map((c) => [...new Set(c)])];
}

/**
 * The alternatives of `source` when it is one alternation (`a|b`, or `(?:a|b)` as a whole),
 * else `[source]`. Splits only at `|` outside groups and classes.
 *
 * @example
 * topAlternatives("(?:내부\\s{0,256}규칙|시스템)"); // ["내부\\s{0,256}규칙", "시스템"]
 */
export function topAlternatives(source: string): string[] {
  const cuts: number[] = [];
  let depth = 0;
  let close = -1; // where the group opened at 0 closes
  walkSyntax(source, (c, i) => {
    if (c === "(") depth++;
    else if (c === ")") {
      depth--;
      if (depth === 0 && close < 0) close = i;
    } else if (c === "|" && depth === 0) cuts.push(i);
  });
  if (cuts.length > 0) return cutAt(source, 0, source.length, cuts);
  if (source.startsWith("(?:") && close === source.length - 1) {
    const inner = topAlternatives(source.slice(3, -1));
    if (inner.length > 1) return inner;
  }
  return [source];
}

/** At most this many strings per run of a need (`AtomParser.sequenceCandidates`). */
const RUN_VARIANTS = 16;

/** At most this many needs per trigger (each is a slot the scan tracks). */
const MAX_NEEDS = 3;

/** Longer shortest atom first, then fewer atoms (`AtomParser.sequence`'s choice). */
const needScore = (c: string[]) => Math.min(...c.map((a) => a.length)) * 1000 - c.length;

type Need = string[] | null;

class AtomParser {
  i = 0;
  constructor(private readonly s: string) {}

  alternation(): Need {
    const alts: Need[] = [this.sequence()];
    while (this.s[this.i] === "|") {
      this.i++;
      alts.push(this.sequence());
    }
    if (alts.some((a) => a === null)) return null;
    return alts.flat() as string[];
  }

  /** The best candidate of a sequence: the need whose shortest atom is longest. */
  sequence(): Need {
    const candidates = this.sequenceCandidates();
    if (candidates.length === 0) return null;
    return candidates.reduce((best, c) => (needScore(c) > needScore(best) ? c : best));
  }

  /**
   * Every need of a sequence: each required item, or run of items, gives one. A run of
   * single characters and small classes (`[g9]n[o0]r`) gives the strings it can match
   * (`gnor`, `gn0r`, `9nor`, `9n0r`), up to `RUN_VARIANTS` of them; a longer product ends the
   * run there. Four-unit atoms, where the class-by-class reading gave one-letter ones (`n`,
   * `e`: a one-unit atom sends every such letter of English text down the slow path).
   */
  sequenceCandidates(): string[][] {
    const candidates: string[][] = [];
    let run: string[] = [""];
    // First units of an optional gap right after the run (`d(?:[ \t]{1,4}|-…)?i`): the
    // run's next unit is one of them or the next item's.
    let gap: string[] | null = null;
    const flush = () => {
      if (run[0] !== "") candidates.push(run);
      run = [""];
      gap = null;
    };
    while (this.i < this.s.length && this.s[this.i] !== "|" && this.s[this.i] !== ")") {
      const at = this.i;
      const item = this.item();
      const q = this.quantifier();
      if (item.kind === "zero") {
        flush();
        continue;
      }
      if (q.min === 0) {
        const firsts: string[] | null = gap === null && run[0] !== "" && item.kind === "group" ? groupFirstUnits(this.s.slice(at, this.i)) : null;
        if (firsts === null) flush();
        else gap = firsts;
        continue;
      }
      const chars = unitChoices(item);
      if (chars && q.plain) {
        if (gap !== null) {
          // Gap or not, the run is followed by one of these units; the run ends there.
          const next = [...new Set([...gap, ...chars])];
          if (run.length * next.length <= RUN_VARIANTS) run = run.flatMap((prefix) => next.map((u) => prefix + u));
          flush();
        } else if (run.length * chars.length > RUN_VARIANTS) flush();
        run = run.flatMap((prefix) => chars.map((ch) => prefix + ch));
        continue;
      }
      flush();
      if (item.kind === "char") candidates.push([item.char]);
      else if (item.kind === "group" && item.need) candidates.push(item.need);
    }
    flush();
    // No atom holds whitespace (`unitChoices`): a class of spaces is no need.
    return candidates.filter((need) => need.every((a) => !/\s/.test(a)));
  }

  /**
   * One item. A group or class that matches exactly one code unit of a known set carries it
   * as `units` (`[g9]`, `(?:a|b)`); its `need` alone does not say that (`(?:x.|y)` needs `x`
   * or `y` but matches `xz`).
   */
  item(): { kind: "char"; char: string } | { kind: "group"; need: Need; units?: string[] } | { kind: "other" } | { kind: "zero" } {
    const s = this.s;
    const c = s[this.i] as string;
    if (c === "(") {
      this.i++;
      let zero = false;
      if (s.startsWith("?:", this.i)) this.i += 2;
      else if (s.startsWith("?=", this.i) || s.startsWith("?!", this.i)) {
        this.i += 2;
        zero = true;
      } else if (s.startsWith("?<=", this.i) || s.startsWith("?<!", this.i)) {
        this.i += 3;
        zero = true;
      }
      else if (s[this.i] === "?") throw new Error("group syntax");
      const bodyFrom = this.i;
      const need = this.alternation();
      if (s[this.i] !== ")") throw new Error("unclosed group");
      const units = zero ? null : singleUnits(s.slice(bodyFrom, this.i));
      this.i++;
      if (zero) return { kind: "zero" };
      return units === null ? { kind: "group", need } : { kind: "group", need, units };
    }
    if (c === "[") {
      this.i++;
      if (s[this.i] === "]") throw new Error("empty class");
      const from = this.i;
      while (this.i < s.length && s[this.i] !== "]") this.i += s[this.i] === "\\" ? 2 : 1;
      if (s[this.i] !== "]") throw new Error("unclosed class");
      const body = s.slice(from, this.i);
      this.i++;
      // A class of a few plain characters (`[:：]`) is an alternation of them; anything else
      // (ranges, escapes, negation, astral characters) guarantees no literal.
      const members = classMembers(body);
      if (members === null || members.length > 4) return { kind: "other" };
      const chars: string[] = [];
      for (const l of members.map(lit)) {
        if (l.kind === "char") chars.push(l.char);
        else if (l.kind === "group") chars.push(...l.units);
        else return { kind: "other" };
      }
      const units = [...new Set(chars)];
      if (units.length > CLASS_UNITS) return { kind: "other" };
      return { kind: "group", need: units, units };
    }
    if (c === "\\") {
      const e = s[this.i + 1];
      if (e === undefined) throw new Error("trailing escape");
      this.i += 2;
      if (e === "b" || e === "B") return { kind: "zero" };
      if ("sSdDwW".includes(e)) return { kind: "other" };
      if (e === "u" && /^[0-9a-fA-F]{4}$/.test(s.slice(this.i, this.i + 4))) {
        this.i += 4;
        return lit(String.fromCharCode(parseInt(s.slice(this.i - 4, this.i), 16)));
      }
      if (e === "x" && /^[0-9a-fA-F]{2}$/.test(s.slice(this.i, this.i + 2))) {
        this.i += 2;
        return lit(String.fromCharCode(parseInt(s.slice(this.i - 2, this.i), 16)));
      }
      if (e === "n") return lit("\n");
      if (e === "t") return lit("\t");
      if (e === "r") return lit("\r");
      if (/[\^$\\.*+?()[\]{}|/\-<>:='"!,#&~@%;`]/.test(e)) return lit(e);
      throw new Error("unknown escape");
    }
    if (c === "^" || c === "$") {
      this.i++;
      return { kind: "zero" };
    }
    if (c === ".") {
      this.i++;
      return { kind: "other" };
    }
    if ("*+?{}]".includes(c)) throw new Error("stray syntax");
    // One code point (astral literals stay one item).
    const cp = s.codePointAt(this.i) as number;
    const ch = String.fromCodePoint(cp);
    this.i += ch.length;
    return lit(ch);
  }

  quantifier(): { min: number; plain: boolean } {
    const s = this.s;
    const c = s[this.i];
    let min = 1;
    let plain = true;
    if (c === "?" || c === "*" || c === "+") {
      min = c === "+" ? 1 : 0;
      plain = false;
      this.i++;
    } else if (c === "{") {
      const m = /^\{(\d+)(,\d*)?\}/.exec(s.slice(this.i));
      if (!m) throw new Error("bad quantifier");
      min = Number(m[1]);
      plain = false;
      this.i += m[0].length;
    } else return { min, plain };
    if (s[this.i] === "?") this.i++;
    return { min, plain };
  }
}

/**
 * The characters of a class body when it is a plain list: single BMP characters and the
 * escapes `\t`, `\n`, `\r` and escaped punctuation; null for ranges, negation, `\s` and the
 * like, or astral characters.
 */
function classMembers(body: string): string[] | null {
  const members: string[] = [];
  if (body.startsWith("^")) return null;
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c === "\\") {
      const e = body[++i];
      if (e === "t") members.push("\t");
      else if (e === "n") members.push("\n");
      else if (e === "r") members.push("\r");
      else if (e !== undefined && /[\^$\\.*+?()[\]{}|/\-<>:='"!,#&~@%;`]/.test(e)) members.push(e);
      else return null;
    } else if (c === "-" || (c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff)) return null;
    else members.push(c);
  }
  return members;
}

/**
 * The units an item matches when it is one unit of a small known set (a literal, a small
 * class, an alternation of single units), none of them whitespace; else null. No atom holds
 * whitespace: the fast pass's inert edits (`editsInert`) write spaces freely.
 */
function unitChoices(item: ReturnType<AtomParser["item"]>): string[] | null {
  const units = item.kind === "char" ? [item.char] : item.kind === "group" ? (item.units ?? null) : null;
  return units !== null && units.every((u) => !/\s/.test(u)) ? units : null;
}

/**
 * The units of a group body whose every alternative is exactly one unit (one literal or a
 * small class, no quantifier: `a|b|[cd]`); else null.
 */
function singleUnits(body: string): string[] | null {
  const units: string[] = [];
  for (const alt of topAlternatives(body)) {
    try {
      const p = new AtomParser(alt);
      const it = p.item();
      if (!p.quantifier().plain || p.i !== alt.length) return null;
      if (it.kind === "char") units.push(it.char);
      else if (it.kind === "group" && it.units) units.push(...it.units);
      else return null;
    } catch {
      return null;
    }
  }
  return units.length > 0 ? [...new Set(units)] : null;
}

/**
 * The units a non-empty match of a group (its source with its quantifier, `(?:a|b)?`) can
 * start with, when every alternative starts with a required literal or small class (`[ \t]`,
 * `-`, `\t`); else null. Lower case, as atoms are.
 */
function groupFirstUnits(item: string): string[] | null {
  const close = item.lastIndexOf(")");
  if (!item.startsWith("(?:") || close < 0) return null;
  const firsts: string[] = [];
  for (const alt of topAlternatives(item.slice(3, close))) {
    try {
      const p = new AtomParser(alt);
      const first = p.item();
      if (p.quantifier().min === 0) return null;
      const units = unitChoices(first);
      if (units === null) return null;
      firsts.push(...units);
    } catch {
      return null;
    }
  }
  return firsts.length > 0 ? [...new Set(firsts)] : null;
}

function lit(ch: string): { kind: "char"; char: string } | { kind: "group"; need: string[]; units: string[] } | { kind: "other" } {
  const lower = ch.toLowerCase();
  if (lower === ch.toUpperCase() || /^[a-z]$/.test(lower)) return { kind: "char", char: lower };
  // A non-ASCII cased letter (`и`, `π`, `н`) matches, under the triggers' `i` flag, every
  // unit of its case class (`caseClass`): an alternation of those units. Read as no atom, a
  // Cyrillic or Greek word of the override rules broke into one-letter atoms (`e`, `o`) at
  // its Latin lookalikes, and those rules' triggers ran on nearly every English text.
  const units = caseClass(ch);
  return units === null ? { kind: "other" } : { kind: "group", need: units, units };
}

/** At most this many units in a class or a case class that the atom reader spells out. */
const CLASS_UNITS = 8;

/**
 * The units a one-unit literal `ch` can match case-insensitively, with or without the `u`
 * flag, as atom units (ASCII in lower case, which atom tables compare case-insensitively),
 * or null when there are more than `CLASS_UNITS` or `ch` is not one BMP unit. A superset is
 * sound for an atom (a match still holds one of them), so the classes join every unit with
 * its lower case, its upper case and the lower case of that, when each is one unit:
 * `и` → `и И`, `σ` → `σ ς Σ`, `π` → `π Π ϖ`. Built once over the BMP (about 10 ms), on first use.
 *
 * @example
 * caseClass("σ"); // ["Σ", "σ", "ς"] (in code-unit order)
 */
export function caseClass(ch: string): string[] | null {
  if (ch.length !== 1) return null;
  CASE_CLASSES ??= buildCaseClasses();
  const members = CASE_CLASSES.get(findRoot(CASE_PARENT as Int32Array, ch.charCodeAt(0)));
  if (members === undefined) return [ch];
  const units = [...new Set(members.map((u) => (u < 0x80 ? String.fromCharCode(u).toLowerCase() : String.fromCharCode(u))))];
  return units.length > CLASS_UNITS ? null : units;
}

let CASE_PARENT: Int32Array | null = null;
let CASE_CLASSES: Map<number, number[]> | null = null;

function findRoot(parent: Int32Array, u: number): number {
  let r = u;
  while (parent[r] !== r) r = parent[r] as number;
  while (parent[u] !== r) {
    const next = parent[u] as number;
    parent[u] = r;
    u = next;
  }
  return r;
}

/** Union-find over the BMP (surrogates apart): each unit joined to its one-unit case maps; the classes of two or more units. */
function buildCaseClasses(): Map<number, number[]> {
  const parent = new Int32Array(0x10000);
  for (let u = 0; u < parent.length; u++) parent[u] = u;
  const join = (a: number, s: string) => {
    if (s.length !== 1) return;
    const b = s.charCodeAt(0);
    const ra = findRoot(parent, a);
    const rb = findRoot(parent, b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let u = 0; u < 0x10000; u++) {
    if (u >= 0xd800 && u <= 0xdfff) continue;
    const ch = String.fromCharCode(u);
    const upper = ch.toUpperCase();
    join(u, ch.toLowerCase());
    join(u, upper);
    if (upper.length === 1) join(u, upper.toLowerCase());
  }
  const classes = new Map<number, number[]>();
  for (let u = 0; u < 0x10000; u++) {
    if (u >= 0xd800 && u <= 0xdfff) continue;
    const r = findRoot(parent, u);
    let list = classes.get(r);
    if (list === undefined) classes.set(r, (list = []));
    list.push(u);
  }
  for (const [r, list] of classes) if (list.length < 2) classes.delete(r);
  CASE_PARENT = parent;
  return classes;
}

/** The largest bucket (atoms) `AtomTable.bucketSpent` checks for being done. */
const DONE_CHECK_MAX = 16;

/** A bucket's `pairKey` while every slot of its atoms is hit (no pair of units passes `mayStart`). */
const BUCKET_DONE = -2;

/**
 * @internal Work counters of the atom scans, for the work-count tests (never read by the
 * scans): `calls` of `AtomTable.matchPair`, `compares` of an atom against the text (atoms
 * outside the text's third unit, or passed over because their slots were all hit, are not
 * counted). Zero them before a run.
 */
export const ATOM_WORK = { calls: 0, compares: 0 };

/**
 * A set of literal atoms, indexed by their first two code units (one-unit atoms apart), that finds which owners are present in
 * a text (an owner is one trigger of the fast pass or one rule of the scanner's gate). Each
 * source an owner adds has one or more needs (`triggerNeeds`), each a slot: the owner is
 * present when every slot of one of its sources was hit. ASCII letters compare
 * case-insensitively.
 */
export class AtomTable {
  /**
   * `pair[(a * 0x9e5 + b) & 0xffff]` is index + 1 into `pairLists` (0 = none): the atoms of
   * two or more units whose first two units, in either case for ASCII, hash to that bucket.
   * A scan looks back one unit at each pair instead of ahead, and checks only the atoms of
   * the bucket (`matchPair`, which compares every unit: a bucket may hold another pair's
   * atoms) — with one list per first unit, `system: x` checked 50 atoms per line; per pair, 8.
   */
  /** @internal */ readonly pair = new Uint16Array(0x10000);
  /**
   * Per bucket (`pair` value): the pair of units `(a << 16) | b` its atoms start with, or -1
   * when atoms of two pairs share it. A scan calls `matchPair` only when the pair at hand is
   * the bucket's (or the bucket is mixed): a hashed look back that lands in another pair's
   * bucket (` 심` in `지워`'s, `이상` in `tag`'s: 14 k of 36 k on statute articles) costs one
   * more load instead of a call that compares every atom.
   *
   * During a scan a bucket whose atoms have every slot hit reads `BUCKET_DONE` here (no pair
   * passes `mayStart`, so no scan calls `matchPair` for it again); `reset` restores the key
   * from `bucketKey`. A scan records presence, not counts: on text dense with trigger words
   * each bucket is matched until its atoms have been seen, not at every occurrence.
   */
  /** @internal */ readonly pairKey = new Int32Array(0x10000);
  /** Per bucket: its `pairKey` outside a scan (what `reset` restores a done bucket to). */
  private bucketKey = new Int32Array(1);
  /** The buckets marked `BUCKET_DONE` since the last `reset`, and how many. */
  private doneBuckets = new Int32Array(1);
  private nDone = 0;
  private readonly pairLists: { atom: string; slots: number[] }[][] = [];
  /** Per bucket: its entries by atom (a search of the list per atom made building the fast pass's 8 k atoms quadratic in a bucket's size). */
  private readonly pairEntries: Map<string, { atom: string; slots: number[] }>[] = [];
  /**
   * The buckets in typed arrays (`compile`), which `matchPair` reads: entries of bucket `idx`
   * are `bucketFrom[idx] … bucketFrom[idx + 1] - 1`; entry `e`'s atom is
   * `units[entryStart[e] … entryStart[e + 1] - 1]` and its slots `entrySlots[slotFrom[e] …
   * slotFrom[e + 1] - 1]`. A compare of typed-array units cost about half of one of atom
   * strings (whose representation each `charCodeAt` dispatches on).
   */
  private bucketFrom = new Int32Array(2);
  private entryStart = new Int32Array(1);
  private units = new Uint16Array(0);
  private slotFrom = new Int32Array(1);
  private entrySlots = new Int32Array(0);
  /** Per code unit: index + 1 into `singleSlots` when a one-unit atom is that unit (both cases for ASCII), 0 = none. */
  /** @internal */ readonly single = new Uint16Array(0x10000);
  private readonly singleSlots: number[][] = [];
  /** Per code unit: 1 when some atom contains it (both cases for ASCII): an edit that writes none of these cannot be part of an atom. */
  /** @internal */ readonly chars = new Uint8Array(0x10000);
  /**
   * `links[(a * 0x9e5 + b) & 0xffff]` is 1 when units `a`, `b` stand next to each other in
   * some atom (either case for ASCII; hashed like `pair`, so a 1 may be another pair's): an
   * atom of two or more units that covers a unit also covers a pair with its neighbour.
   */
  /** @internal */ readonly links = new Uint8Array(0x10000);
  /** Owners that are always considered present (their source had no atoms). */
  readonly always: number[] = [];
  /** Length of the longest atom (code units). */
  maxLength = 1;
  /** Per slot: its group (one source of one owner). */
  private readonly slotGroup: number[] = [];
  /**
   * Per slot: the units one of which must come first after a hit of its atoms (ASCII
   * whitespace skipped), or null (`leadFollow`): `명령을` counts for the split-verb rule only
   * before `무`, `잊`, `지`…, not in `명령을 위반한` (a tenth of statute articles named such a noun).
   */
  private readonly slotFollow: (Set<number> | null)[] = [];
  private readonly groups: { owner: number; slots: number[] }[] = [];
  /** Scan state: which slots were hit, and the list of them (to reset in time ∝ hits). */
  private hits = new Uint8Array(0);
  private touched = new Int32Array(0);
  private nTouched = 0;

  /** Adds the atoms of `sources` for `owner`. */
  add(owner: number, sources: readonly string[]): void {
    this.addEach([[owner, sources]]);
  }

  /**
   * Adds the atoms of each `[owner, sources]` pair, then compiles the table once (a compile
   * per owner made building a table of 400 triggers quadratic). `knownKey`: the list's
   * `atomTableKey` when the caller has it already (the build's copy of the default pass
   * carries it: hashing 300 sources cost milliseconds of the first scan).
   */
  addEach(list: readonly (readonly [owner: number, sources: readonly string[]])[], knownKey?: string): void {
    // A fresh table takes the build's precomputed copy of itself when there is one (`atom-tables.ts`).
    const fresh = this.groups.length === 0 && this.slotGroup.length === 0 && this.singleSlots.length === 0 && this.pairLists.length === 0 && this.bucketFrom.length === 2;
    const key = fresh ? (knownKey ?? atomTableKey(list)) : null;
    const saved = key === null ? null : precomputedAtomTable(key);
    if (saved !== null) {
      this.restore(saved);
      return;
    }
    this.reset(); // a done bucket's key back before `addAtom` reads it
    if (this.bucketFrom.length > 2 && this.pairLists.length === 0) this.thaw();
    const alwaysOwners: number[] = [];
    for (const [owner, sources] of list) {
      // Per top-level alternative of each source (`analyseTrigger`).
      for (const [needs, followUnits] of sources.flatMap(triggerAnalyses)) {
        if (needs === null) {
          if (!alwaysOwners.includes(owner)) alwaysOwners.push(owner);
          if (!this.always.includes(owner)) this.always.push(owner);
          continue;
        }
        const group = this.groups.push({ owner, slots: [] }) - 1;
        const follow = followUnits === null ? null : new Set(followUnits);
        for (const need of needs) {
          const slot = this.slotGroup.push(group) - 1;
          this.slotFollow.push(need === needs[0] ? follow : null);
          (this.groups[group] as { slots: number[] }).slots.push(slot);
          for (const atom of need) this.addAtom(slot, atom);
        }
      }
    }
    this.hits = new Uint8Array(this.slotGroup.length);
    this.touched = new Int32Array(this.slotGroup.length);
    this.nTouched = 0;
    this.compile();
    // Saving walks four 64 K-entry arrays: only when the build is recording (each scanner built
    // from sources in a test or a scenario run paid it for nothing, per table).
    if (key !== null && RECORDED !== null) recordAtomTable(key, this.save(alwaysOwners));
  }

  /** The table's compiled state (`SavedAtomTable`), with the owners `addEach` found always present. */
  /** @internal */ save(alwaysOwners: readonly number[]): SavedAtomTable {
    const nonZero = (a: Uint8Array | Uint16Array) => Uint16Array.from(a.keys()).filter((u) => a[u] !== 0);
    const pairAt = nonZero(this.pair);
    const singleAt = nonZero(this.single);
    let from = 0;
    const follow = this.slotFollow.flatMap((f, slot) => (f === null ? [] : [[slot, [...f]] as const]));
    return {
      pairAt,
      pairIdx: Uint16Array.from(pairAt, (h) => this.pair[h] as number),
      pairKey: this.bucketKey.slice(0, this.pairLists.length + 1),
      bucketFrom: this.bucketFrom,
      entryStart: this.entryStart,
      units: this.units,
      slotFrom: this.slotFrom,
      entrySlots: this.entrySlots,
      singleAt,
      singleIdx: Uint16Array.from(singleAt, (u) => this.single[u] as number),
      singleFrom: Int32Array.from([0, ...this.singleSlots.map((l) => (from += l.length))]),
      singleSlots: Int32Array.from(this.singleSlots.flat()),
      chars: nonZero(this.chars),
      links: nonZero(this.links),
      maxLength: this.maxLength,
      slotGroup: Int32Array.from(this.slotGroup),
      groupOwner: Int32Array.from(this.groups, (g) => g.owner),
      followSlots: Int32Array.from(follow, ([slot]) => slot),
      followUnits: follow.map(([, units]) => units),
      always: [...alwaysOwners],
    };
  }

  /** Takes `saved` as this (fresh) table's state: what `addEach` of the same list would build. */
  /** @internal */ restore(saved: SavedAtomTable): void {
    saved.pairAt.forEach((h, k) => (this.pair[h] = saved.pairIdx[k] as number));
    this.pairKey.set(saved.pairKey);
    this.bucketKey = saved.pairKey.slice();
    this.doneBuckets = new Int32Array(saved.pairKey.length);
    this.nDone = 0;
    this.bucketFrom = saved.bucketFrom;
    this.entryStart = saved.entryStart;
    this.units = saved.units;
    this.slotFrom = saved.slotFrom;
    this.entrySlots = saved.entrySlots;
    saved.singleAt.forEach((u, k) => (this.single[u] = saved.singleIdx[k] as number));
    for (let l = 0; l + 1 < saved.singleFrom.length; l++) this.singleSlots.push(Array.from(saved.singleSlots.subarray(saved.singleFrom[l], saved.singleFrom[l + 1])));
    for (const u of saved.chars) this.chars[u] = 1;
    for (const h of saved.links) this.links[h] = 1;
    this.maxLength = Math.max(this.maxLength, saved.maxLength);
    saved.groupOwner.forEach((owner) => this.groups.push({ owner, slots: [] }));
    saved.slotGroup.forEach((group, slot) => {
      this.slotGroup.push(group);
      this.slotFollow.push(null);
      (this.groups[group] as { slots: number[] }).slots.push(slot);
    });
    saved.followSlots.forEach((slot, k) => (this.slotFollow[slot] = new Set(saved.followUnits[k])));
    for (const o of saved.always) if (!this.always.includes(o)) this.always.push(o);
    this.hits = new Uint8Array(this.slotGroup.length);
    this.touched = new Int32Array(this.slotGroup.length);
    this.nTouched = 0;
  }

  /** Rebuilds the per-bucket lists `addAtom` extends from the compiled arrays (a restored table that is added to). */
  private thaw(): void {
    for (let idx = 1; idx + 1 < this.bucketFrom.length; idx++) {
      const list: { atom: string; slots: number[] }[] = [];
      const map = new Map<string, { atom: string; slots: number[] }>();
      for (let e = this.bucketFrom[idx] as number; e < (this.bucketFrom[idx + 1] as number); e++) {
        const entry = { atom: String.fromCharCode(...this.units.subarray(this.entryStart[e], this.entryStart[e + 1])), slots: Array.from(this.entrySlots.subarray(this.slotFrom[e], this.slotFrom[e + 1])) };
        list.push(entry);
        map.set(entry.atom, entry);
      }
      this.pairLists.push(list);
      this.pairEntries.push(map);
    }
  }

  /** Copies `pairLists` into the typed arrays `matchPair` reads. */
  private compile(): void {
    const entries = this.pairLists.flat();
    this.bucketFrom = new Int32Array(this.pairLists.length + 2);
    this.entryStart = new Int32Array(entries.length + 1);
    this.units = new Uint16Array(entries.reduce((n, e) => n + e.atom.length, 0));
    this.slotFrom = new Int32Array(entries.length + 1);
    this.entrySlots = new Int32Array(entries.reduce((n, e) => n + e.slots.length, 0));
    let e = 0;
    let u = 0;
    let sl = 0;
    // Two-unit atoms first, then by third unit (`matchPair` searches the text's third unit).
    const third = (entry: { atom: string }) => (entry.atom.length < 3 ? -1 : entry.atom.charCodeAt(2));
    this.pairLists.forEach((list, b) => {
      this.bucketFrom[b + 1] = e; // bucket index b + 1 (0 = none)
      for (const entry of [...list].sort((x, y) => third(x) - third(y))) {
        this.entryStart[e] = u;
        this.slotFrom[e] = sl;
        for (let k = 0; k < entry.atom.length; k++) this.units[u++] = entry.atom.charCodeAt(k);
        for (const slot of entry.slots) this.entrySlots[sl++] = slot;
        e++;
      }
    });
    this.bucketFrom[this.pairLists.length + 1] = e;
    this.entryStart[e] = u;
    this.slotFrom[e] = sl;
    this.bucketKey = this.pairKey.slice(0, this.pairLists.length + 1);
    this.doneBuckets = new Int32Array(this.pairLists.length + 1);
    this.nDone = 0;
  }

  private addAtom(slot: number, atom: string): void {
    if (atom.length > this.maxLength) this.maxLength = atom.length;
    for (let k = 0; k < atom.length; k++) {
      const u = atom.charCodeAt(k);
      this.chars[u] = 1;
      if (u >= 0x61 && u <= 0x7a) this.chars[u - 0x20] = 1;
    }
    // Each unit in its cases (`cases`: a lower-case ASCII letter and its upper case), unrolled.
    for (let k = 0; k + 1 < atom.length; k++) {
      const a0 = atom.charCodeAt(k);
      const b0 = atom.charCodeAt(k + 1);
      for (let ia = 0; ia < caseCount(a0); ia++) for (let ib = 0; ib < caseCount(b0); ib++) this.links[((a0 - 0x20 * ia) * 0x9e5 + (b0 - 0x20 * ib)) & 0xffff] = 1;
    }
    const c = atom.charCodeAt(0);
    if (atom.length < 2) {
      for (const f of cases(c)) addSlot(this.singleSlots, this.single, f, slot);
      return;
    }
    const d = atom.charCodeAt(1);
    for (let ia = 0; ia < caseCount(c); ia++) {
      const a = c - 0x20 * ia;
      for (let ib = 0; ib < caseCount(d); ib++) {
        const b = d - 0x20 * ib;
        const h = (a * 0x9e5 + b) & 0xffff;
        let idx = this.pair[h] as number;
        const key = (a << 16) | b;
        if (idx === 0) {
          idx = this.pair[h] = this.pairLists.push([]);
          this.pairEntries.push(new Map());
          this.pairKey[idx] = key;
        } else if (this.pairKey[idx] !== key) this.pairKey[idx] = -1;
        const entries = this.pairEntries[idx - 1] as Map<string, { atom: string; slots: number[] }>;
        const entry = entries.get(atom);
        if (!entry) {
          const added = { atom, slots: [slot] };
          entries.set(atom, added);
          (this.pairLists[idx - 1] as { atom: string; slots: number[] }[]).push(added);
        } else if (entry.slots[entry.slots.length - 1] !== slot) entry.slots.push(slot); // a slot adds its atoms together, so a repeat is the last one
      }
    }
  }

  /**
   * Marks in `found` (indexed by owner) every owner present in `text` (see the class
   * comment), plus the `always` owners. Linear in the text times the atoms sharing a
   * two-unit bucket.
   */
  scan(text: string, found: Uint8Array): void {
    this.reset();
    const { pair, pairKey, single } = this;
    const n = text.length;
    let prev = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      // An atom of two or more units is found at its second unit, a one-unit atom at itself.
      const p = pair[(prev * 0x9e5 + c) & 0xffff] as number;
      if (p !== 0 && i > 0 && mayStart(pairKey[p] as number, prev, c)) this.matchPair(text, i - 1, p);
      const one = single[c] as number;
      if (one !== 0) this.hitSlots(one);
      prev = c;
    }
    this.resolve(found);
  }

  /** Forgets the hits of the last scan and reopens its done buckets (an inlined scan calls it first). */
  reset(): void {
    const { hits, touched, doneBuckets, bucketKey, pairKey } = this;
    for (let k = 0; k < this.nTouched; k++) hits[touched[k] as number] = 0;
    this.nTouched = 0;
    for (let k = 0; k < this.nDone; k++) {
      const idx = doneBuckets[k] as number;
      pairKey[idx] = bucketKey[idx] as number;
    }
    this.nDone = 0;
  }

  /** Checks every atom that can start at `i` (its pair bucket and its one-unit atom), recording the slots hit. */
  matchFrom(text: string, i: number): void {
    const c = text.charCodeAt(i);
    if (i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      const p = this.pair[(c * 0x9e5 + d) & 0xffff] as number;
      if (p !== 0 && mayStart(this.pairKey[p] as number, c, d)) this.matchPair(text, i, p);
    }
    const one = this.single[c] as number;
    if (one !== 0) this.hitSlots(one);
  }

  /**
   * Checks the atoms of pair bucket `idx` (from `pair`, not 0) at `i`, every unit, recording
   * the slots hit. A bucket's atoms are sorted by their third unit, two-unit atoms first
   * (`compile`): only the two-unit atoms and those whose third unit is the text's are compared
   * (found by binary search; `re` opens 285 atoms of the detectors' table, and on text dense
   * with trigger words nearly every `re` reached each). An atom whose slots were all hit is
   * passed over (hits only grow until `reset`; a scan records presence, not counts); when a
   * hit leaves no atom of a small bucket with a slot to hit, the bucket is marked done
   * (`pairKey`) and the scans stop calling this for it. Work per call: the bucket's two-unit
   * atoms, a binary search, and the atoms that share three units with the text.
   */
  matchPair(text: string, i: number, idx: number): void {
    const { entryStart, units } = this;
    const n = text.length;
    const to = this.bucketFrom[idx + 1] as number;
    let e = this.bucketFrom[idx] as number;
    let hit = false;
    for (; e < to && (entryStart[e + 1] as number) - (entryStart[e] as number) < 3; e++) hit = this.matchEntry(text, i, e) || hit;
    if (e < to && i + 2 < n) {
      let third = text.charCodeAt(i + 2);
      if (third >= 0x41 && third <= 0x5a) third |= 0x20;
      let hi = to;
      while (e < hi) {
        const mid = (e + hi) >>> 1;
        if ((units[(entryStart[mid] as number) + 2] as number) < third) e = mid + 1;
        else hi = mid;
      }
      for (; e < to && units[(entryStart[e] as number) + 2] === third; e++) hit = this.matchEntry(text, i, e) || hit;
    }
    ATOM_WORK.calls++;
    if (hit && this.pairKey[idx] !== BUCKET_DONE && this.bucketSpent(idx)) {
      this.pairKey[idx] = BUCKET_DONE;
      this.doneBuckets[this.nDone++] = idx;
    }
  }

  /**
   * Compares atom `e` with the text at `i` unless every slot of it was hit, and records the
   * slots its match hits (a slot with follow units only where they may follow). True when
   * a slot was newly hit.
   */
  private matchEntry(text: string, i: number, e: number): boolean {
    const { entryStart, units, slotFrom, entrySlots, hits, touched } = this;
    const slotTo = slotFrom[e + 1] as number;
    let q = slotFrom[e] as number;
    while (q < slotTo && hits[entrySlots[q] as number] !== 0) q++;
    if (q === slotTo) return false;
    const from = entryStart[e] as number;
    const len = (entryStart[e + 1] as number) - from;
    if (i + len > text.length) return false;
    ATOM_WORK.compares++;
    for (let k = 0; k < len; k++) {
      let c = text.charCodeAt(i + k);
      if (c >= 0x41 && c <= 0x5a) c |= 0x20;
      if (c !== units[from + k]) return false;
    }
    let hit = false;
    for (; q < slotTo; q++) {
      const slot = entrySlots[q] as number;
      if (hits[slot] === 0) {
        const follow = this.slotFollow[slot];
        if (follow != null && !followMayMatch(text, i + len, follow)) continue;
        hits[slot] = 1;
        touched[this.nTouched++] = slot;
        hit = true;
      }
    }
    return hit;
  }

  /**
   * True when bucket `idx` holds at most `DONE_CHECK_MAX` atoms and every slot of each was hit.
   * Checked only after a new hit (at most once per slot and scan), so its cost does not grow
   * with the text; a large bucket (whose atoms will hardly all occur) is never checked.
   */
  private bucketSpent(idx: number): boolean {
    const { slotFrom, entrySlots, hits } = this;
    const from = this.bucketFrom[idx] as number;
    const to = this.bucketFrom[idx + 1] as number;
    if (to - from > DONE_CHECK_MAX) return false;
    for (let q = slotFrom[from] as number; q < (slotFrom[to] as number); q++) if (hits[entrySlots[q] as number] === 0) return false;
    return true;
  }

  /** Records the slots of the one-unit atom list `idx` (from `single`, not 0). */
  hitSlots(idx: number): void {
    this.hit(this.singleSlots[idx - 1] as number[]);
  }

  private hit(slots: readonly number[]): void {
    const hits = this.hits;
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k] as number;
      if (hits[slot] === 0) {
        hits[slot] = 1;
        this.touched[this.nTouched++] = slot;
      }
    }
  }

  /** Marks in `found` the owners whose every slot of some source was hit, plus `always`. */
  resolve(found: Uint8Array): void {
    for (const o of this.always) found[o] = 1;
    const { hits, touched, groups, slotGroup } = this;
    for (let k = 0; k < this.nTouched; k++) {
      const g = groups[slotGroup[touched[k] as number] as number] as { owner: number; slots: number[] };
      if (found[g.owner] === 1) continue;
      let all = true;
      for (const slot of g.slots) if (hits[slot] === 0) all = false;
      if (all) found[g.owner] = 1;
    }
  }
}

/** Whether a bucket whose `pairKey` is `key` can hold an atom that starts with units `a`, `b`. */
const mayStart = (key: number, a: number, b: number): boolean => key === ((a << 16) | b) || key === -1;

/** How far past an atom `followMayMatch` skips ASCII whitespace before it gives up (and accepts). */
const FOLLOW_REACH = 64;

/**
 * False only when no match that starts with the atom ending at `j` can exist in any view:
 * after ASCII whitespace, the next unit is a Hangul syllable or an ASCII letter or digit
 * outside `follow`. Those units are the same in every view (the shadow only lowers ASCII
 * case, and `follow` holds no cased letter and no ASCII digit); anything else (a fold, a
 * decoration, another script, the text's or a window's end, a long blank run the shadow
 * shortens) may change in a view, so it accepts. Constant time (`FOLLOW_REACH`).
 */
function followMayMatch(text: string, j: number, follow: Set<number>): boolean {
  const end = Math.min(text.length, j + FOLLOW_REACH);
  for (; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (follow.has(c)) return true;
    const lower = c | 0x20;
    return !((c >= 0xac00 && c <= 0xd7a3) || (c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x7a));
  }
  return true;
}

/**
 * The units that can come first after the leading item of a trigger source, when every
 * match starts with one of that item's literals and those literals are exactly the need
 * `lead` (`(?:명령을|명령를)\s{0,256}(?:모두\s{0,256})?(?:무…|잊…)` → 모, 무, 잊): whitespace
 * and zero-width items are passed over, optional items add their first units. Null when the
 * source does not have that shape, when the rest can match whitespace only (a match may end
 * there), or when a first unit is a cased letter or an ASCII digit (`followMayMatch` rules
 * out only Hangul syllables and ASCII letters and digits, which no view changes but for case).
 *
 * @example
 * leadFollow("(?:ab|cd)\\s{0,9}(?:무|잊)", ["ab", "cd"]); // Set {무, 잊} (as code units)
 */
export function leadFollow(source: string, lead: readonly string[]): Set<number> | null {
  try {
    const p = new AtomParser(source);
    let at = p.i;
    let item = p.item();
    while (item.kind === "zero") {
      if (!p.quantifier().plain) return null;
      at = p.i;
      item = p.item();
    }
    const head = source.slice(at, p.i);
    if (!p.quantifier().plain || !head.startsWith("(?:")) return null;
    const literals = topAlternatives(head.slice(3, -1)).map(literalOf);
    if (literals.some((l) => l === null)) return null;
    const want = new Set(lead);
    if (literals.length !== want.size || !literals.every((l) => want.has(l as string) && (l as string).length >= 2)) return null;
    const first = sequenceFirst(source.slice(p.i));
    if (first === null || first.transparent || first.units.size === 0) return null;
    const units = new Set<number>();
    for (const u of first.units) {
      if (u.length !== 1 || u.toLowerCase() !== u.toUpperCase() || /[0-9]/.test(u)) return null;
      units.add(u.charCodeAt(0));
    }
    return units;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- analyses, precomputed
/**
 * What `AtomTable` reads of one trigger alternative: its needs (`triggerNeeds`) and the
 * follow units of its first need (`leadFollow`, as code units), each null when absent.
 */
export type TriggerAnalysis = readonly [needs: string[][] | null, follow: number[] | null];

/**
 * The analyses of one trigger source, one per top-level alternative (`topAlternatives`):
 * each alternative is its own source, since a match is a match of one alternative, so all
 * of that alternative's needs hold (`내부 규칙` needs both words, not one of `내부` or `규칙`
 * for the whole list). Computed from the source.
 */
export function analyseTrigger(source: string): TriggerAnalysis[] {
  return topAlternatives(source).map((alternative) => {
    const needs = triggerNeeds(alternative);
    if (needs === null) return [null, null] as const;
    const follow = leadFollow(alternative, needs[0] as string[]);
    return [needs, follow === null ? null : [...follow].sort((x, y) => x - y)] as const;
  });
}

/**
 * Analyses by trigger source: those computed in this process, and on a miss the
 * precomputed file's (`quick-atoms.json` beside this module, read on the first miss).
 * Reading the trigger sources of the rule table costs 0.3–1 s of CPU; `npm run build`
 * writes them beside dist (and the test run's global setup beside the sources), so the
 * first scan after an import costs milliseconds.
 */
const ANALYSES = new Map<string, TriggerAnalysis[]>();
let PRECOMPUTED: Record<string, TriggerAnalysis[]> | null = null;

/** The analyses of one trigger source: memoised, precomputed, or computed now. */
function triggerAnalyses(source: string): TriggerAnalysis[] {
  let a = ANALYSES.get(source);
  if (a === undefined) {
    PRECOMPUTED ??= readPrecomputedAnalyses();
    a = PRECOMPUTED[analysisKey(source)] ?? analyseTrigger(source);
    ANALYSES.set(source, a);
  }
  return a;
}

/**
 * The gap-free gate (`gap-free.ts`) of a rule's `gapFreeTriggers`: false only when no match
 * of the rule can occur in the text given. Needs come from the precomputed analyses.
 */
export function gapFreeGateOf(sources: readonly string[]): (text: string) => boolean {
  return gapFreeGate(sources.flatMap(triggerAnalyses).map(([needs]) => needs));
}

/** The key of a trigger source in the precomputed file: 128 bits of its SHA-256. */
export const analysisKey = (source: string): string => sha256().update(source).digest("base64url").slice(0, 22);

/** A SHA-256 hash from `node:crypto`, loaded on first use: importing the boundary does not load it (about 8 ms; issue 22, cold start). */
const sha256 = () => process.getBuiltinModule("node:crypto").createHash("sha256");

/** The precomputed analyses file: `{ fingerprint, triggers: { [analysisKey]: TriggerAnalysis[] } }`. */
export const PRECOMPUTED_ANALYSES_FILE = "quick-atoms.json";

/**
 * Where the precomputed analyses file is read: beside this module's file (in the built
 * package, a bundle chunk holding this module: `scripts/bundle.js`, then
 * `scripts/quick-atoms.js` writes it there).
 */
export function precomputedAnalysesUrl(): URL {
  return new URL(`./${PRECOMPUTED_ANALYSES_FILE}`, import.meta.url);
}

/**
 * What the precomputed analyses hold for: SHA-256 of this module's own file (the reader of
 * trigger sources lives here: any edit to it voids them; in the built package the bundle
 * chunk holding it, so any edit to that chunk does) and the engine's Unicode version (case
 * classes come from `toUpperCase`/`toLowerCase`). Null when the file cannot be read: then
 * nothing precomputed is trusted.
 */
export function analysesFingerprint(): string | null {
  // Once per process: both precomputed files (analyses, atom tables) check it, and the file is a bundle chunk of hundreds of KB.
  if (FINGERPRINT === undefined) {
    try {
      const text = readFileSync(fileURLToPath(import.meta.url));
      FINGERPRINT = `${sha256().update(text).digest("hex")}/unicode ${process.versions.unicode ?? "?"}`;
    } catch {
      FINGERPRINT = null;
    }
  }
  return FINGERPRINT;
}

let FINGERPRINT: string | null | undefined;

/**
 * The stamp every precomputed file beside this module must carry to be read: the bundle's
 * build stamp (`build-stamp.ts`: a string compare, no hash of the bundle chunk on the first
 * scan) when this code was bundled, else `analysesFingerprint()` (the sources, a plain tsc
 * build). Null: nothing precomputed is trusted.
 */
export function precomputedStamp(): string | null {
  return buildStamp() ?? analysesFingerprint();
}

/** The precomputed analyses beside this module when their fingerprint is this module's; else none. */
function readPrecomputedAnalyses(): Record<string, TriggerAnalysis[]> {
  try {
    const data = JSON.parse(readFileSync(precomputedAnalysesUrl(), "utf8")) as { fingerprint?: unknown; triggers?: unknown };
    const fingerprint = precomputedStamp();
    if (fingerprint === null || data.fingerprint !== fingerprint || typeof data.triggers !== "object" || data.triggers === null) return {};
    return data.triggers as Record<string, TriggerAnalysis[]>;
  } catch {
    return {};
  }
}

/** The key of an `AtomTable.addEach` list in the precomputed tables: 128 bits of the SHA-256 of its JSON. */
const atomTableKey = (list: readonly (readonly [number, readonly string[]])[]): string => sha256().update(JSON.stringify(list)).digest("base64url").slice(0, 22);

/** The precomputed atom tables file (`encodeAtomTables` in `atom-tables.ts`: the tables by `atomTableKey`, under this module's fingerprint), beside this module. */
export const PRECOMPUTED_TABLES_FILE = "quick-tables.bin";

let SAVED_TABLES: ((key: string) => SavedAtomTable | undefined) | null = null;
/** Tables recorded for the build (`recordAtomTables`), or null when not recording. */
let RECORDED: Map<string, SavedAtomTable> | null = null;

/** The precomputed table under `key` when the file's fingerprint is this module's and it holds one; else null (then the table is built). */
function precomputedAtomTable(key: string): SavedAtomTable | null {
  if (RECORDED !== null) return null;
  if (SAVED_TABLES === null) {
    SAVED_TABLES = () => undefined;
    try {
      const file = decodeAtomTables(readFileSync(new URL(`./${PRECOMPUTED_TABLES_FILE}`, import.meta.url)));
      const fingerprint = precomputedStamp();
      if (fingerprint !== null && file.fingerprint === fingerprint) SAVED_TABLES = file.table;
    } catch {
      // No file (sources, tests) or a malformed one: every table is built.
    }
  }
  try {
    return SAVED_TABLES(key) ?? null;
  } catch {
    return null;
  }
}

function recordAtomTable(key: string, saved: SavedAtomTable): void {
  RECORDED?.set(key, saved);
}

/**
 * From now on, every fresh `AtomTable` is built (none precomputed is read) and its state kept
 * for `atomTablesText` (`scripts/quick-atoms.js`, at build time).
 */
export function recordAtomTables(): void {
  RECORDED ??= new Map();
}

/** The precomputed tables file's bytes (`encodeAtomTables`) for the tables recorded since `recordAtomTables`, with this module's fingerprint. */
export function atomTablesFile(): Buffer {
  return encodeAtomTables(precomputedStamp(), RECORDED ?? new Map());
}

/** The string a sequence of plain literal characters matches (lower case), or null. */
function literalOf(source: string): string | null {
  const p = new AtomParser(source);
  let out = "";
  while (p.i < source.length) {
    const item = p.item();
    if (item.kind !== "char" || !p.quantifier().plain) return null;
    out += item.char;
  }
  return out.length > 0 ? out : null;
}

/** First non-whitespace units of a match (`units`), and whether it can be whitespace only or empty (`transparent`); null: unknown. */
type First = { units: Set<string>; transparent: boolean } | null;

const IS_BLANK = /^[ \t\n\r\v\f]$/;

function sequenceFirst(source: string): First {
  const p = new AtomParser(source);
  const units = new Set<string>();
  while (p.i < source.length) {
    if (source[p.i] === "|" || source[p.i] === ")") return null;
    const at = p.i;
    const item = p.item();
    const raw = source.slice(at, p.i);
    const q = p.quantifier();
    if (item.kind === "zero") continue;
    const f = itemFirst(raw, item);
    if (f === null) return null;
    for (const u of f.units) units.add(u);
    if (!f.transparent && q.min > 0) return { units, transparent: false };
  }
  return { units, transparent: true };
}

function itemFirst(raw: string, item: ReturnType<AtomParser["item"]>): First {
  if (raw === "\\s") return { units: new Set(), transparent: true };
  if (item.kind === "char") return IS_BLANK.test(item.char) ? { units: new Set(), transparent: true } : { units: new Set([item.char]), transparent: false };
  if (raw.startsWith("[")) {
    const members = classMembers(raw.slice(1, -1));
    if (members === null) return null;
    const units = new Set(members.filter((m) => !IS_BLANK.test(m)));
    return { units, transparent: units.size < members.length };
  }
  if (raw.startsWith("(")) {
    const body = raw.startsWith("(?:") ? raw.slice(3, -1) : raw.slice(1, -1);
    const units = new Set<string>();
    let transparent = false;
    for (const alt of topAlternatives(body)) {
      const f = sequenceFirst(alt);
      if (f === null) return null;
      for (const u of f.units) units.add(u);
      transparent ||= f.transparent;
    }
    return { units, transparent };
  }
  return null;
}

/** A code unit and, for a lower-case ASCII letter, its upper case. */
const cases = (u: number): number[] => (u >= 0x61 && u <= 0x7a ? [u, u - 0x20] : [u]);
/** How many units `cases(u)` gives (2 for a lower-case ASCII letter: `u`, then `u - 0x20`). */
const caseCount = (u: number): number => (u >= 0x61 && u <= 0x7a ? 2 : 1);

/** Adds `slot` to the slot list of unit `u` (`index` holds list index + 1, 0 = none). */
function addSlot(lists: number[][], index: Uint16Array, u: number, slot: number): void {
  let idx = index[u] as number;
  if (idx === 0) idx = index[u] = lists.push([]);
  const slots = lists[idx - 1] as number[];
  if (!slots.includes(slot)) slots.push(slot);
}

// ---------------------------------------------------------------- the pass
/** When a trigger is tested on a text without Latin letters (`QuickPass.script`). */
const S_LATIN = 0; // only with a Latin letter: every rule using it needs one
const S_ALWAYS = 1; // always: a Korean (or other CJK) rule uses it
const S_HAN = 2; // only with Han or kana: only Chinese and Japanese rules use it

/** The compiled fast pass of one rule set. */
export interface QuickPass {
  /**
   * One regex per distinct trigger source of the rules, plus the marker words (owner = index),
   * every one made on this read (for tests and tools; the pass reads `trigger`).
   */
  readonly triggers: readonly RegExp[];
  /**
   * The regex of trigger `o`, made on its first use: `new RegExp` parses its source at once,
   * and parsing all 300 of them (some 18 k characters) at build cost about 15 ms of the first
   * scan (issue 22, cold start), most of them never needed by a given text.
   */
  trigger(o: number): RegExp;
  /** Per trigger: `S_LATIN`, `S_ALWAYS` or `S_HAN` (Korean, Chinese and Japanese rules run without Latin letters). */
  readonly script: Uint8Array;
  /** The atoms of every trigger, owner = trigger index. */
  readonly atoms: AtomTable;
  /**
   * Per trigger: the gap-free gate of the rules it belongs to (`gapFreeGateOf`), tested before
   * the trigger's regex, or null (a trigger of a rule without one, of a detector or the markers).
   */
  readonly gapFree: readonly (((text: string) => boolean) | null)[];
  /** Per-scan scratch: which triggers had an atom (indexed by owner). */
  readonly found: Uint8Array;
  /** The rules that read the original text (tested on the original by `isFoldedClean`). */
  readonly onOriginal: readonly { test(text: string): boolean }[];
  /** One regex of the gates of the rules over the original (null: no such rule); read per code unit. */
  readonly originalGate: RegExp | null;
  /**
   * Per BMP code unit: its class bits plus `K_ATOM`, `K_DECOR`, `K_ESCAPE`, filled on first
   * sight (0 = not yet, or a non-plain unit of no class, which is refilled each time: the
   * scan stops there).
   */
  readonly table: Uint16Array;
}

/**
 * Builds the fast pass for a rule set and the detectors run beside it (`detectorTriggers`:
 * their trigger sources, `detectorQuickTriggers`; a detector's finding is a finding, so the
 * pass may call a text clean only when none of them can fire either). Each trigger is its
 * own owner, so an atom that occurs (`사용자` in labour law) runs only the triggers it
 * belongs to, not every rule's. Detector triggers run on any script.
 *
 * @throws Error when a shadow rule has no trigger (the pass could not be sound).
 */
export function buildQuickPass(rules: readonly Rule[], detectorTriggers: readonly string[] = []): QuickPass {
  return passFromParts(quickPassParts(rules, detectorTriggers), () => rules.filter((r) => r.over === "original"));
}

/**
 * What a fast pass is made of besides the rules over the original themselves: plain data (a
 * JSON round trip keeps it), so the build can precompute the default scanner's
 * (`quick-default.ts`, issue 22, cold start: reading the rule table and the detectors'
 * triggers cost most of the first scan).
 */
export interface QuickPassParts {
  /** The distinct trigger sources (owner = index): the rules' over the shadow, the marker words, the detectors'. */
  readonly sources: readonly string[];
  /** Per source: `S_LATIN`, `S_ALWAYS` or `S_HAN`. */
  readonly scripts: readonly number[];
  /** Per source: the gap-free triggers of the rules owning it, or null (some owner has none). */
  readonly gapFree: readonly (readonly string[] | null)[];
  /** The gate of the rules over the original as `[source, flags]`, or null when there is none. */
  readonly originalGate: readonly [source: string, flags: string] | null;
  /** The key of the pass's atom table in the precomputed tables (`atomTableKey` of its list). */
  readonly tableKey: string;
}

/**
 * The parts of the fast pass of `rules` and `detectorTriggers` (see `buildQuickPass`).
 *
 * @throws Error when a shadow rule has no trigger.
 */
export function quickPassParts(rules: readonly Rule[], detectorTriggers: readonly string[] = []): QuickPassParts {
  const unsorted = rules.find((r) => r.over !== "original" && r.triggers.length === 0);
  if (unsorted) throw new Error(`rule ${unsorted.id} has no fast-pass trigger`);
  const sources: string[] = [];
  const scripts: number[] = [];
  const index = new Map<string, number>();
  // Per source: the gap-free triggers of the rules owning it, or null once an owner has none
  // (a rule without them, a detector, the marker words): only then is the trigger gated.
  const gapFree = new Map<string, string[] | null>();
  const own = (source: string, script: number, gapFreeOf: readonly string[] | undefined = undefined) => {
    let o = index.get(source);
    if (o === undefined) {
      index.set(source, (o = sources.push(source) - 1));
      scripts.push(S_LATIN);
      gapFree.set(source, gapFreeOf === undefined ? null : [...gapFreeOf]);
    } else {
      const g = gapFree.get(source);
      if (g !== null && g !== undefined) gapFree.set(source, gapFreeOf === undefined ? null : [...g, ...gapFreeOf]);
    }
    // S_ALWAYS wins over S_HAN wins over S_LATIN.
    const cur = scripts[o] as number;
    if (script === S_ALWAYS || (script === S_HAN && cur === S_LATIN)) scripts[o] = script;
  };
  for (const r of rules) {
    if (r.over === "original") continue;
    const cjk = runsWithoutLatin(r);
    const script = !cjk ? S_LATIN : r.languages.every((l) => l === "zh" || l === "ja") ? S_HAN : S_ALWAYS;
    // A long trigger is owned as pieces, each compiled only where its own atoms occur (`trigger-pieces.ts`).
    for (const t of r.triggers) for (const piece of triggerPieces(t)) own(piece, script, r.gapFreeTriggers);
  }
  own(MARKER_WORDS, S_LATIN);
  for (const t of detectorTriggers) for (const piece of triggerPieces(t)) own(piece, S_ALWAYS);
  const original = rules.filter((r) => r.over === "original");
  const gates = original.flatMap((r) => r.triggers);
  // A rule over the original without a gate could match anything: every unit is marked.
  const originalGate = original.some((r) => r.triggers.length === 0) ? /[^]/ : gates.length > 0 ? (unitClassUnion(gates) ?? new RegExp(gates.map((t) => `(?:${t})`).join("|"))) : null;
  return {
    sources,
    scripts,
    gapFree: sources.map((t) => gapFree.get(t) ?? null),
    originalGate: originalGate === null ? null : [originalGate.source, originalGate.flags],
    tableKey: atomTableKey(passAtomList(sources)),
  };
}

/** The `AtomTable.addEach` list of a pass: each source its own owner. */
const passAtomList = (sources: readonly string[]) => sources.map((source, o) => [o, [source]] as const);

/**
 * The fast pass made of `parts` (`quickPassParts`, or the build's copy of the default
 * scanner's); `originalRules` gives the rules over the original, read on the first text that
 * needs them (`onOriginal`), as each rule's gap-free gate is made on its trigger's first test.
 */
export function passFromParts(parts: QuickPassParts, originalRules: () => readonly Rule[]): QuickPass {
  const { sources } = parts;
  const atoms = new AtomTable();
  atoms.addEach(passAtomList(sources), parts.tableKey);
  const table = new Uint16Array(0x10000);
  // ASCII is filled now; the rest on first sight (`scanPlain`'s general loop fills a 0
  // entry). Filling the 11 172 Hangul syllables here too cost a third of building the pass
  // (cold start, issue 22); a Korean text fills those it holds on its first scan.
  const originalGate = parts.originalGate === null ? null : new RegExp(parts.originalGate[0], parts.originalGate[1]);
  for (let c = 0; c <= 0x7f; c++) fillEntry(table, atoms, c, originalGate);
  const made: (RegExp | undefined)[] = [];
  const trigger = (o: number): RegExp => (made[o] ??= new RegExp(sources[o] as string, "i"));
  let onOriginal: readonly { test(text: string): boolean }[] | null = null;
  return {
    get triggers() {
      return sources.map((_, o) => trigger(o));
    },
    trigger,
    script: Uint8Array.from(parts.scripts),
    atoms,
    gapFree: parts.gapFree.map((g, o) => bothGates(g === null ? null : lazyGapFreeGate(g), lazySyllableGate(sources[o] as string))),
    found: new Uint8Array(sources.length),
    get onOriginal() {
      return (onOriginal ??= originalRules().map(originalTest));
    },
    originalGate,
    table,
  };
}

/** Both gates (each a necessary condition for a match), or the one that exists. */
function bothGates(a: ((text: string) => boolean) | null, b: ((text: string) => boolean) | null): ((text: string) => boolean) | null {
  if (a === null || b === null) return a ?? b;
  return (text) => a(text) && b(text);
}

/**
 * The syllable-squeezed gate of one trigger source (`syllable-gap.ts`), or null when the
 * source holds no syllable gap: false only when some need of the source read over the squeezed
 * view (`syllableFreeSource`) has no atom in the text's squeezed view. Its needs are read on
 * its first call; a source the rewrite does not model, or a need with an atom of cased
 * non-ASCII letters (the view lowers ASCII only as the regex's `i` flag does), always passes.
 */
export function lazySyllableGate(source: string): ((text: string) => boolean) | null {
  if (!hasSyllableGap(source)) return null;
  let needs: (readonly (readonly string[])[] | null)[] | null = null;
  return (text) => {
    if (needs === null) {
      const free = syllableFreeSource(source);
      needs = free === null ? [null] : triggerAnalyses(free).map(([n]) => (n !== null && n.every((need) => need.every(squeezable)) ? n : null));
    }
    const list = needs;
    if (!SKIPPING.on || list.some((n) => n === null)) return true;
    return list.some((n) => (n as readonly (readonly string[])[]).every((need) => need.some((atom) => includesSqueezed(text, atom))));
  };
}

/** An atom the squeezed view can be searched for as written: no gap unit, every letter ASCII lower case or caseless. */
function squeezable(atom: string): boolean {
  for (const c of atom) if (SYLLABLE_GAP_UNITS.includes(c) || (c.toLowerCase() !== c.toUpperCase() && !/[a-z]/.test(c))) return false;
  return atom.length > 0;
}

/** `gapFreeGateOf(sources)`, made on its first call (most triggers are never tested on a given text). */
export function lazyGapFreeGate(sources: readonly string[]): (text: string) => boolean {
  let gate: ((text: string) => boolean) | null = null;
  return (text) => (gate ??= gapFreeGateOf(sources))(text);
}

/** A bracket class of `\uXXXX` escapes, ranges and plain units (no negation, no other escape). */
const UNIT_CLASS_SOURCE = /^\[((?:\\u[0-9a-fA-F]{4}|[^\\\][^-]|-(?!\]))*)\]$/;
/** One code unit written as an escape. */
const UNIT_ESCAPE_SOURCE = /^\\u[0-9a-fA-F]{4}$/;

/**
 * One bracket class matching the code units any of `sources` matches, when every
 * alternative of every source is a bracket class (`UNIT_CLASS_SOURCE`) or one escaped unit;
 * else null. The gates of the rules over the original are such classes: as one class a
 * search costs about half of the alternation of five (issue 3, throughput).
 *
 * @example
 * unitClassUnion(["[\\u202d\\u202e]", "[\\ufe00-\\ufe0f]|\\udb40"]); // /[\u202d\u202e\ufe00-\ufe0f\udb40]/
 */
export function unitClassUnion(sources: readonly string[]): RegExp | null {
  const bodies: string[] = [];
  for (const alternative of sources.flatMap(topAlternatives)) {
    const m = UNIT_CLASS_SOURCE.exec(alternative);
    if (m) bodies.push(m[1] as string);
    else if (UNIT_ESCAPE_SOURCE.test(alternative)) bodies.push(alternative);
    else return null;
  }
  return bodies.length > 0 ? new RegExp(`[${bodies.join("")}]`) : null;
}

/**
 * A test for a rule over the original text: its gate (the triggers, code units) first, a
 * plain search that is far cheaper than the rule's lookbehinds, then the rule itself.
 */
export function originalTest(rule: Rule): { test(text: string): boolean } {
  const pattern = new RegExp(rule.pattern.source, rule.pattern.flags.replace("g", ""));
  if (rule.triggers.length === 0) return pattern;
  const gate = new RegExp(rule.triggers.map((t) => `(?:${t})`).join("|"));
  return { test: (text) => gate.test(text) && pattern.test(text) };
}

/** The outcome of the character scan. */
const NOT_PLAIN = -1;
const DIRTY = 0;
const CLEAN = 1;
const CLEAN_UNLESS_DECORATED = 2;
const SPACED = 3; // a letter-spaced run: the shadow collapses it, the triggers were not run

/** Whether the last `isQuickClean` / `isFoldedClean` that said false did so only for a letter-spaced run. */
let spacedOnly = false;

/**
 * True when the last `isQuickClean` or `isFoldedClean` call returned false only because
 * the text has a letter-spaced run (which the shadow collapses), not because a trigger or
 * an escape occurred: a caller can then test the collapsed shadow texts (`isShadowClean`).
 */
export function failedOnSpacingOnly(): boolean {
  return spacedOnly;
}

/**
 * The fast pass's test on a shadow text itself (after letter-spacing collapse): no trigger
 * of a rule or of the marker words occurs in it, so no rule can match it. Sound for any
 * text, plain or not (Chinese and Japanese triggers are not gated on Han here). Linear.
 */
export function isShadowClean(shadowText: string, pass: QuickPass): boolean {
  const { atoms, found, script, gapFree } = pass;
  found.fill(0);
  atoms.scan(shadowText, found);
  const latin = /[a-z]/.test(shadowText);
  for (let o = 0; o < found.length; o++) {
    if (found[o] === 1 && (latin || script[o] !== S_LATIN) && (gapFree[o]?.(shadowText) ?? true) && pass.trigger(o).test(shadowText)) return false;
  }
  return true;
}

/**
 * True when `text` provably yields no finding under the pass's rules (see the module
 * comment). Every rule outside Korean, Chinese and Japanese needs a Latin letter in the
 * shadow (English words, token names, role words, marker words), and on plain text the
 * shadow has a Latin letter only where the text has one. Linear: one scan over the char
 * codes, and a trigger regex only when one of its atoms occurs.
 */
export function isQuickClean(text: string, pass: QuickPass): boolean {
  spacedOnly = false;
  if (text.length === 0) return true;
  return decorationClean(text, scanPlain(text, pass), pass);
}

/**
 * The evidence shadow also folds decoration (`foldDecoration` in `fold.ts`), and the full
 * scan runs the rules with and without that fold. `verdict` is the scan of the text as
 * written (an escape already made it `DIRTY`); when a decoration token can start in it,
 * the folded form must be clean too.
 */
function decorationClean(text: string, verdict: number, pass: QuickPass): boolean {
  if (verdict === CLEAN) return true;
  if (verdict === SPACED) spacedOnly = true;
  if (verdict !== CLEAN_UNLESS_DECORATED) return false;
  if (!STARTS.tags && !STARTS.escapes && noOwnerFound(pass) && editsInert(text, pass)) {
    // No trigger can run on either view (see `editsInert`); only the rules over the original remain.
    return !(STARTS.original && pass.onOriginal.some((p) => p.test(text)));
  }
  let base = text;
  let starts: { at: Int32Array; count: number } = STARTS;
  if (STARTS.folds) {
    // The text as written is not its stage-1 fold: apply the folds, then judge that text
    // (the scan above only collected its atoms).
    const folded = applyFolds(text, STARTS, pass.table);
    if (STARTS.escapes && ESCAPE_HINT.test(folded.text)) return false;
    // The scan's automaton already read the folds (and `seen` their classes).
    if (!scanDecorated(folded.text, folded.edits, pass, STARTS.seen)) return false;
    // A rule over the original can match only where its gate found a code unit.
    if (STARTS.original && pass.onOriginal.some((p) => p.test(text))) return false;
    base = folded.text;
    starts = folded.decorationStarts;
    if (starts.count === 0) return true;
  }
  EDITS.length = 0;
  const decorated = decorationFolded(base, starts, EDITS);
  // Without tags, the scan's automaton (C_SEP) already covered the fold's letter-spacing.
  return decorated === base || scanDecorated(decorated, EDITS, pass, STARTS.tags ? undefined : STARTS.seen);
}

/** True when the last scan found no owner (no trigger would run on the text as written). */
function noOwnerFound(pass: QuickPass): boolean {
  const found = pass.found;
  for (let o = 0; o < found.length; o++) if (found[o] !== 0) return false;
  return true;
}

/**
 * True when no edit the two views make at the recorded starts (`STARTS`) can be part of a
 * trigger atom, so each view holds exactly the atoms of the text as written that no edit
 * touches: with no owner found, no trigger runs on either view. An edit qualifies when it
 * writes no unit that occurs in an atom: a fold marked `K_INERT` (`①` → `1`), and a
 * separator run (`**`, `/`, `—`) that the decoration fold turns into a space, keeps or
 * partly spaces, provided its kept units and the space are in no atom. A run that may
 * vanish (`ig**nor**e`: letters or digits on both sides) joins its neighbours: not inert.
 * Tags and escapes are not handled here. The letter-spacing of both views was judged by the
 * scan (`C_SEP`, folds fed to the automaton). Linear in the starts.
 */
function editsInert(text: string, pass: QuickPass): boolean {
  const { table, atoms } = pass;
  const chars = atoms.chars;
  if (chars[0x20] === 1) return false;
  const at = STARTS.at;
  let from = 0;
  let windows = false; // a fold's atoms were looked for in its window
  for (let s = 0; s < STARTS.count; s++) {
    const i = at[s] as number;
    if (i < from) continue;
    const k = table[text.charCodeAt(i)] as number;
    if ((k & K_FOLD) !== 0) {
      if ((k & K_INERT) === 0 && !foldTouchesNoAtom(text, i, pass)) {
        if (!foldWindowAtoms(text, i, pass)) return false;
        windows = true;
      }
      continue;
    }
    // A separator run, as `decorationFolded` takes it: up to 16 separators.
    let j = i + 1;
    while (j < text.length && j - i < 16 && DECORATION_START[text.charCodeAt(j)] === SEPARATOR_START) j++;
    from = j;
    for (let u = i; u < j; u++) {
      const c = text.charCodeAt(u);
      if (TO_SPACE[c] === 0 && chars[c] === 1) return false;
    }
    // Only a markup run (`*`, `` ` ``, `~~`) vanishes, and only between two letters or
    // digits (a fold or a mark counts as maybe one); other runs become a space or stay.
    if (i > 0 && j < text.length && isMarkupRun(text, i, j) && mayJoin(table[text.charCodeAt(i - 1)] as number) && mayJoin(table[text.charCodeAt(j)] as number)) return false;
  }
  if (windows) {
    // The window hits join the text's: an owner whose needs they complete must run.
    pass.found.fill(0);
    atoms.resolve(pass.found);
    return noOwnerFound(pass);
  }
  return true;
}

/**
 * True when no atom of the folded view can cover any unit of the fold at `i` (`①` → `1`
 * between `**` and a space): no unit of the fold is a one-unit atom, and no pair of
 * neighbouring units of the view that holds a fold unit (the one before it, the fold's own,
 * the one after it) stands next to each other in any atom (`AtomTable.links`). Then the
 * atoms of the view around it are the text's own, which the scan already recorded, and
 * `foldWindowAtoms` would add nothing. A neighbour that is itself a fold is read as written,
 * so such a fold is refused (its window takes the full path anyway). Constant time per fold,
 * no allocation: statute articles hold 17 k circled numbers whose windows were built.
 */
function foldTouchesNoAtom(text: string, i: number, pass: QuickPass): boolean {
  const { table, atoms } = pass;
  const { links, single } = atoms;
  const fold = FOLD_OF[text.charCodeAt(i)] as string;
  let prev = -1;
  if (i > 0) {
    prev = text.charCodeAt(i - 1);
    if (((table[prev] as number) & K_FOLD) !== 0) return false;
  }
  for (let f = 0; f < fold.length; f++) {
    const u = fold.charCodeAt(f);
    if (single[u] !== 0) return false;
    if (prev >= 0 && links[(prev * 0x9e5 + u) & 0xffff] !== 0) return false;
    prev = u;
  }
  if (i + 1 < text.length) {
    const next = text.charCodeAt(i + 1);
    if (((table[next] as number) & K_FOLD) !== 0 || links[(prev * 0x9e5 + next) & 0xffff] !== 0) return false;
  }
  return true;
}

/**
 * A fold that writes an atom unit (`⑥` → `6`, which Cyrillic lookalike atoms contain): the
 * atoms of the folded view that overlap it are looked for in a window of the text around it
 * (`maxLength - 1` units each side, the fold in place) and recorded like any hit. False when
 * another fold lies in that window (its view would differ): the caller takes the full path.
 * Both views agree there: the decorated one differs from the folded one only by separator
 * runs turned into spaces or kept (a joining run was refused), and no atom holds a space.
 */
function foldWindowAtoms(text: string, i: number, pass: QuickPass): boolean {
  const { table, atoms } = pass;
  const reach = atoms.maxLength - 1;
  const from = Math.max(0, i - reach);
  const to = Math.min(text.length, i + 1 + reach);
  for (let u = from; u < to; u++) if (u !== i && ((table[text.charCodeAt(u)] as number) & K_FOLD) !== 0) return false;
  const fold = FOLD_OF[text.charCodeAt(i)] as string;
  const window = text.slice(from, i) + fold + text.slice(i + 1, to);
  const end = i - from + fold.length; // atoms starting before it can overlap the fold
  for (let p = 0; p < end; p++) {
    atoms.matchFrom(window, p);
  }
  return true;
}

const mayJoin = (k: number) => (k & (K_BLOCK | K_FOLD)) !== 0 || k === 0;

let FOLDED_STARTS = new Int32Array(1024);

/**
 * `text` with every `K_FOLD` character of `starts` replaced by its fold (stage 1 of the
 * shadow, up to case), the folded spans as `edits` (pairs in folded offsets), and the
 * decoration starts moved to folded offsets.
 */
function applyFolds(
  text: string,
  starts: { at: Int32Array; count: number },
  table: Uint16Array,
): { text: string; edits: number[]; decorationStarts: { at: Int32Array; count: number } } {
  const parts: string[] = [];
  const edits: number[] = [];
  // Reused between calls (allocating a typed array per text costs more than the fold).
  if (FOLDED_STARTS.length < starts.count) FOLDED_STARTS = new Int32Array(Math.max(starts.count, FOLDED_STARTS.length * 2));
  const deco = FOLDED_STARTS;
  let nDeco = 0;
  let pos = 0;
  let outLen = 0;
  for (let k = 0; k < starts.count; k++) {
    const i = starts.at[k] as number;
    const c = text.charCodeAt(i);
    if (((table[c] as number) & K_FOLD) === 0) {
      deco[nDeco++] = outLen + (i - pos);
      continue;
    }
    const fold = FOLD_OF[c] as string;
    parts.push(text.slice(pos, i));
    outLen += i - pos;
    edits.push(outLen, outLen + fold.length);
    parts.push(fold);
    outLen += fold.length;
    pos = i + 1;
  }
  parts.push(text.slice(pos));
  return { text: parts.join(""), edits, decorationStarts: { at: deco, count: nDeco } };
}

/**
 * The second chance for a text with non-plain characters: `folded` is its stage-1 shadow
 * (`foldText`, character folds before letter-spacing collapse). When every character of
 * `folded` is plain, the shadow of the text is the shadow of `folded`, so the fast pass on
 * `folded` decides the shadow rules; the rules that read the original run on the original.
 */
export function isFoldedClean(text: string, folded: string, pass: QuickPass): boolean {
  spacedOnly = false;
  const clean = decorationClean(folded, scanPlain(folded, pass), pass);
  if (!clean && !spacedOnly) return false;
  // The rules over the original are tested even for a letter-spaced text, so that
  // `failedOnSpacingOnly` still means "only the spacing is in doubt".
  if (mayMatchOriginal(text, pass)) {
    spacedOnly = false;
    return false;
  }
  return clean;
}

/**
 * True when a rule over the original text (`pass.onOriginal`) matches `text`. Their gates
 * (`originalGate`, code units such as zero-width characters) are tried first as one regex:
 * most text holds none, and one scan costs about two thirds of one scan per rule.
 */
export function mayMatchOriginal(text: string, pass: QuickPass): boolean {
  if (pass.originalGate === null || !pass.originalGate.test(text)) return false;
  return pass.onOriginal.some((p) => p.test(text));
}

/** True when every code unit of `text` is plain (its shadow is its own lower case). */
export function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = CLASS[c] || classify(c);
    if (!(k & K_PLAIN)) return false;
  }
  return true;
}

/**
 * One scan over the char codes: plain check, letter-spacing automaton and trigger atoms in
 * the same loop, then a trigger regex only for a group one of whose atoms occurred.
 * Returns `NOT_PLAIN`, `DIRTY`, `SPACED` (a letter-spaced run; triggers not run), `CLEAN`,
 * or `CLEAN_UNLESS_DECORATED` (clean as written, but a decoration token can start somewhere
 * in it).
 */
export function scanPlain(text: string, pass: QuickPass): number {
  const atoms = pass.atoms;
  const table = pass.table;
  const found = pass.found;
  found.fill(0);
  atoms.reset();
  let seen = 0; // OR of every class seen
  let st = 0; // letter-spacing automaton state (`SPACING`)
  const dfa = SPACING;
  const pair = atoms.pair;
  const pairKey = atoms.pairKey;
  let starts = DECORATION_STARTS;
  let nStarts = 0;
  let tags = false;
  let lastEscape = -ESCAPE_REACH - 1;
  let escapeRisk = false;
  let prev = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    // Most units are plain, with no fold, one-unit atom or decoration: a small loop of its
    // own takes runs of them, with few live values (inline here, next to the general path's,
    // it ran ~7 % slower on statute articles).
    RUN.st = st;
    RUN.seen = seen;
    RUN.prev = prev;
    i = plainRun(text, i, table, atoms);
    st = RUN.st;
    seen = RUN.seen;
    prev = RUN.prev;
    if (i >= n) break;
    const c = text.charCodeAt(i);
    let k = table[c] as number;
    if ((k & K_PLAIN) === 0) {
      if (k === 0) k = fillEntry(table, atoms, c, pass.originalGate);
      if ((k & (K_PLAIN | K_FOLD)) === 0) return NOT_PLAIN;
    }
    seen |= k;
    if ((k & K_FOLD) === 0) st = dfa[(st << 3) | (k >>> K_SHIFT)] as number;
    else {
      // The automaton reads the fold, so it judges the folded text (`applyFolds`) exactly.
      const fold = FOLD_OF[c] as string;
      // A fold right after `&`, `%` or `\` may complete an escape (`&＃105;` → `&#105;`).
      if (i - lastEscape <= ESCAPE_REACH && escapeBodyBetween(text, lastEscape + 1, i)) escapeRisk = true;
      for (let f = 0; f < fold.length; f++) {
        const u = fold.charCodeAt(f);
        let kf = table[u] as number;
        if (kf === 0) kf = fillEntry(table, atoms, u, pass.originalGate);
        seen |= kf;
        st = dfa[(st << 3) | (kf >>> K_SHIFT)] as number;
      }
    }
    // Atoms are found at their second unit (one hashed look back, no branch on most units);
    // one-unit atoms (`<`) carry K_ATOM.
    const p = pair[(prev * 0x9e5 + c) & 0xffff] as number;
    if (p !== 0 && i > 0 && mayStart(pairKey[p] as number, prev, c)) atoms.matchPair(text, i - 1, p);
    if ((k & K_ATOM) !== 0) atoms.hitSlots(atoms.single[c] as number);
    prev = c;
    if ((k & K_DECOR) !== 0) {
      let record = true;
      if ((k & K_ESCAPE) !== 0) {
        // An escape the shadow decodes (`&#105;`, `%3C`, `\u003c`): the full scan judges it.
        // Every decoration token starting with `&`, `%` or `\` is such an escape, so where
        // none starts (`1\.` in markdown) nothing is recorded.
        if (escapeAt(text, i, c)) return DIRTY;
        record = false;
        lastEscape = i;
      } else if (c === 0x3c) {
        // A tag the fold may remove or turn into a line break (`i<b> </b>g`): the automaton
        // cannot see that, so the fold is scanned again. `<개정`, `<2020.2.4>` are no tags.
        record = mayOpenTag(text.charCodeAt(i + 1));
        if (record) tags = true;
      }
      if (record) {
        if (nStarts === starts.length) starts = growStarts();
        starts[nStarts++] = i;
      }
    }
  }
  if (SPACING[(st << 3) | C_OTHER] === SPACING_ACCEPT) return SPACED;
  atoms.resolve(found);
  // With folds, the text as written is not a view the rules see: the triggers run on the
  // folded text instead (`decorationClean`).
  if ((seen & K_FOLD) === 0 && triggersHit(text, seen, pass)) return DIRTY;
  if (nStarts === 0) return CLEAN;
  STARTS.at = starts;
  STARTS.count = nStarts;
  STARTS.folds = (seen & K_FOLD) !== 0;
  STARTS.original = (seen & K_ORIGINAL) !== 0;
  STARTS.tags = tags;
  STARTS.seen = seen;
  STARTS.escapes = escapeRisk;
  return CLEAN_UNLESS_DECORATED;
}

/** What `plainRun` reads and leaves: the automaton state, the classes seen, the previous unit. */
const RUN = { st: 0, seen: 0, prev: 0 };
/** Table bits that send a unit to `scanPlain`'s general path. */
const GENERAL = K_PLAIN | K_FOLD | K_ATOM | K_DECOR;

/**
 * From `i`, the run of units that are plain with no fold, one-unit atom or decoration (the
 * general path minus tests that cannot pass): the automaton steps and the two-unit atom
 * look-back only. State in and out through `RUN`. Returns where the run ends (a unit for the
 * general path, or the text's end).
 */
function plainRun(text: string, i: number, table: Uint16Array, atoms: AtomTable): number {
  const dfa = SPACING;
  const pair = atoms.pair;
  const pairKey = atoms.pairKey;
  const n = text.length;
  let { st, seen, prev } = RUN;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = table[c] as number;
    if ((k & GENERAL) !== K_PLAIN) break;
    seen |= k;
    st = dfa[(st << 3) | (k >>> K_SHIFT)] as number;
    const p = pair[(prev * 0x9e5 + c) & 0xffff] as number;
    if (p !== 0 && i > 0 && mayStart(pairKey[p] as number, prev, c)) atoms.matchPair(text, i - 1, p);
    prev = c;
  }
  RUN.st = st;
  RUN.seen = seen;
  RUN.prev = prev;
  return i;
}

const EDITS: number[] = [];

/**
 * The scan of a decoration-folded text `folded` right after `scanPlain` called its source
 * clean up to decoration. `edits` are the folded spans that differ from the source. The
 * letter-spacing automaton runs on the whole folded text (unless `knownSeen`, the classes
 * seen, says the caller's scan already ran it on exactly this text); trigger atoms are looked for only
 * where an atom could overlap an edit (elsewhere the folded text is a copy of the source,
 * whose atoms the atom table still holds), and the triggers of the owners found then run on
 * the folded text. Linear.
 */
function scanDecorated(folded: string, edits: readonly number[], pass: QuickPass, knownSeen?: number): boolean {
  const { atoms, table, found } = pass;
  const n = folded.length;
  let seen = knownSeen ?? 0;
  if (knownSeen === undefined) {
    let st = 0;
    const dfa = SPACING;
    for (let i = 0; i < n; i++) {
      const c = folded.charCodeAt(i);
      let k = table[c] as number;
      if (k === 0) k = fillEntry(table, atoms, c, pass.originalGate);
      if ((k & K_PLAIN) === 0) return false;
      seen |= k;
      st = dfa[(st << 3) | (k >>> K_SHIFT)] as number;
    }
    if (SPACING[(st << 3) | C_OTHER] === SPACING_ACCEPT) {
      spacedOnly = true;
      return false;
    }
  }
  const reach = atoms.maxLength - 1;
  let next = 0; // positions before it were looked at
  for (let e = 0; e < edits.length; e += 2) {
    const from = Math.max(next, (edits[e] as number) - reach);
    const to = Math.min(n, Math.max(edits[e + 1] as number, (edits[e] as number) + 1));
    for (let p = from; p < to; p++) {
      atoms.matchFrom(folded, p);
    }
    next = Math.max(next, to);
  }
  found.fill(0);
  atoms.resolve(found);
  return !triggersHit(folded, seen, pass);
}

/** Runs the triggers of the owners in `pass.found` that apply to a text whose classes are `seen`. */
function triggersHit(text: string, seen: number, pass: QuickPass): boolean {
  // Rules outside Korean, Chinese and Japanese need a Latin letter in the shadow (English
  // words, token names, role words, marker words); on plain text it has one only where the
  // text has one.
  const latin = (seen & K_LATIN) !== 0;
  const han = (seen & K_HAN) !== 0;
  const { script, found, gapFree } = pass;
  // The shadow shortens blank runs longer than the rules' gaps (`foldBlankRuns`): a text with
  // one is tested as the shadow reads it (atoms hold no blank, so `found` stays valid).
  let view: string | undefined;
  for (let o = 0; o < found.length; o++) {
    if (found[o] === 0) continue;
    const s = script[o] as number;
    if (!(latin || s === S_ALWAYS || (s === S_HAN && han))) continue;
    const trigger = pass.trigger(o);
    // A gap-free gate first: a split rule's trigger is a long regex, compiled on first test.
    const gate = gapFree[o] ?? null;
    if ((gate === null || gate(text)) && trigger.test(text)) return true;
    view ??= foldBlankRuns(text);
    if (view !== text && (gate === null || gate(view)) && trigger.test(view)) return true;
  }
  return false;
}

/** Where the last `scanPlain` that returned `CLEAN_UNLESS_DECORATED` saw decoration starts. */
const STARTS: { at: Int32Array; count: number; folds: boolean; escapes: boolean; original: boolean; tags: boolean; seen: number } = {
  at: new Int32Array(0),
  count: 0,
  folds: false,
  escapes: false,
  original: false,
  tags: false,
  seen: 0,
};
let DECORATION_STARTS: Int32Array = new Int32Array(1024);

function growStarts(): Int32Array {
  const bigger = new Int32Array(DECORATION_STARTS.length * 2);
  bigger.set(DECORATION_STARTS);
  DECORATION_STARTS = bigger;
  return bigger;
}

/** False when `<` followed by code unit `d` cannot open a tag or comment (Hangul, digit, space, end). */
function mayOpenTag(d: number): boolean {
  if (d !== d) return false; // NaN: end of text
  return !((d >= 0xac00 && d <= 0xd7a3) || (d >= 0x30 && d <= 0x39) || d === 0x20 || d === 0x0a);
}

/** The longest escape `ESCAPE_HINT`'s tokens span (`&amp;&amp;…` prefixes and a name), in code units. */
const ESCAPE_REACH = 40;

/**
 * True when every code unit of `text[from, to)` can sit inside an escape (`&#x69;`,
 * `&amp;lt;`, `%3C`, `\u{69}`: ASCII letters and digits, `#`, `;`, `{`). Otherwise the
 * escape that starts before `from` ends before `to`, and a fold at `to` cannot complete it.
 */
function escapeBodyBetween(text: string, from: number, to: number): boolean {
  for (let u = from; u < to; u++) {
    const c = text.charCodeAt(u) | 0x20;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x23 || c === 0x3b || c === 0x7b)) return false;
  }
  return true;
}

/** `ESCAPE_HINT` anchored at one offset. */
const ESCAPE_AT = new RegExp(ESCAPE_HINT.source, "iy");

/** True when an escape of `ESCAPE_HINT` starts at `i` (`c` is `&`, `%` or `\`). */
function escapeAt(text: string, i: number, c: number): boolean {
  // `\` is common in markdown (`1\.`); only `\u` can start an escape.
  if (c === 0x5c && (text.charCodeAt(i + 1) | 0x20) !== 0x75) return false;
  ESCAPE_AT.lastIndex = i;
  return ESCAPE_AT.test(text);
}

/**
 * False when the shadow's letter-spacing collapse provably leaves `text` (a stage-1 fold)
 * unchanged: no run of single letters, separated by one to three separators, that has three
 * letters one of which is Latin or five letters (the runs `shadow.ts` collapses). Text
 * with a surrogate is always true (astral letters are not classified here). Linear, one
 * scan over the char codes, one table load per code unit for its letter-spacing class.
 */
export function hasSpacedRun(text: string): boolean {
  let st = 0;
  const dfa = SPACING;
  const spc = SPACING_CLASS;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let k = spc[c] as number;
    if (k === 0) {
      if (c >= 0xd800 && c <= 0xdfff) return true;
      k = spc[c] = spacingClass(CLASS[c] || classify(c)) + 1;
    }
    st = dfa[(st << 3) | (k - 1)] as number;
  }
  return dfa[(st << 3) | C_OTHER] === SPACING_ACCEPT;
}

/**
 * Where the letter-spacing automaton of `hasSpacedRun`, started fresh at `from`, first
 * accepts: the index just past the code unit it accepted on (`text.length` when it accepts
 * at the end), or -1 when it never does. At a surrogate it answers the index past it (astral
 * letters are not classified here), which a caller must read as "maybe from here on".
 * `hasSpacedRun(text)` is `spacedAcceptFrom(text, 0) >= 0`. The automaton accepts as soon as
 * the unit after the fifth single letter of a run (the third, with a Latin one) is read, so a
 * run the shadow collapses that starts at or after `from` has its first letter before the
 * answer (`collapseSpacing` skips to it instead of testing every letter). Linear in the
 * units read.
 */
export function spacedAcceptFrom(text: string, from: number): number {
  let st = 0;
  const dfa = SPACING;
  const spc = SPACING_CLASS;
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    let k = spc[c] as number;
    if (k === 0) {
      if (c >= 0xd800 && c <= 0xdfff) return i + 1;
      k = spc[c] = spacingClass(CLASS[c] || classify(c)) + 1;
    }
    st = dfa[(st << 3) | (k - 1)] as number;
    if (st === SPACING_ACCEPT) return i + 1;
  }
  return dfa[(st << 3) | C_OTHER] === SPACING_ACCEPT ? n : -1;
}

/** `spacingClass(CLASS[c] || classify(c)) + 1` per BMP code unit, filled on first sight (0 = not yet; surrogates stay 0). */
const SPACING_CLASS = new Uint8Array(0x10000);

/**
 * @internal `hasSpacedRun` as it was written before its class table: each code unit's class
 * derived on every read. Kept as the reference a property test compares it with.
 */
export function hasSpacedRunReference(text: string): boolean {
  let st = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return true;
    st = SPACING[(st << 3) | spacingClass(CLASS[c] || classify(c))] as number;
  }
  return SPACING[(st << 3) | C_OTHER] === SPACING_ACCEPT;
}

// ---------------------------------------------------------------- letter-spacing automaton
/** Letter-spacing classes of a code unit (3 bits). */
const C_OTHER = 0; // neither letter, digit, mark nor separator
const C_LETTER = 1; // a letter that is not Latin
const C_LATIN = 2; // A-Z, a-z
const C_SOLID = 3; // a digit or mark: not a letter, but a letter beside it is not single
const C_SPACER = 4; // a separator
/**
 * (pass tables only) a decoration separator (`*`, `_`, `~`, `—`, `/` …): a spacer, but a run
 * of them counts as one gap, and `` ` `` and `—` count too. The decoration fold turns such a
 * run into one space, nothing, or keeps it, so with this class the automaton accepts
 * whenever it would accept the text as written or its decoration fold (fewer gap units, more
 * single letters: only more runs), and the fold need not be scanned again.
 */
const C_SEP = 5;
/** Where a pass table entry keeps the letter-spacing class. */
const K_SHIFT = 13;

function spacingClass(k: number): number {
  if (k & K_LATIN) return C_LATIN;
  if (k & K_LETTER) return C_LETTER;
  if (k & K_BLOCK) return C_SOLID;
  if (k & K_SPACER) return C_SPACER;
  return C_OTHER;
}

/**
 * The letter-spacing check as a finite automaton over `C_*` classes, so the scan pays one
 * table load per code unit and no branch. It runs this step machine: a letter is single when
 * neither neighbour is a letter, digit or mark; single letters one to three separators apart
 * form a run; a run of five letters, or of three with a Latin one, is what the shadow
 * collapses (`shadow.ts`), so it is the accepting sink. States are built by exploring the
 * step machine from its start; the class after the last code unit is `C_OTHER`.
 */
interface SpacingState {
  lastSep: boolean; // the previous unit was a C_SEP
  prevBlock: boolean;
  pending: boolean; // the previous unit is a letter whose left side is free
  pendingLatin: boolean;
  run: number; // letters in the current run, capped at 5
  runLatin: boolean;
  gap: number; // separators since the last letter of the run, capped at 4
}

function spacingStep(s: SpacingState, input: number): SpacingState | "accept" {
  if (input === C_SEP && s.lastSep) return s;
  const cls = input === C_SEP ? C_SPACER : input;
  const letter = cls === C_LETTER || cls === C_LATIN;
  const block = letter || cls === C_SOLID;
  let { pending, pendingLatin, run, runLatin, gap } = s;
  if (pending) {
    // The previous letter is single when this unit is not a letter, digit or mark.
    pending = false;
    if (!block) {
      const r = run > 0 && gap > 0 && gap < 4 ? Math.min(run + 1, 5) : 1;
      runLatin = r === 1 ? pendingLatin : runLatin || pendingLatin;
      run = r;
      gap = 0;
      if (run >= 5 || (run >= 3 && runLatin)) return "accept";
    } else run = 0;
  }
  if (letter) {
    if (s.prevBlock) run = 0;
    else {
      pending = true;
      pendingLatin = cls === C_LATIN;
    }
  } else if (cls === C_SPACER) {
    if (run > 0) {
      gap = Math.min(gap + 1, 4);
      if (gap > 3) run = 0;
    }
  } else run = 0;
  // Fields that no longer matter are reset, so equal futures share a state.
  if (run === 0) {
    gap = 0;
    runLatin = false;
  }
  if (!pending) pendingLatin = false;
  return { lastSep: input === C_SEP, prevBlock: block, pending, pendingLatin, run, runLatin, gap };
}

/** Builds the automaton: state 0 is the start, the last state the accepting sink. */
function buildSpacing(): { table: Uint16Array; accept: number } {
  const key = (s: SpacingState) => `${+s.lastSep}${+s.prevBlock}${+s.pending}${+s.pendingLatin}${s.run}${+s.runLatin}${s.gap}`;
  const start: SpacingState = { lastSep: false, prevBlock: false, pending: false, pendingLatin: false, run: 0, runLatin: false, gap: 0 };
  const states = [start];
  const ids = new Map([[key(start), 0]]);
  const edges: number[][] = [];
  for (let i = 0; i < states.length; i++) {
    edges[i] = [];
    for (let cls = 0; cls < 8; cls++) {
      const next = cls <= C_SEP ? spacingStep(states[i] as SpacingState, cls) : start;
      if (next === "accept") {
        (edges[i] as number[])[cls] = -1;
        continue;
      }
      let id = ids.get(key(next));
      if (id === undefined) {
        id = states.length;
        ids.set(key(next), id);
        states.push(next);
      }
      (edges[i] as number[])[cls] = id;
    }
  }
  const accept = states.length;
  const table = new Uint16Array((accept + 1) * 8).fill(accept);
  edges.forEach((row, i) => row.forEach((to, cls) => (table[i * 8 + cls] = to < 0 ? accept : to)));
  return { table, accept };
}

const { table: SPACING, accept: SPACING_ACCEPT } = buildSpacing();

/** Fills the pass table's entry for `c`: its class plus `K_ATOM` when `c` is a one-unit atom. */
function fillEntry(table: Uint16Array, atoms: AtomTable, c: number, originalGate: RegExp | null): number {
  const list = atoms.single[c] as number;
  const cls = CLASS[c] || classify(c);
  const decor = DECORATION_START[c] !== 0 ? K_DECOR | (c === 0x26 || c === 0x25 || c === 0x5c ? K_ESCAPE : 0) : 0;
  // A folded character is recorded like a decoration start (`K_DECOR`) and is an edit.
  const fold = cls & K_FOLD ? K_FOLD | K_DECOR | (writesNoAtomChar(FOLD_OF[c] as string, atoms) ? K_INERT : 0) : 0;
  const original = originalGate !== null && originalGate.test(String.fromCharCode(c)) ? K_ORIGINAL : 0;
  const spacing = DECORATION_START[c] === SEPARATOR_START ? C_SEP : spacingClass(cls);
  const k = (cls & ~K_KNOWN) | (spacing << K_SHIFT) | (list !== 0 ? K_ATOM : 0) | decor | fold | original;
  table[c] = k;
  return k;
}


function writesNoAtomChar(s: string, atoms: AtomTable): boolean {
  for (let k = 0; k < s.length; k++) if (atoms.chars[s.charCodeAt(k)] === 1) return false;
  return true;
}
