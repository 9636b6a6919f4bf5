/**
 * A bounded memo for work derived from short strings (normalised shadows, taint keys): the
 * same short texts recur across dispatches (`{"status":"sent"}`, a recipient, a path), so
 * each is derived once per process. Least recently used first out; bounded in entry count
 * and in key length, so hostile input cannot grow it. In-process only — it never reaches a
 * log or a store.
 */

/** A memoised derivation. */
export type Memo<V> = (key: string) => V;

/**
 * Wraps `derive` in a memo.
 *
 * @param maxEntries entries kept (least recently used evicted first).
 * @param maxChars keys longer than this (UTF-16 code units) are derived every time, not kept.
 * @example
 * const shadowOf = createMemo(1024, 512, (s) => buildShadow(s).text);
 */
export function createMemo<V>(maxEntries: number, maxChars: number, derive: (key: string) => V): Memo<V> {
  const map = new Map<string, V>();
  // The most recently used key: a repeat hit on it needs no reordering (a Map delete + set
  // per hit churns the table; the same value recurring call after call is the common case).
  let last: string | null = null;
  return (key) => {
    if (key.length > maxChars) return derive(key);
    const hit = map.get(key);
    if (hit !== undefined) {
      if (key !== last) {
        map.delete(key);
        map.set(key, hit);
        last = key;
      }
      return hit;
    }
    const value = derive(key);
    map.set(key, value);
    last = key;
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
    return value;
  };
}
