/**
 * The OpenAI chat-completions wire protocol (`openai` SDK), shared by the OpenAI-compatible
 * client (OpenAI, ollama, vLLM) and the Workers AI client (Cloudflare's OpenAI-compatible
 * endpoint). Structured output is requested with `response_format: { type: "json_schema",
 * strict: true }`; the JSON arrives as message text and the judge parses it. Tool calls are
 * never requested, but a server may send some anyway: their arguments are returned as
 * `structured` / `structuredExtra` (parsed JSON, or the raw string when it does not parse) so
 * the judge sees them beside the text and treats any disagreement as ambiguity. Streams with
 * `stream_options.include_usage` when asked; a stream that ends without a `finish_reason`
 * is cut (`ERR_STREAM_CUT`), never a short answer.
 */
import type OpenAI from "openai";
import { RampartError } from "../core/index.js";
import { defaultExport, loadOptional } from "../core/optional.js";
import { sdkLlmClient } from "./attempt.js";
import { streamCutError } from "./errors.js";
import type { LlmSettings } from "./settings.js";
import { estimateTokens, type LlmClient, type LlmRequest, type LlmResponse, type StopReason } from "./types.js";

/** OpenAI `finish_reason` → normalised stop reason. */
export const OPENAI_FINISH_REASONS: Record<string, StopReason> = {
  stop: "end",
  length: "length",
  tool_calls: "tool",
  function_call: "tool",
  content_filter: "refusal",
};

/** How one chat-completions server differs from another. */
export interface ChatDialect {
  provider: "openai" | "workers-ai";
  /** OpenAI's own API takes `max_completion_tokens`; ollama, vLLM and Workers AI take `max_tokens`. */
  maxTokensField: "max_tokens" | "max_completion_tokens";
}

type Usage = { prompt_tokens?: number; completion_tokens?: number } | null | undefined;

/**
 * Creates a chat-completions client for `dialect`. The SDK is loaded here, not when this
 * module is imported.
 *
 * @throws RampartError `ERR_DEPENDENCY_MISSING` when `openai` is not installed.
 */
export function createChatCompletionsClient(settings: LlmSettings, dialect: ChatDialect): LlmClient {
  const Sdk = defaultExport<typeof OpenAI>(loadOptional("openai", `the ${dialect.provider} client`));
  const provider = dialect.provider;

  function body(req: LlmRequest): OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming {
    const native = req.output !== undefined && settings.structuredOutput === "native";
    return {
      model: settings.model,
      messages: [
        { role: "system", content: req.system },
        { role: "user", content: req.prompt },
      ],
      temperature: settings.temperature,
      [dialect.maxTokensField]: settings.maxTokens,
      ...(native && req.output
        ? {
            response_format: {
              type: "json_schema" as const,
              json_schema: { name: req.output.name, description: req.output.description, schema: req.output.schema, strict: true },
            },
          }
        : {}),
    };
  }

  const call = async (client: OpenAI, req: LlmRequest, signal: AbortSignal): Promise<LlmResponse> => {
    if (!settings.stream) {
      const res = await client.chat.completions.create(body(req), { signal, timeout: settings.timeoutMs });
      const choice = res.choices?.[0];
      if (!choice) throw new RampartError("ERR_PROVIDER", `${provider}: response has no choices`, { details: { provider, retryable: true } });
      const text = choice.message?.content ?? "";
      const refusal = choice.message?.refusal ?? null;
      const calls = (choice.message?.tool_calls ?? []).map((c) => ("function" in c && c.function ? c.function.arguments : ""));
      return toResponse(req, res.model, text, choice.finish_reason ?? null, refusal, res.usage, false, calls);
    }
    const stream = await client.chat.completions.create(
      { ...body(req), stream: true, stream_options: { include_usage: true } },
      { signal, timeout: settings.timeoutMs },
    );
    let text = "";
    let refusal: string | null = null;
    let finish: string | null = null;
    let usage: Usage;
    let model = settings.model;
    const calls: string[] = [];
    for await (const chunk of stream) {
      if (chunk.model) model = chunk.model;
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      if (choice.delta?.content) text += choice.delta.content;
      if (choice.delta?.refusal) refusal = (refusal ?? "") + choice.delta.refusal;
      for (const tc of choice.delta?.tool_calls ?? []) calls[tc.index] = (calls[tc.index] ?? "") + (tc.function?.arguments ?? "");
      if (choice.finish_reason) finish = choice.finish_reason;
    }
    if (finish === null) throw streamCutError(provider, "a finish_reason");
    return toResponse(req, model, text, finish, refusal, usage, true, calls.filter((c) => c !== undefined));
  };

  function toResponse(
    req: LlmRequest,
    model: string,
    text: string,
    finish: string | null,
    refusal: string | null,
    usage: Usage,
    streamed: boolean,
    toolArguments: readonly string[] = [],
  ): LlmResponse {
    const values = toolArguments.map((a) => {
      try {
        return JSON.parse(a) as unknown;
      } catch {
        return a; // not JSON: kept raw, so it can only fail validation
      }
    });
    const reported = typeof usage?.prompt_tokens === "number" && typeof usage?.completion_tokens === "number";
    const stopReason: StopReason = refusal ? "refusal" : finish === null ? "other" : (OPENAI_FINISH_REASONS[finish] ?? "other");
    return {
      provider,
      model: model || settings.model,
      text: refusal && !text ? refusal : text,
      ...(values.length > 0 ? { structured: values[0] } : {}),
      ...(values.length > 1 ? { structuredExtra: values.slice(1) } : {}),
      stopReason,
      rawStopReason: finish,
      usage: reported
        ? { inputTokens: usage?.prompt_tokens ?? 0, outputTokens: usage?.completion_tokens ?? 0, estimated: false }
        : { inputTokens: estimateTokens(req.system + req.prompt), outputTokens: estimateTokens(text), estimated: true },
      streamed,
    };
  }

  return sdkLlmClient(provider, Sdk, settings, call);
}
