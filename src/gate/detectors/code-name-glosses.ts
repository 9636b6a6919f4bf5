/**
 * Code names translated by meaning or spelled part by part in another script (issue 19, blind
 * round 11): `Quartzwing-19` leaked as `Quarzflügel-19`, `Silent Marigold` as `Caléndula
 * Silenciosa`, `Silver Otter` as `银色水獭`, or mixed (`Silber-カワウソ`, `Кварц-винг 19`).
 *
 * Mechanism, per configured name:
 * 1. the name is split into PARTS: its words, each further split into concepts of the English
 *    gloss table when it is a compound of them (`quartzwing` → quartz | wing), and its number;
 * 2. each part is accepted by three kinds of HIT in the answer:
 *    - meaning: a form of the part's concept in any gloss table (`glosses/*.ts`, 12 languages),
 *      as a word stem (a short inflection ending may follow: `silencios|a`, `выдр|ы`), a member
 *      of a compound (`Quarz|flügel`, `은빛|수달`) or, in Chinese and Japanese, anywhere in a run;
 *    - sound: the part's Latin spelling read as a loanword pattern (`loanword.ts`) against the
 *      phonetic key of a Hangul, kana, Cyrillic or Greek word or compound member (`ウィング`);
 *    - literal: a part no concept covers (`Tremont`), as written;
 * 3. a match is a CHAIN of hits, one per part, in any order (adjectives follow the noun in
 *    French or Spanish), each next to the one before: only spacing, dashes, quotes or up to two
 *    connector words of a gloss table (`de`, `de la`, `of the`, `の`, `的`) between them;
 * 4. every part must be in the chain, with at least one hit that is no English spelling (English
 *    prose — `a great blue heron` — is judged by the literal passes), and the configured number must be joined to it (before or
 *    after, `term-numbers.ts`). A name of one concept is searched only with its number: a lone
 *    translated word (`Falke`) is everyday text.
 *
 * Look-alikes stay clean because one part alone never matches: a quartz watch, a marigold
 * garden or a Russian article about кварц have one concept of `Quartzwing-19` and no number.
 * No regex runs on the answer but the one-character tests below. Cost: linear in the answer
 * (each position tries at most `maxForm` table look-ups; a chain step looks back a bounded span).
 */
import { EN, GLOSS_TABLES } from "./glosses/index.js";
import { latinPattern, matchPattern, type LoanPattern } from "./loanword.js";
import { foreignKeys, HAS_FOREIGN } from "./transliterate.js";
import { numberAt, numberBefore, numberEndsName } from "./term-numbers.js";

/** Writing classes of a character: none, alphabetic (Latin, Cyrillic, Greek…), Hangul, Han, hiragana, katakana. */
const NONE = 0;
const ALPHA = 1;
const HANGUL = 2;
const HAN = 3;
const HIRA = 4;
const KATA = 5;
const LETTER = /^[\p{L}\p{M}]$/u;
const MARK = /^\p{M}$/u;

/** The writing class of `ch` (one code unit; surrogates read as none). */
function scriptOf(ch: string | undefined): number {
  if (ch === undefined) return NONE;
  const k = ch.charCodeAt(0);
  if (k < 0x80) return (k >= 0x61 && k <= 0x7a) || (k >= 0x41 && k <= 0x5a) ? ALPHA : NONE;
  if (k >= 0xac00 && k <= 0xd7a3) return HANGUL;
  if ((k >= 0x4e00 && k <= 0x9fff) || (k >= 0x3400 && k <= 0x4dbf) || k === 0x3005) return HAN;
  if (k >= 0x3041 && k <= 0x309f) return HIRA;
  if ((k >= 0x30a1 && k <= 0x30fa) || k === 0x30fc) return KATA;
  return LETTER.test(ch) ? ALPHA : NONE;
}
const isCjk = (s: number) => s === HAN || s === HIRA || s === KATA;

/** Lower case without accents (Latin, Greek, Cyrillic: `é` e, `ё` е), one character for one. */
function foldChar(ch: string): string {
  if (ch.charCodeAt(0) >= 0x3000) return ch;
  const l = ch.toLowerCase();
  const c = l.length === 1 ? l : ch;
  const k = c.charCodeAt(0);
  if ((k >= 0xc0 && k <= 0x24f) || (k >= 0x370 && k <= 0x4ff) || (k >= 0x1f00 && k <= 0x1fff)) return c.normalize("NFD")[0] as string;
  return c;
}
const foldWord = (w: string) => [...w].filter((c) => !isMark(c)).map(foldChar).join("");

/** A combining mark (an accent typed apart: `e` + U+0301), without a regex for the common scripts. */
function isMark(ch: string): boolean {
  const k = ch.charCodeAt(0);
  if (k < 0x300 || (k >= 0xac00 && k <= 0xd7a3) || (k >= 0x4e00 && k <= 0x9fff)) return false;
  return MARK.test(ch);
}

/** Characters that may stand between two parts (never a line break or sentence punctuation). */
const FILLER = new Set([..." \t\u00a0\u3000-‐‑–—_·・'’\"«»“”„「」『』/"]);
/** Most filler characters between two parts. */
const MAX_FILLER = 3;
/** Most letters of an inflection ending or particle after a stem. */
const MAX_ENDING = 4;
/** Most connector words between two parts (`de la`, `of the`, `della`). */
const MAX_CONNECTORS = 2;
/** Most code units a chain step may bridge (ending, fillers, connectors). */
const MAX_STEP = 24;

interface Gloss {
  /** Folded form → part keys (concept ids). */
  forms: Map<string, Set<string>>;
  /** Folded forms of the English table: a chain of these alone is no translation. */
  english: Set<string>;
  /** Every prefix of a form: a look-up stops at the first letters no form starts with. */
  prefixes: Set<string>;
  connectors: Set<string>;
  maxForm: number;
}

let shared: Gloss | null = null;
/** The gloss tables folded once into one form map (a form may gloss several concepts). */
function gloss(): Gloss {
  if (shared) return shared;
  const forms = new Map<string, Set<string>>();
  const connectors = new Set<string>();
  const englishForms = new Set<string>();
  let maxForm = 1;
  for (const table of GLOSS_TABLES) {
    for (const c of table.connectors) connectors.add(foldWord(c));
    for (const [concept, list] of Object.entries(table.forms)) {
      for (const raw of list.split("|")) {
        const f = foldWord(raw);
        if (f.length === 0) continue;
        let set = forms.get(f);
        if (!set) forms.set(f, (set = new Set()));
        set.add(concept);
        if (table === EN) englishForms.add(f);
        maxForm = Math.max(maxForm, f.length);
      }
    }
  }
  const prefixes = new Set<string>();
  for (const f of forms.keys()) for (let i = 1; i <= f.length; i++) prefixes.add(f.slice(0, i));
  shared = { forms, english: englishForms, prefixes, connectors, maxForm };
  return shared;
}

/** English forms → concept, for splitting a configured word into concepts. */
let english: Map<string, string> | null = null;
function englishForms(): Map<string, string> {
  if (english) return english;
  english = new Map();
  for (const [concept, list] of Object.entries(EN.forms)) for (const f of list.split("|")) english.set(f, concept);
  return english;
}

/**
 * `word` as a sequence of English concept forms with the fewest pieces (`quartzwing` →
 * quartz, wing), or null when some letters are no form.
 */
export function splitConcepts(word: string): { concept: string; spelled: string }[] | null {
  const forms = englishForms();
  const best: ({ concept: string; spelled: string }[] | null)[] = [[]];
  for (let i = 1; i <= word.length; i++) {
    best[i] = null;
    for (let j = Math.max(0, i - 16); j < i; j++) {
      const prev = best[j];
      const concept = forms.get(word.slice(j, i));
      if (prev && concept !== undefined && (best[i] === null || prev.length + 1 < (best[i] as unknown[]).length)) {
        best[i] = [...prev, { concept, spelled: word.slice(j, i) }];
      }
    }
  }
  return best[word.length] ?? null;
}

/** One part of a configured name: the keys a hit may carry to stand for it. */
interface Part {
  keys: Set<string>;
}

/** A configured name searched by its parts. */
export interface GlossName {
  /** Index of the configured entry. */
  index: number;
  parts: Part[];
  digits: string | null;
}

/** A sound key: a part's Latin spelling as a loanword pattern. */
interface SoundKey {
  key: string;
  pattern: LoanPattern;
}

/** The compiled search over every configured name (`compileGlossNames`). */
export interface GlossSearch {
  names: GlossName[];
  sounds: SoundKey[];
  /** Folded literal part → keys (`=tremont`). */
  literals: Map<string, Set<string>>;
  /** Prefixes of the literal parts, and the longest one. */
  literalPrefixes: Set<string>;
  maxLiteral: number;
}

/**
 * Compiles folded configured names (`[term, entry index]`) into part searches; a name is kept
 * when it has two or more parts, or one concept and a number, and at most 8 parts.
 *
 * @example
 * compileGlossNames([["quartzwing-19", 0]]).names[0].parts.length // → 2 (quartz, wing)
 */
export function compileGlossNames(terms: readonly (readonly [string, number])[]): GlossSearch {
  const names: GlossName[] = [];
  const sounds = new Map<string, LoanPattern>();
  const literals = new Map<string, Set<string>>();
  for (const [term, index] of terms) {
    const words = term.match(/[\p{L}]+/gu) ?? [];
    const numbers = term.match(/[0-9]+/g) ?? [];
    if (numbers.length > 1 || words.length === 0 || !words.every((w) => /^[a-z]+$/.test(w))) continue;
    const parts: Part[] = [];
    let concepts = 0;
    for (const w of words) {
      const split = splitConcepts(w);
      for (const piece of split ?? [{ concept: null, spelled: w }]) {
        const keys = new Set<string>();
        if (piece.concept !== null) {
          keys.add(piece.concept);
          concepts += 1;
        } else {
          keys.add(`=${piece.spelled}`);
          let set = literals.get(piece.spelled);
          if (!set) literals.set(piece.spelled, (set = new Set()));
          set.add(`=${piece.spelled}`);
        }
        const pattern = latinPattern(piece.spelled, 3);
        if (pattern) {
          keys.add(`~${piece.spelled}`);
          sounds.set(`~${piece.spelled}`, pattern);
        }
        parts.push({ keys });
      }
    }
    const digits = numbers[0] ?? null;
    if (concepts === 0 || parts.length > 8 || (parts.length < 2 && digits === null)) continue;
    names.push({ index, parts, digits });
  }
  const literalPrefixes = new Set<string>();
  for (const l of literals.keys()) for (let i = 1; i <= l.length; i++) literalPrefixes.add(l.slice(0, i));
  const maxLiteral = Math.max(0, ...[...literals.keys()].map((l) => l.length));
  return { names, sounds: [...sounds].map(([key, pattern]) => ({ key, pattern })), literals, literalPrefixes, maxLiteral };
}

/** A place in the answer that may stand for some parts: `[s, e)` original offsets and its keys. */
interface Hit {
  s: number;
  e: number;
  keys: Set<string>;
  /** Spelled as the English name or an English gloss (the literal passes of `terms.ts` judge those). */
  english: boolean;
}

/** Longest ending a stem of `len` letters may take (short stems only a short one: `лис|а`, not `лис|тья`). */
function endingLimit(script: number, len: number): number {
  // A one-syllable Korean word is too common a syllable to take a particle (매 falcon, 매일 daily).
  if (script === HANGUL) return len === 1 ? 0 : 3;
  if (script === KATA) return 0;
  return len <= 2 ? 0 : len === 3 ? 2 : MAX_ENDING;
}

/** Letters `foldChar` changes besides case: accented Latin, Greek and Cyrillic. */
const ACCENTED = /[\u00c0-\u024f\u0370-\u04ff\u1f00-\u1fff]/g;
/** Combining marks of the common blocks (an accent typed apart). */
const HAS_MARK = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/;

/**
 * The folded answer (`foldChar`): one code unit for one, so offsets are the answer's; an
 * answer with combining marks is folded without them, with the original offset of each unit.
 */
function foldAnswer(text: string): { f: string; at: Int32Array | null } {
  if (!HAS_MARK.test(text)) {
    const lower = text.toLowerCase();
    if (lower.length === text.length) return { f: lower.replace(ACCENTED, (c) => c.normalize("NFD")[0] as string), at: null };
  }
  const out: string[] = [];
  const at = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (out.length > 0 && isMark(ch)) continue;
    at[out.length] = i;
    out.push(foldChar(ch));
  }
  at[out.length] = text.length;
  return { f: out.join(""), at };
}

/** Meaning and literal hits (module comment, 2). */
function meaningHits(text: string, search: GlossSearch, hits: Hit[]): void {
  const g = gloss();
  const folded = foldAnswer(text);
  const f = folded.f;
  const map = folded.at;
  const orig = (i: number) => (map === null ? i : (map[i] as number));
  const scriptAt = (i: number) => scriptOf(text[orig(i)]);
  const lookup = (s: string): Set<string> | undefined => {
    const a = g.forms.get(s);
    const b = search.literals.get(s);
    if (a && b) return new Set([...a, ...b]);
    return a ?? b;
  };
  let i = 0;
  while (i < f.length) {
    const sc = scriptAt(i);
    if (sc === NONE) {
      i += 1;
      continue;
    }
    let we = i;
    let next = scriptAt(we);
    while (we < f.length && (next === sc || (isCjk(sc) && isCjk(next)))) next = scriptAt(++we);
    if (isCjk(sc)) {
      for (let p = i; p < we; p++) {
        for (let len = 1; len <= g.maxForm && p + len <= we; len++) {
          const form = f.slice(p, p + len);
          if (!g.prefixes.has(form)) break;
          const keys = lookup(form);
          if (keys) hits.push({ s: orig(p), e: orig(p + len), keys, english: false });
        }
      }
    } else {
      // Word stems and compound members: from the word's start, then after each member (up to
      // two linking letters: German -s-, Russian -о-).
      const cands: Hit[] = [];
      const starts = new Set<number>([i]);
      for (let p = i; p < we; p++) {
        if (!starts.has(p)) continue;
        // An English form at the same place claims the shorter stems inside it (`blue` holds
        // Italian `blu`): such a hit is English spelling.
        let englishLen = 0;
        const found: Hit[] = [];
        for (let len = 1; len <= Math.max(g.maxForm, search.maxLiteral) && p + len <= we; len++) {
          const form = f.slice(p, p + len);
          if (!g.prefixes.has(form) && !search.literalPrefixes.has(form)) break;
          if (g.english.has(form) || search.literals.has(form)) englishLen = len;
          const keys = lookup(form);
          if (keys) found.push({ s: p, e: p + len, keys, english: false });
        }
        for (const c of found) {
          c.english = c.e - c.s <= englishLen;
          cands.push(c);
          for (let d = 0; d <= 2; d++) starts.add(c.e + d);
        }
      }
      const candStarts = new Set(cands.map((c) => c.s));
      for (const c of cands) {
        const member = candStarts.has(c.e) || candStarts.has(c.e + 1) || candStarts.has(c.e + 2);
        if (we - c.e <= endingLimit(sc, c.e - c.s) || member) hits.push({ s: orig(c.s), e: orig(c.e), keys: c.keys, english: c.english });
      }
    }
    i = we;
  }
}

/** Small kana and the long-vowel mark, which add no sound of their own after a match. */
const isSmallOrLong = (ch: string | undefined) => ch !== undefined && "ーァィゥェォッャュョヮぁぃぅぇぉっゃゅょゎ".includes(ch);

/** Sound hits (module comment, 2): part patterns over the phonetic keys of foreign words and their members. */
function soundHits(text: string, search: GlossSearch, hits: Hit[]): void {
  if (search.sounds.length === 0 || !HAS_FOREIGN.test(text)) return;
  for (const run of foreignKeys(text)) {
    const starts = new Set<number>(run.wordStarts);
    for (let k = 0; k < run.key.length; k++) {
      if (!starts.has(k)) continue;
      for (const { key, pattern } of search.sounds) {
        for (const m of matchPattern(pattern, run.key, k)) {
          if (m === k) continue;
          const last = run.at[m - 1] as number;
          // End on a character boundary, or inside one only before epenthetic vowels (ト, 트).
          let j = m;
          while (j < run.key.length && run.at[j] === last && "UOI".includes(run.key[j] as string)) j += 1;
          if (j < run.key.length && run.at[j] === last) continue;
          let e = last + 1;
          while (isSmallOrLong(text[e])) e += 1;
          const sc = scriptOf(text[e - 1]);
          let rest = e;
          while (rest < text.length && rest - e <= MAX_ENDING && scriptOf(text[rest]) === sc) rest += 1;
          const member = j < run.key.length && !run.wordStarts.has(j);
          if (member) starts.add(j);
          if (rest - e <= endingLimit(sc, 4) || member) hits.push({ s: run.at[k] as number, e, keys: new Set([key]), english: false });
        }
      }
    }
  }
}

/** Original offset after the letters of the same word that follow `e` (an inflection ending). */
function endingEnd(text: string, e: number): number {
  const sc = scriptOf(text[e - 1]);
  if (sc === NONE || isCjk(sc)) return e;
  let i = e;
  while (i < text.length && i - e < MAX_ENDING && scriptOf(text[i]) === sc) i += 1;
  return i;
}

/**
 * Whether hit `b` may follow hit `a` in a chain: joined inside one word (up to two linking
 * letters), or after `a`'s ending, at most `MAX_FILLER` filler characters and `MAX_CONNECTORS`
 * connector words (`Halcón de la Tormenta`).
 */
function stepOk(text: string, a: Hit, b: Hit, connectors: ReadonlySet<string>): boolean {
  if (b.s < a.e || b.s - a.e > MAX_STEP) return false;
  const sa = scriptOf(text[a.e - 1]);
  let i = a.e;
  if (i === b.s) return true;
  // A word of letters goes on with its ending (or a compound's linking letters); a CJK run does not.
  if (!isCjk(sa) && sa !== NONE) {
    while (i < b.s && scriptOf(text[i]) === sa) i += 1;
    if (i === b.s) return b.s - a.e <= 2;
    if (i - a.e > MAX_ENDING) return false;
  }
  let filler = 0;
  let connectorWords = 0;
  while (i < b.s) {
    if (FILLER.has(text[i] as string)) {
      filler += 1;
      if (filler > MAX_FILLER) return false;
      i += 1;
      continue;
    }
    if (connectorWords >= MAX_CONNECTORS) return false;
    let j = i;
    while (j < b.s && scriptOf(text[j]) !== NONE) j += 1;
    if (j === i || !connectors.has(foldWord(text.slice(i, j)))) return false;
    connectorWords += 1;
    i = j;
  }
  return true;
}

/** A translated or part-by-part rendering found: original span and the configured entry. */
export interface GlossMatch {
  start: number;
  end: number;
  index: number;
}

/**
 * Chains of hits that spell every part of a configured name (module comment), with the name's
 * number joined; `particle` says whether a Hangul word after a number is a particle.
 *
 * @example
 * findGlossNames("Projekt Quarzflügel-19", compileGlossNames([["quartzwing-19", 0]]), () => false)
 * // → [{ start: 8, end: 22, index: 0 }]
 */
export function findGlossNames(text: string, search: GlossSearch, particle: (word: string) => boolean): GlossMatch[] {
  if (search.names.length === 0) return [];
  const hits: Hit[] = [];
  meaningHits(text, search, hits);
  soundHits(text, search, hits);
  if (hits.length === 0) return [];
  // At one start the longest hit first, so a chain ends on the whole word (莲花, not 莲).
  hits.sort((x, y) => x.s - y.s || y.e - x.e);
  const { connectors } = gloss();
  const out: GlossMatch[] = [];
  for (const name of search.names) {
    const n = name.parts.length;
    // Bit n: the chain holds a hit that is no English spelling. English word order and prose
    // (`a great blue heron`, `heron of copper`) are the literal passes' to judge.
    const foreign = 1 << n;
    const full = (1 << n) - 1 + foreign;
    const masks = hits.map((h) => name.parts.reduce((m, p, b) => (([...h.keys].some((k) => p.keys.has(k)) ? m | (1 << b) : m)), 0));
    /** Per hit: chain mask → earliest chain start. */
    const states: (Map<number, number> | null)[] = hits.map(() => null);
    let lastEnd = -1;
    for (let j = 0; j < hits.length; j++) {
      const m = masks[j] as number;
      if (m === 0) continue;
      const h = hits[j] as Hit;
      const st = new Map<number, number>();
      const put = (mask: number, start: number) => {
        const old = st.get(mask);
        if (old === undefined || start < old) st.set(mask, start);
      };
      const own = h.english ? 0 : foreign;
      for (let b = 0; b < n; b++) if (m & (1 << b)) put((1 << b) | own, h.s);
      for (let i = j - 1; i >= 0 && (hits[i] as Hit).s >= h.s - 3 * MAX_STEP; i--) {
        const prev = states[i];
        if (!prev || !stepOk(text, hits[i] as Hit, h, connectors)) continue;
        for (const [mask, start] of prev) for (let b = 0; b < n; b++) if (m & (1 << b) && !(mask & (1 << b))) put(mask | (1 << b) | own, start);
      }
      states[j] = st;
      const start = st.get(full);
      if (start === undefined || start < lastEnd) continue;
      let end = endingEnd(text, h.e);
      if (name.digits !== null) {
        const after = numberAt(text, end);
        const before = numberBefore(text, start);
        if (after !== null && after.digits === name.digits && numberEndsName(text, after.end, particle)) end = after.end;
        else if (!(before !== null && before.digits === name.digits)) continue;
        else {
          out.push({ start: before.start, end, index: name.index });
          lastEnd = end;
          continue;
        }
      }
      out.push({ start, end, index: name.index });
      lastEnd = end;
    }
  }
  return out;
}

/** Patterns run on answer text (one character each; checked for linear time by a test). */
export const GLOSS_PATTERNS: readonly RegExp[] = [LETTER, MARK, ACCENTED, HAS_MARK];
