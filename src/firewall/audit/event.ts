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
}

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
] as const;

/** An event as a row of values in `AUDIT_COLUMNS` order (arrays as JSON text). */
export function auditRow(e: AuditEvent): (string | number | null)[] {
  return [
    e.kind,
    e.traceId,
    e.ts,
    e.sessionId,
    e.caller,
    e.tool,
    e.callRef,
    e.sideEffect,
    e.argsHmac,
    JSON.stringify(e.scopes),
    e.decision,
    e.code,
    e.detail,
    e.sanitized ? 1 : 0,
    JSON.stringify(e.taintedBy),
    e.approvalId,
    e.latencyMs,
  ];
}

/** Where events are stored. */
export interface AuditSink {
  /** Writes a batch; rejects when the store fails. */
  write(events: readonly AuditEvent[]): Promise<void>;
  close(): Promise<void>;
}
