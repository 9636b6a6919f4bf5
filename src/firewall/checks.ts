/**
 * The dispatcher's checks, in the order they run, each a small pure function returning a
 * `Verdict` (STYLE 6) with the one error code it can produce. Stateful gates (rate limit,
 * approval) live in the dispatcher; their codes are listed here too, so the registry of
 * codes is complete and tested.
 */
import { Verdict, makeFinding, type ErrorCode, type Finding } from "../core/index.js";
import type { JsonValue } from "./canonical.js";
import { findBidiControl, type ArgCheck } from "./constraints.js";
import type { DispatchPolicy } from "./policy.js";
import { provenanceOutcome, type ArgProvenance } from "./provenance.js";
import type { Session } from "./session.js";
import { canonicalizeArgs } from "./canonical.js";
import { violationFromAjv, ZOD_FAILED, type ToolDefinition } from "./tool.js";

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
 * The first scope the tool requires that the session lacks, or `null` (the decision of
 * `checkScopes`, without building a verdict: the dispatcher's allow path allocates nothing).
 */
export function missingScope(policy: DispatchPolicy, session: Session): string | null {
  const required = policy.requiredScopes;
  for (let i = 0; i < required.length; i++) {
    const scope = required[i] as string;
    if (!session.scopes.has(scope)) return scope;
  }
  return null;
}

/** True when the session's subject is among the policy's callers (the decision of `checkCaller`). */
export function callerAllowed(policy: DispatchPolicy, session: Session): boolean {
  const list = policy.allowedCallers;
  return list.includes("*") || list.includes(session.subject);
}

/**
 * Scopes: the token must carry every scope the tool requires (seed 003 `HasScope`). Guards
 * the data and actions a user's grant does not cover, whatever the model believes.
 */
export function checkScopes(policy: DispatchPolicy, session: Session): Verdict {
  const scope = missingScope(policy, session);
  return scope === null ? Verdict.pass() : block("scope", scope, `the session lacks scope ${scope}`);
}

/**
 * Callers: the token subject must be listed (or `"*"` must be). An empty list allows
 * nobody (STYLE 5: deny by default). Guards tools meant for specific services or users.
 */
export function checkCaller(policy: DispatchPolicy, session: Session): Verdict {
  if (callerAllowed(policy, session)) return Verdict.pass();
  return block("caller", "allowedCallers", `caller ${session.subject} may not call this tool`);
}

/** Why arguments failed: the rule (`<rule>:<arg>`) and the message; never the value. */
export interface ArgsFailure {
  rule: string;
  reason: string;
}

/**
 * The checks of the arguments as the model sent them (canonicalised): bidi controls, then
 * the JSON Schema (ajv, which also fills in the schema's defaults, in place). `null` when
 * they pass.
 */
export function inputFailure(tool: ToolDefinition, args: Record<string, JsonValue>): ArgsFailure | null {
  const c = tool.compiled;
  const bidi = bidiFailure(tool, args);
  if (bidi !== null) return bidi;
  if (!c.validate(args)) {
    const v = violationFromAjv(c.validate.errors, c.declared);
    return { rule: `${v.rule}:${v.arg}`, reason: v.message };
  }
  return null;
}

function bidiFailure(tool: ToolDefinition, args: Record<string, JsonValue>): ArgsFailure | null {
  const c = tool.compiled;
  const names = Object.keys(args);
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    if (!c.bidiArgs.has(name) && (findBidiControl(name) || findBidiControl(args[name] as JsonValue))) {
      const arg = c.declared.has(name) ? name : "";
      return { rule: `bidi:${arg}`, reason: `${arg || "an argument"} contains a bidi control character` };
    }
  }
  return null;
}

/** What `handlerArgs` gives: the arguments the handler will receive, or why there are none. */
export type HandlerArgs = { args: Record<string, JsonValue>; failure: null } | { args: null; failure: ArgsFailure };

/**
 * The arguments the handler will receive: the input itself, or — when the tool has a zod
 * schema that zod must parse — zod's parsed output (defaults, transforms, trims applied),
 * canonicalised (it must be JSON; NFKC again) and checked again for bidi controls. Fails
 * when zod refuses the input or its output is not a JSON object. (The dispatcher calls it
 * only for tools with `zodParse`, so the plain path allocates nothing.)
 */
export function handlerArgs(tool: ToolDefinition, args: Record<string, JsonValue>): HandlerArgs {
  const c = tool.compiled;
  if (!c.zodParse) return { args, failure: null };
  const parsed = c.zodParse(args);
  if (parsed === ZOD_FAILED) return { args: null, failure: { rule: "zod:", reason: "the arguments fail the tool's zod schema" } };
  let out: Record<string, JsonValue>;
  try {
    out = canonicalizeArgs(parsed, c.normalizeArg);
  } catch {
    return { args: null, failure: { rule: "zod:output", reason: "the tool's zod schema produced a value that is not a JSON object" } };
  }
  const bidi = bidiFailure(tool, out);
  return bidi === null ? { args: out, failure: null } : { args: null, failure: bidi };
}

/** The per-argument policy constraints (type, length, enum, pattern), on the arguments the handler receives. */
export function constraintFailure(tool: ToolDefinition, args: Record<string, JsonValue>): ArgsFailure | null {
  const checks = tool.compiled.argChecks;
  for (let i = 0; i < checks.length; i++) {
    const [name, check] = checks[i] as readonly [string, ArgCheck];
    const v = check(args[name]);
    if (v) return { rule: `${v.rule}:${v.arg}`, reason: v.message };
  }
  return null;
}

/**
 * The first argument check that fails, or `null` (the decision of `checkArgs`, without
 * building a verdict on the allow path): `inputFailure`, `handlerArgs`, `constraintFailure`
 * (path resolution, which is asynchronous, is the dispatcher's).
 */
export function argsFailure(tool: ToolDefinition, args: Record<string, JsonValue>): ArgsFailure | null {
  const input = inputFailure(tool, args);
  if (input !== null) return input;
  const out = handlerArgs(tool, args);
  return out.failure ?? constraintFailure(tool, out.args);
}

/**
 * Arguments (seed 003 `sanitizeArgs`): bidi controls, the JSON Schema, zod refinements,
 * then each per-argument constraint. Runs on canonical arguments.
 */
export function checkArgs(tool: ToolDefinition, args: Record<string, JsonValue>): Verdict {
  const f = argsFailure(tool, args);
  return f === null ? Verdict.pass() : block("args", f.rule, f.reason);
}

/** The first argument whose provenance rule says `deny`, or `null` (the decision of `checkProvenance`). */
export function deniedProvenance(provenance: readonly ArgProvenance[]): ArgProvenance | null {
  for (let i = 0; i < provenance.length; i++) {
    const p = provenance[i] as ArgProvenance;
    if (provenanceOutcome(p) === "deny") return p;
  }
  return null;
}

/** Why a denied provenance is denied (the reason `checkProvenance` gives). */
export function provenanceReason(p: ArgProvenance): string {
  const why = p.rule.startsWith("from-user") ? "does not come from the user's request" : "comes from untrusted text";
  return `${p.arg} ${why}`;
}

/** Provenance: an argument whose rule says `deny` blocks with `ERR_TAINTED` (approve-rules are the approval gate's). */
export function checkProvenance(provenance: readonly ArgProvenance[]): Verdict {
  const p = deniedProvenance(provenance);
  return p === null ? Verdict.pass() : block("provenance", p.arg, provenanceReason(p));
}
