/**
 * Tool calls beside text. OpenAI-compatible wire (plain and streamed): tool calls a server
 * sends although none were asked for. Anthropic Messages: the forced tool's `tool_use` blocks
 * and any text blocks. Their arguments reach the judge beside the text, so a tool call that
 * disagrees with the text — or a second tool call — is an ambiguous verdict (a judge error),
 * never a silently chosen pass.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeParseJudgeResponse, VERDICT_OUTPUT } from "../../src/evaluation/judge/index.js";
import { createLlmClient } from "../../src/llm/index.js";

const V = (verdict: string) => ({ verdict, scores: { factuality: 1, grounding: 1, tone: 1 }, reasons: ["r"] });
let reply: { content: string | null; calls: string[] } = { content: null, calls: [] };
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const stream = (JSON.parse(body) as { stream?: boolean }).stream === true;
      const base = { id: "c1", object: "chat.completion", created: 1, model: "m" };
      const toolCalls = reply.calls.map((args, index) => ({ index, id: `call_${index}`, type: "function", function: { name: "record_verdict", arguments: args } }));
      if (!stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ ...base, choices: [{ index: 0, message: { role: "assistant", content: reply.content, refusal: null, tool_calls: toolCalls }, finish_reason: "tool_calls" }], usage: { prompt_tokens: 1, completion_tokens: 1 } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const send = (o: unknown) => res.write(`data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", ...(o as object) })}\n\n`);
      send({ choices: [{ index: 0, delta: { role: "assistant", content: reply.content ?? "" }, finish_reason: null }] });
      for (const tc of toolCalls) {
        const half = Math.ceil(tc.function.arguments.length / 2);
        send({ choices: [{ index: 0, delta: { tool_calls: [{ ...tc, function: { name: tc.function.name, arguments: tc.function.arguments.slice(0, half) } }] }, finish_reason: null }] });
        send({ choices: [{ index: 0, delta: { tool_calls: [{ index: tc.index, function: { arguments: tc.function.arguments.slice(half) } }] }, finish_reason: null }] });
      }
      send({ choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] });
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe.each([false, true])("OpenAI-compatible tool calls (stream %s)", (stream) => {
  const ask = async () => {
    const llm = createLlmClient({ provider: "openai", model: "m", baseUrl: url, stream, retry: { maxAttempts: 1 } }, {});
    return llm.complete({ system: "s", prompt: "p", output: VERDICT_OUTPUT });
  };

  it.each([
    // content, tool-call arguments, expected parse outcome — why
    [null, [JSON.stringify(V("fail"))], "fail"], // a lone tool call is read
    [JSON.stringify(V("fail")), [JSON.stringify(V("fail"))], "fail"], // agreeing
    [JSON.stringify(V("pass")), [JSON.stringify(V("fail"))], "ambiguous"], // text pass, tool fail
    ["The answer should FAIL.", [JSON.stringify(V("pass"))], "ambiguous"], // prose vs tool call
    [null, [JSON.stringify(V("pass")), JSON.stringify(V("fail"))], "ambiguous"], // two tool calls
    [JSON.stringify(V("pass")), ['{"verdict": "pa'], "ambiguous"], // a broken tool call beside a text verdict
  ])("content %j, tool calls %j → %s", async (content, calls, expected) => {
    reply = { content, calls };
    const parsed = safeParseJudgeResponse(await ask());
    if (expected === "ambiguous") {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.details.reason).toBe("ambiguous");
    } else expect(parsed.ok && parsed.value.verdict).toBe(expected);
  });
});

describe("Anthropic tool_use blocks beside text", () => {
  let content: unknown[] = [];
  let anthropic: Server;
  let base = "";
  beforeAll(async () => {
    anthropic = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: "msg_1", type: "message", role: "assistant", model: "claude-test", content, stop_reason: "tool_use", stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } }));
      });
    });
    await new Promise<void>((r) => anthropic.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(anthropic.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => anthropic.close(() => r())));

  const tool = (v: unknown, id = "t1") => ({ type: "tool_use", id, name: "record_verdict", input: v });
  it.each([
    // content blocks, expected — why
    [[tool(V("fail"))], "fail"], // the forced tool call alone
    [[{ type: "text", text: "Recording a fail." }, tool(V("fail"))], "fail"], // agreeing prose
    [[{ type: "text", text: "This answer should PASS." }, tool(V("fail"))], "ambiguous"], // prose vs tool call
    [[tool(V("pass")), tool(V("fail"), "t2")], "ambiguous"], // two calls of the forced tool
    [[tool(V("pass")), tool({ verdict: "pass" }, "t2")], "ambiguous"], // a valid and an invalid call
  ])("%j → %s", async (blocks, expected) => {
    content = blocks;
    const llm = createLlmClient({ provider: "anthropic", model: "claude-test", baseUrl: base, apiKey: "k", retry: { maxAttempts: 1 } }, {});
    const parsed = safeParseJudgeResponse(await llm.complete({ system: "s", prompt: "p", output: VERDICT_OUTPUT }));
    if (expected === "ambiguous") {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.details.reason).toBe("ambiguous");
    } else expect(parsed.ok && parsed.value.verdict).toBe(expected);
  });
});
