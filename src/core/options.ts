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
import { badArgument, closestId, isPlainObject } from "./args.js";

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

/** Longest key quoted in a message (a hostile key never floods a log). */
const MAX_KEY_SHOWN = 80;

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/**
 * The error for an options object that does not fit its table, or `null` when it fits.
 * For callers that report instead of throwing (`deterministicGate` blocks, never throws).
 *
 * Checks, in order: `value` is a plain object (or `undefined`, which fits); every own
 * enumerable string key is in the table (the first unknown one is reported, with the closest
 * known key when one is near, `closestId`); every table key whose value is not `undefined`
 * passes its rule. Inherited keys are not reported as unknown, but their values are checked
 * (a property read sees them).
 */
export function optionsError<T>(value: unknown, table: OptionTable<T>, site: OptionsSite): RampartError | null {
  if (value === undefined) return null;
  const known = Object.keys(table);
  if (!isPlainObject(value)) return badArgument(site.fn, site.arg, `an options object when given ({ ${known.join(", ")} })`, value);
  for (const key in value) {
    if (!has(value, key) || has(table, key)) continue;
    const shown = JSON.stringify(key.length > MAX_KEY_SHOWN ? `${key.slice(0, MAX_KEY_SHOWN)}…` : key);
    const there = site.elsewhere !== undefined && has(site.elsewhere, key) ? site.elsewhere[key] : undefined;
    const near = there === undefined ? closestId(key, known) : null;
    const hint = there !== undefined ? ` (${there})` : near !== null ? ` (did you mean "${near}"?)` : "";
    return new RampartError(
      "ERR_BAD_INPUT",
      `${site.fn}: unknown option ${site.arg}.${shown}${hint}; known options: ${known.length === 0 ? "none" : known.join(", ")}`,
      { details: { function: site.fn, argument: `${site.arg}.${key.slice(0, MAX_KEY_SHOWN)}`, ...(near !== null ? { suggestion: near } : {}) } },
    );
  }
  for (const key of known) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    const rule = (table as Record<string, OptionRule>)[key] as OptionRule;
    if (!rule.valid(v)) return badArgument(site.fn, `${site.arg}.${key}`, `${rule.expected} when given`, v);
  }
  return null;
}

/**
 * Checks an options object against its table and returns it typed.
 *
 * @throws RampartError `ERR_BAD_INPUT` (see `optionsError`), e.g.
 *   `gateStream: unknown option opts."scanIntervalMS" (did you mean "scanIntervalMs"?); known options: …`
 *   or `gateStream: opts.coalesce must be a boolean when given, got an array`.
 */
export function checkOptions<T>(value: T | undefined, table: OptionTable<T>, site: OptionsSite): T {
  const err = optionsError(value, table, site);
  if (err) throw err;
  return (value ?? {}) as T;
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
