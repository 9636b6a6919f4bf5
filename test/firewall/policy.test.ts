import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RampartError } from "../../src/core/index.js";
import { defineTool, type DispatchPolicy } from "../../src/firewall/index.js";
import { needsZodParse } from "../../src/firewall/tool.js";

const base: DispatchPolicy = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none" };
const schema = { type: "object", properties: { to: { type: "string" } } };

function configError(fn: () => unknown): string {
  try {
    fn();
    return "ok";
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    expect((e as RampartError).code).toBe("ERR_CONFIG");
    return (e as RampartError).message;
  }
}

describe("defineTool and policy validation", () => {
  it.each([
    // why: a destructive tool without approval is the seed's exact anti-pattern
    ["destructive never approved", { ...base, sideEffect: "destructive", approval: "never" }, /t\.policy\.approval: a destructive tool always needs an approval/],
    // why: presidio restores defaults on [] silently; an empty enum must not mean "anything"
    ["empty enum", { ...base, args: { to: { enum: [] } } }, /t\.policy\.args\.to\.enum/],
    // why: a typo in a constraint name must not leave the argument unchecked
    ["unknown constraint key", { ...base, args: { to: { maxlength: 3 } } }, /t\.policy\.args\.to/],
    // why: a rate limit must be stated, "none" explicitly
    ["missing rate limit", { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read" }, /t\.policy\.rateLimit/],
    ["bad side effect", { ...base, sideEffect: "delete" }, /t\.policy\.sideEffect/],
    ["constraint on an undeclared argument", { ...base, args: { cc: { maxLength: 3 } } }, /policy\.args\.cc constrains an argument the schema does not declare/],
    ["path root that does not exist", { ...base, args: { to: { path: { roots: ["/definitely/not/here"] } } } }, /path\.roots/],
  ])("%s is a configuration error naming the key", (_why, policy, message) => {
    expect(configError(() => defineTool({ name: "t", description: "", schema, policy: policy as DispatchPolicy, handler: () => 1 }))).toMatch(message);
  });

  it.each([
    ["a name with spaces", { name: "send mail" }],
    ["a schema that is not an object schema", { schema: { type: "string" } }],
    // why: ajv strict mode — an unknown keyword is a silently unchecked constraint otherwise
    ["a schema with a misspelt keyword", { schema: { type: "object", properties: { to: { type: "string", maxlength: 3 } } } }],
  ])("rejects %s", (_why, override) => {
    expect(configError(() => defineTool({ name: "t", description: "", schema, policy: base, handler: () => 1, ...override }))).not.toBe("ok");
  });

  it("closes the argument object unless the schema says otherwise", () => {
    const t = defineTool({ name: "t", description: "", schema, policy: base, handler: () => 1 });
    expect(t.modelSchema.additionalProperties).toBe(false);
  });

  it("converts a zod schema and merges policy constraints into what the model sees", () => {
    const t = defineTool({
      name: "pay",
      description: "Pay",
      schema: z.object({ recipients: z.array(z.string()), amount: z.number() }),
      policy: { ...base, args: { recipients: { maxLength: 34, pattern: "^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$" }, amount: { required: true } } },
      handler: () => 1,
    });
    expect(t.modelSchema).not.toHaveProperty("$schema");
    const props = t.modelSchema.properties as Record<string, { items?: Record<string, unknown> }>;
    // why: per-element constraints on an array land on its items
    expect(props.recipients?.items).toMatchObject({ type: "string", maxLength: 34, pattern: "^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$" });
    expect(t.modelSchema.required).toEqual(expect.arrayContaining(["recipients", "amount"]));
  });

  it("a tool without a policy is defined (and denied at dispatch, not here)", () => {
    expect(defineTool({ name: "t", description: "", schema, handler: () => 1 }).policy).toBeUndefined();
  });
});

describe("needsZodParse: zod parses again only when JSON Schema would miss something", () => {
  it.each([
    [z.object({ a: z.string().max(5), b: z.number().positive(), c: z.array(z.string()).optional(), d: z.enum(["x", "y"]).nullable() }), false, "plain bounds, arrays, enums"],
    [z.object({ a: z.string().refine((s) => s !== "x") }), true, "a refinement has no JSON Schema form"],
    [z.object({ a: z.string().transform((s) => s.trim()) }), true, "a transform"],
    [z.object({ a: z.string().email() }), true, "formats are checked by zod's own rule"],
    [z.object({ a: z.string() }).catchall(z.number()), true, "a catch-all"],
    [z.object({ a: z.union([z.string(), z.number().int()]) }), false, "a union of exact members"],
    [z.object({ a: z.date() }), true, "an unknown node type keeps the parse (fail safe)"],
  ])("%#: → %s (%s)", (schema, expected, _why) => {
    expect(needsZodParse(schema)).toBe(expected);
  });
});
