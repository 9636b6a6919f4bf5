/**
 * OpenAI-compatible chat completions: OpenAI itself, ollama (`http://127.0.0.1:11434/v1`),
 * vLLM (`http://127.0.0.1:8000/v1`) and any server speaking the same protocol. OpenAI's own
 * API takes `max_completion_tokens`; the local servers take `max_tokens`.
 */
import { createChatCompletionsClient } from "./chat-completions.js";
import type { LlmSettings } from "./settings.js";
import type { LlmClient } from "./types.js";

/** True when the base URL is OpenAI's own API. */
export function isOpenAiHosted(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === "api.openai.com";
  } catch {
    return false;
  }
}

/**
 * Creates an OpenAI-compatible client.
 *
 * @example
 * const llm = createOpenAiClient(resolveLlmSettings({ provider: "openai", model: "llama3.1", baseUrl: "http://127.0.0.1:11434/v1" }));
 */
export function createOpenAiClient(settings: LlmSettings): LlmClient {
  return createChatCompletionsClient(settings, {
    provider: "openai",
    maxTokensField: isOpenAiHosted(settings.baseUrl) ? "max_completion_tokens" : "max_tokens",
  });
}
