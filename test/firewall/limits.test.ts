/**
 * Bounds that hold whatever shape the input takes:
 * - new approval requests per caller and tool are bounded also for `rateLimit: "none"` (B7);
 * - `maxLength` measures objects and nested arrays by their JSON text, and bidi controls are
 *   refused in object keys at every level (B9);
 * - the argument size budget is counted on the canonical form (after NFKC) and over keys at
 *   every level, and a huge key is refused before it is normalised (B12).
 */
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { canonicalizeArgs, createFirewall, defineTool, type JsonSchema } from "../../src/firewall/index.js";
import { codeOf, firewall, session } from "./helpers.js";

describe("approval requests are bounded per caller (B7)", () => {
  const del = defineTool({
    name: "delete_file",
    description: "d",
    schema: z.object({ path: z.string() }),
    policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: "none" },
    handler: () => "deleted",
  });

  it("a burst of distinct destructive calls files at most the default 10 requests; the rest are ERR_RATE_LIMIT", async () => {
    const fw = firewall({ tools: [del] });
    const s = await session("alice", []);
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) codes.push(await codeOf(fw.dispatch({ id: `c${i}`, name: "delete_file", arguments: { path: `f${i}` } }, s)));
    expect(codes.filter((c) => c === "ERR_APPROVAL_REQUIRED")).toHaveLength(10);
    expect(codes.filter((c) => c === "ERR_RATE_LIMIT")).toHaveLength(20);
    expect(await fw.approvals.list({ limit: 1000, status: "pending" })).toHaveLength(10);
    // another caller has a bound of their own
    const bob = await session("bob", []);
    expect(await codeOf(fw.dispatch({ id: "b1", name: "delete_file", arguments: { path: "x" } }, bob))).toBe("ERR_APPROVAL_REQUIRED");
    await fw.close();
  });

  it("asking again about a request already filed does not count", async () => {
    const fw = firewall({ tools: [del], approvalRequestLimit: { points: 2, duration: 60 } });
    const s = await session("alice", []);
    for (let i = 0; i < 5; i++) expect(await codeOf(fw.dispatch({ id: "same", name: "delete_file", arguments: { path: "f" } }, s))).toBe("ERR_APPROVAL_REQUIRED");
    expect(await codeOf(fw.dispatch({ id: "other", name: "delete_file", arguments: { path: "g" } }, s))).toBe("ERR_APPROVAL_REQUIRED");
    expect(await codeOf(fw.dispatch({ id: "third", name: "delete_file", arguments: { path: "h" } }, s))).toBe("ERR_RATE_LIMIT");
    await fw.close();
  });

  it.each([
    ["zero points", { points: 0, duration: 60 }],
    ["fractional points", { points: 1.5, duration: 60 }],
    ["zero duration", { points: 5, duration: 0 }],
    ["infinite duration", { points: 5, duration: Number.POSITIVE_INFINITY }],
  ])("a bad approvalRequestLimit (%s) is ERR_CONFIG", (_why, limit) => {
    expect(() => createFirewall({ tools: [del], approvalRequestLimit: limit })).toThrow(expect.objectContaining({ code: "ERR_CONFIG" }));
  });
});

describe("maxLength and bidi checks see every shape (B9)", () => {
  const open = (got: unknown[]) =>
    defineTool({
      name: "t",
      description: "t",
      schema: { type: "object", properties: { x: {}, meta: { type: "object", additionalProperties: true }, list: { type: "array" } } } as JsonSchema,
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none", args: { x: { maxLength: 16 }, list: { maxLength: 16 } } },
      handler: (a) => {
        got.push(a);
        return "ok";
      },
    });
  it.each([
    ["an object over maxLength", { x: { y: "y".repeat(50) } }, "ERR_ARGS"],
    ["a nested array over maxLength", { x: [["y".repeat(50)]] }, "ERR_ARGS"],
    ["an array item that is an object over maxLength", { list: [{ y: "y".repeat(50) }] }, "ERR_ARGS"],
    ["a short object within maxLength", { x: { y: "z" } }, "resolved"],
    ["a string within maxLength", { x: "short" }, "resolved"],
    ["a number (no length)", { x: 1234567890123456 }, "resolved"],
    ["a bidi control in a nested key", { meta: { "\u202Etxt.exe": 1 } }, "ERR_ARGS"],
    ["an isolate in a key two levels down", { meta: { a: { "b\u2066": 1 } } }, "ERR_ARGS"],
    ["a bidi control in a key inside an array", { list: [{ "\u202Dk": 1 }] }, "ERR_ARGS"],
    ["plain nested keys", { meta: { a: { b: 1 } } }, "resolved"],
  ])("%s → %s", async (_why, args, expected) => {
    const got: unknown[] = [];
    const fw = firewall({ tools: [open(got)] });
    const s = await session("alice", []);
    expect(await codeOf(fw.dispatch({ name: "t", arguments: args }, s))).toBe(expected);
    expect(got).toHaveLength(expected === "resolved" ? 1 : 0);
    await fw.close();
  });
});

describe("the size budget is counted on the canonical form (B12)", () => {
  const maxChars = (f: () => unknown) => {
    try {
      f();
      return "ok";
    } catch (e) {
      return (e as { details?: { rule?: string } }).details?.rule ?? String(e);
    }
  };
  it.each([
    ["U+FDFA × 65 000: 65 000 raw, 1 170 000 after NFKC", () => ({ text: "\uFDFA".repeat(65_000) }), "maxChars"],
    ["U+FDFA × 3 000: 54 000 after NFKC, within the budget", () => ({ text: "\uFDFA".repeat(3_000) }), "ok"],
    ["a 5 M-character top-level key", () => ({ ["k".repeat(5_000_000)]: 1 }), "maxChars"],
    ["a 70 000-character top-level key", () => ({ ["k".repeat(70_000)]: 1 }), "maxChars"],
    ["a nested key expanding under NFKC", () => ({ o: { ["\uFDFA".repeat(4_000)]: 1 } }), "maxChars"],
    ["many top-level keys adding up", () => Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`key_${i}_${"k".repeat(30)}`, 1])), "maxChars"],
    ["a verbatim argument is counted raw (no NFKC)", () => ({ text: "\uFDFA".repeat(30_000) }), "ok"],
  ])("%s → %s", (why, make, expected) => {
    const verbatim = why.startsWith("a verbatim");
    expect(maxChars(() => canonicalizeArgs(make(), verbatim ? () => false : undefined))).toBe(expected);
  });

  it("a huge key (or value) is refused before NFKC runs on it", () => {
    const normalize = vi.spyOn(String.prototype, "normalize");
    try {
      for (const args of [{ ["\uFDFA".repeat(100_000)]: 1 }, { v: "\uFDFA".repeat(100_000) }, { o: { ["\uFDFA".repeat(100_000)]: 1 } }]) {
        normalize.mockClear();
        let rule = "";
        try {
          canonicalizeArgs(args);
        } catch (e) {
          rule = (e as { details: { rule: string } }).details.rule;
        }
        expect(rule).toBe("maxChars");
        expect(normalize).not.toHaveBeenCalled();
      }
    } finally {
      normalize.mockRestore();
    }
  });

  it("through dispatch: the expanded text never reaches the handler", async () => {
    const got: unknown[] = [];
    const t = defineTool({
      name: "t",
      description: "t",
      schema: z.object({ text: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none" },
      handler: (a) => void got.push(a),
    });
    const fw = firewall({ tools: [t] });
    const s = await session("alice", []);
    expect(await codeOf(fw.dispatch({ name: "t", arguments: { text: "\uFDFA".repeat(65_000) } }, s))).toBe("ERR_ARGS");
    expect(got).toEqual([]);
    await fw.close();
  });
});
