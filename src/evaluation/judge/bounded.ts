/**
 * Bounded concurrency: at most `limit` tasks in flight, results in input order. Workers pull
 * the next index from a shared counter, so memory stays O(limit) beyond the result array.
 */

/**
 * Maps `items` through `fn` with at most `limit` calls running at once.
 *
 * @example
 * await mapBounded([1, 2, 3], 2, async (x) => x * 2) // [2, 4, 6]
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
