/**
 * The provider registry: one factory per provider id, checked for completeness by the type
 * (`satisfies Record<ProviderId, …>`) and by a test. Never an `if provider === …` chain.
 */
import { createAnthropicClient } from "./anthropic.js";
import { createOpenAiClient } from "./openai.js";
import { resolveLlmSettings, type LlmSettings, type LlmSettingsInput } from "./settings.js";
import type { LlmClient, ProviderId } from "./types.js";
import { createWorkersAiClient } from "./workers-ai.js";

/** Factory per provider. */
export const CLIENT_FACTORIES = {
  anthropic: createAnthropicClient,
  openai: createOpenAiClient,
  "workers-ai": createWorkersAiClient,
} as const satisfies Record<ProviderId, (settings: LlmSettings) => LlmClient>;

/**
 * Resolves settings (explicit, environment, defaults) and builds the client.
 *
 * @throws RampartError `ERR_CONFIG` when the model, base URL or key is missing.
 * @example
 * const judgeLlm = createLlmClient({ provider: "openai", model: "qwen2.5:7b", baseUrl: "http://127.0.0.1:11434/v1" });
 */
export function createLlmClient(input: LlmSettingsInput, env: NodeJS.ProcessEnv = process.env): LlmClient {
  const settings = resolveLlmSettings(input, env);
  return CLIENT_FACTORIES[settings.provider](settings);
}
