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
import { RULES, type Rule } from "./rules.js";
import { ESCAPE_HINT, SIMPLE_CHARS, decorationFolded, foldChar } from "./fold.js";
import { MARKER_TRIGGER } from "./markers.js";

/** Non-simple characters that still fold to no letter and no token punctuation. */
export const PLAIN_EXTRA = "\\u00a9\\u00b7\\u2018\\u2019\\u201c\\u201d\\u2022\\u2026\\u2460-\\u2473\\u2500\\u2501\\u250c-\\u254b\\u25cb\\u318d";

const MARKER_WORDS = MARKER_TRIGGER;

// ---------------------------------------------------------------- character classes
const K_PLAIN = 1; // the shadow of the code unit is its own lower case
const K_LETTER = 2; // \p{L}: may be a letter of a letter-spaced run
const K_BLOCK = 4; // \p{L}, \p{N}, \p{M}: a neighbour that makes a letter not single
const K_SPACER = 8; // a letter-spacing separator of the shadow, or a plain extra
const K_LATIN = 16; // A-Z, a-z
const K_HAN = 32; // kana or CJK ideograph (the Chinese and Japanese rules' script)
const K_ATOM = 64; // (pass tables only) some trigger atom starts with the code unit
const K_ATOM1 = 128; // (pass tables only) a one-unit atom is the code unit itself
const K_KNOWN_ENTRY = 256; // (pass tables only) the entry has been filled
const K_END = K_PLAIN | K_KNOWN_ENTRY; // the step past the end of a text: no letter, no separator
const K_KNOWN = 128; // the entry has been computed

/** Per BMP code unit: `K_*` bits, computed on first sight (`classify`). */
const CLASS = new Uint8Array(0x10000);
const SIMPLE_OR_EXTRA = new RegExp(`^[${SIMPLE_CHARS}${PLAIN_EXTRA}]$`);
const EXTRA = new RegExp(`^[${PLAIN_EXTRA}]$`);
/** The shadow's letter-spacing separators (`shadow.ts` SPACER). */
const SHADOW_SPACER = /^[ \t\r\n.\-_*@|/+~·•^=]$/;
const IS_LETTER = /^\p{L}$/u;
const IS_BLOCK = /^[\p{L}\p{N}\p{M}]$/u;
const JAMO_OR_SURROGATE = /^[\u1100-\u11ff\u3131-\u318c\u318e\ua960-\ua97f\ud7b0-\udfff]$/;

function classify(c: number): number {
  const ch = String.fromCharCode(c);
  let k = K_KNOWN;
  const simple = SIMPLE_OR_EXTRA.test(ch);
  // A non-simple character is plain when its fold is itself: `foldText` then copies it.
  if (simple || (!JAMO_OR_SURROGATE.test(ch) && foldChar(c) === ch)) k |= K_PLAIN;
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
    const candidates: string[][] = [];
    let run = "";
    const flush = () => {
      if (run) candidates.push([run]);
      run = "";
    };
    while (this.i < this.s.length && this.s[this.i] !== "|" && this.s[this.i] !== ")") {
      const item = this.item();
      const q = this.quantifier();
      if (item.kind === "zero") {
        flush();
        continue;
      }
      if (q.min === 0) {
        flush();
        continue;
      }
      if (item.kind === "char" && q.plain) {
        run += item.char;
        continue;
      }
      flush();
      if (item.kind === "char") candidates.push([item.char]);
      else if (item.kind === "group" && item.need) candidates.push(item.need);
    }
    flush();
    if (candidates.length === 0) return null;
    const score = (c: string[]) => Math.min(...c.map((a) => a.length)) * 1000 - c.length;
    return candidates.reduce((best, c) => (score(c) > score(best) ? c : best));
  }

  item(): { kind: "char"; char: string } | { kind: "group"; need: Need } | { kind: "other" } | { kind: "zero" } {
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
      const need = this.alternation();
      if (s[this.i] !== ")") throw new Error("unclosed group");
      this.i++;
      return zero ? { kind: "zero" } : { kind: "group", need };
    }
    if (c === "[") {
      this.i++;
      if (s[this.i] === "]") throw new Error("empty class");
      while (this.i < s.length && s[this.i] !== "]") this.i += s[this.i] === "\\" ? 2 : 1;
      if (s[this.i] !== "]") throw new Error("unclosed class");
      this.i++;
      return { kind: "other" };
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

function lit(ch: string): { kind: "char"; char: string } | { kind: "other" } {
  const lower = ch.toLowerCase();
  // Case-insensitive matching of non-ASCII cased letters has its own rules: no atom.
  if (lower !== ch.toUpperCase() && !/^[a-z]$/.test(lower)) return { kind: "other" };
  return { kind: "char", char: lower };
}

/**
 * A set of literal atoms, indexed by first code unit, with a bit per owner (an owner is a
 * rule group of the fast pass or one rule of the scanner's gate). ASCII letters compare
 * case-insensitively.
 */
export class AtomTable {
  /** Per first code unit (both cases for ASCII): index + 1 into `lists`, 0 = none. */
  private readonly first = new Uint16Array(0x10000);
  private readonly lists: { atom: string; owners: number[] }[][] = [];
  /**
   * A filter on the first two code units of the atoms of two units or more (both cases for
   * ASCII): 1 at `(first * 0x9e5 + second) & 0xffff` for each pair. A hashed set, so it may
   * let a pair through that no atom has; `matchAt` decides.
   */
  readonly bigram = new Uint8Array(0x10000);
  /** Lists holding a one-unit atom (the filter cannot apply). */
  private readonly short = new Set<number>();
  /** Owners that are always considered present (their source had no atoms). */
  readonly always: number[] = [];

  /** Adds the atoms of `sources` for `owner`. */
  add(owner: number, sources: readonly string[]): void {
    for (const source of sources) {
      const atoms = triggerAtoms(source);
      if (atoms === null) {
        if (!this.always.includes(owner)) this.always.push(owner);
        continue;
      }
      for (const atom of atoms) this.addAtom(owner, atom);
    }
  }

  private addAtom(owner: number, atom: string): void {
    const c = atom.charCodeAt(0);
    const firsts = c >= 0x61 && c <= 0x7a ? [c, c - 0x20] : [c];
    for (const f of firsts) {
      let idx = this.first[f] as number;
      if (idx === 0) {
        this.lists.push([]);
        idx = this.lists.length;
        this.first[f] = idx;
      }
      const list = this.lists[idx - 1] as { atom: string; owners: number[] }[];
      const entry = list.find((e) => e.atom === atom);
      if (entry) {
        if (!entry.owners.includes(owner)) entry.owners.push(owner);
      } else list.push({ atom, owners: [owner] });
      if (atom.length < 2) this.short.add(idx);
      else {
        const s2 = atom.charCodeAt(1);
        for (const second of s2 >= 0x61 && s2 <= 0x7a ? [s2, s2 - 0x20] : [s2]) this.bigram[(f * 0x9e5 + second) & 0xffff] = 1;
      }
    }
  }

  /**
   * Marks in `found` (indexed by owner) every owner one of whose atoms occurs in `text`,
   * plus the `always` owners. Linear in the text times the atoms sharing a first unit.
   */
  scan(text: string, found: Uint8Array): void {
    for (const o of this.always) found[o] = 1;
    const first = this.first;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const idx = first[text.charCodeAt(i)] as number;
      if (idx !== 0) this.matchAt(text, i, idx, found);
    }
  }

  /** Checks the atoms of list `idx` at `i`, marking owners in `found`. */
  matchAt(text: string, i: number, idx: number, found: Uint8Array): void {
    const list = this.lists[idx - 1] as { atom: string; owners: number[] }[];
    for (let j = 0; j < list.length; j++) {
      const e = list[j] as { atom: string; owners: number[] };
      if (!atomAt(text, i, e.atom)) continue;
      const owners = e.owners;
      for (let o = 0; o < owners.length; o++) found[owners[o] as number] = 1;
    }
  }

  /** True when list `idx` holds a one-unit atom. */
  hasShort(idx: number): boolean {
    return this.short.has(idx);
  }

  /** Index + 1 of the atom list for code unit `c`, 0 = none (for inlined scans). */
  listOf(c: number): number {
    return this.first[c] as number;
  }
}

function atomAt(text: string, i: number, atom: string): boolean {
  if (i + atom.length > text.length) return false;
  for (let k = 1; k < atom.length; k++) {
    let c = text.charCodeAt(i + k);
    if (c >= 0x41 && c <= 0x5a) c |= 0x20;
    if (c !== atom.charCodeAt(k)) return false;
  }
  return true;
}

// ---------------------------------------------------------------- the pass
const G_ANY = 0;
const G_KOREAN = 1;
const G_HAN = 2;

/** The compiled fast pass of one rule set. */
export interface QuickPass {
  /** Triggers of every rule and the marker words, for text with Latin letters. */
  readonly any: RegExp;
  /** Triggers of the Korean rules, for text without a Latin letter. */
  readonly korean: RegExp;
  /** Triggers of the Chinese and Japanese rules, for text with Han or kana characters. */
  readonly han: RegExp;
  /** The atoms of the three trigger groups (owners 0 any, 1 Korean, 2 Chinese and Japanese). */
  readonly atoms: AtomTable;
  /** The rules that read the original text (tested on the original by `isFoldedClean`). */
  readonly onOriginal: readonly RegExp[];
  /** Per BMP code unit: its class bits plus `K_ATOM`, filled on first sight (0 = not yet). */
  readonly table: Uint16Array;
}

const join = (sources: string[]) => new RegExp([...new Set(sources)].map((s) => `(?:${s})`).join("|") || "(?!)", "i");

/** Builds the fast pass for a rule set. */
export function buildQuickPass(rules: readonly Rule[]): QuickPass {
  const unsorted = rules.find((r) => r.over !== "original" && r.triggers.length === 0);
  if (unsorted) throw new Error(`rule ${unsorted.id} has no fast-pass trigger`);
  const only = (langs: string[]) => rules.filter((r) => r.languages.every((l) => langs.includes(l)));
  const anySources = [...rules.flatMap((r) => r.triggers), MARKER_WORDS];
  const koSources = only(["ko"]).flatMap((r) => r.triggers);
  const hanSources = only(["zh", "ja"]).flatMap((r) => r.triggers);
  const atoms = new AtomTable();
  atoms.add(G_ANY, anySources);
  atoms.add(G_KOREAN, koSources);
  atoms.add(G_HAN, hanSources);
  return {
    any: join(anySources),
    korean: join(koSources),
    han: join(hanSources),
    atoms,
    onOriginal: rules.filter((r) => r.over === "original").map((r) => new RegExp(r.pattern.source, r.pattern.flags.replace("g", ""))),
    table: new Uint16Array(0x10000),
  };
}

/** The outcome of the character scan. */
const NOT_PLAIN = -1;
const DIRTY = 0;
const CLEAN = 1;

/**
 * True when `text` provably yields no finding under the pass's rules (see the module
 * comment). Every rule outside Korean, Chinese and Japanese needs a Latin letter in the
 * shadow (English words, token names, role words, marker words), and on plain text the
 * shadow has a Latin letter only where the text has one. Linear: one scan over the char
 * codes, and a trigger regex only when one of its atoms occurs.
 */
export function isQuickClean(text: string, pass: QuickPass): boolean {
  if (text.length === 0) return true;
  return scanPlain(text, pass) === CLEAN && decorationClean(text, pass);
}

/**
 * The evidence shadow also folds decoration (`foldDecoration` in `fold.ts`): a text with an
 * escape goes to the full scan, and a text whose markup or separators fold away must be
 * clean in its folded form too.
 */
function decorationClean(text: string, pass: QuickPass): boolean {
  if (ESCAPE_HINT.test(text)) return false;
  const folded = decorationFolded(text);
  return folded === text || scanPlain(folded, pass) === CLEAN;
}

/**
 * The second chance for a text with non-plain characters: `folded` is its stage-1 shadow
 * (`foldText`, character folds before letter-spacing collapse). When every character of
 * `folded` is plain, the shadow of the text is the shadow of `folded`, so the fast pass on
 * `folded` decides the shadow rules; the rules that read the original run on the original.
 */
export function isFoldedClean(text: string, folded: string, pass: QuickPass): boolean {
  if (scanPlain(folded, pass) !== CLEAN || !decorationClean(folded, pass)) return false;
  return !pass.onOriginal.some((p) => p.test(text));
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

function scanPlain(text: string, pass: QuickPass): number {
  const atoms = pass.atoms;
  const table = pass.table;
  const found = FOUND;
  found[0] = found[1] = found[2] = 0;
  for (const o of atoms.always) found[o] = 1;
  let seen = 0; // OR of every class seen
  let spaced = false;
  // Letter-spacing state: letters in the current run, whether one is Latin, separators since
  // the last letter; a letter's singleness is decided when its successor is read.
  let run = 0;
  let runLatin = false;
  let gap = 0;
  let pending = false;
  let prevK = 0;
  const n = text.length;
  // One step past the end reads a plain non-letter, so a last single letter is decided.
  for (let i = 0; i <= n; i++) {
    let k = K_END;
    if (i < n) {
      const c = text.charCodeAt(i);
      k = table[c] as number;
      if (k === 0) k = fillEntry(table, atoms, c);
      if ((k & K_PLAIN) === 0) return NOT_PLAIN;
      seen |= k;
      if ((k & K_ATOM) !== 0 && ((k & K_ATOM1) !== 0 || atoms.bigram[(c * 0x9e5 + (i + 1 < n ? text.charCodeAt(i + 1) : 0)) & 0xffff] === 1)) {
        atoms.matchAt(text, i, atoms.listOf(c), found);
      }
      if ((k & K_BLOCK) !== 0 && (prevK & K_BLOCK) !== 0) {
        // Inside a word (most of any text): neither this nor the previous unit is a single letter.
        run = 0;
        pending = false;
        prevK = k;
        continue;
      }
    }
    if (pending) {
      pending = false;
      if ((k & K_BLOCK) === 0) {
        // The letter at i - 1 is single.
        if (run > 0 && gap > 0 && gap < 4) run++;
        else {
          run = 1;
          runLatin = false;
        }
        if ((prevK & K_LATIN) !== 0) runLatin = true;
        gap = 0;
        if (run > 4 || (run > 2 && runLatin)) spaced = true;
      } else run = 0;
    }
    if ((k & K_LETTER) !== 0) {
      if ((prevK & K_BLOCK) !== 0) run = 0;
      else pending = true;
    } else if ((k & K_SPACER) !== 0) {
      if (run > 0) {
        gap++;
        if (gap > 3) run = 0;
      }
    } else run = 0;
    prevK = k;
  }
  if (spaced) return DIRTY;
  if (seen & K_LATIN) {
    if (found[G_ANY] && pass.any.test(text)) return DIRTY;
    return CLEAN;
  }
  // Without Latin letters only the Korean, Chinese and Japanese rules can match.
  if (found[G_KOREAN] && pass.korean.test(text)) return DIRTY;
  if (seen & K_HAN && found[G_HAN] && pass.han.test(text)) return DIRTY;
  return CLEAN;
}

/**
 * False when the shadow's letter-spacing collapse provably leaves `text` (a stage-1 fold)
 * unchanged: no run of single letters, separated by one to three separators, that has three
 * letters one of which is Latin or five letters (the runs `shadow.ts` collapses). Text
 * with a surrogate is always true (astral letters are not classified here). Linear, one
 * scan over the char codes.
 */
export function hasSpacedRun(text: string): boolean {
  let run = 0;
  let runLatin = false;
  let gap = 0;
  let pending = false;
  let prevK = 0;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    let k = K_END;
    if (i < n) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) return true;
      k = CLASS[c] as number;
      if (k === 0) k = classify(c);
      if ((k & K_BLOCK) !== 0 && (prevK & K_BLOCK) !== 0) {
        run = 0;
        pending = false;
        prevK = k;
        continue;
      }
    }
    if (pending) {
      pending = false;
      if ((k & K_BLOCK) === 0) {
        if (run > 0 && gap > 0 && gap < 4) run++;
        else {
          run = 1;
          runLatin = false;
        }
        if ((prevK & K_LATIN) !== 0) runLatin = true;
        gap = 0;
        if (run > 4 || (run > 2 && runLatin)) return true;
      } else run = 0;
    }
    if ((k & K_LETTER) !== 0) {
      if ((prevK & K_BLOCK) !== 0) run = 0;
      else pending = true;
    } else if ((k & K_SPACER) !== 0) {
      if (run > 0) {
        gap++;
        if (gap > 3) run = 0;
      }
    } else run = 0;
    prevK = k;
  }
  return false;
}

/** Fills the pass table's entry for `c`: its class plus `K_ATOM` when an atom starts with it. */
function fillEntry(table: Uint16Array, atoms: AtomTable, c: number): number {
  const list = atoms.listOf(c);
  const k = (CLASS[c] || classify(c)) | K_KNOWN_ENTRY | (list !== 0 ? K_ATOM : 0) | (list !== 0 && atoms.hasShort(list) ? K_ATOM1 : 0);
  table[c] = k;
  return k;
}

const FOUND = new Uint8Array(3);

/** The fast pass of the full rule table. */
export const DEFAULT_QUICK_PASS = buildQuickPass(RULES);
