/**
 * N14 of the new-user review: public entry points given the wrong shape throw
 * `ERR_BAD_INPUT` naming the function and the argument, never a raw `TypeError`.
 * Each row: the call, the message fragment a user needs to fix it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isRampartError, loadConfig, parseConfig, RampartError } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateAnswer, gateStream } from "../../src/gate/index.js";
import {
  createFirewall,
  createSessionVerifier,
  firewallFromConfig,
  openConfiguredStores,
  sessionVerifierFromConfig,
} from "../../src/firewall/index.js";
import { buildIndex, configuredCorpusRoots, createAnswerer, createChatApp, startChatServer } from "../../src/rag/index.js";
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { httpTarget, setupJudge, sseTarget } from "../../src/evaluation/index.js";
import { createAlertMonitor, createAuditor } from "../../src/firewall/index.js";
import { measureStreamLag } from "../../src/gate/index.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-args-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const loaded = loadConfig(undefined, dir);
const policy = compileGatePolicy(loaded.config);

async function badInput(run: () => unknown): Promise<RampartError> {
  let caught: unknown;
  try {
    await run();
  } catch (e) {
    caught = e;
  }
  expect(isRampartError(caught, "ERR_BAD_INPUT"), `expected ERR_BAD_INPUT, got ${String(caught)}`).toBe(true);
  return caught as RampartError;
}

describe("compileGatePolicy", () => {
  it("accepts loadConfig().config and loadConfig() alike (same policy)", () => {
    const a = compileGatePolicy(loaded.config);
    const b = compileGatePolicy(loaded);
    expect(b.detectors.map((d) => d.id)).toEqual(a.detectors.map((d) => d.id));
    expect(b.refusalPhrase).toBe(a.refusalPhrase);
    // a config with a code name blocks it through either shape
    const withName = loadConfig(undefined, dir);
    withName.config = parseConfig({ gate: { codeNames: ["Aurora-7"] } });
    expect(deterministicGate("we call it Aurora-7", compileGatePolicy(withName)).action).toBe("block");
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an array", []],
    ["an object without gate/app", { detectors: {} }],
    ["a string", "rampart.config.yaml"],
  ])("rejects %s with ERR_BAD_INPUT naming config", async (_label, value) => {
    const err = await badInput(() => compileGatePolicy(value as never));
    expect(err.message).toMatch(/^compileGatePolicy: config must be a RampartConfig/);
  });
});

describe("gate entry points", () => {
  it("gateStream accepts a plain array of strings (a sync iterable)", async () => {
    const out = await collectGateStream(gateStream(["Hello ", "world"], policy));
    expect(out).toEqual({ text: "Hello world", blocked: null });
  });

  it("gateStream still blocks a leak that arrives through an array", async () => {
    const out = await collectGateStream(gateStream(["연락처는 010-", "2345-6789입니다"], policy));
    expect(out.blocked?.code).toBe("ERR_LEAK_PII");
    expect(out.text).not.toContain("2345");
  });

  it.each([
    ["tokens undefined", () => gateStream(undefined as never, policy), /gateStream: tokens must be an async or sync iterable/],
    ["tokens a number", () => gateStream(5 as never, policy), /gateStream: tokens must be .*got number 5/],
    ["policy a config", () => gateStream(["a"], loaded.config as never), /gateStream: policy must be a GatePolicy/],
    ["policy a LoadedConfig", () => gateStream(["a"], loaded as never), /got a LoadedConfig/],
    ["opts null", () => gateStream(["a"], policy, null as never), /gateStream: opts must be an options object/],
  ])("gateStream: %s → ERR_BAD_INPUT at call time", async (_label, call, message) => {
    const err = await badInput(call);
    expect(err.message).toMatch(message);
  });

  it("deterministicGate / gateAnswer with a config for a policy block with ERR_BAD_INPUT (fail closed, no throw)", async () => {
    const v = deterministicGate("hello", loaded.config as never);
    expect(v).toMatchObject({ action: "block", code: "ERR_BAD_INPUT" });
    expect(v.action === "block" && v.reason).toMatch(/policy must be a GatePolicy/);
    expect(await gateAnswer("hello", undefined as never)).toMatchObject({ action: "block", code: "ERR_BAD_INPUT" });
    expect(deterministicGate("hello", policy, null as never)).toMatchObject({ action: "block", code: "ERR_BAD_INPUT" });
  });
});

describe("firewall entry points", () => {
  it("firewallFromConfig with loadConfig().config says to pass loadConfig()", async () => {
    const err = await badInput(() => firewallFromConfig(loaded.config as never, { tools: [] }, { K: "x" }));
    expect(err.message).toMatch(/firewallFromConfig: loaded must be the LoadedConfig of loadConfig\(\).*pass loadConfig\(\), not loadConfig\(\)\.config/);
  });

  it.each([
    ["loaded undefined", () => firewallFromConfig(undefined as never, { tools: [] }), /loaded must be the LoadedConfig/],
    ["options without tools", () => firewallFromConfig(loaded, {} as never), /firewallFromConfig: options\.tools must be an array/],
    ["options undefined", () => firewallFromConfig(loaded, undefined as never), /firewallFromConfig: options must be an options object/],
    ["createFirewall()", () => createFirewall(undefined as never), /createFirewall: options must be/],
    ["createFirewall({tools: object})", () => createFirewall({ tools: { name: "noop" } } as never), /createFirewall: options\.tools must be an array/],
    ["openConfiguredStores(config)", () => openConfiguredStores(loaded.config as never), /openConfiguredStores: loaded must be/],
    ["sessionVerifierFromConfig(config)", () => sessionVerifierFromConfig(loaded.config as never), /sessionVerifierFromConfig: auth must be the firewall\.auth section/],
    ["createSessionVerifier()", () => createSessionVerifier(undefined as never), /createSessionVerifier: opts must be/],
    ["createSessionVerifier without algorithms", () => createSessionVerifier({ key: new Uint8Array(8) } as never), /opts\.algorithms must be an array/],
  ])("%s → ERR_BAD_INPUT", async (_label, call, message) => {
    const err = await badInput(call);
    expect(err.message).toMatch(message);
  });
});

describe("reference server entry points", () => {
  it.each([
    ["startChatServer()", () => startChatServer(undefined as never), /startChatServer: options must be/],
    ["startChatServer without config", () => startChatServer({ chunks: [] } as never), /startChatServer: options\.config must be a RampartConfig/],
    ["startChatServer chunks not an array", () => startChatServer({ config: loaded, chunks: "corpus" } as never), /options\.chunks must be an array/],
    ["createChatApp without answerer", () => createChatApp({ tokenDelayMs: 0 } as never), /createChatApp: options\.answerer must be an answerer function/],
    ["createChatApp without tokenDelayMs", () => createChatApp({ answerer: async () => ({}) } as never), /options\.tokenDelayMs must be a number/],
  ])("%s → ERR_BAD_INPUT", async (_label, call, message) => {
    const err = await badInput(call);
    expect(err.message).toMatch(message);
  });

  it("startChatServer accepts the whole LoadedConfig (still refuses an empty corpus by its own rule)", async () => {
    const err = await badInput(() => startChatServer({ config: loaded as never, chunks: [] }));
    expect(err.message).toBe("the corpus has no chunks");
  });
});

describe("further entry points", () => {
  it.each([
    ["createAnswerer()", () => createAnswerer(undefined as never), /createAnswerer: options must be/],
    ["createAnswerer chunks missing", () => createAnswerer({ config: loaded.config } as never), /createAnswerer: options\.chunks must be an array/],
    ["createAnswerer index missing", () => createAnswerer({ chunks: [], config: loaded.config } as never), /createAnswerer: options\.index must be a ChunkIndex/],
    ["createAnswerer config missing", () => createAnswerer({ chunks: [], index: buildIndex([]) } as never), /createAnswerer: options\.config must be a RampartConfig/],
    ["buildIndex(object)", () => buildIndex({} as never), /buildIndex: chunks must be an array/],
    ["configuredCorpusRoots(undefined)", () => configuredCorpusRoots(undefined as never, dir), /configuredCorpusRoots: config must be/],
    ["configuredCorpusRoots without baseDir", () => configuredCorpusRoots(loaded.config, undefined as never), /baseDir must be a folder path string/],
    ["measureStreamLag with a config", () => measureStreamLag("hi", loaded.config as never), /measureStreamLag: policy must be a GatePolicy/],
    ["setupJudge(whole config)", () => setupJudge(loaded.config as never), /setupJudge: config must be the judge section/],
    ["createAuditor({})", () => createAuditor({} as never), /createAuditor: opts\.sink must be an audit sink/],
    ["createEvidenceScanner(list)", () => createEvidenceScanner(["role-tag.seed"] as never), /createEvidenceScanner: options must be an options object/],
    ["createEvidenceScanner disabledRules string", () => createEvidenceScanner({ disabledRules: "role-tag.seed" } as never), /options\.disabledRules must be an array/],
    ["sseTarget({url})", () => sseTarget({ url: "http://x" } as never), /sseTarget: url must be a URL string, got an object/],
    ["httpTarget options null", () => httpTarget("http://x", null as never), /httpTarget: options must be an options object/],
    ["createAlertMonitor(5)", () => createAlertMonitor(5 as never), /createAlertMonitor: options must be/],
  ])("%s → ERR_BAD_INPUT", async (_label, call, message) => {
    const err = await badInput(call);
    expect(err.message).toMatch(message);
  });

  it("createAnswerer and configuredCorpusRoots take the whole LoadedConfig too", () => {
    expect(configuredCorpusRoots(loaded as never, dir)).toEqual(configuredCorpusRoots(loaded.config, dir));
    expect(typeof createAnswerer({ chunks: [], index: buildIndex([]), config: loaded as never })).toBe("function");
  });
});
