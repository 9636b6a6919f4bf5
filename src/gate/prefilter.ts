/**
 * Literal prefilters for the gate's fixed patterns: a cheap test that says whether a regex
 * CAN match a text, derived from the regex's own source, so a detector runs its pattern only
 * where it may find something and the rule tables stay plain data (nothing to keep in sync).
 *
 * For each pattern, `prefilterOf` reads the source once (a small parser for the JavaScript
 * regex syntax the gate uses) and derives, after Russ Cox's "Regular Expression Matching with
 * a Trigram Index" (2012, the `exact` / `match` sets of RE2's prefilter):
 *
 * - `anyOf`: literal strings one of which every match contains (`ghp_` for a GitHub token,
 *   `{"-----begin"}` …), lower-cased for a case-insensitive pattern; `null` when the pattern
 *   has no such literal;
 * - `minRun`: when no character a match consumes can be whitespace (JavaScript `\s`), every
 *   match lies inside one whitespace-free run of at least this length — so a text whose
 *   longest such run is shorter cannot match (prose has no 20-character words); else 0.
 *
 * The analysis is sound by construction — every rule below only ever loses information
 * (an unknown construct is "any string") — and a test runs every positive fixture of every
 * detector through its prefilters. `textFacts` computes what the tests need once per text
 * (the lower-cased text, the longest run) and is shared by every detector reading that text.
 */

/** What a pattern needs of a text before it can match. */
export interface Prefilter {
  /** Literals, one of which every match contains; lower-cased when `caseInsensitive`. `null`: none known. */
  readonly anyOf: readonly string[] | null;
  /** Whether `anyOf` is compared with the lower-cased text. */
  readonly caseInsensitive: boolean;
  /** Length of the whitespace-free run every match lies in (0: a match may hold whitespace). */
  readonly minRun: number;
}

/** Facts about one text that prefilters test, computed on first use. */
export interface TextFacts {
  readonly text: string;
  /** The text lower-cased (with `ſ` as `s`, as case-insensitive matching folds it). */
  lower(): string;
  /** Length of the longest run without a whitespace character (JavaScript `\s`). */
  longestRun(): number;
  /** Whether `literal` occurs in the text (`lower`: in the lower-cased text). */
  has(literal: string, lower: boolean): boolean;
}

/** At most this many strings in an exact or required set (larger sets carry little). */
const MAX_SET = 64;
/** JavaScript's `\s`: WhiteSpace and LineTerminator (ECMA-262 §22.2.2.9, CharacterClassEscape). */
const WHITESPACE = /\s/;
const WS_CHARS = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/** One node's facts: the exact set of matched strings (small), a required set, min length, whitespace. */
interface Info {
  exact: Set<string> | null;
  req: Set<string> | null;
  minLen: number;
  ws: boolean;
}

const ANY: () => Info = () => ({ exact: null, req: null, minLen: 0, ws: true });
const EMPTY: () => Info = () => ({ exact: new Set([""]), req: null, minLen: 0, ws: false });

/** The best of two required sets: the longer shortest string, then the smaller set. */
function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  const score = (s: Set<string> | null) => (s === null || s.size === 0 ? 0 : Math.min(...[...s].map((x) => x.length)));
  const sa = score(a);
  const sb = score(b);
  if (sa === 0) return sb === 0 ? null : b;
  if (sb === 0) return a;
  if (sa !== sb) return sa > sb ? a : b;
  return (a as Set<string>).size <= (b as Set<string>).size ? a : b;
}

/** The required set a node guarantees (its exact set when it has one). */
function required(i: Info): Set<string> | null {
  return better(i.req, i.exact);
}

function concat(a: Info, b: Info): Info {
  const minLen = a.minLen + b.minLen;
  const ws = a.ws || b.ws;
  if (a.exact && b.exact && a.exact.size * b.exact.size <= MAX_SET) {
    const exact = new Set<string>();
    for (const x of a.exact) for (const y of b.exact) exact.add(x + y);
    return { exact, req: better(a.req, b.req), minLen, ws };
  }
  return { exact: null, req: better(required(a), required(b)), minLen, ws };
}

function alternate(branches: Info[]): Info {
  const minLen = Math.min(...branches.map((b) => b.minLen));
  const ws = branches.some((b) => b.ws);
  if (branches.every((b) => b.exact)) {
    const exact = new Set<string>();
    for (const b of branches) for (const x of b.exact as Set<string>) exact.add(x);
    if (exact.size <= MAX_SET) return { exact, req: null, minLen, ws };
  }
  const req = new Set<string>();
  for (const b of branches) {
    const r = required(b);
    if (r === null || [...r].some((x) => x === "")) return { exact: null, req: null, minLen, ws };
    for (const x of r) req.add(x);
  }
  return { exact: null, req: req.size <= MAX_SET ? req : null, minLen, ws };
}

function repeat(a: Info, min: number, max: number): Info {
  if (max === 0) return EMPTY();
  const minLen = a.minLen * min;
  if (min === 0) {
    if (max === 1 && a.exact && a.exact.size < MAX_SET) return { exact: new Set([...a.exact, ""]), req: null, minLen: 0, ws: a.ws };
    return { exact: null, req: null, minLen: 0, ws: a.ws };
  }
  if (min === 1 && max === 1) return a;
  return { exact: null, req: required(a), minLen, ws: a.ws };
}

/** Whether a one-character regex (a class or an escape, with the pattern's flags) matches any whitespace. */
function matchesWhitespace(source: string, flags: string): boolean {
  try {
    const re = new RegExp(`^(?:${source})$`, flags.replace(/[gy]/g, ""));
    for (const c of WS_CHARS) if (re.test(c)) return true;
    return false;
  } catch {
    return true;
  }
}

/** A single literal character as a node (case-insensitive: lower-cased, or unknown when its case folding is not plain). */
function literal(c: string, ci: boolean): Info {
  const ws = WHITESPACE.test(c);
  if (!ci) return { exact: new Set([c]), req: null, minLen: 1, ws };
  const lower = c.toLowerCase();
  // Outside ASCII, case folding and `toLowerCase` part ways (σ/ς, ϐ/β, K/k): such a letter is "any".
  if (/[\x00-\x7f]/.test(c) || lower === c.toUpperCase()) return { exact: new Set([lower]), req: null, minLen: 1, ws };
  return { exact: null, req: null, minLen: 1, ws };
}

/** A recursive-descent reader of one regex source. Unknown syntax is read as "any string". */
class Parser {
  private i = 0;
  private readonly ci: boolean;
  constructor(
    private readonly src: string,
    private readonly flags: string,
  ) {
    this.ci = flags.includes("i");
  }

  parse(): Info {
    const r = this.alternation();
    return this.i === this.src.length ? r : ANY();
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.src[this.i] === "|") {
      this.i += 1;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? (branches[0] as Info) : alternate(branches);
  }

  private sequence(): Info {
    let acc = EMPTY();
    while (this.i < this.src.length && this.src[this.i] !== "|" && this.src[this.i] !== ")") {
      let atom = this.atom();
      atom = this.quantified(atom);
      acc = concat(acc, atom);
    }
    return acc;
  }

  private quantified(atom: Info): Info {
    const s = this.src;
    let min = 1;
    let max = 1;
    const c = s[this.i];
    if (c === "*" || c === "+" || c === "?") {
      min = c === "+" ? 1 : 0;
      max = c === "?" ? 1 : Infinity;
      this.i += 1;
    } else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length;
    } else return atom;
    if (s[this.i] === "?") this.i += 1;
    return repeat(atom, min, max);
  }

  private atom(): Info {
    const s = this.src;
    const c = s[this.i] as string;
    if (c === "(") return this.group();
    if (c === "[") return this.charClass();
    if (c === "\\") return this.escape();
    this.i += 1;
    if (c === "^" || c === "$") return EMPTY();
    if (c === ".") return { exact: null, req: null, minLen: 1, ws: matchesWhitespace(".", this.flags) };
    // An astral literal is two code units: one literal string.
    const next = s[this.i] ?? "";
    if (this.flags.includes("u") && c >= "\ud800" && c <= "\udbff" && next >= "\udc00" && next <= "\udfff") {
      const pair = c + (s[this.i] as string);
      this.i += 1;
      return { exact: new Set([pair]), req: null, minLen: 1, ws: false };
    }
    return literal(c, this.ci);
  }

  private group(): Info {
    const s = this.src;
    this.i += 1;
    let zeroWidth = false;
    if (s[this.i] === "?") {
      const head = s.slice(this.i, this.i + 3);
      if (head.startsWith("?:")) this.i += 2;
      else if (head.startsWith("?=") || head.startsWith("?!")) {
        this.i += 2;
        zeroWidth = true;
      } else if (head === "?<=" || head === "?<!") {
        this.i += 3;
        zeroWidth = true;
      } else if (head.startsWith("?<")) {
        const close = s.indexOf(">", this.i);
        if (close < 0) return this.fail();
        this.i = close + 1;
      } else return this.fail();
    }
    const inner = this.alternation();
    if (s[this.i] !== ")") return this.fail();
    this.i += 1;
    return zeroWidth ? EMPTY() : inner;
  }

  /** Gives up on the rest of the source: the whole pattern becomes "any string". */
  private fail(): Info {
    this.i = this.src.length + 1;
    return ANY();
  }

  private charClass(): Info {
    const s = this.src;
    const start = this.i;
    let j = this.i + 1;
    if (s[j] === "^") j += 1;
    if (s[j] === "]") j += 1;
    let nested = 0;
    while (j < s.length && (s[j] !== "]" || nested > 0)) {
      if (s[j] === "\\") j += 2;
      else {
        // `v`-flag classes nest; count brackets so the class ends where it does.
        if (this.flags.includes("v") && s[j] === "[") nested += 1;
        else if (this.flags.includes("v") && s[j] === "]") nested -= 1;
        j += 1;
      }
    }
    if (j >= s.length) return this.fail();
    const source = s.slice(start, j + 1);
    this.i = j + 1;
    const ws = matchesWhitespace(source, this.flags);
    // A small positive class of plain characters (`[Ss]`, `[_-]`) is a set of literals.
    const body = source.slice(1, -1);
    if (!this.flags.includes("v") && !body.startsWith("^") && !/[\\\-[]/.test(body.slice(1, -1)) && !body.includes("\\") && body.length > 0 && body.length <= 4 && !/[\ud800-\udfff]/.test(body)) {
      const chars = [...new Set(body)];
      const nodes = chars.map((ch) => literal(ch, this.ci));
      if (nodes.every((n) => n.exact)) return alternate(nodes);
    }
    return { exact: null, req: null, minLen: 1, ws };
  }

  private escape(): Info {
    const s = this.src;
    const rest = s.slice(this.i);
    this.i += 2;
    const e = rest[1] ?? "";
    if (e === "b" || e === "B") return EMPTY();
    if ("dDwWsS".includes(e)) return { exact: null, req: null, minLen: 1, ws: matchesWhitespace(`\\${e}`, this.flags) };
    if (e === "p" || e === "P") {
      const m = /^\\[pP]\{[^}]*\}/.exec(rest);
      if (!m) return this.fail();
      this.i += m[0].length - 2;
      return { exact: null, req: null, minLen: 1, ws: matchesWhitespace(m[0], this.flags) };
    }
    // Back-references: unknown text.
    if (/[1-9]/.test(e)) {
      while (/[0-9]/.test(s[this.i] ?? "")) this.i += 1;
      return ANY();
    }
    if (e === "k") {
      const close = s.indexOf(">", this.i);
      this.i = close < 0 ? s.length + 1 : close + 1;
      return ANY();
    }
    const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", f: "\f", v: "\v", "0": "\0" };
    if (simple[e] !== undefined) return literal(simple[e] as string, this.ci);
    if (e === "x") {
      const m = /^\\x([0-9a-fA-F]{2})/.exec(rest);
      if (!m) return this.fail();
      this.i += 2;
      return literal(String.fromCharCode(parseInt(m[1] as string, 16)), this.ci);
    }
    if (e === "u") {
      const m = /^\\u(?:([0-9a-fA-F]{4})|\{([0-9a-fA-F]{1,6})\})/.exec(rest);
      if (!m) return this.fail();
      this.i += m[0].length - 2;
      const cp = parseInt((m[1] ?? m[2]) as string, 16);
      // A surrogate written as `\uD83D\uDE00` is one astral character: read it as "any".
      if (cp >= 0xd800 && cp <= 0xdfff) return { exact: null, req: null, minLen: 1, ws: false };
      return literal(String.fromCodePoint(cp), this.ci);
    }
    if (e === "c") {
      this.i += 1;
      return { exact: null, req: null, minLen: 1, ws: false };
    }
    if (e === "") return this.fail();
    // An identity escape (`\.`, `\/`, `\-`).
    if (/[A-Za-z]/.test(e)) return this.fail();
    return literal(e, this.ci);
  }
}

const cache = new WeakMap<RegExp, Prefilter>();

/**
 * The prefilter of a pattern (cached per RegExp object). Never throws: a source it cannot
 * read gives the prefilter that lets every text through.
 *
 * @example
 * prefilterOf(/(?<![A-Za-z0-9])ghp_[A-Za-z0-9]{36}/g) // → { anyOf: ["ghp_"], caseInsensitive: false, minRun: 40 }
 */
export function prefilterOf(re: RegExp): Prefilter {
  const hit = cache.get(re);
  if (hit) return hit;
  let info: Info;
  try {
    info = new Parser(re.source, re.flags).parse();
  } catch {
    info = ANY();
  }
  const req = required(info);
  const anyOf = req === null || [...req].some((x) => x === "") ? null : [...req];
  const pf: Prefilter = { anyOf, caseInsensitive: re.flags.includes("i"), minRun: info.ws ? 0 : info.minLen };
  cache.set(re, pf);
  return pf;
}

/**
 * `TextFacts` of a text, each fact computed once, on first use. `has` first asks a bitset of
 * the text's character pairs (one pass, 8 KB): a literal with a pair the text lacks is
 * absent without a search, which is what most literals are in most answers.
 */
export function textFacts(text: string): TextFacts {
  // The detectors of one gate call read the same few texts: the last ones are reused.
  for (const f of recent) if (f.text === text) return f;
  const facts = newFacts(text);
  recent.unshift(facts);
  if (recent.length > RECENT) recent.pop();
  return facts;
}

/** How many texts' facts are kept (the answer, its case view, its prefolded view, a line-joined view). */
const RECENT = 4;
const recent: TextFacts[] = [];

function newFacts(text: string): TextFacts {
  let lower: string | undefined;
  let run: number | undefined;
  let pairs: Uint32Array | undefined;
  let lowerPairs: Uint32Array | undefined;
  const lowerText = () => (lower ??= text.toLowerCase().replace(/ſ/g, "s"));
  return {
    text,
    lower: lowerText,
    longestRun() {
      run ??= longestRunOf(text);
      return run;
    },
    has(literal, lowered) {
      const hay = lowered ? lowerText() : text;
      const bits = lowered ? (lowerPairs ??= pairBits(hay)) : (pairs ??= pairBits(text));
      if (!pairsPresent(bits, literal)) return false;
      return hay.includes(literal);
    },
  };
}

/** Bit index of a character pair (and of a single character: `a` = -1). */
const pairIndex = (a: number, b: number) => ((a * 40503) ^ b) & 0xffff;

/** A 65,536-bit set of the text's adjacent character pairs and single characters (hashed). */
function pairBits(text: string): Uint32Array {
  const bits = new Uint32Array(2048);
  let prev = -1;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    const p = pairIndex(prev, k);
    bits[p >>> 5] = (bits[p >>> 5] as number) | (1 << (p & 31));
    const u = pairIndex(-1, k);
    bits[u >>> 5] = (bits[u >>> 5] as number) | (1 << (u & 31));
    prev = k;
  }
  return bits;
}

/** Whether every pair (or, for one character, that character) of `literal` is in `bits`. A hash: `true` may be wrong, `false` never is. */
function pairsPresent(bits: Uint32Array, literal: string): boolean {
  if (literal.length === 1) {
    const u = pairIndex(-1, literal.charCodeAt(0));
    return (((bits[u >>> 5] as number) >>> (u & 31)) & 1) === 1;
  }
  for (let i = 1; i < literal.length; i++) {
    const p = pairIndex(literal.charCodeAt(i - 1), literal.charCodeAt(i));
    if ((((bits[p >>> 5] as number) >>> (p & 31)) & 1) === 0) return false;
  }
  return true;
}

/** Whether a code unit ≥ U+00A0 is JavaScript whitespace (`WS_CHARS` past ASCII), without making a string. */
function isWideSpace(k: number): boolean {
  return k === 0xa0 || k === 0x1680 || (k >= 0x2000 && k <= 0x200a) || k === 0x2028 || k === 0x2029 || k === 0x202f || k === 0x205f || k === 0x3000 || k === 0xfeff;
}

/** Length of the longest run of `text` without a whitespace character. Linear. */
function longestRunOf(text: string): number {
  let best = 0;
  let cur = 0;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    const space = k <= 0x20 ? k === 0x20 || (k >= 0x09 && k <= 0x0d) : k >= 0xa0 && isWideSpace(k);
    if (space) {
      if (cur > best) best = cur;
      cur = 0;
    } else cur += 1;
  }
  return cur > best ? cur : best;
}

/**
 * Whether `re` can match the text of `facts`. `false` is a proof: no match exists, so the
 * caller may skip the pattern. `true` says nothing.
 */
export function mayMatch(re: RegExp, facts: TextFacts): boolean {
  const pf = prefilterOf(re);
  if (pf.minRun > 0 && facts.longestRun() < pf.minRun) return false;
  if (pf.anyOf === null) return true;
  for (const lit of pf.anyOf) if (facts.has(lit, pf.caseInsensitive)) return true;
  return false;
}

/** `text.matchAll(re)` for a global `re`, or nothing when the prefilter proves no match (`facts` is of `text`). */
export function matchesOf(re: RegExp, facts: TextFacts): Iterable<RegExpExecArray> {
  return mayMatch(re, facts) ? facts.text.matchAll(re) : [];
}
