/**
 * Audit log file errors never crash or hang the process (hostile review B10): an unusable
 * path is `ERR_CONFIG` when the logger is made; a write error later (disk full: /dev/full
 * answers ENOSPC) turns the auditor unhealthy, so the firewall denies every dispatch with
 * `ERR_STORE_UNAVAILABLE`, and the process still exits normally.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { auditLogger, createAuditor, defineTool, sqliteAuditSink } from "../../src/firewall/index.js";
import { CLI_BUILD_DIR } from "../helpers/cli-build.js";
import { codeOf, firewall, session } from "./helpers.js";

const runs: string[] = [];
const pay = defineTool({
  name: "pay",
  description: "pay",
  schema: z.object({}),
  policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" },
  handler: () => {
    runs.push("pay");
    return "ok";
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("an unusable audit log path is ERR_CONFIG at construction", () => {
  const dir = mkdtempSync(join(tmpdir(), "rampart-log-"));
  const file = join(dir, "plain-file");
  writeFileSync(file, "x");
  it.each([
    ["a path under a regular file", join(file, "audit.log")],
    ["a path that is a directory", dir],
    ["a path two levels under a regular file", join(file, "a", "audit.log")],
  ])("%s", (_why, path) => {
    expect(() => auditLogger(path)).toThrow(expect.objectContaining({ code: "ERR_CONFIG", message: expect.stringContaining("firewall.audit.log") }));
  });

  it("a usable path in a folder that does not exist yet is made and works", async () => {
    const path = join(dir, "new", "sub", "audit.log");
    const logger = auditLogger(path);
    const auditor = createAuditor({ sink: sqliteAuditSink(":memory:"), logger });
    expect(existsSync(path)).toBe(true);
    await auditor.close();
  });
});

describe.skipIf(!existsSync("/dev/full"))("a write error later (disk full)", () => {
  it("turns the auditor unhealthy: later dispatches are ERR_STORE_UNAVAILABLE, no handler runs, close resolves", async () => {
    runs.length = 0;
    const auditor = createAuditor({ sink: sqliteAuditSink(":memory:"), logger: auditLogger("/dev/full") });
    const fw = firewall({ tools: [pay], auditor });
    const s = await session("alice", []);
    expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("resolved");
    for (let i = 0; i < 50 && auditor.healthy; i++) await sleep(20);
    expect(auditor.healthy).toBe(false);
    expect(auditor.logErrors).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("ERR_STORE_UNAVAILABLE");
    expect(runs).toEqual(["pay"]);
    await fw.close();
  });

  it("the process neither crashes nor hangs at exit", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-log-child-"));
    // The sources as transpiled once by the global setup (cli-build.ts): plain node runs the
    // child, without a tsx start compiling the firewall's module graph again.
    const script = join(dir, "child.mjs");
    const src = pathToFileURL(join(CLI_BUILD_DIR, "firewall", "index.js")).href;
    writeFileSync(
      script,
      `import { auditLogger, createAuditor, sqliteAuditSink } from ${JSON.stringify(src)};
const auditor = createAuditor({ sink: sqliteAuditSink(":memory:"), logger: auditLogger("/dev/full"), flushDelayMs: 1 });
for (let i = 0; i < 5; i++) {
  auditor.record({ kind: "dispatch", traceId: "t" + i, ts: 0, sessionId: null, caller: null, tool: null, callRef: null, sideEffect: null, argsHmac: null, scopes: [], decision: "deny", code: null, detail: null, sanitized: false, taintedBy: [], approvalId: null, latencyMs: 0 });
  await new Promise((r) => setTimeout(r, 30));
}
console.log("healthy=" + auditor.healthy);
`,
    );
    const r = spawnSync(process.execPath, [script], { encoding: "utf8", timeout: 30_000 });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("healthy=false");
  }, 40_000);
});

describe("a logger the application passes that throws", () => {
  it("counts as a failed log: the auditor turns unhealthy, nothing throws out of record", async () => {
    runs.length = 0;
    const broken = new Writable({
      write(_chunk, _enc, cb) {
        cb();
      },
    });
    const logger = pino({}, broken);
    logger.info = (() => {
      throw new Error("EPIPE");
    }) as never;
    const auditor = createAuditor({ sink: sqliteAuditSink(":memory:"), logger });
    const fw = firewall({ tools: [pay], auditor });
    const s = await session("alice", []);
    expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("resolved");
    await fw.flush();
    expect(auditor.healthy).toBe(false);
    expect(auditor.logErrors).toBe(1);
    expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("ERR_STORE_UNAVAILABLE");
    expect(runs).toEqual(["pay"]);
    await fw.close();
  });
});
