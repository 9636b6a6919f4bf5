import { afterEach, describe, expect, it } from "vitest";
import { isRampartError } from "../../src/core/index.js";
import { sseTarget, type TargetReply } from "../../src/evaluation/index.js";
import { DONE, closedPortUrl, ev, startServer, type ScriptedServer, type Step } from "./helpers/server.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const FINAL = { type: "final", answer: "안녕하세요", citations: ["c1"], retrieved: [{ id: "c1", score: 2.5 }] };

async function ask(steps: Step[], opts: { status?: number; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<TargetReply> {
  server = await startServer(() => ({ steps, status: opts.status, headers: opts.headers }));
  return sseTarget(server.url).ask("질문", { timeoutMs: opts.timeoutMs ?? 5_000 });
}

async function askError(steps: Step[], opts: Parameters<typeof ask>[1] = {}): Promise<{ code: string; message: string }> {
  const e = await ask(steps, opts).then(
    () => null,
    (err: unknown) => err,
  );
  expect(isRampartError(e), `expected a RampartError, got ${String(e)}`).toBe(true);
  return e as { code: string; message: string };
}

const utf8 = (s: string) => Buffer.from(s, "utf8");

describe("sseTarget reads the stream like a browser", () => {
  it("POSTs the question as JSON", async () => {
    await ask([ev(FINAL), DONE]);
    expect(server!.requests).toEqual([{ question: "질문" }]);
  });

  // Each row: the bytes as written (one TCP segment per element), the expected answer and streamed text.
  const bytes = utf8(ev({ type: "token", text: "안녕" }) + ev({ type: "token", text: "하세요" }) + ev(FINAL) + DONE);
  const cutInsideHangul = bytes.indexOf(utf8("녕")) + 1; // between the 1st and 2nd byte of 녕 (3 bytes in UTF-8)
  it.each<[string, Step[], string | null]>([
    ["plain LF", [ev({ type: "token", text: "안녕하세요" }), ev(FINAL), DONE], "안녕하세요"],
    // a naive per-chunk decode turns the split syllable into U+FFFD U+FFFD
    ["Hangul split across TCP writes", [bytes.subarray(0, cutInsideHangul), bytes.subarray(cutInsideHangul)], "안녕하세요"],
    ["every byte its own write", [...bytes.subarray(0, 60)].map((b) => Buffer.from([b])).concat([bytes.subarray(60)]), "안녕하세요"],
    ["CRLF line ends", [ev({ type: "token", text: "안녕하세요" }, "\r\n"), ev(FINAL, "\r\n"), "data: [DONE]\r\n\r\n"], "안녕하세요"],
    ["CR line ends", [ev({ type: "token", text: "안녕하세요" }, "\r"), ev(FINAL, "\r"), "data: [DONE]\r\r"], "안녕하세요"],
    ["CRLF split between CR and LF", ["data: " + JSON.stringify(FINAL) + "\r", "\n\r\n", "data: [DONE]\r\n\r\n"], null],
    ["no space after data:", [ev({ type: "token", text: "안녕하세요" }, "\n", ""), ev(FINAL, "\n", ""), "data:[DONE]\n\n"], "안녕하세요"],
    // multi-line data is joined with \n before JSON parsing (JSON allows the newline as whitespace)
    ["multi-line data", ['data: {"type":"final",\ndata: "answer":"안녕하세요",\ndata: "citations":["c1"],"retrieved":[{"id":"c1","score":2.5}]}\n\n', DONE], null],
    ["comments and keep-alives", [": keep-alive\n\n", ev(FINAL), ":ping\n\n", DONE], null],
    ["unknown fields and retry ignored", ["retry: 100\nfoo: bar\n" + ev(FINAL), DONE], null],
    ["zero tokens", [ev(FINAL), DONE], null],
  ])("%s", async (_name, steps, streamed) => {
    const reply = await ask(steps);
    expect(reply).toEqual({ kind: "final", answer: "안녕하세요", citations: ["c1"], retrieved: [{ id: "c1", score: 2.5 }], streamedText: streamed });
  });

  it("returns a blocked event as a complete reply, with what was streamed before it", async () => {
    const reply = await ask([ev({ type: "token", text: "연락처는 " }), ev({ type: "blocked", code: "ERR_LEAK_PII", message: "차단됨" }), DONE]);
    expect(reply).toEqual({ kind: "blocked", code: "ERR_LEAK_PII", message: "차단됨", streamedText: "연락처는 " });
  });

  it("stops reading at [DONE] (the server may keep the connection open)", async () => {
    const reply = await ask([ev(FINAL), DONE, { pause: 10_000 }], { timeoutMs: 3_000 });
    expect(reply.kind).toBe("final");
  });

  it("treats a named event like a browser's onmessage does: not delivered", async () => {
    // the final arrives as `event: final`, which onmessage never sees ⇒ [DONE] without a terminal event
    const e = await askError(["event: final\n" + ev(FINAL), DONE]);
    expect(e.code).toBe("ERR_STREAM_CUT");
  });
});

describe("sseTarget faults", () => {
  it.each<[string, Step[], string, string]>([
    // name, steps, code, message part — why
    ["closed after a token", [ev({ type: "token", text: "안녕" })], "ERR_STREAM_CUT", "before a final or blocked event"], // early close
    ["closed after final, before [DONE]", [ev({ type: "token", text: "안녕" }), ev(FINAL)], "ERR_STREAM_CUT", "after the final event"], // contract: [DONE] ends every stream
    ["socket destroyed mid-event", [ev({ type: "token", text: "안녕" }), 'data: {"type":"fin', { destroy: true }], "ERR_STREAM_CUT", ""], // connection reset
    ["[DONE] without a terminal event", [ev({ type: "token", text: "안녕" }), DONE], "ERR_STREAM_CUT", "without a final or blocked event"],
    ["last event unterminated", [ev(FINAL), "data: [DONE]"], "ERR_STREAM_CUT", "without [DONE]"], // a browser discards an event without its blank line
    ["malformed JSON", ["data: {nope\n\n", DONE], "ERR_BAD_INPUT", "not valid JSON"],
    ["unknown event type", [ev({ type: "thinking", text: "…" }), ev(FINAL), DONE], "ERR_BAD_INPUT", "type"],
    ["final without answer", [ev({ type: "final", citations: [] }), DONE], "ERR_BAD_INPUT", "answer"],
    ["event after final", [ev(FINAL), ev({ type: "token", text: "더" }), DONE], "ERR_BAD_INPUT", "after the final event"], // text after the answer would be unchecked
    ["two terminal events", [ev(FINAL), ev({ type: "blocked", code: "X", message: "" }), DONE], "ERR_BAD_INPUT", "after the final event"],
  ])("%s → %s", async (_name, steps, code, part) => {
    const e = await askError(steps);
    expect(e.code).toBe(code);
    expect(e.message).toContain(part);
  });

  it("HTTP 500 is ERR_TARGET_UNAVAILABLE", async () => {
    const e = await askError(["oops"], { status: 500, headers: { "content-type": "text/plain" } });
    expect([e.code, e.message]).toEqual(["ERR_TARGET_UNAVAILABLE", expect.stringContaining("HTTP 500")]);
  });

  it("a non-SSE content type is ERR_TARGET_UNAVAILABLE, as EventSource fails the connection", async () => {
    const e = await askError([JSON.stringify(FINAL)], { headers: { "content-type": "application/json" } });
    expect([e.code, e.message]).toEqual(["ERR_TARGET_UNAVAILABLE", expect.stringContaining("text/event-stream")]);
  });

  it("connection refused is ERR_TARGET_UNAVAILABLE", async () => {
    const e = await sseTarget(await closedPortUrl()).ask("q", { timeoutMs: 5_000 }).catch((x: unknown) => x);
    expect((e as { code: string }).code).toBe("ERR_TARGET_UNAVAILABLE");
  });

  it.each<[string, Step[]]>([
    ["no headers", []], // the server never answers
    ["stalls mid-stream", [ev({ type: "token", text: "안" }), { pause: 10_000 }]], // a stream that never ends
  ])("a deadline passed (%s) is ERR_TIMEOUT", async (_name, steps) => {
    server = await startServer((_b, res) => {
      if (steps.length === 0) return null; // hold the request open without writing
      void res;
      return { steps };
    });
    const e = await sseTarget(server.url).ask("q", { timeoutMs: 300 }).catch((x: unknown) => x);
    expect((e as { code: string }).code).toBe("ERR_TIMEOUT");
  });

  it("the caller's abort is ERR_TARGET_UNAVAILABLE, not a timeout", async () => {
    server = await startServer(() => null);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const e = await sseTarget(server.url).ask("q", { timeoutMs: 10_000, signal: ac.signal }).catch((x: unknown) => x);
    expect((e as { code: string }).code).toBe("ERR_TARGET_UNAVAILABLE");
  });
});
