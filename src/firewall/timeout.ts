/** A store call that does not answer in time counts as down (fail closed, never wait forever). */
import { RampartError } from "../core/index.js";

/**
 * Races `p` against a timer.
 *
 * @throws RampartError `ERR_STORE_UNAVAILABLE` naming `what` when `ms` pass first; rethrows `p`'s own rejection.
 */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RampartError("ERR_STORE_UNAVAILABLE", `${what} did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a store operation; any failure that is not already a `RampartError` becomes
 * `ERR_STORE_UNAVAILABLE` (the store is down or broken), keeping the cause.
 */
export async function storeCall<T>(what: string, ms: number, op: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(op(), ms, what);
  } catch (e) {
    if (e instanceof RampartError) throw e;
    throw new RampartError("ERR_STORE_UNAVAILABLE", `${what} failed: ${(e as Error).message}`, { cause: e, details: { store: what } });
  }
}
