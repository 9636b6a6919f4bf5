/**
 * Han variant folding for the signal detectors: traditional Chinese, Japanese shinjitai and a
 * few older variant characters of the key words (instruction, rule, ignore, void, from now on,
 * secret, send …) fold to one form, so `從現在起`, `从现在起` and `従来` meet one word list and
 * an attacker cannot dodge a Chinese or Japanese table by switching variants (issue 20: "variant
 * Han characters for key words"). The map is one code unit to one code unit, so offsets do not
 * move; the detectors fold both their view of the text and their own pattern sources with it.
 *
 * Source: the Unicode Unihan database's kTraditionalVariant / kSimplifiedVariant and
 * kZVariant fields, read for the characters of our word lists only (our own selection).
 */

/** This module's file (in the built package, its bundle chunk): what precomputed triggers built with its table are fingerprinted by (`quick-triggers.ts`). */
export const HAN_VARIANTS_MODULE = import.meta.url;

/** Pairs: the variant, then the form it folds to. */
const PAIRS =
  "從从現现務务無无視视廢废廃废効效規规則则設设說说説说舊旧當当應应応应須须為为們们請请訴诉記记憶忆這这個个條条過过時时開开後后將将對对話话統统碼码鑰钥發发発发轉转転转賬账帳账洩泄輸输顯显複复復复畧略裏里裡里蓋盖棄弃權权僅仅讓让譲让導导與与優优於于變变変变換换總总繞绕聽听觀观據据隱隐隠隐祕秘執执動动啟启啓启關关関关給给認认證证証证議议論论護护違违歸归帰归寫写讀读読读錄录録录絕绝絶绝廣广継继繼继續续続续屬属萬万経经經经驗验験验協协戶户並并竝并陳陈類类區区齊齐斉齐禮礼處处処处實实実实體体舉举挙举壓压圧压稱称";

let table: Map<number, number> | null = null;

function lookup(): Map<number, number> {
  if (table === null) {
    table = new Map();
    for (let i = 0; i + 1 < PAIRS.length; i += 2) table.set(PAIRS.charCodeAt(i), PAIRS.charCodeAt(i + 1));
  }
  return table;
}

/** True when `text` has a code unit in the CJK Unified Ideographs block (the only ones folded). */
const HAS_HAN = /[\u4e00-\u9fff]/;

/**
 * Folds the Han variants of `text` (one code unit for one, so offsets are kept). Linear; text
 * without a CJK ideograph is returned as is.
 *
 * @example
 * foldHanVariants("從現在起"); // "从现在起"
 */
export function foldHanVariants(text: string): string {
  if (!HAS_HAN.test(text)) return text;
  const map = lookup();
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const to = map.get(text.charCodeAt(i));
    if (to === undefined) continue;
    out += text.slice(from, i) + String.fromCharCode(to);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

let preimages: Map<number, string> | null = null;

/**
 * The variants that fold to `c` (`foldHanVariants`), without `c` itself; "" when none.
 *
 * @example
 * hanVariantsOf("废"); // "廢廃"
 */
export function hanVariantsOf(c: string): string {
  if (preimages === null) {
    preimages = new Map();
    for (const [from, to] of lookup()) preimages.set(to, (preimages.get(to) ?? "") + String.fromCharCode(from));
  }
  return c.length === 1 ? (preimages.get(c.charCodeAt(0)) ?? "") : "";
}
