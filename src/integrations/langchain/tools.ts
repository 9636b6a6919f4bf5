/**
 * The firewall's registry for LangChain tools: one bridged tool per LangChain tool (name,
 * description, its schema — zod v4 or JSON Schema — and the policy you give; none ⇒ denied).
 * The tool itself still runs in LangChain's tool node: `rampartMiddleware`'s `wrapToolCall`
 * hands the node's handler to the firewall as the call's executor.
 */
import { RampartError, isPlainObject } from "../../core/index.js";
import type { DispatchPolicy, ToolDefinition } from "../../firewall/index.js";
import { bridgedTool, checkPolicyNames } from "../shared/index.js";

/** The parts of a LangChain tool read here (`tool(fn, { name, description, schema })`). */
export interface LangChainTool {
  name: string;
  description: string;
  schema: unknown;
}

/**
 * @throws RampartError `ERR_CONFIG` for a tool whose schema is neither zod v4 nor a JSON
 *   Schema object, a policy for an unknown tool, or what `defineTool` refuses.
 */
export function firewallDefinitions(tools: readonly LangChainTool[], policies: Record<string, DispatchPolicy> = {}): ToolDefinition[] {
  if (!Array.isArray(tools)) throw new RampartError("ERR_BAD_INPUT", "firewallDefinitions: tools must be an array of LangChain tools");
  checkPolicyNames(policies, (name) => tools.some((t) => t?.name === name), "tool list");
  return tools.map((t) => {
    if (!isPlainObject(t.schema) && !(typeof t.schema === "object" && t.schema !== null)) {
      throw new RampartError("ERR_CONFIG", `firewallDefinitions: tool ${String(t?.name)} has no schema`);
    }
    const policy = policies[t.name];
    return bridgedTool({ name: t.name, description: t.description, schema: t.schema as object, ...(policy === undefined ? {} : { policy }) });
  });
}
