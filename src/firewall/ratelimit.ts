/**
 * Per-caller, per-tool rate limits (seed 003 `RateLimit`) with rate-limiter-flexible: in
 * process memory by default, in Redis when configured so the limit holds across replicas
 * (DESIGN.md "Scale").
 *
 * Fail closed: when Redis errors or does not answer within `timeoutMs`, the call is denied
 * with `ERR_STORE_UNAVAILABLE` — or, if configured, counted by a per-replica memory limiter
 * instead (a limit that is N× looser with N replicas, never no limit). Never an allow.
 */
import { createRequire } from "node:module";
import type { RedisClient } from "./redis-client.js";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RampartError } from "../core/index.js";
import type { RateLimit } from "./policy.js";
import { withTimeout } from "./timeout.js";

/** Which counter decided. */
export type RateStore = "memory" | "redis" | "memory-fallback";

/** Outcome of one consume. */
export type RateDecision =
  | { allowed: true; store: RateStore }
  | { allowed: false; store: RateStore; /** ms until a point frees up */ retryAfterMs: number };

/** The limiter of one tool. */
export interface ToolRateLimiter {
  /**
   * Counts one call by `subject`.
   *
   * @throws RampartError `ERR_STORE_UNAVAILABLE` when the store is down and no fallback is configured.
   */
  consume(subject: string): Promise<RateDecision>;
  /**
   * Counts one call by `subject` and decides at once, when the store answers in process
   * (the memory limiter): the same counter as `consume`, without a promise, so a dispatch
   * on the in-process path does not wait a microtask turn for it. Absent for a store that
   * must be asked over the network (Redis): call `consume`.
   */
  consumeNow?(subject: string): RateDecision;
}

/** Builds the limiter of each tool once, when the firewall is built. */
export interface RateLimits {
  forTool(tool: string, limit: RateLimit): ToolRateLimiter;
}

/** What a `MemoryStorage` counter answers (rate-limiter-flexible's `RateLimiterRes`). */
interface MemoryCount {
  consumedPoints: number;
  msBeforeNext: number;
}

/** rate-limiter-flexible's in-process counter store (the one `RateLimiterMemory` keeps; expiry by an unref'd timer per key). */
interface MemoryStorageLike {
  incrby(key: string, value: number, durationSec: number): MemoryCount;
}

/**
 * The store class behind `RateLimiterMemory`, loaded from the pinned rate-limiter-flexible
 * (11.4.0; its `lib/` files are public paths: the package has no `exports` map). Its
 * `incrby` is synchronous; `RateLimiterMemory.consume` only wraps it in a promise.
 */
const MemoryStorage = createRequire(import.meta.url)("rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js") as new () => MemoryStorageLike;

/**
 * Limits in process memory (one replica): a fixed window per caller and tool that opens at
 * the caller's first call and lasts `duration` seconds, at most `points` calls in it —
 * `RateLimiterMemory`'s own decision (no block duration, no even spreading), read from its
 * store synchronously (`consumeNow`); `consume` is the same decision as a promise.
 */
export function memoryRateLimits(): RateLimits {
  return {
    forTool(tool, limit) {
      // built for its checks of the options (finite points, non-negative duration), as before
      const rl = new RateLimiterMemory({ points: limit.points, duration: limit.duration, keyPrefix: `rl:${tool}` });
      // One store per tool, so it is keyed by the subject itself (the session's own string,
      // whose hash V8 keeps): no key string is built and hashed per call.
      const storage = new MemoryStorage();
      const points = rl.points;
      const duration = rl.duration;
      const consumeNow = (subject: string): RateDecision => {
        const res = storage.incrby(subject, 1, duration);
        return res.consumedPoints > points ? { allowed: false, store: "memory", retryAfterMs: res.msBeforeNext } : ALLOWED.memory;
      };
      return { consumeNow, consume: (subject) => Promise.resolve(consumeNow(subject)) };
    },
  };
}

/** Options of `redisRateLimits`. */
export interface RedisRateLimitOptions {
  /** An ioredis client; create it with `enableOfflineQueue: false` so an outage fails fast. */
  client: RedisClient;
  /** Key prefix (default `rampart:`). */
  prefix?: string;
  /** Store down: deny (default) or count in process memory. */
  onStoreDown?: "deny" | "memory";
  /** A store answer slower than this counts as down, in ms (default 250). */
  timeoutMs?: number;
  /** Told once per fallback to memory, so operators see it. */
  onFallback?: (tool: string, cause: unknown) => void;
}

/** Limits shared by every replica through Redis. */
export function redisRateLimits(opts: RedisRateLimitOptions): RateLimits {
  const prefix = opts.prefix ?? "rampart:";
  const timeoutMs = opts.timeoutMs ?? 250;
  return {
    forTool(tool, limit) {
      const redis = new RateLimiterRedis({
        storeClient: opts.client,
        points: limit.points,
        duration: limit.duration,
        keyPrefix: `${prefix}rl:${tool}`,
        rejectIfRedisNotReady: true,
      });
      const fallback =
        opts.onStoreDown === "memory"
          ? new RateLimiterMemory({ points: limit.points, duration: limit.duration, keyPrefix: `rl:${tool}` })
          : undefined;
      return {
        async consume(subject) {
          try {
            return await withTimeout(consumeWith(redis, subject, "redis"), timeoutMs, "rate-limit store");
          } catch (cause) {
            if (cause instanceof RampartError && cause.code !== "ERR_STORE_UNAVAILABLE") throw cause;
            if (!fallback) {
              throw new RampartError("ERR_STORE_UNAVAILABLE", `rate-limit store unavailable for ${tool}`, { cause, details: { tool, store: "redis" } });
            }
            opts.onFallback?.(tool, cause);
            return consumeWith(fallback, subject, "memory-fallback");
          }
        },
      };
    },
  };
}

/** Decisions that carry nothing per call, shared (never mutated by readers). */
const ALLOWED: Readonly<Record<RateStore, RateDecision>> = Object.freeze({
  memory: Object.freeze({ allowed: true, store: "memory" }),
  redis: Object.freeze({ allowed: true, store: "redis" }),
  "memory-fallback": Object.freeze({ allowed: true, store: "memory-fallback" }),
});

/** The fulfilment handler of each store, built once. */
const ALLOW: Readonly<Record<RateStore, () => RateDecision>> = {
  memory: () => ALLOWED.memory,
  redis: () => ALLOWED.redis,
  "memory-fallback": () => ALLOWED["memory-fallback"],
};

/** The rejection handler of each store, built once (rate-limiter-flexible rejects with a `RateLimiterRes` when over the limit, with an `Error` when the store fails). */
const REJECTED: Readonly<Record<RateStore, (e: unknown) => RateDecision>> = {
  memory: (e) => overLimit(e, "memory"),
  redis: (e) => overLimit(e, "redis"),
  "memory-fallback": (e) => overLimit(e, "memory-fallback"),
};

function overLimit(e: unknown, store: RateStore): RateDecision {
  if (e instanceof RateLimiterRes) return { allowed: false, store, retryAfterMs: e.msBeforeNext };
  throw new RampartError("ERR_STORE_UNAVAILABLE", `rate-limit store error`, { cause: e });
}

/** One consume, as a decision; no closure or decision object per allowed call. */
function consumeWith(rl: RateLimiterAbstract, subject: string, store: RateStore): Promise<RateDecision> {
  return rl.consume(subject).then(ALLOW[store], REJECTED[store]);
}
