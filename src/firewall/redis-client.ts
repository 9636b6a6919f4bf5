/**
 * An ioredis client as Rampart's public types name it: `new Redis(url)` from ioredis, or
 * `failFastRedis(url)`. Declared by members every such client has, so Rampart's published
 * types do not need ioredis installed (it is an optional peer, issue 22); the stores use the
 * full ioredis API inside.
 */
export interface RedisClient {
  /** ioredis's connection state (`"ready"`, `"connecting"`, …). */
  readonly status: string;
  quit(): Promise<unknown>;
  disconnect(): void;
}
