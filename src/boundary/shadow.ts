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
import { JAMO, SIMPLE_CHARS, composeJamo, foldChar, foldDecoration } from "./fold.js";
import { hasSpacedRun } from "./quick.js";

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
/** A run of Hangul jamo (invisible characters between them included), or one other character. */
const NOT_SIMPLE_RUN = new RegExp(`[${JAMO}](?:\\p{Default_Ignorable_Code_Point}{0,8}[${JAMO}]){0,4096}|[^${SIMPLE_CHARS}]`, "gu");
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const HAS_JAMO = new RegExp(`[${JAMO}]`);
/** Separators of letter-spacing obfuscation. */
const SPACER = "[ \\t\\r\\n.\\-_*@|/+~·•^=]";
/**
 * A run of ≥ 3 single letters, each standing alone (no letter, digit or mark on either side
 * except spacers). Bounded spacer runs and disjoint classes keep it linear.
 */
const LETTER_SPACED = new RegExp(
  `(?<![\\p{L}\\p{N}\\p{M}])\\p{L}(?:${SPACER}{1,3}\\p{L}(?![\\p{L}\\p{N}\\p{M}])){2,4096}`,
  "gu",
);
/** Cheap pre-check: some single letter followed by a spacer and another single letter. */
const MAYBE_SPACED = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])\\p{L}${SPACER}{1,3}\\p{L}(?![\\p{L}\\p{N}\\p{M}])`, "u");

/**
 * Piecewise map from shadow offsets to original offsets. Segment `i` covers shadow
 * `[sAt[i], sAt[i+1])`; when `exact[i]` it maps one-to-one onto original `oAt[i] + k`,
 * otherwise the whole segment maps onto original `[oAt[i], oEnd[i])`. Internal to the
 * boundary (exported for `FoldedText`).
 */
export class OffsetMap {
  readonly sAt: number[] = [];
  readonly oAt: number[] = [];
  readonly oEnd: number[] = [];
  readonly exact: boolean[] = [];

  push(s: number, o: number, oEnd: number, exact: boolean): void {
    this.sAt.push(s);
    this.oAt.push(o);
    this.oEnd.push(oEnd);
    this.exact.push(exact);
  }

  /** Index of the segment holding shadow offset `s` (0 ≤ s < shadow length). */
  private find(s: number): number {
    let lo = 0;
    let hi = this.sAt.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.sAt[mid] as number) <= s) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  startOf(s: number): number {
    const i = this.find(s);
    return this.exact[i] ? (this.oAt[i] as number) + (s - (this.sAt[i] as number)) : (this.oAt[i] as number);
  }

  /** Original end (exclusive) of the shadow code unit at `s`. */
  endOf(s: number): number {
    const i = this.find(s);
    return this.exact[i] ? (this.oAt[i] as number) + (s - (this.sAt[i] as number)) + 1 : (this.oEnd[i] as number);
  }
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
export function foldText(text: string): FoldedText {
  if (!NOT_SIMPLE.test(text)) return { text: text.toLowerCase(), map: null };
  const map = new OffsetMap();
  const parts: string[] = [];
  let sLen = 0;
  let pos = 0;
  NOT_SIMPLE_RUN.lastIndex = 0;
  for (let m = NOT_SIMPLE_RUN.exec(text); m !== null; m = NOT_SIMPLE_RUN.exec(text)) {
    const at = m.index;
    if (at > pos) {
      map.push(sLen, pos, at, true);
      const plain = text.slice(pos, at).toLowerCase();
      parts.push(plain);
      sLen += plain.length;
    }
    const run = m[0];
    const folded = run.length > 1 && !isAstral(run) ? composeJamo(run.replace(INVISIBLE, "")) : foldChar(run.codePointAt(0) as number);
    if (folded.length > 0) {
      map.push(sLen, at, at + run.length, folded.length === run.length && run.length === 1 ? true : false);
      parts.push(folded);
      sLen += folded.length;
    }
    pos = at + run.length;
  }
  if (pos < text.length) {
    map.push(sLen, pos, text.length, true);
    const plain = text.slice(pos).toLowerCase();
    parts.push(plain);
  }
  return { text: parts.join(""), map };
}

function isAstral(run: string): boolean {
  return run.length === 2 && (run.codePointAt(0) as number) > 0xffff;
}

/**
 * Stage 2: letter-spacing collapse. Inside a run, letter gaps are removed and word gaps
 * become one space: the most common gap is the letter gap and any other is a word gap
 * (`i g n o r e   a l l`, `i.g.n.o.r.e a.l.l`). Hangul jamo brought together
 * (`ㅅ ㅣ ㅅ ㅡ`) are composed into syllables. Returns the collapsed text and, per collapsed
 * index, the stage-1 span it came from (null = nothing collapsed).
 */
function collapseSpacing(text: string, withSpans = true): { text: string; keep: Int32Array | null; keepEnd: Int32Array | null } {
  if (!hasSpacedRun(text) || !MAYBE_SPACED.test(text)) return { text, keep: null, keepEnd: null };
  const parts: string[] = [];
  const spans = withSpans ? new SpanBuffer(text.length) : null;
  const copy = (from: number, to: number) => {
    if (spans) for (let k = from; k < to; k++) spans.push(k, k + 1);
    parts.push(text.slice(from, to));
  };
  let pos = 0;
  LETTER_SPACED.lastIndex = 0;
  for (let m = LETTER_SPACED.exec(text); m !== null; m = LETTER_SPACED.exec(text)) {
    const run = m[0];
    // Natural Korean has runs of one-syllable words (`이 법 및 그`): without a Latin letter a
    // run must have at least five letters to count as letter-spacing (`quick.ts` agrees).
    // Such a run stays where it is: it is copied with the text after it.
    if (!/[a-z]/.test(run) && countLetters(run) < 5) continue;
    copy(pos, m.index);
    // Pass 1: letters and the gaps after them.
    const pieces: { at: number; w: number; gap: string }[] = [];
    const counts = new Map<string, number>();
    let maxLen = 0;
    let minLen = Infinity;
    let k = 0;
    while (k < run.length) {
      const w = (run.codePointAt(k) as number) > 0xffff ? 2 : 1;
      let g = k + w;
      while (g < run.length && SPACER_ONE.test(run.charAt(g))) g++;
      const gap = run.slice(k + w, g);
      pieces.push({ at: k, w, gap });
      if (gap) {
        counts.set(gap, (counts.get(gap) ?? 0) + 1);
        maxLen = Math.max(maxLen, gap.length);
        minLen = Math.min(minLen, gap.length);
      }
      k = g;
    }
    const letterGap = mostCommon(counts);
    // A second whitespace style longer than every other gap also stays a word gap when the
    // letter gap is a symbol (`시@스@템   보 여 줘`: `@` and ` ` are letter gaps, `   ` is not).
    const isWordGap = (gap: string) =>
      gap !== letterGap && !(gap.length < maxLen && maxLen > minLen && letterGap.trim() !== "" && gap.trim() === "" && counts.has(" ".repeat(maxLen)));
    // Pass 2: one word at a time; jamo words are composed.
    let wordStart = 0;
    let word = "";
    const flushWord = (endAt: number) => {
      if (HAS_JAMO.test(word)) {
        const composed = composeJamo(word);
        for (let u = 0; u < composed.length; u++) {
          spans?.push(m.index + wordStart, m.index + endAt);
        }
        parts.push(composed);
      } else {
        parts.push(word);
      }
      word = "";
    };
    const wordIdx: number[] = [];
    for (const p of pieces) {
      if (word === "") wordStart = p.at;
      word += run.slice(p.at, p.at + p.w);
      for (let u = 0; u < p.w; u++) wordIdx.push(m.index + p.at + u);
      const end = p.at + p.w;
      if (p.gap === "" || isWordGap(p.gap)) {
        if (!HAS_JAMO.test(word)) {
          for (const i of wordIdx) {
            spans?.push(i, i + 1);
          }
        }
        wordIdx.length = 0;
        flushWord(end);
        if (p.gap) {
          spans?.push(m.index + end, m.index + end + p.gap.length);
          parts.push(" ");
        }
      }
    }
    pos = m.index + run.length;
  }
  if (pos === 0) return { text, keep: null, keepEnd: null };
  copy(pos, text.length);
  if (!spans) return { text: parts.join(""), keep: null, keepEnd: null };
  return { text: parts.join(""), keep: spans.start.subarray(0, spans.length), keepEnd: spans.end.subarray(0, spans.length) };
}

/**
 * The shadow texts of a stage-1 fold without their maps: `[bare, decorated]`, each after
 * letter-spacing collapse (decorated = decoration folded first, as the evidence boundary
 * does; it is the bare one when decoration changes nothing). For a gate that only needs to
 * know whether any rule could match.
 */
export function shadowTexts(stage1: FoldedText): [string, string] {
  const bare = collapseSpacing(stage1.text, false).text;
  const decorated = foldDecoration(stage1.text).text;
  return [bare, decorated === stage1.text ? bare : collapseSpacing(decorated, false).text];
}

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
    if (this.length === this.start.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.start = grow(this.start);
      this.end = grow(this.end);
    }
    this.start[this.length] = start;
    this.end[this.length] = end;
    this.length++;
  }
}

function countLetters(run: string): number {
  let n = 0;
  for (const c of run) if (!SPACER_ONE.test(c)) n++;
  return n;
}

const SPACER_ONE = new RegExp(`^${SPACER}$`);

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
 * Builds the shadow of `text`. Linear in the input length; never throws (lone surrogates,
 * NUL and every plane are folded or kept as themselves).
 *
 * @example
 * const s = buildShadow("ＳＹＳＴＥＭ: i g n o r e"); // s.text === "system: ignore"
 * s.toOriginal(0, 6); // { start: 0, end: 6 }
 */
export function buildShadow(text: string, options: ShadowOptions = {}): Shadow {
  return shadowFromFold(text, foldText(text), options);
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
}

/** Builds the shadow of `text` from its stage-1 fold (`foldText(text)`). */
export function shadowFromFold(text: string, stage1: FoldedText, options: ShadowOptions = {}): Shadow {
  // Stage 1b (`fold.ts`): entities and escapes decoded, markup and separators folded.
  const deco = options.decoration ? foldDecoration(stage1.text) : { text: stage1.text, map: null };
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
