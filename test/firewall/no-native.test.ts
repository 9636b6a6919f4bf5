/**
 * A plain `npm install rampart` (better-sqlite3 is an optional peer): better-sqlite3 cannot be loaded (simulated through
 * the one loader of optional packages), and `createFirewall` without `approvals` or
 * `auditor` still holds a destructive call, takes an approval and runs the retry once.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as Optional from "../../src/core/optional.js";

vi.mock("../../src/core/optional.js", async (importOriginal) => {
  const real = await importOriginal<typeof Optional>();
  const missing: Optional.ModuleLoader = (specifier) => {
    throw Object.assign(new Error(`Cannot find module '${specifier}'`), { code: "MODULE_NOT_FOUND" });
  };
  return {
    ...real,
    loadOptional: <T,>(specifier: Optional.OptionalSpecifier, feature: string, load?: Optional.ModuleLoader): T =>
      real.loadOptional<T>(specifier, feature, specifier === "better-sqlite3" ? missing : load),
  };
});

const { createFirewall, defineTool, memoryAuditSink, sqliteApprovalStore, sqliteAuditSink } = await import("../../src/firewall/index.js");
const { codeOf } = await import("./helpers.js");

describe("the firewall without better-sqlite3", () => {
  it("the simulation holds: the SQLite stores refuse with ERR_DEPENDENCY_MISSING", () => {
    expect(() => sqliteApprovalStore(":memory:")).toThrow(expect.objectContaining({ code: "ERR_DEPENDENCY_MISSING" }));
    expect(() => sqliteAuditSink(":memory:")).toThrow(/better-sqlite3/);
  });

  it("createFirewall with no store options: a held call, an approval, one retry that runs", async () => {
    const ran: string[] = [];
    const del = defineTool({
      name: "delete_file",
      description: "Delete a file",
      schema: z.object({ path: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["me"], sideEffect: "destructive", rateLimit: "none" },
      handler: ({ path }) => void ran.push(path),
    });
    const fw = createFirewall({ tools: [del], key: "a-test-key-of-sufficient-length" });
    const me = fw.openLocalSession({ subject: "me", scopes: [] });
    me.transcript.addUserRequest("please delete /tmp/a.txt");
    const call = { id: `c-${randomUUID().slice(0, 8)}`, name: "delete_file", arguments: { path: "/tmp/a.txt" } };
    const held = await fw.safeDispatch(call, me);
    expect(held.ok).toBe(false);
    if (held.ok) return;
    expect(held.error.code).toBe("ERR_APPROVAL_REQUIRED");
    const { approvalId } = held.error.details as { approvalId: string };
    await fw.approve(approvalId, "ops");
    expect(await codeOf(fw.dispatch(call, me))).toBe("resolved");
    expect(ran).toEqual(["/tmp/a.txt"]);
    // single use still holds on the default store
    expect(await codeOf(fw.dispatch(call, me))).toBe("ERR_APPROVAL_REQUIRED");
    expect((await fw.approvals.get(approvalId))?.status).toBe("consumed");
    await fw.flush();
    await fw.close();
    expect(ran).toEqual(["/tmp/a.txt"]);
  });
});

describe("memoryAuditSink", () => {
  const event = (n: number) => ({ kind: "dispatch", traceId: `t${n}`, ts: n, scopes: [], taintedBy: [] }) as never;

  it("keeps the latest maxEvents, oldest first, and counts what it dropped", async () => {
    const sink = memoryAuditSink({ maxEvents: 3 });
    await sink.write([event(1), event(2)]);
    await sink.write([event(3), event(4), event(5)]);
    expect(sink.events().map((e) => e.traceId)).toEqual(["t3", "t4", "t5"]);
    expect(sink.dropped).toBe(2);
    sink.events()[0]?.scopes.push("x");
    expect(sink.events()[0]?.scopes).toEqual([]);
    const none = memoryAuditSink({ maxEvents: 0 });
    await none.write([event(1)]);
    expect([none.events(), none.dropped]).toEqual([[], 1]);
    expect(() => memoryAuditSink({ maxEvents: -1 })).toThrow(/maxEvents/);
    await sink.close();
    expect(sink.events()).toEqual([]);
  });
});
