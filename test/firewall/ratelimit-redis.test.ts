import type { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, redisApprovalStore, redisRateLimits, type Firewall } from "../../src/firewall/index.js";
import { codeOf, firewall, session } from "./helpers.js";
import { describeWithServices } from "./services.js";
import { SHARED_REDIS, connect, deletePrefix, startPrivateRedis, testPrefix, type PrivateRedis } from "./redis-helpers.js";

const ran: number[] = [];
const ping = defineTool({
  name: "ping",
  description: "A side effect we can count",
  schema: z.object({ n: z.number() }),
  policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: { points: 3, duration: 60 } },
  handler: ({ n }) => void ran.push(n),
});
const wipe = defineTool({
  name: "wipe",
  description: "Destructive",
  schema: z.object({}),
  policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: "none" },
  handler: () => void ran.push(-1),
});

async function burst(fw: Firewall, sub: string, from: number, count: number): Promise<string[]> {
  const s = await session(sub, []);
  const out: string[] = [];
  for (let i = from; i < from + count; i++) out.push(await codeOf(fw.dispatch({ name: "ping", arguments: { n: i } }, s)));
  return out;
}

await describeWithServices("rate limits shared through Redis (127.0.0.1:6379)", ["redis"], () => {
  let a: Redis;
  let b: Redis;
  const prefix = testPrefix();
  beforeAll(async () => {
    [a, b] = [await connect(SHARED_REDIS), await connect(SHARED_REDIS)];
  });
  afterAll(async () => {
    await deletePrefix(a, prefix);
    a.disconnect();
    b.disconnect();
  });

  it("the limit holds across two replicas, each with its own connection", async () => {
    ran.length = 0;
    const r1 = firewall({ tools: [ping], rateLimits: redisRateLimits({ client: a, prefix }) });
    const r2 = firewall({ tools: [ping], rateLimits: redisRateLimits({ client: b, prefix }) });
    const first = await burst(r1, "alice", 0, 2);
    const second = await burst(r2, "alice", 2, 2);
    expect([...first, ...second]).toEqual(["resolved", "resolved", "resolved", "ERR_RATE_LIMIT"]);
    // another caller has its own budget
    expect(await burst(r2, "bob", 10, 1)).toEqual(["resolved"]);
    expect(ran).toEqual([0, 1, 2, 10]);
    await r1.close();
    await r2.close();
  });
});

await describeWithServices("Redis outage (a private redis-server this test starts and kills)", ["redis-server"], () => {
  let server: PrivateRedis;
  let client: Redis;
  const prefix = testPrefix();
  beforeAll(async () => {
    server = await startPrivateRedis();
    client = await connect(server.url);
  });
  afterAll(async () => {
    client.disconnect();
    await server.kill();
  });

  it("denies with ERR_STORE_UNAVAILABLE, or falls back to a memory limit — never allows unlimited", async () => {
    ran.length = 0;
    const deny = firewall({ tools: [ping, wipe], rateLimits: redisRateLimits({ client, prefix, timeoutMs: 200 }), approvals: redisApprovalStore(client, prefix), storeTimeoutMs: 300 });
    const fallbacks: string[] = [];
    const fallback = firewall({
      tools: [ping],
      rateLimits: redisRateLimits({ client, prefix: `${prefix}fb:`, onStoreDown: "memory", timeoutMs: 200, onFallback: (tool) => fallbacks.push(tool) }),
    });
    expect(await burst(deny, "carol", 0, 1)).toEqual(["resolved"]);

    await server.kill();

    expect(await burst(deny, "carol", 1, 2)).toEqual(["ERR_STORE_UNAVAILABLE", "ERR_STORE_UNAVAILABLE"]);
    // approvals live in the same Redis: no store, no approval, no destructive call
    const s = await session("carol", []);
    expect(await codeOf(deny.dispatch({ name: "wipe", arguments: {} }, s))).toBe("ERR_STORE_UNAVAILABLE");
    // the fallback still counts: 3 allowed, the 4th refused
    expect(await burst(fallback, "carol", 100, 4)).toEqual(["resolved", "resolved", "resolved", "ERR_RATE_LIMIT"]);
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(ran).toEqual([0, 100, 101, 102]);
    await deny.close();
    await fallback.close();
  });
});
