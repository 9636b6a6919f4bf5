/**
 * Approval requests (issue 5 item 4; seed 003: "out-of-band approval for destructive
 * operations"). A request is bound to the tool name, the keyed HMAC of the canonical
 * arguments and the call id (and the session), so an approval cannot be reused for another
 * call, and another argument set is another request (it never revokes the first). It is single-use and expires; an unanswered
 * request is a denial.
 *
 * Stores hold no raw argument value: the HMAC binds, and `sealedArgs` (AES-GCM under the
 * firewall key) lets an approver holding the key read what they approve.
 */

import { RampartError } from "../../core/errors.js";

/** Stored lifecycle states. `expired` is derived from `expiresAt`, never stored. */
export const APPROVAL_STATES = ["pending", "approved", "denied", "consumed", "voided"] as const;
export type StoredApprovalStatus = (typeof APPROVAL_STATES)[number];
/** What a reader sees: the stored state, or `expired` once a pending or approved request has outlived its TTL. */
export type ApprovalStatus = StoredApprovalStatus | "expired";

/** One approval request. Times are epoch milliseconds. */
export interface ApprovalRequest {
  id: string;
  tool: string;
  /** Keyed HMAC of the canonical arguments (hex). */
  argsHmac: string;
  callId: string;
  sessionId: string;
  /** Caller (token subject). */
  subject: string;
  /** Why approval is needed: `destructive`, `policy`, `provenance:<arg>`. */
  reasons: string[];
  /** Transcript entries that tainted an argument. */
  taintedBy: string[];
  /** Canonical arguments sealed with the firewall key, or `null`. */
  sealedArgs: string | null;
  status: StoredApprovalStatus;
  createdAt: number;
  expiresAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
}

/** Longest stored id quoted in an error message (a corrupt id may be anything). */
const ID_IN_MESSAGE = 80;

function storeFault(store: string, id: unknown, what: string): RampartError {
  const shown = typeof id === "string" ? JSON.stringify(id.slice(0, ID_IN_MESSAGE)) : "(no id)";
  return new RampartError("ERR_STORE_UNAVAILABLE", `${store}: approval request ${shown} is corrupt: ${what}; refusing to read it (fail closed)`, {
    details: { store, ...(typeof id === "string" ? { id: id.slice(0, ID_IN_MESSAGE) } : {}) },
  });
}

/**
 * Parses a stored JSON list of strings (`reasons`, `taintedBy`) of request `id`.
 *
 * @throws RampartError `ERR_STORE_UNAVAILABLE` naming the store, the request id and the field
 *   when the text is not a JSON array of strings (a corrupt or hand-edited row): a store that
 *   cannot be read is never read as "no reasons".
 */
export function parseStoredList(text: unknown, field: string, id: unknown, store: string): string[] {
  let value: unknown;
  try {
    value = typeof text === "string" ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) throw storeFault(store, id, `${field} is not a JSON array of strings`);
  return value as string[];
}

/**
 * Checks a request read back from a store: every field has its type, `status` is a stored
 * state, the times are finite numbers.
 *
 * @throws RampartError `ERR_STORE_UNAVAILABLE` naming the store, the request id and the first
 *   bad field.
 */
export function checkStoredRequest(req: ApprovalRequest, store: string): ApprovalRequest {
  if (req === null || typeof req !== "object") throw storeFault(String(store), undefined, "it is not an object");
  const r = req as unknown as Record<string, unknown>;
  for (const k of ["id", "tool", "argsHmac", "callId", "sessionId", "subject"] as const) {
    if (typeof r[k] !== "string" || (k === "id" && r[k] === "")) throw storeFault(store, r.id, `${k} is not a string`);
  }
  if (!(APPROVAL_STATES as readonly unknown[]).includes(r.status)) throw storeFault(store, r.id, "status is not a known state");
  for (const k of ["createdAt", "expiresAt"] as const) if (typeof r[k] !== "number" || !Number.isFinite(r[k])) throw storeFault(store, r.id, `${k} is not a number`);
  if (r.sealedArgs !== null && typeof r.sealedArgs !== "string") throw storeFault(store, r.id, "sealedArgs is not a string");
  if (r.decidedBy !== null && typeof r.decidedBy !== "string") throw storeFault(store, r.id, "decidedBy is not a string");
  if (r.decidedAt !== null && (typeof r.decidedAt !== "number" || !Number.isFinite(r.decidedAt))) throw storeFault(store, r.id, "decidedAt is not a number");
  return req;
}

/** Stored status with expiry applied. */
export function effectiveStatus(req: ApprovalRequest, now: number): ApprovalStatus {
  if ((req.status === "pending" || req.status === "approved") && now >= req.expiresAt) return "expired";
  return req.status;
}

/** Filter of `list`. */
export interface ApprovalQuery {
  status?: ApprovalStatus;
  /** Most recent first; default 100. */
  limit?: number;
}

/**
 * Where approval requests live, shared by every replica. All methods are atomic with
 * respect to one another (a request is consumed at most once, decided at most once).
 */
export interface ApprovalStore {
  create(req: ApprovalRequest): Promise<void>;
  get(id: string): Promise<ApprovalRequest | null>;
  /**
   * The latest request made for this call in this session by this subject. The subject is
   * part of the key: a token for another subject that reuses the session id (`sid`) and the
   * call id never finds, and so never consumes, someone else's approval. With `argsHmac`,
   * the latest request of the call bound to those arguments: a resend of the call id with
   * other arguments files a request of its own and leaves the grant of the first in place.
   */
  findByCall(sessionId: string, subject: string, callId: string, argsHmac?: string): Promise<ApprovalRequest | null>;
  /**
   * Records a human decision on a pending, unexpired request.
   *
   * @throws RampartError `ERR_BAD_INPUT` when the id is unknown, the request is no longer
   *   pending, or it has expired.
   */
  decide(id: string, decision: "approved" | "denied", by: string, now: number): Promise<ApprovalRequest>;
  /** Marks an approved, unexpired request consumed; `false` when it was not (single use). */
  consume(id: string, now: number): Promise<boolean>;
  /** Voids a pending or approved request (its call came back with other arguments). */
  void(id: string): Promise<void>;
  list(query?: ApprovalQuery): Promise<ApprovalRequest[]>;
  close(): Promise<void>;
}
