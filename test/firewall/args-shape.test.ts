/**
 * What runs is what was checked (hostile review B13, B3, B11):
 * - argument objects are closed at every level, not just the top one (B13);
 * - the handler receives zod's parsed output / the JSON Schema defaults, and the policy
 *   constraints, the argument HMAC and the sealed approval arguments are of that value (B3);
 * - pattern / enum / schema checks of a path argument also run on the resolved path (B11).
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type JsonSchema, type JsonValue } from "../../src/firewall/index.js";
import { codeOf, firewall, session } from "./helpers.js";

const OPEN = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none" } as const;

/** A tool over `schema` that records what its handler received. */
function recorder(schema: JsonSchema | z.ZodType, got: unknown[], policy: Record<string, unknown> = {}) {
  return defineTool({
    name: "t",
    description: "t",
    schema: schema as JsonSchema,
    policy: { ...OPEN, ...policy } as never,
    handler: (args: unknown) => {
      got.push(args);
      return "ok";
    },
  });
}

async function run(tool: ReturnType<typeof recorder>, args: Record<string, unknown>): Promise<string> {
  const fw = firewall({ tools: [tool] });
  const s = await session("alice", []);
  const code = await codeOf(fw.dispatch({ name: "t", arguments: args }, s));
  await fw.close();
  return code;
}

describe("nested argument objects are closed (B13)", () => {
  const zodMail = z.object({ to: z.string(), options: z.object({ priority: z.string() }) });
  const rows: [string, JsonSchema | z.ZodType, Record<string, unknown>, string][] = [
    ["zod nested object, undeclared key", zodMail, { to: "a", options: { priority: "low", bcc: "eve@evil.example" } }, "ERR_ARGS"],
    ["zod nested object, declared keys only", zodMail, { to: "a", options: { priority: "low" } }, "resolved"],
    ["zod array of objects, undeclared key in an item", z.object({ items: z.array(z.object({ id: z.number() })) }), { items: [{ id: 1 }, { id: 2, x: 1 }] }, "ERR_ARGS"],
    ["zod union branch, undeclared key", z.object({ u: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) }), { u: { a: "x", c: 1 } }, "ERR_ARGS"],
    ["zod looseObject is an explicit opt-in", z.object({ meta: z.looseObject({ a: z.string() }) }), { meta: { a: "x", extra: 1 } }, "resolved"],
    ["zod record keeps its own value schema", z.object({ tags: z.record(z.string(), z.string()) }), { tags: { k: "v" } }, "resolved"],
    [
      "JSON Schema nested object without additionalProperties",
      { type: "object", properties: { o: { type: "object", properties: { a: { type: "string" } } } } },
      { o: { a: "x", b: "y" } },
      "ERR_ARGS",
    ],
    [
      "JSON Schema nested object with additionalProperties: true",
      { type: "object", properties: { o: { type: "object", properties: { a: { type: "string" } }, additionalProperties: true } } },
      { o: { a: "x", b: "y" } },
      "resolved",
    ],
    [
      "JSON Schema object behind $ref in definitions",
      { type: "object", properties: { o: { $ref: "#/definitions/O" } }, definitions: { O: { type: "object", properties: { a: { type: "string" } } } } },
      { o: { a: "x", b: "y" } },
      "ERR_ARGS",
    ],
    [
      "JSON Schema object inside array items inside an object",
      { type: "object", properties: { o: { type: "object", properties: { l: { type: "array", items: { type: "object", properties: {} } } } } } },
      { o: { l: [{ z: 1 }] } },
      "ERR_ARGS",
    ],
  ];
  it.each(rows)("%s", async (_why, schema, args, expected) => {
    const got: unknown[] = [];
    expect(await run(recorder(schema, got), args)).toBe(expected);
    expect(got).toHaveLength(expected === "resolved" ? 1 : 0);
  });
});

describe("the handler receives the value that was checked (B3)", () => {
  it("zod defaults are applied", async () => {
    const got: unknown[] = [];
    const schema = z.object({ dryRun: z.boolean().default(true), olderThanDays: z.number().min(30).default(365) });
    expect(await run(recorder(schema, got), {})).toBe("resolved");
    expect(got).toEqual([{ dryRun: true, olderThanDays: 365 }]);
  });

  it("JSON Schema defaults are applied (ajv useDefaults)", async () => {
    const got: unknown[] = [];
    const schema = { type: "object", properties: { dryRun: { type: "boolean", default: true }, n: { type: "number" } } };
    expect(await run(recorder(schema, got), { n: 1 })).toBe("resolved");
    expect(got).toEqual([{ dryRun: true, n: 1 }]);
  });

  it("zod transforms and trims reach the handler; a refinement on the output decides", async () => {
    const got: unknown[] = [];
    const local = z.object({ to: z.string().transform((s) => s.split("@")[0] as string).refine((s) => /^[a-z]+$/.test(s)), name: z.string().trim() });
    expect(await run(recorder(local, got), { to: "alice@evil.example", name: "  bob  " })).toBe("resolved");
    expect(got).toEqual([{ to: "alice", name: "bob" }]);
  });

  it("policy constraints run on the transformed value, not the input", async () => {
    const got: unknown[] = [];
    const upper = z.object({ mode: z.string().transform((s) => s.toUpperCase()) });
    // "a" passes as input but the handler would get "A": the enum must see "A".
    expect(await run(recorder(upper, got, { args: { mode: { enum: ["a"] } } }), { mode: "a" })).toBe("ERR_ARGS");
    expect(await run(recorder(upper, got, { args: { mode: { enum: ["A"] } } }), { mode: "a" })).toBe("resolved");
    expect(got).toEqual([{ mode: "A" }]);
  });

  it("a transform whose output is not JSON is refused (no handler runs)", async () => {
    const got: unknown[] = [];
    for (const schema of [
      z.object({ d: z.string().transform((s) => new Date(s)) }),
      z.object({ d: z.string().transform((s) => BigInt(s.length)) }),
      z.object({ d: z.string().transform((s) => new Map([[s, 1]])) }),
    ]) {
      expect(await run(recorder(schema, got), { d: "2020-01-01" })).toBe("ERR_ARGS");
    }
    expect(got).toEqual([]);
  });

  it("the approval seals and binds the defaulted value, and the handler gets that value", async () => {
    const got: unknown[] = [];
    const tool = defineTool({
      name: "purge",
      description: "purge",
      schema: z.object({ olderThanDays: z.number().default(365) }),
      policy: { ...OPEN, sideEffect: "destructive", selfApproval: "allow" },
      handler: (a) => {
        got.push(a);
        return "ok";
      },
    });
    const fw = firewall({ tools: [tool] });
    const s = await session("alice", []);
    const first = await fw.safeDispatch({ id: "c1", name: "purge", arguments: {} }, s);
    expect(first.ok ? "resolved" : first.error.code).toBe("ERR_APPROVAL_REQUIRED");
    const id = first.ok ? "" : (first.error.details.approvalId as string);
    const req = await fw.approve(id, "alice");
    expect(fw.openSealedArgs(req)).toEqual({ olderThanDays: 365 } satisfies Record<string, JsonValue>);
    // The same call with the default written out is the same canonical value: the grant applies.
    expect(await codeOf(fw.dispatch({ id: "c1", name: "purge", arguments: { olderThanDays: 365 } }, s))).toBe("resolved");
    expect(got).toEqual([{ olderThanDays: 365 }]);
    await fw.close();
  });
});

describe("path arguments: constraints on the resolved path (B11)", () => {
  const root = mkdtempSync(join(tmpdir(), "rampart-b11-"));
  mkdirSync(join(root, "public"));
  mkdirSync(join(root, "private"));
  writeFileSync(join(root, "public", "readme.txt"), "hello");
  writeFileSync(join(root, "private", "salaries.csv"), "secret");
  symlinkSync(join(root, "private", "salaries.csv"), join(root, "public", "link.csv"));
  symlinkSync(join(root, "private"), join(root, "public", "dir"));

  const relTool = (got: unknown[]) =>
    recorder({ type: "object", properties: { path: { type: "string" } } }, got, { args: { path: { path: { roots: [root] }, pattern: /^public\/[\w./-]+$/ } } });
  const absTool = (got: unknown[]) =>
    recorder({ type: "object", properties: { path: { type: "string" } } }, got, {
      args: { path: { path: { roots: [root] }, pattern: new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/public/`) } },
    });
  const listTool = (got: unknown[]) =>
    recorder({ type: "object", properties: { paths: { type: "array", items: { type: "string" } } } }, got, {
      args: { paths: { path: { roots: [root] }, pattern: /^public\// } },
    });

  it.each([
    ["a plain public path", "public/readme.txt", "resolved"],
    ["`..` out of public into private", "public/../private/salaries.csv", "ERR_ARGS"],
    ["`..` twice, back into public", "public/../public/readme.txt", "resolved"],
    ["a file symlink under public pointing into private", "public/link.csv", "ERR_ARGS"],
    ["a directory symlink under public pointing into private", "public/dir/salaries.csv", "ERR_ARGS"],
    ["private as written", "private/salaries.csv", "ERR_ARGS"],
  ])("relative pattern, %s", async (_why, path, expected) => {
    const got: unknown[] = [];
    expect(await run(relTool(got), { path })).toBe(expected);
    if (expected === "resolved") expect(got).toEqual([{ path: join(root, "public", "readme.txt") }]);
  });

  it.each([
    ["absolute public path", `${root}/public/readme.txt`, "resolved"],
    ["absolute `..` into private", `${root}/public/../private/salaries.csv`, "ERR_ARGS"],
    ["absolute symlink into private", `${root}/public/link.csv`, "ERR_ARGS"],
  ])("absolute pattern, %s", async (_why, path, expected) => {
    expect(await run(absTool([]), { path })).toBe(expected);
  });

  it("an array of paths: one item escaping the pattern through `..` denies the call", async () => {
    const got: unknown[] = [];
    expect(await run(listTool(got), { paths: ["public/readme.txt", "public/../private/salaries.csv"] })).toBe("ERR_ARGS");
    expect(await run(listTool(got), { paths: ["public/readme.txt", "public/dir/../readme.txt"] })).toBe("resolved");
    expect(got).toHaveLength(1);
  });

  it("a JSON Schema pattern on a path argument also sees the resolved path", async () => {
    const got: unknown[] = [];
    const tool = recorder({ type: "object", properties: { path: { type: "string", pattern: "^public/" } } }, got, { args: { path: { path: { roots: [root] } } } });
    expect(await run(tool, { path: "public/../private/salaries.csv" })).toBe("ERR_ARGS");
    expect(await run(tool, { path: "public/readme.txt" })).toBe("resolved");
  });
});
