/**
 * The MCP proxy's gate for prompts and resources (issue 21 item 2): `firewall.mcp.prompts`
 * and `firewall.mcp.resources` in the config hold dispatch policies of the same shape as
 * `firewall.tools`, compiled here into policy-only tools under a reserved prefix
 * (`mcp-prompt--summarize`, `mcp-resource--handbook`), so `prompts/get` and `resources/read`
 * go through the firewall's one choke point — `authorize`: registry (an unlisted prompt or
 * resource is unknown), scopes, callers, the prompt's arguments, provenance, approval, rate
 * limit, one audit row — exactly as `tools/call` does. The prefixed names are the audit rows'
 * `tool`.
 *
 * No `@modelcontextprotocol/sdk` here: `pins` and the config check never load it.
 */
import { RampartError, type LoadedConfig } from "../../core/index.js";
import { toolsFromPolicies, type ToolDefinition } from "../../firewall/index.js";

/** What the proxy gates besides tools. */
export type ItemKind = "prompt" | "resource";

/** Registry-name prefix of each kind: a tool name the server cannot reach (see `isReservedName`). */
export const ITEM_PREFIX = { prompt: "mcp-prompt--", resource: "mcp-resource--" } as const satisfies Record<ItemKind, string>;

/** The firewall registry name of a prompt or resource name. */
export function itemName(kind: ItemKind, name: string): string {
  return `${ITEM_PREFIX[kind]}${name}`;
}

/**
 * True for a name under a reserved prefix: the proxy hides a server tool so named and refuses
 * a `tools/call` of it (else a tool named like a prompt would be called under the prompt's policy).
 */
export function isReservedName(name: string): boolean {
  return name.startsWith(ITEM_PREFIX.prompt) || name.startsWith(ITEM_PREFIX.resource);
}

/**
 * The policy-only tools of `firewall.mcp` (none when the section is absent: every prompt and
 * resource hidden and refused).
 *
 * @throws RampartError `ERR_CONFIG` naming the key for a policy that does not compile, or a
 *   `firewall.tools` name under a reserved prefix.
 */
export function itemTools(loaded: LoadedConfig): ToolDefinition[] {
  const fw = loaded.config.firewall;
  for (const name of Object.keys(fw.tools ?? {})) {
    if (isReservedName(name)) throw new RampartError("ERR_CONFIG", `firewall.tools.${name}: the prefixes ${ITEM_PREFIX.prompt} and ${ITEM_PREFIX.resource} are reserved for firewall.mcp (MCP prompts and resources)`);
  }
  const out: ToolDefinition[] = [];
  for (const kind of ["prompt", "resource"] as const) {
    const policies = kind === "prompt" ? fw.mcp?.prompts : fw.mcp?.resources;
    if (policies === undefined) continue;
    const named = Object.fromEntries(Object.entries(policies).map(([name, p]) => [itemName(kind, name), p]));
    out.push(...toolsFromPolicies(named, [], { where: `firewall.mcp.${kind}s`, baseDir: loaded.baseDir }));
  }
  return out;
}
