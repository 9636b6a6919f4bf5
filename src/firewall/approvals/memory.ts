/**
 * Approval store in process memory, the default of `createFirewall` (no native module, no
 * file). It keeps the SQLite store's semantics — a request is decided at most once and
 * consumed at most once, `findByCall` returns the latest request for a (session, subject,
 * call), expiry is derived from `expiresAt` — because every method does its whole change
 * synchronously, before it first yields, so no two calls interleave.
 *
 * Memory is bounded. A request whose `expiresAt` lies more than `retentionMs` in the past
 * is dropped (every state is final by then, as in the Redis store's key expiry). When
 * `maxRequests` are held, settled requests (consumed, denied, voided or expired) are
 * dropped oldest first; if every held request is still live (pending or approved), `create`
 * refuses with `ERR_STORE_UNAVAILABLE` rather than dropping one a human may be deciding.
 * A dropped request only ever costs a fresh approval: a replay of its call finds nothing
 * and asks again.
 *
 * Nothing survives the process and nothing is shared between processes: use
 * `sqliteApprovalStore(path)` (one machine) or `redisApprovalStore` (replicas) when an
 * approver decides from another process (`rampart approvals grant`).
 */
import { RampartError, badArgument, isOptionsObject } from "../../core/index.js";
import { effectiveStatus, type ApprovalQuery, type ApprovalRequest, type ApprovalStore } from "./types.js";

/** Options of `memoryApprovalStore`. */
export interface MemoryApprovalStoreOptions {
  /** Most requests held at once (default 10 000, at least 1). */
  maxRequests?: number;
  /** How long a request is kept after it expires, in milliseconds (default 24 hours, at least 0). */
  retentionMs?: number;
}

const DEFAULT_MAX_REQUESTS = 10_000;
const DEFAULT_RETENTION_MS = 24 * 3600 * 1000;
/** A full store drops settled requests down to this share of `maxRequests`, so the scan is amortised. */
const EVICT_TO = 0.9;

/** A held request and its insertion rank (the tie-break of equal `createdAt`, as SQLite's rowid). */
interface Held {
  req: ApprovalRequest;
  seq: number;
}

/** A copy, so neither the caller nor the store sees the other's later changes. */
const copy = (r: ApprovalRequest): ApprovalRequest => ({ ...r, reasons: [...r.reasons], taintedBy: [...r.taintedBy] });

/** True when `a` is later than `b` in `findByCall` / `list` order (createdAt, then insertion). */
const later = (a: Held, b: Held): boolean => a.req.createdAt > b.req.createdAt || (a.req.createdAt === b.req.createdAt && a.seq > b.seq);

/** The call index key; JSON keeps the three parts apart whatever characters they hold. */
const callKey = (sessionId: string, subject: string, callId: string): string => JSON.stringify([sessionId, subject, callId]);

function positiveInt(v: unknown, name: string, min: number, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min) {
    throw badArgument("memoryApprovalStore", name, `an integer >= ${min}`, v);
  }
  return v;
}

/**
 * Approval store held in this process's memory.
 *
 * @param opts `maxRequests` (default 10 000) and `retentionMs` (default 24 h) bound what it holds.
 * @returns an `ApprovalStore`; `close` empties it, and any later call rejects with `ERR_STORE_UNAVAILABLE`.
 * @throws RampartError `ERR_BAD_INPUT` when an option is not an integer in range.
 *   `create` rejects with `ERR_BAD_INPUT` for an id already held, and with
 *   `ERR_STORE_UNAVAILABLE` when `maxRequests` live (pending or approved) requests are held.
 * @example
 * const fw = createFirewall({ tools, key, verifier, approvals: memoryApprovalStore({ maxRequests: 1000 }) });
 */
export function memoryApprovalStore(opts: MemoryApprovalStoreOptions = {}): ApprovalStore {
  if (!isOptionsObject(opts)) throw badArgument("memoryApprovalStore", "opts", "an options object ({ maxRequests, retentionMs })", opts);
  const maxRequests = positiveInt(opts.maxRequests, "opts.maxRequests", 1, DEFAULT_MAX_REQUESTS);
  const retentionMs = positiveInt(opts.retentionMs, "opts.retentionMs", 0, DEFAULT_RETENTION_MS);

  /** Requests by id, in insertion order. */
  const byId = new Map<string, Held>();
  /** Ids per call key, and the latest of them. */
  const byCall = new Map<string, { ids: Set<string>; latest: string }>();
  let seq = 0;
  let closed = false;
  /**
   * The store's clock: the latest time a caller has given it (`createdAt`, or `now` of
   * `decide` / `consume`). Pruning follows the caller's clock, not the wall clock, so a
   * firewall with its own `now` never sees a request dropped early.
   */
  let clock = -Infinity;
  const tick = (t: number) => {
    if (t > clock) clock = t;
  };

  const open = () => {
    if (closed) throw new RampartError("ERR_STORE_UNAVAILABLE", "the memory approval store is closed");
  };

  const remove = (id: string) => {
    const held = byId.get(id);
    if (!held) return;
    byId.delete(id);
    const key = callKey(held.req.sessionId, held.req.subject, held.req.callId);
    const entry = byCall.get(key);
    if (!entry) return;
    entry.ids.delete(id);
    if (entry.ids.size === 0) {
      byCall.delete(key);
    } else if (entry.latest === id) {
      let best: Held | undefined;
      for (const other of entry.ids) {
        const h = byId.get(other) as Held;
        if (!best || later(h, best)) best = h;
      }
      entry.latest = (best as Held).req.id;
    }
  };

  /** Drops requests past retention from the oldest end (insertion order follows the clock in practice). */
  const pruneHead = () => {
    for (const [id, held] of byId) {
      if (held.req.expiresAt + retentionMs > clock) break;
      remove(id);
    }
  };

  /** At capacity: drops settled requests, oldest first, down to `EVICT_TO` of the cap. */
  const evictSettled = () => {
    const target = Math.floor(maxRequests * EVICT_TO);
    for (const [id, held] of byId) {
      if (byId.size <= target) break;
      const status = effectiveStatus(held.req, clock);
      if (status !== "pending" && status !== "approved") remove(id);
    }
  };

  const find = (id: string) => byId.get(id)?.req;

  return {
    async create(req) {
      open();
      tick(req.createdAt);
      if (byId.has(req.id)) throw new RampartError("ERR_BAD_INPUT", `approval request ${req.id} already exists`);
      pruneHead();
      if (byId.size >= maxRequests) evictSettled();
      if (byId.size >= maxRequests) {
        throw new RampartError(
          "ERR_STORE_UNAVAILABLE",
          `the memory approval store holds ${byId.size} pending or approved requests (maxRequests); decide or let them expire, raise maxRequests, or use sqliteApprovalStore / redisApprovalStore`,
          { details: { store: "memory", maxRequests } },
        );
      }
      const held: Held = { req: copy(req), seq: seq++ };
      byId.set(req.id, held);
      const key = callKey(req.sessionId, req.subject, req.callId);
      const entry = byCall.get(key);
      if (!entry) byCall.set(key, { ids: new Set([req.id]), latest: req.id });
      else {
        entry.ids.add(req.id);
        if (later(held, byId.get(entry.latest) as Held)) entry.latest = req.id;
      }
    },
    async get(id) {
      open();
      const r = find(id);
      return r ? copy(r) : null;
    },
    async findByCall(sessionId, subject, callId, argsHmac) {
      open();
      const entry = byCall.get(callKey(sessionId, subject, callId));
      if (!entry) return null;
      if (argsHmac === undefined) {
        const r = find(entry.latest);
        return r ? copy(r) : null;
      }
      let best: Held | undefined;
      for (const id of entry.ids) {
        const h = byId.get(id) as Held;
        if (h.req.argsHmac === argsHmac && (!best || later(h, best))) best = h;
      }
      return best ? copy(best.req) : null;
    },
    async decide(id, decision, by, now) {
      open();
      tick(now);
      const r = find(id);
      if (!r) throw new RampartError("ERR_BAD_INPUT", `no approval request ${id}`);
      if (r.status !== "pending" || r.expiresAt <= now) {
        throw new RampartError("ERR_BAD_INPUT", `approval request ${id} is ${effectiveStatus(r, now)}, not pending`);
      }
      r.status = decision;
      r.decidedBy = by;
      r.decidedAt = now;
      return copy(r);
    },
    async consume(id, now) {
      open();
      tick(now);
      const r = find(id);
      if (!r || r.status !== "approved" || r.expiresAt <= now) return false;
      r.status = "consumed";
      return true;
    },
    async void(id) {
      open();
      const r = find(id);
      if (r && (r.status === "pending" || r.status === "approved")) r.status = "voided";
    },
    async list(query: ApprovalQuery = {}) {
      open();
      const now = Date.now();
      const limit = query.limit ?? 100;
      const all = [...byId.values()].sort((a, b) => (later(a, b) ? -1 : later(b, a) ? 1 : 0)).map((h) => h.req);
      // Status is filtered after expiry is applied, as in the SQLite store.
      const filtered = query.status ? all.filter((r) => effectiveStatus(r, now) === query.status) : all;
      return filtered.slice(0, Math.max(0, limit)).map(copy);
    },
    async close() {
      closed = true;
      byId.clear();
      byCall.clear();
    },
  };
}
