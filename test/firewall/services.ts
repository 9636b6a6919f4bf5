/**
 * Tests that need the shared Redis (127.0.0.1:6379), PostgreSQL (127.0.0.1:5432) or a
 * `redis-server` binary. When a service is not reachable they are skipped with a printed
 * reason; with `RAMPART_REQUIRE_SERVICES=1` (set by `.ci/run`) a missing service fails the
 * test file instead, so CI cannot pass by skipping. Probes are one TCP connect each, made
 * once per test file; they never start or stop the shared services.
 */
import { spawnSync } from "node:child_process";
import { connect } from "node:net";
import { describe } from "vitest";

/** The services a test can need. */
export type Service = "redis" | "postgres" | "redis-server";

const ENDPOINTS = { redis: ["127.0.0.1", 6379], postgres: ["127.0.0.1", 5432] } as const;

function tcpReachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function probe(service: Service): Promise<string | null> {
  if (service === "redis-server") {
    const r = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
    return r.status === 0 ? null : "no redis-server binary on PATH";
  }
  const [host, port] = ENDPOINTS[service];
  return (await tcpReachable(host, port)) ? null : `${service} is not reachable on ${host}:${port}`;
}

const cache = new Map<Service, Promise<string | null>>();

/**
 * Why the tests needing `services` cannot run (`null`: they can).
 *
 * @throws Error when a service is missing and `RAMPART_REQUIRE_SERVICES=1`.
 */
export async function missingService(...services: Service[]): Promise<string | null> {
  for (const s of services) {
    if (!cache.has(s)) cache.set(s, probe(s));
    const why = await (cache.get(s) as Promise<string | null>);
    if (why === null) continue;
    if (process.env.RAMPART_REQUIRE_SERVICES === "1") throw new Error(`RAMPART_REQUIRE_SERVICES=1 but ${why}`);
    return why;
  }
  return null;
}

/** `describe` that runs only when `services` are reachable; prints why it skipped otherwise. */
export async function describeWithServices(name: string, services: Service[], fn: () => void): Promise<void> {
  const why = await missingService(...services);
  if (why !== null) {
    console.warn(`[skip] ${name}: ${why} (set RAMPART_REQUIRE_SERVICES=1 to fail instead)`);
    describe.skip(name, fn);
    return;
  }
  describe(name, fn);
}
