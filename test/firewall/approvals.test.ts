import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, redisApprovalStore, sqliteApprovalStore, type ApprovalStore, type Firewall, type ToolCall } from "../../src/firewall/index.js";
import { codeOf, firewall, session } from "./helpers.js";
import { SHARED_REDIS, connect, deletePrefix, testPrefix } from "./redis-helpers.js";

let redis: Redis;
const prefix = testPrefix();
beforeAll(async () => {
  redis = await connect(SHARED_REDIS);
});
afterAll(async () => {
  await deletePrefix(redis, prefix);
  redis.disconnect();
});

const STORES: [string, () => ApprovalStore][] = [
  ["sqlite", () => sqliteApprovalStore(":memory:")],
  ["redis", () => redisApprovalStore(redis, prefix)],
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
    expect(first).toMatchObject({ status: "pending", reasons: ["destructive"] });
    // asking again before a decision returns the same request, not a new one
    expect((await pending(fw, c, s)).approvalId).toBe(first.approvalId);
    await fw.approve(first.approvalId, "ops");
    expect(await codeOf(fw.dispatch(c, s))).toBe("resolved");
    const replay = await pending(fw, c, s);
    expect(replay).toMatchObject({ approvalId: first.approvalId, status: "consumed" });
    expect(ran).toEqual(["/tmp/a.txt"]);
    await fw.close();
  });

  it("changing one argument voids the approval", async () => {
    ran.length = 0;
    const fw = build();
    const s = await session("alice", []);
    const c = call("c2");
    const req = await pending(fw, c, s);
    await fw.approve(req.approvalId, "ops");
    const changed = { ...c, arguments: { path: "/etc/passwd" } };
    const other = await pending(fw, changed, s);
    expect(other.approvalId).not.toBe(req.approvalId);
    // the original, now voided, cannot be used either
    expect(await pending(fw, c, s)).toMatchObject({ status: "pending" });
    expect((await fw.approvals.get(req.approvalId))?.status).toBe("voided");
    // adding an optional argument is a change too
    expect((await pending(fw, { ...c, id: `${c.id}x`, arguments: { path: "/tmp/a.txt", force: true } }, s)).status).toBe("pending");
    expect(ran).toEqual([]);
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
