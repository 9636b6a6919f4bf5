/**
 * Numbers written with CJK positional numerals (issue 19, builder `gnum`): Chinese and Japanese
 * `三十五`, `八百`, `一千二百`, `两万`, and Sino-Korean `삼십오`, `팔백`, `천이백` — digits times the
 * place words 十/십 (10), 百/백 (100), 千/천 (1000), 万/萬/만 (10 000), 亿/億/억 (10^8). A prompt's
 * figure restated in Chinese, Japanese or Korean is written so (`800 EUR` → `八百ユーロ`,
 * `팔백 유로`); the digit reader (`digits.ts`) reads digit-by-digit spellings, this reads the
 * positional ones, for the paraphrase check's number anchors (`prompt-paraphrase.ts`).
 *
 * A run counts only with a place word in it and two characters or more (a lone `十` or `이` is
 * prose); its value is compared with the prompt's numbers, so a chance reading in prose costs
 * nothing unless it equals one of them. Sources: 现代汉语词典 数词; 표준국어대사전 수사 (한자어 수).
 * One pass over the text: linear.
 */

const DIGIT: Readonly<Record<string, number>> = {
  "〇": 0, 零: 0, o: 0, 一: 1, 壱: 1, 二: 2, 两: 2, 兩: 2, 弐: 2, 三: 3, 参: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
  영: 0, 공: 0, 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9,
};
const SMALL_PLACE: Readonly<Record<string, number>> = { 十: 10, 拾: 10, 십: 10, 百: 100, 佰: 100, 백: 100, 千: 1000, 仟: 1000, 천: 1000 };
const BIG_PLACE: Readonly<Record<string, number>> = { 万: 1e4, 萬: 1e4, 만: 1e4, 亿: 1e8, 億: 1e8, 억: 1e8 };

const isNumeral = (c: string): boolean => DIGIT[c] !== undefined || SMALL_PLACE[c] !== undefined || BIG_PLACE[c] !== undefined;

/** One positional numeral: its value as digits and its span in `text`. */
export interface CjkNumber {
  digits: string;
  start: number;
  end: number;
}

/**
 * The positional CJK numerals of `text` (module comment), as decimal digit strings.
 *
 * @example
 * cjkNumbers("八百ユーロ、一千二百元、삼십오 퍼센트").map((n) => n.digits) // → ["800", "1200", "35"]
 */
export function cjkNumbers(text: string): CjkNumber[] {
  const out: CjkNumber[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    // `o` (a folded 〇) only continues a run.
    if (!isNumeral(c) || c === "o") {
      i += 1;
      continue;
    }
    const start = i;
    let total = 0;
    let section = 0;
    let current = 0;
    let placed = false;
    while (i < text.length && isNumeral(text[i] as string)) {
      const ch = text[i] as string;
      const d = DIGIT[ch];
      if (d !== undefined) current = current * 10 + d;
      else if (SMALL_PLACE[ch] !== undefined) {
        section += (current === 0 ? 1 : current) * (SMALL_PLACE[ch] as number);
        current = 0;
        placed = true;
      } else {
        total += (section + current === 0 ? 1 : section + current) * (BIG_PLACE[ch] as number);
        section = 0;
        current = 0;
        placed = true;
      }
      i += 1;
    }
    if (placed && i - start >= 2) {
      const value = total + section + current;
      if (Number.isSafeInteger(value)) out.push({ digits: String(value), start, end: i });
    }
  }
  return out;
}
