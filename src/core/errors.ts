/**
 * One error type for every boundary (DESIGN.md "Contracts / Errors").
 *
 * `RampartError` sets `name`, carries a stable `code` string (`ERR_…`) and the standard
 * `cause`. Callers branch on `code`, never on the message. `exitCodeFor()` maps any thrown
 * value to the contract's process exit code.
 */

/**
 * Stable error codes. Add new ones here (one registry, checked by a test) — never invent a
 * code at a throw site.
 */
export const ERROR_CODES = {
  // input and configuration
  ERR_BAD_INPUT: "input is malformed or out of range",
  ERR_CONFIG: "configuration file is invalid",
  ERR_DATA_MISSING: "the shared data folder is missing or incomplete",
  ERR_IO: "a file could not be read or written",
  // infrastructure
  ERR_TARGET_UNAVAILABLE: "the evaluation target could not be reached",
  ERR_STREAM_CUT: "a stream ended before its terminator",
  ERR_STORE_UNAVAILABLE: "a backing store (Redis, SQLite, PostgreSQL) is unavailable",
  ERR_PROVIDER: "an LLM provider returned an error",
  ERR_JUDGE: "the judge returned no usable verdict",
  ERR_BUDGET: "the token or cost budget was exceeded",
  ERR_TIMEOUT: "an operation timed out",
  ERR_INTERRUPTED: "the run was interrupted (SIGINT or SIGTERM); its report holds what finished",
  ERR_DETECTOR: "a detector returned no usable verdict (error, schema violation or ambiguous verdict)",
  ERR_DEPENDENCY_MISSING: "an optional peer dependency is not installed or cannot load",
  // tool firewall (seed 003)
  ERR_UNKNOWN_TOOL: "no tool with that name is registered",
  ERR_NO_POLICY: "the tool has no dispatch policy",
  ERR_SCOPE: "the session lacks a required scope",
  ERR_CALLER: "the caller is not allowed to call this tool",
  ERR_ARGS: "the tool arguments violate the schema or policy",
  ERR_RATE_LIMIT: "the rate limit for this tool was exceeded",
  ERR_APPROVAL_REQUIRED: "the call needs a human approval",
  ERR_TAINTED: "an argument comes from untrusted text",
  ERR_AUTH: "the session token is missing or invalid",
  ERR_TOOL_CHANGED: "an MCP tool's description or schema changed since it was pinned; it stays hidden until its pin is approved",
  // output gate block codes (seed 002)
  ERR_LEAK_PII: "the answer contains personal data",
  ERR_LEAK_SECRET: "the answer contains a secret or credential",
  ERR_LEAK_CODENAME: "the answer contains an internal code name or blocked term",
  ERR_LEAK_SYSTEM_PROMPT: "the answer contains system-prompt text or a canary token",
  ERR_LEAK_EGRESS: "the answer contains an image or a data-carrying link to a host off the egress allow-list",
  ERR_PROBE_FAILED: "a probe answer lacks the required refusal or no-evidence phrase",
  ERR_INTERNAL: "an unexpected internal fault",
} as const;

/** A stable error code string. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Process exit codes of every command (DESIGN.md "Exit codes"). */
export const ExitCode = {
  /** Everything passed. */
  OK: 0,
  /** A policy verdict or a regression: something failed, was blocked, or got worse. */
  POLICY: 1,
  /** Bad input or infrastructure: unreadable file, malformed line, service down, judge error. */
  INFRA: 2,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * The base error of Rampart.
 *
 * @example
 * throw new RampartError("ERR_UNKNOWN_TOOL", `no tool named "${name}"`, { details: { tool: name } });
 */
export class RampartError extends Error {
  override readonly name = "RampartError";
  /** Stable machine-readable code. */
  readonly code: ErrorCode;
  /** Structured, non-sensitive context (never raw user data). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = Object.freeze({ ...(options.details ?? {}) });
  }

  /** Plain JSON form for reports and error rows. */
  toJSON(): { code: ErrorCode; message: string; details: Record<string, unknown> } {
    return { code: this.code, message: this.message, details: { ...this.details } };
  }
}

/** True when `err` is a `RampartError`, optionally with the given code. */
export function isRampartError(err: unknown, code?: ErrorCode): err is RampartError {
  return err instanceof RampartError && (code === undefined || err.code === code);
}

/** Codes whose exit status is 1 (a verdict), not 2 (infrastructure). */
const POLICY_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "ERR_LEAK_PII",
  "ERR_LEAK_SECRET",
  "ERR_LEAK_CODENAME",
  "ERR_LEAK_SYSTEM_PROMPT",
  "ERR_LEAK_EGRESS",
  "ERR_PROBE_FAILED",
]);

/** Maps a thrown value to the contract's exit code: leaks → 1, everything else → 2. */
export function exitCodeFor(err: unknown): ExitCode {
  if (isRampartError(err) && POLICY_CODES.has(err.code)) return ExitCode.POLICY;
  return ExitCode.INFRA;
}

/** Wraps any thrown value as a `RampartError`, keeping the original as `cause`. */
export function toRampartError(err: unknown, fallback: ErrorCode = "ERR_INTERNAL"): RampartError {
  if (err instanceof RampartError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new RampartError(fallback, message, { cause: err });
}

/** Result type for `safeX()` functions paired with a throwing `x()` (zod's parse/safeParse). */
export type SafeResult<T> = { ok: true; value: T } | { ok: false; error: RampartError };
