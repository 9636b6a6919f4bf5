/**
 * The memory approval store: the SQLite store's semantics (a differential run of random
 * operation sequences against both), and its memory bounds (cap, retention, copies).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryApprovalStore, sqliteApprovalStore, type ApprovalRequest, type ApprovalStore } from "../../src/firewall/index.js";

const req = (id: string, at: number, over: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  id,
  tool: "delete_file",
  argsHmac: "ab".repeat(32),
  callId: "call-1",
  sessionId: "s1",
  subject: "alice",
  reasons: ["destructive"],
  taintedBy: [],
  sealedArgs: null,
  status: "pending",
  createdAt: at,
  expiresAt: at + 60_000,
  decidedBy: null,
  decidedAt: null,
  ...over,
});

/** What an operation returned, or the code and message it rejected with. */
async function outcome(p: Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await p };
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return { err: err.code ?? "raw", message: err.code ? err.message : undefined };
  }
}

type Op =
  | { op: "create"; session: number; subject: number; call: number; ttl: number; step: number }
  | { op: "get" | "void"; target: number }
  | { op: "decide"; target: number; decision: "approved" | "denied"; step: number }
  | { op: "consume"; target: number; step: number }
  | { op: "find"; session: number; subject: number; call: number }
  | { op: "list"; status: ApprovalRequest["status"] | "expired" | undefined; limit: number };

const small = fc.integer({ min: 0, max: 2 });
// Steps of 0 give equal createdAt values (ties broken by insertion order in both stores).
const step = fc.integer({ min: 0, max: 3 });
const target = fc.integer({ min: 0, max: 6 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("create" as const), session: small, subject: small, call: small, ttl: fc.constantFrom(1, 3, 5, 20, 1e9), step }),
  fc.record({ op: fc.constantFrom("get" as const, "void" as const), target }),
  fc.record({ op: fc.constant("decide" as const), target, decision: fc.constantFrom("approved" as const, "denied" as const), step }),
  fc.record({ op: fc.constant("consume" as const), target, step }),
  fc.record({ op: fc.constant("find" as const), session: small, subject: small, call: small }),
  fc.record({
    op: fc.constant("list" as const),
    status: fc.constantFrom(undefined, "pending" as const, "approved" as const, "consumed" as const, "denied" as const, "voided" as const, "expired" as const),
    limit: fc.integer({ min: 1, max: 6 }),
  }),
);

/** Runs `ops` on `store` and returns every outcome. The clock starts well before the wall clock, so `list` sees a short ttl as expired and 1e9 as live. */
async function run(store: ApprovalStore, ops: Op[], start: number): Promise<unknown[]> {
  let clock = start;
  let n = 0;
  const out: unknown[] = [];
  for (const o of ops) {
    const id = (t: number) => `r${t}`;
    switch (o.op) {
      case "create":
        clock += o.step;
        out.push(await outcome(store.create(req(id(n++), clock, { sessionId: `s${o.session}`, subject: `u${o.subject}`, callId: `c${o.call}`, expiresAt: clock + o.ttl }))));
        break;
      case "get":
        out.push(await outcome(store.get(id(o.target))));
        break;
      case "void":
        out.push(await outcome(store.void(id(o.target))));
        break;
      case "decide":
        clock += o.step;
        out.push(await outcome(store.decide(id(o.target), o.decision, "ops", clock)));
        break;
      case "consume":
        clock += o.step;
        out.push(await outcome(store.consume(id(o.target), clock)));
        break;
      case "find":
        out.push(await outcome(store.findByCall(`s${o.session}`, `u${o.subject}`, `c${o.call}`)));
        break;
      case "list":
        out.push(await outcome(store.list({ status: o.status, limit: o.limit })));
        break;
    }
  }
  return out;
}

describe("memoryApprovalStore", () => {
  it("answers every operation sequence exactly as the SQLite store does", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), async (ops) => {
        const [sqlite, memory] = [sqliteApprovalStore(":memory:"), memoryApprovalStore()];
        try {
          const start = Date.now() - 100_000;
          expect(await run(memory, ops, start)).toEqual(await run(sqlite, ops, start));
        } finally {
          await sqlite.close();
          await memory.close();
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ["sqlite", () => sqliteApprovalStore(":memory:")],
    ["memory", () => memoryApprovalStore()],
  ] as const)("expiry is exclusive at expiresAt for decide and consume (%s)", async (_name, make) => {
    const store = make();
    await store.create(req("a", 1000, { expiresAt: 1010 }));
    await store.create(req("b", 1000, { callId: "c2", expiresAt: 1010 }));
    expect(await outcome(store.decide("a", "approved", "ops", 1010))).toMatchObject({ err: "ERR_BAD_INPUT", message: "approval request a is expired, not pending" });
    expect((await store.decide("b", "approved", "ops", 1009)).status).toBe("approved");
    expect(await store.consume("b", 1010)).toBe(false);
    expect(await store.consume("b", 1009)).toBe(true);
    expect(await store.consume("b", 1009)).toBe(false);
    await store.close();
  });

  it("refuses a duplicate id, as the SQLite primary key does", async () => {
    const store = memoryApprovalStore();
    await store.create(req("a", 1000));
    expect(await outcome(store.create(req("a", 1001)))).toMatchObject({ err: "ERR_BAD_INPUT" });
    expect((await store.get("a"))?.createdAt).toBe(1000);
  });

  it("consumes an approval once, however many consumers race", async () => {
    const store = memoryApprovalStore();
    await store.create(req("a", 1000));
    await store.decide("a", "approved", "ops", 1001);
    const wins = await Promise.all(Array.from({ length: 20 }, () => store.consume("a", 1002)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect((await store.get("a"))?.status).toBe("consumed");
  });

  it("hands out copies: changing a returned or a created request changes nothing stored", async () => {
    const store = memoryApprovalStore();
    const r = req("a", 1000);
    await store.create(r);
    r.status = "approved";
    r.reasons.push("x");
    const got = (await store.get("a")) as ApprovalRequest;
    got.status = "consumed";
    got.taintedBy.push("y");
    expect(await store.get("a")).toMatchObject({ status: "pending", reasons: ["destructive"], taintedBy: [] });
    expect(await store.consume("a", 1001)).toBe(false);
  });

  it("at its cap drops settled requests, oldest first, and refuses when every held request is live", async () => {
    const store = memoryApprovalStore({ maxRequests: 10 });
    for (let i = 0; i < 10; i++) await store.create(req(`r${i}`, 1000 + i, { callId: `c${i}` }));
    // all ten are pending: nothing may be dropped
    const full = await outcome(store.create(req("r10", 1010, { callId: "c10" })));
    expect(full).toMatchObject({ err: "ERR_STORE_UNAVAILABLE" });
    expect((full as { message: string }).message).toContain("maxRequests");
    // settle four: the oldest settled go first, the live ones stay
    await store.decide("r2", "denied", "ops", 1011);
    await store.void("r5");
    await store.decide("r7", "approved", "ops", 1011);
    await store.consume("r7", 1012);
    await store.decide("r8", "denied", "ops", 1012);
    await store.create(req("r10", 1013, { callId: "c10" }));
    const held = (await store.list({ limit: 100 })).map((r) => r.id).sort();
    // down to 9 (90 % of 10) before the new one: r2 dropped, the later settled ones kept
    expect(held).toEqual(["r0", "r1", "r10", "r3", "r4", "r5", "r6", "r7", "r8", "r9"]);
    expect(await store.findByCall("s1", "alice", "c2")).toBeNull();
    for (const live of ["r0", "r1", "r3", "r4", "r6", "r9"]) expect((await store.get(live))?.status).toBe("pending");
  });

  it("counts an expired pending request as settled when full", async () => {
    const store = memoryApprovalStore({ maxRequests: 2 });
    await store.create(req("a", 1000, { expiresAt: 1100 }));
    await store.create(req("b", 1000, { callId: "c2", expiresAt: 9000 }));
    expect(await outcome(store.create(req("c", 1050, { callId: "c3" })))).toMatchObject({ err: "ERR_STORE_UNAVAILABLE" });
    await store.create(req("c", 1100, { callId: "c3" }));
    expect(await store.get("a")).toBeNull();
    expect(await store.get("b")).not.toBeNull();
  });

  it("drops requests once they are retentionMs past expiry, by the callers' clock", async () => {
    const store = memoryApprovalStore({ retentionMs: 1000 });
    await store.create(req("a", 0, { expiresAt: 100 }));
    await store.create(req("b", 500, { callId: "c2", expiresAt: 600 }));
    await store.create(req("c", 1099, { callId: "c3" }));
    expect(await store.get("a")).not.toBeNull();
    await store.create(req("d", 1100, { callId: "c4" }));
    expect(await store.get("a")).toBeNull();
    expect(await store.findByCall("s1", "alice", "call-1")).toBeNull();
    expect(await store.get("b")).not.toBeNull();
  });

  it("stays within maxRequests under a flood of requests that settle", async () => {
    const store = memoryApprovalStore({ maxRequests: 50 });
    for (let i = 0; i < 2000; i++) {
      await store.create(req(`r${i}`, i, { callId: `c${i}` }));
      if (i % 2 === 0) await store.void(`r${i}`);
      else await store.decide(`r${i}`, "denied", "ops", i);
    }
    expect((await store.list({ limit: 10_000 })).length).toBeLessThanOrEqual(50);
    expect(await store.get("r1999")).not.toBeNull();
  });

  it("findByCall falls back to the previous request of a call when the latest is dropped", async () => {
    const store = memoryApprovalStore({ maxRequests: 3 });
    await store.create(req("old", 2000, { status: "pending" }));
    // inserted later with an earlier createdAt (a clock step back): `old` stays the latest
    await store.create(req("new", 1000, { status: "voided" }));
    expect((await store.findByCall("s1", "alice", "call-1"))?.id).toBe("old");
    await store.void("old");
    await store.create(req("x", 2001, { callId: "c2", status: "voided" }));
    // full: `old` (settled, first inserted) goes; `new` is the call's latest now
    await store.create(req("y", 2002, { callId: "c3" }));
    expect(await store.get("old")).toBeNull();
    expect((await store.findByCall("s1", "alice", "call-1"))?.id).toBe("new");
  });

  it("rejects bad options and every call after close", async () => {
    expect(() => memoryApprovalStore({ maxRequests: 0 })).toThrow(/maxRequests/);
    expect(() => memoryApprovalStore({ retentionMs: -1 })).toThrow(/retentionMs/);
    expect(() => memoryApprovalStore("x" as never)).toThrow(/options object/);
    const store = memoryApprovalStore();
    await store.create(req("a", 1000));
    await store.close();
    expect(await outcome(store.get("a"))).toMatchObject({ err: "ERR_STORE_UNAVAILABLE" });
    expect(await outcome(store.create(req("b", 1000)))).toMatchObject({ err: "ERR_STORE_UNAVAILABLE" });
  });
});
