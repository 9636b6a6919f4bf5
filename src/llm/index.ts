/**
 * `rampart/llm` — provider clients (Anthropic Messages API, OpenAI-compatible chat
 * completions, Cloudflare Workers AI) behind one `LlmClient` interface. Depends only on
 * `rampart/core`.
 */
export * from "./types.js";
export * from "./settings.js";
export * from "./retry.js";
export { providerHttpError, errorBodyMessage, isRetryableStatus, MAX_ERROR_BODY_CHARS } from "./errors.js";
export { createAnthropicClient, ANTHROPIC_STOP_REASONS } from "./anthropic.js";
export { createOpenAiClient } from "./openai.js";
export { createWorkersAiClient } from "./workers-ai.js";
export { OPENAI_FINISH_REASONS } from "./chat-completions.js";
export { CLIENT_FACTORIES, createLlmClient } from "./registry.js";
export * from "./sentence-classifier.js";
