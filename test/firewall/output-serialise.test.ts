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
import { UNSERIALISABLE_OUTPUT_TEXT } from "../../src/firewall/firewall.js";
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

async function runOnce(result: () => unknown, scanOutput?: EvidenceScanner) {
  const ledger: string[] = [];
  const db = new Database(":memory:");
  const fw = firewall({ tools: [payWith(result, ledger)], auditor: createAuditor({ sink: sqliteAuditSink(db), logger: null }), ...(scanOutput ? { scanOutput } : {}) });
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
