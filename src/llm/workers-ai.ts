/**
 * Cloudflare Workers AI through its OpenAI-compatible endpoint
 * (`https://api.cloudflare.com/client/v4/accounts/{account}/ai/v1/chat/completions`).
 *
 * Why this endpoint and not the native `POST /accounts/{account}/ai/run/{model}`: the native
 * response (`{ result: { response, usage }, success, errors }`) carries no finish reason, so a
 * verdict cut off at the token limit would look complete — exactly the fault the judge must
 * catch. The OpenAI-compatible endpoint reports `finish_reason: "length"`, standard usage and
 * `response_format: json_schema`, and lets one tested wire protocol serve three back ends.
 * Errors still come in Cloudflare's API envelope (`{ success: false, errors: [{ code,
 * message }] }`), which the shared error mapping reads.
 */
import { createChatCompletionsClient } from "./chat-completions.js";
import type { LlmSettings } from "./settings.js";
import type { LlmClient } from "./types.js";

/**
 * Creates a Workers AI client. The API token comes from `RAMPART_JUDGE_API_KEY`,
 * `CLOUDFLARE_API_TOKEN` or `CLOUDFLARE_API_KEY`; the account from `CLOUDFLARE_ACCOUNT_ID`.
 *
 * @example
 * const llm = createWorkersAiClient(resolveLlmSettings({ provider: "workers-ai", model: "@cf/meta/llama-3.1-8b-instruct" }));
 */
export function createWorkersAiClient(settings: LlmSettings): LlmClient {
  return createChatCompletionsClient(settings, { provider: "workers-ai", maxTokensField: "max_tokens" });
}
