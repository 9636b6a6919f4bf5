/** The `judge:` configuration section: defaults, key-naming errors, and the provider list kept equal to the client registry. */
import { describe, expect, it } from "vitest";
import { JUDGE_PROVIDERS, parseConfig } from "../../src/core/index.js";
import { PROVIDER_IDS } from "../../src/llm/index.js";

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
