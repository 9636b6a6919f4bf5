/**
 * The one interface every LLM provider client speaks (`LlmClient`), and the shapes it
 * exchanges. A client sends one system message and one user message, optionally asks for a
 * structured output (a JSON schema, delivered through the provider's tool use or JSON-schema
 * mode), and answers with the text, the structured value when the provider delivered one,
 * the token usage and a normalised stop reason. Every failure is a `RampartError`.
 */

/** Provider back ends (seed 002: "Workers AI, local ollama, Anthropic"). */
export const PROVIDER_IDS = ["anthropic", "openai", "workers-ai"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** True when `value` names a provider. */
export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** Tokens one call consumed. `estimated` is true when the provider reported none and we counted ~4 UTF-8 bytes per token. */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

/**
 * Why generation stopped, normalised across providers:
 * `end` (natural end or stop sequence), `length` (the max-tokens limit cut the output —
 * Anthropic `max_tokens` / `model_context_window_exceeded`, OpenAI `length`), `tool`
 * (the model called the requested tool), `refusal` (Anthropic `refusal`, OpenAI
 * `content_filter` or a `refusal` message), `other` (anything else, e.g. `pause_turn`).
 */
export type StopReason = "end" | "length" | "tool" | "refusal" | "other";

/** A structured output request: the provider is asked for a value matching `schema` (JSON Schema draft 2020-12 subset). */
export interface StructuredOutputSpec {
  /** Tool / schema name, `[a-zA-Z0-9_-]{1,64}`. */
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/** One request. */
export interface LlmRequest {
  /** Trusted instructions (ours, never document-controlled). */
  system: string;
  /** The user message; any untrusted text in it must already have crossed the evidence boundary. */
  prompt: string;
  /** Ask for structured output; omitted ⇒ free text. */
  output?: StructuredOutputSpec;
}

/** One response. */
export interface LlmResponse {
  provider: ProviderId;
  /** The model that answered (as the provider reported it, else the requested one). */
  model: string;
  /** Concatenated text content (may be empty when the provider answered with a tool call only). */
  text: string;
  /** The value the provider delivered through tool use, already parsed; absent when the answer is text. */
  structured?: unknown;
  /**
   * Further values for the same structured output, when the model delivered more than one
   * (e.g. two calls of the forced tool). Consumers must treat disagreement as ambiguity.
   */
  structuredExtra?: unknown[];
  stopReason: StopReason;
  /** The provider's own stop-reason string, for reports. */
  rawStopReason: string | null;
  usage: LlmUsage;
  /** True when the response was read as a stream. */
  streamed: boolean;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (and its retries). */
  signal?: AbortSignal;
}

/**
 * A provider client. `complete` sends one request, retrying transient failures (429, 5xx,
 * timeouts, cut streams) per its retry policy and honouring `Retry-After`.
 *
 * @throws RampartError `ERR_PROVIDER` (HTTP error, with the provider's error body in
 *   `details.body`), `ERR_TIMEOUT`, `ERR_STREAM_CUT`, after the retries are spent.
 */
export interface LlmClient {
  readonly provider: ProviderId;
  readonly model: string;
  complete(request: LlmRequest, options?: CallOptions): Promise<LlmResponse>;
}

/** Rough token count (~4 UTF-8 bytes per token) used only when a provider reports no usage, so budgets never see zero. */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, "utf8") / 4);
}
