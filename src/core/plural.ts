/**
 * `count(1, "row")` → `"1 row"`, `count(2, "row")` → `"2 rows"`, `count(1, "ERROR")` →
 * `"1 ERROR"`: every summary line (the CLI's and the evaluation reports') says "1 row" and
 * "1 ERROR", never "1 rows" or "1 ERRORS" (new-user finding F13).
 *
 * @param n a count (an integer ≥ 0).
 * @param singular the word for one; `pluralWord` defaults to it plus `s` (`S` when the word is
 *   upper case).
 */
export function count(n: number, singular: string, pluralWord = `${singular}${singular === singular.toUpperCase() && singular !== singular.toLowerCase() ? "S" : "s"}`): string {
  return `${n} ${n === 1 ? singular : pluralWord}`;
}
