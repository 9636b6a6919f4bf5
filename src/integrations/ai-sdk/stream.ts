/**
 * `wrapStream`: the streaming gate on a model's stream parts (issue 21 item 1).
 *
 * Every `text-delta` of the step goes through one `gateStream` run, which releases only
 * text no detector match can still reach. Text blocks of one step are merged into the first
 * one (the gate must see the whole answer: a phone number split across two blocks is still
 * one phone number); other parts (tool calls, reasoning, sources, errors) pass in order,
 * `raw` parts are dropped (they carry the provider's unreleased text). On a leak the stream
 * ends with the open text block closed and a `finish` part whose finish reason is
 * `content-filter` (`raw`: the block code) — no byte of the leak released, the parts still
 * waiting dropped, and `providerMetadata.rampart` saying `{ action, code, reason }`.
 */
import type { GatePolicy } from "../../gate/index.js";
import { gateTokens } from "../shared/index.js";
import { RAMPART_PROVIDER_KEY, UNKNOWN_USAGE, type StreamPart } from "./types.js";

/** Options of `gatedStream`. */
export interface GatedStreamOptions {
  /** Text appended (as the last text delta) when the gate blocks; default none. */
  blockedText?: string;
}

const NO_ERROR: unique symbol = Symbol("no error");

/** The gated parts of one step. */
export async function* gatedParts(upstream: ReadableStream<StreamPart>, policy: GatePolicy, adapter: string, opts: GatedStreamOptions): AsyncGenerator<StreamPart, void, undefined> {
  const reader = upstream.getReader();
  /** Parts that are not text, waiting (in arrival order) for the next release. */
  let side: StreamPart[] = [];
  /** Mutable state shared with the token source (an object, so narrowing does not forget it). */
  const st: { textId: string | null; textOpen: boolean; finish: StreamPart | null; upstreamError: unknown; done: boolean } = {
    textId: null,
    textOpen: false,
    finish: null,
    upstreamError: NO_ERROR,
    done: false,
  };
  const id = () => st.textId ?? "rampart-text";

  async function* tokens(): AsyncGenerator<string, void, undefined> {
    try {
      for (;;) {
        const r = await reader.read();
        if (r.done) {
          st.done = true;
          return;
        }
        const part = r.value;
        switch (part.type) {
          case "text-delta":
            if (st.textId === null) {
              // a delta without its start (a lax provider): open the block ourselves
              st.textId = typeof part.id === "string" ? part.id : "rampart-text";
              side.push({ type: "text-start", id: st.textId });
            }
            if (typeof part.delta === "string" && part.delta !== "") yield part.delta;
            break;
          case "text-start":
            if (st.textId === null) {
              st.textId = typeof part.id === "string" ? part.id : "rampart-text";
              side.push({ ...part, id: st.textId });
            }
            break;
          case "text-end":
          case "raw":
            break;
          case "finish":
            st.finish = part;
            break;
          default:
            side.push(part);
        }
      }
    } catch (e) {
      st.upstreamError = e;
      throw e;
    } finally {
      if (!st.done) await reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  }

  const flush = function* (): Generator<StreamPart> {
    const parts = side;
    side = [];
    for (const p of parts) {
      if (p.type === "text-start") st.textOpen = true;
      yield p;
    }
  };

  let blocked: { code: string; message: string } | null = null;
  for await (const ev of gateTokens(tokens(), policy, adapter)) {
    if (ev.type === "blocked") {
      blocked = ev;
      break;
    }
    yield* flush();
    yield { type: "text-delta", id: id(), delta: ev.text };
  }

  if (blocked !== null && st.upstreamError !== NO_ERROR) {
    // The provider failed: what was released stays released, the rest is withheld.
    yield* flush();
    if (st.textOpen) yield { type: "text-end", id: id() };
    throw st.upstreamError;
  }
  if (blocked !== null) {
    side = side.filter((p) => p.type === "text-start");
    yield* flush();
    if (st.textOpen && opts.blockedText) yield { type: "text-delta", id: id(), delta: opts.blockedText };
    if (st.textOpen) yield { type: "text-end", id: id() };
    yield {
      type: "finish",
      finishReason: { unified: "content-filter", raw: blocked.code },
      usage: st.finish?.usage ?? UNKNOWN_USAGE,
      providerMetadata: { [RAMPART_PROVIDER_KEY]: { action: "block", code: blocked.code, reason: blocked.message } },
    };
    return;
  }
  yield* flush();
  if (st.textOpen) yield { type: "text-end", id: id() };
  if (st.finish !== null) yield st.finish;
}

/** `gatedParts` as a ReadableStream (what `doStream` returns); cancelling it cancels the model's stream. */
export function gatedStream(upstream: ReadableStream<StreamPart>, policy: GatePolicy, adapter: string, opts: GatedStreamOptions): ReadableStream<StreamPart> {
  const parts = gatedParts(upstream, policy, adapter, opts);
  return new ReadableStream<StreamPart>({
    async pull(controller) {
      try {
        const r = await parts.next();
        if (r.done) controller.close();
        else controller.enqueue(r.value);
      } catch (e) {
        controller.error(e);
      }
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}
