import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAuditor, defineTool, memoryApprovalStore, redisApprovalStore, sqliteApprovalStore, sqliteAuditSink, type ApprovalStore, type Firewall, type ToolCall } from "../../src/firewall/index.js";
import { codeOf, firewall, session } from "./helpers.js";
import { SHARED_REDIS, connect, deletePrefix, testPrefix } from "./redis-helpers.js";
import { missingService } from "./services.js";

let redis: Redis | undefined;
const prefix = testPrefix();
const noRedis = await missingService("redis");
if (noRedis) console.warn(`[skip] approvals (redis store): ${noRedis} (set RAMPART_REQUIRE_SERVICES=1 to fail instead)`);
beforeAll(async () => {
  if (!noRedis) redis = await connect(SHARED_REDIS);
});
afterAll(async () => {
  if (!redis) return;
  await deletePrefix(redis, prefix);
  redis.disconnect();
});

const STORES: [string, () => ApprovalStore][] = [
  ["sqlite", () => sqliteApprovalStore(":memory:")],
  ["memory", () => memoryApprovalStore()],
  ...(noRedis ? [] : [["redis", () => redisApprovalStore(redis as Redis, prefix)] as [string, () => ApprovalStore]]),
];

describe.each(STORES)("approvals (%s store)", (_name, makeStore) => {
  const ran: string[] = [];
  const del = defineTool({
    name: "delete_file",
    description: "Delete a file",
    schema: z.object({ path: z.string(), force: z.boolean().optional() }),
    policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: "none" },
    handler: ({ path }) => void ran.push(path),
  });
  let clock = Date.now();
  const build = (): Firewall => firewall({ tools: [del], approvals: makeStore(), approvalTtlMs: 60_000, now: () => clock });
  const call = (id: string, path = "/tmp/a.txt", extra: Record<string, unknown> = {}): ToolCall & { id: string } => ({ id: `${id}-${randomUUID().slice(0, 8)}`, name: "delete_file", arguments: { path, ...extra } });
  const pending = async (fw: Firewall, c: ToolCall, s: Awaited<ReturnType<typeof session>>) => {
    const r = await fw.safeDispatch(c, s);
    if (r.ok) throw new Error("expected an approval request");
    expect(r.error.code).toBe("ERR_APPROVAL_REQUIRED");
    return r.error.details as { approvalId: string; status: string; reasons: string[] };
  };

  it("a destructive call waits; the approval runs it exactly once (single use)", async () => {
    ran.length = 0;
    const fw = build();
    const s = await session("alice", []);
    const c = call("c1");
    const first = await pending(fw, c, s);
    // issue 18: the path is also vouched for by no trusted source (no user turn names it)
    expect(first).toMatchObject({ status: "pending", reasons: ["destructive", "vouch:path"] });
    // asking again before a decision returns the same request, not a new one
    expect((await pending(fw, c, s)).approvalId).toBe(first.approvalId);
    await fw.approve(first.approvalId, "ops");
    expect(await codeOf(fw.dispatch(c, s))).toBe("resolved");
    const replay = await pending(fw, c, s);
    expect(replay).toMatchObject({ approvalId: first.approvalId, status: "consumed" });
    expect(ran).toEqual(["/tmp/a.txt"]);
    await fw.close();
  });

  it("a resend of the call id with other arguments is held and does not revoke the grant of the original", async () => {
    ran.length = 0;
    const fw = build();
    const s = await session("alice", []);
    const c = call("c2");
    const req = await pending(fw, c, s);
    await fw.approve(req.approvalId, "boss");
    // an injected step resends the same id with another path: held, as a request of its own
    const changed = { ...c, arguments: { path: "/etc/passwd" } };
    const other = await pending(fw, changed, s);
    expect(other).toMatchObject({ status: "pending" });
    expect(other.approvalId).not.toBe(req.approvalId);
    // and again: the same held request, not a new one, and not the grant
    expect((await pending(fw, changed, s)).approvalId).toBe(other.approvalId);
    expect((await fw.approvals.get(req.approvalId))?.status).toBe("approved");
    // adding an optional argument is another argument set too
    expect((await pending(fw, { ...c, arguments: { path: "/tmp/a.txt", force: true } }, s)).status).toBe("pending");
    // the approved original still runs, once
    expect(await codeOf(fw.dispatch(c, s))).toBe("resolved");
    expect(await pending(fw, c, s)).toMatchObject({ approvalId: req.approvalId, status: "consumed" });
    // the resend's request never gained the grant
    expect(await pending(fw, changed, s)).toMatchObject({ approvalId: other.approvalId, status: "pending" });
    expect(ran).toEqual(["/tmp/a.txt"]);
    await fw.close();
  });

  it("a grant for other arguments of the same call id never runs a changed call, even after approval of both", async () => {
    ran.length = 0;
    const fw = build();
    const s = await session("alice", []);
    const c = call("c2b");
    const changed = { ...c, arguments: { path: "/var/log/x" } };
    const a = await pending(fw, c, s);
    const b = await pending(fw, changed, s);
    await fw.approve(b.approvalId, "boss");
    // the original's request is still pending: the grant of the other arguments does not run it
    expect(await pending(fw, c, s)).toMatchObject({ approvalId: a.approvalId, status: "pending" });
    expect(await codeOf(fw.dispatch(changed, s))).toBe("resolved");
    expect(await pending(fw, changed, s)).toMatchObject({ approvalId: b.approvalId, status: "consumed" });
    expect(ran).toEqual(["/var/log/x"]);
    await fw.close();
  });

  it("an approval is bound to its call id and its session", async () => {
    ran.length = 0;
    const fw = build();
    const [s, t] = [await session("alice", []), await session("alice", [])];
    const c = call("c3");
    const req = await pending(fw, c, s);
    await fw.approve(req.approvalId, "ops");
    expect((await pending(fw, { ...c, id: `${c.id}-other` }, s)).approvalId).not.toBe(req.approvalId);
    expect((await pending(fw, c, t)).approvalId).not.toBe(req.approvalId);
    expect(ran).toEqual([]);
    await fw.close();
  });

  it("an approval is bound to the subject: another subject reusing the session id and call id cannot consume it", async () => {
    ran.length = 0;
    const fw = build();
    const sid = `shared-${randomUUID()}`;
    const [alice, bob] = [await session("alice", [], { sid }), await session("bob", [], { sid })];
    expect(bob.id).toBe(alice.id);
    const c = call("c10");
    const req = await pending(fw, c, alice);
    await fw.approve(req.approvalId, "ops");
    // bob replays alice's call: a fresh request for bob, alice's grant untouched
    const bobs = await pending(fw, c, bob);
    expect(bobs).toMatchObject({ status: "pending" });
    expect(bobs.approvalId).not.toBe(req.approvalId);
    expect((await fw.approvals.get(req.approvalId))?.status).toBe("approved");
    expect(ran).toEqual([]);
    // alice still runs her approved call
    expect(await codeOf(fw.dispatch(c, alice))).toBe("resolved");
    expect(ran).toEqual(["/tmp/a.txt"]);
    await fw.close();
  });

  it("the requester may not approve their own call (four-eyes default); denying it is fine", async () => {
    ran.length = 0;
    const fw = build();
    const s = await session("alice", []);
    const req = await pending(fw, call("c11"), s);
    expect(await codeOf(fw.approve(req.approvalId, "alice"))).toBe("ERR_CALLER");
    expect((await fw.approvals.get(req.approvalId))?.status).toBe("pending");
    expect(await codeOf(fw.approve(req.approvalId, ""))).toBe("ERR_BAD_INPUT");
    expect((await fw.deny(req.approvalId, "alice")).status).toBe("denied");
    expect(ran).toEqual([]);
    await fw.close();
  });

  it("selfApproval: allow lets the requester grant their own call", async () => {
    ran.length = 0;
    const own = defineTool({
      name: "archive_note",
      description: "Archive a note",
      schema: z.object({ path: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: "none", selfApproval: "allow" },
      handler: ({ path }) => void ran.push(path),
    });
    const fw = firewall({ tools: [own], approvals: makeStore() });
    const s = await session("alice", []);
    const c = { id: `c12-${randomUUID().slice(0, 8)}`, name: "archive_note", arguments: { path: "/tmp/n.txt" } };
    const req = await pending(fw, c, s);
    await fw.approve(req.approvalId, "alice");
    expect(await codeOf(fw.dispatch(c, s))).toBe("resolved");
    expect(ran).toEqual(["/tmp/n.txt"]);
    await fw.close();
  });

  it("every audit row of an approval's life carries the approval request id", async () => {
    const db = new Database(":memory:");
    const fw = firewall({ tools: [del], approvals: makeStore(), auditor: createAuditor({ sink: sqliteAuditSink(db), logger: null }) });
    const s = await session("alice", []);
    const c = call("c13");
    const req = await pending(fw, c, s);
    await codeOf(fw.approve(req.approvalId, "alice")); // refused self-approval
    await fw.approve(req.approvalId, "ops");
    await fw.dispatch(c, s);
    await pending(fw, c, s); // replay: consumed
    await fw.flush();
    const rows = db.prepare("SELECT kind, decision, code, approval_id FROM rampart_audit_events ORDER BY id").all();
    expect(rows).toEqual([
      { kind: "dispatch", decision: "approval_required", code: "ERR_APPROVAL_REQUIRED", approval_id: req.approvalId },
      { kind: "approval", decision: "deny", code: "ERR_CALLER", approval_id: req.approvalId },
      { kind: "approval", decision: "approved", code: null, approval_id: req.approvalId },
      { kind: "dispatch", decision: "allow", code: null, approval_id: req.approvalId },
      { kind: "dispatch", decision: "approval_required", code: "ERR_APPROVAL_REQUIRED", approval_id: req.approvalId },
    ]);
    await fw.close();
    db.close();
  });

  it("a denial sticks", async () => {
    ran.length = 0;
    const fw = build();
    const s = await session("alice", []);
    const c = call("c4");
    const req = await pending(fw, c, s);
    await fw.deny(req.approvalId, "ops");
    expect(await pending(fw, c, s)).toMatchObject({ status: "denied" });
    expect(await codeOf(fw.approve(req.approvalId, "ops"))).toBe("ERR_BAD_INPUT");
    expect(ran).toEqual([]);
    await fw.close();
  });

  it("approvals expire: an unused approval and an unanswered request are denials", async () => {
    ran.length = 0;
    clock = Date.now();
    const fw = build();
    const s = await session("alice", []);
    const c = call("c5");
    const req = await pending(fw, c, s);
    await fw.approve(req.approvalId, "ops");
    clock += 61_000;
    expect(await pending(fw, c, s)).toMatchObject({ status: "expired" });
    const late = call("c6");
    const req2 = await pending(fw, late, s);
    clock += 61_000;
    expect(await codeOf(fw.approve(req2.approvalId, "ops"))).toBe("ERR_BAD_INPUT");
    expect(ran).toEqual([]);
    clock = Date.now();
    await fw.close();
  });

  it("waiting past the timeout is a denial, and a late grant cannot revive it", async () => {
    const fw = build();
    const s = await session("alice", []);
    const req = await pending(fw, call("c7"), s);
    expect(await fw.waitForApproval(req.approvalId, { timeoutMs: 30, pollMs: 10 })).toBe("denied");
    expect(await codeOf(fw.approve(req.approvalId, "ops"))).toBe("ERR_BAD_INPUT");
    await fw.close();
  });

  it("two replicas racing on one approval run the call once", async () => {
    ran.length = 0;
    const store = makeStore();
    const [a, b] = [firewall({ tools: [del], approvals: store }), firewall({ tools: [del], approvals: store })];
    const s = await session("alice", []);
    const c = call("c8");
    const req = await pending(a, c, s);
    await b.approve(req.approvalId, "ops");
    const results = await Promise.all([codeOf(a.dispatch(c, s)), codeOf(b.dispatch(c, s)), codeOf(a.dispatch(c, s))]);
    expect(results.filter((r) => r === "resolved")).toHaveLength(1);
    expect(ran).toEqual(["/tmp/a.txt"]);
    await a.close();
    await b.close();
  });

  it("the approver reads the canonical arguments; the store holds only a seal and an HMAC", async () => {
    const fw = build();
    const s = await session("alice", []);
    const req = await pending(fw, call("c9", "/srv/ｆｉｌｅ.txt"), s);
    const stored = await fw.approvals.get(req.approvalId);
    expect(stored && fw.openSealedArgs(stored)).toEqual({ path: "/srv/file.txt" });
    expect(JSON.stringify(stored)).not.toContain("file.txt");
    expect(stored?.argsHmac).toMatch(/^[0-9a-f]{64}$/);
    await fw.close();
  });
});

describe("SQLite store paths", () => {
  it("a database path under a file fails with ERR_STORE_UNAVAILABLE naming the path and the system code", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-sqlite-"));
    writeFileSync(join(dir, "blocker"), "a file, not a folder");
    const path = join(dir, "blocker", "approvals.db");
    for (const open of [() => sqliteApprovalStore(path), () => sqliteAuditSink(path)]) {
      expect(open).toThrow(expect.objectContaining({ code: "ERR_STORE_UNAVAILABLE", message: expect.stringMatching(/blocker.*\((?:EEXIST|ENOTDIR)\)/) }));
    }
  });
});
