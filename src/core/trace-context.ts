/**
 * The seam through which audit events learn the active OpenTelemetry trace (issue 21 item 5)
 * without the core, the firewall or the gate importing `@opentelemetry/api`: `rampart/otel`
 * registers a source once `@opentelemetry/api` has loaded; until then (and always when it is
 * not installed) `activeTraceIds()` is one comparison with `null` and returns `null`.
 */

/** W3C trace-context ids of the active span: 32 and 16 lower-case hex digits. */
export interface TraceIds {
  readonly traceId: string;
  readonly spanId: string;
}

/** Reads the active span's ids; `null` when no valid span is active. Must not throw. */
export type TraceIdSource = () => TraceIds | null;

let source: TraceIdSource | null = null;

/**
 * Installs (or, with `null`, removes) the source `activeTraceIds` reads. Called by
 * `rampart/otel`; applications do not need it.
 */
export function setTraceIdSource(fn: TraceIdSource | null): void {
  source = fn;
}

/**
 * The active span's trace and span ids, or `null` (no source installed, no valid span, or the
 * source failed — a trace id is never worth failing a security check for).
 *
 * @example
 * const ids = activeTraceIds(); // { traceId: "4bf92f35…", spanId: "00f067aa…" } | null
 */
export function activeTraceIds(): TraceIds | null {
  if (source === null) return null;
  try {
    return source();
  } catch {
    return null;
  }
}
