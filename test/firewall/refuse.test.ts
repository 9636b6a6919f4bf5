/**
 * `Firewall.refuse`: a refusal decided in front of the firewall (the MCP proxy's tool pins)
 * still gets its audit row — naming the tool when it is registered, its HMAC when not — and
 * consumes nothing (the rate limit of the tool is untouched).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAuditor, defineTool, memoryAuditSink } from "../../src/firewall/index.js";
import { codeOf, firewall, session } from "./helpers.js";

const search = defineTool({
  name: "search_docs",
  description: "Search",
  schema: z.object({ query: z.string() }),
  policy: { requiredScopes: ["docs:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: { points: 1, duration: 60 } },
  handler: () => "found",
});

function setup() {
  const sink = memoryAuditSink();
  const fw = firewall({ tools: [search], auditor: createAuditor({ sink, logger: null }) });
  return { fw, sink };
}

describe("firewall.refuse", () => {
  it("writes a deny row naming the registered tool, the code and check:rule, never the arguments; consumes nothing", async () => {
    const { fw, sink } = setup();
    const s = await session("alice", ["docs:read"]);
    const err = fw.refuse({ id: "call-1", name: "search_docs", arguments: { query: "planted secret words" } }, s, {
      code: "ERR_TOOL_CHANGED",
      check: "pin",
      rule: "changed",
      reason: "tool changed since it was pinned",
    });
    expect(err.code).toBe("ERR_TOOL_CHANGED");
    expect(err.details).toMatchObject({ check: "pin", rule: "changed" });
    await fw.flush();
    const [row] = sink.events();
    expect(row).toMatchObject({ kind: "dispatch", decision: "deny", tool: "search_docs", code: "ERR_TOOL_CHANGED", detail: "pin:changed", caller: "alice", sessionId: s.id, sideEffect: "read", argsHmac: null, sessionKind: "verified" });
    expect(row?.callRef).toMatch(/^[0-9a-f]{16,}$/);
    expect(JSON.stringify(sink.events())).not.toContain("planted secret words");
    // the one-call rate limit is still there for a real call
    expect((await fw.dispatch({ name: "search_docs", arguments: { query: "q" } }, s)).output).toBe("found");
    await fw.close();
  });

  it("names an unregistered tool only by its HMAC, and refuses a malformed check or rule", async () => {
    const { fw, sink } = setup();
    const s = await session("alice", []);
    fw.refuse({ name: "exfil_everything" }, s, { code: "ERR_TOOL_CHANGED", check: "pin", rule: "new", reason: "new tool" });
    await fw.flush();
    const [row] = sink.events();
    expect(row?.tool).toBeNull();
    expect(row?.detail).toMatch(/^pin:new:name:[0-9a-f]{16}$/);
    expect(JSON.stringify(row)).not.toContain("exfil_everything");
    // check and rule land in the audit row as written: only a small alphabet is accepted
    expect(await codeOf(Promise.resolve().then(() => fw.refuse({ name: "x" }, s, { code: "ERR_TOOL_CHANGED", check: "pin:\n", rule: "new", reason: "r" })))).toBe("ERR_BAD_INPUT");
    expect(await codeOf(Promise.resolve().then(() => fw.refuse({ name: "x" }, s, { code: "ERR_TOOL_CHANGED", check: "pin", rule: "A".repeat(40), reason: "r" })))).toBe("ERR_BAD_INPUT");
    await fw.close();
  });
});
