/**
 * The normalisation shadow (DESIGN.md "Ideas worth keeping"): rules match on a normalised
 * copy of the text; every shadow position maps back to a span of the original, so findings
 * carry original offsets and the original text stays verbatim.
 *
 * Two stages, each linear in the input:
 * 1. character folds (`fold.ts`): NFKC, case, UTS #39 confusables, combining marks,
 *    invisible and bidi characters removed, Hangul jamo runs composed. Text made only of
 *    "simple" characters (ASCII, Hangul syllables, CJK, kana) costs one native
 *    `toLowerCase` and a regex test — the fast first pass most benign text takes.
 * 2. letter-spacing collapse: a run of at least three single letters separated by one to
 *    three spacing characters (`i g n o r e`, `i.g.n.o.r.e`, `시@스@템`, `이_전`) loses its
 *    separators, so `ignore` and `시스템` reach the rules whole.
 */
import { optionsArgument, stringArgument } from "../core/light.js";
import { JAMO, SIMPLE_CHARS, blankRunEnd, composeJamo, decorationFolded, foldBlankRun, foldChar, foldDecoration, hasLongBlankRun, nextLongBlank } from "./fold.js";
import { OffsetMap } from "./offset-map.js";
import { spacedAcceptFrom } from "./quick.js";

/** A normalised copy of a text with a map back to original offsets. */
export interface Shadow {
  /** The original text. */
  readonly original: string;
  /** The normalised text rules match against. */
  readonly text: string;
  /**
   * Maps a half-open shadow span to the smallest original span that produced it (UTF-16
   * offsets). `toOriginal(0, shadow.text.length)` covers the whole original text.
   */
  toOriginal(start: number, end: number): { start: number; end: number };
}

const NOT_SIMPLE = new RegExp(`[^${SIMPLE_CHARS}]`);
/** A unit that is not simple, or an ASCII capital (global: `foldText` searches from an offset). */
const NOT_SIMPLE_OR_UPPER = SIMPLE_CHARS.includes("\\x20-\\x7e")
  ? new RegExp(`[^${SIMPLE_CHARS.replace("\\x20-\\x7e", "\\x20-\\x40\\x5b-\\x7e")}]`, "g")
  : new RegExp(`[^${SIMPLE_CHARS}]|[A-Z]`, "g");
/** A run of Hangul jamo (invisible characters between them included), tried where a jamo is. */
const JAMO_RUN = new RegExp(`[${JAMO}](?:\\p{Default_Ignorable_Code_Point}{0,8}[${JAMO}]){0,4096}`, "uy");
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const HAS_JAMO = new RegExp(`[${JAMO}]`);
/** Separators of letter-spacing obfuscation (`quick.ts` keeps the same set). */
const SPACER_CHARS = " \t\r\n.-_*@|/+~·•^=,':\\#()";
const SPACER = `[${SPACER_CHARS.replace(/[\\\]\-\t\r\n]/g, (c) => ({ "\t": "\\t", "\r": "\\r", "\n": "\\n" })[c] ?? `\\${c}`)}]`;
/** Separator lookup by code unit (the characters of `SPACER`). */
const SPACER_TABLE = new Uint8Array(Math.max(...[...SPACER_CHARS].map((c) => c.charCodeAt(0))) + 1);
for (const c of SPACER_CHARS) SPACER_TABLE[c.charCodeAt(0)] = 1;
const isSpacer = (c: number): boolean => c < SPACER_TABLE.length && SPACER_TABLE[c] === 1;
/** Separators that are punctuation a word gap keeps (`,` `'` `:` `\\` `#` `(` `)`). */
const PUNCTUATION = new Set([...",':\\#()"].map((c) => c.charCodeAt(0)));
function hasPunctuation(text: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (PUNCTUATION.has(text.charCodeAt(j))) return true;
  return false;
}
/**
 * @internal A run of ≥ 3 single letters, each standing alone (no letter, digit or mark on
 * either side except spacers), as a regex source (flags `gu`): the definition
 * `nextSpacedRun` implements on char codes, and its test's reference.
 */
export const LETTER_SPACED_SOURCE = `(?<![\\p{L}\\p{N}\\p{M}])\\p{L}(?:${SPACER}{1,3}\\p{L}(?![\\p{L}\\p{N}\\p{M}])){2,4096}`;

const IS_L = /^\p{L}$/u;
const IS_LNM = /^[\p{L}\p{N}\p{M}]$/u;
const IS_SIMPLE = new RegExp(`^[${SIMPLE_CHARS}]$`);
const IS_JAMO = new RegExp(`^[${JAMO}]$`);
/**
 * `unitClass` bits: known, `\p{L}`, `[\p{L}\p{N}\p{M}]`, simple (`SIMPLE_CHARS`: folds to its
 * lower case), a jamo, and "same": not simple, but its fold is itself and so is its lower case
 * (`—`, `·`, most symbols), so the stage-1 fold copies it with its plain neighbours.
 */
const U_KNOWN = 1;
const U_LETTER = 2;
const U_LNM = 4;
const U_SIMPLE = 8;
const U_JAMO = 16;
const U_SAME = 32;
/** `unitClass` per BMP code unit, filled on first sight (0 = not yet). */
const UNIT = new Uint8Array(0x10000);

function classifyUnit(ch: string): number {
  const simple = IS_SIMPLE.test(ch);
  const jamo = IS_JAMO.test(ch);
  const code = ch.charCodeAt(0);
  // A lone surrogate or an astral character is its own run; a jamo composes with its neighbours.
  const same = !simple && !jamo && ch.length === 1 && (code < 0xd800 || code > 0xdfff) && foldChar(code) === ch && ch.toLowerCase() === ch;
  return U_KNOWN | (IS_L.test(ch) ? U_LETTER : 0) | (IS_LNM.test(ch) ? U_LNM : 0) | (simple ? U_SIMPLE : 0) | (jamo ? U_JAMO : 0) | (same ? U_SAME : 0);
}

/** The `U_*` bits of the code point `cp` (cached for the BMP). */
function unitClass(cp: number): number {
  if (cp > 0xffff) return classifyUnit(String.fromCodePoint(cp));
  let k = UNIT[cp] as number;
  if (k === 0) {
    k = classifyUnit(String.fromCharCode(cp));
    UNIT[cp] = k;
  }
  return k;
}

/** Width in code units of the code point starting at `i` (2 for a surrogate pair). */
function widthAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && isLow(text.charCodeAt(i + 1)) ? 2 : 1;
}

/** `unitClass` bits of the code point ending just before `i` (0 at the start). */
function lnmBefore(text: string, i: number): number {
  if (i <= 0) return 0;
  const lo = text.charCodeAt(i - 1);
  if (isLow(lo) && i >= 2 && isHigh(text.charCodeAt(i - 2))) return unitClass(text.codePointAt(i - 2) as number);
  return unitClass(lo);
}

/** End of the last run `nextSpacedRun` found. */
let lastRunEnd = 0;

/** End (exclusive) of the run the last `nextSpacedRun` call returned. */
export function spacedRunEnd(): number {
  return lastRunEnd;
}

/**
 * The next match of `LETTER_SPACED_SOURCE` at or after `from` (its start, -1 when none; its end in
 * `runEnd`), found on char codes: the regex's `\p{…}` classes and look-behind at every
 * letter cost ~30 ns per code unit on Korean prose, this ~3. Same matches (property test):
 * a letter whose left neighbour is no letter, digit or mark, then two to 4096 times one to
 * three spacers and a letter whose right neighbour is none of those. Linear: a failed
 * start reads at most five code points past it.
 */
export function nextSpacedRun(text: string, from: number): number {
  const n = text.length;
  let q = from;
  // Starting inside a surrogate pair is not a code point boundary (unicode-mode search).
  if (q > 0 && q < n && isLow(text.charCodeAt(q)) && isHigh(text.charCodeAt(q - 1))) q++;
  let before = lnmBefore(text, q); // `unitClass` bits of the code point before `q`
  while (q < n) {
    const c = text.charCodeAt(q);
    let k: number;
    let w = 1;
    if (isHigh(c) && q + 1 < n && isLow(text.charCodeAt(q + 1))) {
      k = unitClass(text.codePointAt(q) as number);
      w = 2;
    } else k = UNIT[c] || unitClass(c);
    if ((k & U_LETTER) !== 0 && (before & U_LNM) === 0) {
      let end = q + w;
      let reps = 0;
      while (reps < 4096) {
        let g = end;
        while (g < n && g - end < 4 && isSpacer(text.charCodeAt(g))) g++;
        const gap = g - end;
        if (gap < 1 || gap > 3 || g >= n) break;
        const lw = widthAt(text, g);
        if ((unitClass(text.codePointAt(g) as number) & U_LETTER) === 0) break;
        const after = g + lw;
        if (after < n && (unitClass(text.codePointAt(after) as number) & U_LNM) !== 0) break;
        end = after;
        reps++;
      }
      if (reps >= 2) {
        lastRunEnd = end;
        return q;
      }
    }
    before = k;
    q += w;
  }
  return -1;
}

/** Stage 1 of a shadow: the character folds of a text and their map back (null = identity). */
export interface FoldedText {
  /** The folded text, before letter-spacing collapse. */
  readonly text: string;
  /** @internal Piecewise map to original offsets. */
  readonly map: OffsetMap | null;
}

/**
 * Stage 1: character folds (see the module comment). Linear; never throws. The fast pass
 * tests it (`isFoldedClean`) before the full shadow is built from it (`shadowFromFold`).
 */
export function foldText(text: string, tags: TagReading = "decode"): FoldedText {
  if (!NOT_SIMPLE.test(text)) return { text: lowerAscii(text), map: null };
  const map = new OffsetMap();
  const parts: string[] = [];
  let sLen = 0;
  let pos = 0;
  // Whether the plain run `text[pos, at)` holds an ASCII capital: the only simple or "same"
  // units whose lower case differs, so a run without one is copied as it is.
  let upper = false;
  // Each run is a run of jamo (with invisible characters between them) or one character
  // that is not simple (a whole surrogate pair, or a lone surrogate), found on char codes.
  // Simple units other than ASCII capitals are copied as they are: one native class search
  // skips them (a Korean statute article has one other unit in ~120; a loop over char codes
  // cost ~2.5 times the search; issue 3, throughput).
  const next = NOT_SIMPLE_OR_UPPER;
  for (let at = 0; at < text.length; ) {
    // `test` builds no match array; a match is one code unit, so it ends at `lastIndex`.
    next.lastIndex = at;
    if (!next.test(text)) break;
    at = next.lastIndex - 1;
    const c = text.charCodeAt(at);
    if (c <= 0x5a && c >= 0x41) {
      upper = true;
      at++;
      continue;
    }
    const k = UNIT[c] || unitClass(c);
    if ((k & (U_SIMPLE | U_SAME)) !== 0) {
      at++;
      continue;
    }
    // The run: its length and its fold. A lone character is read by code point, never cut
    // out as a string (issue 3, growth: a string per zero-width character of a long run).
    let runLength: number;
    let folded: string;
    if ((k & U_JAMO) !== 0) {
      JAMO_RUN.lastIndex = at;
      const run = (JAMO_RUN.exec(text) as RegExpExecArray)[0];
      runLength = run.length;
      folded = run.length > 1 ? composeJamo(run.replace(INVISIBLE, "")) : foldChar(c);
    } else {
      const pair = isHigh(c) && at + 1 < text.length && isLow(text.charCodeAt(at + 1));
      const cp = pair ? (text.codePointAt(at) as number) : c;
      runLength = pair ? 2 : 1;
      folded = tags === "drop" && isTagChar(cp) ? "" : foldChar(cp);
    }
    if (at > pos) {
      map.push(sLen, pos, at, true);
      const plain = upper ? text.slice(pos, at).toLowerCase() : text.slice(pos, at);
      upper = false;
      parts.push(plain);
      sLen += plain.length;
    }
    if (folded.length > 0) {
      map.push(sLen, at, at + runLength, folded.length === runLength && runLength === 1 ? true : false);
      parts.push(folded);
      sLen += folded.length;
    }
    pos = at + runLength;
    at = pos;
  }
  if (pos < text.length) {
    map.push(sLen, pos, text.length, true);
    const plain = upper ? text.slice(pos).toLowerCase() : text.slice(pos);
    parts.push(plain);
  }
  return { text: parts.join(""), map };
}

/**
 * How the stage-1 fold reads Unicode tag characters (U+E0000–E007F, invisible): `decode`
 * spells the ASCII they smuggle (a hidden instruction or value written in tags), `drop`
 * removes them like any invisible character (the visible text, where one tag character
 * inside a word or number would otherwise split it: `ig<U+E0041>nore`, `4111<U+E0041>1111…`).
 * A reader that must not be fooled either way checks both readings (`hasTagChars`).
 */
export type TagReading = "decode" | "drop";

const isTagChar = (cp: number): boolean => cp >= 0xe0000 && cp <= 0xe007f;

/** True when `text` holds a Unicode tag character (its high surrogate is U+DB40). */
export function hasTagChars(text: string): boolean {
  return text.includes("\udb40");
}

/**
 * `text.toLowerCase()` for a text of simple characters (`SIMPLE_CHARS`), where only ASCII
 * capitals change: a text without one is returned as it is (V8 lower-cases a two-byte
 * string, such as Korean prose, unit by unit through its slow path; issue 3, throughput).
 */
function lowerAscii(text: string): string {
  return HAS_ASCII_UPPER.test(text) ? text.toLowerCase() : text;
}

const HAS_ASCII_UPPER = /[A-Z]/;

/**
 * Stage 2: letter-spacing collapse. Inside a run, letter gaps are removed and word gaps
 * become one space: the most common gap is the letter gap and any other is a word gap
 * (`i g n o r e   a l l`, `i.g.n.o.r.e a.l.l`). Hangul jamo brought together
 * (`ㅅ ㅣ ㅅ ㅡ`) are composed into syllables. Returns the collapsed text and, per collapsed
 * index, the stage-1 span it came from (null = nothing collapsed).
 *
 * Cost (issue 3, growth): a run is read by index from `text` (no slice per letter or gap, no
 * object per letter); a gap string is cut only when it differs from the gap before it, and
 * each word is built by one `String.fromCharCode` call.
 */
function collapseSpacing(text: string, withSpans = true, skip = true): { text: string; keep: Int32Array | null; keepEnd: Int32Array | null } {
  const blanks = hasLongBlankRun(text);
  // Where the letter-spacing automaton first accepts (-1: no run to collapse anywhere).
  let accept = spacedAcceptFrom(text, 0);
  const spaced = accept >= 0;
  if (!spaced && !blanks) return { text, keep: null, keepEnd: null };
  const parts: string[] = [];
  const spans = withSpans ? new SpanBuffer(text.length) : null;
  blankAt = blanks ? nextLongBlank(text, 0) : -1;
  blankEnd = blankRunEnd();
  const copy = blanks ? copyFoldingBlanks : copyPlain;
  // Per letter of the current run: its offset, its width (1, or 2 for a surrogate pair) and
  // the end of the gap after it (= offset + width when there is none).
  const pAt: number[] = [];
  const pW: number[] = [];
  const pGapEnd: number[] = [];
  let pos = 0;
  // The runs are looked for from a safe start before the automaton's accept (issue 3,
  // throughput: `nextSpacedRun` tested every letter of a Korean text with one spaced run).
  // No run the shadow collapses lies before it; the runs found from it are the runs found
  // from the last run's end (see `safeStart`). Linear: each automaton start is at or past
  // the accept before it.
  let from = 0; // where the runs are looked for
  let runEnd = 0;
  if (spaced && skip) from = safeStart(text, 0, accept);
  for (let runStart = spaced ? nextSpacedRun(text, from) : -1; runStart >= 0; runStart = nextSpacedRun(text, from)) {
    runEnd = spacedRunEnd();
    from = runEnd;
    // Natural Korean has runs of one-syllable words (`이 법 및 그`): without a Latin letter a
    // run must have at least five letters to count as letter-spacing (`quick.ts` agrees).
    // Such a run stays where it is: it is copied with the text after it.
    const collapses = hasAsciiLower(text, runStart, runEnd) || countLetters(text, runStart, runEnd) >= 5;
    // After a collapsed run, or once past the accept, the automaton starts again at the run's end.
    if (skip && (collapses || runEnd >= accept)) {
      accept = spacedAcceptFrom(text, runEnd);
      if (accept < 0 && !collapses) break;
      if (accept >= 0) from = safeStart(text, runEnd, accept);
    }
    if (!collapses) continue;
    copy(text, pos, runStart, parts, spans);
    // Pass 1: letters and the gaps after them; gap strings counted in first-seen order.
    pAt.length = 0;
    pW.length = 0;
    pGapEnd.length = 0;
    const counts = new Map<string, number>();
    let streak = "";
    let streakAt = -1;
    let streakLen = 0;
    let streakN = 0;
    let maxLen = 0;
    let minLen = Infinity;
    let k = runStart;
    while (k < runEnd) {
      const w = isHigh(text.charCodeAt(k)) && k + 1 < runEnd && isLow(text.charCodeAt(k + 1)) ? 2 : 1;
      let g = k + w;
      while (g < runEnd && isSpacer(text.charCodeAt(g))) g++;
      pAt.push(k);
      pW.push(w);
      pGapEnd.push(g);
      const len = g - k - w;
      if (len > 0) {
        if (streakN > 0 && sameUnits(text, streakAt, k + w, len, streakLen)) {
          streakN++;
        } else {
          if (streakN > 0) counts.set(streak, (counts.get(streak) ?? 0) + streakN);
          streak = text.slice(k + w, g);
          streakAt = k + w;
          streakLen = len;
          streakN = 1;
        }
        if (len > maxLen) maxLen = len;
        if (len < minLen) minLen = len;
      }
      k = g;
    }
    if (streakN > 0) counts.set(streak, (counts.get(streak) ?? 0) + streakN);
    const letterGap = mostCommon(counts);
    // A second whitespace style longer than every other gap also stays a word gap when the
    // letter gap is a symbol (`시@스@템   보 여 줘`: `@` and ` ` are letter gaps, `   ` is not).
    const blankLetterGaps = maxLen > minLen && letterGap.trim() !== "" && counts.has(" ".repeat(maxLen));
    const isWordGap = (at: number, len: number) =>
      !(len === letterGap.length && sameUnits(text, at, 0, len, len, letterGap)) && !(blankLetterGaps && len < maxLen && isBlank(text, at, at + len));
    // Pass 2: one word at a time; jamo words are composed.
    let first = 0;
    for (let i = 0; i < pAt.length; i++) {
      const end = (pAt[i] as number) + (pW[i] as number);
      const gapEnd = pGapEnd[i] as number;
      if (gapEnd === end || isWordGap(end, gapEnd - end)) {
        flushWord(text, pAt, pW, first, i, parts, spans);
        if (gapEnd > end && hasPunctuation(text, end, gapEnd)) {
          // A word gap with punctuation in it (`A@s@s@i@s@t@a@n@t: S@u@r@e`) keeps it: the
          // colon of a role tag, the comma of a list.
          for (let j = end; j < gapEnd; j++) spans?.push(j, j + 1);
          parts.push(text.slice(end, gapEnd));
        } else if (gapEnd > end) {
          spans?.push(end, gapEnd);
          parts.push(" ");
        }
        first = i + 1;
      }
    }
    pos = runEnd;
    if (skip && accept < 0) break;
  }
  if (pos === 0 && !blanks) return { text, keep: null, keepEnd: null };
  copy(text, pos, text.length, parts, spans);
  if (!spans) return { text: parts.join(""), keep: null, keepEnd: null };
  return { text: parts.join(""), keep: spans.start.subarray(0, spans.length), keepEnd: spans.end.subarray(0, spans.length) };
}

/**
 * A start for `nextSpacedRun` in `text[from, accept)` that finds the same runs at or after it
 * as a start at `from` and skips no run of five letters or three with a Latin one: the second
 * unit of the last pair of neighbouring letters, digits or marks before `accept` (`from` when
 * there is none). Neither unit of such a pair is a single letter, so no run crosses it; the
 * units of a run up to the unit that made `spacedAcceptFrom` accept hold no such pair, so the
 * first run it accepted on starts after it. Surrogates count as no letter (an earlier start).
 */
function safeStart(text: string, from: number, accept: number): number {
  let nextLnm = false;
  for (let j = Math.min(accept, text.length) - 1; j > from; j--) {
    const c = text.charCodeAt(j);
    const lnm = ((UNIT[c] || unitClass(c)) & U_LNM) !== 0;
    if (lnm && nextLnm) return j + 1;
    nextLnm = lnm;
  }
  return from;
}

/**
 * @internal The collapsed text of `text` (a stage-1 fold) as `collapseSpacing` finds it
 * with (`skip`) or without the automaton's skip to its accept: a property test compares them.
 */
export function collapsedText(text: string, skip: boolean): string {
  return collapseSpacing(text, false, skip).text;
}

/**
 * The shadow texts of a stage-1 fold without their maps: `[bare, decorated]`, each after
 * letter-spacing collapse (decorated = decoration folded first, as the evidence boundary
 * does; it is the bare one when decoration changes nothing). For a gate that only needs to
 * know whether any rule could match.
 */
export function shadowTexts(stage1: FoldedText): [string, string] {
  const bare = collapseSpacing(stage1.text, false).text;
  const decorated = decorationFolded(stage1.text);
  return [bare, decorated === stage1.text ? bare : collapseSpacing(decorated, false).text];
}

/** Copies `text[from, to)` unchanged: one identity span per code unit (`spans` null: no map). */
function copyPlain(text: string, from: number, to: number, parts: string[], spans: SpanBuffer | null): void {
  if (to <= from) return;
  spans?.pushIdentity(from, to);
  parts.push(text.slice(from, to));
}

/** Start of the next long blank run of the text `collapseSpacing` is working on (-1: none), and its end. */
let blankAt = -1;
let blankEnd = 0;

/**
 * `copyPlain`, except that each long blank run inside `text[from, to)` is shortened
 * (`foldBlankRun`); every unit of its fold maps to the whole run. Reads and advances
 * `blankAt` (runs come in increasing order, as the copies do; no blank run crosses a copy's
 * end, which is a letter or the text's end).
 */
function copyFoldingBlanks(text: string, from: number, to: number, parts: string[], spans: SpanBuffer | null): void {
  while (blankAt >= 0 && blankAt < to) {
    const at = blankAt;
    const end = blankEnd;
    if (at >= from) {
      copyPlain(text, from, at, parts, spans);
      const fold = foldBlankRun(text.slice(at, end));
      if (spans) for (let u = 0; u < fold.length; u++) spans.push(at, end);
      parts.push(fold);
      from = end;
    }
    blankAt = nextLongBlank(text, end);
    blankEnd = blankRunEnd();
  }
  copyPlain(text, from, to, parts, spans);
}

/** Reused code-unit buffer of the word being built. */
let wordBuf = new Uint16Array(256);

/**
 * Appends the word made of letters `first … last` (inclusive) of the run: its letters joined
 * (gaps removed); a word with Hangul jamo is composed and every composed unit maps to the
 * whole word's span, any other word maps letter by letter.
 */
function flushWord(text: string, pAt: readonly number[], pW: readonly number[], first: number, last: number, parts: string[], spans: SpanBuffer | null): void {
  let n = 0;
  for (let i = first; i <= last; i++) n += pW[i] as number;
  if (wordBuf.length < n) wordBuf = new Uint16Array(Math.max(n, wordBuf.length * 2));
  n = 0;
  for (let i = first; i <= last; i++) {
    const at = pAt[i] as number;
    wordBuf[n++] = text.charCodeAt(at);
    if (pW[i] === 2) wordBuf[n++] = text.charCodeAt(at + 1);
  }
  const word = fromUnits(wordBuf, n);
  if (HAS_JAMO.test(word)) {
    const composed = composeJamo(word);
    const wordStart = pAt[first] as number;
    const wordEnd = (pAt[last] as number) + (pW[last] as number);
    if (spans) for (let u = 0; u < composed.length; u++) spans.push(wordStart, wordEnd);
    parts.push(composed);
    return;
  }
  if (spans) {
    for (let i = first; i <= last; i++) {
      const at = pAt[i] as number;
      spans.pushIdentity(at, at + (pW[i] as number));
    }
  }
  parts.push(word);
}

/** The string of `buf[0, n)`, built in chunks small enough for an argument list. */
function fromUnits(buf: Uint16Array, n: number): string {
  const CHUNK = 8192;
  if (n <= CHUNK) return String.fromCharCode.apply(null, buf.subarray(0, n) as unknown as number[]);
  let s = "";
  for (let i = 0; i < n; i += CHUNK) s += String.fromCharCode.apply(null, buf.subarray(i, Math.min(n, i + CHUNK)) as unknown as number[]);
  return s;
}

/**
 * Whether `text[at, at + len)` has the same code units as the `otherLen` units at `otherAt`
 * of `other` (default `text`).
 */
function sameUnits(text: string, at: number, otherAt: number, len: number, otherLen: number, other: string = text): boolean {
  if (len !== otherLen) return false;
  for (let i = 0; i < len; i++) if (text.charCodeAt(at + i) !== other.charCodeAt(otherAt + i)) return false;
  return true;
}

/** Whether `text[from, to)` is all whitespace as `String.prototype.trim` sees it (spacers only hold ASCII whitespace). */
function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (!(c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)) return false;
  }
  return true;
}

function hasAsciiLower(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) return true;
  }
  return false;
}

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** Growable pair of typed arrays: per collapsed code unit, its stage-1 span. */
class SpanBuffer {
  start: Int32Array;
  end: Int32Array;
  length = 0;
  /** `capacity`: the expected count (a collapse never lengthens the text). */
  constructor(capacity: number) {
    this.start = new Int32Array(Math.max(16, capacity));
    this.end = new Int32Array(Math.max(16, capacity));
  }

  push(start: number, end: number): void {
    if (this.length === this.start.length) this.grow(1);
    this.start[this.length] = start;
    this.end[this.length] = end;
    this.length++;
  }

  /** One span `[k, k + 1)` for every `k` in `[from, to)`. */
  pushIdentity(from: number, to: number): void {
    if (this.length + (to - from) > this.start.length) this.grow(to - from);
    const s = this.start;
    const e = this.end;
    let n = this.length;
    for (let k = from; k < to; k++, n++) {
      s[n] = k;
      e[n] = k + 1;
    }
    this.length = n;
  }

  private grow(extra: number): void {
    const size = Math.max(this.start.length * 2, this.length + extra);
    const grow = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.start = grow(this.start);
    this.end = grow(this.end);
  }
}

/** Letters (code points that are not spacers) of `text[from, to)`, counted up to 5. */
function countLetters(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to && n < 5; i++) {
    const c = text.charCodeAt(i);
    if (isHigh(c) && i + 1 < to && isLow(text.charCodeAt(i + 1))) {
      n++;
      i++;
    } else if (!isSpacer(c)) n++;
  }
  return n;
}


/** The most frequent gap string of a run (ties: the shorter). */
function mostCommon(counts: Map<string, number>): string {
  let best = "";
  let bestN = -1;
  for (const [gap, n] of counts) {
    if (n > bestN || (n === bestN && gap.length < best.length)) {
      best = gap;
      bestN = n;
    }
  }
  return best;
}

/**
 * Builds the shadow of `text`. Linear in the input length; throws only `ERR_BAD_INPUT` for a
 * non-string `text` or non-object `options` (any string is fine: lone surrogates,
 * NUL and every plane are folded or kept as themselves).
 *
 * @example
 * const s = buildShadow("ＳＹＳＴＥＭ: i g n o r e"); // s.text === "system: ignore"
 * s.toOriginal(0, 6); // { start: 0, end: 6 }
 */
export function buildShadow(text: string, options: ShadowOptions = {}): Shadow {
  stringArgument(text, "buildShadow", "text");
  optionsArgument(options, "buildShadow", "options");
  return shadowFromFold(text, foldText(text, options.tags), options);
}

/**
 * The text of `buildShadow(text)` (no decoration) without its offset map: the same stage-1
 * fold and letter-spacing collapse, but no span buffers, no map closures and no cache entry.
 * For callers that compare shadows and never map a match back (provenance matching).
 *
 * @example
 * shadowTextOf("ＳＹＳＴＥＭ: i g n o r e") === buildShadow("ＳＹＳＴＥＭ: i g n o r e").text // true
 */
export function shadowTextOf(text: string): string {
  stringArgument(text, "shadowTextOf", "text");
  return collapseSpacing(foldText(text).text, false).text;
}

/** Options of `buildShadow`. */
export interface ShadowOptions {
  /**
   * Also fold decoration (`foldDecoration` in `fold.ts`): HTML entities, percent- and
   * `\u` escapes decoded, inline tags and markdown removed, separators between letters
   * removed. The evidence boundary turns it on; detectors that need `_` and `-` as written
   * (secrets, e-mail addresses) leave it off (default false).
   */
  readonly decoration?: boolean;
  /** How Unicode tag characters read (`TagReading`; default `decode`). */
  readonly tags?: TagReading;
}

/**
 * Shadows built without any decoration change, by their stage-1 fold. The evidence boundary
 * asks for the shadow of one text with and without decoration; when decoration changed
 * nothing the two are the same, and the second request reuses the first instead of running
 * the letter-spacing collapse again. Weak: an entry lives as long as its fold.
 */
const undecorated = new WeakMap<FoldedText, Shadow>();

/**
 * Builds the shadow of `text` from its stage-1 fold (`foldText(text)`). Asked twice for the
 * same fold where decoration changes nothing, it returns the same shadow object.
 */
export function shadowFromFold(text: string, stage1: FoldedText, options: ShadowOptions = {}): Shadow {
  // Stage 1b (`fold.ts`): entities and escapes decoded, markup and separators folded.
  const deco = options.decoration ? foldDecoration(stage1.text) : { text: stage1.text, map: null };
  const plain = deco.map === null && deco.text === stage1.text;
  if (plain) {
    const hit = undecorated.get(stage1);
    if (hit !== undefined && hit.original === text) return hit;
  }
  const shadow = buildFromStages(text, stage1, deco);
  if (plain) undecorated.set(stage1, shadow);
  return shadow;
}

/** The shadow from stage 1 and its decoration fold: stage 2, and the composed map back. */
function buildFromStages(text: string, stage1: FoldedText, deco: ReturnType<typeof foldDecoration>): Shadow {
  const stage2 = collapseSpacing(deco.text);
  const map1 = stage1.map;
  const mapDeco = deco.map;
  const keep = stage2.keep;
  const keepEnd = stage2.keepEnd;
  const shadowText = stage2.text;
  const toDecoStart = (s: number) => (keep ? (keep[s] as number) : s);
  const toDecoLast = (s: number) => (keepEnd ? (keepEnd[s] as number) - 1 : s);
  const toStage1Start = (s: number) => (mapDeco ? mapDeco.startOf(toDecoStart(s)) : toDecoStart(s));
  const toStage1Last = (s: number) => (mapDeco ? mapDeco.endOf(toDecoLast(s)) - 1 : toDecoLast(s));
  const origStart = (s1: number) => (map1 ? map1.startOf(s1) : s1);
  const origEnd = (s1: number) => (map1 ? map1.endOf(s1) : s1 + 1);
  return {
    original: text,
    text: shadowText,
    toOriginal(start: number, end: number) {
      if (start >= shadowText.length) return { start: text.length, end: text.length };
      const s = origStart(toStage1Start(start));
      if (end <= start) return { start: s, end: s };
      const e = origEnd(toStage1Last(Math.min(end, shadowText.length) - 1));
      return { start: s, end: e };
    },
  };
}
