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

/**
 * What a user should check for an unreachable-host `code` (from `unreachableCode`), as a
 * clause for the one error a run stops with. A refused connection asks whether the server
 * runs; a blocked port says that no server on it can ever be reached by fetch (port 1 or 9
 * with a server listening still fails), which "is it running?" would only hide.
 *
 * @param who what was being reached, e.g. `"the target"` or `"the judge"`.
 */
export function unreachableHint(code: string, who: string): string {
  switch (code) {
    case BAD_PORT:
      return `fetch refuses this port before connecting (a port on the Fetch standard's blocked list, e.g. 1, 9, 21, 22, 25, 6000), so ${who} can never be reached on it — serve it on another port, e.g. 8080`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the host name does not resolve — check the URL of ${who}`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `no network route to that host — check the URL of ${who} and the network`;
    case "UND_ERR_CONNECT_TIMEOUT":
      return `the connection attempt timed out — is ${who} reachable from here?`;
    default:
      return `is ${who} running at that address?`;
  }
}
