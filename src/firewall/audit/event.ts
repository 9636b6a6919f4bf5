/**
 * The audit event (seed 003 `ToolDispatchEvent`, extended by issue 5 item 6): one per
 * dispatch, plus one per approval decision and per alert. It never holds a raw argument
 * value: arguments, call ids and unknown tool names appear only as keyed HMACs, argument
 * names only when the tool's schema declares them.
 */
import type { ErrorCode } from "../../core/index.js";
import type { SideEffect } from "../policy.js";

/** Event kinds. */
export type AuditKind = "dispatch" | "approval" | "alert";

/**
 * Decisions: for dispatches `allow` (handler ran), `deny`, `approval_required`, `error`
 * (handler threw); for approvals `approved` / `denied`; `alert` for alerts.
 */
export type AuditDecision = "allow" | "deny" | "approval_required" | "error" | "approved" | "denied" | "alert";

/** One audit event. Times in epoch ms; latency in ms (fractional). */
export interface AuditEvent {
  kind: AuditKind;
  traceId: string;
  ts: number;
  sessionId: string | null;
  /** Verified token subject. */
  caller: string | null;
  /** Registered tool name; `null` for an unknown name (its HMAC is in `detail`). */
  tool: string | null;
  /** Keyed HMAC of the call id. */
  callRef: string | null;
  sideEffect: SideEffect | null;
  /** Keyed HMAC of the canonical arguments. */
  argsHmac: string | null;
  /** Scopes present in the session. */
  scopes: string[];
  decision: AuditDecision;
  code: ErrorCode | null;
  /** Which check decided, e.g. `args:maxLength:to`, `provenance:recipient`, `alert:block-rate`. */
  detail: string | null;
  /** Whether the evidence boundary changed the tool output. */
  sanitized: boolean;
  /** Transcript entries that tainted an argument. */
  taintedBy: string[];
  approvalId: string | null;
  latencyMs: number;
  /**
   * The OpenTelemetry trace and span active when the dispatch began (`rampart/otel` loaded
   * and a span active), else `null`; absent on approval and alert events. In the audit log
   * line only (the SQL stores keep their columns).
   */
  otelTraceId?: string | null;
  otelSpanId?: string | null;
  /**
   * How the caller's session was made: `verified` (a token a verifier checked) or `local`
   * (`openLocalSession`: scopes written in code, no token). `null` (or absent) when the event
   * has no accepted session: a refused session, an approval decision.
   */
  sessionKind?: SessionKind | null;
}

/** How a session was made (see `AuditEvent.sessionKind`). */
export type SessionKind = "verified" | "local";

/** Column order shared by the SQL sinks. */
export const AUDIT_COLUMNS = [
  "kind",
  "trace_id",
  "ts",
  "session_id",
  "caller",
  "tool",
  "call_ref",
  "side_effect",
  "args_hmac",
  "scopes",
  "decision",
  "code",
  "detail",
  "sanitized",
  "tainted_by",
  "approval_id",
  "latency_ms",
  "session_kind",
] as const;

/** NUL, which PostgreSQL TEXT and JSONB refuse. */
const NUL = /\0/g;
/** Characters that make a string unstorable somewhere: NUL and UTF-16 surrogates (only lone ones matter). */
const UNSTORABLE = /[\0\uD800-\uDFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (one code unit each: linear). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A string every sink can store: NUL written as the six characters `\u0000`, a lone
 * surrogate replaced by U+FFFD (as String.prototype.toWellFormed does). PostgreSQL refuses both in
 * TEXT and JSONB ("invalid byte sequence", "unsupported Unicode escape sequence"), and a
 * session id, subject or evidence id is chosen by the application or the documents it reads.
 * Strings without either come back unchanged (one regex test).
 */
export function storableText(s: string): string {
  if (!UNSTORABLE.test(s)) return s;
  return s.replace(LONE_SURROGATE, "\uFFFD").replace(NUL, "\\u0000");
}

function storableOrNull(s: string | null): string | null {
  return typeof s === "string" ? storableText(s) : s;
}

function storableList(list: readonly string[]): string {
  return JSON.stringify(list.map((s) => storableText(String(s))));
}

/** An event as a row of values in `AUDIT_COLUMNS` order (arrays as JSON text; text made storable by `storableText`). */
export function auditRow(e: AuditEvent): (string | number | null)[] {
  return [
    e.kind,
    storableText(e.traceId),
    e.ts,
    storableOrNull(e.sessionId),
    storableOrNull(e.caller),
    storableOrNull(e.tool),
    e.callRef,
    e.sideEffect,
    e.argsHmac,
    storableList(e.scopes),
    e.decision,
    e.code,
    storableOrNull(e.detail),
    e.sanitized ? 1 : 0,
    storableList(e.taintedBy),
    storableOrNull(e.approvalId),
    e.latencyMs,
    e.sessionKind ?? null,
  ];
}

/** Printable ASCII, at most 128 characters; anything else becomes `?` (the safe form of a text field). */
function asciiOnly(v: unknown, fallback: string): string {
  if (typeof v !== "string") return fallback;
  return v.slice(0, 128).replace(/[^\x20-\x7E]/g, "?");
}

function finiteOr(v: unknown, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

/**
 * The safe form of an event a store refused for its content: every text field reduced to
 * printable ASCII (at most 128 characters), lists to the same, numbers made finite (`ts`
 * an integer), enumerations kept only when they are one of their known values, and
 * `detail` set to `audit:unstorable` (followed by the original detail, made ASCII). The
 * auditor stores this form so that one hostile value is recorded, not lost, and cannot
 * block the events queued after it.
 */
export function safeAuditEvent(e: AuditEvent): AuditEvent {
  const str = (v: unknown) => (v === null || v === undefined ? null : asciiOnly(v, "?"));
  const list = (v: unknown) => (Array.isArray(v) ? v.slice(0, 64).map((x) => asciiOnly(x, "?")) : []);
  return {
    kind: KINDS.has(e.kind) ? e.kind : "dispatch",
    traceId: asciiOnly(e.traceId, "unknown"),
    ts: Math.trunc(finiteOr(e.ts, 0)),
    sessionId: str(e.sessionId),
    caller: str(e.caller),
    tool: str(e.tool),
    callRef: str(e.callRef),
    sideEffect: e.sideEffect === "read" || e.sideEffect === "write" || e.sideEffect === "destructive" ? e.sideEffect : null,
    argsHmac: str(e.argsHmac),
    scopes: list(e.scopes),
    decision: DECISIONS.has(e.decision) ? e.decision : "error",
    code: typeof e.code === "string" && /^ERR_[A-Z_]{1,40}$/.test(e.code) ? e.code : null,
    detail: `audit:unstorable${typeof e.detail === "string" ? ` ${asciiOnly(e.detail, "")}` : ""}`,
    sanitized: e.sanitized === true,
    taintedBy: list(e.taintedBy),
    approvalId: str(e.approvalId),
    latencyMs: finiteOr(e.latencyMs, 0),
    sessionKind: e.sessionKind === "verified" || e.sessionKind === "local" ? e.sessionKind : null,
  };
}

const KINDS = new Set<AuditKind>(["dispatch", "approval", "alert"]);
const DECISIONS = new Set<AuditDecision>(["allow", "deny", "approval_required", "error", "approved", "denied", "alert"]);

/** Where events are stored. */
export interface AuditSink {
  /** Writes a batch; rejects when the store fails. */
  write(events: readonly AuditEvent[]): Promise<void>;
  /**
   * Optional start-up check: resolves once the store answers (a network store connects and
   * prepares its table), rejects when it does not. `openConfiguredStores` calls it with a
   * time bound so a dead store fails at start instead of after the first dispatches.
   */
  probe?(): Promise<void>;
  close(): Promise<void>;
}
