/**
 * The dispatcher's checks, in the order they run, each a small pure function returning a
 * `Verdict` (STYLE 6) with the one error code it can produce. Stateful gates (rate limit,
 * approval) live in the dispatcher; their codes are listed here too, so the registry of
 * codes is complete and tested.
 */
import { Verdict, makeFinding, type ErrorCode, type Finding } from "../core/index.js";
import type { JsonValue } from "./canonical.js";
import { findBidiControl } from "./constraints.js";
import type { DispatchPolicy } from "./policy.js";
import { provenanceOutcome, type ArgProvenance } from "./provenance.js";
import type { Session } from "./session.js";
import { violationFromAjv, type ToolDefinition } from "./tool.js";

/** Every check of a dispatch, in order. Nothing with a side effect runs before all have passed. */
export const DISPATCH_CHECKS = ["auth", "registry", "policy", "scope", "caller", "args", "provenance", "rate-limit", "approval", "store"] as const;
export type CheckId = (typeof DISPATCH_CHECKS)[number];

/** The code each check denies with. */
export const CHECK_CODES = {
  auth: "ERR_AUTH",
  registry: "ERR_UNKNOWN_TOOL",
  policy: "ERR_NO_POLICY",
  scope: "ERR_SCOPE",
  caller: "ERR_CALLER",
  args: "ERR_ARGS",
  provenance: "ERR_TAINTED",
  "rate-limit": "ERR_RATE_LIMIT",
  approval: "ERR_APPROVAL_REQUIRED",
  store: "ERR_STORE_UNAVAILABLE",
} as const satisfies Record<CheckId, ErrorCode>;

/** A policy finding: no text span (offsets 0), the check id and the rule that decided. */
export function policyFinding(check: CheckId, rule: string, reason: string): Finding {
  return makeFinding({ kind: "policy", id: `firewall.${check}`, category: rule, start: 0, end: 0, score: 1, reason });
}

function block(check: CheckId, rule: string, reason: string): Verdict {
  return Verdict.block(CHECK_CODES[check], reason, [policyFinding(check, rule, reason)]);
}

/**
 * Scopes: the token must carry every scope the tool requires (seed 003 `HasScope`). Guards
 * the data and actions a user's grant does not cover, whatever the model believes.
 */
export function checkScopes(policy: DispatchPolicy, session: Session): Verdict {
  for (const scope of policy.requiredScopes) {
    if (!session.scopes.has(scope)) return block("scope", scope, `the session lacks scope ${scope}`);
  }
  return Verdict.pass();
}

/**
 * Callers: the token subject must be listed (or `"*"` must be). An empty list allows
 * nobody (STYLE 5: deny by default). Guards tools meant for specific services or users.
 */
export function checkCaller(policy: DispatchPolicy, session: Session): Verdict {
  const list = policy.allowedCallers;
  if (list.includes("*") || list.includes(session.subject)) return Verdict.pass();
  return block("caller", "allowedCallers", `caller ${session.subject} may not call this tool`);
}

/**
 * Arguments (seed 003 `sanitizeArgs`): bidi controls, the JSON Schema, zod refinements,
 * then each per-argument constraint. Runs on canonical arguments.
 */
export function checkArgs(tool: ToolDefinition, args: Record<string, JsonValue>): Verdict {
  const c = tool.compiled;
  for (const [name, value] of Object.entries(args)) {
    if (!c.bidiArgs.has(name) && findBidiControl(value)) {
      const arg = c.declared.has(name) ? name : "";
      return block("args", `bidi:${arg}`, `${arg || "an argument"} contains a bidi control character`);
    }
  }
  if (!c.validate(args)) {
    const v = violationFromAjv(c.validate.errors, c.declared);
    return block("args", `${v.rule}:${v.arg}`, v.message);
  }
  if (c.zodCheck && !c.zodCheck(args)) return block("args", "zod:", "the arguments fail the tool's zod schema");
  for (const [name, check] of c.argChecks) {
    const v = check(args[name]);
    if (v) return block("args", `${v.rule}:${v.arg}`, v.message);
  }
  return Verdict.pass();
}

/** Provenance: an argument whose rule says `deny` blocks with `ERR_TAINTED` (approve-rules are the approval gate's). */
export function checkProvenance(provenance: readonly ArgProvenance[]): Verdict {
  for (const p of provenance) {
    if (provenanceOutcome(p) === "deny") {
      const why = p.rule.startsWith("from-user") ? "does not come from the user's request" : "comes from untrusted text";
      return block("provenance", p.arg, `${p.arg} ${why}`);
    }
  }
  return Verdict.pass();
}
