/**
 * The digit reader (issue 19 item 2): one normaliser every numeric detector reads, so a
 * number is caught in any dress and each detector keeps only its validation (Luhn, the RRN
 * date and check digit, libphonenumber, IBAN mod 97).
 *
 * `readNumbers(shadow)` takes the gate shadow — where `prefoldAnswer` and `foldNumberShapes`
 * have already decoded references, folded every Unicode decimal digit to ASCII, joined
 * numbers split over line breaks, table cells, HTML and Markdown emphasis, and read letters
 * used as digits — and writes digits that are SPELLED as ASCII digits, with an offset map back
 * to the original answer:
 *
 * - Hanja numerals (一二三四五六七八九, 〇 and 零, which the confusable fold has made `o`, and
 *   the financial forms 壹貳參肆伍陸柒捌玖);
 * - Korean Sino-Korean digit syllables with their common readings — 공/영/빵 0, 일 1, 이 2,
 *   삼 3, 사 4, 오 5, 육/륙 6, 칠 7, 팔 8, 구 9 (a phone number is read digit by digit:
 *   공일공 사팔이일 …);
 * - English digit words — zero/oh, one … nine, and `double`/`triple` before a digit word.
 *
 * A spelled token counts only inside a RUN that reads as a number: tokens (spelled or digits)
 * joined by at most three joiner characters, holding at least `MIN_RUN_DIGITS` digits, with
 * at least two spelled tokens or a spelled token next to written digits. So prose keeps its
 * words (`이 사업은`, `one or two`), and only the detectors' own validation decides what a
 * run of seven or more digits is. A Hangul digit run glued after another Hangul syllable is
 * part of a word (`회사이사`) and never a digit; a particle after one (`칠삼구오입니다`) is fine.
 * Between English digit words a single space or hyphen is dropped (`zero one zero` is `010`).
 *
 * `numberChains(reading, …)` is the second half: digit groups apart by a short filler — a label
 * cell, a few words of prose (`앞자리는 010이고 가운데는 4821, 끝은 7395`) — read as one
 * number when their lengths have a number's layout. Detectors that use it validate what it
 * yields as strictly as a written number.
 */
import { OffsetMap } from "../boundary/offset-map.js";
import type { Shadow } from "../boundary/shadow.js";
import { DASH_LIKE, NUMBER_JOINERS } from "./view.js";
import { gluedDigitWords, HAS_NUMBER_WORD, JOIN_WORDS, KANA_FILLERS, kanaNumberAt, NUMBER_WORDS, NUMBER_WORD_STARTS, pendingKana, table, wordNumberAt } from "./number-words.js";

const HANJA: Readonly<Record<string, string>> = table({
  "〇": "0", 零: "0", 一: "1", 壹: "1", 壱: "1", 幺: "1", 二: "2", 貳: "2", 贰: "2", 弐: "2", 两: "2", 兩: "2", 三: "3", 參: "3", 参: "3", 叁: "3",
  四: "4", 肆: "4", 五: "5", 伍: "5", 六: "6", 陸: "6", 陆: "6", 七: "7", 柒: "7", 八: "8", 捌: "8", 九: "9", 玖: "9", 拾: "10",
});
const HANGUL: Readonly<Record<string, string>> = table({
  공: "0", 영: "0", 빵: "0", 일: "1", 이: "2", 삼: "3", 사: "4", 오: "5", 육: "6", 륙: "6", 칠: "7", 팔: "8", 구: "9",
});
/**
 * Korean hesitation and linking words a number is dictated with (`공일공, 음, 사팔이일`,
 * `공일공 다음에 사팔이일`): a whole word of them joins two digit tokens like a joiner does.
 */
const HANGUL_FILLERS: ReadonlySet<string> = new Set(["음", "어", "에", "아", "그", "저", "으음", "그리고", "하고", "다음", "다음에", "그다음", "그다음에", "다시", "이어서", "그리고는"]);
/**
 * Hesitation and filler words a spoken number is dictated with ("four, uh, one"; "cero, eh,
 * uno"): inside a run they join two digit tokens like a joiner does, and count as no digit.
 */
const FILLERS: ReadonlySet<string> = new Set(["uh", "um", "umm", "uhm", "er", "erm", "ah", "eh", "hmm", "mm", "like", "then", "and", "y", "luego", "este", "pues", "so", "ahm", "hm", "dann", "und", "also"]);
const REPEAT: Readonly<Record<string, number>> = table({ double: 2, triple: 3 });
/**
 * The first three letters of every Latin word the tokenizer reads (fillers, `double`/`triple`,
 * number words): a word starting otherwise is skipped with one lookup.
 */
const WORD_STARTS: ReadonlySet<number> = new Set([...FILLERS, ...Object.keys(REPEAT), ...NUMBER_WORD_STARTS].map((w) => startKey(w, 0, w.length)));

/** The first three code units of `text[s, e)` as one number (a–z and ß are below 0x100), without making a string. */
function startKey(text: string, s: number, e: number): number {
  const a = s < e ? text.charCodeAt(s) & 0xff : 0;
  const b = s + 1 < e ? text.charCodeAt(s + 1) & 0xff : 0;
  const c = s + 2 < e ? text.charCodeAt(s + 2) & 0xff : 0;
  return (a << 16) | (b << 8) | c;
}
/** Digits a run needs before its spelled tokens are read as digits (the shortest number a detector validates has 8; 7 with context). */
export const MIN_RUN_DIGITS = 7;
/**
 * Joiner characters between two tokens of a run, at most `MAX_GAP` of them: spaces, every
 * punctuation mark (`\p{P}`: `five; five`, `five… five`, `"five" "five"`, `five! five!`), math
 * and other symbols (`\p{Sm}`, `\p{So}`, `~`, `^`), the dash look-alikes a number is written
 * with between script digits (`DASH_LIKE`: `〇一〇ー一二三四`), and one line break (a number
 * dictated over two lines). Letters never join: a word between two digit words ends the run.
 */
// Controls (`\r`, NUL, ESC, DEL, NEL), format characters (soft hyphen, zero-width space, word
// joiner, BOM) and line/paragraph separators join too: a renderer shows them as nothing or a break.
const JOINER = new RegExp(`^[\\p{Zs}\\p{Zl}\\p{Zp}\\p{Cc}\\p{Cf}\\p{P}\\p{Sm}\\p{So}~^\`${DASH_LIKE}]$`, "u");
const MAX_GAP = 6;
/**
 * Gap characters of a converted run that no detector reads as a separator (`;`, `!`, quotes,
 * `ー`): written as `-` in the number view, a line break as a space, so a validated pattern
 * sees one number (`〇一〇；一二三四` reads `010-1234`). Joiners the detectors know stay.
 */
const KNOWN_JOINER = new RegExp(`^[${NUMBER_JOINERS},:+()\\p{Zs}]$`, "u");
const isHangulSyllable = (c: string | undefined) => c !== undefined && c >= "\uac00" && c <= "\ud7a3";
const isHangulCode = (k: number) => k >= 0xac00 && k <= 0xd7a3;
/** Code units of the Hangul digit readings (`HANGUL`'s keys). */
const HANGUL_DIGIT_CODES: ReadonlySet<number> = new Set(Object.keys(HANGUL).map((h) => h.charCodeAt(0)));

/** Shortest word read as two or more glued digit words (`onesix`, `dostres`: 6 letters). */
const MIN_SHORT_GLUED_LETTERS = 6;

interface Token {
  start: number;
  end: number;
  digits: string;
  spelled: boolean;
  /** A digit word (gaps of joiners and fillers between two of them are dropped). */
  word: boolean;
  /** A filler word: joins a run, reads as nothing. */
  filler?: boolean;
  /** An everyday word of some language (`due`, `un`, a lone `ニ`): read only in a run made a number without it. */
  weak?: boolean;
  /** Regions where the spelling's language is spoken (French words: FR, BE …; kana: JP). */
  regions?: readonly string[];
  /** Digit words glued into one word, one digit per word (`fouronefive…`). */
  glued?: boolean;
}

/** Regions of numbers written in Hanja numerals (Chinese and Japanese usage) and in Sino-Korean syllables. */
const HANJA_REGIONS: readonly string[] = ["CN", "TW", "HK", "JP"];
const HANGUL_REGIONS: readonly string[] = ["KR"];

const isWordChar = (c: string | undefined) => c !== undefined && ((c >= "a" && c <= "z") || c === "ß");
const isWordCode = (k: number) => (k >= 0x61 && k <= 0x7a) || k === 0xdf;
const isKatakanaCode = (k: number) => (k >= 0x30a1 && k <= 0x30fa) || k === 0x30fc;
const isHiraganaCode = (k: number) => (k >= 0x3041 && k <= 0x3096) || k === 0x30fc;

/**
 * End of the run of `o` (a folded 〇) starting at `i`: a group may open with several zeros
 * (`一三八-〇〇一三`), so a Hanja token starts at an `o` run that a Hanja numeral follows, not
 * only at a single `o`. Called only at a run's first `o` (after a non-letter): linear.
 */
function afterZeros(text: string, i: number): number {
  let e = i;
  while (text.charCodeAt(e) === 0x6f) e += 1;
  return e;
}

/** Tokens of digits, written or spelled, in the shadow text. Linear. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const k = text.charCodeAt(i);
    // ASCII other than digits and a–z starts no token (Hanja, Hangul and kana are not ASCII).
    if (k < 0x80 && (k < 0x30 || k > 0x39) && (k < 0x61 || k > 0x7a)) {
      i += 1;
      continue;
    }
    // Inside a Hangul word, a syllable that is no digit reading starts nothing either.
    if (k >= 0xac00 && k <= 0xd7a3 && !HANGUL_DIGIT_CODES.has(k) && i > 0 && isHangulCode(text.charCodeAt(i - 1))) {
      i += 1;
      continue;
    }
    const c = text[i] as string;
    if (k >= 0x30 && k <= 0x39) {
      const s = i;
      while (i < text.length && (text.charCodeAt(i) ^ 0x30) < 10) i += 1;
      out.push({ start: s, end: i, digits: text.slice(s, i), spelled: false, word: false });
      continue;
    }
    if ((k >= 0x80 && HANJA[c] !== undefined) || (k === 0x6f && !/[a-z]/.test(text[i - 1] ?? "") && HANJA[text[afterZeros(text, i)] ?? ""] !== undefined)) {
      const s = i;
      let digits = "";
      let hanja = 0;
      while (i < text.length && (HANJA[text[i] as string] !== undefined || text[i] === "o")) {
        const ch = text[i] as string;
        if (ch === "o") {
          // 〇 folds to `o`: a run of them counts unless a Latin word goes on after it (`oops`).
          let e = i;
          while (text[e] === "o") e += 1;
          if (/[a-z]/.test(text[e] ?? "")) break;
          digits += "0".repeat(e - i);
          i = e;
          continue;
        }
        if (ch !== "o") hanja += 1;
        digits += ch === "o" ? "0" : (HANJA[ch] as string);
        i += 1;
      }
      if (hanja > 0) out.push({ start: s, end: i, digits, spelled: true, word: false, regions: HANJA_REGIONS });
      continue;
    }
    if (isHangulSyllable(c) && !isHangulSyllable(text[i - 1])) {
      // A whole Hangul word that is a filler (`음`, `다음에`) joins a run and reads as nothing.
      let e = i;
      while (e < text.length && e - i <= 4 && isHangulSyllable(text[e])) e += 1;
      if (!isHangulSyllable(text[e]) && HANGUL_FILLERS.has(text.slice(i, e))) {
        out.push({ start: i, end: e, digits: "", spelled: false, word: true, filler: true });
        i = e;
        continue;
      }
    }
    if (k >= 0xac00 && HANGUL[c] !== undefined) {
      const s = i;
      while (i < text.length && HANGUL[text[i] as string] !== undefined) i += 1;
      // Glued after another Hangul syllable: part of a word, not digits; so is ONE digit
      // syllable glued before one (`이메일`, `사업자`, `오늘`), where a spelled number ends in a
      // particle only after two or more (`칠삼구오입니다`).
      if (!isHangulSyllable(text[s - 1]) && !(i - s === 1 && isHangulSyllable(text[i]))) {
        out.push({ start: s, end: i, digits: [...text.slice(s, i)].map((h) => HANGUL[h]).join(""), spelled: true, word: false, regions: HANGUL_REGIONS });
      }
      continue;
    }
    if ((k >= 0x61 && k <= 0x7a) || c === "ß") {
      const s = i;
      while (i < text.length && isWordCode(text.charCodeAt(i))) i += 1;
      // Only at a word start: `bone`, `phone` hold `one` but are no digit words.
      if (isWordChar(text[s - 1])) continue;
      if (!WORD_STARTS.has(startKey(text, s, i))) continue;
      const w = text.slice(s, i);
      if (FILLERS.has(w)) {
        out.push({ start: s, end: i, digits: "", spelled: false, word: true, filler: true });
        continue;
      }
      if (REPEAT[w] !== undefined) {
        // "double five": the next word, repeated.
        const next = /^[ -][a-z]/.test(text.slice(i, i + 2)) ? wordNumberAt(text, i + 1) : null;
        if (next && next.digits.length === 1) {
          out.push({ start: s, end: next.end, digits: next.digits.repeat(REPEAT[w] as number), spelled: true, word: true });
          i = next.end;
        }
        continue;
      }
      // A number word with what it composes with (`twenty-three`, `soixante-dix-huit`): `number-words.ts`.
      const n = wordNumberAt(text, s);
      if (n) {
        out.push({ start: s, end: n.end, digits: n.digits, spelled: true, word: true, weak: n.weak, regions: n.regions, glued: n.glued });
        i = n.end;
        continue;
      }
      // Two to six digit words glued (`foureight`, `seventhree`): what the letter-spacing
      // collapse makes of `f o u r e i g h t` when the gap between words is the gap between
      // letters. Weak: read only inside a run that is a number without it.
      const short = i - s >= MIN_SHORT_GLUED_LETTERS ? gluedDigitWords(w, 2) : null;
      if (short) out.push({ start: s, end: i, digits: short.digits, spelled: true, word: true, weak: true, glued: true });
      continue;
    }
    if ((k >= 0x3041 && k <= 0x3096) || (k >= 0x30a1 && k <= 0x30fa)) {
      // Kana runs: digit readings (`ゼロキュウゼロ`), or `の` said between groups.
      const s = i;
      const kata = k >= 0x30a1;
      while (i < text.length && (kata ? isKatakanaCode(text.charCodeAt(i)) : isHiraganaCode(text.charCodeAt(i)))) i += 1;
      const n = kanaNumberAt(text, s);
      if (n) {
        out.push({ start: s, end: n.end, digits: n.digits, spelled: true, word: true, weak: n.weak, regions: n.regions });
        i = n.end;
      } else if (KANA_FILLERS.has(text.slice(s, i))) out.push({ start: s, end: i, digits: "", spelled: false, word: true, filler: true });
      continue;
    }
    i += 1;
  }
  return out;
}

/** Whether `text[a, b)` joins two tokens of one run. */
function joins(text: string, a: number, b: number): boolean {
  if (b - a > MAX_GAP) return false;
  let breaks = 0;
  for (let i = a; i < b; i++) {
    const c = text[i] as string;
    if (!JOINER.test(c)) return false;
    if (c === "\n" && ++breaks > 1) return false;
  }
  return true;
}

/** A list's separator between two numbers: a comma or semicolon, or a conjunction word. */
const LIST_GAP = /[,;]|(?<![a-z])(?:and|y|et|e|und)(?![a-z])/;

/**
 * Whether a run of number tokens is a LIST of numbers, not one number (`four, eight, fifteen,
 * sixteen, twenty-three and forty-two`): every gap between two of its numbers is a comma,
 * semicolon or conjunction, a conjunction before the last or the values ascending (a draw), and some number is a word of two digits or more (a teen, a tens
 * word) — said as a value of its own, where a number dictated digit by digit (`nine, one,
 * seven, …`) says one digit per word. Each gap is read once: linear in the run.
 */
function listOfNumbers(text: string, run: readonly Token[]): boolean {
  const items = run.filter((t) => !t.filler);
  if (items.length < 2 || !items.some((t) => t.word && t.digits.length >= 2 && t.glued !== true)) return false;
  let ascending = true;
  for (let k = 1; k < items.length; k++) {
    if (!LIST_GAP.test(text.slice((items[k - 1] as Token).end, (items[k] as Token).start))) return false;
    if (Number((items[k] as Token).digits) <= Number((items[k - 1] as Token).digits)) ascending = false;
  }
  // A list ends with a conjunction before its last item, or is a sorted draw (French pairs `zéro ; six ; douze …` are neither).
  const last = text.slice((items[items.length - 2] as Token).end, (items[items.length - 1] as Token).start);
  return /[a-z]/.test(last) || (ascending && items.length >= 5);
}

/** An emphasis delimiter run (CommonMark §6.2: `*`, `_`, `~`, up to three). */
const isEmphasis = (c: string | undefined) => c === "*" || c === "_" || c === "~";
/**
 * The emphasis delimiters glued to a converted run's edge at `at` (`step` -1: before it, 1:
 * after it) with white space, a line's end or a sentence mark beyond them, `[start, end)`; or
 * null. Spelled digits in emphasis (`_dört_ _beş_ …`) then read as a number a detector's
 * boundary accepts (`_` is a word character to most of them). At most three characters looked at.
 */
function emphasisEdge(text: string, at: number, step: 1 | -1): [number, number] | null {
  let i = step === 1 ? at : at - 1;
  let n = 0;
  while (n < 3 && isEmphasis(text[i])) {
    i += step;
    n += 1;
  }
  if (n === 0) return null;
  const beyond = text[i];
  if (beyond !== undefined && !/[\s()[\]{}"'.,;:!?]/.test(beyond)) return null;
  return step === 1 ? [at, at + n] : [at - n, at];
}

/** `text[a, b)`, a gap inside a converted run, with separators no detector knows written as `-` (`KNOWN_JOINER`). */
function gapView(text: string, a: number, b: number): string {
  let out = "";
  for (let i = a; i < b; i++) {
    const c = text[i] as string;
    out += c === "\n" ? " " : c === BREAK_MARK || KNOWN_JOINER.test(c) ? c : "-";
  }
  return out;
}

/**
 * The mark the digit reader puts where the answer had an invisible character between two
 * letters (U+200B: the shadow drops every U+200B, so it never stands there for another reason).
 */
const BREAK_MARK = "\u200b";
/**
 * What a reader sees as nothing between two letters — C0/C1 controls (NUL, ESC, DEL …; tab and
 * line breaks the shadow keeps), format characters (`\p{Cf}`: ZWSP, ZWNJ, ZWJ, word joiner,
 * soft hyphen, BOM, bidi marks, tag characters when dropped), the other default-ignorable code
 * points (variation selectors, Hangul fillers) and line/paragraph separators — or an HTML or
 * escape reference, which the view decodes (`&#8203;`, `\u200b`). One character class and
 * literal alternatives: linear.
 */
const INVISIBLE_GAP = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]|&#|&[a-z]{2}|\\[ux]/iu;
/** Whether an answer holds any `INVISIBLE_GAP` candidate (tab, LF and CR excluded: the shadow keeps them). */
const HAS_INVISIBLE = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]|&#|&[a-z]{2}|\\[ux]/iu;
/** A letter whose word the digit reader reads: Latin a–z and ß, Hangul syllables, kana, the Hanja of `HANJA`. */
const isReaderLetter = (k: number, c: string) => isWordCode(k) || isHangulCode(k) || (k >= 0x3041 && k <= 0x30ff) || (k >= 0x80 && HANJA[c] !== undefined);

/** The digit reader's text of a shadow (`readerText`). */
interface ReaderText {
  readonly text: string;
  /** Break marks inserted. */
  readonly marks: number;
  /** Shadow offset of reader offset `r` (a mark maps to the shadow character after it). */
  toShadow(r: number): number;
}

const readers = new WeakMap<Shadow, ReaderText>();

/**
 * The text the digit reader tokenizes: the shadow text with `BREAK_MARK` inserted between two
 * letters wherever the answer had an invisible character there (`INVISIBLE_GAP`) that the
 * shadow dropped. The shadow glues `one\u200Bone` into `oneone` — right for an address or a
 * code name, whose characters a reader sees as one word, but a digit word that ran into the
 * next one would hide the number (`zero\u200Bone\u200Bzero…`, `전화\u200B공일공…`). For spelled
 * digits an invisible character is a word separator (the mark is a joiner, like a space); in
 * the number view it reads as nothing (`emit` drops it), and between written digits it was
 * never a separator (the shadow drops it). Linear: one offset lookup per pair of letters, and
 * only for answers holding an invisible character or a reference. Cached per shadow.
 *
 * @example
 * readerText(gateShadow("four\u200Bone")).text === "four\u200Bone" // the shadow reads "fourone"
 */
function readerText(shadow: Shadow): ReaderText {
  const hit = readers.get(shadow);
  if (hit) return hit;
  const text = shadow.text;
  const original = shadow.original;
  let reader: ReaderText = { text, marks: 0, toShadow: (r) => r };
  if (HAS_INVISIBLE.test(original)) {
    const at: number[] = [];
    let prevEnd = -1;
    for (let i = 0; i < text.length; i++) {
      const k = text.charCodeAt(i);
      if (!isReaderLetter(k, text[i] as string)) {
        prevEnd = -1;
        continue;
      }
      const o = shadow.toOriginal(i, i + 1);
      if (prevEnd >= 0 && o.start > prevEnd && INVISIBLE_GAP.test(original.slice(prevEnd, o.start))) at.push(i);
      prevEnd = o.end;
    }
    if (at.length > 0) {
      const parts: string[] = [];
      let pos = 0;
      for (const i of at) {
        parts.push(text.slice(pos, i), BREAK_MARK);
        pos = i;
      }
      parts.push(text.slice(pos));
      // Reader offset of mark k is at[k] + k; shadow offset of reader r is r minus the marks before it.
      const marksAt = at.map((i, k) => i + k);
      reader = {
        text: parts.join(""),
        marks: at.length,
        toShadow(r: number): number {
          let lo = 0;
          let hi = marksAt.length;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if ((marksAt[mid] as number) < r) lo = mid + 1;
            else hi = mid;
          }
          return r - lo;
        },
      };
    }
  }
  readers.set(shadow, reader);
  return reader;
}

/** The gate shadow with spelled digits written as digits; `toOriginal` maps into the answer. */
export interface NumberReading {
  /** A shadow whose text is the number view; detectors match here. */
  readonly view: Shadow;
  /** Whether any spelled digit was read (the view differs from the shadow). */
  readonly spelled: boolean;
  /**
   * Regions where the language of the spelled digits inside view span `[start, end)` is spoken
   * (`zéro six …` → FR, BE, CH, LU, CA; kana → JP; Hanja → CN, TW, HK, JP): a number dictated
   * in a language is tried in its regions, as after that language's phone word. Empty when no
   * spelled digit lies there. O(log n) per call.
   */
  regionsAt(start: number, end: number): readonly string[];
  /**
   * How many digits of view span `[start, end)` were DICTATED — spelled one digit per word or
   * syllable (`five, five, five, one two three four`, `공일공`, `〇九〇`, `double five`), not read
   * from tens or teens (`twenty-three`). A number dictated digit by digit is how a phone number is
   * spoken; detectors may take it as context. O(log n + k) per call.
   */
  dictatedDigits(start: number, end: number): number;
}

const NO_REGIONS = (): readonly string[] => [];
const NO_DICTATED = (): number => 0;

const cache = new WeakMap<Shadow, NumberReading>();
const HAS_SPELLED = /[〇零一壹壱幺二貳贰弐两兩三參参叁四肆五伍六陸陆七柒八捌九玖拾공영빵일이삼사오육륙칠팔구]/;

/** Most digits one Latin word token reads as: `triple` and a digit (3); a tens word with its unit or teen reads 2. */
const MAX_WORD_DIGITS = 3;
/** `startKey`s of the joining words a composite number token may hold (`vingt et un`): inside a run, not breaking it. */
const JOIN_STARTS: ReadonlySet<number> = new Set([...JOIN_WORDS].map((w) => startKey(w, 0, w.length)));

/**
 * A sound prefilter for `build` (issue 21): whether the text may hold a run that converts.
 * `false` is a proof that `build` returns the shadow unchanged, so the tokenizer and the word
 * reader are skipped — an answer saying "twelve dollars" once a sentence paid ~20 % of the
 * gate for them. Answered "maybe" (`true`) at once on any ASCII digit, Hanja, Hangul or kana
 * (their tokens are long or join in ways this does not model). Otherwise every token is a
 * Latin word token (≤ `MAX_WORD_DIGITS` digits), and a converting run needs ≥ `MIN_RUN_DIGITS`
 * digits from tokens joined by ≤ `MAX_GAP` joiner characters (letters never join). One pass
 * keeps an upper bound of the digits of the run in progress: a word the tokenizer reads (its
 * first three letters in `WORD_STARTS`) or a joining word (`et`, `y`, `e`, `and`, inside a
 * composite token) keeps it, adding `MAX_WORD_DIGITS` for the former; any other word, any
 * other character, or a longer gap ends it. A property test checks `build` with and without
 * this on generated runs. Linear; one set lookup per word.
 */
function mayHoldSpelledRun(text: string): boolean {
  let budget = 0;
  let gap = 0;
  let i = 0;
  while (i < text.length) {
    const k = text.charCodeAt(i);
    if (isWordCode(k)) {
      const s = i;
      while (i < text.length && isWordCode(text.charCodeAt(i))) i += 1;
      const key = startKey(text, s, i);
      // A long word may be digit words glued (`fouronefive…`, one digit per ≥ 3 letters): its length bounds its digits.
      if (WORD_STARTS.has(key)) budget += Math.max(MAX_WORD_DIGITS, Math.floor((i - s) / 3));
      else if (!JOIN_STARTS.has(key)) budget = 0;
      if (budget >= MIN_RUN_DIGITS) return true;
      gap = 0;
      continue;
    }
    i += 1;
    if (k < 0x80) {
      if (k >= 0x30 && k <= 0x39) return true;
      // ASCII joiners: space, controls (tab, line feed, `\r`, NUL, DEL …), punctuation and symbols; not letters.
      const joiner = k <= 0x20 || k === 0x7f || (k > 0x20 && k < 0x7f && !((k >= 0x41 && k <= 0x5a) || (k >= 0x61 && k <= 0x7a)));
      if (!joiner || ++gap > MAX_GAP) {
        budget = 0;
        gap = 0;
      }
      continue;
    }
    if (HANJA[text[i - 1] as string] !== undefined || (k >= 0x3041 && k <= 0x30ff) || (k >= 0x1100 && k <= 0x11ff) || (k >= 0x3130 && k <= 0x318f) || isHangulCode(k)) return true;
    if (!JOINER.test(text[i - 1] as string) || ++gap > MAX_GAP) {
      budget = 0;
      gap = 0;
    }
  }
  return false;
}

/** `build` without `mayHoldSpelledRun`: for the prefilter's soundness test only. */
export function readNumbersUnfiltered(shadow: Shadow): NumberReading {
  return build(shadow, false);
}

/**
 * Reads the numbers of a gate shadow (module comment). Cached per shadow; linear in its text.
 *
 * @example
 * readNumbers(gateShadow("공일공 사팔이일 칠삼구오")).view.text === "010 4821 7395"
 * readNumbers(gateShadow("zero one zero-4821-7395")).view.text === "010-4821-7395"
 */
export function readNumbers(shadow: Shadow): NumberReading {
  const hit = cache.get(shadow);
  if (hit) return hit;
  const reading = build(shadow);
  cache.set(shadow, reading);
  return reading;
}

function build(shadow: Shadow, prefilter = true): NumberReading {
  const plain: NumberReading = { view: shadow, spelled: false, regionsAt: NO_REGIONS, dictatedDigits: NO_DICTATED };
  if (!HAS_SPELLED.test(shadow.text) && !HAS_NUMBER_WORD.test(shadow.text)) return plain;
  // The reader's text: the shadow with a break mark where the answer had an invisible
  // character between two letters (`readerText`); `S` maps a reader offset to the shadow.
  const reader = readerText(shadow);
  const text = reader.text;
  const S = reader.toShadow;
  if (prefilter && !mayHoldSpelledRun(text)) return plain;
  const tokens = tokenize(text);
  if (!tokens.some((t) => t.spelled)) return plain;
  // Runs of tokens joined by short joiner gaps; decide which spelled tokens become digits.
  const convert: Token[] = [];
  /** The run each converted token belongs to: gaps are dropped only inside one run. */
  const runOf = new Map<Token, number>();
  /** Gaps inside converted runs, `[start, end)` in the shadow, ascending: written by `gapView`. */
  const runGaps: [number, number][] = [];
  /** Emphasis delimiters at a converted run's outer edges (`_dört_`, `~~sıfır~~`), `[start, end)`: read as spaces. */
  const edges: [number, number][] = [];
  let a = 0;
  while (a < tokens.length) {
    let b = a;
    while (b + 1 < tokens.length && joins(text, (tokens[b] as Token).end, (tokens[b + 1] as Token).start)) b += 1;
    // A filler may join digit tokens but never starts or ends a run.
    while (a <= b && (tokens[a] as Token).filler) a += 1;
    let e = b;
    while (e >= a && (tokens[e] as Token).filler) e -= 1;
    const run = tokens.slice(a, e + 1);
    const digits = run.reduce((n, t) => n + t.digits.length, 0);
    // Weak words (`due`, `un`, a lone `ニ`) are read only where the rest already makes a number.
    const spelled = run.filter((t) => t.spelled && !t.weak);
    const written = run.filter((t) => !t.spelled && !t.filler).length;
    // One long numeral token (`一三八一二三四五六七八`) reads as a number by itself.
    const longNumeral = spelled.length === 1 && (spelled[0] as Token).digits.length >= MIN_RUN_DIGITS;
    if (spelled.length > 0 && digits >= MIN_RUN_DIGITS && (spelled.length >= 2 || written > 0 || longNumeral) && !listOfNumbers(text, run)) {
      for (const t of run) if (t.spelled || t.filler) {
        convert.push(t);
        runOf.set(t, a);
      }
      const before = emphasisEdge(text, (run[0] as Token).start, -1);
      if (before !== null) edges.push(before);
      for (let k = 1; k < run.length; k++) runGaps.push([(run[k - 1] as Token).end, (run[k] as Token).start]);
      const after = emphasisEdge(text, (run[run.length - 1] as Token).end, 1);
      if (after !== null) edges.push(after);
    }
    a = b + 1;
  }
  if (convert.length === 0) return plain;
  // The shadow with each run gap's unknown separators written as `-` (one code unit for one).
  let gapped = "";
  let at = 0;
  for (const [ga, gb] of runGaps) {
    if (gb <= ga) continue;
    gapped += text.slice(at, ga) + gapView(text, ga, gb);
    at = gb;
  }
  gapped += text.slice(at);
  for (const [ea, eb] of edges) gapped = gapped.slice(0, ea) + " ".repeat(eb - ea) + gapped.slice(eb);
  // Write the view: converted tokens as digits; between two converted words, a lone space or hyphen goes.
  const map = new OffsetMap();
  const parts: string[] = [];
  let vLen = 0;
  let pos = 0;
  /** Converted tokens with regions, in view offsets (ascending). */
  const tagged: { start: number; end: number; regions: readonly string[] }[] = [];
  /** Converted tokens dictated digit by digit, in view offsets (ascending), with their digit counts. */
  const dictated: { start: number; end: number; n: number }[] = [];
  const emit = (from: number, to: number, out: string, exact: boolean) => {
    if (to <= from && out.length === 0) return;
    if (exact && reader.marks > 0 && out.includes(BREAK_MARK)) {
      // A break mark separates words for the reader and reads as nothing in the view.
      let a = 0;
      for (let i = 0; i <= out.length; i++) {
        if (i < out.length && out[i] !== BREAK_MARK) continue;
        if (i > a) emit(from + a, from + i, out.slice(a, i), true);
        a = i + 1;
      }
      return;
    }
    map.push(vLen, S(from), S(to), exact);
    parts.push(out);
    vLen += out.length;
  };
  convert.forEach((t, k) => {
    const prev = convert[k - 1];
    // Between two digit words of one run (a filler in between or not), the joiners go:
    // "zero, uh, one" reads "01". The run's own joining rule already bounded the gap.
    // So do the gaps around a filler, and the gap next to a digit spelled alone (`공 일 공`,
    // dictated one syllable at a time): the gap after the filler stays as the one separator.
    const single = (x: Token) => x.spelled && !x.word && x.digits.length === 1;
    const dropGap = prev !== undefined && prev.end === pos && runOf.get(prev) === runOf.get(t) && !/[0-9]/.test(text.slice(pos, t.start)) && ((prev.word && t.word) || t.filler === true || single(prev) || single(t));
    if (!dropGap && t.start > pos) emit(pos, t.start, gapped.slice(pos, t.start), true);
    if (t.filler) {
      // Reads as nothing, with the gap before it.
      pos = t.end;
      return;
    }
    const from = vLen;
    if (t.digits.length === t.end - t.start) emit(t.start, t.end, t.digits, true);
    else for (let d = 0; d < t.digits.length; d++) emit(t.start, t.end, t.digits[d] as string, false);
    if (t.regions && t.regions.length > 0) tagged.push({ start: from, end: vLen, regions: t.regions });
    // A digit word says one digit (or `double five` two of one); a Hanja or Hangul run says one per character.
    const oneByOne = t.word ? t.digits.length === 1 || t.glued === true || REPEAT[text.slice(t.start, t.start + 6)] !== undefined : t.digits.length === t.end - t.start;
    if (t.spelled && oneByOne) dictated.push({ start: from, end: vLen, n: t.digits.length });
    pos = t.end;
  });
  if (pos < text.length) emit(pos, text.length, gapped.slice(pos), true);
  const viewText = parts.join("");
  const toView = (start: number, end: number) => {
    if (start >= viewText.length) return { start: shadow.text.length, end: shadow.text.length };
    const s = map.startOf(start);
    if (end <= start) return { start: s, end: s };
    return { start: s, end: map.endOf(Math.min(end, viewText.length) - 1) };
  };
  const view: Shadow = {
    original: shadow.original,
    text: viewText,
    toOriginal: (start, end) => {
      const s = toView(start, end);
      return shadow.toOriginal(s.start, s.end);
    },
  };
  const regionsAt = (start: number, end: number): readonly string[] => {
    // First tagged token ending after `start` (binary search), then those starting before `end`.
    let lo = 0;
    let hi = tagged.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tagged[mid] as { end: number }).end <= start) lo = mid + 1;
      else hi = mid;
    }
    const out = new Set<string>();
    for (let k = lo; k < tagged.length && (tagged[k] as { start: number }).start < end && out.size < 32; k++) for (const r of (tagged[k] as { regions: readonly string[] }).regions) out.add(r);
    return [...out];
  };
  const dictatedDigits = (start: number, end: number): number => {
    let lo = 0;
    let hi = dictated.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((dictated[mid] as { end: number }).end <= start) lo = mid + 1;
      else hi = mid;
    }
    let n = 0;
    for (let k = lo; k < dictated.length && (dictated[k] as { start: number }).start < end && n < 64; k++) {
      const d = dictated[k] as { start: number; end: number; n: number };
      if (d.start >= start && d.end <= end) n += d.n;
    }
    return n;
  };
  return { view, spelled: true, regionsAt, dictatedDigits };
}

/** A number read across short filler: its span in the view and its digits. */
export interface NumberChain {
  start: number;
  end: number;
  digits: string;
  /** Lengths of the groups it joined. */
  groups: number[];
  /** Whether a short label group (a row number, a field suffix) stood between two of its groups. */
  labelled: boolean;
}

/** Longest digit group read as a label between the groups of a chain (`| 2 |`, `"p12":`). */
const MAX_LABEL = 2;

/** Filler between two groups of a chain: no digit, no blank line, at most `MAX_FILLER` characters. */
const MAX_FILLER = 24;
const GROUPS = /[0-9]+/g;
/** A blank line or a paragraph-level HTML tag: the groups on both sides are apart. */
/** A sentence ends in the filler (words after it start another statement): the groups are apart. */
const SENTENCE_END = /\p{L}[.!?。！？]\s|^[.!?。！？]\s/u;
/**
 * Words that carry a number on into the next sentence ("… 010. The rest is 4821 7395.",
 * "앞자리는 010입니다. 나머지는 …", "… 010. Then 4821. Then 7395."): across a sentence end with
 * one of them the groups are still one number. Literals only: linear.
 */
const CONTINUATION =
  /(?<![a-z])(?:rest|remaining|remainder|then|next|after that|followed by|last|ends? with|second|third|middle|final|continues|reste|ensuite|puis|suite|dann|danach|letzte|luego|despues|resto|poi|dopo)(?![a-z])|나머지|다음|뒤|끝|가운데|중간|이어서|後半|残り|続き|次は|最後|后面|後面|剩下|接着|然后|最后/u;
/**
 * A group tightly bound to a digit group outside the chain — `2024-02-15`, `0.73`, `1,234`,
 * `12:30` — is a fragment of another number (a date, a decimal, an amount, a time): a real
 * identifier split for hiding is split between its groups, never inside a neighbour's.
 */
const TIGHT = /^(?:[-./:]|,(?=[0-9]{3}(?![0-9])))$/;
/**
 * A group with a unit or counter glued after it (`2019년`, `1,234건`, `2345번`, `12%`, `3kg`) or a
 * currency or ordinal marker glued before it (`$25`, `제3`) is a quantity, not part of an identifier.
 */
const UNIT_AFTER = /^(?:년|월|일|시|분|초|건|명|개|원|번|호|층|회|세|살|위|배|억|만|천|주|차|%|‰|°|(?:st|nd|rd|th|kg|km|cm|mm|ms|gb|mb|kb|eur|usd|krw)(?![a-z]))/iu;
const UNIT_BEFORE = /(?:[$€£₩¥]|제|no\.|#)$/iu;
/**
 * An enumeration, not a number: the fillers are a comma list closed by a conjunction
 * (`010, 2345 and 6789`, `A, B 및 C`) — each group is an item of its own.
 */
const LIST_COMMA = /^\s*,\s*$/;
const LIST_AND = /^\s*(?:,\s*)?(?:and|or|und|oder|y|o|et|ou|및|또는|와|과)\s+$/iu;
const PARAGRAPH_BREAK = /\n[ \t]*\n|<\/?(?:p|div|li|ul|ol|h[1-6]|table|section|article|blockquote|pre)\b/i;

/**
 * Digit groups of `view` apart by short filler (a label cell, a few words), read as one
 * number when their lengths follow one of `layouts` (e.g. `[[3, 4, 4]]` for a mobile
 * number). Only chains whose filler holds a letter are returned: numbers joined by
 * separators alone are the detectors' own patterns. Linear in the groups × layouts.
 *
 * @example
 * numberChains("앞자리는 010이고 가운데는 4821, 끝은 7395", [[3, 4, 4]])
 * // → [{ start: 5, end: 27, digits: "01048217395", groups: [3, 4, 4] }]
 */
export function numberChains(view: string, layouts: readonly (readonly number[])[]): NumberChain[] {
  const groups = [...view.matchAll(GROUPS)].map((m) => ({ start: m.index, end: m.index + m[0].length, digits: m[0] }));
  const out: NumberChain[] = [];
  const quantity = (g: { start: number; end: number }) => UNIT_AFTER.test(view.slice(g.end, g.end + 4)) || UNIT_BEFORE.test(view.slice(Math.max(0, g.start - 3), g.start));
  const tight = (a: { end: number } | undefined, b: { start: number } | undefined) => a !== undefined && b !== undefined && TIGHT.test(view.slice(a.end, b.start));
  const fillerOk = (a: number, b: number) => {
    const filler = view.slice(a, b);
    return filler.length <= MAX_FILLER && !PARAGRAPH_BREAK.test(filler) && (!SENTENCE_END.test(filler) || CONTINUATION.test(filler));
  };
  for (let i = 0; i < groups.length; i++) {
    for (const layout of layouts) {
      // Walk the layout from group i; between two groups one short LABEL group (a row
      // number, a field suffix: `| 2 |`, `"p2":`) may stand in the filler and is skipped.
      const chain: { start: number; end: number; digits: string }[] = [];
      let lettered = false;
      let labelled = false;
      let at = i;
      for (let k = 0; k < layout.length; k++) {
        let g = groups[at];
        if (g === undefined) break;
        if (k > 0) {
          const prevEnd = (chain[k - 1] as { end: number }).end;
          const label = groups[at + 1];
          if (g.end - g.start !== layout[k] && g.end - g.start <= MAX_LABEL && label !== undefined && label.end - label.start === layout[k] && fillerOk(prevEnd, label.start)) {
            labelled = true;
            at += 1;
            g = label;
          } else if (g.end - g.start !== layout[k] || !fillerOk(prevEnd, g.start)) break;
          if (/\p{L}/u.test(view.slice(prevEnd, g.start))) lettered = true;
        }
        if (g.end - g.start !== layout[k]) break;
        chain.push(g);
        at += 1;
      }
      if (chain.length !== layout.length || !(lettered || labelled)) continue;
      const first = chain[0] as { start: number; end: number };
      const last = chain[chain.length - 1] as { start: number; end: number };
      const firstIdx = groups.indexOf(first as (typeof groups)[number]);
      if (tight(groups[firstIdx - 1], first) || tight(last, groups[at])) continue;
      if (chain.some(quantity)) continue;
      const fillers = chain.slice(1).map((g, k) => view.slice((chain[k] as { end: number }).end, g.start));
      if (fillers.length >= 2 && LIST_AND.test(fillers[fillers.length - 1] as string) && fillers.slice(0, -1).every((f) => LIST_COMMA.test(f))) continue;
      out.push({
        start: (chain[0] as { start: number }).start,
        end: (chain[chain.length - 1] as { end: number }).end,
        digits: chain.map((g) => g.digits).join(""),
        groups: [...layout],
        labelled,
      });
    }
  }
  return out;
}

const DIGIT_WORD_PREFIX = /(?:^|[^a-zß])([a-zß]{1,12})$/;
const SPELLED_WORDS = [...NUMBER_WORDS, ...Object.keys(REPEAT)];
const TRAILING_REPEAT = /(?<![a-z])(?:double|triple)(?:[ -][a-z]{0,5})?$/;

/**
 * How many trailing shadow code units a stream must hold for spelled digits still arriving:
 * from the start of the last run of number tokens (`readNumbers`) when it can still grow — its
 * last token reaches the end, or only joiner characters follow it — or when it already holds a
 * spelled token and `MIN_RUN_DIGITS` digits (context words may still follow it). A trailing
 * partial English word that begins a digit word (`sev`) counts as a token. 0 when nothing is
 * pending. Linear in the text. With `shadow` (whose text `text` is), the run is read on the
 * reader's text (`readerText`: an invisible character between two letters breaks words) and the
 * hold counted back in shadow code units, so `zero\u200Bone\u200B…` is held like `zero one …`.
 *
 * @example
 * pendingSpelledDigits("번호는 공일공 사팔") === 6
 * pendingSpelledDigits("이력서를 보면") === 0
 */
export function pendingSpelledDigits(text: string, shadow?: Shadow): number {
  if (shadow !== undefined && shadow.text === text) {
    // The reader's text (invisible characters between letters read as breaks), counted back in shadow units.
    const reader = readerText(shadow);
    if (reader.marks > 0) {
      const held = pendingSpelledDigits(reader.text);
      return held <= 0 ? 0 : text.length - reader.toShadow(reader.text.length - held);
    }
  }
  // Every number detector's stream hold asks about the same tail in turn: answer once.
  if (text === lastPending.text) return lastPending.hold;
  const hold = pendingHold(text);
  lastPending = { text, hold };
  return hold;
}

/** The last `pendingSpelledDigits` answer (a pure function of the text). */
let lastPending = { text: "", hold: 0 };

function pendingHold(text: string): number {
  let tokens = tokenize(text);
  const partial = DIGIT_WORD_PREFIX.exec(text)?.[1];
  const repeat = TRAILING_REPEAT.exec(text);
  if (repeat) {
    // "double " waiting for its digit word.
    tokens = [...tokens.filter((t) => t.start < repeat.index), { start: repeat.index, end: text.length, digits: "", spelled: true, word: true }];
  } else if (partial !== undefined && wordNumberAt(partial, 0) === null && SPELLED_WORDS.some((w) => w.startsWith(partial))) {
    tokens = [...tokens, { start: text.length - partial.length, end: text.length, digits: "", spelled: true, word: true }];
  } else {
    // A kana reading still arriving (`キュ` of `キュウ`).
    const kana = pendingKana(text);
    if (kana > 0 && !tokens.some((t) => t.end === text.length)) tokens = [...tokens, { start: text.length - kana, end: text.length, digits: "", spelled: true, word: true }];
  }
  if (tokens.length === 0) return 0;
  let hold = 0;
  // Walk the runs from the end; the trailing one may be open, earlier ones count when complete numbers.
  let b = tokens.length - 1;
  while (b >= 0) {
    let a = b;
    while (a > 0 && joins(text, (tokens[a - 1] as Token).end, (tokens[a] as Token).start)) a -= 1;
    const run = tokens.slice(a, b + 1);
    const last = tokens[b] as Token;
    const open = b === tokens.length - 1 && (last.end === text.length || joins(text, last.end, text.length));
    const digits = run.reduce((n, t) => n + t.digits.length, 0);
    const spelled = run.some((t) => t.spelled);
    if (spelled && (open || digits >= MIN_RUN_DIGITS)) hold = text.length - (tokens[a] as Token).start;
    // Only the last few runs can still matter to a detector's window.
    if (text.length - (tokens[a] as Token).start > 160) break;
    b = a - 1;
  }
  return hold;
}

/** Patterns the digit reader runs on answer text (checked for linear time by a test). */
export const DIGIT_PATTERNS: readonly RegExp[] = [INVISIBLE_GAP, HAS_INVISIBLE, HAS_SPELLED, GROUPS, PARAGRAPH_BREAK, SENTENCE_END, CONTINUATION, TIGHT, UNIT_AFTER, UNIT_BEFORE, LIST_COMMA, LIST_AND, DIGIT_WORD_PREFIX, TRAILING_REPEAT, LIST_GAP];
