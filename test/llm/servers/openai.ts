/**
 * A fake OpenAI chat-completions server (`POST {base}/chat/completions`, base `/v1`): JSON
 * and `data:`-only event streams ending in `data: [DONE]`, `response_format` JSON output,
 * `finish_reason: "length"` truncation, `include_usage` usage chunks, OpenAI's error body
 * (`{ error: { message, type, code } }`) and `retry-after` on 429 — the shapes OpenAI
 * documents and ollama and vLLM copy. `renderChat` is shared with the Workers AI fake.
 */
import type { ServerResponse } from "node:http";
import { cutJson, dropAfterFlush, sendJson, startFakeServer, startSse, type FakeServer, type RecordedRequest, type Scenario } from "./http.js";

const FINISH = { end: "stop", length: "length", refusal: "content_filter" } as const;

function completion(s: Extract<Scenario, { kind: "ok" }>, req: RecordedRequest) {
  const content = s.text ?? JSON.stringify(s.value);
  const usage = s.usage === null ? undefined : (s.usage ?? { input: 100, output: 20 });
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: req.json?.model ?? "test-model",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: FINISH[s.stop ?? "end"], logprobs: null }],
    ...(usage ? { usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output } } : {}),
  };
}

function streamCompletion(res: ServerResponse, c: ReturnType<typeof completion>, cut: boolean): void {
  const send = startSse(res);
  const base = { id: c.id, object: "chat.completion.chunk", created: c.created, model: c.model };
  const text = c.choices[0]!.message.content;
  const half = Math.ceil(text.length / 2);
  send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  send({ ...base, choices: [{ index: 0, delta: { content: text.slice(0, half) }, finish_reason: null }] });
  if (cut) return dropAfterFlush(res);
  send({ ...base, choices: [{ index: 0, delta: { content: text.slice(half) }, finish_reason: null }] });
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: c.choices[0]!.finish_reason }] });
  if (c.usage) send({ ...base, choices: [], usage: c.usage });
  send("[DONE]");
  res.end();
}

/** Error body styles: OpenAI's own, or Cloudflare's API envelope. */
export type ErrorStyle = (status: number, type: string | undefined, message: string) => unknown;

export const openAiErrorBody: ErrorStyle = (_status, type, message) => ({
  error: { message, type: type ?? "invalid_request_error", param: null, code: null },
});

/** Renders chat completions with the given error style. */
export function renderChat(errorBody: ErrorStyle) {
  return (s: Scenario, req: RecordedRequest, res: ServerResponse): void => {
    switch (s.kind) {
      case "hang":
        return;
      case "error":
        return sendJson(res, s.status, errorBody(s.status, s.type, s.message), { "x-request-id": "req_test_1", ...s.headers });
      case "cut":
        if (req.json?.stream) return streamCompletion(res, completion({ kind: "ok", text: "partial answer" }, req), true);
        return cutJson(res, completion({ kind: "ok", text: "partial" }, req));
      case "ok":
        if (req.json?.stream) return streamCompletion(res, completion(s, req), false);
        return sendJson(res, 200, completion(s, req));
    }
  };
}

/** Starts the fake; the client's base URL is `server.url` (ends in `/v1`). */
export function startOpenAiServer(): Promise<FakeServer> {
  return startFakeServer(renderChat(openAiErrorBody), (p) => p.split("?")[0] === "/v1/chat/completions", "/v1", (res, path) =>
    sendJson(res, 404, openAiErrorBody(404, "invalid_request_error", `Unknown request URL: POST ${path}`)),
  );
}
