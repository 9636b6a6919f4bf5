/**
 * The one place optional packages are loaded (issue 22): the stores (better-sqlite3, pg,
 * ioredis), the LLM SDKs and the server parts are required at their first use, never when
 * a Rampart module is imported, so a user of the boundary and the gate loads — and needs to
 * install — none of them. A missing or broken package becomes one `ERR_DEPENDENCY_MISSING`
 * naming the package and the command that installs it.
 *
 * Loading is synchronous (`require` through `createRequire`): every listed package ships a
 * CommonJS entry, and the stores' constructors (`openHistory`, `sqliteApprovalStore`, …) stay
 * synchronous. Node caches the module, so the second call is a map lookup.
 */
import { createRequire } from "node:module";
import { RampartError } from "./errors.js";

/**
 * Optional packages and the version range Rampart supports (the ranges of package.json's
 * optional `peerDependencies`; a test keeps the two equal).
 */
export const OPTIONAL_PACKAGES = {
  "better-sqlite3": "^12.6.2",
  pg: "^8.23.1",
  ioredis: "^5.9.2",
  "@anthropic-ai/sdk": "^1.14.0",
  openai: "^6.30.1",
  hono: "^4.13.19",
  "@hono/node-server": "^2.1.9",
} as const;

/** A package of `OPTIONAL_PACKAGES`. */
export type OptionalPackage = keyof typeof OPTIONAL_PACKAGES;

/** A specifier inside an optional package: the package itself or one of its subpaths (`hono/streaming`). */
export type OptionalSpecifier = OptionalPackage | `${OptionalPackage}/${string}`;

/** How a specifier is loaded: `require` by default; tests inject one that fails. */
export type ModuleLoader = (specifier: string) => unknown;

const nodeRequire: ModuleLoader = createRequire(import.meta.url);

/** The package a specifier belongs to (`@hono/node-server/x` → `@hono/node-server`). */
function packageOf(specifier: OptionalSpecifier): OptionalPackage {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]) as OptionalPackage;
}

/** True when `cause` says the module file itself was not found (not a fault inside it). */
function isNotFound(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | null)?.code;
  return code === "MODULE_NOT_FOUND" || code === "ERR_MODULE_NOT_FOUND" || code === "ERR_PACKAGE_PATH_NOT_EXPORTED";
}

/**
 * Loads an optional package (or a subpath of one) for `feature`.
 *
 * @param specifier e.g. `"pg"`, `"hono/streaming"`.
 * @param feature what needs it, in words, for the error (e.g. `"the PostgreSQL audit sink"`).
 * @param load how to load it (default Node's `require`); tests pass a failing one.
 * @returns the module's exports (the CommonJS `module.exports`, or the namespace of an ES module).
 * @throws RampartError `ERR_DEPENDENCY_MISSING` with `details.package` when the package is
 *   not installed (the message names `npm install <package>@"<range>"`) or cannot load
 *   (e.g. a native module built for another Node version: the message says to rebuild it).
 * @example
 * const { Pool } = loadOptional<typeof import("pg")>("pg", "the PostgreSQL audit sink");
 */
export function loadOptional<T>(specifier: OptionalSpecifier, feature: string, load: ModuleLoader = nodeRequire): T {
  const pkg = packageOf(specifier);
  const range = OPTIONAL_PACKAGES[pkg];
  if (range === undefined) throw new RampartError("ERR_INTERNAL", `loadOptional: "${specifier}" is not a listed optional package`);
  try {
    return load(specifier) as T;
  } catch (cause) {
    const install = `npm install ${pkg}@"${range}"`;
    const message = isNotFound(cause)
      ? `${feature} needs the optional package ${pkg}, which is not installed: ${install}`
      : `${feature} could not load the optional package ${pkg} (${cause instanceof Error ? cause.message : String(cause)}); reinstall it for this Node version: npm rebuild ${pkg} or ${install}`;
    throw new RampartError("ERR_DEPENDENCY_MISSING", message, { cause, details: { package: pkg, range, feature } });
  }
}

/** One optional package a command needs, and for what (in words, for the error). */
export interface OptionalNeed {
  package: OptionalPackage;
  feature: string;
  /** How to run without it (e.g. `"pass --no-history"`), when the command can. */
  without?: string;
}

/**
 * Checks up front every optional package a command will need, so a user missing several
 * hears about all of them at once (issue 22: `rampart start` from the tarball reported
 * better-sqlite3, then hono, then @hono/node-server, one per run). Only a package that is
 * not installed counts; one that is installed but cannot load is reported by `loadOptional`
 * at its use, with its own advice (rebuild it).
 *
 * @param command the command in words, e.g. `"rampart start"`.
 * @param needs the packages, each with what needs it.
 * @param load how to load a package (default Node's `require`); tests pass a failing one.
 * @throws RampartError `ERR_DEPENDENCY_MISSING` naming every missing package and what needs
 *   it, with one `npm install` command for all of them and each way to run without one;
 *   `details.packages` lists the missing package names.
 * @example
 * requireOptionalAll("rampart start", [{ package: "hono", feature: "the chat server" }]);
 */
export function requireOptionalAll(command: string, needs: readonly OptionalNeed[], load: ModuleLoader = nodeRequire): void {
  const missing: OptionalNeed[] = [];
  for (const need of needs) {
    if (missing.some((m) => m.package === need.package)) continue;
    try {
      load(need.package);
    } catch (cause) {
      if (isNotFound(cause)) missing.push(need);
    }
  }
  if (missing.length === 0) return;
  const names = missing.map((m) => `${m.package} (${m.feature})`).join(", ");
  const install = `npm install ${missing.map((m) => `${m.package}@"${OPTIONAL_PACKAGES[m.package]}"`).join(" ")}`;
  const withouts = missing.flatMap((m) => (m.without ? [`${m.without} to run without ${m.package}`] : []));
  const message = `${command} needs ${missing.length === 1 ? "an optional package that is" : `${missing.length} optional packages that are`} not installed: ${names}. Install ${missing.length === 1 ? "it" : "them"} with: ${install}${withouts.length ? ` (or ${withouts.join("; ")})` : ""}`;
  throw new RampartError("ERR_DEPENDENCY_MISSING", message, { details: { packages: missing.map((m) => m.package), install } });
}

/**
 * The default export of a loaded CommonJS-or-ES module (`module.exports.default` when an
 * interop wrapper put it there, else `module.exports` itself).
 */
export function defaultExport<T>(mod: unknown): T {
  const m = mod as { default?: unknown; __esModule?: boolean } | null;
  return (m !== null && typeof m === "object" && m.__esModule === true && m.default !== undefined ? m.default : mod) as T;
}
