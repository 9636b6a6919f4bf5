/**
 * SSE target: POSTs `{ question }` and reads the reply stream the way a browser's
 * EventSource does (WHATWG HTML §9.2 "Server-sent events"):
 *
 * - ONE streaming `TextDecoder` across all network chunks, so a Hangul syllable split between
 *   two TCP writes is decoded whole instead of becoming U+FFFD at the chunk edge;
 * - lines end in CRLF, LF or CR; `data:` with or without the space; multi-line `data` joined
 *   with `\n`; comments (`: keep-alive`) and unknown fields ignored — all by eventsource-parser;
 * - an event is dispatched only at its blank line: an event the stream ends in the middle of
 *   is discarded, as a browser discards it;
 * - the stream must carry exactly one terminal event (`final` or `blocked`) and then
 *   `data: [DONE]`. Ending before `[DONE]`, or `[DONE]` with no terminal event, is
 *   `ERR_STREAM_CUT`; an event after the terminal one, or malformed JSON, is `ERR_BAD_INPUT`.
 *
 * A response that is not `text/event-stream` fails like a browser's EventSource does
 * (`ERR_TARGET_UNAVAILABLE`); so does a redirect (not followed: the golden set is asked of
 * the URL given, nowhere else). The stream is bounded: more than `maxReplyBytes` bytes is
 * `ERR_BAD_INPUT`, and a stream that never ends runs into the deadline (`ERR_TIMEOUT`).
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { RampartError, badArgument, isOptionsObject } from "../../core/index.js";
import { checkDeclaredLength, checkMaxReplyBytes, connectFailure, deadline, httpStatusError, timeoutError, tooLargeError } from "./failure.js";
import { DEFAULT_MAX_REPLY_BYTES, type AskOptions, type Target, type TargetReply } from "./types.js";
import { parseJsonText, parseWire, streamEventSchema, type TerminalReply } from "./wire.js";

/** Options of `sseTarget`. */
export interface SseTargetOptions {
  /** Extra request headers (e.g. an authorization header). */
  headers?: Record<string, string>;
  /** Largest pending line or event the parser buffers, in UTF-16 units (default 8 Mi). */
  maxBufferChars?: number;
  /** Largest stream accepted, in bytes (default: the ask's `maxReplyBytes`, else 1 MiB). */
  maxReplyBytes?: number;
}

/** A `text/event-stream` content type, parameters allowed (anchored, no nested quantifier). */
export const SSE_CONTENT_TYPE = /^\s*text\/event-stream\s*(?:;|$)/i;

/**
 * Turns the events of one stream into a reply, enforcing the wire format. Separate from the
 * network so every rule is plain to read; `sseTarget` feeds it.
 */
export class SseReplyAssembler {
  private readonly tokens: string[] = [];
  private sawToken = false;
  private terminal: TerminalReply | null = null;
  /** True once `[DONE]` arrived after a terminal event. */
  done = false;

  constructor(private readonly target: string) {}

  /**
   * Handles one dispatched event.
   *
   * @throws RampartError `ERR_STREAM_CUT` for `[DONE]` without a terminal event;
   *   `ERR_BAD_INPUT` for malformed JSON, an unknown event, or an event after the terminal one.
   */
  onEvent(ev: EventSourceMessage): void {
    if (this.done) return;
    // Named events are not delivered to a browser's `onmessage`; the contract uses none.
    if (ev.event !== undefined && ev.event !== "message") return;
    if (ev.data.trim() === "[DONE]") {
      if (!this.terminal) {
        throw new RampartError("ERR_STREAM_CUT", `${this.target}: [DONE] arrived without a final or blocked event`);
      }
      this.done = true;
      return;
    }
    if (this.terminal) {
      throw new RampartError("ERR_BAD_INPUT", `${this.target}: event after the ${this.terminal.type} event`);
    }
    const event = parseWire(streamEventSchema, parseJsonText(ev.data, `${this.target}: event`), `${this.target}: event`);
    if (event.type === "token") {
      this.sawToken = true;
      this.tokens.push(event.text);
    } else {
      this.terminal = event;
    }
  }

  /**
   * The reply once `[DONE]` arrived.
   *
   * @throws RampartError `ERR_STREAM_CUT` when the stream ended before `[DONE]`.
   */
  reply(): TargetReply {
    if (!this.done || !this.terminal) {
      const seen = this.terminal ? `after the ${this.terminal.type} event` : "before a final or blocked event";
      throw new RampartError("ERR_STREAM_CUT", `${this.target}: stream ended ${seen}, without [DONE]`);
    }
    const streamedText = this.sawToken ? this.tokens.join("") : null;
    const t = this.terminal;
    if (t.type === "blocked") return { kind: "blocked", code: t.code, message: t.message, streamedText };
    return { kind: "final", answer: t.answer, citations: t.citations, retrieved: t.retrieved, streamedText };
  }
}

/**
 * A target that speaks the contract's SSE wire format (`POST url`, body `{ "question" }`).
 *
 * @example
 * const target = sseTarget("http://127.0.0.1:8787/chat");
 * const reply = await target.ask("경력은?", { timeoutMs: 30_000 });
 */
export function sseTarget(url: string, options: SseTargetOptions = {}): Target {
  if (typeof url !== "string" || url === "") throw badArgument("sseTarget", "url", "a URL string", url);
  if (!isOptionsObject(options)) throw badArgument("sseTarget", "options", "an options object when given", options);
  const name = `sse ${url}`;
  const maxBufferSize = options.maxBufferChars ?? 8 * 1024 * 1024;
  return {
    name,
    async ask(question: string, { signal, timeoutMs, maxReplyBytes }: AskOptions): Promise<TargetReply> {
      const limit = checkMaxReplyBytes(options.maxReplyBytes ?? maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES);
      const dl = deadline(timeoutMs, signal);
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream", ...options.headers },
          body: JSON.stringify({ question }),
          signal: dl.signal,
          redirect: "manual",
        });
      } catch (e) {
        throw connectFailure(name, e, dl.isTimeout(), timeoutMs);
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw httpStatusError(name, res.status, res.statusText);
      }
      const type = res.headers.get("content-type") ?? "";
      if (!SSE_CONTENT_TYPE.test(type) || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        throw new RampartError("ERR_TARGET_UNAVAILABLE", `${name}: expected text/event-stream, got ${JSON.stringify(type)}`);
      }
      try {
        checkDeclaredLength(name, res.headers, limit);
      } catch (e) {
        await res.body.cancel().catch(() => undefined);
        throw e;
      }

      const assembler = new SseReplyAssembler(name);
      let failure: unknown = null;
      const parser = createParser({
        maxBufferSize,
        onEvent(ev) {
          if (failure !== null) return;
          try {
            assembler.onEvent(ev);
          } catch (e) {
            failure = e;
          }
        },
        onError(err) {
          // Browsers ignore unknown fields and bad `retry` values; only an overflow is fatal.
          if (err.type === "max-buffer-size-exceeded" && failure === null) {
            failure = new RampartError("ERR_BAD_INPUT", `${name}: an event exceeds ${maxBufferSize} characters`);
          }
        },
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder("utf-8"); // one decoder for the whole stream
      let last = "";
      let bytes = 0;
      try {
        for (;;) {
          let chunk: Awaited<ReturnType<typeof reader.read>>;
          try {
            chunk = await reader.read();
          } catch (e) {
            if (dl.isTimeout()) throw timeoutError(name, timeoutMs);
            if (signal?.aborted) throw connectFailure(name, e, false, timeoutMs);
            throw new RampartError("ERR_STREAM_CUT", `${name}: connection lost mid-stream (${(e as Error).message})`, {
              cause: e,
            });
          }
          if (chunk.done) {
            // Flush a trailing partial character; an unterminated event is discarded, as in a browser.
            const tail = decoder.decode();
            parser.feed(tail);
            // A browser ends a line at a lone CR at once; the parser waits to see if LF follows.
            // At the end of the stream none will, so complete the CRLF (same line end).
            if ((tail || last).endsWith("\r")) parser.feed("\n");
            break;
          }
          bytes += chunk.value.byteLength;
          if (bytes > limit) throw tooLargeError(name, limit, bytes);
          const text = decoder.decode(chunk.value, { stream: true });
          if (text) last = text;
          parser.feed(text);
          if (failure !== null) throw failure;
          if (assembler.done) break;
        }
        if (failure !== null) throw failure;
        return assembler.reply();
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    },
  };
}
