/**
 * Options objects of public entry points, checked once per call against a static table: an
 * unknown key (a typo such as `{ scanIntervalMS }`) or a value of the wrong type is an
 * `ERR_BAD_INPUT` naming the function, the key and — for a typo — the closest known key,
 * instead of being silently ignored (issue 19/22: no silent allow).
 *
 * The table is typed `OptionTable<T>` for the options interface `T`: the compiler requires
 * exactly `T`'s keys (a missing or extra key does not compile), so the `.d.ts` type and the
 * runtime check cannot drift apart. No zod here: the gate and the boundary import `core/light`
 * and must stay cheap to load and to call (the check walks the object's own keys once, stops
 * at the first unknown one, and builds nothing per call).
 */
import { RampartError } from "./errors.js";
import { badArgument, closestId, describeValue, isArraySafe } from "./args.js";

/** The runtime check of one option. `undefined` always means "not given" and is allowed. */
export interface OptionRule {
  /** What the value must be, for the message: `a boolean`, `a function`. */
  readonly expected: string;
  /** True when a given (non-`undefined`) value is acceptable. */
  readonly valid: (value: unknown) => boolean;
}

/** The runtime table of an options type: one rule per key of `T`, and no other key. */
export type OptionTable<T> = { readonly [K in keyof T]-?: OptionRule };

/** Where an options object is checked: the public function and its parameter's name. */
export interface OptionsSite {
  /** The public function, e.g. `gateStream`. */
  readonly fn: string;
  /** The parameter, e.g. `opts` or `options`. */
  readonly arg: string;
  /**
   * Keys that belong to another entry point, with a hint where they go
   * (`idleTimeoutMs` → `an option of gateStream`): said instead of a mere "unknown".
   */
  readonly elsewhere?: Readonly<Record<string, string>>;
}

/**
 * Longest part of a key quoted in a message or in `details` (a hostile 1 MB key never floods
 * a log): longer keys are cut to this many UTF-16 code units and end with `…`.
 */
export const MAX_KEY_SHOWN = 60;

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** `key` as a message shows it: at most `MAX_KEY_SHOWN` code units, then `…` (never a lone surrogate half). */
export function shownKey(key: string): string {
  if (key.length <= MAX_KEY_SHOWN) return key;
  let cut = MAX_KEY_SHOWN;
  const last = key.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${key.slice(0, cut)}…`;
}

/**
 * What a non-plain options value is, for the message: `a Map`, `a Set`, `a Date`, `a Promise`
 * (its built-in tag), or the generic description. Never throws (a Proxy's trap may).
 */
function describeOptions(value: unknown): string {
  try {
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag !== "Object" && tag !== "Array") return /^[AEIOU]/.test(tag) ? `an ${tag}` : `a ${tag}`;
  } catch {
    /* a throwing trap: fall through */
  }
  return isArraySafe(value) ? "an array" : typeof value === "object" && value !== null ? "an object" : describeValue(value);
}

/**
 * Whether `value` is an options object: a non-null, non-array object whose built-in tag is
 * `Object` — a literal, `Object.create(…)`, a class instance. A `Map`, `Set`, `Date`, `RegExp`,
 * `Promise`, boxed primitive or error is not (a `Map`'s entries are no properties: read as
 * options it would be silently empty). Never throws.
 */
function isOptionsValue(value: unknown): boolean {
  if (value === null || typeof value !== "object" || isArraySafe(value)) return false;
  try {
    return Object.prototype.toString.call(value) === "[object Object]";
  } catch {
    // A Proxy whose `get` trap throws (on `Symbol.toStringTag`): its keys are read next, and a
    // throwing read there names the option.
    return true;
  }
}

/** The error for an options object whose keys or values could not be read (a throwing getter or Proxy trap). */
function unreadable(site: OptionsSite, what: string, cause: unknown): RampartError {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new RampartError("ERR_BAD_INPUT", `${site.fn}: ${site.arg}${what} could not be read (${why.length > 120 ? `${why.slice(0, 120)}…` : why}); pass a plain object of values`, {
    cause,
    details: { function: site.fn, argument: `${site.arg}${what}` },
  });
}

/** The result of reading an options object (`readOptions`): a snapshot of its values, or the error. */
export type OptionsRead<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RampartError };

/**
 * Reads an options object once against its table: the error when it does not fit, or a
 * SNAPSHOT — a fresh plain object holding each known key's value as read once — so the caller
 * never reads a getter or a Proxy trap again (a value cannot change or throw after the check).
 *
 * Checks, in order: `value` is an options object (or `undefined`, which reads as `{}`; a `Map`,
 * `Set`, `Date` … is `ERR_BAD_INPUT` "… must be a plain object"); every own enumerable string
 * key is in the table (the first unknown one is reported, cut to `MAX_KEY_SHOWN`, with the
 * closest known key when one is near, `closestId`); every table key whose value is not
 * `undefined` passes its rule. Inherited keys are not reported as unknown, but their values are
 * checked (a property read sees them). A getter or trap that throws is `ERR_BAD_INPUT` naming
 * the option (or the object, when its keys cannot be listed), the thrown error as `cause`.
 */
export function readOptions<T>(value: unknown, table: OptionTable<T>, site: OptionsSite): OptionsRead<T> {
  if (value === undefined) return { ok: true, value: {} as T };
  const known = Object.keys(table);
  if (value === null || typeof value !== "object" || isArraySafe(value)) {
    return { ok: false, error: badArgument(site.fn, site.arg, `an options object when given ({ ${known.join(", ")} })`, value) };
  }
  if (!isOptionsValue(value)) {
    const message = `${site.fn}: ${site.arg} must be a plain object (an options object) when given ({ ${known.join(", ")} }), got ${describeOptions(value)}`;
    return { ok: false, error: new RampartError("ERR_BAD_INPUT", message, { details: { function: site.fn, argument: site.arg } }) };
  }
  let keys: string[];
  try {
    keys = Object.keys(value as object);
  } catch (cause) {
    return { ok: false, error: unreadable(site, "", cause) };
  }
  for (const key of keys) {
    if (has(table, key)) continue;
    const shown = JSON.stringify(shownKey(key));
    const there = site.elsewhere !== undefined && has(site.elsewhere, key) ? site.elsewhere[key] : undefined;
    const near = there === undefined ? closestId(key, known) : null;
    const hint = there !== undefined ? ` (${there})` : near !== null ? ` (did you mean "${near}"?)` : "";
    return {
      ok: false,
      error: new RampartError(
        "ERR_BAD_INPUT",
        `${site.fn}: unknown option ${site.arg}.${shown}${hint}; known options: ${known.length === 0 ? "none" : known.join(", ")}`,
        { details: { function: site.fn, argument: `${site.arg}.${shownKey(key)}`, ...(near !== null ? { suggestion: near } : {}) } },
      ),
    };
  }
  const snapshot: Record<string, unknown> = {};
  for (const key of known) {
    let v: unknown;
    try {
      v = (value as Record<string, unknown>)[key];
    } catch (cause) {
      return { ok: false, error: unreadable(site, `.${key}`, cause) };
    }
    if (v === undefined) continue;
    const rule = (table as Record<string, OptionRule>)[key] as OptionRule;
    let valid: boolean;
    try {
      valid = rule.valid(v);
    } catch (cause) {
      return { ok: false, error: unreadable(site, `.${key}`, cause) };
    }
    if (!valid) return { ok: false, error: badArgument(site.fn, `${site.arg}.${key}`, `${rule.expected} when given`, v) };
    snapshot[key] = v;
  }
  return { ok: true, value: snapshot as T };
}

/**
 * The error for an options object that does not fit its table, or `null` when it fits
 * (`readOptions` without the snapshot). For callers that report instead of throwing.
 */
export function optionsError<T>(value: unknown, table: OptionTable<T>, site: OptionsSite): RampartError | null {
  const r = readOptions(value, table, site);
  return r.ok ? null : r.error;
}

/**
 * Checks an options object against its table and returns a snapshot of its values
 * (`readOptions`): read the options from the result, never from the argument again.
 *
 * @throws RampartError `ERR_BAD_INPUT` (see `readOptions`), e.g.
 *   `gateStream: unknown option opts."scanIntervalMS" (did you mean "scanIntervalMs"?); known options: …`,
 *   `gateStream: opts.coalesce must be a boolean when given, got an array`,
 *   `gateStream: opts must be a plain object when given ({ … }), got a Map`, or
 *   `gateStream: opts.probe could not be read (boom); pass a plain object of values`.
 */
export function checkOptions<T>(value: T | undefined, table: OptionTable<T>, site: OptionsSite): T {
  const r = readOptions<T>(value, table, site);
  if (!r.ok) throw r.error;
  return r.value;
}

/** Rule builders for the common shapes. */
export const optionRule = {
  boolean: { expected: "a boolean", valid: (v: unknown) => typeof v === "boolean" } satisfies OptionRule,
  function: { expected: "a function", valid: (v: unknown) => typeof v === "function" } satisfies OptionRule,
  array: (expected: string): OptionRule => ({ expected, valid: (v) => Array.isArray(v) }),
  /** One of a fixed list of strings. */
  oneOf: (values: readonly string[]): OptionRule => ({
    expected: `one of ${values.map((x) => JSON.stringify(x)).join(", ")}`,
    valid: (v) => typeof v === "string" && values.includes(v),
  }),
  /** A finite number in `[min, max]`; whole numbers only when `integer`. */
  number: (expected: string, min: number, max: number, integer = false): OptionRule => ({
    expected,
    valid: (v) => typeof v === "number" && Number.isFinite(v) && v >= min && v <= max && (!integer || Number.isInteger(v)),
  }),
  /** Any value for which `test` holds. */
  where: (expected: string, test: (v: unknown) => boolean): OptionRule => ({ expected, valid: test }),
} as const;

/** Most objects and arrays `readPlainData` copies (a config is a few hundred; a shared or cyclic graph stops here). */
const MAX_DATA_NODES = 100_000;
/** Deepest nesting `readPlainData` copies. */
const MAX_DATA_DEPTH = 64;

/** The result of `readPlainData`: a copy, or where and why reading failed. */
export type PlainDataRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly path: string; readonly problem: string; readonly cause?: unknown };

/**
 * Copies a tree of plain objects and arrays (a parsed or hand-built configuration), reading
 * every property exactly once, so a validator sees plain data: a throwing getter or Proxy trap
 * is reported with the dotted path of the property (`gate.codeNames`, keys cut to
 * `MAX_KEY_SHOWN`), a `Map`, `Set`, `WeakMap` or `WeakSet` where an object is expected is
 * reported ("must be a plain object, got a Map": its entries are no properties, so a schema
 * would read it as empty), and more than `MAX_DATA_DEPTH` levels or `MAX_DATA_NODES` objects
 * (a cycle) is reported too. Other values (strings, numbers, a `RegExp` a schema accepts) are
 * kept as they are. Never throws. Linear in the number of properties.
 *
 * @example
 * readPlainData({ gate: new Map() }) // → { ok: false, path: "gate", problem: "must be a plain object, got a Map" }
 */
export function readPlainData(value: unknown): PlainDataRead {
  let nodes = 0;
  const fail = (path: string[], problem: string, cause?: unknown): PlainDataRead => ({ ok: false, path: path.map(shownKey).join(".") || "(root)", problem, ...(cause !== undefined ? { cause } : {}) });
  const walk = (v: unknown, path: string[]): PlainDataRead => {
    if (v === null || typeof v !== "object") return { ok: true, value: v };
    let tag: string;
    try {
      tag = Object.prototype.toString.call(v).slice(8, -1);
    } catch (cause) {
      return fail(path, "could not be read", cause);
    }
    if (tag === "Map" || tag === "Set" || tag === "WeakMap" || tag === "WeakSet") return fail(path, `must be a plain object, got ${describeOptions(v)}`);
    const array = Array.isArray(v);
    if (!array && tag !== "Object") return { ok: true, value: v };
    if ((nodes += 1) > MAX_DATA_NODES || path.length > MAX_DATA_DEPTH) return fail(path, `nests too deep or holds too many objects (a cycle?): at most ${MAX_DATA_DEPTH} levels and ${MAX_DATA_NODES} objects`);
    let keys: string[];
    try {
      keys = Object.keys(v);
    } catch (cause) {
      return fail(path, "could not be read", cause);
    }
    const out: Record<string, unknown> | unknown[] = array ? [] : {};
    for (const key of keys) {
      let item: unknown;
      try {
        item = (v as Record<string, unknown>)[key];
      } catch (cause) {
        return fail([...path, key], "could not be read", cause);
      }
      const r = walk(item, [...path, key]);
      if (!r.ok) return r;
      if (array) (out as unknown[])[Number(key)] = r.value;
      else Object.defineProperty(out, key, { value: r.value, enumerable: true, writable: true, configurable: true });
    }
    return { ok: true, value: out };
  };
  return walk(value, []);
}
