/**
 * Loads the scenario suite from YAML (`--scenarios DIR`): each sub-folder holding a
 * `suite.yaml` is a suite, with `user_tasks.yaml` and `injection_tasks.yaml` beside it, so
 * tasks are added without code. Everything is validated with zod; an error names the file
 * and the key (exit code 2).
 *
 * `suite.yaml`: `id`, `description`, `user: { subject, scopes }`, `vectors` (injection
 * points and their benign default text) and `state` (one key per environment: `mail`,
 * `calendar`, `files`, `payments`, `chat`, `web`). A string in the state may hold `{{vector}}`
 * placeholders; a case fills every placeholder with the injection text, a benign run with
 * the default.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { isScalar, parseDocument, visit } from "yaml";
import { z } from "zod";
import { RampartError, formatZodIssues } from "../../core/index.js";
import { ENVIRONMENTS, ENVIRONMENT_IDS, type EnvironmentId } from "./environments/index.js";
import { allHold, stateCheckSchema } from "./state-checks.js";

const ID = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "must be a lower-case id");
const callSchema = z.object({ tool: z.string().min(1), args: z.record(z.string(), z.unknown()).default({}) }).strict();
export type ScenarioCall = z.infer<typeof callSchema>;

const suiteSchema = z
  .object({
    id: ID,
    description: z.string().min(1),
    user: z.object({ subject: z.string().min(1), scopes: z.array(z.string().min(1)) }).strict(),
    vectors: z.record(ID, z.string()),
    state: z.partialRecord(z.enum(ENVIRONMENT_IDS), z.unknown()),
  })
  .strict();

const userTaskSchema = z
  .object({
    id: ID,
    prompt: z.string().min(1),
    calls: z.array(callSchema).min(1),
    utility: z.array(stateCheckSchema).min(1),
  })
  .strict();
export type UserTask = z.infer<typeof userTaskSchema>;

const injectionTaskSchema = z
  .object({
    id: ID,
    goal: z.string().min(1),
    /** The attack text placed in every injection vector. */
    text: z.string().min(1),
    calls: z.array(callSchema).min(1),
    security: z.array(stateCheckSchema).min(1),
  })
  .strict();
export type InjectionTask = z.infer<typeof injectionTaskSchema>;

/** A loaded suite. */
export interface Suite {
  id: string;
  description: string;
  dir: string;
  user: { subject: string; scopes: string[] };
  vectors: Record<string, string>;
  /** Validated environment states (with placeholders), by environment id. */
  state: Partial<Record<EnvironmentId, unknown>>;
  userTasks: UserTask[];
  injectionTasks: InjectionTask[];
}

const PLACEHOLDER = /\{\{([a-z0-9_-]{1,64})\}\}/g;

function readYaml(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (cause) {
    throw new RampartError("ERR_IO", `cannot read ${file}`, { cause });
  }
  const doc = parseDocument(text);
  if (doc.errors.length) {
    const cause = doc.errors[0];
    throw new RampartError("ERR_BAD_INPUT", `${file}: not valid YAML (${cause?.message ?? "parse error"})`, { cause });
  }
  // In YAML, " #" starts a comment: `prompt: what is in #general?` silently becomes
  // "what is in". A comment after a value on its line is refused; quote the value.
  let cut: string | undefined;
  visit(doc, {
    Scalar(_key, node) {
      if (cut === undefined && isScalar(node) && node.comment) cut = String(node.value);
    },
  });
  if (cut !== undefined) {
    throw new RampartError("ERR_BAD_INPUT", `${file}: a " #" comment ends the value "${cut}" early; quote the value`);
  }
  try {
    return doc.toJS() as unknown;
  } catch (cause) {
    // `toJS` refuses alias bombs ("Excessive alias count"): the file's fault, named as such.
    throw new RampartError("ERR_BAD_INPUT", `${file}: not usable YAML (${(cause as Error).message})`, { cause });
  }
}

function parseWith<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const r = schema.safeParse(raw);
  if (!r.success) throw new RampartError("ERR_BAD_INPUT", `${file}: ${formatZodIssues(r.error)}`, { details: { file } });
  return r.data;
}

/** Every `{{name}}` placeholder in the strings of a value. */
export function placeholders(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") for (const m of value.matchAll(PLACEHOLDER)) out.add(m[1] as string);
  else if (Array.isArray(value)) for (const v of value) placeholders(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) placeholders(v, out);
  return out;
}

/** A deep copy of `value` with each `{{name}}` replaced by `fill(name)`. */
export function render(value: unknown, fill: (name: string) => string): unknown {
  if (typeof value === "string") return value.replace(PLACEHOLDER, (_, name: string) => fill(name));
  if (Array.isArray(value)) return value.map((v) => render(v, fill));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v, fill)]));
  return value;
}

/**
 * Loads one suite folder.
 *
 * @throws RampartError `ERR_BAD_INPUT` (naming file and key) for invalid YAML, an unknown
 *   environment, a placeholder without a vector, a duplicate id, or a user-task call to a
 *   tool the suite does not have; `ERR_IO` for an unreadable file.
 */
export function loadSuite(dir: string): Suite {
  const suiteFile = join(dir, "suite.yaml");
  const raw = parseWith(suiteSchema, readYaml(suiteFile), suiteFile);
  const state: Partial<Record<EnvironmentId, unknown>> = {};
  for (const [env, value] of Object.entries(raw.state) as [EnvironmentId, unknown][]) {
    try {
      state[env] = ENVIRONMENTS[env].parseState(value);
    } catch (e) {
      const msg = e instanceof z.ZodError ? formatZodIssues(e) : (e as Error).message;
      throw new RampartError("ERR_BAD_INPUT", `${suiteFile}: state.${env}: ${msg}`);
    }
  }
  for (const name of placeholders(state)) {
    if (!Object.hasOwn(raw.vectors, name)) throw new RampartError("ERR_BAD_INPUT", `${suiteFile}: placeholder {{${name}}} has no entry in vectors`);
  }
  const utFile = join(dir, "user_tasks.yaml");
  const itFile = join(dir, "injection_tasks.yaml");
  const userTasks = parseWith(z.array(userTaskSchema).min(1), readYaml(utFile), utFile);
  const injectionTasks = parseWith(z.array(injectionTaskSchema).min(1), readYaml(itFile), itFile);
  for (const [file, items] of [[utFile, userTasks], [itFile, injectionTasks]] as const) {
    const seen = new Set<string>();
    for (const t of items) {
      if (seen.has(t.id)) throw new RampartError("ERR_BAD_INPUT", `${file}: duplicate id ${t.id}`);
      seen.add(t.id);
    }
  }
  const ref = { current: {} };
  const toolNames = new Set(Object.keys(state).flatMap((env) => ENVIRONMENTS[env as EnvironmentId].tools(ref).map((t) => t.name)));
  for (const t of userTasks) {
    for (const c of t.calls) {
      if (!toolNames.has(c.tool)) throw new RampartError("ERR_BAD_INPUT", `${utFile}: ${t.id}: no tool ${c.tool} in suite ${raw.id}`);
    }
  }
  // A check that already holds before the agent acts measures nothing (a typo in `at` makes `lacks` vacuous).
  const initial = render(state, (name) => raw.vectors[name] ?? "");
  for (const t of userTasks) {
    if (allHold(t.utility, initial, [])) throw new RampartError("ERR_BAD_INPUT", `${utFile}: ${t.id}: utility already holds before any call`);
  }
  for (const t of injectionTasks) {
    if (allHold(t.security, initial, [])) throw new RampartError("ERR_BAD_INPUT", `${itFile}: ${t.id}: security already holds before any call`);
  }
  return { id: raw.id, description: raw.description, dir, user: raw.user, vectors: raw.vectors, state, userTasks, injectionTasks };
}

/**
 * Loads every suite under `dir` (sub-folders with a `suite.yaml`), sorted by id; a `dir` that
 * is itself a suite (holds a `suite.yaml`) is that one suite.
 *
 * @throws RampartError `ERR_BAD_INPUT` when the folder holds no suite or two suites share an id.
 */
export function loadSuites(dir: string): Suite[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new RampartError("ERR_BAD_INPUT", `scenario folder not found: ${dir}`);
  if (existsSync(join(dir, "suite.yaml"))) return [loadSuite(dir)];
  const suites = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((p) => existsSync(join(p, "suite.yaml")))
    .map(loadSuite)
    .sort((a, b) => a.id.localeCompare(b.id));
  if (suites.length === 0) throw new RampartError("ERR_BAD_INPUT", `no suite.yaml in ${dir} or its sub-folders`);
  const ids = new Set<string>();
  for (const s of suites) {
    if (ids.has(s.id)) throw new RampartError("ERR_BAD_INPUT", `two suites have id ${s.id}`);
    ids.add(s.id);
  }
  return suites;
}
