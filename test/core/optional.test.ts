/**
 * Optional packages (issue 22): loaded at first use through one choke point, never by the
 * boundary or the gate, and a missing one is one clear ERR_DEPENDENCY_MISSING naming the
 * package and how to install it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRampartError } from "../../src/core/index.js";
import { OPTIONAL_PACKAGES, defaultExport, loadOptional, requireOptionalAll, type OptionalPackage } from "../../src/core/optional.js";
import { importsOf, packageImportsReachable } from "../helpers/module-graph.js";

const root = join(import.meta.dirname, "../..");
const optional = Object.keys(OPTIONAL_PACKAGES) as OptionalPackage[];
const isOptional = (specifier: string) => optional.some((p) => specifier === p || specifier.startsWith(`${p}/`));

function notFound(specifier: string): never {
  throw Object.assign(new Error(`Cannot find module '${specifier}'`), { code: "MODULE_NOT_FOUND" });
}

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

describe("loadOptional", () => {
  it("turns a missing package into ERR_DEPENDENCY_MISSING naming it and the install command", () => {
    const err = caught(() => loadOptional("pg", "the PostgreSQL audit sink", notFound));
    expect(isRampartError(err, "ERR_DEPENDENCY_MISSING")).toBe(true);
    const e = err as Error & { details: Record<string, unknown> };
    expect(e.message).toBe('the PostgreSQL audit sink needs the optional package pg, which is not installed: npm install pg@"^8.23.1"');
    expect(e.details).toMatchObject({ package: "pg", range: "^8.23.1" });
  });

  it("names the package, not the subpath, for a subpath of a scoped or plain package", () => {
    const sub = caught(() => loadOptional("hono/streaming", "the chat server", notFound)) as Error & { details: { package: string } };
    expect(sub.details.package).toBe("hono");
    expect(sub.message).toContain('npm install hono@"^4.13.19"');
    const scoped = caught(() => loadOptional("@hono/node-server", "the chat server", notFound)) as Error & { details: { package: string } };
    expect(scoped.details.package).toBe("@hono/node-server");
  });

  it("says to rebuild a package that is installed but cannot load (a native module for another Node)", () => {
    const broken = () => {
      throw new Error("The module was compiled against a different Node.js version");
    };
    const err = caught(() => loadOptional("better-sqlite3", "the run history (SQLite)", broken)) as Error;
    expect(isRampartError(err, "ERR_DEPENDENCY_MISSING")).toBe(true);
    expect(err.message).toContain("could not load the optional package better-sqlite3 (The module was compiled against a different Node.js version)");
    expect(err.message).toContain("npm rebuild better-sqlite3");
  });

  it("refuses a package that is not listed, so every optional load goes through the list", () => {
    expect(() => loadOptional("left-pad" as OptionalPackage, "x", () => ({}))).toThrow(/not a listed optional package/);
  });

  it("loads an installed package, and unwraps an ES-module interop default", () => {
    const Database = loadOptional<new (path: string) => { close(): void }>("better-sqlite3", "test");
    new Database(":memory:").close();
    const fn = () => 1;
    expect(defaultExport({ __esModule: true, default: fn })).toBe(fn);
    expect(defaultExport(fn)).toBe(fn);
  });

  it("lists each package with the range package.json declares (an optional peer, never an optional dependency npm would install by default)", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, Record<string, unknown>>;
    for (const name of optional) {
      const declared = pkg.peerDependencies?.[name];
      expect(declared, name).toBe(OPTIONAL_PACKAGES[name]);
      expect(pkg.dependencies?.[name], `${name} must not be a hard dependency`).toBeUndefined();
      expect(pkg.optionalDependencies?.[name], `${name} must not install by default`).toBeUndefined();
      expect(pkg.peerDependenciesMeta?.[name]).toEqual({ optional: true });
    }
  });
});

describe("module graph", () => {
  it.each(["boundary", "gate"])("rampart/%s never imports an optional package, not even its types", (entry) => {
    const edges = packageImportsReachable(join(root, "src", entry, "index.ts"));
    // The walk follows lazy `import()`s too: the gate's secretlint preset is loaded that way.
    if (entry === "gate") expect(edges.map((e) => e.specifier)).toContain("@secretlint/core");
    const named = edges.filter((e) => isOptional(e.specifier));
    expect(named.map((e) => `${e.from.slice(root.length + 1)} → ${e.specifier}`)).toEqual([]);
  });

  it("no source file loads an optional package except through loadOptional (only type imports)", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith(".ts")) files.push(p);
      }
    };
    walk(join(root, "src"));
    const valueImports = files.flatMap(importsOf).filter((e) => isOptional(e.specifier) && !e.typeOnly);
    expect(valueImports.map((e) => `${e.from.slice(root.length + 1)} → ${e.specifier}`)).toEqual([]);
  });
});

describe("requireOptionalAll", () => {
  const needs = [
    { package: "better-sqlite3", feature: "the run history", without: "pass --no-history" },
    { package: "hono", feature: "the chat server" },
    { package: "@hono/node-server", feature: "the chat server" },
  ] as const;

  it("names every missing package in one error with one install command (not one package per run)", () => {
    const err = caught(() => requireOptionalAll("rampart start", needs, notFound)) as Error & { details: { packages: string[] } };
    expect(isRampartError(err, "ERR_DEPENDENCY_MISSING")).toBe(true);
    expect(err.details.packages).toEqual(["better-sqlite3", "hono", "@hono/node-server"]);
    expect(err.message).toContain('npm install better-sqlite3@"^12.6.2" hono@"^4.13.19" @hono/node-server@"^2.1.9"');
    expect(err.message).toContain("pass --no-history to run without better-sqlite3");
  });

  it("lists only what is missing, and passes when everything is installed", () => {
    const onlyHono = (s: string) => (s === "hono" ? notFound(s) : {});
    const err = caught(() => requireOptionalAll("rampart start", needs, onlyHono)) as Error & { details: { packages: string[] } };
    expect(err.details.packages).toEqual(["hono"]);
    expect(err.message).not.toContain("--no-history");
    expect(() => requireOptionalAll("rampart start", needs, () => ({}))).not.toThrow();
  });

  it("leaves a package that is installed but broken to loadOptional (its advice is to rebuild)", () => {
    const broken = () => {
      throw new Error("compiled against a different Node.js version");
    };
    expect(() => requireOptionalAll("rampart start", needs, broken)).not.toThrow();
  });
});
