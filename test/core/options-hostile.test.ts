/**
 * Hostile options objects (issue 22 item 6, "fail fast and say what to do"): a throwing getter,
 * a Proxy whose traps throw, a `Map` (whose entries are no properties: it used to read as `{}`),
 * a 1 MB key. Every public entry point that takes options goes through `readOptions`
 * (`src/core/options.ts`) and `parseConfig` through `readPlainData`: each case is a
 * `RampartError` with a stable code naming the option, never a raw `Error` or a silent pass.
 */
import { describe, expect, it } from "vitest";
import { MAX_KEY_SHOWN, parseConfig, RampartError, readOptions, readPlainData, optionRule, shownKey } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateStream } from "../../src/gate/index.js";
import { createEvidenceScanner } from "../../src/boundary/index.js";

const policy = compileGatePolicy(parseConfig({}));
const boom = () => {
  throw new Error("boom");
};
const big = "k".repeat(1_000_000);

/** Each row: a label, the options value, a fragment the message must hold. */
const hostile: [string, () => unknown, RegExp][] = [
  ["a throwing getter", () => ({ get probe() { return boom(); } }), /opts\.probe could not be read \(boom\)/],
  ["a Proxy whose ownKeys trap throws", () => new Proxy({}, { ownKeys: boom }), /opts could not be read \(boom\)/],
  ["a Proxy whose get trap throws", () => new Proxy({ probe: "masking" }, { get: boom }), /opts\.probe could not be read/],
  ["a Map", () => new Map([["probe", "masking"]]), /opts must be a plain object .*got a Map/],
  ["a Set", () => new Set(["probe"]), /opts must be a plain object .*got a Set/],
  ["a Date", () => new Date(0), /got a Date/],
];

async function streamError(opts: unknown): Promise<unknown> {
  try {
    for await (const _ of gateStream(["hi"], policy, opts as never)) void _;
  } catch (err) {
    return err;
  }
  return null;
}

describe("hostile options are ERR_BAD_INPUT naming the option", () => {
  it.each(hostile)("deterministicGate: %s", (_label, make, message) => {
    const v = deterministicGate("hello", policy, make() as never);
    expect(v.action).toBe("block");
    expect(v.action === "block" && v.code).toBe("ERR_BAD_INPUT");
    expect(v.action === "block" && v.reason).toMatch(message);
  });
  it.each(hostile)("gateStream: %s", async (_label, make, message) => {
    const err = await streamError(make());
    expect(err).toBeInstanceOf(RampartError);
    expect((err as RampartError).code).toBe("ERR_BAD_INPUT");
    expect((err as RampartError).message).toMatch(message);
  });
  it("createEvidenceScanner: a Map and a throwing Proxy", () => {
    expect(() => createEvidenceScanner(new Map() as never)).toThrow(/options must be a plain object .*got a Map/);
    expect(() => createEvidenceScanner(new Proxy({}, { ownKeys: boom }) as never)).toThrow(RampartError);
  });
  it("the thrown error is kept as the cause", () => {
    const r = readOptions({ get flag() { return boom(); } }, { flag: optionRule.boolean }, { fn: "f", arg: "opts" });
    expect(r.ok).toBe(false);
    expect(!r.ok && (r.error.cause as Error).message).toBe("boom");
  });
});

describe("options are read once (a snapshot)", () => {
  it("a getter is read exactly once, and the caller gets the value it returned", () => {
    let reads = 0;
    const opts = { get flag() { reads += 1; return true; } };
    const r = readOptions(opts, { flag: optionRule.boolean }, { fn: "f", arg: "opts" });
    expect(r.ok && r.value).toEqual({ flag: true });
    expect(reads).toBe(1);
  });
  it("a getter that throws on its second read cannot break the gate", () => {
    let reads = 0;
    const opts = { get probe() { reads += 1; if (reads > 1) throw new Error("second read"); return "masking"; } };
    expect(deterministicGate("연락처 010-2345-6789", policy, opts as never).action).toBe("block");
    expect(reads).toBe(1);
  });
  it("plain literals, class instances and Object.create still work", () => {
    class Opts { probe = "masking" as const; }
    expect(deterministicGate("hello", policy, new Opts()).action).toBe("pass");
    expect(deterministicGate("hello", policy, Object.create({ probe: "masking" }) as never).action).toBe("pass");
    expect(deterministicGate("hello", policy, { probe: "masking" }).action).toBe("pass");
  });
});

describe("a huge unknown key is cut in the message", () => {
  it("gate options", () => {
    const v = deterministicGate("hello", policy, { [big]: 1 } as never);
    const reason = v.action === "block" ? v.reason : "";
    expect(reason).toContain(`"${"k".repeat(MAX_KEY_SHOWN)}…"`);
    expect(reason.length).toBeLessThan(300);
  });
  it("config keys (parseConfig) — in the path and in the message", () => {
    const err = (() => { try { parseConfig({ gate: { [big]: 1 } }); } catch (e) { return e as RampartError; } return null; })();
    expect(err?.code).toBe("ERR_CONFIG");
    expect(err!.message.length).toBeLessThan(400);
    expect(err!.message).toContain("…");
  });
  it("shownKey keeps short keys and never splits a surrogate pair", () => {
    expect(shownKey("probe")).toBe("probe");
    const key = `${"a".repeat(MAX_KEY_SHOWN - 1)}😀tail`;
    expect(shownKey(key)).toBe(`${"a".repeat(MAX_KEY_SHOWN - 1)}…`);
  });
});

describe("parseConfig reads plain data first", () => {
  it.each([
    ["a Map as the config", () => new Map(), /\(root\): must be a plain object, got a Map/],
    ["a Map as a section", () => ({ gate: new Map([["codeNames", ["X"]]]) }), /gate: must be a plain object, got a Map/],
    ["a throwing getter", () => ({ get gate() { return boom(); } }), /gate: could not be read \(boom\)/],
    ["a throwing Proxy", () => ({ gate: new Proxy({}, { ownKeys: boom }) }), /gate: could not be read/],
  ])("%s → ERR_CONFIG naming the key", (_label, make, message) => {
    expect(() => parseConfig(make())).toThrow(message);
    try { parseConfig(make()); } catch (e) { expect((e as RampartError).code).toBe("ERR_CONFIG"); }
  });
  it("a RegExp value (a tool-policy pattern) is kept as it is", () => {
    const r = readPlainData({ a: { pattern: /x/u } });
    expect(r.ok && (r.value as { a: { pattern: RegExp } }).a.pattern).toBeInstanceOf(RegExp);
  });
  it("a cycle is an error, not a hang", () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    const r = readPlainData(a);
    expect(r.ok).toBe(false);
  });
});
