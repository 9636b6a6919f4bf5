/**
 * Reads the chat server's SSE stream the way a browser does — bytes through one streaming
 * UTF-8 decoder, then eventsource-parser — and keeps the raw text, so tests can check both the
 * parsed events and the exact wire format.
 */
import { createParser } from "eventsource-parser";
import type { ChatEvent } from "../../src/rag/index.js";

export interface ChatReply {
  status: number;
  contentType: string;
  /** Parsed `data:` payloads; `[DONE]` kept as the string. */
  messages: (ChatEvent | "[DONE]")[];
  raw: string;
  /** JSON body of a non-SSE reply (400, 413, 500). */
  json?: unknown;
}

/** POSTs `body` (an object is JSON-encoded, a string sent as is) to `${url}/chat`. */
export async function postChat(url: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<ChatReply> {
  const res = await fetch(`${url}/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const contentType = res.headers.get("content-type") ?? "";
  if (!contentType.startsWith("text/event-stream")) {
    return { status: res.status, contentType, messages: [], raw: "", json: await res.json() };
  }
  const messages: ChatReply["messages"] = [];
  const parser = createParser({
    onEvent: (e) => messages.push(e.data === "[DONE]" ? "[DONE]" : (JSON.parse(e.data) as ChatEvent)),
  });
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let raw = "";
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    raw += text;
    parser.feed(text);
  }
  raw += decoder.decode();
  return { status: res.status, contentType, messages, raw };
}
