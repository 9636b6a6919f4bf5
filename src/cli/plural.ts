/**
 * `count(1, "row")` → `"1 row"`, `count(2, "row")` → `"2 rows"`: the CLI's summary lines
 * say "1 row", never "1 rows" (new-user finding F13).
 *
 * @param n a count (an integer ≥ 0).
 * @param singular the word for one; `pluralWord` defaults to it plus `s`.
 */
export function count(n: number, singular: string, pluralWord = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralWord}`;
}
