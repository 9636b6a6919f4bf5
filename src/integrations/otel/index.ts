/**
 * `rampart/otel` — OpenTelemetry spans for Rampart's decisions (issue 21 item 5), on
 * `@opentelemetry/api` alone (an optional peer: your SDK and exporter decide where spans go).
 *
 * One span per dispatch (`rampart.dispatch`), gate decision (`rampart.gate`) and evidence
 * scan (`rampart.scan`), made by the framework adapters (`rampart/ai-sdk`,
 * `rampart/openai-agents`, `rampart/langchain`) and by `tracedDispatch`. Attributes are ids,
 * verdicts, codes and counts (`RAMPART_ATTRIBUTES`) — never raw text or arguments. Once loaded,
 * audit events of the firewall carry the active span's `otelTraceId` / `otelSpanId`.
 *
 * Lazy and optional: nothing here imports `@opentelemetry/api` statically. `loadTelemetry()`
 * imports it on first use; when it is not installed every span helper is a no-op and the
 * per-call cost is one `null` check. With the API but no SDK registered, spans are the API's
 * non-recording spans and no attribute is computed.
 *
 * @example
 * import { enableTelemetry } from "rampart/otel";
 * await enableTelemetry(); // true when @opentelemetry/api is installed
 */
import { activeTraceIds, setTraceIdSource, type TraceIds } from "../../core/index.js";

export { activeTraceIds, type TraceIds };

/** The tracer name (instrumentation scope) of every Rampart span. */
export const RAMPART_TRACER_NAME = "rampart";

/** Span names, one per kind of decision. */
export const RAMPART_SPANS = {
  dispatch: "rampart.dispatch",
  gate: "rampart.gate",
  scan: "rampart.scan",
} as const;

/**
 * Every attribute a Rampart span may carry. Values are ids, verdicts, codes, booleans and
 * counts; none holds text the model, a user or a document wrote.
 */
export const RAMPART_ATTRIBUTES = {
  /** The framework adapter that made the span (`ai-sdk`, `openai-agents`, `langchain`, `direct`). */
  adapter: "rampart.adapter",
  /** `pass` | `redact` | `block` (gate); `allow` | `deny` | `approval_required` | `error` (dispatch); `clean` | `neutralized` (scan). */
  verdict: "rampart.verdict",
  /** The RampartError code of a block or denial (`ERR_LEAK_PII`, `ERR_SCOPE` …). */
  errorCode: "rampart.error.code",
  /** Distinct rule ids of the boundary's findings (scan, dispatch output). */
  ruleIds: "rampart.rule.ids",
  /** Distinct detector ids of the gate's findings. */
  detectorIds: "rampart.detector.ids",
  /** Number of findings. */
  findings: "rampart.findings.count",
  /** Texts scanned in one scan span. */
  texts: "rampart.texts.count",
  /** Texts the boundary changed. */
  changed: "rampart.changed.count",
  /** Evidence handling: `neutralize`, `delimit`, `datamark`, `encode`. */
  mode: "rampart.scan.mode",
  /** Registered tool name (never an unknown name a model wrote). */
  tool: "rampart.tool",
  /** Whether the boundary changed the tool output. */
  sanitized: "rampart.sanitized",
  /** Which dispatch check decided (`scope`, `args`, `approval` …). */
  check: "rampart.check",
  /** The firewall's approval request id (a UUID it made). */
  approvalId: "rampart.approval.id",
  /** True for the streaming gate. */
  stream: "rampart.stream",
  /** Characters the streaming gate released to the client. */
  released: "rampart.released.chars",
} as const;

/** An attribute value OpenTelemetry accepts. */
export type AttributeValue = string | number | boolean | string[];

/** A started span (a thin view over the API's `Span`). */
export interface RampartSpan {
  /** False for the API's non-recording spans: skip computing attributes. */
  readonly recording: boolean;
  setAttributes(attributes: Readonly<Record<string, AttributeValue | undefined>>): void;
  /** Marks the span failed (status ERROR) with a fixed message (never raw text). */
  fail(message: string): void;
  end(): void;
}

/** The loaded telemetry: starts spans and runs code with one active. */
export interface RampartTelemetry {
  startSpan(name: string, attributes?: Readonly<Record<string, AttributeValue | undefined>>): RampartSpan;
  /** Runs `fn` with `span` as the active span (so audit events and child spans see it). */
  withSpan<T>(span: RampartSpan, fn: () => T): T;
}

/** The part of `@opentelemetry/api` used here (typed locally so no type leaks to callers without it). */
interface OtelApi {
  trace: {
    getTracer(name: string, version?: string): OtelTracer;
    getActiveSpan(): OtelSpan | undefined;
    setSpan(context: unknown, span: OtelSpan): unknown;
  };
  context: { active(): unknown; with<T>(context: unknown, fn: () => T): T };
  isSpanContextValid(sc: { traceId: string; spanId: string }): boolean;
  SpanStatusCode: { ERROR: number };
}
interface OtelTracer {
  startSpan(name: string, options?: { attributes?: Record<string, AttributeValue> }): OtelSpan;
}
interface OtelSpan {
  isRecording(): boolean;
  setAttributes(a: Record<string, AttributeValue>): unknown;
  setStatus(s: { code: number; message?: string }): unknown;
  end(): void;
  spanContext(): { traceId: string; spanId: string };
}

let current: RampartTelemetry | null = null;
let loading: Promise<RampartTelemetry | null> | null = null;

/** How `@opentelemetry/api` is imported (tests pass a failing importer to play "not installed"). */
export type OtelImporter = () => Promise<unknown>;

const importOtel: OtelImporter = () => import("@opentelemetry/api");

/** Keeps only defined values (OpenTelemetry drops `undefined` with a warning). */
function defined(attrs: Readonly<Record<string, AttributeValue | undefined>>): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const k in attrs) {
    const v = attrs[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

const SPAN = new WeakMap<RampartSpan, OtelSpan>();

function wrap(api: OtelApi): RampartTelemetry {
  const tracer = api.trace.getTracer(RAMPART_TRACER_NAME);
  return {
    startSpan(name, attributes) {
      const span = tracer.startSpan(name, attributes === undefined ? undefined : { attributes: defined(attributes) });
      const recording = span.isRecording();
      const view: RampartSpan = {
        recording,
        setAttributes(a) {
          if (recording) span.setAttributes(defined(a));
        },
        fail(message) {
          span.setStatus({ code: api.SpanStatusCode.ERROR, message });
        },
        end: () => span.end(),
      };
      SPAN.set(view, span);
      return view;
    },
    withSpan(view, fn) {
      const span = SPAN.get(view);
      return span === undefined ? fn() : api.context.with(api.trace.setSpan(api.context.active(), span), fn);
    },
  };
}

/**
 * Imports `@opentelemetry/api` once and installs the audit-event trace-id source. Resolves
 * to the telemetry, or `null` when the package is not installed (never rejects).
 *
 * @param importer how to import the API (default: `import("@opentelemetry/api")`).
 */
export function loadTelemetry(importer: OtelImporter = importOtel): Promise<RampartTelemetry | null> {
  loading ??= importer().then(
    (mod) => {
      // The ESM build's default export is a partial object (no isSpanContextValid): prefer the
      // namespace; a CommonJS interop namespace has everything under `default`.
      const ns = mod as Partial<OtelApi> & { default?: Partial<OtelApi> };
      const api = (typeof ns.isSpanContextValid === "function" ? ns : ns.default) as OtelApi | undefined;
      if (typeof api?.trace?.getTracer !== "function" || typeof api.isSpanContextValid !== "function") return null;
      current = wrap(api);
      setTraceIdSource(() => {
        const span = api.trace.getActiveSpan();
        if (span === undefined) return null;
        const sc = span.spanContext();
        return api.isSpanContextValid(sc) ? { traceId: sc.traceId, spanId: sc.spanId } : null;
      });
      return current;
    },
    () => null,
  );
  return loading;
}

/**
 * Loads the telemetry (see `loadTelemetry`); `true` when `@opentelemetry/api` is installed.
 * The adapters call this themselves; call it when you use the firewall or gate directly and
 * want audit events to carry trace ids.
 */
export async function enableTelemetry(importer?: OtelImporter): Promise<boolean> {
  return (await loadTelemetry(importer)) !== null;
}

/** The loaded telemetry, or `null` (not loaded yet, or `@opentelemetry/api` absent). Synchronous. */
export function telemetry(): RampartTelemetry | null {
  return current;
}

/** @internal Forgets the loaded API and the trace-id source (tests). */
export function resetTelemetry(): void {
  current = null;
  loading = null;
  setTraceIdSource(null);
}

/**
 * Runs `fn` inside a span named `name` when telemetry is loaded (the span active, so audit
 * events carry its ids), else just runs it. `describe` turns the outcome into attributes
 * and runs only for a recording span; a thrown error marks the span failed with `failure`
 * of it (a fixed text, never the error's message, which may quote input).
 */
export async function inSpan<T>(
  name: string,
  attributes: Readonly<Record<string, AttributeValue | undefined>>,
  fn: () => Promise<T> | T,
  describe?: (result: T) => Readonly<Record<string, AttributeValue | undefined>>,
  failure?: (error: unknown) => Readonly<Record<string, AttributeValue | undefined>>,
): Promise<T> {
  const tel = current;
  if (tel === null) return fn();
  const span = tel.startSpan(name, attributes);
  try {
    const result = await tel.withSpan(span, fn);
    if (span.recording && describe !== undefined) span.setAttributes(describe(result));
    return result;
  } catch (e) {
    if (span.recording && failure !== undefined) span.setAttributes(failure(e));
    throw e;
  } finally {
    span.end();
  }
}
