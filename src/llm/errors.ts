/**
 * One mapping from provider SDK failures to `RampartError`, shared by every client:
 * HTTP errors become `ERR_PROVIDER` carrying the provider's own error body (truncated), its
 * status, request id and `Retry-After`; timeouts become `ERR_TIMEOUT`; a stream cut before
 * its terminator becomes `ERR_STREAM_CUT`. `details.retryable` tells the retry loop what a
 * retry may fix (408, 409, 429, 5xx, connection failures, timeouts, cut streams).
 * The API key never appears: messages are built from status and body only.
 */
import { RampartError } from "../core/index.js";
import { unreachableCode } from "../core/unreachable.js";
import { parseRetryAfter } from "./retry.js";
import type { ProviderId } from "./types.js";

/** Longest provider error body kept in `details.body`, in UTF-16 code units. */
export const MAX_ERROR_BODY_CHARS = 4000;

/** HTTP statuses worth retrying: timeout, conflict, rate limit, and server-side failures (incl. Anthropic's 529 overloaded). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Pulls a human-readable message out of a provider error body: Anthropic and OpenAI
 * (`{ error: { message } }`), Cloudflare's API envelope (`{ errors: [{ code, message }] }`),
 * ollama (`{ error: "…" }`), vLLM (`{ message }`).
 */
export function errorBodyMessage(body: string | undefined): string | undefined {
  if (!body) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body.trim().slice(0, 300) || undefined;
  }
  if (!json || typeof json !== "object") return undefined;
  const o = json as Record<string, unknown>;
  const err = o.error;
  if (typeof err === "string") return err;
  if (err && typeof err === "object" && typeof (err as Record<string, unknown>).message === "string") {
    const e = err as Record<string, unknown>;
    return typeof e.type === "string" ? `${e.type}: ${e.message as string}` : (e.message as string);
  }
  if (Array.isArray(o.errors) && o.errors.length > 0) {
    return o.errors
      .map((x: unknown) => {
        const r = (x ?? {}) as Record<string, unknown>;
        return r.code !== undefined ? `${String(r.code)}: ${String(r.message)}` : String(r.message);
      })
      .join("; ");
  }
  if (typeof o.message === "string") return o.message;
  if (typeof o.detail === "string") return o.detail;
  return undefined;
}

/** Builds the `ERR_PROVIDER` error for an HTTP error response. */
export function providerHttpError(
  provider: ProviderId,
  status: number,
  headers: Headers | undefined,
  body: string | undefined,
  cause?: unknown,
): RampartError {
  const retryAfterMs = parseRetryAfter(headers);
  const text = body === undefined ? undefined : body.slice(0, MAX_ERROR_BODY_CHARS);
  const what = errorBodyMessage(text) ?? "no error body";
  return new RampartError("ERR_PROVIDER", `${provider} HTTP ${status}: ${what}`, {
    cause,
    details: {
      provider,
      status,
      body: text ?? null,
      requestId: headers?.get("request-id") ?? headers?.get("x-request-id") ?? headers?.get("cf-ray") ?? null,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      retryable: isRetryableStatus(status),
    },
  });
}

/** The error classes both Stainless-generated SDKs (Anthropic, OpenAI) export. */
export interface SdkErrorClasses {
  APIError: abstract new (...args: never[]) => Error;
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  APIUserAbortError: abstract new (...args: never[]) => Error;
}

/** What the client knows about how the call ended. */
export interface CallContext {
  /** The raw error body captured off the wire (the SDKs keep only parts of it). */
  capturedBody?: string;
  /** Where the request went (`displayUrl`), when known. */
  url?: string;
  /** Our own deadline fired. */
  timedOut: boolean;
  timeoutMs: number;
}

/**
 * Maps anything an SDK call threw to a `RampartError`.
 *
 * @returns `ERR_TIMEOUT` (retryable) when our deadline or the SDK's timeout fired;
 *   `ERR_PROVIDER` with status and body for HTTP errors; `ERR_PROVIDER` (retryable) for
 *   connection failures; `ERR_PROVIDER` (not retryable) when the caller aborted; an existing
 *   `RampartError` unchanged.
 */
export function mapSdkError(provider: ProviderId, err: unknown, classes: SdkErrorClasses, ctx: CallContext): RampartError {
  if (err instanceof RampartError) return err;
  if (ctx.timedOut || err instanceof classes.APIConnectionTimeoutError) {
    return new RampartError("ERR_TIMEOUT", `${provider}: no complete response within ${ctx.timeoutMs} ms`, {
      cause: err,
      details: { provider, timeoutMs: ctx.timeoutMs, retryable: true, ...(ctx.url === undefined ? {} : { url: ctx.url }) },
    });
  }
  if (err instanceof classes.APIUserAbortError) {
    return new RampartError("ERR_PROVIDER", `${provider}: request aborted`, { cause: err, details: { provider, retryable: false } });
  }
  if (err instanceof classes.APIConnectionError) {
    const code = unreachableCode(err);
    const why = code ?? (err.cause as Error | undefined)?.message ?? err.message;
    const at = ctx.url === undefined ? "" : ` ${ctx.url}`;
    return new RampartError("ERR_PROVIDER", `${provider}${at}: connection failed (${why})`, {
      cause: err,
      details: { provider, retryable: true, ...(ctx.url === undefined ? {} : { url: ctx.url }), ...(code === undefined ? {} : { unreachable: code }) },
    });
  }
  if (err instanceof classes.APIError) {
    const e = err as Error & { status?: number; headers?: Headers; error?: unknown };
    if (typeof e.status === "number") {
      const body = ctx.capturedBody ?? (e.error === undefined ? undefined : JSON.stringify(e.error));
      return providerHttpError(provider, e.status, e.headers, body, err);
    }
  }
  if (isBodyCut(err)) {
    return new RampartError("ERR_STREAM_CUT", `${provider}: the connection closed before the response body ended`, {
      cause: err,
      details: { provider, retryable: true },
    });
  }
  const message = err instanceof Error ? err.message : String(err);
  return new RampartError("ERR_PROVIDER", `${provider}: ${message}`, { cause: err, details: { provider, retryable: false } });
}

/** undici's error when the socket closes mid-body: `TypeError: terminated` caused by `UND_ERR_SOCKET`. */
function isBodyCut(err: unknown): boolean {
  return err instanceof TypeError && err.message === "terminated";
}

/** The error for a stream that ended before its terminator (retryable: the next attempt may complete). */
export function streamCutError(provider: ProviderId, what: string): RampartError {
  return new RampartError("ERR_STREAM_CUT", `${provider}: stream ended before ${what}`, {
    details: { provider, retryable: true },
  });
}

/**
 * The URL a request went to, for an error message: origin and path only (a query string or
 * user info may carry a key).
 */
export function displayUrl(input: string | URL | Request): string {
  const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    const u = new URL(raw);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}

/**
 * A `fetch` that keeps the raw body of an error response (status ≥ 400) in `sink.body`
 * before the SDK parses it, so `details.body` shows exactly what the provider sent, and the
 * URL of the last request in `sink.url` (`displayUrl`), so a connection failure can name it.
 */
export function capturingFetch(sink: { body?: string; url?: string }): typeof fetch {
  return async (input, init) => {
    sink.url = displayUrl(input);
    const res = await fetch(input, init);
    if (res.status >= 400) {
      sink.body = await res
        .clone()
        .text()
        .then((t) => t.slice(0, MAX_ERROR_BODY_CHARS))
        .catch(() => undefined);
    }
    return res;
  };
}
