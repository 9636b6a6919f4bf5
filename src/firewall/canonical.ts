/**
 * Canonical arguments: the one form that is validated, hashed, approved and handed to the
 * handler — so what was checked is exactly what runs (seed 003: "treat every arg value as
 * adversarial input").
 *
 * Strings are put in Unicode Normalization Form KC (UAX #15), so fullwidth and other
 * compatibility forms (`ｒｍ`, `ﬁle`) are validated as what they mean. Case and
 * confusables are NOT folded here: that would change the value a handler receives; taint
 * matching folds further through the evidence boundary's shadow (`provenance.ts`).
 * Serialisation sorts keys by UTF-16 code units and writes numbers as ECMAScript does,
 * which is the JSON Canonicalization Scheme (RFC 8785) for the values we accept.
 */
import { RampartError } from "../core/index.js";
import { findDuplicateKey } from "../core/json-duplicate-keys.js";

/** A JSON value as the firewall accepts it (finite numbers only). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Limits on the shape of an argument object, so hostile input cannot exhaust memory or stack. */
export interface ShapeLimits {
  /** Maximum nesting depth (objects and arrays). */
  maxDepth: number;
  /** Maximum serialised size in UTF-16 code units. */
  maxChars: number;
}

/**
 * Default limits: 16 levels, 64 Ki UTF-16 code units — counted on the canonical form (after
 * NFKC), keys at every level included.
 */
export const DEFAULT_SHAPE_LIMITS: ShapeLimits = { maxDepth: 16, maxChars: 65_536 };

/**
 * Parses tool-call arguments: a JSON string (OpenAI `function.arguments`) or an object
 * (Anthropic `tool_use.input`).
 *
 * @throws RampartError `ERR_ARGS` when the string is not JSON, or names a member twice in one
 *   object (rule `duplicateKey`: `JSON.parse` keeps the last, other parsers the first).
 */
export function parseArguments(raw: unknown, limits: ShapeLimits = DEFAULT_SHAPE_LIMITS): unknown {
  if (typeof raw === "string") {
    if (raw.length > limits.maxChars) {
      throw argsError(`arguments are ${raw.length} UTF-16 code units, over the limit of ${limits.maxChars} (firewall.maxArgsChars)`, { rule: "maxChars", size: raw.length, limit: limits.maxChars });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw) as unknown;
    } catch {
      throw argsError("arguments are not valid JSON", { rule: "json" });
    }
    const dup = findDuplicateKey(raw);
    if (dup !== null) {
      // Details name the key, never a value (it may be attacker text; the key is bounded by maxChars).
      throw argsError(`argument key ${JSON.stringify(dup.key.slice(0, 80))} appears twice in one object (${dup.path}); parsers differ on which one wins`, { rule: "duplicateKey", arg: dup.path, key: dup.key.slice(0, 80) });
    }
    return parsed;
  }
  return raw ?? {};
}

/** Argument names whose strings are normalised, decided per top-level argument. */
export type NormalizeArg = (name: string) => boolean;

const ALWAYS: NormalizeArg = () => true;

/**
 * Returns the canonical copy of an argument object: every string (keys too) in NFKC, only
 * JSON values, bounded depth and size.
 *
 * @param normalizeArg decides per top-level argument whether its strings are normalised
 *   (a policy may keep free text verbatim); a tool compiles it once (`tool.ts`).
 * @throws RampartError `ERR_ARGS` for a non-object, a non-JSON value (function, NaN,
 *   Infinity, bigint, undefined, an object that is not plain: Date, Map, a class instance), a `__proto__` key, two keys equal after NFKC, too deep or
 *   too large input, or a getter / Proxy trap that throws while the value is read (rule
 *   `unreadable`). Details name the argument, never its value.
 */
export function canonicalizeArgs(
  value: unknown,
  normalizeArg: NormalizeArg = ALWAYS,
  limits: ShapeLimits = DEFAULT_SHAPE_LIMITS,
): Record<string, JsonValue> {
  try {
    return canonicalWalk(value, normalizeArg, limits);
  } catch (cause) {
    if (cause instanceof RampartError) throw cause;
    // A getter or Proxy trap of the caller's arguments threw: the caller's input, not a fault of ours.
    throw new RampartError("ERR_ARGS", "arguments could not be read (a getter or Proxy trap threw); pass plain JSON data", {
      cause,
      details: { check: "args", rule: "unreadable" },
    });
  }
}

function canonicalWalk(value: unknown, normalizeArg: NormalizeArg, limits: ShapeLimits): Record<string, JsonValue> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw argsError("arguments must be a JSON object", { rule: "type" });
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) throw argsError("arguments must be a plain JSON object", { rule: "type" });
  // One walk per call, synchronous: the budget and the path live in this module, not in
  // per-call objects, and the path is joined into a string only for an error. (Nothing in
  // the walk calls back into this function: values are JSON or rejected.)
  budget = limits.maxChars;
  walkLimit = limits.maxChars;
  maxDepth = limits.maxDepth;
  path.length = 0;
  const out: Record<string, JsonValue> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const rawKey = keys[i] as string;
    const key = canonicalKey(rawKey, out);
    path.push(key);
    out[key] = canon((value as Record<string, unknown>)[rawKey], normalizeArg(key), 1);
    path.pop();
  }
  return out;
}

/** Size budget left in the current walk (UTF-16 code units). */
let budget = 0;
/** The size limit of the current walk, for its error message. */
let walkLimit = 0;
/** The message of an argument object over its size limit (its size is unknown: the walk stops at the limit). */
const overLimit = () => `arguments exceed the size limit of ${walkLimit} UTF-16 code units (firewall.maxArgsChars)`;
let maxDepth = 0;
/** The current walk's position: argument name, then keys and indices. */
const path: (string | number)[] = [];

/** The current position as `arg.key[0]` (built only for an error). */
function pathText(): string {
  let out = "";
  for (let i = 0; i < path.length; i++) {
    const p = path[i] as string | number;
    out += typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`;
  }
  return out;
}

/**
 * NFKC of a string, skipping the ICU call for pure ASCII (every ASCII character is its own
 * NFKC form, UAX #15), which is what almost every argument is.
 */
export function nfkc(s: string): string {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return s.normalize("NFKC");
  return s;
}

/**
 * A key in NFKC, charged against the size budget: its raw length before NFKC is computed
 * (so a 5 M-character key is refused before it is normalised), then what NFKC adds.
 */
function canonicalKey(rawKey: string, into: Record<string, unknown>): string {
  budget -= rawKey.length;
  if (budget < 0) throw argsError(overLimit(), { arg: path.length ? pathText() : "", rule: "maxChars", limit: walkLimit });
  const key = nfkc(rawKey);
  if (key.length > rawKey.length) {
    budget -= key.length - rawKey.length;
    if (budget < 0) throw argsError(overLimit(), { arg: path.length ? pathText() : "", rule: "maxChars", limit: walkLimit });
  }
  if (key === "__proto__") throw argsError("argument key __proto__ is not allowed", { arg: path.length ? pathText() : key, rule: "key" });
  if (Object.hasOwn(into, key)) {
    throw argsError("two argument keys are equal after Unicode normalisation", { arg: path.length ? `${pathText()}.${key}` : key, rule: "key" });
  }
  return key;
}

function canon(v: unknown, normalize: boolean, depth: number): JsonValue {
  if (depth > maxDepth) throw argsError("arguments are nested too deeply", { arg: pathText(), rule: "maxDepth" });
  switch (typeof v) {
    case "string": {
      // The raw length first (a long string is refused before NFKC runs on it), then what
      // NFKC adds (U+FDFA is 18 characters in NFKC): the budget bounds what the handler gets.
      budget -= v.length;
      if (budget < 0) throw argsError(overLimit(), { arg: pathText(), rule: "maxChars", limit: walkLimit });
      if (!normalize) return v;
      const n = nfkc(v);
      if (n.length > v.length) {
        budget -= n.length - v.length;
        if (budget < 0) throw argsError(overLimit(), { arg: pathText(), rule: "maxChars", limit: walkLimit });
      }
      return n;
    }
    case "number":
      if (!Number.isFinite(v)) throw argsError("numbers must be finite", { arg: pathText(), rule: "type" });
      budget -= 8;
      return v;
    case "boolean":
      return v;
    case "object": {
      if (v === null) return null;
      if (Array.isArray(v)) {
        budget -= v.length;
        if (budget < 0) throw argsError(overLimit(), { arg: pathText(), rule: "maxChars", limit: walkLimit });
        const arr: JsonValue[] = new Array<JsonValue>(v.length);
        for (let i = 0; i < v.length; i++) {
          path.push(i);
          arr[i] = canon(v[i], normalize, depth + 1);
          path.pop();
        }
        return arr;
      }
      // A Date, Map, class instance … is not JSON (its own keys would say `{}`).
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) throw argsError("an object that is not a plain JSON object", { arg: pathText(), rule: "type" });
      const out: Record<string, JsonValue> = {};
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        const rawKey = keys[i] as string;
        const key = canonicalKey(rawKey, out);
        path.push(key);
        out[key] = canon((v as Record<string, unknown>)[rawKey], normalize, depth + 1);
        path.pop();
      }
      return out;
    }
    default:
      throw argsError(`a ${typeof v} is not a JSON value`, { arg: pathText(), rule: "type" });
  }
}

/**
 * Serialises a canonical value with sorted keys (RFC 8785 for the values we accept): equal
 * arguments always give equal strings, hence equal HMACs. Keys are ordered by UTF-16 code
 * units, as `Array.prototype.sort` does by default.
 *
 * Fast path: when every object's keys are already in that order, or can be put in it by a
 * copy, `JSON.stringify` writes the same text in one flat string. Objects with an
 * integer-like key (which JavaScript enumerates before the others, in numeric order) take
 * the general path.
 */
export function canonicalJson(v: JsonValue): string {
  switch (orderOf(v, 0)) {
    case ORDERED:
      return JSON.stringify(v);
    case REORDER:
      return JSON.stringify(sortedCopy(v));
    default:
      return generalJson(v);
  }
}

const ORDERED = 0;
const REORDER = 1;
const GENERAL = 2;

/** Whether `JSON.stringify` can write `v` canonically as is, after a key-sorting copy, or not at all. */
function orderOf(v: JsonValue, depth: number): number {
  if (v === null || typeof v !== "object") return ORDERED;
  if (depth > 64) return GENERAL;
  let worst = ORDERED;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && worst !== GENERAL; i++) worst = Math.max(worst, orderOf(v[i] as JsonValue, depth + 1));
    return worst;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return GENERAL;
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const c = k.charCodeAt(0);
    if (c >= 48 && c <= 57) return GENERAL; // may be an array index: enumerated out of string order
    if (k === "__proto__") return GENERAL; // a copy would set a prototype instead of a key
    if (i > 0 && (keys[i - 1] as string) > k) worst = REORDER;
    worst = Math.max(worst, orderOf(v[k] as JsonValue, depth + 1));
    if (worst === GENERAL) return GENERAL;
  }
  return worst;
}

/** A copy of `v` whose objects hold their keys in UTF-16 order (no integer-like keys: see `orderOf`). */
function sortedCopy(v: JsonValue): JsonValue {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(sortedCopy);
  const out: Record<string, JsonValue> = {};
  const keys = sortedKeys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out[k] = sortedCopy(v[k] as JsonValue);
  }
  return out;
}

/** The general serialiser: key by key, in UTF-16 order. */
function generalJson(v: JsonValue): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) {
    let out = "[";
    for (let i = 0; i < v.length; i++) out += (i ? "," : "") + generalJson(v[i] as JsonValue);
    return `${out}]`;
  }
  const keys = sortedKeys(v);
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out += `${i ? "," : ""}${JSON.stringify(k)}:${generalJson(v[k] as JsonValue)}`;
  }
  return `${out}}`;
}

/** Own keys in UTF-16 code-unit order: insertion sort in place for the usual handful, `sort` beyond. */
function sortedKeys(o: object): string[] {
  const keys = Object.keys(o);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > k) {
      keys[j + 1] = keys[j] as string;
      j -= 1;
    }
    keys[j + 1] = k;
  }
  return keys;
}

function argsError(message: string, details: Record<string, unknown>): RampartError {
  return new RampartError("ERR_ARGS", message, { details });
}
