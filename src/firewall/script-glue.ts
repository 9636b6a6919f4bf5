/**
 * Values glued to CJK text (issue 18, evaluator round 6). Korean, Japanese and Chinese write
 * no space between a value and the particle, verb or punctuation after it:
 * `010-1234-5678로 문자 보내줘`, `090-1234-5678に`, `给13800138000发短信`,
 * `tanaka@example.co.jpに`, `(010-1234-5678)에게`. The chunk pass of `taint-keys.ts` cuts a
 * text at white space only, so such a phone number was no value at all, and an e-mail
 * address took the particle into its domain — the user's own number did not vouch for the
 * message they asked for, and an attacker's number glued the same way in a document did not
 * taint.
 *
 * A change of script is a token boundary here: `scriptBreakReading` gives a second reading
 * of a text in which a phone-shaped or e-mail-shaped run of non-CJK characters is set apart
 * from the Hangul, Han, Kana or CJK punctuation it touches. The transcript appends that
 * reading to every entry (`transcript.ts`), trusted and untrusted alike: an index only ever
 * gains readings, so the untrusted side taints at least as much as before and the trusted
 * side vouches for what the user wrote — as if they had typed the space.
 *
 * Phone and e-mail runs are set apart, and amount runs (issue 18, item 21): digits with `,`
 * `.` `'` marks and at most a currency sign at either end (`に50ユーロ`, `转50欧元`,
 * `에게50유로를`, fullwidth `５０`), so `50` is read as the number it is and `500` stays 500.
 * A number glued to a numeral unit (`3万`, `100만`) is an amount that the amount parser reads
 * whole: cutting `3` from `万` would vouch for 3, so no break goes between them, nor after a
 * numeral (`1億2千万`). A number before a date or counter word (`3月5日`, `2人`, `5일`, `3번`)
 * is no amount: its run is not set apart.
 * Linear: one pass over the code units, one more per line that has a break.
 */
import { isSpaceCode as isSpace } from "./taint-keys.js";

/** Whether a code unit is Hangul, Han, Kana, Bopomofo or CJK punctuation (the CJK side of a break). */
export function isCjkCode(c: number): boolean {
  if (c < 0x1100) return false;
  return (
    c <= 0x11ff || // Hangul Jamo
    (c >= 0x2e80 && c <= 0x9fff) || // radicals, CJK symbols and punctuation, Kana, Bopomofo, compatibility Jamo, Han (with extension A)
    (c >= 0xa960 && c <= 0xa97f) || // Hangul Jamo extended A
    (c >= 0xac00 && c <= 0xd7ff) || // Hangul syllables, Jamo extended B
    (c >= 0xd840 && c <= 0xd8bf) || // high surrogates of Han extensions B–H (U+20000–U+3FFFF)
    (c >= 0xf900 && c <= 0xfaff) || // CJK compatibility ideographs
    (c >= 0xfe30 && c <= 0xfe4f) || // CJK compatibility forms
    c === 0xff01 || c === 0xff0c || c === 0xff1a || c === 0xff1b || c === 0xff1f || // fullwidth sentence punctuation `！，：；？` (round 14: `139-0000-1111，`); `＋－．／＠` stay value characters
    (c >= 0xff61 && c <= 0xffdc) // halfwidth CJK punctuation, Katakana, Hangul
  );
}

/** Fewest digits of a phone-shaped run (the shortest national subscriber numbers have 7). */
const MIN_PHONE_DIGITS = 7;

/** Numeral units a digit run is an amount with (`3万`, `100만`, `2億`): never cut from it. */
const NUMERAL_UNITS: ReadonlySet<number> = new Set([..."十百千万萬億亿兆十만억조천백십"].map((ch) => ch.charCodeAt(0)));

/** Han digits: a digit run after one is part of a numeral (`二5` is nonsense, `1億2千万` is one amount): no break before it. */
const NUMERAL_DIGITS: ReadonlySet<number> = new Set([..."〇零一二三四五六七八九两兩壹贰貳叁參肆伍陆陸柒捌玖"].map((ch) => ch.charCodeAt(0)));

/** Date, time and counter words after a number (`3月`, `5日`, `2人`, `5일`, `3번`): the number is no amount, its run is not set apart. */
const COUNTERS: ReadonlySet<number> = new Set([..."年月日時时分秒号號回個个件人名歳岁才度番階階楼樓년월일시분초번명개살층회"].map((ch) => ch.charCodeAt(0)));

/** Currency signs an amount run may start or end with (`€50`, `50$`). */
const CURRENCY_SIGNS: ReadonlySet<number> = new Set([..."$€£¥₩₹"].map((ch) => ch.charCodeAt(0)));

/**
 * Whether `t[start, end)` reads as one amount: ASCII or fullwidth digits with `,` `.` `'`
 * between them, at most one currency sign first or last (see the module comment).
 */
function amountShaped(t: string, start: number, end: number): boolean {
  let s = start;
  let e = end;
  if (s < e && CURRENCY_SIGNS.has(asciiOf(t.charCodeAt(s)))) s += 1;
  if (e > s && CURRENCY_SIGNS.has(asciiOf(t.charCodeAt(e - 1)))) e -= 1;
  if (s >= e) return false;
  for (let i = s; i < e; i++) {
    const c = asciiOf(t.charCodeAt(i));
    if (c >= 48 && c <= 57) continue;
    // a mark only between two digits
    if ((c === 44 || c === 46 || c === 39) && i > s && i + 1 < e && isAsciiDigit(asciiOf(t.charCodeAt(i + 1)))) continue;
    return false;
  }
  return isAsciiDigit(asciiOf(t.charCodeAt(s)));
}

function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The ASCII code unit a fullwidth form stands for (U+FF01–FF5E), else the code unit itself. */
function asciiOf(c: number): number {
  return c >= 0xff01 && c <= 0xff5e ? c - 0xfee0 : c;
}

/**
 * Whether `t[start, end)` reads as one phone number (digits with `+ ( ) - . /`, at least
 * `MIN_PHONE_DIGITS` digits, `+` only first) or one e-mail address (an `@` with something
 * before it and a `.` after it). Fullwidth forms count as their ASCII letters.
 */
function valueShaped(t: string, start: number, end: number): boolean {
  let digits = phoneGroupsBefore(t, start);
  let phone = true;
  let at = -1;
  let dotAfterAt = false;
  for (let i = start; i < end; i++) {
    const c = asciiOf(t.charCodeAt(i));
    if (c >= 48 && c <= 57) digits += 1;
    else if (c === 64) {
      if (at < 0) at = i;
      phone = false;
    } else if (c === 46) {
      if (at >= 0) dotAfterAt = true;
    } else if (!(c === 40 || c === 41 || c === 45 || c === 47 || (c === 43 && i === start))) phone = false;
  }
  if (phone && digits >= MIN_PHONE_DIGITS) return true;
  return at > start && dotAfterAt;
}

/** Most groups of a spaced phone number read before a glued last group (`010 1234 5678로`, `+82 10 1234 5678로`). */
const MAX_GROUPS_BEFORE = 4;

/**
 * Digits of the phone groups written before `start` (up to `MAX_GROUPS_BEFORE` runs of
 * digits and `+ ( ) - . /`, each one space apart; the first may start with `+`): they count
 * toward a glued last group's `MIN_PHONE_DIGITS`. Bounded look-back: linear overall.
 */
function phoneGroupsBefore(t: string, start: number): number {
  let digits = 0;
  let end = start - 1; // the space before the run
  for (let g = 0; g < MAX_GROUPS_BEFORE && end > 0 && t.charCodeAt(end) === 32; g++) {
    let i = end - 1;
    let own = 0;
    while (i >= 0) {
      const c = asciiOf(t.charCodeAt(i));
      if (c >= 48 && c <= 57) own += 1;
      else if (!(c === 40 || c === 41 || c === 45 || c === 46 || c === 47 || c === 43)) break;
      i -= 1;
    }
    if (own === 0 || i === end - 1) break;
    // a group must stand alone: white space or the text's start before it
    if (i >= 0 && t.charCodeAt(i) !== 32 && !isSpace(t.charCodeAt(i))) break;
    digits += own;
    end = i;
  }
  return digits;
}

/**
 * The text's reading with each phone- or e-mail-shaped run set apart by a space from the CJK
 * text it is glued to (see the module comment): the lines that have such a break, each with
 * its spaces added, joined by line breaks. `null` when no line has one (most texts: no CJK
 * at all, or every value already spaced).
 *
 * @example
 * scriptBreakReading("010-1234-5678로 '도착했어' 문자 보내줘") // "010-1234-5678 로 '도착했어' 문자 보내줘"
 * scriptBreakReading("给13800138000发短信")                  // "给 13800138000 发短信"
 * scriptBreakReading("3万円を払って")                         // null
 */
export function scriptBreakReading(t: string): string | null {
  if (!HAS_CJK.test(t)) return null;
  const n = t.length;
  /** Indices before which a space goes, ascending. */
  const breaks: number[] = [];
  let i = 0;
  while (i < n) {
    const c = t.charCodeAt(i);
    if (isSpace(c) || isCjkCode(c) || (c >= 0xdc00 && c <= 0xdfff)) {
      i += 1;
      continue;
    }
    // a run of characters of neither kind: the value side
    const start = i;
    while (i < n) {
      const d = t.charCodeAt(i);
      if (isSpace(d) || isCjkCode(d)) break;
      i += 1;
    }
    const before = start > 0 && isCjkCode(t.charCodeAt(start - 1));
    const after = i < n && isCjkCode(t.charCodeAt(i)) && !NUMERAL_UNITS.has(t.charCodeAt(i));
    if ((before || after) && valueShaped(t, start, i)) {
      if (before) breaks.push(start);
      if (after) breaks.push(i);
    } else if ((before || after) && amountShaped(t, start, i) && !(i < n && COUNTERS.has(t.charCodeAt(i)))) {
      // an amount: no break after a numeral (`1億2千万`) nor before a unit (`5万`, `50만원`; `에게5만원` still loses `에게`)
      if (before && !NUMERAL_UNITS.has(t.charCodeAt(start - 1)) && !NUMERAL_DIGITS.has(t.charCodeAt(start - 1))) breaks.push(start);
      if (after) breaks.push(i);
    }
  }
  if (breaks.length === 0) return null;
  const lines: string[] = [];
  let b = 0;
  let lineStart = 0;
  while (b < breaks.length) {
    // the line that holds breaks[b]: from the last line break before it to the next one
    const at = breaks[b] as number;
    const nl = t.lastIndexOf("\n", at - 1);
    if (nl + 1 > lineStart) lineStart = nl + 1;
    let lineEnd = t.indexOf("\n", at);
    if (lineEnd < 0) lineEnd = n;
    let out = "";
    let from = lineStart;
    while (b < breaks.length && (breaks[b] as number) <= lineEnd) {
      const k = breaks[b] as number;
      out += `${t.slice(from, k)} `;
      from = k;
      b += 1;
    }
    lines.push(out + t.slice(from, lineEnd));
    lineStart = lineEnd + 1;
  }
  return lines.join("\n");
}

/** Some CJK code unit (`isCjkCode`): a text without one has no break (a native scan, skipped by most texts). */
const HAS_CJK = /[\u1100-\u11ff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff01\uff0c\uff1a\uff1b\uff1f\uff61-\uffdc]|[\ud840-\ud8bf][\udc00-\udfff]/;

/** Japanese particles after a Han or Katakana noun, and Chinese copulas after Han, a boundary after them (`口座は|みずほ銀行`, `账号是|…`). */
const PARTICLES: ReadonlySet<string> = new Set([..."はがをにでへともの是为為"]);
/** Copulas and particles before which a boundary goes, after a Han, Katakana, digit or Latin character (`…1234567|です`, `銀行|です`). */
const COPULAS: readonly string[] = ["です", "でした", "だ。", "だよ", "입니다", "이에요", "예요"];

function isHanOrKatakana(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x30a0 && c <= 0x30ff) || (c >= 0xf900 && c <= 0xfaff);
}

/**
 * The user's turn read with CJK particles, copulas and punctuation as word boundaries (blind
 * round 14: `口座はみずほ銀行 普通 1234567です` held no word `みずほ銀行`, so the user's own
 * payee asked): a space after a Japanese particle or Chinese copula that follows a Han or
 * Katakana noun (`口座は みずほ銀行`, `账号是 …`), before `です`/`입니다` …, and around CJK
 * punctuation (`。`, `，`, `、`, `：`). `null` when nothing changes. Only the user's entries get
 * it (`transcript.ts`): an index only gains readings. Linear: one pass.
 *
 * @example
 * particleBreakReading("口座はみずほ銀行 普通 1234567です。") // "口座は みずほ銀行 普通 1234567 です 。 "
 */
export function particleBreakReading(t: string): string | null {
  if (!HAS_CJK.test(t)) return null;
  let out = "";
  let changed = false;
  for (let i = 0; i < t.length; i++) {
    const ch = t.charAt(i);
    const c = t.charCodeAt(i);
    const prev = i > 0 ? t.charCodeAt(i - 1) : 0;
    if (i > 0 && !isSpace(prev) && COPULAS.some((w) => t.startsWith(w, i)) && (isHanOrKatakana(prev) || isAsciiDigit(prev) || (prev >= 0x41 && prev <= 0x7a))) {
      out += " ";
      changed = true;
    }
    const punct = (c >= 0x3001 && c <= 0x303f) || c === 0xff01 || c === 0xff0c || c === 0xff1a || c === 0xff1b || c === 0xff1f;
    if (punct) {
      out += ` ${ch} `;
      changed = true;
      continue;
    }
    out += ch;
    if (PARTICLES.has(ch) && isHanOrKatakana(prev) && i + 1 < t.length && !isSpace(t.charCodeAt(i + 1))) {
      out += " ";
      changed = true;
    }
  }
  return changed ? out : null;
}

/** Digits of a grouped run joined (at least `MIN_JOINED` digits in `MIN_GROUPS`+ groups): an account or card number as the call writes it. */
const MIN_GROUPS = 3;
const MIN_JOINED = 9;

/**
 * The text read with each run of digit groups — 2 to 6 digits each, one space, `-` or NBSP
 * between, at least three groups and nine digits — joined into one digit run (round 14:
 * `6222 0212 3456 7890。` is the account `6222021234567890` a call names). `null` when there is
 * none. Only the user's entries get it. Linear: one pass.
 *
 * @example
 * joinedDigitGroups("账号是6222 0212 3456 7890。") // "账号是6222021234567890。"
 */
export function joinedDigitGroups(t: string): string | null {
  let out = "";
  let changed = false;
  let i = 0;
  while (i < t.length) {
    if (!isAsciiDigit(t.charCodeAt(i)) || (i > 0 && isAsciiDigit(t.charCodeAt(i - 1)))) {
      out += t.charAt(i);
      i += 1;
      continue;
    }
    // read groups from i
    let j = i;
    let groups = 0;
    let digits = "";
    let end = i;
    for (;;) {
      let k = j;
      while (k < t.length && isAsciiDigit(t.charCodeAt(k))) k += 1;
      const len = k - j;
      if (len < 2 || len > 6) {
        if (groups === 0) end = k;
        break;
      }
      groups += 1;
      digits += t.slice(j, k);
      end = k;
      const sep = t.charCodeAt(k);
      if ((sep === 32 || sep === 45 || sep === 0xa0) && k + 1 < t.length && isAsciiDigit(t.charCodeAt(k + 1))) j = k + 1;
      else break;
    }
    if (groups >= MIN_GROUPS && digits.length >= MIN_JOINED) {
      out += digits;
      changed = true;
    } else out += t.slice(i, end);
    i = Math.max(end, i + 1);
  }
  return changed ? out : null;
}
