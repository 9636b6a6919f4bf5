/**
 * A Redis store URL is checked when the config is parsed (break-it report: a database part
 * that is not an integer made ioredis send `SELECT NaN` and crashed the process), and a
 * database Redis refuses at connect time is ERR_STORE_UNAVAILABLE, never database 0.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT, RampartError, parseConfig, redisUrlProblem } from "../../src/core/index.js";
import { failFastRedis, openConfiguredStores } from "../../src/firewall/index.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";

function configError(fn: () => unknown): RampartError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    return e as RampartError;
  }
  throw new Error("accepted");
}

const BAD = ["redis://127.0.0.1:6379/notadb", "redis://:::::", "redis://127.0.0.1:6379/-1", "redis://127.0.0.1:6379/1.5", "redis://127.0.0.1:6379/0x1", "redis://127.0.0.1:6379/99999999999", "http://127.0.0.1:6379", "127.0.0.1:6379"];

describe("Redis store URL", () => {
  it.each(BAD)("%s is ERR_CONFIG naming the key, for both stores", (url) => {
    for (const firewall of [{ rateLimit: { store: { kind: "redis", url } } }, { approvals: { store: { kind: "redis", url } } }]) {
      const e = configError(() => parseConfig({ firewall }, "c.yaml"));
      expect(e.code).toBe("ERR_CONFIG");
      expect(e.message).toMatch(/firewall\.(rateLimit|approvals)\.store\.url/);
      expect(e.message).toMatch(/redis:\/\/|database/);
    }
  });

  it("the message hides the password", () => {
    const e = configError(() => parseConfig({ firewall: { approvals: { store: { kind: "redis", url: "redis://user:s3cret-pw@127.0.0.1:6379/x" } } } }, "c.yaml"));
    expect(e.message).not.toContain("s3cret-pw");
    expect(e.message).toContain("***");
  });

  it.each(["redis://127.0.0.1:6379", "redis://127.0.0.1:6379/", "redis://127.0.0.1:6379/0", "redis://127.0.0.1:6379/15", "rediss://h:6380/3", "redis://:pw@h/2147483647"])("%s is accepted", (url) => {
    expect(redisUrlProblem(url)).toBeNull();
    expect(() => parseConfig({ firewall: { rateLimit: { store: { kind: "redis", url } } } }, "c.yaml")).not.toThrow();
  });

  it("failFastRedis refuses a bad URL with ERR_CONFIG before connecting", () => {
    expect(configError(() => failFastRedis("redis://127.0.0.1:6379/notadb")).code).toBe("ERR_CONFIG");
  });

  it("a database the server refuses is ERR_STORE_UNAVAILABLE at open, not database 0", async () => {
    const loaded = { config: parseConfig({ firewall: { approvals: { store: { kind: "redis", url: "redis://127.0.0.1:6379/99999" } } } }, "c.yaml"), baseDir: tmpdir(), path: join(tmpdir(), "c.yaml") };
    const err = await openConfiguredStores(loaded as never, { approvals: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RampartError);
    expect((err as RampartError).code).toBe("ERR_STORE_UNAVAILABLE");
    expect((err as RampartError).message).toContain("refused the database");
  });

  it("CLI: approvals list with a non-integer database exits 2 with ERR_CONFIG, no stack", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-redis-url-"));
    const cfg = join(dir, "c.yaml");
    writeFileSync(cfg, 'firewall: {keyEnv: K, approvals: {store: {kind: redis, url: "redis://127.0.0.1:6379/notadb"}}}\n');
    const r = spawnSync(process.execPath, [CLI_ENTRY, "approvals", "list", "--config", cfg], { cwd: PACKAGE_ROOT, encoding: "utf8", env: { ...process.env, K: "k".repeat(32) }, timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("firewall.approvals.store.url");
    expect(r.stderr).not.toContain("ReplyError");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

/**
 * A host name that does not resolve (RFC 6761 reserves `.invalid`) is a configuration error:
 * one ERR_STORE_UNAVAILABLE naming the host and port, and a client that stops instead of
 * ioredis's default of retrying forever.
 */
describe("Redis store at a host that does not resolve", () => {
  const URL_ = "redis://cache-7f3a.rampart-test.invalid:6390";
  for (const [name, firewall] of [
    ["approvals", { approvals: { store: { kind: "redis", url: URL_ } } }],
    ["rate limits (deny when down)", { rateLimit: { onStoreDown: "deny", store: { kind: "redis", url: URL_ } } }],
  ] as const) {
    it(`${name}: one ERR_STORE_UNAVAILABLE naming the host and port`, async () => {
      const loaded = { config: parseConfig({ firewall }, "c.yaml"), baseDir: tmpdir(), path: join(tmpdir(), "c.yaml") };
      const err = await openConfiguredStores(loaded as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(RampartError);
      expect((err as RampartError).code).toBe("ERR_STORE_UNAVAILABLE");
      const msg = (err as RampartError).message;
      expect(msg).toContain('host "cache-7f3a.rampart-test.invalid"');
      expect(msg).toContain("port 6390");
      expect(msg).toMatch(/does not resolve|could not be resolved/);
    });
  }

  it("the port defaults to 6379 in the message", async () => {
    const loaded = { config: parseConfig({ firewall: { approvals: { store: { kind: "redis", url: "redis://nohost.rampart-test.invalid" } } } }, "c.yaml"), baseDir: tmpdir(), path: join(tmpdir(), "c.yaml") };
    const err = (await openConfiguredStores(loaded as never).then(
      () => null,
      (e: unknown) => e,
    )) as RampartError;
    expect(err.code).toBe("ERR_STORE_UNAVAILABLE");
    expect(err.message).toContain("port 6379");
  });

  it("failFastRedis stops retrying a name that never resolved (status end, not reconnecting)", async () => {
    const client = failFastRedis(URL_) as unknown as { status: string; once(ev: string, f: () => void): void; disconnect(): void };
    await new Promise<void>((resolve) => client.once("end", () => resolve()));
    expect(client.status).toBe("end");
    client.disconnect();
  });
});
