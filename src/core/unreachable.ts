/**
 * Tells a host that cannot be reached at all (nothing listening, no such name, no route)
 * from a request that reached it and went wrong (issue 22). Such a failure is the same for
 * every later request of a run, so a runner stops at the first one with one error naming
 * the URL instead of repeating it for each item.
 */

/**
 * Node and undici codes of a connection that never opened. `ECONNRESET` is not one: a
 * server may close an idle keep-alive connection under a request that a retry then serves.
 */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * The code given to a port fetch refuses before connecting (the Fetch standard's "bad port"
 * list: 1, 7, 9, 21, 22, 25, 6000, …; undici's cause carries only the message "bad port"):
 * every request to that URL fails the same way, so it counts as unreachable.
 */
export const BAD_PORT = "BAD_PORT";

/** Causes followed before giving up (a cycle or a deep chain never loops). */
const MAX_DEPTH = 8;

/**
 * The connection-level code in `err`, its `cause` chain or an `AggregateError`'s `errors`
 * (Node reports a refused `localhost` as one per address), or `undefined`.
 *
 * @example
 * unreachableCode(new TypeError("fetch failed", { cause: Object.assign(new Error(), { code: "ECONNREFUSED" }) })) // "ECONNREFUSED"
 */
export function unreachableCode(err: unknown, depth = 0): string | undefined {
  if (err === null || typeof err !== "object" || depth > MAX_DEPTH) return undefined;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && UNREACHABLE_CODES.has(e.code)) return e.code;
  if (err instanceof Error && err.message === "bad port") return BAD_PORT;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors.slice(0, 4)) {
      const code = unreachableCode(inner, depth + 1);
      if (code) return code;
    }
  }
  return unreachableCode(e.cause, depth + 1);
}
