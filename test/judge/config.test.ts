/** The `judge:` configuration section: defaults, key-naming errors, and the provider list kept equal to the client registry. */
import { describe, expect, it } from "vitest";
import { JUDGE_PROVIDERS, parseConfig } from "../../src/core/index.js";
import { PROVIDER_IDS } from "../../src/llm/index.js";
import { unusedJudgeFlags } from "../../src/evaluation/judge/index.js";

describe("judge config", () => {
  it("lists exactly the providers rampart/llm implements", () => {
    expect([...JUDGE_PROVIDERS].sort()).toEqual([...PROVIDER_IDS].sort());
  });

  it("defaults: one sample, three attempts, cache on, no budget, scope passed", () => {
    expect(parseConfig({}).judge).toMatchObject({ repeats: 1, attempts: 3, concurrency: 2, scope: "passed", cache: { enabled: true }, budget: {} });
  });

  it.each([
    { raw: { judge: { provider: "gemini" } }, key: "judge.provider" },
    { raw: { judge: { repeats: 0 } }, key: "judge.repeats" },
    { raw: { judge: { baseUrl: "file:///etc/passwd" } }, key: "judge.baseUrl" },
    { raw: { judge: { budget: { tokens: -1 } } }, key: "judge.budget.tokens" },
    { raw: { judge: { apiKey: "sk-in-a-file" } }, key: "judge", why: "keys never live in the config file" },
  ])("names $key", ({ raw, key }) => {
    expect(() => parseConfig(raw)).toThrow(new RegExp(key.replace(".", "\\.")));
  });
});

describe("judge-only flags without a judge (a warning, not an error)", () => {
  it.each([
    // config provider, overrides, flags reported — why
    [undefined, { budget: "50k", judgeRepeats: 3, judgeModel: "m" }, ["--judge-model", "--judge-repeats", "--budget"]], // nothing selects a judge
    [undefined, { judgeCache: false, judgeScope: "answered", judgeBaseUrl: "http://x", judgeConcurrency: 2 }, ["--judge-base-url", "--judge-concurrency", "--no-judge-cache", "--judge-scope"]],
    [undefined, { judge: "openai", budget: "50k" }, []], // --judge selects one
    ["anthropic" as const, { budget: "$1" }, []], // the config selects one
    [undefined, {}, []],
  ])("provider %s, %j → %j", (provider, overrides, flags) => {
    expect(unusedJudgeFlags(provider ? { provider } : {}, overrides)).toEqual(flags);
  });
});
