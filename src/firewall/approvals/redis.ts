/**
 * Approval store in Redis, so replicas agree on pending approvals (DESIGN.md "Scale"). Each
 * request is a hash; state changes run as Lua scripts, which Redis executes atomically, so
 * a request is decided once and consumed once even when replicas race. Keys expire a week
 * after the request does (an audit window for `approvals list`).
 */
import type { Redis } from "ioredis";
import type { RedisClient } from "../redis-client.js";
import { RampartError } from "../../core/index.js";
import { checkStoredRequest, effectiveStatus, parseStoredList, type ApprovalQuery, type ApprovalRequest, type ApprovalStore } from "./types.js";

const RETENTION_MS = 7 * 24 * 3600 * 1000;

/** Returns `ok`, or why not: `missing`, the current status, or `expired`. */
const DECIDE = `
if redis.call('exists', KEYS[1]) == 0 then return 'missing' end
local st = redis.call('hget', KEYS[1], 'status')
if st ~= 'pending' then return st end
if tonumber(redis.call('hget', KEYS[1], 'expiresAt')) <= tonumber(ARGV[3]) then return 'expired' end
redis.call('hset', KEYS[1], 'status', ARGV[1], 'decidedBy', ARGV[2], 'decidedAt', ARGV[3])
return 'ok'`;

const CONSUME = `
if redis.call('hget', KEYS[1], 'status') ~= 'approved' then return 0 end
if tonumber(redis.call('hget', KEYS[1], 'expiresAt')) <= tonumber(ARGV[1]) then return 0 end
redis.call('hset', KEYS[1], 'status', 'consumed')
return 1`;

const VOID = `
local st = redis.call('hget', KEYS[1], 'status')
if st == 'pending' or st == 'approved' then redis.call('hset', KEYS[1], 'status', 'voided') end
return 1`;

function toHash(r: ApprovalRequest): Record<string, string> {
  return {
    id: r.id,
    tool: r.tool,
    argsHmac: r.argsHmac,
    callId: r.callId,
    sessionId: r.sessionId,
    subject: r.subject,
    reasons: JSON.stringify(r.reasons),
    taintedBy: JSON.stringify(r.taintedBy),
    sealedArgs: r.sealedArgs ?? "",
    status: r.status,
    createdAt: String(r.createdAt),
    expiresAt: String(r.expiresAt),
    decidedBy: r.decidedBy ?? "",
    decidedAt: r.decidedAt === null ? "" : String(r.decidedAt),
  };
}

const STORE = "redis approval store";

function fromHash(h: Record<string, string>): ApprovalRequest | null {
  if (!h.id) return null;
  return checkStoredRequest({
    id: h.id,
    tool: h.tool ?? "",
    argsHmac: h.argsHmac ?? "",
    callId: h.callId ?? "",
    sessionId: h.sessionId ?? "",
    subject: h.subject ?? "",
    reasons: parseStoredList(h.reasons ?? "[]", "reasons", h.id, STORE),
    taintedBy: parseStoredList(h.taintedBy ?? "[]", "taintedBy", h.id, STORE),
    sealedArgs: h.sealedArgs ? h.sealedArgs : null,
    status: h.status as ApprovalRequest["status"],
    createdAt: Number(h.createdAt),
    expiresAt: Number(h.expiresAt),
    decidedBy: h.decidedBy ? h.decidedBy : null,
    decidedAt: h.decidedAt ? Number(h.decidedAt) : null,
  }, STORE);
}

/**
 * Approval store backed by Redis.
 *
 * @param client an ioredis client (the caller owns and closes it).
 * @param prefix key prefix (default `rampart:`).
 */
export function redisApprovalStore(redisClient: RedisClient, prefix = "rampart:"): ApprovalStore {
  const client = redisClient as Redis; // ioredis is the only source of a RedisClient
  const key = (id: string) => `${prefix}approval:${id}`;
  // JSON keeps the three parts apart whatever characters a session id or subject holds.
  const callKey = (sessionId: string, subject: string, callId: string) => `${prefix}approval-call:${JSON.stringify([sessionId, subject, callId])}`;
  // The latest request of a call per argument HMAC: a resend with other arguments keeps the first's grant findable.
  const callArgsKey = (sessionId: string, subject: string, callId: string, argsHmac: string) =>
    `${prefix}approval-call-args:${JSON.stringify([sessionId, subject, callId, argsHmac])}`;
  const index = `${prefix}approvals`;
  const get = async (id: string) => fromHash(await client.hgetall(key(id)));

  return {
    async create(req) {
      const ttl = Math.max(1, req.expiresAt - Date.now() + RETENTION_MS);
      await client
        .multi()
        .hset(key(req.id), toHash(req))
        .pexpire(key(req.id), ttl)
        .set(callKey(req.sessionId, req.subject, req.callId), req.id, "PX", ttl)
        .set(callArgsKey(req.sessionId, req.subject, req.callId, req.argsHmac), req.id, "PX", ttl)
        .zadd(index, req.createdAt, req.id)
        .zremrangebyscore(index, "-inf", Date.now() - RETENTION_MS)
        .exec();
    },
    get,
    async findByCall(sessionId, subject, callId, argsHmac) {
      const id = await client.get(argsHmac === undefined ? callKey(sessionId, subject, callId) : callArgsKey(sessionId, subject, callId, argsHmac));
      return id ? get(id) : null;
    },
    async decide(id, decision, by, now) {
      const res = (await client.eval(DECIDE, 1, key(id), decision, by, String(now))) as string;
      if (res === "ok") return (await get(id)) as ApprovalRequest;
      if (res === "missing") throw new RampartError("ERR_BAD_INPUT", `no approval request ${id}`);
      throw new RampartError("ERR_BAD_INPUT", `approval request ${id} is ${res}, not pending`);
    },
    async consume(id, now) {
      return ((await client.eval(CONSUME, 1, key(id), String(now))) as number) === 1;
    },
    async void(id) {
      await client.eval(VOID, 1, key(id));
    },
    async list(query: ApprovalQuery = {}) {
      const now = Date.now();
      const limit = query.limit ?? 100;
      const ids = await client.zrevrange(index, 0, (query.status ? Math.max(limit * 10, 1000) : limit) - 1);
      if (ids.length === 0) return [];
      const pipe = client.pipeline();
      for (const id of ids) pipe.hgetall(key(id));
      const results = (await pipe.exec()) ?? [];
      const rows = results.map(([, h]) => fromHash((h ?? {}) as Record<string, string>)).filter((r): r is ApprovalRequest => r !== null);
      const filtered = query.status ? rows.filter((r) => effectiveStatus(r, now) === query.status) : rows;
      return filtered.slice(0, limit);
    },
    async close() {},
  };
}
