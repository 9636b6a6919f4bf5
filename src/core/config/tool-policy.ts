/**
 * The schema of one tool's dispatch policy (seed 003 `DispatchPolicy`), shared by the two
 * ways to write one: in code (`defineTool({ policy })`, validated by `validatePolicy` in
 * `src/firewall/policy.ts`) and in `rampart.config.yaml` under `firewall.tools.<name>`
 * (issue 18 item 6). One schema, so a key means the same in both places and an error names
 * the same key path (`firewall.tools.send_email.args.to.allow`, or
 * `send_email.policy.args.to.allow` from code). The documented types are in the firewall
 * (`DispatchPolicy`, `ArgConstraint`).
 */
import { z } from "zod";

/** What calling the tool changes (seed 003: split search tools from execute tools). */
export const SIDE_EFFECTS = ["read", "write", "destructive"] as const;

/** Provenance rules of an argument (see `ProvenanceRule` in `rampart/firewall`). */
export const PROVENANCE_RULES = ["untainted-or-approved", "untainted", "from-user-or-approved", "from-user"] as const;

/** JSON types an argument may be declared as. */
export const ARG_TYPES = ["string", "number", "integer", "boolean", "array", "object"] as const;

/** Whether an argument's value must be vouched for by a trusted source (issue 18 item 2). */
export const VOUCH_RULES = ["required", "approval", "none"] as const;

/** A tool name: `^[A-Za-z0-9_-]{1,64}$` (the OpenAI and Anthropic limit). */
export const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** A pattern given as text must compile with the `u` flag, as `compilePattern` compiles it. */
function compiles(source: string): boolean {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}

export const argConstraintSchema = z
  .object({
    type: z.enum(ARG_TYPES).optional(),
    enum: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1, "an empty enum allows nothing; remove the tool instead").optional(),
    maxLength: z.number().int().min(1).optional(),
    pattern: z.union([z.instanceof(RegExp), z.string().min(1).refine(compiles, "is not a valid regular expression (compiled with the u flag)")]).optional(),
    required: z.boolean().optional(),
    path: z.object({ roots: z.array(z.string().min(1)).min(1, "a path argument needs at least one root") }).strict().optional(),
    provenance: z.enum(PROVENANCE_RULES).optional(),
    normalize: z.boolean().optional(),
    allowBidiControls: z.boolean().optional(),
    /** Values the application vouches for (globs: `*` a run without white space, `,;|&`, `/` or `@`; `**` also crosses `/` and `@`). */
    allow: z.array(z.string().min(1).max(512)).min(1, "an empty allow list vouches for nothing; remove it instead").max(1000).optional(),
    vouch: z.enum(VOUCH_RULES).optional(),
    /** Whether free text in the argument is scanned for what it carries out (default true; `text-gate.ts`). */
    scanText: z.boolean().optional(),
  })
  .strict();

/** The accepted forms of a tool's `rateLimit`, as every message about it names them. */
export const RATE_LIMIT_FORMS = '"none" or { points, duration } (points: calls allowed per window, an integer >= 1; duration: the window in seconds, an integer >= 1)';

const rateLimitObject = z.strictObject(
  {
    points: z.number({ error: "points must be an integer >= 1 (calls allowed per window)" }).int().min(1),
    duration: z.number({ error: "duration must be an integer >= 1 (the window in seconds)" }).int().min(1),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `unknown key ${issue.keys.join(", ")}: must be ${RATE_LIMIT_FORMS}` : undefined) },
);

/**
 * The message of a `rateLimit` that is neither form: what was given and what is accepted. An
 * object with the right shape but a bad field keeps the field's own message (zod reports the
 * object member's issue for it), prefixed with the accepted forms.
 */
function rateLimitError(issue: { input?: unknown }): string {
  const given = issue.input === undefined ? "missing" : `got ${describeValue(issue.input)}`;
  return `must be ${RATE_LIMIT_FORMS}; ${given}`;
}

function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === "object") return Array.isArray(v) ? "an array" : `an object with keys ${Object.keys(v).join(", ") || "(none)"}`;
  return `${typeof v} ${String(v)}`;
}

export const toolPolicySchema = z
  .object({
    requiredScopes: z.array(z.string().min(1)),
    allowedCallers: z.array(z.string().min(1)),
    sideEffect: z.enum(SIDE_EFFECTS),
    args: z.record(z.string(), argConstraintSchema).optional(),
    /** `"none"` or `{ points, duration }`; any other value is refused with a message naming both forms. */
    rateLimit: z.union([z.literal("none"), rateLimitObject], { error: rateLimitError }),
    approval: z.enum(["always", "never"]).optional(),
    output: z.enum(["untrusted", "trusted", "public"]).optional(),
    /** Where a read's arguments go: `network` (default; a third party sees them) or `local` (the user's own data). */
    reach: z.enum(["network", "local"]).optional(),
    selfApproval: z.enum(["deny", "allow"]).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.sideEffect === "destructive" && p.approval === "never") {
      ctx.addIssue({ code: "custom", path: ["approval"], message: "a destructive tool always needs an approval" });
    }
  });

/**
 * `firewall.tools`: a dispatch policy per tool name. When present, it is the registry —
 * a tool it does not list is unknown (`ERR_UNKNOWN_TOOL`), whatever the code defines.
 */
export const toolPoliciesSchema = z.record(z.string(), toolPolicySchema).superRefine((tools, ctx) => {
  for (const name of Object.keys(tools)) {
    if (!TOOL_NAME.test(name)) ctx.addIssue({ code: "custom", path: [name], message: `a tool name must match ${TOOL_NAME.source}` });
  }
});

/** An MCP prompt or resource name `firewall.mcp` may list: a tool name of at most 48 characters (the proxy registers it under a prefixed name). */
export const MCP_ITEM_NAME = /^[A-Za-z0-9_-]{1,48}$/;

function mcpItemPolicies(kind: "prompt" | "resource") {
  return z.record(z.string(), toolPolicySchema).superRefine((items, ctx) => {
    for (const [name, p] of Object.entries(items)) {
      if (!MCP_ITEM_NAME.test(name)) ctx.addIssue({ code: "custom", path: [name], message: `a ${kind} name must match ${MCP_ITEM_NAME.source} (a ${kind} whose name does not stays hidden)` });
      if (kind === "resource" && p.args !== undefined) ctx.addIssue({ code: "custom", path: [name, "args"], message: "a resource read has no arguments to constrain (the URI is the one the server listed under this name)" });
    }
  });
}

/**
 * `firewall.mcp`: dispatch policies for what an MCP server offers besides tools, read by
 * `rampart mcp-proxy` — `prompts.<name>` gates `prompts/get` of that prompt (its `args` are
 * the prompt's arguments), `resources.<name>` gates `resources/read` of the resources the
 * server lists under that name. The same policy fields as `firewall.tools`, and the same
 * rule: an unlisted prompt or resource is hidden from its list and refused.
 */
export const mcpPoliciesSchema = z
  .object({ prompts: mcpItemPolicies("prompt").optional(), resources: mcpItemPolicies("resource").optional() })
  .strict();

/** A policy as the schema reads it (plain data; `DispatchPolicy` is the documented type). */
export type ToolPolicyConfig = z.infer<typeof toolPolicySchema>;
