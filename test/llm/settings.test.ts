/** Settings resolution: key variables per provider, loopback exemption, Workers AI account URL, registry completeness. */
import { describe, expect, it } from "vitest";
import { CLIENT_FACTORIES, errorBodyMessage, isLoopbackUrl, PROVIDER_DEFAULTS, PROVIDER_IDS, resolveLlmSettings } from "../../src/llm/index.js";

describe("resolveLlmSettings", () => {
  it.each([
    { env: { RAMPART_JUDGE_API_KEY: "judge", ANTHROPIC_API_KEY: "anth" }, key: "judge", why: "the judge's own variable wins" },
    { env: { ANTHROPIC_API_KEY: "anth" }, key: "anth", why: "then the provider's usual variable" },
    { env: { RAMPART_JUDGE_API_KEY: "  ", ANTHROPIC_API_KEY: "anth" }, key: "anth", why: "a blank variable counts as unset" },
  ])("anthropic key: $why", ({ env, key }) => {
    expect(resolveLlmSettings({ provider: "anthropic", model: "m" }, env).apiKey).toBe(key);
  });

  it("defaults to temperature 0 and a bounded output", () => {
    const s = resolveLlmSettings({ provider: "openai", model: "m" }, { OPENAI_API_KEY: "k" });
    expect(s).toMatchObject({ temperature: 0, maxTokens: 1024, timeoutMs: 60_000, stream: false, baseUrl: "https://api.openai.com/v1" });
  });

  it("fails closed without a key for a hosted API, naming the variables", () => {
    expect(() => resolveLlmSettings({ provider: "openai", model: "m" }, {})).toThrow(/RAMPART_JUDGE_API_KEY or OPENAI_API_KEY/);
  });

  it("needs no key for a loopback server (ollama, vLLM)", () => {
    expect(resolveLlmSettings({ provider: "openai", model: "m", baseUrl: "http://127.0.0.1:11434/v1" }, {}).apiKey).toBeNull();
  });

  it("builds the Workers AI URL from CLOUDFLARE_ACCOUNT_ID and reads CLOUDFLARE_API_TOKEN", () => {
    const s = resolveLlmSettings({ provider: "workers-ai", model: "@cf/x" }, { CLOUDFLARE_ACCOUNT_ID: "acc", CLOUDFLARE_API_TOKEN: "t" });
    expect(s.baseUrl).toBe("https://api.cloudflare.com/client/v4/accounts/acc/ai/v1");
    expect(s.apiKey).toBe("t");
    expect(() => resolveLlmSettings({ provider: "workers-ai", model: "@cf/x" }, { CLOUDFLARE_API_TOKEN: "t" })).toThrow(/CLOUDFLARE_ACCOUNT_ID/);
  });

  it.each([
    { input: { provider: "openai" as const, model: " " }, msg: /judge\.model/ },
    { input: { provider: "openai" as const, model: "m", baseUrl: "ftp://x" }, msg: /judge\.baseUrl/ },
  ])("names the bad key: $msg", ({ input, msg }) => {
    expect(() => resolveLlmSettings(input, { OPENAI_API_KEY: "k" })).toThrow(msg);
  });
});

describe("registries", () => {
  it("every provider has defaults and a client factory", () => {
    expect(Object.keys(PROVIDER_DEFAULTS).sort()).toEqual([...PROVIDER_IDS].sort());
    expect(Object.keys(CLIENT_FACTORIES).sort()).toEqual([...PROVIDER_IDS].sort());
  });
});

describe("helpers", () => {
  it.each([
    { url: "http://localhost:11434/v1", loop: true },
    { url: "http://127.0.0.2:8000", loop: true },
    { url: "http://[::1]:8000", loop: true },
    { url: "http://localhost.evil.com", loop: false },
    { url: "https://api.openai.com/v1", loop: false },
  ])("isLoopbackUrl($url) = $loop", ({ url, loop }) => expect(isLoopbackUrl(url)).toBe(loop));

  it.each([
    { body: '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', msg: "overloaded_error: Overloaded" },
    { body: '{"success":false,"errors":[{"code":7003,"message":"No route"}]}', msg: "7003: No route" },
    { body: '{"error":"model not found"}', msg: "model not found", why: "ollama" },
    { body: '{"object":"error","message":"bad","type":"BadRequestError"}', msg: "bad", why: "vLLM" },
    { body: "<html>502 Bad Gateway</html>", msg: "<html>502 Bad Gateway</html>" },
  ])("errorBodyMessage → $msg", ({ body, msg }) => expect(errorBodyMessage(body)).toBe(msg));
});
