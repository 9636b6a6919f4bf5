/**
 * `rampartMiddleware(options)` — Rampart as AI SDK language-model middleware, for
 * `wrapLanguageModel` of `ai` 6 and 7:
 *
 * - `transformParams`: tool results and retrieved context (`retrieved(chunks)`) through the
 *   evidence boundary — neutralised, or spotlighted (`evidence: "delimit" | "datamark" |
 *   "encode"`) with the explaining paragraph added to the system prompt;
 * - `wrapGenerate`: the answer's text through the output gate: pass, redact (text replaced)
 *   or block (content emptied, finish reason `content-filter`);
 * - `wrapStream`: the streaming gate with its hold-back (see `stream.ts`).
 *
 * Everything is compiled once, when the middleware is made.
 */
import { RampartError, isPlainObject } from "../../core/index.js";
import { loadTelemetry } from "../otel/index.js";
import { buildGuard, checkEvidenceMode, gateText, type ConfigSource, type EvidenceMode } from "../shared/index.js";
import { guardPrompt } from "./prompt.js";
import { gatedStream } from "./stream.js";
import { RAMPART_PROVIDER_KEY, type ContentPart, type FinishReason, type PromptMessage, type StreamPart } from "./types.js";

/** Options of `rampartMiddleware`. */
export interface RampartMiddlewareOptions {
  /** The Rampart config: a path to `rampart.config.yaml` or an object with its keys. Default: built-in defaults. */
  config?: ConfigSource;
  /** How evidence is put through the boundary (default `"neutralize"`). */
  evidence?: EvidenceMode;
  /** Text shown in place of a blocked answer (default none: the answer ends where the gate stopped it). */
  blockedText?: string;
  /** Gate the model's answers (default true). `false` leaves only the evidence boundary. */
  gate?: boolean;
}

/** The call options the middleware reads (V3 and V4 alike). */
interface CallOptionsLike {
  prompt: readonly unknown[];
}

/** A generate result (V3 and V4 alike). */
interface GenerateResultLike {
  content: readonly unknown[];
  finishReason: unknown;
  providerMetadata?: unknown;
  response?: unknown;
}

/** A stream result (V3 and V4 alike). */
interface StreamResultLike {
  stream: ReadableStream<unknown>;
}

/**
 * The middleware object. Its methods are generic over the SDK's own types, so the same
 * object fits `LanguageModelMiddleware` of `ai` 6 and of `ai` 7.
 */
export interface RampartLanguageModelMiddleware {
  readonly specificationVersion: "v3";
  transformParams<P extends CallOptionsLike>(options: { type: "generate" | "stream"; params: P; model: unknown }): PromiseLike<P>;
  wrapGenerate<R extends GenerateResultLike>(options: { doGenerate: () => PromiseLike<R>; doStream: () => PromiseLike<unknown>; params: unknown; model: unknown }): PromiseLike<R>;
  wrapStream<S extends StreamResultLike>(options: { doGenerate: () => PromiseLike<unknown>; doStream: () => PromiseLike<S>; params: unknown; model: unknown }): PromiseLike<S>;
}

const ADAPTER = "ai-sdk";

/**
 * Builds the middleware.
 *
 * @param options the options, or just the config (a path to `rampart.config.yaml`).
 * @throws RampartError `ERR_CONFIG` for a bad config (naming the key) or missing file;
 *   `ERR_BAD_INPUT` for an unknown evidence mode or options of the wrong type.
 * @example
 * import { wrapLanguageModel, streamText } from "ai";
 * import { rampartMiddleware } from "rampart/ai-sdk";
 * const model = wrapLanguageModel({ model: openai("gpt-4o-mini"), middleware: rampartMiddleware("rampart.config.yaml") });
 * const result = streamText({ model, prompt });   // a leak ends the stream with finishReason "content-filter"
 */
export function rampartMiddleware(options: RampartMiddlewareOptions | string = {}): RampartLanguageModelMiddleware {
  const opts: RampartMiddlewareOptions = typeof options === "string" ? { config: options } : options;
  if (!isPlainObject(opts as unknown)) throw new RampartError("ERR_BAD_INPUT", "rampartMiddleware: options must be an object or a path to rampart.config.yaml");
  const guard = buildGuard(opts.config, "rampartMiddleware");
  const mode = checkEvidenceMode(opts.evidence, "rampartMiddleware");
  const gate = opts.gate !== false;
  const blockedText = typeof opts.blockedText === "string" && opts.blockedText !== "" ? opts.blockedText : undefined;
  void loadTelemetry();

  return {
    specificationVersion: "v3",
    async transformParams({ params }) {
      const prompt = await guardPrompt(params.prompt as PromptMessage[], guard, mode, ADAPTER);
      return prompt === params.prompt ? params : { ...params, prompt };
    },
    async wrapGenerate({ doGenerate }) {
      const result = await doGenerate();
      if (!gate) return result;
      const content = result.content as ContentPart[];
      const texts = content.filter((p) => p.type === "text" && typeof p.text === "string");
      if (texts.length === 0) return result;
      const verdict = await gateText(texts.map((p) => p.text).join(""), guard.policy, ADAPTER);
      if (verdict.action === "pass") return result;
      // The provider's raw response body holds the text the gate changed: never pass it on.
      const response = isPlainObject(result.response) ? { ...result.response, body: undefined } : result.response;
      const meta = { ...(isPlainObject(result.providerMetadata) ? result.providerMetadata : {}) };
      if (verdict.action === "redact") {
        const first = texts[0] as ContentPart;
        meta[RAMPART_PROVIDER_KEY] = { action: "redact", findings: verdict.findings.length };
        return {
          ...result,
          content: content.flatMap((p) => (p === first ? [{ ...p, text: verdict.text }] : texts.includes(p) ? [] : [p])),
          providerMetadata: meta,
          response,
        };
      }
      meta[RAMPART_PROVIDER_KEY] = { action: "block", code: verdict.code, reason: verdict.reason };
      const finishReason: FinishReason = { unified: "content-filter", raw: verdict.code };
      return {
        ...result,
        // Nothing of the blocked step survives: text, reasoning and tool calls alike.
        content: blockedText === undefined ? [] : [{ type: "text", text: blockedText }],
        finishReason,
        providerMetadata: meta,
        response,
      };
    },
    async wrapStream({ doStream }) {
      const result = await doStream();
      if (!gate) return result;
      return { ...result, stream: gatedStream(result.stream as ReadableStream<StreamPart>, guard.policy, ADAPTER, { ...(blockedText === undefined ? {} : { blockedText }) }) };
    },
  };
}
