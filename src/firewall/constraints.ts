/**
 * Per-argument constraints of a dispatch policy, compiled once per tool into small checks
 * (seed 003 `sanitizeArgs`: required, max length, enum, pattern; plus type), and the bidi
 * control check every argument gets. Checks run in a fixed order — type, then length, then enum, then pattern — so
 * a policy pattern never sees a string longer than its `maxLength`.
 *
 * A violation names the argument and the rule, never the value (it may be the very data an
 * injection tries to exfiltrate).
 */
import type { JsonValue } from "./canonical.js";
import type { ArgConstraint, ArgType } from "./policy.js";

/** Why an argument failed: which argument, which rule. */
export interface ArgViolation {
  arg: string;
  rule: "required" | "type" | "maxLength" | "enum" | "pattern" | "bidi" | "path";
  message: string;
}

/** A compiled check of one argument; `null` means it passed. */
export type ArgCheck = (value: JsonValue | undefined) => ArgViolation | null;

/** Bidi embedding, override and isolate controls (Unicode UAX #9; Trojan Source, CVE-2021-42574). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

const TYPE_OF: Record<ArgType, (v: JsonValue) => boolean> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number",
  integer: (v) => typeof v === "number" && Number.isInteger(v),
  boolean: (v) => typeof v === "boolean",
  array: (v) => Array.isArray(v),
  object: (v) => v !== null && typeof v === "object" && !Array.isArray(v),
};

/** Compiles a pattern given as a string with the `u` flag (so `\p{…}` and astral characters work). */
export function compilePattern(pattern: RegExp | string): RegExp {
  return typeof pattern === "string" ? new RegExp(pattern, "u") : pattern;
}

/**
 * Compiles the checks of one argument.
 *
 * @example
 * const check = compileArgCheck("to", { type: "string", maxLength: 64, pattern: /^[^@\s]+@example\.com$/ });
 * check("eve@evil.test"); // { arg: "to", rule: "pattern", … }
 */
export function compileArgCheck(arg: string, c: ArgConstraint): ArgCheck {
  const pattern = c.pattern === undefined ? undefined : compilePattern(c.pattern);
  // A global or sticky regex keeps lastIndex between calls; test a stateless copy.
  const re = pattern && (pattern.global || pattern.sticky) ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
  const allowed = c.enum ? new Set<unknown>(c.enum) : undefined;
  const typeOk = c.type ? TYPE_OF[c.type] : undefined;

  const scalar = (v: JsonValue): ArgViolation | null => {
    if (c.maxLength !== undefined && measuredLength(v) > c.maxLength) return { arg, rule: "maxLength", message: `${arg} exceeds ${c.maxLength} characters` };
    if (allowed && !allowed.has(v)) return { arg, rule: "enum", message: `${arg} is not one of the allowed values` };
    if (re) {
      if (typeof v !== "string") return { arg, rule: "type", message: `${arg} must be a string to match its pattern` };
      if (!re.test(v)) return { arg, rule: "pattern", message: `${arg} fails its pattern` };
    }
    return null;
  };

  return (value) => {
    if (value === undefined) return c.required ? { arg, rule: "required", message: `${arg} is required` } : null;
    if (typeOk && !typeOk(value)) return { arg, rule: "type", message: `${arg} must be of type ${c.type}` };
    if (Array.isArray(value)) {
      for (const item of value) {
        const v = scalar(item);
        if (v) return v;
      }
      return null;
    }
    return scalar(value);
  };
}

/**
 * The length `maxLength` measures: a string's length in UTF-16 code units; an object or an
 * array (an argument whose schema leaves the type open, or an item of an array argument)
 * by its JSON text, so a policy bound cannot be stepped around by wrapping the text
 * (hostile review B9); numbers, booleans and null count 0.
 */
function measuredLength(v: JsonValue): number {
  if (typeof v === "string") return v.length;
  if (v !== null && typeof v === "object") return JSON.stringify(v).length;
  return 0;
}

/**
 * True when any string inside a value — object keys included, at every level — holds a
 * bidi control. Applied to every argument (constrained or not) unless its constraint sets
 * `allowBidiControls`.
 */
export function findBidiControl(value: JsonValue): boolean {
  if (typeof value === "string") return BIDI_CONTROLS.test(value);
  if (Array.isArray(value)) return value.some(findBidiControl);
  if (value !== null && typeof value === "object") {
    for (const k of Object.keys(value)) if (BIDI_CONTROLS.test(k) || findBidiControl(value[k] as JsonValue)) return true;
  }
  return false;
}
