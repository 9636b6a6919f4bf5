/**
 * The tool registry entry (seed 003 `ToolDef`): `defineTool` validates the policy, converts a
 * zod schema to JSON Schema (`z.toJSONSchema`, draft-07), compiles the argument validator
 * (ajv, strict: an unknown keyword is a configuration error, not a silently unchecked
 * constraint) and the per-argument checks — once, when the tool is defined, never per call.
 *
 * Argument objects are closed by default, at every level: an object node of the schema
 * (the argument object, a nested object, an array's items, a union branch, a definition)
 * that does not say `additionalProperties` gets `false`, so a model cannot smuggle extra
 * arguments or extra nested keys to a handler. To accept other keys, say so in the schema
 * (`additionalProperties: true` or a schema; zod `looseObject` / `.catchall()`).
 *
 * The handler receives the value that was checked: ajv fills in JSON Schema `default`s
 * (`useDefaults`), and when zod must parse (refinements, transforms, defaults, trims) its
 * parsed output replaces the input — canonicalised again, so it must be JSON — before the
 * policy constraints, path resolution, provenance, approvals and the argument HMAC see it.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { z } from "zod";
import { RampartError, badArgument, isPlainObject } from "../core/index.js";
import type { JsonValue } from "./canonical.js";
import { compileArgCheck, compilePattern, type ArgCheck, type ArgViolation } from "./constraints.js";
import { compileRoots } from "./paths.js";
import { TOOL_NAME } from "../core/config/tool-policy.js";
import { validatePolicy, type ArgConstraint, type DispatchPolicy, type ProvenanceRule } from "./policy.js";
import { compileAllow, defaultVouch, egressName, expectedKinds, type AllowMatcher } from "./vouch.js";
import type { TaintKind } from "./taint-keys.js";
import { queryName } from "./private-query.js";

/** A JSON Schema object (draft-07) describing the argument object. */
export type JsonSchema = Record<string, unknown>;

/** What a handler learns about the call besides its arguments. */
export interface ToolContext {
  /** The tool-call id (the model's, or one the firewall generated). */
  callId: string;
  /** Verified token subject of the caller. */
  subject: string;
  /** Session id. */
  sessionId: string;
}

/**
 * A tool implementation. It receives the canonical, validated arguments: for a zod schema
 * that transforms or defaults, zod's parsed output (`z.output`), canonicalised.
 */
export type ToolHandler<A> = (args: A, ctx: ToolContext) => unknown;

/** Input of `defineTool`. */
export interface ToolSpec<A> {
  /** `^[A-Za-z0-9_-]{1,64}$` (the OpenAI and Anthropic limit). */
  name: string;
  description: string;
  /** JSON Schema of the argument object, or a zod object schema. */
  schema: JsonSchema | z.ZodType<A>;
  /** Absent ⇒ the tool is registered but every call is denied with `ERR_NO_POLICY`. */
  policy?: DispatchPolicy;
  /**
   * Absent ⇒ a policy-only tool (a remote MCP tool, a tool the framework runs): the firewall
   * checks its calls with `authorize` and the caller executes them; `dispatch` refuses it.
   */
  handler?: ToolHandler<A>;
}

/** A compiled tool. Build with `defineTool`; the fields are read by the firewall. */
export interface ToolDefinition {
  readonly name: string;
  readonly description: string;
  /** The argument schema as exported to models (constraints merged, `$schema` removed). */
  readonly modelSchema: JsonSchema;
  readonly policy: DispatchPolicy | undefined;
  /** The handler; for a policy-only tool one that refuses to run (see `policyOnly`). */
  readonly handler: ToolHandler<never>;
  /** True when the spec had no handler: `authorize` it, the caller executes it. */
  readonly policyOnly: boolean;
  /** @internal The spec it was built from (`toolsFromPolicies` builds it again with a declared policy). */
  readonly spec: ToolSpec<never>;
  /** @internal compiled checks */
  readonly compiled: CompiledChecks;
}

/** @internal What `defineTool` precompiles for the dispatcher. */
export interface CompiledChecks {
  validate: ValidateFunction;
  /**
   * zod's own parse, for refinements, transforms and defaults JSON Schema cannot express:
   * the parsed output, or `ZOD_FAILED`.
   */
  zodParse?: (args: unknown) => unknown;
  argChecks: ReadonlyArray<readonly [string, ArgCheck]>;
  /** Arguments that are paths, with their real roots. */
  pathArgs: ReadonlyArray<readonly [string, readonly string[]]>;
  provenanceArgs: ReadonlyArray<readonly [string, ProvenanceRule]>;
  /** Arguments kept verbatim (no NFKC). */
  verbatimArgs: ReadonlySet<string>;
  /** `!verbatimArgs.has(name)`, built once so a dispatch makes no closure for it. */
  normalizeArg: (name: string) => boolean;
  /** `pathArgs` as a map: argument → real roots. */
  pathRoots: ReadonlyMap<string, readonly string[]>;
  /** Arguments that may carry bidi controls. */
  bidiArgs: ReadonlySet<string>;
  /** Declared top-level argument names (safe to put in error details). */
  declared: ReadonlySet<string>;
  /** Arguments whose value must be vouched for (`required`) or always approved (`approval`): stated, or by default (`defaultVouch`). */
  vouchArgs: ReadonlyArray<VouchArg>;
  /** A side effect's other arguments (no rule stated): vouched when their value is one IBAN, e-mail, phone number or URL. */
  kindArgs: ReadonlyArray<VouchArg>;
  /** A read tool's arguments checked as an egress: by name (`egressName`) always, the others when their value is one URL; none for `reach: "local"`. */
  egressArgs: ReadonlyArray<VouchArg & { byName: boolean }>;
  /** Arguments with an allow list. */
  allowArgs: ReadonlyMap<string, AllowMatcher>;
  /**
   * Arguments whose free text is scanned (`text-gate.ts`; policy `scanText`, default on): a
   * side effect's arguments with no vouch rule (through the gate's leak detectors), a network
   * read's arguments not named as a URL and not `vouch: none` (hosts and URLs inside as an egress).
   */
  textArgs: readonly string[];
  /** A read's free-text arguments named as a query (`queryName`), checked for private session content unless the policy says `reach: "local"` (`private-query.ts`). */
  queryArgs: ReadonlySet<string>;
  /**
   * A network read that has an argument named as where it goes (`egressName`: `url`, `host`,
   * `endpoint` …): every one of its free-text arguments (`textArgs`: `params`, `headers`,
   * `body`, an object or array of them) is sent with the request, so each is checked for
   * private session content as a query is (`private-query.ts`). A read without such a name
   * counts as one in a call where some argument's value is one URL (the dispatcher decides).
   */
  egressTool: boolean;
  /** True when any of the vouch lists is non-empty. */
  vouches: boolean;
}

/** @internal One argument the vouch check reads. */
export interface VouchArg {
  arg: string;
  rule: "required" | "approval";
  allow: AllowMatcher | null;
  /** Unvouched ⇒ `ERR_TAINTED` (the argument's provenance is `from-user`) instead of an approval. */
  deny: boolean;
  /** The kinds of value the argument's name asks for (`expectedKinds`), or null: a value of another kind is never vouched. */
  kinds: ReadonlySet<TaintKind> | null;
}


/** @internal What `CompiledChecks.zodParse` returns when zod refuses the arguments. */
export const ZOD_FAILED: unique symbol = Symbol("zod failed");

// ajv-formats is CommonJS; its default export arrives as the module object under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;

const ajv = addFormats(
  new Ajv({
    allErrors: false,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    // The handler gets the defaults the schema declares (as zod's `.default()` would give).
    useDefaults: true,
  }),
);

/** Schema node types whose JSON Schema form (ajv) checks exactly what zod would. */
const JSON_EXACT_TYPES = new Set(["object", "string", "number", "int", "boolean", "null", "optional", "nullable", "array", "enum", "literal", "union"]);
/** Checks that `z.toJSONSchema` carries over (bounds and lengths; formats and refinements are zod's own). */
const JSON_EXACT_CHECKS = new Set(["greater_than", "less_than", "max_length", "min_length", "length_equals", "multiple_of", "number_format"]);

interface ZodDefLike {
  type?: string;
  checks?: { _zod?: { def?: { check?: string } } }[];
  shape?: Record<string, { _zod?: { def?: ZodDefLike } }>;
  catchall?: unknown;
  innerType?: { _zod?: { def?: ZodDefLike } };
  element?: { _zod?: { def?: ZodDefLike } };
  options?: { _zod?: { def?: ZodDefLike } }[];
}

/**
 * True when zod must parse the arguments too, because the schema holds something its JSON
 * Schema form drops or checks differently (refinements, transforms, formats, catch-alls,
 * any node type not known to be exact). Anything unrecognised keeps the zod parse (fail
 * safe); a plain schema skips a second validation per call.
 */
export function needsZodParse(schema: unknown, depth = 0): boolean {
  const def = (schema as { _zod?: { def?: ZodDefLike } } | null)?._zod?.def;
  if (!def || depth > 32 || !JSON_EXACT_TYPES.has(def.type ?? "")) return true;
  for (const c of def.checks ?? []) if (!JSON_EXACT_CHECKS.has(c._zod?.def?.check ?? "")) return true;
  if (def.type === "object") {
    if (def.catchall !== undefined) return true;
    return Object.values(def.shape ?? {}).some((v) => needsZodParse(v, depth + 1));
  }
  if (def.type === "optional" || def.type === "nullable") return needsZodParse(def.innerType, depth + 1);
  if (def.type === "array") return needsZodParse(def.element, depth + 1);
  if (def.type === "union") return (def.options ?? []).some((o) => needsZodParse(o, depth + 1));
  return false;
}

function isZodSchema(s: unknown): s is z.ZodType {
  return typeof s === "object" && s !== null && "_zod" in s;
}

/**
 * Defines a tool: validates its policy, compiles its schema and checks.
 *
 * Without a `handler` the tool is policy-only: `firewall.authorize` checks its calls and the
 * caller executes them; `dispatch` refuses it.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming the argument when `spec` is not an object or
 *   `spec.schema` is neither a zod schema nor a plain JSON Schema object;
 *   `ERR_CONFIG` for a bad name, a handler that is not a function, a schema that is not an object schema or
 *   does not compile, a policy key that is invalid, a constraint on an argument the schema
 *   does not declare, or a path root that does not exist.
 * @example
 * const sendPayment = defineTool({
 *   name: "send_payment",
 *   description: "Send money to an IBAN.",
 *   schema: z.object({ recipient: z.string(), amount: z.number().positive() }),
 *   policy: {
 *     requiredScopes: ["payments:send"], allowedCallers: ["*"], sideEffect: "write",
 *     rateLimit: { points: 5, duration: 60 },
 *     args: { recipient: { pattern: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, provenance: "untainted-or-approved" } },
 *   },
 *   handler: ({ recipient, amount }) => bank.pay(recipient, amount),
 * });
 */
export function defineTool<A = Record<string, JsonValue>>(spec: ToolSpec<A>): ToolDefinition {
  if (!isPlainObject(spec)) throw badArgument("defineTool", "spec", "a tool spec object ({ name, description, schema, policy?, handler? })", spec);
  const { name } = spec;
  if (typeof name !== "string" || !TOOL_NAME.test(name)) {
    throw new RampartError("ERR_CONFIG", `tool name must match ${TOOL_NAME.source}`, { details: { tool: String(name).slice(0, 64) } });
  }
  if (spec.description !== undefined && typeof spec.description !== "string") throw badArgument("defineTool", `spec.description of tool ${name}`, "a string", spec.description);
  if (spec.handler !== undefined && typeof spec.handler !== "function") throw new RampartError("ERR_CONFIG", `tool ${name}: handler must be a function when given`);
  const policy = spec.policy === undefined ? undefined : validatePolicy(name, spec.policy);

  let schema: JsonSchema;
  let zodParse: ((args: unknown) => unknown) | undefined;
  if (isZodSchema(spec.schema)) {
    const zs = spec.schema;
    try {
      schema = z.toJSONSchema(zs, { target: "draft-7", io: "input" }) as JsonSchema;
    } catch (cause) {
      throw new RampartError("ERR_CONFIG", `tool ${name}: zod schema has no JSON Schema form (${(cause as Error).message})`, { cause });
    }
    if (needsZodParse(zs)) {
      zodParse = (args) => {
        const r = zs.safeParse(args);
        return r.success ? r.data : ZOD_FAILED;
      };
    }
  } else {
    // A plain JSON Schema object: anything else (undefined, a function, an array) names the key.
    if (!isPlainObject(spec.schema)) throw badArgument("defineTool", `spec.schema of tool ${name}`, "a zod object schema or a JSON Schema object with type \"object\"", spec.schema);
    try {
      schema = structuredClone(spec.schema);
    } catch (cause) {
      throw new RampartError("ERR_BAD_INPUT", `defineTool: spec.schema of tool ${name} must be plain JSON (no functions, symbols or class instances): ${(cause as Error).message.slice(0, 120)}`, { cause, details: { function: "defineTool", argument: "spec.schema" } });
    }
  }
  const { $schema: _ignored, ...rest } = schema;
  schema = rest;
  if (schema.type !== "object") throw new RampartError("ERR_CONFIG", `tool ${name}: schema.type must be "object"`);
  closeObjects(schema, 0);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const declared = new Set(Object.keys(properties));

  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (cause) {
    throw new RampartError("ERR_CONFIG", `tool ${name}: schema does not compile (${(cause as Error).message})`, { cause });
  }

  const constraints = Object.entries(policy?.args ?? {});
  for (const [arg] of constraints) {
    if (!declared.has(arg)) {
      throw new RampartError("ERR_CONFIG", `tool ${name}: policy.args.${arg} constrains an argument the schema does not declare`);
    }
  }
  const verbatimArgs = new Set(constraints.filter(([, c]) => c.normalize === false).map(([arg]) => arg));
  const pathArgs = constraints.filter(([, c]) => c.path).map(([arg, c]) => [arg, compileRoots(name, arg, c.path?.roots ?? [])] as const);
  const vouch = compileVouch(policy, declared);
  const compiled: CompiledChecks = {
    validate,
    ...(zodParse ? { zodParse } : {}),
    argChecks: constraints.map(([arg, c]) => [arg, compileArgCheck(arg, c)] as const),
    pathArgs,
    provenanceArgs: constraints.flatMap(([arg, c]) => (c.provenance ? [[arg, c.provenance] as const] : [])),
    verbatimArgs,
    normalizeArg: verbatimArgs.size === 0 ? () => true : (arg) => !verbatimArgs.has(arg),
    pathRoots: new Map(pathArgs),
    bidiArgs: new Set(constraints.filter(([, c]) => c.allowBidiControls === true).map(([arg]) => arg)),
    declared,
    ...vouch,
  };

  return Object.freeze({
    name,
    description: spec.description,
    modelSchema: modelSchema(schema, policy?.args ?? {}),
    policy,
    handler: (spec.handler ?? policyOnlyHandler(name)) as ToolHandler<never>,
    policyOnly: spec.handler === undefined,
    spec: spec as unknown as ToolSpec<never>,
    compiled,
  });
}

/** The vouch lists of a tool (see `CompiledChecks`); empty without a policy. */
function compileVouch(
  policy: DispatchPolicy | undefined,
  declared: ReadonlySet<string>,
): Pick<CompiledChecks, "vouchArgs" | "kindArgs" | "egressArgs" | "allowArgs" | "textArgs" | "queryArgs" | "egressTool" | "vouches"> {
  const vouchArgs: VouchArg[] = [];
  const kindArgs: VouchArg[] = [];
  const egressArgs: (VouchArg & { byName: boolean })[] = [];
  const allowArgs = new Map<string, AllowMatcher>();
  const textArgs: string[] = [];
  if (policy !== undefined) {
    // a read of the user's own data (`reach: "local"`) sends nothing to the network: its arguments are no egress
    const local = policy.sideEffect === "read" && policy.reach === "local";
    for (const arg of declared) {
      const c = policy.args?.[arg];
      const allow = compileAllow(c?.allow);
      if (allow !== null) allowArgs.set(arg, allow);
      const deny = c?.provenance === "from-user";
      const rule = defaultVouch(arg, c, policy.sideEffect);
      if (rule === "none" && c?.scanText !== false) {
        if (policy.sideEffect !== "read") textArgs.push(arg);
        else if (c?.vouch !== "none" && !egressName(arg) && !local) textArgs.push(arg);
      }
      if (rule !== "none") vouchArgs.push({ arg, rule, allow, deny, kinds: expectedKinds(arg) });
      else if (c?.vouch === "none" || local) continue;
      else if (policy.sideEffect !== "read") kindArgs.push({ arg, rule: "required", allow, deny, kinds: expectedKinds(arg) });
      else egressArgs.push({ arg, rule: "required", allow, deny, kinds: expectedKinds(arg), byName: egressName(arg) });
    }
  }
  const queryArgs = new Set(policy?.sideEffect === "read" && policy.reach !== "local" ? textArgs.filter(queryName) : []);
  // a network read with a URL-like argument sends its other arguments along: the whole request is the egress
  const egressTool = policy?.sideEffect === "read" && policy.reach !== "local" && [...declared].some(egressName);
  return { vouchArgs, kindArgs, egressArgs, allowArgs, textArgs, queryArgs, egressTool, vouches: vouchArgs.length + kindArgs.length + egressArgs.length + textArgs.length > 0 };
}

/**
 * The handler of a policy-only tool: `dispatch` refuses such a tool before any check, so
 * this runs only if something calls the handler directly — and then it refuses too.
 */
function policyOnlyHandler(name: string): ToolHandler<never> {
  return () => {
    throw new RampartError("ERR_CONFIG", `tool ${name} has no local handler: authorize() the call and execute it yourself`);
  };
}

/** Keywords whose value is one subschema. */
const SUBSCHEMA = ["items", "additionalItems", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"];
/** Keywords whose value is a list of subschemas (`allOf` is left open: closing each branch would refuse the other branches' keys). */
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "items", "prefixItems"];
/** Keywords whose value maps names to subschemas. */
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "definitions", "$defs", "dependencies"];

/**
 * Sets `additionalProperties: false` on every object node that does not say it (in place):
 * a node whose `type` is or includes `"object"`, or that has `properties`, reached through
 * the keywords above. Nodes under `allOf` are left as written (zod intersections: zod
 * parses those itself, and its output, which strips unknown keys, is what the handler gets).
 *
 * @throws RampartError `ERR_CONFIG` for a schema nested deeper than 64 levels.
 */
function closeObjects(node: unknown, depth: number): void {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return;
  if (depth > 64) throw new RampartError("ERR_CONFIG", "tool schema is nested deeper than 64 levels");
  const n = node as JsonSchema;
  const type = n.type;
  const isObject = type === "object" || (Array.isArray(type) && type.includes("object")) || (type === undefined && "properties" in n);
  if (isObject && !("additionalProperties" in n) && !("unevaluatedProperties" in n)) n.additionalProperties = false;
  for (const k of SUBSCHEMA) if (k in n && !Array.isArray(n[k])) closeObjects(n[k], depth + 1);
  for (const k of SUBSCHEMA_LISTS) if (Array.isArray(n[k])) for (const sub of n[k] as unknown[]) closeObjects(sub, depth + 1);
  for (const k of SUBSCHEMA_MAPS) {
    const m = n[k];
    if (m !== null && typeof m === "object" && !Array.isArray(m)) for (const sub of Object.values(m)) closeObjects(sub, depth + 1);
  }
}

/** The schema a model sees: the tool's schema with the policy's constraints merged in. */
function modelSchema(schema: JsonSchema, args: Readonly<Record<string, ArgConstraint>>): JsonSchema {
  const out = structuredClone(schema);
  const props = (out.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((out.required as string[] | undefined) ?? []);
  for (const [arg, c] of Object.entries(args)) {
    const prop = props[arg] ?? {};
    const target = prop.type === "array" && typeof prop.items === "object" ? (prop.items as JsonSchema) : prop;
    if (c.enum) target.enum = [...c.enum];
    if (c.maxLength !== undefined) target.maxLength = c.maxLength;
    if (c.pattern !== undefined) target.pattern = compilePattern(c.pattern).source;
    if (c.required) required.add(arg);
    props[arg] = prop;
  }
  if (required.size) out.required = [...required];
  return out;
}

/**
 * Turns the first ajv error into an argument violation that names the argument only when
 * the schema declares it (an undeclared key is attacker text and stays out of details).
 */
export function violationFromAjv(errors: ErrorObject[] | null | undefined, declared: ReadonlySet<string>): ArgViolation {
  const e = errors?.[0];
  const first = e?.instancePath.split("/")[1];
  let arg = first !== undefined && declared.has(first) ? first : "";
  if (e?.keyword === "required") {
    const missing = (e.params as { missingProperty?: string }).missingProperty;
    if (missing && declared.has(missing)) arg = missing;
  }
  const rule: ArgViolation["rule"] = e?.keyword === "required" ? "required" : e?.keyword === "maxLength" ? "maxLength" : e?.keyword === "enum" ? "enum" : e?.keyword === "pattern" ? "pattern" : "type";
  const where = arg || (e?.keyword === "additionalProperties" ? "an argument the schema does not declare" : "the arguments");
  return { arg, rule, message: `${where} failed schema keyword ${e?.keyword ?? "unknown"}` };
}
