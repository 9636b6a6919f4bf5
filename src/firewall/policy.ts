/**
 * The dispatch policy of one tool (seed 003 `DispatchPolicy`, extended): who may call it,
 * what its arguments may be, how often, what side effect it has, when a human must approve
 * it, and which arguments must not come from untrusted text.
 *
 * Deny by default (STYLE 5): an empty `allowedCallers` allows nobody, `"*"` must be
 * written to allow any verified caller; a `destructive` tool always needs an approval; a
 * rate limit must be stated (`"none"` explicitly). The policy is validated once, when the
 * tool is defined, and every error names its key.
 */
import { z } from "zod";
import { RampartError } from "../core/index.js";

/** What calling the tool changes (seed 003: split search tools from execute tools). */
export const SIDE_EFFECTS = ["read", "write", "destructive"] as const;
export type SideEffect = (typeof SIDE_EFFECTS)[number];

/**
 * What an argument's provenance must be (the issue's "untainted or approved"):
 * - `untainted-or-approved`: a value found in untrusted text (evidence, tool output) and not
 *   in the user's request needs a human approval;
 * - `untainted`: such a value is denied with `ERR_TAINTED`;
 * - `from-user-or-approved`: the value must occur in the user's request, else approval;
 * - `from-user`: the value must occur in the user's request, else `ERR_TAINTED`.
 */
export const PROVENANCE_RULES = ["untainted-or-approved", "untainted", "from-user-or-approved", "from-user"] as const;
export type ProvenanceRule = (typeof PROVENANCE_RULES)[number];

/**
 * Whether an argument's value must be vouched for by a trusted source (issue 18, in the spirit
 * of CaMeL capabilities and FIDES integrity labels): the user's own turns, the argument's
 * `allow` list, or the output of a tool whose policy says `output: "trusted"`.
 * - `required`: an unvouched value needs a human approval (`ERR_APPROVAL_REQUIRED`), or is
 *   denied (`ERR_TAINTED`) when the argument's `provenance` is `from-user`;
 * - `approval`: every call needs a human approval, vouched or not;
 * - `none`: not checked (nor as an egress URL).
 * Unset: `required` for the sensitive arguments of a side-effecting tool (see `vouch.ts`),
 * `none` otherwise (a read tool's URL is still checked as an egress).
 */
export const VOUCH_RULES = ["required", "approval", "none"] as const;
export type VouchRule = (typeof VOUCH_RULES)[number];

/** JSON types an argument may be declared as. */
export const ARG_TYPES = ["string", "number", "integer", "boolean", "array", "object"] as const;
export type ArgType = (typeof ARG_TYPES)[number];

/**
 * Constraints on one top-level argument (seed 003 `ArgConstraint`). `enum`, `maxLength`,
 * `pattern`, `path` and `provenance` apply to the value, or to each element when the value
 * is an array (a list of recipients).
 */
export interface ArgConstraint {
  /** JSON type of the value itself. */
  type?: ArgType;
  /** Only these values are permitted. */
  enum?: readonly (string | number | boolean)[];
  /** Maximum length of a string, in UTF-16 code units, checked before `pattern`. */
  maxLength?: number;
  /** Whole-value pattern (anchor it); must run in linear time — it meets attacker text. */
  pattern?: RegExp | string;
  /** The argument must be present. */
  required?: boolean;
  /**
   * A file-system path: resolved against the first root, symlinks followed (realpath), and
   * denied unless it stays inside one of the roots. The handler receives the resolved path.
   */
  path?: { roots: readonly string[] };
  /** Provenance rule for the value (see `ProvenanceRule`). */
  provenance?: ProvenanceRule;
  /** Must the value be vouched for (see `VouchRule`)? */
  vouch?: VouchRule;
  /**
   * Values the application vouches for (a configuration allow-list): globs where `*` stands
   * for any run of characters other than whitespace, `,` `;` `|` `&`, matched case-blind
   * against the value's canonical form (`*@our-company.example`, `https://docs.example.com/*`).
   * A value an entry matches is vouched, whatever the transcript says.
   */
  allow?: readonly string[];
  /** Put strings in NFKC before checks (default true); `false` keeps free text verbatim. */
  normalize?: boolean;
  /** Accept Unicode bidi embedding/override/isolate controls (default false: Trojan Source, CVE-2021-42574). */
  allowBidiControls?: boolean;
}

/** Calls allowed per caller per tool in a fixed window. */
export interface RateLimit {
  /** Calls allowed per window. */
  points: number;
  /** Window length, in seconds. */
  duration: number;
}

/** The dispatch policy of one tool. */
export interface DispatchPolicy {
  /** Every scope here must be in the session's token. */
  requiredScopes: readonly string[];
  /** Token subjects allowed to call; `"*"` allows every verified subject; empty allows none. */
  allowedCallers: readonly string[];
  /** Side-effect class; `destructive` always needs an approval. */
  sideEffect: SideEffect;
  /** Per-argument constraints, keyed by argument name. */
  args?: Readonly<Record<string, ArgConstraint>>;
  /** Per-caller limit, or `"none"` stated explicitly. */
  rateLimit: RateLimit | "none";
  /** `always`: every call needs a human approval (implied for `destructive`). Default `never`. */
  approval?: "always" | "never";
  /** Whether the tool's output is untrusted text for provenance (default `untrusted`). */
  output?: "untrusted" | "trusted";
  /**
   * Whether the caller whose call is held (the request's token subject) may grant it
   * themselves. Default `deny` (four-eyes): the requester is the identity an injected agent
   * acts as, so a self-grant would turn the approval into a formality. Denying one's own
   * request is always allowed.
   */
  selfApproval?: "deny" | "allow";
}

const argConstraintSchema = z
  .object({
    type: z.enum(ARG_TYPES).optional(),
    enum: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1, "an empty enum allows nothing; remove the tool instead").optional(),
    maxLength: z.number().int().min(1).optional(),
    pattern: z.union([z.instanceof(RegExp), z.string().min(1)]).optional(),
    required: z.boolean().optional(),
    path: z.object({ roots: z.array(z.string().min(1)).min(1, "a path argument needs at least one root") }).strict().optional(),
    provenance: z.enum(PROVENANCE_RULES).optional(),
    vouch: z.enum(VOUCH_RULES).optional(),
    allow: z.array(z.string().min(1).max(1024)).max(4096).optional(),
    normalize: z.boolean().optional(),
    allowBidiControls: z.boolean().optional(),
  })
  .strict();

const policySchema = z
  .object({
    requiredScopes: z.array(z.string().min(1)),
    allowedCallers: z.array(z.string().min(1)),
    sideEffect: z.enum(SIDE_EFFECTS),
    args: z.record(z.string(), argConstraintSchema).optional(),
    rateLimit: z.union([
      z.literal("none"),
      z.object({ points: z.number().int().min(1), duration: z.number().int().min(1) }).strict(),
    ]),
    approval: z.enum(["always", "never"]).optional(),
    output: z.enum(["untrusted", "trusted"]).optional(),
    selfApproval: z.enum(["deny", "allow"]).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.sideEffect === "destructive" && p.approval === "never") {
      ctx.addIssue({ code: "custom", path: ["approval"], message: "a destructive tool always needs an approval" });
    }
  });

/**
 * Validates a policy object (it may come from YAML or untyped code).
 *
 * @throws RampartError `ERR_CONFIG` naming each bad key, e.g. `send_payment.policy.rateLimit`.
 */
export function validatePolicy(tool: string, policy: unknown): DispatchPolicy {
  const result = policySchema.safeParse(policy);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${[tool, "policy", ...i.path.map(String)].join(".")}: ${i.message}`);
    throw new RampartError("ERR_CONFIG", `tool ${tool}: ${issues.join("; ")}`, { details: { tool } });
  }
  return result.data as DispatchPolicy;
}

/** True when the policy demands an approval for every call. */
export function alwaysNeedsApproval(policy: DispatchPolicy): boolean {
  return policy.sideEffect === "destructive" || policy.approval === "always";
}
