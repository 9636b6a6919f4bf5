/**
 * In-process target: calls a function directly (tests, notebooks, a pipeline embedded in the
 * same process). Its result is validated like a wire reply; a throw is
 * `ERR_TARGET_UNAVAILABLE` (a `RampartError` thrown by the function keeps its code); the
 * deadline is enforced even if the function ignores the signal.
 */
import { RampartError } from "../../core/index.js";
import type { RankedHit } from "../report.js";
import { checkMaxReplyBytes, deadline, timeoutError, tooLargeError } from "./failure.js";
import { DEFAULT_MAX_REPLY_BYTES, type AskOptions, type Target, type TargetReply } from "./types.js";
import { parseTerminalReply } from "./wire.js";

/** What an in-process answer function returns. */
export type InProcessAnswer =
  | { answer: string; citations?: string[]; retrieved?: RankedHit[] }
  | { type: "blocked"; code: string; message: string };

/** The function an in-process target calls. */
export type AnswerFn = (question: string, options: { signal: AbortSignal }) => Promise<InProcessAnswer>;

/**
 * A target that calls `fn` in this process.
 *
 * @example
 * const target = inProcessTarget(async (q) => ({ answer: pipeline.answer(q).text }));
 */
export function inProcessTarget(fn: AnswerFn, name = "in-process"): Target {
  return {
    name,
    async ask(question: string, { signal, timeoutMs, maxReplyBytes }: AskOptions): Promise<TargetReply> {
      const limit = checkMaxReplyBytes(maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES);
      const dl = deadline(timeoutMs, signal);
      let raw: unknown;
      try {
        raw = await new Promise<unknown>((resolve, reject) => {
          const onAbort = (): void =>
            reject(
              dl.isTimeout()
                ? timeoutError(name, timeoutMs)
                : new RampartError("ERR_TARGET_UNAVAILABLE", `${name}: aborted`),
            );
          if (dl.signal.aborted) return onAbort();
          dl.signal.addEventListener("abort", onAbort, { once: true });
          fn(question, { signal: dl.signal }).then(resolve, reject).finally(() => dl.signal.removeEventListener("abort", onAbort));
        });
      } catch (e) {
        if (e instanceof RampartError) throw e;
        throw new RampartError("ERR_TARGET_UNAVAILABLE", `${name}: ${(e as Error)?.message ?? String(e)}`, { cause: e });
      }
      const reply = parseTerminalReply(raw, `${name}: reply`);
      // The same bound as on the wire: the reply as its JSON would travel.
      const bytes = Buffer.byteLength(JSON.stringify(reply), "utf8");
      if (bytes > limit) throw tooLargeError(name, limit, bytes);
      if (reply.type === "blocked") return { kind: "blocked", code: reply.code, message: reply.message, streamedText: null };
      return { kind: "final", answer: reply.answer, citations: reply.citations, retrieved: reply.retrieved, streamedText: null };
    },
  };
}
