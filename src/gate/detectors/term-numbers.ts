/**
 * The number part of a code name written in another script (issue 19): `Tremont-3` is leaked as
 * トレモント3, ペリカン６ (full-width), ダンモア二十二 (Kanji numerals), 던모어 이십이 (Sino-Korean),
 * 特雷蒙特三号, Тремонт-3. `terms.ts` finds the letters by transliteration and asks this module
 * whether the term's number is joined to them; the English words of the number
 * (`englishNumber`) let the loanword pattern read it spelled in kana or Hangul (トゥエンティトゥー).
 *
 * Readings: ASCII and full-width digits; Chinese/Japanese numerals 〇零一二三四五六七八九十百两
 * with 十 and 百 as multipliers (二十二 22, 十二 12, 一二 12 read digit by digit); Sino-Korean
 * 공 영 일 이 삼 사 오 육 칠 팔 구 십 백 likewise (only after a joiner, and ending a word: 이 is
 * also a particle). At most `MAX_JOIN` joiners (space, dash, dot, `・`, `·`, `_`, `:`) sit between
 * the name and its number.
 */

/** Joiners allowed between a transliterated name and its number. */
export const MAX_JOIN = 2;
const JOINER = /^[\s\-‐‑–—_.:・·]$/;

const HAN_DIGITS: Readonly<Record<string, number>> = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const HANGUL_DIGITS: Readonly<Record<string, number>> = { 공: 0, 영: 0, 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const MULTIPLIERS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 십: 10, 백: 100 };

/** A number read at a place: its digits and the end offset (exclusive). */
export interface ReadNumber {
  digits: string;
  end: number;
}

/** The digits of a numeral run (`二十二` → "22", `一二` → "12", `십` → "10"). */
function numeralValue(run: string, table: Readonly<Record<string, number>>): string {
  if (![...run].some((c) => MULTIPLIERS[c] !== undefined)) return [...run].map((c) => String(table[c])).join("");
  let total = 0;
  let cur = -1;
  for (const c of run) {
    const m = MULTIPLIERS[c];
    if (m === undefined) cur = table[c] as number;
    else {
      total += (cur < 0 ? 1 : cur) * m;
      cur = -1;
    }
  }
  return String(total + (cur < 0 ? 0 : cur));
}

/**
 * The number written at `i` of `text` after at most `MAX_JOIN` joiners, or null. Digits run
 * to their end (`30` is no `3`); a numeral run is read whole.
 */
export function numberAt(text: string, i: number): ReadNumber | null {
  let j = i;
  while (j - i < MAX_JOIN && JOINER.test(text[j] ?? "")) j += 1;
  const joined = j > i;
  const digitOf = (c: string | undefined) => {
    if (c === undefined) return -1;
    const k = c.charCodeAt(0);
    if (k >= 0x30 && k <= 0x39) return k - 0x30;
    if (k >= 0xff10 && k <= 0xff19) return k - 0xff10;
    return -1;
  };
  if (digitOf(text[j]) >= 0) {
    let digits = "";
    while (digitOf(text[j]) >= 0) digits += String(digitOf(text[j++]));
    return { digits, end: j };
  }
  for (const table of [HAN_DIGITS, HANGUL_DIGITS]) {
    const hangul = table === HANGUL_DIGITS;
    let k = j;
    while (k < text.length && k - j < 8 && (table[text[k] as string] !== undefined || (MULTIPLIERS[text[k] as string] !== undefined && /[가-힣]/.test(text[k] as string) === hangul))) k += 1;
    if (k === j) continue;
    // Sino-Korean syllables are everyday syllables too (이 is a particle, 사 a noun): only after a joiner, as a word of its own.
    if (hangul && (!joined || /[가-힣]/.test(text[k] ?? ""))) continue;
    return { digits: numeralValue(text.slice(j, k), table), end: k };
  }
  return null;
}

/** The digits written right before `i` of `text` (ASCII or full-width), before at most `MAX_JOIN` joiners, or null. */
export function numberBefore(text: string, i: number): { digits: string; start: number } | null {
  let j = i;
  while (i - j < MAX_JOIN && JOINER.test(text[j - 1] ?? "")) j -= 1;
  let k = j;
  const isDigit = (c: string | undefined) => c !== undefined && /[0-9０-９]/.test(c);
  while (isDigit(text[k - 1])) k -= 1;
  if (k === j || /[\p{L}]/u.test(text[k - 1] ?? "")) return null;
  return { digits: text.slice(k, j).replace(/[０-９]/g, (c) => String(c.charCodeAt(0) - 0xff10)), start: k };
}

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** English words of a number below 100 (`22` → "twenty two"), or null above. */
export function englishNumber(digits: string): string | null {
  const n = Number(digits);
  if (!/^[0-9]{1,2}$/.test(digits) || n >= 100) return null;
  if (n < 20) return ONES[n] as string;
  return `${TENS[Math.floor(n / 10)] as string}${n % 10 ? ` ${ONES[n % 10] as string}` : ""}`;
}

/**
 * Han characters that may follow a code name's number: the designation marks 号 號 番 型 期 版, and
 * Chinese function characters (的 是 和 与 及 在 已 将 于 也 都 还 让) and the nouns a project name
 * takes (项 计 系): what follows a name, never a counter (个 羽 人 年 匹).
 */
const AFTER_NUMBER: ReadonlySet<string> = new Set([..."号號番型期版的是和与及在已将于也都还让项计系"]);

/**
 * Whether a number ending at `e` ends the code name's word: the text goes on with no digit or
 * numeral, and no counter or unit glued on — a Han or Katakana letter other than `AFTER_NUMBER` (ペリカン6羽
 * is six pelicans; hiragana particles may follow), a Hangul syllable other than a particle (`particles`), or a Latin letter.
 */
export function numberEndsName(text: string, e: number, particle: (word: string) => boolean): boolean {
  const c = text[e];
  if (c === undefined) return true;
  if (/[0-9０-９〇零一二三四五六七八九十百两]/.test(c)) return false;
  if (/[\u3041-\u3096]/.test(c) || AFTER_NUMBER.has(c)) return true;
  if (/[\u3400-\u9fff\u30a1-\u30fa]/.test(c)) return false;
  if (/[가-힣]/.test(c)) {
    let k = e;
    while (k < text.length && k - e < 4 && /[가-힣]/.test(text[k] as string)) k += 1;
    return particle(text.slice(e, k));
  }
  return !/[\p{L}]/u.test(c);
}
