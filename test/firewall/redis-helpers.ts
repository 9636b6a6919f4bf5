/**
 * Real Redis for the tests: the shared server on 127.0.0.1:6379 (keys under a unique
 * prefix, removed afterwards — never FLUSHALL), and private `redis-server` processes a test
 * starts on a free port and kills to simulate an outage (the shared one is never stopped).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { failFastRedis } from "../../src/firewall/index.js";

export const SHARED_REDIS = "redis://127.0.0.1:6379";

/** A unique key prefix for one test file. */
export function testPrefix(): string {
  return `rampart-test:${randomUUID()}:`;
}

/** Deletes every key under `prefix` (SCAN, never KEYS or FLUSHALL). */
export async function deletePrefix(client: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length) await client.del(...keys);
  } while (cursor !== "0");
}

/** A connected fail-fast client. */
export async function connect(url: string): Promise<Redis> {
  // failFastRedis is typed by the few members Rampart's types may name; it is an ioredis client.
  const client = failFastRedis(url) as Redis;
  if (client.status !== "ready") await new Promise<void>((resolve) => client.once("ready", () => resolve()));
  return client;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A private redis-server on a free port; `kill()` stops exactly that process. */
export interface PrivateRedis {
  url: string;
  kill(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error("private redis-server did not start");
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
