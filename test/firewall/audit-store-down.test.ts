/**
 * A PostgreSQL audit store that is down fails the firewall at start (fail closed), like a
 * Redis store does: no dispatch, and so no side effect, runs before the first audit write
 * would have failed. Needs no PostgreSQL: the failure path uses a port nothing listens on.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../../src/core/index.js";
import { defineTool, firewallFromConfig, postgresAuditSink } from "../../src/firewall/index.js";

/** A local TCP port that was free a moment ago and is closed now (connections are refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((res) => server.listen(0, "127.0.0.1", res));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((res) => server.close(() => res()));
  return port;
}

describe("PostgreSQL audit store down at start", () => {
  it("firewallFromConfig rejects with ERR_STORE_UNAVAILABLE naming the store (password hidden); no handler runs", async () => {
    const port = await closedPort();
    const dir = mkdtempSync(join(tmpdir(), "rampart-pgdown-"));
    const cfg = join(dir, "rampart.config.yaml");
    writeFileSync(
      cfg,
      `firewall:\n  approvals: { store: { kind: sqlite, path: ":memory:" } }\n  audit: { log: 'off', store: { kind: postgres, url: "postgres://u:s3cret@127.0.0.1:${port}/x" } }\n`,
    );
    let ran = 0;
    const wipe = defineTool({
      name: "wipe",
      description: "a write side effect",
      schema: z.object({ q: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" },
      handler: () => {
        ran += 1;
        return "done";
      },
    });
    // A start that retried forever would hang here until the test's timeout: no timed assertion needed.
    const err = await firewallFromConfig(loadConfig(cfg), { tools: [wipe], localSessions: true }, { RAMPART_FIREWALL_KEY: "k".repeat(64) }).then(
      () => null,
      (e: unknown) => e as { code?: string; message?: string },
    );
    expect(err?.code).toBe("ERR_STORE_UNAVAILABLE");
    expect(err?.message).toContain(`audit store postgres at postgres://***:***@127.0.0.1:${port}/x`); // user and password hidden
    expect(err?.message).not.toContain("s3cret");
    expect(ran).toBe(0);
  });

  it("a failed start removes the SQLite approval file it created, and never one that existed before", async () => {
    const port = await closedPort();
    const dir = mkdtempSync(join(tmpdir(), "rampart-pgdown-"));
    const cfg = join(dir, "rampart.config.yaml");
    const yaml = (db: string) =>
      `firewall:\n  approvals: { store: { kind: sqlite, path: "${db}" } }\n  audit: { log: 'off', store: { kind: postgres, url: "postgres://u:p@127.0.0.1:${port}/x" } }\n`;
    const start = async () =>
      firewallFromConfig(loadConfig(cfg), { tools: [], localSessions: true }, { RAMPART_FIREWALL_KEY: "k".repeat(64) }).then(
        () => null,
        (e: unknown) => (e as { code?: string }).code,
      );
    writeFileSync(cfg, yaml("approvals.db"));
    expect(await start()).toBe("ERR_STORE_UNAVAILABLE");
    expect(readdirSync(dir).sort()).toEqual(["rampart.config.yaml"]);
    // a store file the operator already has is left as it was
    const kept = join(dir, "kept.db");
    writeFileSync(kept, "");
    writeFileSync(cfg, yaml("kept.db"));
    expect(await start()).toBe("ERR_STORE_UNAVAILABLE");
    expect(existsSync(kept)).toBe(true);
  });

  it("the sink's probe rejects, and close after it neither throws nor can be called twice into an error", async () => {
    const port = await closedPort();
    const sink = postgresAuditSink({ url: `postgres://u:p@127.0.0.1:${port}/x` });
    await expect(sink.probe?.()).rejects.toThrow(/ECONNREFUSED/);
    await expect(sink.close()).resolves.toBeUndefined();
    await expect(sink.close()).resolves.toBeUndefined();
  });
});
