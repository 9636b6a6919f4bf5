/**
 * The tool firewall (boundary 3, seed 003): the model proposes, the firewall decides.
 *
 * `dispatch(call, session)` runs every check — session, registry, policy, scopes, caller,
 * canonical arguments, paths, provenance, rate limit, approval — and only then the handler;
 * the output goes through the evidence boundary and into the session transcript, so the
 * next step of a chain is re-validated against it. Every dispatch yields one audit event,
 * allow or deny, with keyed hashes in place of raw values.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createEvidenceScanner, scanEvidence } from "../boundary/index.js";
import { RampartError, activeTraceIds, badArgument, isPlainObject, isRampartError, isSizeLimit, optionsArgument, stringArgument, toRampartError, type ErrorCode, type SafeResult } from "../core/index.js";
import { createAlertMonitor, type Alert, type AlertOptions } from "./alerts.js";
import { effectiveStatus, memoryApprovalStore, type ApprovalRequest, type ApprovalStatus, type ApprovalStore } from "./approvals/index.js";
import { auditLogger, createAuditor, memoryAuditSink, type AuditEvent, type Auditor } from "./audit/index.js";
import { DEFAULT_SHAPE_LIMITS, canonicalJson, canonicalizeArgs, parseArguments, type JsonValue, type ShapeLimits } from "./canonical.js";
import { constraintFailure, handlerArgs, inputFailure, callerAllowed, deniedProvenance, missingScope, provenanceReason, CHECK_CODES, type CheckId } from "./checks.js";
import { displayName } from "./display.js";
import { deriveKeys, type FirewallKeys } from "./keys.js";
import { TOOL_FORMATTERS, type AnthropicTool, type OpenAITool, type ToolFormat } from "./listing.js";
import { pathAsChecked, resolveInRoots } from "./paths.js";
import { alwaysNeedsApproval } from "./policy.js";
import { argProvenance, deriveLeaf, leaves, provenanceOutcome, type ArgProvenance } from "./provenance.js";
import { memoryRateLimits, type RateLimits, type ToolRateLimiter } from "./ratelimit.js";
import { DEFAULT_OUTPUT_LIMITS, OutputTooLarge, createCleanCache, sanitizeOutput, type EvidenceScanner, type OutputFindings, type OutputLimits, type SanitizedOutput } from "./sanitize.js";
import { acceptedSession, createLocalIssuer, openLocalSession, type LocalSessionOptions, type Session, type SessionVerifier } from "./session.js";
import { storeCall } from "./timeout.js";
import { newTraceId, refillTraceIds } from "./trace-id.js";
import { violationFromAjv, type ToolDefinition, type VouchArg } from "./tool.js";
import { allowListed, ambiguousAmount, expectedKinds, foldedAway, lookupIds, movesMoney, pathName, repeatForm, sensitiveKind, urlKind, vouchedValue, vouchingTurn, type VouchMode } from "./vouch.js";
import { argumentCurrency } from "./currency.js";
import { amountBoundElsewhere } from "./binding.js";
import { supportedRegion } from "./phone-region.js";
import { privateInQuery } from "./private-query.js";
import { amountKey, type TaintKind } from "./taint-keys.js";
import { splitValue } from "./split-values.js";
import { FORBIDDEN_PREFIX, LOOKUP_PREFIX, type ProvenanceIndex, type Transcript, type TranscriptEntry } from "./transcript.js";
import { hasText, loadTextGate, sideEffectTextFindings, unvouchedHostInText, type TextFinding, type TextGate } from "./text-gate.js";
import type { GatePolicy } from "../gate/policy.js";

/** A tool call as a model proposes it (OpenAI: `arguments` is a JSON string; Anthropic: an object). */
export interface ToolCall {
  /** The model's tool-call id; generated when absent. `^[A-Za-z0-9_.:-]{1,128}$`. */
  id?: string;
  name: string;
  arguments?: unknown;
}

/** What a successful dispatch returns to the agent loop. */
export interface DispatchResult {
  callId: string;
  tool: string;
  /** The handler's output with every string passed through the evidence boundary. */
  output: JsonValue;
  /** True when the boundary changed the output. */
  sanitized: boolean;
  findings: OutputFindings[];
  traceId: string;
  /** The approval this call consumed, if it needed one. */
  approvalId: string | null;
}

/**
 * A call the firewall authorised but does not run (`authorize`): every check of `dispatch`
 * passed, its rate limit and approval are consumed and its audit row says `allow` with
 * detail `permit`. The caller executes the tool — with `args`, the checked arguments, not
 * the model's — and hands the output to `complete`, which puts it through the evidence
 * boundary and into the session's transcript, as `dispatch` does with a handler's output.
 */
export interface Permit {
  readonly callId: string;
  readonly tool: string;
  /** The canonical, checked arguments (paths resolved, zod output): execute with these. */
  readonly args: Readonly<Record<string, JsonValue>>;
  readonly subject: string;
  readonly sessionId: string;
  /** The trace id of the authorising audit row. */
  readonly traceId: string;
  /** The approval this call consumed, if it needed one. */
  readonly approvalId: string | null;
}

/** A refusal decided in front of the firewall (`Firewall.refuse`). */
export interface Refusal {
  code: ErrorCode;
  /** Who refused, e.g. `pin` (`[a-z0-9-]{1,32}`). */
  check: string;
  /** Why, e.g. `changed` (`[a-z0-9-]{1,32}`). */
  rule: string;
  /** The message the caller reads (bounded and escaped by the caller: never logged here). */
  reason: string;
}

/** The form of a refusal's `check` and `rule`: they are written into the audit row as they are. */
const REFUSAL_PART = /^[a-z0-9-]{1,32}$/;

/** Options of `createFirewall`. */
export interface FirewallOptions {
  /** The registry: every tool the firewall knows. Anything else is `ERR_UNKNOWN_TOOL`. */
  tools: readonly ToolDefinition[];
  /** Shared secret for HMACs and sealed approval arguments; absent ⇒ a per-process key. */
  key?: string | Uint8Array;
  /** Verifies bearer tokens for `openSession`. */
  verifier?: SessionVerifier;
  /**
   * Whether `openLocalSession` may be used. Default: `true` without a `verifier` (an
   * in-process agent), `false` with one (a server that verifies tokens does not also hand
   * out unverified sessions unless it says so).
   */
  localSessions?: boolean;
  /** Default: in process memory. */
  rateLimits?: RateLimits;
  /**
   * Default: `memoryApprovalStore()` (this process only; no native module). Use
   * `sqliteApprovalStore(path)` when an approver decides from another process, or
   * `redisApprovalStore` for replicas.
   */
  approvals?: ApprovalStore;
  /** Lifetime of an approval request, in ms (default 15 min). */
  approvalTtlMs?: number;
  /**
   * New approval requests one caller may file per tool, whatever the tool's own `rateLimit`
   * (also with `"none"`): approval-fatigue flooding (hostile review B7). Default 10 per 60 s.
   */
  approvalRequestLimit?: { points: number; duration: number };
  /**
   * Default: `memoryAuditSink()` (the latest events, no native module) with pino on stderr.
   * Use `sqliteAuditSink(path)` or `postgresAuditSink` for a durable audit trail.
   */
  auditor?: Auditor;
  alerts?: Partial<AlertOptions> & { onAlert?: (alert: Alert) => void };
  /** The evidence boundary's scanner (default: `scanEvidence`'s rules and detectors plus `detector.tool-directing` for the registry's tool names). */
  scanOutput?: EvidenceScanner;
  /** Store calls slower than this count as down, in ms (default 1000). */
  storeTimeoutMs?: number;
  /**
   * Size limits of one tool output (`bytes`: UTF-8 bytes of its strings and numbers as text,
   * default 2 MiB; `nodes`: values and keys, default 100 000; config `firewall.maxOutput`). A
   * larger output is withheld: the model gets `TOO_LARGE_OUTPUT_TEXT`, the audit row says
   * `output:too-large`. So is a string the scanner refuses as over its own cap.
   */
  maxOutput?: Partial<OutputLimits>;
  /**
   * Largest arguments of one call, in UTF-16 code units: the JSON text when `arguments` is a
   * string, and the canonical form (keys included) either way (default 65 536; config
   * `firewall.maxArgsChars`). Larger is denied with `ERR_ARGS` naming the limit.
   */
  maxArgsChars?: number;
  /** Clock, epoch ms (tests). */
  now?: () => number;
  /**
   * The compiled output-gate policy (`compileGatePolicy(config)`) whose secret, code-name,
   * blocked-term, canary, system-prompt and egress detectors a side effect's free-text
   * arguments run through (`text-gate.ts`; `firewallFromConfig` compiles it from the same
   * configuration). Default: the policy of an empty configuration (secrets and egress only).
   * The gate is loaded on the first call that carries free text.
   */
  outputGate?: GatePolicy;
  /**
   * The users' country for phone numbers (ISO 3166-1 alpha-2, e.g. `"KR"`; config
   * `firewall.defaultRegion`): a number written without a country code is read as one of this
   * region, so the user's `010-1234-5678` vouches for `+82 10-1234-5678` and the other way
   * round (`phone-region.ts`). Absent: a national number stays national — it vouches and is
   * vouched only by the same national number, never by a `+CC` form.
   */
  defaultRegion?: string;
}

/** The evidence boundary's default scanner plus `detector.tool-directing` for the registry's names. */
function registryScanner(tools: readonly ToolDefinition[]): EvidenceScanner {
  const names = tools.map((t) => t.name).filter((n) => typeof n === "string" && n.trim() !== "");
  if (names.length === 0) return scanEvidence;
  const scanner = createEvidenceScanner({ tools: names });
  return (text) => scanner.scan(text);
}

/**
 * Checks that `opts` is an options object with a `tools` array of `defineTool` results (the registry), so a wrong
 * argument fails at build time with a clear error instead of a `TypeError` later.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and the argument.
 */
export function checkToolsOption(opts: unknown, fn: string): void {
  if (!isPlainObject(opts)) throw badArgument(fn, "options", "an options object with a tools array ({ tools: [defineTool(...)] })", opts);
  if (!Array.isArray(opts.tools)) throw badArgument(fn, "options.tools", "an array of tools from defineTool", opts.tools);
  (opts.tools as unknown[]).forEach((t, i) => {
    if (!isToolDefinition(t)) throw badArgument(fn, `options.tools[${i}]`, "a tool from defineTool(spec)", t);
  });
}

/** True for what `defineTool` returns (its name, handler and compiled checks), not a bare spec. */
function isToolDefinition(t: unknown): boolean {
  if (!isPlainObject(t) || typeof t.name !== "string" || typeof t.handler !== "function" || !isPlainObject(t.compiled)) return false;
  return typeof t.compiled.validate === "function";
}

/** The firewall. */
export interface Firewall {
  /**
   * Verifies a bearer token into a session.
   *
   * @throws RampartError `ERR_AUTH` (bad token) or `ERR_CONFIG` (no verifier configured).
   */
  openSession(token: string): Promise<Session>;
  /**
   * Opens a local session for an in-process, single-user agent: the subject and scopes are
   * written in code, there is no token, no verifier and no expiry. Only this firewall
   * accepts it, and its audit rows say `sessionKind: "local"`, so it is never mistaken for a
   * verified caller.
   *
   * @throws RampartError `ERR_CONFIG` when the firewall has a verifier and not
   *   `localSessions: true`; `ERR_BAD_INPUT` naming the field for a bad subject, scope or id.
   * @example
   * const fw = createFirewall({ tools: [readNotes, writeNote] });
   * const me = fw.openLocalSession({ subject: "me", scopes: ["notes:read", "notes:write"] });
   */
  openLocalSession(opts: LocalSessionOptions): Session;
  /**
   * Checks and runs one tool call.
   *
   * @throws RampartError with the code of the first failing check: `ERR_AUTH`,
   *   `ERR_UNKNOWN_TOOL`, `ERR_NO_POLICY`, `ERR_SCOPE`, `ERR_CALLER`, `ERR_ARGS`,
   *   `ERR_TAINTED`, `ERR_RATE_LIMIT`, `ERR_APPROVAL_REQUIRED` (details: `approvalId`,
   *   `status`, `expiresAt`), `ERR_STORE_UNAVAILABLE`; `ERR_INTERNAL` when the handler throws
   *   (its error is the `cause`).
   */
  dispatch(call: ToolCall, session: Session): Promise<DispatchResult>;
  /**
   * Runs every check of `dispatch` — session, registry, policy, scopes, caller, arguments,
   * provenance, approval, rate limit — and returns a `Permit` instead of running a handler:
   * for a policy-only tool (a remote MCP tool, a tool a framework runs) the caller executes
   * the call, then gives the output to `complete`. One audit row, as for any dispatch.
   *
   * @throws RampartError as `dispatch` (the same codes, the same audit rows).
   * @example
   * const permit = await fw.authorize({ id: call.id, name: call.name, arguments: call.input }, session);
   * const raw = await mcp.callTool({ name: permit.tool, arguments: permit.args });
   * const { output } = fw.complete(permit, raw.content);
   */
  authorize(call: ToolCall, session: Session): Promise<Permit>;
  /**
   * Takes the output of a call executed under a permit: through the evidence boundary, into
   * the session's transcript (trusted only when the tool's policy says `output: trusted`),
   * and back as the result `dispatch` would have returned. Once per permit.
   *
   * @throws RampartError `ERR_BAD_INPUT` for a permit this firewall did not issue or one
   *   already completed.
   */
  complete(permit: Permit, output: unknown): DispatchResult;
  /** `dispatch` that returns `{ ok, value | error }` instead of throwing. */
  safeDispatch(call: ToolCall, session: Session): Promise<SafeResult<DispatchResult>>;
  /**
   * Records the audit row of a call that a guard in front of the firewall refused before any
   * check ran (the MCP proxy's tool pins: a tool whose description changed), so no refusal
   * goes unaudited. Nothing is consumed (no rate limit, no approval request). The row is a
   * `dispatch` event with decision `deny`, the refusal's code, detail `<check>:<rule>`, the
   * session's id, subject and scopes when this firewall accepts the session, the tool's name
   * when it is registered (else `null`, the name's HMAC in the detail, as for an unknown
   * tool), and the keyed HMAC of the call id — never the arguments.
   *
   * @param refusal the code and reason the caller gives, and the `check` / `rule` naming
   *   who refused (e.g. `{ check: "pin", rule: "changed" }`), each `[a-z0-9-]{1,32}`.
   * @returns the error to hand the caller (its `details` hold `check`, `rule` and `traceId`).
   * @throws RampartError `ERR_BAD_INPUT` naming the field when `check` or `rule` is malformed.
   * @example
   * if (pinChanged) return refusal(fw.refuse({ id, name, arguments: args }, session, { code: "ERR_TOOL_CHANGED", check: "pin", rule: "changed", reason: "the tool changed since it was pinned" }));
   */
  refuse(call: ToolCall, session: Session, refusal: Refusal): RampartError;
  /**
   * The tools this session may call, in a provider's format.
   *
   * @throws RampartError `ERR_BAD_INPUT` naming the format when it is not `"openai"` or
   *   `"anthropic"` (never a silent fallback to another format).
   */
  listTools(session: Session, format: "openai"): OpenAITool[];
  listTools(session: Session, format: "anthropic"): AnthropicTool[];
  /**
   * Grants a pending approval request. The grant is usable only by the subject (and
   * session, call id, tool and arguments) the request was made for.
   *
   * @throws RampartError `ERR_BAD_INPUT` when unknown, decided, or expired, or `approver` is
   *   empty; `ERR_CALLER` when `approver` is the request's own subject and the tool's policy
   *   does not say `selfApproval: "allow"` (tools unknown to this firewall: never).
   */
  approve(requestId: string, approver: string): Promise<ApprovalRequest>;
  /** Denies a pending approval request (same errors as `approve`). */
  deny(requestId: string, approver: string): Promise<ApprovalRequest>;
  /**
   * Waits for a decision. A timeout is a denial: the request is denied in the store so a
   * late grant cannot revive it.
   */
  waitForApproval(requestId: string, opts?: { timeoutMs?: number; pollMs?: number }): Promise<ApprovalStatus>;
  /** Reads back the canonical arguments of a request (needs the same key). */
  openSealedArgs(req: ApprovalRequest): Record<string, JsonValue> | null;
  readonly approvals: ApprovalStore;
  readonly keys: FirewallKeys;
  /**
   * Completes the audit events still waiting for their HMACs (normally done once per
   * event-loop turn), then writes everything the auditor has queued.
   *
   * @throws RampartError `ERR_STORE_UNAVAILABLE` when the audit store fails.
   */
  flush(): Promise<void>;
  /**
   * Refuses every later dispatch (`ERR_STORE_UNAVAILABLE`, detail `store:closed`, no check
   * or handler runs) and lists no tools; waits for the dispatches already running, drains
   * and flushes the audit queue (nothing is lost), then closes the stores the firewall
   * created itself.
   */
  close(): Promise<void>;
}

interface Entry {
  tool: ToolDefinition;
  limiter: ToolRateLimiter | null;
  /** Counts new approval requests per caller (always present for a tool with a policy). */
  approvalLimiter: ToolRateLimiter | null;
}

/** Default bound on new approval requests per caller and tool. */
export const DEFAULT_APPROVAL_REQUEST_LIMIT = Object.freeze({ points: 10, duration: 60 });

const CALL_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Side effects one session may run on vouching alone before every further one asks (memory bound of the counting). */
const MAX_VOUCHED_ONCE = 4096;

/**
 * Counting state of one session (issue 18 item 4): the slots used — keyed hashes of a side
 * effect's canonical arguments and the user turn that authorised the run — and the runs in
 * order, each with the number of trusted entries there were when it ran (`at`), so a repeat
 * request can tell which side effect ran last before it.
 */
interface OnceState {
  keys: Set<string>;
  runs: { base: string; at: number }[];
}

/** How many of the latest trusted entries are read for repeat requests (bounded work per dispatch). */
const MAX_REPEAT_SCAN = 64;

/**
 * The free slot a vouched side effect may run in, or `null` (a repeat: it asks). Slots are
 * `<base>:<turn>` for the user turn that last asked for every value (`vouchingTurn`), and
 * `<base>:r<i>` for each user turn `i` that asks to repeat what ran last (`repeatRequest`,
 * `requests.ts`) when the last run before that turn was this same side effect (`base`, the
 * keyed hash of its tool and canonical arguments). Each slot is used once: "yes, send it
 * again" re-arms the last payment once, never another one, and a complaint, a question or a
 * cancellation re-arms nothing.
 */
function onceSlot(once: OnceState, base: string, turn: number, ix: ProvenanceIndex): string | null {
  const entries = ix.trusted.entries;
  const stop = Math.max(0, entries.length - MAX_REPEAT_SCAN);
  let r = once.runs.length - 1;
  for (let i = entries.length - 1; i >= stop; i--) {
    const e = entries[i] as TranscriptEntry;
    if (e.source !== "user" || e.repeatRequest !== true) continue;
    while (r >= 0 && (once.runs[r] as { at: number }).at > i) r -= 1;
    if (r < 0) break;
    if ((once.runs[r] as { base: string }).base !== base) continue;
    const slot = `${base}:r${i}`;
    if (!once.keys.has(slot)) return slot;
  }
  const slot = `${base}:${turn}`;
  return once.keys.has(slot) ? null : slot;
}

/**
 * Why an argument is not vouched for: the argument, the trusted sources it is missing from,
 * and the untrusted entries it occurs in (ids, never text).
 */
function unvouchedReason(tool: string, v: VouchArg, mode: VouchMode, taintedBy: readonly string[], asked: readonly string[] = NONE): string {
  const allow = v.allow === null ? `no allow list for ${tool}.${v.arg}` : `not on the allow list of ${tool}.${v.arg}`;
  const sources = `not in the user's turns, ${allow}, not in the output of a tool with output: trusted`;
  const head =
    mode === "egress"
      ? `${v.arg} is a URL no trusted source gave and no content received holds as written (${sources})`
      : `${v.arg} is vouched for by no trusted source (${sources})`;
  const forbade = taintedBy.filter((id) => id.startsWith(FORBIDDEN_PREFIX));
  const others = taintedBy.filter((id) => !id.startsWith(FORBIDDEN_PREFIX));
  const parts = [head];
  if (asked.length > 0) parts.push(`the user named it only as the subject of a lookup in ${asked.map((id) => id.slice(LOOKUP_PREFIX.length)).join(", ")} (a lookup, a question, a quotation or past context), not as where this goes`);
  if (forbade.length > 0) parts.push(`the user forbade it in ${forbade.map((id) => id.slice(FORBIDDEN_PREFIX.length)).join(", ")}`);
  if (others.length > 0) parts.push(`it occurs in untrusted ${others.join(", ")}`);
  return parts.join("; ");
}


/** How an approval reason names a kind of value. */
const KIND_TEXT: Readonly<Record<TaintKind, string>> = { iban: "an IBAN", email: "an e-mail address", url: "a URL", phone: "a phone number", amount: "an amount", path: "a path" };

/** What a private-query finding (`private-query.ts`) names in the approval reason. */
const PRIVATE_QUERY_TEXT = {
  value: "an address, phone number, IBAN or URL from private session content",
  token: "a rare token (letters and digits) from private session content",
  span: "a verbatim run of words from private session content",
  "too-long": "more text than is read (it is not checked)",
} as const;

/**
 * The first amount of a side effect's vouched request that the user named for another payee
 * (`amountBoundElsewhere`), with the turn that says so; `null` when there is none. Amounts
 * are the request's numbers and the strings of arguments whose name asks for an amount; the
 * payees are its other strings.
 */
function boundElsewhere(request: Readonly<Record<string, JsonValue>>, ix: ProvenanceIndex): { arg: string; turn: string } | null {
  const amounts: [string, string][] = [];
  const payees: string[] = [];
  for (const [arg, value] of Object.entries(request)) {
    const amountArg = expectedKinds(arg)?.has("amount") === true;
    for (const leaf of typeof value === "string" || typeof value === "number" ? [value] : leaves(value)) {
      if (typeof leaf === "number") {
        amounts.push([arg, amountKey(leaf)]);
      } else if (amountArg) {
        for (const k of deriveLeaf(leaf).ex.items.flatMap((it) => it.keys)) if (k.startsWith("amt:")) amounts.push([arg, k]);
      } else {
        payees.push(leaf);
      }
    }
  }
  if (amounts.length === 0 || payees.length === 0) return null;
  for (const [arg, key] of amounts) {
    const turn = amountBoundElsewhere(key, payees, ix);
    if (turn !== null) return { arg, turn };
  }
  return null;
}

/** Shared empty lists for the allow path (audit events and results never mutate them). */
const NONE: string[] = Object.freeze([]) as unknown as string[];
const NO_PROVENANCE: ArgProvenance[] = Object.freeze([]) as unknown as ArgProvenance[];
const NONE_FINDINGS: OutputFindings[] = Object.freeze([]) as unknown as OutputFindings[];
const NONE_TEXTS: string[] = Object.freeze([]) as unknown as string[];

/** What the model gets for a handler that ran but whose output has no JSON form (audit detail `output:unserialisable`). */
export const UNSERIALISABLE_OUTPUT_TEXT = "[the tool ran, but its output could not be represented as JSON; it is withheld]";
const UNSERIALISABLE_OUTPUT: SanitizedOutput = Object.freeze({
  value: UNSERIALISABLE_OUTPUT_TEXT,
  sanitized: true,
  findings: NONE_FINDINGS,
  rawTexts: NONE_TEXTS,
}) as SanitizedOutput;

/** What the model gets for a handler that ran but whose output passes `maxOutput` (audit detail `output:too-large`). */
export const TOO_LARGE_OUTPUT_TEXT = "[the tool ran, but its output is larger than the firewall's output limit; it is withheld]";
const TOO_LARGE_OUTPUT: SanitizedOutput = Object.freeze({
  value: TOO_LARGE_OUTPUT_TEXT,
  sanitized: true,
  findings: NONE_FINDINGS,
  rawTexts: NONE_TEXTS,
}) as SanitizedOutput;

/** A positive whole limit from `maxOutput`, else the default. @throws RampartError `ERR_BAD_INPUT`. */
function outputLimit(v: unknown, key: keyof OutputLimits): number {
  if (v === undefined) return DEFAULT_OUTPUT_LIMITS[key];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1) throw badArgument("createFirewall", `opts.maxOutput.${key}`, "a whole number >= 1", v);
  return v;
}

/** A denial raised inside dispatch: code, reason, the check and rule for the audit event. */
/**
 * The call's `id`, `name` and `arguments`, each read once: a getter or Proxy trap of the
 * caller's object that throws is `ERR_ARGS` (rule `unreadable`), not an internal error.
 */
function readCall(call: ToolCall): ToolCall {
  try {
    return { id: call.id, name: call.name, arguments: call.arguments } as ToolCall;
  } catch (cause) {
    throw new RampartError("ERR_ARGS", "the tool call could not be read (a getter or Proxy trap threw); pass plain data", { cause, details: { check: "args", rule: "unreadable" } });
  }
}

function deny(check: CheckId, rule: string, reason: string, details?: Record<string, unknown>): RampartError {
  return new RampartError(CHECK_CODES[check], reason, { details: details === undefined ? { check, rule } : { check, rule, ...details } });
}

/** Why a reason (`kind` or `kind:arg`, as `approvalGate` receives them) asks for an approval, in a few words. */
const APPROVAL_REASON_TEXT: Record<string, (arg: string) => string> = {
  destructive: () => "it is destructive",
  policy: () => "its policy always asks",
  repeat: () => "it repeats a call the user's word covered once",
  vouch: (a) => `${a} is not vouched for by a trusted source`,
  egress: (a) => `${a} names a host no trusted source gave`,
  purpose: (a) => `the user named ${a} only to ask about it`,
  ambiguous: (a) => `${a} is an ambiguous amount`,
  fold: (a) => `${a} matches a trusted value only after folding`,
  provenance: (a) => `${a} comes from untrusted content`,
};

/** Longest plain-words part of an approval message, in UTF-16 units (issue 22: a new user got ~600 characters). */
const APPROVAL_WHY_MAX = 120;

/**
 * The message of a new `ERR_APPROVAL_REQUIRED`: the tool and every reason code (`vouch:to`,
 * `text:body:secret`: what logs and tests match on), then the first reason in a few plain
 * words (at most 120 characters, `+N more` when there are more), the request id and how to
 * approve it. The full explanation stays in `details.explain` and `details.reasons`.
 */
function approvalMessage(tool: string, reasons: readonly string[], id: string): string {
  const [first = "policy", ...rest] = reasons;
  const colon = first.indexOf(":");
  const kind = colon < 0 ? first : first.slice(0, colon);
  const arg = colon < 0 ? "" : first.slice(colon + 1);
  const text = APPROVAL_REASON_TEXT[kind]?.(arg) ?? `review of ${arg || kind}`;
  let why = `${text}${rest.length > 0 ? ` (+${rest.length} more)` : ""}`;
  if (why.length > APPROVAL_WHY_MAX) why = `${why.slice(0, APPROVAL_WHY_MAX - 1)}…`;
  return `${tool} needs approval (${reasons.join(", ")}): ${why}; approve request ${id} (firewall.approve / rampart approvals grant)`;
}

/**
 * Builds a firewall over a registry of tools.
 *
 * @throws RampartError `ERR_CONFIG` when two tools share a name; `ERR_BAD_INPUT` when `opts`
 *   is not an object with a `tools` array.
 * @example
 * const fw = createFirewall({ tools: [readEmail, sendPayment], verifier, key: process.env.RAMPART_FIREWALL_KEY });
 * const session = await fw.openSession(bearer);
 * session.transcript.addUserRequest(userMessage);
 * const { output } = await fw.dispatch({ id: call.id, name: call.function.name, arguments: call.function.arguments }, session);
 */
/**
 * Characters of transcript text indexed per transcript in one idle event-loop turn (about
 * 0.25 ms of indexing at the measured 55–60 µs per 1 000 characters; at least one entry).
 */
const IDLE_INDEX_CHARS = 4096;

export function createFirewall(opts: FirewallOptions): Firewall {
  checkToolsOption(opts, "createFirewall");
  const now = opts.now ?? Date.now;
  const keys = deriveKeys(opts.key);
  const rateLimits = opts.rateLimits ?? memoryRateLimits();
  const ownApprovals = !opts.approvals;
  const approvals = opts.approvals ?? memoryApprovalStore();
  const ownAuditor = !opts.auditor;
  const auditor = opts.auditor ?? createAuditor({ sink: memoryAuditSink(), logger: auditLogger("stderr") });
  const ttl = opts.approvalTtlMs ?? 15 * 60_000;
  const storeMs = opts.storeTimeoutMs ?? 1000;
  // Tool outputs are scanned knowing the registry (issue 20 item 4): an output naming one of
  // these tools with a call verb or an argument shape is wrapped (`detector.tool-directing`).
  const scan = opts.scanOutput ?? registryScanner(opts.tools);
  const clean = createCleanCache();
  const mo: unknown = opts.maxOutput;
  if (mo !== undefined && !isPlainObject(mo)) throw badArgument("createFirewall", "opts.maxOutput", "an object like { bytes: 2097152, nodes: 100000 }", mo);
  const outputLimits: OutputLimits = { bytes: outputLimit(mo?.bytes, "bytes"), nodes: outputLimit(mo?.nodes, "nodes") };
  if (opts.maxArgsChars !== undefined && !isSizeLimit(opts.maxArgsChars)) throw badArgument("createFirewall", "opts.maxArgsChars", "a whole number >= 1 (UTF-16 code units)", opts.maxArgsChars);
  const shapeLimits: ShapeLimits = { ...DEFAULT_SHAPE_LIMITS, maxChars: opts.maxArgsChars ?? DEFAULT_SHAPE_LIMITS.maxChars };
  const monitor = createAlertMonitor(opts.alerts);
  const region = opts.defaultRegion ?? null;
  if (region !== null && (typeof region !== "string" || !supportedRegion(region))) {
    throw new RampartError("ERR_CONFIG", `defaultRegion: ${displayName(region)} is no ISO 3166-1 alpha-2 region with a phone numbering plan (write it in capitals, e.g. "KR")`);
  }
  const onAlert = opts.alerts?.onAlert;

  /** Set by `close`: every later dispatch is refused before any check (hostile review B15). */
  let closed = false;
  /** Dispatches running now; `close` waits for them, so their events are stored before the stores close. */
  let active = 0;
  let onIdle: (() => void) | null = null;
  const approvalLimit = opts.approvalRequestLimit ?? DEFAULT_APPROVAL_REQUEST_LIMIT;
  if (!Number.isInteger(approvalLimit.points) || approvalLimit.points < 1 || !(approvalLimit.duration > 0) || !Number.isFinite(approvalLimit.duration)) {
    throw new RampartError("ERR_CONFIG", "approvalRequestLimit: points must be a positive integer and duration a positive number of seconds");
  }
  const localIssuer = createLocalIssuer();
  /** Permits this firewall issued and not yet completed, with what `complete` needs. */
  const permits = new WeakMap<Permit, { session: Session; trusted: boolean; isPublic: boolean }>();
  const localAllowed = opts.localSessions ?? opts.verifier === undefined;
  const registry = new Map<string, Entry>();
  for (const tool of opts.tools) {
    if (registry.has(tool.name)) throw new RampartError("ERR_CONFIG", `two tools are named ${tool.name}`);
    const limit = tool.policy?.rateLimit;
    registry.set(tool.name, {
      tool,
      limiter: limit && limit !== "none" ? rateLimits.forTool(tool.name, limit) : null,
      approvalLimiter: tool.policy ? rateLimits.forTool(`${tool.name}#approval-requests`, approvalLimit) : null,
    });
  }

  const recordNow = (event: AuditEvent) => {
    auditor.record(event);
    for (const alert of monitor.observe(event)) {
      onAlert?.(alert);
      auditor.record({
        ...event,
        kind: "alert",
        decision: "alert",
        code: null,
        detail: `alert:${alert.kind}: ${alert.message}`,
        latencyMs: 0,
      });
    }
  };

  // Audit off the hot path: a dispatch queues its event with what its HMACs are computed
  // from; one batch per event-loop turn (or `flush` / `close`, whichever comes first)
  // computes them, runs the alert monitor and hands the event to the auditor. The event is
  // complete — keyed hashes, never raw values — before anything logs or stores it; the
  // canonical arguments wait in this private queue for at most one turn.
  // Three parallel queues (event, call id, canonical arguments), so queueing allocates no
  // wrapper object per dispatch.
  let pendingEvents: AuditEvent[] = [];
  let pendingCallIds: (string | null)[] = [];
  let pendingCanonical: (string | null)[] = [];
  const drainAudit = () => {
    const events = pendingEvents;
    const callIds = pendingCallIds;
    const canonicals = pendingCanonical;
    pendingEvents = [];
    pendingCallIds = [];
    pendingCanonical = [];
    for (let i = 0; i < events.length; i++) {
      const e = events[i] as AuditEvent;
      const callId = callIds[i] ?? null;
      const canonical = canonicals[i] ?? null;
      if (callId !== null && e.callRef === null) e.callRef = keys.hmac(`call:${callId}`);
      if (canonical !== null && e.argsHmac === null) e.argsHmac = keys.hmac(`args:${e.tool ?? ""}:${canonical}`);
      recordNow(e);
    }
  };
  // Provenance indexing off the next call: a tool output this firewall adds to a transcript
  // is indexed in the event-loop turn after the call (while the model takes its turn), so
  // the write that follows finds it indexed instead of paying for it. Only when some tool
  // has provenance rules (otherwise nothing ever reads the index); the same index the check
  // would build itself, each entry once — a check that comes first simply builds it. One
  // slice of at most `IDLE_INDEX_CHARS` per transcript and turn: a backlog of text the
  // application added (evidence, outputs recorded outside the firewall) is not indexed in
  // one stall; what a slice leaves is indexed by the next slice or by the first check that
  // reads it.
  const indexOutputs = opts.tools.some((t) => t.compiled.provenanceArgs.length > 0 || t.compiled.vouches);
  /**
   * Counting (issue 18 item 4): per session (its transcript), the keyed hashes of the side
   * effects that ran on vouching alone. A repeat with the same arguments needs an approval:
   * the user asked once. Bounded: a full set makes every later vouched side effect ask.
   */
  const vouchedOnce = new WeakMap<Transcript, OnceState>();
  /** The output gate for free-text arguments, loaded on first use (a failed load stays failed: every such call asks). */
  let textGate: Promise<TextGate> | null = null;
  const loadGate = () => (textGate ??= loadTextGate(opts.outputGate));
  let toIndex: Transcript[] = [];
  const indexPending = () => {
    const batch = toIndex;
    toIndex = [];
    for (const t of batch) {
      try {
        t.indexSome(IDLE_INDEX_CHARS);
      } catch {
        // left for the next provenance check, which raises it inside a dispatch
      }
    }
  };
  // Both jobs run in one `setImmediate` per turn: the turn's first dispatch schedules it (a
  // native call that is slow on a cold call), the others only queue their work. The same
  // turn tops up the trace ids' random bytes, so a dispatch seldom draws them itself.
  let idleScheduled = false;
  const idle = () => {
    idleScheduled = false;
    drainAudit();
    indexPending();
    refillTraceIds();
  };
  const scheduleIdle = () => {
    if (!idleScheduled) {
      idleScheduled = true;
      setImmediate(idle);
    }
  };
  const indexLater = (t: Transcript) => {
    if (toIndex[toIndex.length - 1] !== t) toIndex.push(t);
    scheduleIdle();
  };

  /** Queues an event (in order with every other event of this firewall). */
  const record = (event: AuditEvent, callId: string | null = null, canonical: string | null = null) => {
    pendingEvents.push(event);
    pendingCallIds.push(callId);
    pendingCanonical.push(canonical);
    scheduleIdle();
  };

  /**
   * A session this firewall opens indexes each user turn when the application adds it
   * (`Transcript.indexUserTurnsOnArrival`), when some tool reads the index — the same rule
   * as for tool outputs above: the work is done when the text arrives, not in the next call.
   */
  const withUserTurnIndexing = (session: Session): Session => {
    if (indexOutputs) session.transcript.indexUserTurnsOnArrival();
    return session;
  };

  const callable = (tool: ToolDefinition, session: Session) =>
    tool.policy !== undefined && missingScope(tool.policy, session) === null && callerAllowed(tool.policy, session);

  /**
   * The sanitised output of a call that ran, added to the session's transcript
   * (`UNSERIALISABLE_OUTPUT` when it has no JSON form).
   */
  function takeOutput(raw: unknown, session: Session, traceId: string, trusted: boolean, isPublic: boolean): SanitizedOutput {
    // An output with no JSON form (a cycle, a throwing `toJSON`) or that the scanner fails
    // on reaches the model as a fixed text instead, so the model does not retry a call that
    // happened (hostile review B4).
    let out: SanitizedOutput;
    try {
      out = sanitizeOutput(raw, scan, clean, outputLimits);
    } catch (e) {
      // A string over the scanner's own cap (`boundary.maxInputChars`) is too large as well.
      out = e instanceof OutputTooLarge || (isRampartError(e, "ERR_BAD_INPUT") && typeof e.details.limit === "number") ? TOO_LARGE_OUTPUT : UNSERIALISABLE_OUTPUT;
    }
    // Named by the trace id, which the firewall made (and which names this call's audit
    // event), never by the model's call id: that is a free 128-character channel from the
    // model into `taintedBy` of audit rows, logs and approval requests (hostile review B1).
    session.transcript.addToolOutput(traceId, out.rawTexts, trusted, isPublic);
    if (indexOutputs && session.transcript.pending > 0) indexLater(session.transcript);
    return out;
  }

  function dispatch(call: ToolCall, session: Session): Promise<DispatchResult> {
    return run(call, session, false) as Promise<DispatchResult>;
  }

  /** The checks of a call, then its handler (`dispatch`) or a permit (`authorize`, `permitOnly`). */
  async function run(call: ToolCall, session: Session, permitOnly: boolean): Promise<DispatchResult | Permit> {
    const t0 = performance.now();
    active += 1;
    const traceId = newTraceId();
    const ts = now();
    const otel = activeTraceIds();
    const event: AuditEvent = {
      kind: "dispatch",
      traceId,
      ts,
      sessionId: null,
      caller: null,
      tool: null,
      callRef: null,
      sideEffect: null,
      argsHmac: null,
      scopes: NONE,
      decision: "deny",
      code: null,
      detail: null,
      sanitized: false,
      taintedBy: NONE,
      approvalId: null,
      latencyMs: 0,
      otelTraceId: otel === null ? null : otel.traceId,
      otelSpanId: otel === null ? null : otel.spanId,
      sessionKind: null,
    };
    let callId: string | null = null;
    let canonical: string | null = null;
    try {
      // 1. session: verified by us (its scope list was built with it), not expired
      if (closed) throw deny("store", "closed", "the firewall is closed");
      const mark = acceptedSession(session, opts.verifier, localIssuer);
      if (mark === undefined) throw deny("auth", "unverified", "the session was neither verified by this firewall's verifier nor opened locally by this firewall");
      event.sessionId = session.id;
      event.caller = session.subject;
      event.scopes = mark.scopes as string[];
      event.sessionKind = mark.local ? "local" : "verified";
      if (session.expiresAt !== null && ts >= session.expiresAt) throw deny("auth", "expired", "the session token has expired");
      if (!auditor.healthy) throw deny("store", "audit", "the audit store is unavailable; no dispatch runs unaudited");
      if (call === null || typeof call !== "object") throw deny("args", "call", "the tool call is not an object");
      call = readCall(call);
      const id = call.id ?? randomUUID();
      if (typeof id !== "string" || !CALL_ID.test(id)) throw deny("args", "callId", "the tool-call id is malformed");
      callId = id;

      // 2–3. registry and policy
      const name = call.name;
      const entry = typeof name === "string" ? registry.get(name) : undefined;
      // The message names the tool (bounded, escaped: it is model text); the audit row keeps only its HMAC.
      if (!entry) throw deny("registry", `name:${keys.hmac(`tool:${String(name)}`).slice(0, 16)}`, `no tool named ${displayName(name)} is registered`);
      const tool = entry.tool;
      const limiter = entry.limiter;
      event.tool = tool.name;
      const policy = tool.policy;
      if (!policy) throw deny("policy", "missing", `tool ${tool.name} has no dispatch policy`);
      event.sideEffect = policy.sideEffect;
      // Refused before any check consumes a rate limit or an approval: nothing here could run it.
      if (tool.policyOnly && !permitOnly) {
        throw new RampartError("ERR_CONFIG", `tool ${tool.name} has no local handler: authorize() the call and execute it yourself`, {
          details: { check: "registry", rule: "policy-only" },
        });
      }

      // 4–5. scopes and caller (the checks' own decisions; verdicts only on a denial)
      const lacking = missingScope(policy, session);
      if (lacking !== null) throw deny("scope", lacking, `the session lacks scope ${lacking}`);
      if (!callerAllowed(policy, session)) throw deny("caller", "allowedCallers", `caller ${session.subject} may not call this tool`);

      // 6. arguments: canonical form, bidi + schema on the input, zod's output (what the
      //    handler gets), the policy's constraints on it, then paths — resolved, and the
      //    constraints and schema checked again on the resolved form
      const c = tool.compiled;
      let args = canonicalizeArgs(parseArguments(call.arguments, shapeLimits), c.normalizeArg, shapeLimits);
      const inputErr = inputFailure(tool, args);
      if (inputErr !== null) throw deny("args", inputErr.rule, inputErr.reason);
      if (c.zodParse) {
        const h = handlerArgs(tool, args);
        if (h.failure !== null) throw deny("args", h.failure.rule, h.failure.reason);
        args = h.args;
      }
      const constraintErr = constraintFailure(tool, args);
      if (constraintErr !== null) throw deny("args", constraintErr.rule, constraintErr.reason);
      // Provenance reads the values as the model wrote them (a document names `notes/a.txt`,
      // not the resolved `/srv/files/notes/a.txt`); the handler gets the resolved path.
      // Without path arguments nothing is resolved, and the two are the same object.
      const asWritten: Record<string, JsonValue> = c.pathArgs.length === 0 ? args : { ...args };
      if (c.pathArgs.length > 0) {
        // The resolved form the constraints see: relative to the root, or absolute, as written.
        const asResolved: Record<string, JsonValue> = { ...args };
        for (const [arg, roots] of c.pathArgs) {
          const v = args[arg];
          if (v === undefined) continue;
          const items = Array.isArray(v) ? v : [v];
          const resolved: JsonValue[] = [];
          const checked: JsonValue[] = [];
          for (const item of items) {
            const real = typeof item === "string" ? await resolveInRoots(item, roots) : null;
            if (real === null) throw deny("args", `path:${arg}`, `${arg} resolves outside the allowed roots`);
            resolved.push(real);
            checked.push(pathAsChecked(item as string, real, roots));
          }
          args[arg] = Array.isArray(v) ? resolved : (resolved[0] as JsonValue);
          asResolved[arg] = Array.isArray(v) ? checked : (checked[0] as JsonValue);
        }
        if (!c.validate(asResolved)) {
          const e = violationFromAjv(c.validate.errors, c.declared);
          throw deny("args", `${e.rule}:${e.arg}`, `${e.message} (resolved path)`);
        }
        const resolvedErr = constraintFailure(tool, asResolved);
        if (resolvedErr !== null) throw deny("args", resolvedErr.rule, `${resolvedErr.reason} (resolved path)`);
      }
      const canon = canonicalJson(args);
      canonical = canon;

      // 7a. vouching (issue 18): a side effect's sensitive value, and a read's egress URL,
      //     must come from a trusted source (see vouch.ts)
      let reasons: string[] | null = alwaysNeedsApproval(policy) ? [policy.sideEffect === "destructive" ? "destructive" : "policy"] : null;
      let explain: string[] | null = null;
      let allowed: Set<string> | null = null;
      /** The side effect's vouched arguments (the request the user's word covers), or null. */
      let vouchedRequest: Record<string, JsonValue> | null = null;
      let unvouchedTaint: string[] = NONE;
      if (c.vouches) {
        const ix = session.transcript.lookup();
        const sideEffect = policy.sideEffect !== "read";
        // a side effect's currency named in an argument of its own (`{ amount: 50, currency: "USD" }`): its amounts are compared in it
        const callCurrency = sideEffect ? argumentCurrency(asWritten) : null;
        /**
         * The one place a vouched value is accepted (allow list or trusted source, every kind):
         * the value must be what the trusted source wrote, not only what it folds to
         * (`foldedAway`) — otherwise the handler would get characters no one vouched for.
         */
        const accept = (v: VouchArg, value: JsonValue, mode: VouchMode): void => {
          const folded = foldedAway(value, ix, v.allow, mode, c.pathRoots.has(v.arg) || pathName(v.arg));
          if (folded !== null) {
            (reasons ??= []).push(`fold:${v.arg}`);
            (explain ??= []).push(
              `${v.arg} matches a trusted value only after folding, and the trusted source does not write it so: ${folded.chars.join(", ")}; the tool would get characters the user did not write`,
            );
            return;
          }
          if (sideEffect) (vouchedRequest ??= {})[v.arg] = value;
        };
        const judge = (v: VouchArg, value: JsonValue, mode: VouchMode): void => {
          if (v.allow !== null && allowListed(value, v.allow)) {
            (allowed ??= new Set()).add(v.arg);
            if (v.rule === "approval") {
              (reasons ??= []).push(`vouch:${v.arg}`);
              (explain ??= []).push(`${v.arg} always needs an approval (vouch: approval)`);
            } else accept(v, value, mode);
            return;
          }
          if (v.rule === "approval") {
            (reasons ??= []).push(`vouch:${v.arg}`);
            (explain ??= []).push(`${v.arg} always needs an approval (vouch: approval)`);
            return;
          }
          if (vouchedValue(value, ix, v.allow, mode, v.kinds, region, callCurrency)) {
            accept(v, value, mode);
            return;
          }
          const p = argProvenance(v.arg, value, "untainted-or-approved", session.transcript, c.pathRoots.get(v.arg), sideEffect);
          if (p.taintedBy.length > 0) unvouchedTaint = unvouchedTaint === NONE ? p.taintedBy : [...new Set([...unvouchedTaint, ...p.taintedBy])];
          // a side effect's value the user named only to ask about it (`purpose.ts`)
          const asked = sideEffect ? lookupIds(value, ix) : NONE;
          // an amount the user vouched for in one reading only (`"50,000"` after "50 EUR"): name the ambiguity
          const amb = asked.length === 0 && v.allow === null && (v.kinds === null || v.kinds.has("amount")) ? ambiguousAmount(value, ix) : null;
          const why =
            amb !== null
              ? `${v.arg} is an ambiguous amount: it reads as ${amb.readings.join(" or ")} (grouping or decimal mark), and no trusted source vouches for ${amb.unvouched.join(", ")}; write it as a number or with both marks (1,500.00)`
              : unvouchedReason(tool.name, v, mode, p.taintedBy, asked);
          // a value the user named only to ask about is theirs: its purpose is in doubt, so it asks even under `from-user`
          if (v.deny && asked.length === 0) throw deny("provenance", `vouch:${v.arg}`, why, { taintedBy: p.taintedBy });
          (reasons ??= []).push(`${mode === "egress" ? "egress" : asked.length > 0 ? "purpose" : amb !== null ? "ambiguous" : "vouch"}:${v.arg}`);
          (explain ??= []).push(why);
        };
        for (const v of c.vouchArgs) {
          const value = asWritten[v.arg];
          if (value !== undefined) judge(v, value, "side-effect");
        }
        if (sideEffect) {
          for (const v of c.kindArgs) {
            const value = asWritten[v.arg];
            if (value !== undefined && sensitiveKind(value)) judge(v, value, "side-effect");
          }
        } else {
          for (const v of c.egressArgs) {
            const value = asWritten[v.arg];
            if (value !== undefined && (v.byName || urlKind(value))) judge(v, value, "egress");
          }
        }
        // free text (text-gate.ts): a side effect's text through the gate's leak detectors, a
        // read's text for hosts and URLs no one vouched for
        const textArgs = c.textArgs;
        // a network read that goes to a URL sends every free-text argument with it (params, headers, body): each is part of the egress
        let egressCall = !sideEffect && c.egressTool;
        if (!sideEffect && !egressCall && c.queryArgs.size < textArgs.length) {
          for (const v of c.egressArgs) if (asWritten[v.arg] !== undefined && urlKind(asWritten[v.arg] as JsonValue)) egressCall = true;
        }
        for (let i = 0; i < textArgs.length; i++) {
          const arg = textArgs[i] as string;
          const value = asWritten[arg];
          if (value === undefined) continue;
          // a request's structure sends its keys and numbers too (`params: { "<address>": 1 }`): read even without a string leaf
          const sent = !sideEffect && (egressCall || c.queryArgs.has(arg)) && value !== null && (typeof value === "number" || typeof value === "object");
          if (!sent && !hasText(value)) continue;
          if (sideEffect) {
            let found: TextFinding[];
            try {
              found = sideEffectTextFindings(arg, value, ix, await loadGate());
            } catch {
              found = [{ arg, detector: "gate-fault" }];
            }
            for (const f of found) {
              (reasons ??= []).push(`text:${arg}:${f.detector}`);
              (explain ??= []).push(`${arg} holds what the output gate's ${f.detector} detector flags, and the user's turns do not vouch for it`);
            }
          } else {
            if (unvouchedHostInText(value, ix)) {
              (reasons ??= []).push(`egress:${arg}`);
              (explain ??= []).push(`${arg} names a host or URL no trusted source gave and no content received holds as written`);
            }
            const query = c.queryArgs.has(arg);
            const priv = query || egressCall ? privateInQuery(value, ix) : null;
            if (priv !== null) {
              (reasons ??= []).push(`egress:${arg}:private`);
              (explain ??= []).push(
                `${arg} is ${query ? "a query" : "part of a request"} a third party receives and carries ${PRIVATE_QUERY_TEXT[priv]} the user's turns did not give`,
              );
            }
          }
        }
        // a value spelled across the call's string arguments (split-values.ts): judged as one argument would be
        if (sideEffect && textArgs.length > 0) {
          const split = splitValue(asWritten, c.declared, ix);
          if (split !== null) {
            (reasons ??= []).push(`split:${split.args.join("+")}`);
            const taint = split.taintedBy.length > 0 ? `; it occurs in untrusted ${split.taintedBy.join(", ")}` : "";
            (explain ??= []).push(`${split.args.join(" and ")} read together spell ${KIND_TEXT[split.kind]} no trusted source gave (not in the user's turns, not in the output of a tool with output: trusted)${taint}`);
            if (split.taintedBy.length > 0) unvouchedTaint = unvouchedTaint === NONE ? split.taintedBy : [...new Set([...unvouchedTaint, ...split.taintedBy])];
          }
        }
        // amounts bound to payees (binding.ts): the user's amount for one payee does not vouch for another
        if (vouchedRequest !== null && reasons === null) {
          const bound = boundElsewhere(vouchedRequest, ix);
          if (bound !== null) {
            (reasons ??= []).push(`bind:${bound.arg}`);
            (explain ??= []).push(`${bound.arg} is the amount the user named for another payee in ${bound.turn}`);
          }
        }
      }

      // 7. provenance against the current transcript
      const provArgs = c.provenanceArgs;
      let provenance = NO_PROVENANCE;
      let taintedBy = NONE;
      if (provArgs.length > 0) {
        provenance = new Array<ArgProvenance>(provArgs.length);
        for (let i = 0; i < provArgs.length; i++) {
          const [arg, rule] = provArgs[i] as (typeof provArgs)[number];
          // a value the application's allow list vouches for is not searched for taint
          if (allowed !== null && (allowed as Set<string>).has(arg)) {
            provenance[i] = { arg, rule, tainted: false, fromUser: true, taintedBy: NONE };
            continue;
          }
          const p = argProvenance(arg, asWritten[arg] ?? null, rule, session.transcript, c.pathRoots.get(arg), policy.sideEffect !== "read");
          provenance[i] = p;
          if (p.tainted) taintedBy = taintedBy === NONE ? p.taintedBy : [...new Set([...taintedBy, ...p.taintedBy])];
        }
      }
      if (unvouchedTaint !== NONE) taintedBy = taintedBy === NONE ? unvouchedTaint : [...new Set([...taintedBy, ...unvouchedTaint])];
      event.taintedBy = taintedBy;
      const deniedArg = deniedProvenance(provenance);
      if (deniedArg !== null) throw deny("provenance", deniedArg.arg, provenanceReason(deniedArg), { taintedBy });

      // A trusted tool's output is only as trusted as what went into it (integrity labels as
      // in FIDES): a call whose arguments carry untrusted text — an attacker's address given
      // to a lookup that echoes it, a formatter that upper-cases it — records its output
      // untrusted, so neither an echo nor a transform of that value can vouch for it later.
      const outputTrusted = policy.output === "trusted" && !Object.keys(asWritten).some((arg) => argProvenance(arg, asWritten[arg] ?? null, "untainted", session.transcript).tainted);

      // 8. approval: destructive, policy-wide, an argument whose provenance asks for it, an
      //    unvouched value, or a repeat of a side effect the user's word already ran once.
      //    Looked up now, consumed last, so a rate-limited call never burns its approval.
      for (let i = 0; i < provenance.length; i++) {
        const p = provenance[i] as ArgProvenance;
        if (provenanceOutcome(p) === "approve") (reasons ??= []).push(`provenance:${p.arg}`);
      }
      // counted synchronously (check and mark in one step), unmarked if the rate limit refuses
      let once: OnceState | null = null;
      let onceKey: string | null = null;
      let onceRun: OnceState["runs"][number] | null = null;
      if (reasons === null && vouchedRequest !== null) {
        once = vouchedOnce.get(session.transcript) ?? null;
        if (once === null) vouchedOnce.set(session.transcript, (once = { keys: new Set(), runs: [] }));
        // a request that moves an amount is keyed by its vouched values only: a repeat with
        // another free-text argument (a new subject line) is the same payment to the same
        // payee; any other by all its arguments (a new body to the same address is a new mail)
        const moves = movesMoney(vouchedRequest as JsonValue);
        // compared in canonical form: a respaced IBAN or a re-cased address is the same request
        // and by the user turn it rests on: a turn that asks for every value again authorises one more run,
        // and so does a turn that asks to repeat what ran last ("send it again": `requests.ts`)
        const ix = session.transcript.lookup();
        const base = keys.hmac(`once:${tool.name}:${canonicalJson(repeatForm(moves ? vouchedRequest : (args as JsonValue), region))}`);
        const k = onceSlot(once, base, vouchingTurn(vouchedRequest, ix), ix);
        if (k === null || once.keys.size >= MAX_VOUCHED_ONCE) {
          reasons = ["repeat"];
          explain = [`${tool.name} already ran once with these vouched arguments (${Object.keys(vouchedRequest).join(", ")}) on the user's word; a repeat needs an approval`];
        } else {
          once.keys.add(k);
          onceRun = { base, at: ix.trusted.entries.length };
          once.runs.push(onceRun);
          onceKey = k;
        }
      }
      let grant: ApprovalRequest | null = null;
      if (reasons !== null) {
        // The approval binds the HMACs, so they are computed now on this (rarer) path.
        event.callRef = keys.hmac(`call:${id}`);
        event.argsHmac = keys.hmac(`args:${tool.name}:${canon}`);
        grant = await approvalGate(tool.name, session, event.callRef, event.argsHmac, canon, reasons, taintedBy, limiter, entry.approvalLimiter, explain);
      }

      // 9. rate limit (per caller, per tool)
      if (limiter) {
        // In process (memory) the counter answers at once: no promise, no microtask turn.
        const d = limiter.consumeNow !== undefined ? limiter.consumeNow(session.subject) : await limiter.consume(session.subject);
        if (!d.allowed) {
          if (once !== null && onceKey !== null) {
            once.keys.delete(onceKey);
            const at = onceRun === null ? -1 : once.runs.lastIndexOf(onceRun);
            if (at >= 0) once.runs.splice(at, 1);
          }
          throw deny("rate-limit", d.store, `rate limit for ${tool.name} exceeded`, { retryAfterMs: d.retryAfterMs });
        }
      }
      if (grant) {
        const t = now();
        if (!(await storeCall("approval store", storeMs, () => approvals.consume(grant.id, t)))) {
          throw deny("approval", "consumed", `approval for ${tool.name} was already used`, { approvalId: grant.id, status: "consumed" });
        }
        event.approvalId = grant.id;
      }

      // 10. a permit (the caller executes), or the handler — only now
      if (permitOnly) {
        const permit: Permit = Object.freeze({
          callId: id,
          tool: tool.name,
          args: Object.freeze(args),
          subject: session.subject,
          sessionId: session.id,
          traceId,
          approvalId: event.approvalId,
        });
        permits.set(permit, { session, trusted: outputTrusted, isPublic: policy.output === "public" });
        event.decision = "allow";
        event.detail = "permit";
        return permit;
      }
      let raw: unknown;
      try {
        raw = tool.handler(args as never, { callId: id, subject: session.subject, sessionId: session.id });
        // A synchronous handler's value is used as it is (no promise made to await it).
        if (raw !== null && (typeof raw === "object" || typeof raw === "function") && typeof (raw as PromiseLike<unknown>).then === "function") raw = await raw;
      } catch (cause) {
        event.decision = "error";
        throw new RampartError("ERR_INTERNAL", `tool ${tool.name} failed`, { cause, details: { check: "handler", rule: "threw" } });
      }

      // 11. output through the evidence boundary, then into the transcript. The handler
      // has run (its side effect is done): from here on the call is "allow", whatever
      // happens to its output.
      const out = takeOutput(raw, session, traceId, outputTrusted, policy.output === "public");
      if (out === UNSERIALISABLE_OUTPUT) event.detail = "output:unserialisable";
      else if (out === TOO_LARGE_OUTPUT) event.detail = "output:too-large";
      event.decision = "allow";
      event.sanitized = out.sanitized;
      return { callId: id, tool: tool.name, output: out.value, sanitized: out.sanitized, findings: out.findings, traceId, approvalId: event.approvalId };
    } catch (e) {
      const err = e instanceof RampartError ? e : toRampartError(e);
      if (event.decision !== "error") event.decision = err.code === "ERR_APPROVAL_REQUIRED" ? "approval_required" : "deny";
      event.code = err.code;
      const d = err.details;
      // An approval request (new, pending, denied, consumed …) is named by its id, so the
      // audit trail links the held call to the decision that follows.
      if (event.approvalId === null && typeof d.approvalId === "string") event.approvalId = d.approvalId;
      // Canonicalisation's ERR_ARGS carry a rule but no check: they are the args check's.
      const check = typeof d.check === "string" ? d.check : err.code === "ERR_ARGS" ? "args" : null;
      event.detail = check === null ? null : `${check}:${typeof d.rule === "string" ? d.rule : ""}`;
      throw err;
    } finally {
      event.latencyMs = performance.now() - t0;
      active -= 1;
      // After `close` the firewall's own stores are gone; a refused call is not recorded there.
      if (!(closed && event.detail === "store:closed" && ownAuditor)) record(event, callId, canonical);
      if (active === 0 && onIdle !== null) onIdle();
    }
  }

  /**
   * Finds or creates the approval request bound to (session, call, tool, argument HMAC).
   * Returns the granted, unexpired request (not yet consumed); otherwise throws
   * `ERR_APPROVAL_REQUIRED`. New requests count against the tool's rate limit under a
   * separate key, and against the firewall's approval-request limit (also for a tool with
   * `rateLimit: "none"`), so a model cannot flood the approver.
   */
  async function approvalGate(
    tool: string,
    session: Session,
    callRef: string,
    argsHmac: string,
    canonical: string,
    reasons: string[],
    taintedBy: string[],
    limiter: ToolRateLimiter | null,
    approvalLimiter: ToolRateLimiter | null,
    explain: string[] | null = null,
  ): Promise<ApprovalRequest> {
    const t = now();
    // Bound to (call, arguments): a resend of the call id with other arguments files a request
    // of its own and never revokes the grant of the first (an injected resend could otherwise
    // wear out the approver); each grant is still consumed once.
    const existing = await storeCall("approval store", storeMs, () => approvals.findByCall(session.id, session.subject, callRef, argsHmac));
    if (existing && existing.tool === tool && existing.argsHmac === argsHmac) {
      const status = effectiveStatus(existing, t);
      if (status === "approved") return existing;
      throw deny("approval", status, status === "pending" ? `${tool} is waiting for approval` : `approval for ${tool} is ${status}`, {
        approvalId: existing.id,
        status,
        expiresAt: existing.expiresAt,
      });
    }
    if (limiter) {
      const d = await limiter.consume(`${session.subject}#approval-requests`);
      if (!d.allowed) throw deny("rate-limit", d.store, `too many approval requests for ${tool}`, { retryAfterMs: d.retryAfterMs });
    }
    if (approvalLimiter) {
      const d = await approvalLimiter.consume(session.subject);
      if (!d.allowed) throw deny("rate-limit", d.store, `too many approval requests for ${tool}`, { retryAfterMs: d.retryAfterMs });
    }
    const req: ApprovalRequest = {
      id: randomUUID(),
      tool,
      argsHmac,
      callId: callRef,
      sessionId: session.id,
      subject: session.subject,
      reasons,
      taintedBy,
      sealedArgs: keys.seal(canonical),
      status: "pending",
      createdAt: t,
      expiresAt: t + ttl,
      decidedBy: null,
      decidedAt: null,
    };
    await storeCall("approval store", storeMs, () => approvals.create(req));
    throw deny("approval", "pending", approvalMessage(tool, reasons, req.id), {
      approvalId: req.id,
      status: "pending",
      expiresAt: req.expiresAt,
      reasons,
      ...(explain === null ? {} : { explain }),
    });
  }

  /** The audit event of a decision on an approval request (it names the request). */
  function approvalEvent(req: ApprovalRequest, decision: AuditEvent["decision"], code: AuditEvent["code"], detail: string, t0: number): AuditEvent {
    return {
      kind: "approval",
      traceId: randomUUID(),
      ts: now(),
      sessionId: req.sessionId,
      caller: req.subject,
      tool: req.tool,
      callRef: req.callId,
      sideEffect: registry.get(req.tool)?.tool.policy?.sideEffect ?? null,
      argsHmac: req.argsHmac,
      scopes: [],
      decision,
      code,
      detail,
      sanitized: false,
      taintedBy: req.taintedBy,
      approvalId: req.id,
      latencyMs: performance.now() - t0,
    };
  }

  async function decide(requestId: string, decision: "approved" | "denied", approver: string): Promise<ApprovalRequest> {
    const t0 = performance.now();
    stringArgument(requestId, decision === "approved" ? "approve" : "deny", "requestId", { nonEmpty: true });
    if (typeof approver !== "string" || approver === "") throw new RampartError("ERR_BAD_INPUT", "an approval decision needs an approver name");
    if (decision === "approved") {
      // Four-eyes by default: the subject whose call is held may not grant it (policy `selfApproval`).
      const held = await storeCall("approval store", storeMs, () => approvals.get(requestId));
      if (!held) throw new RampartError("ERR_BAD_INPUT", `no approval request ${requestId}`);
      const selfApproval = registry.get(held.tool)?.tool.policy?.selfApproval ?? "deny";
      if (approver === held.subject && selfApproval !== "allow") {
        record(approvalEvent(held, "deny", "ERR_CALLER", "approval:self", t0));
        throw new RampartError("ERR_CALLER", `the requester may not approve their own call to ${held.tool} (policy selfApproval)`, {
          details: { check: "approval", rule: "self", approvalId: held.id },
        });
      }
    }
    const req = await storeCall("approval store", storeMs, () => approvals.decide(requestId, decision, approver, now()));
    record(approvalEvent(req, decision, null, `approver:${approver}`, t0));
    return req;
  }

  function refuse(call: ToolCall, session: Session, refusal: Refusal): RampartError {
    for (const part of ["check", "rule"] as const) {
      const v: unknown = isPlainObject(refusal) ? refusal[part] : undefined;
      if (typeof v !== "string" || !REFUSAL_PART.test(v)) throw badArgument("refuse", `refusal.${part}`, `a string matching ${REFUSAL_PART.source}`, v);
    }
    const traceId = newTraceId();
    const otel = activeTraceIds();
    const mark = acceptedSession(session, opts.verifier, localIssuer);
    const name: unknown = isPlainObject(call) ? call.name : undefined;
    const registered = typeof name === "string" && registry.has(name) ? name : null;
    const id: unknown = isPlainObject(call) ? call.id : undefined;
    const detail = `${refusal.check}:${refusal.rule}${registered === null ? `:name:${keys.hmac(`tool:${String(name)}`).slice(0, 16)}` : ""}`;
    record(
      {
        kind: "dispatch",
        traceId,
        ts: now(),
        sessionId: mark === undefined ? null : session.id,
        caller: mark === undefined ? null : session.subject,
        tool: registered,
        callRef: null,
        sideEffect: registered === null ? null : (registry.get(registered)?.tool.policy?.sideEffect ?? null),
        argsHmac: null,
        scopes: mark === undefined ? NONE : (mark.scopes as string[]),
        decision: "deny",
        code: refusal.code,
        detail,
        sanitized: false,
        taintedBy: NONE,
        approvalId: null,
        latencyMs: 0,
        otelTraceId: otel === null ? null : otel.traceId,
        otelSpanId: otel === null ? null : otel.spanId,
        sessionKind: mark === undefined ? null : mark.local ? "local" : "verified",
      },
      typeof id === "string" && CALL_ID.test(id) ? id : null,
    );
    return new RampartError(refusal.code, String(refusal.reason), { details: { check: refusal.check, rule: refusal.rule, traceId } });
  }

  function listTools(session: Session, format: ToolFormat): OpenAITool[] | AnthropicTool[] {
    // An unknown format is the caller's mistake: say so rather than answer in another format.
    if (typeof format !== "string" || !Object.hasOwn(TOOL_FORMATTERS, format)) {
      throw new RampartError("ERR_BAD_INPUT", `listTools: unknown format ${displayName(format)}; use one of ${Object.keys(TOOL_FORMATTERS).map((f) => `"${f}"`).join(", ")}`, {
        details: { function: "listTools", argument: "format" },
      });
    }
    if (closed || acceptedSession(session, opts.verifier, localIssuer) === undefined) return [];
    if (session.expiresAt !== null && now() >= session.expiresAt) return [];
    const tools = [...registry.values()].map((e) => e.tool).filter((t) => callable(t, session));
    return format === "openai" ? tools.map(TOOL_FORMATTERS.openai) : tools.map(TOOL_FORMATTERS.anthropic);
  }

  return {
    async openSession(token) {
      if (!opts.verifier) throw new RampartError("ERR_CONFIG", "the firewall has no session verifier (firewall.auth)");
      return withUserTurnIndexing(await opts.verifier.verify(token));
    },
    openLocalSession(o) {
      if (!localAllowed) {
        throw new RampartError("ERR_CONFIG", "this firewall verifies tokens; it opens local sessions only with createFirewall({ localSessions: true })");
      }
      return withUserTurnIndexing(openLocalSession(localIssuer, o));
    },
    dispatch,
    authorize: (call, session) => run(call, session, true) as Promise<Permit>,
    complete(permit, output) {
      const held = permits.get(permit);
      if (held === undefined) {
        throw new RampartError("ERR_BAD_INPUT", "complete: permit must be one this firewall's authorize() issued and not yet completed", {
          details: { function: "complete", argument: "permit" },
        });
      }
      permits.delete(permit);
      const out = takeOutput(output, held.session, permit.traceId, held.trusted, held.isPublic);
      return { callId: permit.callId, tool: permit.tool, output: out.value, sanitized: out.sanitized, findings: out.findings, traceId: permit.traceId, approvalId: permit.approvalId };
    },
    async safeDispatch(call, session) {
      try {
        return { ok: true, value: await dispatch(call, session) };
      } catch (e) {
        return { ok: false, error: toRampartError(e) };
      }
    },
    refuse,
    listTools: listTools as Firewall["listTools"],
    approve: (id, approver) => decide(id, "approved", approver),
    deny: (id, approver) => decide(id, "denied", approver),
    async waitForApproval(requestId, o = {}) {
      stringArgument(requestId, "waitForApproval", "requestId", { nonEmpty: true });
      optionsArgument(o, "waitForApproval", "opts");
      const timeoutMs = o.timeoutMs ?? ttl;
      const pollMs = o.pollMs ?? 200;
      if (typeof timeoutMs !== "number" || !(timeoutMs >= 0)) throw badArgument("waitForApproval", "opts.timeoutMs", "a number of milliseconds >= 0", timeoutMs);
      if (typeof pollMs !== "number" || !(pollMs > 0) || !Number.isFinite(pollMs)) throw badArgument("waitForApproval", "opts.pollMs", "a finite number of milliseconds > 0", pollMs);
      // Waiting is real time, whatever clock the firewall was given.
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const req = await storeCall("approval store", storeMs, () => approvals.get(requestId));
        if (!req) throw new RampartError("ERR_BAD_INPUT", `no approval request ${requestId}`);
        const status = effectiveStatus(req, now());
        if (status !== "pending") return status;
        if (performance.now() >= deadline) {
          try {
            await decide(requestId, "denied", "timeout");
            return "denied";
          } catch {
            // Decided in the meantime: report what it became.
            const after = await approvals.get(requestId);
            return after ? effectiveStatus(after, now()) : "denied";
          }
        }
        await new Promise((r) => setTimeout(r, pollMs));
      }
    },
    openSealedArgs(req) {
      if (!isPlainObject(req)) throw badArgument("openSealedArgs", "req", "an ApprovalRequest (approvals.get(id))", req);
      if (!req.sealedArgs) return null;
      return JSON.parse(keys.open(req.sealedArgs)) as Record<string, JsonValue>;
    },
    approvals,
    keys,
    flush: () => {
      drainAudit();
      return auditor.flush();
    },
    async close() {
      closed = true;
      if (active > 0) await new Promise<void>((resolve) => (onIdle = resolve));
      onIdle = null;
      drainAudit();
      if (ownAuditor) await auditor.close();
      else await auditor.flush();
      if (ownApprovals) await approvals.close();
    },
  };
}
