/**
 * One attempt of one call, the same for every SDK-based client: a deadline covering the
 * whole response (a stream included — the SDKs' own timeouts stop at the headers), the
 * caller's abort signal, the raw error body captured off the wire, and the error mapping.
 * Retries wrap this (`withRetries`), never the other way round.
 */
import { capturingFetch, mapSdkError, type SdkErrorClasses } from "./errors.js";
import { withRetries } from "./retry.js";
import type { LlmSettings } from "./settings.js";
import type { CallOptions, LlmClient, LlmRequest, LlmResponse, ProviderId } from "./types.js";

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

/** What `sdkLlmClient` hands the SDK's constructor. */
export interface SdkClientOptions {
  apiKey: string;
  baseURL: string;
  maxRetries: number;
  timeout: number;
}

/** An SDK's default export: its client class, with the error classes as statics (`openai`, `@anthropic-ai/sdk`). */
export interface SdkModule<C> extends SdkErrorClasses {
  new (options: SdkClientOptions): C;
}

/**
 * An `LlmClient` over an SDK client. The SDK client is built once — the settings' key
 * (`"no-key"` when none: local servers take any), base URL and timeout, the SDK's own
 * retries off — and every `complete` is `withRetries` over `runAttempt`, whose body `call`
 * gets the SDK client bound to the attempt's capturing `fetch`, and the attempt's signal.
 *
 * @param call one request over the wire; its errors are mapped with the SDK's error classes.
 * @example
 * return sdkLlmClient("openai", Sdk, settings, (client, req, signal) => …client.chat.completions.create(…, { signal }));
 */
export function sdkLlmClient<C extends { withOptions(options: { fetch: typeof fetch }): C }>(
  provider: ProviderId,
  Sdk: SdkModule<C>,
  settings: LlmSettings,
  call: (client: C, req: LlmRequest, signal: AbortSignal) => Promise<LlmResponse>,
): LlmClient {
  const classes: SdkErrorClasses = {
    APIError: Sdk.APIError,
    APIConnectionError: Sdk.APIConnectionError,
    APIConnectionTimeoutError: Sdk.APIConnectionTimeoutError,
    APIUserAbortError: Sdk.APIUserAbortError,
  };
  const sdk = new Sdk({ apiKey: settings.apiKey ?? "no-key", baseURL: settings.baseUrl, maxRetries: 0, timeout: settings.timeoutMs });
  const once = (req: LlmRequest, callerSignal: AbortSignal | undefined): Promise<LlmResponse> =>
    runAttempt(provider, settings.timeoutMs, classes, callerSignal, ({ signal, fetch }) => call(sdk.withOptions({ fetch }), req, signal));
  return {
    provider,
    model: settings.model,
    complete(req: LlmRequest, opts: CallOptions = {}): Promise<LlmResponse> {
      return withRetries(() => once(req, opts.signal), settings.retry, { signal: opts.signal, ...(settings.onRetry ? { onRetry: settings.onRetry } : {}) });
    },
  };
}
