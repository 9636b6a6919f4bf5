/**
 * The reference chat server as a hono app: `POST /chat` → the contract's SSE stream.
 *
 * Order for one question: validate the body (400 JSON naming what was wrong) → answer
 * (retrieval, screening, extraction) → output gate on the whole answer BEFORE the first byte
 * of it is sent (block → one `blocked` event; redact → the redacted text streams) → tokens,
 * paced like a model → optionally a streaming gate on the paced tokens (it holds back what a
 * detector could still match and ends the stream with `blocked` on a leak) → one `final`
 * whose `answer` is exactly the concatenated tokens → `data: [DONE]`. An answerer fault is a
 * 500 before the stream opens, never a half stream.
 */
import type * as HonoModule from "hono";
import type * as BodyLimitModule from "hono/body-limit";
import type * as StreamingModule from "hono/streaming";
import { badArgument, isPlainObject, toRampartError, type Verdict } from "../../core/index.js";
import { loadOptional } from "../../core/optional.js";
import type { Answerer } from "../answer/index.js";
import { DONE, type BlockedEvent, type ChatEvent, type TokenEvent } from "./events.js";
import { pace, splitIntoTokens } from "./tokens.js";

/** The output gate as the server applies it to a finished answer (sync or async). */
export type AnswerGate = (answer: string) => Verdict | Promise<Verdict>;

/**
 * An output gate on a live token stream (`rampart/gate`'s `gateStream` with its policy):
 * paced tokens in, released tokens out, ending with `blocked` on a leak.
 */
export type StreamGate = (tokens: AsyncIterable<string>) => AsyncIterable<TokenEvent | BlockedEvent>;

/** Options of `createChatApp`. */
export interface ChatAppOptions {
  answerer: Answerer;
  /** Applied to every answer before streaming; absent = no output gate (unguarded demo). */
  gate?: AnswerGate;
  /** Applied to the paced tokens as they stream (after `gate`, when both are given). */
  streamGate?: StreamGate;
  /** Pause between tokens, in ms (config `server.tokenDelayMs`). */
  tokenDelayMs: number;
  /** Longest accepted question, in UTF-16 code units (default 2,000). */
  maxQuestionChars?: number;
  /** Facts for `GET /healthz`. */
  info?: Record<string, unknown>;
}

/**
 * The chat app: a hono app, declared by the two members callers use so Rampart's published
 * types do not need hono's (issue 22). `fetch` serves a request (hand it to any server);
 * `request` is hono's test helper (a path or URL plus `fetch` options).
 */
export interface ChatApp {
  fetch(request: Request): Response | Promise<Response>;
  request(input: string | URL | Request, init?: RequestInit): Response | Promise<Response>;
}

/** An open server-sent-events stream (hono's `SSEStreamingApi`), by the members the server uses. */
export interface SseStream {
  readonly aborted: boolean;
  readonly closed: boolean;
  writeSSE(message: { data: string; event?: string; id?: string }): Promise<void>;
}

/** Largest accepted request body, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Default longest question, in UTF-16 code units. */
export const DEFAULT_MAX_QUESTION_CHARS = 2000;

function badInput(message: string): Response {
  return Response.json({ error: { code: "ERR_BAD_INPUT", message } }, { status: 400 });
}

/** Validates a parsed body; returns the question or the 400 message. */
export function parseChatBody(body: unknown, maxChars = DEFAULT_MAX_QUESTION_CHARS): { question: string } | { error: string } {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return { error: "body must be a JSON object" };
  const q = (body as Record<string, unknown>).question;
  if (q === undefined) return { error: 'question: required (body is { "question": string })' };
  if (typeof q !== "string") return { error: `question: expected a string, got ${q === null ? "null" : typeof q}` };
  if (q.trim() === "") return { error: "question: must not be empty" };
  if (q.length > maxChars) return { error: `question: longer than ${maxChars} characters` };
  return { question: q };
}

async function send(stream: SseStream, event: ChatEvent): Promise<void> {
  await stream.writeSSE({ data: JSON.stringify(event) });
}

/**
 * Writes one `token` event per token and returns the text sent. The one place tokens reach
 * the wire: a streaming output gate plugs in by handing over its released tokens.
 */
export async function emitTokens(stream: SseStream, tokens: AsyncIterable<string>): Promise<string> {
  return (await emitEvents(stream, toTokenEvents(tokens))).sent;
}

async function* toTokenEvents(tokens: AsyncIterable<string>): AsyncGenerator<TokenEvent> {
  for await (const text of tokens) yield { type: "token", text };
}

/**
 * Writes gated events: tokens until a `blocked` event, which is written and ends the stream.
 *
 * @returns the token text sent and whether the stream ended blocked.
 */
async function emitEvents(stream: SseStream, events: AsyncIterable<TokenEvent | BlockedEvent>): Promise<{ sent: string; blocked: boolean }> {
  let sent = "";
  for await (const event of events) {
    if (stream.aborted || stream.closed) break;
    await send(stream, event);
    if (event.type === "blocked") return { sent, blocked: true };
    sent += event.text;
  }
  return { sent, blocked: false };
}

/**
 * Builds the app (hono, loaded here rather than when this module is imported).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming the field when `options` is not an object,
 *   `options.answerer` is not a function, or `options.tokenDelayMs` is not a number ≥ 0;
 *   `ERR_DEPENDENCY_MISSING` when hono is not installed.
 * @example
 * const app = createChatApp({ answerer, gate: (a) => gateAnswer(a, policy), tokenDelayMs: 0 });
 * const res = await app.request("/chat", { method: "POST", body: JSON.stringify({ question: "경력은?" }) });
 */
export function createChatApp(options: ChatAppOptions): ChatApp {
  if (!isPlainObject(options)) throw badArgument("createChatApp", "options", "an options object ({ answerer, gate, tokenDelayMs })", options);
  const given = options as unknown as Record<string, unknown>;
  if (typeof given.answerer !== "function") throw badArgument("createChatApp", "options.answerer", "an answerer function (createAnswerer(...))", given.answerer);
  if (typeof given.tokenDelayMs !== "number" || !(given.tokenDelayMs >= 0)) throw badArgument("createChatApp", "options.tokenDelayMs", "a number of milliseconds ≥ 0", given.tokenDelayMs);
  const { answerer, gate, streamGate, tokenDelayMs } = options;
  const maxChars = options.maxQuestionChars ?? DEFAULT_MAX_QUESTION_CHARS;
  const feature = "the chat server";
  const { Hono } = loadOptional<typeof HonoModule>("hono", feature);
  const { bodyLimit } = loadOptional<typeof BodyLimitModule>("hono/body-limit", feature);
  const { streamSSE } = loadOptional<typeof StreamingModule>("hono/streaming", feature);
  const app = new Hono();

  app.get("/healthz", (c) => c.json({ status: "ok", ...options.info }));

  app.post(
    "/chat",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: { code: "ERR_BAD_INPUT", message: `body: larger than ${MAX_BODY_BYTES} bytes` } }, 413),
    }),
    async (c) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await c.req.text());
      } catch {
        return badInput("body: not valid JSON");
      }
      const parsed = parseChatBody(raw, maxChars);
      if ("error" in parsed) return badInput(parsed.error);

      let result: Awaited<ReturnType<Answerer>>;
      try {
        result = await answerer(parsed.question);
      } catch (e) {
        const err = toRampartError(e);
        return c.json({ error: { code: err.code, message: err.message } }, 500);
      }
      // The gate sees the whole answer before any of it is streamed.
      let verdict: Verdict | undefined;
      try {
        verdict = gate ? await gate(result.answer) : undefined;
      } catch (e) {
        // Fail closed: a gate that cannot decide never lets the answer through.
        const err = toRampartError(e);
        verdict = { action: "block", code: "ERR_INTERNAL", reason: `gate fault: ${err.message}`, findings: [] };
      }

      c.header("Cache-Control", "no-cache");
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        const abort = new AbortController();
        stream.onAbort(() => abort.abort());
        if (verdict?.action === "block") {
          await send(stream, { type: "blocked", code: verdict.code, message: `답변이 출력 게이트에서 차단되었습니다 (${verdict.reason})` });
        } else {
          const text = verdict?.action === "redact" ? verdict.text : result.answer;
          const tokens = pace(splitIntoTokens(text), tokenDelayMs, abort.signal);
          const { sent, blocked } = await emitEvents(stream, streamGate ? streamGate(tokens) : toTokenEvents(tokens));
          if (abort.signal.aborted) return;
          if (!blocked) await send(stream, { type: "final", answer: sent, citations: result.citations, retrieved: result.retrieved });
        }
        await stream.writeSSE({ data: DONE });
      });
    },
  );
  return app;
}
