/**
 * Options objects of the public entry points (issue 19/22: no silent allow). An unknown key
 * is an ERR_BAD_INPUT naming the function, the key and the closest known key; a wrong type
 * names the key and the expected shape; every key the TypeScript type declares is accepted.
 */
import { describe, expect, it } from "vitest";
import { checkOptions, optionRule, optionsError, parseConfig, RampartError, type OptionTable } from "../../src/core/index.js";
import {
  createAsyncEvidenceScanner,
  createEvidenceScanner,
  EVIDENCE_SCANNER_OPTIONS,
  neutralizeInstructionPatterns,
  RULES,
  scanEvidence,
  type AsyncEvidenceScannerOptions,
  type EvidenceScannerOptions,
  type ScanAsyncOptions,
} from "../../src/boundary/index.js";
import { ASYNC_EVIDENCE_SCANNER_OPTIONS, SCAN_ASYNC_OPTIONS } from "../../src/boundary/semantic/scan-async.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateAnswer, gateStream, type GateOptions, type GateStreamOptions } from "../../src/gate/index.js";
import { GATE_OPTIONS } from "../../src/gate/gate.js";
import { GATE_STREAM_OPTIONS } from "../../src/gate/stream.js";

const policy = compileGatePolicy(parseConfig({}));
const bad = (x: unknown) => x as never;
/** The default scanner's functions as a JavaScript caller sees them (any number of arguments). */
const loose = <R>(f: (text: string) => R) => f as unknown as (...args: unknown[]) => R;
const PHONE = "연락처는 010-2345-6789입니다";

function thrownBy(call: () => unknown): RampartError {
  try {
    call();
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    return e as RampartError;
  }
  throw new Error("did not throw");
}

function blockedReason(v: ReturnType<typeof deterministicGate>): string {
  expect(v.action).toBe("block");
  if (v.action !== "block") return "";
  expect(v.code).toBe("ERR_BAD_INPUT");
  return v.reason;
}

// Every key of each type, with a valid value. `Required<T>` makes a key added to the type
// without a value here a compile error; the runtime table (`OptionTable<T>`) is forced to the
// same keys by the compiler, and these objects must pass it.
const ALL_GATE: Required<GateOptions> = { probe: "masking" };
const ALL_STREAM: Required<GateStreamOptions> = { probe: "injection", onHeld: () => undefined, coalesce: false, scanIntervalMs: 0, idleTimeoutMs: 5_000 };
const ALL_SCANNER: Required<EvidenceScannerOptions> = { rules: RULES, disabledRules: [], detectors: [], tools: ["send_email", { name: "fetch_url" }], maxInputChars: 1_000 };
const ALL_ASYNC: Required<AsyncEvidenceScannerOptions> = { ...ALL_SCANNER, asyncDetectors: [] };
const ALL_SCAN_ASYNC: Required<ScanAsyncOptions> = { signal: new AbortController().signal };

describe("the .d.ts types and the runtime tables agree", () => {
  it.each([
    ["GateOptions", ALL_GATE, GATE_OPTIONS],
    ["GateStreamOptions", ALL_STREAM, GATE_STREAM_OPTIONS],
    ["EvidenceScannerOptions", ALL_SCANNER, EVIDENCE_SCANNER_OPTIONS],
    ["AsyncEvidenceScannerOptions", ALL_ASYNC, ASYNC_EVIDENCE_SCANNER_OPTIONS],
    ["ScanAsyncOptions", ALL_SCAN_ASYNC, SCAN_ASYNC_OPTIONS],
  ] as [string, object, OptionTable<object>][])("%s: every declared key is known and its valid value accepted", (_name, all, table) => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(all).sort());
    expect(optionsError(all, table, { fn: "f", arg: "options" })).toBeNull();
  });

  it("every entry point accepts an object with every declared key", async () => {
    expect(deterministicGate(PHONE, policy, ALL_GATE).action).toBe("block"); // a leak, not bad input
    const v = deterministicGate(PHONE, policy, ALL_GATE);
    expect(v.action === "block" && v.code).toBe("ERR_LEAK_PII");
    expect((await gateAnswer("hello", policy, { probe: undefined })).action).toBe("pass");
    expect(() => gateStream(["a"], policy, ALL_STREAM)).not.toThrow();
    expect(() => createEvidenceScanner(ALL_SCANNER)).not.toThrow();
    const scanner = createAsyncEvidenceScanner(ALL_ASYNC);
    await expect(scanner.scanAsync("hi", ALL_SCAN_ASYNC)).resolves.toMatchObject({ text: "hi" });
  });
});

describe("unknown keys: ERR_BAD_INPUT naming the function, the key and the closest known key", () => {
  it.each([
    ["deterministicGate probes", () => blockedReason(deterministicGate(PHONE, policy, bad({ probes: "masking" }))), ["deterministicGate", '"probes"', 'did you mean "probe"']],
    ["deterministicGate Probe (case)", () => blockedReason(deterministicGate("x", policy, bad({ Probe: "masking" }))), ['"Probe"', 'did you mean "probe"']],
    ["deterministicGate maxAnswerChar", () => blockedReason(deterministicGate("x", policy, bad({ maxAnswerChar: 10 }))), ['"maxAnswerChar"', "known options: probe"]],
    ["deterministicGate stream option", () => blockedReason(deterministicGate("x", policy, bad({ idleTimeoutMs: 10 }))), ['"idleTimeoutMs"', "an option of gateStream"]],
    ["deterministicGate config key", () => blockedReason(deterministicGate("x", policy, bad({ maxAnswerChars: 10 }))), ["gate.maxAnswerChars", "compileGatePolicy"]],
    ["deterministicGate regoins", () => blockedReason(deterministicGate("x", policy, bad({ regoins: ["KR"] }))), ['"regoins"', "known options: probe"]],
  ] as [string, () => string, string[]][])("%s", (_what, reasonOf, fragments) => {
    const reason = reasonOf();
    for (const f of fragments) expect(reason).toContain(f);
  });

  it("gateAnswer blocks (never rejects) on an unknown key", async () => {
    const v = await gateAnswer(PHONE, policy, bad({ prob: "masking" }));
    expect(blockedReason(v)).toContain('gateAnswer: unknown option opts."prob" (did you mean "probe"?)');
  });

  it.each([
    ["gateStream scanIntervalMS", () => gateStream(["a"], policy, bad({ scanIntervalMS: 5 })), ["gateStream", '"scanIntervalMS"', 'did you mean "scanIntervalMs"']],
    ["gateStream idleTimeout", () => gateStream(["a"], policy, bad({ idleTimeout: 5 })), ['"idleTimeout"', 'did you mean "idleTimeoutMs"']],
    ["gateStream onheld", () => gateStream(["a"], policy, bad({ onheld: () => 1 })), ['did you mean "onHeld"']],
    ["gateStream egress", () => gateStream(["a"], policy, bad({ egress: { allow: {} } })), ['"egress"', "gate.egress"]],
    ["gateStream policy inside opts", () => gateStream(["a"], policy, bad({ policy })), ['"policy"', "known options: probe, onHeld"]],
    ["createEvidenceScanner disabledRule", () => createEvidenceScanner(bad({ disabledRule: ["role-tag.json"] })), ["createEvidenceScanner", '"disabledRule"', 'did you mean "disabledRules"']],
    ["createEvidenceScanner tool", () => createEvidenceScanner(bad({ tool: ["x"] })), ['did you mean "tools"']],
    ["createEvidenceScanner maxInputChar", () => createEvidenceScanner(bad({ maxInputChar: 5 })), ['did you mean "maxInputChars"']],
    ["createEvidenceScanner asyncDetectors", () => createEvidenceScanner(bad({ asyncDetectors: [] })), ["an option of createAsyncEvidenceScanner"]],
    ["createEvidenceScanner far-off key", () => createEvidenceScanner(bad({ zzzzzzzz: 1 })), ['"zzzzzzzz"', "known options: rules, disabledRules, detectors, tools, maxInputChars"]],
    ["createAsyncEvidenceScanner asyncDetector", () => createAsyncEvidenceScanner(bad({ asyncDetectors: [], asyncDetector: [] })), ["createAsyncEvidenceScanner", 'did you mean "asyncDetectors"']],
    ["scanEvidence with options", () => loose(scanEvidence)("x", { tools: ["x"] }), ["scanEvidence", "createEvidenceScanner(options)"]],
    ["neutralizeInstructionPatterns with options", () => loose(neutralizeInstructionPatterns)("x", {}), ["neutralizeInstructionPatterns"]],
  ] as [string, () => unknown, string[]][])("%s", (_what, call, fragments) => {
    const e = thrownBy(call);
    expect(e.code).toBe("ERR_BAD_INPUT");
    for (const f of fragments) expect(e.message).toContain(f);
  });

  it("scanAsync rejects an unknown per-call option", async () => {
    const scanner = createAsyncEvidenceScanner({ asyncDetectors: [] });
    await expect(scanner.scanAsync("x", bad({ signl: new AbortController().signal }))).rejects.toThrow(/scanAsync: unknown option options\."signl" \(did you mean "signal"\?\)/);
  });

  it("a hostile key is quoted short and the check stops at the first unknown key", () => {
    const opts: Record<string, number> = { ["k".repeat(100_000)]: 1 };
    for (let i = 0; i < 10_000; i++) opts[`x${i}`] = i;
    const e = thrownBy(() => createEvidenceScanner(bad(opts)));
    expect(e.message.length).toBeLessThan(400);
  });
});

describe("wrong types: ERR_BAD_INPUT naming the key and the expected shape", () => {
  it.each([
    ["gateStream probe 42", () => gateStream(["a"], policy, bad({ probe: 42 })), "gateStream: opts.probe must be one of"],
    ["gateStream probe typo", () => gateStream(["a"], policy, bad({ probe: "injecton" })), '"injection"'],
    ["gateStream coalesce 'yes'", () => gateStream(["a"], policy, bad({ coalesce: "yes" })), "opts.coalesce must be a boolean"],
    ["gateStream idleTimeoutMs 0", () => gateStream(["a"], policy, bad({ idleTimeoutMs: 0 })), "opts.idleTimeoutMs must be a number of ms > 0"],
    ["gateStream scanIntervalMs NaN", () => gateStream(["a"], policy, bad({ scanIntervalMs: Number.NaN })), "opts.scanIntervalMs"],
    ["gateStream opts array", () => gateStream(["a"], policy, bad([])), "gateStream: opts must be an options object"],
    ["createEvidenceScanner disabledRules 'x'", () => createEvidenceScanner(bad({ disabledRules: "role-tag.json" })), "options.disabledRules must be an array of rule ids"],
    ["createEvidenceScanner tools 'x'", () => createEvidenceScanner(bad({ tools: "send_email" })), "options.tools must be an array of tool names"],
    ["createEvidenceScanner maxInputChars 1.5", () => createEvidenceScanner(bad({ maxInputChars: 1.5 })), "options.maxInputChars must be a whole number"],
    ["createEvidenceScanner maxInputChars '10'", () => createEvidenceScanner(bad({ maxInputChars: "10" })), "options.maxInputChars"],
    ["createEvidenceScanner options 'x'", () => createEvidenceScanner(bad("x")), "createEvidenceScanner: options must be an options object"],
    ["createAsyncEvidenceScanner maxInputChars -1", () => createAsyncEvidenceScanner(bad({ asyncDetectors: [], maxInputChars: -1 })), "createAsyncEvidenceScanner: options.maxInputChars"],
  ] as [string, () => unknown, string][])("%s", (_what, call, fragment) => {
    const e = thrownBy(call);
    expect(e.code).toBe("ERR_BAD_INPUT");
    expect(e.message).toContain(fragment);
  });

  it.each([
    [{ probe: 42 }, "opts.probe must be one of"],
    [{ probe: "injecton" }, "opts.probe"],
    [null, "opts must be an options object"],
    ["masking", "opts must be an options object"],
  ])("deterministicGate %j blocks naming the key", (opts, fragment) => {
    expect(blockedReason(deterministicGate(PHONE, policy, bad(opts)))).toContain(fragment);
  });

  it("scanAsync rejects a signal that is not an AbortSignal", async () => {
    const scanner = createAsyncEvidenceScanner({ asyncDetectors: [] });
    await expect(scanner.scanAsync("x", bad({ signal: true }))).rejects.toThrow(/options\.signal must be an AbortSignal/);
  });
});

describe("hard negatives: what callers already pass still works", () => {
  it("undefined values, omitted options and {} are accepted everywhere", async () => {
    expect(deterministicGate("hello", policy).action).toBe("pass");
    expect(deterministicGate("hello", policy, {}).action).toBe("pass");
    expect(deterministicGate("hello", policy, { probe: undefined }).action).toBe("pass");
    expect((await gateAnswer("hello", policy, undefined)).action).toBe("pass");
    const r = await collectGateStream(gateStream(["hello ", "world"], policy, { onHeld: undefined, coalesce: true, scanIntervalMs: 60_000 }));
    expect(r).toEqual({ text: "hello world", blocked: null });
    expect(createEvidenceScanner().scan("hi").text).toBe("hi");
    expect(createEvidenceScanner({ disabledRules: undefined, tools: [] }).scan("hi").text).toBe("hi");
    expect(loose(scanEvidence)("hi", undefined).text).toBe("hi");
    // `map` passes an index and the array: not options.
    expect(["a", "b"].map(scanEvidence).map((s) => s.text)).toEqual(["a", "b"]);
    expect(["a", "b"].map(neutralizeInstructionPatterns)).toEqual(["a", "b"]);
  });

  it("the config's boundary settings pass straight through (as the CLI and adapters do)", () => {
    const config = parseConfig({ boundary: { disabledRules: ["role-tag.json"], maxInputChars: 4096 } });
    expect(() => createEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars })).not.toThrow();
  });

  it("inherited keys are not unknown; an options object from a class with methods is fine", () => {
    class Opts {
      probe = "masking" as const;
      helper(): number {
        return 1;
      }
    }
    expect(deterministicGate(PHONE, policy, new Opts()).action).toBe("block");
    const v = deterministicGate(PHONE, policy, new Opts());
    expect(v.action === "block" && v.code).toBe("ERR_LEAK_PII");
    expect(deterministicGate("hello", policy, Object.create({ stray: 1 }) as GateOptions).action).toBe("pass");
  });

  it("checkOptions on a custom table: undefined is no options; rules report their shape", () => {
    const table: OptionTable<{ n?: number; on?: boolean }> = { n: optionRule.number("a number 1–3", 1, 3, true), on: optionRule.boolean };
    expect(checkOptions(undefined, table, { fn: "f", arg: "o" })).toEqual({});
    expect(() => checkOptions({ n: 4 }, table, { fn: "f", arg: "o" })).toThrow("f: o.n must be a number 1–3 when given, got number 4");
    expect(() => checkOptions({ n: 2.5 }, table, { fn: "f", arg: "o" })).toThrow("o.n");
    expect(checkOptions({ n: 2, on: false }, table, { fn: "f", arg: "o" })).toEqual({ n: 2, on: false });
  });
});
