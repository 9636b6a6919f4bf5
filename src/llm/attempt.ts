/**
 * One attempt of one call, the same for every SDK-based client: a deadline covering the
 * whole response (a stream included — the SDKs' own timeouts stop at the headers), the
 * caller's abort signal, the raw error body captured off the wire, and the error mapping.
 * Retries wrap this (`withRetries`), never the other way round.
 */
import { capturingFetch, mapSdkError, type SdkErrorClasses } from "./errors.js";
import type { ProviderId } from "./types.js";

/** What an attempt's body receives. */
export interface AttemptIo {
  /** Aborts on our deadline or the caller's signal. */
  signal: AbortSignal;
  /** Hand to the SDK (`client.withOptions({ fetch })`): keeps the raw error body. */
  fetch: typeof fetch;
}

/**
 * Runs `body` under a deadline of `timeoutMs` and the caller's `signal`.
 *
 * @throws RampartError from `mapSdkError`: `ERR_TIMEOUT` when the deadline fired,
 *   `ERR_PROVIDER` with the captured body for HTTP errors, and so on.
 */
export async function runAttempt<T>(
  provider: ProviderId,
  timeoutMs: number,
  classes: SdkErrorClasses,
  callerSignal: AbortSignal | undefined,
  body: (io: AttemptIo) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`deadline of ${timeoutMs} ms`));
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  const sink: { body?: string; url?: string } = {};
  try {
    return await body({ signal: controller.signal, fetch: capturingFetch(sink) });
  } catch (e) {
    throw mapSdkError(provider, e, classes, { capturedBody: sink.body, url: sink.url, timedOut, timeoutMs });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
  }
}
