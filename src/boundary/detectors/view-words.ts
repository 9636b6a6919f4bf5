/**
 * A table word as the scanner's views spell it (issue 20: lexicons in any script). The view is
 * the shadow text (`shadowTextOf`), which folds look-alike letters by their shape, so a
 * Cyrillic word folds differently by case: `Нейросеть` opens with `h` in the view, `нейросеть`
 * with `н`. A word's forms are the lower-case, the capitalised and the upper-case spellings,
 * folded, lower case; duplicates dropped.
 */
import { shadowTextOf } from "../shadow.js";

/**
 * The spellings of `word` in the views (1 to 3 strings).
 *
 * @example viewWordForms("нейросеть") // ["heиpoceть"-like capitalised fold, "нeиpoceть", …]
 */
export function viewWordForms(word: string): string[] {
  const lower = word.toLowerCase();
  const cap = lower.charAt(0).toUpperCase() + lower.slice(1);
  return [...new Set([lower, cap, lower.toUpperCase()].map((w) => shadowTextOf(w).toLowerCase()))];
}
