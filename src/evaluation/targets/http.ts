/**
 * HTTP JSON target: POSTs `{ question }` and reads one JSON reply — the final object
 * (`{ answer, citations, retrieved }`, `type` optional) or a blocked one
 * (`{ type: "blocked", code, message }`). A 4xx whose body is a valid blocked object is a
 * block (guarded servers often answer 403/451); any other non-2xx is `ERR_TARGET_UNAVAILABLE`.
 */
import { connectFailure, deadline, httpStatusError, timeoutError } from "./failure.js";
import type { AskOptions, Target, TargetReply } from "./types.js";
import { blockedEventSchema, parseJsonText, parseWire, terminalReplySchema } from "./wire.js";

/** Options of `httpTarget`. */
export interface HttpTargetOptions {
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/**
 * A target answering with one JSON object per question.
 *
 * @example
 * const target = httpTarget("http://127.0.0.1:8787/ask");
 */
export function httpTarget(url: string, options: HttpTargetOptions = {}): Target {
  const name = `http ${url}`;
  return {
    name,
    async ask(question: string, { signal, timeoutMs }: AskOptions): Promise<TargetReply> {
      const dl = deadline(timeoutMs, signal);
      let res: Response;
      let body: string;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
          body: JSON.stringify({ question }),
          signal: dl.signal,
        });
        body = await res.text();
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
      const reply = parseWire(terminalReplySchema, parseJsonText(body, `${name}: reply`), `${name}: reply`);
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

