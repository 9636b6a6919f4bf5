/**
 * Every provider client against a local server speaking that provider's wire protocol
 * (test/llm/servers/): success, error bodies, 429 with Retry-After, truncation with the
 * length stop reason, streaming, cut streams and timeouts. Real HTTP, real bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRampartError, RampartError } from "../../src/core/index.js";
import { createLlmClient, type LlmClient, type LlmSettingsInput, type ProviderId } from "../../src/llm/index.js";
import { startAnthropicServer } from "./servers/anthropic.js";
import type { FakeServer } from "./servers/http.js";
import { startOpenAiServer } from "./servers/openai.js";
import { startWorkersAiServer } from "./servers/workers-ai.js";

const SCHEMA = {
  name: "record_verdict",
  description: "Record the verdict",
  schema: {
    type: "object",
    properties: { verdict: { type: "string", enum: ["pass", "fail"] } },
    required: ["verdict"],
    additionalProperties: false,
  },
};

interface Case {
  provider: ProviderId;
  start: () => Promise<FakeServer>;
  /** Where the max-token limit travels on this wire. */
  maxTokensField: string;
  /** The provider's raw length-stop string. */
  lengthStop: string;
  /** A fragment of the provider's error body that must survive into details.body. */
  errorBodyFragment: string;
}

const CASES: Case[] = [
  { provider: "anthropic", start: startAnthropicServer, maxTokensField: "max_tokens", lengthStop: "max_tokens", errorBodyFragment: '"type":"error"' },
  // A loopback base URL is not api.openai.com, so the local-server field max_tokens is used.
  { provider: "openai", start: startOpenAiServer, maxTokensField: "max_tokens", lengthStop: "length", errorBodyFragment: '"error":{' },
  { provider: "workers-ai", start: startWorkersAiServer, maxTokensField: "max_tokens", lengthStop: "length", errorBodyFragment: '"success":false' },
];

async function expectError(p: Promise<unknown>): Promise<RampartError> {
  try {
    await p;
  } catch (e) {
    expect(isRampartError(e)).toBe(true);
    return e as RampartError;
  }
  throw new Error("expected the call to fail");
}

describe.each(CASES)("$provider client", (c) => {
  let server: FakeServer;
  const client = (over: Partial<LlmSettingsInput> = {}): LlmClient =>
    createLlmClient(
      {
        provider: c.provider,
        model: "judge-model",
        baseUrl: server.url,
        apiKey: "sk-test-key",
        maxTokens: 256,
        timeoutMs: 5_000,
        retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20, maxRetryAfterMs: 5_000 },
        ...over,
      },
      {},
    );

  beforeAll(async () => {
    server = await c.start();
  });
  afterAll(() => server.close());

  it("sends the request in the provider's shape, Korean as raw UTF-8, and reads structured output and usage", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "ok", value: { verdict: "pass" }, usage: { input: 321, output: 12 } });
    const korean = "질문: 276명 중 1위였나요?";
    const res = await client().complete({ system: "grade", prompt: korean, output: SCHEMA });
    const body = server.requests[0]!;
    // Korean must arrive byte-exact, never as \uXXXX escapes (a judge sees what the user saw).
    expect(body.raw.includes(Buffer.from(korean, "utf8"))).toBe(true);
    expect(body.raw.toString("latin1")).not.toMatch(/\\u[0-9a-fA-F]{4}/);
    expect(body.json.model).toBe("judge-model");
    expect(body.json[c.maxTokensField]).toBe(256);
    expect(String(body.headers.authorization ?? body.headers["x-api-key"])).toContain("sk-test-key");
    if (c.provider === "anthropic") {
      // Structured output through a forced tool call.
      expect(body.json.tool_choice).toEqual({ type: "tool", name: "record_verdict" });
      expect(body.json.system).toBe("grade");
      expect(res.structured).toEqual({ verdict: "pass" });
      expect(res.stopReason).toBe("tool");
    } else {
      // Structured output through response_format json_schema, strict; temperature 0.
      expect(body.json.response_format.type).toBe("json_schema");
      expect(body.json.response_format.json_schema.strict).toBe(true);
      expect(body.json.temperature).toBe(0);
      expect(JSON.parse(res.text)).toEqual({ verdict: "pass" });
      expect(res.stopReason).toBe("end");
    }
    expect(res.usage).toEqual({ inputTokens: 321, outputTokens: 12, estimated: false });
    expect(res.streamed).toBe(false);
  });

  it("omits the schema when structured output is prompt-only (servers without schema support)", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "ok", text: '{"verdict":"fail"}' });
    const res = await client({ structuredOutput: "prompt" }).complete({ system: "s", prompt: "p", output: SCHEMA });
    expect(server.requests[0]!.json.tools).toBeUndefined();
    expect(server.requests[0]!.json.response_format).toBeUndefined();
    expect(res.text).toBe('{"verdict":"fail"}');
  });

  it("maps an error body to ERR_PROVIDER with status and the provider's body, without retrying a 400", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "error", status: 400, type: "invalid_request_error", message: "max_tokens: must be positive" });
    const err = await expectError(client().complete({ system: "s", prompt: "p" }));
    expect(err.code).toBe("ERR_PROVIDER");
    expect(err.details.status).toBe(400);
    expect(String(err.details.body)).toContain(c.errorBodyFragment);
    expect(err.message).toContain("max_tokens: must be positive");
    // The key never leaks into errors.
    expect(JSON.stringify(err.toJSON())).not.toContain("sk-test-key");
    expect(server.requests).toHaveLength(1);
  });

  it("waits as long as Retry-After says on a 429, then succeeds", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "error", status: 429, type: "rate_limit_error", message: "slow down", headers: { "retry-after": "1" } });
    server.enqueue({ kind: "ok", text: "fine" });
    const res = await client().complete({ system: "s", prompt: "p" });
    expect(res.text).toBe("fine");
    expect(server.requests).toHaveLength(2);
    // A lower bound only: the retry cannot come before the provider allowed it.
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("fails at once when Retry-After exceeds the cap, naming it", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "error", status: 429, message: "quota", headers: { "retry-after": "3600" } });
    const err = await expectError(client().complete({ system: "s", prompt: "p" }));
    expect(err.code).toBe("ERR_PROVIDER");
    expect(err.details.retryAfterMs).toBe(3_600_000);
    expect(err.message).toContain("3600 s");
    expect(server.requests).toHaveLength(1);
  });

  it("gives up after maxAttempts of 5xx with the last status and the attempt count", async () => {
    server.requests.length = 0;
    server.enqueue(
      { kind: "error", status: 503, message: "overloaded" },
      { kind: "error", status: 503, message: "overloaded" },
      { kind: "error", status: 503, message: "overloaded" },
    );
    const err = await expectError(client().complete({ system: "s", prompt: "p" }));
    expect(err.details.status).toBe(503);
    expect(err.details.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it("reports truncated output with the length stop reason", async () => {
    server.enqueue({ kind: "ok", text: '{"verdict": "pa', stop: "length" });
    const res = await client().complete({ system: "s", prompt: "p" });
    expect(res.stopReason).toBe("length");
    expect(res.rawStopReason).toBe(c.lengthStop);
  });

  it.each([
    { what: "structured", scenario: { kind: "ok" as const, value: { verdict: "fail" } }, withSchema: true },
    { what: "text", scenario: { kind: "ok" as const, text: "스트리밍 응답입니다" }, withSchema: false },
  ])("streams ($what) to the same result as a plain response", async ({ scenario, withSchema }) => {
    server.requests.length = 0;
    server.enqueue(scenario);
    const res = await client({ stream: true }).complete({ system: "s", prompt: "p", ...(withSchema ? { output: SCHEMA } : {}) });
    expect(server.requests[0]!.json.stream).toBe(true);
    expect(res.streamed).toBe(true);
    if (withSchema && c.provider === "anthropic") expect(res.structured).toEqual({ verdict: "fail" });
    else if (withSchema) expect(JSON.parse(res.text)).toEqual({ verdict: "fail" });
    else expect(res.text).toBe("스트리밍 응답입니다");
    expect(res.usage.estimated).toBe(false);
  });

  it("streams a truncated answer with the length stop reason", async () => {
    server.enqueue({ kind: "ok", text: '{"verdict":', stop: "length" });
    const res = await client({ stream: true }).complete({ system: "s", prompt: "p" });
    expect(res.stopReason).toBe("length");
  });

  it("treats a stream cut before its end as ERR_STREAM_CUT, retried", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "cut" }, { kind: "cut" }, { kind: "cut" });
    const err = await expectError(client({ stream: true }).complete({ system: "s", prompt: "p" }));
    expect(err.code).toBe("ERR_STREAM_CUT");
    expect(err.details.retryable).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it("treats a JSON body cut before its end as ERR_STREAM_CUT, retried", async () => {
    server.requests.length = 0;
    server.enqueue({ kind: "cut" }, { kind: "ok", text: "whole" });
    const res = await client().complete({ system: "s", prompt: "p" });
    expect(res.text).toBe("whole");
    expect(server.requests).toHaveLength(2);
  });

  it("maps a silent server to ERR_TIMEOUT", async () => {
    server.enqueue({ kind: "hang" });
    const err = await expectError(client({ timeoutMs: 300, retry: { maxAttempts: 1 } }).complete({ system: "s", prompt: "p" }));
    expect(err.code).toBe("ERR_TIMEOUT");
  });
});

describe("provider-specific wire details", () => {
  it("Workers AI: Cloudflare's error envelope becomes the message", async () => {
    const server = await startWorkersAiServer();
    try {
      server.enqueue({ kind: "error", status: 429, message: "Capacity temporarily exceeded", headers: { "retry-after": "9999" } });
      const llm = createLlmClient({ provider: "workers-ai", model: "@cf/meta/llama-3.1-8b-instruct", baseUrl: server.url, apiKey: "k" }, {});
      const err = await expectError(llm.complete({ system: "s", prompt: "p" }));
      expect(err.message).toContain("workers-ai HTTP 429: 3040: Capacity temporarily exceeded");
    } finally {
      await server.close();
    }
  });

  it("OpenAI-compatible: a server that reports no usage is estimated, never zero", async () => {
    const server = await startOpenAiServer();
    try {
      server.enqueue({ kind: "ok", text: "an answer", usage: null });
      const llm = createLlmClient({ provider: "openai", model: "m", baseUrl: server.url }, {});
      const res = await llm.complete({ system: "system text", prompt: "prompt text" });
      expect(res.usage.estimated).toBe(true);
      expect(res.usage.inputTokens).toBeGreaterThan(0);
      expect(res.usage.outputTokens).toBeGreaterThan(0);
      // No key is needed on loopback (ollama, vLLM).
      expect(server.requests[0]!.headers.authorization).toBe("Bearer no-key");
    } finally {
      await server.close();
    }
  });

  it("a refused connection is ERR_PROVIDER (retryable), not a crash", async () => {
    const server = await startOpenAiServer();
    const url = server.url;
    await server.close();
    const llm = createLlmClient({ provider: "openai", model: "m", baseUrl: url, retry: { maxAttempts: 2, baseDelayMs: 5 } }, {});
    const err = await expectError(llm.complete({ system: "s", prompt: "p" }));
    expect(err.code).toBe("ERR_PROVIDER");
    expect(err.details.attempts).toBe(2);
    // Names where it went (without any query string) and why, so a run can stop at once.
    expect(err.message).toContain(`openai ${url}/chat/completions: connection failed (ECONNREFUSED)`);
    expect(err.details).toMatchObject({ url: `${url}/chat/completions`, unreachable: "ECONNREFUSED" });
  });
});
