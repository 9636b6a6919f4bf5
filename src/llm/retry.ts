/**
 * Retries with back-off that honours the provider's `Retry-After` (RFC 9110 §10.2.3: either
 * delay-seconds or an HTTP-date) and the `retry-after-ms` extension both OpenAI and
 * Anthropic send. One loop for every provider, so a 429 never crashes a run and never
 * hammers a provider faster than it asked.
 */
import { RampartError, toRampartError } from "../core/index.js";

/** How a client retries. */
export interface RetryPolicy {
  /** Total attempts including the first (1 = no retry). */
  maxAttempts: number;
  /** First back-off delay in ms when the provider gave no `Retry-After`; doubles per attempt. */
  baseDelayMs: number;
  /** Cap on a computed back-off delay, in ms. */
  maxDelayMs: number;
  /** Longest `Retry-After` we wait for, in ms; a longer one fails the call at once (it would stall the run). */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
};

/**
 * Parses retry headers into milliseconds: `retry-after-ms` first, then `Retry-After` as
 * delay-seconds (may be fractional) or as an HTTP-date relative to `now`.
 *
 * @returns the delay in ms (≥ 0), or `undefined` when absent or unparsable.
 * @example parseRetryAfter(new Headers({ "retry-after": "2" })) // 2000
 */
export function parseRetryAfter(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "") {
    const n = Number(ms);
    if (Number.isFinite(n) && n >= 0) return Math.round(n);
  }
  const raw = headers.get("retry-after");
  if (raw === null || raw.trim() === "") return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Hooks for tests and progress: how to sleep, and who hears about a retry. */
export interface RetryHooks {
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (info: { attempt: number; delayMs: number; error: RampartError }) => void;
  /** Random source in [0, 1) for back-off jitter. */
  random?: () => number;
  signal?: AbortSignal;
}

/** Sleeps `ms`, rejecting early when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** True when the error says a retry may help (`details.retryable`, set by the provider error mapping). */
export function isRetryable(err: RampartError): boolean {
  return err.details.retryable === true;
}

/**
 * Runs `attempt` until it succeeds, a non-retryable error occurs, or the attempts are spent.
 * The delay before retry n is the provider's `Retry-After` (`details.retryAfterMs`) when
 * given — exactly, without jitter — else `baseDelayMs · 2^(n−1)` with "equal jitter"
 * (half fixed, half random; AWS Architecture Blog, "Exponential Backoff and Jitter", 2015),
 * capped at `maxDelayMs`.
 *
 * @throws RampartError the last error, with `details.attempts`; a `Retry-After` longer than
 *   `maxRetryAfterMs` fails at once with a message saying so.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks = {},
): Promise<T> {
  const doSleep = hooks.sleep ?? sleep;
  const random = hooks.random ?? Math.random;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (e) {
      const err = toRampartError(e, "ERR_PROVIDER");
      const retryAfterMs = typeof err.details.retryAfterMs === "number" ? err.details.retryAfterMs : undefined;
      if (!isRetryable(err) || n >= policy.maxAttempts || hooks.signal?.aborted) throw withAttempts(err, n);
      if (retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs) {
        throw withAttempts(
          err,
          n,
          `${err.message} (provider asked to retry after ${Math.ceil(retryAfterMs / 1000)} s, more than the ${Math.ceil(policy.maxRetryAfterMs / 1000)} s cap)`,
        );
      }
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1));
      const delayMs = retryAfterMs ?? Math.round(backoff / 2 + (random() * backoff) / 2);
      hooks.onRetry?.({ attempt: n, delayMs, error: err });
      await doSleep(delayMs, hooks.signal);
    }
  }
}

function withAttempts(err: RampartError, attempts: number, message = err.message): RampartError {
  return new RampartError(err.code, message, { cause: err.cause ?? err, details: { ...err.details, attempts } });
}
