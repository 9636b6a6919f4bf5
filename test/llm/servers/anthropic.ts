/**
 * A fake Anthropic Messages API (`POST /v1/messages`): JSON and event-stream responses,
 * tool use for structured output, `stop_reason: "max_tokens"` truncation, Anthropic's
 * error body (`{ type: "error", error: { type, message } }`) and `retry-after` on 429.
 * Wire shapes follow Anthropic's Messages API and streaming documentation.
 */
import type { ServerResponse } from "node:http";
import { cutJson, dropAfterFlush, sendJson, startFakeServer, startSse, type FakeServer, type RecordedRequest, type Scenario } from "./http.js";

const STOP = { end: "end_turn", length: "max_tokens", refusal: "refusal" } as const;

function message(s: Extract<Scenario, { kind: "ok" }>, req: RecordedRequest) {
  const tool = req.json?.tools?.[0]?.name as string | undefined;
  const usage = s.usage ?? { input: 100, output: 20 };
  const content =
    tool && s.value !== undefined
      ? [{ type: "tool_use", id: "toolu_01", name: tool, input: s.value }]
      : [{ type: "text", text: s.text ?? JSON.stringify(s.value) }];
  const stop = s.stop ? STOP[s.stop] : tool && s.value !== undefined ? "tool_use" : "end_turn";
  return {
    id: "msg_01",
    type: "message",
    role: "assistant",
    model: req.json?.model ?? "claude-test",
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

function streamMessage(res: ServerResponse, msg: ReturnType<typeof message>, cut: boolean): void {
  const send = startSse(res);
  send({ type: "message_start", message: { ...msg, content: [], stop_reason: null, usage: { ...msg.usage, output_tokens: 1 } } }, "message_start");
  for (const [index, block] of msg.content.entries()) {
    const isTool = block.type === "tool_use";
    const payload = isTool ? JSON.stringify((block as { input: unknown }).input) : (block as { text: string }).text;
    const half = Math.ceil(payload.length / 2);
    send({ type: "content_block_start", index, content_block: isTool ? { ...block, input: {} } : { type: "text", text: "" } }, "content_block_start");
    const delta = (part: string) => (isTool ? { type: "input_json_delta", partial_json: part } : { type: "text_delta", text: part });
    send({ type: "content_block_delta", index, delta: delta(payload.slice(0, half)) }, "content_block_delta");
    if (cut) return dropAfterFlush(res);
    send({ type: "content_block_delta", index, delta: delta(payload.slice(half)) }, "content_block_delta");
    send({ type: "content_block_stop", index }, "content_block_stop");
  }
  send({ type: "message_delta", delta: { stop_reason: msg.stop_reason, stop_sequence: null }, usage: { output_tokens: msg.usage.output_tokens } }, "message_delta");
  send({ type: "message_stop" }, "message_stop");
  res.end();
}

function render(s: Scenario, req: RecordedRequest, res: ServerResponse): void {
  switch (s.kind) {
    case "hang":
      return;
    case "error":
      return sendJson(res, s.status, { type: "error", error: { type: s.type ?? "api_error", message: s.message } }, {
        "request-id": "req_test_1",
        ...s.headers,
      });
    case "cut":
      if (req.json?.stream) return streamMessage(res, message({ kind: "ok", text: "partial answer that never ends" }, req), true);
      return cutJson(res, message({ kind: "ok", text: "partial" }, req));
    case "ok":
      if (req.json?.stream) return streamMessage(res, message(s, req), false);
      return sendJson(res, 200, message(s, req), { "request-id": "req_test_ok" });
  }
}

/** Starts the fake; point the client's base URL at `server.url`. */
export function startAnthropicServer(): Promise<FakeServer> {
  return startFakeServer(render, (p) => p.split("?")[0] === "/v1/messages", "", (res, path) =>
    sendJson(res, 404, { type: "error", error: { type: "not_found_error", message: `no route ${path}` } }),
  );
}
