/**
 * Anthropic Messages API client (`@anthropic-ai/sdk`). Structured output is requested as a
 * forced tool call (`tool_choice: { type: "tool" }`), so the verdict arrives as the tool's
 * parsed `input`. Streams (`messages.stream`) when asked, and always for output limits above
 * 16 000 tokens, where the SDK refuses a non-streaming request. The SDK's own retries are off:
 * `withRetries` is the one retry loop. Anthropic's current Messages API has no `temperature`
 * parameter (the SDK 1.14 typings dropped it), so none is sent; judge repeats measure the
 * variance instead.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { defaultExport, loadOptional } from "../core/optional.js";
import { sdkLlmClient } from "./attempt.js";
import { streamCutError } from "./errors.js";
import type { LlmSettings } from "./settings.js";
import { estimateTokens, type LlmClient, type LlmRequest, type LlmResponse, type StopReason } from "./types.js";

/** Output limit above which the SDK demands streaming (its "10 minutes" rule at 128k tokens/hour). */
export const ANTHROPIC_STREAM_ABOVE_TOKENS = 16_000;

/** Anthropic `stop_reason` → normalised stop reason. */
export const ANTHROPIC_STOP_REASONS: Record<string, StopReason> = {
  end_turn: "end",
  stop_sequence: "end",
  tool_use: "tool",
  max_tokens: "length",
  model_context_window_exceeded: "length",
  refusal: "refusal",
  pause_turn: "other",
};

type Message = Anthropic.Messages.Message;

/**
 * Creates an Anthropic client. The SDK is loaded here, not when this module is imported.
 *
 * @throws RampartError `ERR_DEPENDENCY_MISSING` when `@anthropic-ai/sdk` is not installed.
 * @example
 * const llm = createAnthropicClient(resolveLlmSettings({ provider: "anthropic", model: "claude-sonnet-4-5" }));
 * const res = await llm.complete({ system: "…", prompt: "…" });
 */
export function createAnthropicClient(settings: LlmSettings): LlmClient {
  const Sdk = defaultExport<typeof Anthropic>(loadOptional("@anthropic-ai/sdk", "the Anthropic client"));
  const stream = settings.stream || settings.maxTokens > ANTHROPIC_STREAM_ABOVE_TOKENS;
  return sdkLlmClient("anthropic", Sdk, settings, async (client, req, signal) => {
    const native = req.output !== undefined && settings.structuredOutput === "native";
    const body: Anthropic.Messages.MessageCreateParamsNonStreaming = {
      model: settings.model,
      max_tokens: settings.maxTokens,
      system: req.system,
      messages: [{ role: "user", content: req.prompt }],
      ...(native && req.output
        ? {
            tools: [
              {
                name: req.output.name,
                description: req.output.description,
                input_schema: req.output.schema as Anthropic.Messages.Tool.InputSchema,
              },
            ],
            tool_choice: { type: "tool" as const, name: req.output.name },
          }
        : {}),
    };
    let message: Message;
    if (stream) {
      const s = client.messages.stream(body, { signal, timeout: settings.timeoutMs });
      try {
        message = await s.finalMessage();
      } catch (e) {
        // The SDK raises a plain AnthropicError when the event stream stops before message_stop.
        if (e instanceof Sdk.AnthropicError && !(e instanceof Sdk.APIError)) throw streamCutError("anthropic", "message_stop");
        throw e;
      }
    } else {
      message = await client.messages.create(body, { signal, timeout: settings.timeoutMs });
    }
    return toResponse(message, req, settings.model, stream);
  });
}

function toResponse(message: Message, req: LlmRequest, model: string, streamed: boolean): LlmResponse {
  let text = "";
  const inputs: unknown[] = [];
  for (const block of message.content) {
    if (block.type === "text") text += block.text;
    else if (block.type === "tool_use" && req.output && block.name === req.output.name) inputs.push(block.input);
  }
  const structured: unknown = inputs[0];
  const raw = message.stop_reason ?? null;
  const u = message.usage as Partial<Anthropic.Messages.Usage> | undefined;
  const reported = typeof u?.input_tokens === "number" && typeof u?.output_tokens === "number";
  return {
    provider: "anthropic",
    model: message.model || model,
    text,
    ...(structured !== undefined ? { structured } : {}),
    ...(inputs.length > 1 ? { structuredExtra: inputs.slice(1) } : {}),
    stopReason: raw === null ? "other" : (ANTHROPIC_STOP_REASONS[raw] ?? "other"),
    rawStopReason: raw,
    usage: reported
      ? {
          inputTokens: (u.input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0),
          outputTokens: u.output_tokens ?? 0,
          estimated: false,
        }
      : {
          inputTokens: estimateTokens(req.system + req.prompt),
          outputTokens: estimateTokens(text + (structured === undefined ? "" : JSON.stringify(structured))),
          estimated: true,
        },
    streamed,
  };
}
