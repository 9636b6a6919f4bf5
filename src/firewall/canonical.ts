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

/** A JSON value as the firewall accepts it (finite numbers only). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Limits on the shape of an argument object, so hostile input cannot exhaust memory or stack. */
export interface ShapeLimits {
  /** Maximum nesting depth (objects and arrays). */
  maxDepth: number;
  /** Maximum serialised size in UTF-16 code units. */
  maxChars: number;
}

/** Default limits: 16 levels, 64 Ki UTF-16 code units. */
export const DEFAULT_SHAPE_LIMITS: ShapeLimits = { maxDepth: 16, maxChars: 65_536 };

/**
 * Parses tool-call arguments: a JSON string (OpenAI `function.arguments`) or an object
 * (Anthropic `tool_use.input`).
 *
 * @throws RampartError `ERR_ARGS` when the string is not JSON or the value is not an object.
 */
export function parseArguments(raw: unknown, limits: ShapeLimits = DEFAULT_SHAPE_LIMITS): unknown {
  if (typeof raw === "string") {
    if (raw.length > limits.maxChars) throw argsError("arguments exceed the size limit", { rule: "maxChars" });
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw argsError("arguments are not valid JSON", { rule: "json" });
    }
  }
  return raw ?? {};
}

/**
 * Returns the canonical copy of an argument object: every string (keys too) in NFKC, only
 * JSON values, bounded depth and size.
 *
 * @param normalizeArg decides per top-level argument whether its strings are normalised
 *   (a policy may keep free text verbatim).
 * @throws RampartError `ERR_ARGS` for a non-object, a non-JSON value (function, NaN,
 *   Infinity, bigint, undefined), a `__proto__` key, two keys equal after NFKC, too deep or
 *   too large input. Details name the argument, never its value.
 */
export function canonicalizeArgs(
  value: unknown,
  normalizeArg: (name: string) => boolean = () => true,
  limits: ShapeLimits = DEFAULT_SHAPE_LIMITS,
): Record<string, JsonValue> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw argsError("arguments must be a JSON object", { rule: "type" });
  }
  const budget = { chars: limits.maxChars };
  const out: Record<string, JsonValue> = {};
  for (const [rawKey, v] of Object.entries(value)) {
    const key = canonicalKey(rawKey, out, "");
    out[key] = canon(v, normalizeArg(key), 1, limits.maxDepth, budget, key);
  }
  return out;
}

function canonicalKey(rawKey: string, into: Record<string, unknown>, path: string): string {
  const key = rawKey.normalize("NFKC");
  if (key === "__proto__") throw argsError("argument key __proto__ is not allowed", { arg: path || key, rule: "key" });
  if (Object.hasOwn(into, key)) {
    throw argsError("two argument keys are equal after Unicode normalisation", { arg: path ? `${path}.${key}` : key, rule: "key" });
  }
  return key;
}

function canon(
  v: unknown,
  normalize: boolean,
  depth: number,
  maxDepth: number,
  budget: { chars: number },
  path: string,
): JsonValue {
  if (depth > maxDepth) throw argsError("arguments are nested too deeply", { arg: path, rule: "maxDepth" });
  switch (typeof v) {
    case "string": {
      budget.chars -= v.length;
      if (budget.chars < 0) throw argsError("arguments exceed the size limit", { arg: path, rule: "maxChars" });
      return normalize ? v.normalize("NFKC") : v;
    }
    case "number":
      if (!Number.isFinite(v)) throw argsError("numbers must be finite", { arg: path, rule: "type" });
      budget.chars -= 8;
      return v;
    case "boolean":
      return v;
    case "object": {
      if (v === null) return null;
      if (Array.isArray(v)) {
        budget.chars -= v.length;
        if (budget.chars < 0) throw argsError("arguments exceed the size limit", { arg: path, rule: "maxChars" });
        return v.map((item, i) => canon(item, normalize, depth + 1, maxDepth, budget, `${path}[${i}]`));
      }
      const out: Record<string, JsonValue> = {};
      for (const [rawKey, item] of Object.entries(v)) {
        budget.chars -= rawKey.length;
        const key = canonicalKey(rawKey, out, path);
        out[key] = canon(item, normalize, depth + 1, maxDepth, budget, `${path}.${key}`);
      }
      return out;
    }
    default:
      throw argsError(`a ${typeof v} is not a JSON value`, { arg: path, rule: "type" });
  }
}

/**
 * Serialises a canonical value with sorted keys (RFC 8785 for the values we accept): equal
 * arguments always give equal strings, hence equal HMACs.
 */
export function canonicalJson(v: JsonValue): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(v).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k] as JsonValue)}`).join(",")}}`;
}

function argsError(message: string, details: Record<string, unknown>): RampartError {
  return new RampartError("ERR_ARGS", message, { details });
}
