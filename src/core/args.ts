/**
 * Up-front shape checks for the arguments of public entry points, so a JavaScript caller
 * who passes the wrong thing (a `LoadedConfig` where a `RampartConfig` is wanted, an array
 * where an async iterable is wanted, `undefined`) gets one `ERR_BAD_INPUT` naming the
 * function, the argument and what was expected, instead of a raw `TypeError` from deep
 * inside (DESIGN.md "Contracts / Errors").
 */
import { RampartError } from "./errors.js";
import type { LoadedConfig, RampartConfig } from "./config/index.js";

/**
 * Short, non-sensitive description of a value's shape for error messages (never its
 * content). Never throws: a value whose getter or Proxy trap throws is "an unreadable object".
 */
export function describeValue(x: unknown): string {
  try {
    return describeShape(x);
  } catch {
    // A Proxy trap or getter threw while the shape was read (a revoked Proxy, a hostile getter).
    return "an unreadable object (a getter or Proxy trap threw)";
  }
}

function describeShape(x: unknown): string {
  if (x === null) return "null";
  if (x === undefined) return "undefined";
  if (x === "") return "an empty string";
  if (Array.isArray(x)) return "an array";
  if (typeof x === "number" || typeof x === "boolean") return `${typeof x} ${String(x)}`;
  if (typeof x === "object") return isLoadedConfig(x) ? "a LoadedConfig (the result of loadConfig())" : "an object";
  return typeof x;
}

/**
 * The `ERR_BAD_INPUT` error for one argument.
 *
 * @param fn the public function's name, e.g. `compileGatePolicy`.
 * @param arg the argument's name, e.g. `config` or `options.tools`.
 * @param expected what was wanted, e.g. `a RampartConfig (loadConfig().config)`.
 * @param got the value actually passed (only its shape is described).
 * @example
 * throw badArgument("gateStream", "policy", "a GatePolicy from compileGatePolicy", policy);
 * // RampartError ERR_BAD_INPUT "gateStream: policy must be a GatePolicy from compileGatePolicy, got undefined"
 */
export function badArgument(fn: string, arg: string, expected: string, got: unknown): RampartError {
  return new RampartError("ERR_BAD_INPUT", `${fn}: ${arg} must be ${expected}, got ${describeValue(got)}`, {
    details: { function: fn, argument: arg },
  });
}

/** True for a plain (non-null, non-array) object. Never throws: a revoked Proxy counts as an object (reading it fails later, as input). */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === "object" && !isArraySafe(x);
}

/** `Array.isArray` that never throws: a revoked Proxy (on which it throws) is no array. */
export function isArraySafe(x: unknown): boolean {
  try {
    return Array.isArray(x);
  } catch {
    return false;
  }
}

/**
 * The same test as `isPlainObject` without narrowing the type: for checks on a typed
 * parameter, where narrowing to `Record<string, unknown>` would erase its field types.
 */
export function isOptionsObject(x: unknown): boolean {
  return isPlainObject(x);
}

function looksLikeConfig(x: unknown): x is RampartConfig {
  return isPlainObject(x) && isPlainObject(x.app) && isPlainObject(x.gate) && isPlainObject(x.firewall);
}

/** True when `x` has the shape `loadConfig()` returns: `{ config, path, baseDir }`. */
export function isLoadedConfig(x: unknown): x is LoadedConfig {
  return isPlainObject(x) && looksLikeConfig(x.config) && typeof x.baseDir === "string";
}

/**
 * Accepts either a validated `RampartConfig` (`loadConfig().config`, `parseConfig(raw)`) or
 * a whole `LoadedConfig` (`loadConfig()`) and returns the `RampartConfig`. Both are
 * unambiguous: a config never has a `baseDir`, a loaded config always does.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and `arg` for anything else.
 */
export function configArgument(value: unknown, fn: string, arg = "config"): RampartConfig {
  try {
    if (isLoadedConfig(value)) return value.config;
    if (looksLikeConfig(value)) return value;
  } catch (cause) {
    // a getter or Proxy trap threw while the shape was read
    throw new RampartError("ERR_BAD_INPUT", `${fn}: ${arg} could not be read (${cause instanceof Error ? cause.message.slice(0, 120) : "a getter or Proxy trap threw"}); pass loadConfig().config or the LoadedConfig of loadConfig()`, { cause, details: { function: fn, argument: arg } });
  }
  throw badArgument(fn, arg, "a RampartConfig (loadConfig().config or parseConfig(raw)) or the LoadedConfig of loadConfig()", value);
}

/**
 * Requires the `LoadedConfig` of `loadConfig()`: relative store paths resolve against its
 * `baseDir`, which a bare `RampartConfig` does not carry.
 *
 * @throws RampartError `ERR_BAD_INPUT`; for a bare `RampartConfig` the message says to pass
 *   `loadConfig()` rather than `loadConfig().config`.
 */
export function loadedConfigArgument(value: unknown, fn: string, arg = "loaded"): LoadedConfig {
  if (isLoadedConfig(value)) return value;
  if (looksLikeConfig(value)) {
    throw new RampartError(
      "ERR_BAD_INPUT",
      `${fn}: ${arg} must be the LoadedConfig of loadConfig() ({ config, path, baseDir }), got a bare RampartConfig: pass loadConfig(), not loadConfig().config, so relative store paths resolve against the config file's folder`,
      { details: { function: fn, argument: arg } },
    );
  }
  throw badArgument(fn, arg, "the LoadedConfig of loadConfig() ({ config, path, baseDir })", value);
}

/**
 * Requires a plain options object (`undefined` allowed when `optional`).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and `arg`.
 */
export function optionsArgument(value: unknown, fn: string, arg = "options", optional = false): Record<string, unknown> {
  if (value === undefined && optional) return {};
  if (!isPlainObject(value)) throw badArgument(fn, arg, optional ? "an options object when given" : "an options object", value);
  return value;
}

/**
 * Requires a string (the text or id argument of a public entry point).
 *
 * @param options.nonEmpty also refuse `""` (an id, a name).
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and `arg`.
 * @example
 * const text = stringArgument(value, "buildShadow", "text"); // "buildShadow: text must be a string, got null"
 */
export function stringArgument(value: unknown, fn: string, arg: string, options: { nonEmpty?: boolean } = {}): string {
  if (typeof value !== "string") throw badArgument(fn, arg, options.nonEmpty === true ? "a non-empty string" : "a string", value);
  if (options.nonEmpty === true && value === "") throw badArgument(fn, arg, "a non-empty string", value);
  return value;
}

/**
 * Requires an array (`undefined` allowed when `optional`; then `[]` is returned).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and `arg`.
 */
export function arrayArgument<T = unknown>(value: unknown, fn: string, arg: string, expected = "an array", optional = false): readonly T[] {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value)) throw badArgument(fn, arg, optional ? `${expected} when given` : expected, value);
  return value as readonly T[];
}

/**
 * Requires a function (`undefined` allowed when `optional`).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and `arg`.
 */
export function functionArgument(value: unknown, fn: string, arg: string, optional = false): void {
  if (value === undefined && optional) return;
  if (typeof value !== "function") throw badArgument(fn, arg, optional ? "a function when given" : "a function", value);
}

/**
 * The candidate nearest to `word` by edit distance (Levenshtein, case-insensitive), when it is
 * near enough to be a likely typo (distance at most a third of the longer length, at least 1);
 * else `null`. For "did you mean" hints on unknown ids. Inputs longer than 128 code units get
 * no hint (bounded work: O(128²) per candidate).
 *
 * @example
 * closestId("role-tag.jsn", ["role-tag.json", "role-tag.xml"]); // "role-tag.json"
 */
export function closestId(word: string, candidates: readonly string[]): string | null {
  if (typeof word !== "string" || !Array.isArray(candidates) || word.length > 128) return null;
  const w = word.toLowerCase();
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of candidates) {
    if (typeof c !== "string" || c.length > 128) continue;
    const d = editDistance(w, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== null && bestD <= Math.max(1, Math.floor(Math.max(w.length, best.length) / 3)) ? best : null;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] as number;
}
