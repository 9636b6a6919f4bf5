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
import { RampartError } from "../core/index.js";
import { ARG_TYPES, PROVENANCE_RULES, SIDE_EFFECTS, VOUCH_RULES, toolPolicySchema } from "../core/config/tool-policy.js";

// The schema lives in the config module, so `firewall.tools` in the YAML and `defineTool`
// in code validate with the same one (dependencies point inward: core knows no firewall).
export { ARG_TYPES, PROVENANCE_RULES, SIDE_EFFECTS, VOUCH_RULES };

/** What calling the tool changes (seed 003: split search tools from execute tools). */
export type SideEffect = (typeof SIDE_EFFECTS)[number];

/**
 * What an argument's provenance must be (the issue's "untainted or approved"):
 * - `untainted-or-approved`: a value found in untrusted text (evidence, tool output) and not
 *   in the user's request needs a human approval;
 * - `untainted`: such a value is denied with `ERR_TAINTED`;
 * - `from-user-or-approved`: the value must occur in the user's request, else approval;
 * - `from-user`: the value must occur in the user's request, else `ERR_TAINTED`.
 */
export type ProvenanceRule = (typeof PROVENANCE_RULES)[number];

/** JSON types an argument may be declared as. */
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
  /** Put strings in NFKC before checks (default true); `false` keeps free text verbatim. */
  normalize?: boolean;
  /** Accept Unicode bidi embedding/override/isolate controls (default false: Trojan Source, CVE-2021-42574). */
  allowBidiControls?: boolean;
  /**
   * Values the application vouches for, e.g. `["*@our-company.example"]`: a trusted source
   * for vouching (issue 18 item 1). Globs matched case-blind against the value's folded
   * text and its canonical key: `*` stands for a run without white space, `,` `;` `|` `&`,
   * `/` or `@`; `**` also crosses `/` and `@` (`compileAllow` in `vouch.ts`). A value an
   * entry matches is vouched, whatever the transcript says.
   */
  allow?: readonly string[];
  /**
   * Whether the value must be vouched for by a trusted source (issue 18 item 2): the user's
   * turns, the `allow` list, or a tool whose output is trusted. `required`: unvouched ⇒
   * approval, or `ERR_TAINTED` when `provenance` is `from-user`; `approval`: always ask;
   * `none`: never checked (nor as an egress URL). Unset: `required` for a side effect's
   * sensitive arguments (`defaultVouch` in `vouch.ts`), else `none` (a read's URL is still
   * checked as an egress).
   */
  vouch?: VouchRule;
  /**
   * Whether the argument's free text is scanned for what it carries out (issue 18, round 4;
   * `text-gate.ts`), default true: a side effect's argument that is not vouched as a value
   * (a `body`, `message`, `note`) runs through the output gate's secret, code-name,
   * blocked-term, canary, system-prompt and egress detectors; a read's argument (a search
   * `query`) has every host and URL in it checked as an egress. A finding the user did not
   * vouch for asks for an approval. `false` switches the scan off for this argument.
   */
  scanText?: boolean;
}

/** See `ArgConstraint.vouch`. */
export type VouchRule = (typeof VOUCH_RULES)[number];

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
  /**
   * What the tool's output is for provenance (default `untrusted`): `untrusted` text taints
   * and is private session content; `trusted` text vouches (and is private); `public` text
   * taints but is no private content — a page of the open web, a public search result — so
   * a search query may carry it (`private-query.ts`).
   */
  output?: "untrusted" | "trusted" | "public";
  /**
   * Where a read's arguments go (issue 18, round 5): `network` (default) — a third party sees
   * them (a web search, an external API), so a query argument that carries private session
   * content needs an approval (`private-query.ts`); `local` — the user's own data (a search
   * of their mailbox or files), not checked for it.
   */
  reach?: "network" | "local";
  /**
   * Whether the caller whose call is held (the request's token subject) may grant it
   * themselves. Default `deny` (four-eyes): the requester is the identity an injected agent
   * acts as, so a self-grant would turn the approval into a formality. Denying one's own
   * request is always allowed.
   */
  selfApproval?: "deny" | "allow";
}

/**
 * Validates a policy object (it may come from YAML or untyped code).
 *
 * @throws RampartError `ERR_CONFIG` naming each bad key, e.g. `send_payment.policy.rateLimit`.
 */
export function validatePolicy(tool: string, policy: unknown): DispatchPolicy {
  const result = toolPolicySchema.safeParse(policy);
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
