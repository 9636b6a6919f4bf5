/**
 * `firewall.mcp` (the MCP proxy's prompts and resources, src/integrations/mcp-proxy/items.ts)
 * without a process: what the config accepts, and what it compiles to in the firewall's
 * registry.
 */
import { describe, expect, it } from "vitest";
import { RampartError, parseConfig, type LoadedConfig } from "../../src/core/index.js";
import { isReservedName, itemName, itemTools } from "../../src/integrations/mcp-proxy/items.js";

const read = { requiredScopes: ["docs:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none" };
const loaded = (firewall: Record<string, unknown>): LoadedConfig => ({ config: parseConfig({ firewall }), baseDir: "/", path: null }) as unknown as LoadedConfig;

function configError(firewall: Record<string, unknown>): string {
  try {
    parseConfig({ firewall });
  } catch (e) {
    return `${(e as RampartError).code}: ${(e as Error).message}`;
  }
  return "accepted";
}

describe("firewall.mcp", () => {
  it("compiles each listed prompt and resource into a policy-only tool under its reserved name", () => {
    const tools = itemTools(loaded({ mcp: { prompts: { summarize: { ...read, args: { topic: { type: "string", maxLength: 100 } } } }, resources: { handbook: read } } }));
    expect(tools.map((t) => t.name)).toEqual(["mcp-prompt--summarize", "mcp-resource--handbook"]);
    expect(tools.every((t) => t.policyOnly && t.policy?.requiredScopes[0] === "docs:read")).toBe(true);
    expect(itemTools(loaded({}))).toEqual([]); // absent: nothing listed, everything hidden
  });

  it("rejects what cannot be gated as written", () => {
    // a name the registry cannot hold: the item would stay hidden whatever the policy says
    expect(configError({ mcp: { resources: { "README.md": read } } })).toMatch(/^ERR_CONFIG: .*a resource name must match/);
    // a resource read has no arguments to constrain
    expect(configError({ mcp: { resources: { handbook: { ...read, args: { uri: { type: "string" } } } } } })).toMatch(/^ERR_CONFIG: .*args.*no arguments/);
    expect(configError({ mcp: { tools: {} } })).toMatch(/^ERR_CONFIG: /); // strict: a typo is named
    // a tool may not take a name the proxy reserves for prompts and resources
    expect(() => itemTools(loaded({ tools: { "mcp-prompt--x": read } }))).toThrow(/reserved for firewall.mcp/);
  });

  it("reserves exactly the two prefixes", () => {
    expect(isReservedName(itemName("prompt", "a"))).toBe(true);
    expect(isReservedName(itemName("resource", "a"))).toBe(true);
    expect(isReservedName("mcp-prompt-a")).toBe(false);
    expect(isReservedName("search_docs")).toBe(false);
  });
});
