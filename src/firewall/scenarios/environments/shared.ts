/**
 * What the fake environments share: the state holder their handlers read, and the argument
 * patterns their policies use. Every pattern is anchored and unambiguous (each repetition
 * is delimited by a character its body cannot match), so it runs in linear time; a test
 * checks each with recheck.
 */
import type { ToolDefinition } from "../../tool.js";

/** The mutable state of one scenario run, keyed by environment id. Handlers read `current`. */
export interface StateRef {
  current: Record<string, unknown>;
}

/** An environment: its state schema and its tools (defined once per suite, bound to a `StateRef`). */
export interface Environment {
  /** Validates the environment's part of `suite.yaml` (zod schema, strict). */
  parseState(raw: unknown): unknown;
  tools(ref: StateRef): ToolDefinition[];
}

/** An e-mail address (RFC 5321 shape, bounded labels). */
export const EMAIL = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}$/i;
/** An IBAN (ISO 13616 shape: country, check digits, 10–30 alphanumerics). */
export const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/;
/** An absolute drive path; no segment starts with a dot, so `..` cannot occur as a segment. */
export const DRIVE_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/;
/** A chat channel or user handle. */
export const HANDLE = /^[a-z0-9][a-z0-9._-]{0,39}$/;
/** An https URL with a plain host name. */
export const HTTPS_URL = /^https:\/\/[a-z0-9.-]{1,253}(?:\/[\x21-\x7e]{0,512})?$/i;
/** A date, optionally with a time: `2025-05-14` or `2025-05-14 10:00`. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/;

/** Every pattern above, for the linear-time test. */
export const ENVIRONMENT_PATTERNS = { EMAIL, IBAN, DRIVE_PATH, HANDLE, HTTPS_URL, DATE_TIME } as const;

/** Reads one environment's state from the run's state, or fails loudly (a suite/tool mismatch). */
export function stateOf<S>(ref: StateRef, env: string): S {
  const s = ref.current[env];
  if (s === undefined) throw new Error(`environment ${env} is not part of this suite`);
  return s as S;
}

/** Case-insensitive substring test used by the fake search tools. */
export function matches(haystack: string, query: string): boolean {
  return haystack.toLowerCase().includes(query.toLowerCase());
}
