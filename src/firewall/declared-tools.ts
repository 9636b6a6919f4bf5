/**
 * Declarative tool policies (issue 18 item 6): `firewall.tools.<name>` in
 * `rampart.config.yaml` holds a `DispatchPolicy` under the same field names, and this
 * module compiles it to the registry `defineTool` builds — by calling `defineTool`, so a
 * YAML policy and the same policy written in code are one thing with one set of checks.
 *
 * The code supplies what YAML cannot hold — the schema, the description, the handler — as a
 * tool defined without a policy (`defineTool({ name, description, schema, handler })`); a
 * listed tool the code does not define is policy-only (a remote MCP tool: `authorize` it,
 * the caller executes it) and its argument schema is the closed object its `args`
 * describe. A policy-less tool the section does not list is left out of the registry, so a
 * call to it is `ERR_UNKNOWN_TOOL` naming it; a tool with a policy in code and in the
 * section is a configuration error (one place per policy).
 */
import { isAbsolute, resolve } from "node:path";
import { RampartError, badArgument, formatZodIssues, isPlainObject } from "../core/index.js";
import { toolPoliciesSchema } from "../core/config/tool-policy.js";
import type { ArgConstraint, DispatchPolicy } from "./policy.js";
import { defineTool, type JsonSchema, type ToolDefinition } from "./tool.js";

/** Options of `toolsFromPolicies`. */
export interface DeclaredToolsOptions {
  /** Key path of the policies in error messages (default `firewall.tools`). */
  where?: string;
  /** Folder that relative `path.roots` resolve against (the config file's; default the working directory). */
  baseDir?: string;
}

/**
 * Compiles declared policies into tool definitions.
 *
 * @param policies `firewall.tools` (validated again here, so code may pass plain objects).
 * @param tools tools defined in code: those without a policy get theirs from `policies`
 *   (when listed; else they are left out), those with one are kept as they are.
 * @returns the registry: the code tools that have their own policy, then one tool per
 *   listed name, in the order listed.
 * @throws RampartError `ERR_CONFIG` naming the key path (`firewall.tools.send_email.args.to.allow: …`)
 *   for an invalid policy, a tool with a policy in code that is listed too, two tools with
 *   one name, or anything `defineTool` refuses (an `args` entry the schema does not declare,
 *   a missing path root).
 * @example
 * const sendEmail = defineTool({ name: "send_email", description: "Send an e-mail.", schema: z.object({ to: z.string(), body: z.string() }), handler: send });
 * const tools = toolsFromPolicies(loadConfig().config.firewall.tools ?? {}, [sendEmail]);
 */
export function toolsFromPolicies(policies: unknown, tools: readonly ToolDefinition[] = [], opts: DeclaredToolsOptions = {}): ToolDefinition[] {
  const where = opts.where ?? "firewall.tools";
  const parsed = toolPoliciesSchema.safeParse(policies);
  if (!parsed.success) {
    const issues = formatZodIssues(parsed.error).split("; ").map((i) => `${where}.${i}`);
    throw new RampartError("ERR_CONFIG", issues.join("; "), { details: { key: where } });
  }
  if (!Array.isArray(tools)) throw badArgument("toolsFromPolicies", "tools", "an array of tools from defineTool", tools);
  const declared = parsed.data;
  const byName = new Map<string, ToolDefinition>();
  const kept: ToolDefinition[] = [];
  for (const tool of tools) {
    const t: unknown = tool;
    if (!isPlainObject(t) || typeof t.name !== "string" || !isPlainObject(t.spec)) throw badArgument("toolsFromPolicies", "tools", "an array of tools from defineTool", tool);
    if (byName.has(tool.name)) throw new RampartError("ERR_CONFIG", `two tools are named ${tool.name}`);
    byName.set(tool.name, tool);
    const listed = Object.hasOwn(declared, tool.name);
    if (tool.policy !== undefined && listed) {
      throw new RampartError("ERR_CONFIG", `${where}.${tool.name}: the tool has a policy in code too; keep one (define it without a policy, or remove it here)`, {
        details: { key: `${where}.${tool.name}` },
      });
    }
    if (tool.policy !== undefined) kept.push(tool);
  }
  const compiled = Object.entries(declared).map(([name, raw]) => {
    const policy = withRoots(raw as DispatchPolicy, opts.baseDir);
    const spec = byName.get(name)?.spec ?? { name, description: "", schema: declaredSchema(policy.args ?? {}) };
    try {
      return defineTool({ ...spec, policy });
    } catch (e) {
      if (e instanceof RampartError && e.code === "ERR_CONFIG") throw new RampartError("ERR_CONFIG", `${where}.${name}: ${e.message}`, { cause: e, details: { key: `${where}.${name}` } });
      throw e;
    }
  });
  return [...kept, ...compiled];
}

/** The policy with relative `path.roots` resolved against `baseDir` (the config file's folder). */
function withRoots(policy: DispatchPolicy, baseDir: string | undefined): DispatchPolicy {
  if (baseDir === undefined || policy.args === undefined) return policy;
  const args: Record<string, ArgConstraint> = {};
  for (const [arg, c] of Object.entries(policy.args)) {
    args[arg] = c.path ? { ...c, path: { roots: c.path.roots.map((r) => (isAbsolute(r) ? r : resolve(baseDir, r))) } } : c;
  }
  return { ...policy, args };
}

/**
 * The argument schema of a policy-only tool: an object with exactly the declared arguments
 * (each of its declared `type`, else any JSON value), `required` ones required. `defineTool`
 * closes it (`additionalProperties: false`) and merges enum, length and pattern in.
 */
export function declaredSchema(args: Readonly<Record<string, ArgConstraint>>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [arg, c] of Object.entries(args)) {
    properties[arg] = c.type === undefined ? {} : { type: c.type };
    if (c.required) required.push(arg);
  }
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}
