/**
 * HTTP JSON target: POSTs `{ question }` and reads one JSON reply — the final object
 * (`{ answer, citations, retrieved }`, `type` optional) or a blocked one
 * (`{ type: "blocked", code, message }`). A 4xx whose body is a valid blocked object is a
 * block (guarded servers often answer 403/451); any other non-2xx (a redirect included: it
 * is not followed) is `ERR_TARGET_UNAVAILABLE`, and so is a 2xx that is not JSON
 * (`application/json` or `…+json`). The body is read with a byte bound (`maxReplyBytes`,
 * `ERR_BAD_INPUT` beyond it) under the deadline.
 */
import { RampartError, badArgument, isOptionsObject } from "../../core/index.js";
import { checkDeclaredLength, checkMaxReplyBytes, connectFailure, deadline, httpStatusError, timeoutError, tooLargeError } from "./failure.js";
import { DEFAULT_MAX_REPLY_BYTES, type AskOptions, type Target, type TargetReply } from "./types.js";
import { blockedEventSchema, parseJsonText, parseTerminalReply } from "./wire.js";

/** Options of `httpTarget`. */
export interface HttpTargetOptions {
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Largest reply accepted, in bytes (default: the ask's `maxReplyBytes`, else 1 MiB). */
  maxReplyBytes?: number;
}

/** A JSON media type: `application/json` or a `+json` suffix type, parameters allowed (anchored, no nested quantifier). */
export const JSON_CONTENT_TYPE = /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Reads a body as UTF-8 text, failing once more than `limit` bytes arrived. */
async function readBounded(res: Response, name: string, limit: number): Promise<string> {
  checkDeclaredLength(name, res.headers, limit);
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder("utf-8");
  let bytes = 0;
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      bytes += value.byteLength;
      if (bytes > limit) throw tooLargeError(name, limit, bytes);
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * A target answering with one JSON object per question.
 *
 * @example
 * const target = httpTarget("http://127.0.0.1:8787/ask");
 */
export function httpTarget(url: string, options: HttpTargetOptions = {}): Target {
  if (typeof url !== "string" || url === "") throw badArgument("httpTarget", "url", "a URL string", url);
  if (!isOptionsObject(options)) throw badArgument("httpTarget", "options", "an options object when given", options);
  const name = `http ${url}`;
  return {
    name,
    async ask(question: string, { signal, timeoutMs, maxReplyBytes }: AskOptions): Promise<TargetReply> {
      const limit = checkMaxReplyBytes(options.maxReplyBytes ?? maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES);
      const dl = deadline(timeoutMs, signal);
      let res: Response;
      let body: string;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
          body: JSON.stringify({ question }),
          signal: dl.signal,
          redirect: "manual",
        });
        body = await readBounded(res, name, limit);
      } catch (e) {
        if (dl.isTimeout()) throw timeoutError(name, timeoutMs);
        throw connectFailure(name, e, false, timeoutMs);
      }
      if (!res.ok) {
        if (res.status >= 400 && res.status < 500) {
          const blocked = blockedEventSchema.safeParse(safeJson(body));
          if (blocked.success) return { kind: "blocked", code: blocked.data.code, message: blocked.data.message, streamedText: null };
        }
        throw httpStatusError(name, res.status, res.statusText);
      }
      const type = res.headers.get("content-type") ?? "";
      if (!JSON_CONTENT_TYPE.test(type)) {
        throw new RampartError("ERR_TARGET_UNAVAILABLE", `${name}: expected application/json, got ${JSON.stringify(type)}`);
      }
      const reply = parseTerminalReply(parseJsonText(body, `${name}: reply`), `${name}: reply`);
      if (reply.type === "blocked") return { kind: "blocked", code: reply.code, message: reply.message, streamedText: null };
      return { kind: "final", answer: reply.answer, citations: reply.citations, retrieved: reply.retrieved, streamedText: null };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

