/**
 * The fast first pass: most evidence is benign, so a text that provably cannot match any
 * rule skips the shadow and the rule table. Two native regex tests on the original:
 *
 * 1. every character is "plain" — ASCII, Hangul syllables, CJK, kana, common CJK
 *    punctuation, and a few symbols statutes and e-mails use that fold to no letter and no
 *    token punctuation (circled numbers, box-drawing lines, curly quotes, bullets, `ㆍ`). On
 *    such text the shadow is the lower-cased text, up to letter-spacing;
 * 2. no rule trigger occurs (each rule lists, in `triggers`, regex sources one of which any
 *    of its matches contains), no marker word, and no letter-spaced run; text without a
 *    Latin letter is tested only against the Korean, Chinese and Japanese rules.
 *
 * If both hold, the full scan would find nothing (a test checks this on the vector suite
 * and on random attack-like strings). Otherwise the full scan runs.
 */
import { RULES, type Rule } from "./rules.js";
import { ESCAPE_HINT, SIMPLE_CHARS, decorationFolded } from "./fold.js";
import { MARKER_TRIGGER } from "./markers.js";

/** Non-simple characters that still fold to no letter and no token punctuation. */
export const PLAIN_EXTRA = "\\u00a9\\u00b7\\u2018\\u2019\\u201c\\u201d\\u2022\\u2026\\u2460-\\u2473\\u2500\\u2501\\u250c-\\u254b\\u25cb\\u318d";

const NOT_PLAIN = new RegExp(`[^${SIMPLE_CHARS}${PLAIN_EXTRA}]`);
const LATIN = /[a-z]/i;
const HAN = /[\u3041-\u30fa\u4e00-\u9fff]/;
const LETTER = "A-Za-z\\uac00-\\ud7a3\\u4e00-\\u9fff\\u3041-\\u3096\\u30a1-\\u30fa\\u318d";
/** The shadow's letter-spacing separators, plus every plain extra (a superset, so sound). */
const S = `[ \\t\\r\\n.\\-_*@|/+~^=${PLAIN_EXTRA}]{1,3}`;
const L = `[${LETTER}]`;
const NOT_L = `(?![${LETTER}0-9])`;
/**
 * Letter-spacing the shadow would collapse: three single letters one of which is Latin, or
 * five single letters of any script (`shadow.ts` collapses exactly such runs). Each has a
 * cheap pre-check without look-behind, run first.
 */
const LS3_PRE = new RegExp(`${L}${S}${L}${S}${L}`);
const LS3 = new RegExp(`(?<![${LETTER}0-9])(?:[A-Za-z]${S}${L}${S}${L}|${L}${S}[A-Za-z]${S}${L}|${L}${S}${L}${S}[A-Za-z])${NOT_L}`);
const LS5_PRE = new RegExp(`${L}${S}${L}${S}${L}${S}${L}${S}${L}`);
const LS5 = new RegExp(`(?<![${LETTER}0-9])${L}(?:${S}${L}${NOT_L}){4}`);
const MARKER_WORDS = MARKER_TRIGGER;

/** The compiled fast pass of one rule set. */
export interface QuickPass {
  /** Triggers of every rule and the marker words, for text with Latin letters. */
  readonly any: RegExp;
  /** Triggers of the Korean rules, for text without a Latin letter. */
  readonly korean: RegExp;
  /** Triggers of the Chinese and Japanese rules, for text with Han or kana characters. */
  readonly han: RegExp;
}

const join = (sources: string[]) => new RegExp([...new Set(sources)].map((s) => `(?:${s})`).join("|") || "(?!)", "i");


/** Builds the fast pass for a rule set. */
export function buildQuickPass(rules: readonly Rule[]): QuickPass {
  const unsorted = rules.find((r) => r.over !== "original" && r.triggers.length === 0);
  if (unsorted) throw new Error(`rule ${unsorted.id} has no fast-pass trigger`);
  const only = (langs: string[]) => rules.filter((r) => r.languages.every((l) => langs.includes(l)));
  return {
    any: join([...rules.flatMap((r) => r.triggers), MARKER_WORDS]),
    korean: join(only(["ko"]).flatMap((r) => r.triggers)),
    han: join(only(["zh", "ja"]).flatMap((r) => r.triggers)),
  };
}

/**
 * True when `text` provably yields no finding under the pass's rules (see the module
 * comment). Every rule outside Korean, Chinese and Japanese needs a Latin letter in the
 * shadow (English words, token names, role words, marker words), and on plain text the
 * shadow has a Latin letter only where the text has one. Linear; a few regex passes.
 */
export function isQuickClean(text: string, pass: QuickPass): boolean {
  if (NOT_PLAIN.test(text)) return false;
  // Decoration (`fold.ts`): escapes send the text to the full scan; markup and separators
  // are folded the way the shadow folds them (on plain text without escapes that fold keeps
  // the text plain and commutes with lower-casing), and the folded text is what is judged.
  if (ESCAPE_HINT.test(text)) return false;
  return plainClean(decorationFolded(text), pass);
}

function plainClean(text: string, pass: QuickPass): boolean {
  if (LATIN.test(text)) {
    if (pass.any.test(text)) return false;
    return !(LS3_PRE.test(text) && LS3.test(text)) && !(LS5_PRE.test(text) && LS5.test(text));
  }
  // Without Latin letters only the Korean, Chinese and Japanese rules can match.
  if (pass.korean.test(text)) return false;
  if (HAN.test(text) && pass.han.test(text)) return false;
  return !(LS5_PRE.test(text) && LS5.test(text));
}

/** The fast pass of the full rule table. */
export const DEFAULT_QUICK_PASS = buildQuickPass(RULES);
