/**
 * The one negation check of the ignore / disregard / set-aside class (issue 20): a negated
 * stop-following verb is not an override (`無視しないでください`, `不要忽略警告灯`,
 * `경고등을 무시하면 안 됩니다`, `don't ignore the warning lights`: "do not ignore" keeps the
 * object in force). Every signal source of that class wraps its verb in `notNegated` — the
 * English source, the old Chinese and Japanese ones (`signals.ts`) and the generated CJK
 * lexicon (`lexicons/cjk.ts`) — so no source of the class is left without it.
 *
 * The negated follow class (`不要理会`, `従わないで`, `따르지 마세요`) is an override and is
 * not wrapped: its negation is what makes it one.
 *
 * | script | where the negation sits | words |
 * | --- | --- | --- |
 * | Chinese | before the verb (`不要`, `别`, `切勿`, `千万别`, optional `再`/`轻易`) | `NEG_BEFORE_ZH` |
 * | Japanese | after the stem (`しないで`, `さずに`, `してはいけません`, `しちゃだめ`) | `NEG_AFTER_JA` |
 * | Korean | after the stem (`하지 마`, `하지 말`, `하면 안`, `해서는 안`) | `NEG_AFTER_KO` |
 * | English | before the verb (`don't`, `do not`, `never`, `must not`, optional `please`/`ever`) | `NEG_BEFORE_EN` |
 *
 * Every piece is a bounded alternation of literals (lookbehinds of bounded length): linear time.
 */

/** A Chinese negation of an order or a permission right before the verb (simplified and traditional: the rules read the original). */
const NEG_BEFORE_ZH =
  "(?<!(?:不要|不可|不能|不得|不应|不應|不该|不該|不应该|不應該|别|別|勿|切勿|请勿|請勿|千万别|千萬別|千万不要|千萬不要|绝不|絕不|绝对不要|絕對不要|不准|不許|不许|禁止|没有|沒有|没|沒|未|不)[ \\t]{0,2}(?:再|轻易|輕易|随便|隨便|随意|隨意|去|就这样|就這樣|一味|总是|總是)?[ \\t]{0,2})";
/** A Japanese negation after the verb's stem (`無視しないで`, `忘れずに`, `取り消さないで`, `無視してはいけません`, `無視しちゃだめ`). */
const NEG_AFTER_JA =
  "(?![さしすせ]?(?:ない|なく|ません|ず|ぬ)|(?:し)?[てで]?は(?:いけ|だめ|駄目|なら|なり)|(?:し)?(?:ちゃ|じゃ)?(?:だめ|駄目|いけな))";
/** A Korean negation after the verb (`무시하지 마`, `무시하면 안 됩니다`, `잊어서는 안`). */
const NEG_AFTER_KO = "(?![ \\t]{0,2}(?:지[ \\t]{0,2}(?:마|말|않)|면[ \\t]{0,2}안|서는[ \\t]{0,2}안|선[ \\t]{0,2}안))";
/** An English negation before the verb (`don't ignore`, `never disregard`, `you must not forget`). */
const NEG_BEFORE_EN =
  "(?<!\\b(?:don't|dont|don’t|do\\s{1,8}not|never|must\\s{1,8}not|mustn't|should\\s{1,8}not|shouldn't|cannot|can't|can\\s{1,8}not|won't|will\\s{1,8}not|not\\s{1,8}to|no\\s{1,8}need\\s{1,8}to)\\s{1,8}(?:(?:please|ever|just|simply|really|always)\\s{1,8})?)";

/** Which scripts a source of the class is written in. */
export type NegationScript = "han" | "ko" | "en";

/**
 * A regex source of an ignore-class verb wrapped so it does not match when negated.
 *
 * @param verb regex source of the verb (any alternation; grouped here).
 * @param script `han` (Chinese and Japanese: the negation before in Chinese, after in Japanese),
 *   `ko` (after) or `en` (before).
 * @returns the wrapped regex source (linear when `verb` is).
 */
export function notNegated(verb: string, script: NegationScript): string {
  if (script === "han") return `${NEG_BEFORE_ZH}(?:${verb})${NEG_AFTER_JA}`;
  if (script === "ko") return `(?:${verb})${NEG_AFTER_KO}`;
  return `${NEG_BEFORE_EN}(?:${verb})`;
}
