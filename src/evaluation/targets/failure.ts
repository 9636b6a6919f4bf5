/**
 * Maps transport failures to the contract's error codes, in one place for every target:
 * a deadline ⇒ `ERR_TIMEOUT`; refused connection, DNS failure, reset before the reply,
 * HTTP error or a cancelled run ⇒ `ERR_TARGET_UNAVAILABLE`. Both exit 2.
 */
import { RampartError } from "../../core/index.js";

/**
 * A signal that aborts on the caller's signal or after `timeoutMs`, whichever comes first.
 * `isTimeout()` tells the two apart afterwards.
 */
export function deadline(timeoutMs: number, signal?: AbortSignal): { signal: AbortSignal; isTimeout(): boolean } {
  const timer = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timer]) : timer;
  return { signal: combined, isTimeout: () => timer.aborted && !(signal?.aborted ?? false) };
}

/** The `RampartError` for a deadline that passed. */
export function timeoutError(target: string, timeoutMs: number): RampartError {
  return new RampartError("ERR_TIMEOUT", `${target}: no complete reply within ${timeoutMs} ms`, {
    details: { timeoutMs },
  });
}

/** Wraps a failed connection or request as `ERR_TARGET_UNAVAILABLE` (or `ERR_TIMEOUT`). */
export function connectFailure(target: string, err: unknown, timedOut: boolean, timeoutMs: number): RampartError {
  if (err instanceof RampartError) return err;
  if (timedOut) return timeoutError(target, timeoutMs);
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  const why = e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
  return new RampartError("ERR_TARGET_UNAVAILABLE", `${target}: request failed (${why})`, { cause: err });
}

/** `ERR_TARGET_UNAVAILABLE` for a non-2xx HTTP status. */
export function httpStatusError(target: string, status: number, statusText: string): RampartError {
  return new RampartError("ERR_TARGET_UNAVAILABLE", `${target}: HTTP ${status} ${statusText}`.trimEnd(), {
    details: { status },
  });
}

/** `ERR_BAD_INPUT` for a reply larger than the bound (the item becomes an error, exit 2). */
export function tooLargeError(target: string, limit: number, seen: number): RampartError {
  return new RampartError("ERR_BAD_INPUT", `${target}: reply exceeds maxReplyBytes (${seen} > ${limit} bytes)`, {
    details: { maxReplyBytes: limit, bytes: seen },
  });
}

/**
 * Fails early on a declared `Content-Length` above the bound (the body is never read).
 *
 * @throws RampartError `ERR_BAD_INPUT` from `tooLargeError`.
 */
export function checkDeclaredLength(target: string, headers: Headers, limit: number): void {
  const declared = Number(headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLargeError(target, limit, declared);
}

/** Validates a `maxReplyBytes` value. @throws RampartError `ERR_BAD_INPUT` unless a positive integer. */
export function checkMaxReplyBytes(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1) throw new RampartError("ERR_BAD_INPUT", `maxReplyBytes must be a positive integer, got ${limit}`);
  return limit;
}
