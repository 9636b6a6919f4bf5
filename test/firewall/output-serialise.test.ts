/**
 * A handler that ran is never audited as "deny" (hostile review B4): an output with no JSON
 * form reaches the model as a fixed text and the audit row says `allow` with detail
 * `output:unserialisable`; a bigint becomes its decimal text. Canonicalisation denials carry
 * the rule that decided (`args:<rule>`).
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAuditor, defineTool, sqliteAuditSink, type EvidenceScanner } from "../../src/firewall/index.js";
import { TOO_LARGE_OUTPUT_TEXT, UNSERIALISABLE_OUTPUT_TEXT } from "../../src/firewall/firewall.js";
import { codeOf, firewall, session } from "./helpers.js";

function payWith(result: () => unknown, ledger: string[]) {
  return defineTool({
    name: "pay",
    description: "pay",
    schema: z.object({}).catchall(z.unknown()),
    policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" },
    handler: () => {
      ledger.push("paid");
      return result();
    },
  });
}

function cyclic(): unknown {
  const o: Record<string, unknown> = { status: "sent" };
  o.self = o;
  return o;
}

function deep(n: number): unknown {
  let v: unknown = "leaf";
  for (let i = 0; i < n; i++) v = { v };
  return v;
}

async function runOnce(result: () => unknown, scanOutput?: EvidenceScanner, maxOutput?: { bytes?: number; nodes?: number }) {
  const ledger: string[] = [];
  const db = new Database(":memory:");
  const fw = firewall({
    tools: [payWith(result, ledger)],
    auditor: createAuditor({ sink: sqliteAuditSink(db), logger: null }),
    ...(scanOutput ? { scanOutput } : {}),
    ...(maxOutput ? { maxOutput } : {}),
  });
  const s = await session("alice", []);
  const r = await fw.safeDispatch({ name: "pay", arguments: {} }, s);
  await fw.close();
  const rows = db.prepare("SELECT decision, code, detail FROM rampart_audit_events").all();
  return { r, ledger, rows };
}

describe("handler outputs without a JSON form", () => {
  it.each([
    ["a cycle", cyclic],
    ["a toJSON that throws", () => ({ toJSON: () => { throw new Error("boom"); } })],
    ["a cycle inside an array", () => [1, cyclic()]],
  ])("%s: resolves with the fixed text, audited allow + output:unserialisable", async (_why, result) => {
    const { r, ledger, rows } = await runOnce(result);
    expect(r.ok && r.value.output).toBe(UNSERIALISABLE_OUTPUT_TEXT);
    expect(ledger).toEqual(["paid"]);
    expect(rows).toEqual([{ decision: "allow", code: null, detail: "output:unserialisable" }]);
  });

  it("a scanner that throws on the output: the same (fail closed on the output, honest audit)", async () => {
    const { r, ledger, rows } = await runOnce(() => "text", () => {
      throw new Error("scanner down");
    });
    expect(r.ok && r.value.output).toBe(UNSERIALISABLE_OUTPUT_TEXT);
    expect(ledger).toEqual(["paid"]);
    expect(rows).toEqual([{ decision: "allow", code: null, detail: "output:unserialisable" }]);
  });

  it("a bigint becomes its decimal text (exact, beyond 2^53)", async () => {
    const { r, rows } = await runOnce(() => ({ paymentId: 9007199254740993n, status: "sent" }));
    expect(r.ok && r.value.output).toEqual({ paymentId: "9007199254740993", status: "sent" });
    expect(rows).toEqual([{ decision: "allow", code: null, detail: null }]);
  });

  it("deep nesting (40 levels) is returned, not refused", async () => {
    const { r, rows } = await runOnce(() => deep(40));
    expect(r.ok && JSON.stringify(r.value.output)).toBe(JSON.stringify(deep(40)));
    expect(rows).toEqual([{ decision: "allow", code: null, detail: null }]);
  });

  it("a handler that throws is still audited error (the contrast)", async () => {
    const { r, rows } = await runOnce(() => {
      throw new Error("bank down");
    });
    expect(r.ok ? "resolved" : r.error.code).toBe("ERR_INTERNAL");
    expect(rows).toEqual([{ decision: "error", code: "ERR_INTERNAL", detail: "handler:threw" }]);
  });
});

describe("canonicalisation denials name their rule in the audit detail", () => {
  it.each([
    ["a __proto__ key", '{"__proto__":{"to":"x"}}', "args:key"],
    ["bad JSON", "{not json", "args:json"],
    ["too deep", JSON.stringify(deep(20)), "args:maxDepth"],
    ["too large", JSON.stringify({ a: "x".repeat(70_000) }), "args:maxChars"],
    ["not an object", "[1,2]", "args:type"],
    ["a non-finite number (object form)", { n: Number.NaN }, "args:type"],
  ])("%s → %s", async (_why, args, detail) => {
    const db = new Database(":memory:");
    const fw = firewall({ tools: [payWith(() => "ok", [])], auditor: createAuditor({ sink: sqliteAuditSink(db), logger: null }) });
    const s = await session("alice", []);
    expect(await codeOf(fw.dispatch({ name: "pay", arguments: args }, s))).toBe("ERR_ARGS");
    await fw.close();
    expect(db.prepare("SELECT decision, detail FROM rampart_audit_events").all()).toEqual([{ decision: "deny", detail }]);
  });
});

describe("output size limits (maxOutput)", () => {
  const tooLarge = [{ decision: "allow", code: null, detail: "output:too-large" }];

  it.each([
    ["a 32 MB string", () => "a".repeat(32 * 1024 * 1024)],
    ["an object of 300 000 keys", () => Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, i]))],
    ["an array of 200 000 short strings", () => Array.from({ length: 200_000 }, () => "ok")],
  ])("default limits: %s is withheld without scanning past the limit, audited allow + output:too-large", async (_why, result) => {
    const value = result();
    // The walk stops at the limit: the scanner sees no more than 100 000 strings, and none past 4 MiB.
    let scanned = 0;
    let chars = 0;
    const counting: EvidenceScanner = (text) => {
      scanned += 1;
      chars += text.length;
      return { text, findings: [] };
    };
    const { r, ledger, rows } = await runOnce(() => value, counting);
    expect(scanned).toBeLessThanOrEqual(100_000);
    expect(chars).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(r.ok && r.value.output).toBe(TOO_LARGE_OUTPUT_TEXT);
    expect(r.ok && r.value.sanitized).toBe(true);
    expect(ledger).toEqual(["paid"]);
    expect(rows).toEqual(tooLarge);
  }, 30_000);

  it("bytes are UTF-8 bytes of strings and keys; at the limit passes, past it is withheld", async () => {
    const limits = { bytes: 100 };
    expect((await runOnce(() => "x".repeat(100), undefined, limits)).r).toMatchObject({ ok: true, value: { output: "x".repeat(100) } });
    expect((await runOnce(() => "x".repeat(101), undefined, limits)).rows).toEqual(tooLarge);
    // 60 characters, 120 bytes
    expect((await runOnce(() => "é".repeat(60), undefined, limits)).rows).toEqual(tooLarge);
    expect((await runOnce(() => ({ ["k".repeat(60)]: "v".repeat(41) }), undefined, limits)).rows).toEqual(tooLarge);
    // a value that is not plain JSON is measured in its JSON form
    expect((await runOnce(() => ({ at: new Date(0), body: "y".repeat(120) }), undefined, limits)).rows).toEqual(tooLarge);
  });

  it("nodes count values and keys", async () => {
    const limits = { nodes: 5 };
    expect((await runOnce(() => ({ a: 1, b: 2 }), undefined, limits)).r).toMatchObject({ ok: true, value: { output: { a: 1, b: 2 } } });
    expect((await runOnce(() => ({ a: 1, b: 2, c: 3 }), undefined, limits)).rows).toEqual(tooLarge);
  });

  it.each([{ bytes: 0 }, { nodes: 1.5 }, { bytes: "4MB" }, "big"])("a bad maxOutput %j is ERR_BAD_INPUT", async (maxOutput) => {
    let code = "built";
    try {
      firewall({ tools: [], maxOutput } as never);
    } catch (e) {
      code = (e as { code?: string }).code ?? String(e);
    }
    expect(code).toBe("ERR_BAD_INPUT");
  });
});
